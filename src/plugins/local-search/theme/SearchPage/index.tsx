/**
 * `/search?q=…&edition=…`: the full result list of the local index, with the
 * same client, filters and texts as the modal. The query and the edition
 * searched (by default the one the reader last read, as in the modal) stay in
 * the URL.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { isOtherLocaleHit } from '../../modalHits';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useQueryString,
} from '@docusaurus/theme-common';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import translations from '@theme/SearchTranslations';
import type { LocalSearchHit } from '../../adapter';
import { LOCAL_PREVIEW_GUIDE } from '../../protocol';
import { devServerNotice } from '../../devServerNotice';
import { EDITION_PARAM, editionOfVersion, useLocalSearch } from '../../useLocalSearch';
import styles from './styles.module.css';

const RESULT_LIMIT = 100;

type SearchState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; hits: LocalSearchHit[]; total: number }
  | { status: 'error' }
  /** `npm start`: no index (devServerNotice.ts). */
  | { status: 'noIndex' };

function useDocumentsFound() {
  const { selectMessage } = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found"',
          message: 'One document found|{count} documents found',
        },
        { count },
      ),
    );
}

/**
 * A hit's title and path, as in the modal: its own level, then the levels
 * above it. A page that is its own section (the home page) is named once.
 */
function hitTitle(hit: LocalSearchHit): { title: string; path: string[] } {
  const levels = Object.values(hit._highlightResult.hierarchy)
    .map((value) => value.value)
    .filter((value, i, all) => value && value !== all[i - 1]);
  return { title: levels.at(-1) ?? '', path: levels.slice(0, -1) };
}

function Results({ hits }: { hits: LocalSearchHit[] }) {
  return (
    <ol className={styles.results}>
      {hits.map((hit) => {
        const { title, path } = hitTitle(hit);
        return (
          <li key={hit.objectID} className={styles.result}>
            {/* Highlights are escaped text with <mark> only (adapter.ts). */}
            <Heading as="h2" className={styles.resultTitle}>
              {isOtherLocaleHit(hit) ? (
                // A page of the other locale is another build of the site: a full page load.
                // eslint-disable-next-line @docusaurus/no-html-links
                <a href={hit.url} dangerouslySetInnerHTML={{ __html: title }} />
              ) : (
                <Link to={hit.url} dangerouslySetInnerHTML={{ __html: title }} />
              )}
            </Heading>
            {path.length > 0 && (
              <nav aria-label="breadcrumbs">
                <ul className="breadcrumbs">
                  {path.map((html, i) => (
                    <li
                      key={i}
                      className="breadcrumbs__item"
                      dangerouslySetInnerHTML={{ __html: html }}
                    />
                  ))}
                </ul>
              </nav>
            )}
            {hit.content && (
              <p
                className={styles.summary}
                dangerouslySetInnerHTML={{ __html: hit._snippetResult.content.value }}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The edition searched: the URL's `edition` when it names one, else the modal's scope. */
function useSearchedEdition() {
  const versions = useVersions(undefined);
  const [edition, setEdition] = useQueryString(EDITION_PARAM);
  const contextualVersion = useLocalSearch().docsVersion;
  const fromUrl = versions.find((v) => editionOfVersion(v.name) === edition)?.name;
  return {
    versions,
    docsVersion: fromUrl ?? contextualVersion,
    setDocsVersion: (name: string) => setEdition(editionOfVersion(name)),
  };
}

function EditionSelect({
  versions,
  value,
  onChange,
}: {
  versions: Array<{ name: string; label: string }>;
  value: string | undefined;
  onChange: (name: string) => void;
}) {
  return (
    <label className={styles.edition}>
      <Translate
        id="search.page.edition"
        description="Label of the edition selector of the search page">
        版本
      </Translate>
      <select
        name={EDITION_PARAM}
        className={styles.editionSelect}
        value={value ?? versions[0]?.name}
        onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          // The labels of the navbar's version dropdown, translated with the docs.
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function DevServerNotice() {
  const { title, help, link } = devServerNotice();
  return (
    <>
      <strong>{title}</strong> {help} <Link to={LOCAL_PREVIEW_GUIDE}>{link}</Link>
    </>
  );
}

function SearchPageContent(): ReactNode {
  const { versions, docsVersion, setDocsVersion } = useSearchedEdition();
  const search = useLocalSearch({ docsVersion });
  // The search page's `q` (theme-common's useSearchQueryString moved to theme-search-algolia in 4.0).
  const [query, setQuery] = useQueryString('q');
  const [answer, setAnswer] = useState<{ query: string; state: SearchState }>();
  const documentsFound = useDocumentsFound();
  const { client, facetFilters } = search;

  useEffect(() => {
    if (!query.trim() || process.env.NODE_ENV !== 'production') return undefined;
    let current = true;
    const settle = (state: SearchState) => current && setAnswer({ query, state });
    client
      .search({ requests: [{ query, facetFilters, hitsPerPage: RESULT_LIMIT }] })
      .then(({ results: [result] }) =>
        settle({ status: 'done', hits: result.hits, total: result.nbHits }),
      )
      .catch(() => settle({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [client, facetFilters, query]);

  const state: SearchState = !query.trim()
    ? { status: 'idle' }
    : process.env.NODE_ENV !== 'production'
      ? { status: 'noIndex' }
      : answer?.query === query
        ? answer.state
        : { status: 'loading' };

  const pageTitle = query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        { query },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });

  return (
    <>
      <PageMetadata title={pageTitle} />
      <div className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: 'Type your search here',
              description: 'The placeholder for search page input',
            })}
            aria-label={translate({
              id: 'theme.SearchPage.inputLabel',
              message: 'Search',
              description: 'The ARIA label for search page input',
            })}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={search.preload}
            autoComplete="off"
          />
          {versions.length > 1 && (
            <EditionSelect versions={versions} value={docsVersion} onChange={setDocsVersion} />
          )}
        </form>
        <div role="status" className={styles.status}>
          {state.status === 'done' && state.total > 0 && documentsFound(state.total)}
          {state.status === 'done' && state.total === 0 && (
            <Translate
              id="theme.SearchPage.noResultsText"
              description="The paragraph for empty search result">
              No results were found
            </Translate>
          )}
          {process.env.NODE_ENV !== 'production' && state.status === 'noIndex' && (
            <DevServerNotice />
          )}
          {state.status === 'error' && (
            <>
              <strong>{translations.modal?.errorScreen?.titleText}</strong>{' '}
              {translations.modal?.errorScreen?.helpText}
            </>
          )}
        </div>
        {state.status === 'idle' && (
          <p className={styles.help}>
            <Translate
              id="search.page.help"
              description="What the search page covers, shown before a query is typed">
              {
                '搜索本站的文档、博客和页面。文档只在所选版本中查找，可以在上方切换；在任意页面按 Ctrl + K（macOS 上为 ⌘ + K）也能打开搜索框。搜索在浏览器里完成，访问过本站之后，断网时同样可用。'
              }
            </Translate>
          </p>
        )}
        {state.status === 'done' && <Results hits={state.hits} />}
      </div>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* The contextual search filters read the docs version context that Layout provides. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}

/**
 * The DocSearch button and modal of theme-search-algolia, answered by the
 * local index through `transformSearchClient` instead of Algolia.
 */
import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import { devServerNotice } from '../../devServerNotice';
import { LOCAL_PREVIEW_GUIDE, SEARCH_PAGE_PATH } from '../../protocol';
import type { SearchRequest, SearchResponse } from '../../adapter';
import { isOtherLocaleHit, listedAs, modalHits } from '../../modalHits';
import { EDITION_PARAM, editionOfVersion, useLocalSearch } from '../../useLocalSearch';
import './styles.css';

type Modal = typeof DocSearchModalType;
/** Ask AI needs an Algolia assistant; the local backend has none. */
const noAskAi = () => {};
let DocSearchModal: Modal | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  // Named so the build can list these files for the offline cache (SEARCH_CODE_CHUNKS).
  return Promise.all([
    import(/* webpackChunkName: "search-modal" */ '@docsearch/react/modal'),
    import(/* webpackChunkName: "search-modal" */ '@docsearch/react/style'),
  ]).then(([{ DocSearchModal: modal }]) => {
    DocSearchModal = modal as Modal;
  });
}

const emptyResult = (request: SearchRequest): SearchResponse['results'][number] => ({
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: request.hitsPerPage ?? 20,
  processingTimeMS: 0,
  exhaustiveNbHits: true,
  query: request.query ?? '',
  params: '',
  index: request.indexName ?? 'local',
});

function Hit({ hit, children }: { hit: { url: string; objectID?: string }; children: ReactNode }) {
  // A page of the other locale is another build of the site: a full page load.
  // eslint-disable-next-line @docusaurus/no-html-links
  if (isOtherLocaleHit(hit)) return <a href={hit.url}>{children}</a>;
  return <Link to={hit.url}>{children}</Link>;
}

function SeeAllResults({
  query,
  count,
  docsVersion,
  onClose,
}: {
  query: string;
  count: number;
  docsVersion: string | undefined;
  onClose: () => void;
}) {
  // theme-common's link creator reads the Algolia theme config, absent in local mode.
  const searchPage = useBaseUrl(`/${SEARCH_PAGE_PATH}`);
  // The search page keeps the modal's scope: the edition being read.
  const params = new URLSearchParams({ q: query });
  if (docsVersion) params.set(EDITION_PARAM, editionOfVersion(docsVersion));
  return (
    <Link to={`${searchPage}?${params}`} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const search = useLocalSearch();
  const history = useHistory();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  const warmUp = useCallback(() => {
    search.preload();
    void importModal();
  }, [search]);

  // Only a pointer that moves over the button warms up, not a resting one the
  // page was laid out under (Chromium reports that as a mouseover too, and the
  // modal's code would be run while the page is still loading).
  const warmUpOnMove = useCallback(
    (event: React.PointerEvent) => {
      if (event.movementX !== 0 || event.movementY !== 0) warmUp();
    },
    [warmUp],
  );

  const openModal = useCallback(() => {
    search.preload();
    void importModal().then(() => setIsOpen(true));
  }, [search]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the key goes to the modal's input once, not twice
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: noAskAi,
  });

  // autocomplete-core resets DocSearch's "error" status to idle as soon as a query fails, so its
  // error screen never stays up: a failed load answers "no hits" and the no-results screen then
  // carries the error texts instead. The dev server has no index: its no-results screen says so.
  const [indexUnavailable, setIndexUnavailable] = useState(false);
  // DocSearch shows its no-results screen as soon as a query is typed, and keeps it while the
  // answer loads: until the index has answered once (its first load takes a moment), that
  // screen says the query is being searched, without the "let us know" line.
  const [indexReady, setIndexReady] = useState(false);
  const modalClient = useMemo(
    () => ({
      search: async (params: { requests: SearchRequest[] }): Promise<SearchResponse> => {
        if (process.env.NODE_ENV !== 'production')
          return { results: params.requests.map(emptyResult) };
        try {
          const response = await search.client.search(params);
          setIndexUnavailable(false);
          setIndexReady(true);
          return response;
        } catch {
          setIndexUnavailable(true);
          return { results: params.requests.map(emptyResult) };
        }
      },
    }),
    [search.client],
  );
  const previewGuide = useBaseUrl(LOCAL_PREVIEW_GUIDE);
  const modalTranslations = useMemo(() => {
    const { errorScreen, noResultsScreen } = translations.modal ?? {};
    if (process.env.NODE_ENV !== 'production') {
      const notice = devServerNotice();
      return {
        ...translations.modal,
        noResultsScreen: {
          ...noResultsScreen,
          noResultsText: notice.title,
          reportMissingResultsText: notice.help,
          reportMissingResultsLinkText: notice.link,
        },
      };
    }
    if (indexUnavailable) {
      return {
        ...translations.modal,
        noResultsScreen: {
          ...noResultsScreen,
          noResultsText: errorScreen?.titleText,
          reportMissingResultsText: errorScreen?.helpText,
        },
      };
    }
    if (indexReady) return translations.modal;
    return {
      ...translations.modal,
      noResultsScreen: {
        ...noResultsScreen,
        noResultsText: translate({
          id: 'search.modal.searching',
          message: '正在搜索',
          description: 'Search box, while the index loads: before the query typed, shown in quotes',
        }),
      },
    };
  }, [indexUnavailable, indexReady]);

  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl, item }: { itemUrl: string; item: { objectID?: string } }) => {
        if (isOtherLocaleHit(item)) window.location.assign(itemUrl);
        else history.push(itemUrl);
      },
    }),
    [history],
  );
  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <SeeAllResults
        query={state.query}
        count={Number(state.context.nbHits)}
        docsVersion={search.docsVersion}
        onClose={closeModal}
      />
    ),
    [closeModal, search.docsVersion],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={warmUp}
        onFocus={warmUp}
        onPointerMove={warmUpOnMove}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        // The modal is fixed-position: outside the navbar, whose transform would trap it.
        createPortal(
          <DocSearchModal
            // The local client ignores these; DocSearch requires them.
            appId="local"
            apiKey="local"
            indexName="local"
            transformSearchClient={() => modalClient as never}
            searchParameters={{ facetFilters: search.facetFilters }}
            transformItems={(items) =>
              modalHits(
                items,
                (hit) => listedAs(hit.url),
                (hit) => hit.hierarchy.lvl0 ?? '',
              )
            }
            insights={false}
            onAskAiToggle={noAskAi}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={Hit}
            resultsFooterComponent={resultsFooterComponent}
            getMissingResultsUrl={
              process.env.NODE_ENV !== 'production'
                ? () => previewGuide
                : indexReady || indexUnavailable
                  ? () => search.feedbackUrl
                  : undefined
            }
            placeholder={translations.placeholder}
            translations={modalTranslations}
          />,
          document.body,
        )}
    </>
  );
}

import { useMemo, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { showcaseEntries, type ShowcaseEntry } from '@site/src/data/showcase';
import ShowcaseCard from './_components/ShowcaseCard';
import ShowcaseFilters from './_components/ShowcaseFilters';
import ShowcaseHeader from './_components/ShowcaseHeader';
import useFavoriteIds, { type FavoriteIds } from './_components/useFavoriteIds';
import useShowcaseFilter from './_components/useShowcaseFilter';
import { filterEntries, isFiltered, sortEntries, type ShowcaseFilter } from './_utils';
import styles from './styles.module.css';

interface ListProps {
  locale: string;
  favorites: FavoriteIds;
  onToggleFavorite: (id: string) => void;
}

function CardList({
  entries,
  locale,
  favorites,
  onToggleFavorite,
}: ListProps & { entries: ShowcaseEntry[] }): ReactNode {
  return (
    <ul className={styles.cardGrid}>
      {entries.map((entry) => (
        <ShowcaseCard
          key={entry.id}
          entry={entry}
          locale={locale}
          isFavorite={favorites.isFavorite(entry.id)}
          onToggleFavorite={onToggleFavorite}
        />
      ))}
    </ul>
  );
}

function Results({
  entries,
  filter,
  favoriteCount,
  ...listProps
}: ListProps & {
  entries: ShowcaseEntry[];
  filter: ShowcaseFilter;
  favoriteCount: number;
}): ReactNode {
  // The empty messages share the id of the results heading: focus moves there
  // when the last card of the favourites view is removed.
  if (entries.length === 0 && filter.favorites && favoriteCount === 0) {
    return (
      <p id="showcase-results" className={styles.empty} tabIndex={-1}>
        <Translate id="showcase.results.noFavorites">
          你还没有收藏项目。点击卡片上的心形按钮即可收藏，收藏只保存在当前浏览器中。
        </Translate>
      </p>
    );
  }
  if (entries.length === 0) {
    return (
      <p id="showcase-results" className={styles.empty} tabIndex={-1}>
        <Translate id="showcase.results.empty">
          没有匹配的项目。可以减少所选标签，或换一个关键词。
        </Translate>
      </p>
    );
  }
  if (isFiltered(filter)) {
    return (
      <section aria-labelledby="showcase-results">
        <Heading as="h2" id="showcase-results" className={styles.resultsTitle} tabIndex={-1}>
          <Translate id="showcase.results.filtered">筛选结果</Translate>
        </Heading>
        <CardList entries={entries} {...listProps} />
      </section>
    );
  }
  const recommended = entries.filter((entry) => entry.favorite);
  const others = entries.filter((entry) => !entry.favorite);
  return (
    <>
      <section aria-labelledby="showcase-favorites">
        <Heading as="h2" id="showcase-favorites" className={styles.resultsTitle}>
          <Translate id="showcase.results.favorites">推荐</Translate>
        </Heading>
        <CardList entries={recommended} {...listProps} />
      </section>
      <section aria-labelledby="showcase-others">
        <Heading as="h2" id="showcase-others" className={styles.resultsTitle}>
          <Translate id="showcase.results.others">更多项目</Translate>
        </Heading>
        <CardList entries={others} {...listProps} />
      </section>
    </>
  );
}

export default function Showcase(): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  const [filter, setFilter] = useShowcaseFilter();
  const favorites = useFavoriteIds();
  const sortedEntries = useMemo(() => sortEntries(showcaseEntries, currentLocale), [currentLocale]);
  const entries = filterEntries(sortedEntries, filter, currentLocale, favorites.favoriteIds);
  const favoriteCount = showcaseEntries.filter((entry) => favorites.isFavorite(entry.id)).length;
  const toggleFavorite = (id: string) => {
    const leavesList = filter.favorites && favorites.isFavorite(id);
    favorites.toggleFavorite(id);
    // The card disappears from the favourites view: keep keyboard focus on the results.
    if (leavesList) {
      window.requestAnimationFrame(() => document.getElementById('showcase-results')?.focus());
    }
  };
  const title = translate({ id: 'showcase.title', message: '生态与案例' });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'showcase.meta.description',
        message: 'SagooIOT 生态中的开源服务端、前端、网关与插件，以及基于 SagooIOT 的项目案例。',
      })}>
      <main className={styles.showcase}>
        <ShowcaseHeader title={title} />
        <div className="container margin-vert--lg">
          <ShowcaseFilters
            filter={filter}
            onChange={setFilter}
            count={entries.length}
            locale={currentLocale}
            favoriteCount={favoriteCount}
          />
          <Results
            entries={entries}
            filter={filter}
            locale={currentLocale}
            favorites={favorites}
            favoriteCount={favoriteCount}
            onToggleFavorite={toggleFavorite}
          />
        </div>
      </main>
    </Layout>
  );
}

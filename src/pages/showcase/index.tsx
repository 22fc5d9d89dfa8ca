import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { showcaseEntries, type ShowcaseEntry } from '@site/src/data/showcase';
import ShowcaseCard from './_components/ShowcaseCard';
import ShowcaseFilters from './_components/ShowcaseFilters';
import ShowcaseHeader from './_components/ShowcaseHeader';
import useShowcaseFilter from './_components/useShowcaseFilter';
import { filterEntries, isFiltered } from './_utils';
import styles from './styles.module.css';

function CardList({ entries, locale }: { entries: ShowcaseEntry[]; locale: string }): ReactNode {
  return (
    <ul className={styles.cardGrid}>
      {entries.map((entry) => (
        <ShowcaseCard key={entry.id} entry={entry} locale={locale} />
      ))}
    </ul>
  );
}

function Results({
  entries,
  filtered,
  locale,
}: {
  entries: ShowcaseEntry[];
  filtered: boolean;
  locale: string;
}): ReactNode {
  if (entries.length === 0) {
    return (
      <p className={styles.empty}>
        <Translate id="showcase.results.empty">
          没有匹配的项目。可以减少所选标签，或换一个关键词。
        </Translate>
      </p>
    );
  }
  if (filtered) {
    return (
      <section aria-labelledby="showcase-results">
        <Heading as="h2" id="showcase-results" className={styles.resultsTitle}>
          <Translate id="showcase.results.filtered">筛选结果</Translate>
        </Heading>
        <CardList entries={entries} locale={locale} />
      </section>
    );
  }
  const favorites = entries.filter((entry) => entry.favorite);
  const others = entries.filter((entry) => !entry.favorite);
  return (
    <>
      <section aria-labelledby="showcase-favorites">
        <Heading as="h2" id="showcase-favorites" className={styles.resultsTitle}>
          <Translate id="showcase.results.favorites">推荐</Translate>
        </Heading>
        <CardList entries={favorites} locale={locale} />
      </section>
      <section aria-labelledby="showcase-others">
        <Heading as="h2" id="showcase-others" className={styles.resultsTitle}>
          <Translate id="showcase.results.others">更多项目</Translate>
        </Heading>
        <CardList entries={others} locale={locale} />
      </section>
    </>
  );
}

export default function Showcase(): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  const [filter, setFilter] = useShowcaseFilter();
  const entries = filterEntries(showcaseEntries, filter, currentLocale);
  const title = translate({ id: 'showcase.title', message: '生态与案例' });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'showcase.meta.description',
        message: 'SagooIOT 生态中的开源服务端、前端、网关与插件，以及基于 SagooIOT 的项目案例。',
      })}>
      <main>
        <ShowcaseHeader title={title} />
        <div className="container margin-vert--lg">
          <ShowcaseFilters
            filter={filter}
            onChange={setFilter}
            count={entries.length}
            locale={currentLocale}
          />
          <Results entries={entries} filtered={isFiltered(filter)} locale={currentLocale} />
        </div>
      </main>
    </Layout>
  );
}

import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import { usePluralForm } from '@docusaurus/theme-common';
import { showcaseTags, type TagId } from '@site/src/data/showcase';
import { pick } from '@site/src/data/types';
import { emptyFilter, isFiltered, type Operator, type ShowcaseFilter } from '../_utils';
import styles from '../styles.module.css';
import HeartIcon from './HeartIcon';

interface Props {
  filter: ShowcaseFilter;
  onChange: (next: ShowcaseFilter) => void;
  count: number;
  locale: string;
  /** How many entries the reader saved as favourites (0 until hydrated). */
  favoriteCount: number;
}

export default function ShowcaseFilters({
  filter,
  onChange,
  count,
  locale,
  favoriteCount,
}: Props): ReactNode {
  const { selectMessage } = usePluralForm();
  const toggleTag = (tag: TagId) =>
    onChange({
      ...filter,
      tags: filter.tags.includes(tag)
        ? filter.tags.filter((t) => t !== tag)
        : [...filter.tags, tag],
    });
  const setOperator = (operator: Operator) => onChange({ ...filter, operator });
  const operators: { value: Operator; label: string }[] = [
    {
      value: 'OR',
      label: translate({ id: 'showcase.filters.operator.or', message: '任一标签（OR）' }),
    },
    {
      value: 'AND',
      label: translate({ id: 'showcase.filters.operator.and', message: '全部标签（AND）' }),
    },
  ];

  return (
    <section className={styles.filters} aria-labelledby="showcase-filters">
      <div className={styles.filtersTop}>
        <Heading as="h2" id="showcase-filters" className={styles.filtersTitle}>
          <Translate id="showcase.filters.heading">筛选</Translate>
        </Heading>
        <p className={styles.count} role="status">
          {selectMessage(
            count,
            translate(
              { id: 'showcase.filters.count', message: '{count} 个项目' },
              { count: String(count) },
            ),
          )}
        </p>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!isFiltered(filter) && filter.operator === 'OR'}
          onClick={() => onChange(emptyFilter)}>
          <Translate id="showcase.filters.clear">清除筛选</Translate>
        </button>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Translate id="showcase.filters.tags">按标签筛选</Translate>
        </legend>
        <ul className={styles.tagToggles}>
          {showcaseTags.map((tag) => (
            <li key={tag.id}>
              <label className={styles.tagToggle} title={pick(tag.description, locale)}>
                <input
                  type="checkbox"
                  checked={filter.tags.includes(tag.id)}
                  onChange={() => toggleTag(tag.id)}
                />
                <span className={styles.dot} style={{ backgroundColor: tag.color }} aria-hidden />
                {pick(tag.label, locale)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className={styles.fieldset}>
        <label className={clsx(styles.tagToggle, styles.favoritesToggle)}>
          <input
            type="checkbox"
            checked={filter.favorites}
            onChange={() => onChange({ ...filter, favorites: !filter.favorites })}
          />
          <HeartIcon filled size={16} />
          {translate(
            { id: 'showcase.filters.favorites', message: '只看我的收藏（{count}）' },
            { count: String(favoriteCount) },
          )}
        </label>
      </div>

      <div className={styles.filtersBottom}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Translate id="showcase.filters.operator">多个标签的匹配方式</Translate>
          </legend>
          <div className={styles.operator}>
            {operators.map(({ value, label }) => (
              <label key={value} className={styles.operatorOption}>
                <input
                  type="radio"
                  name="showcase-operator"
                  value={value}
                  checked={filter.operator === value}
                  onChange={() => setOperator(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.search}>
          <label htmlFor="showcase-search" className={styles.legend}>
            <Translate id="showcase.search.label">按名称搜索</Translate>
          </label>
          <input
            id="showcase-search"
            type="search"
            className={styles.searchInput}
            value={filter.name}
            placeholder={translate({
              id: 'showcase.search.placeholder',
              message: '输入项目名称',
            })}
            onChange={(event) => onChange({ ...filter, name: event.target.value })}
          />
        </div>
      </div>
    </section>
  );
}

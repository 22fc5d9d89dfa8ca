import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { showcaseTags, type ShowcaseEntry } from '@site/src/data/showcase';
import { pick } from '@site/src/data/types';
import styles from '../styles.module.css';

export default function ShowcaseCard({
  entry,
  locale,
}: {
  entry: ShowcaseEntry;
  locale: string;
}): ReactNode {
  const title = pick(entry.title, locale);
  const tags = showcaseTags.filter((tag) => entry.tags.includes(tag.id));
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <Heading as="h3" className={styles.cardTitle}>
          {entry.website ? <Link to={entry.website}>{title}</Link> : title}
        </Heading>
        {entry.favorite && (
          <span className={styles.favorite}>
            <Translate id="showcase.card.favorite">推荐</Translate>
          </span>
        )}
      </div>
      <p className={styles.cardDescription}>{pick(entry.description, locale)}</p>
      <div className={styles.cardFoot}>
        <ul
          className={styles.chips}
          aria-label={translate({ id: 'showcase.card.tags', message: '标签' })}>
          {tags.map((tag) => (
            <li key={tag.id} className={styles.chip} title={pick(tag.description, locale)}>
              <span className={styles.dot} style={{ backgroundColor: tag.color }} aria-hidden />
              {pick(tag.label, locale)}
            </li>
          ))}
        </ul>
        {entry.source && (
          <Link
            className="button button--secondary button--sm"
            href={entry.source}
            aria-label={translate(
              { id: 'showcase.card.sourceLabel', message: '{title} 的源码' },
              { title },
            )}>
            <Translate id="showcase.card.source">源码</Translate>
          </Link>
        )}
      </div>
    </li>
  );
}

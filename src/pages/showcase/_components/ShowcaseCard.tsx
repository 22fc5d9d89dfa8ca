// Types of `@theme/IdealImage` (the plugin is not in tsconfig's `types`).
/// <reference types="@docusaurus/plugin-ideal-image" />
import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import IdealImage from '@theme/IdealImage';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { showcaseTags, type ShowcaseEntry } from '@site/src/data/showcase';
import { pick } from '@site/src/data/types';
import HeartIcon from './HeartIcon';
import styles from '../styles.module.css';

export default function ShowcaseCard({
  entry,
  locale,
  isFavorite,
  onToggleFavorite,
}: {
  entry: ShowcaseEntry;
  locale: string;
  /** The reader saved this entry in their favourites (browser storage). */
  isFavorite: boolean;
  onToggleFavorite: (id: string) => void;
}): ReactNode {
  const title = pick(entry.title, locale);
  const titleId = `showcase-card-${entry.id}`;
  const tags = showcaseTags.filter((tag) => entry.tags.includes(tag.id));
  // A toggle keeps one label; aria-pressed tells whether it is on.
  const favoriteLabel = translate({ id: 'showcase.card.favoriteAdd', message: '收藏' });
  return (
    <li className={styles.card}>
      <div className={styles.cardImage}>
        {/* Decorative: the card title right below names the project. */}
        <IdealImage img={entry.image} alt="" width={1200} height={630} />
      </div>
      <div className={styles.cardHead}>
        <Heading as="h3" id={titleId} className={styles.cardTitle}>
          {entry.website ? <Link to={entry.website}>{title}</Link> : title}
        </Heading>
        <div className={styles.cardActions}>
          {entry.favorite && (
            <span className={styles.favorite}>
              <Translate id="showcase.card.favorite">推荐</Translate>
            </span>
          )}
          <button
            type="button"
            className={styles.favoriteButton}
            aria-pressed={isFavorite}
            aria-describedby={titleId}
            aria-label={favoriteLabel}
            title={favoriteLabel}
            onClick={() => onToggleFavorite(entry.id)}>
            <HeartIcon filled={isFavorite} />
          </button>
        </div>
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

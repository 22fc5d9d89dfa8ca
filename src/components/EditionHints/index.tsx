import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useDocsData } from '@docusaurus/plugin-content-docs/client';
import { otherEditions } from './editions';
import styles from './styles.module.css';

interface Props {
  pluginId: string | undefined;
  versionName: string;
  docId: string;
}

/** "Also in: Community, Enterprise" on a doc that other editions have too. */
export default function EditionHints({ pluginId, versionName, docId }: Props): ReactNode {
  const { versions } = useDocsData(pluginId);
  const editions = otherEditions(versions, versionName, docId);
  if (editions.length === 0) return null;
  return (
    <nav className={styles.editions} data-edition-hints="">
      <span>
        <Translate id="editionHints.label">其他版本也有本页：</Translate>
      </span>
      <ul>
        {editions.map((edition) => (
          <li key={edition.name}>
            <Link to={edition.path} data-edition={edition.name}>
              {edition.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

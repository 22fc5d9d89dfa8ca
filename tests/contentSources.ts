/**
 * The Markdown content of the site, for source-level tests: every page of
 * docs, editions and blog, with the locale it is written in.
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.join(__dirname, '..');

export function markdownFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(p, out);
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) out.push(p);
  }
  return out;
}

/** Chinese source folder → English translation folder. */
export const trees: [string, string][] = [
  ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'],
  ['blog', 'i18n/en/docusaurus-plugin-content-blog'],
  ...fs
    .readdirSync(path.join(root, 'versioned_docs'))
    .map((v): [string, string] => [
      `versioned_docs/${v}`,
      `i18n/en/docusaurus-plugin-content-docs/${v}`,
    ]),
];

export interface ContentPage {
  /** Path from the project root, e.g. `docs/docs/install/docker.md`. */
  file: string;
  locale: 'zh-Hans' | 'en';
  text: string;
}

/** Every Markdown page of both locales, read once. */
export function contentPages(): ContentPage[] {
  return trees.flatMap(([zhDir, enDir]) =>
    (
      [
        [zhDir, 'zh-Hans'],
        [enDir, 'en'],
      ] as const
    ).flatMap(([dir, locale]) =>
      markdownFiles(path.join(root, dir)).map((abs) => ({
        file: path.relative(root, abs),
        locale,
        text: fs.readFileSync(abs, 'utf8'),
      })),
    ),
  );
}

/** 1-based line of a character offset. */
export const lineAt = (text: string, index: number): number =>
  text.slice(0, index).split('\n').length;

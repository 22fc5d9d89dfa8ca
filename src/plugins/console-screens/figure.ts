/**
 * A picture of the console as a page shows it, built from the screen's entry
 * (src/data/consoleScreens) and what the capture wrote of it (captured.json):
 * the image with the alt text of the page's locale, and the legend of its
 * numbered markers: the label as the console shows it (Chinese), and on
 * English pages the glossary's English term after it.
 */
import path from 'node:path';
import type { Image, List, ListItem, PhrasingContent } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { consoleScreens } from '../../data/consoleScreens';
import captured from '../../data/consoleScreens/captured.json';
import type { CaptureRecord, ConsoleScreen } from '../../data/consoleScreens/types';
import type { SiteLocale } from '../../data/types';

/** Where `npm run screens` writes the pictures. */
export const SCREENS_DIR = path.join(__dirname, '../../assets/console');

/** The directive a page writes where a picture goes: `::console-screen{id="iot-product-list"}`. */
export const DIRECTIVE = 'console-screen';

const record = captured as CaptureRecord;
const screensById = new Map(consoleScreens.map((screen) => [screen.id, screen]));

/** The locale of a page by its source file: English pages live under i18n/en/. */
export function localeOfFile(file: string): SiteLocale {
  return file.split(path.sep).join('/').includes('/i18n/en/') ? 'en' : 'zh-Hans';
}

/**
 * The pictures show the Community Edition's V2 console (the public one); a page
 * of another edition says so once, under its first picture.
 */
export function editionNote(file: string): string | undefined {
  if (file.split(path.sep).join('/').includes('/version-community/')) return undefined;
  return localeOfFile(file) === 'en'
    ? 'Pictures on this page: the console of the Community Edition (V2).'
    : '本页图片为社区版（V2）控制台。';
}

export interface ScreenParts {
  screen: ConsoleScreen;
  /** The picture, its URL relative to the page's file. */
  image: Image;
  /** The numbered markers' legend, when the picture has markers. */
  legend?: List;
}

/** The picture and legend of screen `id` for the page in `file`; throws when either is unknown. */
export function screenParts(id: string, file: string): ScreenParts {
  const screen = screensById.get(id);
  if (!screen) throw new Error(`${file}: no console screen "${id}" in src/data/consoleScreens`);
  const shot = record.screens[id];
  if (!shot) {
    throw new Error(
      `${file}: console screen "${id}" has no picture: run \`npm run screens -- --console <path> ${id}\``,
    );
  }
  const locale = localeOfFile(file);
  const picture = path.join(SCREENS_DIR, shot.file);
  const image: Image = {
    type: 'image',
    url: path.relative(path.dirname(file), picture).split(path.sep).join('/'),
    alt: locale === 'en' ? screen.alt.en : screen.alt['zh-Hans'],
  };
  const markers = screen.markers ?? [];
  const legend: List | undefined = markers.length
    ? {
        type: 'list',
        ordered: true,
        spread: false,
        children: markers.map(({ label, en }): ListItem => ({
          type: 'listItem',
          spread: false,
          children: [{ type: 'paragraph', children: legendEntry(label, en, locale) }],
        })),
      }
    : undefined;
  return { screen, image, legend };
}

function legendEntry(label: string, en: string, locale: SiteLocale): PhrasingContent[] {
  if (locale !== 'en') return [{ type: 'text', value: label }];
  // The Chinese label marked as such: read in Chinese by screen readers, and
  // not English prose for the checks of English pages.
  const chinese: MdxJsxTextElement = {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [{ type: 'mdxJsxAttribute', name: 'lang', value: 'zh-Hans' }],
    children: [{ type: 'text', value: label }],
  };
  return [chinese as unknown as PhrasingContent, { type: 'text', value: ` (${en})` }];
}

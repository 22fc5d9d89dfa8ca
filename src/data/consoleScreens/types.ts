/**
 * Pictures of the platform's public web console: what each picture shows and how
 * `npm run screens` captures it (scripts/console-screens), and what the pages
 * say of it (alt text, the legend of its numbered markers), in both locales.
 */
import type { Localized } from '../types';

/** A step done in the console before the picture is taken (Playwright selectors). */
export type ScreenAction =
  /** Click an element; then wait for `waitFor` to show, if given. */
  | { click: string; waitFor?: string }
  /** Type a value into a form field. */
  | { fill: string; value: string }
  /** Rest the pointer on an element (a tooltip, a menu). */
  | { hover: string }
  /** Wait until an element shows. */
  | { waitFor: string };

/** What the picture holds. */
export type ScreenCapture =
  /** The whole console window. */
  | { kind: 'window' }
  /** One element's box, with a margin of `padding` pixels (default 8). */
  | { kind: 'element'; selector: string; padding?: number }
  /** The dialog or drawer that is open. */
  | { kind: 'dialog' };

/** A numbered marker drawn on an element that a page's steps refer to. */
export interface ScreenMarker {
  /** Playwright selector of the element. */
  selector: string;
  /** The label as the console shows it (Chinese). */
  label: string;
  /** The glossary's English term for it, for the English legend. */
  en: string;
}

export interface ConsoleScreen {
  /** Kebab-case; names the picture file. */
  id: string;
  /** The console's hash route, e.g. `/iotmanager/device/product`. */
  route: string;
  /** Window size; 1280 × 800 when not given. */
  viewport?: { width: number; height: number };
  /** An element that shows once the screen has its data, awaited before the actions. */
  ready?: string;
  actions?: ScreenAction[];
  capture: ScreenCapture;
  /** Numbered 1, 2, 3… in this order, on the picture and in its legend. */
  markers?: ScreenMarker[];
  /** What the picture shows, for readers who cannot see it. */
  alt: Localized;
}

/** What a capture run wrote for one picture (`captured.json`, generated). */
export interface CapturedScreen {
  /** File name under src/assets/console/. */
  file: string;
  width: number;
  height: number;
  bytes: number;
  /** The markers drawn, in order, with the point (picture pixels) each was drawn at. */
  markers: { label: string; x: number; y: number }[];
}

export interface CaptureRecord {
  /** The console build and seed the pictures were taken from. */
  source: { repository: string; commit: string };
  /** The capture clock every date in the fixtures derives from (ISO 8601). */
  clock: string;
  screens: Record<string, CapturedScreen>;
}

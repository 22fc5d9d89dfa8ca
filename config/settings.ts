/**
 * Deploy-specific values, read once from the environment (and from a local
 * `.env` file when present). Every value has a safe default, so a fresh clone
 * builds with no configuration; nothing real is ever committed.
 * `.env.example` documents each variable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localized } from './localized';

export type Locale = 'zh-Hans' | 'en';

export interface AlgoliaSettings {
  appId: string;
  /** Search-only key: it ends up in the public bundle. */
  apiKey: string;
  indexName: string;
  /** Click and conversion events to Algolia Insights; off unless asked for. */
  insights: boolean;
}

export interface AnnouncementSettings {
  id: string;
  content: Record<Locale, string>;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface Settings {
  siteUrl: string;
  baseUrl: string;
  /** Base of "edit this page" links: the public source repository. */
  editUrl: string;
  algolia?: AlgoliaSettings;
  /** Visitor-statistics script, loaded async only when set. */
  statsScriptUrl?: string;
  /** Where readers report a problem (navbar link, search "let us know"). */
  feedbackUrl: string;
  contact: {
    phone?: string;
    chatGroup?: string;
    socialAccount?: string;
  };
  footerLogo?: { src: string; srcDark?: string; alt: string; href?: string };
  copyright: string;
  announcement?: AnnouncementSettings;
  /**
   * The speed layer (src/plugins/lean-first-load): on unless `LEAN_FIRST_LOAD=off`;
   * `without:<piece>,…` leaves pieces out, to measure them (scripts/bench-speed-layer.ts).
   */
  leanFirstLoad: false | { without: string[] };
  /**
   * Who may show the site in a frame (CSP frame-ancestors): origins, or `'self'`;
   * empty = nobody (`'none'`). Sent only as a header: a meta policy cannot carry it.
   */
  frameAncestors: string[];
}

type Env = Record<string, string | undefined>;

const DEFAULT_ANNOUNCEMENT: AnnouncementSettings = {
  id: 'docs-in-english-2026',
  content: { 'zh-Hans': localized['zh-Hans'].announcement, en: localized.en.announcement },
  backgroundColor: '#1f6f8b',
  textColor: '#ffffff',
  isCloseable: true,
};

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function httpUrl(env: Env, name: string, fallback: string): string;
function httpUrl(env: Env, name: string): string | undefined;
function httpUrl(env: Env, name: string, fallback?: string): string | undefined {
  const value = read(env, name) ?? fallback;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value;
}

function baseUrl(env: Env): string {
  const value = read(env, 'BASE_URL') ?? '/';
  return `/${value.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}

function announcement(env: Env): AnnouncementSettings | undefined {
  if (read(env, 'ANNOUNCEMENT') === 'off') return undefined;
  const content = read(env, 'ANNOUNCEMENT_CONTENT');
  const contentEn = read(env, 'ANNOUNCEMENT_CONTENT_EN') ?? content;
  return {
    id: read(env, 'ANNOUNCEMENT_ID') ?? DEFAULT_ANNOUNCEMENT.id,
    content:
      content && contentEn ? { 'zh-Hans': content, en: contentEn } : DEFAULT_ANNOUNCEMENT.content,
    backgroundColor: read(env, 'ANNOUNCEMENT_BG') ?? DEFAULT_ANNOUNCEMENT.backgroundColor,
    textColor: read(env, 'ANNOUNCEMENT_TEXT_COLOR') ?? DEFAULT_ANNOUNCEMENT.textColor,
    isCloseable: read(env, 'ANNOUNCEMENT_CLOSEABLE') !== 'false',
  };
}

function leanFirstLoad(env: Env): Settings['leanFirstLoad'] {
  const value = read(env, 'LEAN_FIRST_LOAD') ?? 'on';
  if (value === 'off') return false;
  if (value === 'on') return { without: [] };
  const without = /^without:(.+)$/.exec(value)?.[1];
  if (!without)
    throw new Error(`LEAN_FIRST_LOAD must be on, off or without:<piece>,…; got "${value}"`);
  return { without: without.split(',').map((piece) => piece.trim()) };
}

function frameAncestors(env: Env): string[] {
  const sources = read(env, 'FRAME_ANCESTORS')?.split(/\s+/) ?? [];
  for (const source of sources) {
    if (source === "'self'") continue;
    let origin: string | undefined;
    try {
      origin = new URL(source).origin;
    } catch {
      // reported below
    }
    if (origin !== source.replace(/\/$/, '') || !/^https?:/.test(source)) {
      throw new Error(`FRAME_ANCESTORS takes http(s) origins or 'self', got "${source}"`);
    }
  }
  return sources;
}

/** Pure: builds the settings from an environment map. */
export function settingsFrom(env: Env): Settings {
  const appId = read(env, 'ALGOLIA_APP_ID');
  const apiKey = read(env, 'ALGOLIA_SEARCH_API_KEY');
  const indexName = read(env, 'ALGOLIA_INDEX_NAME');
  const logoSrc = read(env, 'FOOTER_LOGO_SRC');
  return {
    siteUrl: httpUrl(env, 'SITE_URL', 'https://sagooiot-docs.example.com').replace(/\/+$/, ''),
    baseUrl: baseUrl(env),
    editUrl: httpUrl(env, 'EDIT_URL', 'https://github.com/sagoo-cloud/sagooiot-doc/edit/main/'),
    algolia:
      appId && apiKey && indexName
        ? { appId, apiKey, indexName, insights: read(env, 'ALGOLIA_INSIGHTS') === 'true' }
        : undefined,
    statsScriptUrl: httpUrl(env, 'STATS_SCRIPT_URL'),
    feedbackUrl: httpUrl(env, 'FEEDBACK_URL', 'https://github.com/sagoo-cloud/sagooiot/issues'),
    contact: {
      phone: read(env, 'CONTACT_PHONE'),
      chatGroup: read(env, 'CONTACT_CHAT_GROUP'),
      socialAccount: read(env, 'CONTACT_SOCIAL_ACCOUNT'),
    },
    footerLogo: logoSrc
      ? {
          src: logoSrc,
          srcDark: read(env, 'FOOTER_LOGO_SRC_DARK'),
          alt: read(env, 'FOOTER_LOGO_ALT') ?? 'SagooIOT',
          href: read(env, 'FOOTER_LOGO_HREF'),
        }
      : undefined,
    copyright:
      read(env, 'COPYRIGHT') ??
      `Copyright © ${new Date().getFullYear()} SagooIOT documentation contributors.`,
    announcement: announcement(env),
    leanFirstLoad: leanFirstLoad(env),
    frameAncestors: frameAncestors(env),
  };
}

function loadDotEnv(): void {
  const file = path.resolve(__dirname, '..', '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

loadDotEnv();

export const settings: Settings = settingsFrom(process.env);

/** The locale being built (Docusaurus sets it for each locale build). */
export const currentLocale: Locale =
  process.env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'zh-Hans';

// Security headers of the built site, generated from the build itself: a
// Content-Security-Policy per locale whose script-src lists the SHA-256 of
// every inline script the pages of that locale carry (Docusaurus's colour-mode
// and base-URL scripts, our page start, React's streaming scripts) and exactly
// the third-party origins the settings need. Written where hosts read it:
//   <meta http-equiv> in every page         the locale's policy, on any host (GitHub Pages
//                                           sets no headers); without frame-ancestors
//   <out>/security-headers/<locale>.conf    nginx `include`, one per locale (deploy/nginx.conf)
//   <out>/_headers                          Netlify, Cloudflare Pages: one rule for every
//                                           path, with the locales' hashes together. These
//                                           hosts join the values of overlapping rules (two
//                                           policies, both enforced), so per-locale rules
//                                           would have to name every path and would miss the
//                                           not-found pages; the meta keeps each page to
//                                           its own locale's scripts.
// Run by `npm run build` after every locale is built (scripts/build.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../config/settings';

export type Directives = Record<string, string[]>;

/** What a page carries that a policy must allow. */
export interface LocalePolicy {
  locale: string;
  /** URL prefix of the locale's pages, e.g. `/` or `/en/`. */
  baseUrl: string;
  /** `'sha256-…'` sources of the locale's inline scripts, sorted. */
  scriptHashes: string[];
}

/** The file, beside the build's pages, that client-redirect pages load instead of an inline script. */
export const REDIRECT_SCRIPT = 'redirect.js';

// Follows the page's canonical link, keeping query and fragment (as the inline
// script of @docusaurus/plugin-client-redirects does), without an inline script.
const REDIRECT_SCRIPT_SOURCE =
  'location.replace(document.querySelector(\'link[rel="canonical"]\').getAttribute("href")+location.search+location.hash);\n';

/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them there). */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];

/** Features no page of the site uses; off for the page and anything it embeds. */
const PERMISSIONS_OFF = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

export const sha256Source = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Text of every inline script a browser would run (JSON-LD and other data blocks are not run). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** A page @docusaurus/plugin-client-redirects wrote: a meta refresh, a canonical link and an inline script. */
export const isClientRedirect = (html: string) =>
  /<meta http-equiv="refresh"/.test(html) && /window\.location\.href = /.test(html);

/** The redirect page with its inline script replaced by the shared one at `scriptUrl`. */
export const withSharedRedirectScript = (html: string, scriptUrl: string) =>
  html.replace(/<script>[\s\S]*?<\/script>/, `<script src="${scriptUrl}"></script>`);

/** The origin (scheme, host, port) of an absolute URL. */
const originOf = (url: string) => new URL(url).origin;

/** Where DocSearch sends queries for an Algolia application (its read, write and fallback hosts). */
export function algoliaHosts(algolia: NonNullable<Settings['algolia']>): string[] {
  const app = algolia.appId.toLowerCase();
  const hosts = [
    `https://${app}-dsn.algolia.net`,
    `https://${app}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
  ];
  if (algolia.insights) hosts.push('https://insights.algolia.io');
  return hosts;
}

/** The policy's directives for a locale under the given settings. */
export function policyDirectives(
  locale: Pick<LocalePolicy, 'scriptHashes'>,
  settings: Pick<Settings, 'statsScriptUrl' | 'algolia' | 'frameAncestors'>,
): Directives {
  const stats = settings.statsScriptUrl ? [originOf(settings.statsScriptUrl)] : [];
  const algolia = settings.algolia ? algoliaHosts(settings.algolia) : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...locale.scriptHashes, ...stats],
    // Mermaid writes a <style> into each diagram it draws and pages carry style
    // attributes; hashes cannot name either, and a style cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the icons the theme's CSS inlines; statistics scripts report with images.
    'img-src': ["'self'", 'data:', ...stats],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...stats, ...algolia],
    // The search worker and the offline service worker are files of the site.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': settings.frameAncestors.length ? settings.frameAncestors : ["'none'"],
  };
}

/** The policy as a header value, or for a meta element (without the header-only directives). */
export function serializePolicy(directives: Directives, delivery: 'header' | 'meta'): string {
  return Object.entries(directives)
    .filter(([name]) => delivery === 'header' || !HEADER_ONLY.includes(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header the site sends with its pages, for one locale. */
export function securityHeaders(
  locale: Pick<LocalePolicy, 'scriptHashes'>,
  settings: Pick<Settings, 'statsScriptUrl' | 'algolia' | 'frameAncestors'>,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': serializePolicy(policyDirectives(locale, settings), 'header'),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // Browsers without frame-ancestors honour the older header.
  if (!settings.frameAncestors.length) headers['X-Frame-Options'] = 'DENY';
  return headers;
}

/** The page with the policy as its first element after the charset. */
export function withPolicyMeta(html: string, metaPolicy: string): string {
  // Sources are keywords, hashes and origins: nothing to escape in a double-quoted attribute.
  if (/["<>&]/.test(metaPolicy)) throw new Error(`not a policy: ${metaPolicy}`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy}">`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(withoutOld);
  if (!charset)
    throw new Error('page without <meta charset>: cannot place the policy before its scripts');
  const end = charset.index + charset[0].length;
  return `${withoutOld.slice(0, end)}${meta}${withoutOld.slice(end)}`;
}

/** Every HTML file under `dir`, leaving out the folders of other locales. */
function htmlFiles(dir: string, skip: Set<string>): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !skip.has(file.split(path.sep)[0]!))
    .map((file) => path.join(dir, file));
}

/** Lines of a `_headers` file: a path pattern, then its headers indented. */
const headersRule = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/** An nginx include with the headers (`always`: error pages carry them too). */
export const nginxInclude = (headers: Record<string, string>) =>
  `# Written by \`npm run build\` (scripts/lib/security-headers.ts); included by deploy/nginx.conf.\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')}\n`;

/**
 * Rewrites the client-redirect pages of each locale to the shared redirect
 * script, hashes the inline scripts left, places the meta policy in every
 * page and writes the header files. `locales` lists each locale built, with
 * its URL prefix; the site's base URL is the output folder's root.
 */
export function writeSecurityHeaders(
  outDir: string,
  settings: Pick<Settings, 'statsScriptUrl' | 'algolia' | 'frameAncestors' | 'baseUrl'>,
  locales: { locale: string; baseUrl: string }[],
): LocalePolicy[] {
  const rootUrl = settings.baseUrl;
  const localeDirs = locales.map(({ baseUrl }) => path.join(outDir, baseUrl.slice(rootUrl.length)));
  const policies: LocalePolicy[] = [];
  for (const [index, { locale, baseUrl }] of locales.entries()) {
    const dir = localeDirs[index]!;
    const skip = new Set(
      locales
        .filter((other) => other.baseUrl !== baseUrl)
        .map((other) => other.baseUrl.slice(baseUrl.length, -1)),
    );
    fs.writeFileSync(path.join(dir, REDIRECT_SCRIPT), REDIRECT_SCRIPT_SOURCE);
    const pages = htmlFiles(dir, skip).map((file) => {
      let html = fs.readFileSync(file, 'utf8');
      if (isClientRedirect(html))
        html = withSharedRedirectScript(html, `${baseUrl}${REDIRECT_SCRIPT}`);
      return { file, html };
    });
    const scriptHashes = [
      ...new Set(pages.flatMap(({ html }) => inlineScripts(html).map(sha256Source))),
    ].sort();
    const policy = { locale, baseUrl, scriptHashes };
    const metaPolicy = serializePolicy(policyDirectives(policy, settings), 'meta');
    for (const { file, html } of pages) fs.writeFileSync(file, withPolicyMeta(html, metaPolicy));
    const headers = securityHeaders(policy, settings);
    fs.mkdirSync(path.join(outDir, 'security-headers'), { recursive: true });
    fs.writeFileSync(
      path.join(outDir, 'security-headers', `${locale}.conf`),
      nginxInclude(headers),
    );
    policies.push(policy);
  }
  const allLocales = { scriptHashes: [...new Set(policies.flatMap((p) => p.scriptHashes))].sort() };
  fs.writeFileSync(
    path.join(outDir, '_headers'),
    `# Written by \`npm run build\` (scripts/lib/security-headers.ts) from the built pages; do not edit.\n${headersRule(`${rootUrl}*`, securityHeaders(allLocales, settings))}\n`,
  );
  return policies;
}

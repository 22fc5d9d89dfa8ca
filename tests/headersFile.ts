/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages format) the way those
 * hosts apply it: every rule whose path pattern matches the request path
 * contributes its headers, and a header named by several rules gets their
 * values joined with ", " (for a Content-Security-Policy: two policies, both
 * enforced). The test server sends what this gives (tests/e2e/harness.ts).
 * Also reads the nginx includes of the same headers.
 */
export interface HeadersRule {
  pattern: string;
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a rule: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** `*` matches any run of characters, `/` included; the rest literally. */
const patternRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** The headers a host sends for `pathname` (decoded, no query). */
export function headersFor(rules: HeadersRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

/** The headers of an nginx include the build writes (`add_header Name "value" always;` lines). */
export function parseNginxInclude(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
      name!,
      value!,
    ]),
  );
}

/** The sources a policy gives a directive. */
export const policySources = (policy: string, directive: string): string[] =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${directive} `))!
    .split(' ')
    .slice(1);

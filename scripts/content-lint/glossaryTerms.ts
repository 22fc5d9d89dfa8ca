/**
 * The terminology dictionary of the content lint, generated from the shared
 * glossary so that the two cannot drift apart. It reads the committed copy
 * beside this file (`glossary.md`), which `.ci/run` checks against
 * `../shared/glossary.md`, so that a clone without the shared folder (GitHub
 * Actions) lints the same way.
 *
 * Each glossary row is `| 中文 | English | note |`. From it come:
 * - identifiers ("identifier: keep as is"): their exact spelling, in both
 *   languages, plus the misspellings the note lists ("not EMQ X or Emqx");
 * - English pages: the wrong English forms the note quotes (`not "object model"`);
 * - Chinese pages: every Chinese form that mixes in Latin letters (OTA升级,
 *   内置MQTT服务), in the letter case the glossary gives and with the space
 *   between Chinese and Latin text that the typography lint asks for
 *   (`OTA 升级`); and the typos the note names (`the typo 关行网关`).
 */
import fs from 'node:fs';
import path from 'node:path';

export const glossaryFile = path.join(__dirname, 'glossary.md');

export interface GlossaryRow {
  /** 1-based line in the glossary. */
  line: number;
  zh: string[];
  en: string;
  note: string;
}

/** A textlint-rule-terminology term: a word, or [pattern, replacement]. */
export type Term = string | [string, string];

export interface LocaleTerms {
  zh: Term[];
  en: Term[];
}

/**
 * Wrong forms a note quotes that are ordinary English words the pages need in
 * other senses, so a dictionary entry would flag correct sentences: an HTTP
 * `POST`, a JSON-RPC `method`, a form field's label, `index.html`, the
 * configuration of a server, a Docusaurus "warning" admonition.
 */
const ordinaryWords = new Set(
  [
    'activate',
    'alert',
    'attribute',
    'command',
    'configuration',
    'create',
    'deactivate',
    'delta',
    'department',
    'downgrade',
    'index',
    'indicator',
    'institution',
    'label',
    'merge',
    'method',
    'metric',
    'modify',
    'new',
    'normal',
    'patch',
    'post',
    'query',
    'reject',
    'ticket',
    'upgrade',
    'warning',
  ].map((word) => word.toLowerCase()),
);

/** Notes that limit a wrong form to a place the lint cannot tell apart. */
const placeLimited = /\bin headings\b|\bnot the OpenAPI Specification\b/;

/**
 * Wrong forms that the glossary itself uses in another, right sense, so a
 * dictionary entry would flag correct sentences.
 */
const rightInAnotherSense = new Set([
  // "the command line" of a shell; only the node's name is Exec.
  'command line',
  // The numeric record id of a product, as the note says.
  'product ID',
  // Kept for physical video walls (Large-Screen Display Control).
  'large screen',
  // Server Management lists TCP, UDP, HTTP and MQTT servers.
  'MQTT server',
]);

const enforced = (wrong: string) =>
  !ordinaryWords.has(wrong.toLowerCase()) &&
  ![...rightInAnotherSense].some((sense) => sense.toLowerCase() === wrong.toLowerCase());

const cjk = '\\u4e00-\\u9fff';
const hasCjk = new RegExp(`[${cjk}]`);
const hasLatin = /[A-Za-z]/;

export function parseGlossary(markdown: string): GlossaryRow[] {
  const rows: GlossaryRow[] = [];
  for (const [index, line] of markdown.split('\n').entries()) {
    const cells = line
      .match(/^\|(.*)\|\s*$/)?.[1]
      .split('|')
      .map((cell) => cell.trim());
    if (!cells || cells.length !== 3 || /^-+$/.test(cells[0]) || cells[0] === '中文') continue;
    const [zh, en, note] = cells;
    rows.push({
      line: index + 1,
      // "系统配置（install/config）": the parenthesis tells rows apart, it is no part of the term.
      zh: zh
        .split(' / ')
        .map((form) => form.replace(/（[^）]*）$/, '').trim())
        .filter(Boolean),
      en: en.trim(),
      note,
    });
  }
  return rows;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The wrong forms a note lists after "not": quoted, or bare for identifiers. */
export function wrongForms(row: GlossaryRow): string[] {
  const forms: string[] = [];
  for (const clause of row.note.matchAll(/\bnot ([^;()]+)/g)) {
    const text = clause[1];
    const quoted = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    if (quoted.length) forms.push(...quoted);
    else if (isIdentifier(row)) {
      forms.push(
        ...text
          .replace(/\bin new prose\b.*$/, '')
          .split(/,\s*|\s+or\s+/)
          .map((form) => form.trim())
          .filter((form) => form && !/\s(is|are)\s/.test(form)),
      );
    }
  }
  return forms;
}

const isIdentifier = (row: GlossaryRow) =>
  /^identifier: keep as is/.test(row.note) || /product name as spelled/.test(row.note);

/** The glossary's Chinese form with a space between Chinese and Latin text. */
export function spacedChinese(term: string): string {
  return term
    .replace(new RegExp(`([${cjk}])([A-Za-z0-9])`, 'g'), '$1 $2')
    .replace(new RegExp(`([A-Za-z0-9])([${cjk}])`, 'g'), '$1 $2');
}

/**
 * A pattern matching a mixed Chinese/Latin term in any letter case, with or
 * without the space between its Chinese and Latin parts. It starts with a
 * look-behind, so textlint-rule-terminology uses it as written (its own word
 * boundaries assume English text around the term).
 */
function mixedTermPattern(term: string): string {
  const parts = term.match(new RegExp(`[${cjk}]+|[^${cjk}]+`, 'g')) ?? [];
  return `(?<![A-Za-z0-9])${parts.map((part) => escape(part.trim())).join('\\s?')}(?![A-Za-z0-9])`;
}

/** An identifier in prose, in any letter case, but not inside a path or repository name. */
const identifierPattern = (text: string) => `(?<![\\w/.-])${escape(text)}(?![\\w/-])`;

export function glossaryTerms(rows: GlossaryRow[]): LocaleTerms {
  const zh = new Map<string, Term>();
  const en = new Map<string, Term>();
  const both = (key: string, term: Term) => {
    zh.set(key, term);
    en.set(key, term);
  };
  for (const row of rows) {
    const right = row.en.replace(/\s*\(.*\)$/, '').split(' / ')[0];
    if (isIdentifier(row)) {
      // The exact spelling in prose: any other letter case is flagged, but not
      // a path or repository name (`sagoo-cloud/sagooiot`), which keeps its own.
      if (!hasCjk.test(right)) both(right, [identifierPattern(right), right]);
      for (const wrong of wrongForms(row)) {
        // Matching ignores case, so a wrong form that differs only in case is the entry above.
        if (enforced(wrong) && wrong.toLowerCase() !== right.toLowerCase()) {
          both(wrong, [identifierPattern(wrong), right]);
        }
      }
    } else if (!placeLimited.test(row.note)) {
      for (const wrong of wrongForms(row)) {
        if (enforced(wrong)) en.set(wrong, [escape(wrong), right]);
      }
    }
    for (const form of row.zh) {
      if (hasCjk.test(form) && hasLatin.test(form)) {
        zh.set(form, [mixedTermPattern(form), spacedChinese(form)]);
      }
    }
    // "the typo 关行网关", "wrongly says GB/T 212-2017": wrong in either language.
    for (const [, typo] of row.note.matchAll(new RegExp(`typo ([${cjk}]+)`, 'g'))) {
      zh.set(typo, [mixedTermPattern(typo), row.zh[0]]);
    }
    for (const [, wrong] of row.note.matchAll(/wrongly says ([^;,]+?)(?:-\d{4})?(?:;|,|$)/g)) {
      both(wrong, [identifierPattern(wrong), right]);
    }
  }
  return { zh: [...zh.values()], en: [...en.values()] };
}

export function glossaryTermsFromFile(file = glossaryFile): LocaleTerms {
  if (!fs.existsSync(file)) {
    throw new Error(`The glossary is missing: ${file} (copy ../shared/glossary.md there)`);
  }
  return glossaryTerms(parseGlossary(fs.readFileSync(file, 'utf8')));
}

/**
 * The console's visible labels, read from its public source: the texts of the
 * Vue views (template text, attribute values, string literals), the strings of
 * the prebuilt console bundle, and the seed SQL's menu titles, permission
 * names, dictionary labels and parameter names. What a page presents as a
 * console label must be one of them (tests/unit/consoleLabels.test.ts).
 */
import { parseSeedSql, seedRows, type SeedTables } from '../console-screens/seed';
import { isActiveRow, liveRows } from '../console-screens/fixtures/seedData';

const HAN = /\p{Script=Han}/u;
/** Longer texts are messages and hints, not labels. */
const MAX_LABEL_LENGTH = 24;
/** Sentence punctuation: a text with it is a message, not a label. */
const SENTENCE = /[。！？，；!?;]/;

/**
 * The form in which labels are compared: without white space (Element Plus
 * buttons are written `添 加`, pages may write `添加`) and without a trailing
 * colon (form labels are written `名称：` in some views).
 */
export function normalizeLabel(text: string): string {
  return text.replace(/\s+/g, '').replace(/[:：]+$/, '');
}

/** A candidate text kept as a label: Chinese, short, not a sentence. */
function asLabel(text: string): string | undefined {
  const label = normalizeLabel(text);
  if (!HAN.test(label) || label.length > MAX_LABEL_LENGTH || SENTENCE.test(label)) return undefined;
  return label;
}

/** Decodes the escapes of a JavaScript string literal's body (`\u4ea7`, `\n`, `\'`). */
function unescapeJs(body: string): string {
  return body.replace(
    /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g,
    (_, e: string) => {
      if (e.startsWith('u{')) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
      if (e[0] === 'u' || e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
      return e === 'n' || e === 't' || e === 'r' ? ' ' : e;
    },
  );
}

/**
 * The bodies of the string literals of script text (comments left out), a
 * template literal split at its `${…}` holes. A small scanner, not a parser:
 * a slash that starts a regular expression is read as division, which at worst
 * adds or loses a few candidates in minified code.
 */
export function stringLiterals(code: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 2;
    } else if (c === '"' || c === "'" || c === '`') {
      let body = '';
      i += 1;
      while (i < code.length && code[i] !== c && !(c !== '`' && code[i] === '\n')) {
        if (code[i] === '\\') {
          body += code.slice(i, i + 2);
          i += 2;
        } else if (c === '`' && code[i] === '$' && code[i + 1] === '{') {
          found.push(unescapeJs(body));
          body = '';
          let depth = 1;
          i += 2;
          while (i < code.length && depth > 0) {
            if (code[i] === '{') depth += 1;
            else if (code[i] === '}') depth -= 1;
            i += 1;
          }
        } else {
          body += code[i];
          i += 1;
        }
      }
      found.push(unescapeJs(body));
      i += 1;
    } else {
      i += 1;
    }
  }
  return found;
}

/**
 * Texts joined in code the way dialog titles are: `(id ? '修改' : '添加') + '产品'`
 * shows `修改产品` or `添加产品`.
 */
export function joinedTexts(code: string): string[] {
  const pattern =
    /\?\s*(["'`])([^"'`\n]*)\1\s*:\s*(["'`])([^"'`\n]*)\3\s*\)\s*\+\s*(["'`])([^"'`\n]*)\5/g;
  return [...code.matchAll(pattern)].flatMap((m) => [m[2]! + m[6]!, m[4]! + m[6]!]);
}

/** Labels of a Vue single-file component: template text and attributes, and the script's strings. */
export function labelsFromVue(source: string): string[] {
  const withoutComments = source.replace(/<!--[\s\S]*?-->/g, ' ');
  const template = /<template[^>]*>([\s\S]*)<\/template>/.exec(withoutComments)?.[1] ?? '';
  const candidates: string[] = [];
  for (const [, text] of template.matchAll(/>([^<>]+)</g)) {
    // Interpolations are expressions: their strings are read as script below.
    for (const part of text!.split(/\{\{[\s\S]*?\}\}/)) candidates.push(part);
    for (const [, expression] of text!.matchAll(/\{\{([\s\S]*?)\}\}/g)) {
      candidates.push(...stringLiterals(expression!));
    }
  }
  for (const [, , value] of template.matchAll(/\s[:@#]?[\w.-]+=(["'])([^]*?)\1/g)) {
    // A bound attribute (`:label="x ? 'a' : 'b'"`) is an expression, a plain one a text.
    candidates.push(value!, ...stringLiterals(value!), ...joinedTexts(value!));
  }
  for (const [, script] of withoutComments.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    candidates.push(...stringLiterals(script!), ...joinedTexts(script!));
  }
  return labelsOf(candidates);
}

/** Labels among the strings of script code (a view's TypeScript, a bundle's JavaScript). */
export function labelsFromScript(code: string): string[] {
  return labelsOf([...stringLiterals(code), ...joinedTexts(code)]);
}

/**
 * Labels among the string literals of the server's Go code, which the console
 * shows as it gets them (data type titles, device log types): struct tags
 * (`json:"…" dc:"…"`) are the API's descriptions, not the console's.
 */
export function labelsFromGo(code: string): string[] {
  return labelsOf(stringLiterals(code).filter((literal) => !/\w:"/.test(literal)));
}

function labelsOf(candidates: string[]): string[] {
  const labels = new Set<string>();
  for (const candidate of candidates) {
    // A text may hold several labels separated by markup-free white space runs
    // of a line break (template text over lines); each line is a candidate.
    for (const line of candidate.split(/\n/)) {
      const label = asLabel(line);
      if (!label) continue;
      labels.add(label);
      // `int(整数型)`, `系统LOGO（小图标）`: a page may name either part.
      const parts = /^(.+?)[(（](.+)[)）]$/.exec(label);
      for (const part of parts?.slice(1) ?? []) {
        const partLabel = asLabel(part);
        if (partLabel) labels.add(partLabel);
      }
    }
  }
  return [...labels];
}

/** Seed tables and the columns of them that the console shows as labels. */
const SEED_LABEL_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['sys_menu', 'title'],
  ['sys_menu_button', 'name'],
  ['sys_menu_column', 'name'],
  ['sys_dict_type', 'dict_name'],
  ['sys_dict_data', 'dict_label'],
  ['sys_config', 'config_name'],
  ['sys_job', 'job_name'],
  ['alarm_level', 'name'],
];

export interface SeedLabels {
  /** Titles of the live menus (`sys_menu`): the segments of a menu path. */
  menus: string[];
  /** `parent → child` for each live menu under a live parent: the steps of a menu path. */
  menuSteps: string[];
  /** Titles of menus the seed has but the console does not show (deleted or disabled). */
  hiddenMenus: string[];
  /** Every label the seed gives the console (menus included). */
  labels: string[];
}

export function labelsFromSeed(sql: string | SeedTables): SeedLabels {
  const seed = typeof sql === 'string' ? parseSeedSql(sql) : sql;
  // Menus, buttons and columns as the console's menu tree reads them; other tables as listed.
  const rowsOf = (table: string) =>
    table.startsWith('sys_menu')
      ? seedRows(seed, table).filter(isActiveRow)
      : liveRows(seedRows(seed, table));
  const valuesOf = (table: string, column: string) =>
    rowsOf(table).flatMap((row) => {
      const value = row[column];
      const label = typeof value === 'string' ? asLabel(value) : undefined;
      return label ? [label] : [];
    });
  const menuRows = rowsOf('sys_menu');
  const titleOf = new Map(
    menuRows.map((row) => [String(row.id), asLabel(String(row.title ?? ''))]),
  );
  const menuSteps = menuRows.flatMap((row) => {
    const parent = titleOf.get(String(row.parent_id));
    const child = titleOf.get(String(row.id));
    return parent && child ? [`${parent} → ${child}`] : [];
  });
  const menus = new Set(valuesOf('sys_menu', 'title'));
  const hiddenMenus = seedRows(seed, 'sys_menu').flatMap((row) => {
    const title = asLabel(String(row.title ?? ''));
    return title && !menus.has(title) ? [title] : [];
  });
  return {
    menus: [...menus],
    menuSteps: [...new Set(menuSteps)],
    hiddenMenus: [...new Set(hiddenMenus)],
    labels: [...new Set(SEED_LABEL_COLUMNS.flatMap(([table, column]) => valuesOf(table, column)))],
  };
}

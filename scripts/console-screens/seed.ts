/**
 * The server's seed SQL (`manifest/sql/sql.zip` → `init.sql`, a MySQL dump), read at run time.
 * Nothing of it is committed here: the capture reads the zip of the checkout it is given and
 * keeps the rows in memory for the fixtures built from them (menus, dictionaries, configs…).
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';

export type SeedValue = string | number | null;
export type SeedRow = Record<string, SeedValue>;
/** Rows per table, in the dump's order. */
export type SeedTables = Map<string, SeedRow[]>;

/** The text of the first `.sql` file inside a zip (macOS resource forks skipped); `name` for errors. */
export function seedSqlOf(zip: Uint8Array, name: string): string {
  const files = unzipSync(zip, {
    filter: (file) => file.name.endsWith('.sql') && !file.name.split('/').includes('__MACOSX'),
  });
  const names = Object.keys(files).sort();
  if (names.length === 0) throw new Error(`no .sql file in ${name}`);
  return strFromU8(files[names[0]!]!);
}

export const readSeedZip = (zipPath: string): string => seedSqlOf(readFileSync(zipPath), zipPath);

/** Splits SQL text into statements, leaving out comments; `;` inside strings is kept. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let parts: string[] = [];
  let from = 0;
  let i = 0;
  const cut = (to: number, resume: number) => {
    parts.push(sql.slice(from, to));
    from = resume;
    i = resume;
  };
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if ((c === '-' && next === '-' && /\s/.test(sql[i + 2] ?? ' ')) || c === '#') {
      const end = sql.indexOf('\n', i);
      cut(i, end < 0 ? sql.length : end);
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      cut(i, end < 0 ? sql.length : end + 2);
      parts.push(' ');
    } else if (c === "'" || c === '"' || c === '`') {
      i += 1;
      while (i < sql.length) {
        if (sql[i] === '\\' && c !== '`') i += 2;
        else if (sql[i] === c && sql[i + 1] === c) i += 2;
        else if (sql[i] === c) break;
        else i += 1;
      }
      i += 1;
    } else if (c === ';') {
      cut(i, i + 1);
      const statement = parts.join('').trim();
      if (statement) statements.push(statement);
      parts = [];
    } else {
      i += 1;
    }
  }
  parts.push(sql.slice(from));
  const last = parts.join('').trim();
  if (last) statements.push(last);
  return statements;
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  b: '\b',
  n: '\n',
  r: '\r',
  t: '\t',
  Z: '\x1a',
};

const WORD = /[A-Za-z0-9_$.+-]+/y;
const SPACE = new Set([' ', '\t', '\n', '\r']);

/** A cursor over one statement. */
class Reader {
  i = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (SPACE.has(this.text[this.i]!)) this.i += 1;
  }

  peek(): string {
    this.skipSpace();
    return this.text[this.i] ?? '';
  }

  expect(char: string): void {
    if (this.peek() !== char) {
      throw new Error(`expected "${char}" at ${this.i}: ${this.text.slice(this.i, this.i + 40)}`);
    }
    this.i += 1;
  }

  /** A keyword or bare word (case kept). */
  word(): string {
    this.skipSpace();
    WORD.lastIndex = this.i;
    const match = WORD.exec(this.text);
    if (!match) throw new Error(`expected a word at ${this.i}`);
    this.i += match[0].length;
    return match[0];
  }

  /** A name, `quoted` or bare. */
  identifier(): string {
    if (this.peek() === '`') {
      const end = this.text.indexOf('`', this.i + 1);
      const name = this.text.slice(this.i + 1, end);
      this.i = end + 1;
      return name;
    }
    return this.word();
  }

  /** A quoted string with MySQL escapes (`\'`, `\\`, `\n`…) and doubled quotes. */
  string(): string {
    const quote = this.text[this.i]!;
    this.i += 1;
    let out = '';
    while (this.i < this.text.length) {
      const c = this.text[this.i]!;
      if (c === '\\') {
        const e = this.text[this.i + 1]!;
        out += ESCAPES[e] ?? e;
        this.i += 2;
        continue;
      }
      if (c === quote) {
        if (this.text[this.i + 1] === quote) {
          out += quote;
          this.i += 2;
          continue;
        }
        this.i += 1;
        return out;
      }
      out += c;
      this.i += 1;
    }
    throw new Error('unterminated string');
  }

  value(): SeedValue {
    const c = this.peek();
    if (c === "'" || c === '"') return this.string();
    const word = this.word();
    if (/^null$/i.test(word)) return null;
    if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(word)) {
      const n = Number(word);
      return Number.isSafeInteger(n) || !/^-?\d+$/.test(word) ? n : word;
    }
    return word;
  }
}

function parseInsert(statement: string, columnsOf: Map<string, string[]>): [string, SeedRow[]] {
  const r = new Reader(statement);
  r.word(); // INSERT
  let w = r.word();
  while (!/^into$/i.test(w)) w = r.word(); // IGNORE, LOW_PRIORITY…
  const table = r.identifier();
  let columns = columnsOf.get(table) ?? [];
  if (r.peek() === '(') {
    r.expect('(');
    columns = [];
    for (;;) {
      columns.push(r.identifier());
      if (r.peek() === ',') r.expect(',');
      else break;
    }
    r.expect(')');
  }
  const keyword = r.word();
  if (!/^values?$/i.test(keyword)) throw new Error(`unsupported INSERT form for ${table}`);
  const rows: SeedRow[] = [];
  for (;;) {
    r.expect('(');
    const row: SeedRow = {};
    let index = 0;
    for (;;) {
      row[columns[index] ?? `column${index + 1}`] = r.value();
      index += 1;
      if (r.peek() === ',') r.expect(',');
      else break;
    }
    r.expect(')');
    rows.push(row);
    if (r.peek() === ',') r.expect(',');
    else break;
  }
  return [table, rows];
}

/** Column names of a CREATE TABLE statement, for INSERTs without a column list. */
function parseCreateColumns(statement: string): [string, string[]] | undefined {
  const match = /^CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?`?([\w$]+)`?\s*\(/i.exec(statement);
  if (!match) return undefined;
  const columns: string[] = [];
  for (const line of statement.slice(match[0].length).split('\n')) {
    const column = /^\s*`([^`]+)`\s/.exec(line);
    if (column) columns.push(column[1]!);
  }
  return [match[1]!, columns];
}

/** Every INSERT row of a dump, by table. Other statements are ignored. */
export function parseSeedSql(sql: string): SeedTables {
  const tables: SeedTables = new Map();
  const columnsOf = new Map<string, string[]>();
  for (const statement of splitStatements(sql)) {
    if (/^CREATE\s+TABLE/i.test(statement)) {
      const created = parseCreateColumns(statement);
      if (created) columnsOf.set(created[0], created[1]);
    } else if (/^(INSERT|REPLACE)\s/i.test(statement)) {
      const [table, rows] = parseInsert(statement, columnsOf);
      const list = tables.get(table) ?? [];
      list.push(...rows);
      tables.set(table, list);
    }
  }
  return tables;
}

/** The rows of a table (empty when the seed lacks it). */
export function seedRows(seed: SeedTables, table: string): SeedRow[] {
  return seed.get(table) ?? [];
}

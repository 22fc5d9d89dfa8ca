/**
 * Checks a fenced code block of the content with the parser of its language:
 * what a reader copies must be valid where it claims to be. Each checker
 * returns the parser's message, or nothing when the block is valid.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import JSON5 from 'json5';
import { parse as parseToml } from 'smol-toml';
import ts from 'typescript';
import { goExcerptErrors } from '../lib/goParser';
import { parseAllDocuments } from 'yaml';

export interface CodeBlock {
  lang: string;
  /** The info string after the language, e.g. `title="app.go"`. */
  meta: string;
  code: string;
}

type Checker = (block: CodeBlock) => string | undefined | Promise<string | undefined>;

function run(command: string, args: string[], input: string): { status: number; output: string } {
  const result = spawnSync(command, args, { input, encoding: 'utf8' });
  if (result.error) {
    throw new Error(`${command} is needed to check code blocks (${result.error.message})`);
  }
  return { status: result.status ?? 1, output: `${result.stderr}${result.stdout}`.trim() };
}

function checkJson({ code }: CodeBlock): string | undefined {
  try {
    JSON.parse(code);
  } catch (error) {
    return (error as Error).message;
  }
}

function checkJson5({ code }: CodeBlock): string | undefined {
  try {
    JSON5.parse(code);
  } catch (error) {
    return (error as Error).message;
  }
}

function checkYaml({ code }: CodeBlock): string | undefined {
  const problems = parseAllDocuments(code).flatMap((doc) =>
    'errors' in doc ? [...doc.errors, ...doc.warnings] : [],
  );
  return problems.length ? problems.map((p) => p.message).join('\n') : undefined;
}

function checkToml({ code }: CodeBlock): string | undefined {
  try {
    parseToml(code);
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * INI has no one grammar (and the `ini` package accepts any text), so a block
 * is held to the shape every INI reader shares: sections, `key = value`, comments.
 */
function checkIni({ code }: CodeBlock): string | undefined {
  const lines = code.split('\n');
  for (const [index, line] of lines.entries()) {
    const text = line.trim();
    if (!text || /^[;#]/.test(text) || /^\[[^\]]+\]$/.test(text) || /^[^=\s][^=]*=/.test(text)) {
      continue;
    }
    return `line ${index + 1} is neither a section, a key = value pair nor a comment: ${text}`;
  }
}

/** Results by code: a page and its translation share most shell blocks (the API's curl examples). */
const bashResults = new Map<string, string | undefined>();

function checkBash({ code }: CodeBlock): string | undefined {
  if (!bashResults.has(code)) {
    const { status, output } = run('bash', ['-n'], code);
    bashResults.set(code, status === 0 ? undefined : output.replace(/^bash: /gm, ''));
  }
  return bashResults.get(code);
}

function checkScript(kind: ts.ScriptKind): Checker {
  return ({ code }) => {
    const file = ts.createSourceFile(
      `block.${kind === ts.ScriptKind.TS ? 'ts' : 'js'}`,
      code,
      ts.ScriptTarget.Latest,
      false,
      kind,
    );
    const { diagnostics } = ts.transpileModule(code, {
      reportDiagnostics: true,
      fileName: file.fileName,
      compilerOptions: { target: ts.ScriptTarget.Latest, module: ts.ModuleKind.ESNext },
    });
    if (!diagnostics?.length) return undefined;
    return diagnostics
      .map((d) => {
        const line =
          d.start === undefined
            ? ''
            : `line ${file.getLineAndCharacterOfPosition(d.start).line + 1}: `;
        return line + ts.flattenDiagnosticMessageText(d.messageText, '\n');
      })
      .join('\n');
  };
}

/**
 * Go is read by Go's grammar (tree-sitter's, in WebAssembly: no toolchain to
 * install) as a whole file, a declaration list or a statement list, the forms
 * gofmt accepts, indented with tabs as gofmt indents.
 */
async function checkGo({ code }: CodeBlock): Promise<string | undefined> {
  const errors = await goExcerptErrors(code);
  if (errors.length) {
    return errors.map((e) => `line ${e.line}:${e.column}: ${e.message}`).join('\n');
  }
}

let mermaid: Promise<{ parse(text: string): Promise<unknown> }> | undefined;

/**
 * Mermaid as the site ships it (the copy @docusaurus/theme-mermaid imports).
 * Its parser sanitises labels with DOMPurify, which needs a DOM: happy-dom's.
 */
function shippedMermaid() {
  mermaid ??= (async () => {
    const { Window } = await import('happy-dom');
    const dom = new Window();
    Object.assign(globalThis, { window: dom, document: dom.document });
    const fromTheme = createRequire(require.resolve('@docusaurus/theme-mermaid'));
    const module = (await import(fromTheme.resolve('mermaid'))) as {
      default: { parse(text: string): Promise<unknown> };
    };
    return module.default;
  })();
  return mermaid;
}

async function checkMermaid({ code }: CodeBlock): Promise<string | undefined> {
  try {
    await (await shippedMermaid()).parse(code);
  } catch (error) {
    return (error as Error).message;
  }
}

const notEmpty: Checker = ({ code }) => (code.trim() ? undefined : 'the block is empty');

/** The checker of each language the content uses; a language not listed fails. */
export const checkers: Record<string, Checker> = {
  json: checkJson,
  json5: checkJson5,
  yaml: checkYaml,
  toml: checkToml,
  ini: checkIni,
  bash: checkBash,
  shell: checkBash,
  javascript: checkScript(ts.ScriptKind.JS),
  typescript: checkScript(ts.ScriptKind.TS),
  go: checkGo,
  mermaid: checkMermaid,
  // Languages without a parser here: shown as they are, at least not empty.
  text: notEmpty,
  sql: notEmpty,
  nginx: notEmpty,
  html: notEmpty,
  erlang: notEmpty,
  java: notEmpty,
  python: notEmpty,
};

export async function checkCodeBlock(block: CodeBlock): Promise<string | undefined> {
  if (!block.lang) return 'the block names no language';
  const checker = checkers[block.lang];
  if (!checker)
    return `no checker for the language "${block.lang}": add one to scripts/content-lint/codeBlocks.ts`;
  if (!block.code.trim()) return 'the block is empty';
  return checker(block);
}

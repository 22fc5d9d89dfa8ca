/**
 * Go's grammar for Node, without the Go toolchain: tree-sitter's Go parser
 * compiled to WebAssembly (@vscode/tree-sitter-wasm: the runtime and the grammar
 * in one package, no install script, no native build). Used to check the Go
 * blocks of the pages and to read the platform's API declarations.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Node as SyntaxNode, Parser as TreeSitterParser } from '@vscode/tree-sitter-wasm';

export type { SyntaxNode };

const require = createRequire(import.meta.url);

let parser: Promise<TreeSitterParser> | undefined;

/** One parser for the process: loading the runtime and the grammar takes ~50 ms. */
export function goParser(): Promise<TreeSitterParser> {
  parser ??= (async () => {
    const treeSitter =
      require('@vscode/tree-sitter-wasm') as typeof import('@vscode/tree-sitter-wasm');
    const wasmDir = path.dirname(require.resolve('@vscode/tree-sitter-wasm'));
    await treeSitter.Parser.init({ locateFile: (file: string) => path.join(wasmDir, file) });
    const go = await treeSitter.Language.load(path.join(wasmDir, 'tree-sitter-go.wasm'));
    const instance = new treeSitter.Parser();
    instance.setLanguage(go);
    return instance;
  })();
  return parser;
}

export interface GoSyntaxError {
  /** 1-based, as editors count. */
  line: number;
  column: number;
  message: string;
}

/** Where the parser gave up (an ERROR node) or had to invent a token (a MISSING node). */
export function syntaxErrors(root: SyntaxNode, lineOffset = 0): GoSyntaxError[] {
  const errors: GoSyntaxError[] = [];
  const visit = (node: SyntaxNode) => {
    if (!node.hasError && !node.isMissing) return;
    if (node.isError || node.isMissing) {
      errors.push({
        line: node.startPosition.row + 1 - lineOffset,
        column: node.startPosition.column + 1,
        message: node.isMissing
          ? `missing ${node.type}`
          : `unexpected ${JSON.stringify(node.text.split('\n')[0]!.slice(0, 40))}`,
      });
      return;
    }
    for (const child of node.children) if (child) visit(child);
  };
  visit(root);
  return errors;
}

/** Rows (0-based) that lie inside a multi-line raw string or block comment, where spaces are text. */
function rowsInsideText(root: SyntaxNode): Set<number> {
  const rows = new Set<number>();
  const visit = (node: SyntaxNode) => {
    if (node.type === 'raw_string_literal' || node.type === 'comment') {
      for (let row = node.startPosition.row + 1; row <= node.endPosition.row; row++) rows.add(row);
      return;
    }
    for (const child of node.children) if (child) visit(child);
  };
  visit(root);
  return rows;
}

/**
 * A Go excerpt as the pages show it: a whole file, a list of declarations or a
 * list of statements (what gofmt accepts), indented with tabs as gofmt indents.
 * Returns the errors of the reading that parses best, none when one parses
 * cleanly and no line of code is indented with spaces.
 */
export async function goExcerptErrors(code: string): Promise<GoSyntaxError[]> {
  const instance = await goParser();
  const readings = [
    { source: code, offset: 0 },
    { source: `package excerpt\n${code}`, offset: 1 },
    { source: `package excerpt\nfunc excerpt() {\n${code}\n}`, offset: 2 },
  ];
  let best: GoSyntaxError[] | undefined;
  for (const { source, offset } of readings) {
    const tree = instance.parse(source);
    if (!tree) continue;
    const errors = syntaxErrors(tree.rootNode, offset);
    if (!errors.length) {
      const text = rowsInsideText(tree.rootNode);
      tree.delete();
      const lines = code.split('\n');
      const spaced = lines.findIndex((line, row) => /^ +\S/.test(line) && !text.has(row + offset));
      return spaced < 0
        ? []
        : [
            {
              line: spaced + 1,
              column: 1,
              message: 'indented with spaces; gofmt indents with tabs',
            },
          ];
    }
    tree.delete();
    if (!best || errors.length < best.length) best = errors;
  }
  return best ?? [{ line: 1, column: 1, message: 'the parser read nothing' }];
}

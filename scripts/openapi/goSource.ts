/**
 * Go packages of the server as syntax trees: which files make a package, what
 * each file imports under which name, and the top-level declarations (types,
 * functions, methods, variables) the extraction looks up. Packages are parsed
 * when first asked for. Comments are nodes of their own in the tree, so code
 * inside `//` or `/* *\/` is never read as a declaration.
 */
import path from 'node:path/posix';
import { goParser, syntaxErrors, type SyntaxNode } from '../lib/goParser';
import type { SourceTree } from '../lib/sourceTree';

export interface GoFile {
  /** Repository-relative path. */
  path: string;
  pkg: GoPackage;
  /** Import name in this file → import path (blank and dot imports left out). */
  imports: Map<string, string>;
  root: SyntaxNode;
}

export interface Declared {
  node: SyntaxNode;
  file: GoFile;
}

export interface GoPackage {
  /** Import path: the module path joined with the directory. */
  importPath: string;
  dir: string;
  name: string;
  files: GoFile[];
  /** type_spec or type_alias nodes by type name. */
  types: Map<string, Declared>;
  /** function_declaration nodes by name. */
  funcs: Map<string, Declared>;
  /** method_declaration nodes by receiver base type name. */
  methods: Map<string, Declared[]>;
  /** var_spec nodes by variable name. */
  vars: Map<string, Declared>;
}

/** Named children of a node, comments left out (they may sit between any two tokens). */
export function named(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter(
    (child): child is SyntaxNode => child !== null && child.type !== 'comment',
  );
}

export function field(node: SyntaxNode, name: string): SyntaxNode | undefined {
  return node.childForFieldName(name) ?? undefined;
}

export function fields(node: SyntaxNode, name: string): SyntaxNode[] {
  return node.childrenForFieldName(name).filter((child): child is SyntaxNode => child !== null);
}

/** Every descendant of the given types, in source order, not descending into function literals if asked. */
export function descendants(
  node: SyntaxNode,
  types: string[],
  options: { skip?: string[] } = {},
): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const visit = (current: SyntaxNode) => {
    for (const child of named(current)) {
      if (types.includes(child.type)) out.push(child);
      if (options.skip?.includes(child.type)) continue;
      visit(child);
    }
  };
  visit(node);
  return out;
}

/** The value of a Go string literal node (raw or interpreted). */
export function stringValue(node: SyntaxNode): string | undefined {
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1).replace(/\r/g, '');
  if (node.type === 'interpreted_string_literal') return unquoteGo(node.text);
  return undefined;
}

/** strconv.Unquote for double-quoted Go strings (the escapes struct tags and paths use). */
export function unquoteGo(literal: string): string | undefined {
  if (!/^"(?:[^"\\\n]|\\.)*"$/s.test(literal)) return undefined;
  const body = literal.slice(1, -1);
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = body[++i];
    const simple: Record<string, string> = {
      a: '\x07',
      b: '\b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
      v: '\v',
      '\\': '\\',
      '"': '"',
      "'": "'",
    };
    if (next !== undefined && next in simple) out += simple[next];
    else if (next === 'x') {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (next === 'u' || next === 'U') {
      const digits = next === 'u' ? 4 : 8;
      out += String.fromCodePoint(parseInt(body.slice(i + 1, i + 1 + digits), 16));
      i += digits;
    } else if (next !== undefined && /[0-7]/.test(next)) {
      out += String.fromCharCode(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else return undefined;
  }
  return out;
}

/** The default import name of a package outside the module: its last path element, skipping a major-version suffix. */
function defaultImportName(importPath: string): string {
  const parts = importPath.split('/');
  let last = parts.at(-1)!;
  if (/^v\d+$/.test(last) && parts.length > 1) last = parts.at(-2)!;
  return last.replace(/^go-/, '').replace(/[.-].*$/, '');
}

export class GoProgram {
  readonly module: string;
  /** Non-fatal findings (files that do not parse), for the extraction's report. */
  readonly warnings: string[] = [];
  private readonly goFilesByDir = new Map<string, string[]>();
  private readonly packages = new Map<string, GoPackage | undefined>();

  private constructor(
    readonly source: SourceTree,
    private readonly parser: Awaited<ReturnType<typeof goParser>>,
  ) {
    const goMod = source.read('go.mod');
    const module = goMod?.match(/^module\s+(\S+)/m)?.[1];
    if (!module) throw new Error(`${source.location}: no go.mod with a module line`);
    this.module = module;
    for (const file of source.files) {
      if (!file.endsWith('.go') || file.endsWith('_test.go')) continue;
      if (file.split('/').some((part) => part === 'vendor' || part === 'testdata')) continue;
      const dir = path.dirname(file);
      const list = this.goFilesByDir.get(dir) ?? [];
      list.push(file);
      this.goFilesByDir.set(dir, list);
    }
  }

  static async open(source: SourceTree): Promise<GoProgram> {
    return new GoProgram(source, await goParser());
  }

  /** Whether an import path belongs to the module (its source is here). */
  isLocal(importPath: string): boolean {
    return importPath === this.module || importPath.startsWith(`${this.module}/`);
  }

  dirOf(importPath: string): string {
    return importPath === this.module ? '.' : importPath.slice(this.module.length + 1);
  }

  importPathOf(dir: string): string {
    return dir === '.' || dir === '' ? this.module : `${this.module}/${dir}`;
  }

  /** Directories holding Go files, sorted. */
  dirs(): string[] {
    return [...this.goFilesByDir.keys()].sort();
  }

  /** The package at an import path of the module, parsed on first use; undefined outside the module. */
  package(importPath: string): GoPackage | undefined {
    if (this.packages.has(importPath)) return this.packages.get(importPath);
    if (!this.isLocal(importPath)) return undefined;
    const dir = this.dirOf(importPath);
    const files = this.goFilesByDir.get(dir);
    if (!files) {
      this.packages.set(importPath, undefined);
      return undefined;
    }
    const pkg: GoPackage = {
      importPath,
      dir,
      name: '',
      files: [],
      types: new Map(),
      funcs: new Map(),
      methods: new Map(),
      vars: new Map(),
    };
    this.packages.set(importPath, pkg);
    for (const file of files.sort()) this.parseFile(pkg, file);
    return pkg;
  }

  /** The package name declared in a directory of the module, read without resolving anything else. */
  packageName(importPath: string): string | undefined {
    return this.package(importPath)?.name || undefined;
  }

  private parseFile(pkg: GoPackage, filePath: string) {
    const text = this.source.read(filePath);
    if (text === undefined) return;
    const tree = this.parser.parse(text);
    if (!tree) throw new Error(`${filePath}: the Go parser returned nothing`);
    const root = tree.rootNode;
    const errors = syntaxErrors(root);
    if (errors.length) {
      this.warnings.push(
        `${filePath}:${errors[0]!.line}: ${errors[0]!.message} (declarations around it may be missed)`,
      );
    }
    const clause = named(root).find((node) => node.type === 'package_clause');
    const name = clause ? named(clause)[0]?.text : undefined;
    if (!name) return;
    if (!pkg.name) pkg.name = name;
    if (name !== pkg.name) return; // another package in the same directory (e.g. a main package beside a library)
    const file: GoFile = { path: filePath, pkg, imports: new Map(), root };
    pkg.files.push(file);
    for (const spec of descendants(root, ['import_spec'], { skip: ['function_declaration'] })) {
      const importPath = stringValue(field(spec, 'path')!);
      if (!importPath) continue;
      const alias = field(spec, 'name')?.text;
      if (alias === '_' || alias === '.') continue;
      file.imports.set(alias ?? this.importName(importPath), importPath);
    }
    for (const node of named(root)) {
      if (node.type === 'type_declaration') {
        for (const spec of named(node)) {
          if (spec.type === 'type_spec' || spec.type === 'type_alias') {
            pkg.types.set(field(spec, 'name')!.text, { node: spec, file });
          }
        }
      } else if (node.type === 'function_declaration') {
        pkg.funcs.set(field(node, 'name')!.text, { node, file });
      } else if (node.type === 'method_declaration') {
        const receiver = named(field(node, 'receiver')!)[0];
        const base = receiver && receiverBaseName(field(receiver, 'type'));
        if (!base) continue;
        const list = pkg.methods.get(base) ?? [];
        list.push({ node, file });
        pkg.methods.set(base, list);
      } else if (node.type === 'var_declaration') {
        for (const spec of descendants(node, ['var_spec'])) {
          for (const nameNode of fields(spec, 'name'))
            pkg.vars.set(nameNode.text, { node: spec, file });
        }
      }
    }
  }

  /** The name a file uses for an import without an explicit name. */
  private importName(importPath: string): string {
    if (this.isLocal(importPath)) {
      const dir = this.dirOf(importPath);
      const files = this.goFilesByDir.get(dir);
      const first = files?.map((file) => this.source.read(file)).find(Boolean);
      const declared = first?.match(/^\s*package\s+(\w+)/m)?.[1];
      if (declared) return declared;
    }
    return defaultImportName(importPath);
  }
}

/** `T`, `*T`, `T[X]` → `T`. */
function receiverBaseName(type: SyntaxNode | undefined): string | undefined {
  let node = type;
  while (node && (node.type === 'pointer_type' || node.type === 'parenthesized_type')) {
    node = named(node).at(-1);
  }
  if (node?.type === 'generic_type') node = field(node, 'type');
  return node?.type === 'type_identifier' ? node.text : undefined;
}

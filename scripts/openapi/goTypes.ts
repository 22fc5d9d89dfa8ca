/**
 * Go type expressions as plain data: what a field, a parameter or a type
 * declaration denotes, with package names resolved to import paths through the
 * imports of the file it is written in. Struct tags are parsed as Go's
 * reflect.StructTag.Lookup reads them.
 */
import { field, named, stringValue, unquoteGo, type GoFile, type GoProgram } from './goSource';
import type { SyntaxNode } from '../lib/goParser';

export type GoType =
  | { kind: 'basic'; name: string }
  /** A declared type: `pkg` is its import path (inside or outside the module). */
  | { kind: 'named'; pkg: string; name: string }
  | { kind: 'pointer'; elem: GoType }
  | { kind: 'slice'; elem: GoType }
  | { kind: 'array'; elem: GoType }
  | { kind: 'map'; key: GoType; value: GoType }
  | { kind: 'struct'; fields: GoField[] }
  | { kind: 'interface' }
  /** Function, channel or generic types: nothing a JSON body carries. */
  | { kind: 'unsupported'; text: string };

export interface GoField {
  /** Go field name; for an embedded field, the name of its type. */
  name: string;
  embedded: boolean;
  type: GoType;
  /** The raw tag (without quotes), '' when none. */
  tag: string;
  /** Where it is declared, for messages. */
  file: string;
  line: number;
}

const basicTypes = new Set([
  'bool',
  'string',
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uintptr',
  'byte',
  'rune',
  'float32',
  'float64',
  'complex64',
  'complex128',
  'error',
]);

/** The type a type expression denotes, read in the context of `file`. */
export function typeOf(node: SyntaxNode, file: GoFile): GoType {
  switch (node.type) {
    case 'type_identifier':
      if (node.text === 'any') return { kind: 'interface' };
      if (basicTypes.has(node.text)) return { kind: 'basic', name: node.text };
      return { kind: 'named', pkg: file.pkg.importPath, name: node.text };
    case 'qualified_type': {
      const alias = field(node, 'package')!.text;
      const name = field(node, 'name')!.text;
      return { kind: 'named', pkg: file.imports.get(alias) ?? alias, name };
    }
    case 'pointer_type':
      return { kind: 'pointer', elem: typeOf(named(node).at(-1)!, file) };
    case 'slice_type':
      return { kind: 'slice', elem: typeOf(field(node, 'element')!, file) };
    case 'array_type':
      return { kind: 'array', elem: typeOf(field(node, 'element')!, file) };
    case 'map_type':
      return {
        kind: 'map',
        key: typeOf(field(node, 'key')!, file),
        value: typeOf(field(node, 'value')!, file),
      };
    case 'struct_type':
      return { kind: 'struct', fields: structFields(node, file) };
    case 'interface_type':
      return { kind: 'interface' };
    case 'parenthesized_type':
      return typeOf(named(node)[0]!, file);
    default:
      return { kind: 'unsupported', text: node.text };
  }
}

/** The fields of a struct_type node, one per declared name; comments are not fields. */
export function structFields(node: SyntaxNode, file: GoFile): GoField[] {
  const list = named(node).find((child) => child.type === 'field_declaration_list');
  const out: GoField[] = [];
  for (const declaration of list ? named(list) : []) {
    if (declaration.type !== 'field_declaration') continue;
    const typeNode = field(declaration, 'type');
    if (!typeNode) continue;
    const tagNode = field(declaration, 'tag');
    const tag = (tagNode && stringValue(tagNode)) ?? '';
    const line = declaration.startPosition.row + 1;
    const names = declaration.childrenForFieldName('name').filter((n) => n !== null);
    if (names.length) {
      const type = typeOf(typeNode, file);
      for (const nameNode of names) {
        out.push({ name: nameNode.text, embedded: false, type, tag, file: file.path, line });
      }
    } else {
      // Embedded: `T`, `*T`, `pkg.T` or `*pkg.T` (the star is a token of the declaration).
      const pointer = declaration.children.some((child) => child?.type === '*');
      const base = typeOf(typeNode, file);
      const name = base.kind === 'named' ? base.name : typeNode.text;
      out.push({
        name,
        embedded: true,
        type: pointer ? { kind: 'pointer', elem: base } : base,
        tag,
        file: file.path,
        line,
      });
    }
  }
  return out;
}

/** A declared type looked up in the module: its underlying expression, read in its own file. */
export interface TypeDeclaration {
  pkg: string;
  name: string;
  /** `type A = B`. */
  alias: boolean;
  type: GoType;
  file: GoFile;
}

export function lookupType(
  program: GoProgram,
  pkg: string,
  name: string,
): TypeDeclaration | undefined {
  const declared = program.package(pkg)?.types.get(name);
  if (!declared) return undefined;
  const typeNode = field(declared.node, 'type');
  if (!typeNode) return undefined;
  return {
    pkg,
    name,
    alias: declared.node.type === 'type_alias',
    type: typeOf(typeNode, declared.file),
    file: declared.file,
  };
}

/** reflect.StructTag.Lookup over every key: the tag's key/value pairs in order (first wins on repeats). */
export function parseStructTag(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  let rest = tag;
  while (rest) {
    rest = rest.replace(/^ +/, '');
    if (!rest) break;
    let i = 0;
    while (
      i < rest.length &&
      rest[i]! > ' ' &&
      rest[i] !== ':' &&
      rest[i] !== '"' &&
      rest[i] !== '\x7f'
    ) {
      i++;
    }
    if (i === 0 || i + 1 >= rest.length || rest[i] !== ':' || rest[i + 1] !== '"') break;
    const key = rest.slice(0, i);
    rest = rest.slice(i + 1);
    i = 1;
    while (i < rest.length && rest[i] !== '"') {
      if (rest[i] === '\\') i++;
      i++;
    }
    if (i >= rest.length) break;
    const quoted = rest.slice(0, i + 1);
    rest = rest.slice(i + 1);
    const unquoted = unquoteGo(quoted);
    if (unquoted === undefined) break;
    if (!out.has(key)) out.set(key, unquoted);
  }
  return out;
}

/** A short readable form of a type, for messages and `x-go-*` notes. */
export function typeText(type: GoType): string {
  switch (type.kind) {
    case 'basic':
      return type.name;
    case 'named':
      return `${type.pkg}.${type.name}`;
    case 'pointer':
      return `*${typeText(type.elem)}`;
    case 'slice':
      return `[]${typeText(type.elem)}`;
    case 'array':
      return `[n]${typeText(type.elem)}`;
    case 'map':
      return `map[${typeText(type.key)}]${typeText(type.value)}`;
    case 'struct':
      return 'struct{…}';
    case 'interface':
      return 'interface{}';
    default:
      return type.text;
  }
}

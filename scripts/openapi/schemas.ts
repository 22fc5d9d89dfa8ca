/**
 * JSON Schemas of the Go types an operation takes and returns.
 *
 * Requests are read the way GoFrame binds them: embedded structs without a
 * tag are flattened into the parent (its fields win over theirs by Go name),
 * embedded fields with a tag are left out (g.Meta is one), a field is named by
 * the first of its `gconv`, `param`, `c`, `p`, `json` tags (up to a comma),
 * else by its Go name, and `-` drops it. Their `v` rules give `required`,
 * ranges, lengths and enums; `d` gives the default.
 *
 * Responses are written by encoding/json (the server's ResponseHandler
 * marshals the handler's result): the `json` tag names a field, untagged
 * embedded structs are flattened by Go's rules (the shallower field wins, a
 * tie between untagged fields drops both), and no validation applies.
 *
 * A struct declared in the module becomes a component (`$ref`), once per way
 * it is read (request, response) when the two differ, once otherwise; other
 * declared types (slices, maps, `type X g.Map`) are written in place.
 */
import { externalSchema } from './externalTypes';
import {
  embeddedJsonName,
  fieldDocs,
  isRequired,
  metaTags,
  requestName,
  responseName,
  splitRules,
} from './gfTags';
import type { GoProgram } from './goSource';
import { lookupType, typeText, type GoField, type GoType } from './goTypes';
import { isMetaType, metaField, type TypeRef } from './routing';
import type { Schema } from './schemaTypes';

export type Mode = 'request' | 'response';

export interface Property {
  name: string;
  field: GoField;
  schema: Schema;
  required: boolean;
  /** `in` tag (request only): where GoFrame's document puts it instead of the body. */
  in?: string;
}

/** Placeholder `$ref` written while building; document.ts replaces it with the component's name. */
export const placeholderPrefix = 'go:';

interface Entry {
  ref: TypeRef;
  mode: Mode;
  schema?: Schema;
}

function basicSchema(name: string): Schema {
  switch (name) {
    case 'bool':
      return { type: 'boolean' };
    case 'string':
      return { type: 'string' };
    case 'int8':
    case 'int16':
    case 'int32':
    case 'rune':
      return { type: 'integer', format: 'int32' };
    case 'uint8':
    case 'byte':
    case 'uint16':
      return { type: 'integer', format: 'int32', minimum: 0 };
    case 'uint':
    case 'uint32':
    case 'uint64':
    case 'uintptr':
      return { type: 'integer', format: 'int64', minimum: 0 };
    case 'int':
    case 'int64':
      return { type: 'integer', format: 'int64' };
    case 'float32':
      return { type: 'number', format: 'float' };
    case 'float64':
      return { type: 'number', format: 'double' };
    case 'error':
      return { type: 'string' };
    default:
      return {};
  }
}

const isExported = (name: string) => /^\p{Lu}/u.test(name);

function typeOfSchema(schema: Schema): string | undefined {
  return typeof schema.type === 'string' ? schema.type : undefined;
}

/** A `d` default in the field's JSON type (goai converts integers, numbers and booleans). */
function typedDefault(schema: Schema, value: string): unknown {
  switch (typeOfSchema(schema)) {
    case 'integer': {
      const number = Number.parseInt(value, 10);
      return Number.isNaN(number) ? undefined : number;
    }
    case 'number': {
      const number = Number.parseFloat(value);
      return Number.isNaN(number) ? undefined : number;
    }
    case 'boolean':
      return !['', '0', 'false', 'off', 'no'].includes(value.trim().toLowerCase());
    case 'string':
    case undefined:
      return value;
    default:
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
  }
}

function typedValue(type: string | undefined, value: string): unknown {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  return value;
}

/**
 * The `v` rules JSON Schema can say: between/min/max (numbers), length,
 * min-length, max-length, size (strings), in (enum), email, url. The rest
 * stays readable in `x-validation`.
 */
function applyRules(schema: Schema, rules: string) {
  if (schema.$ref) return;
  const type = typeOfSchema(schema);
  const numeric = type === 'integer' || type === 'number';
  const text = type === 'string';
  const number = (value: string | undefined) =>
    value !== undefined && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
  const set = (key: string, value: number | undefined) => {
    if (value !== undefined) schema[key] = value;
  };
  for (const { name, args } of splitRules(rules)) {
    if (name === 'between' && numeric) {
      set('minimum', number(args[0]));
      set('maximum', number(args[1]));
    } else if (name === 'min' && numeric) set('minimum', number(args[0]));
    else if (name === 'max' && numeric) set('maximum', number(args[0]));
    else if (name === 'length' && text) {
      set('minLength', number(args[0]));
      set('maxLength', number(args[1]));
    } else if (name === 'min-length' && text) set('minLength', number(args[0]));
    else if (name === 'max-length' && text) set('maxLength', number(args[0]));
    else if (name === 'size' && text) {
      set('minLength', number(args[0]));
      set('maxLength', number(args[0]));
    } else if (name === 'in' && args.length) {
      const target = type === 'array' && schema.items ? schema.items : schema;
      if (target.$ref) continue;
      const targetType = typeOfSchema(target);
      const allNumeric = args.every((arg) => /^-?\d+(\.\d+)?$/.test(arg));
      target.enum = args.map((arg) =>
        targetType === undefined && allNumeric ? Number(arg) : typedValue(targetType, arg),
      );
    } else if (name === 'email' && text) schema.format = 'email';
    else if (name === 'url' && text) schema.format = 'uri';
  }
}

export class SchemaBuilder {
  readonly warnings: string[] = [];
  private readonly entries = new Map<string, Entry>();
  private readonly expanding = new Set<string>();

  constructor(private readonly program: GoProgram) {}

  private warn(message: string) {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  /** The fields of a struct type: a struct literal, or a module type whose underlying type is a struct. */
  structFields(type: GoType, depth = 0): { fields: GoField[]; ref?: TypeRef } | undefined {
    if (depth > 16) return undefined;
    if (type.kind === 'pointer') return this.structFields(type.elem, depth + 1);
    if (type.kind === 'struct') return { fields: type.fields };
    if (type.kind === 'named' && this.program.isLocal(type.pkg)) {
      const declaration = lookupType(this.program, type.pkg, type.name);
      if (!declaration) return undefined;
      if (declaration.type.kind === 'struct') {
        return { fields: declaration.type.fields, ref: { pkg: type.pkg, name: type.name } };
      }
      return this.structFields(declaration.type, depth + 1);
    }
    return undefined;
  }

  /** gstructs.Fields with RecursiveOptionEmbeddedNoTag: GoFrame's flattening of a request struct. */
  private flattenRequest(fields: GoField[], trail: string[]): GoField[] {
    const current = new Map(fields.map((goField) => [goField.name, goField]));
    const filter = new Set<string>();
    const out: GoField[] = [];
    for (const goField of fields) {
      if (filter.has(goField.name)) continue;
      if (!goField.embedded) {
        filter.add(goField.name);
        out.push(goField);
        continue;
      }
      if (goField.tag !== '') continue; // an embedded field with a tag is not flattened, nor a field
      const inner = this.structFields(goField.type);
      if (!inner) {
        this.warn(
          `${goField.file}:${goField.line}: embedded ${typeText(goField.type)} is not a struct of the module; left out`,
        );
        continue;
      }
      const key = inner.ref
        ? `${inner.ref.pkg}.${inner.ref.name}`
        : `${goField.file}:${goField.line}`;
      if (trail.includes(key)) continue;
      for (const sub of this.flattenRequest(inner.fields, [...trail, key])) {
        if (filter.has(sub.name)) continue;
        filter.add(sub.name);
        out.push(current.get(sub.name) ?? sub);
      }
    }
    return out;
  }

  /** encoding/json's fields of a struct: names, flattening and Go's dominance rules. */
  private flattenResponse(fields: GoField[]): { name: string; field: GoField }[] {
    interface Candidate {
      name: string;
      field: GoField;
      depth: number;
      tagged: boolean;
      order: number;
    }
    const candidates: Candidate[] = [];
    let order = 0;
    const collect = (list: GoField[], depth: number, trail: string[]) => {
      for (const goField of list) {
        if (goField.embedded) {
          const json = responseName(goField);
          if (!json) continue;
          const tagName = embeddedJsonName(goField);
          const inner = tagName ? undefined : this.structFields(goField.type);
          if (inner) {
            const key = inner.ref
              ? `${inner.ref.pkg}.${inner.ref.name}`
              : `${goField.file}:${goField.line}`;
            if (!trail.includes(key)) collect(inner.fields, depth + 1, [...trail, key]);
            continue;
          }
          if (isMetaType(goField.type)) continue;
          if (!tagName && !isExported(goField.name)) continue;
          candidates.push({
            name: tagName ?? goField.name,
            field: goField,
            depth,
            tagged: !!tagName,
            order: order++,
          });
          continue;
        }
        if (!isExported(goField.name)) continue;
        const json = responseName(goField);
        if (!json) continue;
        candidates.push({
          name: json.name,
          field: goField,
          depth,
          tagged: json.tagged,
          order: order++,
        });
      }
    };
    collect(fields, 0, []);
    const byName = new Map<string, Candidate[]>();
    for (const candidate of candidates) {
      byName.set(candidate.name, [...(byName.get(candidate.name) ?? []), candidate]);
    }
    const chosen: Candidate[] = [];
    for (const [name, list] of byName) {
      const depth = Math.min(...list.map((candidate) => candidate.depth));
      const shallow = list.filter((candidate) => candidate.depth === depth);
      const tagged = shallow.filter((candidate) => candidate.tagged);
      const winner =
        shallow.length === 1 ? shallow[0] : tagged.length === 1 ? tagged[0] : undefined;
      if (winner) chosen.push(winner);
      else {
        const first = list[0]!.field;
        this.warn(
          `${first.file}:${first.line}: "${name}" is ambiguous in JSON (encoding/json drops it)`,
        );
      }
    }
    return chosen.sort((a, b) => a.order - b.order).map(({ name, field }) => ({ name, field }));
  }

  /** The properties of a struct as read in `mode`, in declaration order. */
  properties(fields: GoField[], mode: Mode): Property[] {
    const named =
      mode === 'request'
        ? this.flattenRequest(fields, [])
            .filter((goField) => isExported(goField.name))
            .map((goField) => ({ name: requestName(goField), field: goField }))
            .filter((entry): entry is { name: string; field: GoField } => entry.name !== undefined)
        : this.flattenResponse(fields);
    const out = new Map<string, Property>();
    for (const { name, field: goField } of named) {
      if (out.has(name)) {
        this.warn(
          `${goField.file}:${goField.line}: a second field named "${name}" replaces the first`,
        );
        out.delete(name);
      }
      const { schema, required } = this.fieldSchema(goField, mode);
      const docs = fieldDocs(goField.tag);
      out.set(name, {
        name,
        field: goField,
        schema,
        required,
        in: mode === 'request' ? docs.in : undefined,
      });
    }
    return [...out.values()];
  }

  /** An object schema from properties. */
  objectSchema(properties: Property[]): Schema {
    const schema: Schema = { type: 'object' };
    if (properties.length) {
      schema.properties = Object.fromEntries(
        properties.map((property) => [property.name, property.schema]),
      );
    }
    const required = properties
      .filter((property) => property.required)
      .map((property) => property.name);
    if (required.length) schema.required = required;
    return schema;
  }

  /** The schema of one field: its type, its description and (requests) its rules and default. */
  fieldSchema(goField: GoField, mode: Mode): { schema: Schema; required: boolean } {
    const docs = fieldDocs(goField.tag);
    const base = this.schemaOf(goField.type, mode, `${goField.file}:${goField.line}`);
    const schema: Schema = { ...base };
    if (docs.description) schema.description = docs.description;
    if (mode === 'request') {
      if (docs.rules) applyRules(schema, docs.rules);
      if (docs.default !== undefined && !schema.$ref) {
        const value = typedDefault(schema, docs.default);
        if (value !== undefined) schema.default = value;
      }
      if (docs.rules) schema['x-validation'] = docs.rules;
    }
    return { schema, required: mode === 'request' && isRequired(docs.rules) };
  }

  /** The schema of a type: in place, or a placeholder `$ref` to the component of a module struct. */
  schemaOf(type: GoType, mode: Mode, where: string): Schema {
    switch (type.kind) {
      case 'basic':
        return basicSchema(type.name);
      case 'pointer':
        return this.schemaOf(type.elem, mode, where);
      case 'slice':
        if (
          type.elem.kind === 'basic' &&
          (type.elem.name === 'byte' || type.elem.name === 'uint8')
        ) {
          return { type: 'string', format: 'byte' }; // encoding/json writes []byte as base64
        }
        return { type: 'array', items: this.schemaOf(type.elem, mode, where) };
      case 'array':
        return { type: 'array', items: this.schemaOf(type.elem, mode, where) };
      case 'map': {
        const value = this.schemaOf(type.value, mode, where);
        return Object.keys(value).length
          ? { type: 'object', additionalProperties: value }
          : { type: 'object' };
      }
      case 'struct':
        return this.objectSchema(this.properties(type.fields, mode));
      case 'interface':
        return {};
      case 'unsupported':
        this.warn(`${where}: ${type.text} has no JSON form; written as any value`);
        return {};
      case 'named':
        return this.namedSchema(type, mode, where);
    }
  }

  private namedSchema(type: { pkg: string; name: string }, mode: Mode, where: string): Schema {
    if (!this.program.isLocal(type.pkg)) {
      const known = externalSchema(type.pkg, type.name);
      if (known) return known;
      if (!isMetaType({ kind: 'named', ...type })) {
        this.warn(
          `${where}: ${type.pkg}.${type.name} is outside the repository and not in externalTypes.ts; written as any value`,
        );
      }
      return {};
    }
    const declaration = lookupType(this.program, type.pkg, type.name);
    if (!declaration) {
      this.warn(`${where}: type ${type.pkg}.${type.name} not found; written as any value`);
      return {};
    }
    if (declaration.type.kind === 'struct' && !declaration.alias) {
      return { $ref: placeholderPrefix + this.component(type, mode) };
    }
    const key = `${type.pkg}.${type.name}`;
    if (this.expanding.has(key)) {
      this.warn(`${where}: ${key} refers to itself; written as any value`);
      return {};
    }
    this.expanding.add(key);
    const schema = this.schemaOf(declaration.type, mode, where);
    this.expanding.delete(key);
    return schema;
  }

  /** Registers (once) the component of a module struct read in `mode`; returns its key. */
  component(ref: TypeRef, mode: Mode): string {
    const key = `${ref.pkg}.${ref.name}|${mode}`;
    if (this.entries.has(key)) return key;
    const entry: Entry = { ref, mode };
    this.entries.set(key, entry);
    const struct = this.structFields({ kind: 'named', ...ref })!;
    const schema = this.objectSchema(this.properties(struct.fields, mode));
    const meta = metaField(struct.fields);
    const description = meta && metaTags(meta.tag).description;
    entry.schema = description ? { ...schema, description } : schema;
    return key;
  }

  /** Whether a module struct has no properties in `mode` (e.g. a response with only g.Meta). */
  isEmpty(ref: TypeRef, mode: Mode): boolean {
    const struct = this.structFields({ kind: 'named', ...ref });
    return !!struct && this.properties(struct.fields, mode).length === 0;
  }

  /**
   * The components, named: `<package>.<Type>` (e.g. `model.LoginUserRes`);
   * the module-relative directory instead of the package name when two
   * packages share a name and a type name. A struct read differently as a
   * request and as a response gets two components, the request one suffixed
   * `.Request`. Returns the schemas by name and the name of every placeholder key.
   */
  finish(): { schemas: Record<string, Schema>; names: Map<string, string> } {
    const typeKey = (key: string) => key.slice(0, key.lastIndexOf('|'));
    const modesOf = new Map<string, Mode[]>();
    for (const [key, entry] of this.entries) {
      modesOf.set(typeKey(key), [...(modesOf.get(typeKey(key)) ?? []), entry.mode]);
    }
    // A type is written once when its two readings are the same, given which inner types are.
    const merged = new Set(
      [...modesOf].filter(([, modes]) => modes.length === 2).map(([key]) => key),
    );
    const canonical = (schema: Schema) =>
      JSON.stringify(schema, (name, value: unknown) =>
        name === '$ref' && typeof value === 'string' && value.startsWith(placeholderPrefix)
          ? merged.has(typeKey(value.slice(placeholderPrefix.length)))
            ? typeKey(value)
            : value
          : value,
      );
    for (let changed = true; changed;) {
      changed = false;
      for (const key of merged) {
        const request = this.entries.get(`${key}|request`)!.schema!;
        const response = this.entries.get(`${key}|response`)!.schema!;
        if (canonical(request) !== canonical(response)) {
          merged.delete(key);
          changed = true;
        }
      }
    }
    // Short names, with the directory where a short name is shared by two types.
    const shortName = (ref: TypeRef) =>
      `${this.program.package(ref.pkg)?.name ?? ref.pkg}.${ref.name}`;
    const owners = new Map<string, Set<string>>();
    for (const entry of this.entries.values()) {
      const short = shortName(entry.ref);
      owners.set(short, (owners.get(short) ?? new Set()).add(entry.ref.pkg));
    }
    const baseName = (ref: TypeRef) => {
      const short = shortName(ref);
      if (owners.get(short)!.size === 1) return short;
      return `${this.program.dirOf(ref.pkg).replace(/[^A-Za-z0-9_-]+/g, '.')}.${ref.name}`;
    };
    const names = new Map<string, string>();
    const schemas: Record<string, Schema> = {};
    for (const [key, entry] of this.entries) {
      const type = typeKey(key);
      const twoReadings = modesOf.get(type)!.length === 2 && !merged.has(type);
      if (merged.has(type) && entry.mode === 'request') {
        names.set(key, baseName(entry.ref)); // the response reading is the one written
        continue;
      }
      const name = `${baseName(entry.ref)}${twoReadings && entry.mode === 'request' ? '.Request' : ''}`;
      names.set(key, name);
      schemas[name] = entry.schema!;
    }
    return { schemas, names };
  }
}

/**
 * What GoFrame v2 reads from struct tags (as of v2.6.2, the version the
 * server's go.mod pins): the name a request field is bound to, the JSON name
 * a response field is written under, descriptions, defaults, validation rules
 * and the route declared by `g.Meta`.
 */
import { parseStructTag, type GoField } from './goTypes';

/** gconv.StructTagPriority: the tag that names a request parameter, highest first. */
export const requestNameTags = ['gconv', 'param', 'c', 'p', 'json'] as const;

/**
 * The parameter name GoFrame binds a request field to: the first non-empty tag
 * of gconv.StructTagPriority, up to its first comma, else the Go field name.
 * `-` means the field is not a parameter (goai's isValidParameterName).
 */
export function requestName(goField: GoField): string | undefined {
  const tags = parseStructTag(goField.tag);
  let name = goField.name;
  for (const key of requestNameTags) {
    const value = tags.get(key);
    if (value) {
      name = value;
      break;
    }
  }
  name = name.trim().split(',')[0]!.trim() || goField.name;
  return name === '-' ? undefined : name;
}

/** The key encoding/json writes a response field under; undefined for `json:"-"`. */
export function responseName(goField: GoField): { name: string; tagged: boolean } | undefined {
  const json = parseStructTag(goField.tag).get('json');
  if (json === '-') return undefined;
  const name = json?.split(',')[0] ?? '';
  return name ? { name, tagged: true } : { name: goField.name, tagged: false };
}

/** The JSON name of an embedded field when its tag gives one (encoding/json then nests it). */
export function embeddedJsonName(goField: GoField): string | undefined {
  return parseStructTag(goField.tag).get('json')?.split(',')[0] || undefined;
}

export interface FieldDocs {
  description?: string;
  default?: string;
  /** Where the field is read from when not the default (`in:"header"` …). */
  in?: string;
  /** Validation rules without their messages, e.g. `required|in:0,1`. */
  rules?: string;
  /** `type:"file"` marks an upload in GoFrame's own document. */
  type?: string;
}

/** goai's short tags: description/dc/des, default/d; gvalid's valid/v. */
export function fieldDocs(tag: string): FieldDocs {
  const tags = parseStructTag(tag);
  const description = tags.get('description') || tags.get('dc') || tags.get('des');
  const defaultValue = tags.get('default') || tags.get('d') || undefined;
  const valid = tags.get('valid') ?? tags.get('v');
  return {
    description: description?.trim() || undefined,
    default: defaultValue,
    in: tags.get('in') || undefined,
    rules: valid ? parseValidationTag(valid).rules || undefined : undefined,
    type: tags.get('type') || undefined,
  };
}

/**
 * gvalid.ParseTagValue: `[alias@]rule|rule…[#message|message…]`; returns the
 * rules part, trimmed.
 */
export function parseValidationTag(tag: string): { alias?: string; rules: string } {
  const match = /^\s*(?:(\w+)\s*@)?\s*([^#]+)\s*(?:#.*)?$/s.exec(tag);
  if (!match) return { rules: '' };
  return { alias: match[1], rules: match[2]!.trim() };
}

export interface Rule {
  name: string;
  args: string[];
}

/** `required|length:6,16|in:a,b` → rules with their comma-separated arguments. */
export function splitRules(rules: string): Rule[] {
  const out: Rule[] = [];
  for (const part of rules.split('|')) {
    const text = part.trim();
    if (!text) continue;
    const colon = text.indexOf(':');
    const name = (colon < 0 ? text : text.slice(0, colon)).trim();
    const args =
      colon < 0
        ? []
        : name === 'regex' || name === 'not-regex'
          ? [text.slice(colon + 1)]
          : text
              .slice(colon + 1)
              .split(',')
              .map((arg) => arg.trim());
    out.push({ name, args });
  }
  return out;
}

/** Plain `required` only: `required-if`, `required-with`… depend on other fields. */
export function isRequired(rules: string | undefined): boolean {
  return !!rules && splitRules(rules).some((rule) => rule.name === 'required');
}

export interface MetaTags {
  path?: string;
  method?: string;
  summary?: string;
  description?: string;
  tags?: string;
  mime?: string;
  security?: string;
  deprecated?: string;
}

/** The route and documentation `g.Meta` declares (goai's short names included). */
export function metaTags(tag: string): MetaTags {
  const tags = parseStructTag(tag);
  const pick = (...keys: string[]) =>
    keys.map((key) => tags.get(key)).find((value) => value !== undefined && value !== '');
  return {
    path: pick('path'),
    method: pick('method'),
    summary: pick('summary', 'sm', 'sum'),
    description: pick('description', 'dc', 'des'),
    tags: pick('tags'),
    mime: pick('mime', 'consumes'),
    security: pick('security'),
    deprecated: pick('deprecated'),
  };
}

/**
 * The translatable texts of the document, each under a key that a translation
 * file (scripts/openapi/translations.en.json) and a renderer compute the same
 * way from the document alone. The key of a text is where it sits:
 *
 * | Key | Text |
 * | --- | --- |
 * | `<operationId>` | the operation's summary |
 * | `<operationId>:description` | the operation's description (g.Meta `dc`), when it has one |
 * | `<operationId>.<name>` | a parameter's description (the name as written, `ids[]` for arrays) |
 * | `<operationId>.<field>[.<field>…]` | a request body field's description; nested inline objects go on with their field names (array items add nothing) |
 * | `<operationId>:response.<field>…` | a description inside an inline response (rare: components hold the rest) |
 * | `<schemaName>.<field>[.<field>…]` | a field of a component schema, e.g. `model.LoginUserRes.userNickname`, `Response.code` |
 * | `<schemaName>:description` | a component schema's own description |
 * | `tag:<name>` | a tag (operations are grouped by tag; the name is the text) |
 * | `document:<name>` | the document's own texts: `title`, `description`, `server`, `security.<scheme>`, and the response descriptions `response` and `file` |
 *
 * operationIds are camel case without dots and component names contain a dot
 * (or are `Response`), so the two never meet; `:` never occurs in either.
 */
import { documentTexts } from './document';
import { methodsInOrder, type OpenApiDocument, type Schema } from './schemaTypes';

export type KeyKind = 'summary' | 'description' | 'parameter' | 'field' | 'tag' | 'document';

export interface TranslationKey {
  key: string;
  zh: string;
  kind: KeyKind;
}

/** Every translatable text with its key and kind, in document order. */
export function describedKeys(document: OpenApiDocument): TranslationKey[] {
  const out = new Map<string, TranslationKey>();
  const add = (key: string, zh: unknown, kind: KeyKind) => {
    if (typeof zh !== 'string' || !zh.trim()) return;
    const before = out.get(key);
    if (before && before.zh !== zh) {
      throw new Error(`translation key ${key} has two texts: "${before.zh}" and "${zh}"`);
    }
    out.set(key, { key, zh, kind });
  };
  const walk = (schema: Schema | undefined, path: string) => {
    if (!schema || typeof schema !== 'object' || schema.$ref) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      add(`${path}.${name}`, property.description, 'field');
      walk(property, `${path}.${name}`);
    }
    walk(schema.items, path);
    if (typeof schema.additionalProperties === 'object')
      walk(schema.additionalProperties, `${path}.*`);
    for (const part of [
      ...(schema.allOf ?? []),
      ...((schema.anyOf as Schema[]) ?? []),
      ...((schema.oneOf as Schema[]) ?? []),
    ]) {
      walk(part, path);
    }
  };
  const constantKey = (text: string) =>
    (Object.keys(documentTexts) as (keyof typeof documentTexts)[]).find(
      (name) => documentTexts[name] === text,
    );

  add('document:title', document.info.title, 'document');
  add('document:description', document.info.description, 'document');
  for (const server of document.servers ?? [])
    add('document:server', server.description, 'document');
  for (const [name, scheme] of Object.entries(document.components.securitySchemes ?? {})) {
    add(`document:security.${name}`, scheme.description, 'document');
  }
  for (const tag of document.tags ?? []) add(`tag:${tag.name}`, tag.name, 'tag');

  for (const item of Object.values(document.paths)) {
    for (const method of methodsInOrder) {
      const operation = item[method];
      if (!operation) continue;
      const id = operation.operationId;
      add(id, operation.summary, 'summary');
      add(`${id}:description`, operation.description, 'description');
      for (const parameter of operation.parameters ?? []) {
        add(`${id}.${parameter.name}`, parameter.description, 'parameter');
        walk(parameter.schema, `${id}.${parameter.name}`);
      }
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        walk(media.schema, id);
      for (const [status, response] of Object.entries(operation.responses)) {
        const constant = constantKey(response.description);
        add(
          constant ? `document:${constant}` : `${id}:response.${status}`,
          response.description,
          'document',
        );
        for (const media of Object.values(response.content ?? {}))
          walk(media.schema, `${id}:response`);
      }
    }
  }

  for (const [name, schema] of Object.entries(document.components.schemas)) {
    add(`${name}:description`, schema.description, 'description');
    walk(schema, name);
  }
  return [...out.values()];
}

/** Every key with its Chinese text, for writing and checking the translation file. */
export function translationKeys(document: OpenApiDocument): Record<string, string> {
  return Object.fromEntries(describedKeys(document).map(({ key, zh }) => [key, zh]));
}

/**
 * Validation of the document: @readme/openapi-parser checks it against the
 * official OpenAPI 3.1 JSON Schema and then the rules a schema cannot state
 * (unique operationIds, path parameters declared and required, resolvable
 * `$ref`s…). The official schema leaves Schema Objects open, so the JSON
 * Schema keywords this extraction writes are checked here as well.
 */
import { validate as validateOpenApi } from '@readme/openapi-parser';
import type { OpenApiDocument, Schema } from './schemaTypes';

export interface ValidationResult {
  valid: boolean;
  errors: string[];
}

const types = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean', 'null']);

/** The JSON Schema keywords of every schema: known types, required names that are properties. */
export function schemaErrors(document: OpenApiDocument): string[] {
  const errors: string[] = [];
  const visit = (node: unknown, where: string, isSchema: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${where}/${index}`, isSchema));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (isSchema) {
      const schema = object as Schema;
      const listed = Array.isArray(schema.type)
        ? schema.type
        : schema.type === undefined
          ? []
          : [schema.type];
      for (const type of listed) {
        if (typeof type !== 'string' || !types.has(type))
          errors.push(`${where}: unknown type ${JSON.stringify(type)}`);
      }
      if (schema.required !== undefined) {
        if (!Array.isArray(schema.required)) errors.push(`${where}: required is not an array`);
        else {
          for (const name of schema.required) {
            if (!schema.properties || !(name in schema.properties)) {
              errors.push(`${where}: required "${name}" is not a property`);
            }
          }
        }
      }
      if (
        schema.properties !== undefined &&
        (typeof schema.properties !== 'object' || Array.isArray(schema.properties))
      ) {
        errors.push(`${where}: properties is not an object`);
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        visit(property, `${where}/properties/${name}`, true);
      }
      for (const key of ['items', 'additionalProperties', 'not']) {
        if (typeof object[key] === 'object') visit(object[key], `${where}/${key}`, true);
      }
      for (const key of ['allOf', 'anyOf', 'oneOf']) {
        if (object[key] !== undefined) visit(object[key], `${where}/${key}`, true);
      }
      return;
    }
    for (const [key, value] of Object.entries(object)) {
      visit(value, `${where}/${key}`, key === 'schema');
    }
  };
  visit(document.paths, '#/paths', false);
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    visit(schema, `#/components/schemas/${name}`, true);
  }
  return errors;
}

export async function validateDocument(document: OpenApiDocument): Promise<ValidationResult> {
  const errors: string[] = [];
  if (document.openapi !== '3.1.0') errors.push(`openapi is ${document.openapi}, not 3.1.0`);
  try {
    // The parser dereferences what it is given: hand it a copy.
    const result = await validateOpenApi(structuredClone(document) as never);
    if (!result.valid) {
      for (const error of result.errors) errors.push(error.message);
    }
  } catch (error) {
    errors.push((error as Error).message);
  }
  errors.push(...schemaErrors(document));
  return { valid: errors.length === 0, errors };
}

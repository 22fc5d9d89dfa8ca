/**
 * The document as the committed files: JSON and YAML of the same content,
 * formatted by the project's Prettier so `prettier --check` accepts them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { formatted } from '../lib/formatted';
import type { OpenApiDocument } from './schemaTypes';

/** Formatted as in static/openapi wherever the file goes, so every run writes the same bytes. */
const format = (text: string, parser: 'json' | 'yaml') =>
  formatted(text, parser, path.resolve(__dirname, '../../static/openapi', `document.${parser}`));

export async function formatJson(document: OpenApiDocument): Promise<string> {
  return format(JSON.stringify(document, null, 2), 'json');
}

export async function formatYaml(document: OpenApiDocument): Promise<string> {
  // YAML 1.1 quoting: strings a 1.1 reader would take for a date or a boolean stay strings.
  const text = stringify(document, { aliasDuplicateObjects: false, lineWidth: 0, version: '1.1' });
  return format(text, 'yaml');
}

/** Writes `<dir>/<name>.json` and `<dir>/<name>.yaml`; returns their paths. */
export async function writeDocument(
  document: OpenApiDocument,
  dir: string,
  name: string,
): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, `${name}.json`);
  const yaml = path.join(dir, `${name}.yaml`);
  fs.writeFileSync(json, await formatJson(document));
  fs.writeFileSync(yaml, await formatYaml(document));
  return [json, yaml];
}

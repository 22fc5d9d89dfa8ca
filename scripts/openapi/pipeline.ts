/** The extraction end to end: source tree → Go packages → routes → OpenAPI document. */
import { buildDocument, type DocumentOptions } from './document';
import { GoProgram } from './goSource';
import { readRoutes, type Routes } from './routing';
import type { OpenApiDocument } from './schemaTypes';
import { openSource } from '../lib/sourceTree';

export interface ExtractOptions extends Partial<DocumentOptions> {
  /** A checkout of the server, or its bare git mirror. */
  server: string;
  /** Module-relative directories whose functions start the HTTP server. */
  entry?: string[];
}

export interface ExtractResult {
  document: OpenApiDocument;
  routes: Routes;
  warnings: string[];
}

export const defaults = {
  repository: 'https://github.com/sagoo-cloud/sagooiot',
  edition: 'V2 Community',
  config: 'manifest/config/config.example.yaml',
  entry: ['internal/cmd'],
};

export async function extractDocument(options: ExtractOptions): Promise<ExtractResult> {
  const program = await GoProgram.open(openSource(options.server));
  const routes = readRoutes(program, { entry: options.entry ?? defaults.entry });
  const { document, warnings } = buildDocument(program, routes, {
    repository: options.repository ?? defaults.repository,
    edition: options.edition ?? defaults.edition,
    config: options.config ?? defaults.config,
    commit: options.commit,
  });
  return { document, routes, warnings };
}

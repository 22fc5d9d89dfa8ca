/**
 * `npm run openapi -- --server <path>`: reads the SagooIOT server's source (a
 * checkout or its bare git mirror) and writes the OpenAPI 3.1 document of its
 * routed HTTP operations to static/openapi/sagooiot-v2.openapi.{json,yaml},
 * after validating it. Prints what it found: operations per tag, the request
 * structs it left out and why, described fields, warnings.
 *
 * Options: --out <dir> (static/openapi), --name <file stem> (sagooiot-v2.openapi),
 * --repository <url>, --edition <label>, --commit <hash> (for a directory
 * without git), --entry <dir> (internal/cmd), --config <file in the tree>.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describedKeys } from './keys';
import { defaults, extractDocument } from './pipeline';
import { methodsInOrder } from './schemaTypes';
import { validateDocument } from './validate';
import { writeDocument } from './write';

const root = path.resolve(__dirname, '../..');

async function main() {
  const { values } = parseArgs({
    options: {
      server: { type: 'string' },
      out: { type: 'string', default: path.join(root, 'static/openapi') },
      name: { type: 'string', default: 'sagooiot-v2.openapi' },
      repository: { type: 'string', default: defaults.repository },
      edition: { type: 'string', default: defaults.edition },
      commit: { type: 'string' },
      entry: { type: 'string', multiple: true },
      config: { type: 'string', default: defaults.config },
    },
  });
  if (!values.server) {
    console.error(
      'usage: npm run openapi -- --server <checkout or bare mirror of sagoo-cloud/sagooiot>',
    );
    process.exit(2);
  }
  const started = Date.now();
  const { document, routes, warnings } = await extractDocument({
    server: values.server,
    repository: values.repository,
    edition: values.edition,
    commit: values.commit,
    entry: values.entry,
    config: values.config,
  });

  const perTag = new Map<string, number>();
  let operations = 0;
  for (const item of Object.values(document.paths)) {
    for (const method of methodsInOrder) {
      const operation = item[method];
      if (!operation) continue;
      operations++;
      for (const tag of operation.tags) perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
    }
  }
  const keys = describedKeys(document);
  const count = (kind: string) => keys.filter((key) => key.kind === kind).length;
  const source = document['x-source'] as { commit: string };
  console.log(`${values.server} @ ${source.commit}`);
  console.log(
    `${operations} operations routed of ${routes.declared.length} request structs with a g.Meta path; ${routes.unrouted.length} unrouted`,
  );
  for (const [tag, n] of perTag) console.log(`  ${String(n).padStart(3)}  ${tag}`);
  for (const request of routes.unrouted) {
    console.log(
      `  unrouted (${request.reason}): ${request.meta.method?.toUpperCase()} ${request.meta.path}  ${request.file} ${request.name}`,
    );
  }
  for (const route of routes.plainRoutes) console.log(`  plain route, not documented: ${route}`);
  for (const line of routes.overwritten) console.log(`  overwritten: ${line}`);
  console.log(
    `${Object.keys(document.components.schemas).length} component schemas; ${keys.length} texts to translate: ` +
      `${count('summary')} summaries, ${count('parameter')} parameter and ${count('field')} field descriptions, ` +
      `${count('description')} other descriptions, ${count('tag')} tags, ${count('document')} of the document`,
  );
  for (const warning of warnings) console.warn(`warning: ${warning}`);

  const result = await validateDocument(document);
  if (!result.valid) {
    console.error(`the document is not valid OpenAPI 3.1:\n  ${result.errors.join('\n  ')}`);
    process.exit(1);
  }
  console.log('valid OpenAPI 3.1 (@readme/openapi-parser and the schema checks)');
  const written = await writeDocument(document, values.out, values.name);
  console.log(
    `wrote ${written.map((file) => path.relative(process.cwd(), file)).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** The loader that answers zod's eval probe in DocSearch's bundle (src/plugins/docsearch-without-eval). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from '../testing';

const require = createRequire(__filename);
const loader = require('../../src/plugins/docsearch-without-eval/loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const run = (source: string) => loader.call({ resourcePath: 'bundle.js' }, source);

describe('docsearch-without-eval loader', () => {
  it("answers the probe in the installed @docsearch/react's bundles", () => {
    // The package exports no dist paths; tests/unit/docusaurusInternals.test.ts checks there is one copy.
    const dist = path.join(__dirname, '../../node_modules/@docsearch/react/dist/esm');
    const probing = fs
      .readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
      .filter((source) => source.includes('new Function('));
    assert.ok(probing.length > 0, 'the bundles have the probe');
    for (const source of probing) assert.doesNotMatch(run(source), /new Function\(/);
  });

  it('keeps the rest of the code as it is', () => {
    const source = 'var a=1;try{return new Function(""),!0}catch(e){return!1}var b=2;';
    assert.equal(run(source), 'var a=1;return!1var b=2;');
    assert.equal(run('var a=1;'), 'var a=1;');
  });

  it('fails the build on any other use of eval', () => {
    assert.throws(() => run('f(new Function("return this"))'), /Content-Security-Policy/);
  });
});

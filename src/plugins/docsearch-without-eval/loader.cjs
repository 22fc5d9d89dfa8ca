// Replaces zod's eval probe in @docsearch/react's bundle with its answer under
// the site's policy (see index.ts). Checked against @docsearch/react 4.x: a
// file that still calls `new Function` after the replacement fails the build,
// so a changed probe is found at the upgrade, not in readers' consoles.
const PROBE =
  /try\s*\{\s*return\s+new Function\(""\)\s*,\s*!0\s*\}\s*catch\s*\(\s*\w+\s*\)\s*\{\s*return\s*!1\s*\}/g;

module.exports = function docsearchWithoutEval(source) {
  const answered = source.replace(PROBE, 'return!1');
  if (/new Function\(/.test(answered)) {
    throw new Error(
      `${this.resourcePath}: DocSearch evaluates code in a way src/plugins/docsearch-without-eval does not know; the site's Content-Security-Policy forbids it.`,
    );
  }
  return answered;
};

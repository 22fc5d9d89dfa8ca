/**
 * Webpack loader for the generated `docusaurus.config.mjs` of the browser
 * bundle: drops `ssrTemplate` (config/ssrTemplate.ts), which only the build
 * uses, instead of shipping it to every page (about 0.8 KB gzip).
 * @param {string} source `export default { …JSON… };` as written by the core's codegen
 */
module.exports = function dropPageTemplate(source) {
  const match = /^([\s\S]*?export default )([\s\S]*);\s*$/.exec(source);
  if (!match) throw new Error('dropPageTemplate: unexpected site config module');
  const siteConfig = JSON.parse(match[2]);
  delete siteConfig.ssrTemplate;
  return `${match[1]}${JSON.stringify(siteConfig, null, 2)};\n`;
};

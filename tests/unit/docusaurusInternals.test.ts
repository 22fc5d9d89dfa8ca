/**
 * What the site relies on beyond Docusaurus's public APIs, checked against
 * the installed packages so that an upgrade that changes one fails here,
 * by name, instead of in a reader's browser. Checked against Docusaurus 3.10.2.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import { PIECES, stockComponent } from '../../src/plugins/lean-first-load';
import { pageStartTemplate } from '../../src/plugins/lean-first-load/pageStart';

const packageDir = (name: string) => path.join(__dirname, '../../node_modules', name);
const read = (name: string, file: string) =>
  fs.readFileSync(path.join(packageDir(name), file), 'utf8');

describe('Docusaurus internals the speed layer uses (src/plugins/lean-first-load)', () => {
  it('pageStart: the core page template is ours but for the bundle scripts', () => {
    const core = read('@docusaurus/core', 'lib/ssg/ssgTemplate.html.js');
    const coreTemplate = /exports\.default = `([\s\S]*)`;/.exec(core)?.[1];
    assert.ok(coreTemplate, 'lib/ssg/ssgTemplate.html.js exports the template as a string');
    const deferScript = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
    const preload =
      '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />';
    assert.ok(coreTemplate.includes(deferScript), 'the core loads bundles with defer scripts');
    const ours = pageStartTemplate
      .replace(preload, deferScript)
      .replace(/\n {4}<script>\(function startBundlesAfterFirstPaint[\s\S]*?<\/script>/, '');
    assert.equal(ours.trim(), coreTemplate.trim());
  });

  it('codeBlocks: theme-classic registers the Prism languages in the client module we empty', () => {
    assert.ok(
      fs.existsSync(
        path.join(packageDir('@docusaurus/theme-classic'), 'lib/prism-include-languages.js'),
      ),
    );
    assert.match(read('@docusaurus/theme-classic', 'lib/index.js'), /prism-include-languages/);
  });

  it('theme pieces: each wraps a component the themes have, and knows where the stock one is', () => {
    const themeDir = path.join(__dirname, '../../src/plugins/lean-first-load/theme');
    for (const [piece, { theme }] of Object.entries(PIECES)) {
      for (const component of theme) {
        const ours = ['index.tsx', '.tsx'].some(
          (ending) =>
            fs.existsSync(path.join(themeDir, component, ending)) ||
            fs.existsSync(path.join(themeDir, `${component}${ending}`)),
        );
        assert.ok(ours, `${piece}: src/plugins/lean-first-load/theme/${component}`);
        // The file a build without the piece aliases the component to.
        const stock = stockComponent(component);
        assert.ok(fs.existsSync(stock), `${piece}: ${stock}`);
      }
    }
  });

  it('mobileMenu (and OfflineStatus): theme-common still has useNavbarMobileSidebar in its internal entry', () => {
    assert.match(
      read('@docusaurus/theme-common', 'lib/internal.d.ts'),
      /\buseNavbarMobileSidebar\b/,
    );
  });

  it('lazyRoutes: the generated route table creates route components with ComponentCreator(path, hash)', () => {
    const codegen = read('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js');
    assert.match(codegen, /import ComponentCreator from '@docusaurus\/ComponentCreator'/);
    assert.match(codegen, /ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/);
  });

  it('idlePrefetch: the client entry publishes window.docusaurus with its prefetch', () => {
    assert.match(
      read('@docusaurus/core', 'lib/client/clientEntry.js'),
      /window\.docusaurus = docusaurus/,
    );
    assert.match(read('@docusaurus/core', 'lib/client/docusaurus.js'), /\bprefetch\b/);
  });
});

describe('Docusaurus internals the features use', () => {
  it('AnnouncementBar: theme-common/internal has useAnnouncementBar', () => {
    assert.match(read('@docusaurus/theme-common', 'lib/internal.d.ts'), /\buseAnnouncementBar\b/);
  });

  it('local search: theme-search-algolia ships its DocSearch texts at theme/SearchTranslations', () => {
    assert.ok(
      fs.existsSync(
        path.join(
          packageDir('@docusaurus/theme-search-algolia'),
          'lib/theme/SearchTranslations/index.js',
        ),
      ),
    );
  });

  it('local search: one @docsearch/react, the one theme-search-algolia uses', () => {
    assert.equal(
      fs.existsSync(
        path.join(packageDir('@docusaurus/theme-search-algolia'), 'node_modules/@docsearch/react'),
      ),
      false,
    );
  });
});

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from '../testing';
import { vcsFor } from '../../config/vcs';

const root = path.join(__dirname, '../..');

/** Loads docusaurus.config.ts in a fresh process with the given environment. */
function loadConfig(env: Record<string, string>) {
  const script = `import('./docusaurus.config.ts').then(({ default: c }) => {
    const m = c.default ?? c;
    process.stdout.write(JSON.stringify({
      scripts: m.scripts, title: m.title, url: m.url, baseUrl: m.baseUrl, i18n: m.i18n,
      onBrokenLinks: m.onBrokenLinks, onBrokenAnchors: m.onBrokenAnchors, markdown: m.markdown,
      future: m.future, announcementBar: m.themeConfig.announcementBar, colorMode: m.themeConfig.colorMode,
      toc: m.themeConfig.tableOfContents, prism: { defaultLanguage: m.themeConfig.prism.defaultLanguage,
      additionalLanguages: m.themeConfig.prism.additionalLanguages },
    }));
  })`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('docusaurus.config.ts', () => {
  const zh = loadConfig({ DOCUSAURUS_CURRENT_LOCALE: 'zh-Hans' });

  it('loads no statistics script by default, and loads it async when configured', () => {
    assert.deepEqual(zh.scripts, []);
    const withStats = loadConfig({ STATS_SCRIPT_URL: 'https://stats.test/s.js' });
    assert.deepEqual(withStats.scripts, [{ src: 'https://stats.test/s.js', async: true }]);
  });

  it('fails the build on any broken link, anchor or Markdown link', () => {
    assert.equal(zh.onBrokenLinks, 'throw');
    assert.equal(zh.onBrokenAnchors, 'throw');
    assert.equal(zh.markdown.hooks.onBrokenMarkdownLinks, 'throw');
    assert.equal(zh.markdown.mermaid, true);
  });

  it('has zh-Hans at / and English under /en', () => {
    assert.equal(zh.i18n.defaultLocale, 'zh-Hans');
    assert.deepEqual(zh.i18n.localeConfigs.en, {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en-US',
      calendar: 'gregory',
      path: 'en',
      baseUrl: '/en/',
    });
  });

  it('puts English under the base URL of a sub-path deployment', () => {
    const sub = loadConfig({ BASE_URL: '/docs-site/' });
    assert.equal(sub.baseUrl, '/docs-site/');
    assert.equal(sub.i18n.localeConfigs['zh-Hans'].baseUrl, '/docs-site/');
    assert.equal(sub.i18n.localeConfigs.en.baseUrl, '/docs-site/en/');
  });

  it('titles the site per locale, Chinese name by default', () => {
    assert.match(zh.title, /[\u3400-\u9fff]/);
    const en = loadConfig({ DOCUSAURUS_CURRENT_LOCALE: 'en' });
    assert.doesNotMatch(en.title, /[\u3400-\u9fff]/);
    assert.notEqual(en.announcementBar.content, zh.announcementBar.content);
  });

  it('defaults to light mode without following the system, TOC 2-4, Go code', () => {
    assert.deepEqual(zh.colorMode, {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    assert.deepEqual(zh.toc, { minHeadingLevel: 2, maxHeadingLevel: 4 });
    assert.equal(zh.prism.defaultLanguage, 'go');
    for (const lang of ['bash', 'toml', 'ini'])
      assert.ok(zh.prism.additionalLanguages.includes(lang));
  });

  it('turns on the v4 and faster future flags', () => {
    assert.equal(zh.future.v4, true);
    assert.equal(zh.future.faster, true);
  });

  it('takes site URL and base URL from the environment', () => {
    const c = loadConfig({ SITE_URL: 'https://docs.test', BASE_URL: '/iot/' });
    assert.equal(c.url, 'https://docs.test');
    assert.equal(c.baseUrl, '/iot/');
  });
});

describe('last-update dates (config/vcs.ts)', () => {
  it('come from Git in a worktree, and are left out where there is no Git worktree', () => {
    assert.equal(vcsFor(path.join(__dirname, '../..')), undefined);
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      assert.equal(vcsFor(outside), 'disabled');
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});

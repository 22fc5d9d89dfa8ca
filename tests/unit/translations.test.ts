import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';

const i18n = path.join(__dirname, '../../i18n');
const cjk = /[\u3400-\u9fff]/;
/** Messages made only of placeholders and punctuation need no translation. */
const placeholderOnly = (message: string) =>
  !/[A-Za-z\u3400-\u9fff]/.test(message.replace(/\{\w+\}/g, ''));

type Messages = Record<string, { message: string }>;
const read = (file: string): Messages => JSON.parse(fs.readFileSync(path.join(i18n, file), 'utf8'));

function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(i18n, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f));
}

describe('translation tables', () => {
  it('zh-Hans translates every theme text (not-found, crash, search, navigation...)', () => {
    const code = read('zh-Hans/code.json');
    const themeKeys = Object.keys(code).filter((k) => k.startsWith('theme.'));
    assert.ok(themeKeys.length > 80);
    const untranslated = themeKeys.filter(
      (k) => !cjk.test(code[k].message) && !placeholderOnly(code[k].message),
    );
    assert.deepEqual(untranslated, []);
    assert.match(code['theme.NotFound.title'].message, /找不到/);
    assert.ok(cjk.test(code['theme.ErrorPageContent.title'].message));
  });

  it('en has no Chinese left in any message', () => {
    const leftovers: string[] = [];
    for (const file of jsonFiles('en')) {
      for (const [key, { message }] of Object.entries(read(file))) {
        if (cjk.test(message)) leftovers.push(`${file}: ${key}`);
      }
    }
    assert.deepEqual(leftovers, []);
  });

  it('en translates the navbar and footer entries', () => {
    const navbar = read('en/docusaurus-theme-classic/navbar.json');
    const footer = read('en/docusaurus-theme-classic/footer.json');
    assert.equal(navbar['item.label.用户手册'].message, 'User Manual');
    assert.equal(footer['link.title.联系我们'].message, 'Contact us');
  });
});

describe('settings-driven texts', () => {
  it('the footer copyright follows COPYRIGHT in every locale (no frozen translation)', () => {
    const footer = read('en/docusaurus-theme-classic/footer.json');
    assert.equal(footer.copyright, undefined);
  });
});

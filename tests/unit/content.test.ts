/**
 * Source-level checks of the Markdown content, fast enough to run before a
 * build: front matter parses, every Chinese page has its English twin, and
 * English pages are English.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { markdownFiles, root, trees } from '../contentSources';

const prose = (text: string) =>
  text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\([^)]*\)/g, ' ');

describe('content sources', () => {
  for (const [zhDir, enDir] of trees) {
    const zhFiles = markdownFiles(path.join(root, zhDir));

    it(`${zhDir}: front matter parses and has title, description, keywords and position`, async () => {
      const isBlog = zhDir === 'blog';
      const files = [...zhFiles, ...markdownFiles(path.join(root, enDir))];
      for (const file of files) {
        const rel = path.relative(root, file);
        const text = fs.readFileSync(file, 'utf8');
        const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
          filePath: file,
          fileContent: text,
        }).catch((error: Error) => assert.fail(`${rel}: ${error.message}`));
        assert.ok(typeof frontMatter.title === 'string' && frontMatter.title, `${rel}: title`);
        assert.ok(typeof frontMatter.description === 'string', `${rel}: description`);
        assert.ok(
          Array.isArray(frontMatter.keywords) && frontMatter.keywords.length,
          `${rel}: keywords`,
        );
        if (!isBlog)
          assert.equal(typeof frontMatter.sidebar_position, 'number', `${rel}: sidebar_position`);
      }
    });

    it(`${zhDir}: every page has an English version written in English`, () => {
      for (const file of zhFiles) {
        const rel = path.relative(path.join(root, zhDir), file);
        const enFile = path.join(root, enDir, rel);
        assert.ok(fs.existsSync(enFile), `missing English version ${path.join(enDir, rel)}`);
        const text = prose(fs.readFileSync(enFile, 'utf8').replace(/^---[\s\S]*?---/, ''));
        const cjk = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
        const words = (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;
        assert.ok(
          cjk / Math.max(1, cjk + words * 5) <= 0.03,
          `${path.join(enDir, rel)}: Chinese prose`,
        );
      }
    });
  }
});

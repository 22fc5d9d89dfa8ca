/**
 * The prose checks of the content, each run by the tool made for it:
 * Markdown structure (markdownlint-cli2), Chinese typography (@lint-md/cli),
 * terms from the glossary (textlint-rule-terminology) and English spelling
 * (cspell). Configuration lives at the repository root
 * (`.markdownlint-cli2.jsonc`, `cspell.config.yaml`) and in this folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { TextlintKernel } from '@textlint/kernel';
import markdownPlugin from '@textlint/textlint-plugin-markdown';
import terminology from 'textlint-rule-terminology';
import { glossaryTermsFromFile, type LocaleTerms } from './glossaryTerms';

export const root = path.join(__dirname, '../..');

/** Files to check, by the language they are written in (paths from the root). */
export interface ContentFiles {
  zh: string[];
  en: string[];
}

export interface CheckResult {
  check: string;
  ok: boolean;
  /** The tool's report: file, line and message of each finding. */
  output: string;
  /** How many files the check read. */
  files: number;
  ms: number;
}

function tool(name: string, args: string[]): Promise<{ status: number; output: string }> {
  const bin = path.join(root, 'node_modules/.bin', name);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status: status ?? 1, output: output.trim() }));
  });
}

async function timed(
  check: string,
  files: number,
  body: () => Promise<{ ok: boolean; output: string }>,
): Promise<CheckResult> {
  const start = performance.now();
  const { ok, output } = await body();
  return { check, ok, output, files, ms: Math.round(performance.now() - start) };
}

/** Markdown structure of every page, both languages. */
export function markdownStructure({ zh, en }: ContentFiles): Promise<CheckResult> {
  const files = [...zh, ...en];
  return timed('Markdown structure (markdownlint-cli2)', files.length, async () => {
    // `:` marks a literal path; --no-globs leaves out the config's own globs.
    const { status, output } = await tool('markdownlint-cli2', [
      '--no-globs',
      ...files.map((file) => `:${file}`),
    ]);
    return { ok: status === 0, output };
  });
}

/**
 * lint-md groups its findings under each file's absolute path; this writes
 * them as `file:line:column message (rule)`, like the other checks.
 */
export function fileLineMessages(report: string): string {
  let file = '';
  const lines: string[] = [];
  for (const line of report.split('\n')) {
    const finding = line.match(/^\s+(\d+):(\d+)\s+(?:error|warning)\s+(.*?)\s+([\w-]+)$/);
    if (finding) lines.push(`${file}:${finding[1]}:${finding[2]} ${finding[3]} (${finding[4]})`);
    else if (line.startsWith('/')) file = path.relative(root, line.trim());
  }
  return lines.length ? lines.join('\n') : report;
}

/** Chinese typography of the Chinese pages. */
export function chineseTypography({ zh }: ContentFiles): Promise<CheckResult> {
  return timed('Chinese typography (@lint-md/cli)', zh.length, async () => {
    const { status, output } = await tool('lint-md', zh);
    return { ok: status === 0, output: fileLineMessages(output) };
  });
}

/** English spelling of the English pages. */
export function englishSpelling({ en }: ContentFiles): Promise<CheckResult> {
  return timed('English spelling (cspell)', en.length, async () => {
    const { status, output } = await tool('cspell', [
      '--no-progress',
      '--no-summary',
      '--no-must-find-files',
      ...en,
    ]);
    return { ok: status === 0, output };
  });
}

/** Glossary terms, each language against its own column of the glossary. */
export function glossaryTerms(
  { zh, en }: ContentFiles,
  terms: LocaleTerms = glossaryTermsFromFile(),
): Promise<CheckResult> {
  return timed('Glossary terms (textlint-rule-terminology)', zh.length + en.length, async () => {
    const kernel = new TextlintKernel();
    const lines: string[] = [];
    for (const [locale, files] of [
      ['zh', zh],
      ['en', en],
    ] as const) {
      for (const file of files) {
        const result = await kernel.lintText(fs.readFileSync(path.join(root, file), 'utf8'), {
          filePath: file,
          ext: '.md',
          plugins: [{ pluginId: 'markdown', plugin: markdownPlugin }],
          rules: [
            {
              ruleId: 'terminology',
              rule: terminology,
              // Quotes and admonitions are the site's own words too: skip nothing.
              options: { defaultTerms: false, skip: [], terms: terms[locale] },
            },
          ],
        });
        for (const message of result.messages) {
          lines.push(`${file}:${message.line}:${message.column} ${message.message}`);
        }
      }
    }
    return { ok: lines.length === 0, output: lines.join('\n') };
  });
}

export const proseChecks = [markdownStructure, chineseTypography, glossaryTerms, englishSpelling];

/**
 * Every fenced code block of every page (docs, editions, blog; both locales)
 * names its language and passes that language's parser (scripts/content-lint/codeBlocks.ts).
 * A failure names the file, the line of the fence and the parser's message.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code, Nodes } from 'mdast';
import { checkCodeBlock, type CodeBlock } from '../../scripts/content-lint/codeBlocks';
import { contentPages } from '../contentSources';

function codeNodes(node: Nodes, out: Code[] = []): Code[] {
  if (node.type === 'code') out.push(node);
  if ('children' in node) for (const child of node.children) codeNodes(child, out);
  return out;
}

/** The fenced blocks of a page, with the line of their opening fence. */
function fencedBlocks(text: string): (CodeBlock & { line: number })[] {
  const lines = text.split('\n');
  return codeNodes(fromMarkdown(text))
    .filter((node) => /^\s*(```|~~~)/.test(lines[node.position!.start.line - 1]))
    .map((node) => ({
      lang: node.lang ?? '',
      meta: node.meta ?? '',
      code: node.value,
      line: node.position!.start.line,
    }));
}

describe('code blocks', () => {
  // Each page parsed once for both tests (the API reference pages alone hold over a thousand blocks).
  const pages = contentPages().map((page) => ({
    file: page.file,
    blocks: fencedBlocks(page.text),
  }));

  it('finds the blocks of the content', () => {
    const count = pages.reduce((sum, page) => sum + page.blocks.length, 0);
    assert.ok(count > 900, `only ${count} fenced blocks found`);
  });

  it('parse in the language they name, on every page of both locales', async () => {
    const failures: string[] = [];
    for (const page of pages) {
      for (const block of page.blocks) {
        const problem = await checkCodeBlock(block);
        if (problem)
          failures.push(`${page.file}:${block.line} (${block.lang || 'no language'})\n${problem}`);
      }
    }
    assert.deepEqual(
      failures,
      [],
      `${failures.length} invalid blocks:\n\n${failures.join('\n\n')}`,
    );
  });
});

describe('code block checkers', () => {
  const invalid: [string, string, string?][] = [
    ['json', '{ "broker": "tcp://localhost:1883", }'],
    ['json5', '{ broker: }'],
    ['yaml', 'server:\n  address: ":8199"\n    openapiPath: /api.json'],
    ['toml', '[mqtt\nport = 1883'],
    ['ini', '[mysqld]\nport 3306'],
    ['bash', 'nc -vz 127.0.0.1 <port>'],
    ['javascript', '{ "id": "rule-1", "nodes": [] }, {'],
    ['typescript', 'const port: number = ;'],
    ['go', 'package main\n\nfunc main() {\n\tfmt.Println("x"\n}'],
    ['go', 'type Device struct {\n\tKey string =\n}'],
    ['go', 'if err != nil {\n    return err\n}'],
    ['mermaid', 'flowchart LR\n  A --> (B'],
    ['text', '   '],
    ['', 'no language'],
    ['kotlin', 'fun main() {}'],
  ];
  for (const [lang, code, meta = ''] of invalid) {
    it(`rejects an invalid ${lang || 'unnamed'} block${meta ? ` (${meta})` : ''}`, async () => {
      assert.ok(await checkCodeBlock({ lang, code, meta }));
    });
  }

  const valid: [string, string, string?][] = [
    ['json', '{ "broker": "tcp://localhost:1883" }'],
    ['yaml', 'server:\n  address: ":8199"\n  openapiPath: /api.json'],
    ['toml', '[mqtt]\nport = 1883'],
    ['ini', '[mysqld]\n; comment\nport = 3306'],
    ['bash', 'nc -vz 127.0.0.1 "$PORT"'],
    ['javascript', 'const rule = { id: "rule-1", nodes: [] };'],
    ['go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("x")\n}'],
    ['go', 'if err != nil {\n\treturn err\n}'],
    ['go', 'type Device struct {\n\tKey string\n}', 'title="device.go"'],
    ['go', 'const query = `\n  SELECT *\n    FROM device`'],
    ['mermaid', 'flowchart LR\n  A --> B'],
  ];
  for (const [lang, code, meta = ''] of valid) {
    it(`accepts a valid ${lang} block${meta ? ` (${meta})` : ''}`, async () => {
      assert.equal(await checkCodeBlock({ lang, code, meta }), undefined);
    });
  }
});

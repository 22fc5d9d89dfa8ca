import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from '../testing';
import { llmsTxt } from '../../src/plugins/markdown-twins/llmsTxt';
import { toMarkdown, type TwinContext } from '../../src/plugins/markdown-twins/toMarkdown';
import { twinPath } from '../../src/plugins/markdown-twins/twinPath';

const docsDir = path.resolve('/site/i18n/en/current');
const ctx: TwinContext = {
  localeRoot: 'https://docs.example.com/en/',
  origin: 'https://docs.example.com',
  permalinkOfSource: new Map([
    [path.join(docsDir, 'docs/device/product.md'), '/en/docs/device/product'],
    [path.join(docsDir, 'docs/device/index.md'), '/en/docs/device/'],
  ]),
  admonitionLabels: {
    note: 'Note',
    tip: 'Tip',
    info: 'Info',
    warning: 'Warning',
    danger: 'Danger',
    caution: 'Caution',
  },
  colon: ': ',
  siteDir: path.resolve('/site'),
  assets: new Map(),
};

const twin = (body: string, file = 'docs/device/instance.md') =>
  toMarkdown(
    { file: path.join(docsDir, file), body, title: 'Devices', description: 'All about devices.' },
    ctx,
  );

describe('Markdown twin of a page', () => {
  it('starts with the title and the description', () => {
    assert.match(twin('Text.'), /^# Devices\n\n> All about devices\.\n\nText\.\n$/);
  });

  it('turns admonitions into labelled quotes, with or without a title', () => {
    const md = twin(
      ':::tip\nUse keys.\n:::\n\n:::warning[Case matters]\nKeys are case-sensitive.\n:::',
    );
    assert.match(md, /> \*\*Tip\*\*\n>\n> Use keys\./);
    assert.match(md, /> \*\*Warning: Case matters\*\*\n>\n> Keys are case-sensitive\./);
    assert.doesNotMatch(md, /:::/);
  });

  it('makes site paths and relative file links absolute in the locale', () => {
    const md = twin(
      'See [products](./product.md#fields), [devices](./index.md), [alarms](/docs/alarm) and [Go](https://go.dev).',
    );
    assert.match(
      md,
      /\[products\]\(https:\/\/docs\.example\.com\/en\/docs\/device\/product#fields\)/,
    );
    assert.match(md, /\[devices\]\(https:\/\/docs\.example\.com\/en\/docs\/device\)/);
    assert.match(md, /\[alarms\]\(https:\/\/docs\.example\.com\/en\/docs\/alarm\)/);
    assert.match(md, /\[Go\]\(https:\/\/go\.dev\)/);
  });

  it('makes a file the site serves as it is (pathname://) absolute in the locale', () => {
    const md = twin('Download [the document](pathname:///openapi/sagooiot-v2.openapi.json).');
    assert.match(
      md,
      /\[the document\]\(https:\/\/docs\.example\.com\/en\/openapi\/sagooiot-v2\.openapi\.json\)/,
    );
  });

  it('links an image beside the page to a published copy and records the copy', () => {
    ctx.assets.clear();
    const md = twin('![Flow](./img/flow.svg)');
    assert.match(
      md,
      /!\[Flow\]\(https:\/\/docs\.example\.com\/en\/markdown-assets\/i18n\/en\/current\/docs\/device\/img\/flow\.svg\)/,
    );
    assert.deepEqual(
      [...ctx.assets],
      [
        [
          path.join(docsDir, 'docs/device/img/flow.svg'),
          'markdown-assets/i18n/en/current/docs/device/img/flow.svg',
        ],
      ],
    );
  });

  it('keeps prose colons, code blocks with their language, and drops comments and heading ids', () => {
    const md = twin(
      'Starts at 10:30 sharp:now.\n\n<!-- truncate -->\n\n## Fields {#fields}\n\n```go\nfmt.Println(":::")\n```',
    );
    assert.match(md, /Starts at 10:30 sharp:now\./);
    assert.doesNotMatch(md, /truncate|\{#fields\}/);
    assert.match(md, /## Fields\n/);
    assert.match(md, /```go\nfmt\.Println\(":::"\)\n```/);
  });

  it('drops MDX imports and expressions and keeps tab contents under their labels', () => {
    const md = twin(
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n<TabItem value="mysql" label="MySQL">\n\nUse MySQL 8.\n\n</TabItem>\n</Tabs>\n\n{/* note */}',
      'docs/device/db.mdx',
    );
    assert.doesNotMatch(md, /import|<Tabs|<TabItem|\{\/\*/);
    assert.match(md, /\*\*MySQL\*\*\n\nUse MySQL 8\./);
  });
});

describe('llms.txt', () => {
  it('follows the llmstxt.org layout, listing pages by section in order', () => {
    const text = llmsTxt({
      siteName: 'SagooIOT',
      summary: 'IoT platform\ndocs.',
      origin: 'https://docs.example.com',
      sections: ['User Manual', 'Blog'],
      pages: [
        { permalink: '/en/blog/a', title: 'A', description: '', section: 'Blog', markdown: '' },
        {
          permalink: '/en/docs/x',
          title: 'X',
          description: 'About X.',
          section: 'User Manual',
          markdown: '',
        },
        { permalink: '/en/category/c', title: 'C', description: '', markdown: '' },
      ],
    });
    assert.equal(
      text,
      '# SagooIOT\n\n> IoT platform docs.\n\n## User Manual\n\n- [X](https://docs.example.com/en/docs/x.md): About X.\n\n## Blog\n\n- [A](https://docs.example.com/en/blog/a.md)\n',
    );
  });

  it('puts a twin at the page URL plus .md', () => {
    assert.equal(twinPath('/docs/device/'), '/docs/device.md');
    assert.equal(twinPath('/en/blog/post'), '/en/blog/post.md');
  });
});

/**
 * Turns a page's Markdown/MDX source into its clean Markdown twin: plain
 * CommonMark + GFM that reads well outside Docusaurus (for people and AI
 * assistants). The source is parsed with the same remark stack Docusaurus
 * uses, rewritten, then printed again.
 */
import path from 'node:path';
import type { Blockquote, Link, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit, type VisitorResult } from 'unist-util-visit';
import { DIRECTIVE as CONSOLE_SCREEN, editionNote, screenParts } from '../console-screens/figure';

/** Folder, under each locale's root, of the files twins link (images beside a page). */
export const TWIN_ASSETS = 'markdown-assets';

export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
type Admonition = (typeof ADMONITIONS)[number];

export interface TwinSource {
  /** Absolute path of the source file (its extension decides MD or MDX). */
  file: string;
  /** Body without front matter. */
  body: string;
  title: string;
  description?: string;
}

export interface TwinContext {
  /** Absolute URL of the locale's root, ending in `/` (e.g. `https://x.com/en/`). */
  localeRoot: string;
  /** Permalink (from the site base, e.g. `/en/docs/a`) of every doc and post, by absolute source path. */
  permalinkOfSource: ReadonlyMap<string, string>;
  /** Site origin without a slash: permalinks already carry the base and the locale. */
  origin: string;
  /** Translated admonition names (`note` → `备注`). */
  admonitionLabels: Record<Admonition, string>;
  /** `：` in Chinese, `: ` in English. */
  colon: string;
  /** The site folder: files a page links relatively (images) are published under their path from it. */
  siteDir: string;
  /** Filled while converting: absolute source path → path from the locale root the file must be copied to. */
  assets: Map<string, string>;
}

/** A permalink as the site serves it (`trailingSlash: false`: `/docs/a/` → `/docs/a`). */
export const pagePath = (permalink: string) => permalink.replace(/(.)\/$/, '$1');

const isAdmonition = (name: string): name is Admonition =>
  (ADMONITIONS as readonly string[]).includes(name);

/** A link target as an absolute URL of the site (or as it was, when external). */
function absoluteUrl(url: string, sourceFile: string, ctx: TwinContext): string {
  // A file the site serves as it is (`pathname:///openapi/…`), copied into each locale's build.
  if (url.startsWith('pathname:///')) return `${ctx.localeRoot}${url.slice('pathname:///'.length)}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
  const [target, hash = ''] = url.split(/(?=#)/);
  if (target.startsWith('/')) {
    // Site paths are written without the locale; the build adds it.
    return `${ctx.localeRoot}${target.slice(1)}${hash}`;
  }
  if (/\.mdx?$/.test(target)) {
    const permalink = ctx.permalinkOfSource.get(path.resolve(path.dirname(sourceFile), target));
    if (permalink) return `${ctx.origin}${pagePath(permalink)}${hash}`;
  }
  if (!target.startsWith('/')) {
    // A file beside the page (an image): the build inlines or hashes it, so
    // the twin links a copy published under its path in the site folder.
    const file = path.resolve(path.dirname(sourceFile), target);
    const fromSite = path.relative(ctx.siteDir, file).split(path.sep).join('/');
    if (!fromSite.startsWith('..')) {
      const published = `${TWIN_ASSETS}/${fromSite}`;
      ctx.assets.set(file, published);
      return `${ctx.localeRoot}${published}${hash}`;
    }
  }
  return url;
}

/** The source text of a node Docusaurus would print as is (e.g. `10:30` read as a directive). */
function sourceOf(node: Nodes, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : source.slice(start, end);
}

function admonitionToQuote(
  node: ContainerDirective & { name: Admonition },
  ctx: TwinContext,
): Blockquote {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const type = ctx.admonitionLabels[node.name];
  const heading: PhrasingContent[] = hasLabel
    ? [{ type: 'text', value: `${type}${ctx.colon}` }, ...(first as Paragraph).children]
    : [{ type: 'text', value: type }];
  return {
    type: 'blockquote',
    children: [
      { type: 'paragraph', children: [{ type: 'strong', children: heading }] },
      ...(hasLabel ? rest : node.children),
    ],
  };
}

/** MDX elements become their children; a `<TabItem label>` keeps its label as a bold line. */
function unwrapJsx(node: Nodes): RootContent[] {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return [];
  const attribute = (name: string) =>
    node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  const label = attribute('label') ?? attribute('value');
  const children = node.children as RootContent[];
  if (node.name === 'TabItem' && typeof label === 'string') {
    return [
      {
        type: 'paragraph',
        children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
      },
      ...children,
    ];
  }
  return children;
}

export function toMarkdown(page: TwinSource, ctx: TwinContext): string {
  const isMdx = page.file.endsWith('.mdx');
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
  if (isMdx) processor.use(remarkMdx);
  const tree = processor.parse(page.body) as Root;

  let screenNote = editionNote(page.file);
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    const replace = (nodes: RootContent[]): VisitorResult => {
      (parent.children as RootContent[]).splice(index, 1, ...nodes);
      return [SKIP, index];
    };
    switch (node.type) {
      case 'containerDirective':
        if (isAdmonition(node.name)) {
          return replace([
            admonitionToQuote(node as ContainerDirective & { name: Admonition }, ctx),
          ]);
        }
        return replace([
          { type: 'paragraph', children: [{ type: 'text', value: sourceOf(node, page.body) }] },
        ]);
      case 'leafDirective':
        if ((node as LeafDirective).name === CONSOLE_SCREEN) {
          // A console picture: the image and its markers' legend, as the page shows them.
          const { image, legend } = screenParts(
            (node as LeafDirective).attributes?.id ?? '',
            page.file,
          );
          image.url = absoluteUrl(image.url, page.file, ctx);
          const note = screenNote;
          screenNote = undefined;
          return replace([
            { type: 'paragraph', children: [image] },
            ...(legend ? [legend] : []),
            ...(note
              ? [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: note }] }]
              : []),
          ]);
        }
        return replace([
          {
            type: 'paragraph',
            children: [{ type: 'text', value: sourceOf(node as LeafDirective, page.body) }],
          },
        ]);
      case 'textDirective':
        return replace([{ type: 'text', value: sourceOf(node as TextDirective, page.body) }]);
      case 'html':
        // Comments such as the blog's `<!-- truncate -->` marker.
        return /^<!--[\s\S]*-->$/.test(node.value.trim()) ? replace([]) : undefined;
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return replace([]);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return replace(unwrapJsx(node));
      case 'heading': {
        // `## Title {#custom-id}`: the id is Docusaurus syntax.
        const last = node.children.at(-1);
        if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^}]+\}\s*$/, '');
        return undefined;
      }
      case 'link':
      case 'image':
      case 'definition':
        (node as Link).url = absoluteUrl((node as Link).url, page.file, ctx);
        return undefined;
      default:
        return undefined;
    }
  });

  // A leading H1 in the body would repeat the title.
  const first = tree.children[0];
  if (first?.type === 'heading' && first.depth === 1) tree.children.shift();

  const body = unified()
    .use(remarkGfm, { tablePipeAlign: false })
    .use(remarkStringify, {
      bullet: '-',
      fences: true,
      rule: '-',
      emphasis: '_',
      listItemIndent: 'one',
    })
    .stringify(tree)
    .trim();
  const header = [`# ${page.title}`];
  if (page.description) header.push(`> ${page.description}`);
  return `${header.join('\n\n')}\n\n${body}\n`;
}

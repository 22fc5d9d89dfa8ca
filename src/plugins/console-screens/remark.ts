/**
 * Console pictures in the docs. A page writes `::console-screen{id="…"}` where
 * the picture goes; two remark plugins of the docs plugin turn it into a figure:
 *
 * - `consoleScreenFigures` (before Docusaurus's own plugins): the figure with
 *   the picture as a Markdown image, so Docusaurus bundles it (hashed name,
 *   width and height read from the file), the legend of its markers, and
 *   under a page's first picture which console it shows (outside the
 *   Community Edition's pages);
 * - `consoleScreenLoading` (after them): how the browser loads the picture:
 *   lazily, the one on the first screen too. A page's largest paint is its
 *   first paragraph, not a picture; fetched eagerly at high priority (with the
 *   preload React adds for it) the first picture took bandwidth from the page
 *   and cost that paint 150–380 ms on Lighthouse's throttled phone (product
 *   and role pages, same run). Lazily it still loads at the first layout.
 */
import type { Root, RootContent } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { DIRECTIVE, editionNote, screenParts } from './figure';

const FIGURE_CLASS = 'console-screen';

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

export const consoleScreenFigures: Plugin<[], Root> = () => (tree, file) => {
  let note = editionNote(file.path);
  visit(tree, 'leafDirective', (node: LeafDirective, index, parent) => {
    if (node.name !== DIRECTIVE || !parent || index === undefined) return;
    const id = node.attributes?.id;
    if (!id) throw new Error(`${file.path}: ::${DIRECTIVE} needs an id`);
    const { image, legend } = screenParts(id, file.path);
    const caption: MdxJsxFlowElement['children'] = [
      ...(legend ? [legend] : []),
      ...(note
        ? [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: note }] }]
        : []),
    ];
    note = undefined;
    const figure: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'figure',
      attributes: [attribute('className', FIGURE_CLASS), attribute('data-screen', id)],
      children: [
        image as unknown as MdxJsxFlowElement['children'][number],
        ...(caption.length
          ? [
              {
                type: 'mdxJsxFlowElement',
                name: 'figcaption',
                attributes: [],
                children: caption,
              } satisfies MdxJsxFlowElement,
            ]
          : []),
      ],
    };
    parent.children.splice(index, 1, figure as RootContent);
    return [SKIP, index + 1];
  });
};

export const consoleScreenLoading: Plugin<[], Root> = () => (tree) => {
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'figure') return undefined;
    const isScreen = node.attributes.some(
      (a) => a.type === 'mdxJsxAttribute' && a.name === 'className' && a.value === FIGURE_CLASS,
    );
    if (!isScreen) return undefined;
    visit(node, (child) => {
      if (
        (child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') &&
        child.name === 'img'
      ) {
        child.attributes.push(attribute('loading', 'lazy'), attribute('decoding', 'async'));
      }
    });
    return SKIP;
  });
};

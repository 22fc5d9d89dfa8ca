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
 *   lazily, except the first picture of a page when it comes in the page's
 *   introduction or first section (on the first screen), which is fetched first.
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
  let first = true;
  let sections = 0;
  visit(tree, (node) => {
    if (node.type === 'heading' && node.depth === 2) sections += 1;
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'figure') return undefined;
    const isScreen = node.attributes.some(
      (a) => a.type === 'mdxJsxAttribute' && a.name === 'className' && a.value === FIGURE_CLASS,
    );
    if (!isScreen) return undefined;
    // On the first screen: the page's first picture, in its introduction or first section.
    const eager = first && sections <= 1;
    first = false;
    visit(node, (child) => {
      if (
        (child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') &&
        child.name === 'img'
      ) {
        child.attributes.push(
          attribute('loading', eager ? 'eager' : 'lazy'),
          attribute('decoding', 'async'),
          ...(eager ? [attribute('fetchPriority', 'high')] : []),
        );
      }
    });
    return SKIP;
  });
};

/**
 * What a manual page presents as a label of the console, in the form
 * CONTRIBUTING ("Words") prescribes: on a Chinese page, Chinese text in bold
 * (`**新增产品**`, a menu path `**物联管理 → 设备管理 → 产品**`); on an English
 * page, any Chinese text outside code (`**Add Product** (新增产品)`).
 * tests/unit/consoleLabels.test.ts checks each against the labels read from
 * the console's source (console-labels.json, `npm run labels`).
 */
import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { normalizeLabel } from '../console-labels/labels';

export interface LabelClaim {
  /** The label as the page writes it. */
  text: string;
  /** A menu path's segments, or the label alone. */
  segments: string[];
  /** 1-based line in the file. */
  line: number;
  /** A paid edition's label: the public console cannot settle it. */
  paidEdition: boolean;
}

const HAN = /\p{Script=Han}/u;
/** A menu path's separators. */
const PATH_SEPARATOR = /\s*(?:→|>|＞)\s*/;
/** The edition labels of CONTRIBUTING ("Edition labels"). */
const PAID_EDITION =
  /专业版|企业版|旗舰版|Professional Edition|Enterprise Edition|Flagship Edition/;
/** An item's edition label right after it: `**场景联动**（专业版）`. */
const PAID_ITEM =
  /^\s*[（(](?:专业版|企业版|旗舰版|Professional Edition|Enterprise Edition|Flagship Edition)[）)]/;
/**
 * Chinese text on an English page: a run of Chinese, with Latin letters or
 * digits joined to it (`api文档`) and the spaced Chinese of a button (`添 加`).
 */
const CHINESE_RUN =
  /[A-Za-z0-9]*\p{Script=Han}[\p{Script=Han}A-Za-z0-9]*(?:[ ·](?=\p{Script=Han})[\p{Script=Han}A-Za-z0-9]+)*/gu;

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

const textOf = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.type === 'inlineCode'
      ? ''
      : node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(textOf).join('')
      : '';

/** Whether a block is an edition admonition (`:::info[适用版本]` … 专业版 …). */
const isEditionNotice = (node: Nodes) =>
  node.type === 'containerDirective' && PAID_EDITION.test(textOf(node));

/**
 * The console labels a page presents. A page whose opening carries an edition
 * label, a section whose heading or first block does, and an item followed by
 * its edition label are marked `paidEdition`.
 */
export function labelClaims(markdown: string, locale: 'zh-Hans' | 'en'): LabelClaim[] {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, (front) =>
    '\n'.repeat(front.split('\n').length - 1),
  );
  const tree = parser.parse(body) as Root;
  const claims: LabelClaim[] = [];

  // Sections: a heading opens one that ends at the next heading of its level or above.
  const blocks = tree.children;
  const firstHeading = blocks.findIndex((node) => node.type === 'heading');
  const opening = blocks.slice(0, firstHeading < 0 ? blocks.length : firstHeading);
  const pagePaid = opening.some(isEditionNotice);
  const paidDepths: number[] = [];

  blocks.forEach((block, index) => {
    if (block.type === 'heading') {
      while (paidDepths.length && paidDepths[paidDepths.length - 1]! >= block.depth)
        paidDepths.pop();
      const next = blocks[index + 1];
      if (PAID_EDITION.test(textOf(block)) || (next && isEditionNotice(next))) {
        paidDepths.push(block.depth);
      }
    }
    const sectionPaid = pagePaid || paidDepths.length > 0;
    collect(block, sectionPaid);
  });

  function collect(node: Nodes, paid: boolean, following?: Nodes) {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'html') return;
    if (locale === 'zh-Hans' && node.type === 'strong') {
      const text = textOf(node).trim();
      if (!HAN.test(text)) return;
      const afterText = following ? textOf(following) : '';
      claims.push({
        text,
        segments: text
          .split(PATH_SEPARATOR)
          .map((segment) => segment.trim())
          .filter(Boolean),
        line: node.position?.start.line ?? 0,
        paidEdition: paid || PAID_ITEM.test(afterText),
      });
      return;
    }
    if (locale === 'en' && node.type === 'text') {
      for (const match of node.value.matchAll(CHINESE_RUN)) {
        const rest = node.value.slice(match.index + match[0].length);
        const before = node.value.slice(0, match.index);
        claims.push({
          text: match[0],
          segments: [match[0]],
          line: (node.position?.start.line ?? 0) + (before.match(/\n/g)?.length ?? 0),
          paidEdition: paid || PAID_ITEM.test(rest),
        });
      }
      return;
    }
    if ('children' in node) {
      const children = node.children as Nodes[];
      children.forEach((child, i) => collect(child, paid, children[i + 1]));
    }
  }
  return claims;
}

export interface LabelSets {
  /** Console labels in the compared form. */
  labels: ReadonlySet<string>;
  /** Menu titles in the compared form. */
  menus: ReadonlySet<string>;
  /** `parent → child` menu titles in the compared form. */
  menuSteps: ReadonlySet<string>;
  /** Menus the seed has but the console does not show. */
  hiddenMenus: ReadonlySet<string>;
  /** Terms a page may stress in bold or quote in Chinese: the glossary's concepts (not its UI labels). */
  terms: ReadonlySet<string>;
}

/** Why a claim is not a console label, or undefined when it is one. */
export function labelProblem(claim: LabelClaim, sets: LabelSets): string | undefined {
  if (claim.paidEdition) return undefined;
  const whole = normalizeLabel(claim.text);
  if (sets.terms.has(whole) || sets.labels.has(whole)) return undefined;
  if (claim.segments.length > 1) {
    // A menu path: menus from parent to child, then (optionally) tabs or buttons of the page.
    const segments = claim.segments.map(normalizeLabel);
    if (!sets.menus.has(segments[0]!))
      return `menu path starts with "${claim.segments[0]}", not a menu title`;
    for (let i = 1; i < segments.length; i++) {
      const [parent, child] = [segments[i - 1]!, segments[i]!];
      if (sets.hiddenMenus.has(child) && !sets.menus.has(child)) {
        return `"${claim.segments[i]}" is a menu the console does not show (deleted or disabled in the seed)`;
      }
      if (sets.menus.has(child) && sets.menus.has(parent)) {
        if (!sets.menuSteps.has(`${parent} → ${child}`))
          return `"${child}" is not a menu under "${parent}"`;
      } else if (!sets.labels.has(child)) {
        return `not in the console: "${claim.segments[i]}"`;
      }
    }
    return undefined;
  }
  return 'not in the console';
}

/**
 * `llms.txt` and `llms-full.txt` in the llmstxt.org format: an H1 with the
 * site name, a blockquote summary, then H2 sections of
 * `- [title](url): description` lists.
 */
import { twinPath } from './twinPath';

export interface TwinPage {
  /** Permalink from the site root, locale included (`/en/docs/a`). */
  permalink: string;
  title: string;
  description: string;
  /** Section of llms.txt the page is listed in; undefined keeps it out of the list. */
  section?: string;
  markdown: string;
}

export interface LlmsTxtInput {
  siteName: string;
  summary: string;
  /** Site origin without a slash: permalinks carry the base and the locale. */
  origin: string;
  /** Section names in the order they appear. */
  sections: string[];
  pages: TwinPage[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function llmsTxt({ siteName, summary, origin, sections, pages }: LlmsTxtInput): string {
  const lines = [`# ${siteName}`, '', `> ${oneLine(summary)}`];
  for (const section of sections) {
    const listed = pages.filter((page) => page.section === section);
    if (listed.length === 0) continue;
    lines.push('', `## ${section}`, '');
    for (const page of listed) {
      const url = `${origin}${twinPath(page.permalink)}`;
      const description = oneLine(page.description);
      lines.push(`- [${oneLine(page.title)}](${url})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The index followed by every listed page's twin, each under a rule. */
export function llmsFullTxt(input: LlmsTxtInput): string {
  const listed = input.sections.flatMap((section) =>
    input.pages.filter((page) => page.section === section),
  );
  return [llmsTxt(input), ...listed.map((page) => page.markdown)].join('\n---\n\n');
}

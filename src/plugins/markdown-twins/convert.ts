/**
 * The conversions of one locale's twins, run in a worker thread
 * (`convertWorker.mjs`): the pages' sources are read and converted while the
 * bundler and the page renderer run on the main thread, instead of after them.
 */
import fs from 'node:fs/promises';
import { DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile } from '@docusaurus/utils';
import { toMarkdown, type TwinContext } from './toMarkdown';

export interface TwinJob {
  /** Absolute path of the source. */
  file: string;
  title: string;
  description?: string;
  /** The body without front matter when the caller has it (blog posts); else read from `file`. */
  body?: string;
}

/** A `TwinContext` as it crosses to the worker: maps as entry lists. */
export interface TwinJobs {
  jobs: TwinJob[];
  context: Omit<TwinContext, 'permalinkOfSource' | 'assets'> & {
    permalinkOfSource: [string, string][];
  };
}

export interface TwinResults {
  /** The twin of each job, in the jobs' order. */
  markdown: string[];
  /** Files the twins link: absolute source path → path from the locale root. */
  assets: [string, string][];
}

export async function convertTwins({ jobs, context }: TwinJobs): Promise<TwinResults> {
  const ctx: TwinContext = {
    ...context,
    permalinkOfSource: new Map(context.permalinkOfSource),
    assets: new Map(),
  };
  const markdown: string[] = [];
  for (const { file, title, description, body } of jobs) {
    const content =
      body ??
      (
        await parseMarkdownFile({
          filePath: file,
          fileContent: await fs.readFile(file, 'utf8'),
          parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
        })
      ).content;
    markdown.push(toMarkdown({ file, body: content, title, description }, ctx));
  }
  return { markdown, assets: [...ctx.assets] };
}

/**
 * Markdown twins: every doc page, category page and blog post of the locale
 * being built gets a clean Markdown copy at its URL plus `.md`
 * (`/docs/a` → `/docs/a.md`, `/en/blog/b` → `/en/blog/b.md`), and the locale
 * gets `llms.txt` and `llms-full.txt` (llmstxt.org) listing them by area and
 * edition. Written in postBuild from the content the docs and blog plugins
 * loaded, so permalinks, titles and translations are exactly the site's.
 * The pages' sources are converted in a worker thread started as soon as the
 * content is loaded (a build's bundling and rendering leave a core idle part of
 * the time); postBuild writes the results.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { readDefaultCodeTranslationMessages } from '@docusaurus/theme-translations';
import type { TwinJob, TwinJobs, TwinResults } from './convert';
import { llmsFullTxt, llmsTxt, type TwinPage } from './llmsTxt';
import { twinPath } from './twinPath';
import { ADMONITIONS, pagePath } from './toMarkdown';

export interface MarkdownTwinsOptions {
  /** The blockquote summary of llms.txt, per locale build. */
  summary: string;
}

type Area = 'docs' | 'develop' | 'cases' | 'join';
const AREAS: Area[] = ['docs', 'develop', 'cases', 'join'];

/** Section titles of llms.txt (Node side, so not in code.json). */
const LABELS = {
  'zh-Hans': {
    areas: { docs: '用户手册', develop: '开发手册', cases: '项目案例', join: '加入我们' },
    edition: (area: string, edition: string) => `${area}（${edition}）`,
    editionDocs: (edition: string) => `${edition}文档`,
    blog: '博客',
    colon: '：',
  },
  en: {
    areas: {
      docs: 'User Manual',
      develop: 'Developer Manual',
      cases: 'Case Studies',
      join: 'Join Us',
    },
    edition: (area: string, edition: string) => `${area} (${edition} Edition)`,
    editionDocs: (edition: string) => `${edition} Edition docs`,
    blog: 'Blog',
    colon: ': ',
  },
};

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Doc ids in sidebar order, and the category pages (generated indexes) with their items. */
function walkSidebars(version: LoadedVersion) {
  const order: string[] = [];
  const categories: {
    permalink: string;
    title: string;
    description: string;
    items: SidebarItem[];
  }[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') order.push(item.id);
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc') order.push(item.link.id);
      if (item.link?.type === 'generated-index') {
        categories.push({
          permalink: item.link.permalink,
          title: item.link.title ?? item.label,
          description: item.link.description ?? '',
          items: item.items,
        });
      }
      walk(item.items);
    }
  };
  Object.values(version.sidebars).forEach(walk);
  return { order, categories };
}

/** A page of llms.txt whose twin is either written already or the result of job `job`. */
type PlannedPage = Omit<TwinPage, 'markdown'> & { markdown?: string; job?: number };

interface TwinPlan {
  pages: PlannedPage[];
  sections: string[];
  jobs: TwinJobs;
}

/** Runs the conversions in a worker thread. */
function convertInWorker(jobs: TwinJobs): Promise<TwinResults> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'convertWorker.mjs'), {
      workerData: jobs,
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`markdown-twins worker stopped with exit code ${code}`));
    });
  });
}

export default function markdownTwinsPlugin(
  context: LoadContext,
  options: MarkdownTwinsOptions,
): Plugin {
  const locale = context.i18n.currentLocale === 'en' ? 'en' : 'zh-Hans';
  const labels = LABELS[locale];
  const origin = context.siteConfig.url.replace(/\/$/, '');
  const { baseUrl } = context;
  const sourcePath = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));

  /** Every page's place in llms.txt, and the conversions its twin needs. */
  async function plan(docsContent: DocsContent, blogContent?: BlogContent): Promise<TwinPlan> {
    const common = await readDefaultCodeTranslationMessages({ locale, name: 'theme-common' });
    const admonitionLabels = Object.fromEntries(
      ADMONITIONS.map((name) => [
        name,
        common[`theme.admonition.${name}`] ?? name[0].toUpperCase() + name.slice(1),
      ]),
    ) as TwinJobs['context']['admonitionLabels'];

    const docs = docsContent.loadedVersions.flatMap((v) => v.docs);
    const posts = blogContent?.blogPosts ?? [];
    const jobs: TwinJob[] = [];
    const sections: string[] = [];
    const pages: PlannedPage[] = [];
    const docByVersionAndId = new Map(docs.map((d) => [`${d.version}/${d.id}`, d]));

    for (const version of docsContent.loadedVersions) {
      const { order, categories } = walkSidebars(version);
      const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
      const sectionOf = (id: string): string => {
        if (!version.isLast) return labels.editionDocs(version.label);
        const area = AREAS.find((a) => id.startsWith(`${a}/`));
        if (area === 'docs' || area === 'develop')
          return labels.edition(labels.areas[area], version.label);
        return area ? labels.areas[area] : labels.editionDocs(version.label);
      };
      const sorted = [...version.docs].sort((a, b) => rank(a.id) - rank(b.id));
      for (const doc of sorted) {
        const section = doc.unlisted ? undefined : sectionOf(doc.id);
        if (section && !sections.includes(section)) sections.push(section);
        jobs.push({ file: sourcePath(doc.source), title: doc.title, description: doc.description });
        pages.push({
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          section,
          job: jobs.length - 1,
        });
      }
      // Category pages: their description and the list of what they hold.
      for (const category of categories) {
        const list = category.items.flatMap((item) => {
          if (item.type === 'doc' || item.type === 'ref') {
            const doc = docByVersionAndId.get(`${version.versionName}/${item.id}`);
            return doc
              ? [`- [${item.label ?? doc.title}](${origin}${pagePath(doc.permalink)})`]
              : [];
          }
          if (item.type === 'category') {
            const link =
              item.link?.type === 'generated-index'
                ? item.link.permalink
                : item.link?.type === 'doc'
                  ? docByVersionAndId.get(`${version.versionName}/${item.link.id}`)?.permalink
                  : undefined;
            return link ? [`- [${item.label}](${origin}${pagePath(link)})`] : [];
          }
          return [];
        });
        const head = [`# ${category.title}`, category.description && `> ${category.description}`];
        pages.push({
          permalink: category.permalink,
          title: category.title,
          description: category.description,
          markdown: `${[...head.filter(Boolean), list.join('\n')].join('\n\n')}\n`,
        });
      }
    }

    if (posts.length > 0) sections.push(labels.blog);
    for (const { metadata, content } of posts) {
      jobs.push({
        file: sourcePath(metadata.source),
        title: metadata.title,
        description: metadata.description,
        body: content,
      });
      pages.push({
        permalink: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        section: metadata.unlisted ? undefined : labels.blog,
        job: jobs.length - 1,
      });
    }

    return {
      pages,
      sections,
      jobs: {
        jobs,
        context: {
          localeRoot: `${origin}${baseUrl}`,
          origin,
          permalinkOfSource: [
            ...docs.map((d) => [sourcePath(d.source), d.permalink] as [string, string]),
            ...posts.map(
              (p) => [sourcePath(p.metadata.source), p.metadata.permalink] as [string, string],
            ),
          ],
          admonitionLabels,
          colon: labels.colon,
          siteDir: context.siteDir,
        },
      },
    };
  }

  /** Started once the content is loaded, in a production build only. */
  let early: Promise<{ plan: TwinPlan; results: TwinResults }> | undefined;

  return {
    name: 'markdown-twins',

    allContentLoaded({ allContent }) {
      if (process.env.NODE_ENV !== 'production') return;
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      if (!docsContent) return;
      const blogContent = allContent['docusaurus-plugin-content-blog']?.default as
        BlogContent | undefined;
      early = plan(docsContent, blogContent).then(async (planned) => ({
        plan: planned,
        results: await convertInWorker(planned.jobs),
      }));
      // Awaited in postBuild; a failure there fails the build.
      early.catch(() => undefined);
    },

    async postBuild({ outDir, siteConfig }) {
      // allContentLoaded started the conversion (a build always runs with NODE_ENV=production).
      if (!early)
        throw new Error('markdown-twins: no conversion was started (docs plugin missing?)');
      const twins = await early;
      const { plan: planned, results } = twins;
      const pages: TwinPage[] = planned.pages.map(({ job, markdown, ...page }) => ({
        ...page,
        markdown: markdown ?? results.markdown[job!],
      }));

      for (const page of pages) {
        const file = path.join(outDir, twinPath(page.permalink).slice(baseUrl.length - 1));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, page.markdown);
      }
      for (const [source, published] of results.assets) {
        const file = path.join(outDir, published);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.copyFile(source, file);
      }
      const index = {
        siteName: siteConfig.title,
        summary: options.summary,
        origin,
        sections: planned.sections,
        pages,
      };
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(index));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(index));
    },
  };
}

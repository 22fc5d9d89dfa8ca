import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { CustomFields } from '../../../config/site';
import { feedbackLink, type FeedbackAnswer } from './feedbackLink';
import styles from './styles.module.css';

/**
 * "Was this page helpful?" at the end of a doc page. Each answer is a plain
 * link to the feedback channel with the page prefilled: no backend, no
 * tracking, no cookies.
 */
export default function PageFeedback(): ReactNode {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { metadata } = useDoc();
  const { feedbackUrl } = siteConfig.customFields as unknown as CustomFields;
  // The page's canonical URL: an edition landing's permalink ends with a slash the site drops.
  const { url, baseUrl, trailingSlash } = siteConfig;
  const pagePath = applyTrailingSlash(metadata.permalink, { trailingSlash, baseUrl });
  const feedback = { pageTitle: metadata.title, pageUrl: `${url}${pagePath}` };
  const prompt = translate({
    id: 'pageFeedback.issue.prompt',
    message: '请说明你在找什么，或者哪里缺失、有误、不好理解：',
  });
  const link = (answer: FeedbackAnswer) =>
    feedbackLink(
      feedbackUrl,
      { ...feedback, locale: i18n.currentLocale, answer },
      {
        title:
          answer === 'yes'
            ? translate(
                { id: 'pageFeedback.issue.titleYes', message: '[文档反馈] 有帮助：{title}' },
                { title: metadata.title },
              )
            : translate(
                { id: 'pageFeedback.issue.titleNo', message: '[文档反馈] 没帮助：{title}' },
                { title: metadata.title },
              ),
        prompt,
      },
    );
  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-question">
      <p id="page-feedback-question" className={styles.question}>
        <Translate id="pageFeedback.question">这篇文档有帮助吗？</Translate>
      </p>
      <div className={styles.answers}>
        <Link
          className="button button--sm button--outline button--primary"
          href={link('yes')}
          target="_blank"
          data-feedback="yes">
          <Translate id="pageFeedback.yes">有帮助</Translate>
        </Link>
        <Link
          className="button button--sm button--outline button--primary"
          href={link('no')}
          target="_blank"
          data-feedback="no">
          <Translate id="pageFeedback.no">没帮助</Translate>
        </Link>
      </div>
      <p className={styles.hint}>
        <Translate id="pageFeedback.hint">
          在新标签页打开问题反馈，本页标题、地址和你的回答已预先填好，提交前可以补充说明。
        </Translate>
      </p>
    </section>
  );
}

/**
 * Builds the link of the "Was this page helpful?" buttons: the feedback
 * channel of the settings (FEEDBACK_URL) with the report prefilled in its
 * query string. Nothing is sent anywhere until the reader submits the form of
 * that channel; the site itself keeps no record.
 *
 * - GitHub, Gitea, Forgejo, Gitee (`…/issues`): `…/issues/new?title=…&body=…`
 * - GitLab (`…/-/issues`): `…/-/issues/new?issue[title]=…&issue[description]=…`
 * - any other URL (a form, a mail gateway): the fields `title`, `body`, `page`,
 *   `url`, `locale` and `helpful` are appended to its query string, for a form
 *   tool to map or to ignore.
 */
export type FeedbackAnswer = 'yes' | 'no';

export interface PageFeedback {
  /** The doc's title. */
  pageTitle: string;
  /** Absolute URL of the page. */
  pageUrl: string;
  locale: string;
  answer: FeedbackAnswer;
}

export interface FeedbackText {
  /** Issue title, in the reader's language. */
  title: string;
  /** First paragraph of the body, in the reader's language: what to tell us. */
  prompt: string;
}

/**
 * The issue body: the reader's prompt, then the page facts as a fixed
 * key: value block that maintainers can triage and search in any language.
 */
export function feedbackBody(feedback: PageFeedback, prompt: string): string {
  return [
    prompt,
    '',
    '---',
    `page: ${feedback.pageTitle}`,
    `url: ${feedback.pageUrl}`,
    `locale: ${feedback.locale}`,
    `helpful: ${feedback.answer}`,
    '',
  ].join('\n');
}

/** The feedback channel's URL with the report prefilled. */
export function feedbackLink(channel: string, feedback: PageFeedback, text: FeedbackText): string {
  const url = new URL(channel);
  const body = feedbackBody(feedback, text.prompt);
  const path = url.pathname.replace(/\/+$/, '');
  const issues = /^(.*\/issues)(?:\/new)?$/.exec(path);
  if (issues) {
    const isGitLab = issues[1].endsWith('/-/issues');
    url.pathname = `${issues[1]}/new`;
    url.search = '';
    url.hash = '';
    url.searchParams.set(isGitLab ? 'issue[title]' : 'title', text.title);
    url.searchParams.set(isGitLab ? 'issue[description]' : 'body', body);
    return url.href;
  }
  url.searchParams.set('title', text.title);
  url.searchParams.set('body', body);
  url.searchParams.set('page', feedback.pageTitle);
  url.searchParams.set('url', feedback.pageUrl);
  url.searchParams.set('locale', feedback.locale);
  url.searchParams.set('helpful', feedback.answer);
  return url.href;
}

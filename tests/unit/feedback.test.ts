import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { settingsFrom } from '../../config/settings';
import {
  feedbackBody,
  feedbackLink,
  type PageFeedback,
} from '../../src/components/PageFeedback/feedbackLink';

const feedback: PageFeedback = {
  pageTitle: '设备接入 & MQTT #1',
  pageUrl: 'https://docs.test/en/docs/access/mqtt',
  locale: 'en',
  answer: 'no',
};
const text = { title: '[Docs feedback] Not helpful: 设备接入 & MQTT #1', prompt: 'Tell us more:' };

describe('feedback link', () => {
  it('opens a new GitHub issue on the default channel with title and body prefilled', () => {
    const channel = settingsFrom({}).feedbackUrl;
    const url = new URL(feedbackLink(channel, feedback, text));
    assert.equal(url.origin, 'https://github.com');
    assert.equal(url.pathname, '/sagoo-cloud/sagooiot/issues/new');
    assert.deepEqual([...url.searchParams.keys()], ['title', 'body']);
    assert.equal(url.searchParams.get('title'), text.title);
    assert.equal(url.hash, '', 'the # in the title is encoded, not a fragment');
  });

  it('puts the page title, URL, locale and answer in the body', () => {
    const body = new URL(
      feedbackLink('https://github.com/o/r/issues', feedback, text),
    ).searchParams.get('body');
    assert.equal(body, feedbackBody(feedback, text.prompt));
    assert.equal(
      body,
      [
        'Tell us more:',
        '',
        '---',
        'page: 设备接入 & MQTT #1',
        'url: https://docs.test/en/docs/access/mqtt',
        'locale: en',
        'helpful: no',
        '',
      ].join('\n'),
    );
  });

  it('accepts an issues URL with a trailing slash, /new or a query', () => {
    for (const channel of [
      'https://gitea.test/o/r/issues/',
      'https://gitea.test/o/r/issues/new',
      'https://gitea.test/o/r/issues?q=is%3Aopen',
    ]) {
      const url = new URL(feedbackLink(channel, feedback, text));
      assert.equal(url.pathname, '/o/r/issues/new', channel);
      assert.deepEqual([...url.searchParams.keys()], ['title', 'body'], channel);
    }
  });

  it('uses the GitLab field names on a GitLab issues URL', () => {
    const url = new URL(feedbackLink('https://gitlab.test/group/project/-/issues', feedback, text));
    assert.equal(url.pathname, '/group/project/-/issues/new');
    assert.equal(url.searchParams.get('issue[title]'), text.title);
    assert.match(url.searchParams.get('issue[description]') ?? '', /helpful: no/);
  });

  it('appends every field to any other channel and keeps its own query', () => {
    const url = new URL(
      feedbackLink('https://forms.test/f/docs?lang=auto', { ...feedback, answer: 'yes' }, text),
    );
    assert.equal(url.pathname, '/f/docs');
    assert.equal(url.searchParams.get('lang'), 'auto');
    assert.equal(url.searchParams.get('page'), feedback.pageTitle);
    assert.equal(url.searchParams.get('url'), feedback.pageUrl);
    assert.equal(url.searchParams.get('locale'), 'en');
    assert.equal(url.searchParams.get('helpful'), 'yes');
    assert.equal(url.searchParams.get('title'), text.title);
  });
});

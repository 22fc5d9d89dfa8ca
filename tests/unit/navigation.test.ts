import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { buildFooter } from '../../config/footer';
import { buildNavbar } from '../../config/navbar';
import { settingsFrom } from '../../config/settings';

type Item = Record<string, unknown> & { items?: Item[] };

describe('navbar (spec §2)', () => {
  const navbar = buildNavbar({ feedbackUrl: 'https://feedback.test/' });
  const items = navbar.items as Item[];

  it('puts the version dropdown first, on the left', () => {
    assert.deepEqual(items[0], { type: 'docsVersionDropdown', position: 'left' });
  });

  it('has the user manual dropdown with its 8 entries in order', () => {
    const manual = items.find((i) => i.label === '用户手册');
    assert.equal(manual?.to, '/docs/base/introduce');
    assert.deepEqual(
      manual?.items?.map((i) => i.docId),
      [
        'docs/base/introduce',
        'docs/install/deploy',
        'docs/iot/device/instance',
        'docs/iot/ruleEngine/instance',
        'docs/screen/pageGuide',
        'docs/media/start',
        'docs/iot/configure/start',
        'docs/access/index',
      ],
    );
  });

  it('has the developer manual dropdown with its 5 entries', () => {
    const dev = items.find((i) => i.label === '开发手册');
    assert.equal(dev?.to, '/develop/base');
    assert.equal(dev?.items?.length, 5);
  });

  it('links cases, blog, join us, feedback and the locale dropdown, in that order', () => {
    const rest = items.slice(3).map((i) => i.label ?? i.type);
    assert.deepEqual(rest, ['项目案例', '博客', '加入我们', '问题反馈', 'localeDropdown']);
    assert.equal(items.find((i) => i.label === '问题反馈')?.href, 'https://feedback.test/');
  });

  it('marks dropdown items as under their dropdown, so the mobile menu expands it there', () => {
    for (const dropdown of items.filter((i) => i.type === 'dropdown')) {
      for (const item of dropdown.items ?? []) {
        assert.equal(item.activeBaseRegex, dropdown.activeBaseRegex, String(item.label));
      }
    }
  });

  it('hides on scroll', () => assert.equal(navbar.hideOnScroll, true));
});

describe('footer', () => {
  const linksOf = (footer: ReturnType<typeof buildFooter>) =>
    JSON.stringify(footer.links.flatMap((column) => column.items));

  it('shows no contact channel that is not configured', () => {
    const footer = buildFooter(settingsFrom({}), 'zh-Hans');
    assert.doesNotMatch(linksOf(footer), /tel:|交流群|公众号/);
    assert.equal('logo' in footer, false);
  });

  it('shows configured contact channels, localized and escaped', () => {
    const s = settingsFrom({
      CONTACT_PHONE: '+86 000-0000',
      CONTACT_CHAT_GROUP: 'QQ <group>',
      CONTACT_SOCIAL_ACCOUNT: 'demo',
      FOOTER_LOGO_SRC: 'img/logo.svg',
    });
    const zh = linksOf(buildFooter(s, 'zh-Hans'));
    assert.match(zh, /tel:\+860000000/);
    assert.match(zh, /交流群: QQ &#60;group&#62;/);
    const en = buildFooter(s, 'en');
    assert.match(linksOf(en), /Chat group: QQ/);
    assert.match(linksOf(en), /Social account: demo/);
    assert.equal(en.logo?.src, 'img/logo.svg');
  });

  it('links docs, developer manual, cases and blog', () => {
    const links = linksOf(buildFooter(settingsFrom({}), 'zh-Hans'));
    for (const to of ['/docs/base/introduce', '/develop/base', '/cases/introduction', '/blog']) {
      assert.ok(links.includes(`"to":"${to}"`), to);
    }
  });
});

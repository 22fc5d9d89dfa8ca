/** The security headers' policy: its sources follow the settings, and nothing else widens it. */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { settingsFrom } from '../../config/settings';
import { policySources } from '../headersFile';
import {
  inlineScripts,
  isClientRedirect,
  policyDirectives,
  securityHeaders,
  serializePolicy,
  sha256Source,
  withPolicyMeta,
  withSharedRedirectScript,
} from '../../scripts/lib/security-headers';

const hashes = { scriptHashes: [sha256Source('a()')] };
const directive = policySources;

describe('Content-Security-Policy', () => {
  it('hashes inline scripts as browsers do (SHA-256 of the UTF-8 text, base64)', () => {
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    assert.equal(sha256Source('a()'), "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });

  it('by default: own origin, the hashes, no third party, no framing, no eval', () => {
    const policy = serializePolicy(policyDirectives(hashes, settingsFrom({})), 'header');
    assert.deepEqual(directive(policy, 'script-src'), ["'self'", ...hashes.scriptHashes]);
    assert.deepEqual(directive(policy, 'connect-src'), ["'self'"]);
    assert.deepEqual(directive(policy, 'img-src'), ["'self'", 'data:']);
    assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
    assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
    assert.deepEqual(directive(policy, 'base-uri'), ["'self'"]);
    assert.deepEqual(directive(policy, 'form-action'), ["'self'"]);
    assert.doesNotMatch(policy, /unsafe-eval|https?:|\*/);
  });

  it('adds the statistics origin only when STATS_SCRIPT_URL is set', () => {
    const settings = settingsFrom({ STATS_SCRIPT_URL: 'https://stats.example.org:8443/s.js?id=1' });
    const policy = serializePolicy(policyDirectives(hashes, settings), 'header');
    for (const name of ['script-src', 'img-src', 'connect-src']) {
      assert.ok(directive(policy, name)!.includes('https://stats.example.org:8443'), name);
    }
    assert.equal(policy.match(/stats\.example\.org/g)!.length, 3);
  });

  it('adds the Algolia hosts only in Algolia mode, Insights only when asked for', () => {
    const env = { ALGOLIA_APP_ID: 'AB12', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i' };
    const connect = (extra = {}) =>
      directive(
        serializePolicy(policyDirectives(hashes, settingsFrom({ ...env, ...extra })), 'header'),
        'connect-src',
      );
    assert.deepEqual(connect(), [
      "'self'",
      'https://ab12-dsn.algolia.net',
      'https://ab12.algolia.net',
      'https://ab12-1.algolianet.com',
      'https://ab12-2.algolianet.com',
      'https://ab12-3.algolianet.com',
    ]);
    assert.ok(connect({ ALGOLIA_INSIGHTS: 'true' })!.includes('https://insights.algolia.io'));
    const scripts = directive(
      serializePolicy(policyDirectives(hashes, settingsFrom(env)), 'header'),
      'script-src',
    );
    assert.deepEqual(scripts, ["'self'", ...hashes.scriptHashes]);
  });

  it('lets FRAME_ANCESTORS name who may frame the site, and drops X-Frame-Options then', () => {
    const settings = settingsFrom({ FRAME_ANCESTORS: "'self' https://portal.example.org" });
    const headers = securityHeaders(hashes, settings);
    assert.deepEqual(directive(headers['Content-Security-Policy']!, 'frame-ancestors'), [
      "'self'",
      'https://portal.example.org',
    ]);
    assert.equal(headers['X-Frame-Options'], undefined);
    assert.equal(securityHeaders(hashes, settingsFrom({}))['X-Frame-Options'], 'DENY');
    assert.throws(() => settingsFrom({ FRAME_ANCESTORS: 'portal.example.org' }), /FRAME_ANCESTORS/);
    assert.throws(() => settingsFrom({ FRAME_ANCESTORS: 'https://a.org/path' }), /FRAME_ANCESTORS/);
  });

  it('leaves out of the meta policy what a meta element cannot carry', () => {
    const directives = policyDirectives(hashes, settingsFrom({}));
    assert.match(serializePolicy(directives, 'header'), /frame-ancestors/);
    assert.doesNotMatch(serializePolicy(directives, 'meta'), /frame-ancestors/);
  });
});

describe('built pages', () => {
  it('finds the inline scripts a browser runs, not data blocks or external scripts', () => {
    const html =
      '<script>one()</script><script type="application/ld+json">{"a":1}</script>' +
      '<script src="/x.js"></script><script type=module>two()</script>';
    assert.deepEqual(inlineScripts(html), ['one()', 'two()']);
  });

  it('places the policy right after the charset, replacing an earlier one', () => {
    const html = '<html><head><meta charset=UTF-8><script>a()</script></head></html>';
    const once = withPolicyMeta(html, "script-src 'self'");
    assert.match(
      once,
      /^<html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><script>/,
    );
    const twice = withPolicyMeta(once, "script-src 'none'");
    assert.equal(twice.match(/http-equiv="Content-Security-Policy"/g)!.length, 1);
    assert.match(twice, /script-src 'none'/);
    assert.throws(() => withPolicyMeta('<html><head></head></html>', 'x'), /charset/);
  });

  it('turns a client-redirect page into one that loads the shared script', () => {
    const page = `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/a">
<link rel="canonical" href="/a" /></head><script>
    window.location.href = '/a' + window.location.search + window.location.hash;
</script></html>`;
    assert.ok(isClientRedirect(page));
    const shared = withSharedRedirectScript(page, '/redirect.js');
    assert.deepEqual(inlineScripts(shared), []);
    assert.match(shared, /<script src="\/redirect\.js"><\/script>/);
    assert.ok(!isClientRedirect(shared));
  });
});

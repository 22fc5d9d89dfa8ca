/**
 * Security headers of the build (issue 24): the policy of each locale allows
 * exactly the inline scripts its pages carry; every page carries it as a meta
 * element before its first script; the files hosts read agree with it; and
 * Debian's nginx, serving the build with deploy/nginx.conf, accepts the
 * configuration and sends each locale's headers, on not-found pages too.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from '../testing';
import {
  inlineScripts,
  isClientRedirect,
  REDIRECT_SCRIPT,
  sha256Source,
} from '../../scripts/lib/security-headers';
import { freePort } from '../e2e/harness';
import { parseHeadersFile, parseNginxInclude, policySources as sources } from '../headersFile';
import { PAGE_TEMPLATES } from '../pageTemplates';
import { assertBuilt, buildDir, localePages, locales, root } from './buildOutput';

before(assertBuilt);

/** The headers of a locale's nginx include (`add_header Name "value" always;`). */
function includeHeaders(locale: string): Record<string, string> {
  return parseNginxInclude(
    fs.readFileSync(path.join(buildDir, 'security-headers', `${locale}.conf`), 'utf8'),
  );
}

describe('the policy of each locale', () => {
  for (const locale of locales) {
    describe(locale.name, () => {
      const headers = includeHeaders(locale.name);
      const policy = headers['Content-Security-Policy']!;
      const pages = localePages(locale.prefix);

      it('is strict: own origin, no inline or eval, no plugins, no framing', () => {
        assert.deepEqual(sources(policy, 'default-src'), ["'self'"]);
        const scripts = sources(policy, 'script-src');
        assert.equal(scripts[0], "'self'");
        assert.ok(scripts.length > 1);
        assert.ok(scripts.slice(1).every((s) => /^'sha256-[\w+/]+=*'$/.test(s)), scripts.join(' '));
        assert.deepEqual(sources(policy, 'object-src'), ["'none'"]);
        assert.deepEqual(sources(policy, 'frame-ancestors'), ["'none'"]);
        assert.equal(headers['X-Frame-Options'], 'DENY');
        assert.equal(headers['X-Content-Type-Options'], 'nosniff');
        assert.match(headers['Permissions-Policy']!, /camera=\(\), .*microphone=\(\)/);
        assert.equal(headers['Cross-Origin-Opener-Policy'], 'same-origin');
      });

      it('allows exactly the inline scripts its pages carry', () => {
        const carried = new Set(
          pages.flatMap((file) => inlineScripts(fs.readFileSync(file, 'utf8')).map(sha256Source)),
        );
        assert.deepEqual(sources(policy, 'script-src').slice(1), [...carried].sort());
      });

      it('is in every page as a meta element before any script, without frame-ancestors', () => {
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/; frame-ancestors [^;]*/, '')}">`;
        const wrong = pages.filter((file) => {
          const html = fs.readFileSync(file, 'utf8');
          const at = html.indexOf(meta);
          return at < 0 || html.indexOf('<script') < at;
        });
        assert.deepEqual(wrong, []);
        assert.equal(pages.length > 300, true, `${pages.length} pages`);
      });

      it('redirect pages load the shared redirect script instead of an inline one', () => {
        const redirects = pages.filter((file) =>
          /<meta http-equiv="refresh"/.test(fs.readFileSync(file, 'utf8')),
        );
        assert.ok(redirects.length > 50, `${redirects.length} redirect pages`);
        for (const file of redirects) {
          const html = fs.readFileSync(file, 'utf8');
          assert.ok(!isClientRedirect(html), file);
          assert.ok(html.includes(`src="${locale.prefix}/${REDIRECT_SCRIPT}"`), file);
        }
        assert.ok(fs.existsSync(path.join(buildDir, locale.prefix, REDIRECT_SCRIPT)));
      });
    });
  }

  it('_headers gives every path the headers, with the hashes of both locales', () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'));
    assert.deepEqual(
      rules.map((rule) => rule.pattern),
      ['/*'],
    );
    const [zh, en] = locales.map((l) => includeHeaders(l.name)['Content-Security-Policy']!);
    const both = new Set([...sources(zh!, 'script-src'), ...sources(en!, 'script-src')]);
    const policy = rules[0]!.headers['Content-Security-Policy']!;
    assert.deepEqual(sources(policy, 'script-src'), [
      "'self'",
      ...[...both].filter((s) => s !== "'self'").sort(),
    ]);
    assert.equal(
      policy.replace(/script-src [^;]*/, ''),
      zh!.replace(/script-src [^;]*/, ''),
      'the other directives are the same',
    );
  });
});

/** Debian's nginx (.ci/run installs the package when missing); sbin may be off a user's PATH. */
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file)) ?? 'nginx';

describe('nginx with deploy/nginx.conf', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  const config = path.join(work, 'nginx.conf');
  // -e: the startup error log too, which is otherwise /var/log/nginx (not writable by a user).
  const nginxArgs = ['-p', work, '-c', config, '-e', path.join(work, 'error.log')];
  let nginx: ChildProcess | undefined;
  let origin = '';

  before(async () => {
    const port = await freePort();
    const server = fs
      .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
      .replaceAll('/var/www/sagooiot-docs', buildDir)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/listen \[::\]:80;/, '');
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${path.join(work, kind)};`)
      .join('\n');
    fs.writeFileSync(
      config,
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${path.join(work, 'nginx.pid')};
error_log ${path.join(work, 'error.log')};
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  ${server}
}
`,
    );
    origin = `http://127.0.0.1:${port}`;
  });

  after(() => {
    nginx?.kill();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('nginx -t accepts the server block with the generated includes', () => {
    const output = execFileSync(nginxBinary, ['-t', ...nginxArgs], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    assert.equal(output, '');
  });

  it("sends each locale's headers with its pages, not-found pages and assets", async () => {
    nginx = spawn(nginxBinary, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'ignore' });
    const get = async (url: string) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await fetch(`${origin}${encodeURI(url)}`);
        } catch (error) {
          if (attempt > 50) throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    for (const locale of locales) {
      const expected = includeHeaders(locale.name);
      const pages = [
        [`${locale.prefix}${PAGE_TEMPLATES.home}`, 200],
        [`${locale.prefix}${PAGE_TEMPLATES.doc}`, 200],
        [`${locale.prefix}${PAGE_TEMPLATES.notFound}`, 404],
      ] as [string, number][];
      // The home without its trailing slash (/en) goes to the home, with the locale's headers.
      if (locale.prefix) {
        const redirect = await fetch(`${origin}${locale.prefix}`, { redirect: 'manual' });
        assert.equal(redirect.status, 301, locale.prefix);
        assert.equal(new URL(redirect.headers.get('Location')!, origin).pathname, `${locale.prefix}/`);
        for (const [name, value] of Object.entries(expected)) {
          assert.equal(redirect.headers.get(name), value, `${name} of ${locale.prefix}`);
        }
      }
      for (const [url, status] of pages) {
        const response = await get(url);
        assert.equal(response.status, status, url);
        for (const [name, value] of Object.entries(expected)) {
          assert.equal(response.headers.get(name), value, `${name} of ${url}`);
        }
        assert.match(await response.text(), new RegExp(`<html lang=${locale.htmlLang}`), url);
      }
    }
    const script = fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => f.endsWith('.js'));
    const asset = await get(`/assets/js/${script}`);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('X-Content-Type-Options'), 'nosniff');
    assert.match(asset.headers.get('Cache-Control')!, /immutable/);
  });
});

/**
 * The console capture tool (scripts/console-screens) without the console build or the
 * server's mirror: the seed parser on a small SQL text of our own, the menu tree, the fixture
 * server (shapes, pagination, unknown endpoints, event streams), the routing of outside
 * requests, the screen manifest's validation, and when a recapture keeps a picture.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import sharp from 'sharp';
import { consoleScreens } from '../../src/data/consoleScreens';
import type { ConsoleScreen } from '../../src/data/consoleScreens/types';
import { createFixtureRouter } from '../../scripts/console-screens/fixtures';
import { paginate } from '../../scripts/console-screens/fixtures/helpers';
import { buildMenuTree, builtInIcon } from '../../scripts/console-screens/fixtures/seedData';
import type { FixtureArea, FixtureContext } from '../../scripts/console-screens/fixtures/types';
import { createWorld } from '../../scripts/console-screens/fixtures/world';
import { CJK, validateManifest } from '../../scripts/console-screens/manifest';
import { encodeWebp } from '../../scripts/console-screens/capture';
import { markerCenter } from '../../scripts/console-screens/markers';
import {
  isLossyWebp,
  keepsCommitted,
  looksSame,
  MAX_CHANNEL_DIFFERENCE,
  pictureDifference,
} from '../../scripts/console-screens/samePicture';
import { routeRequest } from '../../scripts/console-screens/routing';
import { parseSeedSql, splitStatements } from '../../scripts/console-screens/seed';
import { startFixtureServer, type FixtureServer } from '../../scripts/console-screens/server';
import { after, before, describe, test } from '../testing';

/** A seed in the dump's style, written for these tests. */
const SEED_SQL = `
/* a dump header; with a ; inside */
SET NAMES utf8mb4;
-- ----------------------------
DROP TABLE IF EXISTS \`sys_menu\`;
CREATE TABLE \`sys_menu\` (
  \`id\` int unsigned NOT NULL AUTO_INCREMENT,
  \`parent_id\` int NOT NULL DEFAULT '0' COMMENT 'parent; id',
  \`name\` varchar(100) NOT NULL DEFAULT '',
  \`title\` varchar(50) NOT NULL DEFAULT '',
  \`icon\` varchar(300) NOT NULL DEFAULT '',
  \`menu_type\` tinyint unsigned NOT NULL DEFAULT '0',
  \`weigh\` int NOT NULL DEFAULT '0',
  \`path\` varchar(100) NOT NULL DEFAULT '',
  \`component\` varchar(100) NOT NULL DEFAULT '',
  \`status\` int NOT NULL,
  \`is_deleted\` int NOT NULL,
  \`deleted_at\` datetime DEFAULT NULL,
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB;
INSERT INTO \`sys_menu\` VALUES (1, -1, 'iot', 'IoT', 'ele-Cpu', 0, 90, '/iot', 'layout/routerView/parent', 1, 0, NULL);
INSERT INTO \`sys_menu\` (\`id\`, \`parent_id\`, \`name\`, \`title\`, \`icon\`, \`menu_type\`, \`weigh\`, \`path\`, \`component\`, \`status\`, \`is_deleted\`, \`deleted_at\`) VALUES
  (2, 1, 'products', 'Products', 'iconfont icon-diannao', 1, 10, '/iot/product', 'iot/product/index', 1, 0, NULL),
  (3, 1, 'devices', 'Devices', 'iconfont icon-unknown', 1, 80, '/iot/device', 'iot/device/index', 1, 0, NULL),
  (4, 1, 'old', 'Old', '', 1, 99, '/iot/old', 'iot/old', 1, 0, '2024-01-01 00:00:00'),
  (5, 1, 'off', 'Off', '', 1, 98, '/iot/off', 'iot/off', 0, 0, NULL),
  (6, -1, 'system', 'System', 'ele-Setting', 0, 95, '/system', 'layout/routerView/parent', 1, 0, NULL);
INSERT INTO \`sys_menu_button\` (\`id\`, \`parent_id\`, \`menu_id\`, \`name\`, \`types\`, \`status\`, \`is_deleted\`, \`deleted_at\`) VALUES (1, -1, 2, 'Add', 'add', 1, 0, NULL), (2, -1, 2, 'Gone', 'del', 1, 1, NULL);
INSERT INTO \`sys_config\` (\`config_id\`, \`config_name\`, \`config_key\`, \`config_value\`, \`remark\`, \`deleted_at\`) VALUES
  (7, 'name', 'sys.system.name', 'It''s \\'Sagoo\\'', 'line\\nbreak; tab\\t', NULL),
  (8, 'rsa', 'sys.is.rsa.enabled', '1', '', NULL),
  (9, 'home', 'homePageRoute', '/iotmanager/dashboard', '', NULL);
INSERT INTO \`sys_dict_data\` (\`dict_code\`, \`dict_sort\`, \`dict_label\`, \`dict_value\`, \`dict_type\`, \`status\`, \`deleted_at\`) VALUES
  (1, 2, 'B', 'b', 'letters', 1, NULL), (2, 1, 'A', 'a', 'letters', 1, NULL), (3, 3, 'C', 'c', 'letters', 0, NULL),
  (4, 1, 'Gone', 'g', 'letters', 1, '2023-01-01 00:00:00'), (5, 1, 'Other', 'o', 'other', 1, NULL);
INSERT INTO \`alarm_level\` (\`level\`, \`name\`) VALUES (1, '超紧急'), (2, '紧急'), (-3, 'negative'), (4, 1.5e2);
`;

describe('seed parser', () => {
  const seed = parseSeedSql(SEED_SQL);

  test('splits statements outside strings and comments', () => {
    const statements = splitStatements("INSERT INTO t VALUES ('a;b'); -- c;\n/* d; */ SELECT 1;");
    assert.deepEqual(statements, ["INSERT INTO t VALUES ('a;b')", 'SELECT 1']);
  });

  test('reads rows with and without a column list, several per INSERT', () => {
    assert.equal(seed.get('sys_menu')?.length, 6);
    assert.deepEqual(seed.get('sys_menu')?.[0], {
      id: 1,
      parent_id: -1,
      name: 'iot',
      title: 'IoT',
      icon: 'ele-Cpu',
      menu_type: 0,
      weigh: 90,
      path: '/iot',
      component: 'layout/routerView/parent',
      status: 1,
      is_deleted: 0,
      deleted_at: null,
    });
    assert.equal(seed.get('sys_dict_data')?.length, 5);
  });

  test('quoted strings keep escapes, doubled quotes and semicolons; numbers and NULL', () => {
    const config = seed.get('sys_config')!;
    assert.equal(config[0]!.config_value, "It's 'Sagoo'");
    assert.equal(config[0]!.remark, 'line\nbreak; tab\t');
    assert.equal(config[0]!.deleted_at, null);
    assert.deepEqual(
      seed.get('alarm_level')!.map((row) => row.level),
      [1, 2, -3, 4],
    );
    assert.equal(seed.get('alarm_level')![3]!.name, 150);
  });
});

describe('menu tree', () => {
  const seed = parseSeedSql(SEED_SQL);
  const tree = buildMenuTree(seed.get('sys_menu')!, seed.get('sys_menu_button')!);

  test('roots and children by weigh, descending; deleted and disabled menus left out', () => {
    assert.deepEqual(
      tree.map((node) => node.id),
      [6, 1],
    );
    assert.deepEqual(
      tree[1]!.children!.map((node) => node.title),
      ['Devices', 'Products'],
    );
    assert.equal(tree[0]!.children, null);
  });

  test('camelCase fields, font icons mapped to built-in icons, buttons attached', () => {
    const products = tree[1]!.children!.find((node) => node.title === 'Products')!;
    assert.equal(products.parentId, 1);
    assert.equal(products.component, 'iot/product/index');
    assert.equal(products.icon, 'ele-Cpu');
    assert.equal(tree[1]!.children![0]!.icon, 'ele-Menu');
    assert.deepEqual(
      (products.button as { types: string }[]).map((b) => b.types),
      ['add'],
    );
    assert.equal(builtInIcon('ele-Setting'), 'ele-Setting');
  });
});

describe('fixture server', () => {
  let server: FixtureServer;
  const context: FixtureContext = { seed: parseSeedSql(SEED_SQL), world: createWorld() };
  const api = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${server.origin}/base-api/api/v1${path}`, init);
    assert.equal(response.status, 200);
    // The shapes vary per endpoint; each test reads the fields it checks.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await response.json()) as { code: number; message: string; data: any };
  };

  before(async () => {
    server = await startFixtureServer({ context });
  });
  after(async () => {
    await server.close();
  });

  test('listens on 127.0.0.1 and a free port', () => {
    assert.match(server.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.ok(server.port > 0);
  });

  test('answers in the console envelope; sysinfo from the seed, with local pictures only', async () => {
    const { code, message, data } = await api('/sysinfo');
    assert.equal(code, 0);
    assert.equal(message, 'success');
    assert.equal(data.systemName, "It's 'Sagoo'");
    assert.equal(data.systemHomePageRoute, '/iotmanager/dashboard');
    assert.equal(Buffer.from(data.target, 'base64').toString().split('|')[2], '1');
    for (const key of ['systemLogo', 'systemLogoMini', 'systemLoginPIC']) {
      assert.match(data[key], /^\/imgs\//);
    }
  });

  test('login flow: a captcha picture and a token', async () => {
    const captcha = await api('/captcha');
    assert.match(captcha.data.img, /^data:image\/svg\+xml;base64,/);
    const login = await api('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: 'x', captcha: '7k3m', VerifyKey: 'k' }),
    });
    assert.equal(typeof login.data.token, 'string');
    assert.equal(login.data.isChangePwd, 0);
  });

  test('current user: Info and the seed menu tree under Data', async () => {
    const { data } = await api('/system/user/currentUser');
    assert.equal(data.Info.userName, 'admin');
    assert.doesNotMatch(String(data.Info.mobile), /^1\d{10}$/);
    assert.match(String(data.Info.userEmail), /@example\.com$/);
    assert.deepEqual(
      data.Data.map((node: { id: number }) => node.id),
      [6, 1],
    );
  });

  test('product list: pageNum and pageSize, Total and currentPage as the server names them', async () => {
    const all = context.world.products.length;
    const { data } = await api('/product/page_list?pageNum=2&pageSize=3');
    assert.equal(data.Total, all);
    assert.equal(data.currentPage, 2);
    assert.equal(data.product.length, Math.min(3, all - 3));
    const first = await api('/product/page_list?pageNum=1&pageSize=3');
    const keys = [...first.data.product, ...data.product].map((p: { key: string }) => p.key);
    assert.equal(new Set(keys).size, keys.length);
    for (const product of data.product) {
      assert.equal(typeof product.categoryName, 'string');
      assert.equal(product.tsl, undefined);
    }
  });

  test('details keep the world consistent: a device names its product and thing model', async () => {
    const device = context.world.devices[0]!;
    const { data } = await api(`/product/device/detail?deviceKey=${device.key}`);
    assert.equal(data.data.key, device.key);
    assert.equal(data.data.product.key, device.productKey);
    const product = await api(`/product/detail?productKey=${device.productKey}`);
    assert.equal(product.data.data.name, data.data.productName);
    assert.ok(product.data.data.tsl.properties.length > 0);
    const status = await api(`/product/device/run_status?deviceKey=${device.key}`);
    assert.equal(status.data.properties.length, product.data.data.tsl.properties.length);
    assert.ok(Array.isArray(status.data.properties[0].list));
  });

  test('dashboard counts agree with the world', async () => {
    const products = await api('/analysis/productCount');
    assert.equal(products.data.total, context.world.products.length);
    assert.equal(products.data.enable + products.data.disable, products.data.total);
    const devices = await api('/analysis/deviceOnlineOfflineCount');
    const { total, online, offline, disable } = devices.data.Data;
    assert.equal(total, context.world.devices.length);
    assert.equal(online + offline + disable, total);
  });

  test('dictionaries from the seed: by type, status and sort order, paginated', async () => {
    const { data } = await api(
      '/common/dict/data/list?dictType=letters&status=1&pageNum=1&pageSize=50',
    );
    assert.deepEqual(
      data.list.map((row: { dictLabel: string }) => row.dictLabel),
      ['A', 'B'],
    );
    assert.equal(data.Total, 2);
  });

  test('an endpoint without a fixture gets a marked empty answer, and is recorded', async () => {
    server.takeRequests();
    const { code, message, data } = await api('/no/such/endpoint?x=1');
    assert.equal(code, 0);
    assert.equal(message, 'no fixture');
    assert.deepEqual(data, {});
    const served = server.takeRequests();
    assert.deepEqual(served, [{ method: 'GET', path: '/no/such/endpoint', kind: 'empty' }]);
  });

  test('event streams stay open with a quiet comment', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.origin}/base-api/subscribe/sysMessage?userId=1`, {
      signal: controller.signal,
    });
    assert.equal(response.headers.get('content-type'), 'text/event-stream');
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    assert.match(Buffer.from(value!).toString(), /^: /);
    controller.abort();
  });

  test('once the page clock runs, a stream keeps its times on that clock, not its connection', async () => {
    const timed = await startFixtureServer({ context, streamStartMs: 1000 });
    const controller = new AbortController();
    try {
      const started = Date.now();
      timed.clockStarted();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await fetch(`${timed.origin}/base-api/subscribe/sysenv`, {
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      let text = '';
      while (!text.includes('event: host')) {
        text += Buffer.from((await reader.read()).value!).toString();
      }
      // 1,000 ms start + 300 ms to the first round on the clock; 200 + 300 from the connection.
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 1290 && elapsed < 2500, `first round after ${elapsed} ms`);
    } finally {
      controller.abort();
      await timed.close();
    }
  });

  test('uploaded pictures are ours; unknown files and static files without a build are 404', async () => {
    const avatar = await fetch(`${server.origin}/base-api/upload_file/avatar.svg`);
    assert.equal(avatar.status, 200);
    assert.equal(avatar.headers.get('content-type'), 'image/svg+xml');
    assert.equal((await fetch(`${server.origin}/base-api/upload_file/nope.png`)).status, 404);
    assert.equal((await fetch(`${server.origin}/index.html`)).status, 404);
  });
});

describe('fixture router', () => {
  const area = (name: string, routes: FixtureArea['routes']): FixtureArea => ({
    area: name,
    routes,
  });

  test('two areas answering one path is an error', () => {
    assert.throws(
      () => createFixtureRouter([area('a', { '/x': () => 1 }), area('b', { 'GET /x': () => 2 })]),
      /already answered by area a/,
    );
  });

  test('routes by method and path, exact paths before subtrees', () => {
    const router = createFixtureRouter([
      area('a', { 'POST /x': () => 'post', 'GET /x': () => 'get', '/x/*': () => 'tree' }),
      area('b', { '/y': () => 'any' }),
    ]);
    const call = (method: string, path: string) =>
      router.match(method, path)?.handler(
        { method, path, query: {}, body: undefined },
        {
          seed: new Map(),
          world: createWorld(),
        },
      );
    assert.equal(call('POST', '/x'), 'post');
    assert.equal(call('GET', '/x'), 'get');
    assert.equal(call('PUT', '/y'), 'any');
    assert.equal(call('GET', '/x/a/b'), 'tree');
    assert.equal(call('PUT', '/x'), 'tree');
    assert.equal(router.match('GET', '/xy'), undefined);
  });

  test('every route of the real areas parses and none clash', () => {
    assert.ok(createFixtureRouter().routes().length > 20);
  });

  test('paginate: 1-based pages of 10 by default', () => {
    const list = Array.from({ length: 23 }, (_, i) => i);
    const request = { method: 'GET', path: '/', query: { pageNum: '3' }, body: undefined };
    assert.deepEqual(paginate(list, request), { items: [20, 21, 22], currentPage: 3, Total: 23 });
  });
});

describe('outside requests', () => {
  const local = 'http://127.0.0.1:4567';

  test('the local server, data and blob URLs go through', () => {
    assert.deepEqual(routeRequest(`${local}/assets/index.js`, local, 'script'), {
      action: 'continue',
    });
    assert.equal(routeRequest('data:image/png;base64,AA==', local, 'image').action, 'continue');
  });

  test('the icon-font CDN and font-awesome get an empty stylesheet', () => {
    for (const url of [
      'http://at.alicdn.com/t/font_2298093_y6u00apwst.css',
      'https://netdna.bootstrapcdn.com/font-awesome/4.7.0/css/font-awesome.min.css',
    ]) {
      const decision = routeRequest(url, local, 'stylesheet');
      assert.equal(decision.action, 'fulfill');
      assert.equal(decision.action === 'fulfill' && decision.kind, 'stylesheet');
    }
  });

  test('outside pictures become a blank picture, scripts an empty script, frames a blank page', () => {
    const logo = routeRequest('https://example.org/upload_file/logo.svg', local, 'image');
    assert.equal(logo.action === 'fulfill' && logo.contentType, 'image/png');
    const map = routeRequest('https://api.map.example.com/getscript?v=3', local, 'script');
    assert.equal(map.action === 'fulfill' && map.kind, 'script');
    const swagger = routeRequest('http://127.0.0.1:8200/swagger', local, 'document');
    assert.equal(swagger.action === 'fulfill' && swagger.kind, 'document');
  });

  test('anything else is aborted; another port of localhost is outside too', () => {
    assert.equal(routeRequest('http://127.0.0.1:8200/api/v1/x', local, 'xhr').action, 'abort');
    assert.equal(routeRequest('wss://example.org/socket', local, 'websocket').action, 'abort');
  });
});

describe('screen manifest', () => {
  test('the manifest is valid', () => {
    assert.deepEqual(validateManifest(consoleScreens), []);
  });

  test('English alt texts and legends have no Chinese', () => {
    for (const screen of consoleScreens) {
      assert.doesNotMatch(screen.alt.en, CJK, screen.id);
      for (const marker of screen.markers ?? []) assert.doesNotMatch(marker.en, CJK, screen.id);
    }
  });

  test('flags duplicate or badly formed ids, Chinese in English texts, empty markers', () => {
    const good: ConsoleScreen = {
      id: 'a-screen',
      route: '/x',
      capture: { kind: 'window' },
      alt: { 'zh-Hans': '一个画面', en: 'A screen' },
    };
    const problems = validateManifest([
      good,
      { ...good },
      { ...good, id: 'Bad_Id', route: 'x' },
      { ...good, id: 'chinese-alt', alt: { 'zh-Hans': '画面', en: '画面 screen' } },
      {
        ...good,
        id: 'bad-marker',
        capture: { kind: 'element', selector: ' ' },
        markers: [{ selector: '', label: '', en: '产品' }],
      },
    ]);
    const messages = problems.map((p) => `${p.id}: ${p.message}`);
    assert.ok(messages.includes('a-screen: id is used twice'));
    assert.ok(messages.some((m) => m.startsWith('Bad_Id: id must be kebab-case')));
    assert.ok(messages.includes('Bad_Id: route must start with "/"'));
    assert.ok(messages.includes('chinese-alt: English alt text contains Chinese characters'));
    assert.ok(messages.includes('bad-marker: element capture needs a selector'));
    assert.ok(messages.includes('bad-marker: marker 1 has no selector'));
    assert.ok(messages.includes('bad-marker: marker 1: English term contains Chinese characters'));
  });

  test('a marker circle sits on the element corner, kept inside the picture', () => {
    const clip = { x: 100, y: 100, width: 400, height: 300 };
    assert.deepEqual(markerCenter({ x: 200, y: 200, width: 50, height: 20 }, clip), {
      x: 197,
      y: 197,
    });
    const corner = markerCenter({ x: 101, y: 101, width: 50, height: 20 }, clip);
    assert.ok(corner.x >= 111 && corner.y >= 111);
  });
});

describe('a recapture keeps a picture that looks the same', () => {
  const jitter = path.join(__dirname, 'fixtures/console-jitter');
  /**
   * Two runs' crops of the notice list's status tags (monitor-notice, before the raster
   * flags of capture.ts): 133 pixels one level apart. Placed on a window-sized canvas,
   * encoded as the capture encodes them.
   */
  async function screenPng(crop: Buffer | string, change?: (image: sharp.Sharp) => sharp.Sharp) {
    const png = await sharp({
      create: { width: 1280, height: 800, channels: 4, background: '#ffffff' },
    })
      .composite([{ input: crop, left: 1000, top: 240 }])
      .png()
      .toBuffer();
    return change ? change(sharp(png)).png().toBuffer() : png;
  }
  async function screen(crop: Buffer | string, change?: (image: sharp.Sharp) => sharp.Sharp) {
    return encodeWebp(await screenPng(crop, change), 'auto');
  }
  /** The first row's tag (未读) pasted over the second row's (已读). */
  async function relabelled() {
    const unread = await sharp(path.join(jitter, 'run-1.png'))
      .extract({ left: 44, top: 12, width: 42, height: 22 })
      .toBuffer();
    return sharp(path.join(jitter, 'run-1.png'))
      .composite([{ input: unread, left: 44, top: 54 }])
      .png()
      .toBuffer();
  }

  test('two runs of one screen: the same picture', async () => {
    const [first, second] = await Promise.all([
      screen(path.join(jitter, 'run-1.png')),
      screen(path.join(jitter, 'run-2.png')),
    ]);
    assert.notDeepEqual(first, second);
    const difference = await pictureDifference(first, second);
    assert.ok(difference.changed > 0 && difference.max <= 4, JSON.stringify(difference));
    assert.ok(looksSame(difference));
  });

  test('a changed label, a colour drift or another size: a new picture', async () => {
    const first = await screen(path.join(jitter, 'run-1.png'));
    const label = await pictureDifference(first, await screen(await relabelled()));
    assert.ok(label.changed > 0 && label.changed < 2000, JSON.stringify(label));
    assert.equal(looksSame(label), false);

    const drift = await pictureDifference(
      first,
      await screen(path.join(jitter, 'run-1.png'), (image) => image.linear(0.97, 0)),
    );
    assert.ok(drift.max <= MAX_CHANNEL_DIFFERENCE, JSON.stringify(drift));
    assert.equal(looksSame(drift), false);

    const taller = await encodeWebp(
      await sharp(path.join(jitter, 'run-1.png'))
        .extend({ bottom: 1, background: '#ffffff' })
        .png()
        .toBuffer(),
      'auto',
    );
    const size = await pictureDifference(await screen(path.join(jitter, 'run-1.png')), taller);
    assert.equal(size.sameSize, false);
    assert.equal(looksSame(size), false);
  });

  /** A capture as the CLI holds it: raw PNG and the picture a lossy encoding makes of it. */
  async function lossyCapture(png: Buffer) {
    return { png, webp: await encodeWebp(png, 85) };
  }

  test('a lossy picture: kept when it encodes the new capture as well as a new encoding', async () => {
    const committed = (await lossyCapture(await screenPng(path.join(jitter, 'run-1.png')))).webp;
    assert.ok(isLossyWebp(committed));
    const again = await lossyCapture(await screenPng(path.join(jitter, 'run-2.png')));
    // Two lossy encodings of the jitter differ by more than the jitter does…
    const encodings = await pictureDifference(committed, again.webp);
    const captures = await pictureDifference(
      await screenPng(path.join(jitter, 'run-1.png')),
      again.png,
    );
    assert.ok(encodings.changed > captures.changed, JSON.stringify({ encodings, captures }));
    // …and the committed file still shows the new capture as well.
    assert.equal(await keepsCommitted(committed, again), true);

    const label = await lossyCapture(await screenPng(await relabelled()));
    assert.equal(await keepsCommitted(committed, label), false);
    const drift = await lossyCapture(
      await screenPng(path.join(jitter, 'run-1.png'), (image) => image.linear(0.97, 0)),
    );
    assert.equal(await keepsCommitted(committed, drift), false);
  });

  test('lossless and lossy WebP told apart', async () => {
    const png = await screenPng(path.join(jitter, 'run-1.png'));
    assert.equal(isLossyWebp(await encodeWebp(png, 'lossless')), false);
    assert.equal(isLossyWebp(await encodeWebp(png, 85)), true);
    assert.equal(isLossyWebp(png), false);
  });
});

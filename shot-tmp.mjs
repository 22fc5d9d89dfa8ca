import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
const list = process.argv.slice(2);
for (const [i,u] of list.entries()) {
  await p.goto('http://127.0.0.1:3999' + u, { waitUntil: 'load' });
  await p.waitForSelector('html[data-has-hydrated="true"]');
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/shot${i}.png`, fullPage: process.env.FULL === '1' });
}
await b.close();

// Offline: after a first visit, the service worker (web/src/sw.js) serves
// the playground's files, so it loads and runs with no network.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { andWaitForRun, editorText, loadPlayground, openSite } from './harness.mjs';

let h;
let page;

before(async () => {
  h = await openSite();
  page = h.page;
});

after(() => h?.close());

test('the playground loads and runs offline after a first visit', () =>
  h.run(async () => {
    await loadPlayground(page, h.base);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 }).catch(async () => {
      // The first page load was not controlled yet: a reload is.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    });
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('mlirc-')));
      return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
    });
    for (const f of ['/', '/app.js', '/worker.js', '/mlirc_core.wasm', '/style.css']) assert.ok(cached.includes(f), `${f} kept: ${cached}`);

    await h.context.setOffline(true);
    try {
      await page.reload();
      await page.waitForFunction(() => Number(document.body.dataset.runs ?? '0') >= 1, null, { timeout: 60000 });
      assert.match(await page.textContent('#exit'), /^exit 0 · /);
      assert.match(await editorText(page, 'output'), /^module \{/);
      await andWaitForRun(page, () => page.click('#run'));
      assert.match(await page.textContent('.status'), /Ready/);
      await h.screenshot('offline.png');
    } finally {
      await h.context.setOffline(false);
    }
  }));

// Offline: after a first visit, the service worker (web/src/sw.js) serves
// the playground's files, so it loads and runs with no network; and a host
// that sends no cross-origin isolation headers still gives an isolated page
// once the service worker serves it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { andWaitForRun, editorText, loadPlayground, openSite, siteFolder } from './harness.mjs';

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
      // The service worker's copies carry the isolation headers too.
      assert.equal(await page.evaluate(() => self.crossOriginIsolated), true);
      await h.screenshot('offline.png');
    } finally {
      await h.context.setOffline(false);
    }
  }));

test('a host without the isolation headers: the service worker adds them', () =>
  h.run(async () => {
    const { startServer } = await import('../../tools/serve.mjs');
    const plain = await startServer(siteFolder(), 0, { isolate: false });
    try {
      const base = `http://127.0.0.1:${plain.address().port}`;
      const res = await fetch(`${base}/notebook.html`, { method: 'HEAD' });
      assert.equal(res.headers.get('cross-origin-embedder-policy'), null);
      const context = await h.newContext();
      const p = await h.newPage(context, 'plain-host');
      await p.goto(`${base}/notebook.html`);
      // Not isolated at first; the page reloads itself once the service worker controls it.
      await p.waitForFunction(() => self.crossOriginIsolated && navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
      assert.equal(await p.evaluate(() => sessionStorage.getItem('mlirc-isolation-reload')), '1');
      await context.close();
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  }));

// The playground, part 5: what the page may do. The site is served with a
// Content-Security-Policy (tools/serve.mjs) that allows only its own files
// and WebAssembly; a session talks to no one but the site and breaks none of
// the policy's rules; a link's content is data (text in the editors), never
// markup or code.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CONTENT_SECURITY_POLICY } from '../../tools/serve.mjs';
import { encodeState } from '../../web/src/share.js';
import { andWaitForGraph, andWaitForRun, editorText, loadPlayground, openSite } from './harness.mjs';

let h;

before(async () => {
  h = await openSite();
});

after(() => h?.close());

// Records CSP violations from the first script of every page on.
const RECORD_VIOLATIONS = () => {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
};

test('every page and script of the site comes with the policy; it allows no eval and no other origin', async () => {
  for (const f of ['', 'index.html', 'notebook.html', 'app.js', 'worker.js', 'notebook-worker.js', 'sw.js']) {
    const res = await fetch(`${h.base}/${f}`, { method: 'HEAD' });
    assert.equal(res.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY, f || '/');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', f || '/');
    // Cross-origin isolation (the notebook's interrupt needs a SharedArrayBuffer).
    assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin', f || '/');
    assert.equal(res.headers.get('cross-origin-embedder-policy'), 'require-corp', f || '/');
  }
  const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  assert.deepEqual(directives['default-src'], ["'self'"]);
  assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'"]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  for (const [name, sources] of Object.entries(directives)) {
    assert.ok(!sources.includes("'unsafe-eval'") && !sources.some((s) => /^(https?:|\*)/.test(s)), `${name}: ${sources}`);
  }
});

test('a session talks only to the site and breaks no rule of the policy', () =>
  h.run(async () => {
    const context = await h.newContext();
    await context.addInitScript(RECORD_VIOLATIONS);
    const requests = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await h.newPage(context, 'session');
    await loadPlayground(page, h.base);
    await andWaitForRun(page, () => page.click('#run'));
    await page.click('#tab-stages');
    await page.click('#tab-timing');
    await andWaitForGraph(page, () => page.click('#tab-graph'));
    await page.click('#open-gallery');
    await andWaitForRun(page, () => page.click('#gallery .card[data-example="scf-to-cf"]'));
    await page.click('#share');
    await page.waitForSelector('#toast:not([hidden])');
    assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
    assert.equal(await page.evaluate(() => self.crossOriginIsolated), true, 'the page is cross-origin isolated');
    // A script from anywhere but the site's files is refused, and reported.
    const blocked = await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'data:text/javascript,window.fromDataUrl=1';
      document.head.append(script);
      return new Promise((resolve) => setTimeout(() => resolve(window.fromDataUrl === undefined && window.cspViolations.some((v) => v.startsWith('script-src'))), 500));
    });
    assert.equal(blocked, true, 'a script from a data: URL is blocked by script-src');
    const elsewhere = requests.filter((u) => !u.startsWith(`${h.base}/`) && !u.startsWith('blob:') && !u.startsWith('data:'));
    assert.deepEqual(elsewhere, []);
    console.log(`a session: ${requests.length} requests, all to ${h.base}`);
    await context.close();
  }));

test("a link's content is shown as text: markup and script in it do nothing", () =>
  h.run(async () => {
    const text = [
      '// </script><script>window.pwned = "script"</script>',
      '// <img src=x onerror="window.pwned = \'img\'"> <svg onload="window.pwned = \'svg\'"></svg>',
      'func.func @f() {',
      '  "test.<b>bold</b>"() {note = "<iframe src=javascript:alert(1)>"} : () -> ()',
      '  return',
      '}',
      '',
    ].join('\n');
    const pipeline = 'builtin.module(canonicalize{<img src=x onerror="window.pwned = 1">})';
    const fragment = await encodeState({ text, pipeline, options: { allowUnregistered: true } });
    const context = await h.newContext();
    await context.addInitScript(RECORD_VIOLATIONS);
    const page = await h.newPage(context, 'link');
    await loadPlayground(page, h.base, `#${fragment}`);
    assert.equal(await editorText(page, 'input'), text);
    assert.equal(await editorText(page, 'pipeline'), pipeline);
    // The pipeline does not parse: its error quotes the markup, as text.
    const messages = await page.$$eval('#diagnostics li.diag.error .msg', (els) => els.map((e) => e.textContent).join('\n'));
    assert.equal(messages, '<Pass-Options-Parser>: no such option <img');
    // Nothing of it ran or became an element.
    const found = await page.evaluate(() => ({
      pwned: window.pwned ?? null,
      elements: document.querySelectorAll(':is(#input, #pipeline, #output, #diagnostics) :is(img:not(.cm-widgetBuffer), iframe, b, script, svg)').length,
      scripts: [...document.scripts].map((e) => e.getAttribute('src')),
      handlers: [...document.querySelectorAll('*')].flatMap((e) => [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName} ${a.name}`)),
      violations: window.cspViolations,
    }));
    assert.deepEqual(found, { pwned: null, elements: 0, scripts: ['app.js'], handlers: [], violations: [] });
    // With a pipeline that parses, the module runs and prints the markup back inside its string.
    await andWaitForRun(page, async () => {
      await page.evaluate(() => {
        const view = window.mlircPlayground.pipeline;
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: 'builtin.module(canonicalize)' } });
      });
      await page.click('#run');
    });
    assert.match(await editorText(page, 'output'), /"test\.<b>bold<\/b>"\(\) \{note = "<iframe src=javascript:alert\(1\)>"\} : \(\) -> \(\)/);
    assert.equal(await page.evaluate(() => window.pwned ?? null), null);
    await h.screenshot('link-markup.png', page);
    await context.close();
  }));

// The playground, part 4: the example gallery (an example for each
// registered dialect and each registered pass, each of which runs), links
// that carry the input and the pipeline in the URL fragment, and the
// session kept across reloads.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { andWaitForRun, editorText, loadPlayground, openSite, setEditorText } from './harness.mjs';
import { EXAMPLES, WELCOME } from '../../web/src/gallery.js';
import { passesIn } from '../../web/src/pipeline.js';

let h;
let page;

before(async () => {
  h = await openSite();
  page = h.page;
  await loadPlayground(page, h.base);
});

after(() => h?.close());

test('the gallery has an example for every registered dialect and every registered pass', () =>
  h.run(async () => {
    const { passes, dialects, examples, unlisted } = await page.evaluate(async () => {
      const p = window.mlircPlayground;
      const info = await p.client.request('info');
      return {
        passes: p.passes.map((x) => x.argument),
        dialects: p.dialects,
        examples: p.examples.map((e) => ({ id: e.id, dialects: e.dialects, pipeline: e.pipeline, text: e.text, generated: Boolean(e.generated) })),
        unlisted: info.unlistedDialects,
      };
    });
    console.log(`registered: ${passes.length} passes (${passes.join(', ')}); ${dialects.length} dialects (${dialects.join(', ')})`);
    assert.equal(unlisted, 0, 'every registered dialect is one of DIALECT_NAMESPACES (web/src/gallery.js)');
    for (const d of dialects) {
      const uses = examples.filter((e) => !e.generated && e.dialects.includes(d) && (d === 'builtin' || e.text.includes(`${d}.`)));
      assert.ok(uses.length > 0, `no example uses the ${d} dialect: add one to web/src/gallery.js`);
    }
    const generated = [];
    for (const p of passes) {
      const uses = examples.filter((e) => passesIn(e.pipeline).includes(p));
      assert.ok(uses.length > 0, `no example runs ${p}`);
      if (uses.every((e) => e.generated)) generated.push(p);
    }
    // A pass registered after web/src/gallery.js was written gets a plain
    // example; every pass written there has its own.
    const written = new Set(EXAMPLES.flatMap((e) => passesIn(e.pipeline)));
    assert.deepEqual(generated.filter((p) => written.has(p)), []);
    if (generated.length) console.log(`passes with only a generated example (write one in web/src/gallery.js): ${generated.join(', ')}`);
    const hidden = EXAMPLES.filter((e) => !examples.some((x) => x.id === e.id)).map((e) => e.id);
    console.log(`examples shown: ${examples.length}; written but not shown (dialect or pass not in this build): ${hidden.join(', ') || 'none'}`);
  }));

test('every example in the gallery loads from its card and runs without an error', () =>
  h.run(async () => {
    const ids = await page.evaluate(() => window.mlircPlayground.examples.map((e) => e.id));
    await page.click('#open-gallery');
    assert.equal(await page.isVisible('#gallery'), true);
    await h.screenshot('gallery.png');
    const cards = await page.$$eval('#gallery .card', (els) => els.map((e) => e.dataset.example));
    assert.deepEqual([...cards].sort(), [...ids].sort());
    // The filter narrows the cards.
    await page.fill('#gallery-filter', 'symbol-dce');
    const filtered = await page.$$eval('#gallery .card', (els) => els.filter((e) => !e.hidden).map((e) => e.dataset.example));
    assert.ok(filtered.includes('symbol-dce') && !filtered.includes('welcome'), `filtered: ${filtered}`);
    await page.fill('#gallery-filter', '');
    await page.keyboard.press('Escape');

    const failures = [];
    for (const id of ids) {
      const example = await page.evaluate((x) => window.mlircPlayground.examples.find((e) => e.id === x), id);
      await page.click('#open-gallery');
      await andWaitForRun(page, () => page.click(`#gallery .card[data-example="${id}"]`));
      assert.equal(await page.isVisible('#gallery'), false);
      assert.equal(await editorText(page, 'input'), example.text, id);
      assert.equal(await editorText(page, 'pipeline'), example.pipeline, id);
      assert.equal(await page.isChecked('#opt-unregistered'), Boolean(example.options?.allowUnregistered), id);
      const exit = await page.textContent('#exit');
      const errors = await page.$$eval('#diagnostics li.diag.error', (els) => els.map((e) => e.textContent));
      if (!/^exit 0 · /.test(exit) || errors.length) failures.push(`${id}: ${exit} ${errors.join(' | ')}`);
      if (example.pipeline && !example.generated) {
        // The IR after each pass is recorded: one stage per pass run, after the input.
        const stages = await page.$$eval('#stage-list li.stage', (els) => els.length);
        assert.ok(stages >= 2, `${id}: ${stages} stages`);
      }
    }
    assert.deepEqual(failures, []);
  }));

test('a link holds the input, the pipeline and the options; opened elsewhere it shows and runs them', () =>
  h.run(async () => {
    const text = 'func.func @shared(%a: i32) -> i32 {\n  %z = arith.constant 0 : i32\n  %s = arith.addi %a, %z : i32\n  return %s : i32\n}\n';
    await setEditorText(page, 'input', text);
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize)');
    await andWaitForRun(page, () => page.click('label:has(#opt-generic)'));
    await page.click('#share');
    await page.waitForSelector('#toast:not([hidden])');
    assert.match(await page.textContent('#toast'), /Link copied to the clipboard|The link is in the address bar/);
    const url = page.url();
    assert.match(url, /#s=[\w-]+$/);

    // A new context: no saved session, only the link.
    const context = await h.newContext();
    const other = await h.newPage(context, 'link');
    await loadPlayground(other, h.base, url.slice(url.indexOf('#')));
    assert.equal(await editorText(other, 'input'), text);
    assert.equal(await editorText(other, 'pipeline'), 'builtin.module(canonicalize)');
    assert.equal(await other.isChecked('#opt-generic'), true);
    assert.match(await editorText(other, 'output'), /^"builtin\.module"\(\) \(\{/);
    assert.match(await editorText(other, 'output'), /"func\.return"\(%arg0\)/);
    await other.waitForSelector('#toast:not([hidden])');
    assert.equal(await other.textContent('#toast'), 'Loaded from the link');
    // The first edit drops the fragment (a reload then shows the saved session).
    await setEditorText(other, 'input', `${text}// edited\n`);
    await other.waitForFunction(() => location.hash === '');

    // A damaged link is a message, and the page still works.
    const broken = await h.newPage(await h.newContext(), 'broken');
    await loadPlayground(broken, h.base, '#s=not-a-real-state');
    await broken.waitForSelector('#toast:not([hidden])');
    assert.match(await broken.textContent('#toast'), /Could not open the link: the link is damaged/);
    assert.equal(await editorText(broken, 'input'), WELCOME.text);
    await context.close();
    await andWaitForRun(page, () => page.click('label:has(#opt-generic)'));
  }));

test('the input, the pipeline, the options and the open tab are kept across reloads', () =>
  h.run(async () => {
    const text = 'func.func @kept() {\n  return\n}\n';
    await setEditorText(page, 'input', text);
    await setEditorText(page, 'pipeline', 'builtin.module(symbol-dce)');
    await andWaitForRun(page, () => page.click('label:has(#opt-debuginfo)'));
    await page.click('#tab-timing');
    await page.waitForTimeout(500); // the session is saved 300 ms after the last change
    await page.goto(`${h.base}/`);
    await page.waitForFunction(() => Number(document.body.dataset.runs ?? '0') >= 1, null, { timeout: 60000 });
    assert.equal(await editorText(page, 'input'), text);
    assert.equal(await editorText(page, 'pipeline'), 'builtin.module(symbol-dce)');
    assert.equal(await page.isChecked('#opt-debuginfo'), true);
    assert.equal(await page.getAttribute('#tab-timing', 'aria-selected'), 'true');
    assert.match(await editorText(page, 'output'), /loc\("input\.mlir":1:1\)/);
    // Reset brings back the welcome example and the default options.
    await andWaitForRun(page, () => page.click('#reset'));
    assert.equal(await page.isChecked('#opt-debuginfo'), false);
    assert.equal(await editorText(page, 'input'), WELCOME.text);
  }));

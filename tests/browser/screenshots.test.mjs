// Screenshots of a first visit for people to look at (not compared): the
// welcome page, the Execute tab's result, "Run each stage", the outline and
// the completion of values in scope. They go to the test's undeclared
// outputs and to $MLIRC_SCREENSHOT_DIR when set, e.g.
//   bazel test //tests/browser:execute_test --test_env=MLIRC_SCREENSHOT_DIR=/tmp/shots
// Each step still checks what it shows, so a broken page fails here too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { andWaitForRun, loadPlayground, openSite } from './harness.mjs';

let h, page;

before(async () => {
  h = await openSite();
  page = h.page;
});

after(() => h?.close());

async function andWaitForExec(action) {
  const n = await page.evaluate(() => Number(document.body.dataset.execs ?? '0'));
  await action();
  await page.waitForFunction((k) => Number(document.body.dataset.execs ?? '0') > k, n, { timeout: 60000 });
}

test('a first visit, run, the stages run, the outline and completion', () =>
  h.run(async () => {
    await loadPlayground(page, h.base);
    await h.screenshot('1-first-visit.png');

    await andWaitForExec(() => page.click('#tab-exec').then(() => page.click('#exec-run')));
    assert.match(await page.textContent('#exec-status'), /^@sum_of_squares returned/);
    await h.screenshot('2-run-welcome.png');

    await page.click('#open-gallery');
    await andWaitForRun(page, () => page.click('#gallery .card[data-example="run-memref"]'));
    await page.click('#tab-exec');
    await andWaitForExec(() => page.keyboard.press('Control+Shift+Enter'));
    assert.match(await page.textContent('#exec-stdout'), /^Unranked Memref/);
    await page.waitForSelector('#toast', { state: 'hidden', timeout: 10000 });
    await h.screenshot('3-run-memref.png');

    await page.click('#tab-stages');
    await andWaitForExec(() => page.click('#stage-run'));
    assert.equal(await page.textContent('#stage-run-summary'), "@main gives the input's result at every stage.");
    await h.screenshot('4-run-each-stage.png');

    const outlines = await page.evaluate(() => Number(document.body.dataset.outlines ?? '0'));
    await page.click('#toggle-outline');
    await page.waitForFunction((k) => Number(document.body.dataset.outlines ?? '0') > k, outlines, { timeout: 30000 });
    assert.deepEqual(await page.$$eval('#outline-list .outline-name', (e) => e.map((x) => x.textContent)), ['printMemrefF32', 'main']);
    await h.screenshot('5-outline.png');
    await page.click('#close-outline');

    // Completion of values in scope, in the second loop's body.
    await page.evaluate(() => {
      const view = window.mlircPlayground.input;
      const line = [...Array(view.state.doc.lines).keys()].map((i) => view.state.doc.line(i + 1)).find((l) => l.text.includes('%v = memref.load'));
      view.dispatch({ selection: { anchor: line.to } });
      view.focus();
    });
    await page.keyboard.press('Enter');
    await page.keyboard.type('%w = arith.mulf %', { delay: 20 });
    await page.waitForSelector('#input .cm-tooltip-autocomplete li', { timeout: 30000 });
    assert.equal(await page.textContent('#input .cm-tooltip-autocomplete li .cm-completionLabel'), '%v');
    await h.screenshot('6-completion.png');
  }));

// The playground, part 2: the pass-pipeline field (upstream's textual
// syntax, completion of passes, options and values from the registry, errors
// underlined in the field), the list of registered passes, "IR after each
// pass" (a timeline of stages with diffs) and the timing report.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  andWaitForRun,
  diagnosticsShown,
  editorText,
  loadPlayground,
  openSite,
  renderedText,
  setEditorText,
} from './harness.mjs';

// Constants fold, the product stays: canonicalize changes the IR, cse does not.
const INPUT = `func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %y = arith.muli %x, %s : i32
  return %y : i32
}
`;
// mlir-opt --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading
//   --pass-pipeline='builtin.module(canonicalize,cse)' input.mlir: after each pass (and stdout)
const AFTER = `module {
  func.func @f(%arg0: i32) -> i32 {
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.muli %arg0, %c3_i32 : i32
    return %0 : i32
  }
}
`;
// mlir-opt input.mlir: the input parsed and printed (stage 0)
const PARSED = `module {
  func.func @f(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.addi %c1_i32, %c2_i32 : i32
    %1 = arith.muli %arg0, %0 : i32
    return %1 : i32
  }
}
`;

let h;
let page;

before(async () => {
  h = await openSite();
  page = h.page;
  await loadPlayground(page, h.base);
});

after(() => h?.close());

async function typePipeline(text) {
  await page.click('#pipeline .cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  if (text) await page.keyboard.type(text, { delay: 15 });
}

async function completions() {
  await page.waitForSelector('#pipeline .cm-tooltip-autocomplete li');
  return page.$$eval('#pipeline .cm-tooltip-autocomplete li .cm-completionLabel', (els) => els.map((e) => e.textContent));
}

test('the pass list shows every registered pass with its description and options; Add extends the pipeline', () =>
  h.run(async () => {
    const passes = await page.evaluate(() => window.mlircPlayground.passes.map((p) => ({ ...p })));
    assert.ok(passes.length >= 7, `passes: ${passes.map((p) => p.argument)}`);
    for (const known of ['canonicalize', 'cse', 'inline', 'symbol-dce', 'convert-scf-to-cf']) {
      assert.ok(passes.some((p) => p.argument === known), `${known} is registered`);
    }
    assert.equal(await page.textContent('#pass-count'), String(passes.length));
    await page.click('#toggle-passes');
    assert.equal(await page.isVisible('#passes-panel'), true);
    const shown = await page.$$eval('#pass-list li.pass', (els) =>
      els.map((li) => ({
        argument: li.querySelector('.pass-arg').textContent,
        name: li.querySelector('.pass-name').textContent,
        description: li.querySelector('.pass-desc').textContent,
        options: li.querySelectorAll('.pass-options li').length,
      })),
    );
    assert.deepEqual(
      shown,
      passes.map((p) => ({ argument: p.argument, name: p.name, description: p.description, options: p.options.length })),
    );
    assert.ok(shown.every((p) => p.description.length > 0));
    const canon = page.locator('#pass-list li[data-pass="canonicalize"]');
    await canon.locator('summary').click();
    assert.match(await canon.locator('.pass-options').textContent(), /max-iterations/);
    await h.screenshot('passes.png');

    // The filter.
    await page.fill('#pass-filter', 'symbol');
    const visible = await page.$$eval('#pass-list li.pass', (els) => els.filter((li) => !li.hidden).map((li) => li.dataset.pass));
    assert.ok(visible.includes('symbol-dce') && !visible.includes('cse'), `filtered: ${visible}`);
    await page.fill('#pass-filter', '');

    // Add: into the outermost list, or a new builtin.module(...).
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize)');
    await page.click('#pass-list li[data-pass="cse"] .add-pass');
    assert.equal(await editorText(page, 'pipeline'), 'builtin.module(canonicalize,cse)');
    await setEditorText(page, 'pipeline', '');
    await page.click('#pass-list li[data-pass="symbol-dce"] .add-pass');
    assert.equal(await editorText(page, 'pipeline'), 'builtin.module(symbol-dce)');
    await page.click('#close-passes');
    assert.equal(await page.isVisible('#passes-panel'), false);
  }));

test('the pipeline field completes op anchors, pass names, options and option values', () =>
  h.run(async () => {
    await typePipeline('');
    await page.keyboard.press('Control+Space');
    const first = await completions();
    assert.ok(first.includes('builtin.module') && first.includes('canonicalize'), `on an empty field: ${first}`);
    await page.keyboard.press('Escape');

    await typePipeline('builtin.module(ca');
    // The list updates as the text is typed: wait for the one of `ca`.
    await page.waitForFunction(() => [...document.querySelectorAll('#pipeline .cm-completionLabel')].some((e) => e.textContent === 'canonicalize'));
    // Accept the selected one (canonicalize is the only pass starting with ca).
    await page.keyboard.press('Enter');
    assert.equal(await editorText(page, 'pipeline'), 'builtin.module(canonicalize)');

    // Options inside the braces, then enum values after `=`.
    await page.keyboard.type('{', { delay: 15 });
    const options = await completions();
    assert.ok(options.includes('max-iterations') && options.includes('region-simplify') && options.includes('top-down'), `options: ${options}`);
    await page.keyboard.type('region-s', { delay: 15 });
    await page.waitForFunction(() => [...document.querySelectorAll('#pipeline .cm-completionLabel')].some((e) => e.textContent === 'region-simplify'));
    await page.keyboard.press('Enter');
    assert.equal(await editorText(page, 'pipeline'), 'builtin.module(canonicalize{region-simplify=})');
    const values = await completions();
    assert.ok(values.includes('disabled') && values.includes('normal') && values.includes('aggressive'), `enum values: ${values}`);
    await h.screenshot('pipeline-completion.png');
    await page.keyboard.press('Escape');

    // Enter at the moment the list opens accepts too: it never falls through
    // to Run (CodeMirror ignores Enter for 75 ms after a list opens unless
    // told otherwise, and the field's Enter would run the half-typed pipeline).
    await typePipeline('');
    await page.evaluate(() => {
      const field = document.querySelector('#pipeline');
      const observer = new MutationObserver(() => {
        const labels = [...field.querySelectorAll('.cm-tooltip-autocomplete li .cm-completionLabel')].map((e) => e.textContent);
        if (window.mlircPlayground.pipeline.state.doc.toString() !== 'builtin.module(symbol-d)' || !labels.includes('symbol-dce')) return;
        observer.disconnect();
        field.querySelector('.cm-content').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true, cancelable: true }));
      });
      observer.observe(field, { childList: true, subtree: true });
    });
    const runsBefore = await page.evaluate(() => document.body.dataset.runs);
    await page.keyboard.type('builtin.module(symbol-d', { delay: 15 });
    await page.waitForFunction(
      (runs) => window.mlircPlayground.pipeline.state.doc.toString() !== 'builtin.module(symbol-d)' || document.body.dataset.runs !== runs,
      runsBefore,
    );
    assert.equal(await editorText(page, 'pipeline'), 'builtin.module(symbol-dce)');
    assert.equal(await page.evaluate(() => document.body.dataset.runs), runsBefore, 'Enter on the list does not run');

    // After a comma, pass names again.
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize,)');
    await page.click('#pipeline .cm-content');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Control+Space');
    assert.ok((await completions()).includes('cse'));
    await page.keyboard.press('Escape');
  }));

test('Enter in the pipeline field runs; the IR after each pass is a timeline with diffs', () =>
  h.run(async () => {
    await setEditorText(page, 'input', INPUT);
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize,cse)');
    await page.click('#pipeline .cm-content');
    await andWaitForRun(page, () => page.keyboard.press('Enter'));
    assert.equal(await editorText(page, 'output'), `${AFTER}\n`);
    assert.equal(
      await page.textContent('#command'),
      "mlir-opt --pass-pipeline='builtin.module(canonicalize,cse)' input.mlir",
    );

    await page.click('#tab-stages');
    assert.equal(await page.textContent('#stage-count'), '2');
    const stages = await page.$$eval('#stage-list li.stage', (els) =>
      els.map((li) => ({ name: li.querySelector('.stage-name').textContent, meta: li.querySelector('.stage-meta').textContent, cls: li.className })),
    );
    assert.deepEqual(stages.map((s) => s.name), ['input', 'canonicalize', 'cse']);
    assert.match(stages[1].meta, /^\+\d+−\d+$/);
    assert.equal(stages[2].meta, 'no change');
    assert.match(stages[2].cls, /unchanged/);

    // The stage that changed is selected, as a diff against the input.
    assert.equal(await page.getAttribute('#stage-list li.stage >> nth=1', 'aria-selected'), 'true');
    assert.match(await page.textContent('#stage-title'), /After canonicalize \(Canonicalizer\), compared with the stage before/);
    assert.ok((await page.locator('#stage-view .cm-changedLine').count()) > 0, 'inserted lines are marked');
    assert.ok((await page.locator('#stage-view .cm-deletedChunk').count()) > 0, 'deleted lines are shown');
    await h.screenshot('stages-diff.png');

    // IR mode: exactly the IR after the pass; the input stage is the parsed input.
    await page.click('label:has(input[name="stage-mode"][value="ir"])');
    assert.equal(await page.evaluate(() => window.mlircPlayground.stages.editor.state.doc.toString()), AFTER);
    assert.equal(await renderedText(page, '#stage-view'), AFTER);
    await page.click('#stage-list li.stage >> nth=0');
    assert.equal(await page.evaluate(() => window.mlircPlayground.stages.editor.state.doc.toString()), PARSED);
    // Arrow keys move along the timeline.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getAttribute('#stage-list li.stage >> nth=2', 'aria-selected'), 'true');
    await page.click('label:has(input[name="stage-mode"][value="diff"])');
  }));

test('the timing report: parsing, each pass, printing', () =>
  h.run(async () => {
    await page.click('#tab-timing');
    const rows = await page.$$eval('.timing-table tbody tr', (trs) =>
      trs.map((tr) => ({ name: tr.querySelector('.tname').textContent, ms: tr.querySelector('.num').textContent })),
    );
    assert.deepEqual(rows.map((r) => r.name), ['Parser', 'Canonicalizer', 'CSE', 'Output', 'Rest', 'Total']);
    for (const r of rows) assert.match(r.ms, /^\d+(\.\d+)? ms$/);
    assert.match(await page.textContent('.timing-summary'), /total.*parsing.*2passes/s);
    await h.screenshot('timing.png');

    // A nested pipeline is shown nested.
    await setEditorText(page, 'pipeline', 'builtin.module(func.func(canonicalize),cse)');
    await andWaitForRun(page, () => page.click('#run'));
    const nested = await page.$$eval('.timing-table tbody tr', (trs) => trs.map((tr) => [tr.querySelector('.tname').textContent, tr.querySelector('.tname').style.paddingLeft]));
    assert.deepEqual(nested.slice(1, 3), [["'func.func' Pipeline", '8px'], ['Canonicalizer', '24px']]);
  }));

test('pipeline errors are underlined in the field and listed', () =>
  h.run(async () => {
    await page.click('#tab-output');
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize,cse2)');
    await andWaitForRun(page, () => page.click('#run'));
    assert.match(await page.textContent('#exit'), /^exit 1 · /);
    const [d] = await diagnosticsShown(page);
    assert.equal(d.loc, 'pipeline');
    assert.match(d.message, /'cse2' does not refer to a registered pass or pass pipeline/);
    assert.equal(await page.locator('#pipeline .cm-lintRange-error').first().textContent(), 'cse2');
    await h.screenshot('pipeline-error.png');

    // An option error names the option.
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize{max-iterations=x})');
    await andWaitForRun(page, () => page.click('#run'));
    assert.equal(await page.locator('#pipeline .cm-lintRange-error').first().textContent(), 'max-iterations');
    assert.match((await diagnosticsShown(page))[0].message, /max-iterations/);

    // Clicking the diagnostic focuses the field; fixing it clears the error.
    await page.locator('#diagnostics li.diag').first().click();
    assert.equal(await page.evaluate(() => document.activeElement.closest('#pipeline') !== null), true);
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize{max-iterations=3})');
    await andWaitForRun(page, () => page.click('#run'));
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
    assert.equal(await page.locator('#pipeline .cm-lintRange-error').count(), 0);
  }));

// canonicalize erases the dead op at the top: every value after it is
// renumbered by the printer, but the diff shows that one op, and nothing else.
const DEAD_FIRST = `func.func @f(%x: i32) -> i32 {
  %dead = arith.muli %x, %x : i32
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.subi %b, %a : i32
  %d = arith.addi %c, %b : i32
  %e = arith.muli %d, %c : i32
  return %e : i32
}
`;

test('the stage diff matches ops by structure: erasing one op shows one op, not the renumbered rest', () =>
  h.run(async () => {
    await setEditorText(page, 'input', DEAD_FIRST);
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize)');
    await andWaitForRun(page, () => page.click('#run'));
    await page.click('#tab-stages');
    assert.equal(await page.textContent('#stage-list li.stage >> nth=1 >> .stage-meta'), '+0−1');
    await page.click('label:has(input[name="stage-mode"][value="diff"])');
    await page.click('#stage-list li.stage >> nth=1');
    // One deleted line, no inserted or changed ones, though the printer renumbered five values.
    const stage = await page.evaluate(() => window.mlircPlayground.stages.stages.map((s) => s.text));
    assert.match(stage[0], /%0 = arith\.muli %arg0, %arg0 : i32\n {4}%1 = arith\.addi %arg0, %arg0/);
    assert.match(stage[1], /^ {4}%0 = arith\.addi %arg0, %arg0 : i32$/m);
    assert.deepEqual(await page.$$eval('#stage-view .cm-deletedChunk', (els) => els.map((e) => e.textContent)), ['    %0 = arith.muli %arg0, %arg0 : i32']);
    assert.equal(await page.locator('#stage-view .cm-changedLine').count(), 0);
    await h.screenshot('stages-structural-diff.png');
  }));

test('the diff pane shows its whole title and wraps long lines instead of clipping them', () =>
  h.run(async () => {
    const long = `func.func @f(%x: i32) -> i32 {\n  %dead = arith.muli %x, %x : i32\n  %k = arith.constant {note = "${'a very long attribute value '.repeat(12)}"} 7 : i32\n  %y = arith.addi %x, %k : i32\n  return %y : i32\n}\n`;
    await setEditorText(page, 'input', long);
    await andWaitForRun(page, () => page.click('#run'));
    await page.click('#stage-list li.stage >> nth=1');
    const fits = await page.evaluate(() => {
      const title = document.getElementById('stage-title');
      const scroller = document.querySelector('#stage-view .cm-scroller');
      const deleted = document.querySelector('#stage-view .cm-deletedChunk');
      const view = document.querySelector('#stage-view').getBoundingClientRect();
      return {
        title: title.textContent,
        titleFits: title.scrollWidth <= title.clientWidth + 1 && getComputedStyle(title).textOverflow !== 'ellipsis',
        noSideScroll: scroller.scrollWidth <= scroller.clientWidth + 1,
        deletedInside: !deleted || deleted.getBoundingClientRect().right <= view.right + 1,
      };
    });
    assert.deepEqual(fits, { title: 'After canonicalize (Canonicalizer), compared with the stage before', titleFits: true, noSideScroll: true, deletedInside: true });
    await page.setViewportSize({ width: 1000, height: 700 });
    assert.equal(await page.evaluate(() => document.getElementById('stage-title').scrollWidth <= document.getElementById('stage-title').clientWidth + 1), true, 'at 1000 px too');
    await h.screenshot('stages-long-lines.png');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.click('#tab-output');
  }));

test('Tab in the pipeline field moves the focus on; Shift+Tab back', () =>
  h.run(async () => {
    await setEditorText(page, 'pipeline', 'builtin.module(cse)');
    await page.click('#pipeline .cm-content');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    assert.equal(await editorText(page, 'pipeline'), 'builtin.module(cse)', 'no spaces inserted');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'toggle-passes');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement.closest('#pipeline') !== null), true);
  }));

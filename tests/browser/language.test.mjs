// Language intelligence in the input editor, answered by the worker's wasm:
// hover (upstream mlir-lsp-server's text, plus the ODS summary), go to
// definition (F12), references highlighted at the cursor, rename (F2), the
// ODS summary of a completed op name, and diagnostics as you type in the
// edited `// -----` chunk.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadPlayground, openSite, setEditorText } from './harness.mjs';

const INPUT = `func.func @f(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
// -----
func.func @g(%a: i1) -> i1 {
  return %a : i1
}
`;

let h, page;

before(async () => {
  h = await openSite();
  page = h.page;
  await loadPlayground(page, h.base);
  await setEditorText(page, 'input', INPUT);
});

after(() => h?.close());

/** The document offset of `needle` (its `occurrence`-th) plus `offset`. */
const offsetOf = (needle, occurrence = 0, offset = 0) => {
  let at = -1;
  for (let i = 0; i <= occurrence; i++) at = INPUT.indexOf(needle, at + 1);
  return at + offset;
};

async function placeCursor(pos) {
  await page.evaluate((p) => {
    const view = window.mlircPlayground.input;
    view.dispatch({ selection: { anchor: p } });
    view.focus();
  }, pos);
}

test('hovering an op shows its summary and upstream hover text', async () => {
  const pos = offsetOf('arith.addi', 0, 3);
  const box = await page.evaluate((p) => window.mlircPlayground.input.coordsAtPos(p), pos);
  await page.mouse.move(box.left + 1, (box.top + box.bottom) / 2);
  const tooltip = page.locator('.cm-mlir-hover');
  await tooltip.waitFor({ timeout: 30000 });
  assert.equal(await tooltip.locator('.cm-mlir-hover-summary').textContent(), 'integer addition operation');
  // mlir-lsp-server 22's hover, its markdown fences dropped.
  assert.equal(
    await tooltip.locator('pre').textContent(),
    '"arith.addi"\n\nGeneric Form:\n\n%0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32',
  );
  await page.mouse.move(0, 0);
});

test('F12 goes to the definition of the value at the cursor', async () => {
  await placeCursor(offsetOf('%y', 1, 1));
  await page.keyboard.press('F12');
  await page.waitForFunction(
    (want) => {
      const s = window.mlircPlayground.input.state.selection.main;
      return s.from === want.from && s.to === want.to;
    },
    { from: offsetOf('%y'), to: offsetOf('%y') + 2 },
    { timeout: 30000 },
  );
});

test('the references of the value at the cursor are highlighted', async () => {
  await placeCursor(offsetOf('%x', 0, 1));
  await page.waitForFunction(() => document.querySelectorAll('#input .cm-mlir-reference').length === 3, null, { timeout: 30000 });
  const marked = await page.$$eval('#input .cm-mlir-reference', (els) => els.map((e) => e.textContent));
  assert.deepEqual(marked, ['%x', '%x', '%x']);
});

test('F2 renames a value everywhere it is used', async () => {
  page.once('dialog', (dialog) => dialog.accept('sum'));
  await placeCursor(offsetOf('%y', 0, 1));
  await page.keyboard.press('F2');
  await page.waitForFunction(() => window.mlircPlayground.input.state.doc.toString().includes('%sum ='), null, { timeout: 30000 });
  const text = await page.evaluate(() => window.mlircPlayground.input.state.doc.toString());
  assert.equal(text, INPUT.replaceAll('%y', '%sum'));
});

test('a completed op name is documented by its ODS summary', async () => {
  const at = offsetOf('  return %a');
  await placeCursor(at);
  await page.keyboard.type('%t = arith.add');
  await page.keyboard.press('Control+Space');
  await page.waitForFunction(
    () => document.querySelector('#input .cm-tooltip-autocomplete li[aria-selected] .cm-completionLabel')?.textContent === 'arith.addf',
    null,
    { timeout: 30000 },
  );
  const info = page.locator('#input .cm-completionInfo');
  await info.waitFor({ timeout: 30000 });
  assert.equal(await info.textContent(), 'floating point addition operation');
  await page.keyboard.press('Escape');
  await page.evaluate((range) => window.mlircPlayground.input.dispatch({ changes: { ...range, insert: '' } }), {
    from: at,
    to: at + '%t = arith.add'.length,
  });
});

test('diagnostics appear as you type in the edited chunk', async () => {
  await setEditorText(page, 'input', INPUT);
  const from = offsetOf('%a : i1');
  await page.evaluate((f) => window.mlircPlayground.input.dispatch({ changes: { from: f, to: f + 2, insert: '%b' } }), from);
  // mlir-opt 22 on that chunk: use of undeclared SSA value name
  await page.waitForFunction(() => document.querySelector('#input .cm-lintRange-error')?.textContent === '%b', null, { timeout: 30000 });
});

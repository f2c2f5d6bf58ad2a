// The input's outline (document symbols, nested; a click jumps to the
// symbol), completion of the %values and ^blocks in scope at the cursor
// (from the parser's record, next to op names), and the size limit of
// language queries (said in the page instead of freezing it).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { loadPlayground, openSite, setEditorText } from './harness.mjs';
import { spawn } from 'node:child_process';

const MLIR_LSP_SERVER = '/usr/lib/llvm-22/bin/mlir-lsp-server';

const INPUT = `module @outer {
  func.func @a() {
    return
  }
  module @inner {
    func.func @b(%x: i32) -> i32 {
      return %x : i32
    }
  }
}
func.func @top(%n: index, %flag: i1) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.if %flag -> (index) {
    %inc = arith.addi %n, %c1 : index
    scf.yield %inc : index
  } else {
    scf.yield %n : index
  }
  cf.br ^done(%r : index)
^done(%v: index):
  return %v : index
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

const outlines = () => page.evaluate(() => Number(document.body.dataset.outlines ?? '0'));

async function andWaitForOutline(action) {
  const n = await outlines();
  await action();
  await page.waitForFunction((k) => Number(document.body.dataset.outlines ?? '0') > k, n, { timeout: 30000 });
}

/** The outline as shown: `depth name line` per row. */
async function shownOutline() {
  return page.$$eval('#outline-list .outline-item', (rows) =>
    rows.map((r) => {
      let depth = 0;
      for (let n = r.parentElement; n && n.id !== 'outline-list'; n = n.parentElement) if (n.tagName === 'UL') depth++;
      return `${depth} ${r.querySelector('.outline-name').textContent} ${r.querySelector('.outline-line').textContent}`;
    }),
  );
}

/** Upstream mlir-lsp-server 22's document symbols of `text` (LSP over stdio: initialize, didOpen, documentSymbol). */
function upstreamSymbols(text) {
  return new Promise((resolve, reject) => {
    const server = spawn(MLIR_LSP_SERVER, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    const send = (message) => {
      const body = JSON.stringify({ jsonrpc: '2.0', ...message });
      server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    };
    let buffer = Buffer.alloc(0);
    server.stdout.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, end).toString())[1]);
        if (buffer.length < end + 4 + length) return;
        const reply = JSON.parse(buffer.subarray(end + 4, end + 4 + length).toString());
        buffer = buffer.subarray(end + 4 + length);
        if (reply.id === 1) {
          send({ method: 'initialized', params: {} });
          send({ method: 'textDocument/didOpen', params: { textDocument: { uri: 'file:///input.mlir', languageId: 'mlir', version: 1, text } } });
          send({ id: 2, method: 'textDocument/documentSymbol', params: { textDocument: { uri: 'file:///input.mlir' } } });
        } else if (reply.id === 2) {
          server.kill();
          resolve(reply.result);
        }
      }
    });
    server.on('error', reject);
    send({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
  });
}

/** Upstream's outline in the shape shownOutline gives. */
async function upstreamOutline(text) {
  const out = [];
  const walk = (list, depth) => {
    for (const s of list) {
      out.push(`${depth} ${s.name} ${s.selectionRange.start.line + 1}`);
      walk(s.children ?? [], depth + 1);
    }
  };
  walk(await upstreamSymbols(text), 0);
  return out;
}

test('the outline lists the functions and symbols, nested, as mlir-lsp-server 22 does; a click jumps there', () =>
  h.run(async () => {
    await andWaitForOutline(() => page.click('#toggle-outline'));
    const shown = await shownOutline();
    assert.deepEqual(shown, ['0 outer 1', '1 a 2', '1 inner 5', '2 b 6', '0 top 11']);
    if (fs.existsSync(MLIR_LSP_SERVER)) assert.deepEqual(shown, await upstreamOutline(INPUT));
    await page.click('#outline-list .outline-item[data-line="6"]');
    assert.equal(await page.textContent('#cursor'), 'Ln 6, Col 5');
    // It follows the edits.
    await andWaitForOutline(() => setEditorText(page, 'input', INPUT.replace('@top', '@entry')));
    assert.deepEqual(await shownOutline(), ['0 outer 1', '1 a 2', '1 inner 5', '2 b 6', '0 entry 11']);
    await setEditorText(page, 'input', INPUT);
    await page.click('#close-outline');
    assert.equal(await page.isVisible('#outline'), false);
  }));

/** Puts the cursor at the end of line `line` (1-based), opens a line and types `text`; returns the completion options. */
async function completeAfter(line, text) {
  await page.evaluate((l) => {
    const view = window.mlircPlayground.input;
    view.dispatch({ selection: { anchor: view.state.doc.line(l).to } });
    view.focus();
  }, line);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text, { delay: 20 });
  // Wait for the list of what was typed last: the one opened for an earlier
  // word (op names while `arith.muli` was typed) may still be showing.
  const last = text.split(/[\s=]/).pop();
  await page.waitForFunction(
    (word) => {
      const label = document.querySelector('#input .cm-tooltip-autocomplete li .cm-completionLabel');
      return label !== null && label.textContent.startsWith(word);
    },
    last,
    { timeout: 30000 },
  );
  const options = await page.$$eval('#input .cm-tooltip-autocomplete li', (items) =>
    items.map((li) => `${li.querySelector('.cm-completionLabel').textContent} ${li.querySelector('.cm-completionDetail')?.textContent ?? ''}`.trim()),
  );
  await page.keyboard.press('Escape');
  await setEditorText(page, 'input', INPUT);
  return options;
}

test('completion offers the %values in scope at the cursor, nearest first, with their types', () =>
  h.run(async () => {
    // In the scf.if's region: the function's arguments, %c1 and %inc; not
    // %r (the scf.if's own result), %v (later) nor @b's %x.
    assert.deepEqual(await completeAfter(14, '%z = arith.muli %'), ['%inc index', '%c1 index', '%flag i1', '%n index']);
    // After the scf.if: %r too, but not %inc (inside its region).
    assert.deepEqual(await completeAfter(18, '%w = arith.addi %'), ['%r index', '%c1 index', '%flag i1', '%n index']);
    // In @b: only its argument.
    assert.deepEqual(await completeAfter(6, '%q = arith.addi %'), ['%x i32']);
  }));

test('completion offers the ^blocks of the region, and op names next to them', () =>
  h.run(async () => {
    assert.deepEqual(await completeAfter(12, 'cf.br ^'), ['^done block']);
    const ops = await completeAfter(12, 'arith.add');
    assert.ok(ops.includes('arith.addi arith op') && ops.includes('arith.addf arith op'), ops.join(', '));
  }));

test('language queries stop above 1 MB, and the page says so; below, they come back', () =>
  h.run(async () => {
    const big = INPUT + `// ${'x'.repeat(1_000_000)}\n`;
    await page.click('#toggle-outline');
    await andWaitForOutline(() => setEditorText(page, 'input', big));
    await page.waitForSelector('#language-note:not([hidden])', { timeout: 30000 });
    assert.equal(await page.textContent('#language-note'), 'Language features off: over 1 MB');
    assert.equal(await page.textContent('#outline-list'), 'The outline is shown for inputs up to 1 MB.');
    await andWaitForOutline(() => setEditorText(page, 'input', INPUT));
    await page.waitForSelector('#language-note', { state: 'hidden', timeout: 30000 });
    assert.deepEqual(await shownOutline(), ['0 outer 1', '1 a 2', '1 inner 5', '2 b 6', '0 top 11']);
  }));

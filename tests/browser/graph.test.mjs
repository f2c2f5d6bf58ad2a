// The playground, part 3: the graph view of the selected function, built in
// the worker from the JS API's IR objects and laid out with dagre: data flow
// between ops, control flow between blocks, regions as nested boxes;
// clicking a node highlights its op in the editor.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { andWaitForGraph, andWaitForRun, loadPlayground, openSite, setEditorText } from './harness.mjs';
import { EXAMPLES, WELCOME } from '../../web/src/gallery.js';

const CF = EXAMPLES.find((e) => e.id === 'cf-branches');

let h;
let page;

before(async () => {
  h = await openSite();
  page = h.page;
  await loadPlayground(page, h.base);
});

after(() => h?.close());

async function graph() {
  return page.evaluate(() => {
    const g = window.mlircPlayground.graph.graph;
    if (!g) return null;
    return {
      nodes: g.nodes.map((n) => ({ id: n.id, kind: n.kind, title: n.title, sub: n.sub, loc: n.loc, parent: n.parent })),
      edges: g.edges.map((e) => ({ from: e.from, to: e.to, kind: e.kind })),
      clusters: g.clusters.map((c) => ({ id: c.id, kind: c.kind, label: c.label })),
    };
  });
}

test('the graph of the welcome function: ops, values and the loop region', () =>
  h.run(async () => {
    await andWaitForGraph(page, () => page.click('#tab-graph'));
    assert.equal(await page.inputValue('#graph-func'), 'sum_of_squares');
    const g = await graph();
    const titles = g.nodes.map((n) => n.title);
    // After canonicalize,cse (the default source): the loop and its body.
    for (const t of ['%0 = scf.for', '%2 = arith.index_cast', '%3 = arith.muli', '%4 = arith.addi', 'scf.yield', 'func.return', '%arg0', '%arg1', '%arg2']) {
      assert.ok(titles.includes(t), `${t} in ${titles}`);
    }
    const byTitle = (t) => g.nodes.find((n) => n.title === t);
    // Data flow: index_cast -> muli (one edge for both operands), muli -> addi.
    const hasEdge = (a, b, kind) => g.edges.some((e) => e.from === byTitle(a).id && e.to === byTitle(b).id && e.kind === kind);
    assert.ok(hasEdge('%2 = arith.index_cast', '%3 = arith.muli', 'data'));
    assert.ok(hasEdge('%3 = arith.muli', '%4 = arith.addi', 'data'));
    assert.ok(hasEdge('%arg1', '%2 = arith.index_cast', 'data'), 'the induction variable feeds the cast');
    // The loop is a box holding its body; the loop's header enters it.
    const loop = g.clusters.find((c) => c.label === 'scf.for');
    assert.ok(loop, 'a cluster for scf.for');
    assert.equal(byTitle('%3 = arith.muli').parent, loop.id);
    assert.ok(hasEdge('%0 = scf.for', '%arg1', 'nest'));
    assert.equal(byTitle('%3 = arith.muli').sub, '%2, %2 : i32');
    // Drawn: one SVG node per node, one path per visible edge.
    assert.equal(await page.locator('#graph svg g.node').count(), g.nodes.length);
    assert.equal(await page.locator('#graph svg path.edge').count(), g.edges.filter((e) => e.kind !== 'order').length);
    await h.screenshot('graph.png');
  }));

test('clicking a node highlights its op in the editor', () =>
  h.run(async () => {
    const node = page.locator('#graph svg g.node', { hasText: 'arith.muli' });
    await node.click();
    assert.match(await node.getAttribute('class'), /selected/);
    const sel = await page.evaluate(() => {
      const s = window.mlircPlayground.input.state;
      const r = s.selection.main;
      return { text: s.sliceDoc(r.from, r.to), line: s.doc.lineAt(r.from).number };
    });
    // %sq = arith.muli %x, %x : i32 is line 11 of the welcome example.
    assert.equal(sel.line, WELCOME.text.split('\n').findIndex((l) => l.includes('arith.muli')) + 1);
    assert.equal(sel.text, '%sq = arith.muli %x, %x : i32');
    assert.equal(await page.textContent('#input .cm-flash'), '%sq = arith.muli %x, %x : i32');
    await h.screenshot('graph-pick.png');

    // An op with a region highlights its first line, without the `{`.
    await page.locator('#graph svg g.node', { hasText: 'scf.for' }).click();
    const loopLine = await page.evaluate(() => {
      const s = window.mlircPlayground.input.state;
      return s.sliceDoc(s.selection.main.from, s.selection.main.to);
    });
    assert.equal(loopLine, '%sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32)');
  }));

test('control flow between blocks, a function picker, the input or the output', () =>
  h.run(async () => {
    await setEditorText(page, 'input', CF.text);
    await setEditorText(page, 'pipeline', '');
    await andWaitForGraph(page, () => andWaitForRun(page, () => page.click('#run')));
    const names = await page.$$eval('#graph-func option', (os) => os.map((o) => o.value));
    assert.deepEqual(names, ['select', 'loop']);
    await andWaitForGraph(page, () => page.selectOption('#graph-func', 'loop'));
    const g = await graph();
    const blocks = g.nodes.filter((n) => n.kind === 'block').map((n) => n.title);
    assert.deepEqual(blocks, ['^bb0', '^bb1', '^bb2', '^bb3']);
    const control = g.edges.filter((e) => e.kind === 'control');
    const title = (id) => g.nodes.find((n) => n.id === id).title;
    // ^bb0 -> ^bb1 (cf.br), ^bb1 -> ^bb2 and ^bb3 (cf.cond_br), ^bb2 -> ^bb1 (the back edge).
    assert.deepEqual(
      control.map((e) => `${title(e.from).split(' = ').pop()}->${title(e.to)}`).sort(),
      ['cf.br->^bb1', 'cf.br->^bb1', 'cf.cond_br->^bb2', 'cf.cond_br->^bb3'],
    );
    assert.equal(await page.locator('#graph svg path.edge.control').count(), 4);
    await h.screenshot('graph-cfg.png');

    // The picked function is kept when the graph is made again.
    await andWaitForGraph(page, () => page.click('label:has(input[name="graph-source"][value="input"])'));
    assert.equal(await page.inputValue('#graph-func'), 'loop');
    // Input vs output: canonicalize folds @select's branches (upstream) or
    // leaves them; either way the graph is of what the pipeline printed.
    await setEditorText(page, 'pipeline', 'builtin.module(convert-scf-to-cf)');
    await setEditorText(page, 'input', WELCOME.text);
    await andWaitForGraph(page, () => andWaitForRun(page, () => page.click('#run')));
    // The input's graph names values as the source does.
    assert.ok((await graph()).nodes.some((n) => n.title === '%sum = scf.for'), 'the input still has the loop, named as in the source');
    await andWaitForGraph(page, () => page.click('label:has(input[name="graph-source"][value="output"])'));
    const lowered = await graph();
    assert.ok(!lowered.nodes.some((n) => n.title.endsWith('scf.for')), 'after convert-scf-to-cf there is no scf.for');
    assert.ok(lowered.edges.some((e) => e.kind === 'control'), 'but branches');
    // Nodes of the output still point into the input.
    const muli = lowered.nodes.find((n) => n.title.endsWith('arith.muli'));
    // (An op's location is its name's: `arith.muli` in `%sq = arith.muli ...`.)
    assert.deepEqual(muli.loc, { file: 'input.mlir', line: WELCOME.text.split('\n').findIndex((l) => l.includes('arith.muli')) + 1, column: 11 });

    // Zoom and fit do not lose the drawing.
    await page.click('#graph-zoom-in');
    await page.click('#graph-fit');
    assert.ok((await page.locator('#graph svg g.node').count()) > 0);
  }));

// 18 ops and 4 arguments, two regions: what the issue calls a 20-op function.
const BLEND = `func.func @blend(%a: f32, %b: f32, %t: f32, %n: index) -> f32 {
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.subf %one, %t : f32
  %wa = arith.mulf %a, %s : f32
  %wb = arith.mulf %b, %t : f32
  %mix = arith.addf %wa, %wb : f32
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%x = %mix) -> (f32) {
    %h = arith.mulf %x, %half : f32
    %y = arith.addf %h, %t : f32
    scf.yield %y : f32
  }
  %big = arith.cmpf ogt, %acc, %one : f32
  %r = scf.if %big -> (f32) {
    %d = arith.divf %acc, %a : f32
    scf.yield %d : f32
  } else {
    scf.yield %acc : f32
  }
  return %r : f32
}
`;

// What the view shows: the scale, and whether every node is inside the graph pane.
async function view() {
  return page.evaluate(() => {
    const pane = document.getElementById('graph').getBoundingClientRect();
    const nodes = [...document.querySelectorAll('#graph g.node')].map((g) => g.getBoundingClientRect());
    const inside = nodes.filter((r) => r.left >= pane.left - 1 && r.right <= pane.right + 1 && r.top >= pane.top - 1 && r.bottom <= pane.bottom + 1).length;
    const title = document.querySelector('#graph g.node text.title');
    const px = title.getBoundingClientRect().height;
    return { scale: Number(document.getElementById('graph').dataset.scale), nodes: nodes.length, inside, titlePx: px, pane: { w: pane.width, h: pane.height } };
  });
}

test('a 20-op function: readable at the first view and after Fit; maximised, all of it; the source\'s names', () =>
  h.run(async () => {
    await setEditorText(page, 'input', BLEND);
    await setEditorText(page, 'pipeline', '');
    await page.click('#tab-output');
    await andWaitForRun(page, () => page.click('#run'));
    await andWaitForGraph(page, () => page.click('#tab-graph'));
    await andWaitForGraph(page, () => page.click('label:has(input[name="graph-source"][value="input"])'));
    const g = await graph();
    assert.equal(g.nodes.filter((n) => n.kind === 'op' || n.kind === 'region-op').length, 18);
    const titles = g.nodes.map((n) => n.title);
    for (const t of ['%a', '%t', '%acc = scf.for', '%i', '%x', '%h = arith.mulf', '%y = arith.addf', '%r = scf.if', '%d = arith.divf']) assert.ok(titles.includes(t), `${t} in ${titles}`);
    assert.equal(g.nodes.find((n) => n.title === '%h = arith.mulf').sub, '%x, %half : f32');
    assert.ok(!titles.some((t) => /%\d|%arg|%cst/.test(t)), `no printer names: ${titles}`);

    // Readable: the scale never drops below 0.8 (12 px labels at 9.6 px or more).
    const first = await view();
    assert.ok(first.scale >= 0.8 && first.titlePx >= 9, `first view: ${JSON.stringify(first)}`);
    await page.click('#graph-fit');
    const fitted = await view();
    assert.ok(fitted.scale >= 0.8 && fitted.titlePx >= 9, `after Fit: ${JSON.stringify(fitted)}`);
    if (fitted.inside < fitted.nodes) assert.equal(await page.isVisible('#graph .graph-hint'), true, 'the pane says part of the graph is out of view');
    await h.screenshot('graph-20-ops.png');

    // Maximised: the results cover the window, and Fit shows every node, readable.
    await page.click('#maximise');
    assert.equal(await page.getAttribute('#maximise', 'aria-pressed'), 'true');
    const box = await page.locator('.output-pane').boundingBox();
    const size = page.viewportSize();
    assert.ok(box.width >= size.width - 24 && box.height >= size.height - 24, `maximised: ${JSON.stringify(box)}`);
    await page.click('#graph-fit');
    const whole = await view();
    assert.equal(whole.inside, whole.nodes, `maximised and fitted: ${JSON.stringify(whole)}`);
    assert.ok(whole.scale >= 0.8, `maximised and fitted: ${JSON.stringify(whole)}`);
    assert.equal(await page.isVisible('#graph .graph-hint'), false);
    await h.screenshot('graph-maximised.png');

    // Regions are nested boxes: scf.if's box holds a box per region, each
    // holding its ops; an op with regions heads its box.
    const laid = await page.evaluate(() => window.mlircPlayground.graph.graph);
    const rect = (x) => ({ l: x.x - x.width / 2, r: x.x + x.width / 2, t: x.y - x.height / 2, b: x.y + x.height / 2 });
    const within = (a, b) => a.l >= b.l && a.r <= b.r && a.t >= b.t && a.b <= b.b;
    const node = (t) => laid.nodes.find((n) => n.title === t);
    const cluster = (id) => laid.clusters.find((c) => c.id === id);
    const ifBox = cluster(node('%r = scf.if').parent);
    const thenBox = cluster(node('%d = arith.divf').parent);
    assert.equal(thenBox.kind, 'region');
    assert.equal(thenBox.parent, ifBox.id);
    assert.ok(within(rect(thenBox), rect(ifBox)) && within(rect(node('%d = arith.divf')), rect(thenBox)));
    assert.ok(node('%r = scf.if').y < node('%d = arith.divf').y, 'scf.if above its regions');
    assert.ok(node('%acc = scf.for').y < node('%h = arith.mulf').y, 'scf.for above its body');

    // Esc restores the layout.
    await page.keyboard.press('Escape');
    assert.equal(await page.getAttribute('#maximise', 'aria-pressed'), 'false');
    assert.ok((await page.locator('.output-pane').boundingBox()).width < size.width / 2 + 40);
  }));

test('the graph of an input that does not parse is a message, not a broken page', () =>
  h.run(async () => {
    await setEditorText(page, 'input', 'func.func @f( {');
    await andWaitForGraph(page, () => andWaitForRun(page, () => page.click('#run')));
    assert.match(await page.textContent('#graph .graph-message'), /does not parse/);
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'ready');
  }));

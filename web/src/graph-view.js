// Draws a laid-out graph (graph.js, computed in the worker) as SVG: clusters
// for regions and blocks, nodes for operations and block arguments, edges
// for data flow (solid), control flow (dashed) and region nesting (dotted).
// Drag pans, the wheel zooms around the pointer, and clicking a node calls
// onPick(node) (the page highlights the op in the editor).

const SVG = 'http://www.w3.org/2000/svg';

/** The smallest scale Fit and the first view use: labels are 12px at 1:1. */
export const READABLE_SCALE = 0.8;
const MARGIN = 8;

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v != null) node.setAttribute(k, String(v));
  for (const c of children) if (c) node.append(c);
  return node;
}

/** A smooth path through dagre's edge points (quadratic joins at the bends). */
export function edgePath(points) {
  if (!points.length) return '';
  const f = (n) => Math.round(n * 10) / 10;
  let d = `M${f(points[0].x)},${f(points[0].y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i];
    const q = points[i + 1];
    const mx = (p.x + q.x) / 2;
    const my = (p.y + q.y) / 2;
    d += ` Q${f(p.x)},${f(p.y)} ${f(mx)},${f(my)}`;
  }
  const last = points[points.length - 1];
  return `${d} L${f(last.x)},${f(last.y)}`;
}

export class GraphView {
  constructor(root, { onPick }) {
    this.root = root;
    this.onPick = onPick;
    this.graph = null;
    this.view = { x: 0, y: 0, k: 1 };
    this.nodeEls = new Map();
    this.selected = null;
    this.installPanZoom();
  }

  /** Shows a message instead of a graph (while computing, or why there is none). */
  message(text) {
    this.graph = null;
    this.root.replaceChildren(Object.assign(document.createElement('div'), { className: 'graph-message', textContent: text }));
  }

  /** Draws `graph`; `note` (optional) is shown in a corner. */
  show(graph, note = '') {
    this.graph = graph;
    this.nodeEls.clear();
    this.selected = null;
    const defs = svg(
      'defs',
      {},
      ...['data', 'control', 'nest'].map((kind) =>
        svg('marker', { id: `arrow-${kind}`, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' }, svg('path', { d: 'M0,1 L9,5 L0,9 z', class: `arrowhead ${kind}`, fill: `var(--graph-${kind})` })),
      ),
    );
    this.layer = svg('g', { class: 'layer' });
    const clusters = [...graph.clusters].sort((a, b) => b.width * b.height - a.width * a.height);
    for (const c of clusters) {
      const g = svg('g', { class: `cluster ${c.kind}` }, svg('rect', { x: c.x - c.width / 2, y: c.y - c.height / 2, width: c.width, height: c.height, rx: 10 }));
      if (c.kind === 'region') g.append(svg('text', { x: c.x - c.width / 2 + 8, y: c.y - c.height / 2 + 13 }, document.createTextNode(c.label)));
      this.layer.append(g);
    }
    for (const e of graph.edges) {
      if (e.kind === 'order') continue;
      const path = svg('path', { class: `edge ${e.kind}`, d: edgePath(e.points), 'marker-end': `url(#arrow-${e.kind})` });
      if (e.label) path.append(svg('title', {}, document.createTextNode(e.label)));
      this.layer.append(path);
    }
    for (const n of graph.nodes) {
      const x = n.x - n.width / 2;
      const y = n.y - n.height / 2;
      const g = svg('g', { class: `node ${n.kind}`, 'data-id': n.id, 'data-line': n.loc?.line, tabindex: -1 });
      g.append(svg('rect', { x, y, width: n.width, height: n.height, rx: n.kind === 'arg' || n.kind === 'block' ? n.height / 2 : 7 }));
      g.append(svg('text', { class: 'title', x: n.x, y: n.sub ? n.y - 3 : n.y + 4, 'text-anchor': 'middle' }, document.createTextNode(n.title)));
      if (n.sub) g.append(svg('text', { class: 'sub', x: n.x, y: n.y + 11, 'text-anchor': 'middle' }, document.createTextNode(n.sub)));
      const where = n.loc ? `\n${n.loc.file}:${n.loc.line}:${n.loc.column}` : '';
      g.append(svg('title', {}, document.createTextNode(`${n.text}${where}`)));
      this.nodeEls.set(n.id, g);
      this.layer.append(g);
    }
    this.svg = svg('svg', { role: 'img', 'aria-label': `Graph with ${graph.nodes.length} nodes` }, defs, this.layer);
    this.root.replaceChildren(this.svg);
    const corner = Object.assign(document.createElement('div'), { className: 'graph-note' });
    if (note) corner.append(note);
    this.hint = Object.assign(document.createElement('span'), { className: 'graph-hint', textContent: 'partly out of view: drag to pan, or maximise' });
    corner.append(this.hint);
    this.root.append(corner);
    this.overview();
  }

  /** The view's size in pixels. */
  size() {
    const box = this.root.getBoundingClientRect();
    return { w: box.width || 600, h: box.height || 400 };
  }

  /**
   * The first view of a graph: the whole of it when it fits at a readable
   * scale, else readable from the top, as wide as fits; pan, zoom or
   * maximise for the rest.
   */
  overview() {
    this.fit();
  }

  /** Marks the node `id` as selected (null clears). */
  select(id) {
    this.nodeEls.get(this.selected)?.classList.remove('selected');
    this.selected = id;
    this.nodeEls.get(id)?.classList.add('selected');
  }

  apply() {
    const { x, y, k } = this.view;
    this.layer?.setAttribute('transform', `translate(${x},${y}) scale(${k})`);
    this.root.dataset.scale = k.toFixed(3);
  }

  /**
   * Scales the whole graph into the view, never above 1:1 nor below
   * READABLE_SCALE (labels stay legible: a graph too large for the view at
   * that scale is shown from its top, centred, and the rest is panned to).
   * Returns whether the whole graph is in view.
   */
  fit() {
    if (!this.graph) return false;
    const { w, h } = this.size();
    const whole = Math.min(1, (w - 2 * MARGIN) / this.graph.width, (h - 2 * MARGIN) / this.graph.height);
    const k = Math.max(READABLE_SCALE, whole);
    const x = this.graph.width * k <= w ? (w - this.graph.width * k) / 2 : MARGIN;
    const y = this.graph.height * k <= h ? (h - this.graph.height * k) / 2 : MARGIN;
    this.view = { k, x, y };
    this.apply();
    const all = k === whole;
    if (this.hint) this.hint.hidden = all;
    this.root.dataset.whole = String(all);
    return all;
  }

  zoom(factor, cx, cy) {
    const box = this.root.getBoundingClientRect();
    const px = cx ?? box.width / 2;
    const py = cy ?? box.height / 2;
    const k = Math.min(4, Math.max(0.05, this.view.k * factor));
    const f = k / this.view.k;
    this.view = { k, x: px - (px - this.view.x) * f, y: py - (py - this.view.y) * f };
    this.apply();
  }

  installPanZoom() {
    const root = this.root;
    root.addEventListener(
      'wheel',
      (e) => {
        if (!this.graph) return;
        e.preventDefault();
        const box = root.getBoundingClientRect();
        this.zoom(Math.exp(-e.deltaY * 0.0015), e.clientX - box.left, e.clientY - box.top);
      },
      { passive: false },
    );
    let drag = null;
    root.addEventListener('pointerdown', (e) => {
      if (!this.graph || e.button !== 0) return;
      drag = { x: e.clientX, y: e.clientY, vx: this.view.x, vy: this.view.y, moved: false, target: e.target };
    });
    root.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 4) return;
      if (!drag.moved) {
        drag.moved = true;
        root.setPointerCapture(e.pointerId);
        root.classList.add('panning');
      }
      this.view = { ...this.view, x: drag.vx + dx, y: drag.vy + dy };
      this.apply();
    });
    const end = (e) => {
      if (!drag) return;
      const { moved, target } = drag;
      drag = null;
      root.classList.remove('panning');
      if (moved || e.type === 'pointercancel') return;
      const node = target.closest?.('.node');
      if (node) this.pick(node.dataset.id);
    };
    root.addEventListener('pointerup', end);
    root.addEventListener('pointercancel', end);
    root.addEventListener('keydown', (e) => {
      const step = 40;
      const moves = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
      if (moves[e.key]) {
        this.view = { ...this.view, x: this.view.x + moves[e.key][0], y: this.view.y + moves[e.key][1] };
        this.apply();
      } else if (e.key === '+' || e.key === '=') this.zoom(1.25);
      else if (e.key === '-') this.zoom(0.8);
      else if (e.key === '0') this.fit();
      else return;
      e.preventDefault();
    });
  }

  pick(id) {
    const node = this.graph?.nodes.find((n) => n.id === id);
    if (!node) return;
    this.select(id);
    this.onPick(node);
  }
}

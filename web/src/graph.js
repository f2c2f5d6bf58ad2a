// The graph view's model, built in the worker from the JS API's IR objects
// (operations, operands, results, blocks, successors, locations) and laid out
// with dagre: one node per operation and block argument, data-flow edges
// from a value's definition to each user, control-flow edges from a branch
// to the blocks it jumps to, and nested boxes (clusters) for the regions of
// scf.for, scf.if and the like. The page only draws the result (graph-view.js).

import dagre from '@dagrejs/dagre';

/** Functions with more operations than this are not drawn (the layout is superlinear). */
export const MAX_OPS = 1500;

const CHAR_WIDTH = 7.2; // px of one character of the 12px monospace font
const MAX_SUB = 46; // characters of an op's operands line before it is cut

export class GraphTooLarge extends Error {}

/** The file, line and column of a location, or null (unknown and other locations). */
export function fileLineCol(location) {
  // FileLineColLoc prints as loc("file":L:C); name, call-site and fused
  // locations print theirs inside (the first is the innermost / first one).
  const m = /"((?:[^"\\]|\\.)*)":(\d+):(\d+)/.exec(location.toString());
  return m ? { file: JSON.parse(`"${m[1]}"`), line: Number(m[2]), column: Number(m[3]) } : null;
}

function symbolName(op) {
  const sym = op.attributes.get('sym_name');
  if (!sym) return null;
  const text = sym.toString();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function hasBody(op) {
  return op.regions.some((r) => r.blocks.length > 0);
}

/**
 * The operations the view can draw, in order: the top-level ops with a body
 * (functions) of the module and of modules nested in it. When there is none,
 * the module itself. Each is {name, op, loc}.
 */
export function listFunctions(module) {
  const out = [];
  const names = new Map();
  const visit = (block) => {
    for (const op of block.operations) {
      if (!hasBody(op)) continue;
      if (op.name === 'builtin.module') {
        visit(op.regions[0].blocks[0]);
        continue;
      }
      let name = symbolName(op) ?? op.name;
      const seen = names.get(name) ?? 0;
      names.set(name, seen + 1);
      if (seen) name = `${name} #${seen + 1}`;
      out.push({ name, op, loc: fileLineCol(op.location) });
    }
  };
  visit(module.body);
  if (!out.length) out.push({ name: '(module)', op: module.operation, loc: fileLineCol(module.operation.location) });
  return out;
}

/**
 * Splits an op's first printed line into its results (`%0, %1`), its name
 * and the rest: `%3 = arith.addi %1, %2 : i32` -> ['%3', 'arith.addi', '%1, %2 : i32'].
 */
export function splitOpLine(line, name) {
  const m = /^((?:%[^=]*?)\s*=\s*)?("[^"]*"|[\w.$-]+)(.*)$/.exec(line.trim());
  if (!m) return { results: '', name, rest: line.trim() };
  return { results: (m[1] ?? '').replace(/\s*=\s*$/, ''), name: m[2].replace(/^"|"$/g, ''), rest: m[3].trim() };
}

/**
 * The names of an op's results from the text before its name
 * (`%a, %b:2 = `): ['%a', '%b#0', '%b#1'], or null when there is no such
 * list (or it does not end the text).
 */
export function resultNames(prefix) {
  const m = /((?:%[\w$.\-]+(?::\d+)?\s*,\s*)*%[\w$.\-]+(?::\d+)?)\s*=\s*$/.exec(prefix);
  if (!m) return null;
  const names = [];
  for (const group of m[1].split(',')) {
    const [name, count] = group.trim().split(':');
    if (count === undefined) names.push(name);
    else for (let i = 0; i < Number(count); i++) names.push(`${name}#${i}`);
  }
  return names;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Finds the names the source gave to values, from their locations in it:
 * an op's results are the names before its name (its location), a block
 * argument's is the name at its own location. `valueLocation(value)` reads
 * a block argument's location. Returns value -> name or null.
 */
export function sourceNamer(text, fileName, valueLocation) {
  const lines = text.split('\n');
  // A location's column counts UTF-8 bytes: the line's text up to it.
  const before = (loc) => {
    if (!loc || loc.file !== fileName || loc.line < 1 || loc.line > lines.length) return null;
    const bytes = encoder.encode(lines[loc.line - 1]);
    return { head: decoder.decode(bytes.subarray(0, loc.column - 1)), tail: decoder.decode(bytes.subarray(loc.column - 1)) };
  };
  const results = new Map(); // op handle -> names
  return (value) => {
    if (value.isOpResult) {
      const op = value.owner;
      let names = results.get(op._ptr);
      if (names === undefined) {
        const at = before(fileLineCol(op.location));
        names = at && resultNames(at.head);
        if (names && names.length !== op.results.length) names = null;
        results.set(op._ptr, names);
      }
      return names ? names[value.index] : null;
    }
    const at = before(fileLineCol(valueLocation(value)));
    return at ? /^%[\w$.\-]+/.exec(at.tail)?.[0] ?? null : null;
  };
}

// Renames the SSA names of `text` (not inside strings) by `lookup(name)`.
function rename(text, lookup) {
  return text.replace(/"(?:[^"\\]|\\.)*"|%[\w$.\-]+(?:#\d+)?/g, (m) => (m[0] === '"' ? m : lookup(m) ?? m));
}

function clip(text, n) {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}

// The C handle of a value or a block: the API's Value and Block wrappers are
// made per access (not interned), so identity is the handle, which stays the
// same while the module lives.
const handle = (x) => x._ptr;

/**
 * Builds the graph of `root` (a function-like op, or a module): {nodes,
 * clusters, edges}. With `sourceName(value)` (see sourceNamer) values are
 * shown by the names the source gave them where it has one. Nodes: {id, kind ('op' | 'region-op' | 'arg' | 'block'),
 * title, sub, text, loc, parent}; clusters: {id, kind, label, parent, loc};
 * edges: {from, to, kind ('data' | 'control' | 'nest' | 'order'), label, back}
 * (back: a control edge to a block that does not come later).
 * Throws GraphTooLarge past MAX_OPS operations.
 */
export function buildGraph(root, { sourceName = null } = {}) {
  const nodes = [];
  const clusters = [];
  const edges = [];
  const source = new Map(); // value handle -> node id
  const blockEntry = new Map(); // block handle -> node id
  const uses = []; // [node id, operands]
  const jumps = []; // [node id, successor blocks, index of the jumping block]
  const blockIndex = new Map(); // block handle -> order of visit
  let currentBlock = -1;
  let opCount = 0;
  // Source names by printed name, one map per region: the printer reuses
  // numbers in sibling regions, so a node's names are looked up in its own
  // region and those around it (`chain`, innermost first).
  let renamed = 0;
  const noteName = (value, printed, scope) => {
    const name = sourceName?.(value);
    if (name && name !== printed) {
      scope.set(printed, name);
      renamed++;
    }
  };

  const addNode = (n) => {
    n.id = `n${nodes.length}`;
    nodes.push(n);
    return n.id;
  };
  const addCluster = (c) => {
    c.id = `c${clusters.length}`;
    clusters.push(c);
    return c.id;
  };

  function visitOp(op, parent, chain) {
    if (++opCount > MAX_OPS) throw new GraphTooLarge(`more than ${MAX_OPS} operations`);
    const text = op.toString().split('\n')[0].replace(/\s*\{\s*$/, '');
    const { results, name, rest } = splitOpLine(text, op.name);
    const regions = op.regions.filter((r) => r.blocks.length > 0);
    const loc = fileLineCol(op.location);
    const own = regions.length ? addCluster({ kind: 'op', label: name, parent, loc }) : parent;
    const node = {
      kind: regions.length ? 'region-op' : 'op',
      title: results ? `${results} = ${name}` : name,
      sub: clip(rest, MAX_SUB),
      full: rest,
      text,
      loc,
      parent: own,
      chain,
    };
    const id = addNode(node);
    const printed = resultNames(`${results} =`) ?? [];
    const scope = chain[0];
    op.results.forEach((r, i) => {
      source.set(handle(r), id);
      if (printed[i] && scope) noteName(r, printed[i], scope);
    });
    // `%0:2` in the title: its base name, when the source grouped the results too (`%r:2`).
    const base = (n) => n?.replace(/#\d+$/, '');
    const group = printed.length > 1 && scope && base(scope.get(printed[0]));
    if (group && printed.every((p) => base(scope.get(p)) === group)) scope.set(base(printed[0]), group);
    const operands = op.operands;
    if (operands.length) uses.push([id, operands]);
    const successors = op.successors;
    if (successors.length) jumps.push([id, successors, currentBlock]);
    const inner = [];
    regions.forEach((region, i) => {
      const cluster = regions.length > 1 ? addCluster({ kind: 'region', label: `region #${i}`, parent: own, loc: null }) : own;
      const { entry, scope: regionScope, members } = visitRegion(region, cluster, chain);
      inner.push(regionScope);
      if (entry) edges.push({ from: id, to: entry, kind: 'nest', label: '' });
      // The op heads its box: whatever its regions hold is laid out below it.
      for (const m of members) if (m !== entry) edges.push({ from: id, to: m, kind: 'order', label: '' });
    });
    // The op's own line names its regions' arguments (`scf.for %i = ...`).
    node.chain = [...inner, ...chain];
    return id;
  }

  // Returns the entry node of the region's first block, and the region's names.
  function visitRegion(region, parent, outer) {
    const scope = new Map();
    const chain = [scope, ...outer];
    const blocks = region.blocks;
    const members = []; // the nodes directly in the region
    let regionEntry = null;
    blocks.forEach((block, b) => {
      blockIndex.set(handle(block), blockIndex.size);
      let cluster = parent;
      let entry = null;
      if (blocks.length > 1) {
        cluster = addCluster({ kind: 'block', label: `^bb${b}`, parent, loc: null });
        entry = addNode({ kind: 'block', title: `^bb${b}`, sub: '', text: `^bb${b}`, loc: null, parent: cluster, chain });
        members.push(entry);
      }
      const first = entry;
      for (const arg of block.arguments) {
        const type = arg.type.toString();
        const name = arg.getName();
        const id = addNode({ kind: 'arg', title: name, sub: clip(type, MAX_SUB), full: type, text: `${name}: ${type}`, loc: null, parent: cluster, chain });
        source.set(handle(arg), id);
        members.push(id);
        noteName(arg, name, scope);
        if (first) edges.push({ from: first, to: id, kind: 'order', label: '' });
        entry ??= id;
      }
      const ops = block.operations;
      const ids = [];
      for (const op of ops) {
        currentBlock = blockIndex.get(handle(block));
        const id = visitOp(op, cluster, chain);
        members.push(id);
        if (first && !ids.length && !block.arguments.length) edges.push({ from: first, to: id, kind: 'order', label: '' });
        entry ??= id;
        ids.push(id);
      }
      // Keep an operand-less terminator (`return`, `scf.yield`) below the
      // rest of its block instead of floating to the top.
      if (ids.length > 1 && !ops[ops.length - 1].operands.length) {
        edges.push({ from: ids[ids.length - 2], to: ids[ids.length - 1], kind: 'order', label: '' });
      }
      blockEntry.set(handle(block), entry);
      regionEntry ??= entry;
    });
    return { entry: regionEntry, scope, members };
  }

  for (const region of root.regions) visitRegion(region, null, []);

  const seen = new Map();
  for (const [to, operands] of uses) {
    for (const v of operands) {
      const from = source.get(handle(v));
      if (!from) continue; // defined outside the drawn op
      const key = `${from}>${to}`;
      if (seen.has(key)) continue;
      const edge = { from, to, kind: 'data', label: v.type.toString() };
      seen.set(key, edge);
      edges.push(edge);
    }
  }
  for (const [from, blocks, fromBlock] of jumps) {
    for (const b of blocks) {
      const to = blockEntry.get(handle(b));
      // A jump to a block that does not come later (a loop's back edge) is
      // laid out reversed, so that the blocks stay in program order.
      if (to) edges.push({ from, to, kind: 'control', label: '', back: blockIndex.get(handle(b)) <= fromBlock });
    }
  }
  for (const n of nodes) {
    if (renamed && n.chain) {
      const lookup = (name) => {
        for (const scope of n.chain) if (scope.has(name)) return scope.get(name);
        return undefined;
      };
      n.title = rename(n.title, lookup);
      n.sub = clip(rename(n.full ?? n.sub, lookup), MAX_SUB);
      n.text = rename(n.text, lookup);
    }
    delete n.full;
    delete n.chain;
  }
  return { nodes, clusters, edges, opCount, renamed };
}

/** Node size from its two text lines. */
function nodeSize(n) {
  const chars = Math.max(n.title.length, n.sub.length);
  const width = Math.min(420, Math.max(n.kind === 'arg' || n.kind === 'block' ? 48 : 72, chars * CHAR_WIDTH + 24));
  const height = n.sub ? 36 : 24;
  return { width, height };
}

/**
 * Lays `graph` out with dagre (top to bottom). Adds x, y (centers), width and
 * height to nodes and clusters and `points` to edges; returns the graph with
 * its overall {width, height}.
 */
export function layoutGraph(graph) {
  const g = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 18, ranksep: 26, edgesep: 8, marginx: 12, marginy: 12 });
  for (const c of graph.clusters) g.setNode(c.id, {});
  for (const c of graph.clusters) if (c.parent) g.setParent(c.id, c.parent);
  for (const n of graph.nodes) {
    Object.assign(n, nodeSize(n));
    g.setNode(n.id, { width: n.width, height: n.height });
    if (n.parent) g.setParent(n.id, n.parent);
  }
  graph.edges.forEach((e, i) => {
    // Data edges decide the layering; control edges may point back (loops).
    const weight = e.kind === 'data' ? 2 : 1;
    if (e.back) g.setEdge(e.to, e.from, { weight, minlen: 1 }, `e${i}`);
    else g.setEdge(e.from, e.to, { weight, minlen: 1 }, `e${i}`);
  });
  dagre.layout(g);
  for (const n of graph.nodes) {
    const l = g.node(n.id);
    n.x = l.x;
    n.y = l.y;
  }
  for (const c of graph.clusters) {
    const l = g.node(c.id);
    Object.assign(c, { x: l.x, y: l.y, width: l.width, height: l.height });
  }
  graph.edges.forEach((e, i) => {
    const l = e.back ? g.edge({ v: e.to, w: e.from, name: `e${i}` }) : g.edge({ v: e.from, w: e.to, name: `e${i}` });
    e.points = l ? l.points.map((p) => ({ x: p.x, y: p.y })) : [];
    if (e.back) e.points.reverse();
  });
  const { width, height } = g.graph();
  graph.width = width;
  graph.height = height;
  return graph;
}

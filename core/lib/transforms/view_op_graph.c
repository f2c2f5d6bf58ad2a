/* view_op_graph.c: prints a Graphviz (DOT) picture of the op to the report
 * stream (mlir-opt: stderr), as upstream's ViewOpGraph pass (PrintOpPass):
 * ops are record nodes with operand and result ports, colored by op name;
 * ops with regions, regions' blocks and block arguments are clusters and
 * nodes; data-flow edges (deferred to the end) and control-flow edges
 * between consecutive ops connect them. The IR is not changed. */
#include "transforms.h"

#include <stdio.h>

static const PassOptionDef OPTIONS[] = {
    {"max-label-len", "Limit attribute/type length to number of chars", OPT_UINT, "20", NULL},
    {"print-attrs", "Print attributes of operations", OPT_BOOL, "true", NULL},
    {"print-control-flow-edges", "Print control flow edges", OPT_BOOL, "false", NULL},
    {"print-data-flow-edges", "Print data flow edges", OPT_BOOL, "true", NULL},
    {"print-result-types", "Print result types of operations", OPT_BOOL, "true", NULL},
};
enum { O_MAX_LEN, O_ATTRS, O_CONTROL, O_DATA, O_TYPES };

/* Upstream elides elements attributes with more elements than this. */
enum { LARGE_ATTR_LIMIT = 16 };

/* A node id, and the cluster it stands for (0: a plain node). */
typedef struct Node {
  int id, cluster;
} Node;

typedef struct DataEdge {
  const Value *value;
  Node to;
  char *port;
} DataEdge;

/* What upstream's pass instance keeps from one run to the next (it never
 * resets them): the id counter, the nodes of values and the data-flow
 * edges, which every later run prints again. */
typedef struct Persist {
  Allocator *alloc;
  int counter;
  PtrMap value_ids;      /* Value* -> node id */
  PtrMap value_clusters; /* Value* -> cluster of that node */
  DataEdge *data_edges;
  size_t ndata, cap_data;
} Persist;

typedef struct Graph {
  Context *ctx;
  StrBuf *out;
  unsigned indent;
  size_t max_len;
  bool attrs, control, data, types;
  Persist *st;
  PtrMap colors; /* OpName* -> hue index + 1 */
  size_t ncolors;
  PtrVec edges;  /* formatted edge statements (owned) */
} Graph;

/* ---- text helpers ------------------------------------------------------------------ */

/* Backslash before the characters record labels treat specially. */
static void put_escaped(StrBuf *out, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (strchr("{|<}>\n\"", s[i]) && s[i]) sb_putc(out, '\\');
    sb_putc(out, s[i]);
  }
}

/* Appends at most max_len bytes of `s`, then "..." if it was longer. */
static void put_truncated(Graph *g, StrBuf *out, const char *s, size_t n, bool escape) {
  size_t k = n <= g->max_len ? n : g->max_len;
  if (escape) put_escaped(out, s, k);
  else sb_append(out, s, k);
  if (n > g->max_len) sb_puts(out, "...");
}

static void put_type(Graph *g, StrBuf *out, const Type *t) {
  StrBuf s;
  sb_init(&s, &g->ctx->alloc);
  print_type(t, &s);
  put_truncated(g, out, s.data ? s.data : "", s.len, true);
  sb_free(&s);
}

static void put_attr(Graph *g, StrBuf *out, const Attr *a) {
  StrBuf s;
  sb_init(&s, &g->ctx->alloc);
  if ((a->kind == AK_DENSE_ELEMENTS || a->kind == AK_DENSE_STRING) && a->aux) {
    print_attribute(a, &s); /* splats are always shown in full */
    put_escaped(out, s.data ? s.data : "", s.len);
  } else if ((a->kind == AK_DENSE_ELEMENTS || a->kind == AK_DENSE_STRING) &&
             shaped_num_elements(WORD_PTR(const Type, a->p[0])) > LARGE_ATTR_LIMIT) {
    const Type *t = WORD_PTR(const Type, a->p[0]);
    for (unsigned i = 0; i < shaped_rank(t); i++) sb_putc(out, '[');
    sb_puts(out, "...");
    for (unsigned i = 0; i < shaped_rank(t); i++) sb_putc(out, ']');
    sb_puts(out, " : ");
    put_type(g, out, t);
  } else if (a->kind == AK_ARRAY && a->n > LARGE_ATTR_LIMIT) {
    sb_puts(out, "[...]");
  } else {
    print_attribute(a, &s);
    put_truncated(g, out, s.data ? s.data : "", s.len, true);
  }
  sb_free(&s);
}

/* `%name` of a value, numbered as in a print of the whole IR. */
static void put_operand(Graph *g, StrBuf *out, const Value *v) {
  PrintFlags f;
  print_flags_default(&f);
  print_value_as_operand(g->ctx, v, NULL, &f, out);
}

/* The value's name with `%` and `#` turned into `_` (a record port). */
static char *port_name(Graph *g, const Value *v) {
  StrBuf s;
  sb_init(&s, &g->ctx->alloc);
  put_operand(g, &s, v);
  for (size_t i = 0; i < s.len; i++)
    if (s.data[i] == '%' || s.data[i] == '#') s.data[i] = '_';
  if (!s.data) sb_puts(&s, "");
  return s.data;
}

/* ---- DOT statements -------------------------------------------------------------- */

static void line_start(Graph *g) { sb_indent(g->out, 2 * g->indent); }

/* Attribute lists are printed with keys in sorted order, as std::map. */
static Node emit_node(Graph *g, const char *label, const char *shape, const char *fill) {
  Node n = {++g->st->counter, 0};
  line_start(g);
  sb_printf(g->out, "v%d [", n.id);
  if (fill) sb_printf(g->out, "fillcolor = \"%s\", ", fill);
  sb_printf(g->out, "label = \"%s\", shape = %s", label, shape);
  if (fill) sb_puts(g->out, ", style = filled");
  sb_puts(g->out, "];\n");
  return n;
}

static void push_edge(Graph *g, Node from, Node to, const char *port, const char *style) {
  StrBuf e;
  sb_init(&e, &g->ctx->alloc);
  sb_printf(&e, "v%d", from.id);
  if (port && *port && !from.cluster) sb_printf(&e, ":res%s:s", port);
  sb_printf(&e, " -> v%d", to.id);
  if (port && *port && !to.cluster) sb_printf(&e, ":arg%s:n", port);
  sb_putc(&e, '[');
  if (to.cluster) sb_printf(&e, "lhead = cluster_%d, ", to.cluster);
  if (from.cluster) sb_printf(&e, "ltail = cluster_%d, ", from.cluster);
  sb_printf(&e, "style = %s]", style);
  if (e.data && !pv_push(&g->ctx->alloc, &g->edges, e.data)) sb_free(&e);
}

static void set_value_node(Graph *g, const Value *v, Node n) {
  pm_put(&g->ctx->alloc, &g->st->value_ids, v, (uintptr_t)(uint32_t)n.id);
  pm_put(&g->ctx->alloc, &g->st->value_clusters, v, (uintptr_t)(uint32_t)n.cluster);
}

static Node value_node(Graph *g, const Value *v) {
  uintptr_t id = 0, cluster = 0;
  pm_get(&g->st->value_ids, v, &id);
  pm_get(&g->st->value_clusters, v, &cluster);
  Node n = {(int)id, (int)cluster};
  return n;
}

/* ---- labels ------------------------------------------------------------------------ */

/* The op's attributes, inherent and discardable, sorted by name. */
typedef void (*AttrFn)(Graph *g, StrBuf *out, const Ident *name, const Attr *value);

static void each_attr(Graph *g, StrBuf *out, const Operation *op, AttrFn fn) {
  size_t i = 0, j = 0, ni = dict_size(op->props), nj = dict_size(op->attrs);
  while (i < ni || j < nj) {
    bool take_prop = j == nj || (i < ni && ident_cmp(dict_name(op->props, i), dict_name(op->attrs, j)) <= 0);
    if (take_prop) fn(g, out, dict_name(op->props, i), dict_value(op->props, i)), i++;
    else fn(g, out, dict_name(op->attrs, j), dict_value(op->attrs, j)), j++;
  }
}

static void attr_line(Graph *g, StrBuf *out, const Ident *name, const Attr *value) {
  sb_append(out, name->str, name->len);
  sb_puts(out, ": ");
  put_attr(g, out, value);
  sb_puts(out, "\\l");
}

static void cluster_label(Graph *g, StrBuf *out, const Operation *op) {
  sb_puts(out, op->name->name->str);
  if (g->types) {
    StrBuf types;
    sb_init(&types, &g->ctx->alloc);
    for (uint32_t i = 0; i < op->num_results; i++) {
      if (i) sb_puts(&types, ", ");
      print_type(op->results[i].type, &types);
    }
    sb_puts(out, " : (");
    put_truncated(g, out, types.data ? types.data : "", types.len, false);
    sb_putc(out, ')');
    sb_free(&types);
  }
  if (g->attrs) {
    sb_puts(out, "\\l");
    each_attr(g, out, op, attr_line);
  }
}

static void result_port(Graph *g, StrBuf *out, const Value *v) {
  char *port = port_name(g, v);
  sb_printf(out, "<res%s> ", port ? port : "");
  mem_free(&g->ctx->alloc, port);
  put_operand(g, out, v);
  if (g->types) {
    sb_putc(out, ' ');
    put_type(g, out, v->type);
  }
}

static void record_label(Graph *g, StrBuf *out, Operation *op) {
  sb_putc(out, '{');
  if (op->num_operands) {
    sb_putc(out, '{');
    for (uint32_t i = 0; i < op->num_operands; i++) {
      if (i) sb_putc(out, '|');
      const Value *v = op->operands[i].value;
      if (!v) continue;
      char *port = port_name(g, v);
      sb_printf(out, "<arg%s> ", port ? port : "");
      mem_free(&g->ctx->alloc, port);
      put_operand(g, out, v);
    }
    sb_puts(out, "}|");
  }
  sb_printf(out, "%s\\l", op->name->name->str);
  if (g->attrs && (op->props || op->attrs)) {
    sb_puts(out, "\\l");
    each_attr(g, out, op, attr_line);
  }
  if (op->num_results) {
    sb_puts(out, "|{");
    for (uint32_t i = 0; i < op->num_results; i++) {
      if (i) sb_putc(out, '|');
      result_port(g, out, &op->results[i]);
    }
    sb_putc(out, '}');
  }
  sb_putc(out, '}');
}

/* ---- the walk ---------------------------------------------------------------------- */

static Node process_op(Graph *g, Operation *op);

/* A cluster: an invisible anchor node, the label, then the body. */
static Node open_cluster(Graph *g, const char *label) {
  int id = ++g->st->counter;
  line_start(g);
  sb_printf(g->out, "subgraph cluster_%d {\n", id);
  g->indent++;
  Node anchor = emit_node(g, " ", "plain", NULL);
  line_start(g);
  sb_printf(g->out, "label = \"%s\";\n", label);
  anchor.cluster = id;
  return anchor;
}

static void close_cluster(Graph *g) {
  g->indent--;
  line_start(g);
  sb_puts(g->out, "}\n");
}

static void process_block(Graph *g, Block *b) {
  open_cluster(g, "");
  for (uint32_t i = 0; i < b->nargs; i++) {
    StrBuf label;
    sb_init(&label, &g->ctx->alloc);
    result_port(g, &label, b->args[i]);
    set_value_node(g, b->args[i], emit_node(g, label.data ? label.data : "", "Mrecord", NULL));
    sb_free(&label);
  }
  Node prev = {0, 0};
  bool have_prev = false;
  for (Operation *op = b->first; op; op = op->next) {
    Node next = process_op(g, op);
    if (g->control && have_prev) push_edge(g, prev, next, "", "dashed");
    prev = next;
    have_prev = true;
  }
  close_cluster(g);
}

static Node process_op(Graph *g, Operation *op) {
  Node node;
  StrBuf label;
  sb_init(&label, &g->ctx->alloc);
  if (op->num_regions) {
    cluster_label(g, &label, op);
    node = open_cluster(g, label.data ? label.data : "");
    for (uint32_t r = 0; r < op->num_regions; r++)
      for (Block *b = op->regions[r].first; b; b = b->next) process_block(g, b);
    close_cluster(g);
  } else {
    char fill[64] = "";
    uintptr_t idx = 0;
    pm_get(&g->colors, op->name, &idx);
    snprintf(fill, sizeof fill, "%f 0.3 0.95", g->ncolors ? (double)(idx - 1) / (double)g->ncolors : 0.0);
    record_label(g, &label, op);
    node = emit_node(g, label.data ? label.data : "", "Mrecord", fill);
  }
  sb_free(&label);
  if (g->data)
    for (uint32_t i = 0; i < op->num_operands; i++) {
      const Value *v = op->operands[i].value;
      Persist *st = g->st;
      if (!v || !vec_grow(st->alloc, (void **)&st->data_edges, &st->cap_data, st->ndata + 1, sizeof *st->data_edges))
        continue;
      st->data_edges[st->ndata++] = (DataEdge){v, node, port_name(g, v)};
    }
  for (uint32_t i = 0; i < op->num_results; i++) set_value_node(g, &op->results[i], node);
  return node;
}

/* Colors: one hue per op name, in the order names first appear in a
 * post-order walk. */
static int note_color(Operation *op, void *user) {
  Graph *g = user;
  if (!pm_get(&g->colors, op->name, NULL)) pm_put(&g->ctx->alloc, &g->colors, op->name, ++g->ncolors);
  return WALK_ADVANCE;
}

static void persist_free(Pass *p) {
  Persist *st = p->owner;
  if (!st) return;
  for (size_t i = 0; i < st->ndata; i++) mem_free(st->alloc, st->data_edges[i].port);
  mem_free(st->alloc, st->data_edges);
  pm_free(st->alloc, &st->value_ids);
  pm_free(st->alloc, &st->value_clusters);
  mem_free(st->alloc, st);
  p->owner = NULL;
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  if (!p->owner) {
    Persist *st = ctx_zalloc(ctx, sizeof *st);
    if (!st) return false;
    st->alloc = &ctx->alloc;
    p->owner = st;
    p->on_destroy = persist_free;
  }
  StrBuf sink;
  sb_init(&sink, &ctx->alloc);
  int64_t max_len = pass_opt_int(p, O_MAX_LEN);
  Graph g = {.ctx = ctx,
             .out = p->report ? p->report : &sink,
             .max_len = max_len < 0 ? 0 : (size_t)max_len,
             .attrs = pass_opt_int(p, O_ATTRS) != 0,
             .control = pass_opt_int(p, O_CONTROL) != 0,
             .data = pass_opt_int(p, O_DATA) != 0,
             .types = pass_opt_int(p, O_TYPES) != 0,
             .st = p->owner};
  op_walk(op, NULL, note_color, &g);
  sb_puts(g.out, "digraph G {\n");
  g.indent = 1;
  line_start(&g);
  sb_puts(g.out, "compound = true;\n");
  process_op(&g, op);
  if (g.data)
    for (size_t i = 0; i < g.st->ndata; i++)
      push_edge(&g, value_node(&g, g.st->data_edges[i].value), g.st->data_edges[i].to, g.st->data_edges[i].port,
                "solid");
  for (size_t i = 0; i < g.edges.len; i++) {
    line_start(&g);
    sb_puts(g.out, g.edges.data[i]);
    sb_puts(g.out, ";\n");
    mem_free(&ctx->alloc, g.edges.data[i]);
  }
  sb_puts(g.out, "}\n");
  pv_free(&ctx->alloc, &g.edges);
  pm_free(&ctx->alloc, &g.colors);
  sb_free(&sink);
  p->changed_ir = false;
  return true;
}

const PassInfo VIEW_OP_GRAPH_PASS = {
    .argument = "view-op-graph",
    .display = "ViewOpGraph",
    .description = "Print Graphviz visualization of an operation",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};

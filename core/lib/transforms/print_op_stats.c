/* print_op_stats.c: counts the operations by name and reports them
 * (upstream's PrintOpStats: an aligned table, or JSON). */
#include "transforms.h"

#include <stdlib.h>

static const PassOptionDef OPTIONS[] = {
    {"json", "print the stats as JSON", OPT_BOOL, "false", NULL},
};

typedef struct Count {
  const Ident *name;
  int64_t n;
} Count;

typedef struct Counts {
  Context *ctx;
  PtrMap index; /* Ident* -> position+1 */
  Count *items;
  size_t n, cap;
} Counts;

static int count_op(Operation *op, void *user) {
  Counts *c = user;
  uintptr_t i;
  if (pm_get(&c->index, op->name->name, &i)) {
    c->items[i - 1].n++;
  } else if (vec_grow(&c->ctx->alloc, (void **)&c->items, &c->cap, c->n + 1, sizeof *c->items)) {
    c->items[c->n++] = (Count){op->name->name, 1};
    pm_put(&c->ctx->alloc, &c->index, op->name->name, c->n);
  }
  return WALK_ADVANCE;
}

static int by_name(const void *a, const void *b) {
  return ident_cmp(((const Count *)a)->name, ((const Count *)b)->name);
}

static void print_table(const Counts *c, StrBuf *out) {
  sb_puts(out, "Operations encountered:\n-----------------------\n");
  size_t max_d = 0, max_o = 0;
  for (size_t i = 0; i < c->n; i++) {
    const char *s = c->items[i].name->str, *dot = strchr(s, '.');
    size_t dl = dot ? (size_t)(dot - s) : 0, ol = dot ? strlen(dot + 1) : strlen(s);
    if (dl > max_d) max_d = dl;
    if (ol > max_o) max_o = ol;
  }
  for (size_t i = 0; i < c->n; i++) {
    const char *s = c->items[i].name->str, *dot = strchr(s, '.');
    size_t dl = dot ? (size_t)(dot - s) : 0;
    const char *opn = dot ? dot + 1 : s;
    if (!dot) {
      sb_indent(out, (unsigned)(max_d + 3));
    } else {
      sb_indent(out, (unsigned)(max_d + 2 - dl));
      sb_append(out, s, dl);
      sb_putc(out, '.');
    }
    sb_puts(out, opn);
    sb_indent(out, (unsigned)(max_o - strlen(opn)));
    sb_printf(out, " , %lld\n", (long long)c->items[i].n);
  }
}

static void print_json(const Counts *c, StrBuf *out) {
  sb_puts(out, "{\n");
  for (size_t i = 0; i < c->n; i++)
    sb_printf(out, "  \"%s\" : %lld%s\n", c->items[i].name->str, (long long)c->items[i].n,
              i + 1 < c->n ? "," : "");
  sb_puts(out, "}\n");
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  Counts c = {ctx, {0}, NULL, 0, 0};
  op_walk(op, count_op, NULL, &c);
  qsort(c.items, c.n, sizeof *c.items, by_name);
  if (p->report) {
    if (pass_opt_int(p, 0)) print_json(&c, p->report);
    else print_table(&c, p->report);
  }
  p->changed_ir = false;
  ctx_free(ctx, c.items);
  pm_free(&ctx->alloc, &c.index);
  return true;
}

const PassInfo PRINT_OP_STATS_PASS = {
    .argument = "print-op-stats",
    .display = "PrintOpStats",
    .description = "Print statistics of operations",
    .options = OPTIONS,
    .n_options = 1,
    .run = run,
};

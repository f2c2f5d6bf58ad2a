/* pass_manager.c: pass managers nested on op names, pass options, and
 * running a pipeline: each pass runs on the manager's op, each nested
 * manager on the matching ops directly inside that op's regions, with the
 * verifier after every pass and the IR-printing/timing/statistics
 * instrumentation of mlir-opt. */
#include "pass.h"
#include "../verify/verify.h"

#include <stdlib.h>
#include <time.h>

void pass_stat(Pass *p, const char *name, int64_t delta) {
  for (unsigned i = 0; p->stat_values && i < p->info->n_stats; i++)
    if (strcmp(p->info->stats[i].name, name) == 0) {
      p->stat_values[i] += delta;
      return;
    }
}

const PassInfo *pass_find(const PassRegistry *registry, const char *name, size_t n) {
  for (size_t i = 0; registry && registry->passes[i]; i++) {
    const PassInfo *p = registry->passes[i];
    if (strlen(p->argument) == n && memcmp(p->argument, name, n) == 0)
      return !registry->is_registered || registry->is_registered(p) ? p : NULL;
  }
  return NULL;
}

/* ---- construction ------------------------------------------------------------ */

static char *dup_str(Context *ctx, const char *s, size_t n) {
  char *d = ctx_alloc(ctx, n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = 0;
  }
  return d;
}

PassManager *passmgr_create(Context *ctx, const char *anchor) {
  PassManager *pm = ctx_zalloc(ctx, sizeof *pm);
  if (!pm) return NULL;
  pm->ctx = ctx;
  pm->anchor = dup_str(ctx, anchor, strlen(anchor));
  if (!pm->anchor) {
    ctx_free(ctx, pm);
    return NULL;
  }
  return pm;
}

void passmgr_destroy(PassManager *pm) {
  if (!pm) return;
  for (size_t i = 0; i < pm->n; i++) {
    if (pm->entries[i].pass) pass_destroy(pm->ctx, pm->entries[i].pass);
    passmgr_destroy(pm->entries[i].nested);
  }
  ctx_free(pm->ctx, pm->entries);
  ctx_free(pm->ctx, pm->anchor);
  ctx_free(pm->ctx, pm);
}

bool passmgr_push(PassManager *pm, PMEntry e) {
  if (!vec_grow(&pm->ctx->alloc, (void **)&pm->entries, &pm->cap, pm->n + 1, sizeof *pm->entries))
    return false;
  pm->entries[pm->n++] = e;
  return true;
}

bool passmgr_add_pass(PassManager *pm, Pass *p) { return p && passmgr_push(pm, (PMEntry){p, NULL, {0, 0}}); }

PassManager *passmgr_nest(PassManager *pm, const char *anchor) {
  PassManager *n = passmgr_create(pm->ctx, anchor);
  if (!n || !passmgr_push(pm, (PMEntry){.nested = n})) {
    passmgr_destroy(n);
    return NULL;
  }
  return n;
}

Pass *pass_create(Context *ctx, const PassInfo *info) {
  /* The C API creates passes before any context exists (mlirCreate*). */
  Allocator *a = ctx ? &ctx->alloc : NULL;
  Pass *p = mem_zalloc(a, sizeof *p);
  if (!p) return NULL;
  p->alloc = a;
  p->info = info;
  p->opts = mem_zalloc(a, (info->n_options + 1) * sizeof *p->opts);
  p->stat_values = info->n_stats ? mem_zalloc(a, info->n_stats * sizeof *p->stat_values) : NULL;
  if (!p->opts || (info->n_stats && !p->stat_values)) {
    pass_destroy(ctx, p);
    return NULL;
  }
  for (unsigned i = 0; i < info->n_options; i++) {
    const PassOptionDef *d = &info->options[i];
    StrBuf ignore;
    sb_init(&ignore, NULL);
    pass_set_option(p, d->name, strlen(d->name), d->default_text, strlen(d->default_text), &ignore);
    sb_free(&ignore);
    p->opts[i].set = false;
  }
  return p;
}

void pass_destroy(Context *ctx, Pass *p) {
  (void)ctx;
  if (!p) return;
  if (!p->clone_of) {
    for (unsigned i = 0; p->opts && i < p->info->n_options; i++) free(p->opts[i].s);
    mem_free(p->alloc, p->opts);
    if (p->on_destroy) p->on_destroy(p);
  }
  mem_free(p->alloc, p->stat_values);
  mem_free(p->alloc, p);
}

PassOptionStatus pass_set_option(Pass *p, const char *name, size_t nn, const char *value, size_t nv,
                                 StrBuf *err) {
  const PassInfo *info = p->info;
  for (unsigned i = 0; i < info->n_options; i++) {
    const PassOptionDef *d = &info->options[i];
    if (strlen(d->name) != nn || memcmp(d->name, name, nn) != 0) continue;
    PassOptionValue *v = &p->opts[i];
    /* Quoted values lose their quotes, as LLVM's option parser does. */
    if (nv >= 2 && (value[0] == '"' || value[0] == '\'') && value[nv - 1] == value[0]) {
      value++;
      nv -= 2;
    }
    switch (d->kind) {
    case OPT_BOOL: {
      int b = option_read_bool(value, nv);
      if (b < 0) {
        sb_printf(err, "for the --%s option: '%.*s' is invalid value for boolean argument! Try 0 or 1",
                  d->name, (int)nv, value);
        return PASS_OPTION_BAD_VALUE;
      }
      v->i = b;
      break;
    }
    case OPT_INT:
    case OPT_INT32:
    case OPT_UINT:
    case OPT_UINT64:
      if (!option_read_integer(d->kind, value, nv, &v->i)) {
        option_integer_error(d, value, nv, err);
        return PASS_OPTION_BAD_VALUE;
      }
      break;
    case OPT_ENUM: {
      bool found = false;
      for (unsigned k = 0; d->enum_values[k] && !found; k++)
        if (strlen(d->enum_values[k]) == nv && !memcmp(d->enum_values[k], value, nv)) {
          v->i = k;
          found = true;
        }
      if (!found) {
        sb_printf(err, "for the --%s option: Cannot find option named '%.*s'!", d->name, (int)nv, value);
        return PASS_OPTION_BAD_VALUE;
      }
      break;
    }
    default: {
      /* Option strings live on the libc heap: passes can be created
       * before they meet a context's allocator. */
      char *copy = malloc(nv + 1);
      if (!copy) {
        sb_puts(err, "out of memory");
        return PASS_OPTION_BAD_VALUE;
      }
      memcpy(copy, value, nv);
      copy[nv] = 0;
      free(v->s);
      v->s = copy;
      break;
    }
    }
    v->set = true;
    return PASS_OPTION_SET;
  }
  sb_printf(err, "no such option %.*s", (int)nn, name);
  return PASS_OPTION_UNKNOWN;
}

/* ---- running ------------------------------------------------------------------ */

typedef struct RunState {
  const PassInstrumentation *inst;
} RunState;

static bool name_listed(const char *const *list, const char *name) {
  for (; list && *list; list++)
    if (strcmp(*list, name) == 0) return true;
  return false;
}

/* The op whose IR the instrumentation prints: the pass's op, or the top
 * module with print_module_scope. */
static Operation *print_scope(const PassInstrumentation *inst, Operation *op) {
  if (!inst->print_module_scope) return op;
  while (op_parent_op(op)) op = op_parent_op(op);
  return op;
}

static void print_ir_banner(const PassInstrumentation *inst, const char *when, Pass *p,
                            Operation *op, bool failed) {
  Context *ctx = op_context(op);
  StrBuf *out = inst->out;
  sb_printf(out, "// -----// IR Dump %s %s%s (%s)", when, p->info->display, failed ? " Failed" : "",
            p->info->argument);
  if (inst->print_module_scope) {
    /* At module scope the banner names the op the pass ran on. */
    sb_printf(out, " ('%s' operation", op->name->name->str);
    const Ident *sym = symbol_name(op);
    if (sym) sb_printf(out, ": @%s", sym->str);
    sb_putc(out, ')');
  }
  sb_puts(out, " //----- //\n");
  PrintFlags f = inst->print_flags;
  Operation *scope = print_scope(inst, op);
  if (scope->block) f.local_scope = true; /* a nested op prints as its own top level */
  print_flags_verify(&f, scope);
  print_operation(ctx, scope, &f, out);
  sb_puts(out, "\n\n");
}

/* The IR of `op` as text with every detail (generic form, locations):
 * equal texts before and after a pass mean the pass changed nothing, as
 * upstream's operation fingerprints decide for --mlir-print-ir-after-change. */
static void fingerprint(Operation *op, StrBuf *out) {
  PrintFlags f;
  print_flags_default(&f);
  f.generic = f.debug_info = f.local_scope = f.assume_verified = true;
  sb_init(out, &op_context(op)->alloc);
  print_operation(op_context(op), op, &f, out);
}

static bool run_pass(RunState *rs, Pass *p, Operation *op) {
  const PassInstrumentation *inst = rs->inst;
  const char *arg = p->info->argument;
  if (inst && (inst->print_before_all || name_listed(inst->print_before, arg)))
    print_ir_banner(inst, "Before", p, op, false);
  if (p->info->anchor && strcmp(p->info->anchor, op->name->name->str) != 0) {
    emit_error(op_context(op), op->loc, "can't run '%s' pass on '%s' op", arg, op->name->name->str);
    return false;
  }
  p->changed_ir = true;
  p->report = inst ? inst->out : NULL;
  StrBuf before = {0};
  bool compare = inst && inst->print_after_change;
  if (compare) fingerprint(op, &before);
  bool ok = p->info->run(p, op);
  if (ok && (!inst || inst->verify_each)) ok = verify_op(op);
  if (compare) {
    StrBuf after;
    fingerprint(op, &after);
    if (after.len == before.len && memcmp(after.data, before.data, after.len) == 0)
      p->changed_ir = false;
    sb_free(&after);
    sb_free(&before);
  }
  if (inst && (inst->print_after_all || name_listed(inst->print_after, arg)) &&
      (!ok || (!inst->print_after_failure && (!inst->print_after_change || p->changed_ir))))
    print_ir_banner(inst, "After", p, op, !ok);
  if (ok && inst && inst->on_pass) {
    StrBuf ir;
    sb_init(&ir, &op_context(op)->alloc);
    PrintFlags f = inst->print_flags;
    Operation *scope = print_scope(inst, op);
    print_flags_verify(&f, scope);
    print_operation(op_context(op), scope, &f, &ir);
    inst->on_pass(inst->user, arg, ir.data ? ir.data : "", ir.len);
    sb_free(&ir);
  }
  if (ok && inst && inst->after_pass) {
    Operation *top = op;
    while (op_parent_op(top)) top = op_parent_op(top);
    ok = inst->after_pass(inst->after_pass_user, arg, top);
  }
  return ok;
}

static bool passmgr_run_on(RunState *rs, PassManager *pm, Operation *op);

/* ---- running on several threads ---------------------------------------------- */

/* A copy of the pipeline for one op of a parallel run: the passes share
 * their originals' options; statistics are merged back afterwards. */
static PassManager *clone_pipeline(const PassManager *pm) {
  PassManager *c = passmgr_create(pm->ctx, pm->anchor);
  for (size_t i = 0; c && i < pm->n; i++) {
    const PMEntry *e = &pm->entries[i];
    PMEntry ce = {NULL, NULL, {0, 0}};
    if (e->pass) {
      const Pass *orig = e->pass;
      Pass *p = mem_alloc(orig->alloc, sizeof *p);
      unsigned ns = orig->info->n_stats;
      if (p) {
        *p = *orig;
        p->clone_of = orig;
        p->stat_values = ns ? mem_zalloc(orig->alloc, ns * sizeof *p->stat_values) : NULL;
        if (ns && !p->stat_values) {
          mem_free(orig->alloc, p);
          p = NULL;
        }
      }
      ce.pass = p;
    } else {
      ce.nested = clone_pipeline(e->nested);
    }
    if ((!ce.pass && !ce.nested) || !passmgr_push(c, ce)) {
      pass_destroy(pm->ctx, ce.pass);
      passmgr_destroy(ce.nested);
      passmgr_destroy(c);
      return NULL;
    }
  }
  return c;
}

static void merge_statistics(PassManager *into, const PassManager *from) {
  for (size_t i = 0; i < into->n && i < from->n; i++) {
    if (into->entries[i].pass) {
      const Pass *f = from->entries[i].pass;
      Pass *t = into->entries[i].pass;
      for (unsigned k = 0; t->stat_values && k < t->info->n_stats; k++) t->stat_values[k] += f->stat_values[k];
    } else {
      merge_statistics(into->entries[i].nested, from->entries[i].nested);
    }
  }
}

/* Only plain runs go parallel: no instrumentation that prints or times,
 * and no pass calling back into an embedder. */
static bool can_run_parallel(const RunState *rs, const PassManager *pm) {
  const PassInstrumentation *in = rs->inst;
  if (!in || !in->threads || in->after_pass || in->print_before_all || in->print_after_all || in->print_after_change ||
      in->print_after_failure || in->print_before || in->print_after || in->timing || in->on_pass ||
      in->after_pass)
    return false;
  for (size_t i = 0; i < pm->n; i++) {
    const Pass *p = pm->entries[i].pass;
    /* print-op-stats writes one report: it stays on one thread. */
    if (p ? p->owner != NULL || strcmp(p->info->argument, "print-op-stats") == 0
          : !can_run_parallel(rs, pm->entries[i].nested))
      return false;
  }
  return pm->ctx->threading && hardware_threads() > 1;
}

typedef struct ParallelRun {
  RunState *rs;
  PassManager **pipelines;
  Operation **ops;
  PtrVec *diags;
  bool *ok;
} ParallelRun;

static void run_one(void *user, size_t i) {
  ParallelRun *pr = user;
  RunState local = {pr->rs->inst};
  diag_capture(&pr->diags[i]);
  pr->ok[i] = pr->pipelines[i] && passmgr_run_on(&local, pr->pipelines[i], pr->ops[i]);
  diag_capture(NULL);
}

/* Runs the pipeline on each op on several threads; the diagnostics are
 * then delivered in the order of the ops, as upstream's parallel
 * diagnostic handler does. */
static bool run_parallel(RunState *rs, PassManager *pm, Operation **ops, size_t n) {
  Context *ctx = pm->ctx;
  ParallelRun pr = {rs, mem_zalloc(NULL, n * sizeof *pr.pipelines), ops,
                    mem_zalloc(NULL, n * sizeof *pr.diags), mem_zalloc(NULL, n * sizeof *pr.ok)};
  bool ok = pr.pipelines && pr.diags && pr.ok;
  for (size_t i = 0; ok && i < n; i++) ok = (pr.pipelines[i] = clone_pipeline(pm)) != NULL;
  if (ok) {
    ctx->mt = true;
    parallel_for(n, hardware_threads(), run_one, &pr);
    ctx->mt = false;
    for (size_t i = 0; i < n; i++) {
      for (size_t k = 0; k < pr.diags[i].len; k++) diag_emit(ctx, pr.diags[i].data[k]);
      pv_free(NULL, &pr.diags[i]);
      ok = ok && pr.ok[i];
      merge_statistics(pm, pr.pipelines[i]);
    }
  }
  for (size_t i = 0; pr.pipelines && i < n; i++) passmgr_destroy(pr.pipelines[i]);
  mem_free(NULL, pr.pipelines);
  mem_free(NULL, pr.diags);
  mem_free(NULL, pr.ok);
  return ok;
}

/* OpToOpPassAdaptor::run's checks of the op a nested pipeline runs on. */
static bool can_schedule_on(Operation *op) {
  if (!op->name->def) return op_fail(op, "trying to schedule a pass on an unregistered operation");
  if (!op_has_trait(op, TRAIT_ISOLATED_FROM_ABOVE))
    return op_fail(op, "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'");
  return true;
}

/* Runs a nested manager on the ops directly inside `op` that it anchors on. */
static bool run_nested(RunState *rs, PassManager *pm, Operation *op) {
  bool any = strcmp(pm->anchor, "any") == 0;
  PtrVec ops = {0};
  bool ok = true;
  for (uint32_t r = 0; ok && r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; ok && b; b = b->next)
      for (Operation *child = b->first; ok && child; child = child->next) {
        if (!any && strcmp(child->name->name->str, pm->anchor) != 0) continue;
        if (any && !op_has_trait(child, TRAIT_ISOLATED_FROM_ABOVE)) continue;
        ok = can_schedule_on(child) && pv_push(NULL, &ops, child);
      }
  if (ok && ops.len > 1 && can_run_parallel(rs, pm)) {
    ok = run_parallel(rs, pm, (Operation **)ops.data, ops.len);
  } else {
    /* A failure on one op does not stop the others (as upstream). */
    bool all = true;
    for (size_t i = 0; ok && i < ops.len; i++) all = passmgr_run_on(rs, pm, ops.data[i]) && all;
    ok = ok && all;
  }
  pv_free(NULL, &ops);
  return ok;
}

static bool passmgr_run_on(RunState *rs, PassManager *pm, Operation *op) {
  bool timed = rs->inst && rs->inst->timing;
  for (size_t i = 0; i < pm->n; i++) {
    PMEntry *e = &pm->entries[i];
    Timing start = timed ? timing_now() : (Timing){0, 0};
    bool ok = e->pass ? run_pass(rs, e->pass, op) : run_nested(rs, e->nested, op);
    if (timed) timing_add_since(&e->time, start);
    if (!ok) return false;
  }
  return true;
}

bool passmgr_run(PassManager *pm, Operation *op, const PassInstrumentation *inst) {
  if (strcmp(pm->anchor, "any") != 0 && strcmp(pm->anchor, op->name->name->str) != 0) {
    emit_error(op_context(op), op->loc, "can't run '%s' pass manager on '%s' op", pm->anchor,
               op->name->name->str);
    return false;
  }
  RunState rs = {inst};
  return passmgr_run_on(&rs, pm, op);
}

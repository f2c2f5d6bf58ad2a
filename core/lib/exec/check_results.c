/* check_results.c: pass-by-pass result checking (check_results.h). Each
 * run's outcome is one text: the program's output, then a line per
 * result; a run that fails ends it with the interpreter's message. Results
 * are compared when their type keeps its form through lowering (integers,
 * index, floats, vectors); a function returning memrefs or tensors is
 * checked through what it prints. */
#include "check_results.h"
#include "exec.h"
#include "softfloat.h"

/* A budget for each run: checking repeats the run after every pass. */
enum { CHECK_MAX_STEPS = 100000000, CHECK_MAX_ARGS = 64 };

struct ResultCheck {
  Context *ctx;
  char *entry;
  size_t entry_len;
  uint64_t seed;
  StrBuf before; /* the outcome before the pipeline */
};

ResultCheck *result_check_create(Context *ctx, const char *entry, size_t n, uint64_t seed) {
  ResultCheck *rc = mem_zalloc(&ctx->alloc, sizeof *rc);
  char *name = rc ? mem_alloc(&ctx->alloc, n + 1) : NULL;
  if (!name) {
    mem_free(&ctx->alloc, rc);
    return NULL;
  }
  memcpy(name, entry, n);
  name[n] = 0;
  rc->ctx = ctx;
  rc->entry = name;
  rc->entry_len = n;
  rc->seed = seed;
  sb_init(&rc->before, &ctx->alloc);
  return rc;
}

void result_check_destroy(ResultCheck *rc) {
  if (!rc) return;
  sb_free(&rc->before);
  mem_free(&rc->ctx->alloc, rc->entry);
  mem_free(&rc->ctx->alloc, rc);
}

/* ---- arguments ------------------------------------------------------------------------------------ */

static uint64_t splitmix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/* Argument k: an integer in [0, 16) (loop bounds stay small) or a float
 * with two decimals in [-10, 10], the same at every level. */
static bool make_arg(const ResultCheck *rc, unsigned k, const Type *t, Val *out) {
  uint64_t r = splitmix(rc->seed * 1000003 + k);
  if (exec_int_width(t)) {
    *out = val_bits(r % 16, 0);
    return true;
  }
  if (type_is_float(t)) {
    *out = val_bits(0, 0);
    sf_from_double(float_semantics(t), (double)((int64_t)(r % 2001) - 1000) / 100.0, out->w);
    return true;
  }
  return false;
}

/* ---- outcomes ------------------------------------------------------------------------------------- */

static void put_scalar(StrBuf *sb, const Type *t, const Val *v) {
  if (v->tag == VT_POISON) {
    sb_puts(sb, "poison");
    return;
  }
  unsigned w = exec_int_width(t);
  if (w && w <= 64) sb_printf(sb, "%lld", (long long)val_sext64(v, w));
  else if (type_is_float(t) && float_semantics(t)->width <= 64)
    sb_printf(sb, "%.17g", sf_to_double(float_semantics(t), v->w));
  else sb_printf(sb, "0x%016llx%016llx", (unsigned long long)v->w[1], (unsigned long long)v->w[0]);
}

static void put_result(Interp *in, StrBuf *sb, const Type *t, const Val *v) {
  if (t->kind == TK_VECTOR && val_is_array(v)) {
    const Array *a = val_array(v);
    sb_putc(sb, '[');
    for (int64_t e = 0; e < a->n; e++) {
      Val x;
      if (e) sb_puts(sb, ", ");
      if (!arr_get(in, a, e, &x)) break;
      put_scalar(sb, a->elem, &x);
      val_drop(in, &x);
    }
    sb_putc(sb, ']');
  } else if (exec_int_width(t) || type_is_float(t)) {
    put_scalar(sb, t, v);
  } else {
    sb_puts(sb, "(not compared)");
  }
}

typedef struct Capture {
  StrBuf *out;
} Capture;

/* The program's output with memory addresses (printMemref's base@) masked:
 * they differ from run to run. */
static void on_output(void *user, int stream, const char *s, size_t n) {
  if (stream != EXEC_STDOUT && stream != EXEC_STDERR) return;
  StrBuf *out = ((Capture *)user)->out;
  for (size_t k = 0; k < n; k++) {
    sb_putc(out, s[k]);
    if (s[k] == '0' && k + 1 < n && s[k + 1] == 'x') {
      sb_puts(out, "xADDR");
      for (k += 2; k < n && ((s[k] >= '0' && s[k] <= '9') || (s[k] >= 'a' && s[k] <= 'f')); k++) {}
      k--;
    }
  }
}

/* Runs the entry function of `module`, writing its outcome to `out`;
 * false after a diagnostic when there is no entry function or an argument
 * cannot be made. A failing run is an outcome, not a failure. */
static bool run_entry(ResultCheck *rc, Operation *module, StrBuf *out) {
  Capture cap = {out};
  ExecOptions opts;
  exec_options_default(&opts);
  opts.max_steps = CHECK_MAX_STEPS;
  opts.out = on_output;
  opts.out_user = &cap;
  Interp *in = interp_create(rc->ctx, module, &opts);
  if (!in) {
    emit_error(rc->ctx, module->loc, "out of memory checking results");
    return false;
  }
  Operation *func = interp_lookup(in, rc->entry, rc->entry_len);
  const Type *ft = func ? exec_func_type(func) : NULL;
  if (!ft || !func->num_regions || !func->regions[0].first) {
    emit_error(rc->ctx, module->loc, "result checking: no function '@%s' with a body to run", rc->entry);
    interp_destroy(in);
    return false;
  }
  unsigned nin = fn_num_inputs(ft), nres = fn_num_results(ft);
  Val args[CHECK_MAX_ARGS], res[CHECK_MAX_ARGS];
  if (nin > CHECK_MAX_ARGS || nres > CHECK_MAX_ARGS) {
    emit_error(rc->ctx, func->loc, "result checking: '@%s' has more than %d arguments or results", rc->entry,
               CHECK_MAX_ARGS);
    interp_destroy(in);
    return false;
  }
  for (unsigned k = 0; k < nin; k++)
    if (!make_arg(rc, k, fn_input(ft, k), &args[k])) {
      emit_error(rc->ctx, func->loc, "result checking gives values only to scalar arguments; argument %u of '@%s' is not one",
                 k, rc->entry);
      interp_destroy(in);
      return false;
    }
  memset(res, 0, sizeof res);
  PtrVec diags = {0};
  diag_capture(&diags);
  bool ok = interp_call(in, func, args, nin, res, nres);
  diag_capture(NULL);
  if (out->len && out->data[out->len - 1] != '\n') sb_putc(out, '\n');
  for (unsigned k = 0; ok && k < nres; k++) {
    sb_printf(out, "result %u: ", k);
    put_result(in, out, fn_result(ft, k), &res[k]);
    sb_putc(out, '\n');
    val_drop(in, &res[k]);
  }
  for (size_t k = 0; k < diags.len; k++) {
    Diag *d = diags.data[k];
    if (d->severity == DIAG_ERROR) sb_printf(out, "the run failed: %.*s\n", (int)d->msg.len, d->msg.data);
    diag_free(rc->ctx, d);
  }
  pv_free(NULL, &diags); /* diag_capture's list is on the libc heap */
  interp_destroy(in);
  return true;
}

bool result_check_begin(ResultCheck *rc, Operation *module) {
  sb_clear(&rc->before);
  return run_entry(rc, module, &rc->before);
}

/* The first line where two outcomes differ (an empty one past the end). */
static void first_difference(const StrBuf *a, const StrBuf *b, size_t *at_a, size_t *len_a, size_t *at_b,
                             size_t *len_b) {
  size_t i = 0, line = 0;
  while (i < a->len && i < b->len && a->data[i] == b->data[i]) {
    if (a->data[i] == '\n') line = i + 1;
    i++;
  }
  *at_a = *at_b = line;
  size_t ea = line, eb = line;
  while (ea < a->len && a->data[ea] != '\n') ea++;
  while (eb < b->len && b->data[eb] != '\n') eb++;
  *len_a = ea - line;
  *len_b = eb - line;
}

bool result_check_after_pass(void *user, const char *pass, Operation *module) {
  ResultCheck *rc = user;
  StrBuf now;
  sb_init(&now, &rc->ctx->alloc);
  bool ok = run_entry(rc, module, &now);
  if (ok && (now.len != rc->before.len || memcmp(now.data, rc->before.data, now.len) != 0)) {
    Operation *func = symbol_lookup(module, ident_get(rc->ctx, rc->entry, rc->entry_len));
    Diag *d = diag_new(rc->ctx, DIAG_ERROR, func ? func->loc : module->loc);
    if (d) {
      diag_printf(d, "the result of '@%s' changed after pass '%s'", rc->entry, pass);
      size_t a, la, b, lb;
      first_difference(&rc->before, &now, &a, &la, &b, &lb);
      Diag *n1 = diag_note(rc->ctx, d, d->loc), *n2 = diag_note(rc->ctx, d, d->loc);
      if (n1) diag_printf(n1, "before the pipeline: %.*s", (int)la, la ? rc->before.data + a : "(nothing)");
      if (n2) diag_printf(n2, "after '%s': %.*s", pass, (int)lb, lb ? now.data + b : "(nothing)");
      diag_emit(rc->ctx, d);
    }
    ok = false;
  }
  sb_free(&now);
  return ok;
}

/* interp.c: the interpreter's run loop and control transfers. The run
 * stack holds activations (a function body or an op's region); the loop
 * takes the next instruction of the top activation and calls its handler.
 * Calls, region entries, branches and returns only change the stack, so
 * neither call depth nor region nesting grows the C stack. A step budget
 * and a call-depth limit end runaway programs with a diagnostic. */
#include "exec.h"
#include "../dialects/llvm/llvm.h"

#include <stdarg.h>
#include <stdio.h>

void exec_options_default(ExecOptions *o) {
  memset(o, 0, sizeof *o);
  o->max_steps = EXEC_DEFAULT_MAX_STEPS;
  o->max_call_depth = EXEC_DEFAULT_MAX_CALL_DEPTH;
}

static bool register_dialect(Interp *in, const ExecDialect *d) {
  for (const ExecOpDef *e = d->ops; e->name; e++) {
    const OpName *name = opname_get(in->ctx, e->name, strlen(e->name));
    uintptr_t def = (uintptr_t)e;
    if (e->same_as) {
      const OpName *other = opname_get(in->ctx, e->same_as, strlen(e->same_as));
      if (!other || !pm_get(&in->defs, other, &def)) return false;
    }
    if (!name || !pm_put(in->alloc, &in->defs, name, def)) return false;
  }
  return true;
}

Interp *interp_create(Context *ctx, Operation *module, const ExecOptions *opts) {
  Interp *in = mem_zalloc(&ctx->alloc, sizeof *in);
  if (!in) return NULL;
  in->ctx = ctx;
  in->alloc = &ctx->alloc;
  in->module = module;
  if (opts) in->opts = *opts;
  else exec_options_default(&in->opts);
  in->next_alloc_id = 1;
  for (const ExecDialect *const *d = EXEC_DIALECTS; *d; d++) {
    if (!register_dialect(in, *d)) {
      interp_destroy(in);
      return NULL;
    }
  }
  return in;
}

static void free_frame(Interp *in, Frame *f) {
  for (uint32_t k = 0; k < f->code->nslots; k++) val_drop(in, &f->slots[k]);
  mem_pop_stack(in, f->id, 0);
  mem_free(in->alloc, f->slots);
  mem_free(in->alloc, f);
}

/* Pops the top activation, freeing its frame when it is a call. */
static void pop_act(Interp *in) {
  Act *a = &in->acts[--in->nacts];
  mem_free(in->alloc, a->ext);
  if (a->kind == ACT_CALL) {
    in->depth--;
    free_frame(in, a->frame);
  }
}

void interp_destroy(Interp *in) {
  if (!in) return;
  while (in->nacts) pop_act(in);
  mem_free(in->alloc, in->acts);
  for (size_t k = 0; k < in->codes.cap; k++)
    if (in->codes.keys[k]) exec_code_free(in, (Code *)in->codes.vals[k]);
  pm_free(in->alloc, &in->codes);
  pm_free(in->alloc, &in->defs);
  pm_free(in->alloc, &in->globals);
  for (size_t k = 0; k < in->host_fns.cap; k++)
    if (in->host_fns.keys[k]) mem_free(in->alloc, (void *)in->host_fns.vals[k]);
  pm_free(in->alloc, &in->host_fns);
  for (size_t k = 0; k < in->consts.len; k++) {
    val_drop(in, in->consts.data[k]);
    mem_free(in->alloc, in->consts.data[k]);
  }
  pv_free(in->alloc, &in->consts);
  for (size_t k = 0; k < in->kept.len; k++) mem_free(in->alloc, in->kept.data[k]);
  pv_free(in->alloc, &in->kept);
  mem_free_all(in);
  mem_free(in->alloc, in);
}

Operation *interp_lookup(Interp *in, const char *name, size_t n) {
  return symbol_lookup(in->module, ident_get(op_context(in->module), name, n));
}

const Type *exec_func_type(Operation *func) {
  const Attr *a = op_get_attr(func, "function_type", 13);
  if (!a || a->kind != AK_TYPE) return NULL;
  const Type *t = WORD_PTR(const Type, a->p[0]);
  if (t->kind == TK_FUNCTION) return t;
  /* An llvm.func: its signature as a builtin function type (a void result
   * is none), so callers see one kind of signature. */
  if (!llvm_type_is(t, "func") || llvm_func_vararg(t)) return NULL;
  unsigned n = llvm_func_num_params(t);
  const Type *params[EXEC_MAX_CALL_PARAMS];
  if (n > EXEC_MAX_CALL_PARAMS) return NULL;
  for (unsigned k = 0; k < n; k++) params[k] = llvm_func_param(t, k);
  const Type *res = llvm_func_result(t);
  bool is_void = llvm_type_is(res, "void");
  return type_function(op_context(func), n, params, is_void ? 0 : 1, is_void ? NULL : &res);
}

bool interp_register_host(Interp *in, const char *name, size_t n, ExecHostFn fn, void *user) {
  HostFn *h = mem_alloc(in->alloc, sizeof *h);
  const Ident *id = ident_get(in->ctx, name, n);
  if (!h || !id) {
    mem_free(in->alloc, h);
    return false;
  }
  h->fn = fn;
  h->user = user;
  uintptr_t old = 0;
  if (pm_get(&in->host_fns, id, &old)) mem_free(in->alloc, (void *)old);
  return pm_put(in->alloc, &in->host_fns, id, (uintptr_t)h);
}

HostFn *interp_host_fn(Interp *in, const Ident *name) {
  uintptr_t h = 0;
  if (pm_get(&in->host_fns, name, &h)) return (HostFn *)h;
  /* Lowered to the llvm dialect, a program calls the C interface wrapper
   * `_mlir_ciface_NAME` of what the host registered as NAME. */
  static const char ciface[] = "_mlir_ciface_";
  size_t np = sizeof ciface - 1;
  if (name->len <= np || memcmp(name->str, ciface, np) != 0) return NULL;
  const Ident *plain = ident_get(in->ctx, name->str + np, name->len - np);
  return plain && pm_get(&in->host_fns, plain, &h) ? (HostFn *)h : NULL;
}

/* ---- diagnostics ------------------------------------------------------------------------- */

Diag *exec_diag(Interp *in, const Inst *i, const char *fmt, ...) {
  Diag *d = diag_new(in->ctx, DIAG_ERROR, i ? i->op->loc : in->ctx->l_unknown);
  if (!d) return NULL;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  return d;
}

int exec_fail(Interp *in, const Inst *i, const char *fmt, ...) {
  Diag *d = diag_new(in->ctx, DIAG_ERROR, i ? i->op->loc : in->ctx->l_unknown);
  if (!d) return EX_FAIL;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  diag_emit(in->ctx, d);
  return EX_FAIL;
}

int exec_oom(Interp *in, const Inst *i) {
  in->oom = true;
  return exec_fail(in, i, "out of memory");
}

int exec_poison_ub(Interp *in, const Inst *i, const char *what) {
  return exec_fail(in, i, "undefined behaviour: poison %s", what);
}

/* ---- the stack ------------------------------------------------------------------------------ */

static Act *push_act(Interp *in) {
  if (!vec_grow(in->alloc, (void **)&in->acts, &in->cap_acts, in->nacts + 1, sizeof *in->acts))
    return NULL;
  Act *a = &in->acts[in->nacts++];
  memset(a, 0, sizeof *a);
  return a;
}

static void set_args(Interp *in, Frame *f, const CBlock *b, Val *args, unsigned n) {
  for (unsigned k = 0; k < n && k < b->nargs; k++) set_slot(in, f, b->args[k], args[k]);
  for (unsigned k = b->nargs; k < n; k++) val_drop(in, &args[k]);
}

int exec_enter(Interp *in, Frame *f, const Inst *owner, unsigned r, Val *args, unsigned n) {
  const CRegion *cr = owner->regions[r];
  if (!cr->n) {
    for (unsigned k = 0; k < n; k++) val_drop(in, &args[k]);
    return exec_fail(in, owner, "cannot run an empty region");
  }
  Act *a = push_act(in);
  if (!a) {
    for (unsigned k = 0; k < n; k++) val_drop(in, &args[k]);
    return exec_oom(in, owner);
  }
  a->frame = f;
  a->blk = cr->blocks[0];
  a->kind = ACT_REGION;
  a->owner = owner;
  set_args(in, f, a->blk, args, n);
  return EX_JUMP;
}

int exec_reenter(Interp *in, Act *a, unsigned r, Val *args, unsigned n) {
  const CRegion *cr = a->owner->regions[r];
  if (!cr->n) {
    for (unsigned k = 0; k < n; k++) val_drop(in, &args[k]);
    return exec_fail(in, a->owner, "cannot run an empty region");
  }
  a->blk = cr->blocks[0];
  a->pc = 0;
  set_args(in, a->frame, a->blk, args, n);
  return EX_JUMP;
}

int exec_leave(Interp *in) {
  pop_act(in);
  return EX_JUMP;
}

int exec_yield(Interp *in, Frame *f, const Inst *i) {
  Act *a = exec_top(in);
  if (a->kind != ACT_REGION || !a->owner->def->resume)
    return exec_fail(in, i, "'%s' outside a region the interpreter entered", i->op->name->name->str);
  return a->owner->def->resume(in, a, i);
}

void exec_results_from(Interp *in, Frame *f, const Inst *owner, const Inst *term, unsigned first,
                       unsigned n) {
  for (unsigned k = 0; k < n && k < owner->nres; k++) set_res(in, f, owner, k, take_opnd(f, term, first + k));
}

int exec_branch(Interp *in, Frame *f, const Inst *i, unsigned s, unsigned first, unsigned n) {
  const CBlock *b = i->succ[s];
  Val args[MAX_STACK_VALUES];
  Val *vals = n <= MAX_STACK_VALUES ? args : mem_alloc(in->alloc, n * sizeof *vals);
  if (!vals) return exec_oom(in, i);
  /* Read every operand before writing any argument: a branch may pass a
   * block's own arguments around. */
  for (unsigned k = 0; k < n; k++) vals[k] = take_opnd(f, i, first + k);
  set_args(in, f, b, vals, n);
  if (vals != args) mem_free(in->alloc, vals);
  Act *a = exec_top(in);
  a->blk = b;
  a->pc = 0;
  return EX_JUMP;
}

static Code *code_of(Interp *in, Operation *func) {
  uintptr_t c = 0;
  if (pm_get(&in->codes, func, &c)) return (Code *)c;
  Code *code = exec_compile(in, func);
  if (code && !pm_put(in->alloc, &in->codes, func, (uintptr_t)code)) {
    exec_code_free(in, code);
    return NULL;
  }
  return code;
}

/* Pushes a call of `func` whose arguments are taken from `args`. */
static int push_call(Interp *in, const Inst *at, Operation *func, Val *args, unsigned nargs) {
  if (in->depth >= in->opts.max_call_depth) {
    for (unsigned k = 0; k < nargs; k++) val_drop(in, &args[k]);
    return exec_fail(in, at, "call depth limit of %u exceeded", in->opts.max_call_depth);
  }
  Code *code = code_of(in, func);
  Frame *nf = code ? mem_zalloc(in->alloc, sizeof *nf) : NULL;
  if (nf) nf->slots = mem_zalloc(in->alloc, (code->nslots ? code->nslots : 1) * sizeof *nf->slots);
  Act *a = nf && nf->slots ? push_act(in) : NULL;
  if (!a) {
    for (unsigned k = 0; k < nargs; k++) val_drop(in, &args[k]);
    if (nf) mem_free(in->alloc, nf->slots);
    mem_free(in->alloc, nf);
    if (!code) return EX_FAIL; /* reported by the compiler */
    return exec_oom(in, at);
  }
  nf->code = code;
  nf->id = ++in->next_frame_id;
  in->depth++;
  a->frame = nf;
  a->kind = ACT_CALL;
  a->owner = at;
  a->blk = code->body->blocks[0];
  set_args(in, nf, a->blk, args, nargs);
  return EX_JUMP;
}

int exec_call(Interp *in, Frame *f, const Inst *i, Operation *callee, const uint32_t *arg_slots,
              unsigned nargs) {
  Val local[MAX_STACK_VALUES];
  Val *args = nargs <= MAX_STACK_VALUES ? local : mem_alloc(in->alloc, nargs * sizeof *args);
  if (!args) return exec_oom(in, i);
  for (unsigned k = 0; k < nargs; k++) args[k] = val_copy(&f->slots[arg_slots[k]]);
  int r = push_call(in, i, callee, args, nargs);
  if (args != local) mem_free(in->alloc, args);
  return r;
}

int exec_return(Interp *in, Frame *f, const Inst *i) {
  /* Leave the regions of this function still on the stack. */
  while (exec_top(in)->kind != ACT_CALL) pop_act(in);
  Act *a = exec_top(in);
  const Inst *call = a->owner;
  if (!call) {
    for (unsigned k = 0; k < i->nops && k < in->nresults; k++) in->results[k] = take_opnd(f, i, k);
  } else {
    Frame *caller = in->acts[in->nacts - 2].frame;
    for (unsigned k = 0; k < i->nops && k < call->nres; k++) set_res(in, caller, call, k, take_opnd(f, i, k));
  }
  pop_act(in);
  return EX_JUMP;
}

/* ---- running -------------------------------------------------------------------------------- */

static bool run(Interp *in, size_t base) {
  while (in->nacts > base) {
    Act *a = &in->acts[in->nacts - 1];
    if (a->pc >= a->blk->n) {
      Operation *parent = block_parent_op(a->blk->block);
      emit_error(in->ctx, parent ? parent->loc : in->ctx->l_unknown, "block ended without a terminator");
      return false;
    }
    const Inst *i = &a->blk->insts[a->pc++];
    if (++in->steps > in->opts.max_steps) {
      exec_fail(in, i, "step budget of %llu exceeded", (unsigned long long)in->opts.max_steps);
      return false;
    }
    if (i->fn(in, a->frame, i) == EX_FAIL) return false;
  }
  return true;
}

bool interp_call(Interp *in, Operation *func, const Val *args, unsigned nargs, Val *results, unsigned nres) {
  size_t base = in->nacts;
  if (!func->num_regions || !func->regions[0].first) {
    emit_error(in->ctx, func->loc, "cannot call a function without a body");
    return false;
  }
  Val local[MAX_STACK_VALUES];
  Val *own = nargs <= MAX_STACK_VALUES ? local : mem_alloc(in->alloc, nargs * sizeof *own);
  if (!own) {
    exec_oom(in, NULL);
    return false;
  }
  for (unsigned k = 0; k < nargs; k++) own[k] = val_copy(&args[k]);
  Val *saved = in->results;
  unsigned saved_n = in->nresults;
  for (unsigned k = 0; k < nres; k++) results[k] = (Val){{0, 0}, NULL, VT_EMPTY};
  in->results = results;
  in->nresults = nres;
  bool ok = push_call(in, NULL, func, own, nargs) != EX_FAIL && run(in, base);
  if (own != local) mem_free(in->alloc, own);
  while (in->nacts > base) pop_act(in);
  in->results = saved;
  in->nresults = saved_n;
  if (!ok)
    for (unsigned k = 0; k < nres; k++) val_drop(in, &results[k]);
  return ok;
}

/* ---- output ------------------------------------------------------------------------------------ */

void exec_out(Interp *in, int stream, const char *s, size_t n) {
  if (in->opts.out) in->opts.out(in->opts.out_user, stream, s, n);
}

void exec_printf(Interp *in, int stream, const char *fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n > 0) exec_out(in, stream, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

int read_indices(Interp *in, Frame *f, const Inst *i, unsigned first, unsigned n, int64_t *out) {
  for (unsigned k = 0; k < n; k++)
    if (!val_index(opv(f, i, first + k), &out[k])) return exec_poison_ub(in, i, "used as an index");
  return EX_NEXT;
}

/* ctors.c: llvm.mlir.global_ctors / global_dtors as LLVM's appending
 * arrays @llvm.global_ctors and @llvm.global_dtors of { i32, ptr, ptr }
 * (priority, function, data). upstream builds them with
 * appendToGlobalCtors/Dtors after the other globals, in the order of the
 * first op of each kind, entries of later ops of a kind appended; the
 * data field is always null there. */
#include "llvmir.h"

static void print_array(StrBuf *out, const char *name, PtrVec *fns, PtrVec *prios) {
  sb_printf(out, "@%s = appending global [%zu x { i32, ptr, ptr }] ", name, fns->len);
  if (!fns->len) {
    sb_puts(out, "zeroinitializer\n");
    return;
  }
  sb_putc(out, '[');
  for (size_t i = 0; i < fns->len; i++) {
    const Ident *fn = fns->data[i];
    sb_printf(out, "%s{ i32, ptr, ptr } { i32 %lld, ptr ", i ? ", " : "", (long long)(intptr_t)prios->data[i]);
    lx_print_global_name(out, fn->str, fn->len);
    sb_puts(out, ", ptr null }");
  }
  sb_puts(out, "]\n");
}

/* Collects the entries of every op named `op_name` (their `list` symbols
 * and `priorities`); false when there is none. */
static bool collect(LxModule *m, const char *op_name, const char *list, PtrVec *fns, PtrVec *prios) {
  Block *body = m->module->regions[0].first;
  bool any = false;
  for (Operation *op = body ? body->first : NULL; op; op = op->next) {
    if (!op_is(op, op_name)) continue;
    any = true;
    const Attr *syms = op_get_attr(op, list, strlen(list)), *ps = op_get_attr(op, "priorities", 10);
    if (!syms || syms->kind != AK_ARRAY || !ps || ps->kind != AK_ARRAY) continue;
    for (size_t i = 0; i < syms->n && i < ps->n; i++) {
      const Attr *s = WORD_PTR(const Attr, syms->p[i]), *p = WORD_PTR(const Attr, ps->p[i]);
      if (s->kind != AK_SYMBOL_REF || p->kind != AK_INTEGER) continue;
      pv_push(m->alloc, fns, (void *)WORD_PTR(const Ident, s->p[0]));
      pv_push(m->alloc, prios, (void *)(intptr_t)attr_int_value(p));
    }
  }
  return any;
}

void lx_print_ctors(LxModule *m, StrBuf *out) {
  static const char *const KINDS[][3] = {{"llvm.mlir.global_ctors", "ctors", "llvm.global_ctors"},
                                         {"llvm.mlir.global_dtors", "dtors", "llvm.global_dtors"}};
  /* the kind whose first op comes first is created first */
  unsigned order[2] = {0, 1};
  Block *body = m->module->regions[0].first;
  for (Operation *op = body ? body->first : NULL; op; op = op->next) {
    if (op_is(op, KINDS[1][0])) order[0] = 1, order[1] = 0;
    if (op_is(op, KINDS[0][0]) || op_is(op, KINDS[1][0])) break;
  }
  for (unsigned k = 0; k < 2; k++) {
    PtrVec fns = {0}, prios = {0};
    if (collect(m, KINDS[order[k]][0], KINDS[order[k]][1], &fns, &prios))
      print_array(out, KINDS[order[k]][2], &fns, &prios);
    pv_free(m->alloc, &fns);
    pv_free(m->alloc, &prios);
  }
}

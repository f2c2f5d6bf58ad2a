/* print_util.c: conveniences for hand-written op printers, mirroring
 * upstream's OpAsmPrinter helpers (type lists, optional arrow type lists,
 * functional types). Built only on the printer primitives of asm.h. */
#include "asm.h"

void pr_values(Printer *pr, Value *const *vals, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i) pr_puts(pr, ", ");
    pr_value(pr, vals[i]);
  }
}

void pr_value_types(Printer *pr, Value *const *vals, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i) pr_puts(pr, ", ");
    pr_type(pr, vals[i]->type);
  }
}

void pr_operand_types(Printer *pr, const Operation *op, unsigned from, unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    if (i) pr_puts(pr, ", ");
    pr_type(pr, op->operands[from + i].value->type);
  }
}

void pr_result_types(Printer *pr, const Operation *op, unsigned from, unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    if (i) pr_puts(pr, ", ");
    pr_type(pr, op->results[from + i].type);
  }
}

/* A result list is parenthesized unless it is one non-function type, so
 * that it reads back unambiguously. */
static void result_list(Printer *pr, const Operation *op) {
  bool paren = op->num_results != 1 || op->results[0].type->kind == TK_FUNCTION;
  if (paren) pr_putc(pr, '(');
  pr_result_types(pr, op, 0, op->num_results);
  if (paren) pr_putc(pr, ')');
}

void pr_optional_arrow_result_types(Printer *pr, const Operation *op) {
  if (!op->num_results) return;
  pr_puts(pr, " -> ");
  result_list(pr, op);
}

void pr_functional_type_of(Printer *pr, const Operation *op, unsigned from, unsigned count) {
  pr_putc(pr, '(');
  pr_operand_types(pr, op, from, count);
  pr_puts(pr, ") -> ");
  result_list(pr, op);
}

int64_t dense_i64_at(const Attr *a, size_t i) {
  if (!a || a->kind != AK_DENSE_ARRAY || i >= a->aux) return 0;
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  if ((i + 1) * 8 > blob->len) return 0;
  uint64_t v = 0;
  for (unsigned b = 0; b < 8; b++) v |= (uint64_t)(unsigned char)blob->str[i * 8 + b] << (8 * b);
  return (int64_t)v;
}

void pr_dynamic_index_list(Printer *pr, char open, const Attr *static_values,
                           const OpOperand *values, unsigned nvalues) {
  pr_putc(pr, open);
  unsigned n = static_values && static_values->kind == AK_DENSE_ARRAY ? static_values->aux : 0;
  unsigned dyn = 0;
  for (unsigned i = 0; i < n; i++) {
    if (i) pr_puts(pr, ", ");
    int64_t v = dense_i64_at(static_values, i);
    if (v == DYNAMIC_SIZE) {
      pr_value(pr, dyn < nvalues ? values[dyn].value : NULL);
      dyn++;
    } else {
      sb_put_i64(pr->out, v);
    }
  }
  pr_putc(pr, open == '(' ? ')' : ']');
}

void pr_attr_without_type(Printer *pr, const Attr *a) {
  const Type *t = attr_get_type(a);
  if (!t || a->kind == AK_STRING) {
    pr_attr(pr, a);
    return;
  }
  /* Print through the printer (aliases, thresholds) into scratch buffers,
   * then drop the ` : type` suffix the full form carries. */
  StrBuf *saved = pr->out, full, ty;
  sb_init(&full, &pr->ctx->alloc);
  sb_init(&ty, &pr->ctx->alloc);
  pr->out = &full;
  pr_attr(pr, a);
  pr->out = &ty;
  pr_puts(pr, " : ");
  pr_type(pr, t);
  pr->out = saved;
  size_t n = full.len;
  if (full.data && ty.data && n >= ty.len && memcmp(full.data + n - ty.len, ty.data, ty.len) == 0)
    n -= ty.len;
  sb_append(pr->out, full.data ? full.data : "", n);
  sb_free(&full);
  sb_free(&ty);
}

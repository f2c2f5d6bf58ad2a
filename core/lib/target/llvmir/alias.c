/* alias.c: llvm.mlir.alias as LLVM's GlobalAlias: `@name = <prefix>alias
 * <value type>, <aliasee>`, the aliasee being the constant its region
 * returns (its pointer type gives the alias's address space). */
#include "llvmir.h"

bool lx_print_alias(LxModule *m, StrBuf *out, Operation *op) {
  const Ident *name = symbol_name(op);
  const Attr *ta = op_get_attr(op, "alias_type", 10);
  const Type *t = ta && ta->kind == AK_TYPE ? WORD_PTR(const Type, ta->p[0]) : NULL;
  if (!name || !t || !lx_type_ok(t) || !op->num_regions || !op->regions[0].first) {
    lx_error(m, op, "unsupported alias");
    return false;
  }
  LxVal *aliasee = lx_constant_region(m, op);
  if (!aliasee) {
    if (!m->failed) lx_error(m, op, "unsupported alias");
    return false;
  }
  lx_print_global_name(out, name->str, name->len);
  sb_puts(out, " = ");
  sb_puts(out, lx_symbol_prefix(m, op, LX_PREFIX_TLS | LX_PREFIX_UNNAMED));
  sb_puts(out, "alias ");
  lx_print_type(m, out, t);
  sb_puts(out, ", ");
  /* AsmWriter types the aliasee unless it is a constant expression */
  if (aliasee->ckind != LC_CAST && aliasee->ckind != LC_GEP) {
    lx_print_type(m, out, aliasee->type);
    sb_putc(out, ' ');
  }
  lc_print(m, out, aliasee);
  sb_putc(out, '\n');
  return true;
}

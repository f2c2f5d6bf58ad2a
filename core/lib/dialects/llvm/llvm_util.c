/* llvm_util.c: helpers the llvm dialect's hand-written syntax and
 * verifiers share: its enums, its attributes with one parameter
 * (#llvm.linkage<...>, #llvm.cconv<...>) and upstream's optional enum
 * keywords. */
#include "llvm.h"

const OdsEnum *llvm_enum(const char *record) { return ods_dialect_enum(&ODS_llvm, record); }

const char *llvm_enum_str(const OdsEnum *e, uint64_t v) {
  for (unsigned i = 0; e && i < e->ncases; i++)
    if (e->cases[i].value == v) return e->cases[i].str;
  return NULL;
}

const AttrClass *llvm_attr_class(Context *ctx, const char *mnemonic) {
  const Dialect *d = ctx_lookup_dialect(ctx, "llvm", 4);
  for (const AttrClass *const *c = d ? d->attr_classes : NULL; c && *c; c++)
    if (strcmp((*c)->name + 5, mnemonic) == 0) return *c;
  return NULL;
}

const Attr *llvm_param_attr(Context *ctx, const char *mnemonic, uint64_t v) {
  const AttrClass *c = llvm_attr_class(ctx, mnemonic);
  return c ? ods_def_get(ctx, c, &v) : NULL;
}

uint64_t llvm_param_of(const Attr *a, const char *mnemonic, uint64_t dflt) {
  if (!a || a->kind != AK_DIALECT || a->n < 2) return dflt;
  const char *n = WORD_PTR(const AttrClass, a->p[0])->name;
  return strncmp(n, "llvm.", 5) == 0 && strcmp(n + 5, mnemonic) == 0 ? a->p[1] : dflt;
}

uint64_t llvm_parse_optional_keyword(Parser *p, const OdsEnum *e, uint64_t dflt) {
  if (p->tok.kind != T_BARE_ID || !e) return dflt;
  for (unsigned i = 0; i < e->ncases; i++)
    if (e->cases[i].str[0] && tok_is_keyword(&p->tok, e->cases[i].str)) {
      parser_advance(p);
      return e->cases[i].value;
    }
  return dflt;
}

const Attr *llvm_i64_attr(Context *ctx, int64_t v) { return attr_integer(ctx, ctx->t_i64, v); }

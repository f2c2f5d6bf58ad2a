/* llvm_tbaa.c: the syntax of #llvm.tbaa_type_desc, whose member list
 * upstream parses and prints in C++:
 *   #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>, ...}>
 * (the two keys in any order, as ODS's struct directive takes them). The
 * attribute holds its id as a string attribute and its members as an
 * array of #llvm.tbaa_member attributes, so that the alias pass reaches
 * the type descriptors they name. */
#include "llvm.h"

/* The storage's words after its class: the id, the member array. */
enum { TBAA_ID_WORD = 1, TBAA_MEMBERS_WORD = 2 };

static const AttrClass *member_class(Context *ctx) {
  const Dialect *d = ctx_lookup_dialect(ctx, "llvm", 4);
  for (const AttrClass *const *c = d ? d->attr_classes : NULL; c && *c; c++)
    if (strcmp((*c)->name, "llvm.tbaa_member") == 0) return *c;
  return NULL;
}

/* `{` member (`,` member)* `}`, each member in its stripped form (at least
 * one, as upstream's list parser wants). */
static const Attr *parse_members(Parser *p) {
  Context *ctx = p->ctx;
  const AttrClass *cls = member_class(ctx);
  if (!cls) return parser_error(p, "the llvm dialect has no tbaa_member attribute"), NULL;
  if (!parser_expect(p, T_LBRACE, "expected '{'")) return NULL;
  PtrVec members = {0};
  bool ok = true;
  do {
    const Attr *m = cls->parse_body(p, cls);
    ok = m && pv_push(&ctx->alloc, &members, (void *)m);
  } while (ok && parser_consume_if(p, T_COMMA));
  if (!ok)
    parser_error_also(p, parser_tok_loc(p, &p->tok),
                      "failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a "
                      "`::llvm::ArrayRef<TBAAMemberAttr>`");
  ok = ok && parser_expect(p, T_RBRACE, "expected '}'");
  const Attr *r = ok ? attr_array(ctx, members.len, (const Attr *const *)members.data) : NULL;
  pv_free(&ctx->alloc, &members);
  return r;
}

const Storage *llvm_tbaa_type_desc_parse(Parser *p, const AttrClass *cls) {
  Context *ctx = p->ctx;
  const Attr *id = NULL, *members = NULL;
  if (!parser_expect(p, T_LESS, "expected '<'")) return NULL;
  for (int k = 0; k < 2; k++) {
    if (k && !parser_expect(p, T_COMMA, "expected ','")) return NULL;
    Token key = p->tok;
    if (parser_consume_keyword(p, "id") && !id) {
      StrBuf s;
      sb_init(&s, &ctx->alloc);
      bool ok = parser_expect(p, T_EQUAL, "expected '='") && parse_string_literal(p, &s);
      id = ok ? attr_string(ctx, s.data ? s.data : "", s.len, NULL) : NULL;
      sb_free(&s);
      if (!id) return NULL;
    } else if (parser_consume_keyword(p, "members") && !members) {
      if (!parser_expect(p, T_EQUAL, "expected '='") || !(members = parse_members(p))) return NULL;
    } else {
      parser_error_at(p, &key, "expected a parameter name in struct");
      return NULL;
    }
  }
  if (!parser_expect(p, T_GREATER, "expected '>'")) return NULL;
  uint64_t w[3] = {PTR_WORD(cls), PTR_WORD(id), PTR_WORD(members)};
  return storage_get(ctx, AK_DIALECT, 0, w, 3);
}

void llvm_tbaa_type_desc_print(const Storage *s, const AttrPrinter *ap) {
  StrBuf *out = ap->out;
  const Attr *id = WORD_PTR(const Attr, s->p[TBAA_ID_WORD]);
  const Attr *members = WORD_PTR(const Attr, s->p[TBAA_MEMBERS_WORD]);
  sb_puts(out, "<id = ");
  ap_print_attr(ap, id, true);
  sb_puts(out, ", members = {");
  for (uint32_t i = 0; i < members->n; i++) {
    if (i) sb_puts(out, ", ");
    ap_print_stripped(ap, WORD_PTR(const Storage, members->p[i]));
  }
  sb_puts(out, "}>");
}

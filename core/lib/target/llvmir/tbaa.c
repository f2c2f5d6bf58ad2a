/* tbaa.c: #llvm.tbaa_tag attributes of memory accesses as `!tbaa`
 * metadata: a root is !{!"id"}, a type descriptor !{!"id", !member,
 * i64 offset, ...}, an access tag !{!base, !access, i64 offset[, i64 1
 * when constant]}; all uniqued, so equal descriptors share a node. */
#include "ops.h"

static bool is_class(const Attr *a, const char *name) {
  return a && a->kind == AK_DIALECT && !strcmp(WORD_PTR(const AttrClass, a->p[0])->name, name);
}

/* The node of a root or type descriptor; false when it is neither (an
 * anonymous root, say) or the chain is too deep. */
static bool type_node(LxModule *m, const Attr *a, unsigned depth, uint32_t *out) {
  if (depth > 256) return false;
  bool root = is_class(a, "llvm.tbaa_root");
  if (!root && !is_class(a, "llvm.tbaa_type_desc")) return false;
  const Attr *id = WORD_PTR(const Attr, a->p[1]);
  if (!id || id->kind != AK_STRING) return false;
  StrBuf sb;
  sb_init(&sb, m->alloc);
  sb_puts(&sb, "!{!\"");
  lx_print_escaped(&sb, attr_string_ident(id)->str, attr_string_ident(id)->len);
  sb_putc(&sb, '"');
  const Attr *members = root ? NULL : WORD_PTR(const Attr, a->p[2]);
  bool ok = true;
  for (size_t i = 0; ok && members && members->kind == AK_ARRAY && i < members->n; i++) {
    const Attr *mem = WORD_PTR(const Attr, members->p[i]);
    uint32_t child;
    ok = is_class(mem, "llvm.tbaa_member") && type_node(m, WORD_PTR(const Attr, mem->p[1]), depth + 1, &child);
    if (ok) sb_printf(&sb, ", " LX_MD_REF ", i64 %lld", child, (long long)(int64_t)mem->p[2]);
  }
  sb_putc(&sb, '}');
  if (ok) *out = lx_md_node(m, sb.data, sb.len);
  sb_free(&sb);
  return ok;
}

void lx_tbaa(LxFnState *s, LxInst *in, Operation *op) {
  const Attr *tags = op_get_attr(op, "tbaa", 4);
  if (!tags || tags->kind != AK_ARRAY || !tags->n) return;
  const Attr *tag = WORD_PTR(const Attr, tags->p[0]); /* LLVM takes one tag */
  uint32_t base, access;
  if (!is_class(tag, "llvm.tbaa_tag") || !type_node(s->m, WORD_PTR(const Attr, tag->p[1]), 0, &base) ||
      !type_node(s->m, WORD_PTR(const Attr, tag->p[2]), 0, &access))
    return;
  StrBuf sb;
  sb_init(&sb, s->m->alloc);
  sb_printf(&sb, "!{" LX_MD_REF ", " LX_MD_REF ", i64 %lld%s}", base, access, (long long)(int64_t)tag->p[3],
            tag->p[4] ? ", i64 1" : "");
  lx_attach(s, in, "tbaa", sb.data, sb.len);
  sb_free(&sb);
}

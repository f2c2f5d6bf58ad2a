/* alias_scopes.c: alias analysis metadata of memory accesses. A domain is
 * distinct !{!self[, !"description"]}, a scope distinct !{!self, !domain
 * [, !"description"]} (a string id takes the self reference's place and
 * the node is uniqued instead), an access group distinct !{}; an access
 * names a uniqued list of scopes, and its groups through one such list
 * unless it has only one. */
#include "ops.h"

static bool is_class(const Attr *a, const char *name) {
  return a && a->kind == AK_DIALECT && !strcmp(WORD_PTR(const AttrClass, a->p[0])->name, name);
}

/* A domain or scope: `id` its first word, then (scope) the domain, then
 * the optional description; false when malformed. */
static bool scope_node(LxModule *m, const Attr *a, bool scope, uint32_t *out) {
  if (!is_class(a, scope ? "llvm.alias_scope" : "llvm.alias_scope_domain")) return false;
  const Attr *id = WORD_PTR(const Attr, a->p[1]);
  const Attr *desc = WORD_PTR(const Attr, a->p[scope ? 3 : 2]);
  uint32_t domain = 0;
  if (scope && !scope_node(m, WORD_PTR(const Attr, a->p[2]), false, &domain)) return false;
  bool named = id && id->kind == AK_STRING, is_new = true;
  uint32_t self = named ? 0 : lx_md_distinct(m, a, &is_new);
  if (!is_new) {
    *out = self;
    return true;
  }
  StrBuf sb;
  sb_init(&sb, m->alloc);
  if (named) {
    sb_puts(&sb, "!{!\"");
    lx_print_escaped(&sb, attr_string_ident(id)->str, attr_string_ident(id)->len);
    sb_putc(&sb, '"');
  } else {
    sb_printf(&sb, "distinct !{" LX_MD_REF, self);
  }
  if (scope) sb_printf(&sb, ", " LX_MD_REF, domain);
  if (desc && desc->kind == AK_STRING) {
    sb_puts(&sb, ", !\"");
    lx_print_escaped(&sb, attr_string_ident(desc)->str, attr_string_ident(desc)->len);
    sb_putc(&sb, '"');
  }
  sb_putc(&sb, '}');
  if (named) *out = lx_md_node(m, sb.data, sb.len);
  else lx_md_set_text(m, *out = self, sb.data, sb.len);
  sb_free(&sb);
  return true;
}

static bool group_node(LxModule *m, const Attr *a, uint32_t *out) {
  if (!is_class(a, "llvm.access_group")) return false;
  bool is_new;
  *out = lx_md_distinct(m, a, &is_new);
  return true;
}

/* Attaches `kind` naming the list of the nodes of `attr`'s elements; a
 * lone access group is named directly. */
static void attach_list(LxFnState *s, LxInst *in, Operation *op, const char *attr, const char *kind, bool groups) {
  const Attr *list = op_get_attr(op, attr, strlen(attr));
  if (!list || list->kind != AK_ARRAY || !list->n) return;
  StrBuf sb;
  sb_init(&sb, s->m->alloc);
  sb_puts(&sb, "!{");
  bool ok = true;
  uint32_t node = 0;
  for (size_t i = 0; ok && i < list->n; i++) {
    const Attr *e = WORD_PTR(const Attr, list->p[i]);
    ok = groups ? group_node(s->m, e, &node) : scope_node(s->m, e, true, &node);
    if (ok) sb_printf(&sb, "%s" LX_MD_REF, i ? ", " : "", node);
  }
  sb_putc(&sb, '}');
  if (ok && groups && list->n == 1) {
    lx_text(s, in, ", !%s ", kind);
    lx_meta_part(s, in, node);
  } else if (ok) {
    lx_attach(s, in, kind, sb.data, sb.len);
  }
  sb_free(&sb);
}

void lx_alias_scopes(LxFnState *s, LxInst *in, Operation *op) {
  attach_list(s, in, op, "alias_scopes", "alias.scope", false);
  attach_list(s, in, op, "noalias_scopes", "noalias", false);
}

void lx_access_groups(LxFnState *s, LxInst *in, Operation *op) {
  attach_list(s, in, op, "access_groups", "llvm.access.group", true);
}

void lx_alias_metadata(LxFnState *s, LxInst *in, Operation *op) {
  lx_alias_scopes(s, in, op);
  lx_access_groups(s, in, op);
}

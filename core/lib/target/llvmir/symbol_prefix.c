/* symbol_prefix.c: the keywords LLVM prints between `@name =` (or
 * `define`) and the rest of a global symbol: linkage, dso_local (left out
 * where LLVM implies it: local linkage, or a non-default visibility
 * without extern_weak), visibility, thread_local and unnamed_addr. */
#include "llvmir.h"

static int64_t int_attr(Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_INTEGER ? attr_int_value(a) : 0;
}

const char *lx_linkage_name(Operation *op) {
  uint64_t v = llvm_param_of(op_get_attr(op, "linkage", 7), "linkage", UINT64_MAX);
  const char *s = v == UINT64_MAX ? NULL : llvm_enum_str(llvm_enum("LinkageEnum"), v);
  return s ? s : "external";
}

const char *lx_symbol_prefix(LxModule *m, Operation *op, unsigned parts) {
  static const char *const VISIBILITY[] = {"", "hidden ", "protected "};
  static const char *const UNNAMED_ADDR[] = {"", "local_unnamed_addr ", "unnamed_addr "};
  const char *linkage = lx_linkage_name(op);
  int64_t vis = int_attr(op, "visibility_");
  if (vis < 0 || vis > 2) vis = 0;
  bool local = !strcmp(linkage, "private") || !strcmp(linkage, "internal");
  bool implied = local || (vis && strcmp(linkage, "extern_weak"));
  StrBuf sb;
  sb_init(&sb, m->alloc);
  if (strcmp(linkage, "external")) sb_printf(&sb, "%s ", linkage);
  if (op_get_attr(op, "dso_local", 9) && !implied) sb_puts(&sb, "dso_local ");
  sb_puts(&sb, VISIBILITY[vis]);
  if ((parts & LX_PREFIX_TLS) && op_get_attr(op, "thread_local_", 13)) sb_puts(&sb, "thread_local ");
  int64_t ua = int_attr(op, "unnamed_addr");
  if ((parts & LX_PREFIX_UNNAMED) && ua > 0 && ua < 3) sb_puts(&sb, UNNAMED_ADDR[ua]);
  const char *r = lx_strdup(m, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r;
}

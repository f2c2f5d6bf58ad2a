/* module.c: the module: its header (module id, source file name, target
 * data layout and triple), identified struct types, globals, functions
 * (the module's in order, then the intrinsics in the order first used),
 * attribute groups and the module flags mlir-translate always adds. */
#include "llvmir.h"
#include "../../verify/verify.h"

#include <stdarg.h>

void *lx_alloc(LxModule *m, size_t n) {
  void *p = arena_alloc(&m->arena, n ? n : 1);
  if (p) memset(p, 0, n ? n : 1);
  return p;
}

const char *lx_strdup(LxModule *m, const char *s, size_t n) {
  char *p = arena_alloc(&m->arena, n + 1);
  if (!p) return "";
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

void lx_error(LxModule *m, Operation *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  StrBuf sb;
  sb_init(&sb, m->alloc);
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  op_fail_plain(op, "%s", sb.data ? sb.data : "");
  sb_free(&sb);
  m->failed = true;
}

int lx_group_of(LxModule *m, const char *text) {
  for (size_t i = 0; i < m->groups.len; i++)
    if (strcmp(m->groups.data[i], text) == 0) return (int)i;
  pv_push(m->alloc, &m->groups, (void *)text);
  return (int)m->groups.len - 1;
}

LxFunc *lx_func_of(LxModule *m, Operation *fn) {
  uintptr_t f;
  return pm_get(&m->func_by_op, fn, &f) ? (LxFunc *)f : NULL;
}

LxFunc *lx_intrinsic_decl(LxModule *m, const char *name, const Type *ftype, const char *param_attrs,
                          const char *group) {
  uintptr_t found;
  if (sm_get(&m->func_by_name, name, strlen(name), &found)) return (LxFunc *)found;
  LxFunc *f = lx_alloc(m, sizeof *f);
  if (!f || !ftype) return NULL;
  f->len = strlen(name);
  f->name = lx_strdup(m, name, f->len);
  f->ftype = ftype;
  f->linkage = "";
  f->param_attrs = param_attrs;
  f->is_decl = true;
  f->attr_group = group ? lx_group_of(m, group) : -1;
  pv_push(m->alloc, &m->funcs, f);
  sm_put(m->alloc, &m->func_by_name, f->name, f->len, (uintptr_t)f);
  return f;
}

/* ---- linkage and the other properties of symbols -------------------------------- */

static int64_t int_attr(Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_INTEGER ? attr_int_value(a) : 0;
}


/* ---- globals -------------------------------------------------------------------------- */

static bool print_global(LxModule *m, StrBuf *out, Operation *op) {
  const Ident *name = symbol_name(op);
  const Attr *ta = op_get_attr(op, "global_type", 11);
  const Type *t = ta && ta->kind == AK_TYPE ? WORD_PTR(const Type, ta->p[0]) : NULL;
  if (!name || !t || !lx_type_ok(t)) {
    lx_error(m, op, "unsupported global type");
    return false;
  }
  LxVal *init = NULL;
  const Attr *value = op_get_attr(op, "value", 5);
  if (value) init = lc_from_attr(m, op, value, t);
  else if (op->num_regions && op->regions[0].first) init = lx_constant_region(m, op);
  if (m->failed) return false;
  const char *linkage = lx_linkage_name(op);
  bool external = !strcmp(linkage, "external") || !strcmp(linkage, "extern_weak");
  if (external && init && init->ckind == LC_UNDEF) init = NULL;
  if (!external && !init) init = lc_simple(m, t, LC_UNDEF);
  lx_print_global_name(out, name->str, name->len);
  sb_puts(out, " = ");
  if (!init && !strcmp(linkage, "external")) sb_puts(out, "external ");
  sb_puts(out, lx_symbol_prefix(m, op, LX_PREFIX_TLS | LX_PREFIX_UNNAMED));
  int64_t as = int_attr(op, "addr_space");
  if (as) sb_printf(out, "addrspace(%lld) ", (long long)as);
  if (op_get_attr(op, "externally_initialized", 22)) sb_puts(out, "externally_initialized ");
  sb_puts(out, op_get_attr(op, "constant", 8) ? "constant " : "global ");
  lx_print_type(m, out, t);
  if (init) {
    sb_putc(out, ' ');
    lc_print(m, out, init);
  }
  const Attr *section = op_get_attr(op, "section", 7);
  if (section && section->kind == AK_STRING) {
    const Ident *s = attr_string_ident(section);
    sb_printf(out, ", section \"%.*s\"", (int)s->len, s->str);
  }
  int64_t align = int_attr(op, "alignment");
  if (align) sb_printf(out, ", align %lld", (long long)align);
  sb_putc(out, '\n');
  return true;
}

/* ---- functions -------------------------------------------------------------------------- */

/* The '|'-separated attributes of each parameter (print.c's form), or
 * NULL when none has any. */
static const char *param_attr_list(LxModule *m, Operation *op, unsigned np) {
  const Attr *args = op_get_attr(op, "arg_attrs", 9);
  if (!args || args->kind != AK_ARRAY) return NULL;
  StrBuf sb;
  sb_init(&sb, m->alloc);
  bool any = false;
  for (unsigned i = 0; i < np; i++) {
    const char *t = i < args->n ? lx_param_attrs(m, WORD_PTR(const Attr, args->p[i])) : NULL;
    if (i) sb_putc(&sb, '|');
    if (t) sb_puts(&sb, t), any = true;
  }
  const char *r = any ? lx_strdup(m, sb.data, sb.len) : NULL;
  sb_free(&sb);
  return r;
}

static LxFunc *declare_func(LxModule *m, Operation *op) {
  const Ident *name = symbol_name(op);
  const Attr *ta = op_get_attr(op, "function_type", 13);
  const Type *ft = ta && ta->kind == AK_TYPE ? WORD_PTR(const Type, ta->p[0]) : NULL;
  if (!name || !ft || !lx_type_ok(ft)) {
    lx_error(m, op, "unsupported function type");
    return NULL;
  }
  LxFunc *f = lx_alloc(m, sizeof *f);
  if (!f) return NULL;
  f->name = name->str;
  f->len = name->len;
  f->ftype = ft;
  f->attr_group = -1;
  f->is_decl = !op->num_regions || !op->regions[0].first;
  f->linkage = lx_symbol_prefix(m, op, 0);
  const Attr *pers = op_get_attr(op, "personality", 11);
  if (pers && pers->kind == AK_SYMBOL_REF) {
    const Ident *pn = WORD_PTR(const Ident, pers->p[0]);
    f->personality = lx_strdup(m, pn->str, pn->len);
  }
  const char *group;
  lx_func_attrs(m, op, &group, &f->comment);
  if (group) f->attr_group = lx_group_of(m, group);
  if (group && !f->comment) f->comment = ""; /* string attributes only */
  f->param_attrs = param_attr_list(m, op, llvm_func_num_params(ft));
  const Attr *res = op_get_attr(op, "res_attrs", 9);
  if (res && res->kind == AK_ARRAY && res->n == 1)
    f->result_attrs = lx_param_attrs(m, WORD_PTR(const Attr, res->p[0]));
  if (!f->is_decl) {
    Block *entry = op->regions[0].first;
    for (unsigned i = 0; i < entry->nargs; i++) {
      LxVal *v = lx_alloc(m, sizeof *v);
      if (!v) return NULL;
      v->kind = LX_ARG;
      v->type = entry->args[i]->type;
      pv_push(m->alloc, &f->args, v);
    }
  }
  pv_push(m->alloc, &m->funcs, f);
  pm_put(m->alloc, &m->func_by_op, op, (uintptr_t)f);
  return f;
}

/* ---- the module ----------------------------------------------------------------------------- */

static bool is_top_level_skipped(Operation *op) {
  /* Ops that produce no LLVM IR here (upstream handles them elsewhere or
   * they carry only module-level data mlirc does not translate). */
  return op_is(op, "llvm.comdat") || op_is(op, "llvm.module_flags") || op_is(op, "llvm.mlir.global_ctors") ||
         op_is(op, "llvm.mlir.global_dtors");
}

static void print_header(LxModule *m, StrBuf *out) {
  sb_puts(out, "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n");
  const Attr *dl = op_get_attr(m->module, "llvm.data_layout", 16);
  if (dl && dl->kind == AK_STRING && attr_string_ident(dl)->len)
    sb_printf(out, "target datalayout = \"%s\"\n", attr_string_ident(dl)->str);
  const Attr *tt = op_get_attr(m->module, "llvm.target_triple", 18);
  if (tt && tt->kind == AK_STRING && attr_string_ident(tt)->len)
    sb_printf(out, "target triple = \"%s\"\n", attr_string_ident(tt)->str);
}

static bool translate(LxModule *m, StrBuf *out) {
  Block *body = m->module->regions[0].first;
  StrBuf globals, funcs;
  sb_init(&globals, m->alloc);
  sb_init(&funcs, m->alloc);
  bool ok = true;
  /* Declare every function first (calls may name later ones), then the
   * globals, then the bodies: upstream's order. */
  for (Operation *op = body ? body->first : NULL; op && ok; op = op->next) {
    if (op_is(op, "llvm.func")) ok = declare_func(m, op) != NULL;
    else if (!op_is(op, "llvm.mlir.global") && !op_is(op, "llvm.mlir.alias") && !is_top_level_skipped(op)) {
      lx_error(m, op, "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` "
                      "registration for dialect for op: %s",
               op->name->name->str);
      ok = false;
    }
  }
  for (Operation *op = body ? body->first : NULL; op && ok; op = op->next)
    if (op_is(op, "llvm.mlir.global")) ok = print_global(m, &globals, op);
  if (ok) lx_print_ctors(m, &globals);
  /* LLVM prints the aliases after every global, a blank line between. */
  bool first_alias = true;
  for (Operation *op = body ? body->first : NULL; op && ok; op = op->next) {
    if (!op_is(op, "llvm.mlir.alias")) continue;
    if (first_alias && globals.len) sb_putc(&globals, '\n');
    first_alias = false;
    ok = lx_print_alias(m, &globals, op);
  }
  for (Operation *op = body ? body->first : NULL; op && ok; op = op->next) {
    if (!op_is(op, "llvm.func")) continue;
    LxFunc *f = lx_func_of(m, op);
    if (!f->is_decl) ok = lx_translate_body(m, f, op);
  }
  if (ok && !m->failed && !m->alloc->oom) {
    StrBuf meta;
    sb_init(&meta, m->alloc);
    unsigned named = lx_print_named_metadata(m, &meta);
    lx_number_metadata(m, named);
    lx_print_metadata_nodes(m, &meta, named);
    for (size_t i = 0; i < m->funcs.len; i++) lx_print_func(m, &funcs, m->funcs.data[i]);
    print_header(m, out);
    lx_print_module_asm(m, out);
    if (m->ident_structs.len) {
      sb_putc(out, '\n');
      for (size_t i = 0; i < m->ident_structs.len; i++) lx_print_struct_def(m, out, m->ident_structs.data[i]);
    }
    if (globals.len) {
      sb_putc(out, '\n');
      sb_append(out, globals.data, globals.len);
    }
    sb_append(out, funcs.data ? funcs.data : "", funcs.len);
    if (m->groups.len) {
      sb_putc(out, '\n');
      for (size_t i = 0; i < m->groups.len; i++)
        sb_printf(out, "attributes #%zu = { %s }\n", i, (const char *)m->groups.data[i]);
    }
    sb_append(out, meta.data, meta.len);
    sb_free(&meta);
  }
  sb_free(&globals);
  sb_free(&funcs);
  return ok && !m->failed && !m->alloc->oom;
}

bool llvmir_translate(Operation *module, StrBuf *out) {
  Context *ctx = op_context(module);
  LxModule m;
  memset(&m, 0, sizeof m);
  m.ctx = ctx;
  m.alloc = &ctx->alloc;
  m.module = module;
  arena_init(&m.arena, m.alloc);
  bool ok;
  if (!op_is(module, "builtin.module") || !module->num_regions) {
    lx_error(&m, module, "can not translate module to LLVM IR");
    ok = false;
  } else {
    ok = translate(&m, out);
  }
  for (size_t i = 0; i < m.funcs.len; i++) {
    LxFunc *f = m.funcs.data[i];
    pv_free(m.alloc, &f->args);
    for (size_t b = 0; b < f->blocks.len; b++) {
      LxBlock *blk = f->blocks.data[b];
      pv_free(m.alloc, &blk->insts);
      pv_free(m.alloc, &blk->preds);
    }
    pv_free(m.alloc, &f->blocks);
  }
  pv_free(m.alloc, &m.funcs);
  pv_free(m.alloc, &m.groups);
  pv_free(m.alloc, &m.ident_structs);
  pm_free(m.alloc, &m.ident_seen);
  pm_free(m.alloc, &m.func_by_op);
  pm_free(m.alloc, &m.handlers);
  pv_free(m.alloc, &m.md_texts);
  pv_free(m.alloc, &m.md_slots);
  sm_free(m.alloc, &m.md_by_text);
  pm_free(m.alloc, &m.md_distinct);
  sm_free(m.alloc, &m.func_by_name);
  arena_free_all(&m.arena);
  return ok;
}

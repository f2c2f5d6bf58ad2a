/* module_meta.c: what the module's attributes and llvm.module_flags give
 * outside functions: `module asm` lines (llvm.module_asm) and the named
 * metadata in the order upstream creates it: !llvm.ident,
 * !llvm.commandline, !llvm.dependent-libraries, then !llvm.module.flags
 * (the op's flags, then the "Debug Info Version" mlir-translate adds).
 * Nodes are numbered as LLVM's slot tracker does for named metadata: in
 * the order of the lists and their operands. */
#include "llvmir.h"
#include "../../asm/asm.h"

#include <ctype.h>
#include <stdlib.h>

/* LLVM's printEscapedString: printable characters but `\` and `"` as
 * they are, the rest as \XX. */
void lx_print_escaped(StrBuf *out, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') sb_puts(out, "\\\\");
    else if (isprint(c) && c != '"') sb_putc(out, (char)c);
    else sb_printf(out, "\\%02X", c);
  }
}

void lx_print_module_asm(LxModule *m, StrBuf *out) {
  const Attr *a = op_get_attr(m->module, "llvm.module_asm", 15);
  if (!a || a->kind != AK_ARRAY || !a->n) return;
  sb_putc(out, '\n');
  for (size_t i = 0; i < a->n; i++) {
    const Attr *e = WORD_PTR(const Attr, a->p[i]);
    if (e->kind != AK_STRING) continue;
    sb_puts(out, "module asm \"");
    lx_print_escaped(out, attr_string_ident(e)->str, attr_string_ident(e)->len);
    sb_puts(out, "\"\n");
  }
}

/* A named list being built: its name and the texts of its nodes. */
typedef struct NamedList {
  const char *name;
  unsigned first, count; /* node numbers first..first+count-1 */
} NamedList;

typedef struct MetaState {
  LxModule *m;
  StrBuf nodes; /* `!N = ...` lines */
  unsigned next;
  NamedList lists[8];
  unsigned nlists;
} MetaState;

static StrBuf *new_node(MetaState *s) {
  sb_printf(&s->nodes, "!%u = ", s->next++);
  return &s->nodes;
}

static void begin_list(MetaState *s, const char *name) {
  if (s->nlists < sizeof s->lists / sizeof s->lists[0])
    s->lists[s->nlists++] = (NamedList){name, s->next, 0};
}

static void string_node(MetaState *s, const char *str, size_t n) {
  StrBuf *o = new_node(s);
  sb_puts(o, "!{!\"");
  lx_print_escaped(o, str, n);
  sb_puts(o, "\"}\n");
  s->lists[s->nlists - 1].count++;
}

/* One `#llvm.mlir.module_flag<behavior, "key", value>` from its printed
 * form; integer and string values (others are left out). */
static void module_flag(MetaState *s, const Attr *flag) {
  static const char *const BEHAVIORS[] = {"error", "warning", "require", "override",
                                          "append", "appendunique", "max", "min"};
  StrBuf t;
  sb_init(&t, s->m->alloc);
  print_attribute(flag, &t);
  const char *p = t.data ? strchr(t.data, '<') : NULL;
  unsigned behavior = 0;
  for (unsigned i = 0; p && i < 8 && !behavior; i++) {
    size_t n = strlen(BEHAVIORS[i]);
    if (!strncmp(p + 1, BEHAVIORS[i], n) && p[1 + n] == ',') behavior = i + 1;
  }
  const char *k = p ? strchr(p, '"') : NULL;
  const char *ke = k ? strchr(k + 1, '"') : NULL;
  if (behavior && ke && !strncmp(ke, "\", ", 3)) {
    const char *v = ke + 3;
    StrBuf val;
    sb_init(&val, s->m->alloc);
    if (*v == '"') {
      const char *ve = strchr(v + 1, '"');
      if (ve) sb_printf(&val, "!\"%.*s\"", (int)(ve - v - 1), v + 1);
    } else if (*v == '-' || isdigit((unsigned char)*v)) {
      sb_printf(&val, "i32 %lld", atoll(v));
    }
    if (val.len) {
      StrBuf *o = new_node(s);
      sb_printf(o, "!{i32 %u, !%.*s, %s}\n", behavior, (int)(ke - k + 1), k, val.data);
      s->lists[s->nlists - 1].count++;
    }
    sb_free(&val);
  }
  sb_free(&t);
}

static void string_attr_list(MetaState *s, const char *attr, const char *list) {
  const Attr *a = op_get_attr(s->m->module, attr, strlen(attr));
  if (!a) return;
  if (a->kind == AK_STRING) {
    begin_list(s, list);
    string_node(s, attr_string_ident(a)->str, attr_string_ident(a)->len);
  } else if (a->kind == AK_ARRAY && a->n) {
    begin_list(s, list);
    for (size_t i = 0; i < a->n; i++) {
      const Attr *e = WORD_PTR(const Attr, a->p[i]);
      if (e->kind == AK_STRING) string_node(s, attr_string_ident(e)->str, attr_string_ident(e)->len);
    }
  }
}

unsigned lx_print_named_metadata(LxModule *m, StrBuf *out) {
  MetaState s = {.m = m};
  sb_init(&s.nodes, m->alloc);
  string_attr_list(&s, "llvm.ident", "llvm.ident");
  string_attr_list(&s, "llvm.commandline", "llvm.commandline");
  string_attr_list(&s, "llvm.dependent_libraries", "llvm.dependent-libraries");
  begin_list(&s, "llvm.module.flags");
  Block *body = m->module->regions[0].first;
  for (Operation *op = body ? body->first : NULL; op; op = op->next) {
    if (!op_is(op, "llvm.module_flags")) continue;
    const Attr *flags = op_get_attr(op, "flags", 5);
    for (size_t i = 0; flags && flags->kind == AK_ARRAY && i < flags->n; i++)
      module_flag(&s, WORD_PTR(const Attr, flags->p[i]));
  }
  StrBuf *o = new_node(&s);
  sb_puts(o, "!{i32 2, !\"Debug Info Version\", i32 3}\n");
  s.lists[s.nlists - 1].count++;
  sb_putc(out, '\n');
  for (unsigned i = 0; i < s.nlists; i++) {
    sb_printf(out, "!%s = !{", s.lists[i].name);
    for (unsigned j = 0; j < s.lists[i].count; j++) sb_printf(out, "%s!%u", j ? ", " : "", s.lists[i].first + j);
    sb_puts(out, "}\n");
  }
  sb_putc(out, '\n');
  sb_append(out, s.nodes.data, s.nodes.len);
  sb_free(&s.nodes);
  return s.next;
}

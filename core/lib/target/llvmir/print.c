/* print.c: functions as LLVM's AsmWriter prints them: unnamed values
 * numbered in layout order (arguments, then each block's label and its
 * instructions with a value), block labels with the `; preds =` comment
 * (predecessors in the order of the block's uses, most recent first), and
 * declarations with their parameter attributes. */
#include "llvmir.h"

/* The column of the `; preds` comment after a block label. */
enum { PREDS_COLUMN = 50 };

void lx_print_value(LxModule *m, StrBuf *sb, const LxVal *v) {
  if (v->kind == LX_CONST) lc_print(m, sb, v);
  else sb_printf(sb, "%%%u", v->slot);
}

static void number(LxFunc *f) {
  uint32_t n = 0;
  for (size_t i = 0; i < f->args.len; i++) ((LxVal *)f->args.data[i])->slot = n++;
  for (size_t b = 0; b < f->blocks.len; b++) {
    LxBlock *blk = f->blocks.data[b];
    blk->slot = n++;
    for (size_t i = 0; i < blk->insts.len; i++) {
      LxInst *in = blk->insts.data[i];
      if (in->result) in->result->slot = n++;
    }
  }
}

static void print_inst(LxModule *m, StrBuf *out, LxInst *in) {
  sb_puts(out, "  ");
  if (in->result) sb_printf(out, "%%%u = ", in->result->slot);
  for (size_t i = 0; i < in->nparts; i++) {
    LxPart *p = &in->parts[i];
    switch (p->kind) {
    case LP_TEXT: sb_append(out, p->s, p->n); break;
    case LP_TYPE: lx_print_type(m, out, p->t); break;
    case LP_TVAL:
      lx_print_type(m, out, p->v->type);
      sb_putc(out, ' ');
      lx_print_value(m, out, p->v);
      break;
    case LP_VAL: lx_print_value(m, out, p->v); break;
    case LP_BLOCK: sb_printf(out, "%%%u", p->b->slot); break;
    case LP_META: sb_printf(out, "!%u", lx_md_slot(m, (uint32_t)p->n)); break;
    }
  }
  sb_putc(out, '\n');
}

static void print_label(StrBuf *out, LxBlock *b) {
  size_t start = out->len;
  sb_printf(out, "\n%u:", b->slot);
  size_t col = out->len - start - 1;
  sb_indent(out, col < PREDS_COLUMN ? (unsigned)(PREDS_COLUMN - col) : 1);
  if (b->preds.len == 0) {
    sb_puts(out, "; No predecessors!\n");
    return;
  }
  sb_puts(out, "; preds = ");
  for (size_t i = b->preds.len; i-- > 0;) {
    sb_printf(out, "%%%u", ((LxBlock *)b->preds.data[i])->slot);
    if (i) sb_puts(out, ", ");
  }
  sb_putc(out, '\n');
}

/* The attributes of parameter `i` in a '|'-separated list. */
static void param_attrs(StrBuf *out, const char *list, unsigned i) {
  if (!list) return;
  const char *p = list;
  for (unsigned k = 0; k < i && p; k++) {
    p = strchr(p, '|');
    if (p) p++;
  }
  if (!p) return;
  const char *e = strchr(p, '|');
  size_t n = e ? (size_t)(e - p) : strlen(p);
  if (n) {
    sb_putc(out, ' ');
    sb_append(out, p, n);
  }
}

void lx_print_func(LxModule *m, StrBuf *out, LxFunc *f) {
  number(f);
  sb_putc(out, '\n');
  const char *comment = f->comment ? f->comment : f->attr_group >= 0 ? m->groups.data[f->attr_group] : NULL;
  if (f->attr_group >= 0 && comment && *comment) sb_printf(out, "; Function Attrs: %s\n", comment);
  sb_puts(out, f->is_decl ? "declare " : "define ");
  sb_puts(out, f->linkage);
  if (f->result_attrs) sb_printf(out, "%s ", f->result_attrs);
  lx_print_type(m, out, llvm_func_result(f->ftype));
  sb_putc(out, ' ');
  lx_print_global_name(out, f->name, f->len);
  sb_putc(out, '(');
  unsigned np = llvm_func_num_params(f->ftype);
  for (unsigned i = 0; i < np; i++) {
    if (i) sb_puts(out, ", ");
    lx_print_type(m, out, llvm_func_param(f->ftype, i));
    param_attrs(out, f->param_attrs, i);
    if (!f->is_decl) sb_printf(out, " %%%u", ((LxVal *)f->args.data[i])->slot);
  }
  if (llvm_func_vararg(f->ftype)) sb_puts(out, np ? ", ..." : "...");
  sb_putc(out, ')');
  if (f->attr_group >= 0) sb_printf(out, " #%d", f->attr_group);
  if (f->personality) {
    sb_puts(out, " personality ptr ");
    lx_print_global_name(out, f->personality, strlen(f->personality));
  }
  if (f->is_decl) {
    sb_putc(out, '\n');
    return;
  }
  sb_puts(out, " {\n");
  for (size_t b = 0; b < f->blocks.len; b++) {
    LxBlock *blk = f->blocks.data[b];
    if (b) print_label(out, blk);
    for (size_t i = 0; i < blk->insts.len; i++) print_inst(m, out, blk->insts.data[i]);
  }
  sb_puts(out, "}\n");
}

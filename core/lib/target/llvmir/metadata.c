/* metadata.c: metadata nodes attached to instructions (`, !prof !N`).
 * Nodes are uniqued by their text as LLVM uniques MDNodes, and numbered
 * as its slot tracker does: after the named metadata's nodes, in the
 * order functions, blocks (layout order) and instructions first use them,
 * an instruction's attachments in the order of their kind ids (the order
 * the handlers attach them in). Only nodes without node operands are
 * made here, so numbering is a single pass. */
#include "llvmir.h"

#include <stdlib.h>

uint32_t lx_md_node(LxModule *m, const char *text, size_t n) {
  uintptr_t found;
  if (sm_get(&m->md_by_text, text, n, &found)) return (uint32_t)found;
  const char *t = lx_strdup(m, text, n);
  pv_push(m->alloc, &m->md_texts, (void *)t);
  pv_push(m->alloc, &m->md_slots, NULL);
  uint32_t idx = (uint32_t)m->md_texts.len - 1;
  sm_put(m->alloc, &m->md_by_text, t, n, idx);
  return idx;
}

uint32_t lx_md_distinct(LxModule *m, const void *key, bool *is_new) {
  uintptr_t found;
  *is_new = !pm_get(&m->md_distinct, key, &found);
  if (!*is_new) return (uint32_t)found - 1;
  pv_push(m->alloc, &m->md_texts, (void *)"distinct !{}");
  pv_push(m->alloc, &m->md_slots, NULL);
  uint32_t idx = (uint32_t)m->md_texts.len - 1;
  pm_put(m->alloc, &m->md_distinct, key, idx + 1);
  return idx;
}

void lx_md_set_text(LxModule *m, uint32_t node, const char *text, size_t n) {
  if (node < m->md_texts.len) m->md_texts.data[node] = (void *)lx_strdup(m, text, n);
}

void lx_attach(LxFnState *s, LxInst *in, const char *kind, const char *text, size_t n) {
  lx_text(s, in, ", !%s ", kind);
  lx_meta_part(s, in, lx_md_node(s->m, text, n));
}

/* `branch_weights` (a dense i32 array) as !prof. */
void lx_branch_weights(LxFnState *s, LxInst *in, Operation *op) {
  const Attr *w = op_get_attr(op, "branch_weights", 14);
  if (!w || w->kind != AK_DENSE_ARRAY || !w->aux) return;
  const Ident *blob = WORD_PTR(const Ident, w->p[1]);
  StrBuf sb;
  sb_init(&sb, s->m->alloc);
  sb_puts(&sb, "!{!\"branch_weights\"");
  for (size_t i = 0; i < w->aux && (i + 1) * 4 <= blob->len; i++) {
    uint32_t v;
    memcpy(&v, blob->str + i * 4, 4);
    sb_printf(&sb, ", i32 %u", v);
  }
  sb_putc(&sb, '}');
  lx_attach(s, in, "prof", sb.data, sb.len);
  sb_free(&sb);
}

/* Slot tracker's CreateMetadataSlot: the node, then the nodes it names. */
static void assign(LxModule *m, uint32_t idx, uint32_t *next, unsigned depth) {
  if (m->md_slots.data[idx] || depth > 512) return;
  m->md_slots.data[idx] = (void *)(uintptr_t)(++*next);
  for (const char *p = m->md_texts.data[idx]; (p = strchr(p, '\001')) != NULL;) {
    uint32_t ref = (uint32_t)strtoul(p + 1, (char **)&p, 10);
    if (*p == '\001') p++;
    if (ref < m->md_texts.len) assign(m, ref, next, depth + 1);
  }
}

void lx_number_metadata(LxModule *m, uint32_t base) {
  uint32_t next = base;
  for (size_t f = 0; f < m->funcs.len; f++) {
    LxFunc *fn = m->funcs.data[f];
    for (size_t b = 0; b < fn->blocks.len; b++) {
      LxBlock *blk = fn->blocks.data[b];
      for (size_t i = 0; i < blk->insts.len; i++) {
        LxInst *in = blk->insts.data[i];
        for (size_t p = 0; p < in->nparts; p++) {
          if (in->parts[p].kind != LP_META) continue;
          uint32_t idx = (uint32_t)in->parts[p].n;
          assign(m, idx, &next, 0);
        }
      }
    }
  }
}

uint32_t lx_md_slot(LxModule *m, uint32_t idx) { return (uint32_t)(uintptr_t)m->md_slots.data[idx] - 1; }

static void print_node(LxModule *m, StrBuf *out, uint32_t slot, const char *t) {
  sb_printf(out, "!%u = ", slot);
  for (const char *p = t; *p;) {
    if (*p != '\001') {
      sb_putc(out, *p++);
      continue;
    }
    uint32_t ref = (uint32_t)strtoul(p + 1, (char **)&p, 10);
    if (*p == '\001') p++;
    sb_printf(out, "!%u", ref < m->md_texts.len ? lx_md_slot(m, ref) : 0);
  }
  sb_putc(out, '\n');
}

void lx_print_metadata_nodes(LxModule *m, StrBuf *out, uint32_t base) {
  /* slots are dense from `base`: print them in slot order */
  for (uint32_t slot = base; slot < base + m->md_texts.len; slot++)
    for (size_t i = 0; i < m->md_texts.len; i++)
      if (m->md_slots.data[i] && lx_md_slot(m, (uint32_t)i) == slot)
        print_node(m, out, slot, m->md_texts.data[i]);
}

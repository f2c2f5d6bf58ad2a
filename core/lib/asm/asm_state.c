/* asm_state.c: the record of definitions and uses a parse keeps when asked
 * (upstream's AsmParserState), and its position helpers. Everything here
 * is flat arrays and maps; nothing recurses on the input's nesting. */
#include "asm_state.h"

#include <stdlib.h>

typedef struct PendingUse {
  Value *value;
  SrcRange range;
} PendingUse;

typedef struct PendingSymbol {
  const Attr *ref;
  SrcRange *levels;
  size_t nlevels;
} PendingSymbol;

struct AsmState {
  Context *ctx;
  Allocator *alloc;
  const char *text;
  size_t len;
  bool failed;
  PtrVec ops;           /* AsmOpDef*, in the order ops were completed */
  PtrVec blocks;        /* AsmBlockDef* */
  PtrMap op_index;      /* Operation* -> index + 1 */
  PtrMap block_index;   /* Block* -> index + 1 */
  PendingUse *uses;     /* value uses until asm_state_finish_values */
  size_t nuses, cap_uses;
  PtrMap forwarded;     /* placeholder -> Value* */
  PendingSymbol *syms;  /* symbol uses until asm_state_finish_symbols */
  size_t nsyms, cap_syms;
  RangeVec regions;
  uint32_t *line_starts; /* byte offset of each line */
  size_t nlines;
};

static void range_push(AsmState *st, RangeVec *v, SrcRange r) {
  if (!vec_grow(st->alloc, (void **)&v->v, &v->cap, v->n + 1, sizeof *v->v)) {
    st->failed = true;
    return;
  }
  v->v[v->n++] = r;
}

AsmState *asm_state_create(Context *ctx, const char *buf, size_t len) {
  AsmState *st = ctx_zalloc(ctx, sizeof *st);
  if (!st) return NULL;
  st->ctx = ctx;
  st->alloc = &ctx->alloc;
  char *copy = mem_alloc(st->alloc, len + 1); /* the caller's buffer may go */
  if (!copy) {
    ctx_free(ctx, st);
    return NULL;
  }
  if (len) memcpy(copy, buf, len);
  copy[len] = 0;
  st->text = copy;
  st->len = len;
  size_t n = 1;
  for (size_t i = 0; i < len; i++) n += buf[i] == '\n';
  st->line_starts = mem_alloc(st->alloc, n * sizeof *st->line_starts);
  if (!st->line_starts) {
    mem_free(st->alloc, copy);
    ctx_free(ctx, st);
    return NULL;
  }
  st->line_starts[st->nlines++] = 0;
  for (size_t i = 0; i < len; i++)
    if (buf[i] == '\n') st->line_starts[st->nlines++] = (uint32_t)(i + 1);
  return st;
}

static void def_free(AsmState *st, AsmDef *d) { mem_free(st->alloc, d->uses.v); }

void asm_state_destroy(AsmState *st) {
  if (!st) return;
  for (size_t i = 0; i < st->ops.len; i++) {
    AsmOpDef *d = st->ops.data[i];
    for (uint32_t g = 0; g < d->ngroups; g++) def_free(st, &d->groups[g].def);
    mem_free(st->alloc, d->groups);
    mem_free(st->alloc, d->sym_uses.v);
    mem_free(st->alloc, d);
  }
  for (size_t i = 0; i < st->blocks.len; i++) {
    AsmBlockDef *b = st->blocks.data[i];
    def_free(st, &b->def);
    for (size_t a = 0; a < b->nargs; a++) def_free(st, &b->args[a]);
    mem_free(st->alloc, b->args);
    mem_free(st->alloc, b);
  }
  for (size_t i = 0; i < st->nsyms; i++) mem_free(st->alloc, st->syms[i].levels);
  mem_free(st->alloc, st->syms);
  mem_free(st->alloc, st->uses);
  mem_free(st->alloc, st->regions.v);
  mem_free(st->alloc, st->line_starts);
  mem_free(st->alloc, (char *)st->text);
  pv_free(st->alloc, &st->ops);
  pv_free(st->alloc, &st->blocks);
  pm_free(st->alloc, &st->op_index);
  pm_free(st->alloc, &st->block_index);
  pm_free(st->alloc, &st->forwarded);
  ctx_free(st->ctx, st);
}

bool asm_state_failed(const AsmState *st) { return st->failed; }

void asm_state_add_op(AsmState *st, Operation *op, SrcRange name, SrcRange scope,
                      const SrcRange *groups, const uint32_t *group_starts, size_t ngroups) {
  AsmOpDef *d = mem_zalloc(st->alloc, sizeof *d);
  if (d && ngroups) d->groups = mem_zalloc(st->alloc, ngroups * sizeof *d->groups);
  if (!d || (ngroups && !d->groups) || !pv_push(st->alloc, &st->ops, d)) {
    if (d) mem_free(st->alloc, d->groups);
    mem_free(st->alloc, d);
    st->failed = true;
    return;
  }
  /* From here on `d` is owned by the record (freed with it). */
  if (!pm_put(st->alloc, &st->op_index, op, st->ops.len)) {
    st->failed = true;
    return;
  }
  d->op = op;
  d->loc = name;
  d->scope = scope;
  d->ngroups = (uint32_t)ngroups;
  for (size_t g = 0; g < ngroups; g++) {
    d->groups[g].start_index = group_starts[g];
    d->groups[g].def.loc = groups[g];
    d->groups[g].def.defined = true;
  }
}

static AsmBlockDef *block_def_get(AsmState *st, Block *b) {
  uintptr_t i;
  if (pm_get(&st->block_index, b, &i)) return st->blocks.data[i - 1];
  AsmBlockDef *d = mem_zalloc(st->alloc, sizeof *d);
  if (!d || !pv_push(st->alloc, &st->blocks, d)) {
    mem_free(st->alloc, d);
    st->failed = true;
    return NULL;
  }
  if (!pm_put(st->alloc, &st->block_index, b, st->blocks.len)) {
    st->failed = true;
    return NULL;
  }
  d->block = b;
  return d;
}

void asm_state_add_block(AsmState *st, Block *b, SrcRange label) {
  AsmBlockDef *d = block_def_get(st, b);
  if (!d) return;
  d->def.loc = label;
  d->def.defined = true;
}

void asm_state_add_block_use(AsmState *st, Block *b, SrcRange use) {
  AsmBlockDef *d = block_def_get(st, b);
  if (d) range_push(st, &d->def.uses, use);
}

static AsmDef *arg_def(AsmState *st, Block *b, uint32_t index) {
  AsmBlockDef *d = block_def_get(st, b);
  if (!d) return NULL;
  if (index >= d->nargs) {
    if (!vec_grow(st->alloc, (void **)&d->args, &d->cap_args, (size_t)index + 1, sizeof *d->args)) {
      st->failed = true;
      return NULL;
    }
    memset(d->args + d->nargs, 0, ((size_t)index + 1 - d->nargs) * sizeof *d->args);
    d->nargs = (size_t)index + 1;
  }
  return &d->args[index];
}

void asm_state_add_arg(AsmState *st, Block *b, uint32_t index, SrcRange def) {
  AsmDef *d = arg_def(st, b, index);
  if (!d) return;
  d->loc = def;
  d->defined = true;
}

void asm_state_add_value_use(AsmState *st, Value *v, SrcRange use) {
  if (!vec_grow(st->alloc, (void **)&st->uses, &st->cap_uses, st->nuses + 1, sizeof *st->uses)) {
    st->failed = true;
    return;
  }
  st->uses[st->nuses++] = (PendingUse){v, use};
}

void asm_state_forward(AsmState *st, Value *placeholder, Value *v) {
  if (!pm_put(st->alloc, &st->forwarded, placeholder, (uintptr_t)v)) st->failed = true;
}

void asm_state_add_symbol_use(AsmState *st, const Attr *ref, const SrcRange *levels,
                              size_t nlevels) {
  SrcRange *copy = mem_alloc(st->alloc, nlevels * sizeof *copy);
  if (!copy ||
      !vec_grow(st->alloc, (void **)&st->syms, &st->cap_syms, st->nsyms + 1, sizeof *st->syms)) {
    mem_free(st->alloc, copy);
    st->failed = true;
    return;
  }
  memcpy(copy, levels, nlevels * sizeof *copy);
  st->syms[st->nsyms++] = (PendingSymbol){ref, copy, nlevels};
}

void asm_state_add_region(AsmState *st, SrcRange braces) { range_push(st, &st->regions, braces); }

void asm_state_finish_values(AsmState *st) {
  for (size_t i = 0; i < st->nuses; i++) {
    Value *v = st->uses[i].value;
    uintptr_t to;
    while (v && v->kind == VALUE_PLACEHOLDER && pm_get(&st->forwarded, v, &to)) v = (Value *)to;
    if (!v || v->kind == VALUE_PLACEHOLDER) continue; /* never defined: the parse failed */
    if (v->kind == VALUE_BLOCK_ARG) {
      AsmDef *d = arg_def(st, v->owner, v->index);
      if (d) range_push(st, &d->uses, st->uses[i].range);
      continue;
    }
    uintptr_t oi;
    if (!pm_get(&st->op_index, v->owner, &oi)) continue;
    AsmOpDef *od = st->ops.data[oi - 1];
    /* The group holding this result: the last one starting at or before it. */
    for (uint32_t g = od->ngroups; g-- > 0;)
      if (od->groups[g].start_index <= v->index) {
        range_push(st, &od->groups[g].def.uses, st->uses[i].range);
        break;
      }
  }
  mem_free(st->alloc, st->uses);
  st->uses = NULL;
  st->nuses = st->cap_uses = 0;
  pm_free(st->alloc, &st->forwarded);
}

/* The innermost recorded op whose range contains `pos`: the op starting
 * last at or before `pos`, or the nearest of its ancestors that contains
 * it. `sorted` holds the op records by start offset. */
static Operation *op_at(const AsmState *st, AsmOpDef **sorted, size_t n, uint32_t pos) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (sorted[mid]->scope.start <= pos) lo = mid + 1;
    else hi = mid;
  }
  if (!lo) return NULL;
  for (Operation *op = sorted[lo - 1]->op; op; op = op_parent_op(op)) {
    const AsmOpDef *d = asm_state_op_def(st, op);
    if (d && d->scope.start <= pos && pos < d->scope.end) return op;
  }
  return NULL;
}

static int by_start(const void *a, const void *b) {
  uint32_t x = (*(AsmOpDef *const *)a)->scope.start, y = (*(AsmOpDef *const *)b)->scope.start;
  return x < y ? -1 : x > y;
}

void asm_state_finish_symbols(AsmState *st) {
  size_t n = st->ops.len;
  AsmOpDef **sorted = n ? mem_alloc(st->alloc, n * sizeof *sorted) : NULL;
  if (n && !sorted) {
    st->failed = true;
    return;
  }
  if (n) memcpy(sorted, st->ops.data, n * sizeof *sorted);
  if (n) qsort(sorted, n, sizeof *sorted, by_start);
  for (size_t i = 0; i < st->nsyms; i++) {
    const PendingSymbol *s = &st->syms[i];
    Operation *user = op_at(st, sorted, n, s->levels[0].start);
    if (!user) continue;
    /* Resolved from the table above the op whose attribute holds it. */
    Operation *table = op_parent_op(user);
    while (table && !op_has_trait(table, TRAIT_SYMBOL_TABLE)) table = op_parent_op(table);
    Operation *cur = table;
    for (size_t l = 0; l < s->nlevels && l < s->ref->n && cur; l++) {
      cur = symbol_lookup(cur, WORD_PTR(const Ident, s->ref->p[l]));
      AsmOpDef *d = cur ? (AsmOpDef *)asm_state_op_def(st, cur) : NULL;
      if (d) range_push(st, &d->sym_uses, s->levels[l]);
      if (cur && !op_has_trait(cur, TRAIT_SYMBOL_TABLE)) break;
    }
  }
  mem_free(st->alloc, sorted);
}

/* ---- queries ----------------------------------------------------------------- */

const char *asm_state_text(const AsmState *st, size_t *len) {
  *len = st->len;
  return st->text;
}
size_t asm_state_num_ops(const AsmState *st) { return st->ops.len; }
const AsmOpDef *asm_state_op(const AsmState *st, size_t i) { return st->ops.data[i]; }
const AsmOpDef *asm_state_op_def(const AsmState *st, const Operation *op) {
  uintptr_t i;
  return pm_get(&st->op_index, op, &i) ? st->ops.data[i - 1] : NULL;
}
size_t asm_state_num_blocks(const AsmState *st) { return st->blocks.len; }
const AsmBlockDef *asm_state_block(const AsmState *st, size_t i) { return st->blocks.data[i]; }
const AsmBlockDef *asm_state_block_def(const AsmState *st, const Block *b) {
  uintptr_t i;
  return pm_get(&st->block_index, b, &i) ? st->blocks.data[i - 1] : NULL;
}
size_t asm_state_num_regions(const AsmState *st) { return st->regions.n; }
SrcRange asm_state_region(const AsmState *st, size_t i) { return st->regions.v[i]; }

const SrcRange *asm_def_find(const AsmDef *d, uint32_t pos) {
  if (d->defined && src_range_contains(d->loc, pos)) return &d->loc;
  for (size_t i = 0; i < d->uses.n; i++)
    if (src_range_contains(d->uses.v[i], pos)) return &d->uses.v[i];
  return NULL;
}

/* UTF-16 code units of the UTF-8 sequence starting with byte `c`. */
static uint32_t utf16_units(unsigned char c) { return c >= 0xF0 ? 2 : 1; }
static uint32_t utf8_length(unsigned char c) {
  return c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
}

bool asm_state_offset(const AsmState *st, uint32_t line, uint32_t character, uint32_t *offset) {
  if (line >= st->nlines) return false;
  uint32_t at = st->line_starts[line], units = 0;
  while (units < character && at < st->len && st->text[at] != '\n') {
    unsigned char c = (unsigned char)st->text[at];
    units += utf16_units(c);
    at += utf8_length(c);
  }
  *offset = at > st->len ? (uint32_t)st->len : at;
  return units >= character;
}

void asm_state_position(const AsmState *st, uint32_t offset, uint32_t *line, uint32_t *character) {
  size_t lo = 0, hi = st->nlines;
  while (lo + 1 < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (st->line_starts[mid] <= offset) lo = mid;
    else hi = mid;
  }
  uint32_t units = 0;
  for (uint32_t at = st->line_starts[lo]; at < offset && at < st->len;) {
    unsigned char c = (unsigned char)st->text[at];
    units += utf16_units(c);
    at += utf8_length(c);
  }
  *line = (uint32_t)lo;
  *character = units;
}

/* asm_state.c: the language queries over a parse's record of definitions
 * and uses (asm/asm_state.h), answering as upstream's mlir-lsp-server
 * does (MLIRServer.cpp): definitions, references, hovers, document
 * symbols, folding ranges and completion, each written as JSON. */
#include "capi.h"

#include "mlir-c/Ext/AsmState.h"

#include "../asm/asm.h"
#include "../asm/asm_state.h"
#include "../interfaces/interfaces.h"
#include "../ods/ods.h"
#include "../verify/verify.h"

#include <ctype.h>
#include <stdlib.h>

typedef struct LangState {
  Context *ctx;
  AsmState *st;
  Operation *top; /* the module holding the top-level ops (always made here) */
  bool valid;
} LangState;

/* Upstream's printing of an op in a hover elides elements past this count
 * (OpPrintingFlags::elideLargeElementsAttrs' default). */
enum { HOVER_ELIDE_ELEMENTS = 16 };

/* LSP's kinds (SymbolKind, CompletionItemKind). */
enum { SYMBOL_KIND_NAMESPACE = 3, SYMBOL_KIND_CLASS = 5, SYMBOL_KIND_FUNCTION = 12 };
enum { COMPLETION_FIELD = 5, COMPLETION_VARIABLE = 6, COMPLETION_MODULE = 9 };

static LangState *unwrap_state(MlirExtAsmState s) { return s.ptr; }

MlirExtAsmState mlirExtAsmStateCreate(MlirContext c, MlirStringRef text, MlirStringRef sourceName) {
  Context *ctx = unwrap_ctx(c);
  LangState *ls = ctx_zalloc(ctx, sizeof *ls);
  if (!ls) return (MlirExtAsmState){NULL};
  ls->ctx = ctx;
  ls->st = asm_state_create(ctx, text.data, text.length);
  const Ident *file = ident_get(ctx, sourceName.length ? sourceName.data : "", sourceName.length);
  Block *top = block_create(&ctx->alloc);
  if (!ls->st || !file || !top) {
    if (top) block_destroy(top);
    asm_state_destroy(ls->st);
    ctx_free(ctx, ls);
    capi_check_oom(ctx);
    return (MlirExtAsmState){NULL};
  }
  size_t len;
  const char *buf = asm_state_text(ls->st, &len);
  bool ok = parse_text_recording(ctx, buf, len, file, top, ls->st);
  /* As upstream's parser, the top-level ops sit in a module while the
   * record is finished and the IR verified (even a single explicit one). */
  OperationState os;
  opstate_init(&os, ctx, opname_get(ctx, "builtin.module", 14), loc_file(ctx, file, 0, 0));
  Region *r = opstate_add_region(&os);
  if (r) {
    region_append_block(r, top);
    ls->top = op_create(&os);
  }
  if (!ls->top) {
    opstate_free(&os);
    if (!r) block_destroy(top);
    ok = false;
  }
  if (ok) asm_state_finish_symbols(ls->st);
  if (ok) ok = verify_op(ls->top);
  ls->valid = ok && !asm_state_failed(ls->st);
  capi_check_oom(ctx);
  return (MlirExtAsmState){ls};
}

void mlirExtAsmStateDestroy(MlirExtAsmState s) {
  LangState *ls = unwrap_state(s);
  if (!ls) return;
  if (ls->top) op_destroy(ls->top);
  asm_state_destroy(ls->st);
  ctx_free(ls->ctx, ls);
}

bool mlirExtAsmStateIsValid(MlirExtAsmState s) {
  LangState *ls = unwrap_state(s);
  return ls && ls->valid;
}

/* ---- JSON ------------------------------------------------------------------------ */

static void json_cstr(StrBuf *out, const char *s) { sb_json_string(out, s, strlen(s)); }

static void json_range(const AsmState *st, StrBuf *out, SrcRange r) {
  uint32_t l0, c0, l1, c1;
  asm_state_position(st, r.start, &l0, &c0);
  asm_state_position(st, r.end, &l1, &c1);
  sb_printf(out, "{\"start\":{\"line\":%u,\"character\":%u},\"end\":{\"line\":%u,\"character\":%u}}",
            l0, c0, l1, c1);
}

static void emit(StrBuf *out, MlirStringCallback cb, void *ud) {
  cb((MlirStringRef){out->data ? out->data : "", out->len}, ud);
  sb_free(out);
}

/* The byte offset of a position, when the state holds a record. */
static bool state_offset(const LangState *ls, unsigned line, unsigned character, uint32_t *pos) {
  return ls && ls->valid && asm_state_offset(ls->st, line, character, pos);
}

/* ---- definitions and references ------------------------------------------------ */

typedef struct RangeList {
  const AsmState *st;
  StrBuf *out;
  size_t n;
} RangeList;

static void list_add(RangeList *l, SrcRange r) {
  sb_puts(l->out, l->n++ ? "," : "[");
  json_range(l->st, l->out, r);
}

static void list_add_def(RangeList *l, const AsmDef *d) {
  list_add(l, d->loc);
  for (size_t i = 0; i < d->uses.n; i++) list_add(l, d->uses.v[i]);
}

static void definitions(const LangState *ls, uint32_t pos, RangeList *l) {
  const AsmState *st = ls->st;
  for (size_t i = 0; i < asm_state_num_ops(st); i++) {
    const AsmOpDef *op = asm_state_op(st, i);
    /* The op's own location names this file: nothing elsewhere to go to. */
    if (src_range_contains(op->loc, pos)) return;
    for (uint32_t g = 0; g < op->ngroups; g++)
      if (asm_def_find(&op->groups[g].def, pos)) {
        list_add(l, op->groups[g].def.loc);
        return;
      }
    for (size_t u = 0; u < op->sym_uses.n; u++)
      if (src_range_contains(op->sym_uses.v[u], pos)) {
        list_add(l, op->loc);
        return;
      }
  }
  for (size_t i = 0; i < asm_state_num_blocks(st); i++) {
    const AsmBlockDef *b = asm_state_block(st, i);
    if (asm_def_find(&b->def, pos)) {
      list_add(l, b->def.loc);
      return;
    }
    for (size_t a = 0; a < b->nargs; a++)
      if (asm_def_find(&b->args[a], pos)) {
        list_add(l, b->args[a].loc);
        return;
      }
  }
}

static void references(const LangState *ls, uint32_t pos, RangeList *l) {
  const AsmState *st = ls->st;
  for (size_t i = 0; i < asm_state_num_ops(st); i++) {
    const AsmOpDef *op = asm_state_op(st, i);
    if (src_range_contains(op->loc, pos)) {
      for (uint32_t g = 0; g < op->ngroups; g++) list_add_def(l, &op->groups[g].def);
      return;
    }
    for (uint32_t g = 0; g < op->ngroups; g++)
      if (asm_def_find(&op->groups[g].def, pos)) {
        list_add_def(l, &op->groups[g].def);
        return;
      }
    for (size_t u = 0; u < op->sym_uses.n; u++)
      if (src_range_contains(op->sym_uses.v[u], pos)) {
        for (size_t k = 0; k < op->sym_uses.n; k++) list_add(l, op->sym_uses.v[k]);
        return;
      }
  }
  for (size_t i = 0; i < asm_state_num_blocks(st); i++) {
    const AsmBlockDef *b = asm_state_block(st, i);
    if (asm_def_find(&b->def, pos)) {
      list_add_def(l, &b->def);
      return;
    }
    for (size_t a = 0; a < b->nargs; a++)
      if (asm_def_find(&b->args[a], pos)) {
        list_add_def(l, &b->args[a]);
        return;
      }
  }
}

static void ranges_query(MlirExtAsmState s, unsigned line, unsigned character, bool refs,
                         MlirStringCallback cb, void *ud) {
  LangState *ls = unwrap_state(s);
  StrBuf out;
  sb_init(&out, ls ? &ls->ctx->alloc : NULL);
  RangeList l = {ls ? ls->st : NULL, &out, 0};
  uint32_t pos;
  if (state_offset(ls, line, character, &pos)) {
    if (refs) references(ls, pos, &l);
    else definitions(ls, pos, &l);
  }
  sb_puts(&out, l.n ? "]" : "[]");
  emit(&out, cb, ud);
}

void mlirExtAsmStateDefinition(MlirExtAsmState s, unsigned line, unsigned character,
                               MlirStringCallback cb, void *ud) {
  ranges_query(s, line, character, false, cb, ud);
}

void mlirExtAsmStateReferences(MlirExtAsmState s, unsigned line, unsigned character,
                               MlirStringCallback cb, void *ud) {
  ranges_query(s, line, character, true, cb, ud);
}

/* ---- hover ---------------------------------------------------------------------------- */

static unsigned block_number(const Block *b) {
  unsigned n = 0;
  for (const Block *x = b->parent->first; x && x != b; x = x->next) n++;
  return n;
}

/* A block as upstream names it in hovers: its label, or `<Block #N>`. */
static void block_name(const LangState *ls, const Block *b, StrBuf *out) {
  const AsmBlockDef *d = asm_state_block_def(ls->st, b);
  size_t len;
  const char *text = asm_state_text(ls->st, &len);
  if (d && d->def.defined && d->def.loc.end > d->def.loc.start && text[d->def.loc.start] == '^')
    sb_append(out, text + d->def.loc.start, d->def.loc.end - d->def.loc.start);
  else sb_printf(out, "<Block #%u>", block_number(b));
}

static const char *op_name(const Operation *op) { return op->name->name->str; }

/* The op the printer numbers names from: the top-level op above `op`. */
static Operation *print_root(const LangState *ls, Operation *op) {
  while (op_parent_op(op) && op_parent_op(op) != ls->top) op = op_parent_op(op);
  return op;
}

static void hover_op(const LangState *ls, const AsmOpDef *d, StrBuf *md) {
  Operation *op = d->op;
  sb_printf(md, "\"%s\"", op_name(op));
  const Ident *sym = symbol_name(op);
  if (sym) sb_printf(md, " : %s @%s", symbol_visibility(op), sym->str);
  sb_puts(md, "\n\nGeneric Form:\n\n```mlir\n");
  PrintFlags f;
  print_flags_default(&f);
  f.generic = true;
  f.skip_regions = true;
  f.elide_elements_if_larger = HOVER_ELIDE_ELEMENTS;
  print_operation_scoped(ls->ctx, op, print_root(ls, op), &f, md);
  sb_puts(md, "\n```\n");
}

/* Upstream's getResultNumberFromLoc: `%name#N` at `pos` names result N. */
static bool result_number_at(const char *text, size_t len, uint32_t pos, unsigned *n) {
  size_t i = pos;
  while (i < len && (isalnum((unsigned char)text[i]) || strchr("%$._-", text[i]))) i++;
  if (i >= len || text[i] != '#') return false;
  size_t start = ++i;
  unsigned long v = 0;
  while (i < len && text[i] >= '0' && text[i] <= '9' && v <= UINT32_MAX) v = v * 10 + (unsigned)(text[i++] - '0');
  if (i == start || v > UINT32_MAX) return false;
  *n = (unsigned)v;
  return true;
}

static void hover_results(const LangState *ls, Operation *op, unsigned first, unsigned end,
                          uint32_t pos, StrBuf *md) {
  sb_printf(md, "Operation: \"%s\"\n\n", op_name(op));
  size_t len;
  const char *text = asm_state_text(ls->st, &len);
  unsigned n;
  if (result_number_at(text, len, pos, &n) && first + n < end) {
    first += n;
    end = first + 1;
  }
  if (first + 1 == end) {
    sb_printf(md, "Result #%u\n\nType: `", first);
    print_type(op->results[first].type, md);
    sb_puts(md, "`\n\n");
    return;
  }
  sb_printf(md, "Result #[%u, %u]\n\nTypes: ", first, end - 1);
  for (unsigned i = first; i < end; i++) {
    if (i > first) sb_puts(md, ", ");
    sb_putc(md, '`');
    print_type(op->results[i].type, md);
    sb_putc(md, '`');
  }
}

static Operation *terminator(const Block *b) {
  Operation *t = b->last;
  return t && t->num_successors ? t : NULL;
}

static void hover_block(const LangState *ls, const AsmBlockDef *d, StrBuf *md) {
  const Block *b = d->block;
  sb_printf(md, "Operation: \"%s\"\n\nBlock #%u\n\n", op_name(block_parent_op(b)), block_number(b));
  if (b->uses) {
    sb_puts(md, "Predecessors: ");
    for (const BlockOperand *u = b->uses; u; u = u->next) {
      if (u != b->uses) sb_puts(md, ", ");
      block_name(ls, u->owner->block, md);
    }
    sb_puts(md, "\n\n");
  }
  const Operation *t = terminator(b);
  if (t) {
    sb_puts(md, "Successors: ");
    for (uint32_t i = 0; i < t->num_successors; i++) {
      if (i) sb_puts(md, ", ");
      block_name(ls, t->successors[i].block, md);
    }
    sb_puts(md, "\n\n");
  }
}

static void hover_arg(const LangState *ls, const AsmBlockDef *d, unsigned index, StrBuf *md) {
  sb_printf(md, "Operation: \"%s\"\n\nBlock: ", op_name(block_parent_op(d->block)));
  block_name(ls, d->block, md);
  sb_printf(md, "\n\nArgument #%u\n\nType: `", index);
  print_type(d->block->args[index]->type, md);
  sb_puts(md, "`\n\n");
}

/* Writes the hover's markdown into `md` and its range into *range; the
 * op hovered (for its ODS summary) into *about. */
static bool hover(const LangState *ls, uint32_t pos, StrBuf *md, SrcRange *range,
                  const Operation **about) {
  const AsmState *st = ls->st;
  for (size_t i = 0; i < asm_state_num_ops(st); i++) {
    const AsmOpDef *op = asm_state_op(st, i);
    if (src_range_contains(op->loc, pos)) {
      *range = op->loc;
      *about = op->op;
      hover_op(ls, op, md);
      return true;
    }
    for (size_t u = 0; u < op->sym_uses.n; u++)
      if (src_range_contains(op->sym_uses.v[u], pos)) {
        *range = op->sym_uses.v[u];
        *about = op->op;
        hover_op(ls, op, md);
        return true;
      }
    for (uint32_t g = 0; g < op->ngroups; g++) {
      const SrcRange *r = asm_def_find(&op->groups[g].def, pos);
      if (!r) continue;
      *range = *r;
      unsigned end = g + 1 == op->ngroups ? op->op->num_results : op->groups[g + 1].start_index;
      hover_results(ls, op->op, op->groups[g].start_index, end, pos, md);
      return true;
    }
  }
  for (size_t i = 0; i < asm_state_num_blocks(st); i++) {
    const AsmBlockDef *b = asm_state_block(st, i);
    const SrcRange *r = asm_def_find(&b->def, pos);
    if (r) {
      *range = *r;
      hover_block(ls, b, md);
      return true;
    }
    for (size_t a = 0; a < b->nargs && a < b->block->nargs; a++) {
      r = asm_def_find(&b->args[a], pos);
      if (!r) continue;
      *range = *r;
      hover_arg(ls, b, (unsigned)a, md);
      return true;
    }
  }
  return false;
}

static const char *op_summary(const OpName *name) {
  const OdsOp *ods = name->def ? name->def->ods : NULL;
  return ods && ods->summary && *ods->summary ? ods->summary : NULL;
}

void mlirExtAsmStateHover(MlirExtAsmState s, unsigned line, unsigned character,
                          MlirStringCallback cb, void *ud) {
  LangState *ls = unwrap_state(s);
  StrBuf out, md;
  sb_init(&out, ls ? &ls->ctx->alloc : NULL);
  sb_init(&md, ls ? &ls->ctx->alloc : NULL);
  uint32_t pos;
  SrcRange range;
  const Operation *about = NULL;
  if (state_offset(ls, line, character, &pos) && hover(ls, pos, &md, &range, &about)) {
    sb_puts(&out, "{\"range\":");
    json_range(ls->st, &out, range);
    sb_puts(&out, ",\"contents\":");
    sb_json_string(&out, md.data ? md.data : "", md.len);
    const char *summary = about ? op_summary(about->name) : NULL;
    if (summary) {
      sb_puts(&out, ",\"summary\":");
      json_cstr(&out, summary);
    }
    sb_putc(&out, '}');
  } else {
    sb_puts(&out, "null");
  }
  sb_free(&md);
  emit(&out, cb, ud);
}

/* ---- document symbols and folding ------------------------------------------------ */

/* Opens a symbol entry for `op` (a symbol or a symbol table with a
 * record); false when the op has none. */
static bool open_symbol(const LangState *ls, const Operation *op, StrBuf *out) {
  const AsmOpDef *d = asm_state_op_def(ls->st, op);
  if (!d) return false;
  const Ident *sym = symbol_name(op);
  int kind;
  if (sym) kind = iface_is_function(op) ? SYMBOL_KIND_FUNCTION : SYMBOL_KIND_CLASS;
  else if (op_has_trait(op, TRAIT_SYMBOL_TABLE)) kind = SYMBOL_KIND_NAMESPACE;
  else return false;
  if (out->len && out->data[out->len - 1] == '}') sb_putc(out, ',');
  sb_puts(out, "{\"name\":");
  if (sym) json_cstr(out, sym->str);
  else {
    StrBuf name;
    sb_init(&name, &ls->ctx->alloc);
    sb_printf(&name, "<%s>", op_name(op));
    sb_json_string(out, name.data ? name.data : "", name.len);
    sb_free(&name);
  }
  sb_printf(out, ",\"kind\":%d,\"range\":", kind);
  json_range(ls->st, out, d->scope);
  sb_puts(out, ",\"selectionRange\":");
  json_range(ls->st, out, d->loc);
  sb_puts(out, ",\"children\":[");
  return true;
}

/* Pushes the ops nested in `op` (or in block `b` when op is NULL) so that
 * the first pops first. */
static bool push_children(Allocator *a, PtrVec *stack, Operation *op, Block *b) {
  size_t mark = stack->len;
  for (uint32_t r = 0; op ? r < op->num_regions : r < 1; r++)
    for (Block *blk = op ? op->regions[r].first : b; blk; blk = op ? blk->next : NULL)
      for (Operation *o = blk->first; o; o = o->next)
        if (!pv_push(a, stack, o)) return false;
  for (size_t i = mark, j = stack->len; i + 1 < j; i++, j--) {
    void *t = stack->data[i];
    stack->data[i] = stack->data[j - 1];
    stack->data[j - 1] = t;
  }
  return true;
}

void mlirExtAsmStateDocumentSymbols(MlirExtAsmState s, MlirStringCallback cb, void *ud) {
  LangState *ls = unwrap_state(s);
  StrBuf out;
  sb_init(&out, ls ? &ls->ctx->alloc : NULL);
  sb_putc(&out, '[');
  if (ls && ls->valid) {
    /* A pre-order walk with an explicit stack; a tagged pointer closes the
     * entry its op opened. */
    Allocator *a = &ls->ctx->alloc;
    PtrVec stack = {0};
    bool ok = push_children(a, &stack, NULL, ls->top->regions[0].first);
    while (ok && stack.len) {
      uintptr_t item = (uintptr_t)stack.data[--stack.len];
      if (item & 1) {
        sb_puts(&out, "]}");
        continue;
      }
      Operation *op = (Operation *)item;
      if (open_symbol(ls, op, &out)) ok = pv_push(a, &stack, (void *)(item | 1));
      ok = ok && push_children(a, &stack, op, NULL);
    }
    pv_free(a, &stack);
  }
  sb_putc(&out, ']');
  emit(&out, cb, ud);
}

void mlirExtAsmStateFoldingRanges(MlirExtAsmState s, MlirStringCallback cb, void *ud) {
  LangState *ls = unwrap_state(s);
  StrBuf out;
  sb_init(&out, ls ? &ls->ctx->alloc : NULL);
  sb_putc(&out, '[');
  size_t n = 0;
  for (size_t i = 0; ls && ls->valid && i < asm_state_num_regions(ls->st); i++) {
    SrcRange r = asm_state_region(ls->st, i);
    uint32_t l0, c0, l1, c1;
    asm_state_position(ls->st, r.start, &l0, &c0);
    asm_state_position(ls->st, r.end, &l1, &c1);
    if (l1 <= l0) continue;
    sb_printf(&out, "%s{\"startLine\":%u,\"startCharacter\":%u,\"endLine\":%u,\"endCharacter\":%u}",
              n++ ? "," : "", l0, c0, l1, c1);
  }
  sb_putc(&out, ']');
  emit(&out, cb, ud);
}

/* ---- completion ----------------------------------------------------------------------- */

/* What upstream's parser completes at a token boundary, by the text
 * before it. */
typedef enum CompleteKind {
  COMPLETE_NONE,
  COMPLETE_OP_NAME,      /* an op name in `dialect.`: the dialect's ops */
  COMPLETE_DIALECT,      /* an op name without a dialect yet */
  COMPLETE_TYPE,         /* after `:` or `->` */
  COMPLETE_ATTRIBUTE,    /* after `=` in an attribute dictionary */
  COMPLETE_DIALECT_TYPE, /* after `!` */
  COMPLETE_DIALECT_ATTR, /* after `#` */
} CompleteKind;

static bool is_word_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '$' || c == '.' || c == '-';
}

/* True when [line_start, at) holds only blanks and result names
 * (`%a, %b:2 =`): `at` is where an op name goes. */
static bool at_op_name(const char *text, size_t line_start, size_t at) {
  size_t i = line_start;
  while (i < at && (text[i] == ' ' || text[i] == '\t')) i++;
  if (i == at) return true;
  if (text[i] != '%') return false;
  while (i < at && text[i] != '=') i++;
  if (i == at) return false;
  for (i++; i < at; i++)
    if (text[i] != ' ' && text[i] != '\t') return false;
  return true;
}

static CompleteKind complete_kind(const char *text, size_t at, size_t *word) {
  size_t w = at;
  while (w > 0 && is_word_char(text[w - 1])) w--;
  *word = w;
  if (w > 0 && text[w - 1] == '!') return COMPLETE_DIALECT_TYPE;
  if (w > 0 && text[w - 1] == '#') return COMPLETE_DIALECT_ATTR;
  if (w > 0 && (text[w - 1] == '%' || text[w - 1] == '^' || text[w - 1] == '@')) return COMPLETE_NONE;
  size_t line_start = w;
  while (line_start > 0 && text[line_start - 1] != '\n') line_start--;
  if (at_op_name(text, line_start, w))
    return memchr(text + w, '.', at - w) ? COMPLETE_OP_NAME : COMPLETE_DIALECT;
  size_t b = w;
  while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) b--;
  if (b == 0) return COMPLETE_NONE;
  if (text[b - 1] == ':' || (text[b - 1] == '>' && b > 1 && text[b - 2] == '-')) return COMPLETE_TYPE;
  if (text[b - 1] == '=') return COMPLETE_ATTRIBUTE;
  return COMPLETE_NONE;
}

typedef struct Completions {
  StrBuf *out;
  size_t n;
} Completions;

static void item(Completions *c, const char *prefix, const char *label, size_t label_len, int kind,
                 const char *detail, const char *sort, const char *insert, const char *doc) {
  StrBuf *out = c->out;
  sb_puts(out, c->n++ ? ",{\"label\":" : "{\"label\":");
  StrBuf l;
  sb_init(&l, out->alloc);
  sb_puts(&l, prefix);
  sb_append(&l, label, label_len);
  sb_json_string(out, l.data ? l.data : "", l.len);
  sb_free(&l);
  sb_printf(out, ",\"kind\":%d", kind);
  if (detail) {
    sb_puts(out, ",\"detail\":");
    json_cstr(out, detail);
  }
  if (sort) {
    sb_puts(out, ",\"sortText\":");
    json_cstr(out, sort);
  }
  if (insert) {
    sb_puts(out, ",\"insertText\":");
    json_cstr(out, insert);
  }
  if (doc) {
    sb_puts(out, ",\"documentation\":");
    json_cstr(out, doc);
  }
  sb_putc(out, '}');
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Upstream's completeDialectName: every dialect, `prefix` before it. */
static void complete_dialects(Context *ctx, Completions *c, const char *prefix) {
  PtrVec names = {0};
  const char *key;
  size_t n, cursor = 0;
  uintptr_t v;
  while (sm_next(&ctx->dialects, &cursor, &key, &n, &v))
    if (!pv_push(&ctx->alloc, &names, (void *)((const Dialect *)v)->ns->str)) break;
  if (names.len) qsort(names.data, names.len, sizeof *names.data, cmp_str);
  for (size_t i = 0; i < names.len; i++) {
    const char *name = names.data[i];
    item(c, prefix, name, strlen(name), COMPLETION_MODULE, "dialect", "3", NULL, NULL);
  }
  pv_free(&ctx->alloc, &names);
}

/* Upstream's completeOperationName: the registered ops of a dialect, named
 * without its prefix, documented by their ODS summaries. */
static void complete_ops(Context *ctx, Completions *c, const char *dialect, size_t dn) {
  PtrVec ops = {0};
  const char *key;
  size_t n, cursor = 0;
  uintptr_t v;
  while (sm_next(&ctx->opnames, &cursor, &key, &n, &v)) {
    const OpName *on = (const OpName *)v;
    if (!on->def || n <= dn + 1 || memcmp(key, dialect, dn) || key[dn] != '.') continue;
    if (!pv_push(&ctx->alloc, &ops, (void *)on->name->str)) break;
  }
  if (ops.len) qsort(ops.data, ops.len, sizeof *ops.data, cmp_str);
  for (size_t i = 0; i < ops.len; i++) {
    const char *full = ops.data[i];
    const OpName *on = opname_get(ctx, full, strlen(full));
    item(c, "", full + dn + 1, strlen(full) - dn - 1, COMPLETION_FIELD, "operation", "1", NULL,
         on ? op_summary(on) : NULL);
  }
  pv_free(&ctx->alloc, &ops);
}

/* The default dialect of the op whose region encloses `at` (upstream also
 * offers its ops for an op name without a dialect): the op named on the
 * line of the innermost unclosed `{` before `at`, read from the text as
 * typed. */
static const char *enclosing_default_dialect(Context *ctx, const char *text, size_t at) {
  size_t depth = 0, i = at;
  while (i > 0) {
    char ch = text[--i];
    if (ch == '}') depth++;
    else if (ch == '{' && depth) depth--;
    else if (ch == '{') break;
    if (i == 0) return NULL;
  }
  if (at == 0 || text[i] != '{') return NULL;
  size_t line = i;
  while (line > 0 && text[line - 1] != '\n') line--;
  while (line < i && (text[line] == ' ' || text[line] == '\t')) line++;
  if (line < i && text[line] == '%') { /* results: `%a, %b:2 = ` */
    while (line < i && text[line] != '=') line++;
    for (line++; line < i && (text[line] == ' ' || text[line] == '\t');) line++;
  }
  size_t end = line;
  while (end < i && is_word_char(text[end])) end++;
  const OpName *on = end > line ? opname_get(ctx, text + line, end - line) : NULL;
  return on && on->def ? on->def->default_dialect : NULL;
}

static void complete_types(Context *ctx, Completions *c) {
  static const char *const builtin[] = {"memref", "tensor", "complex", "tuple", "vector",
                                        "bf16",   "f16",    "f32",     "f64",   "f80",
                                        "f128",   "index",  "none"};
  for (size_t i = 0; i < sizeof builtin / sizeof *builtin; i++)
    item(c, "", builtin[i], strlen(builtin[i]), COMPLETION_FIELD, NULL, "1", NULL, NULL);
  static const char *const ints[] = {"i", "si", "ui"};
  for (size_t i = 0; i < sizeof ints / sizeof *ints; i++)
    item(c, ints[i], "<N>", 3, COMPLETION_FIELD, NULL, "1", ints[i], NULL);
  complete_dialects(ctx, c, "!");
}

static void complete_attributes(Context *ctx, Completions *c) {
  static const char *const builtin[] = {"affine_set", "affine_map", "dense", "dense_resource",
                                        "false",      "loc",        "sparse", "true", "unit"};
  for (size_t i = 0; i < sizeof builtin / sizeof *builtin; i++)
    item(c, "", builtin[i], strlen(builtin[i]), COMPLETION_FIELD, NULL, "1", NULL, NULL);
  complete_dialects(ctx, c, "#");
}

void mlirExtAsmStateCompletion(MlirExtAsmState s, MlirStringRef text, unsigned line,
                               unsigned character, MlirStringCallback cb, void *ud) {
  LangState *ls = unwrap_state(s);
  StrBuf out;
  sb_init(&out, ls ? &ls->ctx->alloc : NULL);
  sb_puts(&out, "{\"isIncomplete\":false,\"items\":[");
  Completions c = {&out, 0};
  /* The position in `text`: lines by '\n', characters in UTF-16 units. */
  size_t at = 0;
  bool found = ls != NULL;
  for (unsigned l = 0; found && l < line; l++) {
    const char *nl = at < text.length ? memchr(text.data + at, '\n', text.length - at) : NULL;
    if (!nl) found = false;
    else at = (size_t)(nl - text.data) + 1;
  }
  for (unsigned units = 0; found && units < character; ) {
    if (at >= text.length || text.data[at] == '\n') {
      found = false;
      break;
    }
    unsigned char ch = (unsigned char)text.data[at];
    units += ch >= 0xF0 ? 2 : 1;
    at += ch >= 0xF0 ? 4 : ch >= 0xE0 ? 3 : ch >= 0xC0 ? 2 : 1;
  }
  if (found && at <= text.length) {
    size_t word;
    switch (complete_kind(text.data, at, &word)) {
    case COMPLETE_OP_NAME: {
      const char *dot = memchr(text.data + word, '.', at - word);
      complete_ops(ls->ctx, &c, text.data + word, (size_t)(dot - (text.data + word)));
      break;
    }
    case COMPLETE_DIALECT: {
      complete_dialects(ls->ctx, &c, "");
      const char *dflt = enclosing_default_dialect(ls->ctx, text.data, word);
      if (dflt && *dflt) complete_ops(ls->ctx, &c, dflt, strlen(dflt));
      break;
    }
    case COMPLETE_DIALECT_TYPE:
    case COMPLETE_DIALECT_ATTR: complete_dialects(ls->ctx, &c, ""); break;
    case COMPLETE_TYPE: complete_types(ls->ctx, &c); break;
    case COMPLETE_ATTRIBUTE: complete_attributes(ls->ctx, &c); break;
    case COMPLETE_NONE: break;
    }
  }
  sb_puts(&out, "]}");
  emit(&out, cb, ud);
}

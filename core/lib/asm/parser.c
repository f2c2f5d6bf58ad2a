/* parser.c: the operation parser: tokens, diagnostics, SSA name scopes,
 * blocks and regions, generic and custom operations, and the top level
 * (aliases, file metadata, the implicit module). Types and attributes are
 * parsed in parse_type.c and parse_attr.c. */
#include "asm.h"
#include "asm_state.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

/* An SSA name's definitions, indexed by result number. `locs` holds the
 * definition (or first forward use) of each slot for diagnostics. */
struct SSAEntry {
  Value **vals;
  Token *locs;
  uint32_t n;
  /* Most names have only result #0: its slot lives here, saving two
   * allocations per name (vals/locs point here while n == 1). */
  Value *val0;
  Token loc0;
};

static void entry_free(Parser *p, SSAEntry *e);

/* One region's worth of SSA names and block names. */
struct ScopeFrame {
  PtrVec defined;   /* SSAEntry keys (const char*) defined in this region */
  PtrVec defined_n; /* their lengths */
  bool isolated;
  StrMap saved_values; /* the enclosing map while an isolated scope is open */
  StrMap blocks;       /* ^name -> BlockDef* */
  PtrVec block_defs;   /* BlockDef* owned by this frame */
};

typedef struct BlockDef {
  Block *block;
  Token tok;    /* definition or first reference */
  bool defined;
} BlockDef;

/* ---- tokens and diagnostics -------------------------------------------- */

void parser_advance(Parser *p) {
  p->prev_end = p->tok.start + p->tok.len;
  p->tok = lex_next(&p->lex);
}

/* The byte range of a token, for the record of definitions and uses. */
static SrcRange tok_range(const Parser *p, const Token *t) {
  uint32_t start = (uint32_t)(t->start - p->buf_start);
  return (SrcRange){start, start + (uint32_t)t->len};
}

const Loc *parser_tok_loc(Parser *p, const Token *t) {
  return loc_file(p->ctx, p->filename, t->line, t->col);
}

static bool verror_at(Parser *p, const Token *t, const char *fmt, va_list ap) {
  if (p->failed) return false; /* report only the first error */
  p->failed = true;
  Diag *d = diag_new(p->ctx, DIAG_ERROR, parser_tok_loc(p, t));
  if (d) sb_vprintf(&d->msg, fmt, ap);
  diag_emit(p->ctx, d);
  return false;
}

bool parser_error_at(Parser *p, const Token *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror_at(p, t, fmt, ap);
  va_end(ap);
  return false;
}

bool parser_error(Parser *p, const char *fmt, ...) {
  /* A lexer error token carries its own message. */
  if (p->tok.kind == T_ERROR) {
    Token t = p->tok;
    return parser_error_at(p, &t, "%.*s", (int)t.len, t.start);
  }
  va_list ap;
  va_start(ap, fmt);
  verror_at(p, &p->tok, fmt, ap);
  va_end(ap);
  return false;
}

/* Emits an error with one note; used for "prior use here" style pairs. */
static bool error_with_note(Parser *p, const Token *at, const Token *note_at,
                            const char *note, const char *fmt, ...)
    MLIR_PRINTF(5, 6);
static bool error_with_note(Parser *p, const Token *at, const Token *note_at,
                            const char *note, const char *fmt, ...) {
  if (p->failed) return false;
  p->failed = true;
  Diag *d = diag_new(p->ctx, DIAG_ERROR, parser_tok_loc(p, at));
  if (d) {
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&d->msg, fmt, ap);
    va_end(ap);
    Diag *n = diag_note(p->ctx, d, parser_tok_loc(p, note_at));
    if (n) sb_puts(&n->msg, note);
  }
  diag_emit(p->ctx, d);
  return false;
}

bool parser_consume_if(Parser *p, TokKind k) {
  if (p->tok.kind != k) return false;
  parser_advance(p);
  return true;
}

/* Upstream's parseToken: a wrong token is reported just after the previous
 * one (emitWrongTokenError, parse_util.c). */
bool parser_expect(Parser *p, TokKind k, const char *what) {
  return parser_expect_token(p, k, what);
}

bool parser_consume_keyword(Parser *p, const char *kw) {
  if (!tok_is_keyword(&p->tok, kw)) return false;
  parser_advance(p);
  return true;
}

bool parser_expect_keyword(Parser *p, const char *kw) {
  if (parser_consume_keyword(p, kw)) return true;
  return parser_error(p, "expected '%s'", kw);
}

/* ---- setup -------------------------------------------------------------- */

void parser_init(Parser *p, Context *ctx, const char *buf, size_t len,
                 const Ident *filename, unsigned first_line) {
  memset(p, 0, sizeof *p);
  p->ctx = ctx;
  p->filename = filename;
  p->buf_start = buf;
  lex_init(&p->lex, buf, len, first_line);
  parser_advance(p);
}

static void scope_free(Parser *p, ScopeFrame *f);

void parser_free(Parser *p) {
  Allocator *a = &p->ctx->alloc;
  while (p->scopes.len) scope_free(p, p->scopes.data[--p->scopes.len]);
  pv_free(a, &p->scopes);
  /* Free SSA entries still in the map. */
  if (p->values.slots) {
    for (size_t i = 0; i < p->values.cap; i++) {
      struct { const char *key; size_t n; uint32_t hash; uintptr_t val; } *s =
          (void *)((char *)p->values.slots + i * sizeof *s);
      if (s->key) {
        entry_free(p, (SSAEntry *)s->val);
      }
    }
  }
  sm_free(a, &p->values);
  for (size_t i = 0; i < p->forward.len; i++) {
    Value *v = p->forward.data[i];
    while (v->uses) operand_set(v->uses, NULL);
    ctx_free(p->ctx, v);
  }
  pv_free(a, &p->forward);
  sm_free(a, &p->attr_aliases);
  sm_free(a, &p->type_aliases);
  sm_free(a, &p->resource_names);
  sm_free(a, &p->distinct_ids);
  for (size_t i = 0; i < p->deferred_locs.len; i++) ctx_free(p->ctx, p->deferred_locs.data[i]);
  pv_free(a, &p->deferred_locs);
}

/* ---- SSA names ---------------------------------------------------------- */

static void entries_free_all(Parser *p, StrMap *m);

static void entry_free(Parser *p, SSAEntry *e) {
  if (e->vals != &e->val0) {
    ctx_free(p->ctx, e->vals);
    ctx_free(p->ctx, e->locs);
  }
  ctx_free(p->ctx, e);
}

static ScopeFrame *push_scope(Parser *p, bool isolated) {
  ScopeFrame *f = ctx_zalloc(p->ctx, sizeof *f);
  if (!f || !pv_push(&p->ctx->alloc, &p->scopes, f)) {
    ctx_free(p->ctx, f);
    return NULL;
  }
  f->isolated = isolated;
  if (isolated) {
    f->saved_values = p->values;
    memset(&p->values, 0, sizeof p->values);
  }
  return f;
}

static SSAEntry *entry_lookup(Parser *p, const char *name, size_t n) {
  uintptr_t v;
  return sm_get(&p->values, name, n, &v) ? (SSAEntry *)v : NULL;
}

static void entry_remove(Parser *p, const char *name, size_t n) {
  SSAEntry *e = entry_lookup(p, name, n);
  if (!e) return;
  sm_remove(&p->values, name, n);
  entry_free(p, e);
}

static void scope_free(Parser *p, ScopeFrame *f) {
  Allocator *a = &p->ctx->alloc;
  if (f->isolated) {
    entries_free_all(p, &p->values);
    sm_free(a, &p->values);
    p->values = f->saved_values;
  }
  for (size_t i = 0; i < f->block_defs.len; i++) {
    BlockDef *bd = f->block_defs.data[i];
    /* Blocks referenced but never placed in a region are owned here. */
    if (bd->block && !bd->block->parent) block_destroy(bd->block);
    ctx_free(p->ctx, bd);
  }
  pv_free(a, &f->block_defs);
  sm_free(a, &f->blocks);
  pv_free(a, &f->defined);
  pv_free(a, &f->defined_n);
  ctx_free(p->ctx, f);
}

static void entries_free_all(Parser *p, StrMap *m) {
  if (!m->slots) return;
  for (size_t i = 0; i < m->cap; i++) {
    struct { const char *key; size_t n; uint32_t hash; uintptr_t val; } *s =
        (void *)((char *)m->slots + i * sizeof *s);
    if (s->key) {
      entry_free(p, (SSAEntry *)s->val);
    }
  }
}

static int by_source_position(const void *a, const void *b) {
  const char *x = (*(BlockDef *const *)a)->tok.start, *y = (*(BlockDef *const *)b)->tok.start;
  return x < y ? -1 : x > y;
}

/* Pops the innermost region scope: checks its block references, then drops
 * the names it defined (they are not visible outside the region). */
static bool pop_scope(Parser *p) {
  ScopeFrame *f = p->scopes.data[--p->scopes.len];
  bool ok = true;
  /* Undefined block references: each one, in source order, as upstream
   * (unless an earlier error stopped the parse). */
  PtrVec undefined = {0};
  for (size_t i = 0; i < f->block_defs.len; i++) {
    BlockDef *bd = f->block_defs.data[i];
    if (!bd->defined && !pv_push(&p->ctx->alloc, &undefined, bd)) ok = false;
  }
  if (undefined.len) {
    qsort(undefined.data, undefined.len, sizeof *undefined.data, by_source_position);
    bool report = !p->failed;
    for (size_t i = 0; report && i < undefined.len; i++) {
      p->failed = false; /* each one is reported */
      parser_error_at(p, &((BlockDef *)undefined.data[i])->tok, "reference to an undefined block");
    }
    p->failed = true;
    ok = false;
  }
  pv_free(&p->ctx->alloc, &undefined);
  if (!f->isolated)
    for (size_t i = 0; i < f->defined.len; i++)
      entry_remove(p, f->defined.data[i], (size_t)(uintptr_t)f->defined_n.data[i]);
  scope_free(p, f);
  return ok;
}

static SSAEntry *entry_get(Parser *p, const char *name, size_t n,
                           uint32_t number) {
  SSAEntry *e = entry_lookup(p, name, n);
  if (!e) {
    e = ctx_zalloc(p->ctx, sizeof *e);
    if (!e || !sm_put(&p->ctx->alloc, &p->values, name, n, (uintptr_t)e)) {
      ctx_free(p->ctx, e);
      return NULL;
    }
  }
  if (number == 0 && e->n == 0) {
    e->vals = &e->val0;
    e->locs = &e->loc0;
    e->n = 1;
  } else if (number >= e->n) {
    uint32_t nn = number + 1;
    bool inline_slot = e->vals == &e->val0;
    Value **vals = mem_realloc(&p->ctx->alloc, inline_slot ? NULL : e->vals, nn * sizeof *vals);
    if (!vals) return NULL;
    if (inline_slot && e->n) vals[0] = e->val0;
    Token *locs = mem_realloc(&p->ctx->alloc, inline_slot ? NULL : e->locs, nn * sizeof *locs);
    if (!locs) {
      if (inline_slot) ctx_free(p->ctx, vals);
      else e->vals = vals;
      return NULL;
    }
    if (inline_slot && e->n) locs[0] = e->loc0;
    e->vals = vals;
    e->locs = locs;
    for (uint32_t i = e->n; i < nn; i++) {
      e->vals[i] = NULL;
      memset(&e->locs[i], 0, sizeof e->locs[i]);
    }
    e->n = nn;
  }
  return e;
}

static void print_type_to(Parser *p, const Type *t, StrBuf *sb) {
  (void)p;
  print_type(t, sb);
}

bool parse_ssa_use(Parser *p, UnresolvedUse *u) {
  if (p->tok.kind != T_PERCENT_ID) return parser_error_wrong_token(p, "expected SSA operand");
  u->tok = p->tok;
  u->name = NULL;
  u->number = 0;
  parser_advance(p);
  if (p->tok.kind == T_HASH_ID) {
    const char *s = p->tok.start + 1;
    size_t n = p->tok.len - 1;
    unsigned long long v = 0;
    bool ok = n > 0;
    for (size_t i = 0; i < n && ok; i++) {
      ok = s[i] >= '0' && s[i] <= '9';
      v = v * 10 + (unsigned)(s[i] - '0');
      if (v > UINT32_MAX) ok = false;
    }
    if (!ok) return parser_error(p, "invalid SSA value result number");
    u->number = (unsigned)v;
    parser_advance(p);
  }
  return true;
}

Value *resolve_ssa_use(Parser *p, const UnresolvedUse *u, const Type *type) {
  const char *name = u->tok.start;
  size_t n = u->tok.len;
  SSAEntry *e = entry_get(p, name, n, u->number);
  if (!e) return NULL;
  Value *v = e->vals[u->number];
  if (v) {
    if (v->type == type) {
      if (p->state) asm_state_add_value_use(p->state, v, tok_range(p, &u->tok));
      return v;
    }
    StrBuf a, b;
    sb_init(&a, &p->ctx->alloc);
    sb_init(&b, &p->ctx->alloc);
    print_type_to(p, type, &a);
    print_type_to(p, v->type, &b);
    error_with_note(p, &u->tok, &e->locs[u->number], "prior use here",
                    "use of value '%.*s' expects different type than prior "
                    "uses: '%s' vs '%s'",
                    (int)n, name, a.data ? a.data : "", b.data ? b.data : "");
    sb_free(&a);
    sb_free(&b);
    return NULL;
  }
  if (e->vals[0] && e->vals[0]->kind != VALUE_PLACEHOLDER) {
    parser_error_at(p, &u->tok, "reference to invalid result number");
    return NULL;
  }
  /* Forward reference: a placeholder replaced when the definition arrives. */
  Value *ph = ctx_zalloc(p->ctx, sizeof *ph);
  if (!ph || !pv_push(&p->ctx->alloc, &p->forward, ph)) {
    ctx_free(p->ctx, ph);
    return NULL;
  }
  ph->type = type;
  ph->kind = VALUE_PLACEHOLDER;
  ph->loc = parser_tok_loc(p, &u->tok);
  ph->index = (uint32_t)(u->tok.start - p->buf_start); /* source order */
  e->vals[u->number] = ph;
  e->locs[u->number] = u->tok;
  if (p->state) asm_state_add_value_use(p->state, ph, tok_range(p, &u->tok));
  return ph;
}

/* Records a definition of `%name#number`; resolves a pending forward
 * reference or reports a redefinition. */
static bool add_definition(Parser *p, const Token *tok, uint32_t number,
                           Value *v) {
  SSAEntry *e = entry_get(p, tok->start, tok->len, number);
  if (!e) return false;
  Value *existing = e->vals[number];
  if (existing) {
    if (existing->kind != VALUE_PLACEHOLDER)
      return error_with_note(p, tok, &e->locs[number], "previously defined here",
                             "redefinition of SSA value '%.*s'", (int)tok->len,
                             tok->start);
    if (existing->type != v->type) {
      StrBuf a, b;
      sb_init(&a, &p->ctx->alloc);
      sb_init(&b, &p->ctx->alloc);
      print_type(v->type, &a);
      print_type(existing->type, &b);
      StrBuf note;
      sb_init(&note, &p->ctx->alloc);
      sb_printf(&note, "previously used here with type '%s'", b.data ? b.data : "");
      error_with_note(p, tok, &e->locs[number], note.data ? note.data : "",
                      "definition of SSA value '%.*s#%u' has type '%s'",
                      (int)tok->len, tok->start, number, a.data ? a.data : "");
      sb_free(&a);
      sb_free(&b);
      sb_free(&note);
      return false;
    }
    value_replace_all_uses(existing, v);
    existing->owner = (void *)existing; /* marks the placeholder resolved */
    if (p->state) asm_state_forward(p->state, existing, v);
  }
  e->vals[number] = v;
  e->locs[number] = *tok;
  /* Remember the name so the region's scope can drop it on exit. */
  if (p->scopes.len) {
    ScopeFrame *f = p->scopes.data[p->scopes.len - 1];
    if (number == 0 || !existing) {
      pv_push(&p->ctx->alloc, &f->defined, (void *)tok->start);
      pv_push(&p->ctx->alloc, &f->defined_n, (void *)(uintptr_t)tok->len);
    }
  }
  return true;
}

/* ---- blocks -------------------------------------------------------------- */

static BlockDef *block_def_get(Parser *p, const Token *t) {
  ScopeFrame *f = p->scopes.data[p->scopes.len - 1];
  uintptr_t v;
  if (sm_get(&f->blocks, t->start, t->len, &v)) return (BlockDef *)v;
  BlockDef *bd = ctx_zalloc(p->ctx, sizeof *bd);
  if (!bd) return NULL;
  if (!pv_push(&p->ctx->alloc, &f->block_defs, bd) ||
      !sm_put(&p->ctx->alloc, &f->blocks, t->start, t->len, (uintptr_t)bd)) {
    ctx_free(p->ctx, bd);
    return NULL;
  }
  bd->tok = *t;
  return bd;
}

bool parse_successor(Parser *p, Block **out) {
  if (p->tok.kind != T_CARET_ID) return parser_error(p, "expected block name");
  if (!p->scopes.len) return parser_error(p, "expected block name");
  BlockDef *bd = block_def_get(p, &p->tok);
  if (!bd) return false;
  if (!bd->block) {
    bd->block = block_create(&p->ctx->alloc);
    if (!bd->block) return false;
  }
  if (p->state) asm_state_add_block_use(p->state, bd->block, tok_range(p, &p->tok));
  parser_advance(p);
  *out = bd->block;
  return true;
}

/* Parses `loc(...)` after a block argument or operation, if present. */
bool parse_optional_trailing_loc(Parser *p, const Loc **loc) {
  if (!tok_is_keyword(&p->tok, "loc")) return true;
  parser_advance(p);
  const Loc *l = parse_location_body(p, true);
  if (!l) return false;
  *loc = l;
  return true;
}

/* block-arg-list ::= `(` (ssa-id `:` type loc?)* `)` */
static bool parse_block_args(Parser *p, Block *b) {
  if (!parser_expect(p, T_LPAREN, "expected '('")) return false;
  if (parser_consume_if(p, T_RPAREN)) return true;
  do {
    Token name = p->tok;
    if (!parser_expect(p, T_PERCENT_ID, "expected SSA operand")) return false;
    if (!parser_expect(p, T_COLON, "expected ':'")) return false;
    const Type *t = parse_type(p);
    if (!t) return false;
    Value *arg = block_add_arg(b, t, parser_tok_loc(p, &name));
    if (!arg) return false;
    if (!parse_optional_trailing_loc(p, &arg->loc)) return false;
    if (!add_definition(p, &name, 0, arg)) return false;
    if (p->state) asm_state_add_arg(p->state, b, arg->index, tok_range(p, &name));
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_RPAREN, "expected ')' in argument list");
}

static bool parse_block_body(Parser *p, Block *b) {
  while (p->tok.kind != T_CARET_ID && p->tok.kind != T_RBRACE) {
    if (p->tok.kind == T_EOF) return parser_error(p, "expected '}' to end region");
    if (!parse_operation(p, b)) return false;
  }
  return true;
}

/* Parses a labelled block (`^name(args):` ops) and appends it to `r`. */
static bool parse_labelled_block(Parser *p, Region *r, Block *entry) {
  Token name = p->tok;
  if (!parser_expect(p, T_CARET_ID, "expected block name")) return false;
  BlockDef *bd = block_def_get(p, &name);
  if (!bd) return false;
  if (bd->defined)
    return parser_error_at(p, &name, "redefinition of block '%.*s'", (int)name.len, name.start);
  if (!bd->block) bd->block = entry ? entry : block_create(&p->ctx->alloc);
  else if (entry) {
    /* The entry block was referenced before its label: keep the referenced
     * block and drop the pre-made entry. */
    block_destroy(entry);
  }
  if (!bd->block) return false;
  bd->defined = true;
  bd->tok = name;
  Block *b = bd->block;
  if (!b->parent) region_append_block(r, b);
  if (p->state) asm_state_add_block(p->state, b, tok_range(p, &name));
  if (p->tok.kind == T_LPAREN && !parse_block_args(p, b)) return false;
  if (!parser_expect(p, T_COLON, "expected ':' after block name")) return false;
  return parse_block_body(p, b);
}

bool parse_region(Parser *p, Region *r, const RegionArg *args, size_t nargs,
                  bool isolated) {
  Token open = p->tok;
  if (!parser_expect(p, T_LBRACE, "expected '{' to begin a region")) return false;
  if (++p->depth > MAX_PARSE_DEPTH) return parser_error(p, "exceeded maximum nesting depth");
  bool ok = false;
  if (!push_scope(p, isolated)) goto out;
  if (nargs || p->tok.kind != T_RBRACE) {
    Block *entry = block_create(&p->ctx->alloc);
    if (!entry) goto pop;
    region_append_block(r, entry);
    if (nargs) {
      if (p->tok.kind == T_CARET_ID) {
        parser_error(p, "invalid block name in region with named arguments");
        goto pop;
      }
      for (size_t i = 0; i < nargs; i++) {
        const RegionArg *a = &args[i];
        if (a->name.tok.kind == T_PERCENT_ID) {
          SSAEntry *e = entry_lookup(p, a->name.tok.start, a->name.tok.len);
          if (e && e->vals[0] && e->vals[0]->kind != VALUE_PLACEHOLDER) {
            error_with_note(p, &a->name.tok, &e->locs[0], "previous usage is here",
                            "region entry argument '%.*s' is already in use",
                            (int)a->name.tok.len, a->name.tok.start);
            goto pop;
          }
        }
        Value *v = block_add_arg(entry, a->type,
                                 a->loc ? a->loc : parser_tok_loc(p, &a->name.tok));
        if (!v) goto pop;
        if (a->name.tok.kind == T_PERCENT_ID &&
            !add_definition(p, &a->name.tok, 0, v))
          goto pop;
        if (p->state && a->name.tok.kind == T_PERCENT_ID)
          asm_state_add_arg(p->state, entry, (uint32_t)i, tok_range(p, &a->name.tok));
      }
    }
    if (p->tok.kind == T_CARET_ID) {
      if (!parse_labelled_block(p, r, entry)) goto pop;
    } else if (!parse_block_body(p, entry)) {
      goto pop;
    }
    while (p->tok.kind == T_CARET_ID)
      if (!parse_labelled_block(p, r, NULL)) goto pop;
  }
  if (!parser_expect(p, T_RBRACE, "expected '}' to end region")) goto pop;
  if (p->state)
    asm_state_add_region(p->state, (SrcRange){tok_range(p, &open).start,
                                               (uint32_t)(p->prev_end - p->buf_start)});
  ok = true;
pop:
  if (!pop_scope(p)) ok = false;
out:
  p->depth--;
  return ok;
}

/* ---- operations ----------------------------------------------------------- */

typedef struct ResultGroup {
  Token tok;
  uint64_t count; /* as written: checked against the op's results later */
} ResultGroup;

static bool parse_ssa_use_list(Parser *p, UnresolvedUse **uses, size_t *n,
                               size_t *cap) {
  if (p->tok.kind != T_PERCENT_ID) return true;
  do {
    if (!vec_grow(&p->ctx->alloc, (void **)uses, cap, *n + 1, sizeof **uses)) return false;
    if (!parse_ssa_use(p, &(*uses)[*n])) return false;
    (*n)++;
  } while (parser_consume_if(p, T_COMMA));
  return true;
}

/* Splits the state's attribute list: the dictionary is parsed into `st`. */
/* Past this many entries duplicate keys are found through a hash set, not
 * by scanning the entries before (quadratic for 100K keys). */
enum { DICT_SCAN_MAX = 16 };

static bool attr_dict_entries(Parser *p, OperationState *st, PtrMap *seen);

bool parse_attr_dict(Parser *p, OperationState *st) {
  if (!parser_expect(p, T_LBRACE, "expected '{' in attribute dictionary")) return false;
  if (parser_consume_if(p, T_RBRACE)) return true;
  PtrMap seen = {0};
  bool ok = attr_dict_entries(p, st, &seen);
  pm_free(&p->ctx->alloc, &seen);
  return ok;
}

static bool attr_dict_entries(Parser *p, OperationState *st, PtrMap *seen) {
  size_t first = st->num_attrs;
  do {
    Token key = p->tok;
    const Ident *name;
    if (p->tok.kind == T_STRING) {
      StrBuf s;
      sb_init(&s, &p->ctx->alloc);
      if (!unescape_string(&p->tok, &s)) {
        sb_free(&s);
        return parser_error(p, "invalid string");
      }
      if (s.len == 0) {
        sb_free(&s);
        return parser_error(p, "expected valid attribute name");
      }
      name = ident_get(p->ctx, s.data, s.len);
      sb_free(&s);
    } else if (p->tok.kind == T_BARE_ID) {
      name = ident_get(p->ctx, p->tok.start, p->tok.len);
    } else {
      return parser_error(p, "expected attribute name");
    }
    if (!name) return false;
    bool dup = false;
    size_t n = st->num_attrs - first;
    if (n < DICT_SCAN_MAX) {
      for (size_t i = first; i < st->num_attrs; i++) dup |= st->attrs[i].name == name;
    } else {
      for (size_t i = first + seen->len; i < st->num_attrs; i++) /* catch up */
        if (!pm_put(&p->ctx->alloc, seen, st->attrs[i].name, 1)) return false;
      dup = pm_get(seen, name, NULL);
    }
    if (dup) return parser_error_at(p, &key, "duplicate key '%s' in dictionary attribute", name->str);
    parser_advance(p);
    const Attr *v = p->ctx->a_unit;
    if (parser_consume_if(p, T_EQUAL)) {
      v = parse_attribute(p, NULL);
      if (!v) return false;
    }
    if (!opstate_add_attr(st, name, v)) return false;
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_RBRACE, "expected '}' in attribute dictionary");
}

bool parse_optional_attr_dict(Parser *p, OperationState *st) {
  return p->tok.kind != T_LBRACE || parse_attr_dict(p, st);
}

static bool parse_generic_op(Parser *p, OperationState *st,
                             const Token *name_tok) {
  UnresolvedUse *uses = NULL;
  size_t nuses = 0, cap = 0;
  bool ok = false;
  if (!parser_expect(p, T_LPAREN, "expected '(' to start operand list")) goto done;
  if (!parse_ssa_use_list(p, &uses, &nuses, &cap)) goto done;
  if (!parser_expect(p, T_RPAREN, "expected ')' to end operand list")) goto done;
  if (p->tok.kind == T_LSQUARE) {
    if (st->name->def && !(st->name->def->traits & TRAIT_TERMINATOR)) {
      parser_error(p, "successors in non-terminator");
      goto done;
    }
    parser_advance(p);
    do {
      Block *b;
      if (!parse_successor(p, &b) || !opstate_add_successor(st, b)) goto done;
    } while (parser_consume_if(p, T_COMMA));
    if (!parser_expect(p, T_RSQUARE, "expected ']'")) goto done;
  }
  if (parser_consume_if(p, T_LESS)) {
    const Attr *props = parse_attribute(p, NULL);
    if (!props) goto done;
    if (props->kind != AK_DICTIONARY) {
      parser_error_at(p, name_tok, "invalid properties for op");
      goto done;
    }
    st->props = props;
    if (!parser_expect(p, T_GREATER, "expected '>' to close properties")) goto done;
  }
  if (parser_consume_if(p, T_LPAREN)) {
    do {
      Region *r = opstate_add_region(st);
      if (!r || !parse_region(p, r, NULL, 0, false)) goto done;
    } while (parser_consume_if(p, T_COMMA));
    if (!parser_expect(p, T_RPAREN, "expected ')' to end region list")) goto done;
  }
  if (p->tok.kind == T_LBRACE && !parse_attr_dict(p, st)) goto done;
  Token colon = p->tok;
  if (!parser_expect(p, T_COLON, "expected ':' followed by operation type")) goto done;
  Token type_tok = p->tok;
  (void)colon;
  const Type *fn = parse_type(p);
  if (!fn) goto done;
  if (fn->kind != TK_FUNCTION) {
    parser_error_at(p, &type_tok, "expected function type");
    goto done;
  }
  for (unsigned i = 0; i < fn_num_results(fn); i++)
    if (!opstate_add_type(st, fn_result(fn, i))) goto done;
  if (fn_num_inputs(fn) != nuses) {
    parser_error_at(p, &type_tok, "expected %zu operand type%s but had %u", nuses,
                    nuses == 1 ? "" : "s", fn_num_inputs(fn));
    goto done;
  }
  for (size_t i = 0; i < nuses; i++) {
    Value *v = resolve_ssa_use(p, &uses[i], fn_input(fn, (unsigned)i));
    if (!v || !opstate_add_operand(st, v)) goto done;
  }
  ok = true;
done:
  ctx_free(p->ctx, uses);
  return ok;
}

/* Resolves an op name written in custom form, applying the default dialect
 * of the enclosing custom op (`return` inside func.func is func.return). */
static const OpName *custom_op_name(Parser *p, const Token *t) {
  const OpName *on = opname_get(p->ctx, t->start, t->len);
  if (!on || on->def || memchr(t->start, '.', t->len)) return on;
  const char *dflt = p->default_dialect ? p->default_dialect : "builtin";
  if (!*dflt) return on;
  StrBuf full;
  sb_init(&full, &p->ctx->alloc);
  sb_puts(&full, dflt);
  sb_putc(&full, '.');
  sb_append(&full, t->start, t->len);
  const OpName *r = full.data ? opname_get(p->ctx, full.data, full.len) : NULL;
  sb_free(&full);
  return r;
}

/* Upstream's errors for a custom op name nothing parses: a bare name was
 * also tried with the default dialect's prefix (even an empty one); an
 * unknown dialect gets a note listing the context's dialects. */
static void unknown_custom_op_error(Parser *p, const Token *t) {
  const char *dflt = p->default_dialect ? p->default_dialect : "builtin";
  bool bare = !memchr(t->start, '.', t->len);
  const char *dot = bare ? NULL : memchr(t->start, '.', t->len);
  const char *ns = bare ? dflt : t->start;
  size_t dn = bare ? strlen(dflt) : (size_t)(dot - t->start);
  bool known = ctx_lookup_dialect(p->ctx, ns, dn) != NULL;
  if (p->failed) return;
  p->failed = true;
  Diag *d = diag_new(p->ctx, DIAG_ERROR, parser_tok_loc(p, t));
  if (!d) return;
  if (known) sb_printf(&d->msg, "custom op '%.*s' is unknown", (int)t->len, t->start);
  else
    sb_printf(&d->msg, "Dialect `%.*s' not found for custom op '%.*s' ", (int)dn, ns, (int)t->len,
              t->start);
  if (bare) sb_printf(&d->msg, " (tried '%s.%.*s' as well)", dflt, (int)t->len, t->start);
  if (!known) {
    Diag *n = diag_note(p->ctx, d, parser_tok_loc(p, t));
    if (n) {
      sb_puts(&n->msg, "Available dialects: ");
      ctx_append_dialect_names(p->ctx, &n->msg);
      sb_puts(&n->msg, " ; for more info on dialect registration see "
                       "https://mlir.llvm.org/getting_started/Faq/"
                       "#registered-loaded-dependent-whats-up-with-dialects-management");
    }
  }
  diag_emit(p->ctx, d);
}

static bool unregistered_dialect_error(Parser *p, const Token *t,
                                       const OpName *on) {
  (void)on;
  return parser_error_at(p, t,
                         "operation being parsed with an unregistered dialect. "
                         "If this is intended, please use "
                         "-allow-unregistered-dialect with the MLIR tool used");
}

static bool check_dialect_allowed(Parser *p, const Token *t, const OpName *on) {
  if (on->def || p->ctx->allow_unregistered) return true;
  const char *dot = memchr(on->name->str, '.', on->name->len);
  size_t dn = dot ? (size_t)(dot - on->name->str) : on->name->len;
  if (ctx_lookup_dialect(p->ctx, on->name->str, dn)) return true;
  return unregistered_dialect_error(p, t, on);
}

/* Records an op just parsed: its name, its whole range and where each
 * result group is named. */
static bool record_op(Parser *p, Operation *op, const Token *first, const Token *name,
                      const ResultGroup *groups, size_t ngroups) {
  SrcRange small_ranges[4];
  uint32_t small_starts[4];
  SrcRange *ranges = ngroups <= 4 ? small_ranges : ctx_alloc(p->ctx, ngroups * sizeof *ranges);
  uint32_t *starts = ngroups <= 4 ? small_starts : ctx_alloc(p->ctx, ngroups * sizeof *starts);
  bool ok = ranges && starts;
  uint64_t next = 0;
  for (size_t g = 0; ok && g < ngroups; g++) {
    ranges[g] = tok_range(p, &groups[g].tok);
    starts[g] = (uint32_t)next;
    next += groups[g].count;
  }
  if (ok) {
    SrcRange scope = {tok_range(p, first).start, (uint32_t)(p->prev_end - p->buf_start)};
    asm_state_add_op(p->state, op, tok_range(p, name), scope, ranges, starts, ngroups);
  }
  if (ranges != small_ranges) ctx_free(p->ctx, ranges);
  if (starts != small_starts) ctx_free(p->ctx, starts);
  return ok;
}

bool parse_operation(Parser *p, Block *into) {
  ResultGroup groups_small[4];
  ResultGroup *groups = groups_small;
  size_t ngroups = 0, gcap = 4;
  uint64_t nexpected = 0; /* counts may be anything: 64 bits even where size_t is 32 */
  bool ok = false;
  Token first = p->tok;
  OperationState st;
  opstate_init(&st, p->ctx, NULL, NULL);
  if (p->tok.kind == T_PERCENT_ID) {
    do {
      Token name = p->tok;
      if (!parser_expect(p, T_PERCENT_ID, "expected valid ssa identifier")) goto done;
      uint64_t count = 1;
      if (parser_consume_if(p, T_COLON)) {
        if (p->tok.kind != T_INTEGER) {
          parser_error(p, "expected integer number of results");
          goto done;
        }
        errno = 0;
        unsigned long long v = strtoull(p->tok.start, NULL, 0);
        if (v < 1 || errno == ERANGE) { /* as upstream, a count past 64 bits reads as none */
          parser_error(p, "expected named operation to have at least 1 result");
          goto done;
        }
        count = v;
        parser_advance(p);
      }
      if (ngroups == gcap) {
        ResultGroup *g = ctx_alloc(p->ctx, gcap * 2 * sizeof *g);
        if (!g) goto done;
        memcpy(g, groups, ngroups * sizeof *g);
        if (groups != groups_small) ctx_free(p->ctx, groups);
        groups = g;
        gcap *= 2;
      }
      groups[ngroups++] = (ResultGroup){name, count};
      nexpected = nexpected + count < nexpected ? UINT64_MAX : nexpected + count; /* saturated */
    } while (parser_consume_if(p, T_COMMA));
    if (!parser_expect(p, T_EQUAL, "expected '=' after SSA name")) goto done;
  }
  (void)first;
  Token name_tok = p->tok;
  if (p->tok.kind == T_STRING) {
    StrBuf s;
    sb_init(&s, &p->ctx->alloc);
    unescape_string(&p->tok, &s);
    if (s.len == 0) {
      sb_free(&s);
      parser_error(p, "empty operation name is invalid");
      goto done;
    }
    if (memchr(s.data, 0, s.len)) {
      sb_free(&s);
      parser_error(p, "null character not allowed in operation name");
      goto done;
    }
    st.name = opname_get(p->ctx, s.data, s.len);
    sb_free(&s);
    if (!st.name) goto done;
    parser_advance(p);
    /* Upstream reports this after consuming the name. */
    Token after = p->tok;
    if (!check_dialect_allowed(p, &after, st.name)) goto done;
    st.loc = parser_tok_loc(p, &name_tok);
    /* A generic op inside a custom op's region is not part of that op's
     * syntax: its errors carry no "custom op" prefix. */
    const OpName *outer = p->cur_op;
    p->cur_op = NULL;
    bool generic_ok = parse_generic_op(p, &st, &name_tok);
    p->cur_op = outer;
    if (!generic_ok) goto done;
  } else if (p->tok.kind == T_BARE_ID) {
    st.name = custom_op_name(p, &p->tok);
    if (!st.name) goto done;
    if (!st.name->def || !st.name->def->parse) {
      unknown_custom_op_error(p, &name_tok);
      goto done;
    }
    parser_advance(p);
    st.loc = parser_tok_loc(p, &name_tok);
    const OpName *saved = p->cur_op;
    const char *saved_dialect = p->default_dialect;
    p->cur_op = st.name;
    p->default_dialect = st.name->def->default_dialect ? st.name->def->default_dialect : "";
    bool parsed = st.name->def->parse(p, &st);
    p->cur_op = saved;
    p->default_dialect = saved_dialect;
    if (!parsed || p->failed) {
      if (!p->failed) parser_error_at(p, &name_tok, "failed to parse '%s'", st.name->name->str);
      goto done;
    }
  } else {
    parser_error_wrong_token(p, "expected operation name in quotes");
    goto done;
  }
  Operation *op = op_create(&st);
  if (!op) {
    p->failed = true;
    goto done;
  }
  block_append_op(into, op);
  if (!parse_optional_trailing_loc(p, &op->loc)) goto done;
  if (ngroups) {
    if (op->num_results == 0) {
      parser_error_at(p, &first, "cannot name an operation with no results");
      goto done;
    }
    if (nexpected != op->num_results) {
      parser_error_at(p, &first, "operation defines %u results but was provided %llu to bind",
                      op->num_results, (unsigned long long)nexpected);
      goto done;
    }
    uint32_t r = 0;
    for (size_t g = 0; g < ngroups; g++)
      for (uint32_t k = 0; k < groups[g].count; k++)
        if (!add_definition(p, &groups[g].tok, k, &op->results[r++])) goto done;
  }
  if (p->state && !record_op(p, op, &first, &name_tok, groups, ngroups)) goto done;
  ok = true;
done:
  opstate_free(&st);
  if (groups != groups_small) ctx_free(p->ctx, groups);
  return ok;
}

/* ---- top level ------------------------------------------------------------- */

static bool parse_alias_def(Parser *p, bool is_type) {
  Token name = p->tok;
  parser_advance(p);
  if (!parser_expect(p, T_EQUAL, is_type ? "expected '=' in type alias definition"
                                         : "expected '=' in attribute alias definition"))
    return false;
  StrMap *m = is_type ? &p->type_aliases : &p->attr_aliases;
  if (sm_get(m, name.start + 1, name.len - 1, NULL))
    return parser_error_at(p, &name, "redefinition of %s alias id '%.*s'",
                           is_type ? "type" : "attribute", (int)name.len - 1, name.start + 1);
  if (name.len > 1 && memchr(name.start + 1, '.', name.len - 1))
    return parser_error_at(p, &name, "%s names with a '.' are reserved for dialect-defined names",
                           is_type ? "type" : "attribute");
  const Storage *v = is_type ? parse_type(p) : parse_attribute(p, NULL);
  if (!v) return false;
  return sm_put(&p->ctx->alloc, m, name.start + 1, name.len - 1, (uintptr_t)v);
}

/* Replaces deferred location placeholders in ops and block arguments. */
typedef struct LocFixup {
  Parser *p;
  bool ok;
} LocFixup;

static bool fix_loc(LocFixup *f, const Loc **slot) {
  if ((*slot)->kind != LK_DEFERRED) return true;
  Parser *p = f->p;
  const Token *t = p->deferred_locs.data[(*slot)->p[0]];
  uintptr_t v;
  if (!sm_get(&p->attr_aliases, t->start + 1, t->len - 1, &v))
    return parser_error_at(p, t, "operation location alias was never defined");
  const Attr *a = (const Attr *)v;
  if (!is_loc(a)) return parser_error_not_loc(p, t, a);
  *slot = a;
  return true;
}

static int fix_op_locs(Operation *op, void *user) {
  LocFixup *f = user;
  if (!fix_loc(f, &op->loc)) {
    f->ok = false;
    return WALK_INTERRUPT;
  }
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->nargs; i++)
        if (!fix_loc(f, &b->args[i]->loc)) {
          f->ok = false;
          return WALK_INTERRUPT;
        }
  return WALK_ADVANCE;
}

static bool resolve_deferred_locs(Parser *p, Block *block) {
  if (!p->deferred_locs.len) return true;
  LocFixup f = {p, true};
  for (Operation *o = block->first; o && f.ok; o = o->next) op_walk(o, fix_op_locs, NULL, &f);
  return f.ok;
}

bool parse_top_level(Parser *p, Block *block) {
  if (!push_scope(p, true)) return false;
  bool ok = true;
  while (ok && p->tok.kind != T_EOF) {
    switch (p->tok.kind) {
    case T_ERROR: ok = parser_error(p, "error"); break;
    case T_HASH_ID: ok = parse_alias_def(p, false); break;
    case T_BANG_ID: ok = parse_alias_def(p, true); break;
    case T_FILE_META_BEGIN: ok = parse_file_metadata(p); break;
    default: ok = parse_operation(p, block); break;
    }
  }
  if (ok) {
    /* Forward references that never got a definition, in source order. */
    Value *first = NULL;
    for (size_t i = 0; i < p->forward.len; i++) {
      Value *v = p->forward.data[i];
      if (v->owner == v) continue; /* resolved */
      if (!first || v->index < first->index) first = v;
    }
    if (first) {
      p->failed = false;
      Diag *d = diag_new(p->ctx, DIAG_ERROR, first->loc);
      diag_printf(d, "use of undeclared SSA value name");
      diag_emit(p->ctx, d);
      p->failed = true;
      ok = false;
    }
  }
  if (!pop_scope(p)) ok = false;
  if (ok && !p->failed) ok = resolve_deferred_locs(p, block);
  return ok && !p->failed;
}

bool parse_text_recording(Context *ctx, const char *buf, size_t len, const Ident *file, Block *top,
                          struct AsmState *state) {
  Parser p;
  parser_init(&p, ctx, buf, len, file, 1);
  p.state = state;
  bool ok = parse_top_level(&p, top);
  asm_state_finish_values(state); /* before the placeholders go */
  parser_free(&p);
  return ok;
}

bool parse_text_into(Context *ctx, const char *buf, size_t len, const Ident *file, unsigned first_line,
                     Block *top) {
  Parser p;
  parser_init(&p, ctx, buf, len, file, first_line);
  bool ok = parse_top_level(&p, top);
  /* The parser's placeholders go before the caller tears down a failed
   * parse. */
  parser_free(&p);
  return ok;
}

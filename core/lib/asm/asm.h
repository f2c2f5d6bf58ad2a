/* asm.h: the textual format's private header: the lexer, the parser state
 * and primitives used by custom op parsers, and the printer state and
 * primitives used by custom op printers. Depends on ir/ and support/. */
#ifndef MLIRC_ASM_H
#define MLIRC_ASM_H

#include "../ir/ir.h"

/* ------------------------------------------------------------------------ */
/* Lexer. Tokens point into the source buffer; the lexer tracks the line and
 * line start so every token knows its line and column without rescanning. */

typedef enum TokKind {
  T_EOF,
  T_ERROR,
  T_BARE_ID,    /* foo, foo.bar, i32 */
  T_AT_ID,      /* @foo or @"foo" */
  T_PERCENT_ID, /* %foo */
  T_CARET_ID,   /* ^bb0 */
  T_HASH_ID,    /* #map */
  T_BANG_ID,    /* !type */
  T_INTEGER,    /* 42, 0x2A */
  T_FLOAT,      /* 1.5, 1.0e-3 */
  T_STRING,     /* "..." (escapes unprocessed) */
  T_LPAREN, T_RPAREN, T_LBRACE, T_RBRACE, T_LSQUARE, T_RSQUARE, T_LESS,
  T_GREATER, T_COMMA, T_COLON, T_EQUAL, T_ARROW, T_MINUS, T_PLUS, T_STAR,
  T_QUESTION, T_ELLIPSIS, T_VBAR,
  T_FILE_META_BEGIN, /* {-# */
  T_FILE_META_END,   /* #-} */
} TokKind;

typedef struct Token {
  TokKind kind;
  const char *start;
  size_t len;
  unsigned line, col; /* 1-based */
} Token;

typedef struct Lexer {
  const char *buf, *cur, *end;
  unsigned line;
  const char *line_start;
} Lexer;

MLIR_INTERNAL void lex_init(Lexer *lx, const char *buf, size_t len,
                            unsigned first_line);
MLIR_INTERNAL Token lex_next(Lexer *lx);
/* Moves the lexer to `pos`, which must lie on the current line or after a
 * position previously reached (used to split `4x5xf32`). */
MLIR_INTERNAL void lex_reset(Lexer *lx, const char *pos);
MLIR_INTERNAL bool tok_is_keyword(const Token *t, const char *kw);
MLIR_INTERNAL const char *tok_kind_spelling(TokKind k);

/* ------------------------------------------------------------------------ */
/* Parser. */

typedef struct SSAEntry SSAEntry;
typedef struct ScopeFrame ScopeFrame;

typedef struct UnresolvedUse {
  const Ident *name; /* %name without the '%' */
  unsigned number;   /* result number (#N) */
  Token tok;         /* for diagnostics */
} UnresolvedUse;

struct Parser {
  Context *ctx;
  Lexer lex;
  Token tok;
  const Ident *filename;
  const char *buf_start;
  bool failed;
  unsigned depth; /* nesting of regions/attributes, bounded */
  /* SSA names: name -> SSAEntry*, scoped by regions (see parser.c) */
  StrMap values;
  PtrVec scopes;    /* ScopeFrame* */
  PtrVec forward;   /* placeholder Values awaiting a definition */
  /* aliases defined in the file */
  StrMap attr_aliases; /* name (without '#') -> Attr* */
  StrMap type_aliases; /* name (without '!') -> Type* */
  /* location aliases referenced before their definition */
  PtrVec deferred_locs;
  /* block names of the regions being parsed: a stack of StrMaps */
  PtrVec block_scopes;
  /* the op being parsed by a custom parser, for its hooks, and the dialect
   * prefix its regions give to unqualified op names (NULL: "builtin") */
  const OpName *cur_op;
  const char *default_dialect;
};

enum { MAX_PARSE_DEPTH = 1000 };

MLIR_INTERNAL void parser_init(Parser *p, Context *ctx, const char *buf,
                               size_t len, const Ident *filename,
                               unsigned first_line);
MLIR_INTERNAL void parser_free(Parser *p);

/* Parses a whole source buffer as top-level operations into `block`. */
MLIR_INTERNAL bool parse_top_level(Parser *p, Block *block);
/* Parses one type / attribute; the whole input must be consumed. */
MLIR_INTERNAL const Type *parse_type_str(Context *ctx, const char *s, size_t n);
MLIR_INTERNAL const Attr *parse_attr_str(Context *ctx, const char *s, size_t n);

/* Parses an operation's text and wraps top-level ops into an implicit
 * builtin.module as mlir-opt does; returns NULL after emitting diagnostics. */
MLIR_INTERNAL Operation *parse_source(Context *ctx, const char *buf,
                                      size_t len, const char *filename,
                                      unsigned first_line);

/* Primitives for op parsers (custom syntax). Each returns false after
 * emitting a diagnostic at the current token. */
MLIR_INTERNAL void parser_advance(Parser *p);
MLIR_INTERNAL bool parser_error(Parser *p, const char *fmt, ...)
    MLIR_PRINTF(2, 3);
MLIR_INTERNAL bool parser_error_at(Parser *p, const Token *t, const char *fmt,
                                   ...) MLIR_PRINTF(3, 4);
MLIR_INTERNAL bool parser_expect(Parser *p, TokKind k, const char *what);
MLIR_INTERNAL bool parser_consume_if(Parser *p, TokKind k);
MLIR_INTERNAL bool parser_consume_keyword(Parser *p, const char *kw);
MLIR_INTERNAL bool parser_expect_keyword(Parser *p, const char *kw);
MLIR_INTERNAL const Loc *parser_tok_loc(Parser *p, const Token *t);
MLIR_INTERNAL const Type *parse_type(Parser *p);
MLIR_INTERNAL const Type *parse_optional_type(Parser *p, bool *present);
MLIR_INTERNAL const Attr *parse_attribute(Parser *p, const Type *type);
MLIR_INTERNAL bool parse_attr_dict(Parser *p, OperationState *st);
MLIR_INTERNAL bool parse_optional_attr_dict(Parser *p, OperationState *st);
MLIR_INTERNAL bool parse_optional_trailing_loc(Parser *p, const Loc **loc);
MLIR_INTERNAL const Loc *parse_location_body(Parser *p); /* after "loc" */
MLIR_INTERNAL bool parse_function_type_lists(Parser *p, OperationState *st,
                                             const Type **fn);
MLIR_INTERNAL bool parse_string_literal(Parser *p, StrBuf *out);
MLIR_INTERNAL bool unescape_string(const Token *t, StrBuf *out);
MLIR_INTERNAL bool parse_symbol_name(Parser *p, const Ident **out);

/* SSA operands as written (`%x`, `%x#2`), resolved against the scope. */
MLIR_INTERNAL bool parse_ssa_use(Parser *p, UnresolvedUse *u);
MLIR_INTERNAL Value *resolve_ssa_use(Parser *p, const UnresolvedUse *u,
                                     const Type *type);
/* Region parsing with optional entry arguments (name, type, loc). */
typedef struct RegionArg {
  UnresolvedUse name;
  const Type *type;
  const Loc *loc;
  const Attr *attrs; /* argument attribute dictionary, or NULL */
} RegionArg;
MLIR_INTERNAL bool parse_region(Parser *p, Region *r, const RegionArg *args,
                                size_t nargs, bool isolated);
MLIR_INTERNAL bool parse_successor(Parser *p, Block **out);
MLIR_INTERNAL bool parse_operation(Parser *p, Block *into);

/* ------------------------------------------------------------------------ */
/* Printer. */

typedef struct PrintFlags {
  bool generic;
  bool debug_info;
  bool pretty_debug_info;
  bool local_scope;
  bool assume_verified;
  bool skip_regions;
  bool value_users;
  bool unique_ssa_ids;
  bool name_loc_as_prefix;
  int64_t elide_elements_if_larger; /* -1: never */
  int64_t hex_elements_if_larger;   /* -1: upstream's default */
  int64_t elide_resource_if_larger; /* -1: never */
} PrintFlags;

MLIR_INTERNAL void print_flags_default(PrintFlags *f);

typedef struct NameScope NameScope;

struct Printer {
  Context *ctx;
  StrBuf *out;
  PrintFlags flags;
  unsigned indent;
  /* SSA and block names (see printer.c) */
  PtrMap value_ids;  /* Value* -> id+1, or name ptr tagged */
  PtrMap block_ids;  /* Block* -> id */
  PtrMap result_groups; /* Operation* -> int* (groups) */
  StrMap used_names;
  PtrVec owned;      /* allocations to free with the printer */
  unsigned next_value_id, next_arg_id, next_conflict_id;
  const char *default_dialect; /* stripped from custom op names; NULL: builtin */
  /* aliases */
  PtrMap aliases;    /* Attr/Type/Loc* -> Ident* alias name */
  PtrVec alias_order;/* Storage* in print order */
};

/* Prints an operation (custom or generic form per flags) into `out`. */
MLIR_INTERNAL void print_operation(Context *ctx, Operation *op,
                                   const PrintFlags *flags, StrBuf *out);
MLIR_INTERNAL void print_value_as_operand(Context *ctx, const Value *v,
                                          const PrintFlags *flags, StrBuf *out);
MLIR_INTERNAL void print_type(const Type *t, StrBuf *out);
MLIR_INTERNAL void print_attribute(const Attr *a, StrBuf *out);
MLIR_INTERNAL void print_location(const Loc *l, StrBuf *out);
/* `elide_type` drops an attribute's type where context implies it (i64
 * integers, f64 floats); thresholds are element counts, -1 for never. */
MLIR_INTERNAL void print_attribute_ex(const Attr *a, StrBuf *out,
                                      bool elide_type, int64_t hex_threshold,
                                      int64_t elide_threshold);
MLIR_INTERNAL void print_dense_elements(const Attr *a, StrBuf *out,
                                        int64_t hex_threshold,
                                        int64_t elide_threshold);

/* Primitives for op printers (custom syntax). */
MLIR_INTERNAL void pr_type(Printer *pr, const Type *t);
MLIR_INTERNAL void pr_attr(Printer *pr, const Attr *a);
MLIR_INTERNAL void pr_attr_elide_type(Printer *pr, const Attr *a);
MLIR_INTERNAL void pr_value(Printer *pr, const Value *v);
MLIR_INTERNAL void pr_operands(Printer *pr, const Operation *op, unsigned from,
                               unsigned count);
MLIR_INTERNAL void pr_block_name(Printer *pr, const Block *b);
MLIR_INTERNAL void pr_successor(Printer *pr, const Operation *op, unsigned i,
                                Value *const *operands, unsigned n);
MLIR_INTERNAL void pr_region(Printer *pr, const Region *r, bool entry_args,
                             bool terminators, bool empty_block);
/* Prints ` attributes {...}` or ` {...}` skipping the names in `elided`
 * (NULL-terminated). */
MLIR_INTERNAL void pr_attr_dict(Printer *pr, const Operation *op,
                                const char *const *elided, bool with_keyword);
MLIR_INTERNAL void pr_functional_type(Printer *pr, const Operation *op);
MLIR_INTERNAL void pr_symbol_name(Printer *pr, const Ident *name);
MLIR_INTERNAL void pr_string(Printer *pr, const char *s, size_t n);
MLIR_INTERNAL void pr_newline(Printer *pr);
static inline void pr_puts(Printer *pr, const char *s) { sb_puts(pr->out, s); }
static inline void pr_putc(Printer *pr, char c) { sb_putc(pr->out, c); }

/* Writes a string literal with upstream's escaping. */
MLIR_INTERNAL void print_escaped_string(StrBuf *out, const char *s, size_t n);
/* True when `s` is a valid bare identifier (printed without quotes). */
MLIR_INTERNAL bool is_bare_identifier(const char *s, size_t n);

#endif /* MLIRC_ASM_H */

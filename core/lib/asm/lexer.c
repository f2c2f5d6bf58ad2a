/* lexer.c: splits MLIR source text into tokens, tracking line and column.
 * Tokens are views into the buffer; strings keep their escapes (the parser
 * unescapes on demand). Depends on asm.h only. */
#include "asm.h"

static bool is_letter(int c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_hex(int c) { return is_digit(c) || ((c | 32) >= 'a' && (c | 32) <= 'f'); }
static bool is_id_char(int c) {
  return is_letter(c) || is_digit(c) || c == '_' || c == '$' || c == '.';
}
static bool is_suffix_char(int c) { return is_id_char(c) || c == '-'; }

void lex_init(Lexer *lx, const char *buf, size_t len, unsigned first_line) {
  lx->buf = lx->cur = lx->line_start = buf;
  lx->end = buf + len;
  lx->line = first_line;
}

void lex_reset(Lexer *lx, const char *pos) {
  /* Only ever moves within the current line (dimension lists), so line
   * bookkeeping stays right. */
  lx->cur = pos;
}

static Token make(Lexer *lx, TokKind k, const char *start) {
  Token t;
  t.kind = k;
  t.start = start;
  t.len = (size_t)(lx->cur - start);
  t.line = lx->line;
  t.col = (unsigned)(start - lx->line_start) + 1;
  return t;
}

static void skip_space(Lexer *lx) {
  for (;;) {
    while (lx->cur < lx->end) {
      char c = *lx->cur;
      if (c == '\n') {
        lx->line++;
        lx->line_start = ++lx->cur;
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\0') {
        /* As upstream, a NUL byte inside the input is skipped. */
        lx->cur++;
      } else {
        break;
      }
    }
    if (lx->cur + 1 < lx->end && lx->cur[0] == '/' && lx->cur[1] == '/') {
      while (lx->cur < lx->end && *lx->cur != '\n') lx->cur++;
      continue;
    }
    return;
  }
}

static Token lex_number(Lexer *lx, const char *start) {
  if (start[0] == '0' && lx->cur < lx->end && *lx->cur == 'x' &&
      lx->cur + 1 < lx->end && is_hex(lx->cur[1])) {
    lx->cur++;
    while (lx->cur < lx->end && is_hex(*lx->cur)) lx->cur++;
    return make(lx, T_INTEGER, start);
  }
  while (lx->cur < lx->end && is_digit(*lx->cur)) lx->cur++;
  if (lx->cur >= lx->end || *lx->cur != '.') return make(lx, T_INTEGER, start);
  lx->cur++;
  while (lx->cur < lx->end && is_digit(*lx->cur)) lx->cur++;
  if (lx->cur < lx->end && (*lx->cur == 'e' || *lx->cur == 'E')) {
    const char *e = lx->cur + 1;
    if (e < lx->end && (*e == '+' || *e == '-')) e++;
    if (e < lx->end && is_digit(*e)) {
      lx->cur = e;
      while (lx->cur < lx->end && is_digit(*lx->cur)) lx->cur++;
    }
  }
  return make(lx, T_FLOAT, start);
}

static Token lex_string(Lexer *lx, const char *start) {
  while (lx->cur < lx->end) {
    if (*lx->cur == '\n' || *lx->cur == '\r') break;
    char c = *lx->cur++;
    if (c == '"') return make(lx, T_STRING, start);
    if (c == '\\') {
      char e = lx->cur < lx->end ? *lx->cur : 0; /* a `\` at the end is an unknown escape */
      if (e == '"' || e == '\\' || e == 'n' || e == 't') {
        lx->cur++;
      } else if (lx->cur + 1 < lx->end && is_hex(e) && is_hex(lx->cur[1])) {
        lx->cur += 2;
      } else {
        lx->cur--;
        Token t = make(lx, T_ERROR, lx->cur);
        t.start = "unknown escape in string literal";
        t.len = strlen(t.start);
        return t;
      }
    }
  }
  /* Reported where the string ran out (end of line or input). */
  Token t = make(lx, T_ERROR, lx->cur);
  t.start = "expected '\"' in string literal";
  t.len = strlen(t.start);
  return t;
}

/* Lexes the suffix of a %, ^, # or ! identifier. */
static Token lex_prefixed(Lexer *lx, const char *start, TokKind k) {
  const char *s = lx->cur;
  if (s < lx->end && is_digit(*s)) {
    while (lx->cur < lx->end && is_digit(*lx->cur)) lx->cur++;
  } else if (s < lx->end && (is_letter(*s) || *s == '_' || *s == '$' ||
                             *s == '.' || *s == '-')) {
    while (lx->cur < lx->end && is_suffix_char(*lx->cur)) lx->cur++;
  } else {
    Token t = make(lx, T_ERROR, start);
    switch (k) {
    case T_PERCENT_ID: t.start = "invalid SSA name"; break;
    case T_CARET_ID: t.start = "invalid block name"; break;
    case T_HASH_ID: t.start = "invalid attribute name"; break;
    default: t.start = "invalid type identifier"; break;
    }
    t.len = strlen(t.start);
    return t;
  }
  return make(lx, k, start);
}

Token lex_next(Lexer *lx) {
  skip_space(lx);
  const char *start = lx->cur;
  if (lx->cur >= lx->end) return make(lx, T_EOF, start);
  char c = *lx->cur++;
  switch (c) {
  case '(': return make(lx, T_LPAREN, start);
  case ')': return make(lx, T_RPAREN, start);
  case '}': return make(lx, T_RBRACE, start);
  case '[': return make(lx, T_LSQUARE, start);
  case ']': return make(lx, T_RSQUARE, start);
  case '<': return make(lx, T_LESS, start);
  case '>': return make(lx, T_GREATER, start);
  case ',': return make(lx, T_COMMA, start);
  case ':': return make(lx, T_COLON, start);
  case '=': return make(lx, T_EQUAL, start);
  case '+': return make(lx, T_PLUS, start);
  case '*': return make(lx, T_STAR, start);
  case '?': return make(lx, T_QUESTION, start);
  case '|': return make(lx, T_VBAR, start);
  case '{':
    if (lx->cur + 1 < lx->end && lx->cur[0] == '-' && lx->cur[1] == '#') {
      lx->cur += 2;
      return make(lx, T_FILE_META_BEGIN, start);
    }
    return make(lx, T_LBRACE, start);
  case '-':
    if (lx->cur < lx->end && *lx->cur == '>') {
      lx->cur++;
      return make(lx, T_ARROW, start);
    }
    return make(lx, T_MINUS, start);
  case '.':
    if (lx->cur + 1 < lx->end && lx->cur[0] == '.' && lx->cur[1] == '.') {
      lx->cur += 2;
      return make(lx, T_ELLIPSIS, start);
    }
    break;
  case '"': return lex_string(lx, start);
  case '@':
    if (lx->cur < lx->end && *lx->cur == '"') {
      lx->cur++;
      Token t = lex_string(lx, lx->cur - 1);
      if (t.kind == T_ERROR) return t;
      return make(lx, T_AT_ID, start);
    }
    if (lx->cur < lx->end && (is_letter(*lx->cur) || *lx->cur == '_')) {
      while (lx->cur < lx->end && is_id_char(*lx->cur)) lx->cur++;
      return make(lx, T_AT_ID, start);
    }
    {
      /* Reported at the offending character, as upstream. */
      Token t = make(lx, T_ERROR, lx->cur);
      t.start = "@ identifier expected to start with letter or '_'";
      t.len = strlen(t.start);
      return t;
    }
  case '%': return lex_prefixed(lx, start, T_PERCENT_ID);
  case '^': return lex_prefixed(lx, start, T_CARET_ID);
  case '!': return lex_prefixed(lx, start, T_BANG_ID);
  case '#':
    if (lx->cur + 1 < lx->end && lx->cur[0] == '-' && lx->cur[1] == '}') {
      lx->cur += 2;
      return make(lx, T_FILE_META_END, start);
    }
    return lex_prefixed(lx, start, T_HASH_ID);
  default:
    if (is_digit(c)) return lex_number(lx, start);
    if (is_letter(c) || c == '_') {
      while (lx->cur < lx->end && is_id_char(*lx->cur)) lx->cur++;
      return make(lx, T_BARE_ID, start);
    }
    break;
  }
  Token t = make(lx, T_ERROR, start);
  t.start = "unexpected character";
  t.len = strlen(t.start);
  return t;
}

bool tok_is_keyword(const Token *t, const char *kw) {
  size_t n = strlen(kw);
  return t->kind == T_BARE_ID && t->len == n && memcmp(t->start, kw, n) == 0;
}

const char *tok_kind_spelling(TokKind k) {
  switch (k) {
  case T_LPAREN: return "'('";
  case T_RPAREN: return "')'";
  case T_LBRACE: return "'{'";
  case T_RBRACE: return "'}'";
  case T_LSQUARE: return "'['";
  case T_RSQUARE: return "']'";
  case T_LESS: return "'<'";
  case T_GREATER: return "'>'";
  case T_COMMA: return "','";
  case T_COLON: return "':'";
  case T_EQUAL: return "'='";
  case T_ARROW: return "'->'";
  default: return "token";
  }
}

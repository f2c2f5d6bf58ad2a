// expression.mjs: FileCheck's numeric substitution blocks ([[#...]]):
// matching formats (%u %d %x %X, precision, alternate form), variables,
// literals, + and -, the functions add/sub/mul/div/min/max, parsed with
// FileCheck 22's rules and messages. Values are exact integers (BigInt), as
// LLVM widens its APInts instead of overflowing.

import { ErrorDiagnostic } from './source.mjs';

export const SPACE = ' \t';

/** A matching format; kind '' is "no format". */
export class Format {
  constructor(kind = '', precision = 0, alternate = false) {
    this.kind = kind;
    this.precision = precision;
    this.alternate = alternate;
  }

  get valid() { return this.kind !== ''; }

  equals(o) {
    return this.kind !== '' && this.kind === o.kind && this.precision === o.precision && this.alternate === o.alternate;
  }

  toString() { return this.kind === '' ? '<none>' : `%${this.kind}`; }

  /** The regex matching any value in this format. */
  wildcardRegex() {
    const alt = this.alternate ? '0x' : '';
    const withPrecision = (digits) => `${alt}${digits}{${this.precision}}`;
    switch (this.kind) {
      case 'u': return this.precision ? withPrecision('([1-9][0-9]*)?[0-9]') : '[0-9]+';
      case 'd': return this.precision ? withPrecision('-?([1-9][0-9]*)?[0-9]') : '-?[0-9]+';
      case 'X': return this.precision ? withPrecision('([1-9A-F][0-9A-F]*)?[0-9A-F]') : `${alt}[0-9A-F]+`;
      case 'x': return this.precision ? withPrecision('([1-9a-f][0-9a-f]*)?[0-9a-f]') : `${alt}[0-9a-f]+`;
      default: throw new Error('trying to match value with invalid format');
    }
  }

  /** The text of value v in this format; null for a negative value in an unsigned format (overflow). */
  matchingString(v) {
    if (this.kind !== 'd' && v < 0n) return null;
    const neg = v < 0n;
    const abs = neg ? -v : v;
    let digits = this.kind === 'x' ? abs.toString(16) : this.kind === 'X' ? abs.toString(16).toUpperCase() : abs.toString(10);
    if (this.precision > digits.length) digits = '0'.repeat(this.precision - digits.length) + digits;
    return (neg ? '-' : '') + (this.alternate ? '0x' : '') + digits;
  }

  /** The value of text matched by wildcardRegex(). */
  valueOf(text) {
    let s = text;
    const neg = s.startsWith('-');
    if (neg) s = s.slice(1);
    if (this.kind !== 'd' && this.alternate && s.startsWith('0x')) s = s.slice(2);
    const hex = this.kind === 'x' || this.kind === 'X';
    const v = BigInt(hex ? `0x${s}` : s);
    return neg ? -v : v;
  }
}

export class NumericVariable {
  constructor(name, implicitFormat, defLine = null) {
    this.name = name;
    this.implicitFormat = implicitFormat;
    this.value = null; // BigInt
    this.strValue = null; // Ref into the input, when matched there
    this.defLine = defLine;
  }

  setValue(v, strValue = null) { this.value = v; this.strValue = strValue; }
  clearValue() { this.value = null; this.strValue = null; }
}

/** Evaluation failures: an undefined variable, or an overflow (division by zero). */
export class UndefVarError {
  constructor(name, ref = null) { this.name = name; this.ref = ref; }
  get message() { return `undefined variable: ${this.name}`; }
}
export class OverflowError {}

class EvalResult {
  constructor(value, errors) { this.value = value; this.errors = errors; }
}
const ok = (v) => new EvalResult(v, null);
const bad = (errors) => new EvalResult(null, errors);

class Literal {
  constructor(text, value) { this.text = text; this.value = value; }
  eval() { return ok(this.value); }
  implicitFormat() { return { format: new Format() }; }
}

class VariableUse {
  constructor(nameRef, variable) { this.nameRef = nameRef; this.text = nameRef.str(); this.variable = variable; }
  eval() { return this.variable.value === null ? bad([new UndefVarError(this.text, this.nameRef)]) : ok(this.variable.value); }
  implicitFormat() { return { format: this.variable.implicitFormat }; }
}

const BINOPS = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => (b === 0n ? null : a / b),
  max: (a, b) => (a < b ? b : a),
  min: (a, b) => (a < b ? a : b),
};

class BinaryOperation {
  constructor(textRef, op, left, right) { this.textRef = textRef; this.text = textRef.str(); this.op = op; this.left = left; this.right = right; }

  eval() {
    const l = this.left.eval();
    const r = this.right.eval();
    if (l.errors || r.errors) return bad([...(l.errors || []), ...(r.errors || [])]);
    const v = BINOPS[this.op](l.value, r.value);
    return v === null ? bad([new OverflowError()]) : ok(v);
  }

  implicitFormat(sm) {
    const l = this.left.implicitFormat(sm);
    const r = this.right.implicitFormat(sm);
    if (l.errors || r.errors) return { errors: [...(l.errors || []), ...(r.errors || [])] };
    if (l.format.valid && r.format.valid && !l.format.equals(r.format)) {
      return {
        errors: [ErrorDiagnostic.at(sm, this.textRef,
          `implicit format conflict between '${this.left.text}' (${l.format}) and '${this.right.text}' (${r.format}), need an explicit format specifier`)],
      };
    }
    return { format: l.format.valid ? l.format : r.format };
  }
}

export class Expression {
  constructor(ast, format) { this.ast = ast; this.format = format; }
}

/** A parse failure carrying its diagnostics. */
export class ParseError {
  constructor(diags) { this.diags = diags; }
}
const fail = (sm, ref, msg) => { throw new ParseError([ErrorDiagnostic.at(sm, ref, msg)]); };

const isAlpha = (c) => /[A-Za-z]/.test(c);
const isAlnum = (c) => /[A-Za-z0-9]/.test(c);

/**
 * Parses a variable name at the front of `str` (mutated past it):
 * {name: Ref, pseudo} where pseudo names start with '@' and globals with '$'.
 */
export function parseVariable(sm, str) {
  if (str.empty) fail(sm, str, 'empty variable name');
  let i = 0;
  const pseudo = str.at(0) === '@';
  if (str.at(0) === '$' || pseudo) i++;
  if (i === str.size) fail(sm, str.substr(i), `empty ${pseudo ? 'pseudo ' : 'global '}variable name`);
  const c = str.at(i++);
  if (!(c === '_' || isAlpha(c))) fail(sm, str, 'invalid variable name');
  while (i < str.size && (str.at(i) === '_' || isAlnum(str.at(i)))) i++;
  const name = str.takeFront(i);
  str.set(str.substr(i));
  return { name, pseudo };
}

/** StringRef::consumeInteger into an exact value; radix 0 senses 0x, 0b, 0o and a leading 0. Returns null on failure. */
export function consumeInteger(ref, radix) {
  const s = ref.clone();
  if (radix === 0) {
    radix = 10;
    const lower = s.str().slice(0, 2).toLowerCase();
    if (lower === '0x') { s.set(s.dropFront(2)); radix = 16; }
    else if (lower === '0b') { s.set(s.dropFront(2)); radix = 2; }
    else if (s.startsWith('0o')) { s.set(s.dropFront(2)); radix = 8; }
    else if (s.size > 1 && s.at(0) === '0' && /[0-9]/.test(s.at(1))) { s.set(s.dropFront(1)); radix = 8; }
  }
  if (s.empty) return null;
  let i = 0;
  let value = 0n;
  const big = BigInt(radix);
  for (; i < s.size; i++) {
    const ch = s.at(i);
    let d;
    if (ch >= '0' && ch <= '9') d = ch.charCodeAt(0) - 48;
    else if (ch >= 'a' && ch <= 'z') d = ch.charCodeAt(0) - 87;
    else if (ch >= 'A' && ch <= 'Z') d = ch.charCodeAt(0) - 55;
    else break;
    if (d >= radix) break;
    value = value * big + BigInt(d);
  }
  const rest = s.substr(i);
  // Leading zeros alone count as consumed; otherwise some digit must have been read.
  if (rest.size === ref.size) return null;
  ref.set(rest);
  return value;
}

/** consumeInteger into an unsigned 32-bit value (a precision), or null. */
function consumeUnsigned(ref) {
  let i = 0;
  while (i < ref.size && /[0-9]/.test(ref.at(i))) i++;
  if (i === 0) return null;
  const v = BigInt(ref.takeFront(i).str());
  if (v > 0xffffffffn) return null;
  ref.set(ref.substr(i));
  return Number(v);
}

const ANY = 0;
const LINE_VAR = 1;
const LEGACY_LITERAL = 2;

// Sanity limits (FileCheck 22 has none and runs out of stack far beyond
// them): parenthesis/call nesting, and operations in one block (evaluation
// recurses along the operation chain).
const MAX_NESTING = 256;
const MAX_OPERATIONS = 1000;

/** The parser of one numeric block, with the shared variable tables of the check file. */
export class ExpressionParser {
  constructor(sm, context, lineNumber) {
    this.sm = sm;
    this.ctx = context;
    this.line = lineNumber;
    this.nesting = 0;
    this.operations = 0;
  }

  variableUse(name, pseudo) {
    const n = name.str();
    if (pseudo && n !== '@LINE') fail(this.sm, name, `invalid pseudo numeric variable '${n}'`);
    let v = this.ctx.numericVars.get(n);
    if (!v) {
      v = new NumericVariable(n, new Format('u'));
      this.ctx.numericVars.set(n, v);
    }
    if (v.defLine !== null && this.line !== null && v.defLine === this.line) {
      fail(this.sm, name, `numeric variable '${n}' defined earlier in the same CHECK directive`);
    }
    return new VariableUse(name, v);
  }

  operand(expr, allowed, maybeInvalidConstraint) {
    if (expr.startsWith('(')) {
      if (allowed !== ANY) fail(this.sm, expr, 'parenthesized expression not permitted here');
      return this.parenExpr(expr);
    }
    if (allowed === LINE_VAR || allowed === ANY) {
      const save = expr.clone();
      let parsed = null;
      try {
        parsed = parseVariable(this.sm, expr);
      } catch (e) {
        if (!(e instanceof ParseError)) throw e;
        if (allowed === LINE_VAR) throw e;
        expr.set(save);
      }
      if (parsed) {
        if (expr.ltrim(SPACE).startsWith('(')) {
          if (allowed !== ANY) fail(this.sm, parsed.name, 'unexpected function call');
          return this.callExpr(expr, parsed.name);
        }
        return this.variableUse(parsed.name, parsed.pseudo);
      }
    }
    const save = expr.clone();
    const negative = expr.consume('-');
    const v = consumeInteger(expr, allowed === LEGACY_LITERAL ? 10 : 0);
    if (v !== null) {
      const text = save.dropBack(expr.size);
      return new Literal(text.str(), negative ? -v : v);
    }
    expr.set(save);
    return fail(this.sm, save, `invalid ${maybeInvalidConstraint ? 'matching constraint or ' : ''}operand format`);
  }

  parenExpr(expr) {
    if (++this.nesting > MAX_NESTING) fail(this.sm, expr, `numeric expression nested more than ${MAX_NESTING} deep`);
    const sub = this.parenExprBody(expr);
    this.nesting--;
    return sub;
  }

  parenExprBody(expr) {
    expr.set(expr.ltrim(SPACE));
    expr.consume('(');
    expr.set(expr.ltrim(SPACE));
    if (expr.empty) fail(this.sm, expr, 'missing operand in expression');
    let sub = this.operand(expr, ANY, false);
    expr.set(expr.ltrim(SPACE));
    while (!expr.empty && !expr.startsWith(')')) {
      const outer = expr.clone();
      sub = this.binop(outer, expr, sub, false);
      expr.set(expr.ltrim(SPACE));
    }
    if (!expr.consume(')')) fail(this.sm, expr, "missing ')' at end of nested expression");
    return sub;
  }

  binop(outer, rest, left, legacy) {
    rest.set(rest.ltrim(SPACE));
    if (rest.empty) return left;
    if (++this.operations > MAX_OPERATIONS) fail(this.sm, rest, `numeric expression with more than ${MAX_OPERATIONS} operations`);
    const opLoc = rest.loc();
    const op = rest.at(0);
    rest.set(rest.dropFront(1));
    if (op !== '+' && op !== '-') {
      throw new ParseError([new ErrorDiagnostic(this.sm, opLoc, `unsupported operation '${op}'`)]);
    }
    rest.set(rest.ltrim(SPACE));
    if (rest.empty) fail(this.sm, rest, 'missing operand in expression');
    const right = this.operand(rest, legacy ? LEGACY_LITERAL : ANY, false);
    const text = outer.dropBack(rest.size);
    return new BinaryOperation(text, op === '+' ? 'add' : 'sub', left, right);
  }

  callExpr(expr, nameRef) {
    if (++this.nesting > MAX_NESTING) fail(this.sm, nameRef, `numeric expression nested more than ${MAX_NESTING} deep`);
    if (++this.operations > MAX_OPERATIONS) fail(this.sm, nameRef, `numeric expression with more than ${MAX_OPERATIONS} operations`);
    const call = this.callExprBody(expr, nameRef);
    this.nesting--;
    return call;
  }

  callExprBody(expr, nameRef) {
    expr.set(expr.ltrim(SPACE));
    const name = nameRef.str();
    if (!Object.hasOwn(BINOPS, name)) fail(this.sm, nameRef, `call to undefined function '${name}'`);
    expr.consume('(');
    expr.set(expr.ltrim(SPACE));
    const args = [];
    while (!expr.empty && !expr.startsWith(')')) {
      if (expr.startsWith(',')) fail(this.sm, expr, 'missing argument');
      const outer = expr.clone();
      let arg = this.operand(expr, ANY, false);
      while (!expr.empty) {
        expr.set(expr.ltrim(SPACE));
        if (expr.startsWith(',') || expr.startsWith(')')) break;
        arg = this.binop(outer, expr, arg, false);
      }
      args.push(arg);
      expr.set(expr.ltrim(SPACE));
      if (!expr.consume(',')) break;
      expr.set(expr.ltrim(SPACE));
      if (expr.startsWith(')')) fail(this.sm, expr, 'missing argument');
    }
    if (!expr.consume(')')) fail(this.sm, expr, "missing ')' at end of call expression");
    if (args.length === 2) return new BinaryOperation(expr.clone(), name, args[0], args[1]);
    return fail(this.sm, nameRef, `function '${name}' takes 2 arguments but ${args.length} given`);
  }

  /**
   * Parses a whole block ([[#%fmt, VAR: expr]] without the brackets).
   * Returns {expression, defined: NumericVariable|null}.
   */
  block(exprIn, legacy) {
    const sm = this.sm;
    const expr = exprIn.clone();
    let explicit = new Format();
    let precision = 0;
    const comma = expr.find(',');
    const paren = expr.find('(');
    if (comma >= 0 && (paren < 0 || comma < paren)) {
      let fmt = expr.takeFront(comma);
      expr.set(expr.dropFront(comma + 1));
      fmt = fmt.trim(SPACE);
      if (!fmt.consume('%')) fail(sm, fmt, 'invalid matching format specification in expression');
      const altLoc = fmt.loc();
      const alternate = fmt.consume('#');
      if (fmt.consume('.')) {
        const p = consumeUnsigned(fmt);
        if (p === null) fail(sm, fmt, 'invalid precision in format specifier');
        precision = p;
      }
      if (!fmt.empty) {
        const fmtLoc = fmt.loc();
        const k = fmt.at(0);
        fmt.set(fmt.dropFront(1));
        if (k === 'u' || k === 'd') explicit = new Format(k, precision);
        else if (k === 'x' || k === 'X') explicit = new Format(k, precision, alternate);
        else throw new ParseError([new ErrorDiagnostic(sm, fmtLoc, 'invalid format specifier in expression')]);
      }
      if (alternate && explicit.kind !== 'x' && explicit.kind !== 'X') {
        throw new ParseError([new ErrorDiagnostic(sm, altLoc, 'alternate form only supported for hex values')]);
      }
      fmt.set(fmt.ltrim(SPACE));
      if (!fmt.empty) fail(sm, fmt, 'invalid matching format specification in expression');
    }

    let defExpr = null;
    const colon = expr.find(':');
    if (colon >= 0) {
      defExpr = expr.takeFront(colon);
      expr.set(expr.substr(colon + 1));
    }
    expr.set(expr.ltrim(SPACE));
    const constraint = expr.consume('==');
    expr.set(expr.ltrim(SPACE));
    let ast = null;
    if (expr.empty) {
      if (constraint) fail(sm, expr, 'empty numeric expression should not have a constraint');
    } else {
      expr.set(expr.rtrim(SPACE));
      const outer = expr.clone();
      ast = this.operand(expr, legacy ? LINE_VAR : ANY, !constraint);
      while (!expr.empty) {
        ast = this.binop(outer, expr, ast, legacy);
        if (legacy && !expr.empty) fail(sm, expr, `unexpected characters at end of expression '${expr.str()}'`);
      }
    }

    let format;
    if (explicit.valid) format = explicit;
    else if (ast) {
      const f = ast.implicitFormat(sm);
      if (f.errors) throw new ParseError(f.errors.filter((e) => e instanceof ErrorDiagnostic));
      format = f.format;
    } else format = new Format();
    if (!format.valid) format = new Format('u', precision);
    const expression = new Expression(ast, format);

    let defined = null;
    if (defExpr) defined = this.definition(defExpr.ltrim(SPACE), format);
    return { expression, defined };
  }

  definition(expr, format) {
    const { name, pseudo } = parseVariable(this.sm, expr);
    const n = name.str();
    if (pseudo) fail(this.sm, name, 'definition of pseudo numeric variable unsupported');
    if (this.ctx.definedStringVars.has(n)) fail(this.sm, name, `string variable with name '${n}' already exists`);
    const rest = expr.ltrim(SPACE);
    if (!rest.empty) fail(this.sm, rest, 'unexpected characters after numeric variable name');
    const existing = this.ctx.numericVars.get(n);
    if (existing) {
      if (!existing.implicitFormat.equals(format)) fail(this.sm, rest, 'format different from previous variable definition');
      return existing;
    }
    return new NumericVariable(n, format, this.line);
  }
}

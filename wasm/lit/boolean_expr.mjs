// boolean_expr.mjs: lit's feature expressions for REQUIRES, UNSUPPORTED,
// XFAIL and %if: identifiers, {{regex}} parts matching whole feature names,
// !, &&, || and parentheses; `true` always holds. Errors use lit's wording.

const TOKEN = /^\s*([()]|&&|\|\||!|(?:[-+=._a-zA-Z0-9]+|\{\{.+?\}\})+)\s*([\s\S]*)$/;
const END = Symbol('end');

export function tokenize(text) {
  const tokens = [];
  let s = text;
  for (;;) {
    const m = TOKEN.exec(s);
    if (!m) {
      if (s === '') { tokens.push(END); return tokens; }
      throw new Error(`couldn't parse text: ${pyRepr(s)}`);
    }
    tokens.push(m[1]);
    s = m[2];
  }
}

/** Python's repr() of a string, as lit quotes text in its messages. */
export function pyRepr(s) {
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of s) {
    if (ch === '\\') out += '\\\\';
    else if (ch === q) out += `\\${q}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else out += ch;
  }
  return q + out + q;
}

const isMatchExpression = (t) => !(t === END || t === '&&' || t === '||' || t === '!' || t === '(' || t === ')');
const quote = (t) => (t === END ? '<end of expression>' : pyRepr(t));

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Evaluates `text` with the set of available features; throws Error with lit's message. */
export function evaluate(text, features) {
  const vars = new Set(features);
  vars.add('true');
  let tokens;
  try {
    tokens = tokenize(text);
  } catch (e) {
    throw new Error(`${e.message}\nin expression: ${pyRepr(text)}`);
  }
  let k = 0;
  let token = tokens[k++];
  let value = null;
  const next = () => { token = tokens[k++]; };
  const accept = (t) => { if (token === t) { next(); return true; } return false; };
  const expect = (t) => {
    if (token === t) { if (token !== END) next(); return; }
    throw new Error(`expected: ${quote(t)}\nhave: ${quote(token)}`);
  };
  const parseMatch = () => {
    let source = '';
    for (const part of token.split(/(\{\{.+?\}\})/).filter(Boolean)) {
      source += part.startsWith('{{') ? `(?:${part.slice(2, -2)})` : escapeRegex(part);
    }
    const re = new RegExp(`^(?:${source})$`);
    value = [...vars].some((v) => re.test(v));
    next();
  };
  const parseNot = () => {
    if (accept('!')) { parseNot(); value = !value; }
    else if (accept('(')) { parseOr(); expect(')'); }
    else if (!isMatchExpression(token)) throw new Error(`expected: '!', '(', '{{', or identifier\nhave: ${quote(token)}`);
    else parseMatch();
  };
  const parseAnd = () => {
    parseNot();
    while (accept('&&')) { const l = value; parseNot(); value = l && value; }
  };
  const parseOr = () => {
    parseAnd();
    while (accept('||')) { const l = value; parseAnd(); value = l || value; }
  };
  try {
    parseOr();
    expect(END);
  } catch (e) {
    throw new Error(`${e.message}\nin expression: ${pyRepr(text)}`);
  }
  return value;
}

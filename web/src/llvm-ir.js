// LLVM IR text split into highlighted tokens: what the LLVM IR tab colours.
// A line-by-line lexer of the textual IR's few lexical classes (LLVM's
// LLLexer has the same ones); no parsing, so any text shows, tokens it does
// not know as plain text.

// Instruction and declaration keywords mlir-translate's output uses most.
const KEYWORDS = new Set([
  'define', 'declare', 'target', 'datalayout', 'triple', 'source_filename', 'attributes', 'global', 'constant',
  'private', 'internal', 'external', 'linkonce', 'linkonce_odr', 'weak', 'weak_odr', 'common', 'appending',
  'unnamed_addr', 'local_unnamed_addr', 'dso_local', 'align', 'to', 'label', 'x', 'nuw', 'nsw', 'inbounds',
  'exact', 'disjoint', 'nnan', 'ninf', 'nsz', 'arcp', 'contract', 'afn', 'reassoc', 'fast', 'tail', 'musttail',
  'volatile', 'atomic', 'zeroinitializer', 'undef', 'poison', 'null', 'true', 'false', 'none',
  'ret', 'br', 'switch', 'indirectbr', 'invoke', 'resume', 'unreachable', 'callbr',
  'fneg', 'add', 'fadd', 'sub', 'fsub', 'mul', 'fmul', 'udiv', 'sdiv', 'fdiv', 'urem', 'srem', 'frem',
  'shl', 'lshr', 'ashr', 'and', 'or', 'xor', 'extractelement', 'insertelement', 'shufflevector',
  'extractvalue', 'insertvalue', 'alloca', 'load', 'store', 'fence', 'cmpxchg', 'atomicrmw', 'getelementptr',
  'trunc', 'zext', 'sext', 'fptrunc', 'fpext', 'fptoui', 'fptosi', 'uitofp', 'sitofp', 'ptrtoint', 'inttoptr',
  'bitcast', 'addrspacecast', 'icmp', 'fcmp', 'phi', 'select', 'freeze', 'call', 'va_arg',
  'eq', 'ne', 'ugt', 'uge', 'ult', 'ule', 'sgt', 'sge', 'slt', 'sle',
  'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'une', 'uno',
]);
const TYPES = new Set(['void', 'half', 'bfloat', 'float', 'double', 'fp128', 'x86_fp80', 'ppc_fp128', 'ptr', 'metadata', 'token']);

// One alternative per class, in the order they are tried at a position.
const TOKEN = new RegExp(
  [
    '(?<comment>;.*)',
    '(?<string>c?"[^"]*")',
    '(?<symbol>@(?:"[^"]*"|[-\\w$.]+))',
    '(?<value>%(?:"[^"]*"|[-\\w$.]+))',
    '(?<attr>#\\d+|![-\\w$.]*)',
    '(?<number>-?(?:0x[0-9A-Fa-f]+|\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?)\\b)',
    '(?<word>[A-Za-z_$.][-\\w$.]*)',
  ].join('|'),
  'g',
);

/**
 * The tokens of one line: [{text, kind}] whose texts joined are the line;
 * kind is '' (plain) or comment, string, symbol, value, attr, number,
 * keyword, type, block (a basic block's label).
 */
export function tokenizeLine(line) {
  const tokens = [];
  const label = /^([-\w$.]+|"[^"]*"):/.exec(line);
  let at = 0;
  const plain = (to) => {
    if (to > at) tokens.push({ text: line.slice(at, to), kind: '' });
  };
  if (label) {
    tokens.push({ text: label[0], kind: 'block' });
    at = label[0].length;
  }
  TOKEN.lastIndex = at;
  for (let m; (m = TOKEN.exec(line)); ) {
    plain(m.index);
    const [kind] = Object.entries(m.groups).find(([, v]) => v !== undefined);
    let shown = kind;
    if (kind === 'word') shown = TYPES.has(m[0]) || /^i\d+$/.test(m[0]) ? 'type' : KEYWORDS.has(m[0]) ? 'keyword' : '';
    tokens.push({ text: m[0], kind: shown });
    at = m.index + m[0].length;
  }
  plain(line.length);
  return tokens;
}

/** The tokens of each line of `text` (split at '\n'). */
export function tokenize(text) {
  return text.split('\n').map(tokenizeLine);
}

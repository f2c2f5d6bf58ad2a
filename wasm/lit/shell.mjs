// shell.mjs: the command language of lit's internal shell: words with '...'
// and "..." quoting and backslash escapes, globs, redirections (<, >, >>,
// 2>, 2>>, 2>&1, &>, >&), pipelines (|) and sequences (&&, ||, ;), parsed
// with the same rules (and error texts) as lit's ShLexer/ShParser.

/** A word that contains an unquoted * or ?, expanded against the cwd at run time. */
export class Glob {
  constructor(pattern) { this.pattern = pattern; }
  toString() { return this.pattern; }
}

export class Command {
  constructor(args, redirects) {
    this.args = args; // (string | Glob)[]
    this.redirects = redirects; // [{op: '>'|'>>'|'<'|'>&'|'&>', fd?: number, target}]
  }
}

export class Pipeline {
  constructor(commands, pipefail) {
    this.commands = commands;
    this.pipefail = pipefail;
  }
}

export class Seq {
  constructor(lhs, op, rhs) {
    this.lhs = lhs;
    this.op = op; // '&&' | '||' | ';' | '&'
    this.rhs = rhs;
  }
}

export class ShellSyntaxError extends Error {}

const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f';

/**
 * Splits a command line into tokens: strings, Globs, and operators {op, fd?}.
 * A missing closing quote or a backslash at the very end is an error (lit 22
 * fails to parse such lines too: its warning helper is missing).
 */
export function lex(data) {
  const tokens = [];
  let pos = 0;
  const end = data.length;

  const quoted = (delim) => {
    let s = '';
    while (pos !== end) {
      const c = data[pos++];
      if (c === delim) return s;
      if (c === '\\' && delim === '"') {
        if (pos === end) throw new ShellSyntaxError(`escape at end of quoted argument in: ${JSON.stringify(data)}`);
        const n = data[pos++];
        if (n === '"' || n === '\\' || n === '$') s += n;
        else s += `\\${n}`;
      } else s += c;
    }
    throw new ShellSyntaxError(`missing quote character in ${JSON.stringify(data)}`);
  };

  const operator = () => {
    const c = data[pos++];
    const next = data[pos];
    const take = (op) => { pos++; return { op }; };
    if (c === ';') return { op: ';' };
    if (c === '|') return next === '|' ? take('||') : { op: '|' };
    if (c === '&') return next === '&' ? take('&&') : next === '>' ? take('&>') : { op: '&' };
    if (c === '>') return next === '&' ? take('>&') : next === '>' ? take('>>') : { op: '>' };
    if (c === '<') return next === '&' ? take('<&') : next === '>' ? take('<<') : { op: '<' };
    return null;
  };

  const word = (first) => {
    let s = first === "'" || first === '"' ? quoted(first) : first;
    let unquotedGlob = first === '*' || first === '?';
    while (pos !== end) {
      const c = data[pos];
      if (isSpace(c) || c === '|' || c === '&' || c === ';') break;
      if (c === '>' || c === '<') {
        // "2>" is one redirection token: a number right before > or <.
        if (!/^[0-9]+$/.test(s)) break;
        const op = operator();
        return { op: op.op, fd: Number(s) };
      }
      if (c === '"' || c === "'") {
        pos++;
        s += quoted(c);
      } else if (c === '\\') {
        pos++;
        if (pos === end) throw new ShellSyntaxError(`escape at end of quoted argument in: ${JSON.stringify(data)}`);
        s += data[pos++];
      } else {
        if (c === '*' || c === '?') unquotedGlob = true;
        s += c;
        pos++;
      }
    }
    return unquotedGlob ? new Glob(s) : s;
  };

  while (pos !== end) {
    const c = data[pos];
    if (isSpace(c)) { pos++; continue; }
    if (';|&><'.includes(c)) { tokens.push(operator()); continue; }
    pos++;
    tokens.push(word(c));
  }
  return tokens;
}

const isOp = (t) => t !== undefined && typeof t === 'object' && !(t instanceof Glob);
const isWord = (t) => typeof t === 'string' || t instanceof Glob;

/** Parses a command line into a Seq/Pipeline tree; throws ShellSyntaxError. */
export function parse(data, { pipefail = true } = {}) {
  const tokens = lex(data);
  let i = 0;
  const look = () => tokens[i];

  const command = () => {
    const tok = tokens[i++];
    if (tok === undefined) throw new ShellSyntaxError('empty command!');
    if (isOp(tok)) throw new ShellSyntaxError(`syntax error near unexpected token '${tok.op}'`);
    const args = [tok];
    const redirects = [];
    for (;;) {
      const t = look();
      if (t === undefined) break;
      if (isWord(t)) { args.push(tokens[i++]); continue; }
      if (['|', ';', '&', '||', '&&'].includes(t.op) && t.fd === undefined) break;
      const op = tokens[i++];
      const target = tokens[i++];
      if (target === undefined || isOp(target)) {
        if (target === undefined) throw new ShellSyntaxError(`syntax error near token '${op.op}'`);
      }
      redirects.push({ op: op.op, fd: op.fd, target });
    }
    return new Command(args, redirects);
  };

  const pipeline = () => {
    const commands = [command()];
    while (isOp(look()) && look().op === '|' && look().fd === undefined) {
      i++;
      commands.push(command());
    }
    return new Pipeline(commands, pipefail);
  };

  let lhs = pipeline();
  while (look() !== undefined) {
    const op = tokens[i++];
    if (look() === undefined) throw new ShellSyntaxError(`missing argument to operator '${op.op}'`);
    lhs = new Seq(lhs, op.op, pipeline());
  }
  return lhs;
}

/** Quotes a word as Python's shlex.quote does (for the executed-command trace). */
export function shellQuote(s) {
  s = String(s);
  if (s === '') return "''";
  if (/^[\w@%+=:,./-]+$/.test(s)) return s;
  return `'${s.replace(/'/g, "'\"'\"'")}'`;
}

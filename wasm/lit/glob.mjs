// glob.mjs: expansion of unquoted *, ? and [...] in command words, as lit's
// GlobItem.resolve (Python's glob.glob): matches are absolute paths, sorted;
// a pattern without matches stays as written; '*' does not match a leading '.'.
import fs from 'node:fs';
import path from 'node:path';
import { Glob } from './shell.mjs';

const MAGIC = /[*?[]/;

/** fnmatch-style translation of one path component. */
function componentRegex(pattern) {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      const j = pattern.indexOf(']', i + 2);
      if (j < 0) { re += '\\['; continue; }
      let body = pattern.slice(i + 1, j).replace(/\\/g, '\\\\');
      if (body[0] === '!') body = `^${body.slice(1)}`;
      re += `[${body}]`;
      i = j;
    } else re += c.replace(/[.+^${}()|\\/]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 's');
}

function globPath(pattern) {
  const parts = pattern.split('/');
  let bases = [parts[0] === '' ? '/' : '.'];
  let rel = parts[0] !== '';
  for (let k = parts[0] === '' ? 1 : 0; k < parts.length; k++) {
    const part = parts[k];
    if (part === '') continue;
    const next = [];
    for (const base of bases) {
      if (!MAGIC.test(part)) {
        const p = base === '.' && rel ? part : path.join(base, part);
        if (fs.existsSync(p)) next.push(p);
        continue;
      }
      let entries;
      try { entries = fs.readdirSync(base); } catch { continue; }
      const re = componentRegex(part);
      for (const e of entries) {
        if (e.startsWith('.') && !part.startsWith('.')) continue;
        if (re.test(e)) next.push(base === '.' && rel ? e : path.join(base, e));
      }
    }
    bases = next;
  }
  return bases;
}

/** The words a command argument stands for (a Glob expands, anything else is itself). */
export function expandGlob(arg, cwd) {
  if (!(arg instanceof Glob)) return [arg];
  const abs = path.isAbsolute(arg.pattern) ? arg.pattern : path.join(cwd, arg.pattern);
  const found = globPath(abs);
  return found.length ? found.sort() : [arg.pattern];
}

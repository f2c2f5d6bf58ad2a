// Compiles the package's .py files to the bytecode of Pyodide's Python
// (3.14 for Pyodide 314), so the wheel ships __pycache__/*.cpython-314.pyc
// and importing `mlir` in Pyodide skips compiling ~9k lines of source (most
// of the import time). The .pyc files use unchecked-hash invalidation (PEP
// 552): valid whatever the installed files' mtimes; another Python version
// ignores them (its cache tag differs).
//
//   node compile_pyc.mjs --out DIR [--strip-prefix P] [--tree DIR]... FILE.py...
//
// FILEs are compiled at their path minus P; every .py under a --tree DIR at
// its path relative to DIR. Output: DIR/<folder>/__pycache__/<name>.<tag>.pyc.
// Needs node_modules/pyodide (resolved from this script's real location).
import fs from 'node:fs';
import path from 'node:path';
import { loadPyodide } from 'pyodide';

const args = process.argv.slice(2);
let out = null;
let strip = '';
const files = []; // [source path, archive name]
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out') out = args[++i];
  else if (args[i] === '--strip-prefix') strip = args[++i];
  else if (args[i] === '--tree') {
    const root = args[++i];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (entry.name.endsWith('.py')) files.push([p, path.relative(root, p)]);
      }
    };
    walk(root);
  } else if (args[i].endsWith('.py')) {
    if (!args[i].startsWith(strip)) throw new Error(`${args[i]} does not start with ${strip}`);
    files.push([args[i], args[i].slice(strip.length)]);
  }
}
if (!out || files.length === 0) {
  console.error('usage: compile_pyc.mjs --out DIR [--strip-prefix P] [--tree DIR]... FILE.py...');
  process.exit(2);
}

const py = await loadPyodide({ stdout: () => {}, stderr: (line) => console.error(line) });
for (const [src, arc] of files) {
  py.FS.mkdirTree(path.posix.dirname(`/src/${arc}`));
  py.FS.writeFile(`/src/${arc}`, fs.readFileSync(src));
}
py.globals.set('ARCS', py.toPy(files.map(([, arc]) => arc)));
const compiled = py
  .runPython(`
import importlib.util, py_compile
pairs = []
for arc in ARCS:
    src = "/src/" + arc
    cfile = importlib.util.cache_from_source(src)
    # dfile: the path tracebacks show until the importer fixes co_filename up.
    py_compile.compile(src, cfile=cfile, dfile=arc, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    pairs.append((cfile[len("/src/"):], cfile))
pairs
`)
  .toJs();
for (const [arc, cfile] of compiled) {
  const dest = path.join(out, arc);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.writeFileSync(dest, py.FS.readFile(cfile));
}
console.log(`compile_pyc: ${compiled.length} modules compiled for Python ${py.runPython('import sys; sys.version.split()[0]')}`);

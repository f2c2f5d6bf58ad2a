#!/usr/bin/env node
// Builds the site (the playground and the notebook) into one folder: run by
// the //web:site genrule.
//
//   node web/build.mjs --root REAL_WORKSPACE --web WEB_DIR --wasm FILES...
//                      --filecheck FILES... --wheel WHEEL --outs OUTPUTS...
//
// Every path in --outs is one file of the site, made according to its name:
//   app.js               esbuild bundle of src/main.js (the playground, CodeMirror,
//                        and FileCheck from --filecheck: the import 'mlirc/filecheck')
//   worker.js            esbuild bundle of src/worker.js with the JS API of
//                        //wasm:js (the bare import 'mlirc' means its mlirc.mjs) and dagre
//   notebook.js          esbuild bundle of src/notebook/main.js
//   notebook-worker.js   esbuild bundle of src/notebook/worker.js (loads pyodide/ at run time)
//   sw.js                the service worker, with the list of files to keep
//                        offline and a hash of the site (built last)
//   *.html, *.css        copied from WEB_DIR
//   pyodide/NAME         copied from REAL_WORKSPACE/node_modules/pyodide
//   *.whl                the --wheel file (its name must match)
//   anything else        copied from the --wasm file of the same name (the .wasm)
// esbuild comes from REAL_WORKSPACE/node_modules (a genrule cannot run npm);
// its output depends only on the inputs, so the build is deterministic.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const LISTS = ['root', 'web', 'wasm', 'filecheck', 'wheel', 'outs'];

function parseArgs(argv) {
  const lists = Object.fromEntries(LISTS.map((k) => [k, []]));
  let key = null;
  for (const a of argv) {
    if (a.startsWith('--') && LISTS.includes(a.slice(2))) key = a.slice(2);
    else if (key) lists[key].push(a);
    else throw new Error(`unexpected argument: ${a}`);
  }
  const filecheck = lists.filecheck.find((f) => path.basename(f) === 'filecheck.mjs');
  if (lists.root.length !== 1 || lists.web.length !== 1 || lists.wheel.length > 1 || !lists.outs.length || !filecheck) {
    throw new Error('usage: build.mjs --root DIR --web DIR --wasm FILES... --filecheck FILES... --wheel FILE --outs FILES...');
  }
  return { root: lists.root[0], web: lists.web[0], wasm: lists.wasm.flatMap(filesIn), filecheck, wheel: lists.wheel[0], outs: lists.outs };
}

// A --wasm entry may be a folder (a tree artifact): take the files in it.
function filesIn(p) {
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs.readdirSync(p, { withFileTypes: true }).flatMap((e) => filesIn(path.join(p, e.name)));
}

function findWasmFile(files, name) {
  const found = files.filter((f) => path.basename(f) === name);
  if (found.length !== 1) {
    throw new Error(`expected one file named ${name} in //wasm:js, found ${found.length} (have: ${files.map((f) => path.basename(f)).join(', ')})`);
  }
  return found[0];
}

// What the service worker keeps at install: the playground (the notebook's
// files are kept when first fetched).
const OFFLINE_AT_INSTALL = ['./', 'index.html', 'style.css', 'app.js', 'worker.js', 'mlirc_core.wasm', 'notebook.html', 'notebook.js', 'notebook-worker.js'];

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const nodeModules = path.join(args.root, 'node_modules');
  const esbuild = createRequire(path.join(args.root, 'package.json'))('esbuild');
  const siteDir = commonDir(args.outs);

  // Resolves `import ... from 'mlirc'` (in worker.js) to the built JS API,
  // and 'mlirc/filecheck' (in main.js) to the FileCheck of the npm package.
  const mlircApi = {
    name: 'mlirc-api',
    setup(build) {
      build.onResolve({ filter: /^mlirc$/ }, () => ({ path: path.resolve(findWasmFile(args.wasm, 'mlirc.mjs')) }));
      build.onResolve({ filter: /^mlirc\/filecheck$/ }, () => ({ path: path.resolve(args.filecheck) }));
    },
  };

  const bundle = (entry, outfile, { plugins = [], external = [], define = {} } = {}) =>
    esbuild.build({
      entryPoints: [path.join(args.web, 'src', entry)],
      outfile,
      bundle: true,
      format: 'esm',
      target: ['es2022'],
      platform: 'browser',
      minify: true,
      legalComments: 'eof',
      charset: 'utf8',
      // Resolve relative imports where Bazel put the inputs (only declared
      // files are there) and packages from the real workspace.
      preserveSymlinks: true,
      nodePaths: [nodeModules],
      absWorkingDir: process.cwd(),
      logLevel: 'warning',
      plugins,
      external,
      define,
    });

  const wheelName = args.wheel ? path.basename(args.wheel) : null;
  let serviceWorker = null;
  for (const out of args.outs) {
    const name = path.basename(out);
    const rel = path.relative(siteDir, out);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    if (name === 'app.js') await bundle('main.js', out, { plugins: [mlircApi] });
    // The API reads the .wasm with node:fs only under Node; never in a browser.
    else if (name === 'worker.js') {
      await bundle('worker.js', out, { plugins: [mlircApi], external: ['node:*'] });
    }
    else if (name === 'notebook.js') await bundle('notebook/main.js', out);
    else if (name === 'notebook-worker.js') {
      if (!wheelName) throw new Error('notebook-worker.js needs --wheel');
      await bundle('notebook/worker.js', out, { define: { WHEEL_FILE: JSON.stringify(wheelName) } });
    } else if (name === 'sw.js') serviceWorker = out; // after every other file: it hashes them
    else if (rel.startsWith(`pyodide${path.sep}`)) fs.copyFileSync(path.join(nodeModules, 'pyodide', name), out);
    else if (name.endsWith('.whl')) {
      if (name !== wheelName) throw new Error(`the site lists ${name} but --wheel is ${wheelName} (update SITE_FILES in web/BUILD.bazel)`);
      fs.copyFileSync(args.wheel, out);
    } else if (/\.(html|css)$/.test(name)) fs.copyFileSync(path.join(args.web, name), out);
    else fs.copyFileSync(findWasmFile(args.wasm, name), out);
  }
  if (serviceWorker) {
    const hash = crypto.createHash('sha256');
    for (const out of [...args.outs].sort()) {
      if (out === serviceWorker) continue;
      hash.update(path.relative(siteDir, out));
      hash.update(fs.readFileSync(out));
    }
    await bundle('sw.js', serviceWorker, {
      define: { SITE_FILES: JSON.stringify(OFFLINE_AT_INSTALL), SITE_VERSION: JSON.stringify(hash.digest('hex').slice(0, 16)) },
    });
  }
}


// The deepest folder holding every output (the site's root).
function commonDir(files) {
  let dir = path.dirname(files[0]);
  for (const f of files) while (f !== dir && !f.startsWith(dir + path.sep)) dir = path.dirname(dir);
  return dir;
}

main().catch((err) => {
  console.error(`web/build.mjs: ${err.message}`);
  process.exit(1);
});

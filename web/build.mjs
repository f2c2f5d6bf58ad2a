#!/usr/bin/env node
// Builds the playground site into one folder: run by the //web:site genrule.
//
//   node web/build.mjs --root REAL_WORKSPACE --web WEB_DIR --wasm FILES... --outs OUTPUTS...
//
// Every path in --outs is one file of the site, made according to its name:
//   app.js      esbuild bundle of WEB_DIR/src/main.js (CodeMirror included)
//   worker.js   esbuild bundle of WEB_DIR/src/worker.js with the JS API of
//               //wasm:js (the bare import 'mlirc' means its mlirc.mjs)
//   *.html, *.css   copied from WEB_DIR
//   anything else   copied from the --wasm file of the same name (the .wasm)
// esbuild comes from REAL_WORKSPACE/node_modules (a genrule cannot run npm);
// its output depends only on the inputs, so the build is deterministic.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

function parseArgs(argv) {
  const lists = { root: [], web: [], wasm: [], outs: [] };
  let key = null;
  for (const a of argv) {
    if (/^--(root|web|wasm|outs)$/.test(a)) key = a.slice(2);
    else if (key) lists[key].push(a);
    else throw new Error(`unexpected argument: ${a}`);
  }
  if (lists.root.length !== 1 || lists.web.length !== 1 || !lists.outs.length) {
    throw new Error('usage: build.mjs --root DIR --web DIR --wasm FILES... --outs FILES...');
  }
  return { root: lists.root[0], web: lists.web[0], wasm: lists.wasm.flatMap(filesIn), outs: lists.outs };
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

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const nodeModules = path.join(args.root, 'node_modules');
  const esbuild = createRequire(path.join(args.root, 'package.json'))('esbuild');

  // Resolves `import ... from 'mlirc'` (in worker.js) to the built JS API.
  const mlircApi = {
    name: 'mlirc-api',
    setup(build) {
      build.onResolve({ filter: /^mlirc$/ }, () => ({ path: path.resolve(findWasmFile(args.wasm, 'mlirc.mjs')) }));
    },
  };

  const bundle = (entry, outfile, plugins = [], external = []) =>
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
    });

  for (const out of args.outs) {
    const name = path.basename(out);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    if (name === 'app.js') await bundle('main.js', out);
    // The API reads the .wasm with node:fs only under Node; never in a browser.
    else if (name === 'worker.js') await bundle('worker.js', out, [mlircApi], ['node:*']);
    else if (/\.(html|css)$/.test(name)) fs.copyFileSync(path.join(args.web, name), out);
    else fs.copyFileSync(findWasmFile(args.wasm, name), out);
  }
}

main().catch((err) => {
  console.error(`web/build.mjs: ${err.message}`);
  process.exit(1);
});

#!/usr/bin/env node
// cli.mjs: the Node command-line tool, an mlir-opt compatible front end over
// mlirExtOptMain, with the same behaviour as the native mlirc-opt
// (core/tools/mlirc-opt.c): reads the input (file or stdin), writes the
// output (stdout or -o FILE) and diagnostics (stderr); exit status 0 or 1.
//
//   node cli.mjs [mlir-opt flags] [input.mlir|-] [-o output.mlir]

import fs from 'node:fs';
import { loadMlirc } from './mlirc.mjs';
import { runOptCli } from './opt_cli.mjs';

async function main(argv) {
  const mlir = await loadMlirc();
  const { stdout, stderr, exitCode } = runOptCli(mlir, argv, {
    readFile: (path) => fs.readFileSync(path),
    readStdin: () => fs.readFileSync(0),
    writeFile: (path, bytes) => fs.writeFileSync(path, bytes),
  });
  if (stderr.length) process.stderr.write(stderr);
  if (stdout.length) process.stdout.write(stdout);
  return exitCode;
}

main(process.argv.slice(2)).then(
  (code) => {
    // Let stdout/stderr drain instead of process.exit().
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`mlirc-opt: ${e && e.stack ? e.stack : e}\n`);
    process.exitCode = 1;
  },
);

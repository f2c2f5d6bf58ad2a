#!/usr/bin/env node
// cli.mjs: the Node command-line tool, an mlir-opt compatible front end over
// mlirExtOptMain, with the same behaviour as the native mlirc-opt
// (core/tools/mlirc-opt.c): reads the input (file or stdin), writes the
// output (stdout or -o FILE) and diagnostics (stderr); exit status 0 or 1.
//
//   node cli.mjs [mlir-opt flags] [input.mlir|-] [-o output.mlir]

import fs from 'node:fs';
import { loadMlirc } from './mlirc.mjs';

// The C library's wording of the errors a file read may end with (as mlir-opt prints them).
const STRERROR = {
  ENOENT: 'No such file or directory',
  EACCES: 'Permission denied',
  EISDIR: 'Is a directory',
};

async function main(argv) {
  // The same scan as mlirc-opt.c: the last positional argument (or "-") is
  // the input; "-o FILE" the output. All arguments go to the driver.
  let input = '-';
  let output = '-';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '-o' && i + 1 < argv.length) output = argv[++i];
    else if (!argv[i].startsWith('-') || argv[i] === '-') input = argv[i];
  }
  let text;
  try {
    text = fs.readFileSync(input === '-' ? 0 : input);
  } catch {
    process.stderr.write(`mlirc-opt: could not open input file '${input}'\n`);
    return 1;
  }
  let outFd = 1;
  if (output !== '-') {
    try {
      outFd = fs.openSync(output, 'w');
    } catch {
      process.stderr.write(`mlirc-opt: could not open output file '${output}'\n`);
      return 1;
    }
  }
  // Files other flags name are read here: the wasm driver has no file system.
  const files = {};
  for (const arg of argv) {
    const m = /^--?irdl-file=(.*)$/.exec(arg);
    if (!m) continue;
    try {
      files[m[1]] = fs.readFileSync(m[1]);
    } catch (e) {
      process.stderr.write(`error: cannot open input file '${m[1]}': ${STRERROR[e.code] || e.message}\n`);
      return 1;
    }
  }
  const mlir = await loadMlirc();
  const { stdout, stderr, exitCode } = mlir.optMain(argv, text, { bytes: true, files });
  if (stderr.length) process.stderr.write(stderr);
  if (outFd === 1) {
    if (stdout.length) process.stdout.write(stdout);
  } else {
    try {
      fs.writeSync(outFd, stdout);
      fs.closeSync(outFd);
    } catch (e) {
      process.stderr.write(`mlirc-opt: could not write output file '${output}': ${e.message}\n`);
      return 1;
    }
  }
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

#!/usr/bin/env node
// runner.mjs: mlirc-runner on Node, an mlir-runner compatible front end over
// mlirExtRunnerMain with the same behaviour as the native mlirc-runner
// (core/tools/mlirc-runner.c): reads the input (file or stdin) and runs it
// with the interpreter; the program's output and the result line go to
// stdout, diagnostics to stderr; exit status 0 or 1.
//
//   node runner.mjs [mlir-runner flags] [input.mlir|-]

import fs from 'node:fs';
import { loadMlirc } from './mlirc.mjs';

async function main(argv) {
  // The same scan as mlirc-runner.c: flags that take a separate value skip it.
  let input = '-';
  for (let i = 0; i < argv.length; i++) {
    const f = argv[i].startsWith('--') ? argv[i].slice(1) : argv[i];
    if ((f === '-e' || f === '-entry-point-result') && i + 1 < argv.length) i++;
    else if (!argv[i].startsWith('-') || argv[i] === '-') input = argv[i];
  }
  let text;
  try {
    text = fs.readFileSync(input === '-' ? 0 : input);
  } catch {
    process.stderr.write(`cannot open input file '${input}': No such file or directory\ncould not parse the input IR\n`);
    return 1;
  }
  const mlir = await loadMlirc();
  const { stdout, stderr, exitCode } = mlir.runnerMain(argv, text, { terminal: !!process.stdout.isTTY });
  if (stdout.length) process.stdout.write(stdout);
  if (stderr.length) process.stderr.write(stderr);
  return exitCode;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`mlirc-runner: ${e && e.stack ? e.stack : e}\n`);
    process.exitCode = 1;
  },
);

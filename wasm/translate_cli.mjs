#!/usr/bin/env node
// translate_cli.mjs: mlirc-translate on Node, an mlir-translate compatible
// front end over mlirExtTranslateMain with the same behaviour as the native
// mlirc-translate (core/tools/mlirc-translate.c): reads the input (file or
// stdin), writes the translation to stdout or `-o FILE`, diagnostics to
// stderr; exit status 0 or 1.
//
//   node translate_cli.mjs --mlir-to-llvmir [--split-input-file] [-o out.ll] [input.mlir|-]

import fs from 'node:fs';
import { loadMlirc } from './mlirc.mjs';

async function main(argv) {
  let input = '-';
  let output = '-';
  const args = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '-o' && i + 1 < argv.length) {
      output = argv[++i];
      continue;
    }
    if (argv[i].startsWith('-o=')) {
      output = argv[i].slice(3);
      continue;
    }
    if (!argv[i].startsWith('-') || argv[i] === '-') input = argv[i];
    args.push(argv[i]);
  }
  let text;
  try {
    text = fs.readFileSync(input === '-' ? 0 : input);
  } catch {
    process.stderr.write(`cannot open input file '${input}': No such file or directory\n`);
    return 1;
  }
  const mlir = await loadMlirc();
  const { stdout, stderr, exitCode } = mlir.translateMain(args, text);
  if (output === '-') {
    if (stdout.length) process.stdout.write(stdout);
  } else {
    fs.writeFileSync(output, stdout);
  }
  if (stderr.length) process.stderr.write(stderr);
  return exitCode;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`mlirc-translate: ${e && e.stack ? e.stack : e}\n`);
    process.exitCode = 1;
  },
);

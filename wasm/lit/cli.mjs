#!/usr/bin/env node
// cli.mjs: the `mlirc-lit` command (LLVM lit's command line; see lit.mjs).
import { runLit } from './lit.mjs';

runLit(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e) => {
    process.stderr.write(`mlirc-lit: ${e && e.stack ? e.stack : e}\n`);
    process.exitCode = 2;
  },
);

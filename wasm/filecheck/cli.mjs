#!/usr/bin/env node
// cli.mjs: the `filecheck` command (LLVM FileCheck 22's command line) over
// filecheck.mjs: reads the check file and the input (a file or stdin) and
// writes the diagnostics to stderr; exit status 0, 1 (no match) or 2 (error).
import fs from 'node:fs';
import { fileCheckMain } from './filecheck.mjs';

const result = fileCheckMain(process.argv.slice(2), {
  readFile: (path) => fs.readFileSync(path),
  stdin: () => fs.readFileSync(0),
  env: process.env,
  argv0: 'filecheck',
});
if (result.stdout) process.stdout.write(Buffer.from(result.stdout, 'latin1'));
if (result.stderr) process.stderr.write(Buffer.from(result.stderr, 'latin1'));
process.exitCode = result.exitCode;

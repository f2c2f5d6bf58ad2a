// corpus.mjs: shared by the corpus tests: where things are, a writable copy
// of the corpus (runfiles are read-only links), and the oracles of LLVM 22.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runfiles root under Bazel (the cwd); else the source tree. */
export const ROOT = process.env.MLIRC_RUNFILES || fileURLToPath(new URL('../..', import.meta.url));
export const CORPUS = path.join(ROOT, 'tests/filecheck/corpus');
export const LLVM_BIN = '/usr/lib/llvm-22/bin';
export const LLVM_FILECHECK = path.join(LLVM_BIN, 'FileCheck');
export const LLVM_LIT = path.join(LLVM_BIN, 'lit');

/** A fresh writable copy of the corpus (files, not links). */
export function copyCorpus(tag) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `corpus-${tag}-`));
  fs.cpSync(CORPUS, dir, { recursive: true, dereference: true });
  return dir;
}

/** Paths of the corpus' test files, relative to it. */
export function corpusFiles() {
  const out = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(CORPUS, rel), { withFileTypes: true })) {
      const p = path.join(rel, e.name);
      if (e.isDirectory() || fs.statSync(path.join(CORPUS, p)).isDirectory()) walk(p);
      else if (/\.(mlir|test)$/.test(e.name)) out.push(p);
    }
  };
  walk('');
  return out.sort();
}

/** The line of stderr a reader looks at first: the first one with "error". */
export function firstErrorLine(stderr) {
  return stderr.split('\n').find((l) => /error/.test(l)) ?? '';
}

// lit.mjs: mlirc-lit, LLVM's lit for Node: finds the tests of a suite,
// runs them on parallel workers (worker threads), prints lit's progress
// lines and summary, writes JUnit XML / JSON reports, and exits 0 (all
// passed), 1 (some failed) or 2 (usage or configuration error).
//
//   import { runLit } from 'mlirc/lit';
//   const code = await runLit(['-v', 'test/'], { stdout: (s) => process.stdout.write(s) });

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ConfigError, discoverTests, makeRunTmpDir } from './config.mjs';
import { formatResult, formatSummary, jsonReport, junitXml, writeReport } from './report.mjs';
import { CODES, IS_FAILURE, executeTest } from './runner.mjs';

export { executeTest } from './runner.mjs';
export { discoverTests } from './config.mjs';

const VERSION = 'mlirc-lit 0.1.0 (LLVM lit 22 compatible)';
const LEVELS = ['off', 'failed', 'all'];

class UsageError extends Error {}

const USAGE = `usage: mlirc-lit [-h] [--version] [-j N] [-D NAME=VAL] [-q] [-s] [-v] [-a]
                 [--test-output {off,failed,all}] [--print-result-after {off,failed,all}]
                 [-o PATH] [--xunit-xml-output PATH] [--timeout N] [--max-tests N]
                 [--filter REGEX] [--filter-out REGEX] [--xfail LIST] [--xfail-not LIST]
                 [--allow-empty-runs] [--ignore-fail] [--no-execute] [--show-tests]
                 [--show-<code>] [--terse-summary] [--order {lexical,random}]
                 TEST_PATH [TEST_PATH ...]
`;

/** Parses mlirc-lit's command line (lit's options, argparse style). */
export function parseLitArgs(argv, env = {}) {
  const o = {
    paths: [],
    workers: Number(env.LIT_MAX_WORKERS) || os.availableParallelism?.() || os.cpus().length || 1,
    params: {},
    testOutput: 'off',
    printResultAfter: 'all',
    terseSummary: false,
    shownCodes: [],
    output: null,
    xunit: null,
    timeout: 0,
    maxTests: null,
    filter: env.LIT_FILTER || '.*',
    filterOut: env.LIT_FILTER_OUT || '^$',
    xfail: (env.LIT_XFAIL || '').split(';').filter(Boolean),
    xfailNot: (env.LIT_XFAIL_NOT || '').split(';').filter(Boolean),
    allowEmptyRuns: false,
    ignoreFail: false,
    noExecute: false,
    showTests: false,
    order: 'lexical',
    progressBar: false,
    help: false,
    version: false,
  };
  const setTestOutput = (v) => {
    o.testOutput = v;
    if (LEVELS.indexOf(o.printResultAfter) < LEVELS.indexOf(v)) o.printResultAfter = v;
  };
  const setPrintResult = (v) => {
    o.printResultAfter = v;
    if (LEVELS.indexOf(o.testOutput) > LEVELS.indexOf(v)) o.testOutput = v;
  };
  const codeFlags = Object.fromEntries(CODES.filter(([, , f]) => !f).map(([c]) => [`--show-${c.toLowerCase()}`, c]));
  const args = [...argv, ...(env.LIT_OPTS ? env.LIT_OPTS.split(/\s+/).filter(Boolean) : [])];
  for (let i = 0; i < args.length; i++) {
    let a = args[i];
    let inline = null;
    if (a.startsWith('--') && a.includes('=')) { inline = a.slice(a.indexOf('=') + 1); a = a.slice(0, a.indexOf('=')); }
    const value = () => {
      if (inline !== null) return inline;
      if (i + 1 >= args.length) throw new UsageError(`argument ${a}: expected one argument`);
      return args[++i];
    };
    const positiveInt = (name, v) => {
      if (!/^\s*[+-]?\d+\s*$/.test(v) || Number(v) <= 0) throw new UsageError(`argument ${name}: requires positive integer, but found '${v}'`);
      return Number(v);
    };
    const choice = (name, v, list) => {
      if (!list.includes(v)) throw new UsageError(`argument ${name}: invalid choice: '${v}' (choose from ${list.map((x) => `'${x}'`).join(', ')})`);
      return v;
    };
    if (/^-j\d+$/.test(a)) { o.workers = positiveInt('-j', a.slice(2)); continue; }
    if (/^-D.+/.test(a) && !a.startsWith('--')) { a = '-D'; inline = args[i].slice(2); }
    switch (a) {
      case '-h': case '--help': o.help = true; break;
      case '--version': o.version = true; break;
      case '-j': case '--threads': case '--workers': o.workers = positiveInt(a, value()); break;
      case '-D': case '--param': {
        const p = value();
        const eq = p.indexOf('=');
        if (eq < 0) o.params[p] = '';
        else o.params[p.slice(0, eq)] = p.slice(eq + 1);
        break;
      }
      case '--test-output': setTestOutput(choice(a, value(), LEVELS)); break;
      case '--print-result-after': setPrintResult(choice(a, value(), LEVELS)); break;
      case '-q': case '--quiet': setPrintResult('failed'); setTestOutput('off'); o.terseSummary = true; break;
      case '-s': case '--succinct': setPrintResult('failed'); o.progressBar = true; break;
      case '-v': case '--verbose': case '-vv': case '--echo-all-commands': setTestOutput('failed'); break;
      case '-a': case '--show-all': setTestOutput('all'); break;
      case '--terse-summary': o.terseSummary = true; break;
      case '--no-terse-summary': o.terseSummary = false; break;
      case '--progress-bar': o.progressBar = true; break;
      case '--no-progress-bar': o.progressBar = false; break;
      case '--diagnostic-level': choice(a, value(), ['error', 'warning', 'note']); break;
      case '-o': case '--output': o.output = value(); break;
      case '--xunit-xml-output': o.xunit = value(); break;
      case '--timeout': o.timeout = Number(value()); break;
      case '--max-tests': o.maxTests = positiveInt(a, value()); break;
      case '--filter': o.filter = value(); break;
      case '--filter-out': o.filterOut = value(); break;
      case '--xfail': o.xfail = value().split(';'); break;
      case '--xfail-not': o.xfailNot = value().split(';'); break;
      case '--allow-empty-runs': o.allowEmptyRuns = true; break;
      case '--ignore-fail': o.ignoreFail = true; break;
      case '--no-execute': o.noExecute = true; break;
      case '--show-tests': o.showTests = true; break;
      case '--order': o.order = choice(a, value(), ['lexical', 'random', 'smart']); break;
      case '--shuffle': o.order = 'random'; break;
      default:
        if (Object.hasOwn(codeFlags, a)) { o.shownCodes.push(codeFlags[a]); break; }
        if (a.startsWith('-') && a !== '-') throw new UsageError(`unrecognized arguments: ${args[i]}`);
        o.paths.push(a);
    }
  }
  for (const [name, v] of [['--filter', o.filter], ['--filter-out', o.filterOut]]) {
    try {
      new RegExp(v, 'i');
    } catch (e) {
      throw new UsageError(`argument ${name}: invalid regular expression: '${v}', ${e.message}`);
    }
  }
  if (!o.paths.length && !o.help && !o.version) throw new UsageError('the following arguments are required: TEST_PATH');
  return o;
}

/** lit's progress bar without a terminal: "Testing: 0  2  4 ..." up to the percentage done. */
class SimpleProgressBar {
  constructor(out) {
    this.out = out;
    this.at = null;
  }

  update(fraction) {
    if (this.at === null) {
      this.out('Testing: ');
      this.at = 0;
    }
    const next = Math.floor(fraction * 50);
    let s = '';
    for (let i = this.at; i < next; i++) s += `${String(i * 2).padEnd(2)} `;
    if (s) this.out(s);
    this.at = Math.max(this.at, next);
  }

  clear() {
    if (this.at !== null) {
      this.out('\n');
      this.at = null;
    }
  }
}

/** Runs tests on `workers` threads (or in this one); calls onResult(test, result) as each finishes. */
async function runAll(tests, workers, runOpts, onResult) {
  if (workers <= 1) {
    for (const t of tests) onResult(t, await executeTest(t, { ...runOpts, xfail: t.xfail, xfailNot: t.xfailNot }));
    return;
  }
  const queue = tests.map((t, k) => k);
  const url = new URL('./worker.mjs', import.meta.url);
  const pool = [];
  try {
    await Promise.all(Array.from({ length: workers }, () => new Promise((resolve, reject) => {
      const w = new Worker(url, { workerData: { runOpts } });
      pool.push(w);
      const next = () => {
        if (!queue.length) { resolve(); return; }
        const k = queue.shift();
        w.postMessage({ k, test: tests[k] });
      };
      w.on('message', ({ k, result, error }) => {
        if (error) { reject(new Error(error)); return; }
        onResult(tests[k], result);
        next();
      });
      w.on('error', reject);
      next();
    })));
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}

/**
 * The mlirc-lit command. io: {stdout(text), stderr(text), cwd, env}.
 * Returns the exit status.
 */
export async function runLit(argv, io = {}) {
  const out = io.stdout || ((s) => process.stdout.write(s));
  const err = io.stderr || ((s) => process.stderr.write(s));
  const env = io.env || process.env;
  let opts;
  try {
    opts = parseLitArgs(argv, env);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    err(`${USAGE}mlirc-lit: error: ${e.message}\n`);
    return 2;
  }
  if (opts.help) { out(USAGE); return 0; }
  if (opts.version) { out(`${VERSION}\n`); return 0; }

  let discovered;
  try {
    discovered = await discoverTests(opts.paths, { params: opts.params, env, cwd: io.cwd || process.cwd() });
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    err(`mlirc-lit: error: ${e.message}\n`);
    return 2;
  }
  for (const w of discovered.warnings) err(`mlirc-lit: warning: ${w}\n`);
  const all = discovered.tests;
  if (!all.length) {
    err('error: did not discover any tests for provided path(s)\n');
    return 2;
  }
  if (opts.showTests) {
    out('-- Available Tests --\n');
    for (const t of [...all].sort((a, b) => (a.fullName < b.fullName ? -1 : 1))) out(`  ${t.fullName}\n`);
    return 0;
  }
  if (opts.order === 'random') {
    for (let k = all.length - 1; k > 0; k--) {
      const j = Math.floor(Math.random() * (k + 1));
      [all[k], all[j]] = [all[j], all[k]];
    }
  } else all.sort((a, b) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : 0));

  const filter = new RegExp(opts.filter, 'i');
  const filterOut = new RegExp(opts.filterOut, 'i');
  let selected = all.filter((t) => filter.test(t.fullName) && !filterOut.test(t.fullName));
  if (!selected.length) {
    err(`error: filter did not match any tests (of ${all.length} discovered).  `);
    if (opts.allowEmptyRuns) { err("Suppressing error because '--allow-empty-runs' was specified.\n"); return 0; }
    err("Use '--allow-empty-runs' to suppress this error.\n");
    return 2;
  }
  if (opts.maxTests) selected = selected.slice(0, opts.maxTests);
  const chosen = new Set(selected);
  for (const t of all) if (!chosen.has(t)) t.result = { code: 'EXCLUDED', output: '', elapsed: null };
  const xfail = (t) => opts.xfail.includes(t.pathInSuite.join('/')) || opts.xfail.includes(t.fullName);
  const xfailNot = (t) => opts.xfailNot.includes(t.pathInSuite.join('/')) || opts.xfailNot.includes(t.fullName);

  const tmp = makeRunTmpDir();
  const tmpEnv = { TMP: tmp, TMPDIR: tmp, TEMP: tmp, TEMPDIR: tmp };
  const workers = Math.max(1, Math.min(selected.length, opts.workers));
  const ofTotal = selected.length !== all.length ? ` of ${all.length}` : '';
  const display = opts.printResultAfter !== 'off' || opts.progressBar;
  if (display) out(`-- Testing: ${selected.length}${ofTotal} tests, ${workers} workers --\n`);
  const bar = opts.progressBar ? new SimpleProgressBar(out) : null;
  if (bar) bar.update(0);
  const start = process.hrtime.bigint();
  let done = 0;
  const plain = selected.map((t) => ({ ...t, xfail: xfail(t) ? ['*'] : [], xfailNot: xfailNot(t) }));
  try {
    await runAll(plain, workers, { timeout: opts.timeout, noExecute: opts.noExecute, tmpEnv }, (t, result) => {
      const original = selected[plain.indexOf(t)];
      original.result = result;
      done++;
      const line = formatResult(original, result, done, selected.length, opts);
      if (line && bar) bar.clear();
      out(line);
      if (bar) bar.update(done / selected.length);
    });
    if (bar) bar.clear();
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  out(formatSummary(all, elapsed, opts));
  if (opts.xunit) writeReport(path.resolve(io.cwd || process.cwd(), opts.xunit), junitXml(all, elapsed));
  if (opts.output) writeReport(path.resolve(io.cwd || process.cwd(), opts.output), jsonReport(all, elapsed));
  if (all.some((t) => IS_FAILURE[t.result.code])) {
    if (opts.ignoreFail) {
      err("\nExiting with status 0 instead of 1 because '--ignore-fail' was specified.\n");
      return 0;
    }
    return 1;
  }
  return 0;
}

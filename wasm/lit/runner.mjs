// runner.mjs: runs one test as lit's ShTest format does: its directives,
// feature checks (REQUIRES, UNSUPPORTED, XFAIL), substitutions, the RUN
// lines in the internal shell, retries, and the verdict with lit's output
// ("Exit Code: N", "Command Output (stdout): ...").

import fs from 'node:fs';
import path from 'node:path';
import { evaluate } from './boolean_expr.mjs';
import { ScriptFatal, executeScript } from './executor.mjs';
import { applySubstitutions, defaultSubstitutions, parseTestScript } from './script.mjs';
import { Tools } from './tools.mjs';

/** Result codes in lit's order: [name, label, isFailure]. */
export const CODES = [
  ['EXCLUDED', 'Excluded', false],
  ['SKIPPED', 'Skipped', false],
  ['UNSUPPORTED', 'Unsupported', false],
  ['PASS', 'Passed', false],
  ['FLAKYPASS', 'Passed With Retry', false],
  ['XFAIL', 'Expectedly Failed', false],
  ['UNRESOLVED', 'Unresolved', true],
  ['TIMEOUT', 'Timed Out', true],
  ['FAIL', 'Failed', true],
  ['XPASS', 'Unexpectedly Passed', true],
];
export const LABEL = Object.fromEntries(CODES.map(([n, l]) => [n, l]));
export const IS_FAILURE = Object.fromEntries(CODES.map(([n, , f]) => [n, f]));

function realpath(p) {
  // realpath of a path that may not exist yet: resolve its longest existing prefix.
  let head = p;
  const tail = [];
  while (!fs.existsSync(head)) {
    const parent = path.dirname(head);
    if (parent === head) return p;
    tail.unshift(path.basename(head));
    head = parent;
  }
  return path.join(fs.realpathSync(head), ...tail);
}

function missingRequired(requires, features) {
  return requires.filter((r) => !evaluate(r, features));
}

function isExpectedToFail(xfails, features, opts) {
  if (opts.xfailNot) return false;
  for (const x of xfails) {
    if (x === '*') return true;
    try {
      if (evaluate(x, features)) return true;
    } catch (e) {
      throw new Error(`Error in XFAIL list:\n${e.message}`);
    }
  }
  return false;
}

/** Runs the test's script (after the checks); returns {code, output}. */
async function runShTest(test, parsed, opts) {
  const config = test.config;
  const execDir = path.dirname(test.execPath);
  const tmpDir = path.join(execDir, 'Output');
  const tmpBase = path.join(tmpDir, path.basename(test.execPath));
  const substitutions = defaultSubstitutions({
    sourcePath: test.sourcePath,
    tmpBase,
    realpath,
    configSubstitutions: config.substitutions,
  });
  let lines;
  try {
    lines = applySubstitutions(parsed.script, substitutions, config.features, config.recursiveExpansionLimit);
  } catch (e) {
    // lit prints its Python traceback here; its last line is this one.
    return { code: 'UNRESOLVED', output: `Exception during script execution:\nValueError: ${e.message}\n\n` };
  }
  if (opts.noExecute) return { code: 'PASS', output: '' };
  fs.mkdirSync(tmpDir, { recursive: true });
  const env = { ...config.environment, ...(opts.tmpEnv || {}), LIT_CURRENT_TESTCASE: test.fullName };
  const tools = new Tools(config.tools, opts.toolOverrides || {});
  const retries = parsed.allowedRetries ?? config.testRetryAttempts ?? 0;
  const timeout = opts.timeout || config.timeout || 0;
  let attempt = 0;
  let res;
  let code;
  for (; attempt <= retries; attempt++) {
    try {
      res = await executeScript(lines, { cwd: execDir, env, tools, pipefail: config.pipefail, timeout });
    } catch (e) {
      if (!(e instanceof ScriptFatal)) throw e;
      res = { out: `# ${e.message.split('\n').filter((l, k, a) => k < a.length - 1 || l).join('\n# ')}\n`, exitCode: 1, timeoutInfo: null };
      code = 'UNRESOLVED';
      break;
    }
    code = res.exitCode === 0 ? 'PASS' : res.timeoutInfo ? 'TIMEOUT' : 'FAIL';
    if (code !== 'FAIL') break;
  }
  if (attempt > 0 && code === 'PASS') code = 'FLAKYPASS';
  let output = `Exit Code: ${res.exitCode}\n`;
  if (res.timeoutInfo) output += `Timeout: ${res.timeoutInfo}\n`;
  output += '\n';
  if (res.out) output += `Command Output (stdout):\n--\n${res.out}\n--\n`;
  return { code, output, attempts: Math.min(attempt, retries) + 1, maxAttempts: retries + 1 };
}

/**
 * The verdict of one test: {code, output, elapsed (s), attempts, maxAttempts}.
 * opts: {timeout, noExecute, tmpEnv, xfail, xfailNot, toolOverrides (this
 * thread only: in-process tools by name, e.g. to compare a tool with another)}.
 */
export async function executeTest(test, opts = {}) {
  const start = process.hrtime.bigint();
  const r = await verdict(test, opts);
  r.elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  return r;
}

async function verdict(test, opts) {
  const config = test.config;
  if (config.unsupported) return { code: 'UNSUPPORTED', output: 'Test is unsupported' };
  let parsed;
  try {
    parsed = parseTestScript(fs.readFileSync(test.sourcePath, 'utf8'));
  } catch (e) {
    return { code: 'UNRESOLVED', output: e.message };
  }
  const features = config.features;
  const xfails = [...parsed.xfails, ...(opts.xfail || [])];
  const xfailNot = opts.xfailNot || false;
  let expectFail;
  try {
    expectFail = isExpectedToFail(xfails, features, { xfailNot });
    const missing = missingRequired(parsed.requires, features);
    if (missing.length) return { code: 'UNSUPPORTED', output: `Test requires the following unavailable features: ${missing.join(', ')}` };
    const unsupported = parsed.unsupported.filter((u) => evaluate(u, features));
    if (unsupported.length) return { code: 'UNSUPPORTED', output: `Test does not support the following features and/or targets: ${unsupported.join(', ')}` };
  } catch (e) {
    return { code: 'UNRESOLVED', output: e.message };
  }
  const r = await runShTest(test, parsed, opts);
  if (expectFail) {
    if (r.code === 'PASS') r.code = 'XPASS';
    else if (r.code === 'FAIL') r.code = 'XFAIL';
  }
  return r;
}

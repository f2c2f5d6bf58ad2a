// config.mjs: test suites and their configuration. A suite is the folder
// holding lit.cfg.mjs (or lit.cfg.json); lit.local.cfg.mjs / .json in a
// subfolder adjusts a copy of its parent's configuration. Tests are the
// files with one of the suffixes, found as lit finds them.
//
// A configuration module exports an object, or a function that fills in
// the config it is given: (config, {params, env, dir}) => void.
//
//   export default {
//     name: 'my-dialect',
//     suffixes: ['.mlir'],
//     excludes: ['Inputs'],
//     tools: { 'mlir-opt': 'mlirc-opt' },        // command name -> command
//     substitutions: [['%{opt}', 'mlirc-opt --mlir-disable-threading']],
//     features: ['my-feature'],                  // for REQUIRES/UNSUPPORTED/XFAIL/%if
//     path: ['/opt/llvm/bin'],                   // searched first for programs
//     environment: { MY_VAR: '1' },
//   };

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SUITE_CONFIGS = ['lit.cfg.mjs', 'lit.cfg.json'];
export const LOCAL_CONFIGS = ['lit.local.cfg.mjs', 'lit.local.cfg.json'];

/** Environment variables lit passes from its own environment to tests. */
const PASSED_VARS = [
  'LIBRARY_PATH', 'LD_LIBRARY_PATH', 'TERM', 'LD_PRELOAD', 'LLVM_SYMBOLIZER_PATH', 'LLVM_PROFILE_FILE',
  'ASAN_SYMBOLIZER_PATH', 'ASAN_OPTIONS', 'LSAN_OPTIONS', 'UBSAN_OPTIONS', 'TSAN_OPTIONS', 'MSAN_OPTIONS',
  'SSH_AUTH_SOCK', 'TMPDIR', 'TMP', 'TEMP', 'TEMPDIR', 'FILECHECK_OPTS', 'SOURCE_DATE_EPOCH', 'HOME', 'NODE_PATH',
];

/** A fresh configuration (lit's TestingConfig.fromdefaults). */
export function defaultConfig(env = process.env) {
  const environment = { PATH: env.PATH || '', LLVM_DISABLE_CRASH_REPORT: '1' };
  for (const v of PASSED_VARS) if (env[v]) environment[v] = env[v];
  return {
    name: '<unnamed>',
    suffixes: [],
    excludes: [],
    substitutions: [],
    tools: {},
    features: [],
    environment,
    path: [],
    testSourceRoot: null,
    testExecRoot: null,
    recursiveExpansionLimit: null,
    pipefail: true,
    unsupported: false,
    timeout: 0,
    testRetryAttempts: 0,
  };
}

export class ConfigError extends Error {}

const clone = (c) => JSON.parse(JSON.stringify(c));

/** Normalizes what a config file set: substitutions as pairs, PATH with config.path in front. */
function finish(config) {
  if (!Array.isArray(config.substitutions)) config.substitutions = Object.entries(config.substitutions || {});
  config.substitutions = config.substitutions.map(([a, b]) => [String(a), String(b)]);
  config.suffixes = [...(config.suffixes || [])];
  config.excludes = [...(config.excludes || [])];
  config.features = [...new Set(config.features || [])];
  return config;
}

/** Loads a config file into (a copy of) `base`. */
export async function loadConfigFile(file, base, context) {
  const config = clone(base);
  const dir = path.dirname(file);
  try {
    if (file.endsWith('.json')) Object.assign(config, JSON.parse(fs.readFileSync(file, 'utf8')));
    else {
      const mod = await import(pathToFileURL(file).href);
      const def = mod.default;
      if (typeof def === 'function') await def(config, { ...context, dir });
      else if (def && typeof def === 'object') Object.assign(config, clone(def));
      else throw new Error('the module must export default an object or a function');
    }
  } catch (e) {
    throw new ConfigError(`unable to load config from '${file}': ${e.message}`);
  }
  if (config.path && config.path.length) {
    config.environment.PATH = [...config.path.map((p) => path.resolve(dir, p)), config.environment.PATH].join(':');
    config.path = [];
  }
  return finish(config);
}

function findConfig(dir, names) {
  for (const n of names) {
    const p = path.join(dir, n);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

/** One suite: its roots and configuration; local configurations are cached per folder. */
class Suite {
  constructor(config, sourceRoot, execRoot) {
    this.config = config;
    this.name = config.name;
    this.sourceRoot = sourceRoot;
    this.execRoot = execRoot;
    this.localConfigs = new Map();
  }
}

/**
 * Finds the tests of `inputs` (files or folders). Returns {tests, warnings}:
 * each test {suite, pathInSuite: [...], config, fullName, sourcePath, execPath}.
 */
export async function discoverTests(inputs, context) {
  const suites = new Map();
  const warnings = [];
  const tests = [];

  const suiteFor = async (dir) => {
    const real = fs.realpathSync(dir);
    if (suites.has(real)) return suites.get(real);
    const cfgFile = findConfig(dir, SUITE_CONFIGS);
    let res;
    if (!cfgFile) {
      const parent = path.dirname(dir);
      if (parent === dir) res = { suite: null, rel: [] };
      else {
        const up = await suiteFor(parent);
        res = { suite: up.suite, rel: [...up.rel, path.basename(dir)] };
      }
    } else {
      const config = await loadConfigFile(cfgFile, defaultConfig(context.env), context);
      const sourceRoot = path.resolve(dir, config.testSourceRoot || '.');
      const execRoot = path.resolve(dir, config.testExecRoot || sourceRoot);
      res = { suite: new Suite(config, sourceRoot, execRoot), rel: [] };
    }
    suites.set(real, res);
    return res;
  };

  const localConfig = async (suite, rel) => {
    const key = rel.join('/');
    if (suite.localConfigs.has(key)) return suite.localConfigs.get(key);
    const parent = rel.length ? await localConfig(suite, rel.slice(0, -1)) : suite.config;
    const file = findConfig(path.join(suite.sourceRoot, ...rel), LOCAL_CONFIGS);
    const config = file ? await loadConfigFile(file, parent, context) : parent;
    suite.localConfigs.set(key, config);
    return config;
  };

  const makeTest = (suite, rel, config) => ({
    suiteName: suite.name,
    pathInSuite: rel,
    fullName: `${suite.name} :: ${rel.join('/')}`,
    sourcePath: path.join(suite.sourceRoot, ...rel),
    execPath: path.join(suite.execRoot, ...rel),
    config,
  });

  const isTestFile = (name, config) => !name.startsWith('.') && !config.excludes.includes(name) && config.suffixes.some((s) => name.endsWith(s));

  const walk = async (suite, rel, out) => {
    const dir = path.join(suite.sourceRoot, ...rel);
    const config = await localConfig(suite, rel);
    const entries = fs.readdirSync(dir).sort();
    for (const name of entries) {
      const p = path.join(dir, name);
      if (!fs.statSync(p).isDirectory() && isTestFile(name, config)) out.push(makeTest(suite, [...rel, name], config));
    }
    for (const name of entries) {
      if (['Output', '.svn', '.git'].includes(name) || config.excludes.includes(name)) continue;
      const p = path.join(dir, name);
      if (!fs.statSync(p).isDirectory()) continue;
      if (findConfig(p, SUITE_CONFIGS)) {
        const sub = await suiteFor(p);
        if (sub.suite && sub.suite !== suite) {
          const before = out.length;
          await walk(sub.suite, sub.rel, out);
          if (out.length === before) warnings.push(`test suite '${sub.suite.name}' contained no tests`);
          continue;
        }
      }
      await walk(suite, [...rel, name], out);
    }
  };

  for (const input of inputs) {
    const before = tests.length;
    let item = path.resolve(context.cwd || process.cwd(), input);
    const components = [];
    while (!fs.existsSync(item) || !fs.statSync(item).isDirectory()) {
      const parent = path.dirname(item);
      if (parent === item) break;
      components.unshift(path.basename(item));
      item = parent;
    }
    const { suite, rel } = await suiteFor(item);
    if (!suite) {
      warnings.push(`unable to find test suite for '${input}'`);
      continue;
    }
    const pathInSuite = [...rel, ...components];
    const source = path.join(suite.sourceRoot, ...pathInSuite);
    if (!fs.existsSync(source)) { warnings.push(`input '${input}' contained no tests`); continue; }
    if (fs.statSync(source).isDirectory()) await walk(suite, pathInSuite, tests);
    else {
      const config = await localConfig(suite, pathInSuite.slice(0, -1));
      if (isTestFile(pathInSuite[pathInSuite.length - 1], config)) tests.push(makeTest(suite, pathInSuite, config));
    }
    if (tests.length === before) warnings.push(`input '${input}' contained no tests`);
  }
  return { tests, warnings };
}

/** A scratch folder for a run, set as TMPDIR & co. of the tests (as lit does). */
export function makeRunTmpDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lit-tmp-'));
}

// lit.d.ts: types of mlirc/lit (lit.mjs).

export interface LitIO {
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  cwd?: string;
  env?: Record<string, string | undefined>;
}

/** The mlirc-lit command (lit's options and test paths); resolves to its exit status. */
export function runLit(argv: string[], io?: LitIO): Promise<number>;

/** A suite configuration (lit.cfg.mjs exports one, or a function filling one in). */
export interface LitConfig {
  name: string;
  suffixes: string[];
  excludes: string[];
  /** [regex pattern, replacement] pairs, applied in order before lit's own (%s, %t, ...). */
  substitutions: Array<[string, string]>;
  /** Command names mapped to other commands, e.g. {'mlir-opt': 'mlirc-opt'}. */
  tools: Record<string, string>;
  /** Available features for REQUIRES, UNSUPPORTED, XFAIL and %if. */
  features: string[];
  environment: Record<string, string>;
  /** Folders searched first for programs. */
  path: string[];
  testSourceRoot: string | null;
  testExecRoot: string | null;
  recursiveExpansionLimit: number | null;
  pipefail: boolean;
  unsupported: boolean;
  /** Seconds per test (0: none). */
  timeout: number;
  testRetryAttempts: number;
}

export type LitConfigModule =
  | Partial<LitConfig>
  | ((config: LitConfig, context: { params: Record<string, string>; env: Record<string, string | undefined>; dir: string }) => void | Promise<void>);

export type ResultCode = 'PASS' | 'FLAKYPASS' | 'FAIL' | 'XFAIL' | 'XPASS' | 'UNSUPPORTED' | 'UNRESOLVED' | 'TIMEOUT' | 'EXCLUDED' | 'SKIPPED';

export interface LitTest {
  fullName: string;
  pathInSuite: string[];
  sourcePath: string;
  execPath: string;
  config: LitConfig;
}

/** Finds the tests of files and folders (their suite is where lit.cfg.mjs / lit.cfg.json is). */
export function discoverTests(paths: string[], context: { params?: Record<string, string>; env?: Record<string, string | undefined>; cwd?: string }):
  Promise<{ tests: LitTest[]; warnings: string[] }>;

/** Runs one test in this thread. */
export function executeTest(test: LitTest, options?: { timeout?: number }):
  Promise<{ code: ResultCode; output: string; elapsed: number }>;

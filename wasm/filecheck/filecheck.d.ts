// filecheck.d.ts: types of mlirc/filecheck (filecheck.mjs).

/** FileCheck's flags, camelCased; plus names for the texts in messages. */
export interface FileCheckOptions {
  /** --check-prefix(es) (default ['CHECK']). */
  checkPrefixes?: string[];
  /** --comment-prefixes (default ['COM', 'RUN']). */
  commentPrefixes?: string[];
  /** --implicit-check-not patterns. */
  implicitCheckNot?: string[];
  /** -D definitions: 'NAME=value' or '#NAME=expression' ('#%x,NAME=...'). */
  globalDefines?: string[];
  allowEmptyInput?: boolean;
  allowUnusedPrefixes?: boolean;
  enableVarScope?: boolean;
  allowDeprecatedDagOverlap?: boolean;
  matchFullLines?: boolean;
  strictWhitespace?: boolean;
  ignoreCase?: boolean;
  verbose?: boolean;
  verboseVerbose?: boolean;
  /** The check text's name in diagnostics (default 'check'). */
  checkName?: string;
  /** The input's name in diagnostics (default '<stdin>'). */
  inputName?: string;
  /** When to append the annotated input dump (default 'fail'). */
  dumpInput?: 'fail' | 'always' | 'never';
}

export interface FileCheckResult {
  /** The input matched every directive. */
  ok: boolean;
  /** FileCheck's exit status: 0 matched, 1 did not, 2 bad directives or options. */
  exitCode: 0 | 1 | 2;
  /** FileCheck's report: diagnostics, then the input dump on failure. */
  stderr: string;
}

/** Checks `input` against the directives in `checkText`, in memory. */
export function fileCheck(checkText: string | Uint8Array, input: string | Uint8Array, options?: FileCheckOptions): FileCheckResult;

export interface FileCheckIO {
  readFile?: (path: string) => Uint8Array | string;
  stdin?: Uint8Array | string | (() => Uint8Array | string);
  env?: { FILECHECK_OPTS?: string };
  /** The program name shown in "FileCheck command line:". */
  argv0?: string;
}

/** The `filecheck` command on an argument list: {exitCode, stdout, stderr} (one char per byte). */
export function fileCheckMain(args: string[], io?: FileCheckIO): { exitCode: number; stdout: string; stderr: string };

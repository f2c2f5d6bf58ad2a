// testing.d.ts: types of mlirc/testing (testing.mjs).
import type { Mlirc } from 'mlirc';
import type { FileCheckOptions } from 'mlirc/filecheck';

export { fileCheck } from 'mlirc/filecheck';

/** The API instance the helpers share. */
export function mlirc(): Promise<Mlirc>;

/** mlirc-opt with mlir-opt's flags on a string. */
export function mlirOpt(args: string[], input: string): Promise<{ stdout: string; stderr: string; exitCode: number }>;

/** Runs a textual pass pipeline; returns the printed module, throws an AssertionError with the diagnostics on failure. */
export function runPipeline(pipeline: string, input: string, options?: { args?: string[] }): Promise<string>;

/** Checks a text against FileCheck directives; throws an AssertionError with FileCheck's report. */
export function checkText(output: string, checks: string, options?: FileCheckOptions): void;

/** Runs mlirc-opt and checks its output (and stderr with `stderr: true`) against FileCheck directives. */
export function checkOpt(args: string[], input: string, checks: string,
  options?: FileCheckOptions & { stderr?: boolean; expectFailure?: boolean }): Promise<{ stdout: string; stderr: string; exitCode: number }>;

/** Checks the expected-error/-warning/-note/-remark comments of the input (--verify-diagnostics). */
export function expectDiagnostics(args: string[], input: string): Promise<{ stdout: string; stderr: string; exitCode: number }>;

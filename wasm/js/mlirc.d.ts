// mlirc.d.ts: types of the mlirc JavaScript API (mlirc.mjs).

/** Options of loadMlirc. */
export interface LoadOptions {
  /** The bytes of mlirc_core.wasm (skips fetching / reading it). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Maps a file name of the build (`mlirc_core.wasm`) to its URL (browsers) or path/URL (Node). */
  locateFile?: (file: string, scriptDirectory: string) => string;
  /** Receives what the C core writes to stdout / stderr (default: console). */
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}

/** Instantiates the WebAssembly module; each call makes an independent instance. */
export function loadMlirc(options?: LoadOptions): Promise<Mlirc>;
export default loadMlirc;

export type Severity = 'error' | 'warning' | 'note' | 'remark';

/** A diagnostic copied out of the C core. */
export interface Diagnostic {
  severity: Severity;
  /** The message, without location or severity. */
  message: string;
  /** The file location (name and call-site locations report their innermost one); null when there is none. */
  file: string | null;
  line: number | null;
  column: number | null;
  notes: Diagnostic[];
}

/** An error reported by MLIR. */
export class MlirError extends Error {
  /** The rendered diagnostics, one `file:line:col: severity: message` line each, notes after their diagnostic. */
  message: string;
  diagnostics: Diagnostic[];
  constructor(message: string, diagnostics?: Diagnostic[]);
}

/** Upstream's printing flags (mlirOpPrintingFlags*); all default to off. */
export interface PrintingFlags {
  /** Generic op form (`--mlir-print-op-generic`). */
  generic?: boolean;
  /** Print locations (`--mlir-print-debuginfo`). */
  debugInfo?: boolean;
  /** Print locations in the pretty form (implies debugInfo). */
  prettyDebugInfo?: boolean;
  /** Print as if the op were the top level (`--mlir-print-local-scope`). */
  localScope?: boolean;
  assumeVerified?: boolean;
  skipRegions?: boolean;
  nameLocAsPrefix?: boolean;
  /** Elide elements attributes larger than this (`--mlir-elide-elementsattrs-if-larger`). */
  largeElementsLimit?: number;
  /** Elide resource strings larger than this. */
  largeResourceLimit?: number;
}

export interface BytecodeOptions {
  /** The bytecode version to write, 0 to 6 (default: the newest, as `--emit-bytecode`). */
  desiredVersion?: number;
}

export interface ParseOptions {
  /** The source name in locations and diagnostics (default: "-", as upstream's mlirModuleCreateParse). */
  fileName?: string;
}

/** The contents of files that flags name (`--irdl-file=PATH`), by path: wasm has no file system. */
export type OptMainFiles = Record<string, string | Uint8Array>;

export interface OptMainResult<T = string> {
  stdout: T;
  stderr: T;
  /** The driver's exit status: 0 or 1. */
  exitCode: number;
}

/** The API of one instance. */
export interface Mlirc {
  Context: typeof Context;
  Module: typeof Module;
  Operation: typeof Operation;
  OpAttributeMap: typeof OpAttributeMap;
  NamedAttribute: typeof NamedAttribute;
  Region: typeof Region;
  Block: typeof Block;
  Value: typeof Value;
  Type: typeof Type;
  Attribute: typeof Attribute;
  Location: typeof Location;
  MlirError: typeof MlirError;
  PassManager: typeof PassManager;
  AsmState: typeof AsmState;
  PatternRewriter: typeof PatternRewriter;
  ConversionPatternRewriter: typeof ConversionPatternRewriter;
  RewritePatternSet: typeof RewritePatternSet;
  FrozenRewritePatternSet: typeof FrozenRewritePatternSet;
  ConversionTarget: typeof ConversionTarget;
  TypeConverter: typeof TypeConverter;
  /**
   * Applies the patterns and the dialects' folders to the regions of a
   * Module or Operation until nothing changes (upstream's
   * apply_patterns_and_fold_greedily). Throws Error('pattern application
   * failed to converge') when a limit is reached first, or the error a
   * pattern threw.
   */
  applyPatternsAndFoldGreedily(target: Module | Operation, patterns: FrozenRewritePatternSet, options?: GreedyRewriteOptions): void;
  /** Visits the ops once each, post-order, applying the first matching pattern (no folding). */
  walkAndApplyPatterns(target: Module | Operation, patterns: FrozenRewritePatternSet): void;
  /**
   * Converts what legalizes in a Module or Operation. Throws MlirError with
   * upstream's diagnostics (`failed to legalize operation '...' that was
   * explicitly marked illegal`), the IR restored, when an illegal op is left;
   * or the error a callback threw.
   */
  applyPartialConversion(target: Module | Operation, conversionTarget: ConversionTarget, patterns: FrozenRewritePatternSet, options?: ConversionOptions): void;
  /** As applyPartialConversion, but every op must legalize (`failed to legalize operation '...'`). */
  applyFullConversion(target: Module | Operation, conversionTarget: ConversionTarget, patterns: FrozenRewritePatternSet, options?: ConversionOptions): void;
  /**
   * mlir-opt in a function (the same driver as the native mlirc-opt): `args`
   * are its flags (no program name); a positional argument names the input
   * in locations and diagnostics. `-o FILE` is not acted upon.
   */
  optMain(args: string[], input: string | Uint8Array, options?: { files?: OptMainFiles }): OptMainResult<string>;
  optMain(args: string[], input: string | Uint8Array, options: { bytes: true; files?: OptMainFiles }): OptMainResult<Uint8Array>;
  optMain(args: string[], input: string | Uint8Array, options: { bytes?: boolean; files?: OptMainFiles }): OptMainResult<string | Uint8Array>;
  /**
   * The passes the driver registers (what `--pass-pipeline` accepts), in
   * registration order, from mlirExtPassRegistryWriteJSON. Read once; the
   * same frozen array is returned on every call.
   */
  passes(): readonly PassInfo[];
  /**
   * Runs function `name` of `module` with the interpreter, through the
   * function's C interface. Integers up to 32 bits, f16, bf16, f32 and f64
   * are Numbers; i64, index and wider integers BigInts (Numbers accepted in);
   * memrefs and tensors typed arrays or {data, shape} in, {data, shape} out.
   * A memref argument is copied back after the call. Throws MlirError (with
   * `stdout` and `stderr` so far) on undefined behaviour, a limit, or a
   * module that cannot run.
   */
  run(module: Module, name?: string, args?: RunArgument[], options?: RunOptions): RunResult;
  /**
   * mlir-runner in a function (the driver of the native mlirc-runner): `args`
   * are its flags (`-e main`, `--entry-point-result=i32|i64|f32|void`,
   * `--shared-libs=...`, `--max-steps=N`, `--max-call-depth=N`).
   */
  runnerMain(args: string[], input: string | Uint8Array, options?: { terminal?: boolean }): OptMainResult<string>;
  /**
   * The LLVM IR text of a module of llvm-dialect operations, as
   * `mlir-translate --mlir-to-llvmir` 22 prints it. Throws MlirError with
   * upstream's diagnostics for an op it cannot translate. As upstream, the
   * module may be changed on the way (a terminator naming a block with
   * arguments twice gets a forwarding block).
   */
  translateToLLVMIR(module: Module): string;
  /**
   * mlir-translate in a function (the driver of the native mlirc-translate):
   * `args` are its flags (`--mlir-to-llvmir`, `--split-input-file`,
   * `--verify-diagnostics`); a positional argument names the input.
   */
  translateMain(args: string[], input: string | Uint8Array): OptMainResult<string>;
}

/** A typed array a memref or tensor argument is read from (and a memref written back to). */
export type RunArray = Float32Array | Float64Array | Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | BigInt64Array | BigUint64Array;
export type RunArgument = number | bigint | boolean | RunArray | { data: RunArray; shape: number[] };
export type RunValue = number | bigint | { data: RunArray; shape: number[] };

export interface RunOptions {
  /** The step budget (default 10^9 operations). */
  maxSteps?: number;
  /** The call-depth limit (default 10^4). */
  maxCallDepth?: number;
  /** Report memory never freed as warnings (in `warnings`) and count it in `leaks`. */
  leakCheck?: boolean;
}

export interface RunResult {
  results: RunValue[];
  /** What the program printed (printF32, printMemrefF32, ...). */
  stdout: string;
  stderr: string;
  /** Operations run. */
  steps: number;
  /** Allocations never freed (with leakCheck). */
  leaks: number;
  warnings: Diagnostic[];
}

/** A registered pass (mlirExtPassRegistryWriteJSON). */
export interface PassInfo {
  /** The pipeline name, e.g. `canonicalize`. */
  readonly argument: string;
  /** Upstream's pass class name, e.g. `Canonicalizer` (as in `IR Dump After Canonicalizer`). */
  readonly name: string;
  readonly description: string;
  /**
   * The op the pass is restricted to (e.g. `func.func`), or null when it runs
   * on any op: in a pipeline it goes inside that op's group, as
   * `builtin.module(func.func(promote-buffers-to-stack))`.
   */
  readonly anchor: string | null;
  readonly options: readonly PassOption[];
}

/** An option of a pass: `canonicalize{max-iterations=3}`. */
export interface PassOption {
  readonly name: string;
  readonly description: string;
  readonly type: 'bool' | 'int' | 'string' | 'enum' | 'list';
  /** The default as text ('' when none). */
  readonly default: string;
  /** The accepted values of an enum option. */
  readonly values?: readonly string[];
}

// The classes below belong to an instance (`mlir.Context`, ...); their types
// are exported for annotations only.
export type { Context, Module, Operation, OpAttributeMap, NamedAttribute, Region, Block, Value, Type, Attribute, Location, PassManager };
export type { PatternRewriter, ConversionPatternRewriter, RewritePatternSet, FrozenRewritePatternSet, ConversionTarget, TypeConverter };

/** Owns IR and uniqued objects. */
declare class Context {
  constructor(options?: { allowUnregisteredDialects?: boolean });
  allowUnregisteredDialects: boolean;
  readonly disposed: boolean;
  /** Parses a module (top-level ops outside a `module` are wrapped in one). Throws MlirError. */
  parse(text: string | Uint8Array, options?: ParseOptions): Module;
  /**
   * Parses and verifies `text` keeping where values, blocks and symbols are
   * defined and used, for the language queries of the returned state.
   */
  parseAsmState(text: string, options?: { fileName?: string }): AsmState;
  /** Creates an empty module. */
  createModule(): Module;
  /** Parses a type. Throws MlirError. */
  parseType(text: string): Type;
  /** Parses an attribute. Throws MlirError. */
  parseAttribute(text: string): Attribute;
  /** How many dialects are registered (builtin included). */
  readonly numRegisteredDialects: number;
  /** Whether a dialect with this namespace (e.g. `arith`) is registered. */
  isRegisteredDialect(namespace: string): boolean;
  /** Whether an operation named `name` (e.g. `arith.addi`) is registered. */
  isRegisteredOperation(name: string): boolean;
  /** The registered operations, sorted by name, with their ODS summaries ('' when none). */
  registeredOperations(): { name: string; summary: string }[];
  /** Frees the context after disposing its modules; idempotent. */
  dispose(): void;
}

/** Options of a PassManager: where its reports go (default: returned by run() and dispose()). */
export interface PassManagerOptions {
  output?: (text: string) => void;
}

/** IR printing around passes (upstream's enable_ir_printing); afterAll defaults to true. */
export interface IRPrintingOptions {
  beforeAll?: boolean;
  afterAll?: boolean;
  moduleScope?: boolean;
  afterOnlyOnChange?: boolean;
  afterOnlyOnFailure?: boolean;
  flags?: PrintingFlags;
}

/** A pass manager over mlir-c/Pass.h, as upstream's Python mlir.passmanager.PassManager. */
declare class PassManager {
  /** An empty manager anchored on `anchor` ('any' by default). */
  constructor(anchor: string | undefined, context: Context, options?: PassManagerOptions);
  /** Parses a whole pipeline, e.g. `builtin.module(func.func(cse))`. Throws MlirError. */
  static parse(pipeline: string, context: Context, options?: PassManagerOptions): PassManager;
  readonly context: Context;
  readonly disposed: boolean;
  /** Appends passes in the textual syntax, e.g. `canonicalize,cse`. Throws MlirError. */
  add(pipeline: string): void;
  enableIRPrinting(options?: IRPrintingOptions): void;
  /** Verification after each pass (on by default). */
  enableVerifier(enable?: boolean): void;
  /** The `--mlir-timing` report, returned by dispose(). */
  enableTiming(): void;
  /** The `--mlir-pass-statistics` report, returned by dispose(). */
  enableStatistics(): void;
  /** Runs `entry` with the interpreter before the pipeline and after each pass; run() throws at the first pass that changed its result. */
  enableResultChecking(entry?: string | null, seed?: number | bigint): void;
  /** Runs on a Module or an Operation; returns the reports printed (IR dumps). Throws MlirError. */
  run(target: Module | Operation): string;
  /** The pipeline in upstream's textual form. */
  toString(): string;
  /** Frees the manager (also done when its context is disposed); returns the final reports. Idempotent. */
  dispose(): string;
}

declare class Module {
  private constructor();
  readonly context: Context;
  readonly disposed: boolean;
  readonly operation: Operation;
  readonly body: Block;
  toString(flags?: PrintingFlags): string;
  /** The module as MLIR bytecode; see Operation.writeBytecode. */
  writeBytecode(options?: BytecodeOptions): Uint8Array;
  /** Frees the module and its IR; idempotent. Wrappers of its IR then throw. */
  dispose(): void;
}

declare class Operation {
  private constructor();
  readonly context: Context;
  /** The full name, e.g. `func.func`. */
  readonly name: string;
  readonly location: Location;
  readonly operands: Value[];
  readonly results: Value[];
  /** The only result; throws unless there is exactly one. */
  readonly result: Value;
  readonly regions: Region[];
  readonly successors: Block[];
  readonly attributes: OpAttributeMap;
  /** The operation containing this one, or null. */
  readonly parent: Operation | null;
  /** The block containing this operation, or null. */
  readonly block: Block | null;
  equals(other: unknown): boolean;
  /** The operation's text; throws MlirError "out of memory" rather than return a truncated text. */
  toString(flags?: PrintingFlags): string;
  /** The operation as MLIR bytecode, which Context.parse and mlir-opt read back; throws when `desiredVersion` is too old for the IR. */
  writeBytecode(options?: BytecodeOptions): Uint8Array;
  /** Prints in pieces; an error thrown by `write` stops the output and is rethrown. */
  print(write: (text: string) => void, flags?: PrintingFlags): void;
  /** Returns true or throws MlirError with the verifier's diagnostics. */
  verify(): true;
}

declare class OpAttributeMap implements Iterable<NamedAttribute> {
  private constructor();
  readonly length: number;
  at(index: number): NamedAttribute | undefined;
  get(name: string): Attribute | undefined;
  has(name: string): boolean;
  keys(): string[];
  [Symbol.iterator](): Iterator<NamedAttribute>;
}

declare class NamedAttribute {
  private constructor();
  readonly name: string;
  readonly attr: Attribute;
}

declare class Region {
  private constructor();
  readonly blocks: Block[];
  /** The operation holding the region. */
  readonly owner: Operation;
  equals(other: unknown): boolean;
}

declare class Block {
  private constructor();
  readonly operations: Operation[];
  readonly arguments: Value[];
  /** The operation holding the block's region, or null. */
  readonly owner: Operation | null;
  readonly region: Region | null;
  equals(other: unknown): boolean;
  toString(): string;
}

declare class Value {
  private constructor();
  readonly type: Type;
  /** Where the value is defined: its op's location, or the block argument's own. */
  readonly location: Location;
  readonly isBlockArgument: boolean;
  readonly isOpResult: boolean;
  /** The defining Operation (results) or Block (arguments). */
  readonly owner: Operation | Block;
  /** The result or argument number. */
  readonly index: number;
  /** The name as an operand (`%0`, `%arg1`, `%c0_i32`), as the enclosing isolated op prints it (upstream's `get_name()`). */
  getName(): string;
  equals(other: unknown): boolean;
  toString(): string;
}

declare class Type {
  private constructor();
  readonly context: Context;
  equals(other: unknown): boolean;
  toString(): string;
}

declare class Attribute {
  private constructor();
  readonly context: Context;
  readonly type: Type;
  equals(other: unknown): boolean;
  toString(): string;
}

declare class Location {
  private constructor();
  readonly context: Context;
  equals(other: unknown): boolean;
  toString(): string;
}

/** Settings of applyPatternsAndFoldGreedily (upstream's GreedyRewriteConfig; its defaults when absent). */
export interface GreedyRewriteOptions {
  maxIterations?: number;
  maxNumRewrites?: number;
  useTopDownTraversal?: boolean;
  enableFolding?: boolean;
  enableConstantCSE?: boolean;
}

/** Settings of the conversion drivers (upstream's ConversionConfig; defaults: beforePatterns, true, true). */
export interface ConversionOptions {
  foldingMode?: 'never' | 'beforePatterns' | 'afterPatterns';
  buildMaterializations?: boolean;
  /** An mlirc addition: whether a failed conversion restores the IR. */
  allowPatternRollback?: boolean;
}

export interface CreateOptions {
  operands?: (Value | Operation)[];
  results?: Type[];
  attributes?: Record<string, Attribute>;
  /** Default: unknown. */
  location?: Location;
  /** Infer the result types (ops with InferTypeOpInterface). */
  inferResults?: boolean;
}

/**
 * A pattern: rewrites `op` through `rewriter`. It applies unless it returns
 * `false` (and then it must not have changed anything).
 */
export type RewritePattern = (op: Operation, rewriter: PatternRewriter) => boolean | void;

/** What a conversion pattern sees: its op's operands converted by its type converter. */
export interface OpAdaptor {
  readonly operands: Value[];
  readonly attributes: OpAttributeMap;
}

export type ConversionPattern = (
  op: Operation, adaptor: OpAdaptor, typeConverter: TypeConverter, rewriter: ConversionPatternRewriter,
) => boolean | void;

export type OneToNConversionPattern = (
  op: Operation, adaptor: { readonly operands: Value[][]; readonly attributes: OpAttributeMap },
  typeConverter: TypeConverter, rewriter: ConversionPatternRewriter,
) => boolean | void;

/**
 * What patterns rewrite through, valid only while the pattern runs (as the
 * Operations and Values given to it). After a driver, take the IR again
 * from the module: wrappers from before may name erased operations.
 */
declare class PatternRewriter {
  private constructor();
  readonly context: Context;
  readonly insertionBlock: Block | null;
  setInsertionPointBefore(op: Operation): void;
  setInsertionPointAfter(op: Operation): void;
  setInsertionPointToStart(block: Block): void;
  setInsertionPointToEnd(block: Block): void;
  /** Creates an operation at the insertion point (first: before the matched op). */
  create(name: string, options?: CreateOptions): Operation;
  /** Replaces `op`'s results (with an Operation's or Values, one per result) and erases `op`. */
  replaceOp(op: Operation, replacement: Operation | Iterable<Value | Operation>): void;
  /** Erases an operation whose results are unused. */
  eraseOp(op: Operation): void;
  /** Runs `fn` (which changes `op` in place, e.g. setOperands) and tells the driver. */
  modifyOpInPlace(op: Operation, fn: () => void): void;
  setOperands(op: Operation, values: Iterable<Value | Operation>): void;
  /** Sets (null: removes) an attribute; call it inside modifyOpInPlace. */
  setAttribute(op: Operation, name: string, attr: Attribute | null): void;
  replaceAllUsesWith(from: Value, to: Value | Operation): void;
}

declare class ConversionPatternRewriter extends PatternRewriter {
  /** What `value` maps to now, converted by the pattern's type converter; null when not one value. */
  getRemappedValue(value: Value): Value | null;
  /** Converts the argument types of the region's blocks; throws when a type does not convert. */
  convertRegionTypes(region: Region, typeConverter: TypeConverter): void;
  /** Replaces result i of `op` with the Values values[i] (1:N; [] drops it) and erases `op`. */
  replaceOpWithMultiple(op: Operation, values: Iterable<Iterable<Value | Operation>>): void;
}

declare class RewritePatternSet {
  constructor(context: Context);
  readonly context: Context;
  /** How many patterns were added. */
  readonly size: number;
  add(root: string, fn: RewritePattern, options?: { benefit?: number }): void;
  /** A conversion pattern for ops named `root`, seeing operands converted by `typeConverter`. */
  addConversion(root: string, fn: ConversionPattern, typeConverter: TypeConverter, options?: { benefit?: number }): void;
  /** As addConversion with 1:N operands: adaptor.operands[i] is the array operand i converted to. */
  addOneToNConversion(root: string, fn: OneToNConversionPattern, typeConverter: TypeConverter, options?: { benefit?: number }): void;
  /** Converts the signature of function ops named `root` (upstream's populateFunctionOpInterfaceTypeConversionPattern). */
  addFunctionSignatureConversion(root: string, typeConverter: TypeConverter): void;
  /** The frozen set; this one is consumed. */
  freeze(): FrozenRewritePatternSet;
  dispose(): void;
}

declare class FrozenRewritePatternSet {
  private constructor();
  readonly context: Context;
  dispose(): void;
}

/** A legality callback: true legal, false illegal, null/undefined defers to the one registered before. */
export type LegalityCallback = (op: Operation) => boolean | null | undefined;

/** What a conversion must reach (dialects by namespace, ops by name). */
declare class ConversionTarget {
  constructor(context: Context);
  readonly context: Context;
  addLegalOp(...ops: string[]): void;
  addIllegalOp(...ops: string[]): void;
  addLegalDialect(...dialects: string[]): void;
  addIllegalDialect(...dialects: string[]): void;
  addDynamicallyLegalOp(op: string, fn: LegalityCallback): void;
  addDynamicallyLegalDialect(dialect: string, fn: LegalityCallback): void;
  markUnknownOpDynamicallyLegal(fn: LegalityCallback): void;
  markOpRecursivelyLegal(op: string, fn?: LegalityCallback): void;
  dispose(): void;
}

/** Builds a Value of `type` from `inputs` (at rewriter's insertion point), or null to let an older one try. */
export type Materialization = (rewriter: PatternRewriter, type: Type, inputs: Value[], location: Location) => Value | Operation | null | undefined;

declare class TypeConverter {
  constructor();
  /** `convert` returns the Type, an array of Types (1:N), or null when it does not apply; the newest is tried first. */
  addConversion(convert: (type: Type) => Type | Type[] | null | undefined): void;
  /** For users left unconverted: a value of the original type. */
  addSourceMaterialization(fn: Materialization): void;
  /** For operands whose producers were not converted: a value of the converted type. */
  addTargetMaterialization(fn: Materialization): void;
  convertType(type: Type): Type | null;
  convertTypes(type: Type): Type[] | null;
  /** Frees the converter; throws while a pattern set using it is not disposed. Idempotent. */
  dispose(): void;
}

/** 0-based; characters in UTF-16 code units (LSP's Position). */
export interface Position {
  line: number;
  character: number;
}
export interface Range {
  start: Position;
  end: Position;
}
export interface Hover {
  range: Range;
  /** mlir-lsp-server's markdown. */
  contents: string;
  /** The hovered op's ODS summary, when its tables have one. */
  summary?: string;
}
export interface DocumentSymbol {
  name: string;
  /** LSP's SymbolKind: 12 function, 5 class (other symbols), 3 namespace (symbol tables). */
  kind: number;
  range: Range;
  selectionRange: Range;
  children: DocumentSymbol[];
}
export interface FoldingRange {
  startLine: number;
  startCharacter: number;
  endLine: number;
  endCharacter: number;
}
export interface CompletionItem {
  label: string;
  /** LSP's CompletionItemKind: 5 field (ops, types, attributes), 9 module (dialects). */
  kind: number;
  detail?: string;
  sortText?: string;
  insertText?: string;
  /** An op's ODS summary. */
  documentation?: string;
}

/**
 * Language intelligence over one parsed text, answering as upstream's
 * mlir-lsp-server 22. When the text does not parse or verify, `valid` is
 * false and the queries answer nothing (completion still works).
 */
declare class AsmState {
  private constructor();
  readonly context: Context;
  readonly text: string;
  readonly valid: boolean;
  readonly diagnostics: Diagnostic[];
  definition(line: number, character: number): Range[];
  references(line: number, character: number): Range[];
  hover(line: number, character: number): Hover | null;
  documentSymbols(): DocumentSymbol[];
  foldingRanges(): FoldingRange[];
  /** Completion at a position of `text` (default: the parsed text). */
  completion(line: number, character: number, text?: string): { isIncomplete: boolean; items: CompletionItem[] };
  /** Frees the state; idempotent (disposing the context does it too). */
  dispose(): void;
}

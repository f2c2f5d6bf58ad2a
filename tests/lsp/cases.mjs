// cases.mjs: the positions asked of both mlir-lsp-server 22 and mlirc. A
// position is found by text, so the cases read as what they point at:
// [query, file, line, needle, occurrence, offset into the needle].
//   hover/definition/references: on a value, block, symbol or op name;
//   documentSymbol: the whole file; completion: at a token boundary of a
//   document being typed (its text given here, as it need not parse).

export const FILES = ['cfg.mlir', 'symbols.mlir', 'regions.mlir'];

const H = 'hover', D = 'definition', R = 'references';

export const POSITIONS = [
  // cfg.mlir: results, groups and `#N` uses, block arguments, labels, calls.
  [H, 'cfg.mlir', 5, '%0', 0, 1],
  [H, 'cfg.mlir', 5, 'arith.addi', 0, 3],
  [H, 'cfg.mlir', 5, '%a', 0, 1],
  [D, 'cfg.mlir', 5, '%b', 0, 1],
  [R, 'cfg.mlir', 4, '%a', 0, 0],
  [H, 'cfg.mlir', 6, '%1', 0, 0],
  [R, 'cfg.mlir', 6, '%1', 0, 1],
  [D, 'cfg.mlir', 7, '%1#0', 0, 1],
  [H, 'cfg.mlir', 7, '%1#0', 0, 1],
  [H, 'cfg.mlir', 7, '%1#0', 0, 3],
  [H, 'cfg.mlir', 13, '%1#1', 0, 1],
  [D, 'cfg.mlir', 7, '@callee', 0, 2],
  [H, 'cfg.mlir', 7, '@callee', 0, 2],
  [R, 'cfg.mlir', 7, '@callee', 0, 2],
  [H, 'cfg.mlir', 10, '^bb1', 0, 1],
  [R, 'cfg.mlir', 10, '^bb1', 0, 2],
  [D, 'cfg.mlir', 11, '^bb1', 0, 2],
  [H, 'cfg.mlir', 11, '^bb2', 0, 1],
  [H, 'cfg.mlir', 10, '%x', 0, 1],
  [R, 'cfg.mlir', 13, '%x', 0, 1],
  [H, 'cfg.mlir', 13, ',', 0, 1],
  [H, 'cfg.mlir', 0, 'func.func', 0, 2],
  [R, 'cfg.mlir', 5, 'arith.addi', 0, 2],
  [D, 'cfg.mlir', 5, 'arith.addi', 0, 2],
  [H, 'cfg.mlir', 8, 'arith.constant', 0, 0],
  // symbols.mlir: nested tables, nested references, symbol definitions.
  [H, 'symbols.mlir', 0, 'module', 0, 2],
  [H, 'symbols.mlir', 1, '@decl', 0, 2],
  [R, 'symbols.mlir', 1, '@decl', 0, 2],
  [D, 'symbols.mlir', 9, '@decl', 0, 3],
  [R, 'symbols.mlir', 12, '@decl', 0, 1],
  [H, 'symbols.mlir', 10, '@inner', 0, 3],
  [D, 'symbols.mlir', 10, '@inner', 0, 3],
  [R, 'symbols.mlir', 10, '@inner', 0, 3],
  [H, 'symbols.mlir', 10, '@leaf', 0, 2],
  [D, 'symbols.mlir', 10, '@leaf', 0, 2],
  [R, 'symbols.mlir', 10, '@leaf', 0, 2],
  [H, 'symbols.mlir', 11, '@table', 0, 2],
  [R, 'symbols.mlir', 11, '@table', 0, 2],
  [H, 'symbols.mlir', 7, 'memref.global', 0, 1],
  [H, 'symbols.mlir', 4, '%x', 0, 1],
  [R, 'symbols.mlir', 13, '%a', 0, 1],
  // regions.mlir: custom region arguments, forward references, generic ops.
  [H, 'regions.mlir', 2, '%i', 0, 1],
  [R, 'regions.mlir', 2, '%acc', 0, 2],
  [H, 'regions.mlir', 2, '%acc', 0, 2],
  [D, 'regions.mlir', 3, '%acc', 1, 2],
  [H, 'regions.mlir', 2, 'scf.for', 0, 2],
  [R, 'regions.mlir', 2, '%sum', 0, 2],
  [H, 'regions.mlir', 7, 'scf.if', 0, 1],
  [D, 'regions.mlir', 18, '%v', 0, 1],
  [R, 'regions.mlir', 21, '%v', 0, 1],
  [H, 'regions.mlir', 18, '%v', 1, 1],
  [H, 'regions.mlir', 17, '^bb1', 0, 1],
  [H, 'regions.mlir', 20, '^bb2', 0, 1],
  [H, 'regions.mlir', 22, '"arith.addui_extended"', 0, 3],
  [H, 'regions.mlir', 22, '%w', 0, 1],
  [H, 'regions.mlir', 23, '%w#0', 0, 1],
  [R, 'regions.mlir', 23, '%w#0', 0, 1],
];

/** Documents being typed, with the position completion is asked at ('|'). */
export const COMPLETIONS = {
  opName: 'func.func @f(%a: i32) -> i32 {\n  %0 = arith.|\n  return %a : i32\n}\n',
  dialect: 'func.func @f(%a: i32) -> i32 {\n  %0 = |\n  return %a : i32\n}\n',
  type: 'func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : |\n  return %a : i32\n}\n',
  attribute: 'func.func @f(%a: i32) -> i32 {\n  %0 = arith.constant {value = |\n  return %a : i32\n}\n',
  scfOpName: 'func.func @f(%a: i32) -> i32 {\n  scf.|\n  return %a : i32\n}\n',
};

/** The 0-based (line, character) of a case in `text`. */
export function positionOf(text, [, , line, needle, occurrence, offset]) {
  const lineText = text.split('\n')[line];
  let at = -1;
  for (let i = 0; i <= occurrence; i++) {
    at = lineText.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`'${needle}' #${occurrence} not on line ${line}`);
  }
  return { line, character: at + offset };
}

/** A completion document without its marker, and the marker's position. */
export function completionDocument(marked) {
  const at = marked.indexOf('|');
  const before = marked.slice(0, at).split('\n');
  return { text: marked.slice(0, at) + marked.slice(at + 1), line: before.length - 1, character: before.at(-1).length };
}

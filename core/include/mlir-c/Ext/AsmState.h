/* AsmState.h: language intelligence over a parsed source buffer: where
 * values, blocks and symbols are defined and used (upstream's
 * AsmParserState), and the answers mlir-lsp-server gives from it. An
 * mlirc addition. Positions are 0-based lines and characters (UTF-16 code
 * units, as the Language Server Protocol counts them); each query writes
 * one JSON document through the callback, with LSP's shapes for ranges,
 * hovers, document symbols and completion lists. */
#ifndef MLIR_C_EXT_ASMSTATE_H
#define MLIR_C_EXT_ASMSTATE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlirExtAsmState {
  void *ptr;
} MlirExtAsmState;

/// Parses and verifies `text` (named `sourceName` in locations) keeping the
/// record of definitions and uses. Diagnostics go to the context's
/// handlers. When parsing or verification fails the state is empty, as
/// upstream's server keeps none. Null only when memory ran out.
MLIR_CAPI_EXPORTED MlirExtAsmState mlirExtAsmStateCreate(MlirContext context, MlirStringRef text,
                                                         MlirStringRef sourceName);
MLIR_CAPI_EXPORTED void mlirExtAsmStateDestroy(MlirExtAsmState state);
/// True when the text parsed and verified.
MLIR_CAPI_EXPORTED bool mlirExtAsmStateIsValid(MlirExtAsmState state);

/// textDocument/definition: an array of ranges.
MLIR_CAPI_EXPORTED void mlirExtAsmStateDefinition(MlirExtAsmState state, unsigned line,
                                                  unsigned character, MlirStringCallback callback,
                                                  void *userData);
/// textDocument/references (declaration included): an array of ranges.
MLIR_CAPI_EXPORTED void mlirExtAsmStateReferences(MlirExtAsmState state, unsigned line,
                                                  unsigned character, MlirStringCallback callback,
                                                  void *userData);
/// textDocument/hover: null or {"range", "contents" (upstream's markdown),
/// "summary" (an op's ODS summary, when its tables have one)}.
MLIR_CAPI_EXPORTED void mlirExtAsmStateHover(MlirExtAsmState state, unsigned line,
                                             unsigned character, MlirStringCallback callback,
                                             void *userData);
/// textDocument/documentSymbol: nested {"name", "kind", "range",
/// "selectionRange", "children"}.
MLIR_CAPI_EXPORTED void mlirExtAsmStateDocumentSymbols(MlirExtAsmState state,
                                                       MlirStringCallback callback,
                                                       void *userData);
/// Regions spanning lines: [{"startLine", "startCharacter", "endLine",
/// "endCharacter"}] from each `{` to its `}`.
MLIR_CAPI_EXPORTED void mlirExtAsmStateFoldingRanges(MlirExtAsmState state,
                                                     MlirStringCallback callback, void *userData);
/// textDocument/completion at a position of `text` (which may differ from
/// the parsed text: completion is asked while typing): {"isIncomplete",
/// "items": [{"label", "kind", "detail", "sortText", "insertText",
/// "documentation"}]}.
MLIR_CAPI_EXPORTED void mlirExtAsmStateCompletion(MlirExtAsmState state, MlirStringRef text,
                                                  unsigned line, unsigned character,
                                                  MlirStringCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_ASMSTATE_H */

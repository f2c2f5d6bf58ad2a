/* verify.h: the verifier (upstream's Verifier.cpp) and errors about ops
 * with upstream's "see current operation" note, which prints the op (so
 * this sits above asm/). Depends on asm/ and ir/. */
#ifndef MLIRC_VERIFY_H
#define MLIRC_VERIFY_H

#include "../asm/asm.h"

/* Starts "'op.name' op " + message at the op's location, with upstream's
 * "see current operation" note; returns the diagnostic for more text
 * (diag_emit it). */
MLIR_INTERNAL Diag *op_error(Operation *op, const char *fmt, ...)
    MLIR_PRINTF(2, 3);
/* Operation::emitError: the message at the op's location without the
 * "'name' op " prefix, with the note; returns false. */
MLIR_INTERNAL bool op_fail_plain(Operation *op, const char *fmt, ...) MLIR_PRINTF(2, 3);
/* Emits "'op.name' op " + message with the note; returns false. */
MLIR_INTERNAL bool op_fail(Operation *op, const char *fmt, ...) MLIR_PRINTF(2, 3);
/* Adds upstream's "see current operation: <op in generic form>" note
 * (unless the context turned it off, as mlir-opt does for
 * --verify-diagnostics). */
MLIR_INTERNAL void diag_note_current_op(Diag *d, Operation *op);
/* Emits a diagnostic made with op_error, adding the note; returns false. */
MLIR_INTERNAL bool op_emit_with_note(Diag *d, Operation *op);
/* Verifies an operation and everything nested (verify/verify.c): the
 * structural rules, each op's invariants and verifier, and dominance. */
MLIR_INTERNAL bool verify_op(Operation *op);
/* verify_op without emitting diagnostics (the printer's check). */
MLIR_INTERNAL bool verify_op_quietly(Operation *op);

/* Upstream's printer verifies an op before printing it unless the flags
 * assume it verified, and prints an invalid op in the generic form: this
 * applies that to `flags` for printing `op` (the printer itself does not
 * verify). */
static inline void print_flags_verify(PrintFlags *flags, Operation *op) {
  if (op && !flags->generic && !flags->assume_verified && !verify_op_quietly(op)) flags->generic = true;
}

#endif /* MLIRC_VERIFY_H */

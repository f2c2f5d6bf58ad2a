/* inlining.h: inlining a callable's region at a call (upstream's
 * inlineCall/inlineRegion with the dialects' inliner interfaces). */
#ifndef MLIRC_TRANSFORMS_INLINING_H
#define MLIRC_TRANSFORMS_INLINING_H

#include "../rewrite/rewrite.h"

/* Called with each block of the inlined code before its terminators are
 * rewritten (upstream's processInlinedCallBlocks). */
typedef void (*InlinedBlockFn)(void *user, Block *b);

/* Inlines `callee` (the callable region of the op `callable`) at `call`:
 * clones it (or moves it when !clone), maps its entry arguments to the
 * call's arguments, stacks the call's location on the inlined locations,
 * and replaces the call's results. The call itself is left in place for
 * the caller to erase. False (nothing changed) when inlining is not legal. */
MLIR_INTERNAL bool inline_call(Operation *call, Operation *callable, Region *callee, bool clone,
                               InlinedBlockFn on_block, void *user);

#endif

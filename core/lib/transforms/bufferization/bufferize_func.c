/* bufferize_func.c: BufferizableHooks of the func dialect. func.return is
 * known to the analysis (it reads its operands; outside function
 * boundaries it may also write them, see os_reads/os_writes) and is
 * rewritten with the function's signature in one_shot_bufferize.c. */
#include "one_shot.h"

const BufferizableHooks BUFFERIZE_FUNC[] = {
    {.name = "func.return"},
    {0},
};

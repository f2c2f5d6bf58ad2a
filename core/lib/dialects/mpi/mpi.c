/* mpi.c: the mpi dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_mpi; /* generated from ODS */

const DialectDef MPI_DIALECT = {.ns = "mpi", .ods = &ODS_mpi};

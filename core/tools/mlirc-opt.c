/* mlirc-opt.c: the native command-line tool, an mlir-opt compatible front
 * end over mlirExtOptMain: reads the input (file or stdin), writes the
 * output (stdout or -o FILE) and diagnostics (stderr). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Ext/OptMain.h"
#include "read_input.h"

static void to_file(MlirStringRef s, void *ud) { fwrite(s.data, 1, s.length, (FILE *)ud); }
static void to_stderr(MlirStringRef s, void *ud) {
  (void)ud;
  fwrite(s.data, 1, s.length, stderr);
}

int main(int argc, char **argv) {
  const char *input = "-", *output = "-";
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) output = argv[++i];
    else if (argv[i][0] != '-' || strcmp(argv[i], "-") == 0) input = argv[i];
  }
  FILE *in = strcmp(input, "-") == 0 ? stdin : fopen(input, "rb");
  if (!in) {
    fprintf(stderr, "mlirc-opt: could not open input file '%s'\n", input);
    return 1;
  }
  size_t len = 0;
  char *buf = read_all(in, &len);
  if (in != stdin) fclose(in);
  if (!buf) {
    fprintf(stderr, "mlirc-opt: out of memory reading '%s'\n", input);
    return 1;
  }
  FILE *out = strcmp(output, "-") == 0 ? stdout : fopen(output, "wb");
  if (!out) {
    fprintf(stderr, "mlirc-opt: could not open output file '%s'\n", output);
    free(buf);
    return 1;
  }
  int rc = mlirExtOptMain(argc - 1, (const char *const *)argv + 1, mlirStringRefCreate(buf, len),
                          to_file, to_stderr, out);
  if (out != stdout) fclose(out);
  free(buf);
  return rc;
}

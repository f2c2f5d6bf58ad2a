/* mlirc-opt.c: the native command-line tool, an mlir-opt compatible front
 * end over mlirExtOptMain: reads the input (file or stdin), writes the
 * output (stdout or -o FILE) and diagnostics (stderr). */
#include <stdbool.h>
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

/* Flags whose value is the next argument (the driver reads them too): not
 * the input. */
static bool takes_next_argument(const char *flag) {
  static const char *const FLAGS[] = {"-p", "--p", "-pass-pipeline", "--pass-pipeline", NULL};
  for (const char *const *f = FLAGS; *f; f++)
    if (strcmp(flag, *f) == 0) return true;
  return false;
}

int main(int argc, char **argv) {
  const char *input = "-", *output = "-";
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) output = argv[++i];
    else if (takes_next_argument(argv[i]) && i + 1 < argc) i++;
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

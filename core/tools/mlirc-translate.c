/* mlirc-translate.c: the native command-line tool, an mlir-translate
 * compatible front end over mlirExtTranslateMain: reads the input (file or
 * stdin), writes the translation to stdout or to `-o FILE`, diagnostics to
 * stderr. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Ext/Translate.h"
#include "read_input.h"

static void to_file(MlirStringRef s, void *ud) { fwrite(s.data, 1, s.length, (FILE *)ud); }
static void to_stderr(MlirStringRef s, void *ud) {
  (void)ud;
  fwrite(s.data, 1, s.length, stderr);
}

int main(int argc, char **argv) {
  const char *input = "-", *output = "-";
  /* The driver sees every flag but -o and its value. */
  const char **args = calloc((size_t)argc + 1, sizeof *args);
  int nargs = 0;
  if (!args) return 1;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
      output = argv[++i];
      continue;
    }
    if (strncmp(argv[i], "-o=", 3) == 0) {
      output = argv[i] + 3;
      continue;
    }
    if (argv[i][0] != '-' || strcmp(argv[i], "-") == 0) input = argv[i];
    args[nargs++] = argv[i];
  }
  FILE *in = strcmp(input, "-") == 0 ? stdin : fopen(input, "rb");
  if (!in) {
    fprintf(stderr, "cannot open input file '%s': No such file or directory\n", input);
    free(args);
    return 1;
  }
  size_t len = 0;
  char *buf = read_all(in, &len);
  if (in != stdin) fclose(in);
  FILE *out = strcmp(output, "-") == 0 ? stdout : fopen(output, "wb");
  if (!buf || !out) {
    fprintf(stderr, buf ? "cannot open output file '%s'\n" : "mlirc-translate: out of memory reading '%s'\n",
            buf ? output : input);
    free(buf);
    free(args);
    return 1;
  }
  int rc = mlirExtTranslateMain(nargs, args, mlirStringRefCreate(buf, len), to_file, to_stderr, out);
  if (out != stdout) fclose(out);
  free(buf);
  free(args);
  return rc;
}

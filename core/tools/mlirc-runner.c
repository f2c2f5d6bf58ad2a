/* mlirc-runner.c: the native command-line tool, an mlir-runner compatible
 * front end over mlirExtRunnerMain: reads the input (file or stdin) and
 * runs it with the interpreter; the program's output and the result line
 * go to stdout, diagnostics to stderr. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mlir-c/Ext/RunnerMain.h"
#include "read_input.h"

static void to_stdout(MlirStringRef s, void *ud) {
  (void)ud;
  fwrite(s.data, 1, s.length, stdout);
}
static void to_stderr(MlirStringRef s, void *ud) {
  (void)ud;
  /* Keep the two streams in the order the program wrote them. */
  fflush(stdout);
  fwrite(s.data, 1, s.length, stderr);
}

int main(int argc, char **argv) {
  const char *input = "-";
  for (int i = 1; i < argc; i++) {
    const char *f = argv[i][0] == '-' && argv[i][1] == '-' ? argv[i] + 1 : argv[i];
    if ((strcmp(f, "-e") == 0 || strcmp(f, "-entry-point-result") == 0) && i + 1 < argc) i++;
    else if (argv[i][0] != '-' || strcmp(argv[i], "-") == 0) input = argv[i];
  }
  FILE *in = strcmp(input, "-") == 0 ? stdin : fopen(input, "rb");
  if (!in) {
    fprintf(stderr, "cannot open input file '%s': No such file or directory\ncould not parse the input IR\n", input);
    return 1;
  }
  size_t len = 0;
  char *buf = read_all(in, &len);
  if (in != stdin) fclose(in);
  if (!buf) {
    fprintf(stderr, "mlirc-runner: out of memory reading '%s'\n", input);
    return 1;
  }
  int rc = mlirExtRunnerMain(argc - 1, (const char *const *)argv + 1, mlirStringRefCreate(buf, len),
                             isatty(1), to_stdout, to_stderr, NULL);
  free(buf);
  return rc;
}

/* replay_main.c: a main() for the fuzz targets without libFuzzer, so the
 * crashers kept in regressions/ run as ordinary tests (natively, and under
 * ASan/UBSan in //tests/sanitize). Arguments: files or folders of inputs;
 * each input runs once through LLVMFuzzerTestOneInput. A crash or a broken
 * property aborts the process, which fails the test. */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int ran;

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "replay: cannot open %s\n", path);
    return 1;
  }
  size_t cap = 4096, n = 0, got;
  uint8_t *buf = malloc(cap);
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      uint8_t *grown = realloc(buf, cap *= 2);
      if (!grown) { free(buf); buf = NULL; break; }
      buf = grown;
    }
  }
  fclose(f);
  if (!buf) return 1;
  fprintf(stderr, "replay: %s (%zu bytes)\n", path, n);
  /* An exact-size copy, as libFuzzer passes, so ASan sees reads past the end. */
  uint8_t *exact = malloc(n ? n : 1);
  if (!exact) { free(buf); return 1; }
  memcpy(exact, buf, n);
  free(buf);
  LLVMFuzzerTestOneInput(exact, n);
  free(exact);
  ran++;
  return 0;
}

static int run_path(const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) {
    fprintf(stderr, "replay: no such file %s\n", path);
    return 1;
  }
  if (!S_ISDIR(st.st_mode)) return run_file(path);
  struct dirent **names;
  int n = scandir(path, &names, NULL, alphasort), bad = 0;
  for (int i = 0; i < n; i++) {
    if (names[i]->d_name[0] != '.') {
      size_t len = strlen(path) + strlen(names[i]->d_name) + 2;
      char *child = malloc(len);
      if (child) {
        snprintf(child, len, "%s/%s", path, names[i]->d_name);
        bad |= run_path(child);
        free(child);
      }
    }
    free(names[i]);
  }
  free(names);
  return bad;
}

int main(int argc, char **argv) {
  int bad = 0;
  for (int i = 1; i < argc; i++) bad |= run_path(argv[i]);
  /* The closing line the test summary reads: each input that returned is a
   * pass (a failing one never returns). */
  printf("%d passed, %d failed\n", ran, bad);
  return bad;
}

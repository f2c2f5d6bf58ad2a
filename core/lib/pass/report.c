/* report.c: the reports of --mlir-pass-statistics and --mlir-timing in
 * upstream's layout (a banner, then the pipeline as an indented tree). */
#define _POSIX_C_SOURCE 199309L
#include "pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* User time is what upstream's timing manager calls so: the wall time of
 * each thread, summed. Timed runs stay on one thread, so it is the wall
 * time, and the report shows the wall time column only, as upstream's
 * single-threaded reports. */
Timing timing_now(void) {
  struct timespec ts;
  Timing t = {0, 0};
  if (clock_gettime(CLOCK_MONOTONIC, &ts) == 0) t.wall = t.user = (double)ts.tv_sec + ts.tv_nsec * 1e-9;
  return t;
}

void timing_add_since(Timing *acc, Timing start) {
  Timing now = timing_now();
  acc->wall += now.wall - start.wall;
  acc->user += now.user - start.user;
}

static void banner(StrBuf *out, const char *title) {
  sb_puts(out, "===");
  for (int i = 0; i < 73; i++) sb_putc(out, '-');
  sb_puts(out, "===\n");
  for (size_t i = 0; i < (80 - strlen(title)) / 2; i++) sb_putc(out, ' ');
  sb_puts(out, title);
  sb_putc(out, '\n');
  sb_puts(out, "===");
  for (int i = 0; i < 73; i++) sb_putc(out, '-');
  sb_puts(out, "===\n");
}

static void indent(StrBuf *out, unsigned n) {
  for (unsigned i = 0; i < n; i++) sb_putc(out, ' ');
}

/* ---- statistics ------------------------------------------------------------------ */

typedef struct StatRow {
  const char *name, *description;
  int64_t value;
} StatRow;

static int cmp_stat(const void *a, const void *b) {
  return strcmp(((const StatRow *)a)->name, ((const StatRow *)b)->name);
}

/* A pass and its statistics (declared ones, zero when never bumped), sorted
 * by name with the values and names aligned. */
static void stat_entry(StrBuf *out, unsigned ind, const Pass *p) {
  indent(out, ind);
  sb_puts(out, p->info->display);
  sb_putc(out, '\n');
  unsigned n = p->info->n_stats;
  StatRow *rows = mem_alloc(NULL, (n ? n : 1) * sizeof *rows);
  if (!rows) return;
  for (unsigned i = 0; i < n; i++)
    rows[i] = (StatRow){p->info->stats[i].name, p->info->stats[i].description,
                        p->stat_values ? p->stat_values[i] : 0};
  qsort(rows, n, sizeof *rows, cmp_stat);
  int name_w = 0, value_w = 0;
  for (unsigned i = 0; i < n; i++) {
    char v[32];
    int len = snprintf(v, sizeof v, "%lld", (long long)rows[i].value);
    if (len > value_w) value_w = len;
    if ((int)strlen(rows[i].name) > name_w) name_w = (int)strlen(rows[i].name);
  }
  for (unsigned i = 0; i < n; i++) {
    indent(out, ind + 2);
    sb_printf(out, "(S) %*lld %-*s - %s\n", value_w, (long long)rows[i].value, name_w, rows[i].name,
              rows[i].description);
  }
  mem_free(NULL, rows);
}

static void stat_pipeline(StrBuf *out, unsigned ind, const PassManager *pm) {
  for (size_t i = 0; i < pm->n; i++) {
    const PMEntry *e = &pm->entries[i];
    if (e->pass) {
      stat_entry(out, ind, e->pass);
      continue;
    }
    indent(out, ind);
    sb_printf(out, "'%s' Pipeline\n", e->nested->anchor);
    stat_pipeline(out, ind + 2, e->nested);
  }
}

void passmgr_report_statistics(const PassManager *pm, StrBuf *out) {
  banner(out, "... Pass statistics report ...");
  stat_pipeline(out, 0, pm);
  sb_putc(out, '\n');
}

/* ---- timing ------------------------------------------------------------------------ */

static void time_row(StrBuf *out, Timing t, Timing total, unsigned ind, const char *name) {
  double up = total.user > 0 ? 100.0 * t.user / total.user : 0;
  double wp = total.wall > 0 ? 100.0 * t.wall / total.wall : 0;
  if (total.user != total.wall) sb_printf(out, "  %8.4f (%5.1f%%)", t.user, up);
  sb_printf(out, "  %8.4f (%5.1f%%)  ", t.wall, wp);
  indent(out, ind);
  sb_puts(out, name);
  sb_putc(out, '\n');
}

static void time_pipeline(StrBuf *out, unsigned ind, const PassManager *pm, Timing total) {
  for (size_t i = 0; i < pm->n; i++) {
    const PMEntry *e = &pm->entries[i];
    if (e->pass) {
      time_row(out, e->time, total, ind, e->pass->info->display);
      continue;
    }
    StrBuf name;
    sb_init(&name, NULL);
    sb_printf(&name, "'%s' Pipeline", e->nested->anchor);
    time_row(out, e->time, total, ind, name.data ? name.data : "");
    sb_free(&name);
    time_pipeline(out, ind + 2, e->nested, total);
  }
}

void passmgr_report_timing(const PassManager *pm, const DriverTimes *t, StrBuf *out) {
  banner(out, "... Execution time report ...");
  sb_printf(out, "  Total Execution Time: %.4f seconds\n\n", t->total.wall);
  if (t->total.user != t->total.wall) sb_puts(out, "  ----User Time----");
  sb_puts(out, "  ----Wall Time----  ----Name----\n");
  Timing rest = t->total;
  if (t->driver) time_row(out, t->parser, t->total, 0, "Parser");
  rest.wall -= t->parser.wall;
  rest.user -= t->parser.user;
  if (pm) {
    time_pipeline(out, 0, pm, t->total);
    for (size_t i = 0; i < pm->n; i++) {
      rest.wall -= pm->entries[i].time.wall;
      rest.user -= pm->entries[i].time.user;
    }
  }
  if (t->driver) time_row(out, t->output, t->total, 0, "Output");
  rest.wall -= t->output.wall;
  rest.user -= t->output.user;
  if (rest.wall < 0) rest.wall = 0;
  if (rest.user < 0) rest.user = 0;
  time_row(out, rest, t->total, 0, "Rest");
  time_row(out, t->total, t->total, 0, "Total");
}

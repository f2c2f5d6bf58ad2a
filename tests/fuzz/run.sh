#!/usr/bin/env bash
# One command to fuzz: builds the targets (build.sh), seeds them from the
# conformance corpus (seeds.py) and runs one target under libFuzzer.
#
#   tests/fuzz/run.sh TARGET [MINUTES] [JOBS]
#     TARGET   parse | roundtrip | pipeline | passes
#     MINUTES  wall-clock minutes (default 30)
#     JOBS     parallel libFuzzer jobs (default 1)
#
# State under $MLIRC_FUZZ_OUT (default /tmp/mlirc-fuzz): corpus/TARGET (kept
# across runs), crashes/TARGET (each crash, leak, timeout or out-of-memory
# input; the run goes on past them: libFuzzer's fork mode), TARGET.log.
# Each input has 10 s and 2 GB. A found input goes in
# tests/fuzz/regressions/TARGET/ once fixed (fuzz_regression_test replays
# them). The last line sums the run: executions, seconds, crashes.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
target="${1:?usage: run.sh TARGET [MINUTES] [JOBS]}"
minutes="${2:-30}"
jobs="${3:-1}"
out="${MLIRC_FUZZ_OUT:-/tmp/mlirc-fuzz}"
case "$target" in
  parse|roundtrip) max_len=16384 ;;
  pipeline) max_len=1024 ;;
  passes) max_len=16384 ;;
  *) echo "run.sh: unknown target '$target' (parse, roundtrip, pipeline, passes)" >&2; exit 2 ;;
esac

# MLIRC_FUZZ_NOBUILD=1: use the binaries already built (parallel runs).
if [[ -n "${MLIRC_FUZZ_NOBUILD:-}" ]]; then bin="$out/bin"; else bin="$("$here/build.sh" "$out" | tail -1)"; fi
python3 "$here/seeds.py" "$out/seeds" >/dev/null
corpus="$out/corpus/$target"
crashes="$out/crashes/$target"
mkdir -p "$corpus" "$crashes"
seed_dirs=("$out/seeds/$target")
[[ -d "$here/regressions/$target" ]] && seed_dirs+=("$here/regressions/$target")

log="$out/$target.log"
echo "fuzzing $target for $minutes min ($jobs job(s)); log: $log" >&2
set +e
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}" \
UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}" \
"$bin/fuzz_$target" "$corpus" "${seed_dirs[@]}" \
  -dict="$here/mlir.dict" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
  -max_total_time=$((minutes * 60)) -print_final_stats=1 \
  -artifact_prefix="$crashes/" \
  -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 >"$log" 2>&1
rc=$?
set -e
# Fork mode's progress lines: `#EXECS: cov: ... exec/s: ... oom/timeout/crash: a/b/c time: Ss`.
last="$(grep -E '^#[0-9]+: cov:' "$log" | tail -1)"
execs="$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")"
secs="$(sed -nE 's/.* time: ([0-9]+)s.*/\1/p' <<<"$last")"
echo "$target: rc=$rc executions=${execs:-0} seconds=${secs:-0} corpus=$(ls "$corpus" | wc -l) crash-files=$(ls "$crashes" | wc -l)"

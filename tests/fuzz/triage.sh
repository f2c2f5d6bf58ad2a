#!/usr/bin/env bash
# Runs a fuzz target on each file of the given folders or files, one process
# per input, and prints one line per failing input with its first report
# line (crash type, or the broken property).
#   tests/fuzz/triage.sh TARGET PATH...     (binaries from build.sh)
set -uo pipefail
out="${MLIRC_FUZZ_OUT:-/tmp/mlirc-fuzz}"
target="$1"; shift
fails=0; total=0
while IFS= read -r f; do
  total=$((total + 1))
  log="$(ASAN_OPTIONS=detect_leaks=1 timeout 60 "$out/bin/fuzz_$target" -timeout=20 -rss_limit_mb=2048 "$f" 2>&1)"
  rc=$?
  if [[ $rc -ne 0 ]]; then
    fails=$((fails + 1))
    why="$(grep -m1 -E 'FUZZ PROPERTY|ERROR: AddressSanitizer|ERROR: LeakSanitizer|runtime error|libFuzzer: (timeout|out-of-memory)|deadly signal' <<<"$log")"
    echo "FAIL rc=$rc $f: ${why:-exit $rc}"
  fi
done < <(find "$@" -type f | sort)
echo "$fails of $total inputs failed"

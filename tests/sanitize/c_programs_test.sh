#!/usr/bin/env bash
# Runs each C program of the suite built with ASan + UBSan (arguments:
# program names under tests/sanitize/): one case per program. A case passes
# when the program exits 0 and the sanitizers reported nothing: ASan's
# reports go to a log file per program, UBSan's (which ignores log_path in
# GCC's combined runtime) to stderr, and either makes the exit status 86.
# The fuzz targets replay their kept inputs (tests/fuzz/regressions/TARGET)
# and, but for roundtrip, their seeds (tests/fuzz/seeds.py over the own
# conformance cases). A last case checks that no C test, parity program or
# fuzz target lacks its sanitized build.
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env

dir=tests/sanitize
passed=0
failed=0

# The fuzz targets' seeds: every piece of the own conformance cases (parse),
# the valid ones (roundtrip, and passes with pipelines), the pipelines.
seeds="$TMPDIR/seeds"
/usr/bin/python3 tests/fuzz/seeds.py "$seeds" >/dev/null || { echo "seeds.py failed"; mlirc_result 0 1; exit 1; }

for p in "$@"; do
  args=()
  case "$p" in
    fuzz_replay_*)
      target="${p#fuzz_replay_}"
      # roundtrip's fixed-point property is the fuzzing's to judge (a seed's
      # dense resources are renamed when re-parsed in the same context):
      # here it replays only its kept inputs.
      [[ "$target" != roundtrip ]] && args+=("$seeds/$target")
      kept="tests/fuzz/regressions/$target"
      [[ -d "$kept" ]] && args+=("$kept")
      if [[ ${#args[@]} -eq 0 ]]; then
        echo "SKIP $p (no inputs)"
        continue
      fi
      ;;
  esac
  log="$TMPDIR/$p.san"
  ASAN_OPTIONS="detect_leaks=1:exitcode=86:log_path=$log" \
    UBSAN_OPTIONS="print_stacktrace=1:exitcode=86" \
    "$dir/$p" "${args[@]}" >"$TMPDIR/$p.out" 2>"$TMPDIR/$p.err"
  rc=$?
  reports=$(cat "$log".* 2>/dev/null; grep -A40 -m1 -E 'runtime error:' "$TMPDIR/$p.err")
  if [[ $rc -eq 0 && -z "$reports" ]]; then
    echo "PASS $p ($(tail -1 "$TMPDIR/$p.out"))"
    passed=$((passed + 1))
  else
    echo "FAIL $p (exit status $rc)"
    [[ -n "$reports" ]] && echo "$reports" | head -80
    tail -n 20 "$TMPDIR/$p.out" "$TMPDIR/$p.err"
    failed=$((failed + 1))
  fi
done

# Coverage: every C test, parity program and fuzz target has its sanitized
# build here (the lists in tests/sanitize/BUILD.bazel).
missing=()
for f in core/test/*_test.c tests/capi_parity/*.c tests/fuzz/fuzz_*.c; do
  name=$(basename "$f" .c)
  case "$f" in
    core/*) want="core_$name" ;;
    tests/capi_parity/*) want="parity_$name" ;;
    *) want="fuzz_replay_${name#fuzz_}" ;;
  esac
  [[ " $* " == *" $want "* ]] || missing+=("$f")
done
if [[ ${#missing[@]} -eq 0 ]]; then
  echo "PASS coverage (every C test, parity program and fuzz target)"
  passed=$((passed + 1))
else
  echo "FAIL coverage: no sanitized build of ${missing[*]} (add it to tests/sanitize/BUILD.bazel)"
  failed=$((failed + 1))
fi

mlirc_result "$passed" "$failed"
[[ $failed -eq 0 ]]

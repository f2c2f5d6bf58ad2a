#!/usr/bin/env bash
# Runs each C API parity program (arguments: program names) built against
# upstream MLIR 22 and against mlirc, and compares their stdout byte for
# byte: one case per program. A last case counts the distinct mlir*
# functions the programs use that mlirc's public headers declare (code under
# `#ifdef PARITY_GAPS` excluded) and requires at least MIN_FUNCTIONS.
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env

MIN_FUNCTIONS=666
dir=tests/capi_parity
passed=0
failed=0

for p in "$@"; do
  up="$TMPDIR/$p.upstream.out"
  ours="$TMPDIR/$p.mlirc.out"
  "$dir/${p}_upstream" >"$up" 2>"$TMPDIR/$p.upstream.err"
  up_rc=$?
  "$dir/${p}_mlirc" >"$ours" 2>"$TMPDIR/$p.mlirc.err"
  our_rc=$?
  if [[ $up_rc -eq 0 && $our_rc -eq 0 && -s "$up" ]] && cmp -s "$up" "$ours"; then
    echo "PASS $p ($(wc -l <"$up") lines)"
    passed=$((passed + 1))
  else
    echo "FAIL $p (exit status: upstream $up_rc, mlirc $our_rc)"
    diff -u --label "upstream" --label "mlirc" "$up" "$ours" | head -60
    tail -5 "$TMPDIR/$p.mlirc.err"
    failed=$((failed + 1))
  fi
done

# Coverage: identifiers, not only calls, so functions taken by address
# (the float table in types.c) count too.
declared="$TMPDIR/declared.txt"
used="$TMPDIR/used.txt"
find core/include/mlir-c -name '*.h' -exec cat {} + |
  grep -oE '\bmlir[A-Za-z0-9_]*[[:space:]]*\(' | grep -oE '^mlir[A-Za-z0-9_]*' | sort -u >"$declared"
for p in "$@"; do cat "$dir/$p.c"; done | cat - "$dir/parity.h" |
  awk '/^#ifdef PARITY_GAPS/ { gap = 1; next } gap && /^#(else|endif)/ { gap = 0; next } !gap' |
  grep -oE '\bmlir[A-Za-z0-9_]+' | sort -u >"$used"
count=$(comm -12 "$declared" "$used" | wc -l)
echo "distinct mlir* functions exercised: $count (of $(wc -l <"$declared") declared)"
if [[ $count -ge $MIN_FUNCTIONS ]]; then
  echo "PASS coverage (at least $MIN_FUNCTIONS)"
  passed=$((passed + 1))
else
  echo "FAIL coverage (fewer than $MIN_FUNCTIONS)"
  failed=$((failed + 1))
fi

mlirc_result "$passed" "$failed"
[[ $failed -eq 0 ]]

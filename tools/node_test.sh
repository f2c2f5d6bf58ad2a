#!/usr/bin/env bash
# Bazel test wrapper: runs `node --test` on the files given as arguments
# (runfiles-relative paths), from the runfiles root. See tools/defs.bzl (node_test).
# Arguments: [node flags... --] test files...
# Last line of output: "N passed, M failed".
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env

node_flags=()
if [[ " $* " == *" -- "* ]]; then
  while [[ $# -gt 0 && "$1" != "--" ]]; do node_flags+=("$1"); shift; done
  shift
fi

if [[ ! -d "$MLIRC_ROOT/node_modules" ]]; then
  echo "error: $MLIRC_ROOT/node_modules is missing: run scripts/setup.sh" >&2
  mlirc_result 0 1
  exit 1
fi

export NODE_PATH="$MLIRC_ROOT/node_modules${NODE_PATH:+:$NODE_PATH}"
# Keep runfiles paths (so a test can import a generated file next to a source
# file by a relative path) and resolve bare imports from the workspace's node_modules.
export NODE_OPTIONS="--preserve-symlinks --preserve-symlinks-main --import=file://$MLIRC_RUNFILES/tools/node_register.mjs${NODE_OPTIONS:+ $NODE_OPTIONS}"

tap="$TMPDIR/node_test.$$.tap"
node --test "${node_flags[@]}" \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$tap" \
  "$@"
rc=$?

count() { # last "# NAME N" line of the TAP summary
  local v
  v="$(grep -E "^# $1 [0-9]+$" "$tap" 2>/dev/null | tail -n 1 | awk '{print $3}')"
  echo "${v:-0}"
}
pass="$(count pass)"
fail=$(( $(count fail) + $(count cancelled) ))
if [[ $rc -ne 0 && $fail -eq 0 ]]; then
  echo "error: node --test exited with status $rc" >&2
  fail=1
elif [[ $rc -eq 0 && $pass -eq 0 && $fail -eq 0 ]]; then
  echo "error: no test ran" >&2
  fail=1
  rc=1
fi
mlirc_result "$pass" "$fail"
exit $rc

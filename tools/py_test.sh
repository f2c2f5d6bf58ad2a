#!/usr/bin/env bash
# Bazel test wrapper: runs Python unittest files (runfiles-relative paths given
# as arguments) with the system python3. See tools/defs.bzl (py_cpython_test).
# Last line of output: "N passed, M failed".
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env

python="${MLIRC_PYTHON:-/usr/bin/python3}"
if [[ ! -x "$python" ]]; then python="$(command -v python3)"; fi
export PYTHONDONTWRITEBYTECODE=1
export PYTHONUNBUFFERED=1
# MLIRC_PYTHONPATH: runfiles-relative folders (colon-separated) put on sys.path.
if [[ -n "${MLIRC_PYTHONPATH:-}" ]]; then
  IFS=: read -r -a extra <<< "$MLIRC_PYTHONPATH"
  for d in "${extra[@]}"; do
    PYTHONPATH="$MLIRC_RUNFILES/$d${PYTHONPATH:+:$PYTHONPATH}"
  done
  export PYTHONPATH
fi
"$python" "$MLIRC_RUNFILES/tools/py_unittest_runner.py" "$@"

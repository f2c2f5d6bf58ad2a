#!/usr/bin/env bash
# Bazel test wrapper for diff_runner.py. Arguments: the mlirc-runner path
# (runfiles-relative), then diff_runner.py options (count, seed). Needs
# upstream mlir-opt and mlir-runner 22 (scripts/setup.sh installs them).
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env
runner="$1"
shift
if [[ ! -x /usr/lib/llvm-22/bin/mlir-runner ]]; then
  echo "error: /usr/lib/llvm-22/bin/mlir-runner not found (run scripts/setup.sh)"
  mlirc_result 0 1
  exit 1
fi
/usr/bin/python3 tests/runner/diff_runner.py --runner "$runner" "$@"

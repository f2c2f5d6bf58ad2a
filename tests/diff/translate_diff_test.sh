#!/usr/bin/env bash
# Bazel test wrapper for translate_diff.py. Arguments: the mlirc-translate
# path (runfiles-relative), then translate_diff.py options. Needs upstream
# mlir-opt and mlir-translate 22 (scripts/setup.sh installs them).
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env
tool="$1"
shift
if [[ ! -x /usr/lib/llvm-22/bin/mlir-translate ]]; then
  echo "error: /usr/lib/llvm-22/bin/mlir-translate not found (run scripts/setup.sh)"
  mlirc_result 0 1
  exit 1
fi
/usr/bin/python3 tests/diff/translate_diff.py --tool "$tool" "$@"

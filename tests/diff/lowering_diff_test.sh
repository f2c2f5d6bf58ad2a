#!/usr/bin/env bash
# Bazel test wrapper for lowering_diff.py. Arguments: the mlirc-opt path
# (runfiles-relative), then lowering_diff.py options (cases, seed, floors).
# Needs upstream mlir-opt 22 (scripts/setup.sh installs it).
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env
tool="$1"
shift
if [[ ! -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
  echo "error: /usr/lib/llvm-22/bin/mlir-opt not found (run scripts/setup.sh)"
  mlirc_result 0 1
  exit 1
fi
/usr/bin/python3 tests/diff/lowering_diff.py --tool "$tool" "$@"

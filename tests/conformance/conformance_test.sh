#!/usr/bin/env bash
# Bazel test wrapper for check.py. Arguments: the tool command (runfiles-
# relative paths allowed), then extra check.py options.
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env
tool="$1"
shift
shared=""
runner="$(ls external/conformance/files/run.py 2>/dev/null || true)"
[[ -n "$runner" ]] && shared="$(dirname "$runner")"
/usr/bin/python3 tests/conformance/check.py --tool "$tool" --own tests/conformance/cases \
  --shared "$shared" --ratchet tests/conformance/passing.txt "$@"

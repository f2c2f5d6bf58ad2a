#!/usr/bin/env bash
# Bazel test wrapper for memcheck.py. Arguments: the checker (asan or
# valgrind), the tool (runfiles-relative), then extra memcheck.py options.
# Runs the project's own conformance cases and the shared corpus when present.
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env
checker="$1"
tool="$2"
shift 2
corpora=(--corpus own=tests/conformance/cases)
runner="$(ls external/conformance/files/run.py 2>/dev/null || true)"
if [[ -n "$runner" ]]; then
  corpora+=(--corpus "shared=$(dirname "$runner")")
else # the same words as tests/conformance/check.py: the test summary says it once
  echo "left out: the shared conformance corpus (../shared/conformance is missing)"
fi
/usr/bin/python3 tests/sanitize/memcheck.py --checker "$checker" --tool "$tool" \
  --runner-dir tests/conformance "${corpora[@]}" "$@"

#!/bin/sh
# Runs mlirc-opt under valgrind (memcheck, full leak check: any error or
# leak fails) over the whole conformance corpus: the project's own cases and
# ../shared/conformance when present. CI runs every 5th case
# (//tests/sanitize:valgrind_test); this runs them all.
#   tests/sanitize/valgrind.sh [MLIRC_OPT] [memcheck.py options, e.g. -j 4]
# MLIRC_OPT: a native (not sanitized) build; default bazel-bin/core/mlirc-opt.
set -e
cd "$(dirname "$0")/../.."
tool="${1:-bazel-bin/core/mlirc-opt}"
[ $# -gt 0 ] && shift
[ -x "$tool" ] || { echo "valgrind.sh: no tool at $tool (bazel build //core:mlirc-opt first)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind.sh: valgrind is not installed (scripts/setup.sh)" >&2; exit 2; }
set -- --checker valgrind --tool "$tool" --corpus own=tests/conformance/cases "$@"
[ -f ../shared/conformance/run.py ] && set -- "$@" --corpus shared=../shared/conformance
exec python3 tests/sanitize/memcheck.py "$@"

#!/usr/bin/env bash
# Bazel test wrapper for hostile_test.py. Arguments: the tool's runfiles path
# (a native mlirc-opt, or a .mjs CLI that runs under node), then extra
# hostile_test.py options. The runner starts the tool from a scratch folder,
# so the path is made absolute here.
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env
tool="$MLIRC_RUNFILES/$1"
shift
[[ "$tool" == *.mjs ]] && tool="node $tool"
exec /usr/bin/python3 tests/hostile/hostile_test.py --tool "$tool" "$@"

# Sourced by the test wrappers (tools/*_test.sh). Sets, for the test:
#   MLIRC_RUNFILES  absolute path of the runfiles root of this workspace
#                   (TEST_SRCDIR/TEST_WORKSPACE); data deps live under it at
#                   their workspace-relative path, e.g. $MLIRC_RUNFILES/wasm/mlirc.wasm
#   MLIRC_ROOT      absolute path of the real source workspace (where
#                   node_modules/ is), found through the //:package.json runfile
#   HOME            $TEST_TMPDIR when Bazel left it unset
#   TMPDIR          a short fresh folder under /tmp, removed at exit (Bazel's
#                   TEST_TMPDIR is too long for Unix socket paths: Chromium
#                   aborts with "Socket path too long" there)
# and changes into $MLIRC_RUNFILES.
# Also defines mlirc_result PASSED FAILED: prints the closing count line.

mlirc_result() {
  echo "$1 passed, $2 failed"
}

mlirc_setup_env() {
  if [[ -n "${TEST_SRCDIR:-}" && -n "${TEST_WORKSPACE:-}" ]]; then
    MLIRC_RUNFILES="$TEST_SRCDIR/$TEST_WORKSPACE"
  elif [[ -z "${MLIRC_RUNFILES:-}" ]]; then
    echo "error: not run by 'bazel test' (TEST_SRCDIR unset) and MLIRC_RUNFILES unset" >&2
    mlirc_result 0 1
    exit 1
  fi
  export MLIRC_RUNFILES
  if [[ -z "${MLIRC_ROOT:-}" ]]; then
    if [[ -e "$MLIRC_RUNFILES/package.json" ]]; then
      MLIRC_ROOT="$(dirname "$(readlink -f "$MLIRC_RUNFILES/package.json")")"
    else
      MLIRC_ROOT="$MLIRC_RUNFILES"
    fi
  fi
  export MLIRC_ROOT
  export HOME="${HOME:-${TEST_TMPDIR:-/tmp}}"
  MLIRC_TMP="$(mktemp -d /tmp/mlirc-test.XXXXXX)" || exit 1
  export TMPDIR="$MLIRC_TMP"
  trap 'rm -rf "$MLIRC_TMP"' EXIT
  cd "$MLIRC_RUNFILES" || exit 1
}

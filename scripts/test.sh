#!/usr/bin/env bash
# Sets up everything (scripts/setup.sh), runs the whole test suite
# (`bazel test //...`) and sums it up in cases (tools/summarize_tests.py): one
# row per test target, the cases of each suite per runtime, what was left out
# (e.g. the shared corpus), then `N passed, M failed` as the last line. Exit
# status 0 only when nothing failed.
# Options go to `bazel test`, other arguments replace //... as the targets, e.g.
#   scripts/test.sh --test_tag_filters=-browser      scripts/test.sh //core/...
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! bash scripts/setup.sh; then
  echo "test: setup failed"
  echo "0 passed, 1 failed"
  exit 1
fi

bep="$(mktemp /tmp/mlirc-bep.XXXXXX.json)"
trap 'rm -f "$bep"' EXIT

# Arguments that are not options name the targets (default: //...).
targets=()
options=()
for arg in "$@"; do
  if [[ "$arg" == -* ]]; then options+=("$arg"); else targets+=("$arg"); fi
done
[[ ${#targets[@]} -gt 0 ]] || targets=(//...)

echo "test: bazel test ${targets[*]}"
bazel test --test_output=errors --keep_going --build_event_json_file="$bep" "${options[@]}" -- "${targets[@]}"
bazel_rc=$?

echo
python3 tools/summarize_tests.py --bep "$bep" --bazel-exit "$bazel_rc"
summary_rc=$?

if [[ $bazel_rc -ne 0 || $summary_rc -ne 0 ]]; then
  exit 1
fi
exit 0

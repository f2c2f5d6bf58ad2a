#!/usr/bin/env bash
# Sets up everything, builds the playground (//web:site) and serves it on
# http://localhost:8080 (PORT=NNNN to change) until Ctrl-C.
#
# The folder served: when //web:site outputs one directory (a tree artifact),
# that directory; otherwise the deepest folder holding all of its output files
# (so a site whose outputs are under bazel-bin/web/site/ is served from there).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
port="${PORT:-8080}"
target="${MLIRC_SITE_TARGET:-//web:site}"

bash scripts/setup.sh
echo "serve: bazel build $target"
bazel build "$target"

mapfile -t outputs < <(bazel cquery "$target" --output=starlark \
  --starlark:expr="'\n'.join([f.path for f in target.files.to_list()])" 2>/dev/null)
[[ ${#outputs[@]} -gt 0 && -n "${outputs[0]}" ]] || { echo "serve: $target has no output files" >&2; exit 1; }

if [[ ${#outputs[@]} -eq 1 && -d "${outputs[0]}" ]]; then
  site="${outputs[0]}"
else
  site="$(dirname "${outputs[0]}")"
  for f in "${outputs[@]}"; do
    while [[ "$f" != "$site" && "$f" != "$site"/* ]]; do site="$(dirname "$site")"; done
  done
fi

echo "serve: open http://localhost:$port/"
exec node tools/serve.mjs "$site" "$port"

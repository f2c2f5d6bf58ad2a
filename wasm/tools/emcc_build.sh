#!/usr/bin/env bash
# emcc_build.sh: compiles the core's C sources with Emscripten (in parallel)
# and links one of the two wasm builds. Run by the genrules in wasm/BUILD.bazel.
#
#   emcc_build.sh module|side OUTPUT EXPORTS_JSON INCLUDE_DIR GENDIR -- SOURCES... [-- LINK_FLAGS...]
#
# module: the ES module build, OUTPUT is the .mjs (the .wasm is written
#         beside it with the same base name);
# side:   the Pyodide side module, OUTPUT is the .so.
# SOURCES may include headers (ignored: only .c files are compiled) and
# generated files (under GENDIR, Bazel's $(GENDIR)); as for cc_library, both
# the workspace root and GENDIR are on the quoted include path.
set -euo pipefail

mode="$1" out="$2" exports="$3" include="$4" gendir="$5"
shift 5
[[ "${1:-}" == "--" ]] && shift
srcs=()
while [[ $# -gt 0 && "$1" != "--" ]]; do
  [[ "$1" == *.c ]] && srcs+=("$1")
  shift
done
[[ "${1:-}" == "--" ]] && shift
link_flags=("$@")
if [[ ${#srcs[@]} -eq 0 ]]; then
  echo "emcc_build.sh: no C sources given" >&2
  exit 1
fi

# The same C dialect and visibility as the native build (core/BUILD.bazel).
cflags=(-std=c11 -O2 -fvisibility=hidden -Wno-unused-parameter -I"$include" -iquote . -iquote "$gendir")
case "$mode" in
  module) ;;
  side) cflags+=(-fPIC) ;;
  *) echo "emcc_build.sh: unknown mode '$mode'" >&2; exit 1 ;;
esac

tmp="$(mktemp -d "${TMPDIR:-/tmp}/mlirc_emcc.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

# Compile: one object per source, named after its path (file names repeat
# across core/lib folders), as many at once as there are cores.
jobs="$(nproc 2>/dev/null || echo 2)"
printf '%s\n' "${cflags[@]}" > "$tmp/cflags.rsp" # an emcc response file
for src in "${srcs[@]}"; do
  printf '%s\0%s\0' "$src" "$tmp/$(echo "$src" | tr '/' '_').o"
done | xargs -0 -n 2 -P "$jobs" sh -c 'exec emcc "@$0" -c "$1" -o "$2"' "$tmp/cflags.rsp"

objs=("$tmp"/*.o)
common=(-O2 -sWASM_BIGINT "-sEXPORTED_FUNCTIONS=@$exports"
  # A header may declare a function the core does not define yet: it is then
  # left out with a warning (listed by //wasm:exports_test) instead of
  # breaking the build.
  -Wno-error=undefined)
if [[ "$mode" == side ]]; then
  exec emcc "${objs[@]}" -o "$out" -sSIDE_MODULE=2 "${common[@]}" "${link_flags[@]}"
else
  exec emcc "${objs[@]}" -o "$out" "${common[@]}" "${link_flags[@]}"
fi

#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz/fuzz_*.c) against the core with
# Debian's clang: -fsanitize=fuzzer,address,undefined, no UBSan recovery (an
# undefined-behaviour report is a crash). No Bazel: the dialect tables are
# generated as core/BUILD.bazel does (llvm-tblgen --dump-json + ods_gen.py)
# and objects are rebuilt only when their source changed.
#
#   tests/fuzz/build.sh [OUT]      (default OUT: $MLIRC_FUZZ_OUT or /tmp/mlirc-fuzz)
#
# Prints the folder holding the binaries (OUT/bin) on its last line.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-${MLIRC_FUZZ_OUT:-/tmp/mlirc-fuzz}}"
CC="${CC:-/usr/bin/clang}"
TD_ROOT=/usr/lib/llvm-22/include
TBLGEN=/usr/lib/llvm-22/bin/llvm-tblgen
mkdir -p "$out/gen" "$out/obj" "$out/bin"

SAN="-fsanitize=address,undefined -fno-sanitize-recover=all"
CFLAGS="-std=c11 -g -O1 -fno-omit-frame-pointer -I$root -I$root/core/include -Wno-unused-parameter"

# The dialect tables: the ODS_DIALECTS list of core/BUILD.bazel.
dialects="$(python3 - "$root/core/BUILD.bazel" <<'EOF'
import re, sys
src = open(sys.argv[1]).read()
body = re.search(r"ODS_DIALECTS = \{(.*?)\n\}", src, re.S).group(1)
for ns, td in re.findall(r'"(\w+)":\s*"([^"]+)"', body):
    print(ns, td)
EOF
)"
gen_srcs=()
while read -r ns td; do
  [[ -n "$ns" ]] || continue
  if [[ "$td" == gen/* ]]; then tdpath="$root/core/$td"; else tdpath="$TD_ROOT/$td"; fi
  c="$out/gen/${ns}_ods.c"
  if [[ ! -s "$c" || "$root/core/gen/ods_gen.py" -nt "$c" || "$tdpath" -nt "$c" ||
        "$root/core/lib/ods/ods_pred.h" -nt "$c" ]]; then
    "$TBLGEN" --dump-json -I "$TD_ROOT" -I "$root/core" "$tdpath" -o "$out/gen/$ns.json"
    python3 "$root/core/gen/ods_gen.py" --json "$out/gen/$ns.json" --dialect "$ns" \
      --helpers "$root/core/lib/ods/ods_pred.h" -o "$c.tmp"
    mv "$c.tmp" "$c"
  fi
  gen_srcs+=("$c")
done <<<"$dialects"
# linalg's OpDSL named ops (the linalg_named genrule of core/BUILD.bazel).
if [[ -f "$root/core/gen/linalg_gen.py" ]]; then
  c="$out/gen/linalg_named.c"
  if [[ ! -s "$c" || "$root/core/gen/linalg_gen.py" -nt "$c" ]]; then
    ir="$TD_ROOT/mlir/Dialect/Linalg/IR"
    python3 "$root/core/gen/linalg_gen.py" --cpp "$ir/LinalgNamedStructuredOps.yamlgen.cpp.inc" \
      --td "$ir/LinalgNamedStructuredOps.yamlgen.td" -o "$c.tmp"
    mv "$c.tmp" "$c"
  fi
  gen_srcs+=("$c")
fi

# Compiles one source to OUT/obj (an object per source path); skips an
# object newer than its source and every header of core/lib.
newest_header="$(find "$root/core/lib" "$root/core/include" -name '*.h' -printf '%T@\n' | sort -n | tail -1)"
compile() {
  local src="$1" obj="$out/obj/$(echo "$1" | sed 's|/|_|g').o"
  if [[ -f "$obj" ]]; then
    local t_obj t_src
    t_obj="$(stat -c %Y "$obj")"; t_src="$(stat -c %Y "$src")"
    if (( t_obj >= t_src )) && awk -v o="$t_obj" -v h="$newest_header" 'BEGIN{exit !(o >= h)}'; then
      echo "$obj"; return 0
    fi
  fi
  $CC $CFLAGS $SAN -fsanitize=fuzzer-no-link -c "$src" -o "$obj.tmp" && mv "$obj.tmp" "$obj" && echo "$obj"
}
export -f compile
export out CC CFLAGS SAN newest_header

mapfile -t lib_srcs < <(find "$root/core/lib" -name '*.c' | sort)
jobs="${MLIRC_FUZZ_JOBS:-$(nproc)}"
printf '%s\n' "${lib_srcs[@]}" "${gen_srcs[@]}" | xargs -P "$jobs" -I{} bash -c 'compile "$@"' _ {} >"$out/objs.txt"
[[ "$(wc -l <"$out/objs.txt")" -eq $(( ${#lib_srcs[@]} + ${#gen_srcs[@]} )) ]] || {
  echo "build: some sources failed to compile" >&2; exit 1; }
rm -f "$out/libcore.a"
ar rcs "$out/libcore.a" $(cat "$out/objs.txt")

for t in "$root"/tests/fuzz/fuzz_*.c; do
  name="$(basename "$t" .c)"
  $CC $CFLAGS $SAN -fsanitize=fuzzer "$t" "$out/libcore.a" -lm -lpthread -o "$out/bin/$name"
done
echo "$out/bin"

#!/usr/bin/env bash
# Sets up everything mlirc needs on a Debian bookworm machine (root, or sudo):
# the apt packages (Bazel, Emscripten, upstream MLIR 22, Chromium, ...), then the
# npm packages of package-lock.json into node_modules/.
# Idempotent: a second run checks, changes nothing and takes a second or two.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

say() { echo "setup: $*"; }
die() { echo "setup: error: $*" >&2; exit 1; }

# What each package is for:
#   bazel-bootstrap   Bazel 4.2.3, the build (brings build-essential, a JDK, python3, unzip)
#   emscripten        emcc 3.1.6 for wasm/ (brings clang-14, lld-14, binaryen, node-acorn)
#   mlir-22-tools     mlir-opt 22 (conformance oracle, benchmark peer), mlir-tblgen 22 (ODS -> C tables)
#   libmlir-22-dev    upstream .td files and mlir-c headers/libraries
#   llvm-22           llvm-tblgen 22: --dump-json of upstream's ODS records (core/gen)
#   llvm-22-tools     FileCheck, lit, split-file, not, count 22: the oracles of filecheck and mlirc-lit
#   chromium          headless browser tests (driven by npm playwright-core)
#   python3           CPython tests, conformance runner, wheel build
#   zip, unzip        wheel and archive handling
#   valgrind          memcheck of mlirc-opt over the conformance corpus (tests/sanitize)
#   python3-nbformat  Jupyter's validator for the notebook's saved .ipynb files (tests/browser)
#   python3-venv      a fresh virtual environment for the CPython wheel's install test
#   time              /usr/bin/time: CPU times of the lit runs compared in tests/lit
apt_packages=(
  bazel-bootstrap
  emscripten
  mlir-22-tools
  libmlir-22-dev
  llvm-22
  llvm-22-tools
  chromium
  python3
  zip
  unzip
  valgrind
  python3-nbformat
  python3-venv
  time
)

sudo_cmd=()
if [[ "$(id -u)" -ne 0 ]]; then
  command -v sudo >/dev/null || die "not root and no sudo: cannot install apt packages"
  sudo_cmd=(sudo)
fi

is_installed() {
  [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" == "install ok installed" ]]
}

apt_install() {
  local missing=() p
  for p in "$@"; do
    is_installed "$p" || missing+=("$p")
  done
  if [[ ${#missing[@]} -eq 0 ]]; then
    return 0
  fi
  say "installing apt packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
}

# --- apt -------------------------------------------------------------------
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  # Node 20 comes with the machine; Debian's own nodejs (18) is the fallback.
  say "node/npm missing: installing Debian's nodejs and npm"
  apt_install nodejs npm
fi
apt_install "${apt_packages[@]}"
say "apt packages present (${apt_packages[*]})"

for tool in bazel emcc node npm python3 chromium valgrind /usr/lib/llvm-22/bin/mlir-opt /usr/lib/llvm-22/bin/mlir-tblgen /usr/lib/llvm-22/bin/llvm-tblgen \
  /usr/lib/llvm-22/bin/FileCheck /usr/lib/llvm-22/bin/lit /usr/lib/llvm-22/bin/split-file /usr/bin/time; do
  command -v "$tool" >/dev/null || die "$tool not found after installing packages"
done
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [[ "$node_major" -lt 20 ]]; then
  say "warning: node $(node --version) is older than the Node 20 the tests are written for"
fi

# --- npm -------------------------------------------------------------------
# node_modules is (re)installed when its stamp differs from the hash of
# package.json + package-lock.json + the node version.
stamp_file="node_modules/.mlirc-setup-stamp"
want_stamp="$(cat package.json package-lock.json 2>/dev/null | sha256sum | cut -d' ' -f1) node-$(node --version)"
have_stamp="$(cat "$stamp_file" 2>/dev/null || true)"
if [[ -d node_modules && "$have_stamp" == "$want_stamp" ]]; then
  say "node_modules up to date"
else
  if [[ -f package-lock.json ]]; then
    say "npm ci (node_modules missing or stale)"
    npm ci --no-audit --no-fund --loglevel=error
  else
    say "npm install (no package-lock.json yet)"
    npm install --no-audit --no-fund --loglevel=error
    want_stamp="$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1) node-$(node --version)"
  fi
  echo "$want_stamp" > "$stamp_file"
  say "node_modules installed"
fi

say "done ($root)"

# Sourced by bin/start, bin/test and .ci/run: makes sure this machine has what the project needs,
# installing only what is missing, and only from the npm registry and Debian's packages.
#   - Node.js >= 22.22: when the machine's is older, Node 24 from the npm registry into .tools/
#   - pnpm 12.21.0 into .tools/ when the machine has no pnpm of that version
#   - the workspace's dependencies (pnpm install, frozen lockfile in CI)
#   - with --browser: Chromium from Debian's packages for the browser tests, and poppler-utils
#     (pdftoppm) for the test that renders a PDF's first page
# shellcheck shell=bash
set -euo pipefail

UROSIM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
UROSIM_TOOLS="$UROSIM_ROOT/.tools"
UROSIM_NODE_VERSION=24.21.0
UROSIM_PNPM_VERSION=12.21.0

urosim_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)'
}

urosim_node_package() {
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "Unsupported CPU $(uname -m) for the bundled Node.js" >&2; return 1 ;;
  esac
  echo "node-$(uname -s | tr '[:upper:]' '[:lower:]')-$arch"
}

# Node and pnpm each get their own npm prefix: one `npm install --prefix` prunes whatever another put
# in the same folder, so a shared prefix would lose Node when pnpm is installed after it.
if [ -d "$UROSIM_TOOLS/pnpm/node_modules/.bin" ]; then export PATH="$UROSIM_TOOLS/pnpm/node_modules/.bin:$PATH"; fi
for dir in "$UROSIM_TOOLS"/node/node_modules/node-*/bin; do
  if [ -x "$dir/node" ]; then export PATH="$dir:$PATH"; fi
done

if ! urosim_node_ok; then
  pkg="$(urosim_node_package)"
  echo "› Node.js $(node -v 2>/dev/null || echo 'missing') is too old: installing Node $UROSIM_NODE_VERSION ($pkg) into .tools/"
  npm install --prefix "$UROSIM_TOOLS/node" --no-save --no-audit --no-fund --loglevel=error "$pkg@$UROSIM_NODE_VERSION"
  export PATH="$UROSIM_TOOLS/node/node_modules/$pkg/bin:$PATH"
  urosim_node_ok || { echo "Node.js install failed" >&2; exit 1; }
fi

if [ "$(pnpm --version 2>/dev/null || true)" != "$UROSIM_PNPM_VERSION" ]; then
  echo "› installing pnpm $UROSIM_PNPM_VERSION into .tools/"
  npm install --prefix "$UROSIM_TOOLS/pnpm" --no-save --no-audit --no-fund --loglevel=error "pnpm@$UROSIM_PNPM_VERSION"
  export PATH="$UROSIM_TOOLS/pnpm/node_modules/.bin:$PATH"
fi

if [ "${CI:-}" = "true" ]; then
  (cd "$UROSIM_ROOT" && pnpm install --frozen-lockfile --reporter=append-only)
else
  (cd "$UROSIM_ROOT" && pnpm install --prefer-offline --reporter=silent)
fi

# The browser tests use CHROMIUM_PATH when it is set (e.g. /usr/bin/google-chrome on GitHub's Ubuntu
# runners, where the chromium packages are snap stubs), else Debian's chromium-headless-shell (the
# same engine without the browser's interface: about a fifth faster on these 2 cores).
if [ "${1:-}" = "--browser" ] && [ -n "${CHROMIUM_PATH:-}" ] && [ ! -x "$CHROMIUM_PATH" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser" >&2
  exit 1
fi
if [ "${1:-}" = "--browser" ] && [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "› installing Chromium's headless shell from Debian's packages for the browser tests"
  if [ "$(id -u)" -eq 0 ]; then apt_get=(apt-get); else apt_get=(sudo apt-get); fi
  "${apt_get[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq chromium-headless-shell >/dev/null
fi
# The PDF tests render a page with pdftoppm (packages/documents); the test fails when it is missing.
if [ "${1:-}" = "--browser" ] && ! command -v pdftoppm >/dev/null 2>&1; then
  echo "› installing poppler-utils (pdftoppm) from Debian's packages for the PDF tests"
  if [ "$(id -u)" -eq 0 ]; then apt_get=(apt-get); else apt_get=(sudo apt-get); fi
  "${apt_get[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq poppler-utils >/dev/null
fi
echo "› toolchain: node $(node -v), pnpm $(pnpm --version)"

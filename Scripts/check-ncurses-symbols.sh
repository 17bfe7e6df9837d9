#!/usr/bin/env bash
# Holds the CNcurses shim to the ncurses that macOS ships (5.7-era): compiles the shim, lists the
# symbols its object leaves undefined (`nm -u`), keeps those the installed ncurses library defines,
# and fails when any of them is missing from Scripts/data/ncurses-5.7-symbols.txt (what ncurses
# 5.7 exported). Run by .ci/run.
#
# Usage: Scripts/check-ncurses-symbols.sh [SOURCE.c]   (default: Sources/CNcurses/cncurses.c)
# Exit status: 0 when every ncurses symbol is one 5.7 had, 1 when one is newer, 2 when the check
# cannot run (no compiler, no nm, no ncurses library found).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source_file="${1:-$root/Sources/CNcurses/cncurses.c}"
list="$root/Scripts/data/ncurses-5.7-symbols.txt"

compiler="${CC:-cc}"
command -v "$compiler" >/dev/null 2>&1 || { echo "check-ncurses-symbols: no C compiler ($compiler)" >&2; exit 2; }
command -v nm >/dev/null 2>&1 || { echo "check-ncurses-symbols: nm is not installed" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The same definitions Package.swift gives the CNcurses target.
flags=(-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600)
case "$(uname -s)" in
  Darwin) flags+=(-D_DARWIN_C_SOURCE) ;;
esac
"$compiler" "${flags[@]}" -I "$root/Sources/CNcurses/include" -c "$source_file" -o "$work/shim.o"

# Undefined symbols of the object; Mach-O prefixes C names with an underscore.
nm -u "$work/shim.o" | awk '{print $NF}' | sed 's/@.*//' >"$work/undefined"
if [ "$(uname -s)" = Darwin ]; then sed -i '' 's/^_//' "$work/undefined"; fi
sort -u -o "$work/undefined" "$work/undefined"

# What the ncurses library on this machine defines, to tell its symbols from libc's.
case "$(uname -s)" in
  Darwin)
    # The SDK describes its libraries in text stubs (.tbd); the dylibs live in the shared cache.
    sdk="$(xcrun --show-sdk-path)"
    grep -o "_[A-Za-z_][A-Za-z0-9_]*" "$sdk/usr/lib/libncurses.tbd" | sed 's/^_//' >"$work/library"
    ;;
  *)
    libraries=()
    for name in libncursesw.so.6 libtinfo.so.6 libncursesw.so.5 libtinfo.so.5; do
      path="$(ldconfig -p 2>/dev/null | awk -v n="$name" '$1 == n && !found {print $NF; found = 1}')"
      if [ -z "$path" ]; then
        path="$("$compiler" -print-file-name="$name")"
        [ "$path" = "$name" ] && path=""
      fi
      [ -n "$path" ] && [ -e "$path" ] && libraries+=("$path")
    done
    if [ ${#libraries[@]} -eq 0 ]; then
      echo "check-ncurses-symbols: no ncurses library found (install libncurses-dev)" >&2
      exit 2
    fi
    for library in "${libraries[@]}"; do nm -D --defined-only "$library"; done |
      awk '{print $NF}' | sed 's/@.*//' >"$work/library"
    ;;
esac
sort -u -o "$work/library" "$work/library"
grep -v '^#' "$list" | sort -u >"$work/allowed"

comm -12 "$work/undefined" "$work/library" >"$work/used"
comm -23 "$work/used" "$work/allowed" >"$work/newer"

if [ -s "$work/newer" ]; then
  echo "check-ncurses-symbols: $(basename "$source_file") uses ncurses functions newer than 5.7" >&2
  echo "(the macOS SDK's library lacks them):" >&2
  sed 's/^/  /' "$work/newer" >&2
  exit 1
fi
echo "check-ncurses-symbols: $(wc -l <"$work/used" | tr -d ' ') ncurses symbols used, all in ncurses 5.7"

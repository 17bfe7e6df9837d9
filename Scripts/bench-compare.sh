#!/usr/bin/env bash
# heroscope's frame path beside the floor: builds the plain C loop (Benchmarks/floor/floor.c)
# and heroscope-bench in release, then runs `heroscope-bench --compare` on it, which plays the
# same 1,000-view frames at 200×60 through both in one run, in 256 colours and 24-bit, and
# prints their medians (CPU time) and bytes side by side.
#
# Usage: Scripts/bench-compare.sh [heroscope-bench options…]
# Needs a C compiler (cc).
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .build
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -o .build/floor Benchmarks/floor/floor.c
swift build -c release --product heroscope-bench
exec .build/release/heroscope-bench --compare .build/floor "$@"

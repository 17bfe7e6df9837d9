#!/usr/bin/env bash
# Measures `heroscope play` in a 200×60 tmux window: frame time (median and 99th percentile,
# from the player's own per-frame log) and CPU use (from /proc) while playing and while paused,
# for the built-in demo and for a generated 1,000-view scene.
#
# Usage: swift build -c release && Scripts/measure-play.sh [path/to/heroscope]
#        Scripts/measure-play.sh --write-scene FILE   # only write the 1,000-view scene (for
#                                                     # heroscope-bench --play FILE)
# MEASURE_SECONDS (default 10) sets how long each phase is measured.
# Needs tmux, awk and Linux's /proc. Prints a Markdown table.
set -euo pipefail

write_scene=""
if [ "${1:-}" = "--write-scene" ]; then
  [ -n "${2:-}" ] || { echo "usage: Scripts/measure-play.sh --write-scene FILE" >&2; exit 2; }
  # As named from where the script was run.
  write_scene=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
  set --
fi
cd "$(dirname "$0")/.."
binary=${1:-.build/release/heroscope}
phase_seconds=${MEASURE_SECONDS:-10}
warmup_seconds=2
socket="heroscope-measure-$$"
work=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true
      rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"; rm -rf "$work"' EXIT

if [ -z "$write_scene" ]; then
  [ -x "$binary" ] || { echo "error: no heroscope binary at $binary (swift build -c release)" >&2; exit 2; }
  command -v tmux >/dev/null || { echo "error: tmux is needed" >&2; exit 2; }
fi
ticks_per_second=$(getconf CLK_TCK)

# 500 tiles on each screen, matched by heroID: the from screen's 20×25 grid moves into the to
# screen's 25×20 grid, each tile changing colour on the way (a gradient of thousands of colours).
generate_scene() {
  awk 'BEGIN {
    printf "{\"name\": \"1000 views\", \"size\": [375, 667], \"from\": {\"color\": \"#101010\", \"views\": ["
    n = 0
    for (r = 0; r < 25; r++) for (c = 0; c < 20; c++) {
      printf "%s{\"heroID\": \"v%d\", \"frame\": [%.2f, %.2f, 16, 24], \"color\": \"#%02x%02x%02x\"}",
        (n ? ", " : ""), n, c * 18.75 + 1, r * 26.68 + 1, 40 + c * 10, 60 + r * 7, 200 - c * 8
      n++
    }
    printf "]}, \"to\": {\"color\": \"#f5f5f5\", \"views\": ["
    n = 0
    for (r = 0; r < 20; r++) for (c = 0; c < 25; c++) {
      printf "%s{\"heroID\": \"v%d\", \"frame\": [%.2f, %.2f, 13, 30], \"color\": \"#%02x%02x%02x\", \"cornerRadius\": 4}",
        (n ? ", " : ""), (c * 20 + r) % 500, c * 15 + 1, r * 33.35 + 1, 230 - r * 9, 40 + c * 8, 90 + r * 6
      n++
    }
    printf "]}}\n"
  }'
}

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
now() { date +%s.%N; }

# measure NAME [SCENE]: one row of the table.
measure() {
  local name=$1 scene=${2:-} log="$work/$1.log"
  tmux -L "$socket" -f /dev/null new-session -d -x 200 -y 60 \
    "exec env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 HEROSCOPE_STATS_LOG='$log' '$binary' $scene --autoplay --loop"
  local pid
  pid=$(tmux -L "$socket" display -p '#{pane_pid}')
  sleep "$warmup_seconds"
  local c0 t0 c1 t1 c2 t2 c3 t3
  c0=$(cpu_ticks "$pid"); t0=$(now)
  sleep "$phase_seconds"
  c1=$(cpu_ticks "$pid"); t1=$(now)
  tmux -L "$socket" send-keys space
  sleep 1
  c2=$(cpu_ticks "$pid"); t2=$(now)
  sleep "$phase_seconds"
  c3=$(cpu_ticks "$pid"); t3=$(now)
  tmux -L "$socket" send-keys q
  for _ in $(seq 100); do [ -s "$log" ] && ! kill -0 "$pid" 2>/dev/null && break; sleep 0.1; done
  local playing_cpu paused_cpu
  playing_cpu=$(awk -v c="$((c1 - c0))" -v t0="$t0" -v t1="$t1" -v hz="$ticks_per_second" \
    'BEGIN { printf "%.1f %%", 100 * c / hz / (t1 - t0) }')
  paused_cpu=$(awk -v c="$((c3 - c2))" -v t0="$t2" -v t1="$t3" -v hz="$ticks_per_second" \
    'BEGIN { printf "%.1f %%", 100 * c / hz / (t1 - t0) }')
  # Frames drawn while playing, after the warm-up: median, p99 (nearest rank), frames per second.
  local frames
  frames=$(awk -v from="$warmup_seconds" '!/^#/ && $3 == 1 && $1 >= from { print $2 }' "$log" | sort -g)
  local count median p99 rate paused_frames
  count=$(printf '%s\n' "$frames" | grep -c . || true)
  median=$(printf '%s\n' "$frames" | awk -v n="$count" 'NR == int((n + 1) / 2) { printf "%.2f ms", $1 }')
  p99=$(printf '%s\n' "$frames" | awk -v n="$count" 'BEGIN { k = int(0.99 * n); if (k < 0.99 * n) k++ } NR == k { printf "%.2f ms", $1 }')
  rate=$(awk -v n="$count" -v t0="$t0" -v t1="$t1" -v from="$warmup_seconds" -v log_="$log" \
    'BEGIN { while ((getline line < log_) > 0) { split(line, f, " "); if (f[3] == 1 && f[1] >= from) { if (first == "") first = f[1]; last = f[1] } }
             printf "%.1f", (n - 1) / (last - first) }')
  paused_frames=$(awk '!/^#/ && $3 == 0' "$log" | wc -l)
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$median" "$p99" "$rate" "$playing_cpu" "$paused_cpu" "$paused_frames"
}

if [ "$write_scene" ]; then
  generate_scene > "$write_scene"
  exit 0
fi
generate_scene > "$work/1000-views.json"
echo "heroscope play, 200×60 tmux window, TERM=xterm-256color, $(nproc) cores, ${phase_seconds} s per phase"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| scene | frame median | frame p99 | frames/s playing | CPU playing | CPU paused | frames drawn paused |"
echo "|---|---|---|---|---|---|---|"
measure "demo"
measure "1,000 views" "$work/1000-views.json"

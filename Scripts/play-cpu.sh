#!/usr/bin/env bash
# The CPU heroscope play takes while it plays the demo in a loop in a real terminal under Xvfb:
# kitty (--graphics kitty, Mesa's software OpenGL) or xterm as a VT340 (--graphics sixel).
# Prints one line: the terminal, the seconds measured and heroscope's CPU as a percentage of
# one core (user + system time from /proc, after a two-second warm-up). For the benchmark's
# figure (docs/benchmark.md); by hand:
#
#   Scripts/play-cpu.sh BINARY [kitty|xterm] [SECONDS] [DISPLAY_NUMBER]
#
# Exit 77 when a tool is missing. Only the processes started here are stopped, by their pid.
set -u
if [ -z "${PLAY_CPU_UNBLOCKED:-}" ]; then
  PLAY_CPU_UNBLOCKED=1 exec /usr/bin/python3 -c \
    'import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv("/bin/bash", ["bash"] + sys.argv[1:])' \
    "$0" "$@"
fi
BIN="$1"
TERMINAL="${2:-kitty}"
SECONDS_MEASURED="${3:-10}"
DNUM="${4:-98}"
for tool in Xvfb "$TERMINAL" xdpyinfo; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skip: $tool is not installed" >&2; exit 77; }
done
[ -e "/tmp/.X$DNUM-lock" ] && { echo "skip: display :$DNUM is in use" >&2; exit 77; }
OUT=$(mktemp -d)
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null; done
  sleep 0.5
  for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null; done
  rm -rf "$OUT"
}
trap cleanup EXIT
Xvfb ":$DNUM" -screen 0 1000x800x24 -nolisten tcp -noreset >/dev/null 2>&1 &
PIDS+=($!)
export DISPLAY=":$DNUM"
for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
case "$TERMINAL" in
  kitty) GRAPHICS=kitty ;;
  xterm) GRAPHICS=sixel ;;
  *) echo "unknown terminal: $TERMINAL" >&2; exit 2 ;;
esac
cat >"$OUT/inner.sh" <<INNER
echo \$\$ >"$OUT/shell.pid"
exec "$BIN" play --graphics $GRAPHICS --autoplay --loop --no-watch 2>"$OUT/stderr.txt"
INNER
if [ "$TERMINAL" = kitty ]; then
  LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o initial_window_width=800 \
    -o initial_window_height=600 -o remember_window_size=no -o font_size=11 sh "$OUT/inner.sh" >/dev/null 2>&1 &
else
  xterm -ti vt340 -xrm 'XTerm*decTerminalID: vt340' -xrm 'XTerm*numColorRegisters: 256' \
    -b 0 -w 0 -geometry 100x45+0+0 -e sh "$OUT/inner.sh" >/dev/null 2>&1 &
fi
PIDS+=($!)
for _ in $(seq 300); do [ -s "$OUT/shell.pid" ] && break; sleep 0.2; done
[ -s "$OUT/shell.pid" ] || { echo "the terminal did not start play in 60 s" >&2; exit 1; }
PID=$(cat "$OUT/shell.pid")
ticks() { awk '{ print $14 + $15 }' "/proc/$PID/stat"; }
sleep 2
HZ=$(getconf CLK_TCK)
start=$(ticks)
t0=$(date +%s.%N)
sleep "$SECONDS_MEASURED"
end=$(ticks)
t1=$(date +%s.%N)
awk -v a="$start" -v b="$end" -v t0="$t0" -v t1="$t1" -v hz="$HZ" -v term="$TERMINAL" \
  'BEGIN { printf "%s %.1f s %.1f %%\n", term, t1 - t0, 100 * (b - a) / hz / (t1 - t0) }'

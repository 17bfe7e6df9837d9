#!/usr/bin/env bash
# heroscope play --graphics kitty in a real kitty (0.26.5 on Mesa's software OpenGL) under
# Xvfb, or play --graphics sixel in xterm as a VT340: scrubbed to 50 % (PageDown five times
# from 0), screenshotted, then quit and screenshotted again (the image must be gone). Used by
# KittyScreenshotTests; by hand:
#
#   Scripts/kitty-screenshot.sh BINARY OUT_DIR [DISPLAY_NUMBER] [SCENE] [kitty|xterm]
#
# Writes OUT_DIR/winsize.txt (rows columns x-pixels y-pixels, as TIOCGWINSZ says inside
# kitty), OUT_DIR/stats.txt (play's HEROSCOPE_STATS_LOG: its `# graphics` line says how many
# frames went as kitty edits), OUT_DIR/window.txt (the window's X, Y on the root), OUT_DIR/playing.png and
# OUT_DIR/quit.png. Exit 0 when both screenshots were taken; 77 when a tool is missing (the
# reason on stderr); 1 otherwise. Only the processes started here are stopped, by their pid;
# every wait has a deadline (all of them together under two minutes).
set -u
# A test runner's threads block most signals, and children inherit the mask: run again with
# none blocked, so the processes started here can be stopped (and this script's trap runs).
if [ -z "${KITTY_SCREENSHOT_UNBLOCKED:-}" ]; then
  KITTY_SCREENSHOT_UNBLOCKED=1 exec /usr/bin/python3 -c \
    'import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv("/bin/bash", ["bash"] + sys.argv[1:])' \
    "$0" "$@"
fi
BIN="$1"
OUT="$2"
DNUM="${3:-94}"
SCENE="${4:-}"
TERMINAL="${5:-kitty}"
case "$TERMINAL" in
  kitty) GRAPHICS=kitty ;;
  xterm) GRAPHICS=sixel ;;
  *) echo "unknown terminal: $TERMINAL (kitty or xterm)" >&2; exit 2 ;;
esac
for tool in Xvfb "$TERMINAL" xdotool xdpyinfo import; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skip: $tool is not installed" >&2; exit 77; }
done
[ -e "/tmp/.X$DNUM-lock" ] && { echo "skip: display :$DNUM is in use" >&2; exit 77; }
mkdir -p "$OUT"
PIDS=()
# Stopped by pid: asked first, killed after five seconds.
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null; done
  for _ in $(seq 50); do
    alive=0
    for p in "${PIDS[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break
    sleep 0.1
  done
  for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null; done
}
trap cleanup EXIT

Xvfb ":$DNUM" -screen 0 1000x800x24 -nolisten tcp -noreset >"$OUT/xvfb.log" 2>&1 &
PIDS+=($!)
export DISPLAY=":$DNUM"
up=0
for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && { up=1; break; }; sleep 0.1; done
[ $up = 1 ] || { echo "skip: Xvfb did not start on :$DNUM" >&2; exit 77; }

# Inside kitty: the cell size as the kernel has it, then play; after quitting, wait (the
# window stays for the second screenshot) until this script stops it.
cat >"$OUT/inner.sh" <<EOF
/usr/bin/python3 -c "import fcntl,termios,struct; print(*struct.unpack('HHHH', fcntl.ioctl(0, termios.TIOCGWINSZ, b'\\\\0'*8)))" >"$OUT/winsize.txt"
HEROSCOPE_STATS_LOG="$OUT/stats.txt" "$BIN" play $SCENE --graphics $GRAPHICS --no-watch 2>"$OUT/play-stderr.txt"
echo \$? >"$OUT/play-status.txt"
sleep 60
EOF
start_terminal() {
  if [ "$TERMINAL" = kitty ]; then
    LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o background=#000000 -o cursor_blink_interval=0 \
      -o remember_window_size=no -o initial_window_width=800 -o initial_window_height=600 \
      -o window_padding_width=0 -o placement_strategy=top-left -o font_size=11 sh "$OUT/inner.sh" >>"$OUT/kitty.log" 2>&1 &
  else
    # A VT340 with 256 colour registers, no inner border, the cursor not blinking.
    xterm -ti vt340 -xrm 'XTerm*decTerminalID: vt340' -xrm 'XTerm*numColorRegisters: 256' \
      -xrm 'XTerm*cursorBlink: false' -b 0 -w 0 -geometry 100x45+0+0 -bg black -fg white \
      -e sh "$OUT/inner.sh" >>"$OUT/xterm.log" 2>&1 &
  fi
  KPID=$!
  PIDS+=($KPID)
}
start_terminal

# The window, within a minute; a terminal that died before opening one (it could not open
# the display, say) is started once more.
WID=""
tries=1
for _ in $(seq 300); do
  WID=$(xdotool search --pid "$KPID" 2>/dev/null | head -1)
  [ -z "$WID" ] && [ "$TERMINAL" = xterm ] && WID=$(xdotool search --class XTerm 2>/dev/null | head -1)
  [ -n "$WID" ] && [ -s "$OUT/winsize.txt" ] && break
  if [ -z "$WID" ] && ! kill -0 "$KPID" 2>/dev/null && [ $tries -lt 2 ]; then
    tries=$((tries + 1))
    start_terminal
  fi
  sleep 0.2
done
[ -n "$WID" ] || {
  echo "$TERMINAL opened no window in 60 s ($tries start(s)): $(tail -c 300 "$OUT/$TERMINAL.log" 2>/dev/null)" >&2
  exit 1
}
xdotool getwindowgeometry --shell "$WID" | sed -n 's/^[XY]=//p' | tr '\n' ' ' >"$OUT/window.txt"

# A screenshot taken when two in a row, half a second apart, are the same (at most 20 s).
steady() {
  local previous=""
  for _ in $(seq 40); do
    import -window root "$1" 2>/dev/null
    local sum
    sum=$(md5sum <"$1")
    [ "$sum" = "$previous" ] && return 0
    previous="$sum"
    sleep 0.5
  done
  return 1
}
sleep 1
steady "$OUT/start.png" || { echo "the screen never settled" >&2; exit 1; }
# kitty takes keys sent to its window; xterm ignores sent events (allowSendEvents), so it is
# given the focus and the keys come through XTEST.
press() {
  if [ "$TERMINAL" = xterm ]; then
    xdotool windowfocus "$WID" 2>/dev/null
    xdotool key "$1"
  else
    xdotool key --window "$WID" "$1"
  fi
}
for _ in 1 2 3 4 5; do press Next; sleep 0.2; done
steady "$OUT/playing.png" || { echo "the screen never settled after scrubbing" >&2; exit 1; }
# With EDIT_KEYS (xdotool key names): those pressed (a small change, which kitty is sent as an
# `a=f` edit), screenshotted as edited.png, then Ctrl-L (the picture sent again whole),
# screenshotted as redrawn.png: the two must be the same picture.
if [ -n "${EDIT_KEYS:-}" ]; then
  for key in $EDIT_KEYS; do press "$key"; sleep 0.2; done
  steady "$OUT/edited.png" || { echo "the screen never settled after the edit" >&2; exit 1; }
  press ctrl+l
  steady "$OUT/redrawn.png" || { echo "the screen never settled after Ctrl-L" >&2; exit 1; }
fi
press q
for _ in $(seq 100); do [ -s "$OUT/play-status.txt" ] && break; sleep 0.1; done
[ -s "$OUT/play-status.txt" ] || { echo "play did not quit on q within 10 s" >&2; exit 1; }
steady "$OUT/quit.png" || { echo "the screen never settled after quitting" >&2; exit 1; }
exit 0

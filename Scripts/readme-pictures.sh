#!/usr/bin/env bash
# Makes the README's pictures with heroscope itself: the demo at 45 % as a static SVG, and the
# whole demo transition as an animated SVG at a quarter of its speed with the arc overlay, and
# the images showcase halfway as a PNG.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
heroscope=.build/debug/heroscope
"$heroscope" frame --progress 0.45 --format svg > docs/demo-frame.svg
"$heroscope" record -o docs/demo.svg --speed 0.25 --arcs
"$heroscope" frame Scenes/showcase-images.json --progress 0.5 --format png --scale 2 \
  -o docs/showcase-images.png

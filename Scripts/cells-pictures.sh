#!/usr/bin/env bash
# Makes docs/cells.png: Scenes/legibility.json at 80x24, one frame drawn with each blitter
# (half blocks, quadrants, sextants, octants) by `heroscope frame --format ansi --cells …`, each
# drawn as a terminal that draws block elements itself would show it (Scripts/cells-to-png.py,
# Debian's python3-pil), side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${HEROSCOPE:-.build/release/heroscope}"
[ -x "$bin" ] || { swift build -c release --product heroscope >&2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for cells in half quadrant sextant octant; do
  "$bin" frame Scenes/legibility.json --progress 0.1 --size 36x24 --format ansi --cells "$cells" \
    > "$work/$cells.ansi"
  /usr/bin/python3 Scripts/cells-to-png.py "$work/$cells.ansi" "$work/$cells.png"
done
/usr/bin/python3 - "$work" docs/cells.png <<'PY'
import sys
from PIL import Image, ImageDraw, ImageFont
work, out = sys.argv[1], sys.argv[2]
names = ["half", "quadrant", "sextant", "octant"]
images = [Image.open(f"{work}/{n}.png") for n in names]
w, h = images[0].size
sheet = Image.new("RGB", (w * 4 + 30, h + 34), (24, 24, 28))
pen = ImageDraw.Draw(sheet)
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 20)
for i, (name, image) in enumerate(zip(names, images)):
    sheet.paste(image, (i * (w + 10), 34))
    pen.text((i * (w + 10) + 8, 6), f"--cells {name}", fill=(230, 230, 230), font=font)
sheet.save(out, optimize=True)
PY
echo "wrote docs/cells.png"

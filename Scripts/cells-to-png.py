#!/usr/bin/python3
"""Draws heroscope's ANSI output (frame --format ansi, one frame of a .cast) as a PNG, cell by
cell, the way a terminal that draws block elements itself would: each half block, quadrant,
sextant and octant as its pattern of ink and paper, other characters in DejaVu Sans Mono.

An independent decoder of what heroscope writes: the block patterns come from the Unicode
charts' names (BLOCK SEXTANT-1234, BLOCK OCTANT-3, …), not from heroscope's tables.

    Scripts/cells-to-png.py FRAME.ansi OUT.png [--cell 12x24]
"""
import re
import sys

from PIL import Image, ImageDraw, ImageFont

CELL_W, CELL_H = 12, 24  # divisible by every blitter's pixels (1, 2 across; 2, 3, 4 down)


def sextant_patterns():
    """U+1FB00… lists the 2×3 patterns in ascending order of their sextant numbers' bits
    (sextant k is bit k-1, numbered row by row), leaving out the empty, full and two half
    columns (1,3,5 and 2,4,6)."""
    table = {}
    code = 0x1FB00
    for mask in range(1, 63):
        if mask in (0b010101, 0b101010):
            continue
        table[code] = (2, 3, mask)
        code += 1
    return table


def octant_patterns():
    """U+1CD00… lists the 2×4 patterns in ascending order, leaving out the 26 that older
    characters draw (named in the charts: block halves, quadrants, eighths, quarter blocks)."""
    elsewhere = {0, 1, 2, 3, 5, 10, 15, 20, 40, 63, 64, 80, 85, 90, 95, 128, 160, 165, 170,
                 175, 192, 240, 245, 250, 252, 255}
    table = {}
    code = 0x1CD00
    for mask in range(256):
        if mask in elsewhere:
            continue
        table[code] = (2, 4, mask)
        code += 1
    # Those outside the block, by their chart names.
    table.update({0x1CEA8: (2, 4, 1), 0x1CEAB: (2, 4, 2), 0x1FB82: (2, 4, 3),
                  0x1FBE6: (2, 4, 20), 0x1FBE7: (2, 4, 40), 0x1FB85: (2, 4, 63),
                  0x1CEA3: (2, 4, 64), 0x1CEA0: (2, 4, 128), 0x2582: (2, 4, 192),
                  0x2586: (2, 4, 252)})
    return table


PATTERNS = {
    0x2580: (1, 2, 1), 0x2584: (1, 2, 2), 0x2588: (1, 1, 1), 0x258C: (2, 1, 1), 0x2590: (2, 1, 2),
    0x2598: (2, 2, 1), 0x259D: (2, 2, 2), 0x2596: (2, 2, 4), 0x2597: (2, 2, 8),
    0x259A: (2, 2, 9), 0x259E: (2, 2, 6), 0x259B: (2, 2, 7), 0x259C: (2, 2, 11),
    0x2599: (2, 2, 13), 0x259F: (2, 2, 14),
}
PATTERNS.update(sextant_patterns())
PATTERNS.update(octant_patterns())


def decode(data):
    """The cells of an ANSI frame: rows of (character, foreground, background)."""
    rows = [[]]
    fg, bg = (255, 255, 255), (0, 0, 0)
    i = 0
    text = data
    while i < len(text):
        ch = text[i]
        if ch == "\x1b":
            m = re.match(r"\x1b\[([0-9;]*)m", text[i:])
            if not m:
                raise SystemExit(f"unexpected escape at {i}: {text[i:i+12]!r}")
            params = [int(p) if p else 0 for p in m.group(1).split(";")] if m.group(1) else [0]
            k = 0
            while k < len(params):
                p = params[k]
                if p == 0:
                    fg, bg = (255, 255, 255), (0, 0, 0)
                elif p in (38, 48) and params[k + 1] == 2:
                    colour = tuple(params[k + 2:k + 5])
                    if p == 38:
                        fg = colour
                    else:
                        bg = colour
                    k += 4
                k += 1
            i += len(m.group(0))
        elif ch == "\n":
            rows.append([])
            i += 1
        else:
            rows[-1].append((ch, fg, bg))
            i += 1
    return [r for r in rows if r]


def draw(rows, cell=(CELL_W, CELL_H)):
    w, h = cell
    columns = max(len(r) for r in rows)
    image = Image.new("RGB", (columns * w, len(rows) * h))
    pen = ImageDraw.Draw(image)
    try:
        font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", h * 3 // 4)
    except OSError:
        font = ImageFont.load_default()
    for y, row in enumerate(rows):
        for x, (ch, fg, bg) in enumerate(row):
            x0, y0 = x * w, y * h
            pen.rectangle([x0, y0, x0 + w - 1, y0 + h - 1], fill=bg)
            pattern = PATTERNS.get(ord(ch))
            if pattern:
                across, down, mask = pattern
                for k in range(across * down):
                    if mask >> k & 1:
                        cx, cy = k % across, k // across
                        pen.rectangle([x0 + cx * w // across, y0 + cy * h // down,
                                       x0 + (cx + 1) * w // across - 1,
                                       y0 + (cy + 1) * h // down - 1], fill=fg)
            elif ch != " ":
                pen.text((x0, y0 + h // 8), ch, fill=fg, font=font)
    return image


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    data = open(sys.argv[1], encoding="utf-8").read()
    draw(decode(data)).save(sys.argv[2])


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Turns `heroscope frame --format ansi` output into a PNG, for the README's pictures.

Usage: heroscope frame SCENE --progress P --format ansi > f.ans && Scripts/ansi-to-png.py f.ans f.png
Needs Pillow (pip install pillow) and the DejaVu Sans Mono font. Half blocks are drawn as two
pixels per cell, exactly as a terminal shows them; other glyphs with the font.
"""
import re, sys
from PIL import Image, ImageDraw, ImageFont
data = open(sys.argv[1], encoding='utf-8').read()
out = sys.argv[2]
CW, CH = 10, 20
font = ImageFont.truetype('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf', 16)
rows = []
fg = (255,255,255); bg = (0,0,0)
for line in data.split('\n'):
    if line == '': continue
    cells = []
    i = 0
    while i < len(line):
        if line[i] == '\x1b':
            m = re.match(r'\x1b\[([0-9;]*)m', line[i:])
            if m:
                codes = [int(c) for c in m.group(1).split(';') if c != '']
                j = 0
                while j < len(codes):
                    c = codes[j]
                    if c == 0: fg=(255,255,255); bg=(0,0,0); j+=1
                    elif c == 38 and codes[j+1] == 2: fg = tuple(codes[j+2:j+5]); j += 5
                    elif c == 48 and codes[j+1] == 2: bg = tuple(codes[j+2:j+5]); j += 5
                    else: j += 1
                i += len(m.group(0)); continue
        cells.append((line[i], fg, bg)); i += 1
    rows.append(cells)
W = max(len(r) for r in rows)
img = Image.new('RGB', (W*CW, len(rows)*CH))
d = ImageDraw.Draw(img)
for y, r in enumerate(rows):
    for x, (ch, f, b) in enumerate(r):
        x0, y0 = x*CW, y*CH
        if ch == '▀':
            d.rectangle([x0, y0, x0+CW-1, y0+CH//2-1], fill=f)
            d.rectangle([x0, y0+CH//2, x0+CW-1, y0+CH-1], fill=b)
        else:
            d.rectangle([x0, y0, x0+CW-1, y0+CH-1], fill=b)
            if ch != ' ':
                d.text((x0, y0+1), ch, font=font, fill=f)
img.save(out)

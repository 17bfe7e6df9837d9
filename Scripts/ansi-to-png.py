#!/usr/bin/env python3
"""Turns `heroscope frame --format ansi` output into a PNG, for the README's pictures.

Usage: heroscope frame SCENE --progress P --format ansi > f.ans && Scripts/ansi-to-png.py f.ans f.png
(also reads `tmux capture-pane -p -e` output, with 256-colour and basic SGR codes)
Needs Pillow (pip install pillow) and the DejaVu Sans Mono font. Half blocks are drawn as two
pixels per cell, exactly as a terminal shows them; other glyphs with the font.
"""
import re, sys
from PIL import Image, ImageDraw, ImageFont
data = open(sys.argv[1], encoding='utf-8').read()
out = sys.argv[2]
CW, CH = 10, 20
font = ImageFont.truetype('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf', 16)
def xterm(n):
    base = [(0,0,0),(205,0,0),(0,205,0),(205,205,0),(0,0,238),(205,0,205),(0,205,205),(229,229,229),
            (127,127,127),(255,0,0),(0,255,0),(255,255,0),(92,92,255),(255,0,255),(0,255,255),(255,255,255)]
    if n < 16: return base[n]
    if n < 232:
        n -= 16; levels = [0,95,135,175,215,255]
        return (levels[n//36], levels[(n//6)%6], levels[n%6])
    v = 8 + 10*(n-232); return (v,v,v)
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
                    elif c == 38 and codes[j+1] == 5: fg = xterm(codes[j+2]); j += 3
                    elif c == 48 and codes[j+1] == 5: bg = xterm(codes[j+2]); j += 3
                    elif 30 <= c <= 37: fg = xterm(c-30); j += 1
                    elif 40 <= c <= 47: bg = xterm(c-40); j += 1
                    elif c == 39: fg=(255,255,255); j += 1
                    elif c == 49: bg=(0,0,0); j += 1
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

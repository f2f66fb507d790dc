#!/usr/bin/env python3
"""Draws the PNG app icons (192 and 512 px) from the same shapes as public/icon.svg, with the
standard library only: run once when the icon changes; the PNGs are committed.

icon-maskable-512.png is the same drawing shrunk into the maskable safe zone (the circle of 40%
of the width around the centre, which every launcher's mask keeps), on the full-bleed background."""
import struct, zlib, sys

# The drawing's farthest point from the centre (256, 256) is the roof's left foot (72, 464),
# about 278 away: shrunk by 0.7 it lies within the safe zone's 204.8.
MASKABLE = 0.7

def png(size, path, shrink=1.0):
    s = size / 512 * shrink
    off = 256 * (1 - shrink) * size / 512
    bg, ink, smoke, win = (0xb4, 0x47, 0x1f), (0x1d, 0x1b, 0x18), (0xe9, 0xe4, 0xda), (0xf4, 0xb7, 0x3c)
    def inside(x, y):
        X, Y = (x - off) / s, (y - off) / s
        for cx, cy, r in ((330, 120, 46), (392, 78, 30)):
            if (X - cx) ** 2 + (Y - cy) ** 2 <= r * r:
                return smoke
        if 276 <= X <= 340 and 160 <= Y <= 360: return ink
        for wx in (112, 200, 288):
            if wx <= X <= wx + 40 and 360 <= Y <= 400: return win
        if 72 <= X <= 440 and 440 <= Y <= 464: return ink
        if 72 <= X <= 360 and Y <= 440:
            # Saw-tooth roof: three teeth, each rising 60 over 96.
            t = (X - 72) % 96
            top = 300 - 60 * (t / 96) if X < 360 else 300
            if Y >= top: return ink
        return bg
    rows = b''.join(b'\x00' + bytes(c for x in range(size) for c in inside(x + 0.5, y + 0.5)) for y in range(size))
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 2, 0, 0, 0))
                + chunk(b'IDAT', zlib.compress(rows, 9)) + chunk(b'IEND', b''))

out = sys.argv[1] if len(sys.argv) > 1 else "public"
for n in (192, 512):
    png(n, f'{out}/icon-{n}.png')
png(512, f'{out}/icon-maskable-512.png', MASKABLE)

#!/usr/bin/env python3
"""Age of Renaissance's map, our own drawing (no scan of the printed board).

The coastlines are Natural Earth's 1:50m land (public domain), as TopoJSON in the npm package
`world-atlas`. Fetch it once, anywhere:

    mkdir -p /tmp/wa && cd /tmp/wa && npm pack world-atlas && tar xzf world-atlas-*.tgz
    # -> /tmp/wa/package/land-50m.json

Each province is drawn at its real city's longitude and latitude
(`shared/games/age-of-renaissance/provinces_geo.csv`), as its Voronoi cell among the provinces'
points, cut to a circle (so far provinces stay compact) and clipped to the land (a convex
Weiler–Atherton clip). Land across a strait goes with its own shore unless the rules make the two
provinces adjacent by land (`land_adjacency.csv`); an island without a province's city goes
whole to the province holding most of it. Islands too small to tap get a disc (a halo). Names
stand inside their provinces, moved apart by a short local search. Sea zones are the Voronoi
cells of `seas_geo.csv`'s points (and a few more, SEA_MORE) on the water; their borders are
dashed, their names written on them. Area borders (areas I–VIII) are the edges where provinces
of two areas meet, drawn thicker. Satellite arrows come from `satellite_support.csv` (the table
draws them from the rules' data). The overseas boxes (and West Africa, whose real place is
south of the frame) are boxes where the data puts them. Before writing, the script checks that
every province can be tapped at its name.
The projection is equirectangular, scaled by cos 45°.

Writes two generated files, committed (CI does not run this script):
- src/games/age_of_renaissance/map_data.rs — the shapes the table draws (inline SVG, one
  element per province so a tap there acts on it);
- src/games/age_of_renaissance/map.svg — the same map as a static picture.

Python 3 standard library only. Run:
    python3 scripts/aor_map.py /tmp/wa/package/land-50m.json [directory of the geo CSVs]
"""
import csv
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(ROOT, "src", "games", "age_of_renaissance")

LON0, LON1, LAT0, LAT1 = -31.0, 59.0, 22.0, 67.5
K = 16.0  # pixels per degree of latitude
CX = math.cos(math.radians(45))
W = round((LON1 - LON0) * CX * K)
H = round((LAT1 - LAT0) * K)
MARGIN = 3.0  # land is kept this far beyond the frame, so no coast is drawn along its edge
# Boxes drawn apart: where they stand on the drawing (lon, lat) when the data's point is off it.
BOXES = {"West Africa": (-21.5, 25.0)}  # on the water off its coast
# Sea names where the zone's point would put them across an island or a coast (lon, lat).
SEA_LABELS = {"Central Mediterranean Sea": (18.0, 34.2), "Eastern Mediterranean Sea": (28.0, 33.0),
              "Western Mediterranean Sea": (5.0, 38.1), "Adriatic Sea": (14.9, 43.2)}
# More points of a sea zone, for its borders only, where its one point would give its water to
# another zone (FACTS: the Western Mediterranean covers the Tyrrhenian and Ligurian seas, the
# North Sea the Skagerrak and Kattegat).
SEA_MORE = {"Western Mediterranean Sea": [(9.5, 43.3), (12.0, 40.0)], "North Sea": [(11.0, 57.3)]}
CELL_R = 64.0  # a province reaches at most this far (px) from its point
SIMPLIFY = 0.7  # Douglas–Peucker tolerance (px)
MIN_RING = 4.0  # islands smaller than this (px²) are dropped
MIN_AREA = 380.0  # a province smaller than this (px², ~ a 22 px disc) gets a halo to tap
HALO_R = 11.0
AREAS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8}
# The table's colours per area (age-of-renaissance.css), for the static picture.
FILL = {1: "#e9d7a8", 2: "#d9e3b0", 3: "#f0cfb0", 4: "#d8c8e0", 5: "#cfe0c8", 6: "#f2e2c0",
        7: "#e8c8c0", 8: "#d8d0b8", 9: "#f0d8a0", 10: "#c8e0d8"}


def proj(lon, lat):
    return ((lon - LON0) * CX * K, (LAT1 - lat) * K)


def read(src, name):
    with open(os.path.join(src, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# --- geometry -----------------------------------------------------------------------------

def area(ring):
    s = 0.0
    for i in range(len(ring)):
        (x0, y0), (x1, y1) = ring[i - 1], ring[i]
        s += x0 * y1 - x1 * y0
    return s / 2


def cross(a, b, p):
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])


def halfplane(poly, a, b, c, labels=None, new=None):
    """Sutherland–Hodgman: the part of convex `poly` where a*x + b*y <= c. `labels[i]` names
    the edge from vertex i to i+1; the cut edge is named `new`."""
    out, lab = [], []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        li = labels[i] if labels else None
        if fp <= 0:
            out.append(p)
            lab.append(li)
            if fq > 0:
                t = fp / (fp - fq)
                out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
                lab.append(new)
        elif fq <= 0:
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
            lab.append(li)
    return out, lab


def voronoi_cell(i, sites, radius, segs=32):
    """Site i's Voronoi cell among `sites`, within a circle (a polygon) of `radius`; with the
    neighbour each edge faces (None on the circle)."""
    x, y = sites[i]
    poly = [(x + radius * math.cos(2 * math.pi * k / segs), y + radius * math.sin(2 * math.pi * k / segs))
            for k in range(segs)]
    labels = [None] * segs
    for j, (u, v) in enumerate(sites):
        if j == i or not poly or math.hypot(u - x, v - y) > 2 * radius:
            continue
        # Points nearer to (x, y) than to (u, v): 2(u-x)px + 2(v-y)py <= u²+v²-x²-y².
        poly, labels = halfplane(poly, 2 * (u - x), 2 * (v - y), u * u + v * v - x * x - y * y, labels, j)
    if area(poly) < 0:
        raise ValueError("cells are built with a positive orientation")
    return poly, labels


def seg_in_convex(p, q, poly):
    """Cyrus–Beck: the parameters [t0, t1] of segment p→q inside convex `poly` (positive
    orientation), or None."""
    t0, t1 = 0.0, 1.0
    d = (q[0] - p[0], q[1] - p[1])
    n = len(poly)
    for k in range(n):
        a, b = poly[k], poly[(k + 1) % n]
        # inside: cross(a, b, x) >= 0; along the segment: f(t) = f0 + t * df
        f0 = cross(a, b, p)
        df = (b[0] - a[0]) * d[1] - (b[1] - a[1]) * d[0]
        if abs(df) < 1e-12:
            if f0 < 0:
                return None
            continue
        t = -f0 / df
        if df > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return None
    return (t0, t1) if t1 - t0 > 1e-9 else None


def lerp(p, q, t):
    return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))


def perimeter_pos(pt, poly, cum):
    """How far along `poly`'s boundary (from vertex 0) the point `pt` on it lies."""
    best, pos = None, 0.0
    n = len(poly)
    for k in range(n):
        a, b = poly[k], poly[(k + 1) % n]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ll = dx * dx + dy * dy or 1e-12
        t = max(0.0, min(1.0, ((pt[0] - a[0]) * dx + (pt[1] - a[1]) * dy) / ll))
        e = math.hypot(a[0] + t * dx - pt[0], a[1] + t * dy - pt[1])
        if best is None or e < best:
            best, pos = e, cum[k] + t * math.sqrt(ll)
    return pos


def inside_convex(p, poly):
    n = len(poly)
    return all(cross(poly[k], poly[(k + 1) % n], p) > 1e-9 for k in range(n))


def point_in_rings(p, rings):
    """Even–odd: is `p` inside the region bounded by `rings`?"""
    x, y = p
    inside = False
    for ring in rings:
        n = len(ring)
        for i in range(n):
            (x0, y0), (x1, y1) = ring[i - 1], ring[i]
            if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
                inside = not inside
    return inside


def clip_polygon_by_convex(rings, cell):
    """The part of a polygon (outer ring positive, holes negative) inside convex `cell`
    (positive): Weiler–Atherton with a convex clip — the polygon's boundary inside the cell is
    cut into chains from an entry to an exit point, and each exit is joined to the next entry
    met going forward along the cell's boundary."""
    n = len(cell)
    cum = [0.0]
    for k in range(n):
        cum.append(cum[-1] + math.dist(cell[k], cell[(k + 1) % n]))
    per = cum[-1]
    out, chains = [], []
    for ring in rings:
        start = next((k for k, p in enumerate(ring) if not inside_convex(p, cell)), None)
        if start is None:
            out.append(list(ring))  # wholly inside
            continue
        m = len(ring)
        chain = None
        for s in range(m):
            p, q = ring[(start + s) % m], ring[(start + s + 1) % m]
            iv = seg_in_convex(p, q, cell)
            if iv is None:
                if chain:
                    chains.append(chain)
                    chain = None
                continue
            t0, t1 = iv
            if chain and t0 > 1e-9:
                chains.append(chain)
                chain = None
            if chain is None:
                chain = [lerp(p, q, t0)]
            if t1 < 1 - 1e-12:
                chain.append(lerp(p, q, t1))
                chains.append(chain)
                chain = None
            else:
                chain.append(q)
        if chain:
            chains.append(chain)
    if not chains:
        if point_in_rings(cell[0], rings) and not any(area(r) > 0 for r in out):
            out.append(list(cell))
        return out
    entries = [perimeter_pos(c[0], cell, cum) for c in chains]
    exits = [perimeter_pos(c[-1], cell, cum) for c in chains]
    used = [False] * len(chains)
    for first in range(len(chains)):
        if used[first]:
            continue
        ring, c = [], first
        while not used[c]:
            used[c] = True
            ring.extend(chains[c])
            s = exits[c]
            # The next entry forward along the cell's boundary.
            nxt = min(range(len(chains)), key=lambda j: (entries[j] - s) % per)
            e = entries[nxt]
            # The cell's corners passed on the way.
            d = (e - s) % per
            ring.extend(cell[k] for _, k in sorted(((cum[k] - s) % per, k) for k in range(n) if 0 < (cum[k] - s) % per < d))
            c = nxt
        if len(ring) >= 3 and abs(area(ring)) > 1e-6:
            out.append(ring)
    return out


def clip_ring_to_box(ring, x0, y0, x1, y1):
    for a, b, c in ((-1, 0, -x0), (1, 0, x1), (0, -1, -y0), (0, 1, y1)):
        if not ring:
            break
        ring, _ = halfplane(ring, a, b, c)
    return ring


def simplify(pts, tol):
    """Douglas–Peucker on an open polyline (iterative)."""
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        (ax, ay), (bx, by) = pts[i], pts[j]
        dx, dy = bx - ax, by - ay
        ll = math.hypot(dx, dy)
        best, at = -1.0, None
        for k in range(i + 1, j):
            px, py = pts[k]
            dd = abs(dy * (px - ax) - dx * (py - ay)) / ll if ll else math.hypot(px - ax, py - ay)
            if dd > best:
                best, at = dd, k
        if at is not None and best > tol:
            keep[at] = True
            stack += [(i, at), (at, j)]
    return [p for p, k in zip(pts, keep) if k]


def simplify_ring(ring, tol):
    if len(ring) < 4:
        return ring
    far = max(range(len(ring)), key=lambda k: math.dist(ring[0], ring[k]))
    a = simplify(ring[: far + 1], tol)
    b = simplify(ring[far:] + [ring[0]], tol)
    return a[:-1] + b[:-1]


def segment_on_land(p, q, outers, inside_wanted=True):
    """The pieces of segment p→q inside (or outside) the land `outers` (lakes count as land)."""
    ts = [0.0, 1.0]
    dx, dy = q[0] - p[0], q[1] - p[1]
    for ring in outers:
        m = len(ring)
        for k in range(m):
            a, b = ring[k - 1], ring[k]
            ex, ey = b[0] - a[0], b[1] - a[1]
            den = dx * ey - dy * ex
            if abs(den) < 1e-12:
                continue
            t = ((a[0] - p[0]) * ey - (a[1] - p[1]) * ex) / den
            u = ((a[0] - p[0]) * dy - (a[1] - p[1]) * dx) / den
            if 0 < t < 1 and 0 <= u <= 1:
                ts.append(t)
    ts.sort()
    out = []
    for t0, t1 in zip(ts, ts[1:]):
        if t1 - t0 < 1e-6:
            continue
        if point_in_rings(lerp(p, q, (t0 + t1) / 2), outers) == inside_wanted:
            if out and abs(out[-1][1] - t0) < 1e-9:
                out[-1] = (out[-1][0], t1)
            else:
                out.append((t0, t1))
    return [(lerp(p, q, a), lerp(p, q, b)) for a, b in out]


def label_point(pieces, site):
    """Where a province's name (and its pieces) go: the centre of its largest piece, which keeps
    the names of close cities (Riga and Mitau) apart; the city itself if that centre falls
    outside the piece or near its edge."""
    big = max(pieces, key=area)
    a = area(big)
    cx = cy = 0.0
    for k in range(len(big)):
        (x0, y0), (x1, y1) = big[k - 1], big[k]
        w = x0 * y1 - x1 * y0
        cx += (x0 + x1) * w
        cy += (y0 + y1) * w
    c = (cx / (6 * a), cy / (6 * a))
    if point_in_rings(c, [big]) and edge_distance(c, big) >= 5:
        return c
    if point_in_rings(site, [big]) and edge_distance(site, big) >= 5:
        return site
    # Else the point deepest inside the piece, on a 1 px grid.
    x0, y0, x1, y1 = bbox(big)
    best, at = -1.0, site
    for gx in range(math.floor(x0), math.ceil(x1) + 1):
        for gy in range(math.floor(y0), math.ceil(y1) + 1):
            if point_in_rings((gx, gy), [big]):
                e = edge_distance((gx, gy), big)
                if e > best:
                    best, at = e, (gx, gy)
    return at


def edge_distance(p, ring):
    best = math.inf
    for k in range(len(ring)):
        a, b = ring[k - 1], ring[k]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ll = dx * dx + dy * dy or 1e-12
        t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ll))
        best = min(best, math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]))
    return best


def raster(regions, names):
    """Which province (index in `names`) owns each pixel, -1 for none: the scanlines of its
    pieces."""
    owner = [[-1] * (W + 1) for _ in range(H + 1)]
    for i, name in enumerate(names):
        rings = regions.get(name, [])
        if not rings:
            continue
        _, y0, _, y1 = bbox([p for r in rings for p in r])
        for y in range(max(0, math.floor(y0)), min(H, math.ceil(y1)) + 1):
            yc = y + 0.5
            xs = []
            for ring in rings:
                for k in range(len(ring)):
                    (ax, ay), (bx, by) = ring[k - 1], ring[k]
                    if (ay > yc) != (by > yc):
                        xs.append(ax + (yc - ay) * (bx - ax) / (by - ay))
            xs.sort()
            row = owner[y]
            for a, b in zip(xs[::2], xs[1::2]):
                for x in range(max(0, math.ceil(a - 0.5)), min(W, math.floor(b - 0.5)) + 1):
                    row[x] = i
    return owner


def text_box(text, x, y):
    """The box of a name as the table writes it (8.5 px sans-serif, centred, baseline y + 1),
    with room below for its tokens and above for its domination marker."""
    w = len(text) * 4.7 + 2
    return (x - w / 2, y - 6, x + w / 2, y + 4)


def box_pixels(b, owner, step=2):
    x0, y0, x1, y1 = b
    for y in range(max(0, math.floor(y0)), min(H, math.ceil(y1)) + 1, step):
        row = owner[y]
        for x in range(max(0, math.floor(x0)), min(W, math.ceil(x1)) + 1, step):
            yield row[x]


def box_overlap(a, b):
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def sea_box(name, x, y):
    w = len(name) * 5.9
    return (x - w / 2, y - 9, x + w / 2, y + 3)


def place_labels(names, texts, points, regions, owner, fixed=()):
    """Moves each name, within 24 px of where it stands and well inside its province, to where
    it crosses the fewest other names and provinces (a few rounds of a local search)."""
    home = list(points)
    for _ in range(3):
        for i, name in enumerate(names):
            pieces = regions.get(name)
            if not pieces:
                continue
            big = max(pieces, key=area)
            hx, hy = home[i]

            def cost(c):
                b = text_box(texts[i], *c)
                others = sum(1 for o in box_pixels(b, owner) if o not in (-1, i))
                crowd = sum(box_overlap(b, text_box(texts[j], *points[j])) for j in range(len(names)) if j != i)
                crowd += sum(box_overlap(b, f) for f in fixed)
                return 4 * others + 3 * crowd + 0.02 * ((c[0] - hx) ** 2 + (c[1] - hy) ** 2)

            best, at = cost(points[i]), points[i]
            for dx in range(-24, 25, 3):
                for dy in range(-24, 25, 3):
                    c = (hx + dx, hy + dy)
                    x, y = round(c[0]), round(c[1])
                    if not (0 <= x <= W and 0 <= y <= H) or owner[y][x] != i:
                        continue
                    if edge_distance(c, big) < 5 or not point_in_rings(c, [big]):
                        continue
                    k = cost(c)
                    if k < best:
                        best, at = k, c
            points[i] = at
    return points


def grow(b, d):
    return (b[0] - d, b[1] - d, b[2] + d, b[3] + d)


def shared_edges(r, s, tol=0.6):
    """The edges of ring `r` that lie along the boundary of ring `s`."""
    out = []
    for k in range(len(r)):
        a, b = r[k - 1], r[k]
        if all(edge_distance(p, s) <= tol for p in (a, b, lerp(a, b, 0.5))):
            out.append((a, b))
    return out


def settle(names, sites, raw, land, adjacent):
    """Which land each province gets, from its cell's pieces `raw[name]` (landmass, ring):
    - the piece holding its city (else its largest) is its own;
    - an island where no province has its city goes whole to the province holding most of it,
      or to none if the cells cover little of it (Greenland's corner);
    - another piece of a landmass goes with the neighbour whose piece it shares the longest
      border with, unless the rules make that neighbour adjacent by land (Jutland stays with
      Copenhagen) — so Tangier is not Seville's, nor Normandy Portsmouth's, nor Apulia's heel
      Durazzo's."""
    main, owned = {}, set()
    for i, name in enumerate(names):
        pos = [(li, r) for li, r in raw[name] if area(r) > 0]
        inside = [k for k, (_, r) in enumerate(pos) if point_in_rings(sites[i], [r])]
        k = inside[0] if inside else max(range(len(pos)), key=lambda k: area(pos[k][1]))
        main[name] = pos[k][1]
        owned.add(pos[k][0])
    result = {n: [] for n in names}
    share = {}
    for n in names:
        for li, r in raw[n]:
            if li not in owned:
                share.setdefault(li, {})
                share[li][n] = share[li].get(n, 0.0) + area(r)
    for li, by in share.items():
        if sum(by.values()) >= 0.6 * sum(area(r) for r in land[li]):
            result[max(by, key=lambda n: by[n])] += land[li]
    for n in names:
        for li, r in raw[n]:
            if li not in owned:
                continue
            if r is main[n] or area(r) < 0:
                result[n].append(r)
                continue
            touch = {}
            for q in names:
                for lj, t in raw[q] if q != n else ():
                    if lj == li and area(t) > 0 and overlaps(grow(bbox(r), 1), bbox(t)):
                        length = sum(math.dist(a, b) for a, b in shared_edges(r, t))
                        if length > 0:
                            touch[q] = touch.get(q, 0.0) + length
            best = max(touch, key=lambda q: touch[q]) if touch else None
            result[n if best is None or (n, best) in adjacent else best].append(r)
    return result


def check_taps(shapes, regions, halo_of):
    """Every province can be tapped at its name: the point is on it (a piece or its halo) and
    not under a province drawn later (the table draws them in this order)."""
    def on(name, p, x, y):
        if name in halo_of and math.dist(p, (x, y)) <= halo_of[name]:
            return True
        return point_in_rings(p, regions.get(name, []))
    for i, (name, x, y, _) in enumerate(shapes):
        if name not in regions:
            continue
        if not on(name, (x, y), x, y):
            raise SystemExit(f"{name}: its name is not on it")
        for later, lx, ly, _ in shapes[i + 1:]:
            if later in regions and on(later, (x, y), lx, ly):
                raise SystemExit(f"{name}: its name is under {later}")


def bbox(pts):
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def overlaps(a, b):
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


# --- SVG paths ----------------------------------------------------------------------------

def path(rings):
    """Integer coordinates, relative after the first point of each ring."""
    d = []
    for ring in rings:
        pts = []
        for x, y in ring:
            p = (round(x), round(y))
            if not pts or p != pts[-1]:
                pts.append(p)
        if len(pts) > 1 and pts[0] == pts[-1]:
            pts.pop()
        if len(pts) < 3:
            continue
        s = f"M{pts[0][0]} {pts[0][1]}l"
        prev = pts[0]
        parts = []
        for x, y in pts[1:]:
            parts.append(f"{x - prev[0]} {y - prev[1]}")
            prev = (x, y)
        s += " ".join(parts).replace(" -", "-") + "z"
        d.append(s)
    return "".join(d)


def lines(segs):
    d = []
    for p, q in segs:
        a, b = (round(p[0]), round(p[1])), (round(q[0]), round(q[1]))
        if a != b:
            d.append(f"M{a[0]} {a[1]}L{b[0]} {b[1]}")
    return "".join(d)


# --- the map ------------------------------------------------------------------------------

def load_land(path_json):
    """Natural Earth land from TopoJSON: arcs delta-decoded and de-quantized, projected,
    clipped to the frame, simplified. Returns polygons as lists of rings (outer first)."""
    with open(path_json, encoding="utf-8") as f:
        topo = json.load(f)
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x += dx
            y += dy
            pts.append((x * sx + tx, y * sy + ty))
        arcs.append(pts)

    def ring_of(ids):
        pts = []
        for i in ids:
            a = arcs[i] if i >= 0 else arcs[~i][::-1]
            pts.extend(a if not pts else a[1:])
        pts = pts[:-1] if pts and pts[0] == pts[-1] else pts
        # Rings cross the antimeridian (Chukotka): unwrap the longitudes, or the jump from
        # 180° to -180° would be an edge straight across the frame.
        out, shift = [], 0.0
        for k, (lon, lat) in enumerate(pts):
            if k and lon + shift - out[-1][0] > 180:
                shift -= 360
            elif k and lon + shift - out[-1][0] < -180:
                shift += 360
            out.append((lon + shift, lat))
        # ... and put the ring's bulk back in [-180°, 180°].
        mid = sorted(lon for lon, _ in out)[len(out) // 2] if out else 0.0
        back = -360.0 * round(mid / 360.0)
        return [proj(lon + back, lat) for lon, lat in out]

    frame = (-MARGIN, -MARGIN, W + MARGIN, H + MARGIN)
    polys = []
    for geom in topo["objects"]["land"]["geometries"]:
        parts = geom["arcs"] if geom["type"] == "MultiPolygon" else [geom["arcs"]]
        for part in parts:
            rings = []
            for k, ids in enumerate(part):
                ring = ring_of(ids)
                if not ring or not overlaps(bbox(ring), frame):
                    if k == 0:
                        break
                    continue
                ring = clip_ring_to_box(ring, *frame)
                ring = simplify_ring(ring, SIMPLIFY) if len(ring) > 3 else ring
                if len(ring) < 3 or abs(area(ring)) < MIN_RING:
                    if k == 0:
                        break
                    continue
                # Outer rings positive, holes negative.
                if (area(ring) > 0) != (k == 0):
                    ring.reverse()
                rings.append(ring)
            if rings and area(rings[0]) > 0:
                polys.append(rings)
    return polys


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    src = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "..", "shared", "games", "age-of-renaissance")
    if not os.path.exists(os.path.join(src, "provinces_geo.csv")):
        src = "/work/shared/games/age-of-renaissance"
    land = load_land(sys.argv[1])
    outers = [p[0] for p in land]
    boxes_of = [(p, bbox(p[0])) for p in land]

    geo = read(src, "provinces_geo.csv")
    area_of = {r["name"]: AREAS.get(r["area"], 9 if r["area"] == "FarEast" else 10) for r in read(src, "provinces.csv")}
    seas = read(src, "seas_geo.csv")
    names, sites, boxes = [], [], []
    for r in geo:
        lon, lat = float(r["lon"]), float(r["lat"])
        if r["kind"] == "offmap" or r["name"] in BOXES:
            lon, lat = BOXES.get(r["name"], (lon, lat))
            boxes.append((r["name"], *proj(lon, lat)))
        else:
            names.append(r["name"])
            sites.append(proj(lon, lat))

    adjacent = set()
    for r in read(src, "land_adjacency.csv"):
        adjacent |= {(r["province_a"], r["province_b"]), (r["province_b"], r["province_a"])}
    # Each province's cell cut out of every landmass it overlaps.
    raw = {}
    for i, name in enumerate(names):
        cell, _ = voronoi_cell(i, sites, CELL_R)
        cb = bbox(cell)
        raw[name] = []
        for li, (rings, bb) in enumerate(boxes_of):
            if overlaps(bb, cb):
                for r in clip_polygon_by_convex(rings, cell):
                    r = simplify_ring(r, SIMPLIFY * 0.5) if len(r) > 3 else r
                    if abs(area(r)) > 0.5:
                        raw[name].append((li, r))
        if not raw[name]:
            raise SystemExit(f"{name}: no land in its cell")
    regions = settle(names, sites, raw, land, adjacent)

    shapes, halos, small = [], [], []
    for i, name in enumerate(names):
        pieces = regions[name]
        a = sum(area(r) for r in pieces)
        if a < MIN_AREA:
            halos.append((name, HALO_R))
            small.append(f"{name} {a:.0f}")
        shapes.append((name, *label_point(pieces, sites[i]), path(pieces)))
    # Area borders: where provinces of two areas meet.
    area_segs = []
    for i, n in enumerate(names):
        for m in names[i + 1:]:
            if area_of[n] == area_of[m]:
                continue
            for r in regions[n]:
                for t in regions[m]:
                    if area(r) > 0 and area(t) > 0 and overlaps(grow(bbox(r), 1), bbox(t)):
                        area_segs += shared_edges(r, t)
    for name, x, y in boxes:
        shapes.append((name, x, y, f"M{x - 34:.0f} {y - 16:.0f}h68v32h-68z"))
    # Names placed apart.
    shapes.sort(key=lambda s: s[0])
    sizes = {r["name"]: r["market_size"] for r in read(src, "provinces.csv") if r["kind"] == "market"}
    sats = {r["name"] for r in read(src, "provinces.csv") if r["kind"] == "satellite"}
    snames = [sh[0] for sh in shapes]
    texts = [n + (f" ({sizes[n]})" if n in sizes else "") for n in snames]
    owner = raster(regions, snames)
    sea_pts = [(s["sea"], *proj(*SEA_LABELS.get(s["sea"], (float(s["lon"]), float(s["lat"]))))) for s in seas]
    pts = place_labels(snames, texts, [(sh[1], sh[2]) for sh in shapes], regions, owner,
                       [sea_box(n, x, y) for n, x, y in sea_pts])
    shapes = [(sh[0], *pts[i], sh[3]) for i, sh in enumerate(shapes)]
    halo_of = dict(halos)
    check_taps(shapes, regions, halo_of)
    # Half the size of a box centred on each name that holds the whole province, its name and
    # its pieces: the group's centre is then on the name, where a tap lands.
    spans = []
    for name, x, y, _ in shapes:
        hw, hh = len(name) * 2.6 + 4, 20.0
        for ring in regions.get(name, []):
            bx0, by0, bx1, by1 = bbox(ring)
            hw = max(hw, x - bx0, bx1 - x)
            hh = max(hh, y - by0, by1 - y)
        if name in halo_of:
            hw, hh = max(hw, halo_of[name]), max(hh, halo_of[name])
        if name not in regions:
            hw, hh = max(hw, 34), max(hh, 20)
        spans.append((name, math.ceil(hw), math.ceil(hh)))

    # Sea zones: Voronoi cells of the seas' points, their borders on the water only.
    ssites, szone = [], []
    for k, sz in enumerate(seas):
        for lon, lat in [(float(sz["lon"]), float(sz["lat"]))] + SEA_MORE.get(sz["sea"], []):
            ssites.append(proj(lon, lat))
            szone.append(k)
    frame = [(0, 0), (W, 0), (W, H), (0, H)]
    if area(frame) < 0:
        frame.reverse()
    sea_segs = []
    for i in range(len(ssites)):
        cell, labels = voronoi_cell(i, ssites, 4 * W, 8)
        for k, j in enumerate(labels):
            if j is None or j < i or szone[i] == szone[j]:
                continue
            p, q = cell[k], cell[(k + 1) % len(cell)]
            iv = seg_in_convex(p, q, frame)
            if iv:
                sea_segs += segment_on_land(lerp(p, q, iv[0]), lerp(p, q, iv[1]), outers, False)

    # Satellite arrows: from the satellite towards the market it supports, short of both points.
    pos = {s[0]: (s[1], s[2]) for s in shapes}
    arrows = []
    for r in read(src, "satellite_support.csv"):
        (x1, y1), (x2, y2) = pos[r["satellite"]], pos[r["supports_market"]]
        dist = math.hypot(x2 - x1, y2 - y1)
        a, b = min(9.0, dist * 0.3) / dist, 1 - min(13.0, dist * 0.35) / dist
        arrows.append((lerp((x1, y1), (x2, y2), a), lerp((x1, y1), (x2, y2), b)))

    land_d = path([r for p in land for r in p])
    # The real cities, as dots (zero-length round-capped strokes).
    # A dot where a name is written over it would only blot the name: the name marks the place.
    boxes_t = [text_box(t, x, y) for t, (_, x, y, _) in zip([texts[snames.index(sh[0])] for sh in shapes], shapes)]
    city_d = "".join(f"M{x:.0f} {y:.0f}h0" for x, y in sites
                     if not any(b[0] - 1 <= x <= b[2] + 1 and b[1] + 1 <= y <= b[3] - 3 for b in boxes_t))
    area_d = lines(area_segs)
    sea_d = lines(sea_segs)

    with open(os.path.join(OUT, "map_data.rs"), "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/aor_map.py from Natural Earth's land (world-atlas, public domain) and\n")
        f.write("// provinces_geo.csv, seas_geo.csv, satellite_support.csv: do not edit.\n\n")
        f.write(f"/// The drawing's size in SVG units.\npub const WIDTH: f32 = {W}.0;\npub const HEIGHT: f32 = {H}.0;\n\n")
        f.write("/// All land in the frame (Natural Earth 1:50m), one SVG path.\n")
        f.write(f'pub const LAND: &str = "{land_d}";\n\n')
        f.write("/// The borders between areas, on land, one SVG path.\n")
        f.write(f'pub const AREA_BORDERS: &str = "{area_d}";\n\n')
        f.write("/// The borders between sea zones, on the water, one SVG path.\n")
        f.write(f'pub const SEA_BORDERS: &str = "{sea_d}";\n\n')
        f.write("/// The provinces' real cities (or region points), as dots: an SVG path of zero-length strokes.\n")
        f.write(f'pub const CITIES: &str = "{city_d}";\n\n')
        f.write("/// Every land space: name (as the rules' data), its point, its region as an SVG path.\n")
        f.write("pub const SPACES: &[(&str, f32, f32, &str)] = &[\n")
        for name, x, y, d in shapes:
            f.write(f'    ("{name}", {x:.1f}, {y:.1f}, "{d}"),\n')
        f.write("];\n\n/// Spaces too small to tap (islands): a disc around the point, as an SVG path.\n")
        f.write("pub const HALOS: &[(&str, &str)] = &[\n")
        for name, r in halos:
            x, y = pos[name]
            f.write(f'    ("{name}", "M{x - r:.0f} {y:.0f}a{r:.0f} {r:.0f} 0 1 0 {2 * r:.0f} 0a{r:.0f} {r:.0f} 0 1 0 {-2 * r:.0f} 0z"),\n')
        f.write("];\n\n/// Half the width and height of a box around each space's point that holds all of it.\n")
        f.write("pub const SPANS: &[(&str, f32, f32)] = &[\n")
        for name, hw, hh in spans:
            f.write(f'    ("{name}", {hw:.1f}, {hh:.1f}),\n')
        f.write("];\n\n/// Every sea zone: name and the point of its label.\n")
        f.write("pub const SEAS: &[(&str, f32, f32)] = &[\n")
        for name, x, y in sea_pts:
            f.write(f'    ("{name}", {x:.1f}, {y:.1f}),\n')
        f.write("];\n")

    with open(os.path.join(OUT, "map.svg"), "w", encoding="utf-8") as f:
        f.write(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" font-family="sans-serif">\n')
        f.write('<defs><marker id="a" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" '
                'orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#5b4a2b"/></marker></defs>\n')
        f.write(f'<rect width="{W}" height="{H}" fill="#9fc3dc"/>\n')
        f.write(f'<path d="{sea_d}" fill="none" stroke="#3d6f93" stroke-width="1.2" stroke-dasharray="6 4"/>\n')
        f.write(f'<path d="{land_d}" fill="#cfe4f1" stroke="#cfe4f1" stroke-width="10" stroke-linejoin="round"/>\n')
        f.write(f'<path d="{land_d}" fill="#e6e1cf" stroke="#6f8597" stroke-width=".8"/>\n')
        for name, x, y, d in shapes:
            fill = FILL[area_of[name]]
            if name in halo_of:
                f.write(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{halo_of[name]:.0f}" fill="{fill}" fill-opacity=".6" stroke="#8a7a5a" stroke-dasharray="2 2"/>\n')
            f.write(f'<path d="{d}" fill="{fill}" stroke="#8a7a5a" stroke-width=".8"/>\n')
        f.write(f'<path d="{area_d}" fill="none" stroke="#4a3a22" stroke-width="2.2" stroke-linecap="round"/>\n')
        for (x1, y1), (x2, y2) in arrows:
            f.write(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#5b4a2b" marker-end="url(#a)"/>\n')
        f.write(f'<path d="{city_d}" stroke="#5b4a2b" stroke-width="2.4" stroke-linecap="round"/>\n')
        for name, x, y in sea_pts:
            f.write(f'<text x="{x:.0f}" y="{y:.0f}" font-size="11" fill="#27577a" text-anchor="middle" font-style="italic" '
                    f'stroke="#9fc3dc" stroke-width="3" paint-order="stroke">{name}</text>\n')
        for name, x, y, d in shapes:
            sat = ' font-style="italic" fill="#555"' if name in sats else ""
            f.write(f'<text x="{x:.0f}" y="{y + 1:.0f}" font-size="8.5" text-anchor="middle"{sat}>{texts[snames.index(name)]}</text>\n')
        f.write("</svg>\n")
    print(f"{len(shapes)} land spaces, {len(sea_pts)} seas, {W}x{H}; {sum(len(p) for p in land)} land rings, "
          f"{sum(len(r) for p in land for r in p)} points; halos: {', '.join(small)}")


if __name__ == "__main__":
    main()

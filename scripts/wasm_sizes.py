#!/usr/bin/env python3
"""Bytes of wasm code per crate, from the function names of an unstripped build.

Usage: scripts/wasm_sizes.py FILE.wasm  (e.g. target/wasm32-unknown-unknown/release/smokestack.wasm,
before wasm-bindgen strips the names). Sizes are of function bodies before wasm-opt; the shares
carry over to the shipped file. A generic function is counted for the crate of its first path
(`<le_havre::LeHavre as smokestack_core::Game>::legal` counts for le_havre)."""
import re, sys
from collections import Counter

def leb(b, i):
    r = s = 0
    while True:
        x = b[i]; i += 1
        r |= (x & 0x7f) << s; s += 7
        if x < 0x80: return r, i

def sections(b):
    i = 8
    while i < len(b):
        sid = b[i]; n, i = leb(b, i + 1)
        yield sid, b[i:i + n]; i += n

def crate_of(name):
    if name.startswith('_R'):  # v0 mangling: the first crate root named
        m = re.search(r'C(?:s[0-9a-zA-Z]*_)?(\d+)', name[2:])
        return name[2:][m.end():m.end() + int(m.group(1))] if m else '(other)'
    m = re.match(r'_ZN(.*)', name)
    if not m:
        return name.split('::')[0] if '::' in name else '(other)'
    rest = m.group(1)
    n = re.match(r'(\d+)', rest)
    if not n: return '(other)'
    seg = rest[len(n.group(1)):len(n.group(1)) + int(n.group(1))]
    seg = seg.replace('_$LT$', '').replace('$LT$', '').lstrip('_').lstrip('&').replace('$RF$', '')
    seg = re.sub(r'^(mut\$u20\$|dyn\$u20\$)+', '', seg)
    # `<T as trait>`: the trait's crate
    seg = re.sub(r'^[A-Z]\$u20\$as\$u20\$', '', seg)
    return seg.split('..')[0].split('$')[0] or '(other)'

def main(path):
    b = open(path, 'rb').read()
    imports = 0; bodies = []; names = {}; data_bytes = 0
    for sid, data in sections(b):
        if sid == 11: data_bytes = len(data)
        if sid == 2:  # imports: function imports take the first indices
            n, i = leb(data, 0)
            for _ in range(n):
                for _ in range(2):
                    l, i = leb(data, i); i += l
                kind = data[i]; i += 1
                if kind == 0: _, i = leb(data, i); imports += 1
                elif kind == 1: i += 1; f, i = leb(data, i); _, i = leb(data, i); i = i if not f & 1 else leb(data, i)[1]
                elif kind == 2: f, i = leb(data, i); _, i = leb(data, i); i = i if not f & 1 else leb(data, i)[1]
                elif kind == 3: i += 2
        elif sid == 10:
            n, i = leb(data, 0)
            for _ in range(n):
                l, i = leb(data, i); bodies.append(l); i += l
        elif sid == 0:
            l, i = leb(data, 0)
            if data[i:i + l] != b'name': continue
            i += l
            while i < len(data):
                sub = data[i]; sz, i = leb(data, i + 1); end = i + sz
                if sub == 1:
                    n, j = leb(data, i)
                    for _ in range(n):
                        idx, j = leb(data, j); l, j = leb(data, j)
                        names[idx] = data[j:j + l].decode('utf8', 'replace'); j += l
                i = end
    per = Counter(); mods = Counter()
    for k, size in enumerate(bodies):
        name = names.get(imports + k, '(unnamed)')
        crate = crate_of(name)
        per[crate] += size
        m = re.search(re.escape(crate) + r'\.\.(\w+)', name) or re.search(r'\d+' + re.escape(crate) + r'\d+(\w+?)\d', name)
        if crate.startswith(('smokestack', 'le_havre', 'fantastic', 'factory', 'arkwright', 'age_of')):
            mods[f'{crate}::{m.group(1) if m else "?"}'] += size
    total = sum(bodies)
    print(f'{len(b)} bytes in the file: {total} bytes of function bodies in {len(bodies)} functions, {data_bytes} bytes of data (texts, tables)')
    for crate, size in per.most_common(30):
        print(f'{size:>9} {100 * size / total:5.1f}%  {crate}')
    if '--modules' in sys.argv:
        print('our crates by module:')
        for mod, size in mods.most_common(40):
            print(f'{size:>9} {100 * size / total:5.1f}%  {mod}')

main(sys.argv[1])

#!/usr/bin/env python3
"""Fails when modules of the SDL game include each other, directly or round a circle.

A module is a .c/.h pair: src/app/scenes/title.c and src/app/scenes/title.h are the module
scenes/title. Files in subfolders (e.g. scenes/siteswap_table/) are modules of their own.
Module A uses module B when either of A's files includes B's header. Any circle of uses
(A uses B and B uses A, or A -> B -> C -> A) is reported with the path round it.

    check_include_cycles.py SRC_APP_DIR     check the tree
    check_include_cycles.py --self-test     check that the checker finds circles
"""
import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def modules_of(root):
    """{module: [files]} for every .c and .h under root."""
    mods = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            stem, ext = os.path.splitext(name)
            if ext not in ('.c', '.h'):
                continue
            rel = os.path.relpath(os.path.join(dirpath, stem), root).replace(os.sep, '/')
            mods.setdefault(rel, []).append(os.path.join(dirpath, name))
    return mods


def resolve(include, from_module, mods):
    """The modules an #include "..." names: its path from the including file's folder or from
    the root, else every header of that name (the build's include folders are flat)."""
    target = include[:-2] if include.endswith('.h') else None
    if target is None:
        return []
    here = os.path.dirname(from_module)
    for candidate in (os.path.normpath(os.path.join(here, target)).replace(os.sep, '/'),
                      os.path.normpath(target).replace(os.sep, '/')):
        if candidate in mods:
            return [candidate]
    base = os.path.basename(target)
    found = [m for m in mods if os.path.basename(m) == base]
    same_folder = [m for m in found if os.path.dirname(m) == here]
    return same_folder or found


def graph_of(root):
    mods = modules_of(root)
    uses = {m: set() for m in mods}
    for m, files in mods.items():
        for path in files:
            with open(path, encoding='utf-8', errors='replace') as f:
                text = f.read()
            for inc in INCLUDE.findall(text):
                for target in resolve(inc, m, mods):
                    if target != m:
                        uses[m].add(target)
    return uses


def circles(uses):
    """Strongly connected groups of more than one module (Tarjan), each with a path round it."""
    index, low, on_stack, stack, groups = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(uses[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in sorted(uses):
        if v not in index:
            visit(v)
    return [(g, path_round(g, uses)) for g in groups]


def path_round(group, uses):
    """A shortest circle through the group's first module, staying inside the group."""
    start, members = group[0], set(group)
    prev, frontier = {start: None}, [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(uses[v]):
                if w == start:
                    path = [v]
                    while prev[path[-1]] is not None:
                        path.append(prev[path[-1]])
                    return list(reversed(path)) + [start]
                if w in members and w not in prev:
                    prev[w] = v
                    nxt.append(w)
        frontier = nxt
    return group


def check(root):
    found = circles(graph_of(root))
    for group, path in found:
        print('include circle: ' + ' -> '.join(path))
        if len(group) > len(path) - 1:
            print('  and round it, all of: ' + ', '.join(group))
    return found


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text)


def self_test():
    cases = [
        # (files, circles expected)
        ({'core/app.h': '', 'core/app.c': '#include "app.h"\n',
          'scenes/title.c': '#include "title.h"\n#include "app.h"\n', 'scenes/title.h': ''}, 0),
        # Two modules that include each other, one of them only from its .c file.
        ({'scenes/setup_scene.h': '#include "sst_scene.h"\n', 'scenes/setup_scene.c': '',
          'scenes/sst_scene.h': '', 'scenes/sst_scene.c': '#include "setup_scene.h"\n'}, 1),
        # Round three modules, one in a subfolder named by its path.
        ({'scenes/a.h': '#include "siteswap_table/b.h"\n',
          'scenes/siteswap_table/b.c': '#include "c.h"\n', 'scenes/siteswap_table/b.h': '',
          'scenes/c.h': '  #  include "a.h"\n'}, 1),
        # Files of one subfolder module found by their bare names.
        ({'scenes/siteswap_table/hand.h': '#include "deck_view.h"\n',
          'scenes/siteswap_table/deck_view.c': '#include "hand.h"\n',
          'scenes/siteswap_table/deck_view.h': ''}, 1),
        # System and library headers are not modules.
        ({'gfx/text.c': '#include <SDL.h>\n#include "text.h"\n#include "siteswap.h"\n',
          'gfx/text.h': ''}, 0),
    ]
    ok = True
    for i, (files, want) in enumerate(cases):
        with tempfile.TemporaryDirectory() as root:
            for rel, text in files.items():
                write(root, rel, text)
            got = len(circles(graph_of(root)))
        if got != want:
            print('self-test case %d: %d circles found, %d expected' % (i, got, want))
            ok = False
    print('self-test ' + ('passed' if ok else 'FAILED'))
    return ok


def main(argv):
    if len(argv) == 2 and argv[1] == '--self-test':
        return 0 if self_test() else 1
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        print(__doc__)
        return 2
    found = check(argv[1])
    if found:
        print('%d include circle(s) among the modules of %s' % (len(found), argv[1]))
        return 1
    print('no include circles among the modules of %s' % argv[1])
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

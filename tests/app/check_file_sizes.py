#!/usr/bin/env python3
"""Checks that no C file of the app is over its size limit, so a screen or module that grows is
split (state, layout, input, draw) before it is hard to read.

    check_file_sizes.py SRC_APP_DIR [LIMIT]      (LIMIT: lines, 800 unless given)
"""
import os
import sys


def too_long(root, limit):
    found = []
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(('.c', '.h')):
                path = os.path.join(folder, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    lines = sum(1 for _ in f)
                if lines > limit:
                    found.append((os.path.relpath(path, root), lines))
    return found


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip())
        return 2
    limit = int(argv[2]) if len(argv) > 2 else 800
    found = too_long(argv[1], limit)
    for path, lines in found:
        print('%s: %d lines, over %d: split it' % (path, lines, limit))
    if found:
        return 1
    print('every file of %s is at most %d lines' % (argv[1], limit))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

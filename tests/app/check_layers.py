#!/usr/bin/env python3
"""Fails when a layer of the SDL game includes a layer above it.

The app's folders, lowest first: gfx and audio draw and play; core is the window, loop and
scene stack; ui the widgets; table the card tables' kit; scenes the screens; games the games'
definitions and their registry. core, gfx, ui and table know no screen and no game, so a new
screen or game touches none of them.

    check_layers.py SRC_APP_DIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_include_cycles import INCLUDE, modules_of, resolve  # noqa: E402

# folder -> the top folders it must not include from
FORBIDDEN = {
    'gfx': {'core', 'ui', 'table', 'scenes', 'games'},
    'audio': {'ui', 'table', 'scenes', 'games'},
    'core': {'ui', 'table', 'scenes', 'games'},
    'ui': {'table', 'scenes', 'games'},
    'table': {'scenes'},
}


# A game's rules headers (src/rules/) -> the folders that may include them: the game's own.
GAME_HEADERS = {
    'ssgame.h': ('games/siteswap', 'scenes/siteswap_table', 'scenes/summary'),
    'ssgame_ai.h': ('games/siteswap', 'scenes/siteswap_table', 'scenes/summary'),
    'ssgame_history.h': ('games/siteswap', 'scenes/siteswap_table', 'scenes/summary'),
    'jugglers.h': ('games/jugglers', 'scenes/jugglers_table'),
    'jugglers_ai.h': ('games/jugglers', 'scenes/jugglers_table'),
    # Each game's part of a GameChoice and its table sounds: its own folders only.
    'siteswap_choice.h': ('games/siteswap', 'scenes/siteswap_table', 'scenes/summary'),
    'siteswap_cues.h': ('games/siteswap', 'scenes/siteswap_table'),
    'jugglers_choice.h': ('games/jugglers', 'scenes/jugglers_table'),
    'jugglers_cues.h': ('games/jugglers', 'scenes/jugglers_table'),
}


def game_header_uses(root, mods):
    bad = 0
    for m, files in sorted(mods.items()):
        for path in files:
            with open(path, encoding='utf-8', errors='replace') as f:
                text = f.read()
            for inc in INCLUDE.findall(text):
                owners = GAME_HEADERS.get(os.path.basename(inc))
                if owners and not any(m.startswith(o + '/') for o in owners):
                    print('%s includes %s: only %s may' %
                          (os.path.relpath(path, root), inc, ', '.join(owners)))
                    bad += 1
    return bad


def main(root):
    mods = modules_of(root)
    bad = 0
    for m, files in sorted(mods.items()):
        layer = m.split('/')[0]
        for path in files:
            with open(path, encoding='utf-8', errors='replace') as f:
                text = f.read()
            for inc in INCLUDE.findall(text):
                for target in resolve(inc, m, mods):
                    if target.split('/')[0] in FORBIDDEN.get(layer, ()):
                        print('%s includes %s: %s may not use %s/' %
                              (os.path.relpath(path, root), inc, layer, target.split('/')[0]))
                        bad += 1
    bad += game_header_uses(root, mods)
    if bad:
        print('%d include(s) across the layers or games of src/app' % bad)
        return 1
    print('every layer of src/app includes only from below')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))

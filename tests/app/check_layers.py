#!/usr/bin/env python3
"""Fails when a layer of the SDL game includes a layer above it.

The app's folders, lowest first: gfx and audio draw and play; core is the window, loop and
scene stack; ui the widgets; table the card tables' kit; scenes the screens; games the games'
definitions and their registry. core, gfx, ui and table know no screen and no game, so a new
screen or game touches none of them.

    check_layers.py SRC_APP_DIR
"""
import fnmatch
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


def game_headers(root):
    """{header: the folders that may include it (fnmatch patterns)}, derived from the games
    under root/games/.

    Each folder games/<game>/ is a game (the registry's list, game_list.c, names its GameDef).
    Its own folders are games/<game>/ and every scenes/<game>_*/ (its table, and any other
    screen of its own); no other folder may include its headers. Its headers: its part of a
    GameChoice, its cues and anything else in its folder (every games/<game>/*.h but its
    <game>_game.h, which the list includes); the rules headers its <game>_choice.h includes (its engine), and every rules
    header built on those (its computer player, its history)."""
    games_dir = os.path.join(root, 'games')
    rules_dir = os.path.join(root, '..', 'rules')
    rules_incs = {}
    for name in sorted(os.listdir(rules_dir)):
        if name.endswith('.h'):
            with open(os.path.join(rules_dir, name), encoding='utf-8', errors='replace') as f:
                rules_incs[name] = set(os.path.basename(i) for i in INCLUDE.findall(f.read()))
    headers = {}
    for game in sorted(os.listdir(games_dir)):
        folder = os.path.join(games_dir, game)
        choice = os.path.join(folder, game + '_choice.h')
        if not os.path.isdir(folder):
            continue
        if not os.path.isfile(choice):
            raise SystemExit('games/%s/ has no %s_choice.h: is it a game?' % (game, game))
        owners = ('games/' + game, 'scenes/%s_*' % game)
        own = set(n for n in os.listdir(folder) if n.endswith('.h') and n != game + '_game.h')
        with open(choice, encoding='utf-8', errors='replace') as f:
            engine = set(os.path.basename(i) for i in INCLUDE.findall(f.read())) & set(rules_incs)
        if not engine:
            raise SystemExit('games/%s/%s_choice.h includes no header of src/rules/: its '
                             'engine cannot be told' % (game, game))
        grown = True
        while grown:  # the rules headers built on the engine's are the game's too
            more = set(h for h, incs in rules_incs.items() if incs & engine) - engine
            grown = bool(more)
            engine |= more
        for h in own | engine:
            headers[h] = owners
    return headers


def game_header_uses(root, mods):
    bad = 0
    game_headers_of = game_headers(root)
    for m, files in sorted(mods.items()):
        for path in files:
            with open(path, encoding='utf-8', errors='replace') as f:
                text = f.read()
            for inc in INCLUDE.findall(text):
                owners = game_headers_of.get(os.path.basename(inc))
                folder = os.path.dirname(m)
                if owners and not any(fnmatch.fnmatchcase(folder, o) or
                                      fnmatch.fnmatchcase(folder, o + '/*') for o in owners):
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

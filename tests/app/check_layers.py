#!/usr/bin/env python3
"""Fails when a layer of the SDL game includes a layer above it.

The app's folders, lowest first: gfx and audio draw and play; core is the window, loop and
scene stack; ui the widgets; table the card tables' kit; scenes the screens; games the games'
definitions and their registry. core, gfx, ui and table know no screen and no game, so a new
screen or game touches none of them. The phones beside the app (src/phones/) likewise: the files
directly there serve any game, each game's phone side is in its own phones/<game>/.

    check_layers.py SRC_APP_DIR     check the tree
    check_layers.py --self-test     check that the checker finds what it should
"""
import fnmatch
import os
import sys
import tempfile

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


def includes_of(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return [os.path.basename(i) for i in INCLUDE.findall(f.read())]


def phone_game_uses(root, mods):
    """The same rule for the phones (src/phones/, beside src/app/). The files directly in
    phones/ are the phone table, server and protocol for any game: they include no game's header
    (its engine's, its app headers or its phone folder's). A game's phone side lives in
    phones/<game>/ (a game without phones has none): it includes no other game's header, and in
    the app only the game's own two folders include its phone headers."""
    phones = os.path.join(root, '..', 'phones')
    if not os.path.isdir(phones):
        return 0
    owners_of = game_headers(root)
    games_dir = os.path.join(root, 'games')
    games = [g for g in sorted(os.listdir(games_dir)) if os.path.isdir(os.path.join(games_dir, g))]
    of_game = {g: set(h for h, o in owners_of.items() if 'games/' + g in o) for g in games}
    phone_of = {}
    for g in games:
        folder = os.path.join(phones, g)
        if os.path.isdir(folder):
            phone_of[g] = set(n for n in os.listdir(folder) if n.endswith('.h'))
            of_game[g] |= phone_of[g]
    bad = 0

    def report(path, inc, why):
        nonlocal bad
        print('%s includes %s: %s' % (os.path.relpath(path, os.path.join(root, '..')), inc, why))
        bad += 1

    for name in sorted(os.listdir(phones)):
        path = os.path.join(phones, name)
        if not name.endswith(('.c', '.h')):
            continue
        for inc in includes_of(path):
            for g in games:
                if inc in of_game[g]:
                    report(path, inc, "a header of the game %s; phones/ names no game (its "
                           "phone side goes in phones/%s/)" % (g, g))
    for g in sorted(phone_of):
        folder = os.path.join(phones, g)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(('.c', '.h')):
                continue
            for inc in includes_of(os.path.join(folder, name)):
                for other in games:
                    if other != g and inc in of_game[other] and inc not in of_game[g]:
                        report(os.path.join(folder, name), inc,
                               "a header of the game %s, not of %s" % (other, g))
    for m, files in sorted(mods.items()):
        for path in files:
            for inc in includes_of(path):
                for g, headers in sorted(phone_of.items()):
                    owners = ('games/' + g, 'scenes/%s_*' % g)
                    if inc in headers and not any(fnmatch.fnmatchcase(m, o) or
                                                  fnmatch.fnmatchcase(m, o + '/*')
                                                  for o in owners):
                        report(path, inc, 'only %s may' % ', '.join(owners))
    return bad


def violations(root):
    """The includes across the layers or games under root, each reported; their number."""
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
    return bad + game_header_uses(root, mods) + phone_game_uses(root, mods)


def main(root):
    bad = violations(root)
    if bad:
        print('%d include(s) across the layers or games of src/app and src/phones' % bad)
        return 1
    print('every layer of src/app includes only from below')
    return 0


def self_test():
    """The checker finds what it should on small made-up trees (a game "g" on engine eng.h)."""
    game = {'games/g/g_choice.h': '#include "eng.h"\n', 'games/g/g_game.h': '',
            'games/g/g_cues.h': '', 'games/g/g_cues.c': '#include "g_cues.h"\n',
            '../rules/eng.h': '', '../rules/eng_ai.h': '#include "eng.h"\n',
            '../rules/notation.h': '', 'ui/button.h': '', 'scenes/title/title.h': ''}
    cases = [
        # (files besides the game's, violations expected, what it shows)
        ({'scenes/g_table/t.c': '#include "eng.h"\n#include "g_choice.h"\n'}, 0,
         "the game's table reads its engine and its choice"),
        ({'scenes/g_summary/s.c': '#include "eng_ai.h"\n#include "g_cues.h"\n'}, 0,
         'every scenes/<game>_*/ folder is the game\'s own'),
        ({'scenes/summary/s.c': '#include "notation.h"\n#include "button.h"\n'}, 0,
         'a neutral screen reads what is no game\'s'),
        ({'scenes/summary/s.c': '#include "eng.h"\n'}, 1, 'a neutral screen reads an engine'),
        ({'scenes/summary/s.c': '#include "eng_ai.h"\n'}, 1, '... or a header built on it'),
        ({'scenes/h_table/s.c': '#include "g_cues.h"\n'}, 1, "another game's table"),
        ({'scenes/gx/s.c': '#include "g_choice.h"\n'}, 1, 'a folder only named like the game'),
        ({'scenes/g_thing.c': '#include "eng.h"\n'}, 1, 'a file, not a folder, of scenes/'),
        ({'ui/w.c': '#include "title/title.h"\n'}, 1, 'a widget includes a screen'),
        ({'games/games.c': '#include "g_game.h"\n'}, 0, 'the list includes <game>_game.h'),
    ]
    failed = 0
    for extra, want, what in cases:
        with tempfile.TemporaryDirectory() as tmp:
            root = os.path.join(tmp, 'src', 'app')
            for name, text in list(game.items()) + list(extra.items()):
                path = os.path.normpath(os.path.join(root, name))
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, 'w', encoding='utf-8') as f:
                    f.write(text)
            got = violations(root)
        if got != want:
            print('self-test: %s: %d violation(s), expected %d' % (what, got, want))
            failed += 1
    print('self-test: %d case(s) failed' % failed if failed else 'self-test: every case passed')
    return 1 if failed else 0


if __name__ == '__main__':
    if sys.argv[1:] == ['--self-test']:
        sys.exit(self_test())
    sys.exit(main(sys.argv[1]))

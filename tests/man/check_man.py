#!/usr/bin/env python3
"""The man pages against the programs: every option `throwdeck --help` lists is in
throwdeck(6); every command of `throwdeck-cli --help` has its section in throwdeck-cli(6) and
every option of `throwdeck-cli COMMAND --help` is in that page; each page names the project's
version; groff reads each page without a warning. Speaks TAP.

Usage: check_man.py VERSION THROWDECK THROWDECK_MAN THROWDECK_CLI THROWDECK_CLI_MAN"""
import re
import shutil
import subprocess
import sys

results = []


def check(what, ok, detail=""):
    results.append(ok)
    print(("ok" if ok else "not ok") + " %d - %s" % (len(results), what))
    if not ok and detail:
        for line in detail.splitlines():
            print("# " + line)


def help_text(*argv):
    run = subprocess.run(list(argv), capture_output=True, text=True, timeout=60)
    return run.stdout + run.stderr


def page_text(path):
    """The page's source with roff's escaped hyphens made plain."""
    with open(path, encoding="utf-8") as f:
        return f.read().replace("\\-", "-").replace("\\%", "")


def options_in(text):
    """Long options (--name) and short ones (-x) at the start of a help line or after a comma."""
    longs = set(re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", text))
    shorts = set(re.findall(r"^\s+(-[a-zA-Z]),", text, re.M))
    return longs | shorts


def missing_from(page, options):
    return sorted(o for o in options if not re.search(r"(?<![\w-])" + re.escape(o) + r"(?![\w-])",
                                                      page))


def groff_warnings(path):
    run = subprocess.run(["groff", "-man", "-ww", "-z", path], capture_output=True, text=True,
                         timeout=60)
    return (run.stderr or "") + ("" if run.returncode == 0 else "exit %d" % run.returncode)


def main():
    if len(sys.argv) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    version, game, game_man, cli, cli_man = sys.argv[1:]
    game_page, cli_page = page_text(game_man), page_text(cli_man)

    game_opts = options_in(help_text(game, "--help"))
    check("throwdeck --help lists options", len(game_opts) >= 20, ", ".join(sorted(game_opts)))
    gone = missing_from(game_page, game_opts)
    check("every option of throwdeck --help is in throwdeck(6)", not gone,
          "missing: " + " ".join(gone))

    top = help_text(cli, "--help")
    commands = re.findall(r"^  ([a-z][a-z-]+) +\S", top, re.M)
    check("throwdeck-cli --help lists commands", len(commands) >= 10, top)
    no_section = [c for c in commands if not re.search(r'^\.SS "' + re.escape(c) + r'[ "]',
                                                        cli_page, re.M)]
    check("every command of throwdeck-cli has its section in throwdeck-cli(6)", not no_section,
          "missing: " + " ".join(no_section))
    gone = set()
    for c in commands:
        gone.update(missing_from(cli_page, options_in(help_text(cli, c, "--help"))))
    check("every option of every throwdeck-cli command is in throwdeck-cli(6)", not gone,
          "missing: " + " ".join(sorted(gone)))

    for path, name in ((game_man, "throwdeck(6)"), (cli_man, "throwdeck-cli(6)")):
        th = re.search(r"^\.TH .*$", page_text(path), re.M)
        check(name + " names version " + version,
              bool(th) and ('"Throwdeck %s"' % version) in th.group(0),
              th.group(0) if th else "no .TH line")
    if shutil.which("groff"):
        for path, name in ((game_man, "throwdeck(6)"), (cli_man, "throwdeck-cli(6)")):
            w = groff_warnings(path)
            check("groff -man -ww reads " + name + " without a warning", not w, w)
    else:
        print("ok %d - groff is not installed # SKIP" % (len(results) + 1))
        results.append(True)
    print("1..%d" % len(results))
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())

#!/bin/sh
# Install what the game needs into .venv (once), then play it or run every test.
#   sh tools/setup.sh play [game options]   install, then start the game
#   sh tools/setup.sh test [pytest options] install with the test tools, then run all tests
# Works on a fresh Debian or Raspberry Pi OS machine that has only python3.
set -e
cd "$(dirname "$0")/.."
what="${1:-play}"
[ $# -gt 0 ] && shift

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

if [ ! -x .venv/bin/python ]; then
    if ! python3 -m venv .venv >/dev/null 2>&1; then
        # Debian ships venv's pip bootstrap in a separate package.
        echo "Installing python3-venv (needs administrator rights)..."
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
        rm -rf .venv
        python3 -m venv .venv
    fi
fi

case "$what" in
    play)
        .venv/bin/python -m pip install -q --disable-pip-version-check -e .
        exec .venv/bin/python main.py "$@"
        ;;
    test)
        .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[test]"
        exec .venv/bin/python -m pytest -q "$@"
        ;;
    *)
        echo "usage: sh tools/setup.sh play|test [options]" >&2
        exit 2
        ;;
esac

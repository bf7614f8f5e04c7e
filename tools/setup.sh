#!/bin/sh
# Install what the game needs into .venv, then start it, test it, or set it up on a Raspberry Pi.
#   sh tools/setup.sh play [game options]   install, then start the game
#   sh tools/setup.sh test [pytest options] install with the test tools (and Debian's chromium for
#                                           the phone tests), then run all tests
#   sh tools/setup.sh desktop               install, then add Family Trains to the desktop's menu
#   sh tools/setup.sh kiosk                 start the game at boot on the console (docs/raspberry-pi.md)
# Works on a fresh Debian 12 (Bookworm, Python 3.11) or 13 (Trixie, Python 3.13), or Raspberry Pi OS
# (64-bit) Bookworm or Trixie, that has only python3. Quiet when all goes well; a failure ends with
# one line saying what to do, and what it asks to be run as root is written for this user (sudo
# only where they have it, else su -c). A broken .venv is made again. One record of what is
# installed serves every mode: once a test or play install is done, play needs no network.
set -e
cd "$(dirname "$0")/.."
ROOT=$(pwd -P)
STAMP=.venv/installed   # pyproject.toml's checksum, then the extras installed ("" or "test")
what="${1:-play}"
[ $# -gt 0 ] && shift

fail() {
    echo "setup: $*" >&2
    exit 1
}

check_system() {
    # dpkg names the system's own architecture (a 64-bit kernel may run a 32-bit system); a .venv
    # someone filled by hand there (docs/raspberry-pi.md) is used as it is.
    arch=$(dpkg --print-architecture 2>/dev/null || uname -m)
    case "$arch" in
        armhf | armel | armv6l | armv7l)
            have pygame pytmx yaml ||
                fail "32-bit Raspberry Pi OS ($arch) is not supported: PyPI has no ready-made pygame-ce" \
                     "or PyYAML for it. Put Raspberry Pi OS (64-bit) on the card; see docs/raspberry-pi.md." ;;
    esac
    command -v python3 >/dev/null 2>&1 ||
        fail "python3 is missing; install it with:  $(root_line "apt-get install -y python3")"
    python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' ||
        fail "Family Trains needs Python 3.11 or newer, and python3 here is" \
             "$(python3 -V 2>&1 | cut -d' ' -f2) (Debian 12 and 13, Raspberry Pi OS Bookworm and Trixie" \
             "have 3.11 and 3.13)."
}

have() {
    # have MODULE...: the .venv can import every one of them.
    .venv/bin/python -c \
        'import sys, importlib.util as u; sys.exit(any(u.find_spec(m) is None for m in sys.argv[1:]))' \
        "$@" 2>/dev/null
}

root_way() {
    # How this user runs a command as root, asking nothing: root; sudo (password-free, as Raspberry
    # Pi OS's first user has it); sudo-password (in the sudo group, so sudo will take their
    # password); su (no sudo, or sudo that would refuse them: root's password is the way).
    if [ "$(id -u)" = 0 ]; then
        echo root
    elif ! command -v sudo >/dev/null 2>&1; then
        echo su
    elif sudo -n true 2>/dev/null; then
        echo sudo
    else
        case " $(id -Gn 2>/dev/null) " in
            *" sudo "* | *" wheel "*) echo sudo-password ;;
            *) echo su ;;
        esac
    fi
}

root_line() {
    # root_line COMMAND...: the line this user types to run the commands (joined by &&) as root.
    way=$(root_way)
    line=""
    for command in "$@"; do
        case "$way" in
            sudo*) command="sudo $command" ;;
        esac
        line="${line:+$line && }$command"
    done
    case "$way" in
        su) echo "su -c '$line'" ;;
        *) echo "$line" ;;
    esac
}

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

venv_works() {
    # pip answers "pip 23.0.1 from ..."; anything else is a .venv that was never finished.
    case "$(.venv/bin/python -m pip --version 2>/dev/null)" in
        "pip "*) return 0 ;;
        *) return 1 ;;
    esac
}

apt_install() {
    # apt_install WHAT PACKAGE...: install Debian packages as root, quietly; WHAT says what is missing.
    what_missing=$1
    shift
    pkgs="$*"
    command -v apt-get >/dev/null 2>&1 ||
        fail "$what_missing; install it with your system's packages (Debian: $pkgs)."
    wanted=$(root_line "apt-get update" "apt-get install -y $pkgs")
    case "$(root_way)" in
        su)
            fail "$what_missing ($pkgs), and only root can install it here (this user" \
                 "has no sudo). Run  $wanted  then this again." ;;
        sudo-password)
            # sudo asks for the password on the terminal (/dev/tty); without one (a launcher) it cannot.
            { (: </dev/tty) 2>/dev/null && sudo -v; } ||
                fail "$what_missing ($pkgs); install it with  $wanted" \
                     " (in a terminal: sudo asks for your password), then run this again." ;;
    esac
    echo "Installing $pkgs (once)..." >&2
    # Quiet unless it fails; debconf's "delaying package configuration, since apt-utils is not
    # installed" is no failure, so it is left out of what is shown even then.
    if ! out=$({ as_root apt-get update -qq &&
                 as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"; } 2>&1); then
        printf '%s\n' "$out" | grep -v "delaying package configuration" >&2
        fail "apt-get could not install $pkgs; run  $(root_line "apt-get install -y $pkgs")  to see why."
    fi
}

install_venv_module() {
    # Debian keeps venv's pip bootstrap (ensurepip) in its own package.
    apt_install "Python's venv module is missing" \
        python3-venv "$(python3 -c 'import sys; print(f"python3.{sys.version_info[1]}-venv")')"
}

need_browser() {
    # The phone tests drive Debian's own chromium through its chromedriver; nothing else downloads a
    # browser, so a test install brings both (play never needs them).
    command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && return
    apt_install "The phone tests' browser is missing" chromium chromium-driver
}

make_venv() {
    if [ -e .venv ] || [ -L .venv ]; then
        echo "The .venv folder is incomplete; making it again..." >&2
        rm -rf .venv
    fi
    python3 -c 'import ensurepip, venv' 2>/dev/null || install_venv_module
    if ! out=$(python3 -m venv .venv 2>&1) || ! venv_works; then
        rm -rf .venv
        fail "python3 -m venv could not make .venv: $(printf '%s\n' "$out" | tail -n 1)"
    fi
}

need() {
    # need EXTRAS MODULE...: the project installed with EXTRAS ("" or test), once per pyproject.toml.
    # A test install serves play too; play after a changed pyproject.toml keeps the test tools.
    want=$1
    shift
    sum=$(cksum <pyproject.toml)
    had=$(sed -n 2p "$STAMP" 2>/dev/null) || had=""   # no record yet
    if [ "$(sed -n 1p "$STAMP" 2>/dev/null)" = "$sum" ] && { [ -z "$want" ] || [ "$had" = "$want" ]; } &&
        have "$@"; then
        return
    fi
    extras=${want:-$had}
    if .venv/bin/python -m pip install -q --disable-pip-version-check -e ".${extras:+[$extras]}"; then
        printf '%s\n%s\n' "$sum" "$extras" >"$STAMP"
    elif have "$@"; then   # offline after an update: what is installed still plays
        echo "setup: pip could not update the game's libraries (above); going on with the ones installed." >&2
    else
        fail "pip could not install the game's libraries (above); check the network, then run this again."
    fi
}

plain_path() {
    # The launcher and the unit hold the path as it is, so it may not need quoting beyond spaces.
    case "$ROOT" in
        *[!A-Za-z0-9._/+,:@=\ -]*)
            fail "the path $ROOT has a character a launcher cannot carry; move the game to a plain one." ;;
    esac
}

fill_in() {
    # fill_in TEMPLATE USER: the template with this folder and the user written in.
    sed -e "s|@ROOT@|$ROOT|g" -e "s|@USER@|$2|g" "$1"
}

install_desktop() {
    plain_path
    apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
    mkdir -p "$apps"
    fill_in tools/pi/family-trains.desktop.in "$(id -un)" >"$apps/family-trains.desktop"
    where="the menu (Games)"
    desk=$(xdg-user-dir DESKTOP 2>/dev/null || true)
    if [ -n "$desk" ] && [ "$desk" != "$HOME" ] && [ -d "$desk" ]; then
        cp "$apps/family-trains.desktop" "$desk/family-trains.desktop"
        chmod +x "$desk/family-trains.desktop"
        where="$where and on the desktop"
    fi
    echo "Family Trains is in $where."
}

install_kiosk() {
    plain_path
    unit=family-trains.service
    if [ "$(id -u)" != 0 ]; then
        fill_in tools/pi/$unit.in "$(id -un)" >.venv/$unit
        echo "To start Family Trains at boot on the console (tty1), run:"
        echo "  $(root_line "install -m 644 \"$ROOT/.venv/$unit\" /etc/systemd/system/" \
                         "systemctl daemon-reload" "systemctl enable $unit")"
        return
    fi
    user=$(stat -c %U .)
    [ "$user" != root ] ||
        fail "the kiosk plays as the owner of $ROOT, which is root; put the game in a normal user's home."
    fill_in tools/pi/$unit.in "$user" >/etc/systemd/system/$unit
    systemctl daemon-reload
    systemctl enable -q $unit
    echo "Family Trains now starts at boot on tty1 as $user; start it now with: systemctl start $unit"
}

case "$what" in
    play | test | desktop | kiosk) ;;
    *)
        echo "usage: sh tools/setup.sh play|test|desktop|kiosk [options]" >&2
        exit 2 ;;
esac
check_system
if [ "$what" = kiosk ] && [ "$(id -u)" = 0 ]; then
    venv_works ||
        fail "first run  sh tools/setup.sh play  as the user who will play, then this again as root."
    install_kiosk
    exit 0
fi
venv_works || make_venv
case "$what" in
    play)
        need "" pygame pytmx yaml
        exec .venv/bin/python main.py "$@" ;;
    test)
        need_browser
        need test pygame pytmx yaml websockets segno pytest hypothesis selenium xdist
        # One worker process a core: the tests are independent (each its own folders and ports), and on
        # two cores they take about half as long. A later -n on the command line overrides it.
        exec .venv/bin/python -m pytest -q -n auto "$@" ;;
    desktop)
        need "" pygame pytmx yaml
        install_desktop ;;
    kiosk)
        need "" pygame pytmx yaml
        install_kiosk ;;
esac

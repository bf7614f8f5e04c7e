"""tools/setup.sh in a copy of the project, with python3, apt-get, sudo and friends played by small scripts.

Nothing here touches the network or the machine: each test gets a temporary project and a PATH
that holds only the stand-ins it names and the few ordinary tools the script uses.
"""
from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import termios
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SETUP = ROOT / "tools" / "setup.sh"
TOOLS = ("cat", "chmod", "cksum", "cp", "cut", "dirname", "env", "grep", "ln", "mkdir", "rm", "sed", "stat",
         "tail", "touch", "true", "uname")
SU_COMMAND = "su -c 'apt-get update && apt-get install -y python3-venv python3.11-venv'"
SUDO_COMMAND = "sudo apt-get update && sudo apt-get install -y python3-venv python3.11-venv"
DEBCONF = "debconf: delaying package configuration, since apt-utils is not installed"

# python3 as Debian ships it: $MINOR is its minor version, and ensurepip (python3-venv) is there
# only once the stand-in apt-get has "installed" it. A .venv made without it is half made.
PYTHON3 = """\
    #!/bin/sh
    case "$*" in
        *"version_info < (3, 11)"*) [ "${MINOR:-11}" -ge 11 ]; exit ;;
        *'-venv")'*) echo "python3.${MINOR:-11}-venv"; exit 0 ;;
        *"import ensurepip"*) [ -e "$STATE/ensurepip" ]; exit ;;
        -V) echo "Python 3.${MINOR:-11}.2"; exit 0 ;;
        "-m pip --version") echo "/usr/bin/python3: No module named pip" >&2; exit 1 ;;
        "-m venv .venv")
            mkdir -p .venv/bin
            if [ ! -e "$STATE/ensurepip" ]; then
                ln -s "$0" .venv/bin/python
                echo "The virtual environment was not created successfully because ensurepip is not available."
                exit 1
            fi
            cp "$STATE/venv-python" .venv/bin/python
            exit 0 ;;
    esac
    echo "python3 stand-in: unexpected $*" >&2
    exit 99
"""

# The python of a finished .venv: pip works and installs nothing (or, with $OFFLINE, fails as with no
# network), the libraries import unless $MISSING, the game and pytest say they ran.
VENV_PYTHON = """\
    #!/bin/sh
    case "$*" in
        "-m pip --version") echo "pip 23.0.1 from .venv (python 3.11)"; exit 0 ;;
        "-m pip install"*)
            echo "$*" >>"$STATE/pip.log"
            [ -z "$OFFLINE" ] && exit 0
            echo "ERROR: Could not find a version that satisfies the requirement setuptools>=61" >&2
            exit 1 ;;
        *find_spec*) [ -z "$MISSING" ]; exit ;;
        main.py*) echo "game started: $*"; exit 0 ;;
        "-m pytest"*) echo "tests ran: $*"; exit 0 ;;
    esac
    echo "venv python stand-in: unexpected $*" >&2
    exit 99
"""

# apt-get as on a minbase system: installing says debconf's apt-utils line on stderr; $APT_FAILS
# makes the install fail as a broken mirror would.
APT_GET = """\
    #!/bin/sh
    echo "$*" >>"$STATE/apt.log"
    case "$*" in
        *install*)
            echo "debconf: delaying package configuration, since apt-utils is not installed" >&2
            if [ -n "$APT_FAILS" ]; then echo "E: Unable to fetch some archives" >&2; exit 100; fi
            touch "$STATE/ensurepip" ;;
    esac
"""


@dataclass
class Run:
    """What one run of the script did."""

    code: int
    out: str
    err: str

    @property
    def last_line(self) -> str:
        """The last line the script wrote to stderr."""
        return self.err.strip().splitlines()[-1]


class Machine:
    """A temporary project and a PATH of stand-ins; `run` starts tools/setup.sh in it."""

    def __init__(self, base: Path, folder: str = "family trains") -> None:
        """Copy the script, its templates and pyproject.toml; give the machine python3 and apt-get."""
        self.project = base / folder
        self.bin, self.state, self.home = base / "bin", base / "state", base / "home"
        for d in (self.project / "tools" / "pi", self.bin, self.state, self.home):
            d.mkdir(parents=True)
        shutil.copy(SETUP, self.project / "tools" / "setup.sh")
        for template in (ROOT / "tools" / "pi").glob("*.in"):
            shutil.copy(template, self.project / "tools" / "pi" / template.name)
        shutil.copy(ROOT / "pyproject.toml", self.project / "pyproject.toml")
        for tool in TOOLS:
            (self.bin / tool).symlink_to(shutil.which(tool))
        self.script("python3", PYTHON3)
        self.script("apt-get", APT_GET)
        (self.state / "venv-python").write_text(textwrap.dedent(VENV_PYTHON))
        (self.state / "venv-python").chmod(0o755)
        self.user(1000, "tester")
        self.script("dpkg", 'echo "${ARCH:-amd64}"')

    def script(self, name: str, body: str) -> None:
        """Put a stand-in command on the PATH."""
        path = self.bin / name
        text = textwrap.dedent(body)
        path.write_text(text if text.startswith("#!") else f"#!/bin/sh\n{text}\n")
        path.chmod(0o755)

    def user(self, uid: int, name: str, groups: str = "") -> None:
        """Whom `id` says the script runs as, and the groups they are in besides their own."""
        self.script("id", f'case "$1" in -u) echo {uid} ;; -un) echo {name} ;; -Gn) echo {name} {groups} ;; esac')

    def sudo(self, kind: str) -> None:
        """Give the machine sudo: "password-free" (Raspberry Pi OS's first user), "password" (a member of
        the sudo group, asked for their password by `sudo -v`) or "refused" (not in the sudoers file)."""
        if kind == "password":
            self.user(1000, "tester", groups="sudo")
        self.script("sudo", f"""\
            if [ "$1" = -v ]; then
                echo "[sudo] password for tester:" >>"$STATE/prompt.log"
                [ {kind} = password ] && touch "$STATE/validated"
                exit
            fi
            [ "$1" = -n ] && shift
            if [ {kind} != password-free ] && [ ! -e "$STATE/validated" ]; then
                echo "sudo: a password is required" >&2
                exit 1
            fi
            echo "sudo $*" >>"$STATE/sudo.log"
            exec "$@"
        """)

    def python_venv_installed(self) -> None:
        """As if python3-venv had been installed."""
        (self.state / "ensurepip").touch()

    def run(self, *args: str, terminal: bool = False, **env: str) -> Run:
        """Run `sh tools/setup.sh ARGS` in the project, in a session of its own: at a terminal (a pty
        that is its controlling terminal, so /dev/tty opens) or, as from a launcher, with none."""
        environ = {"PATH": str(self.bin), "HOME": str(self.home), "STATE": str(self.state), **env}
        tty, stdin = os.openpty() if terminal else (None, subprocess.DEVNULL)
        try:
            done = subprocess.run(["/bin/sh", str(self.project / "tools" / "setup.sh"), *args], stdin=stdin,
                                  cwd=self.home, env=environ, capture_output=True, text=True, timeout=20,
                                  start_new_session=True, preexec_fn=take_terminal if terminal else None)
        finally:
            if tty is not None:
                os.close(stdin)
                os.close(tty)
        return Run(done.returncode, done.stdout, done.stderr)

    def log(self, name: str) -> str:
        """A stand-in's log of its calls ("" if it was never called)."""
        path = self.state / f"{name}.log"
        return path.read_text() if path.exists() else ""

    @property
    def venv(self) -> Path:
        """The project's .venv folder."""
        return self.project / ".venv"


def take_terminal() -> None:
    """In the child, after setsid: its standard input (a pty) becomes its controlling terminal."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


@pytest.fixture
def machine(tmp_path: Path) -> Machine:
    """A fresh Debian machine with python3 only, as a user without sudo."""
    return Machine(tmp_path)


def test_the_script_parses_and_passes_shellcheck() -> None:
    """`sh -n` finds no syntax error; shellcheck (when installed) finds nothing."""
    subprocess.run(["sh", "-n", str(SETUP)], check=True)
    if shutil.which("shellcheck") is None:
        pytest.skip("shellcheck is not installed")
    done = subprocess.run(["shellcheck", str(SETUP)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def test_without_sudo_it_names_the_su_command_and_leaves_no_venv(machine: Machine) -> None:
    """The first run on a bare Debian as a user without sudo: one line with the command to run."""
    run = machine.run("play")
    assert run.code == 1
    assert SU_COMMAND in run.last_line
    assert "sudo: not found" not in run.err
    assert not machine.venv.exists()
    assert machine.log("apt") == ""


def test_sudo_that_the_user_may_not_use_gets_the_same_advice(machine: Machine) -> None:
    """A user not in the sudoers file is told the su command too, and never asked for a password."""
    machine.sudo("refused")
    run = machine.run("play", terminal=True)
    assert run.code == 1 and SU_COMMAND in run.last_line
    assert not machine.venv.exists()
    assert machine.log("prompt") == "" and machine.log("apt") == ""


@pytest.mark.parametrize("terminal", [True, False], ids=["terminal", "launcher"])
def test_password_free_sudo_is_used_as_it_is(machine: Machine, terminal: bool) -> None:
    """Raspberry Pi OS's first user: sudo installs python3-venv without asking, even from a launcher."""
    machine.sudo("password-free")
    run = machine.run("play", "--fullscreen", terminal=terminal)
    assert run.code == 0, run.err
    assert "game started: main.py --fullscreen" in run.out
    assert machine.log("prompt") == ""
    assert "install -y -qq python3-venv python3.11-venv" in machine.log("sudo")
    assert "-e ." in machine.log("pip")


def test_sudo_that_needs_a_password_asks_for_it_in_a_terminal(machine: Machine) -> None:
    """A member of the sudo group types their password once, then all is installed."""
    machine.sudo("password")
    run = machine.run("play", terminal=True)
    assert run.code == 0, run.err
    assert machine.log("prompt").count("password") == 1
    assert "install -y -qq python3-venv python3.11-venv" in machine.log("sudo")
    assert "game started" in run.out


def test_sudo_that_needs_a_password_names_the_sudo_command_without_a_terminal(machine: Machine) -> None:
    """From a launcher nobody can type a password: one line with the sudo command, nothing installed."""
    machine.sudo("password")
    run = machine.run("play")
    assert run.code == 1
    assert SUDO_COMMAND in run.last_line and "su -c" not in run.last_line
    assert machine.log("prompt") == "" and machine.log("apt") == ""


def test_apt_is_quiet_and_its_debconf_line_never_shows(machine: Machine) -> None:
    """A minbase system has no apt-utils: the install says nothing about it, even when it fails."""
    machine.user(0, "root")
    run = machine.run("play")
    assert run.code == 0 and DEBCONF not in run.err
    assert run.err.strip() == "Installing python3-venv python3.11-venv (once)..."
    (machine.state / "ensurepip").unlink()
    shutil.rmtree(machine.venv)
    failed = machine.run("play", APT_FAILS="1")
    assert failed.code == 1 and DEBCONF not in failed.err
    assert "E: Unable to fetch some archives" in failed.err
    assert "run  apt-get install -y python3-venv python3.11-venv  to see why" in failed.last_line


def test_as_root_it_installs_with_apt_get_itself(machine: Machine) -> None:
    """Root needs no sudo."""
    machine.user(0, "root")
    run = machine.run("play")
    assert run.code == 0, run.err
    assert "install -y -qq python3-venv python3.11-venv" in machine.log("apt")


def test_the_half_made_venv_of_a_failed_first_run_is_made_again(machine: Machine) -> None:
    """The reported trap: .venv/bin/python exists but has no pip; once python3-venv is in, all works."""
    machine.run("play")
    (machine.venv / "bin").mkdir(parents=True)
    (machine.venv / "bin" / "python").symlink_to(machine.bin / "python3")
    machine.python_venv_installed()
    run = machine.run("play")
    assert run.code == 0, run.err
    assert "making it again" in run.err
    assert "game started" in run.out


@pytest.mark.parametrize("mode", [0o644, 0o755], ids=["plain", "executable"])
def test_an_empty_venv_python_is_made_again(machine: Machine, mode: int) -> None:
    """An empty .venv/bin/python (even an executable one, which sh runs as an empty script) is rebuilt."""
    machine.python_venv_installed()
    python = machine.venv / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.touch(mode=mode)
    run = machine.run("test", "-x")
    assert run.code == 0, run.err
    assert "tests ran: -m pytest -q -x" in run.out
    assert "pip install -q --disable-pip-version-check -e .[test]" in machine.log("pip")


def test_a_second_start_installs_nothing_until_pyproject_changes(machine: Machine) -> None:
    """Starting again needs no network; a changed pyproject.toml installs again."""
    machine.python_venv_installed()
    assert machine.run("play").code == 0
    assert machine.run("play").code == 0
    assert machine.log("pip").count("install") == 1
    with open(machine.project / "pyproject.toml", "a") as f:
        f.write("\n# changed\n")
    assert machine.run("play").code == 0
    assert machine.log("pip").count("install") == 2


def test_play_after_a_test_install_needs_no_network(machine: Machine) -> None:
    """A Pi set up with the test command and then taken offline still starts the game, without pip."""
    machine.python_venv_installed()
    assert machine.run("test").code == 0
    run = machine.run("play", OFFLINE="1")
    assert run.code == 0, run.err
    assert "game started" in run.out and run.err == ""
    assert machine.log("pip").count("install") == 1


def test_test_after_play_installs_the_test_tools_once(machine: Machine) -> None:
    """play installs the game; test adds its tools once; after that neither installs anything."""
    machine.python_venv_installed()
    for command in ("play", "test", "test", "play"):
        assert machine.run(command).code == 0
    installs = machine.log("pip").splitlines()
    assert [line.split()[-1] for line in installs] == [".", ".[test]"]


def test_a_changed_pyproject_keeps_the_test_tools(machine: Machine) -> None:
    """After an update, play installs with the test tools that were there, so test needs no second pip."""
    machine.python_venv_installed()
    assert machine.run("test").code == 0
    with open(machine.project / "pyproject.toml", "a") as f:
        f.write("\n# changed\n")
    assert machine.run("play").code == 0
    assert machine.run("test").code == 0
    assert [line.split()[-1] for line in machine.log("pip").splitlines()] == [".[test]", ".[test]"]


def test_offline_after_an_update_the_game_starts_with_what_is_installed(machine: Machine) -> None:
    """pip cannot reach the network after an update, but the libraries import: the game starts anyway."""
    machine.python_venv_installed()
    assert machine.run("play").code == 0
    with open(machine.project / "pyproject.toml", "a") as f:
        f.write("\n# changed\n")
    run = machine.run("play", OFFLINE="1")
    assert run.code == 0 and "game started" in run.out
    assert "going on with the ones installed" in run.last_line
    again = machine.run("play")   # online again: the update is installed
    assert again.code == 0 and machine.log("pip").count("install") == 3


def test_offline_without_the_libraries_says_to_check_the_network(machine: Machine) -> None:
    """pip fails and the libraries are not there: one line, and the game is not started."""
    machine.python_venv_installed()
    run = machine.run("play", OFFLINE="1", MISSING="1")
    assert run.code == 1 and "check the network" in run.last_line
    assert "game started" not in run.out


def test_a_missing_python3_is_named_with_this_users_command(machine: Machine) -> None:
    """No python3: the line to install it is su -c for a user without sudo, sudo for a sudoer."""
    (machine.bin / "python3").unlink()
    assert "su -c 'apt-get install -y python3'" in machine.run("play").last_line
    machine.sudo("password-free")
    assert "install it with:  sudo apt-get install -y python3" in machine.run("play").last_line


@pytest.mark.parametrize("arch", [{"ARCH": "armhf"}, {"uname": "armv7l"}], ids=["dpkg", "uname"])
def test_32_bit_raspberry_pi_os_is_refused_before_anything_is_made(machine: Machine, arch: dict) -> None:
    """armhf says plainly that the 64-bit system is the one to use, before any .venv or pip."""
    if "uname" in arch:
        (machine.bin / "dpkg").unlink()
        (machine.bin / "uname").unlink()
        machine.script("uname", f"echo {arch['uname']}")
    machine.python_venv_installed()
    run = machine.run("play", **{k: v for k, v in arch.items() if k == "ARCH"})
    assert run.code == 1
    assert "32-bit Raspberry Pi OS" in run.last_line and "64-bit" in run.last_line
    assert not machine.venv.exists() and machine.log("pip") == ""


def test_on_32_bit_a_venv_filled_by_hand_is_used(machine: Machine) -> None:
    """docs/raspberry-pi.md's compiled pygame-ce: a .venv that has the libraries is taken as it is."""
    (machine.venv / "bin").mkdir(parents=True)
    shutil.copy(machine.state / "venv-python", machine.venv / "bin" / "python")
    run = machine.run("play", ARCH="armhf")
    assert run.code == 0, run.err
    assert "game started" in run.out


def test_too_old_a_python_is_named(machine: Machine) -> None:
    """Python 3.9 (Debian 11) is refused with its version."""
    run = machine.run("play", MINOR="9")
    assert run.code == 1 and "3.9.2" in run.last_line and "3.11" in run.last_line


def test_an_unknown_command_shows_the_usage(machine: Machine) -> None:
    """Anything but play, test, desktop or kiosk is a usage error."""
    run = machine.run("dance")
    assert run.code == 2 and "play|test|desktop|kiosk" in run.err


def test_desktop_installs_a_valid_launcher_in_the_menu_and_on_the_desktop(machine: Machine) -> None:
    """The launcher names this folder (spaces and all) and passes desktop-file-validate."""
    machine.python_venv_installed()
    (machine.home / "Desktop").mkdir()
    machine.script("xdg-user-dir", f'echo "{machine.home}/Desktop"')
    run = machine.run("desktop")
    assert run.code == 0, run.err
    launcher = machine.home / ".local" / "share" / "applications" / "family-trains.desktop"
    text = launcher.read_text()
    assert f'Exec=sh "{machine.project}/tools/setup.sh" play' in text
    assert f"Icon={machine.project}/assets/icon.png" in text
    assert (machine.home / "Desktop" / "family-trains.desktop").read_text() == text
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    done = subprocess.run(["desktop-file-validate", str(launcher)], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout == "", done.stdout


def test_a_path_the_launcher_cannot_carry_is_refused(tmp_path: Path) -> None:
    """A quote or a percent sign in the folder's path stops `desktop` with one line."""
    machine = Machine(tmp_path, folder="50% 'trains'")
    machine.python_venv_installed()
    run = machine.run("desktop")
    assert run.code == 1 and "plain" in run.last_line
    assert not (machine.home / ".local" / "share" / "applications" / "family-trains.desktop").exists()


def test_kiosk_as_a_user_writes_the_unit_and_prints_the_sudo_commands(machine: Machine) -> None:
    """The unit is made for this user and folder; systemd-analyze verify finds nothing wrong."""
    machine.python_venv_installed()
    machine.sudo("password-free")
    run = machine.run("kiosk")
    assert run.code == 0, run.err
    unit = machine.venv / "family-trains.service"
    assert (f'sudo install -m 644 "{unit}" /etc/systemd/system/ && sudo systemctl daemon-reload && '
            "sudo systemctl enable family-trains.service") in run.out
    text = unit.read_text()
    assert "User=tester" in text and "@" not in text.replace("getty@", "")
    assert f'ExecStart="{machine.project}/.venv/bin/python" "{machine.project}/main.py" --fullscreen' in text
    if shutil.which("systemd-analyze") is None:
        pytest.skip("systemd-analyze is not installed (apt-get install systemd)")
    done = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True)
    complaints = [line for line in (done.stdout + done.stderr).splitlines() if unit.name in line]
    assert done.returncode == 0 and not complaints, complaints


def test_kiosk_as_a_user_without_sudo_prints_the_su_command(machine: Machine) -> None:
    """No sudo: the three steps as one su -c line, with the folder's path (spaces and all) quoted."""
    machine.python_venv_installed()
    run = machine.run("kiosk")
    assert run.code == 0, run.err
    unit = machine.venv / "family-trains.service"
    assert (f"su -c 'install -m 644 \"{unit}\" /etc/systemd/system/ && systemctl daemon-reload && "
            "systemctl enable family-trains.service'") in run.out
    assert "sudo" not in run.out


def test_the_kiosk_unit_restarts_only_a_crash_and_gives_tty1_back() -> None:
    """The choices docs/raspberry-pi.md explains (each was tried under systemd 252) stay in the unit."""
    lines = (ROOT / "tools" / "pi" / "family-trains.service.in").read_text().splitlines()
    for line in ("Restart=on-failure", "Conflicts=getty@tty1.service", "OnFailure=getty@tty1.service",
                 "StartLimitBurst=3", "TTYPath=/dev/tty1", "Environment=SDL_VIDEODRIVER=kmsdrm"):
        assert line in lines
    stop_post = " ".join(line.strip(" \\") for line in lines[lines.index(
        next(l for l in lines if l.startswith("ExecStopPost="))):] if line.strip())
    for condition in ('"$$SERVICE_RESULT" = success', "is-system-running", "list-jobs --no-legend %n"):
        assert condition in stop_post
    assert not any(line.startswith(("OnSuccess=", "Restart=always")) for line in lines)


def test_kiosk_as_root_wants_the_players_venv_first(machine: Machine) -> None:
    """Root does not make a .venv that the player could not change; it says what to run first."""
    machine.user(0, "root")
    run = machine.run("kiosk")
    assert run.code == 1 and "sh tools/setup.sh play" in run.last_line
    assert not machine.venv.exists()


def test_the_icon_is_what_its_script_draws(tmp_path: Path) -> None:
    """assets/icon.png is 256 x 256 and has the pixels tools/pi/make_icon.py draws."""
    pygame = pytest.importorskip("pygame")
    out = tmp_path / "icon.png"
    subprocess.run([sys.executable, str(ROOT / "tools" / "pi" / "make_icon.py"), "--out", str(out)],
                   check=True, env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    made, committed = pygame.image.load(str(out)), pygame.image.load(str(ROOT / "assets" / "icon.png"))
    assert committed.get_size() == (256, 256)
    assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(committed, "RGBA"), \
        "run `python tools/pi/make_icon.py` to refresh assets/icon.png"

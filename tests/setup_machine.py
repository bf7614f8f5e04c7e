"""A stand-in Debian machine for tools/setup.sh: a copy of the project and a PATH of small scripts.

python3, apt-get, sudo, id, dpkg, chromium and chromedriver are played by scripts that log their
calls; nothing touches the network or the real machine. Used by tests/test_setup_script.py.
"""
from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import termios
import textwrap
from dataclasses import dataclass
from pathlib import Path

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
# makes the install fail as a broken mirror would. Installing chromium-driver puts both browser
# commands beside it on the PATH.
APT_GET = """\
    #!/bin/sh
    echo "$*" >>"$STATE/apt.log"
    case "$*" in
        *install*)
            echo "debconf: delaying package configuration, since apt-utils is not installed" >&2
            if [ -n "$APT_FAILS" ]; then echo "E: Unable to fetch some archives" >&2; exit 100; fi
            touch "$STATE/ensurepip"
            case "$*" in
                *chromium-driver*)
                    ln -s true "${0%/*}/chromium"
                    ln -s true "${0%/*}/chromedriver" ;;
            esac ;;
    esac
"""
BROWSER = ("chromium", "chromedriver")


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
        for command in BROWSER:   # the phone tests' browser is there unless a test takes it away
            self.script(command, "exit 0")

    def without_browser(self) -> None:
        """As if Debian's chromium and chromium-driver were not installed."""
        for command in BROWSER:
            (self.bin / command).unlink()

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

"""tools/setup.sh in a copy of the project, with python3, apt-get, sudo and friends played by small scripts.

Nothing here touches the network or the machine: each test gets a temporary project and a PATH
that holds only the stand-ins it names and the few ordinary tools the script uses
(tests/setup_machine.py).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.setup_machine import DEBCONF, ROOT, SETUP, SU_COMMAND, SUDO_COMMAND, Machine


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
    assert "tests ran: -m pytest -q -n auto -x" in run.out
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


@pytest.mark.parametrize("who", ["root", "password-free sudo"])
def test_the_test_command_installs_the_phone_tests_browser_once(machine: Machine, who: str) -> None:
    """Debian's chromium and its driver come with apt-get (quietly), once; nothing else fetches a browser."""
    if who == "root":
        machine.user(0, "root")
    else:
        machine.sudo("password-free")
    machine.python_venv_installed()
    machine.without_browser()
    run = machine.run("test", "tests/phone")
    assert run.code == 0, run.err
    assert run.err.strip() == "Installing chromium chromium-driver (once)..."
    assert "tests ran: -m pytest -q -n auto tests/phone" in run.out
    assert machine.log("apt").count("install -y -qq chromium chromium-driver") == 1
    assert machine.run("test").code == 0
    assert machine.log("apt").count("install") == 1


def test_without_sudo_the_browser_is_named_with_the_su_command(machine: Machine) -> None:
    """A user who cannot become root gets one line with the command, before pip spends any time."""
    machine.python_venv_installed()
    machine.without_browser()
    run = machine.run("test")
    assert run.code == 1 and "tests ran" not in run.out
    assert "su -c 'apt-get update && apt-get install -y chromium chromium-driver'" in run.last_line
    assert machine.log("apt") == "" and machine.log("pip") == ""


def test_play_never_installs_the_browser(machine: Machine) -> None:
    """Only the tests drive a browser: play starts the game without chromium, and asks for no root."""
    machine.python_venv_installed()
    machine.without_browser()
    run = machine.run("play")
    assert run.code == 0 and "game started" in run.out
    assert machine.log("apt") == ""


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

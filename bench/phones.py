"""The TV with four phones at the table: its frames, a phone's move to the TV, idle CPU and start-up.

    python -m bench.phones 1280x720 [--seconds 60] [--seed 1] [--think 1.0,3.0]

North America at normal pace, five seats: four people, each on a phone, and one computer. The
phones are WebSocket clients in a process of their own (bench/phone_clients.py) that play their
seats from their own views with a person's think pause, so the TV animates in between. This
process is the TV: the real App and PlayScene with the phones' server on the loopback, its own
loop timed turn by turn as bench/frames.py does (the same animating and idle turns). A move's
way is timed from its phone's send to the scene's `applied` and to the end of the next frame shown
(wrapped here, the game has no timing of its own); both processes read `time.monotonic()`, one
clock for the whole machine. Prints one JSON object.

`part()` (bench/run.py's "phones") runs that in a process of its own, then `main.py` waiting at a
phone seat's turn with four silent phones connected (its CPU share) and the start-up of a saved
game with four phone seats to its first frame (bench/probe.py; its server starts as it loads).
Those two need one of the game's own ports free; when another program holds them all, they are
left out and `skipped` says why.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from bench.frames import ShowTimer, play_for  # noqa: E402
from bench.processes import cpu_share, spawn, stop  # noqa: E402
from bench.startup import WINDOW, first_frame  # noqa: E402
from bench.stats import median, summary_ms  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CLIENTS = ROOT / "bench" / "phone_clients.py"
NAMES = ("Ann", "Bert", "Cleo", "Dan", "Eve")
PEOPLE = (0, 1, 2, 3)          # each on a phone; Eve is a computer
SAVE_MOVES = 40                # the saved game: cars on the board, hands and tickets in play
FINISH = 120                   # seconds a process may take to end once asked: only a hang takes longer


def table(seed: int) -> Any:
    """North America, four people and one computer (medium)."""
    from game.config import GameConfig, Seat
    seats = tuple(Seat(name, computer=i not in PEOPLE, color=i) for i, name in enumerate(NAMES))
    return GameConfig(game="usa", seats=seats, seed=seed)


class Shows(ShowTimer):
    """The display's flip and update, timed, and the moment each frame ends for the moves applied before it."""

    def __init__(self) -> None:
        super().__init__()
        self.waiting: list[int] = []         # moves applied and not shown yet
        self.shown: dict[int, float] = {}    # a move's number -> the end of the first frame after it

    def flip(self) -> None:
        """Show the whole frame, and note it."""
        super().flip()
        self._noted()

    def update(self, *areas: Any) -> None:
        """Show parts of the frame, and note it."""
        super().update(*areas)
        self._noted()

    def _noted(self) -> None:
        """The moves waiting are shown now."""
        now = time.monotonic()
        for number in self.waiting:
            self.shown[number] = now
        self.waiting.clear()


def watch(scene: Any, shows: Shows) -> dict[int, tuple[int, float]]:
    """Wrap the scene's `applied`: each move's number -> its seat and the moment the scene was told of it."""
    applied: dict[int, tuple[int, float]] = {}
    told = scene.applied

    def timed(move: Any) -> None:
        applied[move.number] = (move.actor, time.monotonic())
        shows.waiting.append(move.number)
        told(move)

    scene.applied = timed
    return applied


def start_clients(codes: dict[int, str], port: int, tries: int, seed: int, think: str,
                  idle: bool) -> tuple[subprocess.Popen, Any]:
    """The phones' process, once every seat has its first answer (the codes go in by stdin, never argv)."""
    errors = tempfile.TemporaryFile(mode="w+")
    args = [sys.executable, str(CLIENTS), "--port", str(port), "--tries", str(tries), "--seed", str(seed),
            "--think", think] + (["--idle"] if idle else [])
    process = subprocess.Popen(args, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors,
                               text=True)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(json.dumps({str(seat): code for seat, code in codes.items()}) + "\n")
    process.stdin.flush()
    if not process.stdout.readline():
        process.wait(timeout=FINISH)
        errors.seek(0)
        raise RuntimeError(f"the phones did not connect: {errors.read()[-500:]}")
    return process, errors


def end_clients(process: subprocess.Popen, errors: Any) -> dict[str, Any]:
    """Let the phones go; what they sent."""
    assert process.stdin is not None and process.stdout is not None
    process.stdin.close()
    said = process.stdout.read()
    process.wait(timeout=FINISH)
    errors.seek(0)
    problem = errors.read()
    errors.close()
    if process.returncode != 0 or not said.strip():
        raise RuntimeError(f"the phones ended badly (exit {process.returncode}): {problem[-500:]}")
    return json.loads(said.strip().splitlines()[-1])


def latency(sent: Sequence[dict[str, Any]], applied: dict[int, tuple[int, float]],
            shown: dict[int, float]) -> dict[str, Any]:
    """Each phone move's time from its send to the scene's `applied`, and to the end of the frame after it."""
    to_applied, to_frame = [], []
    for move in sent:
        seat, at = applied.get(move["number"], (None, 0.0))
        if seat != move["seat"]:
            continue   # never applied (refused, or sent as the run ended)
        to_applied.append(at - move["at"])
        if move["number"] in shown:
            to_frame.append(shown[move["number"]] - move["at"])
    return {"to_applied": summary_ms(to_applied), "to_frame": summary_ms(to_frame),
            "not_applied": len(sent) - len(to_applied)}


def measure(size: tuple[int, int], seconds: float, seed: int, think: str) -> dict[str, Any]:
    """The TV's loop for `seconds` while four phones play: its turns timed, and each phone move's way."""
    from game.app import PHONE_EVENT, App, _wake
    from game.phone.phones import Phones
    from game.scenes.play.scene import PlayScene
    from game.scenes.stack import Quit, Reset

    config = table(seed)
    with tempfile.TemporaryDirectory(prefix="bench-phones-") as saves:
        app = App(saves=Path(saves), window=size)
        shows = Shows()
        phones = Phones(wake=_wake, port=0, host="127.0.0.1", address="127.0.0.1")   # the App's own wake
        app._phones = phones
        phones.offer([s.name for s in config.seats], [s.color for s in config.seats], PEOPLE)
        codes = {seat: phones.hub.token(seat) or "" for seat in PEOPLE}
        clients, errors = start_clients(codes, phones.server.port or 0, 1, seed, think, idle=False)
        scene = PlayScene(config, pace=1.0)
        applied = watch(scene, shows)
        app.stack.apply(Reset(scene))   # the phones joined before: the game takes them as it starts
        app.step([], 0.0)
        played = play_for(app, scene, shows, seconds, lambda events: any(e.type != PHONE_EVENT for e in events))
        sent = end_clients(clients, errors)
        phone_moves = sum(1 for seat, _ in applied.values() if seat in PEOPLE)
        result = {"window": list(app.size), "driver": pygame.display.get_driver(), "seconds": seconds,
                  "think_s": [float(n) for n in think.split(",")], **played,
                  "moves": {"phones": phone_moves, "computer": len(applied) - phone_moves},
                  "latency_ms": latency(sent["sent"], applied, shows.shown), "refused": sent["refused"]}
        app.stack.apply(Quit())   # leave the game properly: its last position is written
        app.autosaver.flush()
        phones.close()
        pygame.quit()
        return result


def write_phone_save(folder: Path, seed: int = 3) -> tuple[Path, dict[int, str]]:
    """A saved game of `table(seed)` whose four people play on phones, stopped at the first one's turn;
    the save and the seats' link codes."""
    from game.ai.players import make_player
    from game.board.loader import load_board
    from game.phone.hub import new_token
    from game.rules import Phase, apply, new_game, view_for
    from game.saves import SaveFolder
    from game.saves.record import SavedGame, now

    config = table(seed)
    state = new_game(load_board(config.map_path), [s.name for s in config.seats], seed=seed)
    players = [make_player("easy" if i in PEOPLE else s.level, seed * 1009 + i)
               for i, s in enumerate(config.seats)]
    played = []
    while not state.over and (len(played) < SAVE_MOVES or state.current != PEOPLE[0] or state.phase is not Phase.TURN):
        action = players[state.current].choose(view_for(state, state.current))
        state = apply(state, action).state
        played.append(action)
    codes = {seat: new_token() for seat in PEOPLE}
    saved = SavedGame(config=config, state=state, moves=tuple(played), viewer=None, game_id="benchmark-phones",
                      memories=tuple(None if i in PEOPLE else p.memory() for i, p in enumerate(players)),
                      saved_at=now(), phones=tuple((seat, codes[seat], True) for seat in PEOPLE))
    return SaveFolder(folder).write("phones.yaml", saved, config.map_path), codes


def idle_cpu(env: dict[str, str], save: Path, codes: dict[int, str], seconds: float, settle: float) -> float:
    """CPU % of `main.py --load` of the save at a phone seat's turn, four phones connected that never move,
    over `seconds` once they have joined and `settle` seconds have passed."""
    from game.phone.server import PORT, TRIES
    with tempfile.TemporaryDirectory(prefix="bench-phones-idle-") as tmp:
        shutil.copy(save, Path(tmp) / "autosave.yaml")
        game = spawn(env, ["--saves", tmp, "--window", WINDOW, "--load", str(Path(tmp) / "autosave.yaml")])
        try:
            clients, errors = start_clients(codes, PORT, TRIES, 1, "1,1", idle=True)
            try:
                return cpu_share(game, seconds, settle)
            finally:
                end_clients(clients, errors)
        finally:
            stop(game)


def startup(env: dict[str, str], save: Path, runs: int) -> dict[str, Any]:
    """Median ms from spawning `main.py --load` of the save to its first frame (after one run to warm up)."""
    env = {name: value for name, value in env.items() if name != "PYTHONDONTWRITEBYTECODE"}   # as startup.py
    with tempfile.TemporaryDirectory(prefix="bench-phones-start-") as tmp:
        shutil.copy(save, Path(tmp) / "autosave.yaml")
        args = ["--saves", tmp, "--window", WINDOW, "--load", str(Path(tmp) / "autosave.yaml")]
        first_frame(env, args)
        times, cpu = [], []
        for _ in range(runs):
            ms, said = first_frame(env, args)
            times.append(ms)
            cpu.append(said["cpu_ms"])
    return {"runs": runs, "window": WINDOW, "play": round(median(times), 1),
            "play_all": [round(t, 1) for t in times], "play_cpu": round(median(cpu), 1)}


def ports_taken() -> str | None:
    """Why `main.py` could not listen for phones now (another program holds every port it tries), or None."""
    from game.phone.server import PORT, TRIES
    for port in range(PORT, PORT + TRIES):
        try:
            socket.create_server(("0.0.0.0", port)).close()   # as the server binds: the address reused
            return None
        except OSError:
            continue
    return f"the ports {PORT} to {PORT + TRIES - 1} are all in use on this machine"


def part(env: dict[str, str], seconds: float, think: str, idle_seconds: float, settle: float,
         runs: int, say: Any) -> dict[str, Any]:
    """bench/run.py's "phones": the TV's frames and the phones' moves, idle CPU, start-up of a phone game."""
    say(f"four phones at the TV at 1280x720 for {seconds:g} s")
    done = subprocess.run([sys.executable, "-m", "bench.phones", "1280x720", "--seconds", str(seconds),
                           "--think", think], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=seconds + 2 * FINISH)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"bench.phones failed: {done.stderr.strip()[-500:]}")
    played = json.loads(lines[-1])
    out: dict[str, Any] = {"frame_ms": {key: played[key] for key in played if key not in ("latency_ms", "refused")},
                           "latency_ms": played["latency_ms"], "refused": played["refused"]}
    taken = ports_taken()
    if taken:
        say(f"no idle CPU or start-up with phones: {taken}")
        return {**out, "idle_cpu_percent": None, "startup_ms": {}, "skipped": taken}
    with tempfile.TemporaryDirectory(prefix="bench-phones-save-") as tmp:
        save, codes = write_phone_save(Path(tmp))
        say(f"idle CPU at a phone seat's turn, four phones connected, for {idle_seconds:g} s")
        out["idle_cpu_percent"] = idle_cpu(env, save, codes, idle_seconds, settle)
        say(f"start-up of a saved game with four phone seats, {runs} runs after one to warm up")
        out["startup_ms"] = startup(env, save, runs)
    return out


def main(argv: list[str]) -> int:
    """Measure the TV with four phones in one window size and print the JSON."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("size", help="window size, e.g. 1280x720")
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--think", default="1.0,3.0", help="the phones' think pause, least and most seconds")
    args = p.parse_args(argv)
    w, h = (int(n) for n in args.size.lower().split("x"))
    print(json.dumps(measure((w, h), args.seconds, args.seed, args.think)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

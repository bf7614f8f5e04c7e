"""A child plays a whole First Journey game against the gentle computer with taps only, from the title
screen to the scores, in an 800 x 480 window, and hears the right words at the right moments.

Every input is a mouse click or a finger's touch (with the mouse copies SDL makes of it) at the
middle of a rectangle a screen names by key: nothing is chosen by calling the scenes. Time passes
on a fake clock, as the app's own loop would let it pass: straight to the moment a scene asks to be
woken. The sounds and prompts the game plays are recorded in one timeline with the taps and the
moves; the rules replay the moves afterwards to say what each one did (F5, F6, F7, F8).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

import pygame
import pytest

from game.app import App
from game.board.loader import load_board
from game.rules import Phase, apply, new_game
from game.rules import events as ev
from game.scenes.menus.title import MenuScene
from game.scenes.stack import Reset
from tests.scenes.conftest import Device

SIZE = (800, 480)
SEED = 7            # the game's deal: one in which the child completes tickets
CHILD = 0           # the child's seat; the gentle computer sits in seat 1
STEP = 1 / 60       # a frame while something moves
NAP = 0.5           # the longest the app's loop sleeps without input (game/app.py MAX_SLEEP_MS)
CHEERS = {"ticket_done", "coast_to_coast"}
LOOP_LIMIT = 20000  # loop turns: far more than a whole game needs
THINK_LIMIT = 60000  # looks at a thinking computer, a millisecond apart: far more than any choice takes


@dataclass(frozen=True)
class Heard:
    """One thing in the timeline: a voice prompt, a sound or a tap, after `moves` accepted moves."""

    kind: str
    key: str
    moves: int


class Ear:
    """Stands in for both the app's sound and its voice: everything played, in order, with taps."""

    def __init__(self) -> None:
        self.timeline: list[Heard] = []
        self.scene = None      # the play scene, once there is one

    def _moves(self) -> int:
        """Accepted moves of the game so far."""
        return len(self.scene.table.moves) if self.scene is not None else 0

    def note(self, kind: str, key: str) -> None:
        """Put one thing on the timeline."""
        self.timeline.append(Heard(kind, key, self._moves()))

    def say(self, key: str) -> None:
        """The voice says a prompt."""
        self.note("voice", key)

    def play(self, name: str) -> None:
        """A sound is played."""
        self.note("sound", name)

    def open(self) -> None:
        """No device to open."""

    def voices(self, entries) -> list[str]:
        """The prompts among some entries."""
        return [h.key for h in entries if h.kind == "voice"]


class Child:
    """Taps as a child does, with a mouse and a finger in turn, and waits as the app's loop waits."""

    def __init__(self, app: App, ear: Ear) -> None:
        self.app = app
        self.ear = ear
        self.hands = [Device(app, False), Device(app, True)]
        self.taps = 0

    def tap(self, rect: pygame.Rect, key: str) -> None:
        """A tap at the middle of a rectangle a screen named `key`."""
        assert rect is not None, f"{key} is not on the screen"
        self.ear.note("tap", key)
        self.taps += 1
        self.hands[self.taps % 2].tap(rect.center)

    def tap_target(self, key: str) -> None:
        """A tap on the top screen's target of this name."""
        self.tap(target(self.app.stack.top, key), key)

    def wait(self) -> None:
        """One loop turn without input, after as long as the top screen lets the loop sleep."""
        scene = self.ear.scene
        for _ in range(THINK_LIMIT):
            if scene is None or not scene.table.thinker.busy:
                break
            time.sleep(0.001)   # a computer chooses on its worker thread: wait for the thread, not the clock
        else:
            raise AssertionError("the computer never chose")
        wake = self.app.stack.wake()
        dt = STEP if wake is None else min(max(wake, STEP), NAP)
        self.app.step(pygame.event.get(), dt)

    def wait_until(self, done, what: str, turns: int = 600) -> None:
        """Loop turns without input until `done()`; `what` did not happen if it takes too long."""
        for _ in range(turns):
            if done():
                return
            self.wait()
        raise AssertionError(f"{what} never happened")


def target(scene, key: str) -> pygame.Rect | None:
    """The rectangle of a tappable thing the scene names, or None if it is not there now."""
    return dict(scene.targets()).get(key)


def celebration(scene) -> pygame.Rect | None:
    """Where a celebration (or a banner) was drawn last, if a tap there sends it away now; else None."""
    for tween in scene.anim.running:
        shown = getattr(tween, "shown_at", None)
        if shown is not None and tween.covers(shown.center):
            return shown
    return None


@pytest.fixture
def window(tmp_path, monkeypatch):
    """An 800 x 480 window with an empty saves folder, its sound and voice recorded, and a fixed deal."""
    import game.scenes.setup.scene as setup
    monkeypatch.setattr(setup, "random", random.Random(SEED))   # Start draws the game's seed from here
    app = App(saves=tmp_path / "saves", window=SIZE)
    assert app.size == SIZE
    ear = Ear()
    app.sound = app.voice = ear
    pygame.event.clear()
    yield app, ear
    app.stack.scenes.clear()


def play_a_whole_game(app: App, ear: Ear) -> dict:
    """The child's game from the title screen to the scores; what the test needs to know of it."""
    child = Child(app, ear)
    app.stack.apply(Reset(MenuScene()))
    child.wait()
    child.tap_target("new")
    setup = app.stack.top
    while ("game", "first_journey") not in [b.key for b in setup.row.buttons]:   # more boards than a page
        child.tap(setup.button("down").rect, "next boards")
    child.tap(setup.button(("game", "first_journey")).rect, "First Journey")
    child.tap(setup.button(("kind", 1)).rect, "computer")
    assert setup.seats[1].computer and setup.seats[1].level == "gentle"   # the children's game's default
    child.tap(setup.button(("first", CHILD)).rect, "starts")
    child.tap_target("start")
    scene = ear.scene = app.stack.top
    assert type(scene).__name__ == "PlayScene" and scene.config.for_children
    facts = {"hints": [], "swapped": False, "waved_away": 0, "waited_out": 0, "hesitated": 0}
    decided = None   # the move count at the child's last decision
    turns = 0
    for _ in range(LOOP_LIMIT):
        top = app.stack.top
        if type(top).__name__ == "ScoringScene":
            break
        keys = [k for k, _ in top.targets()]
        if type(top).__name__ == "TicketsOverlay":
            for key in keys:   # keep every ticket offered (the opening's two)
                if key.startswith("ticket"):
                    child.tap_target(key)
            child.tap_target("keep")
            continue
        shown = celebration(scene) if top is scene else None
        if shown is not None:
            # A celebration over the board: every other one is tapped away, the others watched to the end.
            if (facts["waved_away"] + facts["waited_out"]) % 2 == 0:
                before = len(scene.table.moves)
                child.tap(shown, "celebration")
                assert celebration(scene) is None and len(scene.table.moves) == before and scene.moment.selected is None
                facts["waved_away"] += 1
            else:
                child.wait_until(lambda: app.stack.top is not scene or celebration(scene) is None,
                                 "the end of a celebration")
                facts["waited_out"] += 1
            continue
        if top is not scene or not scene.my_turn():
            child.wait()
            continue
        if decided == len(scene.table.moves):
            child.tap_target("deck")   # the last idea came to nothing: take cards
            decided = None
            continue
        decided = len(scene.table.moves)
        if scene.table.state.phase is not Phase.TURN:
            child.tap_target("deck")
            continue
        turns += 1
        # A child hears the turn come before tapping (a tap before the greeting counts as greeted).
        child.wait_until(lambda: any(k.startswith("turn_") for k in
                                     ear.voices(h for h in ear.timeline if h.moves == len(scene.table.moves))),
                         "the turn's greeting", turns=3)
        if turns % 4 == 1:   # now and then the child looks a while before tapping: the help is heard
            child.wait_until(lambda: "turn_help" in ear.voices(h for h in ear.timeline if h.moves == len(scene.table.moves)),
                             "the help after the greeting")
            facts["hesitated"] += 1
        if turns == 3 and not facts["swapped"]:
            child.tap_target("tickets")
            assert type(app.stack.top).__name__ == "SwapOverlay"
            child.tap_target("swap")
            facts["swapped"] = True
            continue
        if "highlight" in keys:
            child.tap_target("highlight")
            hint = scene.moment.hint
            facts["hints"].append(hint is not None)
            if hint is not None and hint.payable:
                child.tap(pygame.Rect(scene.route_point(hint.route), (1, 1)), "route")
                pays = [k for k, _ in scene.targets() if k.startswith("pay")]
                if len(pays) > 1:
                    child.tap_target(pays[-1])
                if target(scene, "claim") is not None:
                    child.tap_target("claim")
                continue
        child.tap_target("deck")
    else:
        raise AssertionError("the game did not end")
    for _ in range(5):
        child.wait()
    facts["scene"] = scene
    facts["turns"] = turns
    return facts


def replayed(scene) -> list[tuple[int, Phase, tuple]]:
    """Who made each accepted move, in which phase, and what it did, as the rules tell from the deal."""
    config = scene.config
    state = new_game(load_board(config.map_path), [s.name for s in config.seats], seed=config.seed,
                     house_rules=config.house_rules, first=config.first)
    out = []
    for move in scene.table.moves:
        result = apply(state, move)
        out.append((state.current, state.phase, result.events))
        state = result.state
    assert state == scene.table.state
    return out


def test_a_whole_first_journey_game_by_taps_speaks_and_cheers_in_order(window):
    """Each of the child's turns is greeted by its colour before what to do; Hint says "Look, this
    track!"; the swap question and its answer are spoken; every ticket the child completes is cheered
    aloud and sounded before the next turn (F5), Coast to Coast too (F6); while the computer plays
    only cheers are heard; the last word is the Golden Ticket or the winner (F7, F8)."""
    app, ear = window
    facts = play_a_whole_game(app, ear)
    scene = facts["scene"]
    assert scene.table.state.over and facts["turns"] >= 5
    assert facts["swapped"] and facts["hesitated"] and facts["waved_away"] and sum(facts["hints"]) >= 3
    moves = replayed(scene)
    greeting = f"turn_{scene.voice.colour_name(CHILD)}"
    timeline = ear.timeline

    def between(i):
        """What was heard after move i and before the next (i = -1: before the first)."""
        return [h for h in timeline if h.moves == i + 1 and h.kind != "tap"]

    # Hint, and the swap question, answered aloud at once.
    lit = iter(facts["hints"])
    for n, heard in enumerate(timeline):
        if heard.kind == "tap" and heard.key in ("highlight", "tickets", "swap"):
            after = [h.key for h in timeline[n + 1:] if h.kind == "voice"][:1]
            if heard.key == "highlight":
                expected = "hint" if next(lit) else None   # no track to show: a note says so, nothing is said
            else:
                expected = {"tickets": "swap_tickets", "swap": "new_tickets"}[heard.key]
            if expected is not None:
                assert after == [expected], f"{heard.key} tap was followed by {after}"

    done = greeted = 0
    for i in range(-1, len(moves)):
        kinds = {type(e) for e in moves[i][2]} if i >= 0 else set()
        mine = {type(e) for e in moves[i][2] if getattr(e, "seat", None) == CHILD} if i >= 0 else set()
        heard = between(i)
        said = ear.voices(heard)
        swapped = i >= 0 and type(scene.table.moves[i]).__name__ == "SwapTickets"
        news = [k for k in said if k in CHEERS or (swapped and k == "new_tickets")]
        # Every cheer follows its event; the child's own tickets are all cheered and sounded (F5, F6).
        assert ("ticket_done" not in said or ev.TicketCompleted in kinds) and \
            ("coast_to_coast" not in said or ev.CoastToCoastTaken in kinds), f"move {i}: a cheer for nothing"
        if ev.GameOver not in kinds:
            if ev.CoastToCoastTaken in mine:
                assert "coast_to_coast" in said, f"move {i}: Coast to Coast unheard"
            elif ev.TicketCompleted in mine:
                assert "ticket_done" in said, f"move {i}: the child's ticket unheard"
                done += 1
            sounds = [h.key for h in heard if h.kind == "sound"]
            if ev.CoastToCoastTaken in kinds:   # the move's best news has its own sound
                assert "coast_to_coast" in sounds, f"move {i}: Coast to Coast without its sound"
            elif ev.TicketCompleted in kinds:
                assert "ticket_completed" in sounds, f"move {i}: a ticket done without its sound"
        if i + 1 == len(moves):
            continue
        actor, phase, _ = moves[i + 1]
        rest = [k for k in said if k not in news]
        if scene.facts.is_computer(actor):
            # While the computer plays only news is heard: no prompt, no greeting.
            assert not rest, f"after move {i}: {rest} while the computer plays"
        elif phase is Phase.TURN:
            # The child's fresh turn: the cheers of the last move, then the greeting, then what to do.
            assert rest and rest[0] == greeting, f"after move {i}: the turn began with {rest[:1]}, not {greeting}"
            assert said.index(greeting) > max((said.index(k) for k in news), default=-1)
            greeted += 1
    assert done >= 1 and greeted >= facts["turns"]

    # The end: the last move's news is the Golden Ticket or the winner, and nothing is said after it (F7, F8).
    result = scene.table.state.result
    winners = result.winners
    if result.reason == "golden_ticket":
        last = {"golden_ticket"}
    elif len(winners) == 1:
        last = {f"wins_{scene.voice.colour_name(winners[0])}"} | ({"you_win"} if winners[0] == CHILD else set())
    else:
        last = {"shared_win"}
    said = ear.voices(timeline)
    assert said[-1] in last and said[-1] in ear.voices(between(len(moves) - 1)), (result.reason, said[-5:])

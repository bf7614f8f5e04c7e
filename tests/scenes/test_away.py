"""While you were away: a person taking the device sees the others' moves since their own last one
replayed on the board (public only, D7), can tap it away, and can switch it off; each player row
shows its seat's last move as a small picture.

Driven through App.step with taps where a player would tap, at a small but real pace (so the
replay's animations exist), headless; each test has its own saves folder (tests/scenes/conftest.py).
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.app import MIN_WINDOW
from game.config import GameConfig, Seat
from game.rules import ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, Phase, legal_actions, seen_by
from game.rules import events as ev
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.play.away import move_picture
from game.table.record import MoveRecord, record_of
from game.scenes.menus.settings import REPLAY, settings_layout
from game.scenes.stack import Push
from game.settings import Settings
from game.view.anim import Fly
from game.view.away_anim import Pulse, Tag
from game.view.hud import SeatInfo, SidePanel
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.move_pictures import LastMove
from game.view.palette import PLAYER_COLORS
from game.view.text import font
from tests.scenes.test_play_support import answer_overlays, idle, render, tap
from tests.scenes.test_undo import quiet_claim

PACE = 0.2      # small, so the computers come quickly, but not 0: the replay's animations exist
ANN, BEN = 0, 1
PUBLIC = (ev.RouteClaimed, ev.CardDrawn, ev.TicketsDrawn, ev.TicketsKept, ev.TurnPassed)


@pytest.fixture
def app(ui_app):
    """The session's app (its own saves folder)."""
    return ui_app


def table() -> GameConfig:
    """Ann and Ben (people) and two computers that choose at random: claims, cards and tickets all come."""
    seats = (Seat("Ann", color=0), Seat("Ben", color=1), Seat("Cy", computer=True, color=2, level="random"),
             Seat("Dot", computer=True, color=3, level="random"))
    return GameConfig("usa", seats, first=0, seed=11)


class Watch:
    """Every event the scene showed, as the shared screen may show it (what the replay should draw from)."""

    def __init__(self, scene: PlayScene) -> None:
        self.events: list[ev.Event] = []
        show = scene.effects.show
        scene.effects.show = lambda events: (self.events.extend(seen_by(e, None) for e in events), show(events))[1]

    def since(self, seat: int) -> list[ev.Event]:
        """The shown events after this seat's own last one."""
        mine = [i for i, e in enumerate(self.events) if getattr(e, "seat", None) == seat and isinstance(e, PUBLIC)]
        return [e for e in self.events[mine[-1] + 1:] if isinstance(e, PUBLIC)] if mine else []


def start(app, config: GameConfig, pace: float = PACE) -> tuple[PlayScene, Watch]:
    """The game on the app's stack, its shown events watched."""
    scene = PlayScene(config, pace=pace)
    app.stack.apply(Push(scene))
    return scene, Watch(scene)


def ann_moves(scene: PlayScene, turn: int) -> None:
    """Ann's turn: tickets first, then a claim where she can, else a face-up card and one from the deck."""
    legal = legal_actions(scene.table.state)
    claims = [a for a in legal if isinstance(a, ClaimRoute)]
    if turn == 0 and DrawTickets() in legal:
        scene.act(DrawTickets())
    elif claims:
        scene.act(claims[0])
    else:
        scene.act(DrawFaceUp(0))
        if scene.table.state.phase is Phase.SECOND_CARD:
            scene.act(DrawFromDeck())


def to_pass_screen(app, scene: PlayScene, seat: int, ann_turns: list[int]) -> PassOverlay:
    """Play on until the pass screen asks for `seat`: Ann moves as ann_moves() says, overlays answered,
    thinking computers waited for."""
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, PassOverlay) and top.seat == seat:
            return top
        if scene.my_turn() and top is scene and scene.table.state.phase is Phase.TURN and not scene.showing():
            if scene.viewer == ANN:
                ann_moves(scene, len(ann_turns))
                ann_turns.append(1)
            else:
                tap(app, scene.button_rect("deck").center)   # Ben takes two cards from the deck
                tap(app, scene.button_rect("deck").center)
            continue
        if scene.table.thinker.busy:
            time.sleep(0.001)
        elif not answer_overlays(app):
            idle(app)
    raise AssertionError("the pass screen never came")


def replayed(scene: PlayScene) -> list[ev.Event]:
    """The events of the moves the replay shows, of the kinds it draws, in order."""
    return [e for move in scene.replay.moves_shown for e in move.events if isinstance(e, PUBLIC)]


def test_the_replay_shows_exactly_the_public_moves_since_ones_last_turn(app):
    """Three times Ben takes the device: the replay holds exactly what was shown since his last move, in
    order, a seat's turn as one move and his own never; a card from the deck stays face down and drawn
    tickets are only a count (D7). Each claim pulses, each card flies, each ticket draw shows its count.
    His very first turn (the opening choice) replays nothing."""
    scene, watch = start(app, table())
    ann_turns: list[int] = []
    screen = to_pass_screen(app, scene, BEN, ann_turns)
    tap(app, screen.button_rect("ready").center)
    assert not scene.replay.replaying()   # the opening: nothing of his before
    kinds: set[tuple[type, bool]] = set()
    for _ in range(3):
        screen = to_pass_screen(app, scene, ANN, ann_turns)   # Ben moves, then the others
        screen = to_pass_screen(app, scene, BEN, ann_turns)
        expected = watch.since(BEN)
        tap(app, screen.button_rect("ready").center)
        assert app.stack.top is scene and scene.viewer == BEN and scene.replay.replaying()
        assert replayed(scene) == expected and expected
        seats = [m.seat for m in scene.replay.moves_shown]
        assert len(seats) == len(set(seats)) and BEN not in seats   # a seat's turn as one move; his own never
        for e in expected:
            kinds.add((type(e), isinstance(e, ev.CardDrawn) and e.slot is not None))
            if isinstance(e, ev.CardDrawn):
                assert (e.card is None) == (e.slot is None)   # face-up cards by colour, the deck's face down
            if isinstance(e, (ev.TicketsDrawn, ev.TicketsKept)):
                assert getattr(e, "tickets", None) is None and getattr(e, "kept_ids", None) is None
        tweens = scene.replay.tweens
        claims = [e.route for e in expected if isinstance(e, ev.RouteClaimed)]
        assert [t.route for t in tweens if isinstance(t, Pulse)] == claims
        cards = [e for e in expected if isinstance(e, ev.CardDrawn)]
        assert len([t for t in tweens if isinstance(t, Fly)]) >= len(cards)
        from_deck = [t for t in tweens if isinstance(t, Fly) and t.start == scene.layout.deck.center]
        assert len(from_deck) == len([e for e in cards if e.slot is None])
        assert all(t.image is scene.art.back(t.image.get_size()) for t in from_deck)   # they fly face down
        ticket_moves = [m for m in scene.replay.moves_shown if not any(isinstance(e, ev.RouteClaimed) for e in m.events)
                        and any(isinstance(e, (ev.TicketsDrawn, ev.TicketsKept)) for e in m.events)]
        assert len([t for t in tweens if isinstance(t, Tag)]) >= len(ticket_moves)
        for _ in range(400):   # it ends by itself, and Ben's turn goes on
            if not scene.replay.replaying():
                break
            idle(app)
        assert not scene.replay.replaying() and scene.my_turn()
    assert {(ev.RouteClaimed, False), (ev.CardDrawn, True), (ev.CardDrawn, False), (ev.TicketsDrawn, False)} <= kinds


def at_bens_replay(app, pace: float = PACE) -> PlayScene:
    """A game at Ben's second turn, just after he tapped the pass screen."""
    scene, _ = start(app, table(), pace)
    turns: list[int] = []
    tap(app, to_pass_screen(app, scene, BEN, turns).button_rect("ready").center)
    to_pass_screen(app, scene, ANN, turns)
    tap(app, to_pass_screen(app, scene, BEN, turns).button_rect("ready").center)
    return scene


@pytest.mark.parametrize("how", ["tap", "enter", "escape"])
def test_a_tap_enter_or_escape_skips_the_replay_and_nothing_else(app, how):
    """A tap on a route (or Enter, or Escape) during the replay ends it at once: no route is chosen, no
    menu opens; the next tap plays."""
    scene = at_bens_replay(app)
    assert scene.replay.replaying()
    state = scene.table.state
    route = next(r.id for r in scene.board.routes if scene.table.state.owner(r.id) is None)
    if how == "tap":
        tap(app, scene.route_point(route))
    else:
        key = pygame.K_RETURN if how == "enter" else pygame.K_ESCAPE
        app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 0.016)
    assert not scene.replay.replaying() and not scene.anim.busy()
    assert app.stack.top is scene and scene.moment.selected is None and scene.table.state is state
    tap(app, scene.button_rect("deck").center)
    assert scene.table.state is not state and scene.my_turn()   # his first card: the turn goes on


def test_no_replay_with_the_setting_off(app):
    """"Others' moves" off: Ben's turn starts at once, though the others have moved."""
    app.settings = Settings(replay_moves=False)
    scene = at_bens_replay(app)
    assert scene.table.record.since(BEN)   # there was something to show
    assert not scene.replay.replaying() and not scene.anim.busy()


def test_no_replay_for_a_table_playing_together(app):
    """A table playing together watches every move on the one screen: nothing is replayed."""
    seats = (Seat("Ann"), Seat("Ben", color=1))
    scene = PlayScene(GameConfig("usa", seats, seed=3, together=True), pace=PACE)
    scene.table.record.add(1, 1, (ev.CardDrawn(1, None),))
    scene.table.record.add(2, 0, (ev.CardDrawn(0, None),))
    scene.table.record.add(3, 1, (ev.CardDrawn(1, None),))
    assert scene.table.record.since(0) and not scene.replay.replay_wanted(0)


def anns_turns_alone(app, computers: int, turns: int = 3) -> list[tuple[list[ev.Event], list[ev.Event]]]:
    """Ann alone with computers: at each of her turns, what the replay showed and what was shown since her last."""
    seats = (Seat("Ann", color=0),) + tuple(Seat(f"C{i}", computer=True, color=i + 1, level="random")
                                           for i in range(computers))
    scene, watch = start(app, GameConfig("usa", seats, first=0, seed=11))
    seen = []
    done = 0
    replay: list[ev.Event] = []
    for _ in range(8000):
        if scene.replay.replaying():
            replay = replayed(scene)   # it starts as soon as the computers' last move has shown
            scene.replay.skip()
        if scene.my_turn() and app.stack.top is scene and scene.table.state.phase is Phase.TURN and not scene.showing():
            idle(app)
            seen.append((replay, watch.since(ANN)))
            assert not scene.replay.replaying()   # once per turn
            replay = []
            ann_moves(scene, done)
            done += 1
            if done > turns:
                return seen[1:]   # her first turn follows the opening: nothing of hers before it
            continue
        if scene.table.thinker.busy:
            time.sleep(0.001)
        elif not answer_overlays(app):
            idle(app)
    raise AssertionError("Ann's turns never came")


def test_one_person_with_computers_sees_their_moves_again_when_two_or_more_moved(app):
    """Alone with two computers, Ann's turn starts with the two computers' moves gone over again; alone with
    one, the one move she has just watched is not shown twice."""
    for replay, since in anns_turns_alone(app, 2):
        assert replay == since and since
    assert all(replay == [] and since for replay, since in anns_turns_alone(app, 1))


def test_a_claims_route_pulses_in_its_owners_colour(app):
    """Midway through the replay of a claim the route's spaces show more of its owner's colour than the
    board does once the replay is skipped."""
    scene = at_bens_replay(app)
    for _ in range(6):
        if any(isinstance(t, Pulse) for t in scene.replay.tweens):
            break
        scene.replay.skip()
        to_pass_screen(app, scene, ANN, [1, 1])
        tap(app, to_pass_screen(app, scene, BEN, [1, 1]).button_rect("ready").center)
    pulse = next(t for t in scene.replay.tweens if isinstance(t, Pulse))
    owner = scene.table.state.owner(pulse.route)
    rgb = PLAYER_COLORS[scene.facts.seat_color(owner)][1]
    scene.anim.running = [pulse]   # the pulse alone, at the moment it is strongest
    pulse.age = pulse.delay + pulse.duration / 4
    assert pulse.strength() > 0.9
    area = pulse.draw(pygame.Surface(app.size)).clip(scene.layout.board_area)
    during = render(app)
    scene.replay.skip()
    after = render(app)
    assert same_colour(during, area, rgb) > same_colour(after, area, rgb) + 20


def same_colour(image: pygame.Surface, rect: pygame.Rect, rgb: tuple[int, int, int]) -> int:
    """Pixels of rect within a few steps of a colour."""
    sub = image.subsurface(rect)
    return sum(1 for x in range(rect.w) for y in range(rect.h)
               if all(abs(a - b) <= 6 for a, b in zip(sub.get_at((x, y))[:3], rgb)))


def row_info(last: LastMove | None, pictures: bool = False, name: str = "Ann") -> SeatInfo:
    """A player row's content with a last move."""
    return SeatInfo(name=name, color=1, computer=False, score=12, goal=6 if pictures else None, trains=30,
                    cards=5, tickets=3, merchandise=(), coast=False, current=False, start_trains=45,
                    pictures=pictures, last=last)


@pytest.mark.parametrize("size, row, pictures", [((800, 480), (202, 24), False), ((800, 480), (202, 42), True),
                                                 ((800, 480), (248, 31), False), ((1920, 1080), (466, 93), False),
                                                 ((1920, 1080), (466, 93), True)])
def test_a_rows_last_move_picture(size, row, pictures):
    """A seat's row (the sizes the play screen gives 4 or 5 players) shows a claim, cards, tickets and a
    pass each as its own picture, and without one the row is as before."""
    panel = SidePanel({}, Metrics.for_size(size))
    moves = [None, LastMove("claim", color="red", length=4), LastMove("cards", cards=("blue", None)),
             LastMove("tickets", count=2), LastMove("pass")]
    images = [pygame.image.tobytes(panel.row(row_info(m, pictures), row), "RGBA") for m in moves]
    assert len(set(images)) == len(moves)


def test_a_long_name_keeps_its_room_and_the_picture_is_left_out(app):
    """Where the row is too narrow for both, the name stays and the picture goes."""
    panel = SidePanel({}, Metrics.for_size((800, 480)))
    name = "Annabella-Maria Longname"
    claim = LastMove("claim", color="red", length=4)
    drawn = [pygame.image.tobytes(panel.row(row_info(m, name=name), (150, 24)), "RGBA") for m in (None, claim)]
    assert drawn[0] == drawn[1]


def test_the_record_keeps_only_what_everyone_saw_and_forgets_what_was_taken_back():
    """A card from the deck and drawn tickets are kept as a shared screen shows them (D7); a turn's
    actions come as one move; an undone action is forgotten; the seat's own last move ends what it missed."""
    record = MoveRecord()
    record.add(1, 0, (ev.CardDrawn(0, "red", 2), ev.CardDrawn(0, "blue", None)))
    record.add(2, 1, (ev.TicketsDrawn(1, 3, ("t1", "t2", "t3")),))
    record.add(3, 1, (ev.TicketsKept(1, 2, 1, ("t1", "t2"), ("t3",)),))
    record.add(4, 2, (ev.RouteClaimed(2, "r1", "red", 0, 4, 41),))
    assert record.since(3) == ()   # nothing of its own yet: its first turn
    moves = record.since(0)
    assert [m.seat for m in moves] == [1, 2]
    assert moves[0].events == (ev.TicketsDrawn(1, 3, None), ev.TicketsKept(1, 2, 1, None, None))
    assert record.last(0).events == (ev.CardDrawn(0, "red", 2), ev.CardDrawn(0, None, None))
    record.forget_after(3)
    assert [m.seat for m in record.since(0)] == [1]
    assert record.since(1) == ()


def test_a_loaded_game_remembers_what_was_missed(app):
    """A game saved and loaded again knows the moves since each seat's last one, as before."""
    scene = at_bens_replay(app, pace=0)
    again = PlayScene.from_saved(scene.snapshot(), pace=PACE)
    for seat in range(4):
        assert again.table.record.since(seat) == scene.table.record.since(seat)
        assert again.replay.last_moves()[seat] == scene.replay.last_moves()[seat]
    assert record_of(scene.config, scene.board, ()).since(0) == ()


def test_undo_forgets_the_move_in_the_record(app):
    """A claim taken back is no longer its player's last move, in the record nor in the row."""
    config = GameConfig("first_journey", (Seat("Ann", color=0), Seat("Ben", color=3)), first=0, seed=5)
    scene, _ = start(app, config)
    claim = quiet_claim(app, scene)
    seat = scene.table.state.current
    before = scene.table.record.last(seat)
    scene.act(claim)
    assert scene.replay.last_moves()[seat].kind == "claim"
    assert scene.undo()
    assert scene.table.record.last(seat) == before and scene.replay.last_moves()[seat] == move_picture(before, scene.board)
    assert scene.replay.last_moves()[seat] is None or scene.replay.last_moves()[seat].kind != "claim"


@pytest.mark.parametrize("size", [MIN_WINDOW, (800, 480), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_replay_switch_fits_beside_voice(size):
    """The switch sits on the voice row, its label readable between the two switches, overlapping none."""
    lay = settings_layout(Metrics.for_size(size))
    x, y, px = lay.replay_label
    label = pygame.Rect(x, 0, font(px, True).size(REPLAY)[0], 10)
    assert px >= MIN_TEXT_PX and lay.voice.right < label.left and label.right < lay.replay.left
    assert lay.replay.right <= lay.panel.right and lay.replay.y == lay.voice.y


def test_the_replay_switch_is_saved(app):
    """Tapping the switch turns the replay off, in the app and in the settings file."""
    from game.scenes.menus.settings import SettingsScene
    screen = SettingsScene(app.settings_path)
    app.stack.apply(Push(screen))
    tap(app, screen.button("replay_moves").rect.center)
    assert app.settings.replay_moves is False and Settings.load(app.settings_path).replay_moves is False


def test_children_see_the_replay_under_an_eye_without_words(app):
    """First Journey's replay is named by a picture alone (its players cannot read yet); the others' by an eye
    and words."""
    from game.view.away_anim import Caption
    for game, words in (("first_journey", False), ("usa", True)):
        scene, _ = start(app, GameConfig(game, (Seat("Mia", color=1), Seat("Leo", color=0)), first=0, seed=5))
        scene.table.record.add(1, 1, (ev.CardDrawn(1, None),))
        scene.table.record.add(2, 0, (ev.CardDrawn(0, None),))
        scene.table.record.add(3, 1, (ev.CardDrawn(1, None),))
        scene.replay.replay_for(0)
        caption = next(t for t in scene.replay.tweens if isinstance(t, Caption))
        assert caption.icon is not None and bool(caption.text) == words
        app.stack.scenes.clear()

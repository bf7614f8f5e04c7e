"""The join card: a code per person seat in its colour that a camera reads, New code, and what it says
when phones cannot join; opened from the new-game screen and from the pause card.

Phones here are the real server on the loopback (port 0: any free port) with real WebSocket clients;
the codes are checked pixel by pixel against segno's own matrix for the link the card shows.
"""
import json
import random
import socket
import time

import pygame
import pytest
import segno
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.app import App
from game.config import GameConfig, Seat
from game.phone.phones import Phones
from game.scenes.overlays.join import IN_GAME, KEEP, NEW, JoinOverlay, address_lines, address_size
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Push, Scene
from game.table.session import TableSession
from game.view.metrics import MIN_TARGET_PX
from game.view.palette import PLAYER_COLORS
from game.view.qr import QUIET, ink, luminance
from game.view.text import recording
from tests.scenes.conftest import Device
from tests.scenes.test_play_support import Recorder
from tests.scenes.test_screen_sizes import check_targets, sized_app  # noqa: F401 (a fixture)

WAIT = 60   # seconds: a watchdog far beyond need, to catch a real hang
NAMES = ("Annabel", "Bob", "Cleo", "Dad", "Mum")


@pytest.fixture
def phones():
    """The phones' real server on the loopback, closed after the test."""
    made = Phones(port=0, host="127.0.0.1", address="127.0.0.1")
    yield made
    made.close()


@pytest.fixture
def small(tmp_path):
    """A real window of the Raspberry Pi's touch display."""
    app = App(saves=tmp_path / "saves", window=(800, 480))
    app.sound = Recorder()
    yield app
    app.stack.scenes.clear()


def people(count, computers=0):
    """`count` person seats in the first colours, then computers."""
    return tuple(Seat(NAMES[i], color=i) for i in range(count)) + \
        tuple(Seat(f"Robot {i}", computer=True, color=count + i) for i in range(computers))


def open_card(app, phones, seats, codes=NEW):
    """The card on an empty stack of this app, with these phones; what it wrote, as text."""
    app.stack.scenes.clear()
    app._phones = phones
    card = JoinOverlay(seats, codes)
    with recording() as drawn:
        app.stack.apply(Push(card))
    app.stack.draw(app.screen)
    return card, " ".join(" ".join(d.fitted.lines) for d in drawn)


def join(phones, seat, token=None, answer=True):
    """A phone's socket saying hello with the seat's link code (or another): the socket and its first answer
    (None if `answer` is False: in a game the answer waits for the game's loop)."""
    port = phones.server.port
    code = token or phones.link(seat).rsplit("/", 1)[1]
    ws = connect(f"ws://127.0.0.1:{port}/socket", origin=f"http://127.0.0.1:{port}", open_timeout=WAIT,
                 close_timeout=WAIT, legacy=True)
    ws.send(json.dumps({"kind": "hello", "token": code}))
    return ws, json.loads(ws.recv(timeout=WAIT)) if answer else None


def until(done):
    """Wait for another thread to make `done()` true (a minute at most: a hang fails the test)."""
    for _ in range(WAIT * 100):
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("it never came")


def drawn_grid(app, seat_card, modules):
    """The code as drawn on the screen: the white square centred in the seat's room, cut into `modules`
    rows of whole-pixel modules; each pixel's colour, by module."""
    room, screen = seat_card.code, app.screen
    unit = room.w // modules
    side = unit * modules
    square = pygame.Rect(0, 0, side, side)
    square.center = room.center
    pixels = {}
    for y in range(side):
        for x in range(side):
            pixels.setdefault((y // unit, x // unit), set()).add(tuple(screen.get_at((square.x + x, square.y + y)))[:3])
    return unit, square, pixels


def segno_grid(link):
    """segno's own matrix for the link, with the quiet zone, as rows of dark (True) and light."""
    code = segno.make(link, error="m", micro=False)
    return [[bool(m) for m in row] for row in code.matrix_iter(border=QUIET)]


def test_one_code_per_person_seat_none_for_computers(small, phones):
    """Two people and two computers: two codes, for the people's seats only; the computers' seats are not offered."""
    seats = (Seat("Ann", color=0), Seat("Robot", computer=True, color=1), Seat("Bob", color=2),
             Seat("Tin", computer=True, color=3))
    card, words = open_card(small, phones, seats)
    assert [c.seat for c in card.cards] == [0, 2]
    assert set(phones.hub.tokens()) == {0, 2}
    assert phones.link(1) is None and phones.link(3) is None
    assert "Ann" in words and "Bob" in words and "Robot" not in words and "Tin" not in words
    assert words.count("On the TV") == 2
    for seat_card in card.cards:   # the link written under each code, whole, as the phone opens it
        link = phones.link(seat_card.seat)
        lines = address_lines(link, address_size(link, small.metrics, seat_card.address), seat_card.address.w)
        assert "".join(lines) == link and all(line in words for line in lines)


def test_each_code_on_screen_is_segnos_matrix_in_the_seats_colour(small, phones):
    """Five people at 800 x 480: every code's pixels are segno's modules for that seat's link, whole pixels
    per module (at least 2), the dark ones in the seat's own darkened colour, the light ones and the quiet
    zone white; each seat's colour differs from the others' and stays dark enough for a camera."""
    card, _ = open_card(small, phones, people(5))
    inks = set()
    for seat_card in card.cards:
        link = phones.link(seat_card.seat)
        grid = segno_grid(link)
        colour = ink(seat_card.seat)
        unit, square, pixels = drawn_grid(small, seat_card, len(grid))
        assert unit >= 3, f"seat {seat_card.seat}: {unit} px a module"
        assert pygame.Rect((0, 0), small.size).contains(square)
        for (row, col), seen in pixels.items():
            assert seen == {colour if grid[row][col] else (255, 255, 255)}, (seat_card.seat, row, col, seen)
        inks.add(colour)
        assert luminance(colour) < 0.25
        name = PLAYER_COLORS[seat_card.seat][0]
        assert colour == (0, 0, 0) if name == "black" else colour != (0, 0, 0)
    assert len(inks) == 5


def test_new_code_lets_the_phone_go_and_the_old_link_opens_nothing(small, phones):
    """A phone joins Bob's seat: the card says so and offers New code; a tap gives the seat a new link and a new
    code on screen, the phone is let go, the old link is refused, and the new one opens the seat."""
    card, _ = open_card(small, phones, people(3))
    old = phones.link(1)
    ws, hello = join(phones, 1)
    assert hello["kind"] == "waiting" and hello["name"] == "Bob"
    with recording() as drawn:
        Device(small, touch=True).wait()   # the app's loop turns when a phone comes: the card looks and shows it
    assert "Phone connected" in " ".join(" ".join(d.fitted.lines) for d in drawn)
    assert [k for k, _ in card.targets()] == ["back", "('free', 1)"]
    Device(small, touch=True).tap(card.button(("free", 1)).rect.center)
    new = phones.link(1)
    assert new != old and phones.link(0) is not None
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            ws.recv(timeout=WAIT)
    assert closed.value.rcvd.code == 4002
    refused, answer = join(phones, 1, old.rsplit("/", 1)[1])
    assert answer["kind"] == "unknown"
    refused.close()
    again, hello = join(phones, 1)
    assert hello["kind"] == "waiting"
    again.close()
    small.stack.draw(small.screen)   # and the code on screen is the new link's
    seat_card = card.cards[1]
    grid = segno_grid(new)
    _, _, pixels = drawn_grid(small, seat_card, len(grid))
    assert all(seen == {ink(1) if grid[r][c] else (255, 255, 255)} for (r, c), seen in pixels.items())


def test_five_people_fit_every_size(sized_app, phones):
    """Five people, each with a phone connected (so each has New code): every target lies on the screen, a
    finger large, clear of the bottom corners on the touch display and of each other; the codes lie inside
    their seat's column, at least 2 px a module, and at 1920 x 1080 at least 120 px wide."""
    sized = sized_app
    card, _ = open_card(sized, phones, people(5))
    sockets = [join(phones, seat)[0] for seat in range(5)]
    try:
        card.update(0.0)
        targets = card.targets()
        assert len(targets) == 6
        check_targets(sized, card, "join card")
        for i, (name, rect) in enumerate(targets):
            assert min(rect.size) >= MIN_TARGET_PX
            assert all(not rect.colliderect(other) for _, other in targets[i + 1:]), name
        for seat_card in card.cards:
            modules = len(segno_grid(phones.link(seat_card.seat)))
            unit = seat_card.code.w // modules
            assert unit >= 2, f"{sized.size}: {unit} px a module"
            assert pygame.Rect((0, 0), sized.size).contains(seat_card.code)
            assert not seat_card.code.colliderect(seat_card.button)
            if sized.size == (1920, 1080):
                assert unit * modules >= 120
    finally:
        for ws in sockets:
            ws.close()


def test_a_phone_gone_from_a_game_shows_as_away(small, phones):
    """During a game, a seat's phone joins and then drops: the card says Phone away and still offers New code."""
    seats = people(2)
    session = TableSession(GameConfig("usa", seats, seed=3), pace=0.0)
    phones.offer([s.name for s in seats], [s.color for s in seats], [0, 1])
    phones.attach(session)
    try:
        ws, _ = join(phones, 1, answer=False)
        until(lambda: phones.pump() or phones.on_phone(1))   # the game's loop welcomes the phone
        card, words = open_card(small, phones, seats, IN_GAME)
        assert "Phone connected" in words and "On the TV" in words
        ws.close()
        until(lambda: phones.status(1) == "offline")
        with recording() as drawn:
            Device(small, touch=True).wait()   # the phone's going wakes the loop; the card shows it
        assert "Phone away" in " ".join(" ".join(d.fitted.lines) for d in drawn)
        assert [k for k, _ in card.targets()] == ["back", "('free', 1)"]
    finally:
        phones.detach()


def held_ports():
    """Eight ports in a row on the loopback, all taken: the ones the phones' server tries."""
    while True:
        base, held = random.randrange(20000, 60000), []
        try:
            for port in range(base, base + 8):
                s = socket.socket()
                s.bind(("127.0.0.1", port))
                s.listen()
                held.append(s)
            return base, held
        except OSError:
            for s in held:
                s.close()


def test_no_free_port_is_said_in_words_and_try_again_works_once_one_is(small):
    """Every port taken: no code, the reason in words and Try again; once a port is free, Try again shows codes."""
    base, held = held_ports()
    phones = Phones(port=base, host="127.0.0.1", address="127.0.0.1")
    try:
        card, words = open_card(small, phones, people(2))
        assert not phones.listening
        assert "Phones cannot join" in words and f"{base} to {base + 7}" in words and "in use" in words
        assert [k for k, _ in card.targets()] == ["back", "again"]
        check_targets(small, card, "join card, no port")
        held.pop(3).close()
        Device(small, touch=False).tap(card.button("again").rect.center)
        assert phones.listening and phones.server.port == base + 3
        assert [k for k, _ in card.targets()] == ["back"]
        assert phones.link(0) is not None and phones.link(1) is not None
    finally:
        for s in held:
            s.close()
        phones.close()


def test_no_person_seat_offers_nothing(small, phones):
    """Computers only: the card says there is no hand for a phone, and nothing listens."""
    _, words = open_card(small, phones, (Seat("A", computer=True), Seat("B", computer=True, color=1)))
    assert "computer" in words and not phones.listening and phones.hub.tokens() == {}


def test_setup_offers_its_seats_once_and_keeps_the_codes(ui_app, phones):
    """New game, Phones: codes for its person seats; Done and Phones again: the same codes; a renamed seat keeps
    its code and a seat made a computer loses it; Back to the menu stops the phones listening."""
    ui_app._phones = phones
    ui_app.stack.scenes.clear()
    setup = SetupScene("usa")
    ui_app.stack.apply(Push(setup))
    hand = Device(ui_app, touch=True)
    hand.button("phones")
    assert isinstance(ui_app.stack.top, JoinOverlay) and ui_app.stack.top.codes == NEW
    names = [s.name for s in setup.config().seats]
    first = phones.hub.tokens()
    assert set(first) == set(range(len(setup.seats))) and phones.hub.offered_for(names, list(first))
    hand.button("back")
    assert ui_app.stack.top is setup
    hand.button("phones")
    assert ui_app.stack.top.codes == KEEP and phones.hub.tokens() == first
    hand.button("back")
    setup.seats[0] = Seat("Zoe", color=setup.seats[0].color)
    hand.button(("kind", 1))   # the second seat: a computer now
    hand.button("phones")
    kept = phones.hub.tokens()
    assert kept == {seat: code for seat, code in first.items() if seat != 1}
    assert phones.hub.offered_for([s.name for s in setup.config().seats], list(kept))
    hand.button("back")
    hand.button("back")
    assert not phones.listening


def test_a_phone_joined_on_the_new_game_screen_plays_the_game_started_there(ui_app, phones):
    """A phone scans on the new-game screen; the seat is renamed after; Start: the game plays with that phone,
    on the same code, and the phone gets its seat's board."""
    ui_app._phones = phones
    ui_app.stack.scenes.clear()
    setup = SetupScene("usa")
    ui_app.stack.apply(Push(setup))
    hand = Device(ui_app, touch=True)
    hand.button(("kind", 1))   # one person and a computer
    hand.button("phones")
    ws, hello = join(phones, 0)
    assert hello["kind"] == "waiting"
    code = phones.hub.token(0)
    hand.button("back")
    setup.seats[0] = Seat("Zoe", color=setup.seats[0].color)
    hand.button("start")
    game = ui_app.stack.game()
    assert game is not None and game.phone_seats.phones is phones and phones.hub.token(0) == code
    kinds = []
    for _ in range(WAIT * 10):
        hand.wait()
        try:
            kinds.append(json.loads(ws.recv(timeout=0.1))["kind"])
        except TimeoutError:
            continue
        if "board" in kinds:
            break
    assert "board" in kinds and phones.on_phone(0)
    ws.close()
    ui_app.stack.scenes.clear()


class Playing(Scene):
    """A game being played under the pause card: its configuration, and saving as a game does."""

    def __init__(self, seats):
        self.config = GameConfig("usa", tuple(seats))

    def snapshot(self):
        """Found as the game on the stack."""


@pytest.mark.parametrize("offered", [True, False], ids=["offered", "not-offered"])
def test_pause_opens_the_card_for_the_games_seats_keeping_their_codes(ui_app, phones, offered):
    """Pause, then Phones during a game: the card shows the game's person seats; codes already offered for them
    are kept (a phone that joined stays), and seats not offered yet are offered now."""
    seats = people(2, computers=1)
    ui_app._phones = phones
    ui_app.stack.scenes.clear()
    ui_app.stack.apply(Push(Playing(seats)))
    ws = None
    if offered:
        phones.offer([s.name for s in seats], [s.color for s in seats], [0, 1])
        ws, _ = join(phones, 0)
    before = phones.hub.tokens()
    ui_app.stack.apply(Push(PauseOverlay("usa")))
    hand = Device(ui_app, touch=True)
    hand.button("phones")
    card = ui_app.stack.top
    assert isinstance(card, JoinOverlay) and card.codes == IN_GAME
    assert [c.seat for c in card.cards] == [0, 1] and phones.listening
    if offered:
        assert phones.hub.tokens() == before and phones.hub.online(0)
        assert ("free", 0) in [b.key for b in card.row.buttons]
        ws.close()
    else:
        assert before == {} and set(phones.hub.tokens()) == {0, 1}
    hand.button("back")
    assert isinstance(ui_app.stack.top, PauseOverlay)

"""The house rules card: opened from the pause card over a game, it shows the rules in brief, a code a camera
reads and the address written under it; the page that address opens comes from the game's own server.

The phones' server here is the real one on the loopback (port 0: any free port); the code is read back from
the screen with zbarimg where it is installed (Debian's zbar-tools), and compared with segno's matrix always.
"""
import http.client
import shutil
import subprocess

import pygame
import pytest

from game.config import GameConfig, Seat
from game.phone.phones import Phones
from game.phone.rules_page import Brief
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.overlays.rules_qr import RulesQrOverlay, card_layout, flowed
from game.scenes.play.scene import PlayScene
from game.scenes.stack import Pop, Push
from game.view.text import recording
from tests.scenes.conftest import Device
from tests.scenes.test_join_card import held_ports, phones, segno_grid, small  # noqa: F401 (fixtures)
from tests.scenes.test_screen_sizes import check_targets, fresh, sized_app  # noqa: F401 (a fixture)

GRANDMA = {"trains": 30, "unfinished_minus": False}
LONG = Brief("Ticket to Ride", "Played with Grandma's very own rules for long evenings",
             tuple((f"Rule number {i} with a title", "What it says in a sentence of about this length, "
                    "as the rules do.") for i in range(10)),
             (("Trains", "30 each."), ("At the start", "4 cards and 3 tickets each; keep at least 2."),
              ("The end", "When a player ends a turn with 2 trains or fewer, everyone has one last turn.")))


def playing(app, phones, house=None, name=""):
    """A game of North America (Ann and a computer) on the app's stack, its phones these."""
    app._phones = phones
    config = GameConfig("usa", (Seat("Ann"), Seat("Robo", computer=True, color=1)), seed=3, first=0,
                        house_rules=house or {}, house_name=name)
    app.stack.apply(Push(PlayScene(config, pace=0)))
    return app.stack.top


def open_card(app):
    """Pause, then House rules by a tap: the card, and the words it wrote."""
    app.stack.apply(Push(PauseOverlay()))
    app.stack.draw(app.screen)
    with recording() as drawn:
        Device(app, touch=True).button("house")
        app.stack.draw(app.screen)
    return app.stack.top, " ".join(" ".join(d.fitted.lines) for d in drawn)


def get(link):
    """The status and text of one GET of a link on the loopback."""
    host, _, rest = link.removeprefix("http://").partition("/")
    connection = http.client.HTTPConnection(*host.split(":"), timeout=30)
    try:
        connection.request("GET", "/" + rest)
        answer = connection.getresponse()
        return answer.status, answer.read().decode("utf-8")
    finally:
        connection.close()


def code_pixels(app, card):
    """The code as drawn: each module's colours, read from the screen, by module."""
    grid = segno_grid(card.link)
    room = card.layout.code
    unit = room.w // len(grid)
    square = pygame.Rect(0, 0, unit * len(grid), unit * len(grid))
    square.center = room.center
    pixels = {}
    for y in range(square.h):
        for x in range(square.w):
            pixels.setdefault((y // unit, x // unit), set()).add(tuple(app.screen.get_at((square.x + x, square.y + y)))[:3])
    return grid, unit, pixels


def test_the_card_shows_the_games_rules_a_code_and_the_address_the_page_answers_at(small, phones, tmp_path):
    """Grandma's rules: the card names them and each changed rule; its code is segno's matrix for the address
    written under it, black on white in whole pixels; the address answers with the same rules over HTTP."""
    playing(small, phones, GRANDMA, "Grandma's rules")
    card, words = open_card(small)
    assert isinstance(card, RulesQrOverlay) and phones.listening and phones.hub.tokens() == {}
    link = card.link
    assert link == f"http://127.0.0.1:{phones.server.port}/rules" and link in words
    for said in ("Ticket to Ride", "Played with Grandma's rules", "Trains per player", "Each player starts with 30 trains.",
                 "Minus points for unfinished tickets", "Trains: 30 each."):
        assert said in words, said
    grid, unit, pixels = code_pixels(small, card)
    assert unit >= 4
    for (row, col), colours in pixels.items():
        assert colours == ({(0, 0, 0)} if grid[row][col] else {(255, 255, 255)}), (row, col)
    status, page = get(link)
    assert status == 200 and "Played with Grandma&#x27;s rules" in page and "Each player starts with 30 trains." in page


def test_the_code_on_screen_reads_as_its_address(small, phones, tmp_path):
    """The screen as a camera would see it: zbarimg reads the code as the address the card writes."""
    zbarimg = shutil.which("zbarimg")
    if zbarimg is None:
        pytest.skip("zbarimg (Debian's zbar-tools) is not installed")
    playing(small, phones)
    card, _ = open_card(small)
    shot = tmp_path / "card.png"
    pygame.image.save(small.screen, str(shot))
    read = subprocess.run([zbarimg, "--quiet", "--raw", str(shot)], capture_output=True, text=True, timeout=60)
    assert read.stdout.split() == [card.link]


def test_a_game_without_house_rules_shows_the_rulebooks(small, phones):
    """No house rule: the card and the page say the rulebook's rules."""
    playing(small, phones)
    card, words = open_card(small)
    assert "The rulebook's rules" in words and "Every rule as the rulebook has it." in words
    assert "The rulebook&#x27;s rules" in get(card.link)[1]


def test_leaving_the_game_withdraws_its_rules_and_stops_the_server(small, phones):
    """Done keeps the page for the rest of the game; once the game is left it is gone and nothing listens."""
    playing(small, phones)
    card, _ = open_card(small)
    link = card.link
    small.stack.apply(Pop())
    small.stack.apply(Pop())
    assert get(link)[0] == 200
    small.stack.apply(Pop())   # the game is left
    assert not phones.listening and phones.rules_link() is None


def test_no_free_port_is_said_in_words_and_try_again_shows_the_code_once_one_is(small):
    """Every port taken: no code, the reason in words and Try again, the rules in brief still shown; once a port is
    free, Try again shows the code."""
    base, held = held_ports()
    phones = Phones(port=base, host="127.0.0.1", address="127.0.0.1")
    try:
        playing(small, phones)
        card, words = open_card(small)
        assert not phones.listening and card.link is None
        assert "Phones cannot open the rules" in words and f"{base} to {base + 7}" in words and "Try again" in words
        assert "The rulebook's rules" in words
        assert [k for k, _ in card.targets()] == ["back", "again"]
        check_targets(small, card, "house rules card, no port")
        held.pop(2).close()
        Device(small, touch=False).button("again")
        assert phones.listening and card.link == f"http://127.0.0.1:{base + 2}/rules"
        assert [k for k, _ in card.targets()] == ["back"]
    finally:
        for s in held:
            s.close()
        phones.close()


def test_the_card_fits_every_size_even_with_many_rules(sized_app, phones):
    """At every size: Done is a finger large and clear of the corners, the code is at least 3 px a module, and
    the brief stays in its room, the main numbers always in it (where ten changed rules do not fit, a line says how
    many more there are)."""
    app = fresh(sized_app)
    app._phones = phones
    for told in (LONG, Brief("Ticket to Ride", "The rulebook's rules", (), LONG.numbers)):
        card = RulesQrOverlay(told)
        app.stack.apply(Push(card))
        app.stack.draw(app.screen)
        check_targets(app, card, f"house rules card {app.size}")
        lay = card_layout(card.m)
        assert lay.code.w // len(segno_grid(card.link)) >= 3
        placed = flowed(told, card.m, lay.words)
        assert all(lay.words.contains(rect) for _, rect in placed)
        assert not lay.code.colliderect(lay.words) and not lay.address.colliderect(lay.words)
        texts = [line.text for line, _ in placed]
        assert texts[-3:] == [f"{label}: {words}" for label, words in told.numbers]
        if told is LONG and app.size[1] <= 480:
            assert any(text.startswith("…and ") and text.endswith(" more: scan the code to read them all.")
                       for text in texts)
        app.stack.apply(Pop())

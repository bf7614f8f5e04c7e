"""The house rules' page (/rules): fetched over HTTP from the real phones' server on the loopback, in the words a
family reads (which rules, what changed, the main numbers), without a code, without a script, and seen in a real
phone-sized browser."""
from __future__ import annotations

import http.client
import re
from functools import lru_cache
from pathlib import Path

import pytest

from game.board.loader import load_board
from game.config import MAPS
from game.phone.phones import Phones
from game.phone.rules_page import brief, page
from game.rules.house import BY_NAME
from game.rules.settings import RuleSet
from tests.phone.browser import phones  # noqa: F401 (a fixture)

SHOTS = Path(__file__).resolve().parents[2] / "build" / "phone-shots"
GRANDMA = {"trains": 30, "unfinished_minus": False, "most_tickets_bonus": 15}


@lru_cache(maxsize=None)
def board(game):
    """A shipped board."""
    return load_board(MAPS / f"{game}.tmx")


def made(game, house=None, name=""):
    """The brief and page of a game on this board with these house rules and set's name."""
    b = board(game)
    told = brief(RuleSet.from_settings(b.settings, house or {}), b.settings, b.title, name)
    return told, page(told)


@pytest.fixture
def served():
    """The phones' real server on the loopback, closed after the test."""
    phones = Phones(port=0, host="127.0.0.1", address="127.0.0.1")
    yield phones
    phones.close()


def get(phones, path):
    """Status, content type and text of one GET from the server."""
    connection = http.client.HTTPConnection("127.0.0.1", phones.server.port, timeout=30)
    try:
        connection.request("GET", path)
        answer = connection.getresponse()
        return answer.status, answer.getheader("Content-Type") or "", answer.read().decode("utf-8", "replace")
    finally:
        connection.close()


def words(html):
    """The page's text as a person reads it: no tags, entities as characters, spaces as one."""
    text = re.sub(r"<[^>]+>", " ", html)
    text = text.replace("&#x27;", "'").replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
    return " ".join(text.replace("&amp;", "&").split())


def test_the_page_of_a_named_set_says_whose_rules_each_change_and_the_numbers(served):
    """Grandma's rules on North America: the board's title, whose rules, each changed rule's title and words,
    and the game's numbers as played (30 trains each, the start, the end), fetched without any code."""
    told, body = made("usa", GRANDMA, "Grandma's rules")
    assert served.offer_rules(body)
    link = served.rules_link()
    assert link == f"http://127.0.0.1:{served.server.port}/rules"
    status, kind, html = get(served, "/rules")
    assert (status, kind) == (200, "text/html; charset=utf-8")
    text = words(html)
    assert "Ticket to Ride" in text and "Played with Grandma's rules" in text
    rulebook = RuleSet.rulebook(board("usa").settings)
    for name, value in GRANDMA.items():
        rule = BY_NAME[name]
        assert rule.title(rulebook) in text and rule.says(rulebook, value) in text
    assert "Trains 30 each." in text
    assert "4 cards and 3 tickets each; keep at least 2." in text
    assert "When a player ends a turn with 2 trains or fewer" in text
    assert served.hub.tokens() == {}   # no seat was offered: the rules need no code


def test_a_game_without_house_rules_says_the_rulebooks(served):
    """Amsterdam as the rulebook has it: "The rulebook's rules", nothing changed, its own words (carts, contracts)."""
    assert served.offer_rules(made("amsterdam")[1])
    text = words(get(served, "/rules")[2])
    assert "The rulebook's rules" in text and "Every rule as the rulebook has it." in text
    assert "House rules" not in text and "Played with" not in text
    assert "Carts 16 each." in text and "2 cards and 2 contracts each; keep at least 1." in text


def test_house_rules_without_a_name_are_called_house_rules():
    """Rules changed but not saved under a name: "House rules"."""
    told, _ = made("usa", {"equal_turns": True})
    assert told.kind == "House rules"
    assert "the round is finished, then everyone has one last turn" in told.numbers[-1][1]


def test_first_journey_speaks_simply():
    """First Journey: a child's words, the Golden Ticket at the number the table chose, and a larger page."""
    told, body = made("first_journey", {"golden_tickets": 4, "swap_limit": 1})
    text = words(body.decode())
    assert told.simple and 'class="rules simple"' in body.decode()
    assert "What is different" in text and "How we play" in text
    assert "You each have 20 trains." in text and "You get 4 cards and 2 tickets." in text
    assert "Do 4 tickets first: you win the Golden Ticket!" in text
    assert "Each player may swap tickets once a game." in text
    assert not made("usa")[0].simple


def test_words_from_files_and_people_are_never_markup(served):
    """A set's name is the family's own text: it is shown as text, never made into markup."""
    _, body = made("usa", {"trains": 40}, '<script>alert("x")</script> & Co')
    assert b"<script" not in body and b"&lt;script&gt;" in body and b"&amp; Co" in body


def test_the_page_has_no_script_and_all_it_asks_for_is_served(served):
    """No script at all; each file the page links is served by the game itself, nothing from elsewhere."""
    served.offer_rules(made("usa", GRANDMA)[1])
    html = get(served, "/rules")[2]
    assert "<script" not in html and "http" not in html
    linked = re.findall(r'(?:href|src)="([^"]+)"', html)
    assert linked and all(path.startswith("/files/") for path in linked)
    for path in linked:
        assert get(served, path)[0] == 200, path


def test_no_rules_offered_says_where_to_find_them_and_withdrawing_stops_the_server(served):
    """Before a card offers them /rules says where they are; once the game is left they are gone, and a server
    that only served them stops listening."""
    served.offer_rules(made("usa")[1])
    served.server.rules = None
    status, kind, text = get(served, "/rules")
    assert status == 404 and "House rules" in text and served.rules_link() is None
    served.offer_rules(made("usa")[1])
    served.withdraw_rules()
    assert not served.listening and served.rules_link() is None


def test_withdrawing_the_rules_keeps_the_phones_seats_listening(served):
    """A table that plays with phones keeps its server when its game's rules are withdrawn."""
    served.offer(["Ann", "Ben"], [0, 1], [0, 1])
    served.offer_rules(made("usa")[1])
    served.withdraw_rules()
    assert served.listening and served.link(0) is not None
    assert get(served, "/rules")[0] == 404


def test_the_page_in_a_phone_sized_browser(served, phones):  # noqa: F811 (the fixture)
    """Chromium at 360 x 640: the page shows the title, whose rules and the numbers, within the phone's width."""
    served.offer_rules(made("usa", GRANDMA, "Grandma's rules")[1])
    phone = phones.start(360, 640)
    phone.open(served.rules_link())
    phone.wait_for_text("[data-test=kind]", "Played with Grandma's rules")
    phone.wait_for_text("[data-test=numbers]", "30 each")
    assert phone.run("return document.documentElement.scrollWidth") <= 360
    phone.screenshot(SHOTS / "rules-usa-360x640.png")
    phone.run("window.scrollTo(0, document.body.scrollHeight)")
    phone.wait_for(lambda driver: phone.run("return window.scrollY") > 0, "the page to scroll")
    phone.screenshot(SHOTS / "rules-usa-360x640-end.png")
    simple = phones.start(360, 640)
    served.offer_rules(made("first_journey", {"golden_tickets": 4})[1])
    simple.open(served.rules_link())
    simple.wait_for_text("[data-test=numbers]", "You each have 20 trains.")
    assert simple.run("return document.documentElement.scrollWidth") <= 360
    simple.screenshot(SHOTS / "rules-first-journey-360x640.png")

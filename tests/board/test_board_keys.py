"""The rules file is checked strictly against one catalogue of settings, and the guide's table is made from it.

A misspelt setting at any level is named with the one meant, through the real check-map path; a
setting of another game's rules is refused; every value out of its kind or bounds is told with
them; the guide's table is the catalogue's; and the catalogue, the shipped rules files and what
the engine reads are the same set of settings.
"""
import re
import shutil
import subprocess
import sys
from copy import deepcopy

import pytest
import yaml

from game.board.keys import ELSEWHERE, GROUP, KEYS, LIST, NUMBER, SWITCH, TABLE, TEXT
from game.board.loader import read_board
from game.rules.house import BY_NAME as HOUSE_RULES
from game.rules.settings import RuleSet
from tests.conftest import MAPS, REPO
from tools.board_keys import END, GUIDE, START, table, with_table

STARTER = REPO / "docs" / "starter"
RULES_FILES = sorted(MAPS.glob("*.yaml")) + [STARTER / "starter.yaml"]
TICKET_FIELDS = {"id", "from", "to", "points"}


@pytest.fixture
def starter(tmp_path):
    """A family's copy of the starter board, with the game's tilesets where its map looks for them."""
    (tmp_path / "docs").mkdir()
    shutil.copytree(STARTER, tmp_path / "docs" / "starter")
    (tmp_path / "assets").symlink_to(REPO / "assets")
    return tmp_path / "docs" / "starter" / "starter.tmx"


def edit(tmx, old, new):
    """Change one piece of the rules file beside this map (the piece must be there)."""
    yml = tmx.with_suffix(".yaml")
    text = yml.read_text(encoding="utf-8")
    assert old in text, old
    yml.write_text(text.replace(old, new, 1), encoding="utf-8")


def problems(tmx):
    """What check-map would list for this board, with the folder left out."""
    board, found = read_board(tmx)
    assert board is None and found
    return [line.replace(f"{tmx.parent}/", "") for line in found]


MISSPELT = [   # (what the file had, what a family typed, the place named, the setting meant)
    ("coast_to_coast:", "coast_to_cost:", "coast_to_cost", "coast_to_coast"),
    ("tiebreaks: []", "tiebreaks: []\ngolden_tickets: 2", "golden_tickets", "end_game.golden_ticket"),
    ("trains_per_player:", "trains_per_players:", "trains_per_players", "trains_per_player"),
    ("per_color:", "per_colour:", "deck.per_colour", "per_color"),
    ("hand: 4", "hands: 4", "setup.hands", "hand"),
    ("face_up: {size: 0}", "face_up: {sizes: 0}", "face_up.sizes", "size"),
    ("max: 2}", "maximum: 2}", "players.maximum", "max"),
    ("{golden_ticket: 2,", "{golden_tickets: 2,", "end_game.golden_tickets", "golden_ticket"),
    ("title:", "titel:", "titel", "title"),
    ("\ntickets:", "\nticket:", "ticket", "tickets"),
    ("keep: 2}", "keeps: 2}", "setup.tickets.keeps", "keep"),
    ("{cards: 3}", "{card: 3}", "coast_to_coast.card", "cards"),
    ("wild: locomotive}", "wilds: locomotive}", "terms.wilds", "wild"),
    ("last_train: true}", "last_trains: true}", "end_game.last_trains", "last_train"),
]


@pytest.mark.parametrize("old, new, place, meant", MISSPELT, ids=[m[2] for m in MISSPELT])
def test_a_misspelt_setting_is_named_with_the_one_meant(starter, old, new, place, meant):
    """A starter copy with one setting misspelt, at the top or inside others: check-map names it and the
    setting meant, and the board is not played (before, the rule was silently dropped)."""
    edit(starter, old, new)
    assert (f"starter.yaml: {place}: is not a setting the game knows (did you mean '{meant}'?); "
            "correct it or remove it") in problems(starter)


def test_check_map_refuses_a_misspelt_setting_with_exit_status_2(starter):
    """The command a family runs: the line, the count, exit status 2, no traceback."""
    edit(starter, "coast_to_coast:", "coast_to_cost:")
    done = subprocess.run([sys.executable, str(REPO / "main.py"), "check-map", str(starter)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "starter.yaml: coast_to_cost: is not a setting the game knows (did you mean 'coast_to_coast'?)" \
        in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("old, new, line", [
    ("tiebreaks: []", "tiebreaks: []\nlongest_path_bonus: 10",
     "starter.yaml: longest_path_bonus: is a USA rule; this board plays first_journey rules; remove it"),
    ("{golden_ticket: 2,", "{trigger_trains: 2, golden_ticket: 2,",
     "starter.yaml: end_game.trigger_trains: is a USA and Amsterdam rule; this board plays first_journey rules; "
     "remove it"),
    ("face_up: {size: 0}", "face_up: {size: 0, locomotive_reset: 3}",
     "starter.yaml: face_up.locomotive_reset: is a USA and Amsterdam rule; this board plays first_journey rules; "
     "remove it"),
])
def test_a_setting_of_another_game_is_refused(starter, old, new, line):
    """A rule copied from another game's file would be silently ignored, or play differently from its guide."""
    edit(starter, old, new)
    assert line in problems(starter)


def test_coast_to_coast_on_a_usa_board_is_refused(usa):
    """The brief's own example: Coast-to-Coast is a First Journey rule."""
    edit(usa, "longest_path_bonus: 10", "longest_path_bonus: 10\ncoast_to_coast: {cards: 3}")
    assert ("usa.yaml: coast_to_coast: is a First Journey rule; this board plays usa rules; remove it"
            in problems(usa))


@pytest.mark.parametrize("old, new, line", [
    ("{golden_ticket: 2,", "{golden_ticket: 0,", "end_game.golden_ticket: must be 1 to 100, not 0"),
    ("{golden_ticket: 2,", "{golden_ticket: six,", "end_game.golden_ticket: must be a whole number from 1 to 100, "
                                                   "not 'six'"),
    ("ticket_replacement: true", "ticket_replacement: 3", "ticket_replacement: must be yes or no, not 3"),
    ("players: {min: 2, max: 2}", "players: 2", "players: must be a mapping of min, max, not 2"),
    ("face_up: {size: 0}", "face_up: yes", "face_up: must be a mapping of size, not yes"),   # its game's only
    ("terms: {ticket: ticket,", "terms: {ticket: 5,", "terms.ticket: must be text, not 5"),
    ("{cards: 3}", "{cards: 30}", "coast_to_coast.cards: must be 0 to 20, not 30"),
    ("schema: 1", "schema: 2", "schema: must be 1, not 2"),
    ("game: first_journey", "game: fist_journey", "game: must be one of usa, amsterdam, first_journey, "
                                                  "not 'fist_journey' (did you mean 'first_journey'?)"),
    ("tiebreaks: []", "tiebreaks: [longest]", "tiebreaks: must be one of completed_tickets, longest_path, "
                                              "not 'longest' (did you mean 'longest_path'?)"),
    ("tiebreaks: []", "tiebreaks: yes", "tiebreaks: must be a list, not yes"),
])
def test_a_wrong_value_is_named_with_what_it_may_be(starter, old, new, line):
    """Each value of the wrong kind or out of bounds: its place, what it may be, and what it is."""
    edit(starter, old, new)
    assert f"starter.yaml: {line}" in problems(starter)


def test_the_guides_table_is_the_catalogues():
    """docs/make-a-board.md shows the table tools/board_keys.py makes from the checker's catalogue, a row a
    setting (run python tools/board_keys.py after changing game/board/keys.py)."""
    text = GUIDE.read_text(encoding="utf-8")
    assert text.count(START) == 1 and text.count(END) == 1
    assert with_table(text) == text, "the guide's table is out of date: run python tools/board_keys.py"
    rows = [line for line in table().splitlines() if line.startswith("| `")]
    assert [row.split("`")[1] for row in rows] == list(KEYS)


def _paths(data, parent=""):
    """Every setting's path in rules data, inside settings groups too (not inside tables or tickets)."""
    for name, value in data.items():
        path = f"{parent}.{name}" if parent else str(name)
        yield path
        if path in KEYS and KEYS[path].kind == GROUP and isinstance(value, dict):
            yield from _paths(value, path)


def test_the_shipped_rules_files_and_the_catalogue_name_the_same_settings():
    """Every setting of the shipped boards and the starter is in the catalogue, and every setting of the
    catalogue is used by at least one of them (one nobody uses would be a guess, not the game's)."""
    used = {path for f in RULES_FILES for path in _paths(yaml.safe_load(f.read_text(encoding="utf-8")))}
    assert used - set(KEYS) == set()
    assert set(KEYS) - used == set()


def _other(key, value):
    """Another value a setting may take, of its kind and in its bounds."""
    if key.kind == NUMBER:
        return key.bounds[0] if value != key.bounds[0] else key.bounds[1]
    if key.kind == SWITCH:
        return not value
    if key.kind == TEXT:
        return next((c for c in key.choices if c != value), None) if key.choices else f"{value}s"
    if key.kind == LIST:
        return value[:-1] if value else list(key.choices[:1])
    return {} if value else {1: 1}


NOT_IN_THE_RULE_SET = {"schema", "title", "tickets", "house_rules"}   # a version mark, the board's name, and
# the two blocks read by their own readers (game/board/tickets.py, game/rules/house.py)


@pytest.mark.parametrize("path", [p for p, k in KEYS.items() if k.kind != GROUP and p not in NOT_IN_THE_RULE_SET])
def test_every_setting_of_the_catalogue_changes_the_game(path):
    """Changing the setting in a shipped file that has it changes the rules the engine plays: the catalogue
    lists nothing the game does not read."""
    key = KEYS[path]
    for f in RULES_FILES:
        settings = yaml.safe_load(f.read_text(encoding="utf-8"))
        *outer, name = path.split(".")
        place = settings
        for part in outer:
            place = place.get(part) or {}
        if name in place:
            break
    changed = deepcopy(settings)
    where = changed
    for part in outer:
        where = where[part]
    where[name] = _other(key, place[name])
    assert RuleSet.rulebook(changed) != RuleSet.rulebook(settings), f"{path} in {f.name} changes nothing"


def _snippets(text):
    """The rules-file lines the guide shows, as data: its yaml blocks and its `key: value` words."""
    start, end = text.index(START), text.index(END)
    text = text[:start] + text[end:]   # the table is the catalogue's own words
    for block in re.findall(r"```yaml\n(.*?)```", text, re.S):
        yield yaml.safe_load(block)
    for words in re.findall(r"`([a-z_]+:[^`\n]*)`", re.sub(r"```.*?```", "", text, flags=re.S)):
        yield yaml.safe_load(words)


RULE_WORDS = {"Coast-to-Coast": "coast_to_coast.cards", "first to complete": "end_game.golden_ticket"}


def test_the_guide_names_real_settings_and_the_starter_has_them():
    """Every setting the guide writes out is one the checker knows (a house rule's or a ticket's field
    aside), and the starter has each the guide names for its game, and each rule it tells in words (the
    house rules block, which the guide says may be left out, aside): a family following the guide finds
    every rule it speaks of in the file it copies."""
    starter = yaml.safe_load((STARTER / "starter.yaml").read_text(encoding="utf-8"))
    guide = GUIDE.read_text(encoding="utf-8")
    named = set()
    for data in _snippets(guide):
        for path in _paths(data):
            top = path.split(".")[0]
            if top in KEYS:
                assert path in KEYS, f"the guide names {path}, which the game does not know"
                named.add(path)
            else:
                assert top in HOUSE_RULES or top in TICKET_FIELDS, f"the guide names {path}, which is no setting"
    assert {"game", "title", "players.max", "trains_per_player"} <= named   # the guide's start of the file
    named |= {path for words, path in RULE_WORDS.items() if words in guide}
    wanted = {p for p in named if starter["game"] in KEYS[p].games and p not in ELSEWHERE}
    assert wanted - set(_paths(starter)) == set()
    for path in named & set(RULE_WORDS.values()):   # a rule the starter has but plays as off would be no rule
        outer, name = path.split(".")
        assert starter[outer][name] > 0, path

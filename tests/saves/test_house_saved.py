"""House rules in what the game keeps: a save and the remembered table keep the rules and their set's name; a
save whose board no longer allows a rule goes on by the rulebook and says so in one line (or says in words why
it cannot go on); damaged house rules are still refused; saves from before house rules were offered by name
still load; the history keeps the rules, their set's name and the words its screen shows."""
from __future__ import annotations

import hashlib
import json
from random import Random
from typing import Any

import pytest

from game.ai.players import make_player
from game.board.loader import load_board
from game.config import MAPS, GameConfig, Seat
from game.rules import ClaimRoute, apply, legal_actions, new_game
from game.rules.board import thaw
from game.saves import BadSave
from game.saves.history import Played, played, read_history
from game.saves.history_writing import record
from game.saves.reading import dump_yaml, parse_yaml
from game.saves.record import SavedGame, document, parse_save
from game.saves.table import Tables, load_tables, save_tables
from tests.board.test_catalog import family_folder

SEATS = (Seat("Ann", color=0), Seat("Bob", color=1), Seat("Cy", color=2))
GRANDMA = {"trains": 30, "unfinished_minus": False}


def game_on(config: GameConfig, moves: int | None, board: Any = None) -> SavedGame:
    """A game at this table, played with seeded legal moves (claims first) for so many moves or to its
    end, as a save holds it."""
    board = board or load_board(config.map_path)
    state = new_game(board, [s.name for s in config.seats], config.seed, config.house_rules, config.first)
    rng, done = Random(config.seed), []
    while not state.over and (moves is None or len(done) < moves):
        legal = legal_actions(state)
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        action = rng.choice(claims or legal)
        state = apply(state, action).state
        done.append(action)
    memories = tuple(make_player(s.level, 0).memory() if s.computer else None for s in config.seats)
    return SavedGame(config, state, tuple(done), memories, game_id="g1", saved_at="2026-11-26 18:00:00")


def reread(data: dict[str, Any]) -> SavedGame:
    """A save's data written as YAML and read back through every check."""
    return parse_save(parse_yaml(dump_yaml(data).encode("utf-8")), MAPS)


def test_a_save_keeps_the_house_rules_and_the_name_of_their_set():
    """Grandma's rules go into the save beside the rules and come back with the game; a save without a name
    (older ones, or rules chosen one by one) reads as none."""
    config = GameConfig("usa", SEATS, first=0, seed=4, house_rules=GRANDMA, house_name="Grandma's rules")
    saved = game_on(config, 30)
    data = document(saved, MAPS / "usa.tmx")
    assert data["house_rules"] == GRANDMA and data["house_name"] == "Grandma's rules"
    again = reread(data)
    assert again.config == config and again.state == saved.state and again.note == ""
    assert again.state.rules.trains_per_player == 30
    del data["house_name"]
    assert reread(data).config.house_name == ""
    data["house_name"] = ["not", "a", "name"]
    assert reread(data).config.house_name == ""


def test_a_rule_the_board_no_longer_allows_is_played_by_the_rulebook_and_said(tmp_path):
    """The family's rules file now allows 35 to 45 trains: a game saved with 30 goes on with 45 each (less what
    was claimed), still without minus points, no longer under the set's name, and one line says so."""
    folder = family_folder(tmp_path, {"usa": "usa"})
    config = GameConfig("usa", SEATS, first=0, seed=4, house_rules=GRANDMA, house_name="Grandma's rules",
                        map_file=folder / "usa.tmx")
    saved = game_on(config, 30)
    data = document(saved, folder / "usa.tmx")
    rules = folder / "usa.yaml"
    rules.write_text(rules.read_text().replace("trains: {min: 20, max: 45}", "trains: {min: 35, max: 45}"))
    again = reread(data)
    assert again.note == ("This board no longer allows the house rule Trains per player (30): "
                          "the rulebook's rule is played")
    assert again.config.house_rules == {"unfinished_minus": False} and again.config.house_name == ""
    assert again.state.rules.trains_per_player == 45 and not again.state.rules.unfinished_minus
    for before, now in zip(saved.state.players, again.state.players):
        assert now.trains == 45 - (30 - before.trains) and now.routes == before.routes
    assert again.moves == saved.moves and legal_actions(again.state)
    written = document(again, folder / "usa.tmx")   # the next save holds the game as it goes on, said once
    assert reread(written).note == "" and written["house_rules"] == {"unfinished_minus": False}


def test_two_rules_gone_are_said_in_one_line(tmp_path):
    """Both the trains and the switch for minus points gone from the board's offer: one line names both."""
    folder = family_folder(tmp_path, {"usa": "usa"})
    config = GameConfig("usa", SEATS, first=0, seed=4, house_rules=GRANDMA, map_file=folder / "usa.tmx")
    data = document(game_on(config, 12), folder / "usa.tmx")
    rules = folder / "usa.yaml"
    text = rules.read_text().replace("  trains: {min: 20, max: 45}", "").replace("  unfinished_minus: yes", "")
    rules.write_text(text)
    again = reread(data)
    assert again.note == ("This board no longer allows the house rules Trains per player (30), Minus points for "
                          "unfinished tickets (off): the rulebook's rules are played")
    assert again.config.house_rules == {} and again.state.rules.unfinished_minus


def test_a_move_the_rulebook_forbids_is_said_in_words_not_a_crash(tmp_path):
    """Kept 1 ticket at the start where the board now asks 2 at least: the game cannot go on, and the reason
    says which rule and which move, in one line; the Saved games list and --load give the same line."""
    folder = family_folder(tmp_path, {"usa": "usa"})
    config = GameConfig("usa", SEATS, first=0, seed=4, house_rules={"tickets_kept": 1}, map_file=folder / "usa.tmx")
    saved = game_on(config, 10)
    assert any(len(p.tickets) == 1 for p in saved.state.players)   # someone kept just one
    data = document(saved, folder / "usa.tmx")
    rules = folder / "usa.yaml"
    rules.write_text(rules.read_text().replace("  tickets_kept: {min: 1, max: 5}", ""))
    with pytest.raises(BadSave) as refused:
        reread(data)
    reason = str(refused.value)
    assert reason.startswith("this game was played with house rules this board no longer allows "
                             "(Tickets kept at the start (1)); by the rulebook's rules its move ")
    assert "cannot be played" in reason and reason.endswith("so it cannot go on") and "\n" not in reason


@pytest.mark.parametrize("house,words", [
    ({"equal_turns": "yes"}, "this save is damaged: the house rule equal_turns is neither on nor off"),
    ({"trains": 30.0}, "this save is damaged: the house rule trains is not a whole number"),
    ({"trains": True}, "this save is damaged: the house rule trains is not a whole number"),
    ({7: True}, "this save is damaged: a house rule has no readable name"),
    ({"a\nb": True}, "this save is damaged: a house rule has no readable name"),
    (["equal_turns"], "this save is damaged: its house rules are missing"),
])
def test_damaged_house_rules_are_still_refused(house, words):
    """Data no game writes (a word where a switch is on or off, a float, a name that is no name, a list) is
    damage, refused in one line as before; only what the board stopped allowing is settled."""
    data = document(game_on(GameConfig("usa", SEATS, first=0, seed=4), 6), MAPS / "usa.tmx")
    data["house_rules"] = house
    with pytest.raises(BadSave) as refused:
        parse_save(data, MAPS)
    assert str(refused.value) == words


def test_an_unknown_or_out_of_bounds_rule_is_settled_not_refused():
    """A rule no board offers (from another version) and a number beyond the board's bounds: the game loads by
    the rulebook, saying which."""
    data = document(game_on(GameConfig("usa", SEATS, first=0, seed=4), 6), MAPS / "usa.tmx")
    data["house_rules"] = {"no_such_rule": True, "trains": 99}
    again = parse_save(data, MAPS)
    assert again.config.house_rules == {} and again.state.rules.trains_per_player == 45
    assert again.note == ("This board no longer allows the house rules no_such_rule (on), Trains per player (99): "
                          "the rulebook's rules are played")


EARLIER = {"usa": {"equal_turns": False}, "first_journey": {"deck_split": {"per_color": 10, "locomotives": 12}}}


def fingerprint_before_house_rules(board: Any, offers: dict[str, Any]) -> str:
    """A board's fingerprint as saves made it before house rules were offered by name: the rules file's whole
    settings, its `house_rules:` entry as the shipped boards had it then."""
    facts = {"settings": {**thaw(board.settings), "house_rules": offers},
             "cities": [(c.id, c.coast) for c in board.cities],
             "routes": [(r.id, r.a, r.b, r.length, r.color, r.twin, r.cart) for r in board.routes],
             "tickets": [(t.id, t.a, t.b, t.points) for t in board.tickets]}
    text = json.dumps(facts, sort_keys=True, default=str, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


@pytest.mark.parametrize("game", sorted(EARLIER))
def test_a_save_from_before_house_rules_were_offered_by_name_still_loads(game):
    """Yesterday's save: its checksum is of the old rules file and its fingerprint holds the old `house_rules:`
    entry; it loads as it was (First Journey's, where nobody's swaps were counted, counts them from its moves).
    A fingerprint of other rules is still refused."""
    seats = SEATS[:2]
    saved = game_on(GameConfig(game, seats, first=0, seed=9), 40)
    data = document(saved, MAPS / f"{game}.tmx")
    data["map_checksum"] = "sha256:" + "0" * 64
    data["board_fingerprint"] = fingerprint_before_house_rules(saved.board, EARLIER[game])
    for player in data["state"]["players"]:
        player.pop("swaps", None)
    again = reread(data)
    assert again.state == saved.state and again.config.house_rules == {} and again.note == ""
    data["board_fingerprint"] = fingerprint_before_house_rules(saved.board, {"equal_turns": True})
    with pytest.raises(BadSave, match="has changed since this game was saved"):
        reread(data)


def test_the_remembered_table_keeps_the_name_of_its_house_rules(tmp_path):
    """table.yaml keeps the set's name beside its rules; a name that is not a name reads as none."""
    path = tmp_path / "table.yaml"
    config = GameConfig("usa", SEATS, first=0, house_rules=GRANDMA, house_name="Grandma's rules")
    assert save_tables(path, Tables().with_table(config))
    table = load_tables(path).games["usa"]
    assert table.house_rules == GRANDMA and table.house_name == "Grandma's rules"
    path.write_text(path.read_text().replace("house_name: Grandma's rules", "house_name: [1, 2]"))
    assert load_tables(path).games["usa"].house_name == ""
    plain = GameConfig("usa", SEATS, first=0)
    assert save_tables(path, Tables().with_table(plain)) and "house_name" not in path.read_text()


def test_the_history_keeps_the_house_rules_their_name_and_their_words(tmp_path):
    """A finished game with Grandma's rules is recorded with them; the line the screens show comes back from the
    file; a game by the rulebook records none and shows nothing."""
    path = tmp_path / "history.yaml"
    named = GameConfig("usa", SEATS, first=0, seed=4, house_rules=GRANDMA, house_name="Grandma's rules")
    plain = GameConfig("usa", SEATS, first=0, seed=5, house_rules=GRANDMA)
    rulebook = GameConfig("usa", SEATS, first=0, seed=6)
    for n, config in enumerate((named, plain, rulebook)):
        finished = game_on(config, None)
        assert record(path, played(finished.state, config, f"game{n}"))
    games = {g.game_id: g for g in read_history(path).games}
    assert games["game0"].played_with == "Played with Grandma's rules"
    assert games["game0"].house_rules == GRANDMA and games["game0"].house == ("30 trains", "no minus points")
    assert games["game1"].played_with == "Played with house rules: 30 trains, no minus points"
    assert games["game2"].played_with == "" and games["game2"].house == ()
    assert "house:" not in dump_yaml(games["game2"].to_data())
    assert Played.from_data({**games["game0"].to_data(), "house": "garbage"}).played_with == ""


def test_the_words_of_each_house_rule_are_short_and_in_the_games_own_terms():
    """Amsterdam's carts and contracts, First Journey's tickets to win: a few words each, in the catalogue's order."""
    from game.rules.settings import RuleSet
    from game.saves.house_words import short
    settings = load_board(MAPS / "amsterdam.tmx").settings
    rules = RuleSet.from_settings(settings, {"trains": 12, "tickets_kept": 2, "most_tickets_bonus": 10,
                                             "equal_turns": True, "wild_reset": False})
    assert short(rules) == ("equal turns at the end", "12 carts", "keep 2", "most contracts 10", "no wild card reset")
    settings = load_board(MAPS / "first_journey.tmx").settings
    rules = RuleSet.from_settings(settings, {"golden_tickets": 4, "coast_to_coast": False, "swap_limit": 1,
                                             "deck_split": {"per_color": 9, "locomotives": 18}})
    assert short(rules) == ("18 locomotives", "4 tickets to win", "no Coast-to-Coast", "1 swap a game")
    assert all(len(words) <= 30 for words in short(rules))

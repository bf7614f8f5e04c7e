"""House rules as a table notices them: a scenario for every rule of the catalogue (U1, U2, U4, U7,
U9, U10, A5, A8, F1, F3, F6, F7), and every bad choice refused in one line that names the rule."""
from collections import Counter, deque
from dataclasses import replace
from pathlib import Path

import pytest

from game.board.settings import check_settings
from game.rules import (LOCOMOTIVE, ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, KeepTickets,
                        Phase, RuleSet, SwapTickets, from_data, legal_actions, to_data)
from game.rules.events import CoastToCoastTaken, GameOver, LastRoundStarted
from game.rules.house import RULES
from game.rules.scoring import final_score
from game.rules.settings import house_offers, settle_house_rules

from .boards import reference_board, settings, tiny_board
from .helpers import events, give_routes, ok, refused, set_player, start
from .test_ending import draw_turn, trigger
from .test_tickets import FJ_ROUTES, FJ_TICKETS

L = LOCOMOTIVE


def game(name, players=2, house=None, **kw):
    """A game of a shipped board after the opening, seat 0 to move."""
    return start(reference_board(name), players, first=0, house_rules=house, **kw)


def joining(s, a, b):
    """The routes of a shortest way from city a to city b (fewest routes)."""
    came = {a: None}
    todo = deque([a])
    while todo:
        city = todo.popleft()
        for r in s.board.routes:
            if city in r.ends and (other := r.b if r.a == city else r.a) not in came:
                came[other] = (city, r.id)
                todo.append(other)
    path = []
    while came[b] is not None:
        b, route = came[b]
        path.append(route)
    return path


def with_ticket(s, seat, ticket, done):
    """Seat holds only this ticket, completed (its routes given) or not."""
    s = set_player(s, seat, tickets=(ticket,))
    t = next(t for t in s.board.tickets if t.id == ticket)
    return give_routes(s, seat, *joining(s, t.a, t.b)) if done else s


def lines(s, kind):
    """Each seat's points from score lines of one kind, None where the seat has no such line."""
    players = final_score(s, "last_round").players
    return [next((l.points for l in p.lines if l.kind == kind), None) for p in players]


# --- U1, U2: trains, cards and tickets at the start --------------------------------------------


def test_u1_trains_30_each_and_the_last_round_starts_from_that_count():
    """U1 `trains`: 30 trains each; routes of 26 leave 4, a route of 2 then starts the last round (U9),
    where the rulebook's 45 would leave 17."""
    for house, left, last in ((None, 17, False), ({"trains": 30}, 2, True)):
        s = game("usa", house=house)
        assert [p.trains for p in s.players] == [30 if house else 45] * 2
        s = give_routes(s, 0, "u015", "u040", "u044", "u053", "u006")   # 6 + 6 + 6 + 6 + 2 = 26
        s = set_player(s, 0, hand={L: 2})
        s, evs = events(s, ClaimRoute("u001", None, 2))
        assert s.players[0].trains == left
        assert any(isinstance(e, LastRoundStarted) for e in evs) == last


def test_u2_hand_tickets_dealt_and_tickets_kept_change_the_deal_and_the_minimum_kept():
    """U2 `hand`, `tickets_dealt`, `tickets_kept`: 6 cards and 5 tickets dealt, at least 3 kept
    (the rulebook: 4 cards, 3 tickets, keep 2); a later draw still keeps at least 1 (U6)."""
    s = game("usa", house={"hand": 6, "tickets_dealt": 5, "tickets_kept": 3}, opening=True)
    assert [p.hand_size for p in s.players] == [6, 6] and [len(p.offer) for p in s.players] == [5, 5]
    offer = s.players[0].offer
    assert refused(s, KeepTickets(offer[:2])) == "keep at least 3 tickets"
    assert min(len(a.tickets) for a in legal_actions(s)) == 3
    s = ok(ok(s, KeepTickets(offer[:3])), KeepTickets(s.players[1].offer))
    assert [len(p.tickets) for p in s.players] == [3, 5] and s.phase is Phase.TURN
    s = ok(s, DrawTickets())
    assert min(len(a.tickets) for a in legal_actions(s)) == 1
    book = game("usa", opening=True)
    assert book.players[0].hand_size == 4 and len(book.players[0].offer) == 3
    assert refused(book, KeepTickets(book.players[0].offer[:1])) == "keep at least 2 tickets"


def test_u2_tickets_kept_equal_to_tickets_dealt_keeps_the_whole_deal_without_a_choice():
    """U2 `tickets_kept` = `tickets_dealt`: nothing to choose, play starts with every dealt ticket kept."""
    s = game("usa", house={"tickets_dealt": 4, "tickets_kept": 4}, opening=True)
    assert s.phase is Phase.TURN and [len(p.tickets) for p in s.players] == [4, 4]


# --- U4: the three-locomotive reset ----------------------------------------------------------------


def test_u4_wild_reset_off_leaves_three_face_up_locomotives_on_the_row():
    """U4 `wild_reset` off: a refill that makes three face-up locomotives clears nothing."""
    row = ("orange", L, L, "yellow", "red")
    deck = (L, "red", "blue", "green", "black", "white")
    for house, reset in ((None, True), ({"wild_reset": False}, False)):
        s = replace(game("usa", house=house), deck=deck, face_up=row)
        s, evs = events(s, DrawFaceUp(0))
        assert any(type(e).__name__ == "FaceUpReset" for e in evs) == reset
        assert s.face_up.count(L) == (0 if reset else 3)


# --- U7, A5: both routes of a double ------------------------------------------------------------


@pytest.mark.parametrize("name,players,double", [("usa", 2, ("u004", "u005")), ("usa", 3, ("u004", "u005")),
                                                 ("amsterdam", 2, ("a07", "a08"))])
def test_u7_a5_doubles_open_lets_another_player_claim_the_second_route(name, players, double):
    """U7, A5 `doubles_open`: the second route of a double is claimable by another player at 2 or 3
    players, refused without; one player still never claims both (D5)."""
    first, twin = double
    length = reference_board(name).route(first).length
    for house in (None, {"doubles_open": True}):
        s = game(name, players, house=house)
        for seat in range(players):
            s = set_player(s, seat, hand={c: 6 for c in s.table.card_types})
        s = ok(s, ClaimRoute(first, None, length))
        if house:
            assert ok(s, ClaimRoute(twin, None, length)).owner(twin) == 1
            s = replace(s, current=0)
            assert refused(s, ClaimRoute(twin, None, length)) == "you cannot claim both routes of a double route"
        else:
            assert refused(s, ClaimRoute(twin, None, length)) == \
                f"with {players} players only one route of a double route can be used"


# --- U9: equal turns ---------------------------------------------------------------------------------


def test_u9_equal_turns_gives_every_player_the_same_number_of_turns():
    """U9 `equal_turns`: seat 1 of 3 runs low; the rulebook gives seat 2 one turn fewer, the house rule
    finishes the round and plays one more, so every seat plays as many turns."""
    for house, equal in ((None, False), ({"equal_turns": True}, True)):
        s, _ = trigger("usa", 3, 1, 2, house=house)
        while not s.over:
            s = draw_turn(s)
        turns = [p.turns for p in s.players]
        assert (len(set(turns)) == 1) == equal and s.end == "last_round"


# --- U10, A8: scoring ------------------------------------------------------------------------------


@pytest.mark.parametrize("name,ticket", [("usa", "t12"), ("amsterdam", "c02")])
def test_u10_a8_unfinished_minus_off_scores_an_unfinished_ticket_0(name, ticket):
    """U10, A8 `unfinished_minus` off: an unfinished ticket scores 0; the rulebook takes its points away."""
    points = next(t.points for t in reference_board(name).tickets if t.id == ticket)
    for house, value in ((None, -points), ({"unfinished_minus": False}, 0)):
        s = with_ticket(game(name, house=house), 0, ticket, done=False)
        player = final_score(s, "last_round").players[0]
        tickets = [(l.ticket, l.points, l.completed) for l in player.lines if l.kind == "ticket"]
        assert tickets == [(ticket, value, False)]


def test_u10_unfinished_minus_off_still_scores_a_completed_ticket():
    """U10 `unfinished_minus` off: only the minus goes; a completed ticket adds its points."""
    s = with_ticket(game("usa", house={"unfinished_minus": False}), 0, "t07", done=True)
    assert [l.points for l in final_score(s, "last_round").players[0].lines if l.kind == "ticket"] == [4]


@pytest.mark.parametrize("house,expected", [(None, [10, 10, None]), ({"longest_path_bonus": 0}, [None] * 3),
                                            ({"longest_path_bonus": 15}, [15, 15, None])])
def test_u10_longest_path_bonus_off_or_15(house, expected):
    """U10 `longest_path_bonus`: 0 gives no longest-path line to anyone, 15 gives the tied holders 15."""
    s = game("usa", 3, house=house)
    s = give_routes(give_routes(give_routes(s, 0, "u001"), 1, "u006"), 2, "u003")   # paths 2, 2, 1
    assert lines(s, "longest_path") == expected
    assert [p.longest_path_bonus for p in final_score(s, "last_round").players] == [v is not None for v in expected]


@pytest.mark.parametrize("name,done,expected", [
    ("usa", (True, True, False), [15, 15, None]),      # every tied player with the most
    ("usa", (True, False, False), [15, None, None]),
    ("usa", (False, False, False), [None] * 3),        # nobody completed any: nobody scores it
    ("amsterdam", (False, True, False), [None, 15, None])])
def test_u10_most_tickets_bonus_goes_to_every_player_tied_with_the_most_completed(name, done, expected):
    """U10 `most_tickets_bonus` 15 (the Globetrotter): every player tied for the most completed tickets
    scores it, none when nobody completed one; the rulebook has no such line."""
    tickets = {"usa": ("t07", "t12", "t01"), "amsterdam": ("c01", "c02", "c03")}[name]
    s = game(name, 3, house={"most_tickets_bonus": 15})
    for seat, (ticket, finished) in enumerate(zip(tickets, done)):
        s = with_ticket(s, seat, ticket, finished)
    assert lines(s, "most_tickets") == expected
    book = replace(s, table=game(name, 3).table)
    assert lines(book, "most_tickets") == [None] * 3


# --- First Journey: F1, F3, F6, F7 -------------------------------------------------------------


def test_f1_deck_split_9_18_deals_from_9_of_each_colour_and_18_locomotives():
    """F1 `deck_split` 9/18: the 72 cards are 9 of each of 6 colours and 18 locomotives (rulebook 10/12)."""
    for house, per_color, wilds in ((None, 10, 12), ({"deck_split": {"per_color": 9, "locomotives": 18}}, 9, 18)):
        s = game("first_journey", house=house)
        cards = Counter(s.deck)
        for p in s.players:
            cards.update(dict(zip(s.table.card_types, p.hand)))
        assert cards == {**{c: per_color for c in s.rules.colors}, L: wilds}


def fj(house=None, tickets=("wm", "me"), deck=("we", "mn", "no", "op", "wp", "ep"), players=2):
    """First Journey on the tiny board (w west, e east) with house rules; seat 0 holds many cards."""
    board = tiny_board("first_journey", FJ_ROUTES, FJ_TICKETS, coasts={"w": "west", "e": "east"})
    s = replace(start(board, players, first=0, house_rules=house), ticket_deck=tuple(deck))
    return set_player(s, 0, tickets=tuple(tickets), hand={"red": 5, "blue": 5, "green": 5})


def test_f7_golden_tickets_4_ends_the_game_at_the_fourth_completed_ticket():
    """F7 `golden_tickets` 4: completing a 4th ticket wins the Golden Ticket and ends the game at once;
    the rulebook plays on to 6."""
    for house, over in ((None, False), ({"golden_tickets": 4}, True)):
        s = set_player(fj(house, tickets=("wm",)), 0, completed=("mn", "no", "op"))
        s, evs = events(s, ClaimRoute("r1", "red", 0))
        assert s.players[0].completed_count == 4 and s.over == over
        if over:
            assert isinstance(evs[-1], GameOver) and s.end == "golden_ticket" and s.result.winners == (0,)


def test_f6_coast_to_coast_off_gives_no_card_for_joining_the_coasts():
    """F6 `coast_to_coast` off: joining west to east gives no card and counts for nothing."""
    for house, card in ((None, True), ({"coast_to_coast": False}, False)):
        s = give_routes(fj(house, tickets=("no", "op")), 0, "r1")
        assert s.coast_cards == (4 if card else 0)
        s, evs = events(s, ClaimRoute("r2", "red", 0))
        assert s.players[0].coast_to_coast == card == any(isinstance(e, CoastToCoastTaken) for e in evs)
        assert final_score(s, "last_train").players[0].total == (1 if card else 0)


def test_f3_swap_limit_1_refuses_a_second_swap_with_a_reason_and_the_count_survives_a_save():
    """F3 `swap_limit` 1: a second swap is refused in words, also after a save is loaded; the other
    player still has theirs; the rulebook swaps as often as wanted."""
    board = reference_board("first_journey")
    s = ok(game("first_journey", house={"swap_limit": 1}), SwapTickets())
    s = ok(s, DrawFromDeck())                       # seat 1's turn: two blind cards (F3)
    reason = "you have swapped your tickets once already"
    assert s.players[0].swaps == 1 and refused(s, SwapTickets()) == reason
    loaded = from_data(to_data(s), board)
    assert loaded.players[0].swaps == 1 and refused(loaded, SwapTickets()) == reason
    assert ok(ok(loaded, DrawFromDeck()), SwapTickets()).players[1].swaps == 1
    two = ok(ok(ok(game("first_journey", house={"swap_limit": 2}), SwapTickets()), DrawFromDeck()), SwapTickets())
    assert refused(ok(two, DrawFromDeck()), SwapTickets()) == "you have swapped your tickets 2 times already"
    book = game("first_journey")
    for _ in range(3):
        book = ok(ok(book, SwapTickets()), DrawFromDeck())
    assert book.players[0].swaps == 3 and SwapTickets() in legal_actions(book)


def test_f3_a_save_with_more_swaps_than_its_limit_is_refused_as_damaged():
    """F3 `swap_limit` 1: a save whose player swapped twice cannot come from this game; it is refused in words."""
    board = reference_board("first_journey")
    data = to_data(ok(game("first_journey", house={"swap_limit": 1}), SwapTickets()))
    data["players"][0]["swaps"], data["players"][0]["turns"] = 2, 3
    with pytest.raises(ValueError, match="swapped tickets 2 times; this game allows 1"):
        from_data(data, board)

def test_every_house_rule_has_a_scenario_here():
    """Each rule of the catalogue is named by a scenario test of this file, which cites the decision the rule
    changes (the catalogue's own: test_u1_trains..., test_f3_swap_limit...)."""
    tests = [n for n in globals() if n.startswith("test_")]
    missing = [r.name for r in RULES
               if not any(r.name in n and any(n.startswith(f"test_{d.strip().lower()}_") for d in r.decision.split(","))
                          for n in tests)]
    assert missing == []


# --- bad choices -----------------------------------------------------------------------------------

SPLIT_9_18 = {"per_color": 9, "locomotives": 18}


@pytest.mark.parametrize("name,house,words", [
    ("usa", {"globetrotter": 15}, "unknown house rule 'globetrotter' for this game (offered: doubles_open,"),
    ("usa", {"trains": 19}, "the house rule trains must be 20 to 45, not 19"),
    ("usa", {"trains": 46}, "the house rule trains must be 20 to 45, not 46"),
    ("amsterdam", {"hand": 7}, "the house rule hand must be 1 to 6, not 7"),
    ("first_journey", {"golden_tickets": 9}, "the house rule golden_tickets must be 3 to 8, not 9"),
    ("usa", {"trains": "thirty"}, "the house rule trains should be a whole number, not 'thirty'"),
    ("usa", {"trains": True}, "the house rule trains should be a whole number, not true"),
    ("usa", {"most_tickets_bonus": 7.5}, "the house rule most_tickets_bonus should be a whole number, not 7.5"),
    ("usa", {"equal_turns": "yes"}, "the house rule equal_turns should be true or false, not 'yes'"),
    ("first_journey", {"coast_to_coast": 0}, "the house rule coast_to_coast should be true or false, not 0"),
    ("first_journey", {"deck_split": "9/18"}, "the house rule deck_split should be a mapping, not '9/18'"),
    ("first_journey", {"deck_split": {"per_color": 11, "locomotives": 12}},
     "the house rule deck_split must keep the number of train cards (72), not 78"),
    ("first_journey", {"deck_split": {"per_color": 12, "locomotives": 0}},
     "the house rule deck_split must have 6 to 24 locomotives, not 0"),
    ("first_journey", {"deck_split": {"per_color": 0, "locomotives": 72}},
     "the house rule deck_split needs at least one card of each colour"),
    ("first_journey", {"deck_split": {"wilds": 18}}, "the house rule deck_split has no setting 'wilds'"),
    ("usa", {"tickets_dealt": 2, "tickets_kept": 3},
     "the house rule tickets_kept must be at most the 2 tickets dealt, not 3"),
    ("usa", {"tickets_kept": 4}, "the house rule tickets_kept must be at most the 3 tickets dealt, not 4"),
    ("amsterdam", {"tickets_kept": 3}, "the house rule tickets_kept must be at most the 2 contracts dealt, not 3"),
    ("usa", {"golden_tickets": 4},
     "the house rule golden_tickets is not offered by this board (offered: doubles_open,"),
    ("usa", {"deck_split": SPLIT_9_18}, "the house rule deck_split is not offered by this board"),
    ("amsterdam", {"longest_path_bonus": 5}, "the house rule longest_path_bonus is not offered by this board"),
    ("first_journey", {"equal_turns": True}, "the house rule equal_turns is not offered by this board (offered: "
                                             "coast_to_coast, deck_split, golden_tickets, swap_limit)"),
])
def test_a_bad_choice_is_refused_in_one_line_naming_the_rule(name, house, words):
    """An unknown rule, a value out of bounds or of the wrong type, more tickets kept than dealt, a rule
    this board does not offer: one line saying which rule and why, and no game starts."""
    for choose in (lambda: RuleSet.from_settings(settings(name), house),
                   lambda: start(reference_board(name), 2, house_rules=house)):
        with pytest.raises(ValueError) as err:
            choose()
        text = str(err.value)
        assert words in text and "\n" not in text and list(house)[-1] in text


def test_choices_that_are_not_a_mapping_are_refused():
    """A damaged choice (a list, a text) is refused in one line."""
    for chosen in ([["trains", 30]], "trains=30"):
        with pytest.raises(ValueError, match="^the house rules should be a mapping, not "):
            RuleSet.from_settings(settings("usa"), chosen)


def test_values_equal_to_the_rulebook_are_not_kept_as_house_rules():
    """A table choosing the rulebook's own values has changed nothing: its game keeps no house rule."""
    rules = RuleSet.from_settings(settings("usa"), {"trains": 45, "equal_turns": False, "unfinished_minus": True})
    assert rules.house_rule_data() == {} and rules == RuleSet.rulebook(settings("usa"))


def test_settle_keeps_what_fits_and_says_a_line_for_each_rule_dropped():
    """A choice made earlier (a save, the table's memory) keeps each rule that fits the board now and
    gives one line for each rule dropped, naming it; the rulebook plays the dropped ones."""
    kept, notes = settle_house_rules(settings("usa"), {
        "globetrotter": 1, "tickets_kept": 3, "trains": 30, "golden_tickets": 4, "hand": 99,
        "equal_turns": "yes", "tickets_dealt": 2, "longest_path_bonus": 10})
    assert kept == {"trains": 30, "tickets_dealt": 2}
    assert [n.split(" ")[3] for n in notes[:-1]] == ["equal_turns", "hand", "tickets_kept", "golden_tickets"]
    assert notes[-1].startswith("unknown house rule 'globetrotter'")
    assert all(n.endswith(": the rulebook's rule is played") and "\n" not in n for n in notes)


def test_settle_keeps_tickets_kept_with_the_tickets_dealt_it_needs_in_any_order():
    """Keep 4 of 5 dealt fits, whichever of the two rules was written first."""
    assert settle_house_rules(settings("usa"), {"tickets_kept": 4, "tickets_dealt": 5}) == (
        {"tickets_dealt": 5, "tickets_kept": 4}, [])


# --- what a board offers ------------------------------------------------------------------------------

OFFERED = {
    "usa": {"equal_turns", "doubles_open", "trains", "hand", "tickets_dealt", "tickets_kept", "unfinished_minus",
            "longest_path_bonus", "most_tickets_bonus", "wild_reset"},
    "amsterdam": {"equal_turns", "doubles_open", "trains", "hand", "tickets_dealt", "tickets_kept",
                  "unfinished_minus", "most_tickets_bonus", "wild_reset"},
    "first_journey": {"deck_split", "golden_tickets", "coast_to_coast", "swap_limit"},
    "island": {"deck_split", "golden_tickets", "coast_to_coast", "swap_limit"},
}


def board_problems(name, **offers):
    """What the board checker says of a board whose rules file offers these house rules besides its own."""
    cfg = settings(name)
    cfg["house_rules"] = {**cfg["house_rules"], **offers}
    found = []
    check_settings(Path(f"{name}.yaml"), cfg, lambda path, where, what: found.append(f"{path.name}: {where}: {what}"))
    return found


@pytest.mark.parametrize("name", sorted(OFFERED))
def test_each_shipped_board_offers_its_rules_and_the_checker_finds_nothing(name):
    """The shipped boards offer these rules, every one with bounds holding the rulebook's value."""
    assert set(house_offers(settings(name))) == OFFERED[name]
    assert board_problems(name) == []


@pytest.mark.parametrize("name,offers,line", [
    ("usa", {"globetrotter": {"min": 0, "max": 20}},
     "usa.yaml: house_rules: 'globetrotter' is not a house rule the game knows (known: equal_turns,"),
    ("usa", {"trains": {"min": 20, "max": 40}},
     "usa.yaml: house_rules: trains: min and max must include the rulebook's 45, not 20 to 40"),
    ("usa", {"most_tickets_bonus": {"min": 5, "max": 20}},
     "usa.yaml: house_rules: most_tickets_bonus: min and max must include the rulebook's 0, not 5 to 20"),
    ("first_journey", {"deck_split": {"min": 13, "max": 24}},
     "first_journey.yaml: house_rules: deck_split: min and max must include the rulebook's 12, not 13 to 24"),
    ("usa", {"golden_tickets": {"min": 3, "max": 8}},
     "usa.yaml: house_rules: golden_tickets does not fit this game's rules"),
    ("amsterdam", {"longest_path_bonus": {"min": 0, "max": 20}},
     "amsterdam.yaml: house_rules: longest_path_bonus does not fit this game's rules"),
    ("usa", {"equal_turns": {"min": 0, "max": 1}},
     "usa.yaml: house_rules: equal_turns is a switch, it has no min or max"),
    ("usa", {"trains": {"min": "few"}}, "usa.yaml: house_rules: trains: min should be a whole number, not 'few'"),
])
def test_a_rules_file_offering_a_rule_it_cannot_is_reported_by_the_board_checker(name, offers, line):
    """A rules file listing an unknown rule, one the game lacks, or bounds without the rulebook's value."""
    found = board_problems(name, **offers)
    assert len(found) == 1 and found[0].startswith(line)


def test_a_choice_made_before_the_rules_file_broke_loads_with_the_rulebook_and_says_so():
    """When a board's house_rules no longer read, an earlier choice settles to the rulebook with one line."""
    cfg = settings("usa")
    cfg["house_rules"]["globetrotter"] = 15
    kept, notes = settle_house_rules(cfg, {"trains": 30})
    assert kept == {} and len(notes) == 1 and "globetrotter" in notes[0]
    assert settle_house_rules(cfg, {}) == ({}, [])

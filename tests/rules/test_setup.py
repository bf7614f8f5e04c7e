"""Setting up a game: hands, face-up row, opening ticket choice, who starts (D1, U2, A2, F2, U4)."""
from dataclasses import replace

import pytest

from game.rules import KeepTickets, LOCOMOTIVE, Phase, legal_actions, new_game

from .boards import reference_board, tiny_board
from .helpers import events, ok, refused


def test_u2_usa_setup_four_cards_five_face_up_three_tickets_to_choose():
    """U2: 4 cards each, 5 face up, 3 tickets each to choose from; scores start at 0."""
    s = new_game(reference_board("usa"), ["A", "B", "C", "D"], seed=3, first=2)
    assert s.phase is Phase.OPENING and s.current == 2
    assert all(p.hand_size == 4 and len(p.offer) == 3 and p.points == 0 for p in s.players)
    assert len(s.face_up) == 5 and None not in s.face_up
    assert len(s.deck) + len(s.discard) == 110 - 16 - 5
    assert len(s.ticket_deck) == 30 - 12


def test_u2_opening_keeps_at_least_two_in_seat_order_from_the_first_player():
    """U2: each player keeps at least 2 of 3, in seat order from the starter; then play starts."""
    s = new_game(reference_board("usa"), ["A", "B", "C"], seed=4, first=1)
    assert refused(s, KeepTickets(s.players[1].offer[:1])) == "keep at least 2 tickets"
    assert all(len(a.tickets) >= 2 for a in legal_actions(s))
    order = []
    for _ in range(3):
        order.append(s.current)
        offer = s.players[s.current].offer
        s, evs = events(s, KeepTickets(offer[1:]))
        assert s.ticket_deck[-1] == offer[0]  # U6: returned under the deck
    assert order == [1, 2, 0]
    assert s.phase is Phase.TURN and s.current == 1


def test_a2_amsterdam_setup_two_cards_two_contracts_keep_one():
    """A2: 2 cards each, 5 face up, 2 contracts each, keep at least 1."""
    s = new_game(reference_board("amsterdam"), ["A", "B"], seed=5, first=0)
    assert all(p.hand_size == 2 and len(p.offer) == 2 for p in s.players)
    assert len(s.face_up) == 5
    assert refused(s, KeepTickets(())) == "keep at least 1 contract"
    s = ok(s, KeepTickets(s.players[0].offer[:1]))
    assert s.current == 1 and s.phase is Phase.OPENING


def test_f2_first_journey_setup_no_face_up_row_both_tickets_kept():
    """F2: 4 cards each; no face-up row; 2 tickets each, both kept, play starts at once."""
    s = new_game(reference_board("first_journey"), ["A", "B", "C"], seed=6, first=0)
    assert s.phase is Phase.TURN and s.face_up == ()
    assert all(p.hand_size == 4 and len(p.tickets) == 2 and not p.offer for p in s.players)
    assert len(s.deck) == 72 - 12 and s.coast_cards == 4


def test_d1_starter_drawn_from_the_seed_or_chosen():
    """D1: the starter is drawn at random from the seed, or chosen on the setup screen."""
    board = reference_board("usa")
    starters = {new_game(board, ["A", "B", "C", "D"], seed).first for seed in range(40)}
    assert starters == {0, 1, 2, 3}
    assert new_game(board, ["A", "B"], 9).first == new_game(board, ["A", "B"], 9).first
    assert new_game(board, ["A", "B", "C"], 9, first=2).current == 2
    with pytest.raises(ValueError):
        new_game(board, ["A", "B"], 9, first=2)


@pytest.mark.parametrize("game,bad", [("usa", (1, 6)), ("amsterdam", (1, 5)), ("first_journey", (1, 5))])
def test_player_counts_outside_the_game_are_refused(game, bad):
    """USA 2-5, Amsterdam 2-4, First Journey 2-4 players."""
    for n in bad:
        with pytest.raises(ValueError, match="players"):
            new_game(reference_board(game), [str(i) for i in range(n)], 1)


def test_u4_applies_to_the_first_row():
    """U4, A2: a first row with 3 or more locomotives is discarded and turned again."""
    board = tiny_board("usa", [("r1", "a", "b", 1, "red")],
                       deck={"colors": ["red"], "per_color": 20, "locomotives": 20})
    resets = 0
    for seed in range(30):
        s = new_game(board, ["A", "B"], seed, first=0)
        pool = s.deck + s.discard + s.face_up
        assert s.face_up.count(LOCOMOTIVE) < 3 or pool.count("red") < 3  # U4: or it cannot be better
        resets += bool(s.discard)  # only a reset puts cards on the discard pile at setup
    assert resets > 0


def test_same_seed_same_game():
    """A game is defined by rules, board, players and seed."""
    board = reference_board("usa")
    assert new_game(board, ["A", "B"], 11) == new_game(board, ["A", "B"], 11)
    assert new_game(board, ["A", "B"], 11) != new_game(board, ["A", "B"], 12)
    assert replace(new_game(board, ["A", "B"], 11)).deck == new_game(board, ["A", "B"], 11).deck

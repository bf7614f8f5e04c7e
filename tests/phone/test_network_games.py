"""Whole games over the network: every person seat plays from its own WebSocket client, to the scores.

Each game of conftest's GAMES is played against the real phone server on the loopback; each
person seat chooses its moves (seeded, at random, claims first) from nothing but its phone's own
view. The table is checked after the game, against the whole state it kept after every move.
"""
from __future__ import annotations

import json

import pytest

from game.rules import ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, view_for
from game.rules.engine import legal_actions
from tests.phone.conftest import GAMES
from tests.phone.players import NetTable, hand_list


@pytest.mark.parametrize("kind", GAMES)
def test_a_whole_game_played_from_phones_ends_and_every_phone_has_the_scores(played, kind: str) -> None:
    """The game ends; every phone's last view holds the final scores and its seat's hand and tickets."""
    table = played(kind)
    state = table.session.state
    assert table.session.over and state.result is not None
    scores = json.loads(json.dumps(state.result.to_data()))
    for seat, phone in table.phones.items():
        last = phone.view
        assert last["phase"] == "over" and not last["to_move"] and last["moves"] is None
        assert last["result"] == scores, f"seat {seat}'s phone has other scores"
        mine = view_for(state, seat)
        assert last["hand"] == hand_list(state, seat)
        assert [t["id"] for t in last["tickets"]] == list(mine.tickets) + list(mine.players[seat].completed)
        assert [t["id"] for t in last["offer"]] == list(mine.offer) == []


@pytest.mark.parametrize("kind", GAMES)
def test_every_phone_is_told_every_move_in_order_and_no_legal_move_is_refused(played, kind: str) -> None:
    """Each phone's views count the moves one by one up to the session's count; nothing was refused or cut."""
    table = played(kind)
    count = table.session.move_count
    assert len(table.states) == count + 1
    for seat, phone in table.phones.items():
        assert [v["number"] for v in phone.of_kind("view")] == list(range(count + 1)), f"seat {seat}"
        assert phone.of_kind("refused") == [], f"seat {seat} was refused a legal move"
        assert seat not in table.cut, f"seat {seat}'s phone was let go: {table.cut.get(seat)}"
        assert [m["kind"] for m in phone.messages[:3]] == ["waiting", "board", "view"]


@pytest.mark.parametrize("kind", GAMES)
def test_every_view_shows_the_game_as_it_stood_after_that_move(played, kind: str) -> None:
    """Checked against the whole state after each move: the seat's hand, tickets and offer, the face-up
    row, the decks' sizes, the tracks' owners, who is to move and the seat's own moves."""
    table = played(kind)
    for seat, phone in table.phones.items():
        for view in phone.of_kind("view"):
            _same_as_state(table, seat, view)


@pytest.mark.parametrize("kind", GAMES)
def test_every_person_seat_moved_from_its_own_phone(played, kind: str) -> None:
    """Each person seat made moves (sent by its own phone: a seat's moves come only through its door)."""
    table = played(kind)
    movers = {state.current for state in table.states[:-1]}
    assert set(table.phones) == set(table.people) <= movers
    if table.session.computers:
        assert set(table.session.computers) <= movers


def _same_as_state(table: NetTable, seat: int, view: dict) -> None:
    """One view as the state after its move holds it (the seat's secrets and the public counts)."""
    state = table.states[view["number"]]
    where = f"seat {seat}, move {view['number']}"
    me = state.players[seat]
    assert view["hand"] == hand_list(state, seat), where
    assert [t["id"] for t in view["tickets"]] == list(me.tickets) + list(me.completed), where
    assert [t["id"] for t in view["offer"]] == list(me.offer), where
    assert view["face_up"] == list(state.face_up), where
    assert (view["deck"], view["ticket_deck"]) == (len(state.deck), len(state.ticket_deck)), where
    assert view["owners"] == {state.table.route_ids[i]: o for i, o in enumerate(state.owners) if o >= 0}, where
    assert view["current"] == state.current and view["phase"] == state.phase.name.lower(), where
    assert [(p["cards"], p["trains"], p["points"]) for p in view["players"]] == \
           [(p.hand_size, p.trains, p.points) for p in state.players], where
    assert view["to_move"] == (state.current == seat and not state.over), where
    assert (view["moves"] is not None) == view["to_move"], where
    if view["to_move"]:
        legal = legal_actions(state)
        moves = view["moves"]
        assert set(moves["claims"]) == {a.route for a in legal if isinstance(a, ClaimRoute)}, where
        assert moves["face_up"] == sorted(a.slot for a in legal if isinstance(a, DrawFaceUp)), where
        assert moves["deck"] == (DrawFromDeck() in legal) and moves["tickets"] == (DrawTickets() in legal), where

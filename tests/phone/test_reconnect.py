"""Phones sleep and Wi-Fi drops: a seat's link brings its phone back to the whole view, and the seat
belongs to its newest connection; a freed seat's old link opens nothing.

A phone is "killed" by closing its socket without a closing handshake, as a phone going to sleep
or out of the Wi-Fi does; the server learns it from the socket's end.
"""
from __future__ import annotations

import random

import pytest

from tests.phone.players import NetTable, Phone, hand_list, human_pace


@pytest.fixture(autouse=True)
def _person_pace():
    """The phones' moves come at a person's pace however fast the machine plays (the flood limit aside)."""
    with human_pace():
        yield


def _gone(table: NetTable, seat: int, phone: Phone) -> None:
    """Kill a seat's phone and wait until the table knows the seat is offline."""
    phone.kill()
    table.until(lambda: not table.hub.online(seat), f"seat {seat} offline")


def _back(table: NetTable, seat: int, token: str | None = None) -> Phone:
    """The seat's phone comes back by its link: first the board, then the seat's whole view of the game now."""
    phone = table.join(seat, token)
    number = table.session.move_count
    table.until(lambda: phone.has_view(number), f"seat {seat}'s view after coming back")
    assert [m["kind"] for m in phone.messages] == ["board", "view"]
    assert phone.messages[0]["seat"] == seat and table.hub.online(seat)
    _shows_the_game_now(table, seat, phone)
    return phone


def _shows_the_game_now(table: NetTable, seat: int, phone: Phone) -> None:
    """The phone's latest view is the seat's whole position now (checked against the whole state)."""
    state, view = table.session.state, phone.view
    mine = state.players[seat]
    assert view["number"] == table.session.move_count and view["hand"] == hand_list(state, seat)
    assert [t["id"] for t in view["tickets"]] == list(mine.tickets) + list(mine.completed)
    assert [t["id"] for t in view["offer"]] == list(mine.offer)
    assert view["face_up"] == list(state.face_up) and view["phase"] == state.phase.name.lower()
    assert view["to_move"] == (state.current == seat and not state.over)


def _play_until(table: NetTable, rng: random.Random, done) -> None:
    """Play on (computers and the phones still connected) until `done()`."""
    while not done():
        assert not table.session.over, "the game ended first"
        table.turn(rng)


def test_a_phone_killed_in_the_middle_of_its_turn_comes_back_and_finishes_the_game(tables) -> None:
    """In North America it drew its first card (the turn waits for the second) and went to sleep: the game
    waits for it; it comes back by its link to its hand with that card and its turn, and plays on to the scores."""
    table = tables("usa", computers=(1,), players=3)
    table.start()
    rng = random.Random(5)
    _play_until(table, rng, lambda: table.session.state.current == 2 and table.phones[2].view["phase"] == "turn"
                and table.phones[2].view["moves"]["deck"])
    assert table.submit(2, {"action": "draw_deck"}) is None
    assert table.session.state.phase.name == "SECOND_CARD" and table.session.state.current == 2
    _gone(table, 2, table.phones[2])
    waiting = table.session.move_count
    table.hub.pump()
    assert not table.session.computer_to_move() and table.session.move_count == waiting
    assert table.hub.on_phone(2)                      # still a phone seat: its hand stays off the TV
    phone = _back(table, 2)
    assert phone.view["to_move"] and phone.view["phase"] == "second_card"
    table.play(rng)
    assert phone.view["result"] is not None and phone.view["number"] == table.session.move_count


def test_a_phone_away_while_others_play_gets_every_change_when_it_comes_back(tables) -> None:
    """Gone while the others move; the game stops at its turn; back, its view is the game as it is now."""
    table = tables("first_journey")
    table.start()
    rng = random.Random(6)
    seat = next(s for s in table.people if s != table.session.state.current)
    _gone(table, seat, table.phones[seat])
    away = table.session.move_count
    _play_until(table, rng, lambda: table.session.state.current == seat)
    assert table.session.move_count > away
    _back(table, seat)
    table.play(rng)
    assert all(p.view["result"] is not None for p in table.phones.values())


def test_a_phone_killed_while_choosing_tickets_is_offered_them_again(tables) -> None:
    """North America's opening: the tickets on offer come back with the phone, and keeping them works."""
    table = tables("usa", players=2)
    table.start()
    seat = table.session.state.current
    offered = table.session.state.players[seat].offer
    _gone(table, seat, table.phones[seat])
    phone = _back(table, seat)
    assert [t["id"] for t in phone.view["offer"]] == list(offered) and phone.view["keep"] >= 1
    assert table.submit(seat, {"action": "keep_tickets", "tickets": list(offered)}) is None
    assert table.session.state.players[seat].tickets == offered


def test_a_second_connection_with_the_same_link_takes_the_seat(tables) -> None:
    """The newest connection holds the seat: the older one is closed (4000, saying why), the seat stays
    online, and the seat's moves come from the new one."""
    table = tables("first_journey")
    table.start()
    seat = table.session.state.current
    first = table.phones[seat]
    second = _back(table, seat)
    table.until(lambda: first.closed, "the older phone let go")
    assert first.close_code == 4000 and "another phone" in first.close_reason
    assert table.hub.online(seat)
    table.turn(random.Random(7))
    assert second.has_view(table.session.move_count) and not first.has_view(table.session.move_count)


def test_after_a_seat_is_freed_its_old_link_is_unknown_and_the_new_one_works(tables) -> None:
    """The TV frees a seat: its phone is let go (4002), the old link gets "unknown" (4004), the new link
    opens the seat again with its whole view."""
    table = tables("first_journey")
    table.start()
    seat = table.people[-1]
    old_token, old_phone = table.hub.token(seat), table.phones[seat]
    table.hub.free(seat)
    table.until(lambda: old_phone.closed and not table.hub.online(seat), "the freed seat's phone let go")
    assert old_phone.close_code == 4002 and old_phone.close_reason
    assert not table.hub.on_phone(seat) and table.hub.token(seat) != old_token
    stranger = table.join(seat, old_token)
    table.until(lambda: stranger.closed, "the old link refused")
    assert stranger.messages == [{"kind": "unknown"}] and stranger.close_code == 4004
    _back(table, seat)
    assert table.hub.on_phone(seat)
    table.play(random.Random(8))


def test_online_follows_the_connections(tables) -> None:
    """A seat is online from its phone's hello to the end of its connection, however it ends."""
    table = tables("first_journey", players=2)
    assert not table.hub.online(0) and not table.hub.online(1)
    table.start()
    assert table.hub.online(0) and table.hub.online(1)
    _gone(table, 0, table.phones[0])
    assert table.hub.online(1) and table.hub.on_phone(0)
    _back(table, 0)
    table.phones[1].close()
    table.until(lambda: not table.hub.online(1), "a phone closed politely goes offline")
    assert table.hub.online(0)
    _back(table, 1)
    assert table.hub.online(0) and table.hub.online(1)


def test_the_same_links_work_after_the_game_is_started_again(tables) -> None:
    """The TV's program restarts with the saved game and its link codes: every phone comes back by the link
    it had and plays the game on to the end."""
    table = tables("first_journey", players=3)
    table.start()
    rng = random.Random(10)
    for _ in range(5):
        table.turn(rng)
    old = dict(table.phones)
    table.restart()
    table.until(lambda: all(p.closed for p in old.values()), "every phone let go by the old server")
    assert set(table.hub.phone_seats()) == set(table.people)
    for seat in table.people:
        _back(table, seat)
    table.play(rng)
    assert all(p.view["result"] is not None for p in table.phones.values())

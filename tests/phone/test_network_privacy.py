"""No message the phone server sends to a seat holds anything that seat may not know (D7, F5).

Every message each phone received in the whole games of conftest's GAMES is checked against the
whole state of the game when it was made: no other seat's hand (as a list of cards, counts or a
mapping), no other seat's kept or offered tickets, nothing of the ticket deck, no list of cards but
the face-up row and no line naming the deck's top cards (so no run of the deck's order), no card
another seat drew blind named in the news, and neither the seed nor the generator's state.
Completed First Journey tickets are shown face up (F5) and at the end every ticket is scored in
the open (D7): those may be sent.
"""
from __future__ import annotations

import json
import random
import re
from typing import Any, Iterator

import pytest

from game.rules import DrawFromDeck, GameState
from tests.phone.conftest import GAMES
from tests.phone.players import NetTable, hand_list, human_pace


def leaks(message: dict[str, Any], text: str, state: GameState, seat: int) -> list[str]:
    """What of the others' secrets, the decks' order or the random state this message to `seat` holds."""
    table, me = state.table, state.players[seat]
    found = [f"the random state ({name})" for name in ("seed", "rng")
             if str(getattr(state, name)) in text or any(name == key for key, _ in _parts(message))]
    known = set(me.tickets) | set(me.offer) | {t for p in state.players for t in p.completed}
    if state.over:
        known |= {t for p in state.players for t in p.tickets}   # every ticket is scored in the open (D7)
    found += [f"ticket {t}, {_whose(state, t)}" for t in _tickets_in(message, state) if t not in known]
    for other, player in enumerate(state.players):
        if other != seat and any(player.hand) and player.hand != me.hand:
            forms = (hand_list(state, other), list(player.hand), state.hand_of(other))
            found += [f"seat {other}'s hand" for _, part in _parts(message) if part in forms]
    cards = set(table.card_types)
    found += [f"a list of cards at {key!r}" for key, part in _parts(message)
              if isinstance(part, list) and any(c in cards for c in part if isinstance(c, str))
              and not (key == "face_up" and part == list(state.face_up))]
    top = list(state.deck[:3])
    said = re.compile(r"\b(%s)\b" % "|".join(map(re.escape, table.card_types)))
    for text in _strings(message):
        names = said.findall(text)
        if len(top) == 3 and any(names[i:i + 3] == top for i in range(len(names) - 2)):
            found.append(f"the deck's top cards in words: {text!r}")
    return found


def _tickets_in(message: dict[str, Any], state: GameState) -> list[str]:
    """Every ticket a message names, as a text of its own or as a word inside a line."""
    named = re.compile(r"\b(%s)\b" % "|".join(map(re.escape, state.table.tickets)))
    return [ticket for text in _strings(message) for ticket in named.findall(text)]


def _whose(state: GameState, ticket: str) -> str:
    """Where a ticket is, in words."""
    for seat, player in enumerate(state.players):
        if ticket in player.tickets or ticket in player.offer:
            return f"held by seat {seat}"
    return "in the ticket deck" if ticket in state.ticket_deck else "out of the game"


def _parts(value: Any, key: str = "") -> Iterator[tuple[str, Any]]:
    """Every value inside a message with the key it is under (a list's items keep their list's key)."""
    yield key, value
    if isinstance(value, dict):
        for name, item in value.items():
            yield name, name
            yield from _parts(item, name)
    elif isinstance(value, list):
        for item in value:
            yield from _parts(item, key)


def _strings(message: dict[str, Any]) -> Iterator[str]:
    """Every text in a message, keys included."""
    return (part for _, part in _parts(message) if isinstance(part, str))


def _made_at(table: NetTable, seat: int) -> Iterator[tuple[dict[str, Any], str, list[GameState]]]:
    """Each message of a seat's phone with the states it may have been made from: a view its own
    move's; any other the states from the view before it to the view after it."""
    phone = table.phones[seat]
    numbers = [m["number"] if m["kind"] == "view" else None for m in phone.messages]
    for i, (message, text) in enumerate(zip(phone.messages, phone.texts)):
        before = next((n for n in reversed(numbers[:i + 1]) if n is not None), 0)
        after = next((n for n in numbers[i:] if n is not None), before)
        yield message, text, table.states[before:after + 1]


@pytest.mark.parametrize("kind", GAMES)
def test_no_message_to_a_seat_holds_another_seats_secrets_or_the_decks_or_the_random_state(played, kind: str) -> None:
    """Every message of the whole game, checked against the whole state it was made from."""
    table = played(kind)
    checked = 0
    for seat in table.phones:
        for message, text, states in _made_at(table, seat):
            for state in states:
                found = leaks(message, text, state, seat)
                assert not found, f"a {message['kind']} to seat {seat} holds {found}"
                checked += 1
    assert checked > table.session.move_count * len(table.phones)


@pytest.mark.parametrize("kind", GAMES)
def test_the_news_never_names_a_card_another_seat_drew_blind(played, kind: str) -> None:
    """After another seat's draw from the deck, the line a phone shows does not say which card it was."""
    table = played(kind)
    moves = table.session.moves
    blind = 0
    for seat, phone in table.phones.items():
        for view in phone.of_kind("view")[1:]:
            number = view["number"]
            before, after = table.states[number - 1], table.states[number]
            if before.current == seat or not isinstance(moves[number - 1], DrawFromDeck):
                continue
            drawn = [c for c, n, m in zip(before.table.card_types, before.players[before.current].hand,
                                          after.players[before.current].hand) if m > n]
            assert drawn and not any(re.search(rf"\b{c}\b", view["news"], re.I) for c in drawn), view["news"]
            blind += 1
    assert blind, "no seat drew blind while another watched: the test saw nothing"


@pytest.mark.parametrize("kind", GAMES)
def test_the_board_holds_no_ticket_at_all(played, kind: str) -> None:
    """The first message of a game to a phone, the board, names no ticket, not even the seat's own."""
    table = played(kind)
    for seat, phone in table.phones.items():
        boards = phone.of_kind("board")
        assert len(boards) == 1 and boards[0]["seat"] == seat
        assert _tickets_in(boards[0], table.session.state) == []


def test_a_phone_joining_a_game_under_way_gets_the_board_first_and_no_ticket_in_it(tables) -> None:
    """Joining while tickets are being chosen (North America's opening): the board first, with no ticket."""
    table = tables("usa")
    table.hub.attach(table.session)
    phone = table.join(0)
    table.settle()
    board, view = phone.messages[0], phone.messages[1]
    assert (board["kind"], view["kind"]) == ("board", "view")
    offered = table.session.state.players[0].offer
    assert offered and {t["id"] for t in view["offer"]} == set(offered)
    assert _tickets_in(board, table.session.state) == []


def test_the_check_finds_each_kind_of_secret_planted_in_a_real_message(played) -> None:
    """The check above is not blind: each secret put into a real view is found, and the view alone is clean."""
    table = played("north_america")
    phone = table.phones[0]
    view = next(v for v in phone.of_kind("view") if v["number"] > 20 and not v["result"])
    state = table.states[view["number"]]
    assert leaks(view, json.dumps(view), state, 0) == []
    other = next(s for s, p in enumerate(state.players) if s and any(p.hand) and p.hand != state.players[0].hand)
    planted = {
        "ticket": dict(view, tickets=view["tickets"] + [{"id": state.players[other].tickets[0]}]),
        "ticket deck": dict(view, news=f"next is {state.ticket_deck[-1]}"),
        "hand": dict(view, extra={"hand": hand_list(state, other)}),
        "hand counts": dict(view, extra=list(state.players[other].hand)),
        "deck": dict(view, extra=list(state.deck[:3])),
        "deck in words": dict(view, news="next: " + ", ".join(state.deck[:3])),
        "random state": dict(view, extra=state.rng),
        "seed": dict(view, seed=1),
    }
    for what, message in planted.items():
        assert leaks(message, json.dumps(message), state, 0), f"a planted {what} was not found"


def test_no_message_leaks_when_moves_are_taken_back(tables) -> None:
    """First Journey lets a person take back a claim: the position put back reaches every phone as that
    seat's view, and it too holds nothing the seat may not know (checked at every step)."""
    rng, undone = random.Random(11), 0
    with human_pace():
        table = tables("first_journey", players=3)
        table.start()
        seen = {seat: 0 for seat in table.phones}
        while not table.session.over:
            assert undone < 500, "the game does not end"
            mover = table.session.state.current
            table.turn(rng)
            _check_new(table, seen)
            if table.session.undo_actor() == mover and table.session.undo_offered(mover) and rng.random() < 0.5:
                table.undo(mover)
                _check_new(table, seen)
                undone += 1
    assert undone >= 3, f"only {undone} moves were taken back"
    assert any(v["news"] == "A move was taken back" for p in table.phones.values() for v in p.of_kind("view"))


def _check_new(table: NetTable, seen: dict[int, int]) -> None:
    """Check the messages each phone got since the last look against the whole state now."""
    state = table.session.state
    for seat, phone in table.phones.items():
        messages, texts = list(phone.messages), list(phone.texts)
        for message, text in zip(messages[seen[seat]:], texts[seen[seat]:]):
            found = leaks(message, text, state, seat)
            assert not found, f"a {message['kind']} to seat {seat} holds {found}"
        seen[seat] = min(len(messages), len(texts))

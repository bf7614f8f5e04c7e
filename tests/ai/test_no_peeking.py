"""No computer player peeks: its choice stays the same when everything its seat cannot see is dealt
again (D7): the other players' hands, tickets and offers, the deck and the discards, the ticket deck
and the random generator, keeping every count the seat sees.

Decision points are taken from real games of each level against medium players, in all three games; at
each the player chooses in the real position (the game goes on with that choice) and a copy made just
before, so with the same memory, in the reshuffled one. Only one seat is the level's, so a level that
thinks long costs the test little more than its own decisions, each made twice.
A level added to LEVELS joins the test by itself.
"""
from __future__ import annotations

import copy
import random
from dataclasses import replace

import pytest

from game.ai.players import LEVELS, STAND_INS, make_player
from game.rules import GameState, apply, new_game, rng, view_for

from tests.rules.boards import reference_board

GAMES = (("usa", 2, 1_000_200), ("amsterdam", 3, 1_000_201), ("first_journey", 2, 1_000_202),
         ("usa", 4, 1_000_203), ("amsterdam", 2, 1_000_204), ("first_journey", 3, 1_000_205))
POINTS = 60      # decision points at most per game (about 210 per level over the six games)


def reshuffled(state: GameState, seat: int, shuffle: random.Random) -> GameState:
    """The position dealt again for everything `seat` cannot see, every count it sees kept."""
    others = [i for i in range(len(state.players)) if i != seat]
    types = state.table.card_types
    cards = list(state.deck) + list(state.discard)
    for i in others:
        cards += [types[c] for c, n in enumerate(state.players[i].hand) for _ in range(n)]
    tickets = list(state.ticket_deck)
    for i in others:
        tickets += list(state.players[i].tickets) + list(state.players[i].offer)
    shuffle.shuffle(cards)
    shuffle.shuffle(tickets)
    players = list(state.players)
    for i in others:
        p = players[i]
        dealt, cards = cards[:p.hand_size], cards[p.hand_size:]
        held, tickets = tickets[:len(p.tickets)], tickets[len(p.tickets):]
        offer, tickets = tickets[:len(p.offer)], tickets[len(p.offer):]
        players[i] = replace(p, hand=tuple(dealt.count(t) for t in types), tickets=tuple(held), offer=tuple(offer))
    deck, discard = cards[:len(state.deck)], cards[len(state.deck):]
    return replace(state, players=tuple(players), deck=tuple(deck), discard=tuple(discard),
                   ticket_deck=tuple(tickets), rng=shuffle.randrange(rng.MASK + 1))


def decision_points(level: str, game: str, players: int, seed: int):
    """(player, state) at the decisions with a choice of the level's seat in a game against medium
    players; the game goes on with the action sent back, which that player chose there."""
    mine = seed % players
    levels = [level if seat == mine else "medium" for seat in range(players)]
    state = new_game(reference_board(game), levels, seed)
    bots = [make_player(lv, seed * 10 + seat) for seat, lv in enumerate(levels)]
    taken = 0
    while not state.over:
        view = view_for(state, state.current)
        if state.current == mine and len(view.legal) > 1 and taken < POINTS:
            taken += 1
            action = yield bots[state.current], state
        else:
            action = bots[state.current].choose(view)
        state = apply(state, action).state


@pytest.mark.parametrize("level", LEVELS + STAND_INS)
def test_a_level_chooses_the_same_whatever_it_cannot_see(level):
    """At about 200 decision points, the choice in the real position equals the one in a reshuffled
    position; the seat's view of both is the same (its own cards and tickets, every count)."""
    shuffle = random.Random(f"no peeking {level}")
    points = changed = 0
    for game, players, seed in GAMES:
        points_of_game = decision_points(level, game, players, seed)
        real = None
        while True:
            try:
                bot, state = points_of_game.send(real)
            except StopIteration:
                break
            seat = state.current
            other = reshuffled(state, seat, shuffle)
            changed += other.deck != state.deck and any(
                other.players[i].hand != state.players[i].hand for i in range(players) if i != seat)
            assert view_for(other, seat) == view_for(state, seat)
            twin = copy.deepcopy(bot)
            real, blind = bot.choose(view_for(state, seat)), twin.choose(view_for(other, seat))
            assert real == blind, f"{level} in {game} at turn {state.turn_count}: {real} but {blind} reshuffled"
            points += 1
    assert points >= 180 and changed > points * 0.9

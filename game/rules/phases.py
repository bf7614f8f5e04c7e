"""Where play stands is consistent: phase, offers, turns, the last round, the ending and the face-up row.

Part of `validate`: each check returns problems as lines a person can read, and trusts the
earlier stages that seats, cards, tickets and routes are this game's and conserved.
"""
from __future__ import annotations

from game.rules import cards, ending
from game.rules.settings import LOCOMOTIVE
from game.rules.state import GameState, Phase
from game.rules.words import brief, count, seat_name

# Endings reached at the end of a turn that counts as played by the player to move (U9, F7, F8);
# a stalemate is found after play has passed on (F9).
PLAYED_ENDINGS = (ending.LAST_ROUND, ending.GOLDEN_TICKET, ending.LAST_TRAIN)


def problems(state: GameState) -> list[str]:
    """Every way the phase, offers, turns, last round, ending or face-up row cannot be."""
    out = _ending(state) + _offers(state) + _row(state)
    if not out:  # the turn and last-round checks read the ending
        out = _turns(state) + _last_round(state)
    return out


def _ending(state: GameState) -> list[str]:
    """The game is over exactly when it has a known ending, and that ending really happened (F7-F9, U9)."""
    rules, end = state.rules, state.end
    terms = rules.terms
    if end is None:
        if state.over:
            return ["the game is over but does not say why"]
        if state.golden is not None:
            return ["the Golden Ticket has been won but the game goes on"]
        if state.result is not None:
            return ["the game has a final score but goes on"]
        return _below_golden(state, None)
    if not state.over:
        return [f"the game goes on although it has ended ({brief(end)})"]
    if end not in ending.ENDINGS:
        return [f"the game ended for an unknown reason, {brief(end)}"]
    player = state.player
    who = seat_name(player.name, state.current)
    if end == ending.GOLDEN_TICKET:
        if rules.golden_ticket is None:
            return ["the game ended with a Golden Ticket, which this game does not have"]
        if state.golden != state.current or player.completed_count < rules.golden_ticket:
            needed = count(rules.golden_ticket, terms.ticket, terms.tickets)
            return [f"the Golden Ticket needs {needed} completed by the player who ended the game, {who}"]
        return _below_golden(state, state.golden)
    if state.golden is not None:
        return [f"the Golden Ticket is held although the game ended by {brief(end)}"]
    if end == ending.LAST_TRAIN and not (rules.last_train_ends and player.trains == 0):
        return [f"the game ended with the last {terms.train} placed, but {who} has "
                f"{count(player.trains, terms.train, terms.trains)} left"]
    if end == ending.LAST_ROUND and not (rules.has_last_round and state.final_turns == 0):
        return ["the game ended after the last round, but the last round was not over"]
    if end == ending.STALEMATE and not ending.nobody_can_act(state):
        return ["the game ended because nobody could act, but someone can"]
    return _below_golden(state, None)


def _below_golden(state: GameState, golden: int | None) -> list[str]:
    """No one but the holder has completed the Golden Ticket count: reaching it ends the game (F7)."""
    goal, terms = state.rules.golden_ticket, state.rules.terms
    if goal is None or goal < 1:
        return []
    return [f"{seat_name(p.name, seat)} has completed {count(p.completed_count, terms.ticket, terms.tickets)}, "
            "which would have ended the game"
            for seat, p in enumerate(state.players)
            if seat != golden and p.completed_count >= goal][:1]


def _offers(state: GameState) -> list[str]:
    """Tickets are on offer only while being chosen: at the opening (U2, A2) or after a draw (U6, A4)."""
    rules, terms, phase = state.rules, state.rules.terms, state.phase
    out = []
    for seat, p in enumerate(state.players):
        who = seat_name(p.name, seat)
        if p.offer and phase is not Phase.OPENING and (phase is not Phase.KEEP_TICKETS
                                                       or seat != state.current):
            out.append(f"{who} has {terms.tickets} to choose from, but it is not their time to choose")
    if phase is Phase.OPENING:
        out += _opening(state)
    elif phase is Phase.KEEP_TICKETS:
        offer = len(state.player.offer)
        if not rules.has_ticket_draw or not 1 <= offer <= rules.ticket_draw:
            who = seat_name(state.player.name, state.current)
            out.append(f"{who} is choosing {terms.tickets} from "
                       f"{count(offer, terms.ticket, terms.tickets)}, "
                       f"but a draw gives 1 to {rules.ticket_draw}")
    elif phase is Phase.SECOND_CARD and not (rules.has_face_up_row and cards.can_draw_second(state)):
        out.append("it is time for a second card, but there is none to take")  # U3, U5
    return out


def _opening(state: GameState) -> list[str]:
    """At the opening, seats choose in order from the first; nothing else has happened yet (U2, A2)."""
    rules, terms = state.rules, state.rules.terms
    if rules.opening_keep >= rules.opening_deal:
        return [f"the game is choosing its first {terms.tickets}, which this game never does"]
    n = len(state.players)
    chosen = (state.current - state.first) % n  # seats that have chosen, from the first
    out = []
    for seat, p in enumerate(state.players):
        who = seat_name(p.name, seat)
        if p.routes or p.turns or p.completed or p.hand_size != rules.hand:
            out.append(f"{who} has already played, but the game has not started")
        elif (seat - state.first) % n < chosen:
            if p.offer or not rules.opening_keep <= len(p.tickets) <= rules.opening_deal:
                out.append(f"{who} has chosen {count(len(p.tickets), terms.ticket, terms.tickets)} "
                           f"to keep at the start, but keeps {rules.opening_keep} to {rules.opening_deal}")
        elif p.tickets or len(p.offer) != rules.opening_deal:
            out.append(f"{who} has {count(len(p.offer), terms.ticket, terms.tickets)} to choose from "
                       f"at the start, but is dealt {rules.opening_deal}")
    return out[:1]


def _row(state: GameState) -> list[str]:
    """An empty face-up place means no card is left to fill it (U5); no row the wild reset would replace (U4)."""
    if None in state.face_up and (state.deck or state.discard):
        return ["a face-up card is missing although cards are left to replace it"]
    limit = state.rules.locomotive_reset
    if limit and state.face_up.count(LOCOMOTIVE) >= limit and cards.better_row_possible(state, limit):
        wild = state.rules.terms.wild
        return [f"the face-up row shows {count(state.face_up.count(LOCOMOTIVE), wild)}, "
                "so it should have been replaced"]
    return []


def _turns(state: GameState) -> list[str]:
    """Seats play in order from the first, so turn counts fall by at most one along it (D1)."""
    n = len(state.players)
    turns = [p.turns for p in state.players]
    if state.phase is Phase.OPENING:
        return [] if not any(turns) else ["turns have been played before the game started"]
    played = state.over and state.end in PLAYED_ENDINGS
    mover = (state.current - state.first) % n
    base = turns[state.current] - (1 if played else 0)
    for seat, t in enumerate(turns):
        position = (seat - state.first) % n
        if base < 0 or t != base + (1 if position < mover or played and position == mover else 0):
            who = seat_name(state.players[seat].name, seat)
            return [f"{who} has played {count(t, 'turn')}, which does not fit the order of play"]
    return []


def _last_round(state: GameState) -> list[str]:
    """The last round starts when a player ends a turn with few trains, and lasts its turns (U9, A7)."""
    rules, left = state.rules, state.final_turns
    n = len(state.players)
    if left is None:
        if not rules.has_last_round or state.over:
            return []
        # A player who has ended a turn with few trains has started the last round.
        late = next((s for s, p in enumerate(state.players)
                     if p.turns and p.trains <= rules.trigger_trains), None)
        if late is None:
            return []
        return [f"{seat_name(state.players[late].name, late)} has few "
                f"{rules.terms.trains} left, but the last round has not started"]
    if not rules.has_last_round:
        return ["the game is in a last round, which this game does not have"]
    most = 2 * n - 1 if rules.equal_turns else n
    if left > most or (left == 0) != (state.end == ending.LAST_ROUND):
        return [f"the last round has {count(left, 'turn')} left, which cannot be"]
    if all(p.trains > rules.trigger_trains for p in state.players):
        return ["the last round has started, but no player has few "
                f"{rules.terms.trains} left"]
    return []

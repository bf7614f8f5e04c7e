"""The spoken prompts: one table of key -> words, shared by the game and tools/make_voice.py.

Plain data only (no pygame). The game plays assets/voice/<key>.wav by key; the generator speaks
the words into those files. Per-colour and per-ticket prompts are built from the game's own
data (the player colours, the board's tickets and city names), so a new colour or ticket only
needs the generator run again.
"""
from __future__ import annotations

from typing import Iterable

from game.view.palette import PLAYER_COLORS

# Prompts that do not depend on a colour or a board. Add a line here, then run the generator.
PHRASES: dict[str, str] = {
    "turn_help": "Take two cards, or build a track!",     # what a turn can be, said after the turn prompt
    "one_more_card": "Take one more card!",               # the second card, where cards are drawn one at a time
    "build_track": "Build a track!",                      # the hand can pay for a track the child needs
    "ticket_done": "Ticket done!",                        # a ticket was completed
    "coast_to_coast": "Coast to coast!",                  # a Coast-to-Coast card was won (F6)
    "golden_ticket": "You found the Golden Ticket!",      # the Golden Ticket ends the game (F7)
    "you_win": "You win!",                                # the winner, when only one person plays against computers
    "shared_win": "Well played, everyone!",               # a tie is a shared win (F8)
    "not_enough_cards": "Not enough cards yet.",          # a tapped track the hand cannot pay for yet
    "hint": "Look, this track!",                          # the hint button lights a track
    "swap_tickets": "Swap your tickets?",                 # asked before new tickets replace the old ones (F3)
    "new_tickets": "New tickets!",                        # the new tickets are shown
}

# Per player colour: key and words with {colour} in them ({Colour} starts with a capital).
TURN_KEY = "turn_{colour}"
WIN_KEY = "wins_{colour}"
COLOUR_PHRASES: dict[str, str] = {
    TURN_KEY: "{Colour} train, your turn!",               # whose turn it is
    WIN_KEY: "{Colour} train wins!",                      # the winner's colour
}

# Per ticket of the First Journey board: the two cities as the board names them.
TICKET_KEY = "ticket_{id}"
TICKET_WORDS = "{a} to {b}!"

COLOURS: tuple[str, ...] = tuple(name for name, *_ in PLAYER_COLORS)


def turn_key(colour: str) -> str:
    """The key of "<Colour> train, your turn!"."""
    return TURN_KEY.format(colour=colour)


def win_key(colour: str) -> str:
    """The key of "<Colour> train wins!"."""
    return WIN_KEY.format(colour=colour)


def ticket_key(ticket_id: str) -> str:
    """The key of a ticket's "<city> to <city>!"."""
    return TICKET_KEY.format(id=ticket_id)


def colour_prompts(colours: Iterable[str] = COLOURS) -> dict[str, str]:
    """The per-colour prompts, key -> words, in seat order."""
    return {key.format(colour=c): words.format(colour=c, Colour=c.capitalize())
            for c in colours for key, words in COLOUR_PHRASES.items()}


# Every key that does not come from a board; ticket keys come from ticket_key().
KEYS: tuple[str, ...] = (*PHRASES, *colour_prompts())


def prompt_table(tickets: Iterable[tuple[str, str, str]]) -> dict[str, str]:
    """Every prompt, key -> words, given the tickets as (id, first city's name, second city's name)."""
    table = {**PHRASES, **colour_prompts()}
    for ticket_id, a, b in tickets:
        table[ticket_key(ticket_id)] = TICKET_WORDS.format(a=a, b=b)
    return table

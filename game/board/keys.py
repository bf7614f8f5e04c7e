"""Every setting a board's rules file may hold: its place, type, bounds, the games that play it, and its meaning.

One list, read by the checker (game/board/settings.py) and by the guide's table of settings
(tools/board_keys.py writes it into docs/make-a-board.md), so the two cannot disagree. A key not
here is a misspelling to the checker. The insides of `house_rules` are checked by the house rules'
own catalogue (game/rules/house.py) and the tickets by game/board/tickets.py; both are listed
here so the checker knows them.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.board.counts import MAX_TICKETS, MAX_TITLE_CHARS
from game.board.limits import MAX_ROUTE_LENGTH
from game.rules.settings import SCORE_KINDS, TIEBREAKS

USA, AMSTERDAM, FIRST_JOURNEY = "usa", "amsterdam", "first_journey"
GAMES = (USA, AMSTERDAM, FIRST_JOURNEY)
GAME_NAMES = {USA: "USA", AMSTERDAM: "Amsterdam", FIRST_JOURNEY: "First Journey"}
POINTS_GAMES = (USA, AMSTERDAM)
MAX_COLOURS = 12
MAX_POINTS = 1000

# The kinds of value, as the guide names them.
NUMBER, TEXT, SWITCH, LIST = "whole number", "text", "yes or no", "list"
GROUP = "settings"   # a mapping of the settings listed under it here, and no others
TABLE = "table"      # a mapping whose keys are the family's own (lengths, deck names, player counts)


@dataclass(frozen=True)
class Key:
    """One setting of the rules file: where it is, what it holds, which games play it, what it means."""

    path: str                          # "end_game.golden_ticket": inside end_game
    kind: str                          # NUMBER, TEXT, SWITCH, LIST, GROUP or TABLE
    meaning: str                       # one line, in a family's words
    games: tuple[str, ...] = GAMES     # the games whose rules use it
    required: bool = False
    bounds: tuple[int, int] | None = None   # a NUMBER's smallest and largest value
    choices: tuple[str, ...] = ()      # the words a TEXT (or each word of a LIST) may be

    @property
    def name(self) -> str:
        """The key's own name, without the settings it is inside."""
        return self.path.rsplit(".", 1)[-1]

    @property
    def parent(self) -> str:
        """The path of the settings it is inside ('' at the top of the file)."""
        return self.path.rpartition(".")[0]


def _all(*keys: Key) -> dict[str, Key]:
    """The catalogue by path, in the order a rules file has them."""
    return {k.path: k for k in keys}


KEYS: dict[str, Key] = _all(
    Key("schema", NUMBER, "the version of this file's layout; always 1", bounds=(1, 1)),
    Key("game", TEXT, "which game's rules the board plays (the map's `game` says the same)",
        required=True, choices=GAMES),
    Key("title", TEXT, f"the board's name on the new-game screen (at most {MAX_TITLE_CHARS} letters)",
        required=True),
    Key("terms", GROUP, "the words the game uses for its pieces"),
    Key("terms.ticket", TEXT, "one ticket (Amsterdam says contract)"),
    Key("terms.tickets", TEXT, "more than one ticket"),
    Key("terms.train", TEXT, "one train (Amsterdam says cart)"),
    Key("terms.trains", TEXT, "more than one train"),
    Key("terms.wild", TEXT, "the card that stands for any colour (locomotive)"),
    Key("players", GROUP, "how many may play", required=True),
    Key("players.min", NUMBER, "the fewest players", required=True, bounds=(2, 5)),
    Key("players.max", NUMBER, "the most players", required=True, bounds=(2, 5)),
    Key("trains_per_player", NUMBER, "the trains each player starts with", required=True, bounds=(1, 100)),
    Key("deck", GROUP, "the train cards", required=True),
    Key("deck.colors", LIST, f"the card colours, 1 to {MAX_COLOURS} (a route's colour is one of them, or gray)",
        required=True),
    Key("deck.per_color", NUMBER, "cards of each colour", required=True, bounds=(1, 100)),
    Key("deck.locomotives", NUMBER, "wild cards (locomotives)", required=True, bounds=(0, 100)),
    Key("setup", GROUP, "what each player gets at the start", required=True),
    Key("setup.hand", NUMBER, "cards each player starts with", required=True, bounds=(0, 20)),
    Key("setup.tickets", GROUP, "the tickets dealt at the start", required=True),
    Key("setup.tickets.deal", NUMBER, "tickets dealt to each player at the start", required=True, bounds=(1, 10)),
    Key("setup.tickets.keep", NUMBER, "of those, how many a player must keep", required=True, bounds=(1, 10)),
    Key("face_up", GROUP, "the row of cards lying face up", required=True),
    Key("face_up.size", NUMBER, "cards in the face-up row; 0: no row, draw the top 2 cards", required=True,
        bounds=(0, 8)),
    Key("face_up.locomotive_reset", NUMBER, "this many face-up locomotives clear the row; 0: never",
        games=POINTS_GAMES, bounds=(0, 8)),
    Key("ticket_draw", GROUP, "a turn may draw new tickets", games=POINTS_GAMES),
    Key("ticket_draw.draw", NUMBER, "tickets drawn in such a turn; 0: no ticket draw", games=POINTS_GAMES,
        bounds=(0, 10)),
    Key("ticket_draw.keep", NUMBER, "of those, how many a player must keep", games=POINTS_GAMES, bounds=(1, 10)),
    Key("ticket_swap", GROUP, "a turn may swap both tickets for new ones", games=(FIRST_JOURNEY,)),
    Key("ticket_swap.draw", NUMBER, "new tickets drawn in a swap; 0: no swap", games=(FIRST_JOURNEY,),
        bounds=(0, 10)),
    Key("ticket_replacement", SWITCH, "a completed ticket is shown at once and a new one drawn",
        games=(FIRST_JOURNEY,)),
    Key("route_points", TABLE, f"points for a route of each length, like `{{1: 1, 2: 2}}` (lengths 1 to "
        f"{MAX_ROUTE_LENGTH}, points 0 to {MAX_POINTS}); `{{}}`: routes score nothing"),
    Key("double_routes", GROUP, "two routes side by side between the same cities", required=True),
    Key("double_routes.both_open_from_players", NUMBER, "with this many players or more, both routes of a "
        "double may be taken", required=True, bounds=(2, 6)),
    Key("coast_to_coast", GROUP, "joining a city with `coast: west` to one with `coast: east` wins a card",
        games=(FIRST_JOURNEY,)),
    Key("coast_to_coast.cards", NUMBER, "Coast-to-Coast cards, one a player, each counting as a completed "
        "ticket; 0: none", games=(FIRST_JOURNEY,), bounds=(0, 20)),
    Key("end_game", GROUP, "when the game ends"),
    Key("end_game.trigger_trains", NUMBER, "a player with this many trains or fewer starts the last round",
        games=POINTS_GAMES, bounds=(0, 100)),
    Key("end_game.golden_ticket", NUMBER, "the first to complete this many tickets wins",
        games=(FIRST_JOURNEY,), bounds=(1, 100)),
    Key("end_game.last_train", SWITCH, "the game ends when a player places their last train",
        games=(FIRST_JOURNEY,)),
    Key("merchandise", GROUP, "cart routes give merchandise cards", games=(AMSTERDAM,)),
    Key("merchandise.decks", TABLE, "each merchandise deck and its cards, like `{herring: 4, wine: 4}`",
        games=(AMSTERDAM,)),
    Key("merchandise.bonus_by_rank", TABLE, "points by rank for each player count, like `{2: [8, 4]}`",
        games=(AMSTERDAM,)),
    Key("longest_path_bonus", NUMBER, "points for the longest continuous line of trains; 0: none",
        games=(USA,), bounds=(0, MAX_POINTS)),
    Key("score_by", TEXT, "what wins: the most points, or the most completed tickets", choices=SCORE_KINDS),
    Key("tiebreaks", LIST, "what decides a tie, in order; `[]`: a tie is a shared win", choices=TIEBREAKS),
    Key("house_rules", TABLE, "what a table may change on the new-game screen (docs/house-rules.md)"),
    Key("tickets", LIST, f"the tickets, one a line: `- {{id: t01, from: a_city, to: another_city}}` "
        f"(at most {MAX_TICKETS})", required=True),
)

# Checked by their own readers, not by the settings checker: only their names are known here.
ELSEWHERE = {"tickets": "game/board/tickets.py", "house_rules": "game/rules/house.py"}


def children(parent: str) -> dict[str, Key]:
    """The keys directly inside these settings ('' for the top of the file), by name."""
    return {k.name: k for k in KEYS.values() if k.parent == parent}


def games_named(games: tuple[str, ...]) -> str:
    """The games as a family names them: 'USA and Amsterdam'."""
    names = [GAME_NAMES[g] for g in games]
    return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " and " + names[-1]

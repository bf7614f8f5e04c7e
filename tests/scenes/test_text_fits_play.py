"""Nothing a player needs is cut or hidden on the play screen, in every game, from 800 x 480 to 1920 x 1080.

Each game is played late (many cards, the board's longest ticket and contract names in hand, every
merchandise deck in Amsterdam, three-figure scores) with the longest names the new-game screen takes (12
letters, the widest letters, two or three computers), in a real window of each size of the shared size
test (800 x 480, 1024 x 600, 1280 x 720, 1920 x 1080) and of the largest window on the 800 x 480 display
(784 x 416, where the panel's buttons stand in a column). The play screen and each overlay of play are drawn
under text.recording() with their caches emptied, so every word is fitted afresh: none may be cut, leave
its box or lie over another, nor be rendered past the fitting path; every player row shows its name and
every count that scores; two computers keep their names apart.
"""
from __future__ import annotations

import dataclasses
from collections import Counter
from functools import lru_cache
from random import Random

import pygame
import pytest

from game.board.catalog import MAPS
from game.board.loader import load_board
from game.config import GameConfig, Seat
from game.rules import ClaimRoute, Phase, apply, legal_actions
from game.scenes.overlays.confirm import ConfirmOverlay
from game.scenes.overlays.pause import PauseOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.stack import Push
from game.view import hud_hand
from game.view.move_pictures import LastMove
from game.view.text import SMALLER, WHOLE, WRAPPED, recording
from tests.scenes.test_screen_sizes import SIZES, TOUCH
from tests.scenes.test_text_fits_screens import OTHERS, watched
from tests.scenes.test_touch_targets_fj import sized
from tests.scenes.text_check import problems

PENDING = OTHERS

PLAYERS = {"usa": 5, "amsterdam": 4, "first_journey": 4}
NAMES = ("Maximilianus", "WWWWWWWWWWWW", "Computer 3", "Computer 4", "Computer 5")
MOVES = (LastMove("claim", color="red", length=6), LastMove("cards", cards=("blue", None)),
         LastMove("tickets", count=3), LastMove("pass"))


# A real window of each size (the shared ones and the touch display's), with a silent sound and voice.
sized_app = pytest.fixture(scope="module", params=sorted(set(SIZES) | TOUCH), ids=lambda s: f"{s[0]}x{s[1]}")(sized)


def seats(game: str) -> tuple[Seat, ...]:
    """Two people with the longest names, then computers."""
    return tuple(Seat(NAMES[i], computer=i >= 2, color=i) for i in range(PLAYERS[game]))


@lru_cache(maxsize=None)
def board(game: str):
    """A shipped board, read once."""
    return load_board(MAPS / f"{game}.tmx")


def longest(game: str, count: int) -> tuple[str, ...]:
    """The ids of the board's tickets whose two names are longest written out, longest first."""
    b = board(game)
    tickets = sorted(b.tickets, key=lambda t: -len(b.city(t.a).name + b.city(t.b).name))
    return tuple(t.id for t in tickets[:count])


def late_state(game: str):
    """A game well on (claims made by the rules), then every count at its widest: two-figure hands and
    trains, three-figure scores, the longest tickets held (some done), each merchandise deck held."""
    config = GameConfig(game, seats(game), first=0, seed=5)
    state = PlayScene(config, pace=0).table.state
    rng = Random(5)
    for _ in range(60 * PLAYERS[game]):
        legal = legal_actions(state)
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        after = apply(state, rng.choice(claims or legal)).state
        if after.over or after.final_turns is not None:
            break
        state = after
    tickets = longest(game, 8)
    by_tickets = state.rules.score_by == "completed_tickets"
    players = []
    for i, p in enumerate(state.players):
        hand = tuple(9 + (k + i) % 3 for k in range(len(p.hand)))
        merchandise = tuple(4 - (k + i) % 4 for k in range(len(p.merchandise)))
        done = tickets[:(state.rules.golden_ticket or 1) - 1] if by_tickets else ()
        players.append(dataclasses.replace(p, hand=hand, points=188 - 9 * i, tickets=tickets[len(done):],
                                           completed=done, merchandise=merchandise,
                                           trains=max(10, p.trains)))
    return config, dataclasses.replace(state, players=tuple(players), current=0, phase=Phase.TURN)


def playing(app, game: str) -> PlayScene:
    """The late game on the app's empty stack, the first person's hand shown, every seat with a last move."""
    app.stack.scenes.clear()
    app.stack.quit = False
    config, state = late_state(game)
    scene = PlayScene(config, state=state, pace=0)
    app.stack.apply(Push(scene))
    scene.viewer = 0
    scene.last_move = lambda seat: MOVES[seat % len(MOVES)]
    return scene


def checked(app, draw, what: str) -> list:
    """The texts `draw()` drew with every cache emptied: none cut, outside its box or over another, and no line
    rendered but through the fitting path."""
    with watched(app) as seen:
        hud_hand.badge.cache_clear()
        draw()
    assert seen.drawn, f"{what}: no text went through the fitting path"
    assert problems(seen.drawn, what) == []
    placed = {line for d in seen.drawn for line in d.fitted.lines}
    past = sorted({f"{words!r} by {who}" for words, who in seen.rendered
                   if words.strip() and words not in placed and who not in PENDING})
    assert past == [], f"{what}: drawn past the fitting path: {past}"
    return seen.drawn


def fresh(app, scene: PlayScene, what: str) -> list:
    """Everything drawn again from nothing (the scene laid out anew, no kept pictures), checked."""
    return checked(app, lambda: (scene.arrange(), app.stack.draw(app.screen)), what)


def row_texts(scene: PlayScene, drawn: list) -> list[list]:
    """The texts each player row drew, a list per seat."""
    rows = [scene.kit.panel.row(info, rect.size) for info, rect in zip(scene.painter.seat_infos(), scene.layout.players)]
    return [[d for d in drawn if d.target is row] for row in rows]


def expected(info) -> Counter:
    """What a row must show: the name, the score and every count that scores (merchandise decks each)."""
    score = f"{info.score}/{info.goal}" if info.goal is not None else str(info.score)
    numbers = [info.trains, info.cards] + ([] if info.pictures else [info.tickets]) + [n for _, n in info.merchandise]
    return Counter([info.name, score if not info.pictures else None] + [str(n) for n in numbers]) - Counter([None])


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_every_row_shows_its_name_and_every_count(sized_app, game):
    """Each player row draws the whole name (or its shortened form, never cut) and every count; two computers'
    names stay apart; no word of the play screen is cut, outside its box or over another."""
    scene = playing(sized_app, game)
    what = f"play {game} {sized_app.size}"
    drawn = fresh(sized_app, scene, what)
    shown = []
    for info, texts in zip(scene.painter.seat_infos(), row_texts(scene, drawn)):
        assert Counter(d.fitted.text for d in texts) == expected(info), f"{what}: the row of {info.name}"
        shown += [" ".join(d.fitted.lines) for d in texts if d.fitted.text == info.name]
    assert len(set(shown)) == len(shown) == len(scene.table.state.players), f"{what}: names shown {shown}"
    assert all(recognisable(name) for name in shown), f"{what}: names shown {shown}"


def recognisable(name: str) -> bool:
    """True if every shortened word of a name shown keeps at least three letters ("Maxim.", never "M.")."""
    return all(len(word) > 3 for word in name.split() if word.endswith("."))


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_the_status_strip_and_ticket_list(sized_app, game):
    """The status box at each kind of moment, the strip while another plays, one's tickets over the board and
    the ways to pay for a route."""
    scene = playing(sized_app, game)
    what = f"play {game} {sized_app.size}"
    moment_ = scene.moment
    moments = {"my turn": lambda: None,
               "tickets open": lambda: setattr(moment_, "tickets_open", True),
               "a route chosen": lambda: scene.controls.tap_route(longest_claimable(scene)),
               "a refusal": lambda: setattr(moment_, "note", ("Not enough cards", "You have only 3 yellow cards; "
                                                              "this route needs 6 yellow cards or wild cards.")),
               "a computer plays": lambda: (setattr(scene, "viewer", None), setattr(moment_, "note", None),
                                            setattr(scene.seen, "view", dataclasses.replace(scene.seen.view,
                                                                                            current=2)))}
    for moment, make in moments.items():
        make()
        drawn = fresh(sized_app, scene, f"{what}, {moment}")
        assert any(NAMES[2 if moment == "a computer plays" else 0] in d.fitted.text for d in drawn), moment
        if moment == "a refusal":   # the reason, in its words, where the player looks
            assert any(d.fitted.text.startswith("You have only 3 yellow cards") for d in drawn), what
        if moment == "my turn" and scene.status().large:   # whose turn, as a train and a name
            assert any(d.fitted.text == NAMES[0] and recognisable(" ".join(d.fitted.lines)) for d in drawn), what
        elif moment == "my turn":   # what to do, every word of it, beneath the title
            said = [d for d in drawn if d.fitted.text.startswith(("Take 2 cards", "Draw 2 cards"))]
            assert said and said[0].fitted.how in (WHOLE, SMALLER, WRAPPED), f"{what}: {said}"
    # What the strip and the status said of the computer at play: its name, maybe shortened, never cut.
    assert any(d.fitted.text.startswith("Computer 3") for d in drawn)


def longest_claimable(scene: PlayScene) -> str:
    """The route the player to move could claim whose two places have the longest names."""
    names = {r: scene.board.route(r) for r in scene.seen.claimable()}
    return max(names, key=lambda r: len(scene.facts.city_name(names[r].a) + scene.facts.city_name(names[r].b)))


def overlays(scene: PlayScene, game: str) -> dict:
    """Each overlay a player meets during a game of this kind, made by the scene as it makes them."""
    state = scene.table.state
    offer = longest(game, min(5, max(state.rules.ticket_draw, state.rules.opening_deal)))
    me = dataclasses.replace(state.players[0], offer=offer)
    scene.table.put(dataclasses.replace(state, players=(me,) + state.players[1:], phase=Phase.KEEP_TICKETS))
    made = {"tickets to keep": scene.tickets_overlay()}
    scene.table.put(state)
    if game == "first_journey":
        made["swap"] = scene.controls.swap_overlay()
    else:
        made["draw tickets"] = scene.controls.draw_tickets_overlay()
    made["pause"] = PauseOverlay(game)
    made["leave unsaved"] = ConfirmOverlay("Your last moves are not saved", "Leaving loses them: the saves "
                                           "folder is full (no space left on the device).", "Leave anyway", "Stay")
    return made


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_every_overlay_of_play(sized_app, game):
    """The tickets to keep (the board's longest names), the questions before a draw or a swap, the pause card
    and a question over the game: every word whole, inside its box, over no other."""
    scene = playing(sized_app, game)
    for name, overlay in overlays(scene, game).items():
        checked(sized_app, lambda: (sized_app.stack.apply(Push(overlay)), sized_app.stack.draw(sized_app.screen)),
                f"{name} {game} {sized_app.size}")
        sized_app.stack.scenes.pop()


def test_a_long_banner_and_caption_keep_their_words():
    """The banner over the board and the replay's caption fit their words (two lines, smaller) instead of
    squeezing a picture of them."""
    from game.view.anim import Banner
    from game.view.away_anim import Caption
    pygame.font.init()
    area = pygame.Rect(0, 0, 420, 300)
    with recording() as drawn:
        Banner(1.0, text="Maximilianus passes: Last round! 2 turns left", area=area)._render()
        Caption(1.0, text="What the others did while you were away (tap to skip)", size=22, area=area)._render()
    assert len(drawn) == 2 and problems(drawn, "banner and caption") == []

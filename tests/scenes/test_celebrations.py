"""Celebrations (a completed ticket, Coast to Coast) are pictures with their own sound, are
short, can be tapped away, and never stand in the next player's way: a tap on one sends it off; a
tap beside it still plays."""

import dataclasses
import wave

import pygame
import pytest

from game.audio.sound import SOUNDS_DIR
from game.rules import events as ev
from game.rules.scoring import final_score
from game.scenes.play.effects import QUICK
from game.view.anim import Banner
from game.view.celebrate import Cheer, CoastCheer, TicketCheer
from game.view.palette import PLAYER_COLORS
from game.view.ticket_face import PAPER
from tests.scenes.test_play_support import colour_pixels, mia_against_a_computer, render, stand_ins, tap

_stand_ins = pytest.fixture(autouse=True)(stand_ins)

MIA_RED = PLAYER_COLORS[1][1]
BOT_BLUE = PLAYER_COLORS[0][1]


def mias_turn():
    """Mia's fresh First Journey turn at normal pace, with a listening voice and recorded sounds."""
    return mia_against_a_computer()


def steps(app, seconds):
    """Let this much time pass, a sixtieth of a second a frame."""
    for _ in range(round(seconds * 60)):
        app.step([], 1 / 60)


def cheers(scene):
    """The celebrations running now."""
    return [t for t in scene.anim.running if isinstance(t, Cheer)]


def won(scene, winners, reason="last_train"):
    """The end of the game as the rules announce it, with these winners (F7, F8)."""
    score = dataclasses.replace(final_score(scene.table.state, reason), winners=tuple(winners))
    return ev.GameOver(reason=reason, score=score)


def ticket_done(scene, seat=0):
    """A ticket of this seat completed (F5)."""
    return ev.TicketCompleted(seat=seat, ticket=scene.table.state.players[seat].tickets[0])


COAST = ev.CoastToCoastTaken(seat=0, cards_left=2)   # F6


def centre_box(scene, half=40):
    """A square in the middle of the board."""
    return pygame.Rect(0, 0, 2 * half, 2 * half).move(
        scene.layout.board_area.centerx - half, scene.layout.board_area.centery - half)


# --- each celebration: its picture and its sound -------------------------------------------------


def test_a_completed_ticket_pops_up_as_its_face_over_the_board_then_lands_on_the_panel():
    """F5: the ticket's face shows large in the middle of the board mid-way, with its chime; then it
    flies to Mia's row and is gone."""
    app, scene = mias_turn()
    before = render(app)
    scene.effects.show((ticket_done(scene),))
    cheer = next(t for t in cheers(scene) if isinstance(t, TicketCheer))
    assert app.sound.played[-1] == "ticket_completed"
    box = cheer.face.get_rect(center=scene.layout.board_area.center)
    assert box.w > scene.layout.board_area.w // 3   # large over the board
    steps(app, 1.0)
    assert colour_pixels(render(app), box, PAPER) > colour_pixels(before, box, PAPER) + 500
    steps(app, 0.9)
    assert cheer.shown_at.colliderect(scene.layout.players[0])   # landing on her row
    steps(app, 0.2)
    assert cheer.finished


def test_coast_to_coast_runs_a_train_of_the_players_colour_across_the_board_with_its_own_sound():
    """F6: Mia's red train crosses the board from the west edge, and its own whistle plays."""
    app, scene = mias_turn()
    area = scene.layout.board_area
    west, east = area.copy(), area.copy()
    west.width = east.width = area.width // 3
    east.right = area.right
    before = render(app)
    scene.effects.show((COAST,))
    assert any(isinstance(t, CoastCheer) for t in cheers(scene))
    assert app.sound.played[-1] == "coast_to_coast"
    steps(app, 0.35)
    early = render(app)
    steps(app, 0.9)
    late = render(app)
    red = [colour_pixels(image, side, MIA_RED) for image in (before, early, late) for side in (west, east)]
    assert red[2] > red[0] + 50 and red[5] > red[1] + 50   # first in the west, later in the east


def test_the_move_that_ends_the_game_celebrates_nothing_on_the_board():
    """The end (F7, F8) is celebrated once, by the winner's moment that opens the scores
    (tests/scenes/test_end_board.py): on the board the last move shows no picture and no fanfare,
    and a ticket completed by it is not celebrated either (the end is the move's best news)."""
    app, scene = mias_turn()
    app.sound.played.clear()
    scene.effects.show((ticket_done(scene), won(scene, [0])))
    assert not cheers(scene) and "win" not in app.sound.played and "ticket_completed" not in app.sound.played


def test_one_move_with_several_pieces_of_news_celebrates_the_best_one_only():
    """A ticket completed and the coasts joined in one move: Coast to Coast is shown and heard, not both."""
    app, scene = mias_turn()
    app.sound.played.clear()
    scene.effects.show((ticket_done(scene), COAST))
    assert [type(t) for t in cheers(scene)] == [CoastCheer]
    assert app.sound.played == ["coast_to_coast"]


def test_words_of_the_same_move_wait_until_the_picture_has_shown():
    """A ticket completed as the last round starts: the "Last round!" banner comes after the ticket's
    picture, not over it."""
    app, scene = mias_turn()
    scene.effects.show((ticket_done(scene), ev.LastRoundStarted(seat=0, turns_left=2)))
    cheer = next(t for t in cheers(scene) if isinstance(t, TicketCheer))
    banner = next(t for t in scene.anim.running if isinstance(t, Banner))
    steps(app, 1.0)
    assert cheer.shown_at is not None and banner.shown_at is None
    steps(app, 1.2)
    assert cheer.finished and banner.shown_at is not None


# --- short, tapped away, never in the way -------------------------------------------------------


NEWS = {"ticket": lambda scene: ticket_done(scene), "coast": lambda scene: COAST}


@pytest.mark.parametrize("news", NEWS)
def test_a_tap_on_a_celebration_sends_it_away_and_chooses_nothing(news):
    """Each celebration and its sparks go at once; the tap is not a tap on what lies under it."""
    app, scene = mias_turn()
    scene.effects.show((NEWS[news](scene),))
    steps(app, 0.5)
    cheer = cheers(scene)[0]
    before = scene.table.state
    tap(app, cheer.shown_at.center)
    assert not scene.anim.busy()
    assert scene.table.state is before and scene.moment.selected is None and scene.moment.refused is None


@pytest.mark.parametrize("news", NEWS)
def test_a_celebration_ends_by_itself_within_three_seconds(news):
    """Untouched, every celebration is gone within three seconds."""
    app, scene = mias_turn()
    scene.effects.show((NEWS[news](scene),))
    steps(app, 3.0)
    assert not cheers(scene)


def test_a_tap_beside_a_celebration_plays():
    """While Mia's ticket is celebrated, the deck can be tapped: the next move is not held up."""
    app, scene = mias_turn()
    scene.effects.show((ticket_done(scene),))
    steps(app, 0.5)
    before = scene.table.state
    tap(app, scene.button_rect("deck").center)
    assert scene.held.holding() and scene.table.state is before   # the draw has begun: its cards wait their beat face down


@pytest.mark.parametrize("news", [ticket_done, lambda scene: dataclasses.replace(COAST, seat=1)])
def test_a_computers_celebration_holds_the_next_player_no_longer_than_its_banner_did(news):
    """The computer's ticket or Coast to Coast is over within the time its banner used to take."""
    app, scene = mias_turn()
    event = news(scene, 1) if news is ticket_done else news(scene)
    scene.effects.show((event,))
    assert cheers(scene)
    steps(app, QUICK + 0.05)
    assert not cheers(scene)


def test_at_pace_zero_celebrations_are_instant_but_still_heard():
    """In fast mode nothing waits for a celebration; its sound is still played."""
    app, scene = mias_turn()
    scene.anim.pace = 0
    app.sound.played.clear()
    scene.effects.show((ticket_done(scene),))
    scene.effects.show((COAST,))
    assert not scene.anim.busy()
    assert app.sound.played == ["ticket_completed", "coast_to_coast"]


def test_the_coast_to_coast_sound_is_short_audible_and_not_clipped():
    """Its own whistle: under two seconds, clearly heard, never at full scale."""
    with wave.open(str(SOUNDS_DIR / "coast_to_coast.wav")) as w:
        seconds = w.getnframes() / w.getframerate()
        data = w.readframes(w.getnframes())
        width = w.getsampwidth()
    samples = [int.from_bytes(data[i:i + width], "little", signed=True) for i in range(0, len(data), width)]
    peak = max(abs(s) for s in samples) / 2 ** (8 * width - 1)
    assert 0.3 < seconds < 2.0
    assert 0.3 < peak < 0.9

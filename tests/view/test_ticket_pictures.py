"""First Journey's tickets in pictures: each face shows its two places' own pictures, their dots on a
small board, and a big tick once done (F5); the hand's list shows those faces at 800 x 480. The other
games keep their faces in words with points.
"""
from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.config import GameConfig, Seat
from game.scenes.play.info import ticket_marks
from game.scenes.stack import Push
from game.scenes.overlays.tickets import TicketsOverlay, face_text
from game.view import theme
from game.view.metrics import MIN_TARGET_PX, MIN_TEXT_PX, near_a_bottom_corner
from game.view.sprites import read_tileset
from game.view.ticket_face import picture_face, picture_face_height, picture_places
from tests.scenes.test_play_support import Listener, Recorder, fresh_turn, idle, render, start, tap

THUMB = (250, 170)
MAP = (30, 160, 230)      # the stand-in board's colour: nothing else on a face has it
MARKS = ((40, 30), (210, 140))


def near(colour, rgb, tolerance=6):
    """True if a pixel's colour is this one, give or take what scaling and blending change."""
    return all(abs(a - b) <= tolerance for a, b in zip(tuple(colour)[:3], rgb))


def shows(image, spot, picture):
    """The share of the picture's solid pixels (every third), scaled to `spot`, that `image` shows there."""
    scaled = pygame.transform.smoothscale(picture, spot.size)
    same = total = 0
    for x in range(0, spot.w, 3):
        for y in range(0, spot.h, 3):
            colour = scaled.get_at((x, y))
            if colour.a >= 250:
                total += 1
                same += near(image.get_at((spot.x + x, spot.y + y)), colour)
    return same / total


def count(image, rect, rgb):
    """How many pixels (every second one) in rect have this colour."""
    return sum(near(image.get_at((x, y)), rgb)
               for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2))


@pytest.fixture(scope="module")
def icons():
    """First Journey's place pictures, as the board draws them."""
    return read_tileset("fj_icons", "icon")


def face(icons, size=(220, 0), text=21, done=False, marks=MARKS):
    """A face for a pine and a cactus on a plain stand-in board; its height the one it needs."""
    height = size[1] or picture_face_height(size[0], text, MIN_TEXT_PX, THUMB)
    return picture_face(("Salt Lake City", "Phoenix"), (icons["pine"], icons["cactus"]), (size[0], height), text,
                        MIN_TEXT_PX, plain_thumb(), marks, done)


def plain_thumb():
    """The stand-in board: one colour."""
    thumb = pygame.Surface(THUMB)
    thumb.fill(MAP)
    return thumb


@pytest.mark.parametrize("size,text", [((220, 0), 21), ((144, 0), 20), ((136, 118), 19), ((300, 0), 38)])
def test_a_face_shows_both_places_pictures_in_order(icons, size, text):
    """The first place's picture on the left, the second's on the right, each at the face's size."""
    image = face(icons, size, text)
    left, right = picture_places(image.get_size(), text, MIN_TEXT_PX, True).pictures
    assert left.w >= image.get_width() // 5 and left.right < right.left
    assert shows(image, left, icons["pine"]) > 0.95 and shows(image, right, icons["cactus"]) > 0.95
    assert shows(image, left, icons["cactus"]) < 0.5 and shows(image, right, icons["pine"]) < 0.5


def test_the_small_board_marks_both_places_with_a_line_between():
    """The two dots lie where the two places are on the small board, joined by a line; the rest is board."""
    image = picture_face(("A", "B"), (None, None), (220, picture_face_height(220, 21, MIN_TEXT_PX, THUMB)), 21,
                         MIN_TEXT_PX, plain_thumb(), MARKS)
    board = area_of(image, MAP)
    k = board.w / THUMB[0]
    assert abs(board.h / THUMB[1] - k) < 0.02   # the whole board, not stretched
    a, b = ((board.x + round(x * k), board.y + round(y * k)) for x, y in MARKS)
    for point in (a, b, ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)):
        assert near(image.get_at(point), theme.BAD), point
    elsewhere = (board.x + round(MARKS[0][0] * k), board.y + round(MARKS[1][1] * k))
    assert near(image.get_at(elsewhere), MAP)


def area_of(image, rgb):
    """The smallest rect holding every pixel of this colour."""
    xs, ys = [], []
    for x in range(image.get_width()):
        for y in range(image.get_height()):
            if near(image.get_at((x, y)), rgb):
                xs.append(x)
                ys.append(y)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def middle_of(rect):
    """The middle third of a rect, each way."""
    middle = pygame.Rect(0, 0, rect.w // 3, rect.h // 3)
    middle.center = rect.center
    return middle


def test_a_done_ticket_differs_by_its_big_tick(icons):
    """A completed ticket (F5) carries a big green tick over its small board, beside its pictures."""
    plain, done = face(icons), face(icons, done=True)
    places = picture_places(done.get_size(), 21, MIN_TEXT_PX, True)
    board = middle_of(places.board)
    assert count(plain, board, theme.GOOD) == 0
    assert count(done, board, theme.GOOD) > board.w * board.h // 4 // 2
    for spot in places.pictures:
        assert count(done, spot, theme.GOOD) <= count(plain, spot, theme.GOOD)   # the tick leaves them be


# --- in the game, at 800 x 480 --------------------------------------------------------------------

@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """A real 800 x 480 window."""
    app = App(saves=tmp_path_factory.mktemp("saves"), window=(800, 480))
    yield app
    app.stack.scenes.clear()


def game(app, name):
    """Mia (a person) against a computer, at Mia's fresh turn (past the opening choice, if any)."""
    app.stack.scenes.clear()
    app.sound, app.voice = Recorder(), Listener()
    scene = start(app, GameConfig(name, (Seat("Mia", color=1), Seat("Bot", computer=True, color=0)), first=0, seed=5))
    fresh_turn(app, scene)
    return scene


def picture_of(scene, city):
    """A place's own picture, as the board draws it."""
    return scene.app.sprites.icons[scene.board.city(city).icon]


def test_the_hand_list_shows_the_tickets_as_pictures(small):
    """Tickets opens the faces side by side, each showing its places' pictures; a tap focuses one: the
    board rings its two places and the voice names it."""
    scene = game(small, "first_journey")
    tap(small, scene.layout.my_tickets.center)
    faces, tickets = scene.spots.ticket_rows_rects(), scene.table.state.players[0].tickets
    assert scene.moment.tickets_open and len(faces) == len(tickets) == 2
    screen = render(small)
    m = small.metrics
    for rect, ticket_id in zip(faces, tickets):
        assert rect.h > rect.w and min(rect.size) >= MIN_TARGET_PX   # a face, not a line of words
        ticket = scene.facts.ticket(ticket_id)
        left, right = (spot.move(rect.topleft) for spot in
                       picture_places(rect.size, face_text(m, rect.w), MIN_TEXT_PX, True).pictures)
        assert shows(screen, left, picture_of(scene, ticket.a)) > 0.95
        assert shows(screen, right, picture_of(scene, ticket.b)) > 0.95
    assert faces[0].right <= faces[1].left and abs(faces[0].y - faces[1].y) <= 1   # side by side
    tap(small, faces[1].center)
    ticket = scene.facts.ticket(tickets[1])
    assert scene.moment.ticket_focus == 1
    assert ticket_marks(scene.seen, scene.moment) == (((ticket.a, True), (ticket.b, True)), (ticket.a, ticket.b))
    assert small.voice.said[-1].endswith(tickets[1])


def test_done_tickets_are_in_the_list_ticked(small):
    """Completed tickets stay in the list after the open ones, each with its tick; every face fits the
    board, a finger large, and none overlaps another."""
    scene = game(small, "first_journey")
    me = scene.table.state.players[0]
    done = tuple(t for t in scene.table.state.table.ticket_ids if t not in me.tickets)[:4]
    scene.table.put(replace(scene.table.state, players=(replace(me, completed=done),) + scene.table.state.players[1:]))
    tap(small, scene.layout.my_tickets.center)
    faces = scene.spots.ticket_rows_rects()
    assert len(faces) == 6
    screen, m = render(small), small.metrics
    for i, rect in enumerate(faces):
        assert scene.layout.board_area.contains(rect) and min(rect.size) >= MIN_TARGET_PX
        assert not near_a_bottom_corner(rect, small.size)
        assert rect.collidelist(faces[:i]) < 0
        board = picture_places(rect.size, face_text(m, rect.w), MIN_TEXT_PX, True).board
        middle = middle_of(board.move(rect.topleft))
        ticked = count(screen, middle, theme.GOOD) > middle.w * middle.h // 4 // 2
        assert ticked == (i >= 2), i
    tap(small, faces[4].center)
    assert scene.moment.ticket_focus == 4 and small.voice.said[-1].endswith(done[2])


def test_the_ticket_offer_shows_the_places_pictures(small):
    """Tickets offered in First Journey show their places' pictures (and no points badge)."""
    scene = game(small, "first_journey")
    me = scene.table.state.players[0]
    offer = tuple(t for t in scene.table.state.table.ticket_ids if t not in me.tickets)[:2]
    scene.table.put(replace(scene.table.state, players=(replace(me, offer=offer),) + scene.table.state.players[1:]))
    overlay = scene.tickets_overlay()
    small.stack.apply(Push(overlay))
    for face_image, ticket in zip(overlay.faces, overlay.tickets):
        left, right = picture_places(face_image.get_size(), overlay.layout.text, MIN_TEXT_PX, True).pictures
        assert shows(face_image, left, picture_of(scene, ticket.a)) > 0.95
        assert shows(face_image, right, picture_of(scene, ticket.b)) > 0.95
        assert count(face_image, face_image.get_rect(), theme.ACCENT) == 0


def test_the_other_games_keep_tickets_in_words(small):
    """In the North America game the offer shows each ticket's points and the list is lines of words."""
    small.stack.scenes.clear()
    small.sound, small.voice = Recorder(), Listener()
    scene = start(small, GameConfig("usa", (Seat("Mia", color=1), Seat("Bot", computer=True, color=0)), first=0,
                                    seed=5))
    for _ in range(20):
        if isinstance(small.stack.top, TicketsOverlay):
            break
        idle(small)
    overlay = small.stack.top
    assert isinstance(overlay, TicketsOverlay) and overlay.pictures is None and scene.kit.city_pictures() is None
    assert all(count(f, f.get_rect(), theme.ACCENT) > 50 for f in overlay.faces)   # the points badge
    fresh_turn(small, scene)
    tap(small, scene.layout.my_tickets.center)
    rows = scene.spots.ticket_rows_rects()
    assert rows and all(r.w > 2 * r.h for r in rows)

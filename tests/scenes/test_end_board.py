"""The end of a game: the winner's moment opens the scores, then the final board beside them (or behind the
Board switch on a small screen) brings one player's routes, tickets and longest path forward."""
import dataclasses
import math

import pygame
import pytest

from game.app import App
from game.rules.graph import longest_trail
from game.rules.trail_routes import longest_trail_routes
from game.scenes.scoring.end_board import TRACE
from game.scenes.scoring.scene import ScoringScene
from game.scenes.scoring.layout import scores_layout
from game.scenes.stack import Reset
from game.scenes.scoring.winner import GRACE, MOMENT
from game.view import theme
from game.view.celebrate import GOLD
from game.view.metrics import Metrics
from game.view.pointer import Tap
from tests.scenes.test_play_support import Recorder, colour_pixels
from tests.scenes.test_scoring import config_for, finished, golden_ticket_game
from tests.scenes.test_screen_sizes import check_targets

SMALL, LARGE = (800, 480), (1920, 1080)


@pytest.fixture(scope="module", params=[SMALL, LARGE], ids=["800x480", "1920x1080"])
def sized(request, tmp_path_factory):
    """A real window of one size, with a silent recorder for sound."""
    pygame.display.quit()
    app = App(saves=tmp_path_factory.mktemp("saves"), window=request.param)
    app.sound = Recorder()
    yield app
    app.stack.scenes.clear()


@pytest.fixture
def small(tmp_path):
    """The 800 x 480 touch display."""
    pygame.display.quit()
    app = App(saves=tmp_path, window=SMALL)
    app.sound = Recorder()
    return app


def show(app, state):
    """The scores of a finished game on a fresh stack, drawn once."""
    app.stack.apply(Reset(ScoringScene(state, config_for(state))))
    app.stack.draw(app.screen)
    return app.stack.top


def fill(scene, seat):
    """A seat's train colour."""
    return scene.colour(seat)[1]


def to_the_board(app, scene):
    """Past the moment and the reveal, and (on a small screen) the Board switch tapped."""
    scene.skip_all()
    if scene.layout.tabs:
        app.stack.handle(Tap(scene.button(("tab", "board")).rect.center))
    app.stack.draw(app.screen)
    assert scene.layout.side_by_side or scene.showing_board()


def shot(app):
    """The screen as drawn now."""
    app.stack.draw(app.screen)
    return app.screen.copy()


# --- the winner's moment ------------------------------------------------------------------------


def test_the_scores_open_with_the_winner_named_large_in_their_colour(sized):
    """A finished game's scores begin with the winner's name in their train colour and the fanfare;
    untouched, the moment holds at least five seconds and then ends by itself, and the reveal starts."""
    state = finished("usa", 3, 4)
    scene = show(sized, state)
    winner = state.result.players[state.result.winners[0]]
    assert scene.celebrating and scene.moment.words.startswith(f"{winner.name} wins")
    assert sized.sound.played[-1] == "win"
    top = pygame.Rect(0, 0, sized.size[0], scene.moment.cheer.area.top)
    others = {fill(scene, p.seat) for p in state.result.players} - {fill(scene, winner.seat)}
    image = shot(sized)
    assert colour_pixels(image, top, fill(scene, winner.seat)) > 40
    assert all(colour_pixels(image, top, colour) == 0 for colour in others)
    for _ in range(round((MOMENT + 0.2) / 0.05)):
        sized.stack.update(0.05)
    assert not scene.celebrating and scene.moment is None and MOMENT >= 5


def test_a_tie_names_everyone_who_shares_the_win(small):
    """F8 (and U11, A9 when the tie-breakers tie too): every winner is named, each in their own colour."""
    state = finished("first_journey", 3, 8)
    tied = dataclasses.replace(state, result=dataclasses.replace(state.result, winners=(0, 2)))
    scene = show(small, tied)
    names = [p.name for p in tied.result.players]
    assert scene.moment.words == f"{names[0]} and {names[2]} share the win!"
    top = pygame.Rect(0, 0, small.size[0], scene.moment.cheer.area.top)
    image = shot(small)
    assert colour_pixels(image, top, fill(scene, 0)) > 40 and colour_pixels(image, top, fill(scene, 2)) > 40
    assert colour_pixels(image, top, fill(scene, 1)) == 0


def test_the_golden_ticket_moment_shows_a_golden_ticket(small):
    """F7: the game ended by the Golden Ticket shows a ticket of gold, far more gold than a trophy."""
    gold = {}
    for name, state in (("golden", golden_ticket_game()), ("trophy", finished("first_journey", 2, 1))):
        scene = show(small, state)
        for _ in range(20):
            small.stack.update(0.05)
        gold[name] = colour_pixels(shot(small), scene.moment.cheer.area, GOLD)
        assert ("Golden Ticket" in scene.moment.words) == (name == "golden")
    assert gold["golden"] > 2 * gold["trophy"]


def test_a_tap_ends_the_moment_and_it_is_the_only_target(small):
    """During the moment the whole screen above the corners is one target; a tap there (after the first
    half second) starts the scores."""
    scene = show(small, finished("usa", 2, 3))
    check_targets(small, scene, "winner's moment")
    assert [key for key, _ in scene.targets()] == ["skip"]
    for _ in range(round((GRACE + 0.1) / 0.05)):
        small.stack.update(0.05)
    small.stack.handle(Tap((400, 240)))
    assert not scene.celebrating and scene.shown == 0
    small.stack.draw(small.screen)


# --- the board beside the scores ----------------------------------------------------------------


def near_colour(image, rect, rgb, reach=80):
    """How many pixels in rect are within `reach` of a colour (cars are scaled, shaded pictures, not flat
    fills: a yellow car on a double route, drawn small, is (185, 152, 24) at its middle)."""
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if math.dist(tuple(image.get_at((x, y)))[:3], rgb) < reach)


def clear_spot(board, seat, routes, image, rgb):
    """A small square on screen round the middle of a space of one of these routes that no ticket line of
    the seat and no longest path passes near (what a player's tickets draw is not what this looks at): of
    those, the one showing most of the colour (a car's symbol may sit in the middle of another)."""
    traced = {r for path in board.paths().values() for r in path}
    segments = [tuple(board.layer.city_point(c) for c in (a, b)) for a, b, _ in board.tickets(seat)]
    spots = [pygame.Rect(round(board.rect.x + space.x) - 3, round(board.rect.y + space.y) - 3, 7, 7)
             for route_id in routes if route_id not in traced for space in board.layer.spaces[route_id]]
    spots = [r for r in spots if all(distance(r.center, a, b) > board.mark + 12 for a, b in segments)]
    # A city's name stands above the cars where a small board has no room beside them: not a spot to look at.
    plates = [plate.move(board.layer.frame.topleft) for plate, _ in board.layer.names]
    spots = [r for r in spots if r.collidelist(plates) < 0]
    assert spots, "every space lies under a ticket's line or a name"
    return max(spots, key=lambda r: near_colour(image, r, rgb))


def distance(p, a, b):
    """How far a point is from the segment a-b."""
    length = math.dist(a, b) or 1
    t = max(0, min(1, ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / length ** 2))
    return math.dist(p, (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))


def test_a_players_routes_show_their_colour_and_a_tap_on_their_row_dims_the_others(sized):
    """On the final board a claimed route shows its owner's colour; tapping a player's row leaves their
    routes as they were and dims another player's; tapping it again shows everyone."""
    app = sized
    state = finished("usa", 3, 4)
    scene = show(app, state)
    to_the_board(app, scene)
    board = scene.end_board()
    seat, other = 0, 1
    before = shot(app)
    mine = clear_spot(board, seat, state.players[seat].routes, before, fill(scene, seat))
    theirs = clear_spot(board, seat, state.players[other].routes, before, fill(scene, other))
    assert near_colour(before, mine, fill(scene, seat)) >= 4   # of 49: a car has its pattern over its colour
    assert near_colour(before, theirs, fill(scene, other)) >= 4
    rows = scene.layout.picks if scene.showing_board() else scene.layout.rows
    app.stack.handle(Tap(rows[seat].center))
    assert scene.picked == seat
    after = shot(app)
    for rect, same in ((mine, True), (theirs, False)):
        assert (pygame.image.tobytes(before.subsurface(rect), "RGB")
                == pygame.image.tobytes(after.subsurface(rect), "RGB")) == same, rect
    app.stack.handle(Tap(rows[seat].center))
    assert scene.picked is None
    whole = board.rect
    assert pygame.image.tobytes(shot(app).subsurface(whole), "RGB") == pygame.image.tobytes(before.subsurface(whole), "RGB")


def ticket_points(board, a, b):
    """Every pixel along a ticket's line on screen, clear of both cities and of its mark in the middle."""
    (ax, ay), (bx, by) = (board.layer.city_point(c) for c in (a, b))
    steps = round(math.dist((ax, ay), (bx, by)))
    return [(round(ax + (bx - ax) * i / steps), round(ay + (by - ay) * i / steps)) for i in range(steps)
            if 0.12 < i / steps < 0.4 or 0.6 < i / steps < 0.88]


def test_a_players_tickets_are_lines_between_their_cities(small):
    """Completed tickets: a solid line in the good colour from city to city; failed ones: dashed, in the
    bad colour (each with a tick or a cross, and a legend in words)."""
    for seed in range(1, 30):
        state = finished("usa", 2, seed)
        lines = [ln for ln in state.result.players[0].lines if ln.kind == "ticket"]
        if any(ln.completed for ln in lines) and not all(ln.completed for ln in lines):
            break
    scene = show(small, state)
    to_the_board(small, scene)
    board = scene.end_board()
    plain = shot(small)
    small.stack.handle(Tap(scene.layout.picks[0].center))
    drawn = shot(small)
    for a, b, done in board.tickets(0):
        points = ticket_points(board, a, b)
        changed = [p for p in points if plain.get_at(p) != drawn.get_at(p)]
        coloured = [p for p in points if tuple(drawn.get_at(p))[:3] == (theme.GOOD if done else theme.BAD)]
        assert len(changed) >= 0.8 * len(points), (a, b)
        share = len(coloured) / len(points)
        if done:
            assert share > 0.8, (a, b)   # solid (another ticket's line may cross it)
        else:
            assert 0.25 < share < 0.75, (a, b)   # dashed


def test_the_longest_path_is_traced_in_usa_only(small):
    """U10: the holder's longest path is outlined in gold on the board; First Journey has no longest path
    (F8) and Amsterdam scores merchandise instead (A8): nothing traced there."""
    for game, players, seed in (("usa", 3, 4), ("first_journey", 3, 8), ("amsterdam", 3, 2)):
        state = finished(game, players, seed)
        scene = show(small, state)
        to_the_board(small, scene)
        board = scene.end_board()
        traced = colour_pixels(board.view(None), board.view(None).get_rect(), TRACE)
        if state.rules.longest_path_bonus:
            holders = [p for p in state.result.players if p.longest_path_bonus]
            assert holders and set(board.paths()) == {p.seat for p in holders}
            for p in holders:
                routes = board.paths()[p.seat]
                assert sum(state.board.route(r).length for r in routes) == p.longest_path
            assert traced > 50
        else:
            assert board.paths() == {} and traced == 0
            assert pygame.image.tobytes(board.view(None), "RGB") == pygame.image.tobytes(board.layer.cars, "RGB")


def test_the_longest_trails_routes_are_one_trail_of_that_length():
    """The routes traced make a trail exactly as long as the longest one (U10), and every one is needed."""
    for seed in (1, 4, 7):
        state = finished("usa", 2, seed)
        for player in state.players:
            routes = longest_trail_routes(state.table, player.routes)
            best = longest_trail(state.table, player.routes)
            assert sum(state.board.route(r).length for r in routes) == best
            assert all(longest_trail(state.table, [x for x in routes if x != r]) < best for r in routes)


# --- sizes --------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [SMALL, (784, 416), (1024, 600), (1280, 720), (1280, 800), LARGE])
def test_every_rect_lies_on_the_screen(size):
    """Chart, sheet, board and switch fit the screen; the switch only where the three do not fit side by side."""
    m = Metrics.for_size(size)
    screen = pygame.Rect((0, 0), size)
    for players in (2, 5):
        lay = scores_layout(m, players)
        shown = [lay.board, lay.legend, lay.title, *lay.tabs, *lay.picks]
        shown += [lay.chart, lay.sheet, lay.buttons, *lay.rows]
        assert all(screen.contains(r) and r.w > 0 and r.h > 0 for r in shown), size
        if size in (SMALL, (784, 416)):
            assert lay.tabs   # the touch display: Scores / Board
        if size in ((1280, 720), LARGE):
            assert lay.side_by_side
        for rect in (*lay.tabs, *lay.picks, *lay.rows):
            assert min(rect.size) >= 64
        if lay.side_by_side:
            assert lay.chart.right <= lay.sheet.x and lay.sheet.right <= lay.board.x
        assert lay.board.w >= size[0] * (0.34 if lay.side_by_side else 0.6)   # a board one can read


def test_the_board_view_is_tapped_with_fingers(sized):
    """Every target of the board view lies on screen, a finger large, clear of the bottom corners."""
    scene = show(sized, finished("usa", 5, 4))
    to_the_board(sized, scene)
    check_targets(sized, scene, "end board")
    sized.stack.handle(Tap(scene.button(("player", 2)).rect.center))
    check_targets(sized, scene, "end board, one player")

"""A mistaken tap in First Journey is met gently: the track shakes softly, the cards it needs are
shown over it (the ones held bright, the missing ones faint), the voice says "not yet", nothing is
lost; the other games say why in words, as before."""
from collections import Counter

import pytest

from game.rules import shortfall, view_for
from game.scenes.play.effects import Shake
from tests.scenes.test_play_support import mia_against_a_computer, render, stand_ins, tap

_stand_ins = pytest.fixture(autouse=True)(stand_ins)


def at_my_turn(game):
    """A person's fresh turn in `game` against a computer, and a route their hand cannot pay for yet."""
    app, scene = mia_against_a_computer(game)
    short = [(r.id, shortfall(view_for(scene.table.state, scene.table.state.current), r.id)) for r in scene.board.routes]
    route, need = next((r, s) for r, s in short if s is not None and s.held >= 1 and s.length - s.held >= 2)
    return app, scene, route, need


def test_a_track_not_payable_yet_shakes_and_shows_the_cards_it_needs():
    """Nothing changes; the outline shakes for a moment; over the track, one card per space."""
    app, scene, route, need = at_my_turn("first_journey")
    before = scene.table.state
    tap(app, scene.route_point(route))
    assert scene.table.state is before and scene.moment.refused == route
    assert any(isinstance(t, Shake) for t in scene.anim.running)
    assert app.voice.said[-1] == "not_enough_cards"
    assert scene.status().tone == "info"          # no red: nothing scolds
    for _ in range(600):
        if not scene.anim.busy():
            break
        app.step([], 1 / 60)
    assert not scene.anim.busy()   # the shake settles (in under half a second)
    shown = render(app)
    scene.moment.refused = None
    plain = render(app)
    above = scene.painter.board.needed_box(need, route)
    changed = sum(shown.get_at((px, py)) != plain.get_at((px, py))
                  for px in range(above.left, above.right, 2) for py in range(above.top, above.bottom, 2))
    assert changed > 100   # the cards over the track
    face = scene.art.face(need.color, (scene.layout.m.px(40), scene.layout.m.px(56)))
    colours = Counter(tuple(face.get_at((fx, fy)))[:3] for fx in range(face.get_width()) for fy in range(face.get_height())
                      if face.get_at((fx, fy)).a == 255)
    card = colours.most_common(1)[0][0]   # the card's own colour: a card held is drawn bright
    assert any(tuple(shown.get_at((px, py)))[:3] == card for px in range(above.left, above.right)
               for py in range(above.top, above.bottom))



def test_the_other_games_say_why_in_words():
    """North America keeps its refusal: the reason in the status box, warned, and no shake."""
    app, scene, route, _ = at_my_turn("usa")
    tap(app, scene.route_point(route))
    assert scene.moment.refused == route and scene.status().tone == "warn"
    assert not any(isinstance(t, Shake) for t in scene.anim.running) and app.voice.said == []


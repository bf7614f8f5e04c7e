"""The play screen holds only what its seat may see (D7): its parts draw from that seat's view_for, and no
part holds the whole game, another seat's view, or another seat's hand or tickets.

The screen reaches the game through the table session alone (`scene.table`, and the scene itself
as the controls' way to act); every other object the parts hold is walked here.
"""
import pygame

from game.config import GameConfig, Seat
from game.rules import GameState, PlayerState, PlayerView, view_for
from game.scenes.play.scene import PlayScene
from game.table import TableSession
from tests.scenes.test_play_support import render

PARTS = ("seen", "moment", "kit", "spots", "painter", "frames", "effects", "controls", "voice", "replay", "held")
SKIP = (PlayScene, TableSession, pygame.Surface, pygame.font.Font, type, type(pygame))


def reachable(start):
    """Every object reachable from `start` through attributes, containers and closures, stopping at the
    scene and the table session (the screen's door to the game) and at pictures."""
    seen, todo, out = set(), [start], []
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, SKIP) or isinstance(obj, (str, bytes, int, float, bool)) or obj is None:
            continue
        seen.add(id(obj))
        out.append(obj)
        if isinstance(obj, dict):
            todo += list(obj.keys()) + list(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)) or type(obj).__name__ == "deque":
            todo += list(obj)
        if hasattr(obj, "__self__") and not isinstance(obj, type(len)):
            todo.append(obj.__self__)
        if hasattr(obj, "__func__"):
            todo.append(obj.__func__)
        for cell in getattr(obj, "__closure__", None) or ():
            todo.append(cell.cell_contents)
        if hasattr(obj, "__dict__") and not callable(obj) or hasattr(obj, "__dataclass_fields__"):
            todo += list(vars(obj).values())
        for name in getattr(type(obj), "__slots__", ()):
            todo.append(getattr(obj, name, None))
    return out


def three_at_the_table(ui_app):
    """Ann and Ben (people) and a computer in a game of North America, Ann holding the device at her turn."""
    config = GameConfig("usa", (Seat("Ann"), Seat("Ben", color=1), Seat("Robo", computer=True, color=2)), seed=11, first=0)
    scene = PlayScene(config, pace=0)
    ui_app.stack.scenes.append(scene)
    scene.enter(ui_app)
    scene.arrange()
    return scene


def test_the_parts_hold_only_the_viewers_own_secrets(ui_app):
    """With Ann's hand on screen, the parts hold Ann's view and public things: no game state, no other
    seat's view; and what they hold of Ann's secrets is exactly her view_for."""
    scene = three_at_the_table(ui_app)
    scene.show(0)
    render(ui_app)
    state = scene.table.state
    found = [obj for part in PARTS for obj in reachable(getattr(scene, part))]
    assert not [o for o in found if isinstance(o, (GameState, PlayerState))]
    views = [o for o in found if isinstance(o, PlayerView)]
    assert views and {v.seat for v in views} <= {0}
    assert scene.seen.view == view_for(state, 0)
    others = [p for i, p in enumerate(state.players) if i]
    held = {id(o) for o in found}
    for player in others:   # the others' hands, tickets and offers are not among what the parts hold
        for secret in (player.hand, player.tickets, player.offer):
            assert not secret or id(secret) not in held   # (an empty tuple is Python's one empty tuple)


def test_nobodys_secrets_once_the_device_is_passed(ui_app):
    """Between two people the screen holds the view of no seat: no hand, no tickets, no ticket offer, and the
    hand strip and ticket list have nothing private to draw from."""
    scene = three_at_the_table(ui_app)
    scene.show(0)
    render(ui_app)
    scene.show(None)
    render(ui_app)
    found = [obj for part in PARTS for obj in reachable(getattr(scene, part))]
    views = [o for o in found if isinstance(o, PlayerView)]
    assert views and {v.seat for v in views} == {None}
    view = scene.seen.view
    assert not any(view.hand) and view.tickets == () and view.offer == () and scene.seen.ticket_list() == []
    assert not [o for o in found if isinstance(o, (GameState, PlayerState))]


def test_a_computers_hand_is_never_the_screens_view(ui_app):
    """The device given to a computer's seat (as when a computer moves alone with one person) shows no
    secrets at a table that does not play together."""
    scene = three_at_the_table(ui_app)
    scene.show(2)
    assert scene.seen.seat is None and scene.seen.view.seat is None and not any(scene.seen.view.hand)


def test_the_play_screens_code_never_reads_a_whole_game():
    """Read from the source: no module of the play screen reads a game state (`.state`, `._state`); it asks
    the table for views (`view(seat)`) and is told moves as its seat sees them.
    At the end the finished game is asked for once (`final()`): then every secret is shown (D7)."""
    import ast
    from pathlib import Path

    import game.scenes.play as play

    found = []
    for path in sorted(Path(play.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Attribute) and node.attr in ("state", "_state"):
                found.append(f"{path.name}:{node.lineno} .{node.attr}")
    assert found == []

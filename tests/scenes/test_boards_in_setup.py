"""Boards a family makes: a map copied into a folder of its own shows on the new-game screen and plays a whole
game; a broken one shows greyed with its reason and cannot be started; the scenes name no board."""
import re
import shutil
from pathlib import Path

from game import demo
from game.saves.reading import dump_yaml, parse_yaml
from game.saves.record import document, parse_save
from game.scenes.play.scene import PlayScene
from game.scenes.setup.scene import SetupScene
from game.scenes.setup.cards import GREY
from game.scenes.stack import Reset
from game.view.pointer import Tap
from tests.board.test_catalog import family_folder
from tests.conftest import MAPS, REPO



def setup_with(app, monkeypatch, folder) -> SetupScene:
    """The new-game screen offering the shipped boards and those of `folder` (as `--maps folder` does)."""
    monkeypatch.setattr(app, "map_folders", (MAPS, folder), raising=False)
    app.stack.apply(Reset(SetupScene()))
    return app.stack.top


def tap(app, key):
    """Tap the middle of the top scene's button with this key."""
    app.stack.handle(Tap(app.stack.top.button(key).rect.center))


def page_to(app, setup, board_id):
    """Tap Down until the board's card is on the page in view; the card's button."""
    for _ in range(len(setup.catalog)):
        cards = [b for b in setup.row.buttons if b.key == ("game", board_id)]
        if cards:
            return cards[0]
        tap(app, "down")
    raise AssertionError(f"{board_id} is never shown")


def test_a_board_copied_under_a_new_name_appears_and_plays_a_whole_game(ui_app, monkeypatch, tmp_path):
    """home_town (a copy of First Journey) is listed with its title and range, chosen by a tap, started with
    two computers, played at pace 0 to its scores; its save names its folder and loads back."""
    folder = family_folder(tmp_path, {"home_town": "first_journey"})
    setup = setup_with(ui_app, monkeypatch, folder)
    assert [e.id for e in setup.catalog][-1] == "home_town"
    ui_app.stack.handle(Tap(page_to(ui_app, setup, "home_town").rect.center))
    assert setup.game == "home_town" and setup.button("start").enabled
    for seat in range(len(setup.seats)):
        tap(ui_app, ("kind", seat))
    assert all(s.computer and s.level == "gentle" for s in setup.seats)   # children's rules: a gentle computer
    config = setup.config()
    assert config.map_path == folder / "home_town.tmx" and config.for_children
    scene = PlayScene(config, pace=0)
    finished, _ = demo.play_one(ui_app, scene, fast=True)
    assert finished and scene.table.state.over and scene not in ui_app.stack.scenes
    saved = scene.snapshot()
    data = document(saved, config.map_path)
    assert data["map_folder"] == str(folder.resolve())
    again = parse_save(parse_yaml(dump_yaml(data).encode("utf-8")), MAPS)
    assert again.config.map_path == folder / "home_town.tmx" and again.state == saved.state


def test_a_save_of_a_board_no_longer_there_says_so(ui_app, monkeypatch, tmp_path):
    """The stick is gone: loading the game gives a reason naming the board and its folder, not a crash."""
    import pytest

    from game.saves.reading import BadSave
    folder = family_folder(tmp_path, {"home_town": "first_journey"})
    setup = setup_with(ui_app, monkeypatch, folder)
    ui_app.stack.handle(Tap(page_to(ui_app, setup, "home_town").rect.center))
    scene = PlayScene(setup.config(), pace=0)
    data = document(scene.snapshot(), folder / "home_town.tmx")
    shutil.rmtree(folder)
    with pytest.raises(BadSave, match=f"home_town.tmx is not in {re.escape(str(folder.resolve()))}"):
        parse_save(data, MAPS)


def test_a_broken_copy_is_greyed_with_its_reason_and_cannot_be_started(ui_app, monkeypatch, tmp_path):
    """A rules file that is not YAML: the card is grey, the screen says why as soon as it is chosen, and Start
    leaves the screen where it is."""
    folder = family_folder(tmp_path, {"broken": "amsterdam"})
    (folder / "broken.yaml").write_text("tickets: [oops\n")
    setup = setup_with(ui_app, monkeypatch, folder)
    card = page_to(ui_app, setup, "broken")
    ui_app.stack.draw(ui_app.screen)
    inner = card.rect.inflate(-card.rect.w // 4, -card.rect.h // 4)
    pixels = [ui_app.screen.get_at((x, y))[:3] for x in range(inner.left, inner.right, 3)
              for y in range(inner.top, inner.bottom, 3)]
    assert sum(p == GREY for p in pixels) > 0.5 * len(pixels)
    playable = next(b for b in setup.row.buttons if b.key[0] == "game" and b.key != ("game", "broken"))
    assert ui_app.screen.get_at(playable.rect.center)[:3] != GREY
    ui_app.stack.handle(Tap(card.rect.center))
    assert setup.game == "broken" and "cannot be played" in setup.problem and "broken.yaml" in setup.problem
    tap(ui_app, "start")
    assert ui_app.stack.top is setup
    ui_app.stack.draw(ui_app.screen)


def test_every_board_is_reachable_by_finger_at_800_by_480(monkeypatch, tmp_path):
    """Six boards at 800 x 480: pages of cards with Up and Down, each at least a finger (64 px) large;
    every board's card comes into view and can be chosen."""
    import pygame

    from game.app import App
    pygame.display.quit()
    app = App(saves=tmp_path / "saves", window=(800, 480))
    folder = family_folder(tmp_path, {"a": "usa", "b": "amsterdam", "c": "first_journey"})
    setup = setup_with(app, monkeypatch, folder)
    assert setup.layout.up is not None and len(setup.layout.cards) < len(setup.catalog)
    for entry in setup.catalog:
        card = page_to(app, setup, entry.id)
        assert card.rect.w >= 64 and card.rect.h >= 64
        assert min(setup.button("up").rect.size + setup.button("down").rect.size) >= 64
        app.stack.handle(Tap(card.rect.center))
        assert setup.game == entry.id
        while setup.button("up").enabled:
            tap(app, "up")
    pygame.display.quit()


def board_names() -> re.Pattern:
    """Every shipped board's id and title (and the part of a title after its colon), as whole words, any case."""
    import yaml
    names = {"usa", "north america"}
    for tmx in MAPS.glob("*.tmx"):
        title = yaml.safe_load(tmx.with_suffix(".yaml").read_text(encoding="utf-8"))["title"]
        names |= {tmx.stem, tmx.stem.replace("_", " "), title, title.split(": ")[-1]}
    return re.compile("|".join(rf"\b{re.escape(n)}\b" for n in sorted(names, key=len, reverse=True)), re.IGNORECASE)


def test_no_board_is_named_in_the_scenes():
    """`grep` finds no board in game/scenes/: no shipped board's id or title anywhere in the scenes' files,
    code, strings and comments alike (titles, ranges and styles come from each board's own files)."""
    names = board_names()
    named = [f"{path.name}:{n}: {m.group()}" for path in sorted((REPO / "game" / "scenes").glob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             for m in names.finditer(line)]
    assert named == []
    for said in ('GAMES = ("usa", "amsterdam")', "# as in First Journey", '"Pebble Island"', "first_journey"):
        assert names.search(said)   # it would see one


def strip_lengths(tmx: Path) -> None:
    """Take the length off every route line, as a family has them between drawing the lines and typing lengths."""
    import xml.etree.ElementTree as ET
    tree = ET.parse(tmx)
    for group in tree.getroot().iter("objectgroup"):
        if group.get("name") == "routes":
            for props in group.iter("properties"):
                for prop in [p for p in props if p.get("name") == "length"]:
                    props.remove(prop)
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def test_a_half_made_board_says_its_whole_next_step_where_the_seats_were(monkeypatch, tmp_path):
    """A copy of the island whose route lines have no length yet, chosen by a tap at 800 x 480 and 1920 x 1080:
    no seat buttons, and the whole of the first problem is written in a grey box that fits the screen (not
    cut to a line), with how many more there are; the line under it says what to do next."""
    import pygame

    from game.app import App
    folder = family_folder(tmp_path, {"my_town": "island"})
    strip_lengths(folder / "my_town.tmx")
    for size in ((800, 480), (1920, 1080)):
        pygame.display.quit()
        app = App(saves=tmp_path / f"saves{size[0]}", window=size)
        setup = setup_with(app, monkeypatch, folder)
        app.stack.handle(Tap(page_to(app, setup, "my_town").rect.center))
        entry = setup.board()
        assert setup.game == "my_town" and not entry.playable and entry.more == 24
        assert not [b for b in setup.row.buttons if isinstance(b.key, tuple) and b.key[0] in ("name", "kind")]
        box, lines, text_size = setup.reason_box()
        assert " ".join(lines) == entry.problem and entry.problem.startswith("my_town.tmx: route i01")
        assert text_size >= setup.m.font(18) and pygame.Rect((0, 0), size).contains(box)
        app.stack.draw(app.screen)
        inside = [app.screen.get_at((x, box.bottom - 4))[:3] for x in range(box.x + 20, box.right - 20, 7)]
        assert sum(p == GREY for p in inside) > len(inside) // 2   # the box is drawn where the seats were
        tap(app, "start")
        assert app.stack.top is setup
    pygame.display.quit()

"""The catalog of boards: every map in maps/ and in a family's own folder, described by its own files."""
import shutil
from pathlib import Path

import pytest
import yaml

from game.board.catalog import MAPS, Reader, boards, find, folder_problem, listing
from game.board.loader import read_board
from tests.conftest import GAMES, REPO


def family_folder(tmp_path: Path, copies: dict[str, str]) -> Path:
    """A maps folder beside a link to the game's assets (the tilesets are found as the shipped maps find
    theirs), holding copies of shipped boards: {new name: shipped name}."""
    (tmp_path / "assets").symlink_to(REPO / "assets")
    folder = tmp_path / "maps"
    folder.mkdir()
    for new, old in copies.items():
        for suffix in (".tmx", ".yaml"):
            shutil.copy(MAPS / f"{old}{suffix}", folder / f"{new}{suffix}")
    return folder


def test_the_shipped_boards_come_first_with_what_their_rules_files_say():
    """USA, Amsterdam and First Journey, in that order at the head of the list, each with the title and
    player range its YAML gives and its rule style."""
    listed = boards()
    assert [e.id for e in listed[:3]] == list(GAMES)
    for e in listed[:3]:
        data = yaml.safe_load((MAPS / f"{e.id}.yaml").read_text())
        assert e.playable and e.shipped and e.path == MAPS / f"{e.id}.tmx"
        assert e.title == data["title"] and e.players == (data["players"]["min"], data["players"]["max"])
        assert e.style == data["game"]


def test_a_board_copied_under_a_new_name_is_found(tmp_path):
    """A copy of First Journey called home_town in a family's folder is listed after the shipped ones,
    under its own name, playable, with the copied title and range."""
    folder = family_folder(tmp_path, {"home_town": "first_journey"})
    listed = boards((MAPS, folder))
    home = find(listed, "home_town")
    assert home is not None and listed[-1] == home
    assert home.playable and not home.shipped and home.path == folder / "home_town.tmx"
    assert (home.title, home.players, home.style) == ("Ticket to Ride: First Journey", (2, 4), "first_journey")


def test_a_board_with_a_shipped_boards_name_neither_hides_it_nor_clashes(tmp_path):
    """usa.tmx on a stick: the shipped USA keeps its id, the stick's gets the folder's name before it."""
    folder = family_folder(tmp_path, {"usa": "usa"})
    listed = boards((MAPS, folder))
    ids = [e.id for e in listed]
    assert len(ids) == len(set(ids))
    assert find(listed, "usa").path == MAPS / "usa.tmx"
    assert find(listed, "maps/usa").path == folder / "usa.tmx"
    assert [e.id for e in boards((MAPS, MAPS))] == [e.id for e in boards()]   # a folder given twice: once


def test_a_broken_copy_is_found_with_its_first_problem(tmp_path):
    """A rules file that is not YAML: the board is listed, not playable, and says why without the folder."""
    folder = family_folder(tmp_path, {"broken": "amsterdam"})
    (folder / "broken.yaml").write_text("tickets: [oops\n")
    broken = find(boards((folder,)), "broken")
    assert broken is not None and not broken.playable
    first = read_board(folder / "broken.tmx")[1][0]   # what check-map says first
    assert broken.problem == first.replace(f"{folder}/", "") and "broken.yaml" in broken.problem
    assert str(folder) not in broken.problem


def test_junk_never_raises(tmp_path):
    """Junk in a folder (a .tmx that is not XML, a folder called .tmx, a lone map, bytes that are no text) is
    listed as broken; a lone rules file is left out; a missing folder or a file given as a folder lists nothing."""
    folder = tmp_path / "junk"
    folder.mkdir()
    (folder / "garbage.tmx").write_bytes(b"\x00\xff not a map")
    (folder / "garbage.yaml").write_bytes(b"\xff\xfe\x00")
    (folder / "dir.tmx").mkdir()
    (folder / "dir.yaml").write_text("game: usa\n")
    (folder / "lonely.tmx").write_text("<map/>")
    (folder / "rules_only.yaml").write_text("game: usa\n")
    listed = boards((folder, tmp_path / "nowhere", folder / "garbage.tmx"))
    assert sorted(e.id for e in listed) == ["dir", "garbage", "lonely"]
    assert all(not e.playable and e.problem for e in listed)
    assert "dir.tmx is a folder, not a map" in find(listed, "dir").problem
    assert "no folder" in folder_problem(tmp_path / "nowhere")
    assert "not a folder" in folder_problem(folder / "garbage.tmx")
    assert folder_problem(folder) is None


@pytest.mark.parametrize("name", ["first_journey", "usa"])
def test_a_board_read_again_unchanged_is_the_same_entry(name):
    """Listing twice reads nothing again: the same entries come back (the setup screen lists on every visit)."""
    first, again = boards(), boards()
    assert find(first, name) is find(again, name)


def strip_layers(tmx: Path, names: set[str]) -> None:
    """Delete every object of the named object layers, as selecting them in Tiled and pressing Delete does."""
    import xml.etree.ElementTree as ET
    tree = ET.parse(tmx)
    for group in tree.getroot().iter("objectgroup"):
        if group.get("name") in names:
            for obj in list(group):
                group.remove(obj)
    tree.write(tmx, encoding="UTF-8", xml_declaration=True)


def test_a_board_being_made_names_its_next_step_under_its_own_title(tmp_path):
    """Half-made boards, as a family has them between the steps of docs/make-a-board.md: the card keeps the
    rules file's title and names the map's next step before the rules file's tickets, which name cities
    not placed yet."""
    folder = family_folder(tmp_path, {"my_town": "island"})
    tmx = folder / "my_town.tmx"
    title = yaml.safe_load((folder / "my_town.yaml").read_text())["title"]

    strip_layers(tmx, {"cities", "labels", "routes", "spaces"})
    _, problems = read_board(tmx)
    assert any("my_town.yaml: ticket" in p for p in problems)     # the tickets' problems are there too...
    made = find(boards((folder,)), "my_town")
    assert made.title == title and not made.playable
    assert made.problem.startswith("my_town.tmx: layer cities: has no cities yet; place a city picture")

    shutil.copy(MAPS / "island.tmx", tmx)
    strip_layers(tmx, {"routes", "spaces"})
    made = find(boards((folder,)), "my_town")
    assert made.problem.startswith("my_town.tmx: layer routes: has no routes yet; draw a line from city to city with "
                                  "Tiled's Insert Polygon tool (end it with Enter)")

    shutil.copy(MAPS / "island.tmx", tmx)
    strip_layers(tmx, {"spaces"})
    made = find(boards((folder,)), "my_town")
    assert made.playable and made.problem is None   # routes drawn as lines: the game lays their spaces


def test_a_board_for_exactly_two_says_2_players():
    """The starter board plays with two only: its card says "2 players", not "2–2 players"."""
    starter = find(boards((REPO / "docs" / "starter",)), "starter")
    assert starter.playable and starter.players == (2, 2) and starter.player_count == "2 players"
    assert find(boards(), "island").player_count == "2–3 players"


def test_a_map_without_its_rules_file_is_listed_greyed_with_the_reason_at_once(tmp_path):
    """A .tmx without its .yaml, or with a folder or a named pipe in the .yaml's place: listed from the names
    alone (nothing read), not playable, the reason naming the rules file and what to do."""
    import os
    folder = family_folder(tmp_path, {"lonely": "island", "boxed": "island", "piped": "island"})
    (folder / "lonely.yaml").unlink()
    (folder / "boxed.yaml").unlink()
    (folder / "boxed.yaml").mkdir()
    (folder / "piped.yaml").unlink()
    os.mkfifo(folder / "piped.yaml")
    listed = {e.id: e for e in listing((folder,))}
    assert set(listed) == {"boxed", "lonely", "piped"}
    assert all(e.read and not e.playable for e in listed.values())
    assert listed["lonely"].problem.startswith("lonely.tmx: the rules file lonely.yaml is missing beside the map")
    assert listed["boxed"].problem.startswith("boxed.tmx: boxed.yaml is a folder, not a rules file")
    assert "piped.yaml is not an ordinary file" in listed["piped"].problem
    assert boards((folder,)) == list(listed.values())


def test_every_board_of_a_big_folder_is_listed_at_once(tmp_path, monkeypatch):
    """250 boards: every one is listed, by name, without reading any (no cap); then each is read when asked."""
    import game.board.catalog as catalog
    folder = tmp_path / "many"
    folder.mkdir()
    for n in range(250):
        (folder / f"board{n:03d}.tmx").write_text("<map/>")
        (folder / f"board{n:03d}.yaml").write_text("title: x\n")
    monkeypatch.setattr(catalog, "load_board", lambda path: pytest.fail("a board was read to list it"))
    listed = listing((folder,))
    assert [e.id for e in listed] == [f"board{n:03d}" for n in range(250)]
    assert not any(e.read for e in listed) and all(e.title.startswith("board") for e in listed)


def test_the_reader_reads_the_wanted_boards_first_and_survives_any_failure(tmp_path, monkeypatch):
    """The reader takes the boards named first, then the page in view, then the rest; a board whose reading
    raises anything at all is listed with the reason, and the others are still read."""
    import threading

    import game.board.catalog as catalog
    folder = tmp_path / "many"
    folder.mkdir()
    for n in range(8):
        (folder / f"b{n}.tmx").write_text("<map/>")
        (folder / f"b{n}.yaml").write_text("title: x\n")
    order, gate = [], threading.Event()

    def fake_read(listed):
        gate.wait(60)
        order.append(listed.id)
        if listed.id == "b5":
            raise MemoryError("a board too big to hold")
        return catalog.replace(listed, read=True, title=listed.id.upper(), players=(2, 4))
    monkeypatch.setattr(catalog, "read", fake_read)
    reader = Reader(listing((folder,)), first=["b6", "b2"])
    reader.want(["b4", "b5"])
    gate.set()
    assert reader.wait(60)
    assert order[:4] == ["b6", "b2", "b4", "b5"] and sorted(order) == [f"b{n}" for n in range(8)]
    done = {e.id: e for e in reader.take()}
    assert len(done) == 8 and done["b1"].title == "B1" and done["b1"].read
    assert not done["b5"].playable and "a board too big to hold" in done["b5"].problem

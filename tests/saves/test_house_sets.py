"""A family's named sets of house rules: kept in the saves folder, copied to a stick and read back, and every
set that is not for this board, or not within the rules file's bounds, refused with one line that says
which file and why, nothing of it taken. A damaged file, an unwritable folder or a full disk: a clear
message, nothing lost."""
import errno
from functools import lru_cache

import pytest

from game.saves import SaveFolder
from game.saves import house_sets
from game.saves.house_sets import (KIND, MOST_SETS, HouseSet, SetRefused, Sets, export_set, import_sets, load_sets,
                                   places, read_set, save_sets, store)
from game.saves.reading import dump_yaml, parse_yaml
from tests.rules.boards import reference_board

GRANDMA = HouseSet("Grandma's rules", "usa", {"trains": 30, "unfinished_minus": False}, "Ticket to Ride")
SHORT = HouseSet("Short game", "usa", {"trains": 25}, "Ticket to Ride")
KIDS = HouseSet("Kids' rules", "first_journey", {"deck_split": {"per_color": 9, "locomotives": 18},
                                                  "golden_tickets": 4}, "Ticket to Ride: First Journey")


@lru_cache(maxsize=None)
def settings(game):
    """A shipped board's rule settings."""
    return reference_board(game).settings


def written(folder, data, name="set.yaml"):
    """A set file as a family might have made it, in the folder's house-rules folder."""
    path = folder / "house-rules" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else dump_yaml(data), encoding="utf-8")
    return path


def exported(house_set, **changed):
    """The fields of an exported set, some changed."""
    return {"kind": KIND, "schema": 1, **house_set.to_data(), **changed}


def test_sets_are_kept_per_board_and_come_back(tmp_path):
    """Sets for two boards are written, read back as they were, listed per board, and no saved game is one."""
    sets = Sets().with_set(GRANDMA).with_set(KIDS).with_set(SHORT)
    save_sets(tmp_path, sets)
    assert store(tmp_path).is_file() and store(tmp_path).parent.name == "house-rules"
    back = load_sets(tmp_path)
    assert back.sets == sets.sets and not back.problem
    assert [s.name for s in back.for_board("usa")] == ["Grandma's rules", "Short game"]
    assert back.name_of("usa", {"trains": 30, "unfinished_minus": False}) == "Grandma's rules"
    assert back.name_of("usa", {"trains": 30}) == "" and back.name_of("usa", {}) == ""
    assert back.name_of("first_journey", dict(KIDS.rules)) == "Kids' rules"
    assert SaveFolder(tmp_path).entries() == []   # the saves list never shows the sets as a game


def test_a_name_saved_again_replaces_its_set_and_a_board_holds_a_dozen():
    """Saving under a name the board has (whatever its capitals) replaces that set; a thirteenth set is refused."""
    sets = Sets().with_set(GRANDMA).with_set(HouseSet("GRANDMA'S RULES", "usa", {"trains": 40}))
    assert [(s.name, dict(s.rules)) for s in sets.for_board("usa")] == [("GRANDMA'S RULES", {"trains": 40})]
    for n in range(MOST_SETS - 1):
        sets = sets.with_set(HouseSet(f"Set {n}", "usa", {"trains": 20 + n}))
    assert len(sets.for_board("usa")) == MOST_SETS
    with pytest.raises(SetRefused, match="delete one first"):
        sets.with_set(HouseSet("One more", "usa", {"trains": 44}))
    assert len(sets.with_set(KIDS).for_board("first_journey")) == 1   # another board has its own dozen
    assert sets.without("usa", "set 0").named("usa", "Set 0") is None


def test_a_damaged_file_is_kept_aside_and_the_good_sets_stay(tmp_path):
    """Half a file: the good sets are read, the file is kept as sets.damaged.yaml (nothing lost), and the next
    save writes a clean file."""
    save_sets(tmp_path, Sets((GRANDMA, SHORT)))
    path = store(tmp_path)
    text = path.read_text(encoding="utf-8").replace("name: Short game", "name: [not, a, name]")
    path.write_text(text, encoding="utf-8")
    sets = load_sets(tmp_path)
    assert sets.sets == (GRANDMA,) and "kept as sets.damaged.yaml" in sets.problem
    assert (path.parent / "sets.damaged.yaml").read_text(encoding="utf-8") == text
    path.write_bytes(b"\x00\x01 not yaml at all")
    again = load_sets(tmp_path)
    assert again.sets == () and "could not be read" in again.problem
    assert (path.parent / "sets.damaged-2.yaml").read_bytes() == b"\x00\x01 not yaml at all"
    assert load_sets(tmp_path / "none yet") == Sets()


@pytest.mark.parametrize("code, words", [(errno.ENOSPC, "is full"), (errno.EROFS, "cannot be written"),
                                         (errno.EIO, "not there any more")])
def test_a_disk_that_refuses_loses_nothing(tmp_path, monkeypatch, code, words):
    """A full disk, a locked stick, a stick taken out: SetRefused says so; the sets on disk stay as they were."""
    save_sets(tmp_path, Sets((GRANDMA,)))
    before = store(tmp_path).read_bytes()

    def refuse(path, text):
        raise OSError(code, "refused")
    monkeypatch.setattr(house_sets, "write_atomic", refuse)
    with pytest.raises(SetRefused, match=words) as refused:
        save_sets(tmp_path, Sets((GRANDMA, SHORT)))
    assert "\n" not in str(refused.value)
    with pytest.raises(SetRefused, match=words):
        export_set(GRANDMA, tmp_path / "stick")
    assert store(tmp_path).read_bytes() == before


def test_a_saves_folder_that_is_a_file_is_said(tmp_path):
    """Where the saves folder's house-rules folder is a file, saving says the folder cannot be written."""
    (tmp_path / "house-rules").write_text("a file", encoding="utf-8")
    with pytest.raises(SetRefused, match="could not be saved"):
        save_sets(tmp_path, Sets((GRANDMA,)))
    with pytest.raises(SetRefused, match="could not be copied"):
        export_set(GRANDMA, tmp_path)
    assert (tmp_path / "house-rules").read_text(encoding="utf-8") == "a file"


def test_an_exported_set_is_a_small_yaml_file_that_reads_back(tmp_path):
    """A set copied to a stick is a small commented YAML file in its house-rules folder, and reads back the same;
    copying it again replaces its own file, another set of a like name gets a file of its own."""
    path = export_set(GRANDMA, tmp_path)
    assert path == tmp_path / "house-rules" / "usa-grandmas-rules.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Family Trains house rules") and len(text) < 600
    assert parse_yaml(text.encode()) == {"kind": "house rules", "schema": 1, "name": "Grandma's rules",
                                         "board": "usa", "board_title": "Ticket to Ride",
                                         "rules": {"trains": 30, "unfinished_minus": False}}
    assert export_set(GRANDMA, tmp_path) == path
    other = export_set(HouseSet("Grandmas rules", "usa", {"trains": 21}, "Ticket to Ride"), tmp_path)
    assert other.name == "usa-grandmas-rules-2.yaml"
    found, refused = import_sets(tmp_path, "usa", "Ticket to Ride", settings("usa"))
    assert sorted((s.name, tuple(s.rules.items())) for s in found) == [
        ("Grandma's rules", tuple(GRANDMA.rules.items())), ("Grandmas rules", (("trains", 21),))] and refused == []
    kids = export_set(KIDS, tmp_path / "stick")
    assert read_set(kids, "first_journey", "First Journey", settings("first_journey")) == \
        HouseSet("Kids' rules", "first_journey", KIDS.rules, "First Journey")
    assert import_sets(tmp_path / "stick" / "house-rules", "first_journey", "First Journey",
                       settings("first_journey"))[0][0].name == "Kids' rules"   # the house-rules folder itself


REFUSED = [
    ("unknown", exported(GRANDMA, rules={"no_such_rule": 3}), "unknown house rule 'no_such_rule'"),
    ("bounds", exported(GRANDMA, rules={"trains": 99}), "trains must be 20 to 45, not 99"),
    ("type", exported(GRANDMA, rules={"trains": "thirty"}), "trains should be a whole number"),
    ("switch", exported(GRANDMA, rules={"unfinished_minus": 3}), "unfinished_minus should be true or false"),
    ("not here", exported(GRANDMA, rules={"golden_tickets": 4}), "golden_tickets is not offered by this board"),
    ("together", exported(GRANDMA, rules={"tickets_dealt": 2, "tickets_kept": 3}), "at most the 2 tickets dealt"),
    ("board", exported(KIDS), "made for Ticket to Ride: First Journey, not for Ticket to Ride"),
    ("nothing", exported(GRANDMA, rules={"trains": 45}), "changes no rule of the rulebook"),
    ("no rules", exported(GRANDMA, rules=[1, 2]), "lists no house rules"),
    ("no name", exported(GRANDMA, name="  "), "has no name"),
    ("newer", exported(GRANDMA, schema=2), "another version of the game"),
    ("not a set", {"game": "usa", "trains_per_player": 45}, "not a set of house rules"),
    ("damaged", "kind: house rules\nrules: {trains: [", "not valid YAML"),
    ("big", "# " + "x" * 20_000 + "\n", "too big"),
]


@pytest.mark.parametrize("data, words", [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED])
def test_each_bad_set_is_refused_in_one_line_and_nothing_of_it_is_taken(tmp_path, data, words):
    """One bad file beside a good one: the good set is read, the bad one refused with a line naming the file."""
    export_set(SHORT, tmp_path)
    written(tmp_path, data, "bad.yaml")
    found, refused = import_sets(tmp_path, "usa", "Ticket to Ride", settings("usa"))
    assert [s.name for s in found] == ["Short game"]
    assert len(refused) == 1 and refused[0].startswith("bad.yaml: ") and words in refused[0], refused
    assert "\n" not in refused[0] and len(refused[0]) < 320


def test_a_folder_without_sets_or_unreadable_is_said(tmp_path):
    """No house-rules folder on the stick, or a file where it should be: one line, nothing read."""
    with pytest.raises(SetRefused, match="no house-rules folder"):
        import_sets(tmp_path, "usa", "Ticket to Ride", settings("usa"))
    (tmp_path / "house-rules").write_text("not a folder", encoding="utf-8")
    with pytest.raises(SetRefused, match="cannot be read"):
        import_sets(tmp_path, "usa", "Ticket to Ride", settings("usa"))


def test_sets_read_from_a_stick_never_replace_the_familys():
    """A set read again is skipped; one whose name the family uses for other rules comes in as "Name (2)"."""
    family = Sets((GRANDMA,))
    same, added, left = family.merged([GRANDMA])
    assert same == family and added == [] and left == []
    other = HouseSet("Grandma's rules", "usa", {"trains": 20}, "Ticket to Ride")
    merged, added, left = family.merged([other, SHORT])
    assert added == ["Grandma's rules (2)", "Short game"] and left == []
    assert dict(merged.named("usa", "Grandma's rules").rules) == dict(GRANDMA.rules)
    assert dict(merged.named("usa", "Grandma's rules (2)").rules) == {"trains": 20}


def test_sticks_are_found_in_the_mount_table(tmp_path, monkeypatch):
    """Drives mounted where sticks go are offered first (a name with a space as the table writes it), then the
    family's boards folders; a mount elsewhere, gone, or not a drive (memory) is not."""
    stick, boards = tmp_path / "media" / "MY STICK", tmp_path / "boards"
    stick.mkdir(parents=True)
    boards.mkdir()
    (tmp_path / "media" / "tools").mkdir()
    table = tmp_path / "mounts"
    table.write_text(f"/dev/sda1 {tmp_path}/media/MY\\040STICK vfat rw 0 0\n"
                     f"/dev/sdb1 {tmp_path}/media/gone vfat rw 0 0\n/dev/root / ext4 rw 0 0\n"
                     f"tools {tmp_path}/media/tools tmpfs ro 0 0\n", encoding="utf-8")
    monkeypatch.setattr(house_sets, "MOUNTS", table)
    monkeypatch.setattr(house_sets, "STICK_ROOTS", (f"{tmp_path}/media/",))
    assert places([boards, stick]) == [stick, boards]
    monkeypatch.setattr(house_sets, "MOUNTS", tmp_path / "no such table")
    assert places([boards]) == [boards]

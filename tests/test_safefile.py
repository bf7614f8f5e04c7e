"""What a folder may hold instead of a file is refused at once, with words: never a wait, never too much."""
import os
import threading

import pytest

from game.safefile import FileRefused, is_regular, printable, read_bytes


def refused(path, limit=1000) -> str:
    """The reason read_bytes gives, read on a thread so that a wait fails the test instead of hanging it."""
    out: list[str] = []

    def read() -> None:
        try:
            read_bytes(path, limit)
            out.append("read")
        except FileRefused as err:
            out.append(str(err))
    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(60)   # far beyond any read; a named pipe would wait for ever
    assert out, f"reading {path} never returned"
    return out[0]


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "board.tmx"
    os.mkfifo(pipe)
    assert refused(pipe) == "it is a named pipe, not a file"
    assert not is_regular(pipe)


def test_a_device_a_folder_and_a_missing_file_are_refused(tmp_path):
    assert refused("/dev/zero") == "it is a device, not a file"
    assert refused(tmp_path) == "it is a folder, not a file"
    assert refused(tmp_path / "gone.yaml") == "it is not there"
    assert refused(str(tmp_path / "a\0b")) == "its name is not one the system can open"


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "big.png"
    big.write_bytes(b"x" * 5000)
    assert refused(big, 4999) == "it is too big (5 kB; at most 5 kB)"
    assert read_bytes(big, 5000) == b"x" * 5000


def test_a_link_to_a_file_reads_the_file_and_a_link_to_a_pipe_is_refused(tmp_path):
    (tmp_path / "real.yaml").write_text("a: 1\n")
    (tmp_path / "link.yaml").symlink_to(tmp_path / "real.yaml")
    assert read_bytes(tmp_path / "link.yaml", 100) == b"a: 1\n"
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "to_pipe.yaml").symlink_to(tmp_path / "pipe")
    assert refused(tmp_path / "to_pipe.yaml") == "it is a named pipe, not a file"


@pytest.mark.parametrize("raw, shown", [
    ("Mia", "Mia"),
    ("Mia\nESC\x1b[2J", "Mia ESC[2J"),              # a line break and a terminal's escape: one line, no escape
    ("  Grandma \t Rose  ", "Grandma Rose"),
    ("evil\u202eexe.txt", "evilexe.txt"),           # a right-to-left override would show the name reversed
    ("Zoë 👨\u200d👩\u200d👧", "Zoë 👨\u200d👩\u200d👧"),   # letters and emoji are kept whole
    ("\x00\x07\x08", ""),
])
def test_printable_text_is_one_line_without_control_characters(raw, shown):
    assert printable(raw) == shown


def test_printable_cuts_long_text_with_an_ellipsis():
    assert printable("Roodenpoortstoren", 8) == "Roodenp…"
    assert printable(12345) == "12345"


def test_a_refusal_for_size_carries_the_size_and_no_other_does(tmp_path):
    """Readers tell 'too big' from 'no file' by the refusal itself, without looking at the path again."""
    big = tmp_path / "big.yaml"
    big.write_bytes(b"x" * 5000)
    os.mkfifo(tmp_path / "pipe.yaml")
    sizes = []
    for path in (big, tmp_path / "pipe.yaml", tmp_path / "gone.yaml"):
        try:
            read_bytes(path, 100)
        except FileRefused as err:
            sizes.append(err.size)
    assert sizes == [5000, None, None]

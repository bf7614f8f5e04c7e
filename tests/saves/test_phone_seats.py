"""A saved game keeps its phone seats: the seats offered to phones, their link codes and which a phone
had joined, so the same links open the same seats after a restart. A damaged list loses only the links."""
import pytest

from game.config import MAPS, GameConfig, Seat
from game.phone.hub import new_token
from game.saves.reading import dump_yaml, parse_yaml
from game.saves.record import document, parse_save
from game.table.session import TableSession

from tests.saves.games import round_trip

TABLE = GameConfig("first_journey", (Seat("Ann"), Seat("Bob", color=1), Seat("Cy", computer=True, color=2)),
                   first=0, seed=3)


def saved_with(phones):
    """A fresh game's save with these phone seats."""
    session = TableSession(TABLE, pace=0.0)
    session.phones = phones
    return session.snapshot()


def with_raw_phones(raw):
    """A save whose phones list is `raw`, read back."""
    data = document(saved_with(()), MAPS / "first_journey.tmx")
    data["phones"] = raw
    return parse_save(parse_yaml(dump_yaml(data).encode("utf-8")), MAPS)


def test_phone_seats_come_back_with_their_codes():
    codes = new_token(), new_token()
    back = round_trip(saved_with(((0, codes[0], False), (1, codes[1], True))))
    assert back.phones == ((0, codes[0], False), (1, codes[1], True))
    assert TableSession.from_saved(back).phones == back.phones


def test_a_game_without_phones_writes_no_phones():
    assert "phones" not in document(saved_with(()), MAPS / "first_journey.tmx")
    assert round_trip(saved_with(())).phones == ()


@pytest.mark.parametrize("raw", [
    "everyone", [{"seat": 2, "code": new_token(), "phone": True}],          # a computer's seat
    [{"seat": 0, "code": "short", "phone": True}], [{"seat": 0, "code": "a/b" * 8, "phone": True}],
    [{"seat": 5, "code": new_token(), "phone": True}], [{"seat": 0, "code": new_token(), "phone": "yes"}],
    [{"seat": 0, "code": new_token(), "phone": True}, {"seat": 0, "code": new_token(), "phone": False}],
    [{"seat": True, "code": new_token(), "phone": True}], [["0", "code"]], [None] * 4])
def test_a_damaged_phones_list_loses_only_the_links(raw):
    back = with_raw_phones(raw)
    assert back.phones == ()
    assert back.state == saved_with(()).state   # the game itself is all there

"""The phone page's own files, without a browser: served by the real server, nothing from elsewhere,
no server text made into markup, and First Journey's pictures there and as the game's art draws them."""
from __future__ import annotations

import http.client
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.board.art import city_pictures
from game.phone.hub import PhoneHub
from game.phone.server import PAGES, PhoneServer
from tools import make_phone_art

SCRIPTS = sorted(PAGES.glob("*.js"))
TEXTS = [*SCRIPTS, *PAGES.glob("*.html"), *PAGES.glob("*.css")]
IMPORT = re.compile(r"""^import\s.*?\sfrom\s+["']([^"']+)["'];?$""", re.M)
# Names, not addresses: the SVG and XML namespaces a script names to make SVG nodes.
NAMESPACES = {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"}


@pytest.fixture(scope="module")
def server() -> Iterator[PhoneServer]:
    """The real page and socket server, on a free port of this machine."""
    started = PhoneServer(PhoneHub(), port=0, host="127.0.0.1")
    assert started.start(), started.problem
    try:
        yield started
    finally:
        started.stop()


def get(server: PhoneServer, path: str) -> tuple[int, str, bytes]:
    """Status, content type and body of one GET."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        connection.request("GET", path)
        answer = connection.getresponse()
        return answer.status, answer.getheader("Content-Type") or "", answer.read()
    finally:
        connection.close()


def test_a_seats_link_opens_the_page_and_the_page_finds_its_script_and_styles(server):
    """/seat/<code> and / answer the page; the page asks for its script and styles under /files/."""
    for path in ("/seat/some-code", "/"):
        status, kind, body = get(server, path)
        assert (status, kind) == (200, "text/html; charset=utf-8")
        assert b'<script type="module" src="/files/phone.js">' in body
        assert b'href="/files/phone.css"' in body
        assert b'name="viewport"' in body


def test_every_script_the_page_imports_is_served(server):
    """phone.js and every module it imports, followed through the imports, come from the server as scripts."""
    wanted, seen = ["phone.js"], set()
    while wanted:
        name = wanted.pop()
        if name in seen:
            continue
        seen.add(name)
        status, kind, body = get(server, f"/files/{name}")
        assert (status, kind) == (200, "text/javascript; charset=utf-8"), name
        for target in IMPORT.findall(body.decode("utf-8")):
            assert target.startswith("./") and "/" not in target[2:], f"{name} imports {target} from elsewhere"
            wanted.append(target[2:])
    assert seen == {path.name for path in SCRIPTS}, "a script in assets/phone/ is never imported"


def test_the_styles_the_icon_and_a_city_picture_are_served(server):
    """The styles as CSS, the icon and a First Journey picture as PNG images."""
    status, kind, body = get(server, "/files/phone.css")
    assert (status, kind) == (200, "text/css; charset=utf-8") and b"body" in body
    for name in ("icon.png", "fj_pine.png"):
        status, kind, body = get(server, f"/files/{name}")
        assert (status, kind) == (200, "image/png") and body.startswith(b"\x89PNG\r\n\x1a\n"), name


def test_every_first_journey_city_picture_has_its_file():
    """Each picture a First Journey city may have is a file the page can show."""
    names = city_pictures()
    assert names, "the game's First Journey pictures could not be read"
    missing = sorted(n for n in names if not (PAGES / f"fj_{n}.png").is_file())
    assert not missing, f"run tools/make_phone_art.py: no picture for {missing}"


def test_the_pictures_are_the_games_own_art(tmp_path: Path):
    """The committed pictures are what tools/make_phone_art.py cuts from the game's art now."""
    written = make_phone_art.cut(make_phone_art.TILESET, tmp_path)
    written.append(make_phone_art.icon(make_phone_art.ICON, tmp_path))
    stale = [p.name for p in written if (PAGES / p.name).read_bytes() != p.read_bytes()]
    assert not stale, f"run tools/make_phone_art.py: {stale} differ from the game's art"


@pytest.mark.parametrize("path", TEXTS, ids=lambda p: p.name)
def test_nothing_comes_from_the_internet(path: Path):
    """No address outside the game's own server: no CDN, no web font, no link out."""
    text = path.read_text(encoding="utf-8")
    addresses = set(re.findall(r"(?:https?:)?//[\w.-]+\.[a-z]{2,}[^\s\"'`)]*", text, re.I)) - NAMESPACES
    assert not addresses, f"{path.name} names {sorted(addresses)}"
    assert "@import" not in text and "@font-face" not in text


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_scripts_never_make_markup_from_text_and_never_log(path: Path):
    """Server text goes into textContent and attributes only; nothing is logged (a link's code
    is in the page's address)."""
    text = path.read_text(encoding="utf-8")
    for risky in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
                  "console.", "localStorage", "sessionStorage"):
        assert risky not in text, f"{path.name} uses {risky}"

"""The real-browser harness: two phone-sized chromiums, each with its own profile, run a served page."""
from __future__ import annotations

import struct
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.phone.browser import LARGE, SMALL, phones  # noqa: F401 (a fixture)

# The page writes its width, and what its browser remembers from before, where the test reads them.
PAGE = b"""<!doctype html>
<meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>phone</title>
<p>width <span id="width"></span>, remembered <span id="remembered"></span></p>
<script>
document.getElementById("width").textContent = window.innerWidth;
document.getElementById("remembered").textContent = localStorage.getItem("seat") || "nothing";
</script>
"""


class PageHandler(BaseHTTPRequestHandler):
    """Serves the one page at every path, and logs nothing."""

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        """Answer with the page."""
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(PAGE)))
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, *args: object) -> None:
        """Keep the test's output clean."""


@pytest.fixture
def page_url() -> Iterator[str]:
    """The page's address on a local server thread (a free port on 127.0.0.1)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), PageHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def png_size(path: Path) -> tuple[int, int]:
    """A PNG's width and height, from its header."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_two_phones_run_the_page_at_their_own_sizes_with_their_own_profiles(phones, page_url, tmp_path):  # noqa: F811 (a fixture)
    """Each phone runs the page's script at its own width; what one remembers the other never sees."""
    small, large = phones.start(*SMALL), phones.start(*LARGE)
    for phone in (small, large):
        phone.open(page_url)
    assert small.wait_for_text("#width", "360") == "360"
    assert large.wait_for_text("#width", "430") == "430"

    small.run("localStorage.setItem('seat', 'red')")
    for phone in (small, large):
        phone.open(page_url)
    assert small.wait_for_text("#remembered", "red") == "red"
    assert large.wait_for_text("#remembered", "nothing") == "nothing"

    shots = [phone.screenshot(tmp_path / "shots" / f"{name}.png") for name, phone in (("small", small), ("large", large))]
    assert [png_size(shot) for shot in shots] == [SMALL, LARGE]

"""A real browser: four phones, each a separate Debian chromium with its own profile at a phone's size,
join by the links the TV's join card shows and play a whole First Journey game to the scores with the
TV (the real App and play screen, headless), every move tapped on a phone's page.

Never skipped in CI (tests/phone/browser.py fails there when the browser is missing). Every wait is on
something happening (a page showing a state, a message reaching the TV), with a watchdog for a hang.
"""
from __future__ import annotations

import threading
from pathlib import Path

from selenium.webdriver.common.by import By

from game.config import GameConfig, Seat
from game.phone.phones import Phones
from game.scenes.overlays.join import JoinOverlay
from game.scenes.scoring.scene import ScoringScene
from tests.phone.browser import WATCHDOG, phones as browsers  # noqa: F401 (a fixture)
from tests.scenes.test_play_support import fresh_app, idle, start

TABLE = GameConfig("first_journey", tuple(Seat(name, color=i) for i, name in enumerate(("Ann", "Bob", "Cy", "Dee"))),
                   first=0, seed=29)
SIZES = ((360, 640), (430, 932), (360, 640), (430, 932))
SHOTS = Path(__file__).resolve().parents[2] / "build" / "phone-shots"


def tap(phone, css: str) -> None:
    """Tap the first shown element matching `css` on a phone's page."""
    phone.wait_for_element(css).click()


def page_at(phone, number: int) -> str:
    """Wait until the page shows the game after `number` moves; whether it is this seat's turn."""
    return phone.wait_for(lambda d: d.execute_script(
        "const b = document.body; return b.dataset.number === arguments[0] && !b.classList.contains('busy')"
        " ? (b.classList.contains('my-turn') ? 'yours' : 'others') : null;",
        str(number)), f"the page to show move {number}")


def one_move(phone) -> None:
    """Make one legal move by tapping the page: keep the tickets offered, claim a route, or draw."""
    driver = phone.driver
    if driver.find_elements(By.CSS_SELECTOR, '[data-test="keep"]'):
        for box in driver.find_elements(By.CSS_SELECTOR, '[data-test="offer-check"]'):
            if not box.is_selected():
                box.click()
        tap(phone, '[data-test="keep"]')
    elif driver.find_elements(By.CSS_SELECTOR, '[data-test="route"]'):
        tap(phone, '[data-test="route"]')
        tap(phone, '[data-test="pay-option"]')
    elif driver.find_elements(By.CSS_SELECTOR, '[data-test="pass"]'):
        tap(phone, '[data-test="pass"]')
    else:
        tap(phone, '[data-test="deck"]:not([disabled])')


def test_four_phones_play_first_journey_to_the_scores(browsers):  # noqa: F811 (the fixture)
    app = fresh_app()
    woke = threading.Event()
    table_phones = Phones(wake=woke.set, port=0, host="127.0.0.1", address="127.0.0.1")
    app._phones = table_phones
    try:
        card = JoinOverlay(TABLE.seats)   # the join card, as setup opens it: one code per person seat
        card.enter(app)
        links = [card.phones.link(seat) for seat in range(4)]
        assert all(link and link.startswith("http://127.0.0.1:") for link in links)
        phones = [browsers.start(*size) for size in SIZES]
        for phone, link in zip(phones, links):
            phone.open(link)
            phone.wait_for_element('[data-test="waiting"]')
        scene = start(app, TABLE)
        idle(app)
        table = scene.table
        for phone in phones:
            page_at(phone, table.move_count)
        taken = 0
        while not table.over:
            seat, before = table.state.current, table.move_count
            assert page_at(phones[seat], before) == "yours"
            assert all(page_at(phones[s], before) == "others" for s in range(4) if s != seat)
            woke.clear()
            one_move(phones[seat])
            assert woke.wait(WATCHDOG), "the move never reached the TV"
            idle(app)   # the TV's next loop turn hands it to the table (it woke with the message queued)
            assert table.move_count == before + 1, "the tapped move was not applied"
            taken += 1
            if taken == 6:
                for i, phone in enumerate(phones):
                    phone.screenshot(SHOTS / f"first-journey-{SIZES[i][0]}x{SIZES[i][1]}-seat{i}.png")
        for phone in phones:
            phone.wait_for_element('[data-test="scores"]')
            rows = phone.driver.find_elements(By.CSS_SELECTOR, '[data-test="score-row"]')
            assert len(rows) == 4
        for _ in range(10_000):
            if isinstance(app.stack.top, ScoringScene):
                break
            idle(app)
        assert isinstance(app.stack.top, ScoringScene)
    finally:
        table_phones.close()
        app._phones = None

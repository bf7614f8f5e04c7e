"""Real-browser tests: headless Debian chromium driven by Selenium, one new empty profile per phone.

A test takes the `phones` fixture (import it with `# noqa: F401 (a fixture)`) and starts a phone;
its pages see a phone's screen, touch and viewport (a page needs `<meta name="viewport"
content="width=device-width">` to be laid out at the phone's width, as on a real one):

    small = phones.start(360, 640)
    small.open(url)
    small.wait_for_text("#turn", "Your turn")
    small.screenshot(tmp_path / "turn.png")

Every phone a test started is quit when it ends, passed or failed. The browser is Debian's
chromium and chromium-driver, which `sh tools/setup.sh test` installs; nothing is downloaded:
the driver's path is given, so Selenium Manager is never asked, and the browser's own calls home
are turned off. Without them the tests skip, saying why, except in CI, where they fail.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:   # a .venv from before the phones: browser_missing() says how to get it
    webdriver = None  # type: ignore[assignment]

# Selenium asks its Manager for a driver only when given no path, and we give one; should that
# ever change, the Manager is still told to stay offline.
os.environ.setdefault("SE_OFFLINE", "true")

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
SMALL, LARGE = (360, 640), (430, 932)   # the phone sizes the page is made for
WATCHDOG = 60.0   # seconds: far beyond any wait that works, so only a real hang reaches it
POLL = 0.05
# A closed machine: no sandbox (CI runs as root in a container), no GPU, nothing fetched or synced
# in the background, and /tmp instead of a small /dev/shm.
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--disable-dev-shm-usage", "--password-store=basic")
SET_UP = "run the README's test command,  sh tools/setup.sh test,  which installs them"


def browser_missing() -> str | None:
    """What the real-browser tests lack on this machine, or None when they can run."""
    lacking = [str(path) for path in (CHROMIUM, CHROMEDRIVER) if not os.access(path, os.X_OK)]
    if webdriver is None:
        lacking.append("the selenium library")
    if not lacking:
        return None
    return f"the real-browser tests need Debian's chromium, chromium-driver and Selenium ({', '.join(lacking)} missing): {SET_UP}"


def require_browser() -> None:
    """Go on only with a browser: in CI its absence fails the test, elsewhere it skips it."""
    reason = browser_missing()
    if reason is None:
        return
    if os.environ.get("CI"):
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason)


class Phone:
    """One headless chromium, phone-sized, with a profile of its own; `driver` is Selenium's."""

    def __init__(self, driver: Any) -> None:
        """Wrap a started Selenium driver."""
        self.driver = driver

    def open(self, url: str) -> None:
        """Load a page and wait until its document has loaded."""
        self.driver.get(url)

    def wait_for(self, condition: Callable[[Any], Any], what: str) -> Any:
        """Poll the page until condition(driver) is truthy and return that; at the watchdog, fail naming `what`."""
        try:
            return WebDriverWait(self.driver, WATCHDOG, poll_frequency=POLL).until(condition)
        except TimeoutException:
            raise AssertionError(f"gave up after {WATCHDOG:.0f} s waiting for {what}") from None

    def wait_for_element(self, css: str) -> Any:
        """The first element matching a CSS selector, once it is shown."""
        def shown(driver: Any) -> Any:
            found = driver.find_elements(By.CSS_SELECTOR, css)
            return found[0] if found and found[0].is_displayed() else None
        return self.wait_for(shown, f"{css} to be shown")

    def wait_for_text(self, css: str, text: str) -> str:
        """The text of the element matching a CSS selector, once it contains `text` (a failure says what it held)."""
        held = ["(no such element)"]

        def holds(driver: Any) -> str | None:
            found = driver.find_elements(By.CSS_SELECTOR, css)
            if found:
                held[0] = found[0].text
            return held[0] if found and text in held[0] else None
        try:
            return self.wait_for(holds, f"{css} to say {text!r}")
        except AssertionError as gave_up:
            raise AssertionError(f"{gave_up}; it says {held[0]!r}") from None

    def run(self, script: str, *args: Any) -> Any:
        """Run JavaScript in the page (`return ...` gives a value back)."""
        return self.driver.execute_script(script, *args)

    def screenshot(self, path: Path) -> Path:
        """Save what the phone shows as a PNG at `path` (folders made as needed)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        if not self.driver.save_screenshot(str(path)):
            raise AssertionError(f"the browser could not save a screenshot to {path}")
        return path

    def quit(self) -> None:
        """End the browser and its driver."""
        self.driver.quit()


class Phones:
    """Starts phones, each with a new empty profile under `base`; quits every one on close."""

    def __init__(self, base: Path) -> None:
        """Profiles go in numbered folders under `base`."""
        self.base = base
        self.started: list[Phone] = []

    def start(self, width: int, height: int, scale: float = 1.0) -> Phone:
        """A new headless chromium showing pages on a `width` x `height` phone screen (CSS pixels, `scale`
        device pixels each: a screenshot is that many times larger)."""
        require_browser()
        profile = self.base / f"phone-{len(self.started) + 1}"
        profile.mkdir(parents=True)
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for flag in (*FLAGS, f"--user-data-dir={profile}"):
            options.add_argument(flag)
        # A desktop window is at least 500 pixels wide and keeps room for its toolbars; a phone's
        # screen, touch and viewport (<meta name="viewport">) come from Chromium's mobile emulation.
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {
            "width": width, "height": height, "pixelRatio": scale, "mobile": True, "touch": True}})
        driver = webdriver.Chrome(options=options, service=Service(executable_path=str(CHROMEDRIVER)))
        phone = Phone(driver)
        self.started.append(phone)
        driver.set_page_load_timeout(WATCHDOG)
        driver.set_script_timeout(WATCHDOG)
        return phone

    def close(self) -> None:
        """Quit every phone started; one that will not quit does not keep the others running."""
        errors = []
        while self.started:
            try:
                self.started.pop().quit()
            except Exception as error:   # noqa: BLE001 (the others must still be quit)
                errors.append(error)
        if errors:
            raise errors[0]

    def __enter__(self) -> Phones:
        """Use as `with Phones(folder) as phones:`."""
        return self

    def __exit__(self, *exc: object) -> None:
        """Quit them all, whatever happened."""
        self.close()


@pytest.fixture
def phones(tmp_path: Path) -> Iterator[Phones]:
    """A test's phones: `phones.start(360, 640)`; all quit when the test ends, passed or failed."""
    with Phones(tmp_path / "profiles") as started:
        yield started

"""The title menu: new game, continue, saved games, games played, rules, settings, quit, over a picture drawn once."""
from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.safefile import printable
from game.saves import Entry
from game.saves.listing import progress
from game.scenes.menus.lists import GOLD, trophy
from game.scenes.menus.warmup import WarmUp
from game.scenes.places import History, Rules, SavedGame, Saves, Settings, Setup
from game.scenes.screen import (BROWN, CREAM, GREEN, NIGHT, PLUM, RED, TEAL, Button, ButtonScreen, gradient, icon,
                                write)
from game.scenes.stack import Change, Push, Quit
from game.view import theme
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.text import Fitted, fit, rendered

POLL = 0.1   # seconds between looks at the last game's check while it runs
WARM = (255, 214, 196)   # the words of a line that warns
SMALL_COUNT = 5   # the smaller buttons: Saves, History, Rules, Settings, Quit


class LastGame:
    """The autosave, looked at in two steps so the menu never waits for it.

    At once: whether the file is there and says its game is not over (a quick read), which is
    enough to offer Continue. Then on a worker thread: the whole check (the board, the rules,
    every move replayed); when it says the save cannot go on, Continue goes grey with the reason.
    """

    def __init__(self, app: Any) -> None:
        self.entry: Entry | None = None
        self.hopeful = False
        self._thread: threading.Thread | None = None
        saves, saver = getattr(app, "saves", None), getattr(app, "autosaver", None)
        if saves is None or saver is None:
            return
        saver.flush()   # a game just left may still be writing its last move
        path = saves.file(saver.name)
        if not path.is_file():
            return
        data = saves.peek(path)
        state = data.get("state") if data else None
        self.hopeful = isinstance(state, dict) and state.get("phase") != "over"
        self._thread = threading.Thread(target=self._check, args=(saves, saver.name), daemon=True)
        self._thread.start()

    def _check(self, saves: Any, name: str) -> None:
        """The whole check, on the worker thread; whatever goes wrong becomes the reason Continue is off."""
        try:
            self.entry = saves.continue_game(name)
        except Exception as err:  # noqa: BLE001 (the check never ends silently: the menu says why)
            reason = printable(f"it could not be checked ({type(err).__name__}: {err})", 200)
            self.entry = Entry(saves.file(name), "autosave", None, reason, 0.0)

    @property
    def checking(self) -> bool:
        """True while the whole check runs."""
        return self._thread is not None and self._thread.is_alive()

    def wait(self) -> Entry | None:
        """The checked entry (waiting for the check if it still runs)."""
        if self._thread is not None:
            self._thread.join()
        return self.entry

    def can_continue(self) -> bool:
        """True if the last game can be taken up, as far as is known yet."""
        if self.checking:
            return self.hopeful
        entry = self.entry
        return entry is not None and entry.saved is not None and not entry.saved.over


@dataclass(frozen=True)
class MenuLayout:
    """Where the menu's parts go on one screen size, in pixels."""

    title_y: int
    title_size: int
    subtitle_y: int
    subtitle_size: int
    big: tuple[pygame.Rect, pygame.Rect]          # New game, Continue
    big_size: int
    small: tuple[pygame.Rect, ...]                # Saves, History, Rules, Settings, Quit
    small_size: int
    status_y: int                                 # the line about the last game
    status_size: int
    note_y: int                                   # the line about this window's own autosave, when it has one
    track_y: int


def menu_layout(m: Metrics) -> MenuLayout:
    """The menu laid out for the 1000 x 600 units of the smallest screen, spread out on taller ones."""
    w, h = m.units
    extra = min(240.0, max(0.0, h - 600))   # room beyond the smallest screen, shared out below
    lift = max(0.0, h - 600 - extra) * 0.35  # a very tall screen: the block sits a little lower
    big_w = min(380.0, (w - 120) / 2)
    big_h = 104 + 0.13 * extra
    big_y = lift + 170 + 0.65 * extra
    big = tuple(m.rect(w / 2 - 20 - big_w + i * (big_w + 40), big_y, big_w, big_h) for i in range(2))
    small_w = min(220.0, (w - 60 - (SMALL_COUNT - 1) * 16) / SMALL_COUNT)
    small_x = w / 2 - (SMALL_COUNT * small_w + (SMALL_COUNT - 1) * 16) / 2
    small_y = lift + 330 + 0.95 * extra
    small_h = 88 + 0.07 * extra
    small = tuple(m.rect(small_x + i * (small_w + 16), small_y, small_w, small_h) for i in range(SMALL_COUNT))
    track_y = m.height - m.px(64 + 0.1 * extra)
    return MenuLayout(
        title_y=m.px(lift + 72 + 0.4 * extra), title_size=m.font(84 + 0.1 * extra),
        subtitle_y=m.px(lift + 136 + 0.55 * extra), subtitle_size=m.font(26 + 0.035 * extra),
        big=(_tall(m, big[0]), _tall(m, big[1])), big_size=m.font(36 + 0.035 * extra),
        small=tuple(_tall(m, r) for r in small), small_size=m.font(28 + 0.02 * extra),
        status_y=m.px(lift + 300 + 0.88 * extra), status_size=m.font(22 + 0.02 * extra),
        note_y=(max(_tall(m, r).bottom for r in small) + track_y) // 2, track_y=track_y)


def _tall(m: Metrics, rect: pygame.Rect) -> pygame.Rect:
    """A button rectangle at least a finger high."""
    return pygame.Rect(rect.x, rect.y, rect.w, max(rect.h, m.target()))


class MenuScene(ButtonScreen):
    """The title screen: new game, continue, saved games, games played, rules, settings, quit."""

    default = "new"

    def enter(self, app: Any) -> None:
        """Start looking at the last game, then make the buttons; no table uses phones here, so they are let go."""
        self.app = app
        phones = getattr(app, "phones_made", None)
        if phones is not None:
            phones.close()
        self.last = LastGame(app)
        self.shown_checked = False
        self.warmup: WarmUp | None = None   # what the first New game needs, prepared once the menu has shown
        self.drawn = False
        super().enter(app)

    def arrange(self) -> None:
        """Lay out the buttons and the picture for the screen's size."""
        self.layout = menu_layout(self.m)
        super().arrange()

    def can_continue(self) -> bool:
        """True if the last game can be taken up: it loads and is not over."""
        return self.last.can_continue()

    def update(self, dt: float) -> Change:
        """After the first frame, prepare the first New game; when the whole check of the last game ends, show
        what it found."""
        if self.drawn and self.warmup is None:
            self.warmup = WarmUp(lambda: self.app.stack.top is self)
            self.warmup.start()
        if not self.shown_checked and not self.last.checking:
            self.shown_checked = True
            self.rebuild()
            self.redraw()
        return None

    def wake(self) -> float | None:
        """At once after the first frame (to start preparing); soon while the last game is being checked;
        otherwise wait for input."""
        if self.drawn and self.warmup is None:
            return 0.0
        return None if self.shown_checked else POLL

    def make_buttons(self) -> list[Button]:
        """Two big buttons for playing, five smaller ones below."""
        lay = self.layout
        big = [("new", "New game", "plus", GREEN, True), ("continue", "Continue", "next", TEAL, self.can_continue())]
        out = [Button(key, rect, label, icon=icon(picture, lay.big_size), size=lay.big_size, color=colour, enabled=on)
               for rect, (key, label, picture, colour, on) in zip(lay.big, big)]
        # A picture on each, for those who cannot read yet; the words stay short.
        small = [("saves", "Saves", "saves", TEAL), ("history", "History", "trophy", GOLD),
                 ("rules", "Rules", "book", PLUM), ("settings", "Settings", "gear", BROWN),
                 ("quit", "Quit", "cross", RED)]
        out += [Button(key, rect, label, icon=trophy(lay.small_size, CREAM, None) if picture == "trophy" else
                       icon(picture, lay.small_size), size=lay.small_size, color=colour)
                for rect, (key, label, picture, colour) in zip(lay.small, small)]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The picture, the buttons, what the last game is (or why it cannot go on), and where this window
        saves when another copy of the game has the usual file."""
        super().draw(surface)
        size, room = self.layout.status_size, min(self.m.width - self.m.px(80), self.m.px(1040))
        words = self.last_line(size, room)
        if words is not None:
            self._plate(surface, words, CREAM if self.can_continue() else WARM, self.layout.status_y)
        note = self.saving_note() or self.house_note()
        if note:   # smaller rather than shortened: the file's name at its end is what to look for in Saved games
            self._plate(surface, fit(note, size, room, smallest=self.m.font(14)), WARM, self.layout.note_y)
        self.drawn = True

    def _plate(self, surface: pygame.Surface, words: Fitted, colour: tuple[int, int, int], y: int) -> None:
        """Fitted words on a dark plate, centred at height y."""
        line = pygame.Rect(0, 0, words.width, words.height)
        line.center = (self.m.width // 2, y)
        pygame.draw.rect(surface, NIGHT, line.inflate(self.m.px(28), self.m.px(10)), border_radius=theme.RADIUS)
        write(surface, words, line, colour, align="center")

    def saving_note(self) -> str:
        """Why this window saves its game in another file than the usual autosave (another copy of the game
        has it), or ''."""
        note = getattr(getattr(self.app, "autosaver", None), "note", None)
        return f"{note[:1].upper()}{note[1:]}." if note else ""

    def house_note(self) -> str:
        """What the player continuing should know of the last game: house rules its board no longer allows ('')."""
        saved = getattr(self.last.entry, "saved", None)
        return f"{saved.note}." if saved is not None and saved.note and not saved.over else ""

    def last_words(self) -> str:
        """One line under the buttons about the last game."""
        return next(iter(self.last_ways()), "")

    def last_line(self, size: int, room: int) -> Fitted | None:
        """The fullest way of saying what the last game is that fits `room` pixels at this size or a little
        smaller (the shortest, fitted by text.fit's rule, if none does); None when there is nothing to say."""
        ways = self.last_ways()
        whole = (fit(way, size, room, smallest=max(MIN_TEXT_PX, size * 5 // 6), short=()) for way in ways)
        return next((w for w in whole if not w.cut), fit(ways[-1], size, room) if ways else None)

    def last_ways(self) -> list[str]:
        """What the last game is, or why it cannot go on: in words from the fullest to the shortest."""
        last = self.last.entry
        if last is None or (last.saved is not None and last.saved.over):
            return []
        if last.saved is None:
            return [f"The last game cannot go on: {last.problem}"]
        players = last.saved.state.players
        names, where = ", ".join(p.name for p in players), progress(last.saved.state)
        title = last.saved.board.title
        short = title.split(": ")[-1]   # "Family Trains: Seaside" -> "Seaside": the part after the colon
        return [f"Continue {title} with {names}: {where}", f"{short} with {names}: {where}",
                f"{short}, {len(players)} players: {where}"]

    def paint(self) -> pygame.Surface:
        """The title picture: evening sky, hills, a train on its track, the name of the game."""
        return title_picture(self.app.size, getattr(self.app, "sprites", None))

    def press(self, key: Any) -> Change:
        """Open the screen a button names."""
        if key == "new":
            return Push(Setup())
        if key == "continue" and self.can_continue():
            entry = self.last.wait()
            if entry is None or entry.saved is None or entry.saved.over:
                self.rebuild()   # the check found the game cannot go on: the line below says why
                return None
            return Push(SavedGame(entry.saved))
        if key == "quit":
            return Quit()
        places = {"saves": Saves(), "history": History(), "rules": Rules(tab=self.played_style()),
                  "settings": Settings()}
        return Push(places[key]) if key in places else None

    def played_style(self) -> str | None:
        """The rule style of the game played last, whose rules tab opens first: this session's (the play scene
        notes it on the app), else that of the last game the saves hold; None if neither is known."""
        saved = getattr(self.last.entry, "saved", None)
        return getattr(self.app, "played_style", "") or (saved.config.style if saved is not None else None)

    def resume(self, result: Any) -> None:
        """Back from another screen: a game may have been saved, loaded or deleted meanwhile."""
        self.last = LastGame(self.app)
        self.shown_checked = False
        if self.warmup is not None and not self.warmup.finished:
            self.warmup, self.drawn = None, False   # ended early by the screen opened over the menu: it goes on
            # once the menu's next frame has shown
        self.rebuild()


@lru_cache(maxsize=4)
def title_picture(size: tuple[int, int], sprites: Any) -> pygame.Surface:
    """The menu's picture, drawn once per size: sky, sun, hills, a track and a train of the five colours."""
    w, h = size
    m = Metrics.for_size(size)
    lay = menu_layout(m)
    out = gradient(size, (92, 142, 204), (250, 196, 132))
    sun = (w - m.px(150), h - m.px(190))
    pygame.draw.circle(out, (255, 226, 150), sun, m.px(90))
    pygame.draw.circle(out, (255, 238, 190), sun, m.px(70))
    for cx, cy, r in ((80, 70, 26), (120, 56, 34), (160, 74, 24), (-200, 60, 26), (-160, 48, 34), (-120, 64, 24)):
        x = m.px(cx) if cx > 0 else w + m.px(cx)   # a few soft clouds near both corners
        pygame.draw.circle(out, (250, 244, 236), (x, m.px(cy)), m.px(r))
    for colour, rise, amp, phase in (((122, 170, 92), 170, 40, 0.3), ((88, 146, 74), 120, 30, 2.0)):
        base, wave = h - m.px(rise), m.px(210)
        hill = [(x, base - m.px(amp) * math.sin(x / wave + phase)) for x in range(0, w + 20, 20)]
        pygame.draw.polygon(out, colour, hill + [(w, h), (0, h)])
    track(out, m, lay.track_y)
    x = w // 2 - m.px(390)
    if sprites is not None:
        for name in ("yellow", "green", "blue", "red"):
            car = pygame.transform.smoothscale(sprites.cars[name], (m.px(132), m.px(44)))
            out.blit(car, car.get_rect(bottomleft=(x, lay.track_y + m.px(9))))
            x += m.px(138)
    locomotive(out, m, x, lay.track_y + m.px(2))
    room = w - 2 * m.px(40)
    title = fit("Family Trains", lay.title_size, room)
    box = pygame.Rect(m.px(40), lay.title_y - title.height // 2, room, title.height)
    shadow = rendered(title.lines[0], title.size, BROWN)   # the same words a little lower right, behind them
    out.blit(shadow, shadow.get_rect(center=(box.centerx + m.px(4), box.centery + m.px(5))))
    write(out, title, box, CREAM, align="center")
    sub = fit("Join cities  •  Claim routes  •  Play together", lay.subtitle_size, room)   # boards: setup lists them
    write(out, sub, (m.px(40), lay.subtitle_y - sub.height // 2, room, sub.height), NIGHT, align="center")
    return out.convert() if pygame.display.get_surface() is not None else out


def track(out: pygame.Surface, m: Metrics, y: int) -> None:
    """Sleepers and two rails across the whole picture at height y."""
    for x in range(-m.px(10), out.get_width(), m.px(30)):
        pygame.draw.rect(out, (120, 86, 56), (x, y + m.px(4), m.px(16), m.px(18)), border_radius=3)
    for dy in (6, 18):
        pygame.draw.line(out, (70, 66, 64), (0, y + m.px(dy)), (out.get_width(), y + m.px(dy)), max(2, m.px(4)))


def locomotive(out: pygame.Surface, m: Metrics, x: int, ground: int) -> None:
    """A friendly red engine facing right, its left end at x and its wheels on the rail."""
    def at(dx: float, dy: float, w: float, h: float) -> pygame.Rect:
        """A part of the engine, placed from its left end and the ground, in units."""
        return pygame.Rect(x + m.px(dx), ground - m.px(dy), m.px(w), m.px(h))
    dark = (60, 44, 40)
    pygame.draw.rect(out, (200, 52, 44), at(0, 62, 150, 48), border_radius=m.px(10))
    pygame.draw.rect(out, dark, at(0, 96, 56, 40), border_radius=m.px(6))
    pygame.draw.rect(out, (250, 236, 200), at(10, 88, 36, 22), border_radius=m.px(4))
    pygame.draw.rect(out, dark, at(104, 92, 24, 32), border_radius=m.px(4))
    pygame.draw.circle(out, (250, 210, 80), (x + m.px(150), ground - m.px(40)), m.px(10))
    for cx, r in ((30, 16), (78, 12), (118, 12)):
        centre = (x + m.px(cx), ground - m.px(10))
        pygame.draw.circle(out, (40, 36, 36), centre, m.px(r))
        pygame.draw.circle(out, (200, 180, 150), centre, m.px(r) // 2)
    for i, r in enumerate((14, 18, 22)):  # puffs of steam drifting back over the train
        pygame.draw.circle(out, (250, 250, 246), (x + m.px(110 - i * 46), ground - m.px(112 + i * 14)), m.px(r))

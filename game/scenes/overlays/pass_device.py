"""Pass the device: a full, opaque screen between two people's turns that hides everything private.

Nothing of the game is drawn beneath it (it is opaque), so the last player's hand and
tickets are gone before the next player takes the device. Pops with ("ready", seat) when
that player taps the big button. While the last move may still be taken back, an Undo button
in the top left corner is there for the one who made it (they still hold the device): it pops
with ("undo",). In the children's game it greets the player by train colour as it appears ("Blue
train, your turn!"), and again (twice at most) when nobody touches it for a while.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.scenes.overlays.answers import Ready, UndoAsked
from game.audio.repeats import Repeats
from game.scenes.stack import Change, Pop, Push, Scene
from game.view import hud_icons as icons
from game.view import table_icons, theme
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.pointer import UNDO_KEY, Back, Confirm, Hover, Intent, Tap, Typed
from game.view.text import draw, fit, font, name_forms
from game.view.widgets import Button, icon_label

TRY_FOR = 3.0   # seconds a greeting asked for before the sound was open is tried again (a game taken up)
TRY_EVERY = 0.1


class PassOverlay(Scene):
    """"Pass to <name>": shown until that player taps to see their cards."""

    opaque = True

    def __init__(self, seat: int, name: str, color: int, undo: bool = False, pictures: bool = False,
                 greeting: str | None = None, undo_at: Callable[[], pygame.Rect] | None = None) -> None:
        self.seat = seat
        self.name = name
        self.color = color
        self.can_undo = undo
        self.undo_at = undo_at     # where the game's own Undo button is: this one stands in the same place
        self.pictures = pictures   # for children who cannot read: the button is an eye and the name
        self.greeting = greeting   # the voice's key said as the screen appears (None: it says nothing)
        self.undo_button: Button | None = None
        self.clock = 0.0           # this screen's own seconds, advanced by update()
        self.repeats = Repeats()
        self.unheard = False       # the greeting could not be said yet: the sound is still opening

    def enter(self, app: Any) -> None:
        """Keep the app, and greet the player whose turn it is as the screen appears."""
        super().enter(app)
        if self.greeting is not None:
            self.repeats.start(self.clock)
            self.unheard = not self._say()

    def _say(self) -> bool:
        """Say the greeting; False if the voice could not say it (a stand-in that returns nothing said it)."""
        voice = getattr(self.app, "voice", None)
        return voice is None or voice.say(self.greeting) is not False

    def update(self, dt: float) -> Change:
        """The greeting again when nobody has touched the screen for a while (twice at most), or, just after
        the game was taken up, once the sound is open."""
        self.clock += dt
        if self.greeting is None:
            return None
        if self.unheard:
            if self._say():
                self.unheard = False
                self.repeats.start(self.clock)
            elif self.clock >= TRY_FOR:
                self.unheard = False   # no sound, or the voice is off: the repeats alone go on
        elif self.repeats.due(self.clock):
            self.repeats.said(self.clock)
            self._say()
        return None

    def wake(self) -> float | None:
        """When the greeting is due again (None: not until a touch)."""
        if self.greeting is None:
            return None
        if self.unheard:
            return TRY_EVERY
        return self.repeats.wait(self.clock)

    def arrange(self) -> None:
        """Lay out the words, the cars and the button for the screen; draw the still picture once."""
        m = self.app.metrics
        label_size = m.font(28 if m.compact else 30)
        label = self.name if self.pictures else f"I am {self.name}: show my cards"
        eye = icons.eye(m.px(56)) if self.pictures else None
        room = font(label_size, bold=True).size(label)[0] + m.px(60) + (eye.get_width() + theme.GAP if eye else 0)
        width = min(m.width - 2 * m.px(24), max(m.px(520), room))
        self.ready = Button("ready", pygame.Rect(0, 0, width, m.target(96 if m.compact else 120)),
                            label,
                            icon=eye, size=label_size, color=theme.GOOD)
        self.picture = self._draw_picture(m)
        self.undo_button = None
        if self.can_undo:
            self.undo_button = self._undo_button(m)

    def _undo_button(self, m: Metrics) -> Button:
        """Undo where the game's Undo button was, so a hand that reaches for it finds it still there; top left
        (below the coloured band, away from the words and the corners hands rest on) if that place is taken."""
        size = m.font(theme.FONT)
        place = self.undo_at() if self.undo_at is not None else None
        screen = pygame.Rect((0, 0), m.size)
        if place is not None and not place.colliderect(self.ready.rect) and screen.contains(place):
            word = m.font(theme.FONT_SMALL - 2)
            picture = max(8, min(m.px(40), place.h - 2 * font(word, True).get_linesize() - 4))
            face = icon_label(table_icons.undo(picture, theme.PAPER), "Undo", theme.PAPER, word, place.w - 6)
            return Button("undo", pygame.Rect(place), icon=face, size=size)
        picture = m.px(44)
        width = picture + theme.GAP + font(size, bold=True).size("Undo")[0] + m.px(40)
        rect = pygame.Rect(m.px(24), m.px(18) + m.px(20), max(m.target(), width), m.target(88))
        return Button("undo", rect, "Undo", icon=table_icons.undo(picture, theme.PAPER), size=size)

    def _buttons(self) -> list[Button]:
        """The buttons shown: ready, and Undo while the last move may be taken back."""
        return [self.ready] + ([self.undo_button] if self.undo_button is not None else [])

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """The ready button, and the Undo button if shown."""
        return [(b.key, b.rect) for b in self._buttons()]

    def button_rect(self, key: str) -> pygame.Rect | None:
        """A button's rect (keys "ready", "undo"), or None if it is not shown."""
        return next((b.rect for b in self._buttons() if b.key == key), None)

    def handle(self, intent: Intent) -> Change:
        """The player taps the button (or presses Enter) when they hold the device; Back pauses."""
        if not isinstance(intent, Hover):
            self.repeats.touched(self.clock)   # someone is there: the greeting waits again before it comes back
        if isinstance(intent, Back):
            from game.scenes.overlays.pause import PauseOverlay  # made by another part; imported late
            return Push(PauseOverlay())
        if isinstance(intent, Hover):
            for button in self._buttons():
                if button.hit(intent.pos) != button.hovered:
                    button.hovered = not button.hovered
                    self.redraw()
        elif self._undo_asked(intent):
            self._tap_sound()
            return Pop(UndoAsked())
        elif isinstance(intent, Confirm) or (isinstance(intent, Tap) and self.ready.hit(intent.pos)):
            self._tap_sound()
            return Pop(Ready(self.seat))
        return None

    def _undo_asked(self, intent: Intent) -> bool:
        """True if the Undo button is shown and tapped (or "u" typed)."""
        undo = self.undo_button
        return undo is not None and ((isinstance(intent, Tap) and undo.hit(intent.pos))
                                     or (isinstance(intent, Typed) and intent.text in ("u", "U", UNDO_KEY)))

    def _tap_sound(self) -> None:
        """The soft sound of a button, if there is sound."""
        sound = getattr(self.app, "sound", None)
        if sound is not None:
            sound.play("tap")

    def _draw_picture(self, m: Metrics) -> pygame.Surface:
        """The still picture, cars in the player's colour over the words, centred; the button goes below."""
        w, h = m.size
        image = pygame.Surface(m.size)
        image.fill(theme.BACKDROP)
        name, fill, outline, _ = PLAYER_COLORS[self.color % len(PLAYER_COLORS)]
        band = m.px(18)
        pygame.draw.rect(image, fill, (0, 0, w, band))
        pygame.draw.rect(image, fill, (0, h - band, w, band))
        car_w = min(m.px(330 if not m.compact else 270), (w - m.px(80) - 2 * m.px(16)) // 3)
        sprite = self.app.sprites.cars.get(name)
        car = pygame.transform.smoothscale(sprite, (car_w, car_w // 3)) if sprite else icons.car(car_w, fill, outline)
        room = w - m.px(48)
        title = fit(f"Pass to {self.name}", m.font(48 if m.compact else 60), room, short=name_forms(f"Pass to {self.name}", self.name))
        hint = fit("Everyone else: no peeking!", m.font(22 if m.compact else 26), room)
        gaps = (m.px(28), m.px(8), m.px(28 if m.compact else 40))
        parts = (car.get_height(), title.height, hint.height, self.ready.rect.h)
        y = (h - sum(parts) - sum(gaps)) // 2
        for dx in (-1, 0, 1):
            image.blit(car, car.get_rect(midtop=(w // 2 + dx * (car_w + m.px(16)), y)))
        y += parts[0] + gaps[0]
        draw(image, title, pygame.Rect(m.px(24), y, room, title.height), theme.PAPER, align="center", valign="top")
        y += parts[1] + gaps[1]
        draw(image, hint, pygame.Rect(m.px(24), y, room, hint.height), theme.MUTED, align="center", valign="top")
        self.ready.rect.midtop = (w // 2, y + parts[2] + gaps[2])
        return image.convert() if pygame.display.get_surface() is not None else image

    def draw(self, surface: pygame.Surface) -> None:
        """The whole screen: nothing of the game shows through."""
        surface.blit(self.picture, (0, 0))
        for button in self._buttons():
            button.draw(surface)

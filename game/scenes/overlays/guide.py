"""A guided first turn: offered once per kind of game, it rings the real board's parts one step at a time.

At a person's first regular turn of the first game of a kind (never in a game of computers only,
nor on a computer's turn), a small card asks whether to be shown how a turn goes. The guide then
rings, on the play screen itself, where cards are taken, a route and the hand that pays for it,
and where tickets are drawn and kept, with Next between the steps. It never acts for the player:
it is an overlay that pops with nothing. The rules pages stay in the menu for later.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.rules import Phase
from game.scenes.screen import BROWN, panel, play_sound, write
from game.scenes.stack import Change, Pop, Push, Scene
from game.view import hud_icons, theme
from game.view.pointer import Back, Confirm, Intent, Tap
from game.view.text import font
from game.view.widgets import Button

RING = (255, 214, 40)


@dataclass(frozen=True)
class Step:
    """One step of the guide: what it rings, its words and picture, and the prompt said in the children's game."""

    rings: tuple[pygame.Rect, ...]
    words: str
    picture: str
    prompt: str


def offer_guide(play: Any) -> Change:
    """The offer of a guided first turn, if a person's first regular turn of a first game of its kind begins now."""
    app = getattr(play, "app", None)
    settings = getattr(app, "settings", None)
    seen = play.seen
    view = seen.view
    if settings is None or seen.over or view.phase is not Phase.TURN or play.config.style in settings.guided:
        return None
    if seen.facts.is_computer(view.current) or seen.viewer != view.current or view.players[view.current].turns:
        return None
    return Push(GuideOverlay(play))


def steps(play: Any) -> list[Step]:
    """The guide's steps for this game, asked of its rule set: cards, a route with the hand, tickets."""
    rules, m = play.seen.rules, play.app.metrics
    pad = m.px(8)
    row = [play.button_rect(f"slot{i}") for i in range(rules.face_up_size)]
    cards = [r.inflate(pad, pad) for r in [play.button_rect("deck"), *row] if r is not None]
    route = min(play.seen.claimable() or [r.id for r in play.board.routes])
    x, y = play.route_point(route)
    size = m.px(110)
    spot = pygame.Rect(x - size // 2, y - size // 2, size, size)
    hand = play.layout.hand_area.inflate(pad, pad)
    tickets = [r.inflate(pad, pad) for r in (play.button_rect("tickets"), play.button_rect("my_tickets")) if r is not None]
    take = "Take 2 cards: tap the deck" + (" or a face-up card." if rules.has_face_up_row else ".")
    word = rules.terms.tickets
    keep = (f"Tap here for new {word}. Yours are here." if rules.has_ticket_draw
            else f"Tap here to swap your {word}. Yours are here.")
    return [Step(tuple(cards), take, "cards", "turn_help"),
            Step((spot, hand), "Or tap a route, then pay with your cards.", "track", "build_track"),
            Step(tuple(tickets), keep, "ticket", "swap_tickets" if rules.has_ticket_swap else "")]


class GuideOverlay(Scene):
    """The offer ("First time? Show me how" / "No thanks"), then the steps over the real board; pops with None."""

    opaque = False

    def __init__(self, play: Any) -> None:
        self.play = play
        self.step = -1          # -1: the offer; 0..: the steps
        self.steps: list[Step] = []
        self.buttons: list[Button] = []
        self.card = pygame.Rect(0, 0, 0, 0)

    def arrange(self) -> None:
        """Find the rects to ring on the play screen as laid out now, and place the card and its buttons."""
        m = self.app.metrics
        self.pictures = self.play.facts.gentle   # children: pictures, hardly a word
        self.steps = steps(self.play)
        area = self.play.layout.board_area
        w = min(area.w - 2 * m.px(16), m.px(560))
        h = m.target(84) + m.px(40) + 2 * font(self.size, True).get_linesize() + m.px(16)
        rings = self.steps[self.step].rings if self.step >= 0 else ()
        self.card = pygame.Rect(0, 0, w, h)
        self.card.midtop = (area.centerx, area.y + m.px(16))
        if self.card.collidelist(list(rings)) >= 0:
            self.card.midbottom = (area.centerx, area.bottom - m.px(16))
        bh, bw = m.target(84), max(m.target(), (w - 3 * m.px(16)) // 2)
        y = self.card.bottom - m.px(16) - bh
        if self.step < 0:
            self.buttons = [Button("show", pygame.Rect(self.card.x + m.px(16), y, bw, bh), "Show me how",
                                   size=m.font(26), color=theme.GOOD),
                            Button("no", pygame.Rect(self.card.right - m.px(16) - bw, y, bw, bh), "No thanks",
                                   size=m.font(26), color=BROWN)]
        else:
            last = self.step == len(self.steps) - 1
            self.buttons = [Button("next", pygame.Rect(self.card.right - m.px(16) - bw, y, bw, bh),
                                   "Done" if last else "Next", size=m.font(26), color=theme.GOOD)]

    @property
    def size(self) -> int:
        """The words' size in pixels."""
        return self.app.metrics.font(30)

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """The card's buttons."""
        return [(str(b.key), b.rect) for b in self.buttons]

    def handle(self, intent: Intent) -> Change:
        """A button goes on (or ends the guide); Back or Escape ends it; Enter is Next or Show me how."""
        if isinstance(intent, Back):
            return self.finish()
        key = None
        if isinstance(intent, Tap):
            key = next((b.key for b in self.buttons if b.hit(intent.pos)), None)
        elif isinstance(intent, Confirm):
            key = self.buttons[0].key
        if key is None:
            return None
        play_sound(self.app, "tap")
        if key == "no" or (key == "next" and self.step == len(self.steps) - 1):
            return self.finish()
        self.step += 1
        if self.steps[self.step].prompt:   # the children's game says the step too
            self.play.voice.speak(self.steps[self.step].prompt)
        self.arrange()
        self.redraw()
        return None

    def finish(self) -> Change:
        """Remember that this kind of game was offered its guide (on disk if it can be), and leave."""
        app, game = self.app, self.play.config.style   # a kind of game is a rule style
        if game not in app.settings.guided:
            app.settings = app.settings.changed(guided=app.settings.guided + (game,))
            app.settings.save(app.settings_path)   # False if the disk refuses: still offered only once this run
        return Pop()

    def draw(self, surface: pygame.Surface) -> None:
        """The rings of this step over the board, and the card with its words, picture and buttons."""
        m = self.app.metrics
        if self.step >= 0:
            for ring in self.steps[self.step].rings:
                pygame.draw.rect(surface, theme.INK, ring.inflate(m.px(6), m.px(6)), m.px(10), border_radius=m.px(14))
                pygame.draw.rect(surface, RING, ring, m.px(6), border_radius=m.px(12))
        panel(surface, self.card)
        pad = m.px(16)
        side = self.card.h - 2 * pad
        picture = self._picture(side)
        left = self.card.x + pad
        if picture is not None:
            surface.blit(picture, picture.get_rect(topleft=(left, self.card.y + pad)))
            left += picture.get_width() + pad
        words = self._words()
        if words:   # two lines at most, above the buttons
            room = pygame.Rect(left, self.card.y + pad, self.card.right - pad - left,
                               min(2 * font(self.size, True).get_linesize(), self.buttons[0].rect.y - self.card.y - pad))
            write(surface, words, room, theme.INK, self.size, valign="top")
        for button in self.buttons:
            button.draw(surface)

    def _words(self) -> str:
        """The card's words: a question, then each step's few words (none for children: the picture says it)."""
        if self.step < 0:
            return "First time? Show me how a turn goes."
        return "" if self.pictures else self.steps[self.step].words

    def _picture(self, side: int) -> pygame.Surface | None:
        """The step's picture (or the offer's): two cards, a track, a ticket."""
        if self.step < 0:
            return None
        kind = self.steps[self.step].picture
        side = min(side, self.app.metrics.px(120))
        if kind == "cards":
            return hud_icons.two_cards(side)
        if kind == "track":
            return hud_icons.track(side)
        return hud_icons.ticket(side)

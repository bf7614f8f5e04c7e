"""What the house-rules card draws: a rule's row (picture, words, value and its rulebook mark), a switch's
face, a saved set's face, and the face of the new-game screen's House rules button.

Every word of a rule and every value comes from the rules layer (the rule's title and sentence, the
offer's values and rulebook value, game/rules/house.py): nothing here knows a number of the game.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.rules.house import SPLIT, SWITCH, Offer, rulebook_value
from game.rules.settings import RuleSet
from game.scenes.screen import BROWN, CREAM
from game.scenes.setup.house_layout import CardLayout, RuleRow
from game.view import theme
from game.view.house_pictures import house_picture
from game.view.metrics import MIN_TEXT_PX
from game.view.table_icons import check_box
from game.view.text import draw, fit, font

ON, OFF = "On", "Off"
RULEBOOK = "rulebook"
EDGE, CHANGED_EDGE = (214, 196, 160), theme.ACCENT_DARK
CHANGED_FILL = (252, 236, 196)   # a row the table changed: warmer than the rulebook's


def shown(offer: Offer, value: Any) -> str:
    """A value as the card shows it: On or Off, a number (0 in the rule's word for it: Off, Any), a deck split by
    its wild cards."""
    if offer.rule.kind == SWITCH:
        return ON if value else OFF
    if offer.rule.kind == SPLIT:
        return str(value["locomotives"])
    return offer.rule.zero if value == 0 and offer.rule.zero else str(value)


def mark(offer: Offer, value: Any) -> str:
    """The rulebook's mark under a value: "rulebook" when it is the rulebook's, else the rulebook's value."""
    book = rulebook_value(offer)
    return RULEBOOK if value == book else f"{RULEBOOK}: {shown(offer, book).lower()}"


def draw_rule(surface: pygame.Surface, row: RuleRow, lay: CardLayout, offer: Offer, value: Any,
              base: RuleSet) -> None:
    """One rule's row: its panel (warmer when changed), picture, title and sentence, and a number's value."""
    changed = value != rulebook_value(offer)
    pygame.draw.rect(surface, CHANGED_FILL if changed else CREAM, row.box, border_radius=theme.RADIUS)
    pygame.draw.rect(surface, CHANGED_EDGE if changed else EDGE, row.box, max(2, row.box.h // 30),
                     border_radius=theme.RADIUS)
    picture = house_picture(offer.rule.picture, row.picture.h)
    surface.blit(picture, picture.get_rect(center=row.picture.center))
    words_block(surface, row.words, offer.rule.title(base), offer.rule.says(base, value), lay)
    if offer.rule.kind != SWITCH:
        value_block(surface, row.value, shown(offer, value), mark(offer, value), lay, changed)


def words_block(surface: pygame.Surface, box: pygame.Rect, title: str, says: str, lay: CardLayout) -> None:
    """A title in bold over a sentence, together in the middle of the box's height: the title on one line if it
    reads there at three quarters of its size, else on two, else smaller; the sentence as large as the rest allows."""
    two = min(2 * font(lay.words_px, True).get_linesize(), box.h // 2)
    heads = [fit(title, lay.words_px, box.w, smallest=max(MIN_TEXT_PX, lay.words_px * 3 // 4), short=()),
             fit(title, lay.words_px, box.w, two, short=()), fit(title, lay.words_px, box.w, short=())]
    tries = [(head, fit(says, lay.says_px, box.w, box.h - head.height, bold=False, short=()))
             for head in heads if not head.cut]
    head, body = next(((h, b) for h, b in tries if not b.cut), tries[-1] if tries else (heads[-1], heads[-1]))
    y = box.centery - (head.height + body.height) // 2
    draw(surface, head, pygame.Rect(box.x, y, box.w, head.height), theme.INK)
    draw(surface, body, pygame.Rect(box.x, y + head.height, box.w, body.height), BROWN)


def value_block(surface: pygame.Surface, box: pygame.Rect, value: str, tag: str, lay: CardLayout,
                changed: bool) -> None:
    """A value large, its rulebook mark small under it."""
    small = fit(tag, lay.tag_px, box.w, smallest=MIN_TEXT_PX, short=())
    if small.cut:   # "rulebook:" over its value
        small = fit(tag, lay.tag_px, box.w, 2 * font(lay.tag_px, True).get_linesize(), short=())
    big = fit(value, min(lay.value_px, max(MIN_TEXT_PX, box.h - small.height)), box.w, smallest=MIN_TEXT_PX)
    y = box.centery - (big.height + small.height) // 2
    draw(surface, big, pygame.Rect(box.x, y, box.w, big.height), theme.INK, align="center")
    draw(surface, small, pygame.Rect(box.x, y + big.height, box.w, small.height),
         theme.ACCENT_DARK if changed else BROWN, align="center")


@lru_cache(maxsize=64)
def switch_face(on: bool, tag: str, width: int, height: int, value_px: int, tag_px: int) -> pygame.Surface:
    """A switch's face: a tick box and On or Off, its rulebook mark under them."""
    small = fit(tag, tag_px, width, smallest=MIN_TEXT_PX, short=())
    word = fit(ON if on else OFF, min(value_px, max(MIN_TEXT_PX, height - small.height - 4)), width)
    box = check_box(max(8, min(word.height, width // 4)), on)
    image = pygame.Surface((width, word.height + small.height), pygame.SRCALPHA)
    gap = max(4, box.get_width() // 4)
    x = (width - box.get_width() - gap - word.width) // 2
    image.blit(box, box.get_rect(midleft=(x, word.height // 2)))
    draw(image, word, pygame.Rect(x + box.get_width() + gap, 0, word.width, word.height), theme.INK)
    draw(image, small, pygame.Rect(0, word.height, width, small.height),
         theme.ACCENT_DARK if tag != RULEBOOK else BROWN, align="center")
    return image


@lru_cache(maxsize=64)
def set_face(name: str, summaries: tuple[str, ...], width: int, height: int, name_px: int,
             summary_px: int) -> pygame.Surface:
    """A saved set's face: its name in bold over what it changes (the first of `summaries` that fits whole)."""
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    head = fit(name, name_px, width, smallest=max(MIN_TEXT_PX, name_px * 3 // 4))
    tries = [fit(words, summary_px, width, height - head.height, bold=False, short=()) for words in summaries]
    body = next((t for t in tries if not t.cut), tries[-1])
    y = (height - head.height - body.height) // 2
    draw(image, head, pygame.Rect(0, y, width, head.height), theme.INK)
    draw(image, body, pygame.Rect(0, y + head.height, width, body.height), BROWN)
    return image


def summaries(offers: dict[str, Offer], rules: dict[str, Any], base: RuleSet) -> tuple[str, ...]:
    """What a set changes, longest first: each rule's title and value, then how many rules."""
    parts = [f"{o.rule.title(base)}: {shown(o, rules[n]).lower()}" for n, o in offers.items() if n in rules]
    return (", ".join(parts), changes(len(rules))) if parts else (changes(len(rules)),)


def changes(n: int) -> str:
    """How many rules a table changed, in words."""
    return f"The {RULEBOOK}'s rules" if not n else f"{n} change{'' if n == 1 else 's'} from the {RULEBOOK}"


@lru_cache(maxsize=16)
def entry_face(status: str, width: int, height: int, title_px: int, status_px: int) -> pygame.Surface:
    """The new-game screen's House rules button: the rulebook's picture beside "House rules" and what is chosen."""
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    side = max(8, min(height, width // 4))
    picture = house_picture("rulebook", side)
    image.blit(picture, picture.get_rect(midleft=(0, height // 2)))
    room = width - side - max(4, side // 6)
    head = fit("House rules", title_px, room, smallest=MIN_TEXT_PX, short=())
    tail = fit(status, status_px, room, max(font(status_px).get_linesize(), height - head.height),
               smallest=MIN_TEXT_PX)
    y = (height - head.height - tail.height) // 2
    x = width - room
    draw(image, head, pygame.Rect(x, y, room, head.height), theme.INK)
    draw(image, tail, pygame.Rect(x, y + head.height, room, tail.height), BROWN)
    return image

"""The faces of the play screen's panel buttons: a picture and a word or two, from the game's terms and the moment."""
from __future__ import annotations

from functools import lru_cache

from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.view import hud_icons as icons
from game.view import table_icons, theme
from game.view.text import font
from game.view.widgets import icon_label

# The faces are set after every move and most are the same as before: each is made once per picture, word, ink
# and size (the pictures are cached too, so a face's key is cheap), not on the move's frame again.
_face = lru_cache(maxsize=64)(icon_label)


def button_faces(kit: Kit, seen: Seen, moment: Moment, undo: bool) -> None:
    """Set each panel button's face: tickets (or the swap), routes or the hint (Undo while a move may be
    taken back, `undo`), the menu, and the magnifier."""
    m, rules, hints = kit.m, seen.rules, seen.facts.hints
    tickets, highlight, menu, zoom = kit.buttons.buttons
    show_claimable = moment.show_claimable
    word, room = m.font(theme.FONT_SMALL - 2), tickets.rect.width - 6
    picture = min(m.px(40), tickets.rect.height - 2 * font(word, True).get_linesize() - 4)
    if rules.has_ticket_swap and seen.facts.gentle:   # a picture and one short word for those who cannot read
        tickets.icon = _face(icons.swap(picture), "Swap", theme.PAPER, word, room)
    elif rules.has_ticket_swap:
        tickets.icon = _face(icons.ticket(min(picture, m.px(30))), f"New\n{rules.terms.tickets}",
                                   theme.PAPER, word, room)
    else:
        tickets.icon = _face(icons.ticket(picture), rules.terms.tickets.capitalize(), theme.PAPER, word, room)
    highlight.selected = show_claimable
    ink = theme.INK if show_claimable else theme.PAPER
    if hints:   # the next track for one's tickets instead of every claimable one
        highlight.icon = _face(icons.bulb(picture, theme.PAPER), "Hint", theme.PAPER, word, room)
    else:
        highlight.icon = _face(icons.eye(picture, ink), "Routes", ink, word, room)
    if undo:   # while a move may be taken back, its button takes this place
        highlight.selected = False
        highlight.icon = _face(table_icons.undo(picture, theme.PAPER), "Undo", theme.PAPER, word, room)
    menu.icon = _face(icons.menu(picture), "Menu", theme.PAPER, word, room)
    zoomed = kit.views.zoomed
    zoom.selected = zoomed
    ink = theme.INK if zoomed else theme.PAPER
    zoom.icon = _face(icons.magnifier(picture, not zoomed, ink), "Whole" if zoomed else "Closer",
                            ink, word, room)

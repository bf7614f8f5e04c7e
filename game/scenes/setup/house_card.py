"""The house-rules card, opened from the new-game screen for the chosen board: the rules a table may change.

The rules page lists each rule the board's rules file offers (house_offers), in plain words with
its picture, its value and the rulebook's mark: a switch changes with one tap, a number (and the
First Journey deck split, through its values) with a minus and a plus; Rulebook puts every rule back
in one tap. Each change is checked by the rules layer (`choose`), so a choice that cannot be played
(more tickets kept than dealt) is refused with its one line and nothing changes. The sets page lists
the family's saved sets for this board (game/saves/house_sets.py): tap one to play it, save the
rules as a named set with the on-screen keyboard, delete one (after a question), copy one to a USB
stick, or read the sets on a stick. The card pops with HouseChosen: the rules and the name of the
set they are exactly, if any.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

import pygame

from game.rules.house import SWITCH, Offer, choose, rulebook_value
from game.rules.settings import RuleSet, house_offers, settle_house_rules
from game.saves.house_sets import (NAME_LENGTH, HouseSet, SetRefused, Sets, clean_name, export_set, import_sets,
                                   load_sets, places, save_sets)
from game.scenes.overlays.answers import Answer, Named
from game.scenes.overlays.confirm import ConfirmOverlay
from game.scenes.overlays.keyboard import KeyboardOverlay
from game.scenes.screen import (BROWN, CREAM, GREEN, PLUM, RED, SAND, TEAL, ButtonScreen, back_button, icon, paper,
                                write)
from game.scenes.setup.house_faces import changes, draw_rule, mark, set_face, summaries, switch_face
from game.scenes.setup.house_layout import CardLayout, card_layout
from game.scenes.stack import Change, Pop, Push
from game.value import Value
from game.view import theme
from game.view.house_pictures import house_picture
from game.view.text import draw
from game.view.widgets import Button

RULES, SETS = "rules", "sets"
NAMES = ("Grandma's rules", "Short game", "Kids' rules", "Our rules", "Big game")   # the keyboard's usual names


class HouseChosen(Value):
    """The card closed: the house rules chosen (only those changed) and the name of the set they are, or ""."""

    __slots__ = ("rules", "name")
    rules: dict[str, Any]
    name: str

    def __init__(self, rules: Mapping[str, Any], name: str) -> None:
        self._set(rules=dict(rules), name=name)


class HouseCard(ButtonScreen):
    """The house rules of one board: the rules page, and the page of the family's saved sets."""

    default = "back"

    def __init__(self, board: str, title: str, settings: Mapping[str, Any], chosen: Mapping[str, Any],
                 saves: Path, folders: Iterable[Path] = ()) -> None:
        self.board, self.board_title, self.settings = board, title, settings
        self.base = RuleSet.rulebook(settings)
        self.offered: dict[str, Offer] = house_offers(settings)
        self.chosen = dict(chosen)
        self.saves = Path(saves)
        self.folders = tuple(folders)    # the family's boards folders (--maps): a stick's folder, often
        self.sets = Sets()
        self.mode = RULES
        self.page = 0
        self.news, self.bad = "", False  # the last thing done, or why it was refused
        self.asking: tuple[str, str] | None = None   # what the keyboard or a question answers: (what, set name)
        self.next: Change = None         # a question to ask once an answer has come back

    def enter(self, app: Any) -> None:
        """Read the family's sets (a damaged file says so)."""
        super().enter(app)
        self.sets = load_sets(self.saves)
        if self.sets.problem:
            self.say(self.sets.problem, bad=True)

    def arrange(self) -> None:
        """Lay the card out for the screen's size, then its buttons."""
        self.layout: CardLayout = card_layout(self.m, len(self.offered))
        self.page = min(self.page, self.pages() - 1)
        super().arrange()

    def paint(self) -> pygame.Surface:
        """The paper and its band."""
        return paper(self.app.size, "", PLUM)

    # --- what is shown ------------------------------------------------------------------

    def offers(self) -> list[Offer]:
        """The rules the board offers, in its rules file's order."""
        return list(self.offered.values())

    def value(self, offer: Offer) -> Any:
        """The value the table plays for a rule."""
        return self.chosen.get(offer.name, rulebook_value(offer))

    def my_sets(self) -> list[HouseSet]:
        """The family's sets for this board."""
        return self.sets.for_board(self.board)

    def in_use(self) -> str:
        """The name of the saved set the chosen rules are exactly ("" if none)."""
        return self.sets.name_of(self.board, self.chosen)

    def listed(self) -> tuple[list, int]:
        """The list of the page in view (rules, or saved sets) and how many of it a page shows."""
        if self.mode == RULES:
            return self.offers(), len(self.layout.rows)
        return self.my_sets(), max(1, len(self.layout.sets))

    def shown(self) -> list:
        """What the page in view shows."""
        items, per = self.listed()
        return items[self.page * per:(self.page + 1) * per]

    def pages(self) -> int:
        """How many pages the list in view takes (one at least)."""
        items, per = self.listed()
        return max(1, -(-len(items) // per))

    def make_buttons(self) -> list[Button]:
        """The band's buttons, the page's rows and the bar along the bottom."""
        lay, m = self.layout, self.m
        big = m.font(26)
        if self.mode == RULES:
            out = [back_button(m, "Done"),
                   Button("rulebook", lay.first.copy(), "Rulebook", icon=house_picture("rulebook", m.font(34)),
                          size=big, color=SAND, enabled=bool(self.chosen)),
                   Button("sets", lay.second.copy(), "Saved sets", size=big, color=TEAL)]
            out += self.rule_buttons()
        else:
            out = [back_button(m, "Rules"),
                   Button("save", lay.first.copy(), "Save as…", size=big, color=TEAL),
                   Button("done", lay.second.copy(), "Done", icon=icon("check", m.font(30)), size=big, color=GREEN),
                   Button("read", lay.middle.copy(), "Read sets from a USB stick", size=m.font(24), color=SAND)]
            out += self.set_buttons()
        if self.pages() > 1:
            out.append(Button("up", lay.up.copy(), icon=icon("up", m.font(36)), color=BROWN, enabled=self.page > 0))
            out.append(Button("down", lay.down.copy(), icon=icon("down", m.font(36)), color=BROWN,
                              enabled=self.page < self.pages() - 1))
        return out

    def rule_buttons(self) -> list[Button]:
        """A switch's one button, or a number's minus and plus, for each rule on the page."""
        lay, m, out = self.layout, self.m, []
        for offer, row in zip(self.shown(), lay.rows):
            value = self.value(offer)
            if offer.rule.kind == SWITCH:
                face = switch_face(bool(value), mark(offer, value), row.switch.w - m.px(12), row.switch.h - m.px(12),
                                   lay.value_px * 3 // 4, lay.tag_px)
                out.append(Button(("switch", offer.name), row.switch.copy(), icon=face, color=SAND))
                continue
            values, at = self.position(offer)
            sign = m.font(32)
            out.append(Button(("minus", offer.name), row.minus.copy(), icon=icon("minus", sign), color=BROWN,
                              enabled=at > 0))
            out.append(Button(("plus", offer.name), row.plus.copy(), icon=icon("plus", sign), color=BROWN,
                              enabled=at < len(values) - 1))
        return out

    def set_buttons(self) -> list[Button]:
        """Each saved set on the page: the set itself (lit while in use), copy to a stick, delete."""
        lay, m, out, using = self.layout, self.m, [], self.in_use()
        for chosen, row in zip(self.shown(), lay.sets):
            pad = m.px(10)
            face = set_face(chosen.name, summaries(self.offered, dict(chosen.rules), self.base),
                            row.use.w - 2 * pad, row.use.h - 2 * pad, lay.words_px, lay.says_px)
            out.append(Button(("use", chosen.name), row.use.copy(), icon=face, color=CREAM,
                              selected=chosen.name == using))
            out.append(Button(("copy", chosen.name), row.copy.copy(), "Copy to stick", size=m.font(20),
                              icon=house_picture("stick", row.copy.h // 2), color=SAND))
            out.append(Button(("delete", chosen.name), row.delete.copy(), icon=icon("cross", m.font(30)), color=RED))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The band's words, the rows (a rule's panel under its buttons), the buttons and the news."""
        surface.blit(self.backdrop, (0, 0))
        lay = self.layout
        self.draw_title(surface)
        if self.mode == RULES:
            for offer, row in zip(self.shown(), lay.rows):
                draw_rule(surface, row, lay, offer, self.value(offer), self.base)
        self.row.draw(surface)
        if self.mode == RULES:
            words = self.news or self.in_use() or changes(len(self.chosen))
            middle = lay.middle
            if self.pages() > 1:   # which page, under the news
                page = lay.middle.copy()
                page.h = lay.tag_px + 4
                page.bottom = lay.middle.bottom
                write(surface, f"Page {self.page + 1} of {self.pages()}", page, BROWN, lay.tag_px, align="center",
                      one_line=True, bold=False)
                middle = pygame.Rect(middle.x, middle.y, middle.w, page.y - middle.y)
            write(surface, words, middle, RED if self.bad else theme.INK, lay.says_px, align="center")
        else:
            words = self.news or (("Tap a set to play it." if self.my_sets()
                                   else "No saved sets for this board yet: change some rules, then Save as."))
            write(surface, words, lay.line, RED if self.bad else theme.INK, lay.says_px, align="center")

    def draw_title(self, surface: pygame.Surface) -> None:
        """The card's title and, under it, the board's."""
        lay = self.layout
        head = "House rules" if self.mode == RULES else "Saved sets"
        title, sub = lay.title.inflate(0, -self.m.px(16)), lay.tag_px + 4
        top = pygame.Rect(title.x, title.y, title.w, title.h - sub - 4)
        write(surface, head, top, CREAM, lay.title_px, align="center", one_line=True)
        write(surface, self.board_title, pygame.Rect(title.x, top.bottom, title.w, sub + 4), CREAM, sub,
              align="center", one_line=True)

    # --- what a tap does ----------------------------------------------------------------

    def press(self, key: Any) -> Change:
        """A rule changes, a page turns, a set is used, saved, copied, read or deleted; Done closes the card."""
        kind, name = key if isinstance(key, tuple) else (key, "")
        self.news, self.bad = "", False
        if kind in ("back", "done"):
            return self.back() if kind == "back" else self.close()
        if kind == "sets":
            self.mode, self.page = SETS, 0
        elif kind in ("up", "down"):
            self.page = max(0, min(self.pages() - 1, self.page + (1 if kind == "down" else -1)))
        elif kind == "rulebook":
            self.chosen = {}
            self.say("Every rule is the rulebook's again.")
        elif kind == "switch":
            self.change(name, not self.value(self.offered[name]))
        elif kind in ("minus", "plus"):
            self.step(self.offered[name], -1 if kind == "minus" else 1)
        elif kind == "use":
            self.use(name)
        elif kind == "save":
            return self.ask_name()
        elif kind == "copy":
            self.copy(name)
        elif kind == "read":
            self.read()
        elif kind == "delete":
            self.asking = ("delete", name)
            return Push(ConfirmOverlay(f"Delete {name}?", "The set is gone for good; the rules in use stay.",
                                       yes="Delete", no="Keep", key="delete"))
        self.rebuild()
        return None

    def position(self, offer: Offer) -> tuple[tuple[Any, ...], int]:
        """The values the board allows for a rule, and where the table's value is among them."""
        values, value = offer.values(), self.value(offer)
        return values, values.index(value) if value in values else 0

    def step(self, offer: Offer, by: int) -> None:
        """The value before or after the rule's value, among those the board allows."""
        values, at = self.position(offer)
        if 0 <= at + by < len(values):
            self.change(offer.name, values[at + by])

    def change(self, name: str, value: Any) -> None:
        """Play a rule at this value, if the rules layer takes the whole choice; else say why, changing nothing."""
        try:
            self.chosen = choose(self.offered, self.base, {**self.chosen, name: value})
        except ValueError as err:
            self.say(self.plain(str(err)), bad=True)

    def use(self, name: str) -> None:
        """Play a saved set (a rule the board no longer allows as it was saved: the rulebook's, and the card says so)."""
        chosen = self.sets.named(self.board, name)
        if chosen is None:
            return
        self.chosen, notes = settle_house_rules(self.settings, chosen.rules)
        self.say(self.plain(notes[0]) if notes else f"{name}: tap Done to play them.", bad=bool(notes))

    def ask_name(self) -> Change:
        """The keyboard for the new set's name (the rulebook's rules are no set)."""
        if not self.chosen:
            self.say("These are the rulebook's rules: change a rule first, then save them.", bad=True)
            self.rebuild()
            return None
        self.asking = ("save", "")
        taken = frozenset(s.name for s in self.my_sets())
        return Push(KeyboardOverlay(self.in_use(), tuple(n for n in NAMES if n not in taken), NAME_LENGTH,
                                    house_picture("rulebook", self.m.px(80))))

    def resume(self, result: Any) -> None:
        """The keyboard or a question answered: save the set (asking first before replacing one), or delete one."""
        asking, self.asking = self.asking, None
        if asking is None:
            return
        what, name = asking
        if what == "save" and isinstance(result, Named):
            name = clean_name(result.name)
            old = self.sets.named(self.board, name)
            if old is not None and dict(old.rules) != self.chosen:
                self.asking = ("replace", old.name)
                self.next = Push(ConfirmOverlay(f"Replace {old.name}?", "A set of that name is saved already.",
                                                yes="Replace", no="Keep", key="replace"))
            elif name:
                self.save(name)
        elif what == "replace" and isinstance(result, Answer) and result.yes:
            self.save(name)
        elif what == "delete" and isinstance(result, Answer) and result.yes:
            if self.keep(lambda: self.sets.without(self.board, name)):
                self.say(f"{name} is deleted.")
            self.page = min(self.page, self.pages() - 1)
        self.rebuild()

    def save(self, name: str) -> None:
        """Save the rules chosen as a set of this name (replacing the board's set of that name)."""
        if self.keep(lambda: self.sets.with_set(HouseSet(name, self.board, dict(self.chosen), self.board_title))):
            self.say(f"Saved as {name}.")

    def update(self, dt: float) -> Change:
        """Ask the question an answer led to."""
        change, self.next = self.next, None
        return change

    def wake(self) -> float | None:
        """At once while a question waits to be asked."""
        return 0.0 if self.next is not None else None

    def keep(self, make: Callable[[], Sets]) -> bool:
        """Write the sets `make` gives; if that is refused (the disk, too many sets), say why and keep the sets as
        they were. True if they were written."""
        try:
            changed = make()
            save_sets(self.saves, changed)
        except SetRefused as err:
            self.say(str(err), bad=True)
            return False
        self.sets = changed
        return True

    def copy(self, name: str) -> None:
        """Copy a set to the first USB stick (or family's boards folder) found."""
        chosen, where = self.sets.named(self.board, name), places(self.folders)
        if chosen is None:
            return
        if not where:
            self.say("No USB stick found: plug one in, then tap again.", bad=True)
            return
        try:
            path = export_set(chosen, where[0])
        except SetRefused as err:
            self.say(str(err), bad=True)
            return
        self.say(f"{name} is copied to {path.parent.parent.name or path.parent}.")

    def read(self) -> None:
        """Read the sets for this board on every stick found; each one refused says which file and why."""
        where = places(self.folders)
        if not where:
            self.say("No USB stick found: plug one in, then tap again.", bad=True)
            return
        found, refused, folders = [], [], []
        for folder in where:
            try:
                got, bad = import_sets(folder, self.board, self.board_title, self.settings)
            except SetRefused as err:
                folders.append(str(err))
                continue
            found += got
            refused += [self.titled(line) for line in bad]
        merged, added, left = self.sets.merged(found)
        if added and not self.keep(lambda: merged):
            return   # the disk refused them: said so, nothing taken
        refused += [self.titled(line) for line in left]
        lines = [f"Read {', '.join(added)}."] if added else []
        if refused:
            lines.append(f"Not read: {'; '.join(refused)}.")
        if not lines:
            lines = (["The sets on the stick are here already."] if found
                     else folders[:1] or ["No set for this board on the stick."])
        self.say(" ".join(lines), bad=bool(refused) or not found)

    def titled(self, reason: str) -> str:
        """A refusal of the rules layer with each rule called by its title rather than its name."""
        for name, offer in self.offered.items():
            reason = reason.replace(f"the house rule {name}", f"“{offer.rule.title(self.base)}”")
        return reason.strip().rstrip(".")

    def plain(self, reason: str) -> str:
        """A refusal of the rules layer as a sentence."""
        reason = self.titled(reason)
        return f"{reason[:1].upper()}{reason[1:]}."

    def say(self, words: str, bad: bool = False) -> None:
        """Show a line of news (red when something was refused)."""
        self.news, self.bad = words, bad

    def back(self) -> Change:
        """Back: from the sets page to the rules; from the rules, close the card keeping the rules chosen."""
        if self.mode == SETS:
            self.mode, self.page, self.news, self.bad = RULES, 0, "", False
            self.rebuild()
            return None
        return self.close()

    def close(self) -> Change:
        """Close the card with the rules chosen and the name of their set."""
        return Pop(HouseChosen(self.chosen, self.in_use()))


"""The play scene: one game on one device, by touch or mouse, with computer seats and pass-the-device.

The game itself is a table session (game/table): it holds the state, the moves, the computers
and their thinking, undo, the saves and the history. This scene is one screen at that table: a
listener with the seat whose hand the device shows (or none, between two people), and the
input of the people sitting at it. It draws only from that seat's view (play/seen.py).

Its parts, each given what it needs: the Kit made for the screen's size (play/kit.py), where
things are (spots.py), what is drawn (draw.py: the board with its marks in marks.py, the side
panel in panel.py, one's hand and tickets in hand.py, the buttons' faces in buttons.py), which
frames draw only what moved (frames.py), input (input.py), what happens between moves (turns.py), the animations of a move
(effects.py), the voice (voice.py), the replay of what a person missed (away.py), and the cards of
a blind draw that wait (undo.py). They share the screen's Moment (moment.py): the route chosen,
the words shown, the list opened.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.audio.sound import play_sound
from game.config import GameConfig
from game.rules import Action, DrawTickets, GameState, KeepTickets, PlayerView, Refused, SwapTickets
from game.saves.history import HISTORY
from game.saves.record import SavedGame
from game.scenes.overlays.answers import Answer, Kept, Ready, UndoAsked
from game.scenes.overlays.guide import offer_guide
from game.scenes.overlays.join import IN_GAME, JoinOverlay
from game.scenes.overlays.tickets import TicketsOverlay
from game.scenes.places import Scores
from game.scenes.play.away import Replay
from game.scenes.play.board import BoardLayer
from game.scenes.play.draw import Painter
from game.scenes.play.effects import Effects
from game.scenes.play.frames import Frames
from game.scenes.play.input import Controls, refusal_title
from game.scenes.play.kit import Kit
from game.scenes.play.layout import Layout
from game.scenes.play.moment import Moment
from game.scenes.play.phone_seats import PhoneSeats
from game.scenes.play.seen import Facts, Seen
from game.scenes.play.spots import Spots
from game.scenes.play.turns import Turns
from game.scenes.play.undo import HeldDraw
from game.scenes.play.voice import Voice
from game.scenes.play.zoom import BoardViews
from game.scenes.stack import Change, Push, Replace, Scene
from game.table.session import Published, TableSession
from game.view.anim import Animator
from game.view.cards import CardArt
from game.view.hud import Status
from game.view.pointer import Back, Confirm, Intent, Tap

MAX_DT = 0.05        # a long sleep before a frame must not skip animations
THINK_POLL = 0.05    # seconds between looks at a thinking computer player (no frame is drawn)


class PlayScene(Scene):
    """One game from the first ticket choice to the last turn; then the scores."""

    def __init__(self, config: GameConfig, state: GameState | None = None, pace: float = 1.0,
                 moves: tuple[Action, ...] = (), game_id: str = "", table: TableSession | None = None) -> None:
        self.table = table if table is not None else TableSession(config, state, moves, game_id, pace)
        self.config = config
        self.pace = pace
        self.board = self.table.board
        self.facts = Facts(config, self.board, frozenset(self.table.computers))
        self.seen = Seen(self.facts, self.table.shown, self.table.view)
        self.moment = moment = Moment()
        self.anim = anim = Animator(pace)
        self.clock = 0.0
        self._log_before: tuple[str, ...] = ()   # the log as it read before the last move that may be taken back
        seen, count = self.seen, self.move_count
        self.kit = kit = Kit(self.facts, seen.rules, seen.claimed)   # its tools are made for the screen in arrange()
        self.spots = spots = Spots(seen, moment, kit, self.undo_shown)
        self.replay = Replay(seen, kit, anim, lambda: self.table.record, count, self._replay_setting)
        self.painter = Painter(seen, moment, kit, spots, self.replay.last_moves, self.undo_shown)
        self.frames = Frames(self.painter, seen, moment, kit, anim, count)
        self.effects = Effects(seen, moment, kit, spots, anim, pace, self.sound)
        self.held = HeldDraw(seen, moment, kit, anim, pace, self.act, self.table.may_undo, self.table.close_undo)
        self.voice = Voice(seen, moment, self._voice, lambda: self.clock, count)
        self.controls = Controls(self, seen, moment, kit, spots, self.effects, self.voice, self.held)
        self.turns = Turns(self, self.table, seen, moment, kit, self.voice)
        self.phone_seats = PhoneSeats(self.table, self.facts, config)
        self.note = ""   # what a player continuing a saved game reads first, once laid out

    @classmethod
    def from_saved(cls, saved: SavedGame, pace: float = 1.0) -> "PlayScene":
        """The play scene of a saved game, going on exactly where it stood (the session says whose hand shows);
        what the player should know of it (house rules its board no longer allows) is said when it first shows."""
        scene = cls(saved.config, pace=pace, table=TableSession.from_saved(saved, pace))
        scene.note = saved.note
        return scene

    # --- the table's listener -----------------------------------------------------------

    @property
    def seat(self) -> int | None:
        """The seat whose secrets this screen may show now (the table filters what it is told by it)."""
        return self.seen.seat

    def applied(self, move: Published) -> None:
        """A move was made at the table: its events as this screen's seat may see them, and the view after it."""
        self.seen.view = move.view
        self.moment.clear_choice()
        self.hide_hand(move.actor)   # before the move animates: cards drawn last fly to the row, face down
        self.effects.show(move.events)
        self.voice.news(move.events)
        if not self.anim.busy():
            self.redraw()   # nothing moves to show it (at pace 0): draw it whole; else the moving frames do
        self.refresh_buttons()

    def restored(self, view: PlayerView) -> None:
        """Moves were taken back at the table: the view of the position now."""
        self.seen.view = view

    # --- what the screen shows ----------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """The seat the device is given to (None: nobody yet, the pass screen)."""
        return self.seen.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        """Give the device to `seat` (tests and the pass screen's answer)."""
        self.show(seat)

    def show(self, seat: int | None) -> None:
        """Give the device to `seat` (None: nobody): its view is asked of the table."""
        before = self.seen.seat
        self.seen.look(seat, self.table.view)
        self.table.shown = seat
        if self.seen.seat != before:
            self.painter.forget_private(self.seen.seat)

    @property
    def layout(self) -> Layout:
        """The screen's layout at its present size."""
        return self.kit.layout

    @property
    def views(self) -> BoardViews:
        """The board as shown: whole or magnified."""
        return self.kit.views

    @property
    def board_layer(self) -> BoardLayer:
        """The whole board's layer."""
        return self.kit.board_layer

    @property
    def art(self) -> CardArt:
        """The card faces."""
        return self.kit.art

    def my_turn(self) -> bool:
        """True if the seat whose view is held may act now."""
        return self.seen.my_turn()

    def route_point(self, route_id: str) -> tuple[int, int]:
        """Screen point of a route's middle space on the board as shown (for tests and flights)."""
        return self.kit.views.shown.route_point(route_id)

    def button_rect(self, key: str) -> pygame.Rect | None:
        """Screen rect of a tappable thing by key, or None if it is not shown now."""
        return self.spots.rect_of(key)

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """Everything tappable now: buttons, cards, deck, the hand's parts, payment choices, the board."""
        return self.spots.targets()

    def status(self) -> Status:
        """What the status box says now."""
        return self.painter.status()

    def undo_shown(self) -> bool:
        """True if the Undo button is shown: the waiting cards of a draw, or a move the table may take back
        on this screen."""
        if self.held.holding():
            return True
        actor = self.table.undo_actor()   # a phone's move is taken back on that phone
        return actor is not None and not self.facts.on_phone(actor) and self.table.undo_offered(self.seen.viewer)

    def refresh_buttons(self) -> None:
        """Set the buttons' faces from the moment (once they exist)."""
        if self.kit.made:
            self.painter.refresh_buttons()

    # --- lifecycle ----------------------------------------------------------------------

    def enter(self, app: Any) -> None:
        """Join the table with the app's saver and history; the game is saved from the deal on."""
        super().enter(app)
        app.played_style = self.config.style   # the menu's Rules open on this game's tab for the rest of the session
        table = self.table
        table.saver = getattr(app, "autosaver", None)
        saves = getattr(app, "saves", None)
        table.history = saves.file(HISTORY) if saves is not None else None
        table.showing = self.showing   # a move's save waits until it has shown: the document costs frames
        table.join(self)
        self.phone_seats.enter(app)
        table.save(first=True)   # from the deal on: a game closed before its first move is not lost either

    def arrange(self) -> None:
        """Lay out the screen for its size: the board with its claimed cars, card art, buttons; nothing drawn before is kept."""
        self.anim.finish_all()   # what moves now was placed for the old size; it lands at once
        self.kit.remake(self.app)
        self.painter.forget_drawn()
        self.refresh_buttons()
        if self.note:
            self.effects.tell(self.note)
            self.note = ""

    def move_count(self) -> int:
        """How many moves the game has made."""
        return self.table.move_count

    def _replay_setting(self) -> bool:
        """The setting: replay what the others did when a person's turn starts."""
        return getattr(getattr(getattr(self, "app", None), "settings", None), "replay_moves", True)

    def _voice(self) -> Any:
        """The app's voice, or None (no app yet, or no sound)."""
        return getattr(getattr(self, "app", None), "voice", None)

    def pause(self) -> None:
        """An overlay is on top: nothing here moves until it is gone (a move not yet written is written now)."""
        self.moment.paused = True
        if self.table.unsaved:
            self.table.save()

    def leave(self) -> None:
        """The game is left (for the menu, another game, or the desktop): the last position is written first."""
        if self.table.unsaved:
            self.table.save()
        self.table.flush()
        self.table.part(self)
        self.phone_seats.leave()

    def resume(self, result: Any) -> None:
        """Back from an overlay: the pass screen was tapped, tickets were chosen, a question answered."""
        self.moment.paused = False
        if isinstance(result, Ready):
            self.show(result.seat)
            if self.replay.replay_for(result.seat):   # what the others did meanwhile
                self.redraw()
        elif isinstance(result, Kept):
            self.turns.tickets_offered = False
            self.act(KeepTickets(result.tickets))
        elif result == Answer("swap", True) and self.my_turn():
            if self.act(SwapTickets()):
                self.voice.speak("new_tickets")
        elif result == Answer("draw_tickets", True) and self.my_turn():
            self.act(DrawTickets())
        elif isinstance(result, UndoAsked):
            self.undo()
        self.refresh_buttons()

    # --- saving (the app and the saves screen ask a screen that has a game) ---------------

    def snapshot(self) -> SavedGame:
        """The game as it stands now, for a save."""
        return self.table.snapshot()

    def autosave(self, first: bool = False) -> None:
        """Give the position to the autosave now."""
        self.table.save(first)

    # --- acting -------------------------------------------------------------------------

    def act(self, action: Action) -> bool:
        """Give the shown seat's action to the table; the move shows as it is told back (applied()), or
        the refusal is shown and nothing changes."""
        seat = self.seen.viewer if self.seen.viewer is not None else self.seen.current
        if self.facts.on_phone(seat):   # that seat's moves come from its phone only
            self.moment.note = ("On the phone", f"{self.seen.name(seat)} plays on the phone.")
            self.redraw()
            return False
        log = tuple(self.moment.log)
        result = self.table.submit(seat, action)
        if isinstance(result, Refused):
            self.redraw()
            self.moment.note = (refusal_title(result.reason), result.reason)
            return False
        if self.table.undo_actor() is not None:
            self._log_before = log
        return True

    def undo(self) -> bool:
        """Take back the last move that may be taken back, or send the waiting cards of a draw back onto the
        deck; False if there is nothing to take back."""
        if self.held.holding():
            self.held.put_back()
            self.refresh_buttons()
            self.redraw()
            return True
        if not self.undo_shown():
            return False
        self.anim.finish_all()   # falling cars land, flights end: the board is painted again below
        actor = self.table.undo()
        if actor is None:
            return False
        self.show(actor)
        moment = self.moment
        moment.log.clear()
        moment.log.extend(self._log_before)
        moment.clear_choice()
        moment.tickets_open = False
        moment.in_flight.clear()
        self.kit.views.repaint(self.seen.claimed())
        self.refresh_buttons()
        self.redraw()
        return True

    def hide_hand(self, actor: int) -> None:
        """A person's turn has ended with other people at the table: their hand and tickets leave the
        screen in this very frame, not when the next player acts (a second card is the same turn)."""
        seen = self.seen
        ended = seen.over or seen.current != actor
        if ended and seen.viewer is not None and len(self.facts.people) > 1 and not self.facts.together \
                and not self.facts.is_computer(actor):
            self.show(None)
            self.moment.tickets_open = False
            self.redraw()   # a whole frame: the strip is not left for the moving frames to paint later

    def follow(self, seat: int) -> None:
        """Show this seat's hand and tickets: a table playing together sees the player to move, computers too."""
        if self.seen.viewer != seat:
            self.show(seat)
            self.moment.tickets_open = False
            self.moment.selected = None
            self.redraw()

    # --- the loop -----------------------------------------------------------------------

    def handle(self, intent: Intent) -> Change:
        """A tap anywhere, Enter or Back while the replay runs only skips it; otherwise the controls answer."""
        if isinstance(intent, (Tap, Confirm, Back)) and self.replay.replaying():
            self.replay.skip()
            self.redraw()
            return None
        return self.controls.handle(intent)

    def tap(self, pos: tuple[int, int]) -> Change:
        """What a tap at a point does."""
        return self.controls.tap(pos)

    def press(self, key: str) -> Change:
        """Carry out what a tappable thing means."""
        return self.controls.press(key)

    def showing(self) -> bool:
        """True while frames are still due: something animates, or a move's parts are not all painted yet."""
        return self.frames.showing()

    def busy(self) -> bool:
        """True while something moves on screen; otherwise no frame is drawn and the loop sleeps."""
        return not self.moment.paused and self.showing()

    def wake(self) -> float | None:
        """When update() must next run without input: at once, after a pause, or while a computer thinks."""
        if self.moment.paused:
            return None
        if self.phone_seats.later:
            return 0.0   # the first frame has shown: the phones' server starts now
        if not self.turns.needs_step():   # a person's turn: the magnified board to make, or a spoken prompt due
            return 0.0 if not self.kit.views.prepared else self.voice.wake()
        if self.showing():
            return 0.0
        table = self.table
        if table.clock < table.ready_at:
            return table.ready_at - table.clock
        return THINK_POLL if table.thinker.busy else 0.0

    def update(self, dt: float) -> Change:
        """Advance animations; then play a computer's action, ask for the device, or end the game."""
        step = dt if not self.anim.busy() else min(dt, MAX_DT)
        self.clock += step
        self.table.tick(step)
        self.anim.update(min(dt, MAX_DT))   # a long sleep before a frame must not skip animations
        self.tell_saving()
        self.voice.step()
        if self.phone_seats.update(self.app):   # a phone came or went: its row's mark and the status change
            self.redraw()
        if self.phone_seats.card_due:   # a new game of a table that played with phones: its new codes
            self.phone_seats.card_due = False
            return Push(JoinOverlay(self.config.seats, IN_GAME))
        seen, table = self.seen, self.table
        if self.showing():
            return None   # the saver and a computer start only once the last move has shown: frames keep the processor
        if table.unsaved:
            table.save()
        if self.facts.together and not seen.over and not self.facts.on_phone(seen.current):
            self.follow(seen.current)   # no pass screen: the hand of the player to move, once the last move has shown
        table.think()   # a computer to move starts choosing during the pause after the last move
        guide = offer_guide(self)   # a person's first turn in the first game of its kind: a guided turn?
        if guide is not None:
            return guide
        if self.replay.after_computers():   # one person with computers: their moves gone over once they have shown
            self.redraw()
        if not self.turns.needs_step():
            if not self.showing():   # a person's turn, nothing moving: the magnified board is made now, not on a tap
                self.kit.views.prepare()
            return None
        if table.clock < table.ready_at:
            return None
        if seen.over:
            table.finish()   # once per game: the history knows a game it has already
            return Replace(Scores(table.final(), self.config))
        return self.turns.next_turn()

    def tell_saving(self) -> None:
        """Say when the game cannot be saved, and when saving works again (once per change, for the whole run)."""
        app = self.app
        told = getattr(app, "told_saving_off", False)   # the problem last told in this run (False: none)
        told = told if isinstance(told, str) else None
        problem = self.table.saving_problem()
        if problem != told:
            app.told_saving_off = problem or False
            self.effects.saving(problem, told)

    def tickets_overlay(self) -> TicketsOverlay:
        """The overlay offering the drawn (or dealt) tickets to the player to move."""
        return self.turns.tickets_overlay()

    def sound(self, name: str) -> None:
        """Play a named sound if there is sound."""
        play_sound(getattr(self, "app", None), name)

    # --- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole play screen, keeping its still part for the moving frames to come."""
        self.frames.draw(surface)

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw only what moved since the last frame; the areas changed (None: draw all)."""
        return self.frames.draw_changes(surface)

"""The play scene: a whole game on one device, by touch or mouse, with computer seats and pass-the-device.

The scene holds the game state and the seat whose private view is shown (`viewer`). Input
becomes actions for the rules engine; an applied action's events are animated; a refusal is
shown with its reason and changes nothing. Computer seats choose on a worker thread
(game/ai/thinker.py) started from update(), so frames go on while they think; their actions
are applied one about every second so a child can follow. Tapping and drawing live in
play_input.py, what it shows in play_info.py and play_draw.py, taking a move back in play_undo.py.
"""
from __future__ import annotations

import uuid
from collections import deque
from typing import Any

import pygame

from game.ai.players import make_player
from game.ai.thinker import Thinker
from game.audio.sound import play_sound
from game.board.loader import load_board
from game.config import GameConfig
from game.rules import (Action, DrawTickets, GameState, KeepTickets, Pass, Phase, Refused, SwapTickets, apply, new_game,
                        view_for)
from game.rules.board import Ticket
from game.rules.tickets import keep_minimum
from game.saves.record import SavedGame, now
from game.scenes.overlays.guide import offer_guide
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.play.away import PlayAway, record_of
from game.scenes.play.claim import ClaimChoice
from game.scenes.play.draw import PlayDraw
from game.scenes.play.effects import Effects
from game.scenes.play.frames import PlayFrames
from game.scenes.play.history import record_history
from game.scenes.play.hint import Hint
from game.scenes.play.info import PlayInfo
from game.scenes.play.input import PlayInput
from game.scenes.play.layout import layout_for
from game.scenes.play.undo import PlayUndo
from game.scenes.play.voice import PlayVoice
from game.scenes.play.zoom import BoardViews
from game.scenes.stack import Change, Push, Replace, Scene
from game.scenes.overlays.tickets import TicketsOverlay
from game.view import theme
from game.view.anim import Animator
from game.view.cards import CardArt
from game.view.hud import SidePanel
from game.view.hud_hand import HandArt
from game.view.palette import PLAYER_COLORS

ACTION_GAP = 1.0     # seconds from one computer action to the next (a child can follow)
END_PAUSE = 2.4      # the "game over" banner stays this long before the scores
MAX_DT = 0.05        # a long sleep before a frame must not skip animations
THINK_POLL = 0.05    # seconds between looks at a thinking computer player (no frame is drawn)


class PlayScene(PlayFrames, PlayAway, PlayInput, PlayInfo, PlayDraw, PlayVoice, PlayUndo, Scene):
    """One game from the first ticket choice to the last turn; then the scoring scene."""

    def __init__(self, config: GameConfig, state: GameState | None = None, pace: float = 1.0,
                 moves: tuple[Action, ...] = (), game_id: str = "") -> None:
        self.config = config
        self.pace = pace
        self.board = state.board if state is not None else load_board(config.map_path)
        names = [s.name for s in config.seats]
        self.state = state if state is not None else new_game(
            self.board, names, seed=config.seed, house_rules=config.house_rules, first=config.first)
        self.computers = {i: make_player(s.level, config.seed * 1009 + i + 1)
                          for i, s in enumerate(config.seats) if s.computer}
        self.thinker = Thinker()   # computers choose on a worker thread; frames go on meanwhile
        self.moves: list[Action] = list(moves)   # every accepted action since the deal (the save replays them)
        self.record = record_of(config, self.board, self.moves)   # the moves as everyone saw them (play_away.py)
        self.game_id = game_id or uuid.uuid4().hex[:12]
        self.people = [i for i, s in enumerate(config.seats) if not s.computer]
        self.viewer: int | None = self.people[0] if len(self.people) == 1 else None
        self.anim = Animator(pace)
        self.effects = Effects(self)
        self.clock = 0.0
        self.ready_at = 0.6 * pace   # let the board show before a computer starts
        self.selected: ClaimChoice | None = None
        self.refused: str | None = None
        self.note: tuple[str, ...] | None = None   # (title, reason) of the last refusal, or (title, words, tone)
        self.log: deque[str] = deque(maxlen=4)   # what happened lately, for everyone to read
        self.show_claimable = False
        self.tickets_open = False
        self.ticket_focus: int | None = None
        self.hover: Any = None
        self.route_centre_last = (0, 0)
        self.last_board_tap: tuple[float, tuple[int, int]] | None = None   # (time, place): a second tap zooms
        self.in_flight: dict[str, int] = {}   # cards flying to the held hand, not shown in it yet
        self._tickets_offered = False
        self.paused = False
        self.unsaved = False   # a move made while its animation runs, not yet given to the saver
        self.hint: Hint | None = None   # the track the hint button lit, until the next move
        self._tickets = {t.id: t for t in self.board.tickets}

    @classmethod
    def from_saved(cls, saved: SavedGame, pace: float = 1.0) -> "PlayScene":
        """The play scene of a saved game, going on exactly where it stood.

        The computers take up what they remembered. With more than one person at the table,
        the game starts at the pass screen of the person to move: after a restart nobody
        knows whose hands hold the device. A table playing together shows the player to move.
        """
        scene = cls(saved.config, saved.state, pace, saved.moves, saved.game_id)
        for seat, memory in enumerate(saved.memories):
            if seat in scene.computers and memory is not None:
                scene.computers[seat].recall(memory)
        if scene.config.together:
            scene.viewer = scene.state.current
        elif len(scene.people) > 1:
            scene.viewer = None
        return scene

    def snapshot(self) -> SavedGame:
        """The game as it stands now, for a save."""
        seats = range(len(self.config.seats))
        memories = tuple(self.computers[i].memory() if i in self.computers else None for i in seats)
        return SavedGame(config=self.config, state=self.state, moves=tuple(self.moves), memories=memories,
                         viewer=self.viewer, game_id=self.game_id, saved_at=now())

    def autosave(self, first: bool = False) -> None:
        """Write the position to the autosave (on the saver's worker thread); `first` once as the game opens.

        A move that animates is written once it has shown: making the document is Python work, and
        Python runs one thread at a time, so a write during the animation would take time from its
        frames (a fraction of a second later, and at once if the game is left meanwhile).
        """
        self.unsaved = False
        saver = getattr(getattr(self, "app", None), "autosaver", None)
        if saver is not None:
            saver.save(self.snapshot(), self.config.map_path, first)

    # --- lifecycle ----------------------------------------------------------------------

    def enter(self, app: Any) -> None:
        """Keep the app; arrange() lays the screen out. The game is saved from the deal on."""
        super().enter(app)
        app.played_style = self.config.style   # the menu's Rules open on this game's tab for the rest of the session
        self.autosave(first=True)   # from the deal on: a game closed before its first move is not lost either

    def arrange(self) -> None:
        """Lay out the screen for its size: the board with its claimed cars, card art, buttons; nothing drawn before is kept."""
        app, m = self.app, self.app.metrics
        rules = self.state.rules
        self.anim.finish_all()   # what moves now was placed for the old size; it lands at once
        self.layout = layout_for(m, (self.board.width, self.board.height), len(self.state.players),
                                 rules.face_up_size, len(rules.card_types), rules.has_merchandise)
        settings = getattr(app, "settings", None)
        self.art = CardArt(app.sprites, getattr(settings, "colorblind_symbols", True))
        self.hand_art = HandArt(self.art, m)
        size = (m.px(28), m.px(28))
        self.merch_icons = {k: pygame.transform.smoothscale(v, size) for k, v in app.sprites.merchandise.items()}
        self.panel = SidePanel(self.merch_icons, m)
        self.views = BoardViews(self.board, app.sprites, self.layout.board_area, self.layout.board, self.layout.scale,
                                [self.seat_color(i) for i in range(len(self.config.seats))], self.claimed,
                                self.layout.label_px)
        self.board_layer = self.views.whole
        self.forget_drawn()
        self.build_buttons()

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """Everything tappable now: buttons, cards, deck, the hand's parts, payment choices, the board."""
        return self.tap_targets()

    def pause(self) -> None:
        """An overlay is on top: nothing here moves until it is gone (a move not yet written is written now)."""
        self.paused = True
        if self.unsaved:
            self.autosave()

    def leave(self) -> None:
        """The game is left (for the menu, another game, or the desktop): the last position is written first."""
        if self.unsaved:
            self.autosave()
        saver = getattr(getattr(self, "app", None), "autosaver", None)
        if saver is not None:
            saver.flush()

    def resume(self, result: Any) -> None:
        """Back from an overlay: the pass screen was tapped, or tickets were chosen."""
        self.paused = False
        if isinstance(result, tuple) and result and result[0] == "ready":
            self.viewer = result[1]
            self.replay_for(result[1])   # what the others did meanwhile
        elif isinstance(result, tuple) and result and result[0] == "keep":
            self._tickets_offered = False
            self.act(KeepTickets(tuple(result[1])))
        elif result == ("swap", True) and self.my_turn():
            if self.act(SwapTickets()):
                self.speak("new_tickets")
        elif result == ("draw_tickets", True) and self.my_turn():
            self.act(DrawTickets())
        elif result == ("undo",):
            self.undo()
        self.refresh_buttons()

    # --- what the scene knows -----------------------------------------------------------

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self.state.players[seat].name

    def seat_color(self, seat: int) -> int:
        """A seat's index into PLAYER_COLORS."""
        return self.config.seats[seat].color % len(PLAYER_COLORS)

    def city_name(self, city_id: str) -> str:
        """A city's name as printed on the board."""
        return self.board.city(city_id).name

    def ticket(self, ticket_id: str) -> Ticket:
        """A ticket of this board."""
        return self._tickets[ticket_id]

    def merch_icon(self, deck: str) -> pygame.Surface | None:
        """The small picture of a merchandise deck."""
        return self.merch_icons.get(deck)

    def is_computer(self, seat: int) -> bool:
        """True if the computer plays this seat."""
        return seat in self.computers

    def my_turn(self) -> bool:
        """True if the seat whose view is held may act now (a person, to move, game on)."""
        s = self.state
        return (not s.over and self.viewer is not None and s.current == self.viewer
                and not self.is_computer(s.current))

    def hand_visible(self) -> bool:
        """True if the held view's private cards and tickets may be drawn now (a computer's too, together)."""
        return self.viewer is not None and (self.config.together or not self.is_computer(self.viewer))

    def follow(self, seat: int) -> None:
        """Show this seat's hand and tickets: a table playing together sees the player to move, computers too."""
        if self.viewer != seat:
            self.viewer = seat
            self.tickets_open = False
            self.selected = None
            self.redraw()

    def hide_hand(self, actor: int) -> None:
        """A person's turn has ended with other people at the table: their hand and tickets leave the
        screen in this very frame, not when the next player acts (a second card is the same turn)."""
        ended = self.state.over or self.state.current != actor
        if ended and self.viewer is not None and len(self.people) > 1 and not self.config.together \
                and not self.is_computer(actor):
            self.viewer = None
            self.tickets_open = False
            self.redraw()   # a whole frame: the strip is not left for the moving frames to paint later

    # --- acting -------------------------------------------------------------------------

    def act(self, action: Action) -> bool:
        """Apply an action; animate its events, or show why it was refused (nothing changes)."""
        result = apply(self.state, action)
        if isinstance(result, Refused):
            self.redraw()
            self.note = (self.refusal_title(result.reason), result.reason)
            return False
        actor = self.state.current
        before = self.undo_before()
        self.state = result.state
        self.moves.append(action)
        self.remember_move(actor, result.events)
        self.note = None
        self.refused = None
        self.selected = None
        self.hint = None
        self.hide_hand(actor)   # before the move animates: cards drawn last fly to the row, face down
        self.effects.show(result.events)
        self.voice_events(result.events)
        if not self.anim.busy():
            self.autosave()
            self.redraw()   # nothing moves to show it (at pace 0): draw it whole; else the moving frames do
        else:
            self.unsaved = True   # written as soon as it has shown (update()), or when the game is left
        if self.is_computer(actor) or self.state.current != actor:
            self.ready_at = self.clock + ACTION_GAP * self.pace  # a pause a child can follow
        if self.state.over:
            self.ready_at = self.clock + END_PAUSE * self.pace
        self.undo_after(before)
        self.refresh_buttons()
        return True

    def _needs_step(self) -> bool:
        """True if update() has something to do by itself (a computer, a screen to push, the end)."""
        s = self.state
        if s.over or self.is_computer(s.current):
            return True
        return self.viewer != s.current or self._must_pass() or (
            s.phase in (Phase.OPENING, Phase.KEEP_TICKETS) and not self._tickets_offered)

    def _must_pass(self) -> bool:
        """True if the player to move can do nothing at all (D3): the scene passes for them."""
        return self.state.phase is Phase.TURN and self.legal() == (Pass(),)

    def busy(self) -> bool:
        """True while something moves on screen; otherwise no frame is drawn and the loop sleeps."""
        return not self.paused and self.showing()

    def wake(self) -> float | None:
        """When update() must next run without input: at once, after a pause, or while a computer thinks."""
        if self.paused:
            return None
        if not self._needs_step():   # a person's turn: the magnified board to make, or a spoken prompt due
            return 0.0 if not self.views.prepared else self.voice_wake()
        if self.showing():
            return 0.0
        if self.clock < self.ready_at:
            return self.ready_at - self.clock
        return THINK_POLL if self.thinker.busy else 0.0

    def update(self, dt: float) -> Change:
        """Advance animations; then play a computer's action, ask for the device, or end the game."""
        self.clock += dt if not self.anim.busy() else min(dt, MAX_DT)
        self.anim.update(min(dt, MAX_DT))   # a long sleep before a frame must not skip animations
        self.tell_saving()
        self.voice_step()
        s = self.state
        if self.showing():
            return None   # the saver and a computer start only once the last move has shown: frames keep the processor
        if self.unsaved:
            self.autosave()
        if self.config.together and not s.over:
            self.follow(s.current)   # no pass screen: the hand of the player to move, once the last move has shown
        if not s.over and self.is_computer(s.current) and not self.thinker.about(s):
            self.thinker.start(s, self.computers[s.current], view_for(s, s.current))   # during the pause after it
        guide = offer_guide(self)   # a person's first turn in the first game of its kind: a guided turn?
        if guide is not None:
            return guide
        self.replay_after_computers()   # one person with computers: their moves gone over once they have shown
        if not self._needs_step():
            if not self.showing():   # a person's turn, nothing moving: the magnified board is made now, not on a tap
                self.views.prepare()
            return None
        if self.clock < self.ready_at:
            return None
        if s.over:
            record_history(self)   # once per game: the history knows a game it has already
            from game.scenes.scoring.scene import ScoringScene  # made by another part; imported late
            return Replace(ScoringScene(s, self.config))
        seat = s.current
        if self.is_computer(seat):
            hide = len(self.people) > 1 and self.viewer is not None   # nobody's secrets on screen
            if not self.config.together and (hide or self.tickets_open):
                self.viewer = None if hide else self.viewer
                self.tickets_open = False
                self.redraw()
            action = self.thinker.take(s, wait=self.pace == 0)   # at pace 0 (tests) moves come at once
            if action is not None:
                self.act(action)
            return None
        if self.viewer != seat:
            if len(self.people) > 1 and not self.config.together:
                self.viewer = None
                self.tickets_open = False
                self.selected = None
                return Push(PassOverlay(seat, self.name(seat), self.seat_color(seat), undo=self.undo_offered(),
                                        pictures=self.gentle(), greeting=self.pass_greeting(seat),
                                        undo_at=lambda: self.layout.buttons["highlight"]))
            self.follow(seat)
        if self._must_pass():
            self.act(Pass())  # the banner and the log say why
            return None
        if s.phase in (Phase.OPENING, Phase.KEEP_TICKETS) and not self._tickets_offered:
            self._tickets_offered = True
            return Push(self.tickets_overlay())
        return None

    def tell_saving(self) -> None:
        """Say over the board when the game cannot be saved (the game goes on, and the next move tries
        again), in the log when the reason changes, and when saving works again."""
        app = getattr(self, "app", None)
        saver = getattr(app, "autosaver", None)
        told = getattr(app, "told_saving_off", False) or None   # the problem last told, per run
        problem = None if saver is None else saver.problem
        if problem == told:
            return
        app.told_saving_off = problem or False
        if problem is None:
            self.log.appendleft("Saving works again: every move is saved")
            return
        if told is None:
            self.effects.banner("Saving is off", theme.BAD, 3.0)
        self.log.appendleft(f"Saving is off: {problem}")

    def tickets_overlay(self) -> TicketsOverlay:
        """The overlay offering the drawn (or dealt) tickets to the player to move."""
        s = self.state
        offer = s.player.offer
        tickets = [self.ticket(t) for t in offer]
        return TicketsOverlay(
            tickets=tickets, minimum=keep_minimum(s), terms=s.rules.terms,
            names={c.id: c.name for c in self.board.cities},
            thumb=self.board_layer.thumbnail(), thumb_point=self.board_layer.thumb_point,
            player=self.name(s.current), opening=s.phase is Phase.OPENING, pictures=self.city_pictures())

    def sound(self, name: str) -> None:
        """Play a named sound if there is sound."""
        play_sound(getattr(self, "app", None), name)

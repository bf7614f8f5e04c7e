"""The rules of Ticket to Ride (USA), Amsterdam and First Journey: one pure engine, standard library only.

    state = new_game(board, ["Ann", "Bob"], seed=7)
    for action in legal_actions(state): ...
    result = apply(state, action)   # Applied(state, events) or Refused(reason)
"""
from game.rules.actions import (Action, ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets,
                                KeepTickets, Pass, SwapTickets, action_from_data,
                                action_to_data)
from game.rules.ending import pass_reason
from game.rules.engine import Applied, Refused, apply, can_act, legal_actions, new_game, refusal
from game.rules.events import event_to_data, seen_by
from game.rules.questions import (Shortfall, claim_options, claim_refusal, describe, parts,
                                  shortfall, tickets_to_keep)
from game.rules.score_card import FinalScore, PlayerScore, ScoreLine
from game.rules.serial import SCHEMA, from_data, to_data
from game.rules.settings import LOCOMOTIVE, RuleSet
from game.rules.state import GameState, Phase, PlayerState
from game.rules.view import PlayerView, SeatView, view_for

__all__ = [
    "Action", "Applied", "ClaimRoute", "DrawFaceUp", "DrawFromDeck", "DrawTickets", "FinalScore",
    "GameState", "KeepTickets", "LOCOMOTIVE", "Pass", "Phase", "PlayerScore", "PlayerState",
    "PlayerView", "Refused", "RuleSet", "SCHEMA", "ScoreLine", "SeatView", "Shortfall",
    "SwapTickets", "action_from_data", "action_to_data", "apply", "can_act", "claim_options",
    "claim_refusal", "describe", "event_to_data", "from_data", "legal_actions", "new_game",
    "parts", "pass_reason", "refusal", "seen_by", "shortfall", "tickets_to_keep", "to_data",
    "view_for",
]

"""Saved games: the autosave after every move, named saves, and loading that trusts no file (docs/saves.md).

Uses the rules, the board loader and the computer players; nothing here draws.
"""
from game.saves.autosave import AutoSaver
from game.saves.folder import AUTOSAVE, DEMO, Entry, SaveFolder
from game.saves.reading import BadSave
from game.saves.record import SCHEMA_VERSION, SavedGame, now, read_save

__all__ = ["AUTOSAVE", "AutoSaver", "BadSave", "DEMO", "Entry", "SCHEMA_VERSION", "SaveFolder", "SavedGame",
           "now", "read_save"]

"""Saved games: the autosave after every move, named saves, and loading that trusts no file (docs/saves.md).

Uses the rules, the board loader and the computer players; nothing here draws. The folder and
the autosave import the rules only when they first write or read a game (game/saves/record.py),
so the menu comes up without them; a saved game itself is `game.saves.record.SavedGame`.
"""
from game.saves.autosave import AutoSaver
from game.saves.folder import AUTOSAVE, DEMO, Entry, SaveFolder
from game.saves.reading import BadSave

__all__ = ["AUTOSAVE", "AutoSaver", "BadSave", "DEMO", "Entry", "SaveFolder"]

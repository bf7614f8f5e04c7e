"""Drawing modules behind tools/make_art.py: board sprites, icons and terrain, all from code."""

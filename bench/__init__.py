"""The game's benchmark: `python bench/run.py` measures frames, start-up, CPU, memory and the computers."""

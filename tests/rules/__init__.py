"""Tests of the rules engine (standard library only; never pygame)."""

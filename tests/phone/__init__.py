"""Tests of the phones as private hands: the phone server, and its page in a real browser."""

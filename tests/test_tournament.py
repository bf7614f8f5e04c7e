"""The tournament script plays every neighbouring pair of levels and judges each against its mark."""
import importlib.util
from pathlib import Path

TOOL = Path(__file__).resolve().parent.parent / "tools" / "tournament.py"
spec = importlib.util.spec_from_file_location("tournament", TOOL)
tournament = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tournament)


def test_every_game_has_every_pairing_at_two_and_four_players():
    """hard–medium, medium–easy, easy–random in each game at 2 players and (two seats each) at 4."""
    todo = tournament.matches(("usa", "amsterdam", "first_journey"))
    pairs = {(g, n, tuple(dict.fromkeys(levels))) for g, n, levels, _ in todo}
    for game in ("usa", "amsterdam", "first_journey"):
        for strong, weak in (("hard", "medium"), ("medium", "easy"), ("easy", "random")):
            assert (game, 2, (strong, weak)) in pairs and (game, 4, (strong, weak)) in pairs
    assert all(len(levels) == n for _, n, levels, _ in todo)


def test_a_row_says_whether_the_mark_was_reached():
    """65 % for hard over medium: 64.9 % is not met, 65 % is."""
    match = ("usa", 2, ["hard", "medium"], 0.65)
    low = {"win_rates": {"hard": 0.649, "medium": 0.351}, "mean_scores": {"hard": 120.0, "medium": 100.0}}
    high = {"win_rates": {"hard": 0.65, "medium": 0.35}, "mean_scores": {"hard": 120.0, "medium": 100.0}}
    assert "≥ 65 %: NOT met" in tournament.row(match, low)
    assert "≥ 65 %: met" in tournament.row(match, high)


def test_hard_must_average_130_points_against_medium_in_two_player_usa():
    """The score mark: 129.99 is not met, 130 is; other matches have no score mark."""
    match = ("usa", 2, ["hard", "medium"], 0.65)
    short = {"win_rates": {"hard": 0.7, "medium": 0.3}, "mean_scores": {"hard": 129.99, "medium": 100.0}}
    enough = {"win_rates": {"hard": 0.7, "medium": 0.3}, "mean_scores": {"hard": 130.0, "medium": 100.0}}
    assert tournament.row(match, short).endswith("≥ 65 %: met; hard ≥ 130 points: NOT met |")
    assert tournament.row(match, enough) == ("| USA, 2 | hard vs medium | 70.0 % / 30.0 % | 130.00 / 100.00 "
                                             "| ≥ 65 %: met; hard ≥ 130 points: met |")
    amsterdam = ("amsterdam", 2, ["hard", "medium"], 0.65)
    assert tournament.row(amsterdam, short).endswith("≥ 65 %: met |")

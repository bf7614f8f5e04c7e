"""The last turn's longest-path test (U10): one more route's trail, found per city, is the whole search's."""
import random

import pytest

from bench.longest_path import random_network
from game.ai.closing import TrailRace
from game.rules import new_game, view_for
from game.rules.graph import longest_trail

from tests.rules.boards import reference_board
from tests.rules.helpers import give_routes


@pytest.mark.parametrize("game", ["usa", "amsterdam"])
def test_one_more_route_gives_the_trail_a_whole_search_gives(game):
    """For every free route, on random networks of this seat and a rival, TrailRace's trail with that
    route is longest_trail's, and its own and the rival's trails are too."""
    rnd = random.Random(f"race-{game}")
    for seed in range(12):
        state = new_game(reference_board(game), ["A", "B"], seed)
        table = state.table
        trains = table.rules.trains_per_player
        mine = [table.route_ids[r] for r in random_network(table, rnd, rnd.randint(1, trains))]
        theirs = [table.route_ids[r] for r in random_network(table, rnd, rnd.randint(1, trains))
                  if table.route_ids[r] not in mine]
        state = give_routes(give_routes(state, 0, *mine), 1, *theirs)
        race = TrailRace(view_for(state, 0))
        assert (race.mine, race.rival) == (longest_trail(table, mine), longest_trail(table, theirs))
        for r, route_id in enumerate(table.route_ids):
            if state.owners[r] < 0:
                assert race.with_route(r) == longest_trail(table, mine + [route_id]), (mine, route_id)

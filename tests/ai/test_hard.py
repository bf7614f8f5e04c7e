"""What the hard level does at the end and with its cards: its last turn, face-up wilds, colours in hand."""
import dataclasses

from game.ai.planner import route_costs
from game.ai.players import make_player
from game.ai.tactics import draw_card
from game.rules import ClaimRoute, DrawFaceUp, DrawFromDeck, Phase, apply, new_game, view_for

from tests.rules.boards import reference_board


def usa_turn(**seat0):
    """A 2-player USA game at seat 0's turn, with seat 0's state replaced by `seat0`."""
    state = new_game(reference_board("usa"), ["Hard", "Rival"], 3, first=0)
    me = dataclasses.replace(state.players[0], offer=(), **seat0)
    return dataclasses.replace(state, players=(me,) + state.players[1:], phase=Phase.TURN, current=0)


def hand(table, **cards):
    """A hand with these counts per card type."""
    return tuple(cards.get(c, 0) for c in table.card_types)


def one_route_short():
    """A ticket worth 10 or more whose cities are joined by routes given to seat 0 but for one
    short last route: (table, ticket id, those routes, the last route's index)."""
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    for tid in table.ticket_ids:
        a, b, points = table.tickets[tid]
        if points < 10:
            continue
        back, frontier = {a: None}, [a]     # fewest routes from a to b
        while frontier and b not in back:
            nxt = []
            for city in frontier:
                for r, (x, y) in enumerate(table.ends):
                    other = y if x == city else x if y == city else None
                    if other is not None and other not in back:
                        back[other] = (r, city)
                        nxt.append(other)
            frontier = nxt
        path, city = [], b
        while back[city] is not None:
            r, city = back[city]
            path.append(r)
        last = path[0]
        if table.lengths[last] <= 4 and len(path) >= 2:
            return table, tid, path[1:], last
    raise AssertionError("no ticket one short route from done")


def test_the_last_turn_completes_a_ticket_before_taking_the_best_route():
    """In the last round (U9) the route finishing a 10-point ticket is worth 20 more than leaving
    it failed, so it beats a 6-route's 15 points (U8, U10)."""
    table, tid, given, last = one_route_short()
    state = usa_turn(hand=hand(table, locomotive=10), tickets=(tid,),
                     routes=tuple(table.route_ids[r] for r in given), trains=20)
    owners = list(state.owners)
    for r in given:
        owners[r] = 0
    state = dataclasses.replace(state, owners=tuple(owners), final_turns=2)
    view = view_for(state, 0)
    assert any(isinstance(a, ClaimRoute) and table.lengths[table.route_index[a.route]] == 6 for a in view.legal)
    action = make_player("hard", 1).choose(view)
    assert isinstance(action, ClaimRoute) and action.route == table.route_ids[last]


def test_hard_never_draws_cards_on_its_last_turn_when_it_could_claim():
    """Over whole games against medium: each of hard's turns in the last round claims a route
    whenever one can be paid for (a card drawn then is worth nothing)."""
    board = reference_board("usa")
    last_turns = 0
    for seed in range(12):
        state = new_game(board, ["Hard", "Medium"], seed)
        bots = [make_player("hard", seed), make_player("medium", seed)]
        while not state.over:
            view = view_for(state, state.current)
            action = bots[state.current].choose(view)
            if state.current == 0 and state.final_turns is not None and state.phase is Phase.TURN:
                last_turns += 1
                if any(isinstance(a, ClaimRoute) for a in view.legal):
                    assert isinstance(action, ClaimRoute), (seed, action)
            state = apply(state, action).state
    assert last_turns >= 10


def test_a_face_up_wild_is_taken_only_to_finish_the_hand():
    """One card short of a route and no card of its colour showing: hard takes the face-up
    locomotive (U4: the whole turn); five short, it draws blind instead."""
    state = usa_turn()
    table = state.table
    red = next(r for r, c in enumerate(table.route_colors) if c == table.card_index["red"]
               and table.lengths[r] == 5)
    face_up = ("locomotive", "blue", "blue", "green", "white")
    short_one = dataclasses.replace(state, face_up=face_up, players=(
        dataclasses.replace(state.players[0], hand=hand(table, red=4, blue=1)),) + state.players[1:])
    view = view_for(short_one, 0)
    assert draw_card(view, (red,), set(view.legal), wild_below=2) == DrawFaceUp(0)
    assert draw_card(view, (red,), set(view.legal), wild_below=0) == DrawFromDeck()
    short_five = dataclasses.replace(short_one, players=(
        dataclasses.replace(state.players[0], hand=hand(table, blue=1)),) + state.players[1:])
    view = view_for(short_five, 0)
    assert draw_card(view, (red,), set(view.legal), wild_below=2) == DrawFromDeck()


def test_late_plans_lean_on_the_colours_in_hand():
    """With a missing cost, a route of a colour not held gets dearer by that much per card, a gray
    route by a third of it per card its best colour lacks, and a route fully in hand not at all."""
    state = usa_turn(hand=hand(new_game(reference_board("usa"), ["a", "b"], 3).table, red=6, blue=2))
    view = view_for(state, 0)
    table = view.table
    plain, late = route_costs(view), route_costs(view, missing_cost=0.3)
    for r, colour in enumerate(table.route_colors):
        if plain[r] is None:
            continue
        length = table.lengths[r]
        held = max(view.hand[:table.wild]) if colour < 0 else view.hand[colour]
        weight = 0.1 if colour < 0 else 0.3
        assert abs(late[r] - plain[r] - weight * max(0, length - held)) < 1e-9 or plain[r] == 0.1


def test_hard_fits_its_settings_to_the_board():
    """Amsterdam's short game gets its own settings (a margin of turns for later tickets, no
    colour-chasing); the same player object in USA plays the level's own settings."""
    for game, margin in (("amsterdam", 5.0), ("usa", None)):
        state = new_game(reference_board(game), ["a", "b"], 2)
        bot = make_player("hard", 1)
        bot.choose(view_for(state, state.current))
        assert bot.style.ticket_margin == margin


def test_ahead_at_the_end_hard_claims_now_and_behind_it_collects_for_more():
    """Every ticket done and 4 trains left: ahead, hard claims a route it can pay now, bringing
    the last round (U9) nearer; behind, it draws cards toward a longer route worth more."""
    table = new_game(reference_board("usa"), ["a", "b"], 3).table
    cards = hand(table, red=2, blue=2)
    for rival_points, claims in ((0, True), (300, False)):
        state = usa_turn(hand=cards, tickets=(), trains=4, points=100, turns=38)
        rival = dataclasses.replace(state.players[1], points=rival_points, offer=(), tickets=())
        state = dataclasses.replace(state, players=(state.players[0], rival))
        view = view_for(state, 0)
        assert any(isinstance(a, ClaimRoute) for a in view.legal)
        action = make_player("hard", 1).choose(view)
        assert isinstance(action, ClaimRoute) == claims, (rival_points, action)

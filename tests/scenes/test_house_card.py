"""The house-rules card on the new-game screen, as a family uses it: rules set by taps alone (a finger or the
mouse), saved as a named set with the on-screen keyboard, and a game started with them in force; the
rulebook back in one tap; another board's own rules; a set used, deleted after a question, copied to a
stick and read back, a bad set on the stick refused with its line; a disk that refuses says so and loses
nothing. At every screen size the card's targets are a finger large and apart, and no word is cut."""
import pygame
import pytest

from game.rules.house import rulebook_value
from game.saves import house_sets
from game.saves.house_sets import HouseSet, Sets, load_sets, save_sets, store
from game.scenes.menus.title import MenuScene
from game.scenes.overlays.confirm import ConfirmOverlay
from game.scenes.overlays.keyboard import KeyboardOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.setup.cards import board_of
from game.scenes.setup.house_card import HouseCard
from game.scenes.setup.house_faces import set_face, switch_face
from game.scenes.setup.scene import SetupScene
from game.scenes.stack import Push, Reset
from game.view import text as text_module
from game.view.text import recording
from tests.scenes.test_screen_sizes import check_targets, fresh, sized_app  # noqa: F401 (a fixture)
from tests.scenes.text_check import problems


@pytest.fixture(autouse=True)
def no_sticks(monkeypatch, tmp_path):
    """No drive of this machine is taken for a family's stick; a test plugs in its own."""
    monkeypatch.setattr(house_sets, "MOUNTS", tmp_path / "no mount table")


def plug_stick(monkeypatch, tmp_path):
    """A USB stick mounted where sticks go: the folder it shows."""
    stick = tmp_path / "media" / "STICK"
    stick.mkdir(parents=True)
    table = tmp_path / "mounts"
    table.write_text(f"/dev/sda1 {stick} vfat rw 0 0\n", encoding="utf-8")
    monkeypatch.setattr(house_sets, "MOUNTS", table)
    monkeypatch.setattr(house_sets, "STICK_ROOTS", (f"{tmp_path}/media/",))
    return stick


def open_card(app, hand, game="usa"):
    """From the menu: New game, the board, House rules: the new-game screen and the card."""
    app.stack.apply(Reset(MenuScene()))
    hand.button("new")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    hand.button(("game", game))
    hand.button("house")
    card = app.stack.top
    assert isinstance(card, HouseCard) and card.board == game
    return setup, card


def arrow(card, key):
    """The card's page arrow, if it shows and can be tapped."""
    return next((b for b in card.row.buttons if b.key == key and b.enabled), None)


def pages(hand, card):
    """Every page of the card's list in turn, by taps on its arrows: from the first to the last."""
    while arrow(card, "up"):
        hand.button("up")
    yield card.page
    while arrow(card, "down"):
        hand.button("down")
        yield card.page


def find(hand, card, key):
    """Turn the card's pages with its arrows (taps) until the button is in view."""
    for _ in pages(hand, card):
        if any(b.key == key and b.enabled for b in card.row.buttons):
            return
    raise AssertionError(f"{key} is on no page of the card")


def tap_rule(hand, card, key, times=1):
    """Tap a rule's button (found by turning pages), `times` times."""
    find(hand, card, key)
    for _ in range(times):
        hand.button(key)


def type_name(hand, words):
    """Type on the on-screen keyboard by taps, then Done."""
    for ch in words:
        hand.button("space" if ch == " " else ("letter", ch))
    hand.button("done")


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "finger"])
def test_two_rules_set_by_taps_saved_as_a_set_play_in_the_game(ui_app, devices, touch):
    """Trains down to 40 and no minus points, by taps; Saved sets, Save as, "Gran rules" typed; the set is lit and
    kept in the saves folder; Done: the House rules button names it; Start: the game's rule set plays exactly
    those rules under that name; New game again: the table remembers them, and the set's name."""
    hand = devices(touch)
    setup, card = open_card(ui_app, hand)
    tap_rule(hand, card, ("minus", "trains"), 5)
    tap_rule(hand, card, ("switch", "unfinished_minus"))
    assert card.chosen == {"trains": 40, "unfinished_minus": False}
    hand.button("sets")
    hand.button("save")
    assert isinstance(ui_app.stack.top, KeyboardOverlay)
    type_name(hand, "gran rules")
    assert ui_app.stack.top is card and card.button(("use", "Gran Rules")).selected
    assert [(s.name, dict(s.rules)) for s in load_sets(ui_app.saves.path).for_board("usa")] == \
        [("Gran Rules", {"trains": 40, "unfinished_minus": False})]
    hand.button("done")
    assert ui_app.stack.top is setup and setup.house_name == "Gran Rules"
    hand.button("start")
    play = ui_app.stack.top
    assert isinstance(play, PlayScene)
    rules = play.table.state.rules
    assert rules.house_rule_data() == {"trains": 40, "unfinished_minus": False}
    assert rules.trains_per_player == 40 and rules.unfinished_minus is False
    assert all(p.trains == 40 for p in play.table.state.players)
    assert play.config.house_name == "Gran Rules"
    ui_app.stack.apply(Reset(MenuScene()))
    hand.button("new")
    again = ui_app.stack.top
    assert again.house_rules == {"trains": 40, "unfinished_minus": False} and again.house_name == "Gran Rules"


def test_rulebook_puts_every_rule_back_and_the_card_shows_each_value(ui_app, devices):
    """Every rule offered is on a page with its value; changed ones show the rulebook's value beside theirs;
    Rulebook is one tap back to all of them, and the button on the new-game screen says Rulebook."""
    hand = devices(True)
    setup, card = open_card(ui_app, hand)
    tap_rule(hand, card, ("plus", "hand"), 2)
    tap_rule(hand, card, ("switch", "equal_turns"))
    tap_rule(hand, card, ("plus", "most_tickets_bonus"), 3)
    assert card.chosen == {"hand": 6, "equal_turns": True, "most_tickets_bonus": 3}
    seen = [o.name for _ in pages(hand, card) for o in card.shown()]
    assert sorted(seen) == sorted(card.offered)
    hand.button("rulebook")
    assert card.chosen == {} and all(card.value(o) == rulebook_value(o) for o in card.offers())
    hand.button("back")
    assert setup.house_rules == {} and setup.config().house_rules == {} and setup.config().house_name == ""


def test_a_choice_the_rules_refuse_is_said_and_changes_nothing(ui_app, devices):
    """More tickets kept than dealt: the tap is refused with the rule's words (not its name), nothing changes."""
    hand = devices(False)
    _, card = open_card(ui_app, hand)
    tap_rule(hand, card, ("plus", "tickets_kept"))   # 3 of 3 dealt: allowed
    before = dict(card.chosen)
    hand.button(("plus", "tickets_kept"))            # 4 of 3: refused
    assert card.chosen == before and card.bad
    assert "Tickets kept at the start" in card.news and "tickets_kept" not in card.news


def test_another_board_has_its_own_rules_and_drops_the_others(ui_app, devices):
    """House rules chosen on one board are dropped with a change of board; First Journey's card offers its own:
    the deck split steps through the splits the rules allow, tickets to win, Coast-to-Coast, the swap limit."""
    hand = devices(True)
    setup, card = open_card(ui_app, hand)
    tap_rule(hand, card, ("minus", "trains"))
    hand.button("back")
    assert setup.house_rules == {"trains": 44}
    hand.button(("game", "first_journey"))
    assert setup.house_rules == {} and setup.config().house_rules == {}
    hand.button("house")
    card = ui_app.stack.top
    assert list(card.offered) == ["deck_split", "golden_tickets", "coast_to_coast", "swap_limit"]
    splits = card.offered["deck_split"].values()
    tap_rule(hand, card, ("plus", "deck_split"))
    at = splits.index(rulebook_value(card.offered["deck_split"]))
    assert card.chosen == {"deck_split": splits[at + 1]}
    tap_rule(hand, card, ("switch", "coast_to_coast"))
    hand.button("back")
    hand.button("start")
    rules = ui_app.stack.top.table.state.rules
    assert (rules.per_color, rules.locomotives) == (splits[at + 1]["per_color"], splits[at + 1]["locomotives"])
    assert rules.coast_to_coast_cards == 0


def test_a_set_is_used_replaced_after_a_question_and_deleted_after_another(ui_app, devices):
    """A saved set lights when used and its rules come; saving another choice under its name asks first; a set is
    deleted only once Delete is answered (Keep keeps it), and gone from the file."""
    save_sets(ui_app.saves.path, Sets((HouseSet("Short game", "usa", {"trains": 25}, "Ticket to Ride"),)))
    hand = devices(False)
    setup, card = open_card(ui_app, hand)
    hand.button("sets")
    hand.button(("use", "Short game"))
    assert card.chosen == {"trains": 25} and card.button(("use", "Short game")).selected
    hand.button("back")
    tap_rule(hand, card, ("minus", "trains"))
    hand.button("sets")
    assert not card.button(("use", "Short game")).selected
    hand.button("save")
    type_name(hand, "short game")
    assert isinstance(ui_app.stack.top, ConfirmOverlay)
    hand.button("yes")
    assert ui_app.stack.top is card
    assert dict(load_sets(ui_app.saves.path).named("usa", "Short game").rules) == {"trains": 24}
    hand.button(("delete", "Short game"))
    hand.button("no")
    assert load_sets(ui_app.saves.path).named("usa", "Short game") is not None
    hand.button(("delete", "Short game"))
    hand.button("yes")
    assert load_sets(ui_app.saves.path).for_board("usa") == [] and card.chosen == {"trains": 24}
    hand.button("done")
    assert setup.house_name == "" and setup.house_rules == {"trains": 24}


def test_a_set_goes_to_a_stick_and_comes_back_and_a_bad_one_is_refused(ui_app, devices, monkeypatch, tmp_path):
    """Copy to stick writes the set's file there; on another computer (no sets yet) Read sets takes it, and a set
    out of the board's bounds beside it is refused with a line naming its file; nothing of it is taken."""
    stick = plug_stick(monkeypatch, tmp_path)
    save_sets(ui_app.saves.path, Sets((HouseSet("Gran Rules", "usa", {"trains": 30}, "Ticket to Ride"),)))
    hand = devices(True)
    _, card = open_card(ui_app, hand)
    hand.button("sets")
    hand.button(("copy", "Gran Rules"))
    assert (stick / "house-rules" / "usa-gran-rules.yaml").is_file() and "STICK" in card.news
    bad = stick / "house-rules" / "party.yaml"
    bad.write_text("kind: house rules\nschema: 1\nname: Party\nboard: usa\nrules: {trains: 99}\n", encoding="utf-8")
    store(ui_app.saves.path).unlink()   # another computer
    hand.button("done")
    hand.button("house")
    card = ui_app.stack.top
    hand.button("sets")
    assert card.my_sets() == []
    hand.button("read")
    assert [s.name for s in load_sets(ui_app.saves.path).for_board("usa")] == ["Gran Rules"]
    assert "Read Gran Rules" in card.news and "party.yaml" in card.news and "99" in card.news and card.bad
    hand.button(("use", "Gran Rules"))
    assert card.chosen == {"trains": 30}


def test_no_stick_and_a_refusing_disk_are_said_without_losing_anything(ui_app, devices):
    """No stick: Read and Copy say to plug one in. A saves folder that cannot hold the sets: Save as says why, the
    card stays, the rules chosen stay."""
    hand = devices(False)
    _, card = open_card(ui_app, hand)
    tap_rule(hand, card, ("minus", "trains"))
    hand.button("sets")
    hand.button("read")
    assert "No USB stick" in card.news
    (ui_app.saves.path / "house-rules").write_text("in the way", encoding="utf-8")
    hand.button("save")
    type_name(hand, "gran")
    assert ui_app.stack.top is card and card.bad and "could not be saved" in card.news
    assert card.chosen == {"trains": 44} and card.my_sets() == []
    hand.button("done")
    assert ui_app.stack.top.house_rules == {"trains": 44}


SIZE_GAMES = ("usa", "amsterdam", "first_journey")


@pytest.mark.parametrize("game", SIZE_GAMES)
def test_the_card_fits_every_screen(sized_app, game, tmp_path):
    """Both pages of every board's card, every page of them, with five saved sets (a name of wide letters, each
    set changing every rule) and long news: each target on screen, a finger large and apart from the others; no
    word cut, out of its box or over another."""
    app = fresh(sized_app)
    switch_face.cache_clear()
    set_face.cache_clear()
    setup = SetupScene(game)
    app.stack.apply(Push(setup))
    entry = setup.board()
    sets = Sets(tuple(HouseSet(name, game, {}, entry.title) for name in ("Grandma's rules", "WWWWWWWWWWWWWWWWWWWWWWWW", "Short game", "Kids' rules", "Big game")))
    card = HouseCard(game, entry.title, board_of(entry).settings, {}, tmp_path)
    app.stack.apply(Push(card))
    card.sets = Sets(tuple(HouseSet(s.name, game, {o.name: o.values()[0] for o in card.offers()}, s.board_title)
                           for s in sets.sets))
    news = {"rules": "“Tickets kept at the start” must be at most the 3 tickets dealt, not 4.",
            "sets": "Read Short game, Grandma's rules (2). Not read: amsterdam.yaml: it is not a set of house rules; "
                    "party.yaml: “Trains per player” must be 20 to 45, not 99; old.yaml: it was made for Ticket to "
                    "Ride: First Journey, not for Ticket to Ride: Amsterdam."}
    assert len(card.my_sets()) == 5
    for mode in ("rules", "sets"):
        card.mode, card.page = mode, 0
        card.say(news[mode], bad=True)
        for page in range(card.pages()):
            card.page = page
            card.rebuild()
            what = f"{game} {mode} page {page + 1} at {app.size}"
            check_targets(app, card, what)
            targets = card.targets()
            for i, (name, rect) in enumerate(targets):
                for other, second in targets[i + 1:]:
                    assert not rect.colliderect(second), f"{what}: {name} and {other} overlap"
            text_module._FITTED.clear()
            with recording() as drawn:
                app.stack.draw(app.screen)
            assert problems(drawn, what) == []
    pygame.event.clear()

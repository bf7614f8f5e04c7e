"""A family's board whose own picture went missing after its first game never closes the game at New game: the
board's cached copy notices the picture is gone (its bytes are in the copy's key), the new-game screen draws,
says why the board cannot be played, and Start starts nothing. Tileset pictures and image-layer photos alike."""
import pygame
import pytest

from game.board.cache import cache_path
from game.scenes.play.scene import PlayScene
from tests.board.bad_boards import family_board
from tests.board.test_image_layers import layer, with_layers
from tests.scenes.test_bad_boards_start import new_start, own_cache, press_start, setup_on  # noqa: F401


@pytest.mark.parametrize("picture", ["tiles/first_journey_terrain.png", "town.png"])
def test_a_picture_gone_after_the_first_game_is_said_at_new_game(ui_app, monkeypatch, tmp_path, picture):
    """First run: New game on the board, Start, a game is on (the board is cached). The picture is deleted; the
    game is started again and New game opened on the board: drawn, not playable with the picture named, Start
    stays put."""
    tmx = with_layers(family_board(tmp_path), layer("photo", "town.png", offsetx="100", offsety="80"))
    photo = pygame.Surface((200, 120))
    photo.fill((250, 200, 40))
    pygame.image.save(photo, str(tmx.parent / "town.png"))
    setup_on(ui_app, monkeypatch, tmx)
    press_start(ui_app)
    assert isinstance(ui_app.stack.top, PlayScene) and cache_path(tmx).is_file()
    ui_app.stack.draw(ui_app.screen)

    (tmx.parent / picture).unlink()
    new_start(monkeypatch)
    setup = setup_on(ui_app, monkeypatch, tmx)
    ui_app.stack.draw(ui_app.screen)
    assert not setup.board().playable
    press_start(ui_app)
    ui_app.stack.draw(ui_app.screen)
    assert ui_app.stack.top is setup and not any(isinstance(s, PlayScene) for s in ui_app.stack.scenes)
    assert f"{picture.split('/')[-1]} is missing" in setup.problem

"""Family Trains: the rules, boards, computer players, saves and screens of the game."""
import os

# Left alone, SDL shows every frame through an OpenGL texture wherever it finds OpenGL, even a
# software one (llvmpipe): the first window then takes 100-300 ms longer to open, each full
# frame 10-20 ms longer to show, and the process 50 MB more memory. The game draws in software
# and shows only the areas that changed, which X11's shared memory does directly. (KMSDRM and
# Wayland have no framebuffer of their own and use a texture anyway; a player may still set it.)
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")

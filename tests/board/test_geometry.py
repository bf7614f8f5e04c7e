"""Tests for the plane geometry of board spaces."""
from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.board.geometry import (
    point_in_polygon,
    point_polygon_distance,
    point_segment_distance,
    polygons_overlap,
    rect_polygon,
    rotate,
    space_corners,
    tile_object_centre,
    tile_object_origin,
)

coords = st.floats(min_value=-2000, max_value=2000, allow_nan=False)
sizes = st.floats(min_value=1, max_value=200, allow_nan=False)
angles = st.floats(min_value=-720, max_value=720, allow_nan=False)


def _close(p, q, tol=1e-6):
    """True if two points agree within a tolerance."""
    return math.hypot(p[0] - q[0], p[1] - q[1]) <= tol


def test_rotate_is_clockwise_on_screen():
    """A quarter turn clockwise takes +x (right) to +y (down)."""
    assert _close(rotate(1, 0, 90), (0, 1))
    assert _close(rotate(0, 1, 90), (-1, 0))


def test_space_corners_unrotated():
    """Without rotation the corners form the axis-aligned box around the centre."""
    corners = space_corners(100, 50, 40, 10, 0)
    expected = [(80, 45), (120, 45), (120, 55), (80, 55)]
    assert all(_close(c, e) for c, e in zip(corners, expected))


def test_space_corners_quarter_turn():
    """A quarter turn swaps width and height about the centre."""
    corners = space_corners(0, 0, 40, 10, 90)
    xs = sorted(round(c[0], 6) for c in corners)
    ys = sorted(round(c[1], 6) for c in corners)
    assert xs == [-5, -5, 5, 5]
    assert ys == [-20, -20, 20, 20]
    # the top-left corner (-20, -5) turns to (5, -20)
    assert _close(corners[0], (5, -20))


def test_space_corners_diagonal():
    """At 45 degrees the long axis points down-right."""
    corners = space_corners(0, 0, 2 * math.sqrt(2), 0.0001, 45)
    assert _close(corners[1], (1, 1), 1e-3)


def test_tile_object_origin_unrotated():
    """Tiled puts an unrotated tile object's (x, y) at its bottom-left corner."""
    assert _close(tile_object_origin(50, 50, 40, 20, 0), (30, 60))
    assert _close(tile_object_centre(30, 60, 40, 20, 0), (50, 50))


def test_tile_object_origin_half_turn():
    """Turned half round about (x, y), the bottom-left lies top-right of the centre."""
    assert _close(tile_object_origin(50, 50, 40, 20, 180), (70, 40))


def test_tile_object_origin_is_a_corner():
    """The origin is the rotated bottom-left corner of the space."""
    x, y = tile_object_origin(10, 20, 44, 15, 33)
    assert _close((x, y), space_corners(10, 20, 44, 15, 33)[3])


@given(coords, coords, sizes, sizes, angles)
def test_origin_centre_round_trip(cx, cy, w, h, angle):
    """Centre -> origin -> centre gives the centre back."""
    x, y = tile_object_origin(cx, cy, w, h, angle)
    assert _close(tile_object_centre(x, y, w, h, angle), (cx, cy), 1e-6)


def test_rect_polygon():
    """rect_polygon takes the top-left corner and the size."""
    assert rect_polygon(1, 2, 3, 4) == ((1, 2), (4, 2), (4, 6), (1, 6))


def test_overlapping_rectangles():
    """Rectangles sharing area overlap, in either order."""
    a, b = rect_polygon(0, 0, 10, 10), rect_polygon(5, 5, 10, 10)
    assert polygons_overlap(a, b) and polygons_overlap(b, a)


def test_touching_rectangles_do_not_overlap():
    """Sharing an edge or a corner is not overlapping."""
    a = rect_polygon(0, 0, 10, 10)
    assert not polygons_overlap(a, rect_polygon(10, 0, 10, 10))
    assert not polygons_overlap(a, rect_polygon(10, 10, 5, 5))
    assert not polygons_overlap(a, rect_polygon(0, 10, 10, 10))


def test_separate_rectangles():
    """Far-apart rectangles do not overlap."""
    assert not polygons_overlap(rect_polygon(0, 0, 10, 10), rect_polygon(30, 0, 10, 10))


def test_contained_polygon_overlaps():
    """A polygon inside another overlaps it."""
    assert polygons_overlap(rect_polygon(0, 0, 100, 100), rect_polygon(40, 40, 5, 5))


def test_rotated_rectangles_near_corner():
    """A diamond whose bounding boxes meet but whose bodies do not."""
    square = rect_polygon(0, 0, 10, 10)
    diamond = space_corners(15, 15, 10, 10, 45)  # bounding boxes overlap, edge x+y=22.9 > 20
    assert not polygons_overlap(square, diamond)
    assert polygons_overlap(square, space_corners(12, 12, 10, 10, 45))


def test_parallel_spaces_with_gap_do_not_overlap():
    """Two rotated spaces side by side with a gap between them are apart."""
    angle = 30.0
    nx, ny = rotate(0, 1, angle)
    a = space_corners(100, 100, 44, 15, angle)
    b = space_corners(100 + nx * 17, 100 + ny * 17, 44, 15, angle)
    touching = space_corners(100 + nx * 15, 100 + ny * 15, 44, 15, angle)
    close = space_corners(100 + nx * 14, 100 + ny * 14, 44, 15, angle)
    assert not polygons_overlap(a, b)
    assert not polygons_overlap(a, touching)
    assert polygons_overlap(a, close)


@given(coords, coords, sizes, sizes, angles)
def test_space_overlaps_itself(x, y, w, h, angle):
    """A space always overlaps a copy of itself."""
    corners = space_corners(x, y, w, h, angle)
    assert polygons_overlap(corners, corners)


def test_point_segment_distance():
    """Distance to the inside of a segment is perpendicular, else to the nearer end."""
    assert point_segment_distance((5, 3), (0, 0), (10, 0)) == pytest.approx(3)
    assert point_segment_distance((-3, 4), (0, 0), (10, 0)) == pytest.approx(5)
    assert point_segment_distance((13, 4), (0, 0), (10, 0)) == pytest.approx(5)
    assert point_segment_distance((1, 1), (0, 0), (0, 0)) == pytest.approx(math.sqrt(2))


def test_point_in_polygon_and_distance():
    """Points inside a rotated space are found; outside ones have a distance."""
    corners = space_corners(0, 0, 40, 10, 90)
    assert point_in_polygon((0, 15), corners)
    assert not point_in_polygon((15, 0), corners)
    assert point_polygon_distance((0, 0), corners) == 0.0
    assert point_polygon_distance((15, 0), corners) == pytest.approx(10)

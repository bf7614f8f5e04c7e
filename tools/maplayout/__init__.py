"""Layout of the Tiled boards: routes, spaces and labels computed from the reference data."""

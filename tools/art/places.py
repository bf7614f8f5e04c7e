"""City positions (relative 0..1, from the board reference data) used for the terrain previews."""
from __future__ import annotations

USA: dict[str, tuple[float, float]] = {
    "atlanta": (0.7999, 0.6453),
    "boston": (0.9753, 0.1751),
    "calgary": (0.2167, 0.088),
    "charleston": (0.8968, 0.6569),
    "chicago": (0.6961, 0.3929),
    "dallas": (0.5579, 0.8071),
    "denver": (0.3819, 0.5529),
    "duluth": (0.5682, 0.2933),
    "el_paso": (0.3693, 0.8444),
    "helena": (0.3205, 0.3022),
    "houston": (0.6015, 0.8711),
    "kansas_city": (0.5579, 0.5244),
    "las_vegas": (0.1875, 0.6791),
    "little_rock": (0.6313, 0.6711),
    "los_angeles": (0.1198, 0.7742),
    "miami": (0.9312, 0.9111),
    "montreal": (0.9008, 0.08),
    "nashville": (0.7466, 0.5893),
    "new_orleans": (0.7013, 0.8587),
    "new_york": (0.9209, 0.296),
    "oklahoma_city": (0.5373, 0.664),
    "omaha": (0.5373, 0.4418),
    "phoenix": (0.2454, 0.7858),
    "pittsburgh": (0.8326, 0.368),
    "portland": (0.0539, 0.2862),
    "raleigh": (0.8681, 0.5502),
    "saint_louis": (0.6497, 0.5262),
    "salt_lake_city": (0.2466, 0.5013),
    "san_francisco": (0.0396, 0.6062),
    "santa_fe": (0.3744, 0.6996),
    "sault_st_marie": (0.7013, 0.1858),
    "seattle": (0.0763, 0.2044),
    "toronto": (0.8148, 0.2231),
    "vancouver": (0.0803, 0.1173),
    "washington": (0.9283, 0.4427),
    "winnipeg": (0.4507, 0.1058),
}

AMSTERDAM: dict[str, tuple[float, float]] = {
    "begijnhof": (0.43, 0.71),
    "blauwbrug": (0.81, 0.89),
    "dam": (0.46, 0.52),
    "de_drie_hendricken": (0.13, 0.62),
    "haringpakkerstoren": (0.48, 0.14),
    "jan_roodenpoortstoren": (0.35, 0.46),
    "jordaan": (0.07, 0.39),
    "korenmetershuisje": (0.51, 0.3),
    "montelbaanstoren": (0.93, 0.52),
    "munttoren": (0.57, 0.86),
    "nieuwe_waal": (0.28, 0.06),
    "noordermarkt": (0.25, 0.3),
    "oost_indisch_huis": (0.71, 0.65),
    "oude_kerk": (0.62, 0.38),
    "oude_waal": (0.8, 0.33),
    "waag": (0.73, 0.48),
    "westermarkt": (0.23, 0.52),
}

FIRST_JOURNEY_CITIES = (
    "seattle", "san_francisco", "los_angeles", "helena", "salt_lake_city", "las_vegas", "phoenix",
    "denver", "el_paso", "dallas", "kansas_city", "duluth", "chicago", "nashville", "atlanta",
    "new_orleans", "miami", "washington", "new_york", "boston",
)

FJ_ICONS: dict[str, str] = {
    "seattle": "pine", "san_francisco": "bridge", "los_angeles": "clapperboard",
    "helena": "horseshoe", "salt_lake_city": "bee", "las_vegas": "dice", "phoenix": "cactus",
    "denver": "mountain", "el_paso": "cowboy_hat", "dallas": "star", "kansas_city": "sunflower",
    "duluth": "anchor", "chicago": "pizza", "nashville": "guitar", "atlanta": "peach",
    "new_orleans": "trumpet", "miami": "palm", "washington": "capitol", "new_york": "liberty",
    "boston": "lighthouse",
}

MAP_TILES = {"usa": (56, 37), "first_journey": (56, 37), "amsterdam": (48, 36)}


def places(game: str) -> dict[str, tuple[float, float]]:
    """City pixel centres of a board, by the contract's position-to-pixel rule."""
    if game == "amsterdam":
        return {k: (x * 1536, y * 1152) for k, (x, y) in AMSTERDAM.items()}
    ids = FIRST_JOURNEY_CITIES if game == "first_journey" else tuple(USA)
    return {k: (24 + USA[k][0] * 1744, 30 + USA[k][1] * 1125) for k in ids}

"""Claiming by tap: the route tapped and the payment picked so far (the rules say the ways to pay: game/rules/questions.py)."""
from __future__ import annotations

from game.rules import ClaimRoute

PAGE = 4  # payment choices shown at once in the hand strip (with More, Cancel and Claim beside)


class ClaimChoice:
    """A route the player has tapped and can afford, and the payment picked so far."""

    def __init__(self, route: str, options: list[ClaimRoute], choice: int = 0, page: int = 0) -> None:
        self.route = route
        self.options = options
        self.choice = choice   # the option picked
        self.page = page       # the page of options shown

    @property
    def action(self) -> ClaimRoute:
        """The claim the player would make now."""
        return self.options[self.choice]

    @property
    def shown(self) -> list[int]:
        """Indexes of the options on the current page."""
        start = self.page * PAGE
        return list(range(start, min(start + PAGE, len(self.options))))

    @property
    def pages(self) -> int:
        """How many pages of options there are."""
        return (len(self.options) + PAGE - 1) // PAGE

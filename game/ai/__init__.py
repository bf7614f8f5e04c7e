"""Computer players: they see only a PlayerView and answer with an action of the rules engine."""

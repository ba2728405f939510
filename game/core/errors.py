"""The two ways a request to the engine can be wrong."""


class NotationError(ValueError):
    """Text that does not parse as a card, a move or a position; the message quotes the input."""


class IllegalMove(ValueError):
    """A well-formed move that the rules forbid now; the message names the rule in plain words."""

"""The games the start screen offers: a short title and a one-line description per preset of the engine.

Presets this module does not know yet still appear, with a title made from their name and a description
read from their rules, so a preset added to the engine is playable at once.  No pygame here.
"""

from __future__ import annotations

from game.core import PRESETS, RuleSet, preset
from game.ui.table.seats import SEATING

TARGET_SCORES = (1500, 3000, 5000)  # offered for every game, beside the preset's own target

KNOWN: dict[str, tuple[str, str]] = {
    "classic-4p": ("Classic for four", "Classic Canasta: you and a partner against two, 11 cards each"),
    "classic-2p": ("Classic for two", "Classic Canasta: you against one, 15 cards each"),
    "two-player-draw-two": ("Two, drawing two", "For two: draw two cards from the stock, two canastas to go out"),
    "modern-american": ("Modern American", "Four in partners, 13 cards, no upcard, melds of at most seven, "
                                           "two canastas to go out, bonus cards and special hands"),
    "three-player": ("Three players", "Three players, each for himself, 13 cards each"),
    "three-player-partnership": ("Three, two against one", "Three players: the first to take the pile plays "
                                                           "alone, the other two become partners"),
    "regency": ("Regency", "Four in partners; canastas of wild cards alone, bonuses for a quick out and for a "
                           "canasta from the hand"),
    "verschaerft": ("Verschärft", "Four, each for himself, eight packs, draw two, play passes to the right; "
                                  "threes count more as they pile up"),
    "dutch": ("Dutch rules", "Four in partners; threes and wild cards turned up are covered; a canasta laid "
                             "whole earns 100 more"),
    "six-player": ("Six, two teams", "Six in two teams of three, three packs, two canastas to go out"),
    "six-player-three-pairs": ("Six, three pairs", "Six in three pairs sitting opposite, three packs, two "
                                                   "canastas to go out"),
}
NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def playable_presets() -> tuple[str, ...]:
    """Every preset of the engine that the table can seat, in the engine's order."""
    return tuple(name for name in PRESETS if preset(name).player_count in SEATING)


def title(name: str) -> str:
    """The preset's button label: its own, else made from its name ("five-player-rotating" is "Five
    players, rotating")."""
    known = KNOWN.get(name)
    if known:
        return known[0]
    words = name.split("-")
    if len(words) > 1 and words[1] == "player" and words[0] in NUMBERS.values():
        words[1] = "players"
        if len(words) > 2:
            words[1] += ","
    return " ".join(words).capitalize()


def description(name: str) -> str:
    known = KNOWN.get(name)
    return known[1] if known else describe_rules(preset(name))


def describe_rules(rules: RuleSet) -> str:
    """A line read from the rules, for presets without one of their own: "Five players, each for himself,
    11 cards each, three packs"."""
    players, sides = rules.player_count, rules.side_count
    count = NUMBERS.get(players, str(players)).capitalize()
    if not rules.has_partners:
        parts = [f"{count} players, each for himself"]
    elif players // sides == 2:
        parts = [f"{count} players in {NUMBERS.get(sides, str(sides))} pairs"]
    else:
        parts = [f"{count} players in {NUMBERS.get(sides, str(sides))} teams of "
                 f"{NUMBERS.get(players // sides, str(players // sides))}"]
    parts.append(f"{rules.hand_size} cards each")
    if rules.deck_count != 2:
        parts.append(f"{NUMBERS.get(rules.deck_count, str(rules.deck_count))} packs")
    if rules.stock_draw_count > 1:
        parts.append(f"draw {rules.stock_draw_count} cards")
    if rules.canastas_to_go_out > 1:
        parts.append(f"{rules.canastas_to_go_out} canastas to go out")
    if rules.play_direction != "clockwise":
        parts.append("play passes to the right")
    return ", ".join(parts)


def own_ending(name: str) -> str:
    """How the preset's own game ends, as the start screen offers it: "7500", or "6 hands"."""
    rules = preset(name)
    if rules.target_score is not None:
        return str(rules.target_score)
    return f"{rules.max_rounds} hands"


def target_choices(name: str) -> list[tuple[str, int | None]]:
    """(label, target) pairs, lowest first; None stands for the preset's own ending (its target score, or
    its number of hands), which is offered even where it is one of the usual targets."""
    own = preset(name).target_score
    choices: list[tuple[str, int | None]] = [(str(t), t) for t in TARGET_SCORES if t != own]
    choices.append((own_ending(name), None))

    def size(choice: tuple[str, int | None]) -> float:
        target = choice[1] if choice[1] is not None else own
        return float("inf") if target is None else target  # a number of hands goes last

    return sorted(choices, key=size)

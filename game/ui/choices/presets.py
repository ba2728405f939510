"""The games the start screen offers: a short title and a one-line description per preset of the engine (the
welcome says it under its Play button, so a new player knows what "Regency" is before choosing it).

Presets this module does not know yet still appear, with a title made from their name and a description
read from their rules, so a preset added to the engine is playable at once; tests/ui/test_first_visit.py
asks every preset of the engine for a description of its own, in every language.  No pygame here.
"""

from __future__ import annotations

from game.core import PRESETS, RuleSet, preset
from game.i18n import N_, ntr, number, tr
from game.ui.table.seats import SEATING

TARGET_SCORES = (1500, 3000, 5000)  # offered for every game, beside the preset's own target

# Titles and descriptions in English, marked for the catalogs (N_); title() and description() translate them.
KNOWN: dict[str, tuple[str, str | None]] = {
    "classic-4p": (N_("Classic for four"), N_("Classic Canasta: you and a partner against two, 11 cards each")),
    "classic-2p": (N_("Classic for two"), N_("Classic Canasta: you against one, 15 cards each")),
    "two-player-draw-two": (N_("Two, drawing two"),
                            N_("For two: draw two cards from the stock, two canastas to go out")),
    "modern-american": (N_("Modern American"), N_("Four in partners, 13 cards, no upcard, melds of at most seven, "
                                                  "two canastas to go out, bonus cards and special hands")),
    "three-player": (N_("Three players"), N_("Three players, each for himself, 13 cards each")),
    "three-player-partnership": (N_("Three, two against one"), N_("Three players: the first to take the pile "
                                                                  "plays alone, the other two become partners")),
    "regency": (N_("Regency"), N_("Four in partners; canastas of wild cards alone, bonuses for a quick out and for "
                                  "a canasta from the hand")),
    "verschaerft": (N_("Verschärft"), N_("Four, each for himself, eight packs, draw two, play passes to the right; "
                                         "threes count more as they pile up")),
    "dutch": (N_("Dutch rules"), N_("Four in partners; threes and wild cards turned up are covered; a canasta laid "
                                    "whole earns 100 more")),
    "six-player": (N_("Six, two teams"), N_("Six in two teams of three, three packs, two canastas to go out")),
    "six-player-three-pairs": (N_("Six, three pairs"), N_("Six in three pairs sitting opposite, three packs, two "
                                                          "canastas to go out")),
    "five-player": (N_("Five players"), N_("Five players, three against two: four play each hand while one of the "
                                           "three sits out, 11 cards each")),
    "five-player-rotating": (N_("Five players, rotating"), N_("Five players, each for himself: four play each hand "
                                                              "and one sits out in turn, 11 cards each")),
}
NUMBERS = {2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six")}


def number_word(count: int) -> str:
    """"three" in the current language; a count without a word of its own in figures."""
    return tr(NUMBERS[count]) if count in NUMBERS else str(count)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def playable_presets() -> tuple[str, ...]:
    """Every preset of the engine that the table can seat, in the engine's order."""
    return tuple(name for name in PRESETS if preset(name).player_count in SEATING)


def title(name: str) -> str:
    """The preset's button label in the current language: its own, else made from its name
    ("five-player-extras" is "Five players, extras")."""
    known = KNOWN.get(name)
    if known:
        return tr(known[0])
    words = name.split("-")
    counts = {word: count for count, word in NUMBERS.items()}
    if len(words) > 1 and words[1] == "player" and words[0] in counts:
        players = number_word(counts[words[0]])
        variant = " ".join(words[2:]).lower()  # the rest of the engine's name, as it is
        if variant:
            return _sentence(tr("{number} players, {variant}", number=players, variant=variant))
        return _sentence(tr("{number} players", number=players))
    return " ".join(words).capitalize()


def description(name: str) -> str:
    """The preset's line under the games, in the current language."""
    known = KNOWN.get(name)
    return tr(known[1]) if known and known[1] else describe_rules(preset(name))


def describe_rules(rules: RuleSet) -> str:
    """A line read from the rules, for presets without one of their own: "Five players, each for himself,
    11 cards each, three packs"."""
    players, sides = rules.player_count, rules.side_count
    count = number_word(players)
    if not rules.has_partners:
        parts = [tr("{number} players, each for himself", number=count)]
    elif players // sides == 2:
        parts = [tr("{number} players in {sides} pairs", number=count, sides=number_word(sides))]
    else:
        parts = [tr("{number} players in {sides} teams of {size}", number=count, sides=number_word(sides),
                    size=number_word(players // sides))]
    parts.append(ntr("{count} card each", "{count} cards each", rules.hand_size))
    if rules.deck_count != 2:
        parts.append(tr("{number} packs", number=number_word(rules.deck_count)))
    if rules.stock_draw_count > 1:
        parts.append(ntr("draw {count} card", "draw {count} cards", rules.stock_draw_count))
    if rules.canastas_to_go_out > 1:
        parts.append(ntr("{count} canasta to go out", "{count} canastas to go out", rules.canastas_to_go_out))
    if rules.play_direction != "clockwise":
        parts.append(tr("play passes to the right"))
    return _sentence(", ".join(parts))


def own_ending(name: str) -> str:
    """How the preset's own game ends, as the start screen offers it: "7500", or "6 hands"."""
    rules = preset(name)
    if rules.target_score is not None:
        return number(rules.target_score)
    return ntr("{count} hand", "{count} hands", rules.max_rounds)


def target_choices(name: str) -> list[tuple[str, int | None]]:
    """(label, target) pairs, lowest first; None stands for the preset's own ending (its target score, or
    its number of hands), which is offered even where it is one of the usual targets."""
    own = preset(name).target_score
    choices: list[tuple[str, int | None]] = [(number(t), t) for t in TARGET_SCORES if t != own]
    choices.append((own_ending(name), None))

    def size(choice: tuple[str, int | None]) -> float:
        target = choice[1] if choice[1] is not None else own
        return float("inf") if target is None else target  # a number of hands goes last

    return sorted(choices, key=size)

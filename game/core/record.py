"""The game record (DESIGN.md section 2): tag lines, then the moves of each hand, like chess's PGN.

    [Rules "classic-4p"]
    [Option target_score 3000]
    [Seed 7]
    [Date "2026-11-25"]

    Hand 1: draw; discard 7H; take 7C 7D; ...
    Hand 2: ...

A tag's value is JSON (a text in double quotes, a number, true, false, null).  ``Rules`` names the preset
nearest to the game's rules and an ``Option`` tag gives each option that differs from it; ``Seed`` is the
game's seed.  Any other tag (who sat where, the levels, the date, the result) is the caller's and is kept
as it is.  The moves, in move notation, are separated by semicolons.  The seed and the moves replay the game
exactly (``Game.from_record``): the deal of every hand follows from the seed.  The share code is the record
compressed and written in base64url, short enough to paste into a chat.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import NotationError
from .moves import Move, parse_move
from .rules import PRESETS, RuleSet, preset
from .state import GameState

__all__ = ["ParsedRecord", "from_code_text", "parse_record", "record_tags", "to_code", "to_record"]

GAME_TAGS = ("Rules", "Option", "Seed")  # the tags that make the game; the others are the caller's
_TAG = re.compile(r"\[([A-Za-z][A-Za-z0-9_]*)\s+(.*)\]$")
_HAND = re.compile(r"Hand (\d+):(.*)$")
_CODE_PREFIX = "C1"  # the share code's format; a later one may compress otherwise


@dataclass
class ParsedRecord:
    """A record read but not yet played: the rules, the seed, each hand's moves with their line numbers,
    and the caller's tags."""

    rules: RuleSet
    seed: int | str
    hands: list[list[Move]] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)  # the line of each hand, for messages
    tags: dict[str, Any] = field(default_factory=dict)


def to_record(game: GameState, tags: Mapping[str, Any] | None = None) -> str:
    """The game's record: its rules, seed and every move of every hand so far, with the caller's ``tags``
    (JSON values) after them.  ValueError if the game does not know its earlier hands' moves (it was read
    from a position saved without them)."""
    if len(game.past_hands) != game.round - 1:
        raise ValueError(f"the moves of hands 1 to {game.round - 1} of this game are not known: it was read "
                         "from a position without them")
    name, options = _nearest_preset(game.rules)
    lines = [f"[Rules {json.dumps(name)}]"]
    lines += [f"[Option {option} {json.dumps(value)}]" for option, value in options.items()]
    lines.append(f"[Seed {json.dumps(game.seed)}]")
    for tag, value in (tags or {}).items():
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", tag) or tag in GAME_TAGS:
            raise ValueError(f"{tag!r} cannot be a tag of a record: a tag is a word, and not one of "
                             f"{', '.join(GAME_TAGS)}")
        lines.append(f"[{tag} {json.dumps(value, ensure_ascii=False)}]")
    lines.append("")
    for number, moves in enumerate([*game.past_hands, game.history], 1):
        lines.append(f"Hand {number}: " + "; ".join(str(m) for m in moves))
    return "\n".join(lines) + "\n"


def parse_record(text: str) -> ParsedRecord:
    """Read a record's tags and moves (not yet played: ``Game.from_record`` plays them).  Anything malformed
    raises NotationError (a ValueError) naming the line."""
    if not isinstance(text, str):
        raise NotationError(f"a record is a text, not {type(text).__name__}")
    name: str | None = None
    options: dict[str, Any] = {}
    seed: int | str = 0
    tags: dict[str, Any] = {}
    hands: list[list[Move]] = []
    lines: list[int] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        tag = _TAG.match(line)
        if tag and not hands:
            key = tag.group(1)
            if key == "Option":
                option, _, option_value = tag.group(2).partition(" ")
                options[option] = _tag_value(option_value, number)
                continue
            value = _tag_value(tag.group(2), number)
            if key == "Rules":
                if not isinstance(value, str) or value not in PRESETS:
                    raise NotationError(f"line {number}: Rules must name a preset ({', '.join(PRESETS)}), "
                                        f"not {value!r}")
                name = value
            elif key == "Seed":
                if isinstance(value, bool) or not isinstance(value, int | str):
                    raise NotationError(f"line {number}: Seed must be a whole number or a text, not {value!r}")
                seed = value
            else:
                tags[key] = value
            continue
        hand = _HAND.match(line)
        if not hand:
            raise NotationError(f"line {number}: expected a tag such as [Seed 7] or a hand such as "
                                f"'Hand 1: draw; discard 7H', not {line[:40]!r}")
        if int(hand.group(1)) != len(hands) + 1:
            raise NotationError(f"line {number}: hand {hand.group(1)} where hand {len(hands) + 1} was due")
        moves = []
        for index, text_move in enumerate(m.strip() for m in hand.group(2).split(";")):
            if not text_move:
                if index == 0 and hand.group(2).strip() == "":
                    break  # a hand just dealt: no moves yet
                raise NotationError(f"line {number}: move {index + 1} of hand {len(hands) + 1} is empty")
            try:
                moves.append(parse_move(text_move))
            except NotationError as e:
                raise NotationError(f"line {number}: move {index + 1} of hand {len(hands) + 1} "
                                    f"({text_move!r}): {e}") from None
        hands.append(moves)
        lines.append(number)
    if name is None:
        raise NotationError("a record starts with its rules, such as [Rules \"classic-4p\"]")
    if not hands:
        raise NotationError("the record holds no hand: its moves follow the tags, as 'Hand 1: draw; ...'")
    try:
        rules = RuleSet.from_dict({**preset(name).to_dict(), **options}) if options else preset(name)
    except ValueError as e:
        raise NotationError(f"the rules of the record: {e}") from None
    return ParsedRecord(rules, seed, hands, lines, tags)


def record_tags(text: str) -> dict[str, Any]:
    """The caller's tags of a record (who played, the date, the result, ...)."""
    return parse_record(text).tags


def to_code(game: GameState, tags: Mapping[str, Any] | None = None) -> str:
    """The share code of the game: its record compressed, in base64url (letters, digits, - and _)."""
    packed = zlib.compress(to_record(game, tags).encode("utf-8"), 9)
    return _CODE_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def from_code_text(code: str) -> str:
    """The record a share code holds.  A damaged code raises NotationError (a ValueError) saying so."""
    if not isinstance(code, str):
        raise NotationError(f"a share code is a text, not {type(code).__name__}")
    code = "".join(code.split())  # a code pasted from a chat may be broken over lines
    if not code.startswith(_CODE_PREFIX):
        raise NotationError(f"this is no share code of this game: it should start with {_CODE_PREFIX}")
    body = code[len(_CODE_PREFIX):]
    if not re.fullmatch(r"[A-Za-z0-9_-]*", body):
        raise NotationError("a share code holds only letters, digits, - and _")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        return zlib.decompress(packed).decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise NotationError("the share code is damaged or cut short: copy all of it again") from None


def _tag_value(text: str, line: int) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        raise NotationError(f"line {line}: a tag's value must be JSON, such as \"text\" or 7, not "
                            f"{text[:40]!r}") from None


def _nearest_preset(rules: RuleSet) -> tuple[str, dict[str, Any]]:
    """The preset that differs from ``rules`` in the fewest options, and those options."""
    mine = rules.to_dict()
    best: tuple[str, dict[str, Any]] | None = None
    for name in PRESETS:
        theirs = preset(name).to_dict()
        changed = {key: value for key, value in mine.items() if theirs[key] != value}
        if best is None or len(changed) < len(best[1]):
            best = (name, changed)
    assert best is not None
    return best


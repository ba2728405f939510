"""A finished game for the Games screen, made natively before the browser check starts: computer players
play every seat of a short game, and the entry the game itself keeps (kept_games.keep_game) is what the
replay scenario puts into the page's localStorage."""

from __future__ import annotations

from game.ai import make_bot
from game.storage import BrowserBackend, MemoryBackend, Storage
from game.ui.replays.kept_games import RECORD, keep_game
from game.ui.table.match import Match, MatchSettings


def finished_game(seed: int = 11) -> Match:
    """Classic for two to 1500 between normal players, the person's seat played by one as well."""
    match = Match(MatchSettings(preset="classic-2p", level="normal", target_score=1500, seed=seed))
    player = make_bot("normal", seed)
    while not match.is_over:
        if match.hand_is_over:
            match.next_hand()
        elif match.human_to_act:
            match.play(player.choose(match.view(0)))
        else:
            move = None
            while move is None:
                move = match.think(1.0)
            match.play(move)
    return match


def kept_games_item() -> dict[str, str]:
    """The localStorage key and text of the kept games, holding that one game."""
    storage = Storage(MemoryBackend())
    problems = keep_game(storage, finished_game())
    assert not problems, problems
    text = storage.backend.read(RECORD)
    assert text is not None
    return {"key": BrowserBackend.prefix + RECORD, "text": text}

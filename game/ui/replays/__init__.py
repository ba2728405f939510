"""Records and replays: the finished games kept (kept_games.py), the Games screen that lists them
(games_scene.py), the replay viewer (replay.py its model, replay_scene.py its screen), share codes copied and
pasted (clipboard.py, code_dialogs.py)."""

"""What the start screen offers: the games (presets) and their rule options, in the player's words."""

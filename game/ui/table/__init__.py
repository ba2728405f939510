"""The table and its models: the match being played, who sits where, the layout, the drawing of the table,
the animation of what the engine did, the player's intents and controls, the hand's order and the log."""

"""The game's help: the rules of the game in force, written from its RuleSet."""

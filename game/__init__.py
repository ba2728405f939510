"""Canasta: a rules engine, computer players and a pygame-ce table."""

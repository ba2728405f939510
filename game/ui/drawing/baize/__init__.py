"""The baize and what falls on it: the cloth with its grain and light (cloth.py) and the cards' soft shadows
(shadows.py), each made once per size and kept."""

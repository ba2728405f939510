"""The start screen's parts, for its scene (start_scene.py): where they go (layout.py, a mixin of the scene) and
painting them (drawing.py)."""

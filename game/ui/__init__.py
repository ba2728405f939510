"""The pygame-ce front end: scenes, layout, card drawing, input, animation."""

"""Cards and drawing: the canvas (logical 1280x720 drawn at the window's size), the card faces, colours
and sizes, the fonts, and the widgets."""

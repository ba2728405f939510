"""Colours and sizes of the table, in one place."""

from __future__ import annotations

BAIZE = (22, 104, 58)
BAIZE_DARK = (14, 74, 40)
BAIZE_LIGHT = (34, 128, 74)
INK = (245, 245, 238)
INK_DIM = (200, 222, 205)
GOLD = (244, 200, 70)
RED = (214, 58, 58)
PANEL = (8, 40, 22, 170)
PANEL_SOLID = (16, 58, 34)
OUTLINE = (255, 255, 255, 70)
SELECTED = (255, 214, 64)
TARGET = (120, 220, 255)
LIT = (120, 220, 255, 150)  # where the selected cards can go
FRESH = (150, 255, 170)  # a card just drawn, marked a moment in the hand
BUTTON = (244, 236, 214)
BUTTON_TEXT = (24, 40, 30)
BUTTON_HOVER = (255, 250, 232)
BUTTON_OFF = (150, 160, 150)  # a button that cannot be pressed now
BUTTON_TEXT_OFF = (70, 84, 74)
TOAST = (120, 24, 24, 230)
TOAST_INFO = (12, 44, 26, 235)
DEAD = (92, 92, 100)  # the mark of a canasta whose rank is closed (MAC-16)

TEXT_SMALL = 15
TEXT = 18
TEXT_BIG = 26
TITLE = 54

HAND_CARD = 84  # card widths in logical pixels
MELD_CARD = 50
MELD_CARD_SMALL = 44  # melds at a table of three sides, whose rows are stacked
BACK_CARD = 40
PILE_CARD = 76
SELECT_LIFT = 22
HOVER_LIFT = 8  # the hand's card under the pointer rises this much (a selected one stays at SELECT_LIFT)
START_CARD = 64
CARD_WIDTHS = (HAND_CARD, PILE_CARD, MELD_CARD, MELD_CARD_SMALL, BACK_CARD, START_CARD)  # every size a card is drawn at

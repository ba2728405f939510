"""Painting the start screen (start_scene.py): the welcome or the whole panel, laid out by layout.py, and
the light under the pointer.  It reads the scene and changes nothing but the pictures it keeps there: the panel
without the pointer, and the cloth with the card fans and the name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from pygame import Rect, Surface

from game.i18n import tr
from game.storage import spoken
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas, card_height
from game.ui.scenes.start.layout import (
    ACTION_ROWS,
    CHOICE_RIGHT,
    CHOICE_TEXT,
    COLUMN_MARGIN,
    DESCRIPTION_LINE,
    FOOT_TOP,
    GAME_LEFT,
    LINE_GAP,
    NOTICE_INK,
    NOTICE_LINE,
    NOTICE_LINES,
    NOTICE_TOP,
    NOTICE_WIDTH,
    PORTRAIT_FAN_CARD,
    PORTRAIT_PANEL_MARGIN,
    PORTRAIT_TITLE,
    PORTRAIT_WELCOME_PAD,
    RULES_LINE_HEIGHT,
    RULES_LINES,
    RULES_TEXT_GAP,
    SEATS,
    SUMMARY_PITCH,
    SUMMARY_TOP,
    WELCOME_LINE,
    Choice,
)
from game.ui.table.table_view import draw_baize

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.drawing.widgets import Button
    from game.ui.places import Places


class StartState(Protocol):
    """What painting the start screen reads of the start scene (which this module need not know), and the
    pictures it keeps there."""

    app: App
    full: bool  # the whole panel, every choice; False: the welcome
    focus_key: str | None  # the row the arrow keys are on; None until a key is used
    scroll: float  # how far the whole panel's rows are scrolled up (a portrait frame's only)
    hover: tuple[float, float]
    buttons: list[Button]
    _spoken: str  # the language of the buttons
    _scroll_room: float  # how far the rows can scroll
    _kept: tuple[tuple[Any, ...], Surface, list[Choice]] | None  # the panel without the pointer
    _ground: tuple[tuple[Any, ...], Surface] | None  # the panel's cloth, fans and name

    @property
    def places(self) -> Places: ...

    def column(self) -> tuple[int, int]: ...

    def viewport(self) -> Rect | None: ...

    def layout(self) -> tuple[list[Choice], list[tuple[str, float, float]], float, float]: ...

    def _description_lines(self, name: str | None = None) -> list[str]: ...

    def welcome_lines(self) -> list[str]: ...

    def summary_lines(self) -> tuple[list[str], float]: ...

    def _summary(self) -> str: ...

    def _text_width(self) -> float: ...

    def rules_line(self, preset: str | None = None) -> tuple[str, tuple[int, int, int]]: ...

    def settings_line(self) -> str: ...

    def _current(self, key: str) -> Any: ...

    def seats_changed(self) -> bool: ...


def draw_screen(scene: StartState, canvas: Canvas) -> None:
    """The panel as it stands without the pointer, kept until something in it changes, then the one choice
    or button under the pointer over it: a move of the mouse costs a blit, not the whole panel (it cost
    more than the frame's budget in the browser)."""
    key = picture_key(scene)
    if scene._kept is None or scene._kept[0] != key:
        choices = draw_panel(scene, canvas)
        scene._kept = key, canvas.snapshot(scene._kept and scene._kept[1]), choices
    else:
        canvas.surface.blit(scene._kept[1], (0, 0))
    draw_hovered(scene, canvas, scene._kept[2])


def picture_key(scene: StartState) -> tuple[Any, ...]:
    """Everything the panel shows but the pointer: the settings, the app's picture (window, language,
    notices), the keys' ring, the buttons, the notices' words and the record line."""
    settings = scene.app.settings
    return (repr(settings), scene.app.picture(), scene.full, scene.focus_key, scene._spoken, scene.scroll,
            tuple((b.label, b.detail, b.refused) for b in scene.buttons), tuple(map(str, scene.app.notices)),
            scene._summary())


def draw_ground(scene: StartState, canvas: Canvas) -> None:
    """The cloth, the panel, the card fans and the name: drawn once per window size and deck colours (a
    translucent panel over the cloth is a costly blend in the browser), then copied whole."""
    p = scene.places
    upright = p.portrait and scene.full  # the whole panel upright: the name alone, its rows need the room
    key = (canvas.surface.get_size(), scene.app.settings.four_colour, upright)
    if scene._ground is not None and scene._ground[0] == key:
        canvas.surface.blit(scene._ground[1], (0, 0))
        return
    draw_baize(canvas)
    four = scene.app.settings.four_colour
    if p.portrait:
        margin = PORTRAIT_PANEL_MARGIN
        left, right = scene.column()
        left = max(margin, left - COLUMN_MARGIN + margin)  # the panel hugs the column (a tablet's is narrower)
        canvas.box((left, margin, p.width - 2 * left, p.height - 2 * margin), theme.PANEL, radius=24)
        if upright:
            canvas.text("Canasta", PORTRAIT_TITLE - 12, (p.centre, margin + 14), theme.GOLD, bold=True,
                        anchor="midtop")
        else:  # one fan over the name
            cards = ("JK", "AH", "AS", "AD", "3H", "2S", "KD", "KC")
            step = 22
            left, top = p.centre - (PORTRAIT_FAN_CARD + step * (len(cards) - 1)) / 2, margin + PORTRAIT_WELCOME_PAD
            for i, card in enumerate(cards):
                canvas.card(card, (left + i * step, top + 20 + abs(i - 3.5) * 3), PORTRAIT_FAN_CARD,
                            four_colour=four)
            title_top = top + 26 + card_height(PORTRAIT_FAN_CARD) + 8
            canvas.text("Canasta", PORTRAIT_TITLE, (p.centre, title_top), theme.GOLD, bold=True, anchor="midtop")
        scene._ground = key, canvas.surface.copy()
        return
    dx, dy = p.dx, p.dy
    canvas.box(p.design((240, 40, 800, 660)), theme.PANEL, radius=24)
    for i, card in enumerate(("JK", "AH", "AS", "AD")):  # a small fan either side of the name
        canvas.card(card, (dx + 300 + i * 22, dy + 66 + abs(i - 1.5) * 6), theme.START_CARD, four_colour=four)
    for i, card in enumerate(("KC", "KD", "2S", "3H")):
        canvas.card(card, (dx + 882 - i * 22, dy + 66 + abs(i - 1.5) * 6), theme.START_CARD, four_colour=four)
    canvas.text("Canasta", theme.TITLE, (p.centre, dy + 70), theme.GOLD, bold=True, anchor="midtop")
    scene._ground = key, canvas.surface.copy()


def draw_hovered(scene: StartState, canvas: Canvas, choices: list[Choice]) -> None:
    """The choice or button under the pointer in its lighter face, over the kept panel (a chosen choice and
    the primary button look the same either way)."""
    for button in scene.buttons:
        if button.hit(scene.hover) and not button.primary and not button.refused:
            button.draw(canvas, hovered=True, shadow=False)
            return
    viewport = scene.viewport()
    for choice in choices:
        if choice.rect.collidepoint(scene.hover) and not chosen(scene, choice):
            if viewport is None:
                draw_choice(scene, canvas, choice, hovered=True)
            elif viewport.collidepoint(scene.hover):
                with canvas.clip(viewport):
                    draw_choice(scene, canvas, choice, hovered=True)
            return


def chosen(scene: StartState, choice: Choice) -> bool:
    return choice.key not in ACTION_ROWS and scene._current(choice.key) == choice.value or \
        choice.value == SEATS and scene.seats_changed()


def draw_choice(scene: StartState, canvas: Canvas, choice: Choice, hovered: bool) -> None:
    is_chosen = chosen(scene, choice)
    face = theme.GOLD if is_chosen else (theme.BUTTON_HOVER if hovered else theme.BUTTON)
    canvas.box(choice.rect, face, radius=8)
    canvas.text(choice.label, CHOICE_TEXT, choice.rect.center, theme.BUTTON_TEXT, bold=is_chosen, anchor="center")


def draw_panel(scene: StartState, canvas: Canvas) -> list[Choice]:
    """Everything but the pointer's light; the choices as laid out."""
    draw_ground(scene, canvas)
    if not scene.full:
        return draw_welcome(scene, canvas)
    choices, labels, description_y, bottom = scene.layout()
    p, viewport = scene.places, scene.viewport()
    with canvas.clip(viewport or canvas.window_rect()):
        for label, x, y in labels:
            canvas.text(label, theme.TEXT, (x, y + 7), theme.INK, bold=True)
        for choice in choices:
            if choice.key in ACTION_ROWS and choice.value is None:  # beside the last of the row's buttons
                draw_rules_line(scene, canvas, choice.rect, choice.key)
            if choice.key == scene.focus_key and (chosen(scene, choice) or choice.key in ACTION_ROWS):
                canvas.box(choice.rect.inflate(8, 8), theme.INK, radius=11)  # the keyboard's ring
            draw_choice(scene, canvas, choice, hovered=False)
        left = scene.column()[0] if p.portrait else GAME_LEFT + p.dx
        for i, line in enumerate(scene._description_lines()):
            canvas.text(line, theme.TEXT_SMALL, (left, description_y + i * DESCRIPTION_LINE), theme.INK_DIM)
    if viewport is not None:
        draw_scrollbar(scene, canvas, viewport)
        draw_summary(scene, canvas, viewport.bottom + 6, scene.buttons[0].rect.top - 6)
    else:
        draw_summary(scene, canvas, max(bottom, SUMMARY_TOP + p.dy), FOOT_TOP + p.dy)
    draw_foot(scene, canvas)
    return choices


def draw_scrollbar(scene: StartState, canvas: Canvas, viewport: Rect) -> None:
    """Where the rows shown stand among them all, at the viewport's right edge, when they scroll."""
    if scene._scroll_room <= 0:
        return
    whole = viewport.height + scene._scroll_room
    bar = Rect(viewport.right + 2, viewport.top + round(viewport.height * scene.scroll / whole), 4,
               round(viewport.height * viewport.height / whole))
    canvas.box(Rect(viewport.right + 2, viewport.top, 4, viewport.height), (255, 255, 255, 40), radius=2)
    canvas.box(bar, (*theme.INK_DIM, 200), radius=2)


def draw_welcome(scene: StartState, canvas: Canvas) -> list[Choice]:
    choices, _, description_y, bottom = scene.layout()
    p = scene.places
    for i, line in enumerate(scene.welcome_lines()):
        canvas.text(line, theme.TEXT, (p.centre, description_y + i * WELCOME_LINE), theme.INK, anchor="midtop")
    for choice in choices:
        draw_choice(scene, canvas, choice, hovered=False)
    draw_summary(scene, canvas, bottom, notice_top(scene) - LINE_GAP)
    draw_foot(scene, canvas)
    return choices


def notice_top(scene: StartState) -> float:
    p = scene.places
    if p.portrait:
        return p.height - PORTRAIT_PANEL_MARGIN - 8 - NOTICE_LINE * NOTICE_LINES
    return NOTICE_TOP + p.dy


def draw_foot(scene: StartState, canvas: Canvas) -> None:
    for button in scene.buttons:
        button.draw(canvas)
    top, centre = notice_top(scene), scene.places.centre
    for i, line in enumerate(notice_lines(scene, canvas)):
        canvas.text(line, theme.TEXT_SMALL, (centre, top + i * NOTICE_LINE), NOTICE_INK, anchor="midtop")


def draw_summary(scene: StartState, canvas: Canvas, top: float, limit: float) -> None:
    """The record line from ``top``; a second line moves it up so that it ends by ``limit``."""
    lines, size = scene.summary_lines()
    top = min(top, limit - len(lines) * SUMMARY_PITCH)
    for i, line in enumerate(lines):
        canvas.text(line, size, (scene.places.centre, top + i * SUMMARY_PITCH), theme.INK_DIM, anchor="midtop")


def notice_lines(scene: StartState, canvas: Canvas) -> list[str]:
    """The newest notices, whole and wrapped within the panel, as many as fit in its foot."""
    lines: list[str] = []
    for notice in reversed(scene.app.notices):
        wrapped = canvas.wrap(spoken(notice, tr), theme.TEXT_SMALL,
                              NOTICE_WIDTH if not scene.places.portrait else scene._text_width(), balanced=True)
        if lines and len(lines) + len(wrapped) > NOTICE_LINES:
            break
        lines = wrapped[:NOTICE_LINES] + lines
    return lines


def draw_rules_line(scene: StartState, canvas: Canvas, button: Rect, key: str = "rules") -> None:
    """Beside a Change… button, in two lines at most: the game's own rules, or the changes; the settings."""
    text, colour = scene.rules_line() if key == "rules" else (scene.settings_line(), theme.INK_DIM)
    if scene.places.portrait:  # under the row's buttons, the column's width
        left, right = scene.column()
        lines = canvas.wrap(text, theme.TEXT_SMALL, right - left, most=RULES_LINES)
        top = button.bottom + 4
    else:
        left = button.right + RULES_TEXT_GAP
        lines = canvas.wrap(text, theme.TEXT_SMALL, CHOICE_RIGHT + scene.places.dx - left, most=RULES_LINES)
        top = button.centery - len(lines) * RULES_LINE_HEIGHT / 2
    for i, line in enumerate(lines):
        canvas.text(line, theme.TEXT_SMALL, (left, top + i * RULES_LINE_HEIGHT), colour)

"""The player's clicks, drags, drops and keys at the table made moves: a card selected, a button pressed, cards
pointed at a target (the stock, the pile, a meld); and the card under the pointer, held still after a move."""

from __future__ import annotations

from game.core import Draw
from game.i18n import tr
from game.ui.input import Click, Drag, Drop, Key
from game.ui.table.controls import Table
from game.ui.table.controls.buttons import not_your_turn
from game.ui.table.intents import discard_intent, meld_intent, take_intent
from game.ui.table.models import MELD_ROW, PILE, STOCK, MeldZone, Zone


def opens_a_screen(t: Table, event: Click | Key) -> bool:
    """Whether the click or key opens a screen over the table (the menu, the rules, the log)."""
    if isinstance(event, Click):
        return t.menu_button.hit(event.pos) or t.layout.log_rect.collidepoint(event.pos)
    return event.name in ("escape", "f1", "l") or event.text == "?"


def click(t: Table, event: Click) -> None:
    pos = event.pos
    if t.opened_side is not None:  # a tap anywhere closes another side's melds opened
        t.opened_side = None
        return
    for button in [*t.buttons, t.menu_button]:
        if button.hit(pos):
            button.action()
            return
    if t.layout.log_rect.collidepoint(pos):
        t.open_log()
        return
    cards = t.hand_cards
    index = t.layout.hand_card_at(len(cards), t.hand.selected, pos)
    if index is not None:
        t.hand.selected ^= {index}
        t.hand.cursor = index
        return
    row = other_row_at(t, pos)
    if row is not None:
        t.opened_side = row
        return
    point_at(t, target_at(t, pos), t.selected_cards())


def other_row_at(t: Table, pos: tuple[float, float]) -> int | None:
    """Another side's compact row of melds under ``pos``, where a tap opens it (a phone held upright), if it has
    laid anything."""
    lay = t.layout
    if not lay.opens_rows:
        return None
    ours = t.view.side_of(t.seat)
    return next((side for side, area in lay.melds_rect.items() if side != ours and area.collidepoint(pos)
                 and (t.shown["melds"][side] or t.shown["red_threes"][side])), None)


def target_at(t: Table, pos: tuple[float, float]) -> Zone | None:
    lay = t.layout
    if lay.stock_rect.inflate(12, 12).collidepoint(pos):
        return STOCK
    if lay.pile_drop_rect().collidepoint(pos):
        return PILE
    ours = t.view.side_of(t.seat)
    if ours not in lay.melds_rect:  # five each for himself: the player sits this hand out, his side with him
        return None
    for rank, rect in t.meld_rects(ours).items():
        if rect.collidepoint(pos):
            return MeldZone(ours, rank)
    if lay.melds_rect[ours].collidepoint(pos):
        return MELD_ROW
    for side in lay.melds_rect:  # another side's meld: no target, but the player is told why
        for rank, rect in t.meld_rects(side).items():
            if side != ours and rect.collidepoint(pos):
                return MeldZone(side, rank)
    return None


def point_at(t: Table, target: Zone | None, cards: list[str]) -> None:
    """The player pointed at ``target`` (by click or drop) with ``cards`` selected."""
    view = t.view
    if target is None or target != STOCK and not cards and target != PILE:
        return
    if isinstance(target, MeldZone) and target.side != view.side_of(t.seat):  # where, before when
        t.say(tr("Those are {side}'s melds: you add to your own side's only",
                 side=t.match.side_name(target.side)))
    elif not t.my_turn:  # the player's moves are judged on his turn only
        t.say(not_your_turn(t))
    elif target == STOCK:
        t.play_human(Draw())
    elif target == PILE:
        t.play_human(take_intent(view, cards) if view.phase == "draw" else discard_intent(view, cards))
    elif isinstance(target, MeldZone):
        t.play_human(meld_intent(view, cards, onto=target.rank))
    elif target == MELD_ROW:
        t.play_human(meld_intent(view, cards))


def drag(t: Table, event: Drag) -> None:
    if t.pointing.drag is None:
        index = t.layout.hand_card_at(len(t.hand_cards), t.hand.selected, event.start)
        if index is None:
            return
        if index not in t.hand.selected:
            t.hand.selected = {index}
    t.pointing.drag = event
    t.pointing.drop_target = target_at(t, event.pos)


def drop(t: Table, event: Drop) -> None:
    if t.pointing.drag is None:
        return
    t.pointing.drag, t.pointing.drop_target = None, None
    target = target_at(t, event.pos)
    if target not in (None, STOCK):
        point_at(t, target, t.selected_cards())


def key(t: Table, event: Key) -> None:
    t.hand.keyboard_used = True
    count = len(t.hand_cards)
    actions = {button.key: button.action for button in t.buttons  # only keys written on their buttons
               if button.key and button.shows_key(t.app.canvas)}
    if event.name == "u" or event.name == "z" and event.ctrl:  # said why when there is nothing to undo
        t.undo()
    elif event.name == "f1" or event.text == "?":
        t.open_rules()
    elif event.name == "l":
        t.open_log()
    elif event.name == "h":
        t.show_hint()
    elif event.name == "escape":  # Esc closes a side opened, then lets go of the cards, then opens the menu
        if t.opened_side is not None:
            t.opened_side = None
        elif t.hand.selected:
            t.hand.selected.clear()
        else:
            t.open_menu()
    elif event.shift and "shift+" + event.name in actions:
        actions["shift+" + event.name]()
    elif event.name in actions:
        actions[event.name]()
    elif event.name == "return" and t.my_turn and t.view.phase == "play":
        point_at(t, PILE, t.selected_cards())  # no card to discard: refused as a click on the pile is
    elif event.name == "left" and count:
        t.hand.cursor = (t.hand.cursor - 1) % count
    elif event.name == "right" and count:
        t.hand.cursor = (t.hand.cursor + 1) % count
    elif event.name in ("space", "up", "down") and count:
        t.hand.selected ^= {min(t.hand.cursor, count - 1)}


def card_under_pointer(t: Table) -> tuple[list[str], int, float] | None:
    """The hand as shown, the place of the card under the pointer in it, and that card's left edge."""
    cards = t.hand_cards
    index = t.layout.hand_card_at(len(cards), t.hand.selected, t.pointing.hover)
    if index is None:
        return None
    return cards, index, t.layout.hand_positions(len(cards))[index][0]


def hold_hand_still(t: Table, pointed: tuple[list[str], int, float] | None) -> None:
    """After the player's move, the hand fans again from its centre, unless the pointer rests on it: then
    the card under the pointer stays where it was (or, if it left the hand, its nearest neighbour to the
    left, else to the right), so the next click lands on the card aimed at."""
    t.layout.hand_shift = 0.0
    if pointed is None:
        return
    before, index, x = pointed
    cards = t.hand_cards
    for place in [*range(index, -1, -1), *range(index + 1, len(before))]:
        card = before[place]
        copies = [i for i, c in enumerate(cards) if c == card]
        nth = before[:place].count(card)
        if copies:  # that card is still held (the same copy, or the last one left of its kind)
            kept = copies[min(nth, len(copies) - 1)]
            t.layout.hand_shift = x - t.layout.hand_positions(len(cards))[kept][0]
            return

"""The turn's buttons and the lines that go with them: what the player may do now, each action a button (dimmed,
with the engine's reason, where the rules refuse it), where the selected cards can go, the status lines (what to
do, or why he may not) and the info lines (the cards selected, the hand's order, a three kept)."""

from __future__ import annotations

from typing import Any

from game.core import Ask, Draw, EndTurn, Lay, Move, Special, Take
from game.i18n import N_, ntr, tr
from game.ui.drawing.widgets import Button, ButtonSpec
from game.ui.table.controls import Table
from game.ui.table.intents import Intent, discard_intent, meld_intent, take_intent
from game.ui.table.layout import TableLayout
from game.ui.table.log import card_text
from game.ui.table.models import PILE, MeldZone, Zone
from game.ui.table.seats import sits_out
from game.ui.table.sorting import SORT_MODES

SORTED_BY = {"rank": N_("Sorted by rank"), "groups": N_("Sorted by groups")}  # sorting.SORT_MODES, as the info says


def refresh(t: Table) -> None:
    """Work out the buttons, where the selected cards can go and the status line again (the scene asks only
    when what they depend on has changed)."""
    view, match = t.view, t.match
    hand = t.hand
    if t.animations.holding:  # the deal, or a player going out: nothing to press until it is over
        t.buttons, t.lit = [], set()
        t.status, t.substatus = status_lines(t, False)
        return
    chosen = t.selected_cards()
    legal = view.legal_moves() if t.my_turn else []
    can_take = any(isinstance(m, Take) for m in legal)
    must_lay = view.threes_to_lay() if legal else False
    specs, optional = _three_and_special_buttons(t, legal, must_lay)
    if legal and view.phase == "draw" and any(isinstance(m, Draw) for m in legal):
        specs.append((tr("Draw"), lambda: t.play_human(Draw()), "d", not chosen))
        if can_take:
            specs.append(_judged(t, tr("Take pile"), take_intent(view, chosen), "t", bool(chosen)))
    elif legal and view.phase == "play":
        if len(chosen) == 1:
            specs.append(_judged(t, tr("Discard"), discard_intent(view, chosen), "return", True))
        if chosen:
            specs.append(_judged(t, tr("Meld"), meld_intent(view, chosen), "m", len(chosen) > 1))
        specs += _ask_buttons(t, legal)
        if EndTurn() in legal:
            specs.append((tr("End turn"), lambda: t.play_human(EndTurn()), "e", True))
    specs += optional  # a kept three may be laid out any time: above the turn's own actions
    if match.can_undo and t.my_turn:
        specs.append((tr("Undo"), t.undo, "u", False))
    if legal and view.phase in ("draw", "play"):
        specs.append((tr("Hint"), t.show_hint, "h", False))
    # nothing to sort while he sits the hand out (five players) or it lies face down (several people)
    if not sits_out(view, t.seat) and not t.hand_hidden:
        specs.append((tr("Sort"), lambda: _sort(t), "s", False))
    t.buttons = place_buttons(specs, t.layout)
    t.lit = lit_targets(t, chosen) if legal and chosen else set()
    if t.hinted is not None:  # a hint's glow lasts while its cards stay selected as it chose them
        selection, zones = t.hinted
        if selection == frozenset(hand.selected) and legal:
            t.lit |= zones
        else:
            t.hinted = None
    t.status, t.substatus = status_lines(t, can_take)


def _judged(t: Table, label: str, intent: Intent, key: str, primary: bool) -> ButtonSpec:
    """A button for the move the selection makes: pressed, it plays it; where the rules refuse it, the
    button is dimmed and pressing it says why (the engine's reason, judged now from the player's view)."""
    if isinstance(intent, str):
        return label, lambda: t.say(intent), key, False, intent
    return label, lambda: t.play_human(intent), key, primary


def lit_targets(t: Table, chosen: list[str]) -> set[Zone]:
    """Where the selected cards can go now: the side's melds they join, and the pile if they take it or
    are the card to discard."""
    view = t.view
    lit: set[Zone] = set()
    ours = view.side_of(t.seat)
    if view.phase == "play":
        for rank in t.meld_rects(ours) if ours in t.layout.melds_rect else ():
            if not isinstance(meld_intent(view, chosen, onto=rank), str):
                lit.add(MeldZone(ours, rank))
        if len(chosen) == 1 and not isinstance(discard_intent(view, chosen), str):
            lit.add(PILE)
    elif view.phase == "draw" and not isinstance(take_intent(view, chosen), str):
        lit.add(PILE)
    return lit


def _ask_buttons(t: Table, legal: list[Move]) -> list[tuple[str, Any, str | None, bool]]:
    """One button per partner that may be asked: "a" asks the next in turn order, shift+a the other."""
    if Ask() not in legal:
        return []
    specs = []
    for i, partner in enumerate(t.match.partners(t.seat)):
        move = Ask() if i == 0 else Ask(partner)
        if move in legal:
            specs.append((ask_label(t, partner), lambda m=move: t.play_human(m), "a" if i == 0 else
                          "shift+a", False))
    return specs


def ask_label(t: Table, partner: int) -> str:
    """The button that asks ``partner`` "may I go out?": named when there are two to choose from."""
    if len(t.match.partners(t.seat)) == 1:
        return tr("Ask partner")
    return tr("Ask {name}", name=t.match.names[partner])


def _three_and_special_buttons(t: Table, legal: list[Move], must_lay: bool) -> tuple[list, list]:
    """Modern American: one button per special hand the cards make (MAC-33), and one to lay out each
    kind of three held (MAC-7, MAC-9): gold and lowest while it must be done first, else higher up,
    after the turn's own actions.  Returns (buttons first, buttons after)."""
    first: list[tuple[str, Any, str | None, bool]] = []
    lays: list[tuple[str, Any, str | None, bool]] = []
    for move in legal:
        if isinstance(move, Lay):
            lays.append((lay_label(move.card), lambda m=move: t.play_human(m), None, must_lay))
        elif isinstance(move, Special):
            first.append((special_label(move.name), lambda m=move: t.play_human(m), None, True))
    return (lays + first, []) if must_lay else (first, lays)


def _sort(t: Table) -> None:
    t.hand.sort_mode = SORT_MODES[(SORT_MODES.index(t.hand.sort_mode) + 1) % len(SORT_MODES)]
    t.hand.selected.clear()


def not_your_turn(t: Table) -> str:
    """Why the player may not act now: the hand is over, he sits it out, or it is another's turn."""
    if t.match.hand_is_over:
        return tr("The hand is over")
    if sits_out(t.view, t.seat):
        return tr("You sit this hand out")
    return tr("Wait: it is {name}'s turn", name=t.match.names[t.view.to_act])


def status_lines(t: Table, can_take: bool) -> tuple[str, str]:
    view, match = t.view, t.match
    if t.dealing:
        deals = tr("You deal") if view.dealer == match.you else tr("{name} deals", name=match.names[view.dealer])
        return deals, tr("Click or press a key to skip")
    if match.hand_is_over:
        return tr("The hand is over"), ""
    if not t.my_turn:
        return tr("{name} is playing…", name=match.names[view.to_act]), ""
    minimum = "" if view.has_melded(view.side_of(t.seat)) else \
        tr("Your side's first meld needs {points}", points=view.opening_minimum(t.seat))
    if view.phase in ("draw", "play") and view.threes_to_lay():  # only Lay moves are legal (MAC-7, 9)
        if view.threes_allowed():
            return tr("Lay out your threes first"), tr("You may keep one until your side melds")
        return tr("Lay out your threes first"), (tr("Your side has melded: no three stays in hand")
                                                 if view.has_melded(view.side_of(t.seat)) else "")
    if view.phase == "draw":
        return (tr("Your turn: draw or take the pile") if can_take else tr("Your turn: draw a card")), minimum
    if view.phase == "answer":  # the question's own dialog asks it
        return "", ""
    return tr("Meld, then discard one card"), minimum


def info_lines(t: Table) -> list[str]:
    """The lines beside the buttons: the cards selected and their points, the hand's order, a three kept."""
    if sits_out(t.view, t.seat) or t.hand_hidden:  # no hand to tell about
        return []
    chosen = t.selected_cards()
    points = sum(t.values[c] for c in chosen)
    lines = [ntr("Selected: {cards} · {count} point", "Selected: {cards} · {count} points", points,
                 cards=len(chosen)) if chosen else tr("Selected: {cards}", cards=len(chosen))]
    mode = t.hand.sort_mode
    lines.append(tr(SORTED_BY[mode]) if mode in SORTED_BY else tr("Sorted by {mode}", mode=mode))
    kept = t.threes_kept()
    if kept and not t.match.hand_is_over and not t.view.threes_to_lay():
        lines.append(tr("Kept: {cards}", cards=" ".join(card_text(c) for c in kept)))
        lines.append(tr("until your side melds") if t.view.stock_count else tr("no card to replace it"))
    return lines


def place_buttons(specs: list[ButtonSpec], layout: TableLayout) -> list[Button]:
    """The turn's buttons where the layout puts them (stacked at the side, or in rows over the hand); a spec's
    fifth item, where given, is why the button cannot be pressed now."""
    return [Button(label, rect, action, key, primary, refused=refused[0] if refused else "")
            for (label, action, key, primary, *refused), rect in zip(specs, layout.button_rects(len(specs)),
                                                                     strict=True)]


def lay_label(card: str) -> str:
    return tr("Lay out {card}", card=card_text(card))


def special_label(name: str) -> str:
    """"Show natural pairs": the special hand's name as the language says it (``{hand:words}``)."""
    return tr("Show {hand:words}", hand=name)

"""Welcome to the Moon: what the pack's data cannot say, on top of the engine's sheets and simultaneous turns.

- choose_combination: the three number/action combinations of this turn, and which of them the player's sheet
  can take (a player who can place a number must pick such a combination);
- accomplish_missions: each mission card in the row checks its condition for one player (its `on check_mission`
  ability), so that every player who meets it in the same turn gets the higher value;
- solo against ASTRA: astra_choose (of the 3 cards drawn, one for its number and another for its action) and
  astra_give (the 2 used are discarded, the third goes to ASTRA, unless an ASTRA bonus removes it from the game).
"""

from __future__ import annotations

from typing import Any

ACTIONS = ("robot", "energy", "plant", "water", "astronaut", "planning")
PILES = (1, 2, 3)


def _combinations(table: Any) -> list[tuple[int, int, str]]:
    """(pile, number, action) of this turn: the number on top of each deck, the action just flipped beside it."""
    found = []
    for pile in PILES:
        numbers, actions = table.pile(f"spaceship_deck_{pile}"), table.pile(f"action_pile_{pile}")
        if numbers and actions:
            found.append((pile, table.fields(numbers[-1])["number"], table.fields(actions[-1])["action"]))
    return found


def _words(table: Any, player: int, action: str) -> list[str]:
    """Where a combination's number may go: Adventure 1 places it by the action's symbol (or the Comodín level)."""
    return ["numbering_space", action] if table.amount(player, "chosen_adventure") == 1 else ["numbering_space"]


def choose_combination(table: Any, ctx: Any) -> None:
    """Phase 2: the player picks one of the combinations whose number their sheet can take; with none, they
    pick nothing (chosen_pile 0) and cross a system error in phase 3."""
    player = ctx.you
    usable = [
        (pile, number, action)
        for pile, number, action in _combinations(table)
        if table.sheet_fits(player, _words(table, player, action), number)
    ]
    if not usable:
        _set(table, player, "chosen_pile", 0)
        return
    labels = [f"{number} {action} (pile {pile})" for pile, number, action in usable]
    pile, number, action = usable[table.choose(player, "which combination?", labels)]
    _set(table, player, "chosen_pile", pile)
    _set(table, player, "chosen_number", number)
    _set(table, player, "chosen_action", ACTIONS.index(action) + 1)


def _set(table: Any, player: int, name: str, value: int) -> None:
    table.gain(player, name, value - table.amount(player, name))


def accomplish_missions(table: Any, ctx: Any) -> None:
    """Phase 6: every mission card in the row checks its condition for this player."""
    for card in table.pile("mission_row"):
        table.trigger("check_mission", card, ctx.you)


def _hand(table: Any, player: int) -> list[int]:
    return [c for c in table.pile(table.zone("hand", player)) if "spaceship" in table.words(c)]


def astra_choose(table: Any, ctx: Any) -> None:
    """Solo, phase 2: of the cards drawn, one gives the number and another the action; only pairs whose number
    the sheet can take are offered. With none, nothing is chosen (a system error, then a card for ASTRA)."""
    player = ctx.you
    hand = _hand(table, player)
    pairs = []
    for number_card in hand:
        for action_card in hand:
            number, action = table.fields(number_card)["number"], table.fields(action_card)["action"]
            if number_card != action_card and table.sheet_fits(player, _words(table, player, action), number):
                pairs.append((number_card, action_card, number, action))
    _set(table, player, "solo_number_card", 0)
    _set(table, player, "solo_action_card", 0)
    if not pairs:
        _set(table, player, "chosen_pile", 0)
        return
    labels = [f"{n} {a} (number of {table.name(nc)}, action of {table.name(ac)})" for nc, ac, n, a in pairs]
    number_card, action_card, number, action = pairs[table.choose(player, "which number and action?", labels)]
    _set(table, player, "chosen_pile", 1)
    _set(table, player, "chosen_number", number)
    _set(table, player, "chosen_action", ACTIONS.index(action) + 1)
    _set(table, player, "solo_number_card", number_card + 1)
    _set(table, player, "solo_action_card", action_card + 1)


def astra_give(table: Any, ctx: Any) -> None:
    """Solo, end of the turn: the 2 cards used are discarded and the third is given to ASTRA; with no pair used,
    the player gives one card of their choice and discards the others. A circled ASTRA bonus may be crossed to
    remove the given card from the game instead."""
    player = ctx.you
    hand = _hand(table, player)
    used = {table.amount(player, "solo_number_card") - 1, table.amount(player, "solo_action_card") - 1}
    rest = [c for c in hand if c not in used]
    if not rest:
        return
    if len(rest) > 1:
        labels = [f"give {table.name(c)} to ASTRA" for c in rest]
        given = rest[table.choose(player, "which card for ASTRA?", labels)]
    else:
        given = rest[0]
    for card in hand:
        if card != given:
            table.move(card, "solo_discard")
    bonus = table.amount(player, "astra_bonus") > 0
    if bonus and table.choose(player, f"cross an ASTRA bonus to remove {table.name(given)} from the game?", ["yes", "no"]) == 0:
        table.gain(player, "astra_bonus", -1)
        table.move(given, "game_box")
        return
    table.move(given, "astra_pile")
    if table.amount(player, "chosen_adventure") == 1:
        table.rule("a1_astra_track", player)


HOOKS = {
    "rules": {
        "choose_combination": choose_combination,
        "accomplish_missions": accomplish_missions,
        "astra_choose": astra_choose,
        "astra_give": astra_give,
    }
}

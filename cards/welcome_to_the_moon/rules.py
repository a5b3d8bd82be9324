"""Welcome to the Moon: what the pack's data cannot say, on top of the engine's sheets and simultaneous turns.

- choose_combination: the three number/action combinations of this turn, and which of them the player's sheet
  can take (a player who can place a number must pick such a combination);
- accomplish_missions: each mission card in the row checks its condition for one player (its `on check_mission`
  ability), so that every player who meets it in the same turn gets the higher value.
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


HOOKS = {"rules": {"choose_combination": choose_combination, "accomplish_missions": accomplish_missions}}

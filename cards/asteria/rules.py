"""Asteria's irregular part: what its cards' data cannot say.

The hooks are registered in HOOKS at the end (the contract: cardsmith.runtime.rules_module): four rules
declared without `text` in game.yaml (choose_faction, choose_first_player, random_side, attacker), `advance`
(the expansion-marker track on a planet, which also records who started a conflict), `revealed` (a planet
revealed by a card's effect) and `card_states` (which card is the free card). Every hook is given the game as a
`Table`; everything random comes from the state's own generator (`table.random`).
"""

from __future__ import annotations

from typing import Any

SPACES = ("a", "mid", "b")  # across a planet card: half A, the centre line, half B
FACTIONS = ("Green Stars", "Red Guild")


def choose_faction(table: Any, ctx: Any) -> None:
    """Factions differ only in the colour of their markers: seat 1 takes Green Stars, seat 2 Red Guild."""
    table.values["factions"] = FACTIONS[: table.players]


def choose_first_player(table: Any, ctx: Any) -> None:
    """'Sorteie o primeiro jogador'."""
    table.set_first(table.random.randrange(table.players))


def random_side(table: Any, ctx: Any) -> None:
    """The planet just revealed faces a random half (A or B) toward the first player."""
    planets = table.pile("table")
    if planets:
        table.set_orientation(planets[-1], table.random.randrange(2))


def revealed(table: Any, ctx: Any, card: int) -> None:
    """A card's effect that reveals a planet lets the player who used it choose its orientation."""
    if ctx.card is None or table.zone_of(card) != "table":
        return
    labels = [f"metade A voltada para o jogador {p + 1}" for p in range(table.players)]  # asked in the game's words
    table.set_orientation(
        card, table.choose(ctx.you, f"que lado de {table.name(card)} fica voltado para cada jogador?", labels)
    )


def _space(table: Any, card: int, player: int, position: int) -> int:
    """Index in SPACES of a marker at `position` (1..3), counted from the player's own side."""
    facing_a = table.orientation(card) == player
    return position - 1 if facing_a else len(SPACES) - position


def advance(table: Any, ctx: Any, card: int, amount: int) -> None:
    """Place or move your expansion marker on a planet, gaining what each space entered shows.

    A marker enters on the first space of your side and moves toward the far side. Meeting the
    opponent's marker (same space, or passing it) stops it and makes the planet contested.
    """
    if table.zone_of(card) != "table" or amount <= 0:
        return
    player = ctx.you
    fields = table.fields(card)
    for _ in range(amount):
        position = table.marker(card, player)
        if position >= len(SPACES) or "contested" in table.states(card):
            return
        position += 1
        table.set_marker(card, player, position)
        space = _space(table, card, player, position)
        for resource in ("energy", "ore"):
            gained = int(fields.get(f"{SPACES[space]}_{resource}", 0))
            if gained:
                table.gain(player, resource, gained)
        if _meets(table, card, player, space):
            table.add_state(card, "contested")
            table.values[f"attacker#{card}"] = player  # 'o jogador que iniciou o conflito (moveu o marcador)'
            return


def attacker(table: Any, ctx: Any) -> None:
    """Rule attacker: counter attacking is 1 for the player whose marker moved to meet the other's on planet `it`.

    That is the active player, unless a card of the opponent's was rotated to a side that advances: a rotated
    card resolves for its owner, whose marker then moves. A planet given as contested (a scenario) without a
    recorded attacker is the active player's attack.
    """
    table.gain(table.values.get(f"attacker#{ctx.it}", table.active), "attacking", 1)


def _meets(table: Any, card: int, player: int, space: int) -> bool:
    for other in range(table.players):
        theirs = table.marker(card, other)
        if other == player or not theirs:
            continue
        their_space = _space(table, card, other, theirs)
        if (table.orientation(card) == player and space >= their_space) or (
            table.orientation(card) != player and space <= their_space
        ):
            return True
    return False


def card_states(table: Any, card: int) -> set[str]:
    """The free card: the last action card a player has in their row on a planet."""
    key = table.zone_of(card)
    if "#" not in key:
        return set()
    owner = table.owner(card)
    mine = [c for c in table.pile(key) if table.owner(c) == owner]
    return {"free_card"} if mine and mine[-1] == card else set()


HOOKS = {
    "rules": {
        "choose_faction": choose_faction,
        "choose_first_player": choose_first_player,
        "random_side": random_side,
        "attacker": attacker,
    },
    "advance": advance,
    "revealed": revealed,
    "card_states": card_states,
}

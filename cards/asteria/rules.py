"""Asteria's irregular part: what its cards' data cannot say.

The runtime calls these by name: a rule declared without `text` in game.yaml (choose_faction,
choose_first_player, random_side), and the hooks `advance` (the expansion-marker track on a planet),
`revealed` (a planet revealed by a card's effect) and `card_states` (which card is the free card).
Everything random comes from the game state's own generator (`run.d.rng`).
"""

from __future__ import annotations

from typing import Any

SPACES = ("a", "mid", "b")  # across a planet card: half A, the centre line, half B
FACTIONS = ("Green Stars", "Red Guild")


def choose_faction(run: Any, ctx: Any) -> None:
    """Factions differ only in the colour of their markers: seat 1 takes Green Stars, seat 2 Red Guild."""
    run.d.extra["factions"] = FACTIONS[: run.d.players]


def choose_first_player(run: Any, ctx: Any) -> None:
    """'Sorteie o primeiro jogador'."""
    run.d.first = run.d.active = run.d.rng.randrange(run.d.players)


def random_side(run: Any, ctx: Any) -> None:
    """The planet just revealed faces a random half (A or B) toward the first player."""
    table = run.pile("table")
    if table:
        run.d.orient[table[-1]] = run.d.rng.randrange(2)


def revealed(run: Any, ctx: Any, card: int) -> None:
    """A card's effect that reveals a planet lets the player who used it choose its orientation."""
    if ctx.card is None or run.d.loc[card] != "table":
        return
    labels = [f"half A toward player {p + 1}" for p in range(run.d.players)]
    run.d.orient[card] = run.choose(ctx.you, f"orientation of {run.card_name(card)}", labels)


def _space(run: Any, card: int, player: int, position: int) -> int:
    """Index in SPACES of a marker at `position` (1..3), counted from the player's own side."""
    facing_a = run.d.orient[card] == player
    return position - 1 if facing_a else len(SPACES) - position


def advance(run: Any, ctx: Any, card: int, amount: int) -> None:
    """Place or move your expansion marker on a planet, gaining what each space entered shows.

    A marker enters on the first space of your side and moves toward the far side. Meeting the
    opponent's marker (same space, or passing it) stops it and makes the planet contested.
    """
    if run.d.loc[card] != "table" or amount <= 0:
        return
    player = ctx.you
    fields = run.g.defs[run.g.instances[card]].fields
    for _ in range(amount):
        position = run.d.markers.get((card, player), 0)
        if position >= len(SPACES) or "contested" in run.d.states.get(card, ()):
            return
        position += 1
        run.d.markers[(card, player)] = position
        space = _space(run, card, player, position)
        for resource in ("energy", "ore"):
            gained = int(fields.get(f"{SPACES[space]}_{resource}", 0))
            if gained:
                run.add(player, resource, gained)
        if _meets(run, card, player, space):
            run.d.states.setdefault(card, set()).add("contested")
            return


def _meets(run: Any, card: int, player: int, space: int) -> bool:
    for other in range(run.d.players):
        theirs = run.d.markers.get((card, other), 0)
        if other == player or not theirs:
            continue
        their_space = _space(run, card, other, theirs)
        if (run.d.orient[card] == player and space >= their_space) or (
            run.d.orient[card] != player and space <= their_space
        ):
            return True
    return False


def card_states(run: Any, card: int) -> set[str]:
    """The free card: the last action card a player has in their row on a planet."""
    key = run.d.loc[card]
    if "#" not in key:
        return set()
    owner = run.d.owner[card]
    mine = [c for c in run.pile(key) if run.d.owner[c] == owner]
    return {"free_card"} if mine and mine[-1] == card else set()

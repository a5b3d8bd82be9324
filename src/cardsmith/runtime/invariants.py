"""What must hold in every state of every game; checked by the tests and on demand (`simulate --check`).

Each check reads the state from the declarations, not from the code that built the observation,
so a bug in one does not hide a bug in the other.
"""

from __future__ import annotations

from collections import Counter

from .data import split_key
from .state import State


def conserved(state: State) -> list[str]:
    """Every card is in exactly one zone, where its own record says it is."""
    d = state.view
    problems = []
    seen = Counter(c for cards in d.zones.values() for c in cards)
    count = len(state.game.instances)
    if sorted(seen) != list(range(count)):
        lost = sorted(set(range(count)) - set(seen))
        problems.append(f"cards lost: {[state.game.name_of_instance[c] for c in lost]}")
    doubled = [state.game.name_of_instance[c] for c, n in seen.items() if n > 1]
    if doubled:
        problems.append(f"cards in two places: {doubled}")
    for key, cards in d.zones.items():
        problems.extend(
            f"{state.game.name_of_instance[c]} is in {key} but says {d.loc[c]}" for c in cards if d.loc[c] != key
        )
    return problems


def in_bounds(state: State) -> list[str]:
    problems = []
    for player, amounts in enumerate([*state.view.amounts, state.view.shared]):
        for name, value in amounts.items():
            low, high, _ = state.game.amounts.get(name, (0, 10**9, 0))
            if not low <= value <= high:
                problems.append(f"player {player + 1}'s {name} is {value}, outside {low}..{high}")
    for key, cards in state.view.zones.items():
        capacity = state.game.zones.get(split_key(key)[0], {}).get("capacity")
        if capacity is not None and len(cards) > capacity:
            problems.append(f"{key} holds {len(cards)} cards, more than its capacity {capacity}")
    return problems


def hidden_from(state: State, player: int) -> set[str]:
    """Cards `player` may not see: in hidden zones, or in another player's own zones, or face down elsewhere."""
    d, g = state.view, state.game
    hidden = set()
    for key, cards in d.zones.items():
        name, owner, _ = split_key(key)
        visibility = g.zones.get(name, {}).get("visibility", "public")
        for card in cards:
            if player in d.seen.get(card, ()):
                continue
            secret = visibility == "hidden" or (visibility == "owner" and owner != player)
            secret = secret or (visibility == "top" and card != cards[-1])  # under the top card of a face-up deck
            if secret or (visibility in ("public", "top") and not d.face_up[card] and d.owner[card] != player):
                hidden.add(g.name_of_instance[card])
    return hidden


def no_leak(state: State) -> list[str]:
    problems = []
    for player in range(state.view.players):
        observation = state.observation(player)
        named = {entry["card"] for cards in observation["zones"].values() for entry in cards if entry != "hidden"}
        leaked = named & hidden_from(state, player)
        if leaked:
            problems.append(f"player {player + 1} sees hidden cards {sorted(leaked)}")
    return problems


def check(state: State, observations: bool = True) -> list[str]:
    return conserved(state) + in_bounds(state) + (no_leak(state) if observations else [])

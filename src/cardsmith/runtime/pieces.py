"""Pieces: the components a game moves about like cards (fragments, cubes, meeples), drawn from bags.

A pack names in `runtime.pieces` the component kinds (or ids) that exist in a game. Each copy of such a
component becomes an instance the runtime moves, counts and selects exactly as a card: it starts in the
supply, its filter words are its kind, its id and its name (`move 1 random fragment in bag to this planet`,
`count(purple_fragment in hold)`), and it has no fields and no abilities. A bag is then nothing but a hidden,
unordered zone: `random` draws from it with the state's own generator, so games replay exactly. Pieces on a
card lie in the card's hosted pile (`runtime.hosted_zone`), which is how a card holds them (`on this planet`).
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Piece(NamedTuple):
    """One piece component: its id, printed name, kind, and how many copies the game has."""

    id: str
    name: str
    kind: str
    copies: int

    @property
    def words(self) -> frozenset[str]:
        """The filter words that select it: its kind, id and name."""
        return frozenset({self.kind, self.id, self.name})


def pieces_of(components: list[dict[str, Any]], names: tuple[str, ...]) -> list[Piece]:
    """The components a game makes pieces of: those whose kind or id `runtime.pieces` names, in pack order."""
    wanted = set(names)
    return [
        Piece(str(c["id"]), str(c.get("name", c["id"])), str(c.get("kind", "piece")), int(c.get("count", 1)))
        for c in components
        if str(c.get("kind")) in wanted or str(c.get("id")) in wanted
    ]

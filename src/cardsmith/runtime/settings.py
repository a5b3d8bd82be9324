"""The `runtime:` section of a pack's game.yaml, read once into typed settings with every default filled.

As boardgame.io's `ProcessGameConfig` does, no later code carries a default: the engine reads
`game.settings.hand`, never `config.get("hand", "hand")`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

RETURNS = ("win", "score", "rank")


@dataclass(frozen=True)
class Settings:
    """How the runtime plays a pack (documented in docs/authoring.md, "Making a pack playable")."""

    module: str | None = None  # the pack's rules module, a file inside the pack
    supply: str = "supply"  # where every card starts
    hand: str = "hand"  # where `draw` puts cards
    play_zone: str = ""  # where a played card goes, when it is not played at a host card
    hosted_zone: str = ""  # the pile a card on the board holds (`planet#17`)
    board: tuple[str, ...] = ()  # zones whose cards are hosts
    active_zones: tuple[str, ...] = ()  # zones whose cards' abilities work
    keeps_owner: tuple[str, ...] = ()  # shared zones where a card keeps its owner
    discard: dict[str, str] = field(default_factory=dict)  # card type -> its discard pile
    default_discard: str = ""
    decks: dict[str, str] = field(default_factory=dict)  # card type -> the deck `draw` takes it from
    restock: dict[str, str] = field(default_factory=dict)  # deck -> the pile shuffled into it when a draw empties it
    cost_field: str = "cost"  # the card field holding what playing the card costs (a map of resources)
    free_sides: tuple[str, ...] = ()  # sides that cost nothing to play
    score: str = "points"  # the counter that decides the winner
    value: dict[str, float] = field(default_factory=dict)  # what the greedy bot maximises
    value_scored: bool = False  # the value is read as if the game ended now (on a copy, after the scoring)
    track_length: int = 10**9
    max_turns: int = 500
    rank_by: str = ""  # the card field `strongest`/`weakest` rank by (default: the card type's first number)
    returns: str = "win"  # what returns() gives each player: win (+1/-1/0), score, or rank
    pieces: tuple[str, ...] = ()  # component kinds or ids that exist in a game as pieces (runtime/pieces.py)
    options: tuple[str, ...] = ()  # game-wide counters a command may set before setup (`--option variant=1`)
    tie_break: tuple[str, ...] = ()  # amounts that break a tie for the most points, in order: the most wins
    rival: str = ""  # a game-wide counter: a simulated opponent's score, which no player wins by not beating
    sheet: dict[str, Any] = field(default_factory=dict)  # the players' sheets (runtime/sheets.py): component, readings

    @classmethod
    def read(cls, section: dict[str, Any]) -> Settings:
        """Settings from a checked `runtime:` section (the schema has checked each key's type)."""
        value = section.get("value") or {str(section.get("score", "points")): 1}
        return cls(
            module=section.get("module"),
            supply=str(section.get("supply", "supply")),
            hand=str(section.get("hand", "hand")),
            play_zone=str(section.get("play_zone", "")),
            hosted_zone=str(section.get("hosted_zone", "")),
            board=tuple(section.get("board", ())),
            active_zones=tuple(section.get("active_zones", ())),
            keeps_owner=tuple(section.get("keeps_owner", ())),
            discard=dict(section.get("discard", {})),
            default_discard=str(section.get("default_discard", "")),
            decks=dict(section.get("decks", {})),
            restock=dict(section.get("restock", {})),
            cost_field=str(section.get("cost_field", "cost")),
            free_sides=tuple(section.get("free_sides", ())),
            score=str(section.get("score", "points")),
            value={str(k): float(v) for k, v in value.items()},
            value_scored=bool(section.get("value_scored", False)),
            track_length=int(section.get("track_length", 10**9)),
            max_turns=int(section.get("max_turns", 500)),
            rank_by=str(section.get("rank_by", "")),
            returns=str(section.get("returns", "win")),
            pieces=tuple(section.get("pieces", ())),
            tie_break=tuple(section.get("tie_break", ())),
            rival=str(section.get("rival", "")),
            options=tuple(section.get("options", ())),
            sheet=dict(section.get("sheet") or {}),
        )

"""The contract between the engine and a pack's rules module: what the module may call, which hooks it may define.

A pack says what its data cannot in a small Python file named by `runtime.module` (a bundled pack's `rules.py`). That
file is code: `simulate`, `play`, `test` and `replay` run it; `check`, `print`, `search` and `deck check` never
import it. It registers its hooks explicitly, in one dict:

    HOOKS = {
        "rules": {"choose_first_player": choose_first_player},   # rules declared in game.yaml without `text`
        "advance": advance,          # (table, ctx, card, amount): `advance`/`retreat` on a card's track
        "revealed": revealed,        # (table, ctx, card): a card's effect revealed `card` onto the table
        "card_states": card_states,  # (table, card) -> set of states the card has beyond its stored ones
    }

Every hook receives a `Table`, the only door into the game it is given: the state's own generator, the piles,
the cards' fields, orientation, markers and states, amounts, and a player's choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .handlers import Ctx

if TYPE_CHECKING:
    from .interpreter import Run

HOOK_NAMES = ("rules", "advance", "revealed", "card_states")


class ModuleError(Exception):
    """A rules module that does not keep the contract (unknown hook, not callable)."""


@dataclass(frozen=True)
class Hooks:
    """What a rules module registered; every hook is optional."""

    rules: dict[str, Callable[..., None]] = field(default_factory=dict)
    advance: Callable[[Table, Ctx, int, int], None] | None = None
    revealed: Callable[[Table, Ctx, int], None] | None = None
    card_states: Callable[[Table, int], set[str]] | None = None

    @classmethod
    def of(cls, module: ModuleType | None, where: str) -> Hooks:
        """The hooks a module registers in its `HOOKS` dict (none for no module)."""
        if module is None:
            return cls()
        registered = getattr(module, "HOOKS", None)
        if not isinstance(registered, dict):
            raise ModuleError(f"{where}: a rules module registers its hooks in a dict named HOOKS")
        unknown = sorted(set(registered) - set(HOOK_NAMES))
        if unknown:
            raise ModuleError(f"{where}: unknown hook {', '.join(unknown)} in HOOKS (hooks: {', '.join(HOOK_NAMES)})")
        rules = registered.get("rules", {})
        if not isinstance(rules, dict) or not all(callable(f) for f in rules.values()):
            raise ModuleError(f"{where}: HOOKS['rules'] maps rule names to functions")
        for name in HOOK_NAMES[1:]:
            if registered.get(name) is not None and not callable(registered[name]):
                raise ModuleError(f"{where}: HOOKS[{name!r}] is not a function")
        return cls(dict(rules), registered.get("advance"), registered.get("revealed"), registered.get("card_states"))


class Table:
    """The game as a rules module sees it: read what it needs, change what its hook is for, ask a player."""

    def __init__(self, run: Run):
        self._run = run

    # ------------------------------------------------------------ the game
    @property
    def players(self) -> int:
        return self._run.d.players

    @property
    def active(self) -> int:
        return self._run.d.active

    @property
    def first(self) -> int:
        return self._run.d.first

    def set_first(self, player: int) -> None:
        """Make `player` the first player (and the active one): e.g. drawn at random during setup."""
        self._run.d.first = self._run.d.active = player

    @property
    def random(self) -> random.Random:
        """The state's own seeded generator: the only source of chance a module may use."""
        return self._run.d.rng

    @property
    def values(self) -> dict[str, Any]:
        """The module's own values, kept in the state (copied with it, replayed with it)."""
        return self._run.d.extra

    # ------------------------------------------------------------ cards
    def pile(self, zone: str) -> list[int]:
        """The cards of a zone (`table`, `hand/0`, `planet#17`), bottom first."""
        return list(self._run.pile(zone))

    def zone_of(self, card: int) -> str:
        return self._run.d.loc[card]

    def owner(self, card: int) -> int:
        return self._run.d.owner[card]

    def fields(self, card: int) -> dict[str, Any]:
        return self._run.g.of_instance[card].fields

    def name(self, card: int) -> str:
        return self._run.card_name(card)

    def orientation(self, card: int) -> int:
        return self._run.d.orient[card]

    def set_orientation(self, card: int, value: int) -> None:
        self._run.d.orient[card] = value
        self._run.d.touch_card(card)

    def marker(self, card: int, player: int) -> int:
        """Where `player`'s marker is on `card`'s track (0: not placed)."""
        return self._run.d.markers.get((card, player), 0)

    def set_marker(self, card: int, player: int, position: int) -> None:
        self._run.d.markers[(card, player)] = position
        self._run.d.touch_card(card)

    def states(self, card: int) -> set[str]:
        """The states stored on a card (not those a `card_states` hook adds)."""
        return set(self._run.d.states.get(card, ()))

    def add_state(self, card: int, state: str) -> None:
        self._run.d.states.setdefault(card, set()).add(state)
        self._run.d.touch_card(card)

    # ------------------------------------------------------------ players
    def gain(self, player: int, name: str, amount: int) -> int:
        """Change an amount within its bounds (events fire as for any gain); returns the change made."""
        return self._run.add(player, name, amount)

    def amount(self, player: int, name: str) -> int:
        """A player's resource, counter or token supply, as stored (statics not applied)."""
        return self._run.amount(player, name)

    def choose(self, player: int, prompt: str, labels: list[str]) -> int:
        """A decision of `player`: the index of the label chosen."""
        return self._run.choose(player, prompt, labels)

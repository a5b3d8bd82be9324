"""Construction rules, read as data from the `deck:` section of a pack's game.yaml.

    deck:
      description: "Each player's action deck"
      size: {min: 40, max: 60}                       # total cards
      copies: {max: 3, except: {obeliks: 1}}         # per card; `max: printed` = no more than the pack has
      counts:                                        # cards a query selects, optionally per value of a field
        - {name: characters per faction, select: "type:character", per: faction, min: 12, max: 24}
      required: [objetivo]                           # card ids
      banned: [carta_de_recursos]

The selections are queries of the search language, checked against the pack when the pack is checked.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from ..base.diagnostics import Diagnostic, DiagnosticError, close_matches
from .query import declared_fields, parse_query

if TYPE_CHECKING:
    from ..base.loader import Located
    from .catalogue import Pack

PRINTED = "printed"


class Count(NamedTuple):
    """How many cards a selection may hold (per value of `per`, when given)."""

    name: str
    select: str = ""
    per: str | None = None
    min: int | None = None
    max: int | None = None
    position: int = 0  # in `deck.counts`, to name the rule

    @property
    def rule(self) -> str:
        return f"deck.counts[{self.position}] ({self.name})"


class Rules(NamedTuple):
    size_min: int | None = None
    size_max: int | None = None
    copies_max: int | str | None = None  # a number, PRINTED, or no limit
    copies_except: Mapping[str, int] = MappingProxyType({})
    counts: tuple[Count, ...] = ()
    required: tuple[str, ...] = ()
    banned: tuple[str, ...] = ()
    description: str = ""

    def copies_allowed(self, card_id: str, printed: int) -> int | None:
        if card_id in self.copies_except:
            return self.copies_except[card_id]
        if self.copies_max == PRINTED:
            return printed
        return self.copies_max if isinstance(self.copies_max, int) else None


def read_rules(game: dict[str, Any]) -> Rules | None:
    """The pack's rules, or None when it declares none (game.yaml's schema has checked the shapes)."""
    deck = game.get("deck")
    if not isinstance(deck, dict):
        return None
    size = _dict(deck.get("size"))
    copies = _dict(deck.get("copies"))
    counts = tuple(
        Count(
            str(c.get("name") or c.get("select") or f"count {i + 1}"),
            str(c.get("select") or ""),
            c.get("per"),
            _int(c.get("min")),
            _int(c.get("max")),
            i,
        )
        for i, c in enumerate(deck.get("counts") or [])
        if isinstance(c, dict)
    )
    return Rules(
        _int(size.get("min")),
        _int(size.get("max")),
        copies.get("max") if copies.get("max") == PRINTED else _int(copies.get("max")),
        {str(k): v for k, v in _dict(copies.get("except")).items() if isinstance(v, int)},
        counts,
        tuple(str(c) for c in deck.get("required") or []),
        tuple(str(c) for c in deck.get("banned") or []),
        str(deck.get("description") or ""),
    )


def rules_problems(pack: Pack, located: Located) -> list[Diagnostic]:
    """Names in the rules that the pack does not have: queries, fields, card ids. Located in game.yaml."""
    rules = read_rules(pack.game)
    if rules is None:
        return []
    problems: list[Diagnostic] = []
    fields = set(declared_fields(pack)) | {"type"}
    for count in rules.counts:
        path = ("deck", "counts", count.position)
        try:
            parse_query(count.select).check(pack)
        except DiagnosticError as error:
            d = error.diagnostic
            where = located.text_position((*path, "select"), 1, d.column)
            problems.append(Diagnostic.at(where, d.code, f"in the selection: {d.message}", d.hint))
        if count.per is not None and count.per not in fields:
            problems.append(_unknown(located.where((*path, "per")), "field", count.per, fields))
    ids = {c.id for c in pack.cards}
    for key, names in (("required", rules.required), ("banned", rules.banned)):
        for i, name in enumerate(names):
            if name not in ids:
                problems.append(_unknown(located.where(("deck", key, i)), "card", name, ids))
    for name in rules.copies_except:
        if name not in ids:
            problems.append(_unknown(located.where(("deck", "copies", "except", name), key=True), "card", name, ids))
    return problems


def _unknown(where: Any, what: str, name: str, known: set[str]) -> Diagnostic:
    close = close_matches(name, sorted(known))
    return Diagnostic.at(where, "E301", f"unknown {what} '{name}'", f"did you mean '{close[0]}'?" if close else None)


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None

"""A deck list against its pack's construction rules: every violation typed and located in the list.

A violation either makes the deck wrong (too many of something, a banned or unknown card) or only
incomplete (too few of something, a required card missing). A deck with only the latter is
"partly valid": more cards can still make it valid.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..base.diagnostics import Diagnostic, Location
from ..pack.catalogue import Card, Pack
from ..pack.deck_rules import Count, Rules, read_rules
from ..pack.query import Query, parse_query
from .lists import DeckList, Entry

VALID, PARTLY_VALID, INVALID = "valid", "partly valid", "invalid"

# kind -> (code, what it means); the code is shown in diagnostics.
KINDS = {
    "syntax": ("E601", "a line of the deck list is not understood"),
    "unknown_card": ("E301", "a card the pack does not have"),
    "size": ("E602", "the deck has too many or too few cards"),
    "copies": ("E603", "too many copies of one card"),
    "count": ("E604", "too many or too few cards of a kind"),
    "required": ("E605", "a required card is missing"),
    "banned": ("E606", "a banned card"),
}


@dataclass
class Violation:
    kind: str
    message: str
    rule: str
    location: Location
    card: str | None = None
    incomplete: bool = False  # only too few: more cards may still fix it
    hint: str | None = None
    code: str = ""  # the kind's code unless the list itself gave one (E005, E007...)

    def __post_init__(self) -> None:
        self.code = self.code or KINDS[self.kind][0]

    def diagnostic(self) -> Diagnostic:
        code = self.code
        return Diagnostic.at(self.location, code, self.message, self.hint, "warning" if self.incomplete else "error")

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "code": self.code,
            "message": self.message,
            "rule": self.rule,
            "card": self.card,
            "path": self.location.path,
            "line": self.location.line,
            "column": self.location.column,
            "incomplete": self.incomplete,
            "hint": self.hint,
        }


@dataclass
class Result:
    deck: DeckList
    violations: list[Violation] = field(default_factory=list)
    cards: int = 0

    @property
    def status(self) -> str:
        if any(not v.incomplete for v in self.violations):
            return INVALID
        return PARTLY_VALID if self.violations else VALID


def check_deck(deck: DeckList, pack: Pack) -> Result:
    """Every violation of the list's own syntax and of the pack's rules, in list order."""
    result = Result(deck, [_from_diagnostic(d) for d in deck.diagnostics])
    if not deck.readable:
        return result
    entries = [e for e in deck.entries if e.card is not None]
    result.cards = sum(e.count for e in entries)
    rules = read_rules(pack.game) or Rules(copies_max="printed")
    start = Location(deck.path, 1, 1)
    result.violations += _size(rules, entries, start)
    result.violations += _copies(rules, entries)
    for count in rules.counts:
        result.violations += _count(count, entries, pack, start)
    result.violations += _required(rules, entries, pack, start)
    result.violations += [
        Violation("banned", f"'{e.written}' is banned", "deck.banned", e.name_location, _id(e))
        for e in entries
        if _id(e) in rules.banned
    ]
    result.violations.sort(key=lambda v: (v.location.line, v.location.column, v.incomplete))
    return result


def _from_diagnostic(d: Diagnostic) -> Violation:
    kind = "unknown_card" if d.code == "E301" else "syntax"
    return Violation(kind, d.message, "deck list", Location(d.path, d.line, d.column), hint=d.hint, code=d.code)


def _id(entry: Entry) -> str:
    assert entry.card is not None
    return entry.card.id


def _overflow(entries: Iterable[Entry], limit: int) -> Entry | None:
    """The entry at which a running total first passes `limit`."""
    total = 0
    for entry in entries:
        total += entry.count
        if total > limit:
            return entry
    return None


def _size(rules: Rules, entries: list[Entry], start: Location) -> list[Violation]:
    total = sum(e.count for e in entries)
    if rules.size_max is not None and total > rules.size_max:
        at = _overflow(entries, rules.size_max)
        where = at.location if at else start
        return [Violation("size", f"the deck has {total} cards, at most {rules.size_max}", "deck.size.max", where)]
    if rules.size_min is not None and total < rules.size_min:
        message = f"the deck has {total} cards, at least {rules.size_min}"
        return [Violation("size", message, "deck.size.min", start, incomplete=True)]
    return []


def _copies(rules: Rules, entries: list[Entry]) -> list[Violation]:
    found: list[Violation] = []
    by_card: dict[str, list[Entry]] = {}
    for entry in entries:
        by_card.setdefault(_id(entry), []).append(entry)
    for card_id, listed in by_card.items():
        card = listed[0].card
        assert card is not None
        allowed = rules.copies_allowed(card_id, card.copies)
        at = _overflow(listed, allowed) if allowed is not None else None
        if at is not None:
            total = sum(e.count for e in listed)
            rule = "deck.copies.except" if card_id in rules.copies_except else "deck.copies.max"
            why = " (as many as the pack has)" if rule == "deck.copies.max" and rules.copies_max == "printed" else ""
            message = f"{total} copies of '{card.name}', at most {allowed}{why}"
            found.append(Violation("copies", message, rule, at.location, card_id))
    return found


def _count(count: Count, entries: list[Entry], pack: Pack, start: Location) -> list[Violation]:
    query = parse_query(count.select)
    chosen = [e for e in entries if e.card is not None and _selects(query, e.card, pack)]
    groups: dict[str, list[Entry]] = {}
    if count.per is None:
        groups[""] = chosen
    else:
        for card in pack.cards:  # every value the selection can reach, so one with no card counts as 0
            if _selects(query, card, pack):
                groups.setdefault(_field(card, count.per), [])
        for entry in chosen:
            assert entry.card is not None
            groups.setdefault(_field(entry.card, count.per), []).append(entry)
    found: list[Violation] = []
    for value, listed in groups.items():
        total = sum(e.count for e in listed)
        label = count.name + (f" ({count.per} {value})" if count.per else "")
        if count.max is not None and total > count.max:
            at = _overflow(listed, count.max)
            where, culprit = (at.location, _id(at)) if at else (start, None)
            message = f"{total} {label}, at most {count.max}"
            found.append(Violation("count", message, count.rule, where, culprit))
        elif count.min is not None and total < count.min:
            message = f"{total} {label}, at least {count.min}"
            found.append(Violation("count", message, count.rule, start, incomplete=True))
    return found


def _selects(query: Query, card: Card, pack: Pack) -> bool:
    if not query.uses_text:
        return query.matches(card)
    from ..pack.query import effect_text

    return query.matches(card, effect_text(card, pack))


def _field(card: Card, name: str) -> str:
    return card.type if name == "type" else str(card.fields.get(name, "none"))


def _required(rules: Rules, entries: list[Entry], pack: Pack, start: Location) -> list[Violation]:
    listed = {_id(e) for e in entries}
    names = {c.id: c.name for c in pack.cards}
    return [
        Violation("required", f"'{names.get(i, i)}' is required", "deck.required", start, i, incomplete=True)
        for i in rules.required
        if i not in listed
    ]

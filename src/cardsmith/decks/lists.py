"""Deck lists: plain text or YAML, every entry located, card names resolved against the pack.

Plain text, one entry a line:

    # a comment (also after an entry: `3 Asteriks  # the hero`)
    ## Heroes          a section (so is `[heroes]`); sections only label what follows
    3 Asteriks         a count, then a card's name or id (case and accents ignored)
    3x Obeliks         `3x`, `3 x` and `x3` at the end work too
    Idefiks            no count: one copy

YAML (`.yaml`/`.yml`): `cards:` maps names to counts, `sections:` maps a section to such a map.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..base.diagnostics import Diagnostic, DiagnosticError, Location
from ..base.files import read_text
from ..base.loader import Located, load_yaml
from ..pack.catalogue import Card, Pack
from ..pack.query import fold

MAX_COUNT = 10_000
_COUNT_FIRST = re.compile(r"(?P<count>\d+)(?:[xX×]|\s+[xX×](?=\s))?\s+(?P<name>\S.*)")
_COUNT_LAST = re.compile(r"(?P<name>.*?\S)\s+[xX×]\s*(?P<count>\d+)")
_SECTION = re.compile(r"(?:##+\s*(?P<hashes>.+)|\[\s*(?P<brackets>[^\]]+?)\s*\])")


@dataclass
class Entry:
    """One line of a deck list: how many of which card, and where it was written."""

    written: str  # the name as written
    count: int
    location: Location  # of the count (or of the name when there is no count)
    name_location: Location
    section: str | None = None
    card: Card | None = None  # None when the name did not resolve


@dataclass
class DeckList:
    path: str
    entries: list[Entry] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    name: str | None = None
    readable: bool = True  # False when the file could not be read or parsed at all


def read_deck(path: Path, shown: str, pack: Pack) -> DeckList:
    """Reads and resolves a deck list; problems become diagnostics, never exceptions."""
    try:
        text = read_text(path, shown)
        deck = _parse_yaml(text, shown) if path.suffix in (".yaml", ".yml") else parse_text(text, shown)
    except DiagnosticError as error:
        return DeckList(shown, diagnostics=[error.diagnostic], readable=False)
    resolve(deck, pack)
    return deck


def parse_text(text: str, shown: str) -> DeckList:
    deck = DeckList(shown, lines=text.splitlines())
    section: str | None = None
    for number, raw in enumerate(deck.lines, start=1):
        line = _strip_comment(raw)
        stripped = line.strip()
        if not stripped:
            continue
        indent = len(line) - len(line.lstrip())
        heading = _SECTION.fullmatch(stripped)
        if heading:
            section = (heading.group("hashes") or heading.group("brackets")).strip()
            continue
        entry = _entry(stripped, number, indent, shown, deck)
        if entry is not None:
            entry.section = section
            deck.entries.append(entry)
    return deck


def _strip_comment(line: str) -> str:
    stripped = line.lstrip()
    if stripped.startswith("#") and not stripped.startswith("##"):
        return ""
    cut = re.search(r"\s#(?!#)", line)
    return line[: cut.start()] if cut and not stripped.startswith("##") else line


def _entry(text: str, line: int, indent: int, shown: str, deck: DeckList) -> Entry | None:
    first = _COUNT_FIRST.fullmatch(text)
    last = None if first else _COUNT_LAST.fullmatch(text)
    match = first or last
    if match is None:
        where = Location(shown, line, indent + 1)
        return Entry(text, 1, where, where)
    count = int(match.group("count"))
    where = Location(shown, line, indent + match.start("count") + 1)
    if not 1 <= count <= MAX_COUNT:
        deck.diagnostics.append(
            Diagnostic.at(where, "E601", f"a count must be from 1 to {MAX_COUNT}, not {count}", "leave the line out")
        )
        return None
    return Entry(match.group("name").strip(), count, where, Location(shown, line, indent + match.start("name") + 1))


def _parse_yaml(text: str, shown: str) -> DeckList:
    located = load_yaml(text, shown)
    deck = DeckList(shown, lines=located.lines)
    data = located.data
    if not isinstance(data, dict):
        deck.diagnostics.append(Diagnostic.at(located.where(()), "E103", "a deck list is a mapping with 'cards:'"))
        return deck
    for key in data:
        if key not in ("name", "cards", "sections", "game", "description"):
            close = difflib.get_close_matches(key, ["name", "cards", "sections", "game", "description"], n=1)
            hint = f"did you mean '{close[0]}'?" if close else "allowed: name, cards, sections, game, description"
            deck.diagnostics.append(
                Diagnostic.at(located.where((key,), key=True), "E102", f"unknown key '{key}'", hint)
            )
    deck.name = str(data["name"]) if data.get("name") is not None else None
    if "cards" in data:
        _yaml_counts(located, ("cards",), None, deck)
    sections = data.get("sections")
    if isinstance(sections, dict):
        for section in sections:
            _yaml_counts(located, ("sections", section), str(section), deck)
    elif sections is not None:
        deck.diagnostics.append(Diagnostic.at(located.where(("sections",)), "E103", "sections: expected a mapping"))
    return deck


def _yaml_counts(located: Located, path: tuple[Any, ...], section: str | None, deck: DeckList) -> None:
    counts = located.data
    for key in path:
        counts = counts[key]
    if not isinstance(counts, dict):
        deck.diagnostics.append(
            Diagnostic.at(located.where(path), "E103", "expected a mapping of card name to count", "e.g. Asteriks: 3")
        )
        return
    for name, count in counts.items():
        where = located.where((*path, name))
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_COUNT:
            message = f"the count of '{name}' must be a whole number from 1 to {MAX_COUNT}"
            deck.diagnostics.append(Diagnostic.at(where, "E601", message))
            continue
        deck.entries.append(Entry(str(name), count, where, located.where((*path, name), key=True), section))


# ---------------------------------------------------------------- names


def resolve(deck: DeckList, pack: Pack) -> None:
    """Finds each entry's card by id or name; an unknown or ambiguous name is a located error."""
    by_id = {fold(c.id): c for c in pack.cards}
    by_name: dict[str, list[Card]] = {}
    for card in pack.cards:
        by_name.setdefault(fold(card.name), []).append(card)
    for entry in deck.entries:
        key = fold(entry.written)
        named = by_name.get(key, [])
        if key in by_id:
            entry.card = by_id[key]
        elif len(named) == 1:
            entry.card = named[0]
        elif named:
            ids = ", ".join(c.id for c in named)
            deck.diagnostics.append(
                Diagnostic.at(
                    entry.name_location, "E301", f"'{entry.written}' names {len(named)} cards", f"write one id: {ids}"
                )
            )
        else:
            deck.diagnostics.append(
                Diagnostic.at(
                    entry.name_location, "E301", f"no card '{entry.written}' in {pack.name}", _near(key, pack)
                )
            )


def _near(key: str, pack: Pack) -> str | None:
    names = {fold(c.id): c.id for c in pack.cards} | {fold(c.name): c.name for c in pack.cards}
    close = difflib.get_close_matches(key, list(names), n=1, cutoff=0.7)
    return f"did you mean '{names[close[0]]}'?" if close else None


def full_deck_text(pack: Pack) -> str:
    """Every card of the pack as a text deck list, by type: the complete deck."""
    by_name: dict[str, int] = {}
    for card in pack.cards:
        by_name[fold(card.name)] = by_name.get(fold(card.name), 0) + 1
    lines = [f"# {pack.game.get('name', pack.name)}: every card of the pack (generated by cardsmith)"]
    for card_type in dict.fromkeys(c.type for c in pack.cards):
        lines.append(f"\n## {card_type}")
        for card in (c for c in pack.cards if c.type == card_type and c.copies):
            shown = card.name if by_name[fold(card.name)] == 1 and not _COUNT_LAST.fullmatch(card.name) else card.id
            lines.append(f"{card.copies} {shown}")
    return "\n".join(lines) + "\n"

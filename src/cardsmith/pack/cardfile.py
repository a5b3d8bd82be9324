"""A card file updated in place from a spreadsheet's cards: added, changed and removed, matched by id.

Designers keep their cards in a spreadsheet and their notes in the YAML, so an import must not be a
rewrite. Only the text of a card that changed is replaced; every other byte stays, comments included, and
a comment inside a replaced card is kept on its own line just above it. A card is removed only when this
import made it earlier and the sheet no longer has it: the file's header lists, per card type, the ids that
imports made. A card the designer wrote by hand is updated when the sheet has it, and kept when it does not.
The new text is read back and must hold exactly the cards intended before it replaces the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.loader import load_yaml

SHEET_KEYS = ("id", "name", "type", "copies", "provenance", "fields")  # what a sheet's row can say
_MADE = re.compile(r"^# made by cardsmith import \(type (?P<type>[a-z0-9_]+)\): (?P<ids>.*)$", re.MULTILINE)


@dataclass
class Update:
    """What an import did to a card file."""

    text: str
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # the file's own cards of this type that the sheet lacks

    def summary(self) -> str:
        parts = [f"{len(getattr(self, k))} {k}" for k in ("added", "changed", "removed", "unchanged")]
        named = [f"{k}: {', '.join(getattr(self, k))}" for k in ("added", "changed", "removed") if getattr(self, k)]
        text = ", ".join(parts) + (f" ({'; '.join(named)})" if named else "")
        if self.kept:
            text += f"; kept {len(self.kept)} card(s) not in the sheet, written by hand: {', '.join(self.kept)}"
        return text

    def to_json(self) -> dict[str, list[str]]:
        return {k: getattr(self, k) for k in ("added", "changed", "removed", "unchanged", "kept")}


def made_by_import(text: str, card_type: str) -> list[str]:
    """The ids an earlier import of `card_type` made in this file, from its header."""
    found = [m for m in _MADE.finditer(text) if m.group("type") == card_type]
    return [i.strip() for m in found for i in m.group("ids").split(",") if i.strip()]


def update(
    text: str, shown: str, cards: list[dict[str, Any]], card_type: str, columns: list[str], whole: bool = True
) -> Update:
    """`text` (a card file) with the sheet's `cards` of `card_type` added, changed or (when the sheet is the
    `whole` of what this file should hold) removed; DiagnosticError when the file is not a card file that can
    be updated in place."""
    located = load_yaml(text, shown)
    data = located.data if isinstance(located.data, dict) else None
    sequence = _cards_node(located.root)
    if data is None or sequence is None or not isinstance(data.get("cards"), list):
        raise _cannot(shown, "it has no block list of cards")
    existing = data["cards"]
    made = set(made_by_import(text, card_type))
    by_id = {c.get("id"): i for i, c in enumerate(existing) if isinstance(c, dict)}
    result = Update(text)
    edits: list[tuple[int, int, str]] = []
    wanted = [dict(c) if isinstance(c, dict) else c for c in existing]
    for card in cards:
        i = by_id.get(card["id"])
        if i is None:
            result.added.append(card["id"])
            wanted.append(card)
            continue
        merged = _merge(existing[i], card, columns)
        if _same(merged, existing[i]):
            result.unchanged.append(card["id"])
            continue
        result.changed.append(card["id"])
        wanted[i] = merged
        edits.append(_replace(text, sequence.value[i], merged))
    sheet_ids = {c["id"] for c in cards}
    for i, old in enumerate(existing):
        if not whole or not isinstance(old, dict) or old.get("type") != card_type or old.get("id") in sheet_ids:
            continue
        if old.get("id") in made:
            result.removed.append(str(old["id"]))
            wanted[i] = None
            edits.append(_remove(text, sequence.value[i]))
        else:
            result.kept.append(str(old.get("id")))
    if result.added:
        edits.append(_append(text, sequence, [c for c in cards if c["id"] in result.added]))
    new_text = _apply(text, edits)
    now_made = sorted((made - set(result.removed)) | set(result.added))
    result.text = made_header(new_text, card_type, now_made) if now_made or made else new_text
    _verify(result.text, shown, [c for c in wanted if c is not None])
    return result


def _cards_node(root: yaml.Node | None) -> yaml.SequenceNode | None:
    if not isinstance(root, yaml.MappingNode):
        return None
    for key, value in root.value:
        if key.value == "cards" and isinstance(value, yaml.SequenceNode) and not value.flow_style:
            return value
    return None


def _cannot(shown: str, why: str) -> DiagnosticError:
    return DiagnosticError(
        Diagnostic("E007", f"cannot update '{shown}' in place: {why}", shown, hint="use --force to replace it")
    )


def _merge(old: dict[str, Any], new: dict[str, Any], columns: list[str]) -> dict[str, Any]:
    """The card as the sheet says it, keeping what the sheet has no column for (a field, `text`, the
    provenance of a sheet without that column)."""
    merged = {k: v for k, v in old.items() if k not in SHEET_KEYS}
    for key in ("id", "name", "type", "copies", "provenance"):
        if key in new:
            merged[key] = new[key]
        elif key in old and (key not in columns or key == "type"):
            merged[key] = old[key]
    fields = {k: v for k, v in (old.get("fields") or {}).items() if k not in columns}
    fields.update(new.get("fields") or {})
    if fields:
        merged["fields"] = fields
    return {k: merged[k] for k in [*SHEET_KEYS, *merged] if k in merged}


def _same(a: Any, b: Any) -> bool:
    """Equal as cards: an empty map, list or text is the same as none, `copies: 1` as no copies."""
    return _plain(a) == _plain(b)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        plain = {k: _plain(v) for k, v in value.items() if v not in ({}, [], "", None)}
        if plain.get("copies") == 1 and "id" in plain:
            plain.pop("copies")
        return plain
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


# ---------------------------------------------------------------- editing the text


def _end(node: yaml.Node) -> int:
    """Where a node's own text ends: its last scalar's end, not the next line's start (a block's end mark
    lies past the comments that follow it)."""
    while isinstance(node, yaml.MappingNode | yaml.SequenceNode) and not node.flow_style and node.value:
        last = node.value[-1]
        node = last[1] if isinstance(last, tuple) else last
    return int(node.end_mark.index)


def _line_start(text: str, index: int) -> int:
    return text.rfind("\n", 0, index) + 1


def _line_end(text: str, index: int) -> int:
    end = text.find("\n", index)
    return len(text) if end < 0 else end + 1


def _dump(card: dict[str, Any], column: int) -> str:
    """A card as a block mapping whose lines after the first are indented to `column`."""
    text = yaml.safe_dump(card, sort_keys=False, allow_unicode=True, width=120, default_flow_style=None)
    text = text.rstrip("\n")
    return text.replace("\n", "\n" + " " * column)


def _comments(text: str) -> list[str]:
    """The comments in a span of YAML (`# ...`, outside quotes), as whole lines."""
    found = []
    quote = ""
    for line in text.split("\n"):
        previous = " "
        for i, char in enumerate(line):
            if quote:
                quote = "" if char == quote else quote
            elif char in "'\"" and previous in " :-[{,":
                quote = char
            elif char == "#" and previous in " \t":
                found.append(line[i:].rstrip())
                break
            previous = char
    return found


def _replace(text: str, node: yaml.Node, card: dict[str, Any]) -> tuple[int, int, str]:
    start, end = int(node.start_mark.index), _end(node)
    column = int(node.start_mark.column)
    kept = _comments(text[start:end])
    line = _line_start(text, start)
    indent = " " * max(column - 2, 0)
    above = "".join(f"{indent}{comment}\n" for comment in kept)
    return line, end, above + text[line:start] + _dump(card, column)


def _remove(text: str, node: yaml.Node) -> tuple[int, int, str]:
    start, end = int(node.start_mark.index), _end(node)
    line, stop = _line_start(text, start), _line_end(text, max(end - 1, 0))
    indent = " " * max(int(node.start_mark.column) - 2, 0)
    kept = "".join(f"{indent}{comment}\n" for comment in _comments(text[start:stop]))
    return line, stop, kept


def _append(text: str, sequence: yaml.SequenceNode, cards: list[dict[str, Any]]) -> tuple[int, int, str]:
    if sequence.value:
        column = int(sequence.value[-1].start_mark.column)
        at = _line_end(text, _end(sequence.value[-1]) - 1)
    else:
        column = int(sequence.start_mark.column) + 2
        at = _line_start(text, int(sequence.start_mark.index))
    items = "".join(" " * (column - 2) + "- " + _dump(card, column) + "\n" for card in cards)
    prefix = "" if at == 0 or text[at - 1] == "\n" else "\n"
    return at, at, prefix + items


def _apply(text: str, edits: list[tuple[int, int, str]]) -> str:
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        text = text[:start] + new + text[end:]
    return text


def made_header(text: str, card_type: str, ids: list[str]) -> str:
    """The header line that lists the ids imports made (the only cards an import may remove)."""
    line = f"# made by cardsmith import (type {card_type}): {', '.join(ids)}"
    for match in _MADE.finditer(text):
        if match.group("type") == card_type:
            return text[: match.start()] + line + text[match.end() :]
    return line + "\n" + text


def _verify(text: str, shown: str, wanted: list[Any]) -> None:
    """The updated file must read back as exactly the cards intended, else nothing is written."""
    try:
        data = load_yaml(text, shown).data
    except DiagnosticError:
        raise _cannot(shown, "its layout could not be edited safely") from None
    if not isinstance(data, dict) or not _same(data.get("cards"), wanted):
        raise _cannot(shown, "its layout could not be edited safely")

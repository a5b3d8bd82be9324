"""`cardsmith fmt`: find effect texts that are not in canonical form, and rewrite them on request.

Rewriting touches only the characters of each changed text: everything else in the file, comments
included, stays byte for byte. A text that holds a comment of its own is reported, never rewritten.
The new file is checked to load to the same data (but the changed texts) before it replaces the old.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..base.diagnostics import Diagnostic, DiagnosticError, Location
from ..base.files import clean_leftovers, read_text, write_atomically
from ..base.loader import Located, load_yaml
from ..compiler import compile_text
from ..compiler.formatter import format_text
from .catalogue import load_pack


@dataclass
class Change:
    location: Location
    path: tuple[Any, ...]
    old: str
    new: str
    file: str
    rewritable: bool = True


def _texts(located: Located, pack_game: dict[str, Any]) -> list[tuple[tuple[Any, ...], str]]:
    """Every effect text of one file, with its path in the YAML."""
    data = located.data
    found: list[tuple[tuple[Any, ...], str]] = []
    if located.path.endswith("game.yaml"):
        if isinstance(data.get("setup"), str):
            found.append((("setup",), data["setup"]))
        for i, phase in enumerate((data.get("flow") or {}).get("phases") or []):
            for j, step in enumerate(phase.get("steps") or []):
                if isinstance(step.get("do"), str):
                    found.append((("flow", "phases", i, "steps", j, "do"), step["do"]))
        for key in ("end", "scoring"):
            for i, text in enumerate(data.get(key) or []):
                if isinstance(text, str):
                    found.append(((key, i), text))
        for name, rule in (data.get("rules") or {}).items():
            if isinstance(rule, dict) and isinstance(rule.get("text"), str):
                found.append((("rules", name, "text"), rule["text"]))
        return found
    types = pack_game.get("card_types") or {}
    for i, card in enumerate(data.get("cards") or []):
        spec = types.get(card.get("type")) or {}
        for name, f in (spec.get("fields") or {}).items():
            text = (card.get("fields") or {}).get(name)
            if isinstance(f, dict) and f.get("type") == "effect" and isinstance(text, str):
                found.append((("cards", i, "fields", name), text))
    return found


def format_pack(name: str, write: bool = False, shown: str | None = None) -> tuple[list[Change], list[Diagnostic]]:
    pack = load_pack(name)
    if not pack.ok:
        return [], pack.diagnostics
    changes: list[Change] = []
    for file, located in pack.files.items():
        for path, text in _texts(located, pack.game):
            compiled = compile_text(text)
            if compiled.ir is None:
                continue
            canonical = format_text(compiled.ir)
            if canonical != text.strip():
                # Only a text that compiles to the very same IR may replace the designer's.
                same = compile_text(canonical).ir == compiled.ir
                changes.append(Change(located.where(path), path, text, canonical, file, "#" not in text and same))
    if write:
        for folder in {located.file.resolve().parent for located in pack.files.values() if located.file}:
            clean_leftovers(folder)  # of an earlier `fmt --write` killed before its rename
        by_file: dict[str, list[Change]] = {}
        for change in changes:
            if change.rewritable:
                by_file.setdefault(change.file, []).append(change)
        for file, file_changes in by_file.items():
            problem = _rewrite(file, pack.files[file], file_changes, pack.root)
            if problem:
                return changes, [problem]
    return changes, []


def _node_at(root: yaml.Node, path: tuple[Any, ...]) -> yaml.Node:
    node = root
    for key in path:
        if isinstance(node, yaml.MappingNode):
            node = next(v for k, v in node.value if k.value == key)
        else:
            node = node.value[key]
    return node


def _compose(text: str) -> yaml.Node | None:
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:  # the file changed since it was loaded
        return None


def _scalar_at(tree: yaml.Node | None, path: tuple[Any, ...]) -> yaml.ScalarNode | None:
    """The text's node in the file as it is now; None when the file no longer has it where it was."""
    try:
        node = _node_at(tree, path) if tree is not None else None
    except (StopIteration, LookupError, TypeError, AttributeError):
        return None
    return node if isinstance(node, yaml.ScalarNode) else None


def _scalar_text(node: yaml.ScalarNode, new: str, lines: list[str], newline: str = "\n") -> str:
    """How a changed text is written in place of the node: block text keeps its block, ending lines as the
    file does (`newline`)."""
    if node.style in ("|", ">"):
        first = lines[node.start_mark.line + 1] if node.start_mark.line + 1 < len(lines) else "  "
        indent = " " * (len(first) - len(first.lstrip(" ")) or node.start_mark.column + 2)
        return "|" + newline + "".join(f"{indent}{line}{newline}" for line in new.split("\n"))
    if "\n" not in new and not node.style:
        try:
            if yaml.safe_load(f"k: {new}") == {"k": new}:
                return new
        except yaml.YAMLError:
            pass
    return json.dumps(new, ensure_ascii=False)


def _rewrite(file: str, located: Located, changes: list[Change], root: Path) -> Diagnostic | None:
    """Rewrites one file's changed texts, byte for byte elsewhere (line endings included), in one atomic step;
    a link to a file of the pack is written through and stays a link."""
    path = located.file
    if path is None:
        return Diagnostic("E007", "refusing to rewrite: the file's path is unknown", file)
    try:
        text = read_text(path, file, root)
    except DiagnosticError as error:
        return error.diagnostic
    newline = "\r\n" if "\r\n" in text else "\n"
    tree = _compose(text)
    edits = []
    for change in changes:
        node = _scalar_at(tree, change.path)
        if node is None:
            return Diagnostic("E007", "refusing to rewrite: the file changed while formatting", file)
        replacement = _scalar_text(node, change.new, located.lines, newline)
        edits.append((node.start_mark.index, node.end_mark.index, replacement))
    new_text = text
    for start, end, replacement in sorted(edits, reverse=True):
        new_text = new_text[:start] + replacement + new_text[end:]
    try:
        reloaded = load_yaml(new_text, file)
    except DiagnosticError as error:
        return error.diagnostic
    expected = copy.deepcopy(located.data)
    for change in changes:
        _set(expected, change.path, change.new)
    if _normalise(reloaded.data) != _normalise(expected):
        return Diagnostic("E007", "refusing to rewrite: the result would not load to the same data", file)
    try:
        write_atomically(path, new_text.encode("utf-8"), root)
    except DiagnosticError as error:
        return error.diagnostic
    return None


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def _normalise(data: Any) -> Any:
    """Effect texts compare without their trailing new line (block scalars keep one)."""
    if isinstance(data, dict):
        return {k: _normalise(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_normalise(v) for v in data]
    if isinstance(data, str):
        return data.rstrip("\n")
    return data

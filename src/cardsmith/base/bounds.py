"""Bounds checked before any recursive step (libyaml, Lark, json and jsonschema all recurse)."""

from __future__ import annotations


def too_deep(text: str, opening: str, closing: str, limit: int) -> tuple[int, int] | None:
    """The (line, column) where brackets first nest deeper than `limit`, or None."""
    if sum(text.count(c) for c in opening) <= limit:
        return None  # cannot be nested deeper than the bound
    depth = 0
    line, column = 1, 0
    for char in text:
        column += 1
        if char == "\n":
            line, column = line + 1, 0
        elif char in opening:
            depth += 1
            if depth > limit:
                return line, column
        elif char in closing:
            depth = max(0, depth - 1)
    return None

"""Bounds checked before any recursive step (libyaml, Lark, json and jsonschema all recurse)."""

from __future__ import annotations

import re
from functools import cache


@cache
def _brackets(opening: str, closing: str) -> re.Pattern[str]:
    return re.compile("[" + re.escape(opening + closing) + "]")


def too_deep(text: str, opening: str, closing: str, limit: int) -> tuple[int, int] | None:
    """The (line, column) where brackets first nest deeper than `limit`, or None.

    Only the brackets are visited (a pack file is hundreds of kilobytes of other characters)."""
    if sum(text.count(c) for c in opening) <= limit:
        return None  # cannot be nested deeper than the bound
    depth = 0
    for match in _brackets(opening, closing).finditer(text):
        if match.group() in opening:
            depth += 1
            if depth > limit:
                start = match.start()
                return text.count("\n", 0, start) + 1, start - text.rfind("\n", 0, start)
        else:
            depth = max(0, depth - 1)
    return None

"""Bounds checked before any recursive step (libyaml, Lark, json and jsonschema all recurse)."""

from __future__ import annotations

import operator
import re
from functools import cache
from itertools import accumulate


@cache
def _brackets(opening: str, closing: str) -> re.Pattern[str]:
    return re.compile("[" + re.escape(opening + closing) + "]")


def too_deep(text: str, opening: str, closing: str, limit: int) -> tuple[int, int] | None:
    """The (line, column) where brackets first nest deeper than `limit`, or None.

    Only the brackets are visited (a pack file is hundreds of kilobytes of other characters), and only where
    they do nest too deep is each looked at in Python: a pack file's thousands of `[a, b]` are measured by
    `_shallow`'s few passes in C (then, if it cannot tell, by `deepest`'s C-level loops)."""
    counted = sum(text.count(c) for c in opening) <= limit
    if counted or _shallow(text, opening, closing, limit) or deepest(text, opening, closing) <= limit:
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


def _shallow(text: str, opening: str, closing: str, limit: int) -> bool:
    """True when the brackets of `text` surely nest at most `limit` deep (False: look closer, with `deepest`).

    The brackets are kept, as `(` and `)`, from the text's UTF-8 bytes (no other character's bytes are ASCII);
    each pass of `replace` takes out the innermost pairs, so a file's brackets nested d deep are gone in d
    passes, each in C, where `deepest` steps through every bracket. A bracket is then as deep as the pairs
    around it, d at most, and the opening brackets never closed before it: those are the `(` left at the end."""
    brackets = text.encode("utf-8", "surrogatepass").translate(_as_pairs(opening, closing), _others(opening, closing))
    for passes in range(limit + 1):
        inner = brackets.replace(b"()", b"")
        if len(inner) == len(brackets):
            return passes + inner.count(b"(") <= limit
        brackets = inner
    return False


@cache
def _as_pairs(opening: str, closing: str) -> bytes:
    table = bytearray(range(256))
    for c in opening.encode("ascii"):
        table[c] = ord("(")
    for c in closing.encode("ascii"):
        table[c] = ord(")")
    return bytes(table)


@cache
def _others(opening: str, closing: str) -> bytes:
    """Every byte that is no bracket of these (`translate` deletes them)."""
    kept = set((opening + closing).encode("ascii"))
    return bytes(c for c in range(256) if c not in kept)


def deepest(text: str, opening: str, closing: str) -> int:
    """How deep the (ASCII) brackets of `text` nest, as `too_deep` counts (a closing bracket too many is ignored).

    Every loop runs in C: the brackets kept from the text's UTF-8 bytes (no other character's bytes are ASCII),
    and the depth after each is the running sum of its +1s and -1s less the lowest sum before it (a walk held
    at zero)."""
    step = [0] * 256
    for c in opening.encode("ascii"):
        step[c] = 1
    for c in closing.encode("ascii"):
        step[c] = -1
    others = bytes(c for c in range(256) if not step[c])
    brackets = text.encode("utf-8", "surrogatepass").translate(None, others)
    sums = list(accumulate(map(step.__getitem__, brackets), initial=0))
    return max(map(operator.sub, sums, accumulate(sums, min)), default=0)

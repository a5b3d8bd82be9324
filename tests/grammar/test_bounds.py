"""`too_deep` visits only the brackets, and finds what a walk over every character finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.base.bounds import too_deep


def walk(text: str, opening: str, closing: str, limit: int) -> tuple[int, int] | None:
    """The first implementation: every character, counting lines and columns on the way."""
    depth, line, column = 0, 1, 0
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


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="([{)]}\n ab", max_size=80), st.integers(min_value=0, max_value=6))
def test_too_deep_finds_what_a_walk_finds(text: str, limit: int) -> None:
    for opening, closing in (("([", ")]"), ("[{", "]}"), ("(", ")")):
        assert too_deep(text, opening, closing, limit) == walk(text, opening, closing, limit)


def test_too_deep_points_at_the_bracket() -> None:
    assert too_deep("a\n  ((((", "(", ")", 3) == (2, 6)
    assert too_deep("(((()))) ((()))", "(", ")", 4) is None

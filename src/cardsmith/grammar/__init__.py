"""The effect language's grammar: `effects.lark`, its LALR parser and friendly, located syntax errors.

`effects.lark` is a template: the compiler completes it from the registry (`compiler.syntax`) and
builds its parser from the completed text with `build_parser`. The LALR tables ship with the package
(`effects.tables`, written by `python -m cardsmith.compiler.shipped`); when they do not match the completed
grammar or lark's version they are built once and cached in the user's cache folder, never in a shared
temporary folder.
"""

from __future__ import annotations

import re
from contextlib import suppress
from pathlib import Path
from typing import Any, NamedTuple

from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import TerminalDef

from ..base.bounds import too_deep

GRAMMAR_PATH = Path(__file__).with_name("effects.lark")
MAX_TEXT_LENGTH = 4000  # characters in one effect text
MAX_NESTING = 12  # brackets and parentheses
MAX_DEPTH = 32  # brackets, nesting words and chained operators together (`nesting_depth`)

# Words and operators that put what follows one level deeper in the IR, up to the end of the step: a body
# (`may`, `then`, `else`, `repeat`, `for each`), a negation, or a link of a left-deep chain (`1 + 2 + 3`,
# `a and b or c`). An `or` between the bracketed options of `choose` lists them side by side, so it does not count.
_NESTING_WORDS = frozenset({"may", "then", "else", "repeat", "for", "not", "and", "or", "+", "-", "*", "/"})
_STEP_ENDS = frozenset({",", ";", "\n", "->", ":"})
_DEPTH_TOKENS = re.compile(r'(?P<skip>"[^"\n]*"?|#[^\n]*)|(?P<option>or(?=\s*\[))|->|[a-z][a-z0-9_]*|[0-9]+|\S|\n')


class SyntaxProblem(NamedTuple):
    """A syntax error inside one effect text; line and column count from 1 within the text."""

    line: int
    column: int
    message: str
    hint: str | None = None
    code: str = "E201"


def grammar_text() -> str:
    """The grammar as written: a template, which `compiler.syntax.effect_grammar` completes."""
    return GRAMMAR_PATH.read_text(encoding="utf-8")


def build_parser(text: str, transformer: Any = None) -> Lark:
    """An LALR parser of a (completed) grammar text, optionally building results inline with `transformer`.

    Its tables are those shipped with the package when they match the text and lark's version, else
    built once and kept in the user's cache folder (see `cardsmith.grammar.tables`).
    """
    from .tables import EFFECTS, load_parser

    return load_parser(EFFECTS, text) if transformer is None else load_parser(EFFECTS, text, transformer=transformer)


def check_shape(text: str) -> SyntaxProblem | None:
    """Bounds the text before any recursive step: length and bracket depth."""
    if len(text) > MAX_TEXT_LENGTH:
        return SyntaxProblem(
            1,
            1,
            f"effect text is too long ({len(text)} characters, at most {MAX_TEXT_LENGTH})",
            "split it into several abilities or cards",
            code="E203",
        )
    deep = too_deep(text, "([", ")]", MAX_NESTING)
    if deep:
        return SyntaxProblem(*deep, f"brackets nested more than {MAX_NESTING} deep", "flatten the effect", code="E203")
    deep = nesting_depth(text, MAX_DEPTH)
    if deep:
        return SyntaxProblem(
            *deep,
            f"nested more than {MAX_DEPTH} deep",
            "brackets, may, if ... then, repeat, for each, not, and/or and + - * / each nest one step further: "
            "split the effect into steps or abilities, or name a part as a rule",
            code="E203",
        )
    return None


# What can nest one step deeper, found as `_DEPTH_TOKENS` finds it or more often: also inside quotes, comments
# and `->`, and a nesting word at the end of a longer word (`floor`), so that the count is never short.
_NESTING_NAMES = "|".join(sorted(w for w in _NESTING_WORDS if w.isalpha()))
_MAY_NEST = re.compile(r"[(\[+\-*/]|(?:" + _NESTING_NAMES + r")(?![a-z0-9_])")
# The same, counted more often still, by `str.count` in C: also a nesting word inside another (`for`, `more`).
_NESTING_TEXTS = ("(", "[", *sorted(_NESTING_WORDS))


def nesting_depth(text: str, limit: int) -> tuple[int, int] | None:
    """The (line, column) of the first word, operator or bracket that nests the effect deeper than `limit`.

    The parser itself does not recurse, but everything that walks the IR afterwards does (the formatter, the
    checks, the printers, json): bounding this count bounds the IR's depth. It never undercounts: each open
    bracket counts 1, and each nesting word or operator 1 until its step ends (`,` `;` `:` `->`, a new line or
    the closing bracket), since a body or an operand never reaches past its step.
    """
    if sum(map(text.count, _NESTING_TEXTS)) <= limit or len(_MAY_NEST.findall(text)) <= limit:
        return None  # fewer nesting words, brackets and operators than the limit: it cannot nest deeper (most texts)
    return _walked_depth(text, limit)


def _walked_depth(text: str, limit: int) -> tuple[int, int] | None:
    """`nesting_depth` found by a walk over the text's words and marks (the counts before it only skip it)."""
    opened = [0]  # per open bracket: the nesting words met in its current step
    depth = 0
    for match in _DEPTH_TOKENS.finditer(text):
        token = match.group()
        if match.lastgroup:  # a quoted name, a comment, or an `or` between options of `choose`
            continue
        if token in "([":
            opened.append(0)
        elif token in ")]":
            depth -= opened.pop() + 1 if len(opened) > 1 else 0
            continue
        elif token in _STEP_ENDS:
            depth -= opened[-1]
            opened[-1] = 0
            continue
        elif token in _NESTING_WORDS:
            opened[-1] += 1
        else:
            continue
        depth += 1
        if depth > limit:
            start = match.start()
            return text.count("\n", 0, start) + 1, start - text.rfind("\n", 0, start)
    return None


def _terminal_text(name: str, terminals: dict[str, TerminalDef]) -> str:
    term = terminals.get(name)
    if name in ("$END", "_NL"):
        return "end of text" if name == "$END" else "a new line"
    if term is None:
        return name.lower()
    if term.pattern.type == "str":
        return f'"{term.pattern.value}"'
    return {"NAME": "a name", "INT": "a number", "STRING": 'a "quoted name"'}.get(name, name.lower())


def _keywords(names: set[str], terminals: dict[str, TerminalDef]) -> list[str]:
    return [terminals[n].pattern.value for n in names if n in terminals and terminals[n].pattern.type == "str"]


def describe(error: UnexpectedInput, text: str, parser: Lark) -> SyntaxProblem:
    """Turns Lark's exception, raised by `parser`, into a message a designer can act on."""
    terminals = {t.name: t for t in parser.terminals}
    line = getattr(error, "line", 1) or 1
    column = getattr(error, "column", 1) or 1
    if isinstance(error, UnexpectedCharacters):
        position = error.pos_in_stream or 0
        char = text[position] if position < len(text) else "?"
        hint = "names are lower_snake_case; card names go in double quotes" if char.isalpha() or char == "'" else None
        return SyntaxProblem(line, column, f"unexpected character {char!r}", hint)
    expected = _expected(error)
    if isinstance(error, UnexpectedEOF):
        line, column = _end_position(text)
        listed = ", ".join(sorted(_terminal_text(n, terminals) for n in expected)[:8])
        return SyntaxProblem(line, column, "the text ends too early", f"expected {listed}" if listed else None)
    assert isinstance(error, UnexpectedToken)
    token: Token = error.token
    shown = sorted(_terminal_text(n, terminals) for n in expected)
    if token.type == "$END":
        line, column = _end_position(text)
        hint = "expected " + ", ".join(shown[:8]) + (" ..." if len(shown) > 8 else "") if shown else None
        return SyntaxProblem(line, column, "the text ends too early", hint)
    message = f"unexpected '{token}'"
    hint = None
    import difflib  # only for a syntax error: not imported by a check that finds none

    close = difflib.get_close_matches(str(token), _keywords(expected, terminals), n=1, cutoff=0.6)
    if close:
        hint = f'did you mean "{close[0]}"?'
    elif shown:
        hint = "expected " + (", ".join(shown[:8]) + (" ..." if len(shown) > 8 else ""))
    return SyntaxProblem(line, column, message, hint)


def _expected(error: UnexpectedInput) -> set[str]:
    """The terminals the parser could take where it stopped. A scanner that reads any word and keeps the keywords
    (`plugins.KEYWORD_WORD`) stands for those keywords: they are named, not the scanner's inner name."""
    from .plugins import KEYWORD_WORD

    expected = set(getattr(error, "expected", set()) or set())
    if KEYWORD_WORD in expected:
        expected.discard(KEYWORD_WORD)
        state = getattr(error, "state", None)
        with suppress(AttributeError, KeyError, TypeError):  # a parser state of another shape: the scanner's word
            expected |= set(state.parse_conf.parse_table.states[state.position])  # type: ignore[union-attr]
    return expected


def _end_position(text: str) -> tuple[int, int]:
    stripped = text.rstrip()
    lines = stripped.split("\n") if stripped else [""]
    return len(lines), len(lines[-1]) + 1


__all__ = ["SyntaxProblem", "build_parser", "check_shape", "describe", "grammar_text", "nesting_depth"]

"""The catalogue's search language, in the spirit of Scryfall's.

    type:action cost.energy>=2 text:draw name:"Big Bang" -type:planet (faction:gaul or faction:roman) not x

`parse_query` turns a query into a `Query` (syntax only); `Query.check(pack)` checks its field names and
values against what the pack declares; `select(pack, text)` does both and returns the matching cards.
Every error is a `DiagnosticError` whose `.diagnostic` points at the column in the query.

Terms: a bare word or "quoted phrase" searches names and rules text; `field:value` matches a text
field by substring (case and accents ignored), a number or a choice by equality; `field=value` is exact;
`!= < <= > >=` compare; dotted paths reach into nested fields (`cost.energy`, `sides.0`). Lists match
when any element does; a map of amounts compares by its total, and a missing amount counts as 0.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..base.bounds import too_deep
from ..base.diagnostics import Diagnostic, DiagnosticError, close_matches
from ..grammar.plugins import TOKENS
from ..grammar.tables import QUERY, load_parser

if TYPE_CHECKING:
    from .catalogue import Card, Pack

QUERY_PATH = "<query>"
MAX_QUERY_LENGTH = 2000
MAX_NESTING = 16

# Keys every card has, besides the fields its type declares.
CARD_KEYS = ("name", "id", "type", "copies", "text", "provenance", "is", "has")
NUMERIC_OPS = ("<", "<=", ">", ">=")


def _error(query: str, column: int, code: str, message: str, hint: str | None = None) -> DiagnosticError:
    return DiagnosticError(Diagnostic(code, message, QUERY_PATH, 1, column, hint, source=query))


# ---------------------------------------------------------------- nodes


class Word(NamedTuple):
    """A bare word or quoted phrase: found in the card's name or rules text."""

    text: str
    column: int

    def matches(self, card: Card, text: str) -> bool:
        needle = fold(self.text)
        return needle in fold(card.name) or needle in fold(text)


class Comparison(NamedTuple):
    """`path OP value`, e.g. `cost.energy>=2`."""

    path: tuple[str, ...]
    op: str
    value: str
    column: int  # of the field
    value_column: int
    quoted: bool = False

    def matches(self, card: Card, text: str) -> bool:
        key = self.path[0]
        if key == "text":
            return _compare_text(text, self.op, self.value)
        if key == "is":
            return _is(card, self.value)
        if key == "has":
            return _has(card, self.value)
        value: Any
        if key in ("name", "id", "type", "copies", "provenance"):
            value = getattr(card, key)
        elif key in card.fields:
            value = card.fields[key]
        else:
            return False
        return any(_compare(v, self.op, self.value) for v in _reach(value, self.path[1:], self.op))


class Not(NamedTuple):
    part: Node

    def matches(self, card: Card, text: str) -> bool:
        return not self.part.matches(card, text)


class All(NamedTuple):
    parts: tuple[Node, ...]

    def matches(self, card: Card, text: str) -> bool:
        return all(p.matches(card, text) for p in self.parts)


class Any_(NamedTuple):
    parts: tuple[Node, ...]

    def matches(self, card: Card, text: str) -> bool:
        return any(p.matches(card, text) for p in self.parts)


Node = Word | Comparison | Not | All | Any_


class Query(NamedTuple):
    """A parsed query; an empty query matches every card."""

    text: str
    root: Node | None

    def matches(self, card: Card, text: str = "") -> bool:
        """Whether `card` matches; `text` is the card's rules text (searched by words and `text:`)."""
        return self.root is None or self.root.matches(card, text)

    @property
    def uses_text(self) -> bool:
        return any(isinstance(n, Word) or (isinstance(n, Comparison) and n.path[0] == "text") for n in self.nodes())

    def nodes(self) -> Iterator[Node]:
        stack = [self.root] if self.root is not None else []
        while stack:
            node = stack.pop()
            yield node
            if isinstance(node, Not):
                stack.append(node.part)
            elif isinstance(node, (All, Any_)):
                stack.extend(node.parts)

    def check(self, pack: Pack) -> None:
        """Raises DiagnosticError for the first field or value the pack does not declare."""
        fields = declared_fields(pack)
        for node in sorted((n for n in self.nodes() if isinstance(n, Comparison)), key=lambda n: n.column):
            problem = _check_comparison(node, fields, pack)
            if problem:
                raise _error(self.text, *problem)


# ---------------------------------------------------------------- parsing


@cache
def _parser() -> Lark:
    return load_parser(QUERY, propagate_positions=True)


def parse_query(text: str) -> Query:
    """Parses a query; raises DiagnosticError located at the offending column."""
    if len(text) > MAX_QUERY_LENGTH:
        raise _error(text, 1, "E501", f"query is too long ({len(text)} characters, at most {MAX_QUERY_LENGTH})")
    if "\n" in text or "\r" in text:
        raise _error(text.replace("\n", " "), text.find("\n") + 1, "E501", "a query is one line")
    deep = too_deep(text, "(", ")", MAX_NESTING)
    if deep:
        raise _error(text, deep[1], "E501", f"parentheses nested more than {MAX_NESTING} deep")
    try:
        tree = _parser().parse(text)
    except UnexpectedInput as error:
        raise _syntax_error(error, text) from None
    return Query(text, _build(tree) if tree.children or tree.data != "start" else None)


def _syntax_error(error: UnexpectedInput, text: str) -> DiagnosticError:
    column = getattr(error, "column", 1) or 1
    if isinstance(error, UnexpectedCharacters):
        position = error.pos_in_stream or 0
        char = text[position] if position < len(text) else "?"
        hint = "close the quote" if char == '"' else "put the value in double quotes"
        return _error(text, column, "E501", f"unexpected {char!r}", hint)
    if isinstance(error, UnexpectedEOF) or (isinstance(error, UnexpectedToken) and error.token.type == "$END"):
        expected: set[str] = set(getattr(error, "expected", set()) or set())
        hint = "a closing ')'" if "RPAR" in expected else "a word or a field:value"
        return _error(text, len(text.rstrip()) + 1, "E501", "the query ends too early", f"expected {hint}")
    assert isinstance(error, UnexpectedToken)
    token = error.token
    hints = {"OP": "a comparison needs a field before it, e.g. cost>=2", "RPAR": "remove it or open one before"}
    return _error(text, column, "E501", f"unexpected '{token}'", hints.get(token.type, "write a word or field:value"))


def _build(tree: Tree[Token] | Token) -> Node:
    """Syntax tree -> nodes; depth is bounded by the parentheses check. A token's text is `.value` (the
    parser's tokens are not `str` where lark-cython is installed)."""
    if not isinstance(tree, Tree):
        raise TypeError(f"unexpected token {tree!r}")  # pragma: no cover - the grammar never leaves one here
    kind = tree.data
    if kind == "start":
        return _build(tree.children[0])
    if kind == "disjunction":
        return Any_(tuple(_build(c) for c in tree.children))
    if kind == "conjunction":
        return All(tuple(_build(c) for c in tree.children))
    if kind == "negated":
        *negations, atom = tree.children
        node = _build(atom)
        return Not(node) if len(negations) % 2 else node
    if kind == "word":
        token = tree.children[0]
        assert isinstance(token, TOKENS)
        return Word(_unquote(token), token.column or 1)
    assert kind == "comparison", kind
    field, op, value_tree = tree.children
    assert isinstance(field, TOKENS) and isinstance(op, TOKENS) and isinstance(value_tree, Tree)
    value = value_tree.children[0]
    assert isinstance(value, TOKENS)
    path = tuple(field.value.split("."))
    return Comparison(path, op.value, _unquote(value), field.column or 1, value.column or 1, value.type == "STRING")


def _unquote(token: Token) -> str:
    text: str = token.value
    return text[1:-1] if token.type == "STRING" else text


# ---------------------------------------------------------------- checking against a pack


def declared_fields(pack: Pack) -> dict[str, list[dict[str, Any]]]:
    """Each declared field name with its specs (a name may be declared by several card types)."""
    fields: dict[str, list[dict[str, Any]]] = {}
    for spec in _types(pack).values():
        if isinstance(spec, dict) and isinstance(spec.get("fields"), dict):
            for name, f in spec["fields"].items():
                if isinstance(f, dict):
                    fields.setdefault(name, []).append(f)
    return fields


def _types(pack: Pack) -> dict[str, Any]:
    """The pack's card types; none when game.yaml declares them wrongly (search still runs on a broken pack)."""
    types = pack.game.get("card_types")
    return types if isinstance(types, dict) else {}


def _listed(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _check_comparison(
    node: Comparison, fields: dict[str, list[dict[str, Any]]], pack: Pack
) -> tuple[int, str, str, str | None] | None:
    key = node.path[0]
    if key not in CARD_KEYS and key not in fields:
        names = sorted(set(CARD_KEYS) | set(fields))
        close = close_matches(key, names)
        hint = f"did you mean '{close[0]}'?" if close else "fields: " + ", ".join(names[:16])
        return node.column, "E301", f"unknown field '{key}'", hint
    numeric = node.op in NUMERIC_OPS
    if numeric and _number(node.value) is None:
        return node.value_column, "E103", f"'{node.op}' compares numbers, but '{node.value}' is not a number", None
    if key in CARD_KEYS and len(node.path) > 1:
        return node.column, "E301", f"'{key}' has no parts ('{'.'.join(node.path)}')", f"write {key}:value"
    choices = _choices(key, fields, pack)
    if choices is not None and not numeric and not node.path[1:]:
        wanted = fold(node.value)
        exact = node.op in ("=", "!=")
        if not any(wanted == fold(c) or (not exact and wanted in fold(c)) for c in choices):
            close = close_matches(node.value, sorted(choices))
            hint = f"did you mean '{close[0]}'?" if close else "known: " + ", ".join(sorted(choices)[:16])
            return node.value_column, "E301", f"no {key} '{node.value}' in pack {pack.name}", hint
    return None


def _choices(key: str, fields: dict[str, list[dict[str, Any]]], pack: Pack) -> set[str] | None:
    """The values a key may take, when the pack says (card types, choices of an enum field)."""
    types = set(_types(pack))
    if key == "type":
        return types
    if key == "is":
        return types | {"stand-in", "stand_in", "rulebook"}
    if key == "has":
        sides = {str(s) for spec in _types(pack).values() if isinstance(spec, dict) for s in _listed(spec.get("sides"))}
        return set(fields) | sides
    specs = fields.get(key)
    if specs and all(f.get("type") == "enum" for f in specs):
        return {str(v) for f in specs for v in _listed(f.get("values"))}
    return None


# ---------------------------------------------------------------- matching values


def fold(text: str) -> str:
    """Case- and accent-insensitive form: `Emissário` matches `emissario`."""
    decomposed = unicodedata.normalize("NFKD", str(text).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("_", " ")


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _reach(value: Any, path: tuple[str, ...], op: str) -> list[Any]:
    """The values at a dotted path below `value`; lists fan out, a missing amount in a map of amounts is 0."""
    values = [value]
    for step in path:
        found: list[Any] = []
        for v in values:
            if isinstance(v, dict):
                if step in v:
                    found.append(v[step])
                elif v and all(_is_number(x) for x in v.values()):
                    found.append(0)
            elif isinstance(v, list):
                found.extend(_fan(v, step))
        values = found
    return values


def _fan(items: list[Any], step: str) -> list[Any]:
    if step.isdigit():
        index = int(step)
        return [items[index]] if index < len(items) else []
    return [x[step] for x in items if isinstance(x, dict) and step in x]


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _compare(value: Any, op: str, wanted: str) -> bool:
    if isinstance(value, list):
        return any(_compare(v, op, wanted) for v in value)
    if isinstance(value, dict):
        if all(_is_number(v) for v in value.values()) and (op in NUMERIC_OPS or _number(wanted) is not None):
            return _compare(sum(value.values()), op, wanted)
        if op == ":":
            return any(fold(wanted) in fold(k) and v not in (None, 0, False) for k, v in value.items())
        return any(_compare(v, op, wanted) for v in value.values())
    if isinstance(value, bool):
        equal = fold(wanted) in (("true", "yes", "1") if value else ("false", "no", "0"))
        return equal if op in (":", "=") else (not equal if op == "!=" else False)
    if _is_number(value):
        number = _number(wanted)
        if number is None:
            return op == "!="
        return _numeric(value, op, number)
    if value is None:
        return op == "!="
    return _compare_text(str(value), op, wanted)


def _numeric(value: float, op: str, wanted: float) -> bool:
    if op in (":", "="):
        return value == wanted
    return {
        "!=": value != wanted,
        "<": value < wanted,
        "<=": value <= wanted,
        ">": value > wanted,
        ">=": value >= wanted,
    }[op]


def _compare_text(value: str, op: str, wanted: str) -> bool:
    if op == ":":
        return fold(wanted) in fold(value)
    if op == "=":
        return fold(wanted) == fold(value)
    if op == "!=":
        return fold(wanted) != fold(value)
    number = _number(value)
    return number is not None and _numeric(number, op, float(wanted))


def _is(card: Card, wanted: str) -> bool:
    folded = fold(wanted)
    if folded == fold(card.type):
        return True
    if folded in ("stand-in", "stand in"):
        return card.provenance.startswith("stand-in")
    return folded == "rulebook" and card.provenance.startswith("rulebook")


def _has(card: Card, wanted: str) -> bool:
    if wanted in card.effects:
        return True
    return card.fields.get(wanted) not in (None, "", [], {})


# ---------------------------------------------------------------- entry points


def effect_text(card: Card, pack: Pack) -> str:
    """A card's rules text: its effects in canonical form, then its text fields."""
    from ..compiler.formatter import format_text

    parts = [format_text(ir) for ir in card.effects.values() if ir]
    for name, specs in declared_fields(pack).items():
        if any(f.get("type") == "text" for f in specs) and isinstance(card.fields.get(name), str):
            parts.append(card.fields[name])
    return "\n".join(parts)


def select(pack: Pack, query_text: str, text_of: Callable[[Card], str] | None = None) -> list[Card]:
    """The pack's cards that match `query_text`, in catalogue order. Raises DiagnosticError."""
    query = parse_query(query_text)
    query.check(pack)
    if not query.uses_text:
        return [card for card in pack.cards if query.matches(card)]
    describe = text_of or (lambda card: effect_text(card, pack))
    return [card for card in pack.cards if query.matches(card, describe(card))]

"""Syntax tree -> IR (plain JSON objects), built from the registry.

Every registry kind is built by one generic builder that maps the rule's children to the kind's
slots, in order. Rules that are shapes rather than kinds (an ability, a list of words, a location)
have small methods of their own. Every bare name met on the way is recorded as a `Ref` with its
position, so that the semantic checks can point at the exact word.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from lark import Token, Transformer

from .registry import CATEGORY_KEYS, REGISTRY, VERB_FORMS, Kind


class Ref(NamedTuple):
    """A bare name in an effect text and what it must be declared as."""

    namespace: str
    name: str
    line: int
    column: int


@dataclass
class Tagged:
    """A card-selector part, tagged so that `card_set` can tell its optional parts apart."""

    tag: str
    value: Any


def _text(children: list[Any]) -> str:
    return " ".join(str(c) for c in children if c is not None)


EVENT_HEADERS = ("whenever", "on_event")


class IRBuilder(Transformer):
    """Builds the IR of one text; `refs` collects the names to check."""

    def __init__(self) -> None:
        super().__init__(visit_tokens=False)
        self.refs: list[Ref] = []

    def reset(self) -> list[Ref]:
        """Starts a new text (the builder is shared by the parser); returns the last text's names."""
        refs, self.refs = self.refs, []
        return refs

    def _build(self, kind: Kind, children: list[Any]) -> Any:
        key = CATEGORY_KEYS[kind.category]
        if key is None:  # players are plain strings
            return kind.name
        node: dict[str, Any] = {key: kind.name}
        slots = list(kind.slots)
        values = list(children)
        for slot, slot_type in slots:
            value = values.pop(0) if values else None
            if value is None:
                continue
            node[slot] = self._slot_value(slot_type, value)
        if kind.rest:
            rest_slot, _ = kind.rest.split("=")
            node[rest_slot] = [self._unwrap(v) for v in values]
        if node.get("actor") == "you":
            del node["actor"]
        if kind.name in EVENT_HEADERS and node.get("filter"):
            self._event_filter(len(node["filter"]))
        return node

    def _event_filter(self, count: int) -> None:
        """A trigger's words may also name an amount (`whenever you gain energy`): checked as event filters."""
        for i in range(len(self.refs) - 1, -1, -1):
            if count == 0:
                break
            if self.refs[i].namespace in ("filter", "card"):
                count -= 1
                if self.refs[i].namespace == "filter":
                    self.refs[i] = self.refs[i]._replace(namespace="event_filter")

    def _slot_value(self, slot_type: str, value: Any) -> Any:
        if slot_type.startswith("name:"):
            return self._ref(slot_type[5:], value)
        if slot_type == "int":
            return int(value)
        if slot_type == "body" and isinstance(value, dict):
            return [value]
        return self._unwrap(value)

    @staticmethod
    def _unwrap(value: Any) -> Any:
        return value.value if isinstance(value, Tagged) else value

    def _ref(self, namespace: str, token: Token) -> str:
        self.refs.append(Ref(namespace, str(token), token.line or 1, token.column or 1))
        return str(token)

    # -------------------------------------------------------------- structure
    def start(self, children: list[Any]) -> list[dict[str, Any]]:
        return [c for c in children if isinstance(c, dict)]

    def ability(self, children: list[Any]) -> dict[str, Any]:
        headers, first, second = children
        node: dict[str, Any] = {}
        if headers:
            node["headers"] = headers
        if second is not None:
            node["cost"], node["effects"] = first, second
        else:
            node["effects"] = first
        return node

    def headers(self, children: list[Any]) -> list[Any]:
        return list(children)

    def steps(self, children: list[Any]) -> list[Any]:
        return list(children)

    def block(self, children: list[Any]) -> list[Any]:
        return children[0]

    def body(self, children: list[Any]) -> list[Any]:
        return children[0]

    # -------------------------------------------------------------- numbers and small shapes
    def number(self, children: list[Any]) -> int:
        return int(children[0])

    def negative(self, children: list[Any]) -> int:
        return -int(children[0])

    def args(self, children: list[Any]) -> list[Any]:
        return list(children)

    def actor(self, children: list[Any]) -> Any:
        return children[0]

    def event(self, children: list[Any]) -> str:
        (child,) = children
        if isinstance(child, Token):
            return self._ref("event", child)
        return VERB_FORMS.get(child, child)

    def side(self, children: list[Any]) -> str:
        return self._ref("side", children[0])

    def any_side(self, children: list[Any]) -> str:
        return "any"

    def words(self, children: list[Token]) -> Tagged:
        items: list[Any] = []
        for token in children:
            if token.type == "STRING":
                name = str(token)[1:-1]
                self.refs.append(Ref("card", name, token.line or 1, token.column or 1))
                items.append({"card": name})
            else:
                items.append(self._ref("filter", token))
        return Tagged("filter", items)

    def _keyword(self, children: list[Any]) -> str:
        return _text(children)

    edge = whose = period = comparative = superlative = cmp = op = add_op = mul_op = minmax_op = facing = _keyword
    ev_verb = player_each = _keyword

    def pick(self, children: list[Any]) -> Tagged:
        return Tagged("pick", _text(children))

    def exactly(self, children: list[Any]) -> Tagged:
        return Tagged("quantity", int(children[0]))

    def up_to(self, children: list[Any]) -> Tagged:
        return Tagged("quantity", {"up_to": int(children[0])})

    def every(self, children: list[Any]) -> Tagged:
        return Tagged("quantity", "all")

    def one_of(self, children: list[Any]) -> Tagged:
        return Tagged("quantity", "any")

    def owned(self, children: list[Any]) -> Tagged:
        return Tagged("owner", children[0])

    def where(self, children: list[Any]) -> Tagged:
        return Tagged("where", children[0])

    def location(self, children: list[Any]) -> Tagged:
        prep, zone = children
        return Tagged("location", {"prep": str(prep), "zone": zone})

    def this(self, children: list[Any]) -> dict[str, Any]:
        """`this card` is plain `this`: the card the text is on."""
        (what,) = children
        if what is None or str(what) == "card":
            return {"cards": "this"}
        return {"cards": "this", "what": self._ref("place", what)}

    def card_set(self, children: list[Any]) -> dict[str, Any]:
        node: dict[str, Any] = {"cards": "card_set"}
        for child in children:
            if isinstance(child, Tagged):
                node[child.tag] = child.value
        return node


def _kind_builder(kind: Kind) -> Any:
    def build(self: IRBuilder, children: list[Any]) -> Any:
        return self._build(kind, children)

    build.__name__ = kind.name
    build.__doc__ = f"Builds a `{kind.name}` node from its rule's children."
    return build


# One builder method per registry kind, derived from the registry (Lark calls methods by rule name).
for _kind in REGISTRY.kinds.values():
    if not hasattr(IRBuilder, _kind.name):
        setattr(IRBuilder, _kind.name, _kind_builder(_kind))

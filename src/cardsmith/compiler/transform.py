"""Syntax tree -> IR (plain JSON objects), built from the registry.

Every registry kind is built by one generic builder that maps the rule's children to the kind's
slots, in order. Rules that are shapes rather than kinds (an ability, a list of words, a location)
have small methods of their own. Every bare name met on the way is recorded as a `Ref` with its
position, so that the semantic checks can point at the exact word.

A token's text is read as `token.value`, never as the token itself: lark-cython's tokens (the parser's
where it is installed) are not `str`, as Lark's are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from lark import Token, Transformer

from ..grammar.plugins import TOKENS
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
        self.calls: list[dict[str, Any]] = []  # the text's `rule` effects, in text order, each with its `rule` name

    def reset(self) -> list[Ref]:
        """Starts a new text (the builder is shared by the parser); returns the last text's names."""
        refs, self.refs, self.calls = self.refs, [], []
        return refs

    def _event_filter(self, count: int) -> None:
        """A trigger's words may also name an amount (`whenever you gain energy`): checked as event filters."""
        for i in range(len(self.refs) - 1, -1, -1):
            if count == 0:
                break
            if self.refs[i].namespace in ("filter", "card"):
                count -= 1
                if self.refs[i].namespace == "filter":
                    self.refs[i] = self.refs[i]._replace(namespace="event_filter")

    @staticmethod
    def _unwrap(value: Any) -> Any:
        return value.value if isinstance(value, Tagged) else value

    def _ref(self, namespace: str, token: Token) -> str:
        name: str = token.value
        self.refs.append(Ref(namespace, name, token.line or 1, token.column or 1))
        return name

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
        return int(children[0].value)

    def negative(self, children: list[Any]) -> int:
        return -int(children[0].value)

    def args(self, children: list[Any]) -> list[Any]:
        return list(children)

    def actor(self, children: list[Any]) -> Any:
        return children[0]

    def event(self, children: list[Any]) -> str:
        (child,) = children
        if isinstance(child, TOKENS):
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
                name = token.value[1:-1]
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
        return Tagged("quantity", int(children[0].value))

    def up_to(self, children: list[Any]) -> Tagged:
        return Tagged("quantity", {"up_to": int(children[0].value)})

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
        return Tagged("location", {"prep": prep.value, "zone": zone})

    def this(self, children: list[Any]) -> dict[str, Any]:
        """`this card` is plain `this`: the card the text is on."""
        (what,) = children
        if what is None or what.value == "card":
            return {"cards": "this"}
        return {"cards": "this", "what": self._ref("place", what)}

    def card_set(self, children: list[Any]) -> dict[str, Any]:
        node: dict[str, Any] = {"cards": "card_set"}
        for child in children:
            if isinstance(child, Tagged):
                node[child.tag] = child.value
        return node


def _kind_builder(kind: Kind) -> Any:
    """The builder of one kind: the rule's children mapped to the kind's slots, in order (a missing
    optional part is None and leaves its slot out); with `rest`, the last slot takes the children left.
    What depends on the kind alone is worked out here, once, not at each node."""
    key = CATEGORY_KEYS[kind.category]
    name = kind.name
    if key is None:  # players are plain strings

        def build(self: IRBuilder, children: list[Any]) -> Any:
            return name

    else:
        # (slot, the namespace of a name slot, the slot's type)
        slots = tuple((slot, t[5:] if t.startswith("name:") else None, t) for slot, t in kind.slots)
        count = len(slots)
        rest = kind.rest.split("=")[0] if kind.rest else None
        event = name in EVENT_HEADERS
        call = name == "rule"  # kept in `calls`, beside the name it records (a call holds no other call)

        def build(self: IRBuilder, children: list[Any]) -> Any:
            node: dict[str, Any] = {key: name}
            for (slot, namespace, slot_type), value in zip(slots, children, strict=False):  # fewer: None
                if value is None:
                    continue
                if namespace is not None:
                    node[slot] = self._ref(namespace, value)
                elif slot_type == "int":
                    node[slot] = int(value.value)
                elif slot_type == "body" and isinstance(value, dict):
                    node[slot] = [value]
                else:
                    node[slot] = value.value if isinstance(value, Tagged) else value
            if rest is not None:
                node[rest] = [self._unwrap(v) for v in children[count:]]
            if node.get("actor") == "you":
                del node["actor"]
            if event and node.get("filter"):
                self._event_filter(len(node["filter"]))
            if call:
                self.calls.append(node)
            return node

    build.__name__ = kind.name
    build.__doc__ = f"Builds a `{kind.name}` node from its rule's children."
    return build


# One builder method per registry kind, derived from the registry (Lark calls methods by rule name).
for _kind in REGISTRY.kinds.values():
    if not hasattr(IRBuilder, _kind.name):
        setattr(IRBuilder, _kind.name, _kind_builder(_kind))

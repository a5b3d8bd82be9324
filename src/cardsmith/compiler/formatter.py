"""The canonical formatter: IR -> effect text, driven by the registry's syntax templates.

`parse(format(ir)) == ir` holds for every IR the compiler produces (a property test).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .registry import CATEGORY_KEYS, REGISTRY, VERB_FORMS, Kind, conjugate

_TOKEN = re.compile(r"\\\[|\\\]|\[|\]|\{(\w+)\}|~(\w+)|[^\[\]{~\\]+|\\")


@cache
def _template(syntax: str) -> list[Any]:
    """Parses a syntax template into nested lists: str literal, ('slot', n), ('verb', v), [group]."""
    stack: list[list[Any]] = [[]]
    for match in _TOKEN.finditer(syntax):
        text = match.group(0)
        if text == "[":
            stack.append([])
        elif text == "]":
            group = stack.pop()
            stack[-1].append(group)
        elif text in ("\\[", "\\]"):
            stack[-1].append(text[1])
        elif match.group(1):
            stack[-1].append(("slot", match.group(1)))
        elif match.group(2):
            stack[-1].append(("verb", match.group(2)))
        else:
            stack[-1].append(text)
    return stack[0]


_BARE_NAME_END = re.compile(r"(?:^|[^a-z0-9_$])([a-z][a-z0-9_]*)$")


def _ends_with_name(text: str) -> bool:
    """True when text ends in a declared-style name, which a following `[` or `of` would extend."""
    from .semantic import reserved_words

    match = _BARE_NAME_END.search(text)
    return match is not None and match.group(1) not in reserved_words()


def _render(kind: Kind, node: dict[str, Any], parts: list[Any]) -> str | None:
    out: list[str] = []
    expr_at: int | None = None  # index in `out` of the last expression slot rendered
    expr_node: Any = None
    for part in parts:
        if isinstance(part, str):
            text = part
        elif isinstance(part, list):
            text = _render(kind, node, part) or ""
        elif part[0] == "verb":
            text = _verb(part[1], _third_person(node))
        else:
            slot = part[1]
            if node.get(slot) is None:
                return None
            text = _slot(kind, slot, node[slot], node)
        if text.strip() and expr_at is not None:
            if _needs_brackets(out[expr_at], expr_node, text.lstrip()):
                out[expr_at] = f"({out[expr_at]})"
            expr_at = None
        if not isinstance(part, (str, list)) and part[0] == "slot" and _is_expr_slot(kind, part[1]):
            expr_at, expr_node = len(out), node[part[1]]
        out.append(text)
    return "".join(out)


def _needs_brackets(text: str, node: Any, follower: str) -> bool:
    """Would the next words be read as part of this expression? (`x [` is a table lookup, `x of`
    a player's value, and `sum f of a b` takes `b` as another filter word.)"""
    if (follower.startswith("[") or follower.startswith("of ")) and _ends_with_name(text):
        return True
    if _open_tail(node):
        from .semantic import reserved_words

        word = re.match(r"[a-z][a-z0-9_]*", follower)
        if word is None:
            return follower.startswith('"')
        return word.group(0) in _SELECTOR_WORDS or word.group(0) not in reserved_words()
    return False


# Words that go on a card selector: `sum rank of low from it` would take `from it` as the selector's place.
_SELECTOR_WORDS = {"of", "in", "on", "from", "under", "owned", "where"}


def _open_tail(node: Any) -> bool:
    """An expression that ends in a card selector, which more words would extend."""
    if isinstance(node, dict):
        if node.get("expr") == "total":
            return True
        if node.get("expr") == "arith":
            return _open_tail(node["right"])
        if "cond" in node:
            return _open_tail(node.get("right") or node.get("arg"))
    return False


def _is_expr_slot(kind: Kind, slot: str) -> bool:
    return slot in kind.slot_names and kind.slot_type(slot) in ("expr", "cond")


_QUOTED = re.compile(r'("[^"\n]*")')


def _tidy(text: str) -> str:
    """Single spaces, none inside brackets; quoted card names are left as written."""
    parts = _QUOTED.split(text)
    for i in range(0, len(parts), 2):
        part = re.sub(r"\s+", " ", parts[i])
        parts[i] = re.sub(r"([(\[]) | ([)\]])", lambda m: m.group(1) or m.group(2), part)
    return "".join(parts).strip()


def _third_person(node: dict[str, Any]) -> bool:
    if node.get("cond") == "same":  # a card is the subject: `it shares suit with ...`
        return True
    subject = node.get("actor", node.get("player"))
    return subject not in (None, "you", "them")


def _verb(verb: str, third: bool) -> str:
    if not third:
        return verb
    return "has" if verb == "have" else conjugate(verb)


def _slot(kind: Kind, slot: str, value: Any, node: dict[str, Any]) -> str:
    slot_type = kind.rest.split("=")[1] if kind.rest and kind.rest.startswith(slot + "=") else kind.slot_type(slot)
    if kind.rest and kind.rest.startswith(slot + "="):
        if slot_type == "blocks":
            return " or ".join(f"[{format_steps(b)}]" for b in value)
        return ", ".join(format_expr(v) for v in value)
    if slot in ("actor", "player") and value == "them":
        return "they"
    if slot_type == "event" and value in _EVENT_VERBS:
        return _verb(value, _third_person(node))
    return format_value(slot_type, value)


_EVENT_VERBS = set(VERB_FORMS.values())


def format_value(slot_type: str, value: Any) -> str:
    if slot_type == "expr":
        return format_expr(value)
    if slot_type == "cond":
        return format_cond(value)
    if slot_type in ("player",):
        return REGISTRY[value].syntax
    if slot_type in ("cards", "card_ref", "zone"):
        return format_node(value)
    if slot_type == "target":
        return value if isinstance(value, str) else format_node(value)
    if slot_type == "body":
        return format_body(value)
    if slot_type == "words":
        return " ".join(w if isinstance(w, str) else f'"{w["card"]}"' for w in value)
    if slot_type == "args":
        return "(" + ", ".join(format_expr(v) for v in value) + ")"
    if slot_type == "quantity":
        if isinstance(value, dict):
            return f"up to {value['up_to']}"
        return str(value)
    if slot_type == "side":
        return "any side" if value == "any" else str(value)
    if slot_type == "target" and isinstance(value, dict):
        return format_node(value)
    if slot_type == "location":
        return f"{value['prep']} {format_node(value['zone'])}"
    return str(value)


def format_node(node: Any) -> str:
    """Any IR node (effect, trigger, condition, expression, selector, zone) as canonical text."""
    if isinstance(node, int):
        return str(node)
    if isinstance(node, str):
        return REGISTRY[node].syntax
    if node.get("cards") == "this" and "what" not in node:
        return "this card"  # a bare `this` would take the next word as its place
    for key in ("effect", "trigger", "cond", "expr", "cards", "zone"):
        if key in node:
            kind = REGISTRY[node[key]]
            if key == "cond":
                return format_cond(node)
            if key == "expr":
                return format_expr(node)
            return _tidy(_render(kind, node, _template(kind.syntax)) or "")
    raise ValueError(f"not an IR node: {node!r}")


# Precedence: higher binds tighter.
_EXPR_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}


def format_expr(node: Any) -> str:
    if isinstance(node, int):
        return str(node) if node >= 0 else f"-{-node}"
    if node.get("expr") == "arith":
        mine = _EXPR_PRECEDENCE[node["op"]]
        left, right = node["left"], node["right"]
        left_text = format_expr(left)
        right_text = format_expr(right)
        if _is_arith(left) and _EXPR_PRECEDENCE[left["op"]] < mine:
            left_text = f"({left_text})"
        if _is_arith(right) and _EXPR_PRECEDENCE[right["op"]] <= mine:
            right_text = f"({right_text})"
        return f"{left_text} {node['op']} {right_text}"
    kind = REGISTRY[node["expr"]]
    return _tidy(_render(kind, node, _template(kind.syntax)) or "")


def _is_arith(node: Any) -> bool:
    return isinstance(node, dict) and node.get("expr") == "arith"


_COND_PRECEDENCE = {"either": 1, "both": 2, "negate": 3}


def format_cond(node: dict[str, Any]) -> str:
    kind = node["cond"]
    mine = _COND_PRECEDENCE.get(kind, 4)
    if kind in ("either", "both"):
        word = "or" if kind == "either" else "and"
        left, right = format_cond(node["left"]), format_cond(node["right"])
        if _COND_PRECEDENCE.get(node["left"]["cond"], 4) < mine:
            left = f"({left})"
        if _COND_PRECEDENCE.get(node["right"]["cond"], 4) <= mine:
            right = f"({right})"
        return f"{left} {word} {right}"
    if kind == "negate":
        inner = format_cond(node["arg"])
        if node["arg"]["cond"] in ("either", "both", "negate", "compare"):
            inner = f"({inner})"
        return f"not {inner}"
    spec = REGISTRY[kind]
    return _tidy(_render(spec, node, _template(spec.syntax)) or "")


# Effects that hold other effects (a body or options) are bracketed when they are a body themselves.
_COMPOUND = {
    k.name for k in REGISTRY.of("effect") if "body" in dict(k.slots).values() or (k.rest or "").endswith("=blocks")
}


def format_body(effects: list[dict[str, Any]]) -> str:
    if len(effects) == 1 and effects[0].get("effect") not in _COMPOUND:
        return format_node(effects[0])
    return f"[{format_steps(effects)}]"


def format_steps(effects: list[dict[str, Any]]) -> str:
    return ", ".join(format_node(e) for e in effects)


def format_ability(ability: dict[str, Any]) -> str:
    text = ""
    if ability.get("headers"):
        text = ", ".join(format_node(h) for h in ability["headers"]) + ": "
    if ability.get("cost"):
        text += format_steps(ability["cost"]) + " -> "
    return text + format_steps(ability["effects"])


def format_text(abilities: list[dict[str, Any]]) -> str:
    """A whole effect text: one ability per line."""
    return "\n".join(format_ability(a) for a in abilities)


__all__ = ["CATEGORY_KEYS", "format_ability", "format_cond", "format_expr", "format_node", "format_text"]

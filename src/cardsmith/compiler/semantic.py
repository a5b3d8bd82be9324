"""Semantic checks: every name an effect uses must be declared by the game.

An unknown zone, resource, token, card type, card name or field is an error with a "did you mean".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

from ..base.diagnostics import close_matches
from .registry import NAMESPACES
from .syntax import effect_grammar
from .transform import Ref

Problem = tuple[str, Ref, str, str | None]


@lru_cache(maxsize=1)
def reserved_words() -> frozenset[str]:
    """Every keyword of the grammar: a declared name cannot be one of them."""
    return frozenset(w for w in re.findall(r'"([a-z][a-z\']*)"', effect_grammar()))


def _known(name: str, names: set[str]) -> bool:
    if name in names:
        return True
    return name.endswith("s") and (name[:-1] in names or (name.endswith("es") and name[:-2] in names))


# Words a designer writes for an amount ("draw a card", "gain two energy"): the language takes digits.
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}


def _hint(name: str, names: Iterable[str]) -> str | None:
    if name in NUMBER_WORDS:
        return f"amounts are written as numbers: '{NUMBER_WORDS[name]}' for '{name}', as in 'draw 1 card'"
    close = close_matches(name, sorted(names), cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


def check_refs(
    ir: list[dict[str, Any]],
    refs: list[Ref],
    namespaces: dict[str, set[str]],
    rules: dict[str, Any],
    params: list[str] | None = None,
    calls: list[dict[str, Any]] | None = None,
) -> list[Problem]:
    """The names of a compiled text that the game does not declare, and its calls of rules with the wrong number
    of arguments. `calls`: its `rule` effects in text order, as the compiler recorded them (else found in `ir`)."""
    problems: list[Problem] = []
    for ref in refs:
        if ref.namespace == "param":
            if params is None:
                problems.append(
                    (
                        "E301",
                        ref,
                        f"'${ref.name}' is a rule parameter, used outside a rule",
                        "parameters exist only inside a rule's text",
                    )
                )
            elif ref.name not in params:
                problems.append(
                    (
                        "E301",
                        ref,
                        f"unknown parameter '${ref.name}'",
                        _hint(ref.name, params)
                        or ("this rule has no parameters" if not params else "parameters: " + ", ".join(params)),
                    )
                )
            continue
        names = namespaces.get(ref.namespace, set())
        if not _known(ref.name, names):
            what = NAMESPACES.get(ref.namespace, ref.namespace) if ref.namespace != "card" else "a card of the pack"
            label = "card" if ref.namespace == "card" else "name"
            problems.append(("E301", ref, f"unknown {label} '{ref.name}': not {what}", _hint(ref.name, names)))
    problems.extend(_check_arity(ir, refs, rules, calls))
    return problems


def _rule_calls(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        if node.get("effect") == "rule":
            yield node
        for value in node.values():
            yield from _rule_calls(value)
    elif isinstance(node, list):
        for item in node:
            yield from _rule_calls(item)


def _check_arity(
    ir: list[dict[str, Any]], refs: list[Ref], rules: dict[str, Any], calls: list[dict[str, Any]] | None = None
) -> list[Problem]:
    problems: list[Problem] = []
    rule_refs = [r for r in refs if r.namespace == "rule"]
    if not rule_refs:  # no call to pair (and no IR to walk: most texts call no rule)
        return problems
    found = _rule_calls(ir) if calls is None else calls  # a walk of the IR stops at the last call named
    for ref, call in zip(rule_refs, found, strict=False):
        rule = rules.get(call["name"])
        if not isinstance(rule, dict):
            continue
        wanted = len(rule.get("params") or [])
        given = len(call.get("args") or [])
        if wanted != given:
            problems.append(
                (
                    "E303",
                    ref,
                    f"rule '{call['name']}' takes {wanted} argument(s), given {given}",
                    "parameters: " + (", ".join(rule.get("params") or []) or "none"),
                )
            )
    return problems

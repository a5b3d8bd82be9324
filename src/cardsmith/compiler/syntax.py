"""The effect grammar, completed from the registry when the parser is built.

`grammar/effects.lark` holds each kind's rule as written by hand. What would only repeat the registry is
left to be filled in here, so that it cannot drift from it:

- `@effect`, `@trigger`, `@player`: the alternatives of a category, one per registry kind, in the
  registry's order (condition, expression, card and zone kinds come from precedence levels and aliases,
  so their lists stay in the grammar, checked by `tests/compiler/test_registry.py`);
- `@event_verbs`: the verbs an event may be written as, both forms of each verb of `VERB_FORMS`;
- `~verb`: the verb and its third person (`("gain" | "gains")`); the verb must be one that the
  kind's registry syntax writes as `~verb`.
"""

from __future__ import annotations

import re
from functools import cache

from ..grammar import grammar_text
from .registry import REGISTRY, VERB_FORMS, conjugate

_RULE = re.compile(r"^[?!]?([a-z_][a-z0-9_]*)\s*:")
_FILL = re.compile(r"@([a-z_]+)")
_VERB = re.compile(r"(?<![\w\"])~([a-z]+)")
_VERB_IN_SYNTAX = re.compile(r"~([a-z]+)\b")


class GrammarTemplateError(ValueError):
    """The grammar template names something the registry does not declare."""


# Categories whose kinds are each a rule of their own, so that their list is just the kinds' names.
LISTED = ("effect", "trigger", "player")


def _fills() -> dict[str, str]:
    fills = {category: " | ".join(k.name for k in REGISTRY.of(category)) for category in LISTED}
    fills["event_verbs"] = " | ".join(f'"{base}" | "{third}"' for third, base in VERB_FORMS.items())
    return fills


def complete(template: str) -> str:
    """The grammar text with the registry's parts filled in; comment lines are left as they are."""
    fills = _fills()
    rule = ""
    lines = []
    for number, line in enumerate(template.split("\n"), start=1):
        if line.lstrip().startswith("//"):
            lines.append(line)
            continue
        defined = _RULE.match(line)
        if defined:
            rule = defined.group(1)

        def fill(match: re.Match[str], number: int = number) -> str:
            if match.group(1) not in fills:
                raise GrammarTemplateError(f"effects.lark:{number}: no registry list '@{match.group(1)}'")
            return fills[match.group(1)]

        def verb(match: re.Match[str], number: int = number, rule: str = rule) -> str:
            word = match.group(1)
            if rule not in REGISTRY or word not in _verbs(REGISTRY[rule].syntax):
                raise GrammarTemplateError(
                    f"effects.lark:{number}: '~{word}' in rule '{rule}', whose registry syntax has no '~{word}'"
                )
            return f'("{word}" | "{conjugate(word)}")'

        lines.append(_VERB.sub(verb, _FILL.sub(fill, line)))
    return "\n".join(lines)


def _verbs(syntax: str) -> set[str]:
    """The verbs a registry syntax writes as `~verb` (a whole word): found by one expression made once, where a
    search made for each verb cost a new expression for each of the grammar's thirty-odd verbs."""
    return set(_VERB_IN_SYNTAX.findall(syntax))


@cache
def effect_grammar() -> str:
    """The effect language's grammar, ready for Lark."""
    return complete(grammar_text())


__all__ = ["GrammarTemplateError", "complete", "effect_grammar"]

"""The grammar and the registry name the same things, with the same keywords."""

from __future__ import annotations

import re

import pytest
from lark import Lark
from lark.grammar import NonTerminal, Terminal

from cardsmith.compiler.registry import REGISTRY
from cardsmith.grammar import grammar_text

GRAMMAR = Lark(grammar_text(), parser="lalr", maybe_placeholders=True)
RULES = GRAMMAR.rules
TERMINALS = {t.name: t.pattern for t in GRAMMAR.terminals}

# Grammar rules that list the alternatives of each registry category.
CATEGORY_RULES = {"effect": "effect", "trigger": "trigger", "player": "player", "cards": "cards", "zone": "zone"}
SHAPES = {"negative"}  # grammar aliases that are shapes of a kind (a negative number is a number)


def _names(rule: str) -> set[str]:
    """The kinds a category rule lists: its single-symbol alternatives and their aliases."""
    found: set[str] = set()
    for r in RULES:
        if r.origin.name == rule:
            if r.alias:
                found.add(str(r.alias))
            elif len(r.expansion) == 1 and isinstance(r.expansion[0], NonTerminal):
                found.add(r.expansion[0].name)
    return found


def _grammar_kinds(category: str) -> set[str]:
    if category in CATEGORY_RULES:
        names = _names(CATEGORY_RULES[category])
        names |= {str(r.alias) for r in RULES if r.origin.name in names and r.alias}
        if category == "zone":
            names |= {str(r.alias) for r in RULES if r.origin.name == "zone" and r.alias}
        return names
    if category == "cond":
        return (_names("cond_atom") | _names("cond") | _names("conj") | _names("neg")) - {
            "conj",
            "neg",
            "cond",
            "cond_atom",
        }
    return (_names("atom_expr") | _names("sum_expr") | _names("product_expr")) - {"product_expr", "atom_expr"} - SHAPES


@pytest.mark.parametrize("category", ["effect", "trigger", "cond", "expr", "player", "cards", "zone"])
def test_grammar_and_registry_name_the_same_kinds(category: str) -> None:
    registry = {k.name for k in REGISTRY.of(category)}
    assert _grammar_kinds(category) == registry


def _keywords_of(kind: str, depth: int = 0) -> set[str]:
    """Keywords of a rule, and of the helper rules (not kinds) it uses directly."""
    words: set[str] = set()
    for r in RULES:
        if r.origin.name == kind or str(r.alias or "") == kind:
            for symbol in r.expansion:
                if isinstance(symbol, Terminal) and symbol.name in TERMINALS:
                    pattern = TERMINALS[symbol.name]
                    if pattern.type == "str" and pattern.value.isalpha():
                        words.add(pattern.value)
                elif isinstance(symbol, NonTerminal) and depth == 0 and symbol.name not in REGISTRY:
                    words |= _keywords_of(symbol.name, 1)
    return words


@pytest.mark.parametrize(
    "kind",
    [k for k in REGISTRY.kinds.values() if k.category != "cond" or k.name not in ("either", "both", "negate")],
    ids=lambda k: k.name,
)
def test_syntax_keywords_are_the_grammar_keywords(kind) -> None:
    template = re.sub(r"\{\w+\}", " ", kind.syntax.replace("\\[", " ").replace("\\]", " "))
    words = {w.lstrip("~") for w in re.findall(r"~?[a-z]+", template)}
    verbs = {w[1:] for w in re.findall(r"~[a-z]+", template)}
    grammar_words = _keywords_of(kind.name)
    if not grammar_words and kind.category in ("player",):
        pytest.skip("players are single keywords, checked by name")
    assert words <= grammar_words | {"have"} or words - grammar_words <= {"has"}, (kind.name, words - grammar_words)
    for verb in verbs - {"have"}:
        third = verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")
        assert third in grammar_words, f"{kind.name}: the grammar lacks {third!r}"


def test_every_grammar_rule_is_built() -> None:
    """A grammar rule is either a registry kind or a shape the IR builder knows."""
    from cardsmith.compiler.transform import IRBuilder

    builder = IRBuilder()
    rule_names = {r.origin.name for r in RULES} | {str(r.alias) for r in RULES if r.alias}
    inlined = {r.origin.name for r in RULES if r.options.expand1}
    for name in sorted(rule_names - inlined):
        if name.startswith("_") or name.startswith("__") or name == "start":
            continue
        aliased = all(r.alias for r in RULES if r.origin.name == name)
        assert name in REGISTRY or hasattr(builder, name) or aliased, name

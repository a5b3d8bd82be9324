"""The grammar and the registry name the same things, with the same keywords.

The registry completes the grammar (`compiler.syntax`: the category lists, the event verbs and each
verb's third person); what stays hand-written is checked here in both directions: every kind the
registry declares parses from its canonical text, and every node the compiler builds is a registry kind.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest
from lark import Lark
from lark.grammar import NonTerminal, Terminal

from cardsmith.compiler import compile_text, transform
from cardsmith.compiler.docs import language_reference
from cardsmith.compiler.formatter import format_text
from cardsmith.compiler.registry import CATEGORY_KEYS, REGISTRY, SLOT_TYPES, VERB_FORMS, Kind
from cardsmith.compiler.schema import _required_slot
from cardsmith.compiler.syntax import GrammarTemplateError, complete, effect_grammar
from cardsmith.pack.catalogue import load_pack

GRAMMAR = Lark(effect_grammar(), parser="lalr", maybe_placeholders=True)
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


# ---------------------------------------------------------------- the registry completes the grammar


def test_the_registry_fills_the_grammars_lists() -> None:
    """`@effect`, `@trigger`, `@player` and `@event_verbs` come from the registry, in its order."""
    for category in ("effect", "trigger", "player"):
        names = " | ".join(k.name for k in REGISTRY.of(category))
        assert complete(f"?{category}: @{category}") == f"?{category}: {names}"
    listed = complete("!ev_verb: @event_verbs").removeprefix("!ev_verb: ").split(" | ")
    assert listed[:4] == ['"play"', '"plays"', '"gain"', '"gains"']
    assert {w.strip('"') for w in listed} == set(VERB_FORMS) | set(VERB_FORMS.values())


def test_a_verb_is_written_once_and_conjugated_from_the_registry() -> None:
    assert complete("attach: [actor] ~attach expr NAME") == 'attach: [actor] ("attach" | "attaches") expr NAME'
    assert complete('knockout: [actor] ~knock "out" cards').startswith('knockout: [actor] ("knock" | "knocks")')
    code = [line for line in effect_grammar().split("\n") if not line.lstrip().startswith("//")]
    assert not any(re.search(r"[~@][a-z]", line) for line in code), "the completed grammar still has a placeholder"


@pytest.mark.parametrize(
    ("template", "words"),
    [
        ("gain: [actor] ~earn expr NAME", "'~earn' in rule 'gain'"),  # not the registry's verb
        ("ability: ~gain steps", "'~gain' in rule 'ability'"),  # no kind of that name
        ("?effect: @effects", "no registry list '@effects'"),
        ("?cond: @cond", "no registry list '@cond'"),  # conditions are built from precedence levels
    ],
)
def test_a_template_that_disagrees_with_the_registry_is_refused(template: str, words: str) -> None:
    with pytest.raises(GrammarTemplateError, match=re.escape(words)):
        complete(template)


# ---------------------------------------------------------------- every kind is reachable, and only kinds are built

# One value for each slot type (the `op` of `minmax` is its own); a node gets every slot set.
SAMPLE: dict[str, Any] = {
    "name": "energy",
    "expr": 2,
    "cond": {"cond": "compare", "left": 1, "op": "<", "right": 2},
    "player": "opponent",
    "cards": {"cards": "card_set", "quantity": 1, "filter": ["action"]},
    "zone": {"zone": "zone_named", "name": "hand"},
    "body": [{"effect": "gain", "amount": 1, "resource": "energy"}],
    "blocks": [[{"effect": "gain", "amount": 1, "resource": "energy"}], [{"effect": "draw", "amount": 1}]],
    "words": ["action"],
    "event": "conflict",
    "facing": "face up",
    "op": "+",
    "side": "north",
    "args": [1, 2],
    "period": "turn",
    "edge": "start",
    "whose": "your",
    "comparative": "more",
    "superlative": "most",
    "card_ref": {"cards": "it"},
    "cmp": "<",
    "target": "player",
    "int": 3,
    "quantity": 2,
    "pick": "top",
    "location": {"prep": "in", "zone": {"zone": "zone_named", "name": "hand"}},
}
OPS = {"minmax": "max"}


def test_there_is_a_sample_of_every_slot_type() -> None:
    assert set(SAMPLE) == SLOT_TYPES | {"name"}


def _node(kind: Kind, every_slot: bool) -> Any:
    """A node of `kind`: its required slots, or every slot."""
    if kind.category == "player":
        return kind.name  # players are plain strings in the IR
    if kind.name == "number":
        return 3  # and numbers plain integers
    node: dict[str, Any] = {CATEGORY_KEYS[kind.category]: kind.name}
    for slot, slot_type in kind.slots:
        if every_slot or _required_slot(kind, slot):
            node[slot] = OPS.get(kind.name, "+") if slot_type == "op" else SAMPLE[slot_type.split(":")[0]]
    if kind.rest:
        slot, slot_type = kind.rest.split("=")
        node[slot] = SAMPLE["blocks"] if slot_type == "blocks" else SAMPLE["args"]
    if kind.name == "card_set" and not every_slot:
        node["filter"] = SAMPLE["words"]  # a card set needs words or a place
    return node


def _ability(kind: Kind, node: Any) -> dict[str, Any]:
    """An ability with the node where its category belongs."""
    step = {"effect": "gain", "amount": 1, "resource": "energy"}
    return {
        "effect": lambda: {"effects": [node]},
        "trigger": lambda: {"headers": [node], "effects": [step]},
        "cond": lambda: {"headers": [{"trigger": "condition_header", "condition": node}], "effects": [step]},
        "expr": lambda: {"effects": [{"effect": "gain", "amount": node, "resource": "energy"}]},
        "player": lambda: {"effects": [{"effect": "pay", "amount": 1, "resource": "energy", "to": node}]},
        "cards": lambda: {"effects": [{"effect": "discard", "target": node}]},
        "zone": lambda: {"effects": [{"effect": "move", "target": {"cards": "it"}, "destination": node}]},
    }[kind.category]()


@pytest.mark.parametrize("every_slot", [False, True], ids=["required_slots", "every_slot"])
@pytest.mark.parametrize("kind", list(REGISTRY.kinds.values()), ids=lambda k: k.name)
def test_every_registry_kind_parses_from_its_canonical_text(kind: Kind, every_slot: bool) -> None:
    """The registry's syntax of each kind, filled in, parses back to a node of that kind: the grammar
    reaches every kind the registry declares."""
    ir = [_ability(kind, _node(kind, every_slot))]
    text = format_text(ir)
    compiled = compile_text(text)
    assert compiled.problem is None, f"{kind.name}: {text!r} does not parse: {compiled.problem}"
    assert compiled.ir == ir, f"{kind.name}: {text!r} parses to {compiled.ir}"


NODE_KEYS = {key: category for category, key in CATEGORY_KEYS.items() if key is not None}


def test_the_builder_tags_nodes_only_with_registry_kinds() -> None:
    """Every node the IR builder writes by hand (`{"cards": "this"}`) names a registry kind of its
    category; the others come from the registry's own kinds (`{key: kind.name}`)."""
    tree = ast.parse(Path(transform.__file__).read_text(encoding="utf-8"))
    tagged = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value in NODE_KEYS and isinstance(value, ast.Constant):
                    tagged.append((NODE_KEYS[key.value], value.value))
    assert tagged, "the builder's hand-made nodes were not found"
    unknown = [(c, k) for c, k in tagged if k not in REGISTRY or REGISTRY[k].category != c]
    assert not unknown, f"the IR builder makes nodes the registry does not declare: {unknown}"


def _undeclared(value: Any, slot_type: str, where: str) -> list[str]:
    """The nodes of an IR value whose kind, category or slots the registry does not declare."""
    base = slot_type.split(":")[0]
    if base == "body":
        return [p for i, step in enumerate(value) for p in _undeclared(step, "effect", f"{where}[{i}]")]
    if base == "blocks":
        return [p for i, block in enumerate(value) for p in _undeclared(block, "body", f"{where}[{i}]")]
    if base == "args":
        return [p for i, arg in enumerate(value) for p in _undeclared(arg, "expr", f"{where}[{i}]")]
    if base == "location":
        return _undeclared(value["zone"], "zone", where)
    if base == "target" and isinstance(value, dict):
        return _undeclared(value, "cards", where)
    if base == "player":
        return [] if value in REGISTRY and REGISTRY[value].category == "player" else [f"{where}: player {value!r}"]
    if base not in CATEGORY_KEYS or (base == "expr" and isinstance(value, int)):
        return []
    key = CATEGORY_KEYS[base]
    name = value.get(key) if isinstance(value, dict) else None
    if name not in REGISTRY or REGISTRY[name].category != base:
        return [f"{where}: {base} {name!r}"]
    kind = REGISTRY[name]
    rest = kind.rest.split("=") if kind.rest else None
    slots = dict(kind.slots) | ({rest[0]: rest[1]} if rest else {})
    found = [f"{where}: {name} has no slot {s!r}" for s in set(value) - set(slots) - {key}]
    for slot, value_type in slots.items():
        if slot not in value:
            continue
        if rest and slot == rest[0]:
            item_type = "body" if value_type == "blocks" else value_type
            found += [p for i, v in enumerate(value[slot]) for p in _undeclared(v, item_type, f"{where}.{slot}[{i}]")]
        else:
            found += _undeclared(value[slot], value_type, f"{where}.{slot}")
    return found


def _ability_problems(abilities: list[dict[str, Any]], where: str) -> list[str]:
    found = []
    for i, ability in enumerate(abilities):
        for j, header in enumerate(ability.get("headers") or []):
            found += _undeclared(header, "trigger", f"{where}[{i}].headers[{j}]")
        found += _undeclared(ability.get("cost") or [], "body", f"{where}[{i}].cost")
        found += _undeclared(ability["effects"], "body", f"{where}[{i}].effects")
    return found


def test_every_node_the_compiler_builds_is_declared_in_the_registry() -> None:
    """Whatever the transformer builds, from the bundled packs and the registry's own examples, is a
    registry kind of the right category, with only that kind's slots."""
    texts = [e for k in REGISTRY.kinds.values() for e in k.examples if k.category in ("effect", "trigger")]
    irs = [(f"example {t!r}", compile_text(t).ir or []) for t in texts]
    for name in ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"):
        pack = load_pack(name)
        irs += [(f"{name}:{card.id}.{field}", ir) for card in pack.cards for field, ir in card.effects.items()]
        steps = [step for phase in pack.procedure["flow"]["phases"] for step in phase["steps"] if step["do"]]
        irs += [(f"{name}:procedure", step["do"]) for step in steps]
    assert len(irs) > 400
    problems = [p for where, ir in irs for p in _ability_problems(ir, where)]
    assert not problems, "\n".join(problems[:20])


def test_an_undeclared_node_is_named() -> None:
    ir = [{"headers": [{"trigger": "at_dawn"}], "effects": [{"effect": "gain", "amount": 1, "resurce": "ore"}]}]
    ir[0]["effects"].append({"effect": "pay", "amount": {"expr": "dice"}, "resource": "ore", "to": "banker"})
    assert _ability_problems(ir, "x") == [
        "x[0].headers[0]: trigger 'at_dawn'",
        "x[0].effects[0]: gain has no slot 'resurce'",
        "x[0].effects[1].amount: expr 'dice'",
        "x[0].effects[1].to: player 'banker'",
    ]


# ---------------------------------------------------------------- every kind states what the runtime does with it


def test_every_kind_states_its_runtime_meaning() -> None:
    """Each kind says, beside its syntax and docstring, what the runtime does when it plays it (`runtime=` in
    `compiler/registry.py`, read off `cardsmith.runtime`), and docs/language.md prints it under "At run time"."""
    missing = [f"{k.category} {k.name}" for k in REGISTRY.kinds.values() if not k.runtime.strip()]
    assert not missing, f"kinds without a runtime statement (runtime=... in compiler/registry.py): {', '.join(missing)}"
    unfinished = [k.name for k in REGISTRY.kinds.values() if not k.runtime.rstrip().endswith((".", ")"))]
    assert not unfinished, f"runtime statements that are not whole sentences: {', '.join(unfinished)}"
    reference = language_reference()
    unprinted = [k.name for k in REGISTRY.kinds.values() if f"- `{k.name}`: {k.runtime}\n" not in reference]
    assert not unprinted, f"runtime statements the language reference does not print: {', '.join(unprinted)}"


def test_a_kind_without_a_runtime_statement_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    kinds = dict(REGISTRY.kinds)
    kinds["gain"] = kinds["gain"]._replace(runtime="")
    monkeypatch.setattr(REGISTRY, "kinds", kinds)
    with pytest.raises(AssertionError, match=r"kinds without a runtime statement .*: effect gain\n"):
        test_every_kind_states_its_runtime_meaning()

"""The language reference (`docs/language.md`), generated from the registry."""

from __future__ import annotations

from .registry import CATEGORY_KEYS, NAMESPACES, REGISTRY, Kind

_TITLES = {
    "effect": "Effects",
    "trigger": "Headers: triggers, limits and conditions (before the colon)",
    "cond": "Conditions",
    "expr": "Expressions (whole numbers)",
    "player": "Players",
    "cards": "Card selectors",
    "zone": "Places (zones)",
}


def _syntax(kind: Kind) -> str:
    text = kind.syntax.replace("\\[", "⟦").replace("\\]", "⟧")
    text = text.replace("~", "")
    return text.replace("⟦", "[").replace("⟧", "]")


def _slot_notes(kind: Kind) -> str:
    notes = []
    for slot, slot_type in kind.slots:
        if slot_type.startswith("name:"):
            notes.append(f"`{slot}`: {NAMESPACES[slot_type[5:]]}")
    return "; ".join(notes)


def language_reference() -> str:
    out = [
        "# The cardsmith effect language",
        "",
        "Generated from `cardsmith.compiler.registry` by `cardsmith docs`; do not edit by hand.",
        "",
        "A text holds abilities, one per line (or separated by `;`). An ability is",
        "`[headers :] effects [-> effects]`: with an arrow, the effects before it are the cost.",
        "Effects are separated by commas; `[ ... ]` groups effects. In a syntax line below,",
        "`[...]` marks an optional part and `{slot}` a value. Verbs take an `s` after a player",
        "(`opponent draws 1 card`). Bare names (resources, zones, card types...) must be declared",
        "by the game; card names go in double quotes. `#` starts a comment.",
        "",
        "```",
        "once per turn: pay 2 energy to opponent -> advance 1 on any planet",
        "during conflict: modify strength + 2",
        "to play: discard 2 from hand",
        "knock out 1 strongest roman character on this album",
        "```",
        "",
    ]
    for category in CATEGORY_KEYS:
        out += [f"## {_TITLES[category]}", "", "| kind | syntax | meaning | names |", "|---|---|---|---|"]
        for kind in REGISTRY.of(category):
            syntax = _syntax(kind).replace("|", "\\|")
            out.append(f"| `{kind.name}` | `{syntax}` | {kind.doc} | {_slot_notes(kind)} |")
        examples = [(k.name, e) for k in REGISTRY.of(category) for e in k.examples]
        if examples:
            out += ["", "Examples:", "", "```"] + [e for _, e in examples] + ["```"]
        out.append("")
    out += ["## What names must be declared as", "", "| namespace | declared as |", "|---|---|"]
    out += [f"| {name} | {what} |" for name, what in NAMESPACES.items()]
    return "\n".join(out) + "\n"

"""The language reference (`docs/language.md`), generated from the registry."""

from __future__ import annotations

from ..grammar import MAX_DEPTH, MAX_NESTING, MAX_TEXT_LENGTH
from .registry import CATEGORY_KEYS, NAMESPACES, REGISTRY, Kind
from .semantic import reserved_words

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


# How the runtime plays abilities in general (`runtime/game.py` classify, `runtime/interpreter.py`, `runtime/flow.py`);
# what each kind does is its `runtime` statement in the registry.
_HOW_ABILITIES_RUN = [
    "## How abilities run",
    "",
    "Under each list of kinds below, *At run time* says what the runtime (`cardsmith play`, `simulate`,",
    "`test`) does with each kind. In general:",
    "",
    "- **You and the actor.** *You* is the player an ability runs for (see `you`). An effect with an actor",
    "  (`opponent draws 1 card`, `each player gains 1 water`) runs once for each player the actor names, in",
    "  turn order from the active player, as that player. A question with one possible answer is not asked.",
    "- **Cards in play.** A card's abilities work while it lies face up in one of `runtime.active_zones` or in",
    "  the pile at a card of `runtime.board`. A card being played runs its entry and `on play` abilities, a",
    "  card meets its own events wherever it is, and the cards on the board also `forbid`.",
    "- **Kinds of abilities.** With `to play`: what playing the card requires and costs. With `on`,",
    "  `whenever`, `at` or `when`: triggered, it runs when that happens. Every effect a `modify`, `discount`,",
    "  `forbid` or `require`, with no cost: static, on while the card is in play. With a cost and no header",
    "  but `if` (on a field that is not a side), or with `once per` or `during`: activated, its owner uses",
    "  it when it is offered, only as the active player: at the end of each phase (until they pass) and",
    "  beside their own `may` and `for each up to` questions during a step. Any other: entry, it runs when",
    "  the card is played or turned to that side.",
    "- **The game's own texts.** A step of the flow runs for the active player (a step with a header is an",
    "  ability the active player may use); the setup runs for the first player; the scoring for each player.",
    "- **Costs.** A triggered or entry ability, or a step, asks whether to pay its cost, and only when it",
    "  can be paid: the player holds the amounts of its `pay`, `lose` and `remove` (from the supply), and its",
    "  `discard` and `destroy` find enough cards. An activated ability pays when it is used. The first card",
    "  the cost chose is `it` after the arrow.",
    "- **After each effect**, `when` abilities are checked (see `when_state`); after `win`, `lose the game`",
    "  or `end the game`, nothing more runs.",
    "",
]


def _runtime(kind: Kind) -> str:
    return f"- `{kind.name}`: {kind.runtime}"


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
        f"A text holds at most {MAX_TEXT_LENGTH:,} characters. Brackets nest at most {MAX_NESTING} deep, and",
        f"everything that nests counts toward at most {MAX_DEPTH} levels (E203, at the word that goes deeper):",
        "each open bracket, and each `may`, `then`, `else`, `repeat`, `for`, `not`, `and`, `or`, `+`, `-`, `*`",
        "and `/` until its step ends (at `,` `;` `:` `->`, a new line or the closing bracket).",
        "",
        "```",
        "once per turn: pay 2 energy to opponent -> advance 1 on any planet",
        "during conflict: modify strength + 2",
        "to play: discard 2 from hand",
        "knock out 1 strongest roman character on this album",
        "```",
        "",
        *_HOW_ABILITIES_RUN,
    ]
    for category in CATEGORY_KEYS:
        out += [f"## {_TITLES[category]}", "", "| kind | syntax | meaning | names |", "|---|---|---|---|"]
        for kind in REGISTRY.of(category):
            syntax = _syntax(kind).replace("|", "\\|")
            out.append(f"| `{kind.name}` | `{syntax}` | {kind.doc} | {_slot_notes(kind)} |")
        examples = [(k.name, e) for k in REGISTRY.of(category) for e in k.examples]
        if examples:
            out += ["", "Examples:", "", "```"] + [e for _, e in examples] + ["```"]
        out += ["", "At run time:", ""] + [_runtime(kind) for kind in REGISTRY.of(category)]
        out.append("")
    out += ["## What names must be declared as", "", "| namespace | declared as |", "|---|---|"]
    out += [f"| {name} | {what} |" for name, what in NAMESPACES.items()]
    return "\n".join(out + _reserved_words()) + "\n"


def _reserved_words() -> list[str]:
    """The keywords a pack may not use as a name: listed, so that a designer picks `discard_pile` before
    `check` has to say E302 about `discard`."""
    return [
        "",
        "## Reserved words",
        "",
        "These are keywords of the language: a resource, counter, token, zone, card type, side, state, stat,",
        "event, table, rule or enum value may not be named by one of them (E302). Add a word or an underscore",
        "(`discard_pile`, `draw_`).",
        "",
        ", ".join(f"`{w}`" for w in sorted(reserved_words())),
    ]

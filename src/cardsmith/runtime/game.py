"""A game's definitions, built once from a checked pack and shared by every state and clone.

Nothing here changes during play: card definitions, the abilities of each card field sorted by how
they are used (triggered, activated, static, on entry), the procedure, the rules and the pack's
optional rules module. States only hold indices into these tables.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..base.diagnostics import DiagnosticError
from ..base.paths import given_name, resolve_pack
from ..compiler.registry import VERB_FORMS
from ..pack.catalogue import Pack, load_pack
from ..pack.sheet_layout import Layout, SheetError, layouts_of
from .data import DEALT
from .handlers import GameError
from .pieces import pieces_of
from .reads import reads
from .rules_module import Hooks, ModuleError, load_module
from .settings import Settings

Ability = dict[str, Any]

STATIC_EFFECTS = {"modify", "discount", "forbid", "require"}
EVENT_TRIGGERS = {"on_event", "whenever", "at_time", "when_state"}


@dataclass(frozen=True)
class AbilityDef:
    """One ability of one card field (or of the procedure), classified once."""

    key: str  # stable id: "<card id>.<field>.<n>" or "procedure.<step>.<n>"
    field: str
    ir: Ability
    kind: str  # "entry", "triggered", "activated", "static", "to_play" (what playing the card requires and costs)
    text: str
    headers: tuple[dict[str, Any], ...] = ()
    limit: str | None = None  # the period of `once per ...`
    whens: tuple[dict[str, Any], ...] = ()  # the conditions of `when ...` headers

    def header(self, trigger: str) -> list[dict[str, Any]]:
        return [h for h in self.headers if h["trigger"] == trigger]


def ability(key: str, field_name: str, ir: Ability, kind: str) -> AbilityDef:
    headers = tuple(ir.get("headers", ()))
    limits = [h["period"] for h in headers if h["trigger"] == "limit"]
    whens = tuple(h["condition"] for h in headers if h["trigger"] == "when_state")
    return AbilityDef(key, field_name, ir, kind, _text_of(ir), headers, limits[0] if limits else None, whens)


@dataclass(frozen=True)
class CardDef:
    index: int
    id: str
    name: str
    type: str
    fields: dict[str, Any]
    sides: tuple[str, ...]
    abilities: dict[str, tuple[AbilityDef, ...]]  # by field name
    watches: bool = False  # has `when ...` abilities, checked after every step
    by_side: dict[str | None, tuple[AbilityDef, ...]] = field(default_factory=dict)  # the abilities that work
    words: frozenset[str] = frozenset()  # the filter words it always matches: type, id, name, text field values
    kinds: dict[tuple[str | None, str], tuple[AbilityDef, ...]] = field(default_factory=dict, compare=False)
    numbers: dict[tuple[str, str | None], int] = field(default_factory=dict, compare=False)  # `stat`, found once

    def of_kind(self, side: str | None, kind: str) -> tuple[AbilityDef, ...]:
        """The abilities that work with `side` up and are used that way (`triggered`, `static`..., or `watching`:
        triggered by `when ...`), found once."""
        key = (side, kind)
        found = self.kinds.get(key)
        if found is None:
            working = self.active(side)
            if kind == "watching":  # the triggered abilities with `when ...` headers
                found = tuple(a for a in working if a.kind == "triggered" and a.whens)
            else:
                found = tuple(a for a in working if a.kind == kind)
            self.kinds[key] = found
        return found

    def listening(self, side: str | None, event: str) -> tuple[AbilityDef, ...]:
        """The triggered abilities that may hear `event` (`on EVENT`, `whenever ... EVENT`), found once (kept in `kinds`
        by `(side, "event:" + event)`, where `Run.emit` reads them)."""
        key = (side, "event:" + event)
        found = self.kinds.get(key)
        if found is None:
            found = self.kinds[key] = tuple(
                a
                for a in self.of_kind(side, "triggered")
                if any(
                    (h["trigger"] == "on_event" and h["event"] == event)
                    or (h["trigger"] == "whenever" and VERB_FORMS.get(h["event"], h["event"]) == event)
                    for h in a.headers
                )
            )
        return found

    def active(self, side: str | None) -> tuple[AbilityDef, ...]:
        """The abilities that work with `side` up: every field but the other sides'."""
        found = self.by_side.get(side)
        if found is None:
            found = tuple(
                a for name, group in self.abilities.items() if name not in self.sides or name == side for a in group
            )
        return found

    def stat(self, name: str, side: str | None) -> int:
        """A numeric stat: the field itself, else the field of the active side (`strength_expand`); a map of
        resources (a cost) counts as its total. Worked out once per name and side (the fields never change, and
        the rules read a card's numbers at every check)."""
        key = (name, side)
        found = self.numbers.get(key)
        if found is None:
            found = self.numbers[key] = self._stat(name, side)
        return found

    def _stat(self, name: str, side: str | None) -> int:
        value = self.fields.get(name)
        if value is None and side is not None:
            value = self.fields.get(f"{name}_{side}")
        if isinstance(value, dict):
            return sum(v for v in value.values() if isinstance(v, int) and not isinstance(v, bool))
        return value if isinstance(value, int) and not isinstance(value, bool) else 0


@dataclass
class Game:
    """Everything a state needs that never changes."""

    pack: Pack
    defs: list[CardDef]
    instances: list[int]  # card instance -> index in defs (one instance per copy)
    of_instance: list[CardDef]  # card instance -> its definition
    amounts: dict[str, tuple[int, int, int]]  # resource or counter -> (min, max, start)
    shared: frozenset[str]  # game-wide counters (`scope: game`)
    zones: dict[str, dict[str, Any]]
    rules: dict[str, dict[str, Any]]
    setup: list[Ability]
    phases: list[dict[str, Any]]
    phase_when: list[str]  # per phase: "turn" (every turn), "open" / "close" (once per round: its first / last turn)
    end: list[AbilityDef]
    procedure_abilities: list[AbilityDef]
    procedure_triggers: list[AbilityDef]  # `end:` conditions and rules with trigger headers: always listening
    scoring: list[Ability]
    settings: Settings
    turn_order: Any  # "clockwise", "counterclockwise", or {"by": counter, "first": "highest"|"lowest"}
    hooks: Hooks
    catalogue_hash: str
    value: list[tuple[Any, float]] = field(default_factory=list)
    name_of_instance: list[str] = field(default_factory=list)
    card_stats: frozenset[str] = frozenset()  # card numbers some static `modify` changes (read through it)
    times: frozenset[tuple[str, str]] = frozenset()  # the (edge, period) of every `at ...` header
    state_words: frozenset[str] = frozenset()  # the pack's declared card states (`states:`)
    modified_amounts: frozenset[str] = frozenset()  # amounts some static `modify` changes as it is read
    self_modified: frozenset[str] = frozenset()  # the numbers a static `modify` with no `of ...` names
    static_kinds: frozenset[str] = frozenset({"forbid", "discount"})  # the effects of the cards' statics
    when_reads: dict[str, frozenset[str] | None] = field(default_factory=dict)  # ability key -> what it reads
    limited: dict[str, int] = field(default_factory=dict)  # tokens with a physical supply: name -> its `count`
    compiled: dict[str, dict[Any, Any]] = field(default_factory=lambda: defaultdict(dict), init=False, repr=False)
    supplies: dict[str, int] = field(default_factory=dict)  # resource -> the game's total: a bank that can run out
    sheet: Layout | None = None  # the players' sheet (runtime.sheet), when the game has one: its first face
    layouts: dict[int, Layout] = field(default_factory=dict)  # every face, by the value of runtime.sheet.face_by
    every_turn: bool = False  # every phase is played in every turn (none only once a round)
    activated: bool = True  # whether anything can ever be activated (a procedure ability, a card's activated one)
    watching: tuple[int, ...] = ()  # the card instances with `when ...` abilities (checked while in play)
    procedure_watching: list[AbilityDef] = field(default_factory=list)  # the game's own `when ...` texts
    procedure_listening: list[AbilityDef] = field(default_factory=list)  # the game's own texts that hear events
    heard: frozenset[str] | None = None  # the events some ability listens for (`on EVENT`, `whenever ...`); None: all
    holders: dict[str, frozenset[int]] = field(default_factory=dict)  # ability kind -> the instances with one
    active_deps: tuple[str, ...] = ()  # the zones whose cards (and their facing) decide which cards are active
    check_period: tuple[str, ...] = ()  # the fields of the data (turn, phase...) the `when` abilities' limits read
    check_names: frozenset[str] | None = None  # what `Data.watched` holds after a check (None: never skipped)
    statics_reached: bool = True  # some static reaches cards as it is read (`Values.held` serves it; False: unread)

    @property
    def min_players(self) -> int:
        return int(self.pack.game["players"]["min"])

    @property
    def max_players(self) -> int:
        return int(self.pack.game["players"]["max"])

    def discard_zone(self, card_type: str) -> str:
        return self.settings.discard.get(card_type, self.settings.default_discard)

    def playable_cards(self) -> list[str]:
        """The ids of the cards a player plays (with sides to play onto, or a cost): the ones a report may call
        "never played". A planet that is revealed or a reference card is not among them."""
        return [d.id for d in self.defs if d.sides or self.settings.cost_field in d.fields]


def phase_when(phases: list[dict[str, Any]]) -> list[str]:
    """When each phase runs: `per: turn` (the default) in every turn; `per: round` once a round, in its first turn
    when listed before the phases of a turn (it opens the round), in its last turn when listed after them."""
    first_turn = next((i for i, p in enumerate(phases) if p.get("per", "turn") == "turn"), len(phases))
    return [
        "turn" if p.get("per", "turn") == "turn" else "open" if i < first_turn else "close"
        for i, p in enumerate(phases)
    ]


def classify(ir: Ability, sided: bool) -> str:
    """How an ability is used: by a trigger, activated by its owner, always on, or once on entry."""
    triggers = {h["trigger"] for h in ir.get("headers", [])}
    if "to_play" in triggers:
        return "to_play"
    if triggers & EVENT_TRIGGERS:
        return "triggered"
    effects = ir.get("effects", [])
    if effects and all(e.get("effect") in STATIC_EFFECTS for e in effects) and "cost" not in ir:
        return "static"
    if "cost" in ir and not sided and not triggers - {"condition_header"}:
        return "activated"
    if "limit" in triggers or "during" in triggers:
        return "activated"
    return "entry"


def _static_modifies(defs: list[CardDef]) -> Iterator[dict[str, Any]]:
    """Every `modify` effect of a static ability of a card."""
    return (e for e in _static_effects(defs) if e["effect"] == "modify")


def _static_effects(defs: list[CardDef]) -> Iterator[dict[str, Any]]:
    """Every effect of a static ability of a card."""
    for d in defs:
        for group in d.abilities.values():
            for a in group:
                if a.kind == "static":
                    yield from a.ir.get("effects", [])


def modified_amounts(defs: list[CardDef], amounts: dict[str, Any]) -> frozenset[str]:
    """The players' amounts a static `modify` changes as they are read (`modify energy + 1` on a card in play)."""
    return frozenset(e["stat"] for e in _static_modifies(defs) if not e.get("target") and e["stat"] in amounts)


def when_reads(game: Game) -> dict[str, frozenset[str] | None]:
    """For each `when ...` ability: the zones and amounts its conditions read (None: it may read anything)."""
    found: dict[str, frozenset[str] | None] = {}
    abilities = [a for d in game.defs for group in d.abilities.values() for a in group] + game.procedure_triggers
    for a in abilities:
        if not a.whens:
            continue
        timed = any(h["trigger"] in ("during", "while_static", "condition_header") for h in a.headers)
        parts = [None if timed else reads(c, game) for c in a.whens]
        found[a.key] = None if any(p is None for p in parts) else frozenset().union(*(p for p in parts if p))
    return found


def heard(game: Game) -> frozenset[str]:
    """The events some ability listens for: an event nobody listens for is not announced to every card in play."""
    abilities = [a for d in game.defs for group in d.abilities.values() for a in group] + game.procedure_triggers
    found = set()
    for a in abilities:
        for h in a.headers:
            if h["trigger"] == "on_event" and h["event"] != "play":  # `on play` runs as its card enters (`entering`)
                found.add(h["event"])
            elif h["trigger"] == "whenever":
                found.add(VERB_FORMS.get(h["event"], h["event"]))
    return frozenset(found)


LIMIT_PERIODS = {"turn": ("turn",), "round": ("round",), "phase": ("turn", "phase"), "step": ("turn", "phase", "step")}
"""The fields of the data a `once per PERIOD` limit reads (`Values.period_key`); `once per game` reads none."""


def check_period(watching: list[AbilityDef]) -> tuple[str, ...]:
    """What of the period the `when ...` abilities read (the fields of the data that name it): a `once per ...`
    limit's period (none for `once per game`); a timing (`during`, `while`, `if`) reads all of it."""
    fields: set[str] = set()
    for a in watching:
        if any(h["trigger"] not in ("when_state", "limit") for h in a.headers):
            return ("active", "phase", "round", "stage", "step", "turn")
        fields.update(LIMIT_PERIODS.get(a.limit or "game", ()))
    return tuple(sorted(fields))


def check_names(game: Game) -> frozenset[str] | None:
    """The names of `Data.touched` a check of the `when ...` abilities may wake on: the zones and amounts their
    conditions read (`hand` for `hand/@`), the zones deciding which cards watch, and what of the period their limits
    read. A change to any other name (`plays_this_turn`, `turn` where no limit reads it) wakes none, so the check
    after it is not run (`Data.touch`). None when that cannot be told: a condition may read anything, or the checks
    depend on a period that changes without a change told (`check_period`: the phase, the step)."""
    if game.check_period or any(names is None for names in game.when_reads.values()):
        return None
    found = {DEALT, *game.active_deps}
    for names in game.when_reads.values():
        for name in names or ():
            found.update((name, name.partition("/")[0]))
    return frozenset(found)


def holders(game: Game) -> dict[str, frozenset[int]]:
    """For each way abilities are used (`triggered`, `activated`, `static`..., `watching`, `at start turn`, `hears
    play`, `static discount`: a static with an effect of that kind): the card instances that have one on some side,
    so that a look through the cards in play for one kind skips the others."""
    found: dict[str, set[int]] = defaultdict(set)
    for instance, d in enumerate(game.of_instance):
        for group in d.abilities.values():
            for a in group:
                found[a.kind].add(instance)
                for effect in a.ir.get("effects", ()) if a.kind == "static" else ():  # `static discount`: its kinds
                    found["static " + effect["effect"]].add(instance)
                if a.kind == "triggered" and a.whens:
                    found["watching"].add(instance)
                for h in a.headers if a.kind == "triggered" else ():
                    if h["trigger"] == "at_time":  # `at start of turn`: its moment
                        found[f"at {h['edge']} {h['period']}"].add(instance)
                    elif h["trigger"] == "whenever" or (h["trigger"] == "on_event" and h["event"] != "play"):
                        found["hears " + VERB_FORMS.get(h["event"], h["event"])].add(instance)  # the event it hears
    return {kind: frozenset(cards) for kind, cards in found.items()}


def modified_card_stats(defs: list[CardDef], amounts: dict[str, Any]) -> frozenset[str]:
    """The card numbers a static `modify` may change: those it names with `of ...`, or that are no amount."""
    return frozenset(e["stat"] for e in _static_modifies(defs) if e.get("target") or e["stat"] not in amounts)


def _text_of(ir: Ability) -> str:
    from ..compiler.formatter import format_ability

    return format_ability(ir)


def _card_defs(pack: Pack) -> list[CardDef]:
    defs = []
    for i, card in enumerate(pack.cards):
        spec = pack.game.get("card_types", {}).get(card.type, {})
        sides = tuple(spec.get("sides", ()))
        abilities = {
            name: tuple(
                ability(f"{card.id}.{name}.{n}", name, ir, classify(ir, name in sides)) for n, ir in enumerate(irs)
            )
            for name, irs in card.effects.items()
        }
        watches = any(a.whens for group in abilities.values() for a in group)
        words = frozenset({card.type, card.id, card.name, *(v for v in card.fields.values() if isinstance(v, str))})
        definition = CardDef(i, card.id, card.name, card.type, dict(card.fields), sides, abilities, watches, {}, words)
        for side in (None, *sides):
            definition.by_side[side] = definition.active(side)
        defs.append(definition)
    return defs


def _piece_defs(pack: Pack, settings: Settings, first: int) -> list[CardDef]:
    """The pieces of `runtime.pieces` (runtime/pieces.py) as definitions after the cards: no fields, no abilities."""
    return [
        CardDef(first + n, p.id, p.name, p.kind, {}, (), {}, False, {None: ()}, p.words)
        for n, p in enumerate(pieces_of(pack.components, settings.pieces))
    ]


def _copies(pack: Pack, settings: Settings, index: int) -> int:
    """How many instances a definition has: a card's copies, or a piece component's count."""
    if index < len(pack.cards):
        return pack.cards[index].copies
    return pieces_of(pack.components, settings.pieces)[index - len(pack.cards)].copies


def _hooks(pack: Pack, settings: Settings) -> Hooks:
    """The hooks of the pack's small rules module (`runtime.module`), for what its data cannot say."""
    if not settings.module:
        return Hooks()
    module = load_module(pack, settings.module)
    try:
        return Hooks.of(module, f"{pack.shown_root or pack.name}/{settings.module}")
    except ModuleError as error:
        raise GameError(str(error)) from None


def value_terms(pack: Pack, settings: Settings) -> list[tuple[Any, float]]:
    """`runtime.value`: weights of amounts, or of expressions in the effect language (`count(...)`)."""
    from ..compiler import compile_text

    terms = []
    for text, weight in settings.value.items():
        compiled = compile_text(f"score ({text})")
        if compiled.problem or not compiled.ir:
            raise GameError(f"{pack.name}: runtime.value: {text!r} is not an expression of the effect language")
        terms.append((compiled.ir[0]["effects"][0]["amount"], float(weight)))
    return terms


WORDS_ONLY = ("glossary", "labels", "agree", "notes", "source")  # game.yaml's sections no game reads: only words


def catalogue_hash(pack: Pack) -> str:
    """The hash a replay records: the compiled catalogue, so any change to the cards shows, but not to what is only
    words about the game (a translation, a note, a card's provenance): a designer's replays outlive a new glossary."""
    catalogue = pack.to_json()
    game = catalogue.get("game")
    if isinstance(game, dict):
        catalogue["game"] = {key: value for key, value in game.items() if key not in WORDS_ONLY}
    catalogue["cards"] = [{k: v for k, v in card.items() if k != "provenance"} for card in catalogue.get("cards", [])]
    data = json.dumps(catalogue, sort_keys=True, default=str).encode()
    return hashlib.sha256(data).hexdigest()[:16]


def pack_errors(pack: Pack) -> GameError:
    """Why a pack that `check` refuses cannot be played: how many errors, the first one located, and the command
    that lists them all."""
    errors = [d for d in pack.diagnostics if d.severity == "error"]
    first = f" - the first: {errors[0].header()}" if errors else ""
    given = given_name(pack.name, pack.shown_root)
    return GameError(f"{pack.name}: the pack has {len(errors)} error(s){first}; `cardsmith check {given}` lists them")


def build_game(pack: Pack, deck: dict[str, int] | None = None) -> Game:
    """The game of a pack; a `deck` (card id -> copies) replaces the copies of the card types it lists."""
    if not pack.ok:
        raise pack_errors(pack)
    game = pack.game
    if "runtime" not in game:
        raise GameError(
            f"{pack.name} has no `runtime:` section in game.yaml, so it cannot be played yet "
            "(docs/authoring.md, 'Making a pack playable'; `cardsmith new NAME` makes a pack that plays)"
        )
    settings = Settings.read(dict(game.get("runtime", {})))
    amounts = {}
    for section in ("resources", "counters"):
        for name, b in game.get(section, {}).items():
            lo, hi = int(b.get("min", 0)), int(b.get("max", 10**9))
            amounts[name] = (lo, hi, int(b.get("start", lo)))
    for name, token in game.get("tokens", {}).items():  # a player's supply of a token: none at the start
        amounts.setdefault(name, (0, int(token.get("max_per_player", 10**9)), 0))
    defs = _card_defs(pack) + _piece_defs(pack, settings, len(pack.cards))
    decked = {d.type for d in defs if deck and d.id in deck}
    instances = [
        d.index
        for d in defs
        for _ in range(deck.get(d.id, 0) if deck and d.type in decked else _copies(pack, settings, d.index))
    ]
    seen: dict[str, int] = {}
    names = []
    for i in instances:
        seen[defs[i].id] = seen.get(defs[i].id, 0) + 1
        names.append(f"{defs[i].id}#{seen[defs[i].id]}")
    procedure = pack.procedure
    phases = procedure.get("flow", {}).get("phases", [])
    proc_abilities = []
    for phase in phases:
        for step in phase["steps"]:
            for n, ir in enumerate(step["do"] or []):
                if ir.get("headers"):
                    key = f"procedure.{step['id']}.{n}"
                    proc_abilities.append(ability(key, step["id"], ir, "activated"))
    end = [
        ability(f"end.{i}.{n}", "end", ir, "triggered")
        for i, irs in enumerate(procedure.get("end", []))
        for n, ir in enumerate(irs or [])
    ]
    rules = {}
    rule_triggers = []
    for name, rule in game.get("rules", {}).items():
        compiled = procedure.get("rules", {}).get(name)
        rules[name] = {
            "params": list(rule.get("params", [])),
            "effects": compiled["effects"] if compiled else None,
            "description": rule.get("description", ""),
        }
        for n, ir in enumerate(compiled["effects"] if compiled else []):
            if {h["trigger"] for h in ir.get("headers", [])} & EVENT_TRIGGERS:
                rule_triggers.append(ability(f"rule.{name}.{n}", name, ir, "triggered"))
    return _with_reads(
        Game(
            pack=pack,
            defs=defs,
            instances=instances,
            of_instance=[defs[i] for i in instances],
            amounts=amounts,
            shared=frozenset(
                name for name, b in game.get("counters", {}).items() if isinstance(b, dict) and b.get("scope") == "game"
            ),
            zones=dict(game.get("zones", {})),
            supplies={
                name: int(b["supply"])
                for name, b in game.get("resources", {}).items()
                if isinstance(b, dict) and "supply" in b
            },
            rules=rules,
            setup=list(procedure.get("setup") or []),
            phases=phases,
            phase_when=phase_when(phases),
            end=end,
            procedure_abilities=proc_abilities,
            procedure_triggers=end + rule_triggers,
            scoring=[ir for irs in procedure.get("scoring", []) for ir in irs or []],
            settings=settings,
            turn_order=procedure.get("flow", {}).get("turn_order", "clockwise"),
            hooks=_hooks(pack, settings),
            catalogue_hash=catalogue_hash(pack),
            value=value_terms(pack, settings),
            name_of_instance=names,
            state_words=frozenset(str(s) for s in game.get("states", []) or []),
            card_stats=modified_card_stats(defs, amounts),
            modified_amounts=modified_amounts(defs, amounts),
            self_modified=frozenset(e["stat"] for e in _static_modifies(defs) if not e.get("target")),
            static_kinds=frozenset(e["effect"] for e in _static_effects(defs)),
            limited={n: int(t["count"]) for n, t in game.get("tokens", {}).items() if "count" in t},
            layouts=_layouts(pack, settings),
            times=frozenset(
                (h["edge"], h["period"])
                for a in [*(a for d in defs for group in d.abilities.values() for a in group), *end, *rule_triggers]
                for h in a.headers
                if h["trigger"] == "at_time"
            ),
        )
    )


def _layouts(pack: Pack, settings: Settings) -> dict[int, Layout]:
    """The layouts of the players' sheets (`runtime.sheet`), read once: one, or one per value of `face_by`."""
    if not settings.sheet:
        return {}
    try:
        return layouts_of(pack.components, settings.sheet)
    except SheetError as error:
        raise GameError(f"{pack.name}: {error}") from None


def _with_reads(game: Game) -> Game:
    game.sheet = next(iter(game.layouts.values()), None)
    game.when_reads = when_reads(game)
    game.heard = heard(game)
    game.every_turn = all(w == "turn" for w in game.phase_when)
    game.watching = tuple(c for c, d in enumerate(game.of_instance) if d.watches)
    game.procedure_watching = [a for a in game.procedure_triggers if a.whens]
    game.procedure_listening = [a for a in game.procedure_triggers if not a.whens]
    game.holders = holders(game)
    watching = [a for d in game.defs if d.watches for group in d.abilities.values() for a in group if a.whens]
    watching += game.procedure_watching
    game.check_period = check_period(watching)
    game.statics_reached = bool(game.card_stats) or "forbid" in game.static_kinds
    game.check_names = check_names(game)
    settings = game.settings
    game.active_deps = tuple(dict.fromkeys((*settings.active_zones, *settings.board, settings.hosted_zone, DEALT)))
    game.activated = bool(game.procedure_abilities) or any(
        a.kind == "activated" for d in game.defs for group in d.abilities.values() for a in group
    )
    return game


_GAMES: dict[tuple[str, tuple[tuple[str, int, int], ...], tuple[tuple[str, int], ...]], Game] = {}


def load_game(name: str | Path, deck: dict[str, int] | None = None) -> Game:
    """Load, check and prepare a pack for play, cached per process (definitions are immutable) by the pack's
    folder and the sizes and times of its files: a pack edited on disk since, or a relative name said from another
    folder, is loaded again, not served as it was."""
    folder, files = _signature(str(name))
    key = (folder, files, tuple(sorted((deck or {}).items())))
    if key not in _GAMES:
        _GAMES[key] = build_game(load_pack(str(name)), deck)
    return _GAMES[key]


def _signature(name: str) -> tuple[str, tuple[tuple[str, int, int], ...]]:
    """A pack's folder, and each of its data and code files with its size and time of change (a name that names
    no pack is its own key: loading it fails, located, whatever the cache holds)."""
    try:
        root = resolve_pack(name).resolve()
        found = [p for p in root.rglob("*") if p.suffix in (".yaml", ".yml", ".py") and p.is_file()]
        return str(root), tuple(sorted((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in found))
    except (DiagnosticError, OSError):
        return name, ()

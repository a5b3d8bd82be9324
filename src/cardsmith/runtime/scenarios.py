"""Scenario tests as data: `cardsmith test PACK` runs the YAML files in the pack's `scenarios/` folder.

A scenario describes a state at the start of a turn (`given`), the actions taken from it (`do`, by their
labels) and the facts that must then hold (`expect`). Everything wrong in a scenario file, from a card id
that does not exist to an expectation that does not hold, is reported at its line and column, so a
designer reads a failing scenario like a failing card. The format is documented in docs/scenarios.md.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.loader import Located, load_yaml, read_text
from ..base.paths import resolve_pack, shown_root
from .data import Data, zone_key
from .game import Game, GameError, build_game
from .interpreter import EndlessLoop, Run
from .rules_module import ModuleFault
from .sheets import CIRCLED, CROSSED, DIVIDED, X_MARK, Sheets
from .state import State

SCENARIO_KEYS = ("name", "seed", "players", "options", "given", "do", "expect")
GIVEN_KEYS = ("active", "first", "turn", "amounts", "zones", "markers", "states", "orient", "tokens", "sheets")
EXPECT_KEYS = (
    "amounts",
    "zones",
    "includes",
    "count",
    "markers",
    "states",
    "tokens",
    "stats",
    "decision",
    "winner",
    "terminal",
    "sheets",
)
SHEET_MARKS = (
    "empty",
    "X",
    "circled",
    "crossed",
    "open",
    "divided",
)  # besides a number: what a box of a sheet may hold
ENTRY_KEYS = ("card", "owner", "side", "face_up")
DECISION_KEYS = ("player", "prompt", "includes", "excludes")
ALL_PLAYERS = ("all", "each")
_ZONE = re.compile(r"(?:(?P<top>top) of )?(?P<name>[\w-]+)(?: of (?P<player>\d+)| at (?P<host>[\w-]+))?\Z")

Where = tuple[Any, ...]


@dataclass
class ScenarioResult:
    name: str
    file: str
    passed: bool
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "file": self.file,
            "passed": self.passed,
            "diagnostics": [d.to_json() for d in self.diagnostics],
        }


@dataclass
class ScenarioReport:
    """Every scenario's result, and the problems of files that could not be read at all."""

    pack: str
    results: list[ScenarioResult] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    lines: dict[str, list[str]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.diagnostics and all(r.passed for r in self.results)

    @property
    def failed(self) -> list[ScenarioResult]:
        return [r for r in self.results if not r.passed]

    def all_diagnostics(self) -> list[Diagnostic]:
        return self.diagnostics + [d for r in self.results for d in r.diagnostics]

    def render(self) -> str:
        return "\n".join(d.render(self.lines) for d in self.all_diagnostics())

    def summary(self) -> str:
        total = len(self.results)
        if self.ok:
            return f"{self.pack}: {total} scenario(s), all passed"
        broken = f", {len(self.diagnostics)} file problem(s)" if self.diagnostics else ""
        return f"{self.pack}: {total} scenario(s), {len(self.failed)} failed{broken}"

    def to_json(self) -> dict[str, Any]:
        return {
            "pack": self.pack,
            "ok": self.ok,
            "passed": len(self.results) - len(self.failed),
            "failed": len(self.failed),
            "scenarios": [r.to_json() for r in self.results],
            "diagnostics": [d.to_json() for d in self.diagnostics],
        }


# ---------------------------------------------------------------- reading scenario files


def _did_you_mean(word: str, options: list[str]) -> str | None:
    close = difflib.get_close_matches(word, options, n=1)
    return f"did you mean '{close[0]}'?" if close else None


class ScenarioFile:
    """One scenario file: its located data, and the located errors that its values can raise."""

    def __init__(self, located: Located):
        self.located = located

    def problem(
        self, path: Where, code: str, message: str, hint: str | None = None, key: bool = False
    ) -> DiagnosticError:
        return DiagnosticError(Diagnostic.at(self.located.where(path, key), code, message, hint))

    def mapping(self, value: Any, path: Where, keys: tuple[str, ...] | None = None) -> dict[str, Any]:
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise self.problem(path, "E103", f"{_label(path)} must be a mapping, not {_kind(value)}")
        for name in value if keys else ():
            if name not in keys:  # type: ignore[operator]
                hint = _did_you_mean(name, list(keys or ())) or "known keys: " + ", ".join(keys or ())
                raise self.problem(path + (name,), "E102", f"unknown key '{name}'", hint, key=True)
        return value

    def sequence(self, value: Any, path: Where) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.problem(path, "E103", f"{_label(path)} must be a list, not {_kind(value)}")
        return value

    def integer(self, value: Any, path: Where, low: int, high: int) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.problem(path, "E103", f"{_label(path)} must be a whole number, not {_kind(value)}")
        if not low <= value <= high:
            raise self.problem(path, "E104", f"{value} is out of range ({low}..{high})")
        return value

    def text(self, value: Any, path: Where) -> str:
        if isinstance(value, bool) or value is None or isinstance(value, (dict, list)):
            raise self.problem(path, "E103", f"{_label(path)} must be text, not {_kind(value)}")
        return str(value)


def _label(path: Where) -> str:
    """How a diagnostic names a value: `'seed'`, `item 2 of 'do'`, `the file`."""
    if not path:
        return "the file"
    if isinstance(path[-1], int):
        return f"item {path[-1] + 1} of '{path[-2]}'" if len(path) > 1 else f"item {path[-1] + 1}"
    return f"'{path[-1]}'"


def _kind(value: Any) -> str:
    if value is None:
        return "empty"
    return {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list", dict: "a mapping"}.get(
        type(value), type(value).__name__
    )


# ---------------------------------------------------------------- names in a scenario


@dataclass(frozen=True)
class ZoneRef:
    """A zone as a scenario names it (`hand of 1`, `planet at aurora`, `top of action_deck`)."""

    name: str
    player: int | None = None  # 0-based
    host: str | None = None  # a card id
    top: bool = False


class Names:
    """Turns the card ids, zone names and player numbers of a scenario into the runtime's indices."""

    def __init__(self, game: Game, state: State, file: ScenarioFile):
        self.game, self.state, self.file = game, state, file
        self.ids = sorted({d.id for d in game.defs})
        self.chosen: dict[str, list[int]] = {}  # card id -> instances placed by `given`, in order

    @property
    def d(self) -> Data:
        return self.state.view

    @property
    def given(self) -> Data:
        """The stable point a scenario's `given` changes (its state keeps stable points)."""
        assert self.state.base is not None
        return self.state.base

    def player(self, value: Any, path: Where) -> int:
        """Players are numbered from 1 in scenario files."""
        if isinstance(value, str) and value.isdigit():
            value = int(value)
        return self.file.integer(value, path, 1, self.d.players) - 1

    def card_id(self, value: Any, path: Where) -> str:
        card = self.file.text(value, path)
        if card not in self.ids:
            raise self.file.problem(path, "E301", f"unknown card '{card}'", _did_you_mean(card, self.ids))
        return card

    def instances_of(self, card: str) -> list[int]:
        return [i for i, n in enumerate(self.game.instances) if self.game.defs[n].id == card]

    def take(self, card: str, path: Where) -> int:
        """The next copy of a card that the given state has not placed yet."""
        used = self.chosen.setdefault(card, [])
        free = [i for i in self.instances_of(card) if i not in used]
        if not free:
            raise self.file.problem(path, "E106", f"the pack has only {len(used)} {card}; this places one more")
        used.append(free[0])
        return free[0]

    def instance(self, value: Any, path: Where) -> int:
        """The copy a scenario means by a card id: the first it placed, else the first in the game."""
        card = self.card_id(value, path)
        return (self.chosen.get(card) or self.instances_of(card))[0]

    def copy(self, value: Any, path: Where) -> int:
        """`planeta#2`: the second copy of a card the scenario placed (plain `planeta`: the first)."""
        text = self.file.text(value, path)
        card, _, nth = text.partition("#")
        if not nth:
            return self.instance(card, path)
        copies = self.chosen.get(self.card_id(card, path)) or self.instances_of(card)
        return copies[self.file.integer(int(nth) if nth.isdigit() else nth, path, 1, len(copies)) - 1]

    def zone(self, text: Any, path: Where, key: bool = True) -> ZoneRef:
        raw = self.file.text(text, path)
        match = _ZONE.match(raw.strip())
        zones = sorted(self.game.zones)
        if not match:
            hint = "write a zone as 'table', 'hand of 1', 'planet at aurora' or 'top of action_deck'"
            raise self.file.problem(path, "E100", f"cannot read the zone '{raw}'", hint, key)
        name = match["name"]
        if name not in self.game.zones:
            raise self.file.problem(path, "E301", f"unknown zone '{name}'", _did_you_mean(name, zones), key)
        per_player = self.game.zones[name].get("owner") == "player"
        hosted = name == self.game.settings.hosted_zone
        if per_player and match["player"] is None:
            raise self.file.problem(path, "E100", f"'{name}' is one per player: write '{name} of 1'", key=key)
        if hosted and match["host"] is None:
            raise self.file.problem(path, "E100", f"'{name}' is one per card: write '{name} at CARD'", key=key)
        if match["player"] is not None and not per_player:
            raise self.file.problem(path, "E100", f"'{name}' is shared, not one per player", key=key)
        if match["host"] is not None and not hosted:
            raise self.file.problem(path, "E100", f"'{name}' is not a zone held at a card", key=key)
        player = None if match["player"] is None else self.player(int(match["player"]), path)
        host = None if match["host"] is None else self.card_id(match["host"], path)
        return ZoneRef(name, player, host, bool(match["top"]))

    def key(self, ref: ZoneRef, path: Where) -> str:
        host = None if ref.host is None else self.instance(ref.host, path)
        return zone_key(ref.name, ref.player, host)

    def amount_name(self, name: str, path: Where) -> str:
        if name not in self.game.amounts:
            known = sorted(self.game.amounts)
            raise self.file.problem(
                path, "E301", f"unknown resource or counter '{name}'", _did_you_mean(name, known), True
            )
        return name

    def players_of(self, key: str, path: Where) -> list[int]:
        if key in ALL_PLAYERS:
            return list(range(self.d.players))
        return [self.player(key, path)]


# ---------------------------------------------------------------- the given state


class Given:
    """Builds the state a scenario starts from, on top of a seeded game after its setup."""

    def __init__(self, names: Names, spec: dict[str, Any], path: Where):
        self.n, self.spec, self.path = names, spec, path
        self.f = names.file

    def build(self) -> None:
        d = self.n.given
        spec, path = self.spec, self.path
        d.active = self.n.player(spec.get("active", 1), path + ("active",))
        d.first = self.n.player(spec["first"], path + ("first",)) if "first" in spec else d.active
        d.order, d.position, d.in_round = [], 0, False  # the round is taken up again from `first` and `active`
        if "turn" in spec:
            d.turn = self.f.integer(spec["turn"], path + ("turn",), 1, 10**6) - 1
        self.zones(self.f.mapping(spec.get("zones"), path + ("zones",)), path + ("zones",))
        for placed in self.n.chosen.values():  # a card the scenario places starts bare: `tokens` gives it some
            for copy in placed:
                d.tokens.pop(copy, None)
        self.amounts(d, self.f.mapping(spec.get("amounts"), path + ("amounts",)), path + ("amounts",))
        for card, places in self.f.mapping(spec.get("markers"), path + ("markers",)).items():
            where = path + ("markers", card)
            instance = self.n.instance(card, where)
            for player, position in self.f.mapping(places, where).items():
                d.markers[(instance, self.n.player(player, where + (player,)))] = self.f.integer(
                    position, where + (player,), 0, 99
                )
        known = [str(s) for s in self.n.game.pack.game.get("states", [])]
        for card, states in self.f.mapping(spec.get("states"), path + ("states",)).items():
            where = path + ("states", card)
            for i, state in enumerate(self.f.sequence(states, where)):
                if state not in known:
                    raise self.f.problem(where + (i,), "E301", f"unknown state '{state}'", _did_you_mean(state, known))
                d.states.setdefault(self.n.instance(card, where), set()).add(state)
        for card, player in self.f.mapping(spec.get("orient"), path + ("orient",)).items():
            where = path + ("orient", card)
            d.orient[self.n.instance(card, where)] = self.n.player(player, where)
        self.tokens(d, self.f.mapping(spec.get("tokens"), path + ("tokens",)), path + ("tokens",))
        self.sheets(d, self.f.mapping(spec.get("sheets"), path + ("sheets",)), path + ("sheets",))
        d.stage, d.phase, d.step, d.over, d.winners = "start", 0, 0, None, None

    def sheets(self, d: Data, spec: dict[str, Any], path: Where) -> None:
        """`sheets: {1: {level_1a.1: 3, level_1a.2: X, system_error.1: circled}}`: marks on a player's sheet (a
        number, X, circled, crossed); the counters the sheet keeps are then read from it."""
        layout = self.n.game.layouts.get(d.sheet_face)
        if spec and layout is None:
            raise self.f.problem(path, "E101", "this game has no sheets (runtime.sheet)")
        for who, marks in spec.items():
            for player in self.n.players_of(str(who), path + (who,)):
                for box_id, mark in self.f.mapping(marks, path + (who,)).items():
                    where = path + (who, box_id)
                    box = _sheet_box(self.f, layout, str(box_id), where)
                    _put_mark(self.f, d.sheets[player], box, mark, where)
        if layout is not None:
            for player in range(d.players):
                sheet = Sheets(layout, d.sheets[player])
                for r in layout.readings:
                    counter = d.amounts[player].get(r.counter, 0) if r.counter else 0
                    d.amounts[player][r.name] = sheet.reading(r, counter)

    def amounts(self, d: Data, spec: dict[str, Any], path: Where) -> None:
        for who, values in spec.items():
            where = path + (who,)
            for player in self.n.players_of(str(who), where):
                for name, value in self.f.mapping(values, where).items():
                    low, high, _ = self.n.game.amounts[self.n.amount_name(name, where + (name,))]
                    held = d.shared if name in self.n.game.shared else d.amounts[player]  # a game-wide counter
                    held[name] = self.f.integer(value, where + (name,), low, high)

    def tokens(self, d: Data, spec: dict[str, Any], path: Where) -> None:
        """`tokens: {card: {token: n}}`: the tokens on a card (the first copy the scenario placed)."""
        known = sorted(self.n.game.pack.game.get("tokens", {}) or {})
        for card, held in spec.items():
            where = path + (card,)
            instance = self.n.copy(card, where)
            for token, value in self.f.mapping(held, where).items():
                if token not in known:
                    raise self.f.problem(
                        where + (token,), "E301", f"unknown token '{token}'", _did_you_mean(token, known)
                    )
                d.tokens.setdefault(instance, {})[token] = self.f.integer(value, where + (token,), 0, 10**6)

    def zones(self, spec: dict[str, Any], path: Where) -> None:
        """Listed zones hold exactly the listed cards (`top of` only puts cards on top)."""
        placed: list[tuple[ZoneRef, Where, list[tuple[int, dict[str, Any], Where]]]] = []
        for zone, cards in spec.items():
            ref = self.n.zone(zone, path + (zone,))
            entries = []
            for i, entry in enumerate(self.f.sequence(cards, path + (zone,))):
                where = path + (zone, i)
                options = self.f.mapping(entry, where, ENTRY_KEYS) if isinstance(entry, dict) else {"card": entry}
                if "card" not in options:
                    raise self.f.problem(where, "E101", "a card entry needs 'card'")
                entries.append((self.n.take(self.n.card_id(options["card"], where + ("card",)), where), options, where))
            placed.append((ref, path + (zone,), entries))
        keys = [(ref, self.n.key(ref, where), where, entries) for ref, where, entries in placed]
        wanted = {instance for *_, entries in keys for instance, _, _ in entries}
        for ref, key, _, _ in keys:
            if not ref.top:
                self.clear(key, wanted)
        for ref, key, _, entries in keys:
            for instance, options, where in reversed(entries) if ref.top else entries:
                self.place(instance, key, ref, options, where)

    def clear(self, key: str, keep: set[int]) -> None:
        """Cards a listed zone held but the scenario did not list go back to their deck, at the bottom."""
        d, g = self.n.given, self.n.game
        decks = g.settings.decks
        supply = g.settings.supply
        for card in [c for c in d.zones.get(key, []) if c not in keep]:
            home = str(decks.get(g.defs[g.instances[card]].type, supply))
            home = supply if home == key else home
            d.move(card, home, top=False)
            d.owner[card], d.side[card], d.face_up[card] = -1, None, False

    def place(self, card: int, key: str, ref: ZoneRef, options: dict[str, Any], where: Where) -> None:
        d, g = self.n.given, self.n.game
        d.move(card, key)
        definition = g.defs[g.instances[card]]
        hosted = ref.host is not None
        if "owner" in options:
            d.owner[card] = self.n.player(options["owner"], where + ("owner",))
        else:
            d.owner[card] = ref.player if ref.player is not None else d.active if hosted else -1
        side = options.get("side")
        if side is not None and side not in definition.sides:
            sides = list(definition.sides)
            hint = _did_you_mean(str(side), sides) or ("its sides: " + ", ".join(sides) if sides else "it has no sides")
            raise self.f.problem(where + ("side",), "E301", f"{definition.id} has no side '{side}'", hint)
        if side is None and definition.sides and (hosted or ref.name in g.settings.active_zones):
            raise self.f.problem(where, "E101", f"{definition.id} needs a side here", "write {card: ..., side: ...}")
        d.side[card] = side
        visibility = g.zones.get(ref.name, {}).get("visibility", "public")
        face_up = options.get("face_up", visibility in ("public", "top"))
        if not isinstance(face_up, bool):
            raise self.f.problem(where + ("face_up",), "E103", "'face_up' must be true or false")
        d.face_up[card] = face_up


# ---------------------------------------------------------------- actions


def _sheet_box(f: ScenarioFile, layout: Any, box_id: str, where: Where) -> int:
    ids = [b.id for b in layout.boxes]
    if box_id not in ids:
        raise f.problem(where, "E301", f"the sheet has no box '{box_id}'", _did_you_mean(box_id, ids))
    return ids.index(box_id)


def _put_mark(f: ScenarioFile, marks: list[int], box: int, mark: Any, where: Where) -> None:
    if isinstance(mark, int) and not isinstance(mark, bool):
        marks[2 * box] = f.integer(mark, where, 0, 99)
    elif mark == "X":
        marks[2 * box] = X_MARK
    elif mark in ("circled", "open"):
        marks[2 * box + 1] |= CIRCLED
    elif mark == "crossed":
        marks[2 * box + 1] |= CROSSED
    elif mark == "divided":
        marks[2 * box + 1] |= DIVIDED
    elif mark != "empty":
        raise f.problem(where, "E101", f"a box holds a number or one of {', '.join(SHEET_MARKS)}, not {mark!r}")


def match_label(wanted: str, labels: list[str]) -> int | None:
    """The legal action a `do` item means: the exact label, else the only one it starts, else contains."""
    if wanted in labels:
        return labels.index(wanted)
    low = wanted.casefold()
    for test in (str.startswith, str.__contains__):
        found = [i for i, label in enumerate(labels) if test(label.casefold(), low)]
        if len(found) == 1:
            return found[0]
        if found:
            return None
    return None


def _apply(state: State, file: ScenarioFile, item: Any, path: Where) -> None:
    wanted = file.text(item, path)
    labels = state.action_labels()
    if not labels:
        raise file.problem(path, "E511", f"cannot do '{wanted}': the game is over ({state.view.over})")
    index = match_label(wanted, labels)
    if index is None:
        several = [label for label in labels if wanted.casefold() in label.casefold()]
        if several:
            message = f"'{wanted}' matches {len(several)} legal actions: " + "; ".join(several)
            raise file.problem(path, "E511", message, "quote more of the label")
        close = difflib.get_close_matches(wanted, labels, n=1)
        hint = f"did you mean '{close[0]}'?" if close else None
        message = f"'{wanted}' is not a legal action now ({state.prompt()}); legal: " + "; ".join(labels)
        raise file.problem(path, "E511", message, hint)
    state.apply(index)


# ---------------------------------------------------------------- expectations


class Expect:
    """Checks the facts a scenario expects, collecting one diagnostic per fact that does not hold."""

    def __init__(self, names: Names, path: Where):
        self.n, self.f, self.path = names, names.file, path
        self.failures: list[Diagnostic] = []
        self.run = Run(names.game, names.state.view)

    def fail(self, path: Where, message: str, hint: str | None = None) -> None:
        self.failures.append(Diagnostic.at(self.f.located.where(path), "E512", message, hint))

    def check(self, spec: dict[str, Any]) -> list[Diagnostic]:
        for key in EXPECT_KEYS:
            if key in spec:
                getattr(self, f"expect_{key}")(spec[key], self.path + (key,))
        return self.failures

    def name(self, card: int) -> str:
        return self.n.game.defs[self.n.game.instances[card]].id

    def expect_amounts(self, spec: Any, path: Where) -> None:
        for who, values in self.f.mapping(spec, path).items():
            for player in self.n.players_of(str(who), path + (who,)):
                for name, value in self.f.mapping(values, path + (who,)).items():
                    where = path + (who, name)
                    want = self.f.integer(value, where, -(10**9), 10**9)
                    known = self.n.amount_name(name, where)
                    held = self.n.d.shared if known in self.n.game.shared else self.n.d.amounts[player]
                    have = held.get(known, 0)
                    if have != want:
                        self.fail(where, f"player {player + 1} has {have} {name}, expected {want}")

    def cards_in(self, zone: Any, path: Where) -> tuple[ZoneRef, str, list[int]]:
        ref = self.n.zone(zone, path)
        key = self.n.key(ref, path)
        return ref, key, list(self.n.d.zones.get(key, []))

    def expect_zones(self, spec: Any, path: Where, exact: bool = True) -> None:
        for zone, cards in self.f.mapping(spec, path).items():
            where = path + (zone,)
            ref, _, held = self.cards_in(zone, where)
            entries = [self.entry(e, where + (i,)) for i, e in enumerate(self.f.sequence(cards, where))]
            have = [self.name(c) for c in held]
            want = [card for card, _ in entries]
            ordered = self.n.game.zones[ref.name].get("order", "unordered") != "unordered"
            if exact and (have != want if ordered else Counter(have) != Counter(want)):
                self.fail(where, f"{zone} holds {_listing(have)}, expected {_listing(want)}")
                continue
            if not exact and Counter(want) - Counter(have):
                missing = list((Counter(want) - Counter(have)).elements())
                self.fail(where, f"{zone} lacks {_listing(missing)}; it holds {_listing(have)}")
                continue
            for (card, options), i in zip(entries, range(len(entries)), strict=True):
                self.attributes(card, options, held, where + (i,))

    def expect_includes(self, spec: Any, path: Where) -> None:
        self.expect_zones(spec, path, exact=False)

    def entry(self, value: Any, path: Where) -> tuple[str, dict[str, Any]]:
        options = self.f.mapping(value, path, ENTRY_KEYS) if isinstance(value, dict) else {"card": value}
        if "card" not in options:
            raise self.f.problem(path, "E101", "a card entry needs 'card'")
        return self.n.card_id(options["card"], path + ("card",)), options

    def attributes(self, card: str, options: dict[str, Any], held: list[int], path: Where) -> None:
        """A card entry's side, owner and facing hold for some copy of the card in the zone."""
        d = self.n.d
        want = {k: v for k, v in options.items() if k != "card"}
        if "owner" in want:
            nobody = want["owner"] == "nobody"
            want["owner"] = -1 if nobody else self.n.player(want["owner"], path + ("owner",))
        seen = []
        for c in (c for c in held if self.name(c) == card):
            have = {"owner": d.owner[c], "side": d.side[c], "face_up": d.face_up[c]}
            if all(have[k] == v for k, v in want.items()):
                return
            seen.append(_describe(have, want))
        self.fail(path, f"{card} is there but with " + " / ".join(seen), "expected " + _describe(want, want))

    def expect_count(self, spec: Any, path: Where) -> None:
        for zone, value in self.f.mapping(spec, path).items():
            where = path + (zone,)
            _, _, held = self.cards_in(zone, where)
            want = self.f.integer(value, where, 0, 10**6)
            if len(held) != want:
                self.fail(where, f"{zone} holds {len(held)} card(s), expected {want}")

    def expect_markers(self, spec: Any, path: Where) -> None:
        for card, places in self.f.mapping(spec, path).items():
            instance = self.n.instance(card, path + (card,))
            for player, value in self.f.mapping(places, path + (card,)).items():
                where = path + (card, player)
                who = self.n.player(player, where)
                want, have = self.f.integer(value, where, 0, 99), self.n.d.markers.get((instance, who), 0)
                if have != want:
                    self.fail(where, f"player {who + 1}'s marker on {card} is at {have}, expected {want}")

    def expect_states(self, spec: Any, path: Where) -> None:
        for card, states in self.f.mapping(spec, path).items():
            where = path + (card,)
            have = sorted(self.run.states(self.n.instance(card, where)))
            want = sorted(str(s) for s in self.f.sequence(states, where))
            if have != want:
                self.fail(where, f"{card} is {_listing(have)}, expected {_listing(want)}")

    def expect_tokens(self, spec: Any, path: Where) -> None:
        for card, held in self.f.mapping(spec, path).items():
            instance = self.n.copy(card, path + (card,))
            for token, value in self.f.mapping(held, path + (card,)).items():
                where = path + (card, token)
                want, have = self.f.integer(value, where, 0, 10**6), self.n.d.tokens.get(instance, {}).get(token, 0)
                if have != want:
                    self.fail(where, f"{card} holds {have} {token}, expected {want}")

    def expect_stats(self, spec: Any, path: Where) -> None:
        """A card's numbers as the game reads them now: its field changed by the statics in play."""
        for card, numbers in self.f.mapping(spec, path).items():
            instance = self.n.copy(card, path + (card,))
            for stat, value in self.f.mapping(numbers, path + (card,)).items():
                where = path + (card, stat)
                want, have = self.f.integer(value, where, -(10**9), 10**9), self.run.stat(instance, str(stat))
                if have != want:
                    self.fail(where, f"{card}'s {stat} is {have}, expected {want}")

    def expect_decision(self, spec: Any, path: Where) -> None:
        state = self.n.state
        spec = self.f.mapping(spec, path, DECISION_KEYS)
        if state.is_terminal():
            self.fail(path, f"no decision is pending: the game is over ({state.view.over})")
            return
        labels = state.action_labels()
        if "player" in spec and self.n.player(spec["player"], path + ("player",)) != state.current_player:
            self.fail(path + ("player",), f"player {state.current_player + 1} decides, expected {spec['player']}")
        if "prompt" in spec and self.f.text(spec["prompt"], path + ("prompt",)) not in state.prompt():
            self.fail(path + ("prompt",), f"the decision is '{state.prompt()}'")
        for key, present in (("includes", True), ("excludes", False)):
            for i, label in enumerate(self.f.sequence(spec.get(key), path + (key,))):
                text = self.f.text(label, path + (key, i))
                if (match_label(text, labels) is not None) != present:
                    verb = "is not" if present else "is"
                    self.fail(path + (key, i), f"'{text}' {verb} a legal action; legal: " + "; ".join(labels))

    def expect_winner(self, spec: Any, path: Where) -> None:
        if spec is None or spec == "none":
            want: list[int] = []
        else:
            values = spec if isinstance(spec, list) else [spec]
            want = sorted(self.n.player(v, path) for v in values)
        have = self.n.state.winners
        if have != want:
            shown = ", ".join(f"player {p + 1}" for p in have) or "nobody"
            self.fail(path, f"the winner is {shown} ({self.n.state.view.over or 'the game is not over'})")

    def expect_sheets(self, spec: Any, path: Where) -> None:
        """`sheets: {1: {level_1a.1: 3, level_1a.3: empty, system_error.1: circled}}`: what boxes hold."""
        layout = self.n.game.layouts.get(self.n.d.sheet_face)
        if layout is None:
            raise self.f.problem(path, "E101", "this game has no sheets (runtime.sheet)")
        for who, marks in self.f.mapping(spec, path).items():
            for player in self.n.players_of(str(who), path + (who,)):
                sheet = Sheets(layout, self.n.d.sheets[player])
                for box_id, mark in self.f.mapping(marks, path + (who,)).items():
                    where = path + (who, box_id)
                    box = _sheet_box(self.f, layout, str(box_id), where)
                    have = sheet.holds(box)
                    want = mark if isinstance(mark, int) and not isinstance(mark, bool) else str(mark)
                    if want not in (*SHEET_MARKS, *(() if isinstance(want, str) else (want,))):
                        raise self.f.problem(where, "E101", f"a box holds a number or one of {', '.join(SHEET_MARKS)}")
                    if want not in have:
                        shown = ", ".join(str(h) for h in have)
                        self.fail(where, f"box {box_id} of player {player + 1} holds {shown}, expected {want}")

    def expect_terminal(self, spec: Any, path: Where) -> None:
        if not isinstance(spec, bool):
            raise self.f.problem(path, "E103", "'terminal' must be true or false")
        if self.n.state.is_terminal() != spec:
            actual = f"the game is over ({self.n.state.view.over})" if spec is False else "the game goes on"
            self.fail(
                path, actual + f", expected terminal: {str(spec).lower()}", f"last decision: {self.n.state.prompt()}"
            )


def _listing(cards: list[str]) -> str:
    return "[" + ", ".join(cards) + "]"


def _shown_owner(owner: Any) -> Any:
    """Players are numbered from 1 in scenario files; -1 is nobody."""
    if isinstance(owner, int):
        return owner + 1 if owner >= 0 else "nobody"
    return owner


def _describe(values: dict[str, Any], keys: dict[str, Any]) -> str:
    shown = {k: _shown_owner(v) if k == "owner" else v for k, v in values.items() if k in keys}
    return ", ".join(f"{k} {v}" for k, v in shown.items())


# ---------------------------------------------------------------- running


def run_scenario(game: Game, file: ScenarioFile, spec: Any, path: Where) -> ScenarioResult:
    """Runs one scenario; a scenario that cannot even be read fails with a located diagnostic."""
    name = spec.get("name") if isinstance(spec, dict) else None
    result = ScenarioResult(str(name or f"scenario {path[-1] + 1}"), file.located.path, False)
    where = path
    try:
        spec = file.mapping(spec, path, SCENARIO_KEYS)
        if "name" not in spec:
            raise file.problem(path, "E101", "a scenario needs a 'name'")
        seed = file.integer(spec.get("seed", 0), path + ("seed",), 0, 2**63)
        players = file.integer(
            spec.get("players", game.min_players), path + ("players",), game.min_players, game.max_players
        )
        chosen = file.mapping(spec.get("options"), path + ("options",), game.settings.options)
        options = {k: file.integer(v, path + ("options", k), -(10**9), 10**9) for k, v in chosen.items()}
        state = State.new(game, seed, players, snapshots=True, options=options or None)
        names = Names(game, state, file)
        Given(names, file.mapping(spec.get("given"), path + ("given",), GIVEN_KEYS), path + ("given",)).build()
        assert state.base is not None
        state.restart(state.base)
        failures: list[Diagnostic] = []
        for i, item in enumerate(file.sequence(spec.get("do"), path + ("do",))):
            where = path + ("do", i)
            if isinstance(item, dict):  # a checkpoint: facts that must hold at this moment of the game
                checkpoint = file.mapping(item, where, ("expect",))
                where = where + ("expect",)
                failures += Expect(names, where).check(file.mapping(checkpoint.get("expect"), where, EXPECT_KEYS))
                continue
            _apply(state, file, item, where)
        where = path + ("expect",)
        expect = file.mapping(spec.get("expect"), where, EXPECT_KEYS)
        result.diagnostics = failures + Expect(names, where).check(expect)
    except DiagnosticError as problem:
        result.diagnostics = [problem.diagnostic]
    except ModuleFault as fault:  # where the module failed says more than where the scenario was
        result.diagnostics = [fault.diagnostic]
    except (GameError, EndlessLoop) as error:
        result.diagnostics = [Diagnostic.at(file.located.where(where), "E513", f"the game stopped: {error}")]
    result.passed = not result.diagnostics
    return result


def scenario_files(root: Path) -> list[Path]:
    folder = root / "scenarios"
    return sorted(p for p in folder.glob("*.y*ml") if p.is_file()) if folder.is_dir() else []


def run_scenarios(pack_name_or_path: str | Path, only: str | None = None) -> ScenarioReport:
    """Runs the scenarios of a pack (those named `only`, if given). Raises PackNotFound."""
    name = str(pack_name_or_path)
    root = resolve_pack(name)
    shown = shown_root(name, root)
    report = ScenarioReport(name)
    from ..pack.catalogue import load_pack

    pack = load_pack(name)
    if not pack.ok:
        report.diagnostics = [d for d in pack.diagnostics if d.severity == "error"]
        report.lines = {path: located.lines for path, located in pack.files.items()}
        return report
    game = build_game(pack)
    for path in scenario_files(root):
        shown_path = f"{shown}/scenarios/{path.name}"
        try:
            located = load_yaml(read_text(path, shown_path, root), shown_path)
        except DiagnosticError as error:
            report.diagnostics.append(error.diagnostic)
            continue
        report.lines[shown_path] = located.lines
        file = ScenarioFile(located)
        try:
            top = file.mapping(located.data, (), ("scenarios",))
            items = file.sequence(top.get("scenarios"), ("scenarios",))
        except DiagnosticError as problem:
            report.diagnostics.append(problem.diagnostic)
            continue
        for i, spec in enumerate(items):
            if only is not None and not (isinstance(spec, dict) and spec.get("name") == only):
                continue
            report.results.append(run_scenario(game, file, spec, ("scenarios", i)))
    return report


__all__ = ["ScenarioReport", "ScenarioResult", "match_label", "run_scenario", "run_scenarios"]

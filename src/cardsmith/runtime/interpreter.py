"""The interpreter: runs compiled effects (the IR) against a game's data.

A run plays the game on from a stable point. Whenever an effect needs a choice the run calls `ask`,
which answers it (from a replay of the choices made since the stable point, or by suspending the run
until a player has decided, see `state.py`); a run with no `ask` (reading a value, an observation) stops
with `NeedDecision` instead. Every random draw repeats on a replay because the generator is part of the
data.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from ..compiler.registry import VERB_FORMS
from . import effects as _effects  # noqa: F401  (registers the handlers)
from .data import Data, split_key, zone_key
from .game import AbilityDef, CardDef, Game, GameError
from .handlers import ARITH, COMPARE, EFFECTS, MODIFY, Ctx, Decision, EndlessLoop, GameOver, NeedDecision
from .rules_module import Table

GAME_VALUES = ("players", "round", "turn")  # numbers of the game itself, not of a player
IN_PLAY = {"destroy", "eliminate", "knockout", "revive", "summon"}  # verbs of cards in play
NO_ACTOR = {
    "deal",
    "modify",
    "discount",
    "forbid",
    "require",
    "signal",
    "end_game",
    "if_then",
    "for_each",
    "repeat",
    "repeat_until",
}
STEP_BUDGET = 20_000  # effects run between two stable points before we call it an endless loop
DEPTH_BUDGET = 60  # effects nested in effects (triggers of triggers) before we call it an endless loop
ANY = "any"


def _unique(labels: list[str]) -> list[str]:
    seen: Counter[str] = Counter()
    out = []
    for label in labels:
        seen[label] += 1
        out.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return out


class Run:
    """The interpreter at work on one game's data; `ask` answers its decisions."""

    def __init__(self, game: Game, data: Data, ask: Callable[[Decision], int] | None = None):
        self.g = game
        self.d = data
        self.ask = ask
        self.during: list[str] = []
        self.steps = 0
        self.depth = 0
        self.sources: Counter[str] = Counter()
        self.hosted = game.settings.hosted_zone
        self.hand = game.settings.hand
        self.hooks = game.hooks
        self.table = Table(self)  # what the pack's rules module is given
        self.last_cards: list[int] = []  # what the last selection chose: `it` after a cost
        self.reading_statics = False  # a static's own condition and amount read numbers without statics
        self.checking = False  # `when ...` abilities are being checked (see check_state)
        self.preset: dict[int, list[int]] = {}  # selector (by id) -> the cards a `choose` option has chosen
        self._active: tuple[int, list[int]] = (-1, [])  # the active cards, at a version of the data
        self._whens: dict[tuple[str, int, int], tuple[int, bool]] = {}  # `when` truths, at a version of the data
        self._watched = self.watched()
        self._quiet: tuple[int, Any] | None = None  # the version and `quiet()` key of the last check that found nothing

    # ------------------------------------------------------------ decisions

    def choose(self, player: int, prompt: str, labels: list[str], priority: bool = False) -> int:
        """The index of the option chosen. One option (and no activation on offer) needs no decision."""
        while True:
            extra = self.activations(player) if priority else []
            if len(labels) == 1 and not extra:
                return 0
            shown = _unique(labels + [label for label, _ in extra])
            decision = Decision(player, prompt, tuple(shown))
            if self.ask is None:
                raise NeedDecision(decision)
            index = self.ask(decision)
            self.d.decisions += 1
            if index < len(labels):
                return index
            if index >= len(shown):
                raise GameError(f"action {index} is not one of the {len(shown)} legal actions")
            self.activate(player, extra[index - len(labels)][1])

    def yes(self, player: int, prompt: str) -> bool:
        priority = self.d.stage == "step" and player == self.d.active
        return self.choose(player, prompt, ["yes", "no"], priority) == 0

    def card_label(self, card: int) -> str:
        d = self.g.of_instance[card]
        where = split_key(self.d.loc[card])
        place = where[0] if where[2] is None else f"{where[0]} {self.card_name(where[2])}"
        side = f" [{self.d.side[card]}]" if self.d.side[card] else ""
        return f"{d.name}{side} ({self.g.name_of_instance[card]}, {place})"

    def card_name(self, card: int) -> str:
        return self.g.of_instance[card].name

    def pick_cards(self, player: int, cards: list[int], n: int, prompt: str, up_to: bool = False) -> list[int]:
        """Choose cards one at a time; copies that are alike in every way are one option."""
        chosen: list[int] = []
        left = list(cards)
        while left and len(chosen) < n:
            options = list({self.likeness(c): c for c in reversed(left)}.values())[::-1]
            labels = [self.card_label(c) for c in options] + (["done"] if up_to else [])
            i = self.choose(player, prompt, labels)
            if up_to and i == len(options):
                break
            chosen.append(options[i])
            left.remove(options[i])
        return chosen

    def likeness(self, card: int) -> tuple[Any, ...]:
        d = self.d
        tokens = tuple(sorted(d.tokens.get(card, {}).items()))
        return (self.g.instances[card], d.loc[card], d.side[card], d.face_up[card], d.owner[card], tokens)

    # ------------------------------------------------------------ players

    def players(self, spec: Any, ctx: Ctx) -> list[int]:
        if spec is None or spec == "you":
            return [ctx.you]
        n, d = self.d.players, self.d
        if spec == "opponent":
            others = [p for p in self.turn_order() if p != ctx.you]
            if len(others) <= 1:
                return others
            return [others[self.choose(ctx.you, "choose an opponent", [f"player {p + 1}" for p in others])]]
        if spec == "each_player":
            return self.turn_order()
        if spec == "each_opponent":
            return [p for p in self.turn_order() if p != ctx.you]
        if spec == "owner":
            return [self.owner_of(ctx.card, ctx.you)]
        if spec == "left":
            return [(ctx.you + 1) % n]
        if spec == "right":
            return [(ctx.you - 1) % n]
        if spec == "neighbours":
            return sorted({(ctx.you + 1) % n, (ctx.you - 1) % n} - {ctx.you})
        if spec == "active":
            return [d.active]
        if spec == "them":
            return [ctx.you if ctx.them is None else ctx.them]
        if spec == "first":
            return [d.first]
        if spec == "last":
            return [d.order[-1] if d.order else (d.first - 1) % n]
        raise GameError(f"unknown player {spec!r}")

    def player(self, spec: Any, ctx: Ctx) -> int:
        found = self.players(spec, ctx)
        return found[0] if found else ctx.you

    def owner_of(self, card: int | None, default: int) -> int:
        if card is None:
            return default
        owner = self.d.owner[card]
        return default if owner < 0 else owner

    # ------------------------------------------------------------ zones

    def zone_label(self, key: str) -> str:
        """A zone as a player reads it in a decision: `board of player 2`, `slot at Alpha (alpha#1)`."""
        name, owner, host = split_key(key)
        if host is not None:
            return f"{name} at {self.card_name(host)} ({self.g.name_of_instance[host]})"
        return name if owner is None else f"{name} of player {owner + 1}"

    def zone_keys(self, node: dict[str, Any] | None, ctx: Ctx) -> list[str]:
        if node is None:
            return []
        kind, name = node["zone"], node.get("name", "")
        if kind == "zone_it":
            return [zone_key(self.hosted, host=ctx.it)] if ctx.it is not None else []
        if kind == "zone_named":
            if name == self.hosted and ctx.it is not None:
                return [zone_key(name, host=ctx.it)]
            if self.g.zones.get(name, {}).get("owner") == "player":
                return [zone_key(name, self.player(node.get("of"), ctx))]
            return [name]
        if kind == "zone_this":  # the zone this card is in, or the pile of the card it is at or being played at
            if ctx.card is not None and split_key(self.d.loc[ctx.card])[0] == name:
                return [self.d.loc[ctx.card]]
            host = self.host_of(ctx.card)
            host = ctx.it if host is None else host
            return [] if host is None else [zone_key(self.hosted, host=host)]
        # any / each: every player's zone of that name, a shared zone itself, or the piles of the cards on the
        # board (all of them for the hosted zone's name, those of that card type or word for another name)
        if name in self.g.zones and name != self.hosted:
            return self.zone_keys_of(name)
        hosts = self.hosts() if name == self.hosted else [h for h in self.hosts() if self.matches(h, [name])]
        return [zone_key(self.hosted, host=h) for h in hosts]

    def hosts(self) -> list[int]:
        """Cards that can hold played cards: those on the board (`runtime.board`)."""
        return [c for z in self.g.settings.board for c in self.d.zones.get(z, [])]

    def host_of(self, card: int | None) -> int | None:
        if card is None:
            return None
        return split_key(self.d.loc[card])[2]

    def keeps_side(self, key: str) -> bool:
        """A card keeps its side where its abilities work: played at a card, or in an active zone."""
        name, _, host = split_key(key)
        return host is not None or name in self.g.settings.active_zones

    def pile(self, key: str) -> list[int]:
        return self.d.zones.get(key, [])

    def visible_to(self, key: str, player: int) -> bool:
        name, owner, _ = split_key(key)
        visibility = self.g.zones.get(name, {}).get("visibility", "public")
        return visibility == "public" or (visibility == "owner" and owner == player)

    # ------------------------------------------------------------ cards

    def states(self, card: int) -> set[str]:
        found = set(self.d.states.get(card, ()))
        if self.hooks.card_states is not None:
            found |= set(self.hooks.card_states(self.table, card))
        return found

    def matches(self, card: int, words: list[str] | None) -> bool:
        if not words:
            return True
        d = self.g.of_instance[card]
        for word in words:
            if word in d.words or word == "card" or word == "cards":
                continue
            if word == "visible" or word == "face_up":
                if not self.d.face_up[card]:
                    return False
                continue
            if word == "face_down":
                if self.d.face_up[card]:
                    return False
                continue
            if word == self.d.side[card] or word in self.d.tokens.get(card, ()):
                continue
            if word in self.g.state_words and word in self.states(card):
                continue
            return False
        return True

    def default_place(self, verb: str, ctx: Ctx) -> list[str] | None:
        """Where a verb looks when its selector names no place: `discard` in your hand, `destroy`, `knock out`,
        `revive`, `eliminate` and `summon` among the cards in play; any other on the board."""
        if verb == "discard":
            return [zone_key(self.hand, ctx.you)]
        return self.in_play() if verb in IN_PLAY else None

    def in_play(self) -> list[str]:
        """The zones of the cards in play: the board, the active zones (every player's) and the hosted piles."""
        keys = [k for z in self.g.settings.board + self.g.settings.active_zones for k in self.zone_keys_of(z)]
        return keys + [zone_key(self.hosted, host=h) for h in self.hosts()]

    def zone_keys_of(self, name: str) -> list[str]:
        if self.g.zones.get(name, {}).get("owner") == "player":
            return [zone_key(name, p) for p in range(self.d.players)]
        return [name]

    def candidates(self, node: dict[str, Any], ctx: Ctx, default: list[str] | None = None) -> list[int]:
        """The cards a selector finds, before any quantity: where it says, else in the `default` zones (a verb's
        own place: your hand for `discard`, in play for `destroy`), else on the board."""
        location = node.get("location")
        if location:
            keys = self.zone_keys(location["zone"], ctx)
        else:
            keys = list(self.g.settings.board) if default is None else default
        found = [c for k in keys for c in self.pile(k) if self.matches(c, node.get("filter"))]
        if node.get("owner"):
            owners = set(self.players(node["owner"], ctx))
            found = [c for c in found if self.d.owner[c] in owners]
        if node.get("where"):
            found = [c for c in found if self.cond(node["where"], ctx.about(c))]
        return [c for c in found if c != ctx.card]  # a card's effect picks other cards; it says `this card` for itself

    def cards(
        self,
        node: Any,
        ctx: Ctx,
        actor: int | None = None,
        select: bool = True,
        allowed: Callable[[int], bool] | None = None,
        default: list[str] | None = None,
    ) -> list[int]:
        """The cards a selector names; with `select`, quantities become choices (or draws from the top) among
        the cards `allowed` keeps (`default`: where a selector that names no place looks)."""
        kind = node["cards"]
        if kind == "just_played":
            return [] if self.d.last_played < 0 else [self.d.last_played]
        if kind == "it":
            return [] if ctx.it is None else [ctx.it]
        if kind == "this":
            if node.get("what") and node["what"] != "card":  # `this album`: where the card is, or is going
                host = self.host_of(ctx.card)
                host = ctx.it if host is None else host
                return [] if host is None else [host]
            return [] if ctx.card is None else [ctx.card]
        if kind in ("union", "minus"):
            left = self.cards(node["left"], ctx, actor, select, default=default)
            right = self.cards(node["right"], ctx, actor, select, default=default)
            return (
                left + [c for c in right if c not in left] if kind == "union" else [c for c in left if c not in right]
            )
        found = self.candidates(node, ctx, default)
        if allowed is not None:
            found = [c for c in found if allowed(c)]
        quantity = node.get("quantity")
        if not select or quantity in (None, "all"):
            return found
        actor = ctx.you if actor is None else actor
        preset = self.preset.pop(id(node), None)  # chosen already, in the same decision as other options
        chosen = (
            [c for c in preset if c in found] if preset is not None else self.take_some(node, found, quantity, actor)
        )
        self.last_cards = chosen
        return chosen

    def counted(self, node: Any, ctx: Ctx) -> list[int]:
        """The cards an expression counts or sums: a quantity takes that many, from the top unless a pick says
        otherwise (`sum rank of 1 top card in discard`); an expression never asks a question."""
        found = self.cards(node, ctx, select=False)
        quantity = node.get("quantity") if isinstance(node, dict) else None
        if quantity in (None, "all"):
            return found
        n = 1 if quantity == ANY else quantity["up_to"] if isinstance(quantity, dict) else int(quantity)
        pick = node.get("pick")
        if pick in ("strongest", "weakest"):
            return self.ranked(found, pick)[:n]
        return found[:n] if pick == "bottom" else found[::-1][:n]

    def ranked(self, cards: list[int], pick: str) -> list[int]:
        """Cards from the strongest (or the weakest), by the pack's `runtime.rank_by` field."""
        field_name = self.g.settings.rank_by
        return sorted(
            cards, key=lambda c: self.stat(c, field_name or self.first_number(c)), reverse=pick == "strongest"
        )

    def first_number(self, card: int) -> str:
        d = self.g.of_instance[card]
        spec = self.g.pack.game.get("card_types", {}).get(d.type, {}).get("fields", {})
        return next((name for name, f in spec.items() if isinstance(f, dict) and f.get("type") == "int"), "")

    def take_some(self, node: dict[str, Any], found: list[int], quantity: Any, actor: int) -> list[int]:
        n = 1 if quantity == ANY else quantity["up_to"] if isinstance(quantity, dict) else int(quantity)
        pick = node.get("pick")
        if pick == "random":
            return self.d.rng.sample(found, min(n, len(found)))
        if pick in ("strongest", "weakest"):
            return self.ranked(found, pick)[:n]
        if pick == "bottom":
            return found[:n]
        hidden = any(not self.visible_to(self.d.loc[c], actor) for c in found)
        if pick == "top" or hidden:
            return found[::-1][:n]  # the top of a pile is its end
        return self.pick_cards(actor, found, n, f"choose {n}", up_to=isinstance(quantity, dict))

    def field_value(self, card: int, name: str) -> Any:
        """A card's field as it reads now: a number with its changes, a choice or a text as printed."""
        d: CardDef = self.g.of_instance[card]
        if name in ("name", "type", "id"):
            return getattr(d, name)
        value = d.fields.get(name)
        if value is None and self.d.side[card] is not None:
            value = d.fields.get(f"{name}_{self.d.side[card]}")
        return self.stat(card, name) if isinstance(value, int) and not isinstance(value, bool) else value

    def stat(self, card: int, name: str) -> int:
        """A card's number: its field (of its active side), changes kept on it, then the statics in play that
        modify it (`modify rank + 2` on a card changes its own; `... of all low on board` those cards')."""
        d: CardDef = self.g.of_instance[card]
        base = d.stat(name, self.d.side[card]) + self.d.tokens.get(card, {}).get(name, 0)
        if name not in self.g.card_stats or self.reading_statics:
            return base
        for ability, source in self.all_statics():
            ctx = Ctx(self.owner_of(source, self.d.active), source, self.host_of(source))
            for effect in ability.ir["effects"]:
                if effect["effect"] != "modify" or effect["stat"] != name:
                    continue
                if not effect.get("target") and name in self.g.amounts:
                    continue  # a player's amount: read by `value`
                with self.statics_read():
                    if not self.timing_ok(ability, ctx):
                        continue
                    targets = self.cards(effect["target"], ctx, select=False) if effect.get("target") else [source]
                    if card in targets:
                        base = MODIFY[effect["op"]](base, self.expr(effect["amount"], ctx))
        return base

    def all_statics(self) -> Iterator[tuple[AbilityDef, int]]:
        for source in self.active_cards():
            for ability in self.active_abilities(source):
                if ability.kind == "static":
                    yield ability, source

    @contextmanager
    def statics_read(self) -> Iterator[None]:
        """While a static's condition or amount is read, other statics are not applied (no endless recursion)."""
        before, self.reading_statics = self.reading_statics, True
        try:
            yield
        finally:
            self.reading_statics = before

    # ------------------------------------------------------------ expressions and conditions

    def expr(self, node: Any, ctx: Ctx) -> int:
        if isinstance(node, bool):
            return int(node)
        if isinstance(node, int):
            return node
        kind = node["expr"]
        if kind == "number":
            return int(node["value"])
        if kind == "arith":
            a, b = self.expr(node["left"], ctx), self.expr(node["right"], ctx)
            return int(ARITH[node["op"]](a, b))
        if kind == "value":
            name = node["name"]
            card = ctx.it if ctx.it is not None else ctx.card
            amount = name in self.g.amounts or name in GAME_VALUES or name == "points"  # `points` always is one
            if not amount and card is not None and not node.get("of"):
                return self.stat(card, name)  # a card's number: the card of `where (...)`, or this card
            return self.value(name, self.player(node.get("of"), ctx), ctx)
        if kind == "count":
            return len(self.counted(node["of"], ctx))
        if kind == "total":
            return sum(self.stat(c, node["field"]) for c in self.counted(node["of"], ctx))
        if kind == "minmax":
            values = [self.expr(a, ctx) for a in node["args"]]
            return max(values) if node["op"] == "max" else min(values)
        if kind == "param":
            return int(ctx.params.get(node["name"], 0))
        if kind == "lookup":
            table = self.g.pack.game.get("tables", {}).get(node["table"], [])
            i = self.expr(node["index"], ctx)
            return int(table[max(0, min(i, len(table) - 1))]) if table else 0
        raise GameError(f"unknown expression {kind!r}")

    def value(self, name: str, player: int, ctx: Ctx) -> int:
        if name in GAME_VALUES:
            return {"players": self.d.players, "round": self.d.round, "turn": self.d.turn}[name]
        base = self.amount(player, name)
        if self.reading_statics:
            return base
        for ability, card in self.statics(player, ctx):
            for effect in ability.ir["effects"]:
                if effect["effect"] == "modify" and effect["stat"] == name and not effect.get("target"):
                    with self.statics_read():
                        amount = self.expr(effect["amount"], Ctx(player, card, ctx.it))
                    base = MODIFY[effect["op"]](base, amount)
        return base

    def cond(self, node: dict[str, Any], ctx: Ctx) -> bool:
        kind = node["cond"]
        if kind == "compare":
            a, b = self.expr(node["left"], ctx), self.expr(node["right"], ctx)
            return bool(COMPARE[node["op"]](a, b))
        if kind == "more_than":  # against every player named: "more energy than each opponent"
            mine = self.value(node["name"], self.player(node["player"], ctx), ctx)
            theirs = [self.value(node["name"], p, ctx) for p in self.players(node["other"], ctx)]
            more = node["comparative"] == "more"
            return bool(theirs) and all(mine > v if more else mine < v for v in theirs)
        if kind == "same":
            left = self.cards(node["left"], ctx, select=False)
            right = self.cards(node["right"], ctx, select=False)
            if not left or not right:
                return False
            mine, theirs = self.field_value(left[0], node["field"]), self.field_value(right[0], node["field"])
            return mine is not None and mine == theirs
        if kind == "most":  # a tie is shared: every tied player has the most
            values = [self.value(node["name"], p, Ctx(p)) for p in range(self.d.players)]
            best = max(values) if node["superlative"] == "most" else min(values)
            return values[self.player(node["player"], ctx)] == best
        if kind == "has":
            return self.has(self.player(node["player"], ctx), node["cards"], ctx)
        if kind == "either":
            return self.cond(node["left"], ctx) or self.cond(node["right"], ctx)
        if kind == "both":
            return self.cond(node["left"], ctx) and self.cond(node["right"], ctx)
        if kind == "negate":
            return not self.cond(node["arg"], ctx)
        raise GameError(f"unknown condition {kind!r}")

    def has(self, player: int, node: dict[str, Any], ctx: Ctx) -> bool:
        """`opponent has 1 low in hand`: in their own hand; `on each base` at every one, `on any base` at one."""
        location = node.get("location")
        theirs = ctx.for_player(player)  # `hand` is the player's own
        keys: list[str | None] = list(self.zone_keys(location["zone"], theirs)) if location else [None]
        quantity = node.get("quantity")
        need = quantity if isinstance(quantity, int) else 1
        each = location is not None and location["zone"]["zone"] == "zone_each"
        if each and not keys:
            return False

        def enough(key: str | None) -> bool:
            pool = self.pile(key) if key is not None else self.candidates(node, ctx)
            mine = [c for c in pool if self.matches(c, node.get("filter")) and self.d.owner[c] == player]
            return len(mine) >= need

        return all(enough(k) for k in keys) if each else any(enough(k) for k in keys)

    # ------------------------------------------------------------ running effects

    def run_effects(self, effects: list[dict[str, Any]], ctx: Ctx) -> None:
        for effect in effects:
            self.effect(effect, ctx)
            if self.d.stage != "setup":
                self.check_state()  # `when ...` abilities fire as soon as they hold, not at the end of a step
            if self.d.over:
                raise GameOver

    def effect(self, node: dict[str, Any], ctx: Ctx) -> None:
        self.steps += 1
        if ctx.card is not None:
            self.sources[self.card_name(ctx.card)] += 1
        if self.steps > STEP_BUDGET:
            raise EndlessLoop(
                f"more than {STEP_BUDGET} effects without reaching a stable point; cards: {self.culprits()}"
            )
        handler = EFFECTS[node["effect"]]
        actor = node.get("actor")
        self.depth += 1
        if self.depth > DEPTH_BUDGET:
            raise EndlessLoop(f"effects nested more than {DEPTH_BUDGET} deep; cards: {self.culprits()}")
        try:
            if actor is None or node["effect"] in NO_ACTOR:
                handler(self, node, ctx)
            else:
                for p in self.players(actor, ctx):
                    handler(self, node, ctx.for_player(p))
        finally:
            self.depth -= 1

    def new_stage(self) -> None:
        """A stable point: the budget of effects starts again."""
        self.steps, self.depth, self.during = 0, 0, []
        self.sources.clear()

    def culprits(self) -> str:
        return ", ".join(f"{name} ({n}×)" for name, n in self.sources.most_common(5)) or "the procedure"

    # ------------------------------------------------------------ amounts

    def bounds(self, name: str) -> tuple[int, int]:
        lo, hi, _ = self.g.amounts.get(name, (0, 10**9, 0))
        return lo, hi

    def amount(self, player: int, name: str) -> int:
        """An amount as held: the player's own, or the game's for a game-wide counter."""
        return self.d.shared.get(name, 0) if name in self.g.shared else self.d.amounts[player].get(name, 0)

    def add(self, player: int, name: str, amount: int) -> int:
        """Changes an amount within its bounds (`player` is who changes it: a game-wide counter is the game's);
        returns the change actually made."""
        lo, hi = self.bounds(name)
        old = self.amount(player, name)
        new = max(lo, min(hi, old + amount))
        (self.d.shared if name in self.g.shared else self.d.amounts[player])[name] = new
        if new != old:
            self.d.touch(name)
            self.emit("gain" if new > old else "lose", player, None, None, name)
        return new - old

    # ------------------------------------------------------------ moving cards

    def move(self, card: int, key: str, face_up: bool | None = None, top: bool = True) -> bool:
        name, owner, _ = split_key(key)
        capacity = self.g.zones.get(name, {}).get("capacity")
        if capacity is not None and len(self.pile(key)) >= capacity and self.d.loc[card] != key:
            return False
        came_from = self.d.loc[card]
        self.d.move(card, key, top)
        if owner is not None:
            self.d.owner[card] = owner
        elif self.host_of(card) is None and self.g.zones.get(name, {}).get("owner") != "player":
            self.d.owner[card] = -1 if name not in self.g.settings.keeps_owner else self.d.owner[card]
        if face_up is not None:
            self.d.face_up[card] = face_up
        elif self.visibility(key) == "hidden":
            self.d.face_up[card] = False
        elif self.visibility(came_from) == "hidden":  # out of a hidden deck into the open: face up
            self.d.face_up[card] = True
        return True

    def visibility(self, key: str) -> str:
        return str(self.g.zones.get(split_key(key)[0], {}).get("visibility", "public"))

    def discard(self, card: int) -> None:
        d = self.g.of_instance[card]
        key = self.g.discard_zone(d.type)
        if not key:
            raise GameError(f"no discard pile for card type {d.type!r}: declare runtime.discard.{d.type}")
        self.d.side[card] = None
        self.move(card, key, face_up=True)
        self.d.owner[card] = -1
        self.d.tokens.pop(card, None)  # its tokens go back to the supply

    def deck_for(self, words: list[str] | None) -> list[str]:
        decks = self.g.settings.decks
        for word in words or ():
            if word in decks:
                return [decks[word]]
        return list(dict.fromkeys(decks.values()))  # no word names a card type: every deck

    def draw(self, player: int, n: int, words: list[str] | None, source: list[str], to: str | None = None) -> None:
        keys = source or self.deck_for(words)
        for _ in range(n):
            pool = [c for k in keys for c in self.pile(k) if self.matches(c, words)]
            if not pool:
                return
            card = pool[-1]
            key = to or zone_key(self.hand, player)
            self.move(card, key, face_up=self.visibility(key) == "public")  # a hand keeps its cards to itself
            self.emit("draw", player, card, None)

    # ------------------------------------------------------------ playing cards

    def play_card(self, player: int, card: int, host: int | None, into: str | None = None) -> bool:
        """Play a card at a host card, into a zone (`into`: a shared pile keeps it yours until it moves on), or
        into the player's play zone."""
        d = self.g.of_instance[card]
        if not self.may_play(player, card, host):
            return False
        side = None
        if d.sides:
            options = [s for s in d.sides if self.payable(player, self.play_cost(player, card, s, host))]
            if not options:
                return False
            side = options[self.choose(player, f"side for {d.name}", [f"side {s}" for s in options])]
        self.pay(player, self.play_cost(player, card, side, host))
        self.pay_to_play(player, card, host)
        if into is not None:
            key = into
        elif host is not None:
            key = zone_key(self.hosted, host=host)
        else:
            key = zone_key(self.g.settings.play_zone, player)
        if not self.move(card, key, face_up=True):
            return False
        self.d.owner[card] = player
        self.d.side[card] = side
        self.d.played[player][d.id] = self.d.played[player].get(d.id, 0) + 1
        self.d.last_played = card
        self.enter(card, player)
        self.emit("play", player, card, host)
        return True

    def may_play(self, player: int, card: int, host: int | None) -> bool:
        """A card may be played (at `host`) when the cost of one of its sides can be paid, its requirements
        (`to play: require ...`, or a bare `require`) hold, their costs can be paid and no `forbid` in play stops
        it."""
        ctx = Ctx(player, card, host)
        sides = self.g.of_instance[card].sides or (None,)
        if not any(self.payable(player, self.play_cost(player, card, side, host)) for side in sides):
            return False
        for ability in self.active_abilities(card):
            if ability.kind not in ("to_play", "static") or not self.timing_ok(ability, ctx):
                continue
            effects = ability.ir.get("effects", [])
            if ability.kind == "static":  # a bare `require` on the card is a requirement too
                effects = [e for e in effects if e["effect"] == "require"]
            if any(e["effect"] == "require" and not self.cond(e["condition"], ctx) for e in effects):
                return False
            if not self.cost_payable([e for e in effects if e["effect"] != "require"], ctx):
                return False
        return not self.forbids(card, host)

    def pay_to_play(self, player: int, card: int, host: int | None) -> None:
        ctx = Ctx(player, card, host)
        for ability in self.to_play(card):
            if self.timing_ok(ability, ctx):
                self.run_effects([e for e in ability.ir.get("effects", []) if e["effect"] != "require"], ctx)

    def to_play(self, card: int) -> list[AbilityDef]:
        return [a for a in self.active_abilities(card) if a.kind == "to_play"]

    def forbids(self, thing: int | str, at: int | None) -> bool:
        """Whether a `forbid` static in play stops `thing` (a card to play, or a token's name) from going to the
        card `at` (or, for a card, from being played at all when the forbid names the card itself)."""
        for source in [*self.active_cards(), *self.hosts()]:
            for ability in self.active_abilities(source):
                if ability.kind != "static":
                    continue
                ctx = Ctx(self.owner_of(source, self.d.active), source, self.host_of(source))
                for effect in ability.ir["effects"]:
                    if effect["effect"] != "forbid" or not self.timing_ok(ability, ctx):
                        continue
                    places = self.cards(effect["target"], ctx, select=False) if effect.get("target") else [source]
                    if at not in places and not (isinstance(thing, int) and thing in places):
                        continue
                    words = effect.get("filter") or []
                    if thing in words if isinstance(thing, str) else self.matches(thing, words):
                        return True
        return False

    def play_cost(self, player: int, card: int, side: str | None, host: int | None) -> dict[str, int]:
        d = self.g.of_instance[card]
        if side in self.g.settings.free_sides:
            return {}
        cost = dict(d.fields.get(self.g.settings.cost_field) or {})
        ctx = Ctx(player, card, host)
        for ability, _source in self.statics(player, ctx):
            for effect in ability.ir["effects"]:
                if effect["effect"] != "discount" or effect["resource"] not in cost:
                    continue
                words = effect.get("filter")
                if words and not all(w in (d.type, d.id, side) for w in words):
                    continue
                cost[effect["resource"]] = max(0, cost[effect["resource"]] - self.expr(effect["amount"], ctx))
        return {k: v for k, v in cost.items() if v}

    def payable(self, player: int, cost: dict[str, int]) -> bool:
        return all(self.amount(player, k) >= v for k, v in cost.items())

    def pay(self, player: int, cost: dict[str, int]) -> None:
        for name, amount in cost.items():
            self.add(player, name, -amount)

    def enter(self, card: int, player: int) -> None:
        """A card played or turned to a new side: its entry abilities resolve, and its `on play` ones."""
        ctx = Ctx(player, card, self.host_of(card))
        for ability in self.active_abilities(card):
            on_play = any(h["trigger"] == "on_event" and h["event"] == "play" for h in ability.headers)
            if (ability.kind == "entry" or on_play) and self.timing_ok(ability, ctx):
                self.resolve(ability, ctx, optional_cost=True)

    # ------------------------------------------------------------ abilities

    def active_abilities(self, card: int) -> tuple[AbilityDef, ...]:
        return self.g.of_instance[card].active(self.d.side[card])

    def active_cards(self) -> list[int]:
        """Cards whose abilities work: in `runtime.active_zones`, or played at a card on the board (kept until the
        data changes)."""
        if self._active[0] == self.d.version:
            return self._active[1]
        found = [c for z in self.g.settings.active_zones for c in self.zone_cards(z)]
        for host in self.hosts():
            found.extend(self.pile(zone_key(self.hosted, host=host)))
        face_up = self.d.face_up
        active = [c for c in found if face_up[c]]  # a card face down (knocked out) has no abilities
        self._active = (self.d.version, active)
        return active

    def zone_cards(self, name: str) -> list[int]:
        if self.g.zones.get(name, {}).get("owner") == "player":
            return [c for p in range(self.d.players) for c in self.pile(zone_key(name, p))]
        return self.pile(name)

    def in_scope(self, card: int, ctx: Ctx) -> bool:
        """A card played at a host only affects what happens at that host (and plays at it)."""
        host = self.host_of(card)
        return host is None or host == ctx.it

    def statics(self, player: int, ctx: Ctx) -> Iterator[tuple[AbilityDef, int]]:
        for card in self.active_cards():
            if self.d.owner[card] != player or not self.in_scope(card, ctx):
                continue
            for ability in self.active_abilities(card):
                if ability.kind != "static":
                    continue
                with self.statics_read():
                    holds = self.timing_ok(ability, Ctx(player, card, ctx.it))
                if holds:
                    yield ability, card

    def timing_ok(self, ability: AbilityDef, ctx: Ctx) -> bool:
        for header in ability.headers:
            trigger = header["trigger"]
            if trigger == "during" and header["name"] not in self.current_names():
                return False
            if trigger in ("while_static", "condition_header") and not self.cond(header["condition"], ctx):
                return False
        return True

    def current_names(self) -> set[str]:
        names = set(self.during)
        if self.d.stage in ("step", "window") and self.g.phases:
            phase = self.g.phases[self.d.phase]
            names.add(phase["id"])
            if self.d.stage == "step" and self.d.step < len(phase["steps"]):
                names.add(phase["steps"][self.d.step]["id"])
        return names

    def period_key(self, period: str | None) -> str:
        d = self.d
        if period == "turn":
            return f"t{d.turn}"
        if period == "round":
            return f"r{d.round}"
        if period == "phase":
            return f"t{d.turn}p{d.phase}"
        return f"t{d.turn}s{d.step}" if period == "step" else "g"

    def limit_ok(self, ability: AbilityDef, card: int | None, player: int) -> bool:
        if ability.limit is None:
            return True
        return (
            ability.key,
            -1 if card is None else card,
            self.period_key(ability.limit) + f"p{player}",
        ) not in self.d.used

    def use(self, ability: AbilityDef, card: int | None, player: int) -> None:
        if ability.limit is not None:
            self.d.used.add((ability.key, -1 if card is None else card, self.period_key(ability.limit) + f"p{player}"))

    def resolve(self, ability: AbilityDef, ctx: Ctx, optional_cost: bool = False) -> None:
        """Pay an ability's cost (if any, and if the player agrees) and run its effects."""
        cost = ability.ir.get("cost")
        if cost:
            prompt = f"pay for {self.source_name(ability, ctx)}: {ability.text}?"
            if not self.cost_payable(cost, ctx) or (optional_cost and not self.yes(ctx.you, prompt)):
                return
            self.use(ability, ctx.card, ctx.you)
            ctx = self.pay_cost(cost, ctx)
        else:
            self.use(ability, ctx.card, ctx.you)
        self.run_effects(ability.ir.get("effects", []), ctx)

    def pay_cost(self, cost: list[dict[str, Any]], ctx: Ctx) -> Ctx:
        """Runs a cost; what it chose is `it` for the effects that follow (`discard 1 low -> ... of it`)."""
        self.last_cards = []
        self.run_effects(cost, ctx)
        return ctx.about(self.last_cards[0]) if self.last_cards else ctx

    def perform(self, ability: dict[str, Any], ctx: Ctx, source: str) -> None:
        """One ability of the game's own texts (setup, a step, a rule, scoring): with a cost, the player pays it
        when they can and agree to, then the effects run; without one, the effects run."""
        cost = ability.get("cost")
        if cost:
            from ..compiler.formatter import format_ability

            if not self.cost_payable(cost, ctx) or not self.yes(ctx.you, f"{source}: {format_ability(ability)}?"):
                return
            ctx = self.pay_cost(cost, ctx)
        self.run_effects(ability.get("effects", []), ctx)

    def source_name(self, ability: AbilityDef, ctx: Ctx) -> str:
        return self.card_name(ctx.card) if ctx.card is not None else ability.field

    def cost_payable(self, cost: list[dict[str, Any]], ctx: Ctx) -> bool:
        need: Counter[str] = Counter()
        for effect in cost:
            kind = effect["effect"]
            if kind in ("pay", "lose"):
                need[effect["resource"]] += self.expr(effect["amount"], ctx)
            elif kind in ("discard", "destroy") and effect["target"]["cards"] == "card_set":
                q = effect["target"].get("quantity")
                wanted = q if isinstance(q, int) else 1
                if len(self.candidates(effect["target"], ctx, self.default_place(kind, ctx))) < wanted:
                    return False
            elif kind == "remove" and not effect.get("target"):
                need[effect["token"]] += self.expr(effect["amount"], ctx)
        return all(self.amount(ctx.you, k) >= v for k, v in need.items())

    def activations(self, player: int) -> list[tuple[str, tuple[AbilityDef, int | None]]]:
        """Abilities the player may use now: `once per turn`, `during PHASE` and cost abilities."""
        if self.d.stage not in ("step", "window") or player != self.d.active or self.d.over:
            return []
        found: list[tuple[str, tuple[AbilityDef, int | None]]] = []
        for ability in self.g.procedure_abilities:
            if self.usable(ability, None, player):
                found.append((f"{ability.field}: {ability.text}", (ability, None)))
        for card in self.active_cards():
            if self.d.owner[card] != player:
                continue
            for ability in self.active_abilities(card):
                if ability.kind == "activated" and self.usable(ability, card, player):
                    found.append((f"use {self.card_name(card)} ({ability.field}): {ability.text}", (ability, card)))
        return found

    def usable(self, ability: AbilityDef, card: int | None, player: int) -> bool:
        ctx = Ctx(player, card, self.host_of(card))
        if not self.limit_ok(ability, card, player) or not self.timing_ok(ability, ctx):
            return False
        return self.cost_payable(ability.ir.get("cost", []), ctx)

    def activate(self, player: int, chosen: tuple[AbilityDef, int | None]) -> None:
        ability, card = chosen
        self.during.append("activation")
        try:
            self.resolve(ability, Ctx(player, card, self.host_of(card)))
        finally:
            self.during.pop()
        self.check_state()

    # ------------------------------------------------------------ events and state triggers

    def emit(
        self,
        event: str,
        player: int,
        card: int | None,
        host: int | None,
        what: str | None = None,
        holder: int | None = None,
    ) -> None:
        """Runs the triggered abilities listening for an event that happened to `player`: to a card, or to an
        amount named `what` (`whenever you gain energy`). A card meets its own events (`on discard`) wherever it
        is, for the player who held it (`holder`)."""
        active = self.active_cards()
        if card is not None and event != "play" and card not in active:
            self.own_event(event, card, player if holder is None or holder < 0 else holder, host)
        for source in active:
            owner = self.d.owner[source]
            if owner < 0:
                continue
            for ability in self.active_abilities(source):
                if ability.kind != "triggered" or not self.listens(ability, event, owner, player, card, source, what):
                    continue
                ctx = Ctx(owner, source, host if host is not None else self.host_of(source))
                if not self.in_scope(source, ctx) or not self.limit_ok(ability, source, owner):
                    continue
                if self.timing_ok(ability, ctx):
                    self.resolve(ability, ctx, optional_cost=True)
        if self.g.procedure_triggers:
            self.emit_to_rules(event, player, card, host, what)

    def own_event(self, event: str, card: int, owner: int, host: int | None) -> None:
        """`on discard: ...` on a card that has just left play (or was never in it): it still meets the event."""
        for ability in self.active_abilities(card):
            if ability.kind != "triggered" or not any(
                h["trigger"] == "on_event" and h["event"] == event and not h.get("filter") for h in ability.headers
            ):
                continue
            ctx = Ctx(owner, card, host if host is not None else self.host_of(card))
            if self.limit_ok(ability, card, owner) and self.timing_ok(ability, ctx):
                self.resolve(ability, ctx, optional_cost=True)

    def emit_to_rules(self, event: str, player: int, card: int | None, host: int | None, what: str | None) -> None:
        """The game's rules with `on EVENT:` headers stay active: they run for the player the event happened to."""
        for ability in self.g.procedure_triggers:
            if ability.whens or not self.listens(ability, event, player, player, card, -1, what):
                continue
            ctx = Ctx(player, None, host)
            if self.limit_ok(ability, None, player) and self.timing_ok(ability, ctx):
                self.resolve(ability, ctx)

    def listens(
        self,
        ability: AbilityDef,
        event: str,
        owner: int,
        player: int,
        card: int | None,
        source: int,
        what: str | None = None,
    ) -> bool:
        for header in ability.headers:
            kind = header["trigger"]
            words = header.get("filter")
            if kind == "on_event" and header["event"] == event and event != "play":
                if card is None:  # an event without a card (`on conflict_won`, `on gain of energy`): the owner's
                    hit = owner == player and (not words or what in words)
                else:  # `on discard`: this card meets it; `on discard of low`: a card of the filter, by the owner
                    hit = card == source if not words else owner == player and self.matches(card, words)
                if hit:
                    return True
            if kind == "whenever" and VERB_FORMS.get(header["event"], header["event"]) == event:
                if not self.named(header["player"], player, owner, source):
                    continue
                if card is None and (not words or what in words):
                    return True
                if card is not None and card != source and self.matches(card, words):
                    return True
        return False

    def named(self, who: str, player: int, owner: int, source: int) -> bool:
        """Whether `player` is the one a `whenever` header names (`opponent`: any of them), seen from the owner of
        the ability (of its card `source`, -1 for the game's own)."""
        if who in ("opponent", "each_opponent"):
            return player != owner
        if who == "each_player":
            return True
        return player in self.players(who, Ctx(owner, None if source < 0 else source))

    def at_time(self, edge: str, period: str, name: str | None = None) -> None:
        """`at start/end of turn/round/game/phase/step` abilities (`at end of phase main`: of that one): those of
        cards in play, then the game's own (its end conditions and rules with headers), these for each player in
        turn order (`your`: the active player)."""
        if (edge, period) not in self.g.times:
            return
        for source in self.active_cards():
            owner = self.d.owner[source]
            for ability in self.active_abilities(source):
                if ability.kind != "triggered":
                    continue
                header = self.time_header(ability, edge, period, name)
                if header is None or (header.get("whose") == "your" and owner != self.d.active):
                    continue
                ctx = Ctx(owner if owner >= 0 else self.d.active, source, self.host_of(source))
                if self.limit_ok(ability, source, ctx.you) and self.timing_ok(ability, ctx):
                    self.resolve(ability, ctx, optional_cost=True)
        for ability in self.g.procedure_triggers:
            header = self.time_header(ability, edge, period, name)
            if header is None:
                continue
            for player in self.turn_order() if header.get("whose") != "your" else [self.d.active]:
                ctx = Ctx(player)
                if self.limit_ok(ability, None, player) and self.timing_ok(ability, ctx):
                    self.resolve(ability, ctx)

    @staticmethod
    def time_header(ability: AbilityDef, edge: str, period: str, name: str | None = None) -> dict[str, Any] | None:
        for header in ability.headers:
            timed = header["trigger"] == "at_time" and header["edge"] == edge and header["period"] == period
            if timed and header.get("name") in (None, name):
                return header
        return None

    def turn_order(self) -> list[int]:
        """Every player, from the active one on, in the direction of play."""
        n, step = self.d.players, -1 if self.g.turn_order == "counterclockwise" else 1
        return [(self.d.active + step * i) % n for i in range(n)]

    def round_order(self) -> list[int]:
        """The players of a new round, in the order they take turns: from the first player around the table, or
        by a counter (`turn_order: {by: speed, first: highest}`; ties keep the order around the table)."""
        n, order = self.d.players, self.g.turn_order
        step = -1 if order == "counterclockwise" else 1
        seats = [(self.d.first + step * i) % n for i in range(n)]
        if not isinstance(order, dict):
            return seats
        values = {p: self.value(str(order["by"]), p, Ctx(p)) for p in seats}
        highest = order.get("first", "highest") == "highest"
        return sorted(seats, key=lambda p: -values[p] if highest else values[p])

    def check_state(self) -> None:
        """`when ...` abilities (objectives, the end of the game) fire as soon as they hold: after every effect,
        never inside the check itself (the effects of what fires are checked when it has resolved)."""
        if self.d.checked == self.d.version or self.checking:
            return
        self.checking = True
        try:
            self._check_state()
        finally:
            self.checking = False

    def watched(self) -> frozenset[str] | None:
        """Every zone and amount some `when` condition reads; None when one of them may read anything."""
        keys = [a.key for d in self.g.defs if d.watches for group in d.abilities.values() for a in group if a.whens]
        keys += [a.key for a in self.g.procedure_triggers if a.whens]
        parts = [self.g.when_reads.get(key) for key in keys]
        return None if any(p is None for p in parts) else frozenset().union(*(p for p in parts if p))

    def quiet(self) -> tuple[Any, ...] | None:
        """What a check depends on besides the zones and amounts read: the period (limits), whose turn it is, the
        cards that watch; None when that cannot be told."""
        if self._watched is None:
            return None
        d, defs = self.d, self.g.of_instance
        watchers = tuple((c, d.owner[c], d.side[c]) for c in self.active_cards() if defs[c].watches)
        return (d.turn, d.round, d.phase, d.step, d.active, watchers)

    def _check_state(self) -> None:
        """Runs every `when` ability whose condition has just come to hold; when nothing any condition reads has
        changed since the last check (nor the period, nor the cards that watch), none can have."""
        key = self.quiet()
        if key is not None and self._quiet is not None and self._quiet[1] == key:
            touched, since = self.d.touched, self._quiet[0]
            if all(touched.get(name, -1) <= since for name in self._watched or ()):
                self.d.checked = self.d.version
                return
        self._check_all()
        if not self.d.over:
            self._quiet = None if key is None else (self.d.version, self.quiet())

    def _check_all(self) -> None:
        order = self.turn_order()
        fired = True
        while fired and not self.d.over:
            fired = False
            for player in order:
                for ability in self.g.procedure_triggers:
                    if self.state_holds(ability, None, player):
                        self.resolve(ability, Ctx(player))
                        if self.d.over:
                            return
                for card in self.active_cards():
                    if self.d.owner[card] != player or not self.g.of_instance[card].watches:
                        continue
                    for ability in self.active_abilities(card):
                        if ability.kind == "triggered" and self.state_holds(ability, card, player):
                            self.resolve(ability, Ctx(player, card, self.host_of(card)))
                            fired = True
                            if self.d.over:
                                return
        self.d.checked = self.d.version

    def state_holds(self, ability: AbilityDef, card: int | None, player: int) -> bool:
        """Whether a `when ...` ability fires now: its condition has just become true (it fires again only after
        the condition has stopped holding)."""
        if not ability.whens or not self.limit_ok(ability, card, player):
            return False
        ctx = Ctx(player, card, self.host_of(card))
        key = (ability.key, -1 if card is None else card, player)
        if not self.when_true(ability, key, ctx):
            self.d.holding.discard(key)
            return False
        if key in self.d.holding:
            return False
        self.d.holding.add(key)
        return True

    def when_true(self, ability: AbilityDef, key: tuple[str, int, int], ctx: Ctx) -> bool:
        """A `when` condition's truth, evaluated again only once something it reads has changed (`reads.py`)."""
        watched = self.g.when_reads.get(ability.key)
        known = self._whens.get(key)
        if watched is not None and known is not None:
            touched = self.d.touched
            if all(touched.get(name, -1) <= known[0] for name in watched):
                return known[1]
        holds = any(self.cond(c, ctx) for c in ability.whens) and self.timing_ok(ability, ctx)
        self._whens[key] = (self.d.version, holds)
        return holds

    # ------------------------------------------------------------ rules

    def rule(self, name: str, args: list[Any], ctx: Ctx) -> None:
        rule = self.g.rules.get(name)
        if rule is None:
            raise GameError(f"unknown rule {name!r}")
        params = dict(zip(rule["params"], [self.expr(a, ctx) for a in args], strict=False))
        self.during.append(name)
        try:
            if rule["effects"] is not None:
                for ability in rule["effects"]:
                    self.perform(ability, replace(ctx, params=params), f"rule {name}")
            elif name in self.hooks.rules:
                self.hooks.rules[name](self.table, ctx, **params)
            else:
                raise GameError(f"rule {name!r} has no text and the pack's rules module registers no such rule")
        finally:
            self.during.pop()

    def finish(self, why: str) -> None:
        """The game ends by its own rules: the `scoring:` texts run for each player, then the most points win
        (tied leaders share the win)."""
        self.at_time("end", "game")
        for player in self.turn_order():
            for ability in self.g.scoring:
                self.perform(ability, Ctx(player), "scoring")
        self.win(self.leaders(), why)

    def leaders(self) -> list[int]:
        """The players with the most of the pack's score counter."""
        counter = self.g.settings.score
        scores = [self.value(counter, p, Ctx(p)) for p in range(self.d.players)]
        return [p for p, s in enumerate(scores) if s == max(scores)]

    def win(self, players: list[int], why: str) -> None:
        self.d.winners = sorted(set(players))
        self.d.over = why
        raise GameOver

"""The interpreter: runs compiled effects (the IR) against a game's data.

A run starts from a stable point with a *tape* of the choices made since. Whenever an effect needs a
choice, the next choice is taken from the tape; when the tape is used up, the run stops with a
`NeedDecision` naming the options. Applying an action appends it to the tape and runs again from
the stable point, so a pending state never holds a half-run Python frame: it can be copied,
serialised and replayed, and every random draw repeats because the generator is part of the data.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from ..compiler.registry import VERB_FORMS
from . import effects as _effects  # noqa: F401  (registers the handlers)
from .data import Data, split_key, zone_key
from .game import AbilityDef, CardDef, Game, GameError
from .handlers import ARITH, COMPARE, EFFECTS, MODIFY, Ctx, Decision, EndlessLoop, GameOver, NeedDecision
from .rules_module import Table

NO_ACTOR = {"deal", "modify", "discount", "forbid", "require", "signal", "end_game", "if_then", "for_each", "repeat"}
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
    """One run of the interpreter from a stable point, consuming a tape of choices."""

    def __init__(self, game: Game, data: Data, tape: list[int]):
        self.g = game
        self.d = data
        self.tape = tape
        self.pos = 0
        self.during: list[str] = []
        self.steps = 0
        self.depth = 0
        self.sources: Counter[str] = Counter()
        self.hosted = game.settings.hosted_zone
        self.hand = game.settings.hand
        self.hooks = game.hooks
        self.table = Table(self)  # what the pack's rules module is given
        self.last_cards: list[int] = []  # what the last selection chose: `it` after a cost
        self.checking = False  # `when ...` abilities are being checked (see check_state)

    # ------------------------------------------------------------ decisions

    def choose(self, player: int, prompt: str, labels: list[str], priority: bool = False) -> int:
        """The index of the option chosen. One option (and no activation on offer) needs no decision."""
        while True:
            extra = self.activations(player) if priority else []
            if len(labels) == 1 and not extra:
                return 0
            shown = _unique(labels + [label for label, _ in extra])
            if self.pos >= len(self.tape):
                raise NeedDecision(Decision(player, prompt, tuple(shown)))
            index = self.tape[self.pos]
            self.pos += 1
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
        d = self.g.defs[self.g.instances[card]]
        where = split_key(self.d.loc[card])
        place = where[0] if where[2] is None else f"{where[0]} {self.card_name(where[2])}"
        side = f" [{self.d.side[card]}]" if self.d.side[card] else ""
        return f"{d.name}{side} ({self.g.name_of_instance[card]}, {place})"

    def card_name(self, card: int) -> str:
        return self.g.defs[self.g.instances[card]].name

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
        n, d = self.d.players, self.d
        order = self.turn_order()
        if spec is None or spec == "you":
            return [ctx.you]
        if spec == "opponent":
            others = [p for p in order if p != ctx.you]
            if len(others) <= 1:
                return others
            return [others[self.choose(ctx.you, "choose an opponent", [f"player {p + 1}" for p in others])]]
        if spec == "each_player":
            return order
        if spec == "each_opponent":
            return [p for p in order if p != ctx.you]
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
        if kind == "zone_this":  # the pile of the card this card is at, or is being played at
            host = self.host_of(ctx.card)
            host = ctx.it if host is None else host
            return [] if host is None else [zone_key(self.hosted, host=host)]
        # any / each: every pile of that name (hosted piles, or every player's zone)
        if name in self.g.zones and self.g.zones[name].get("owner") == "player":
            return [zone_key(name, p) for p in range(self.d.players)]
        return [zone_key(self.hosted, host=h) for h in self.hosts()]

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
        d = self.g.defs[self.g.instances[card]]
        for word in words:
            if word in ("card", "cards"):
                continue
            if word == "visible":
                if not self.d.face_up[card]:
                    return False
                continue
            if word == "face_down":
                if self.d.face_up[card]:
                    return False
                continue
            if word == "face_up":
                if not self.d.face_up[card]:
                    return False
                continue
            if word in (d.type, d.id, d.name, self.d.side[card]) or word in self.d.tokens.get(card, {}):
                continue
            if word in d.fields.values() or word in self.states(card):
                continue
            return False
        return True

    def candidates(self, node: dict[str, Any], ctx: Ctx) -> list[int]:
        location = node.get("location")
        if location:
            keys = self.zone_keys(location["zone"], ctx)
        else:
            keys = list(self.g.settings.board)
        found = [c for k in keys for c in self.pile(k) if self.matches(c, node.get("filter"))]
        if node.get("owner"):
            owners = set(self.players(node["owner"], ctx))
            found = [c for c in found if self.d.owner[c] in owners]
        if node.get("where"):
            found = [c for c in found if self.cond(node["where"], replace(ctx, it=c))]
        return [c for c in found if c != ctx.card]  # a card's effect picks other cards; it says `this card` for itself

    def cards(
        self,
        node: Any,
        ctx: Ctx,
        actor: int | None = None,
        select: bool = True,
        allowed: Callable[[int], bool] | None = None,
    ) -> list[int]:
        """The cards a selector names; with `select`, quantities become choices (or draws from the top) among
        the cards `allowed` keeps."""
        kind = node["cards"]
        if kind == "it":
            return [] if ctx.it is None else [ctx.it]
        if kind == "this":
            if node.get("what") and node["what"] != "card":  # `this album`: where the card is, or is going
                host = self.host_of(ctx.card)
                host = ctx.it if host is None else host
                return [] if host is None else [host]
            return [] if ctx.card is None else [ctx.card]
        if kind in ("union", "minus"):
            left = self.cards(node["left"], ctx, actor, select)
            right = self.cards(node["right"], ctx, actor, select)
            return (
                left + [c for c in right if c not in left] if kind == "union" else [c for c in left if c not in right]
            )
        found = self.candidates(node, ctx)
        if allowed is not None:
            found = [c for c in found if allowed(c)]
        quantity = node.get("quantity")
        if not select or quantity in (None, "all"):
            return found
        actor = ctx.you if actor is None else actor
        chosen = self.take_some(node, found, quantity, actor)
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
        d = self.g.defs[self.g.instances[card]]
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

    def stat(self, card: int, name: str) -> int:
        d: CardDef = self.g.defs[self.g.instances[card]]
        return d.stat(name, self.d.side[card]) + self.d.tokens.get(card, {}).get(name, 0)

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
            return self.value(node["name"], self.player(node.get("of"), ctx), ctx)
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
        if name == "players":
            return self.d.players
        base = self.d.amounts[player].get(name, 0)
        for ability, card in self.statics(player, ctx):
            for effect in ability.ir["effects"]:
                if effect["effect"] == "modify" and effect["stat"] == name and not effect.get("target"):
                    base = MODIFY[effect["op"]](base, self.expr(effect["amount"], Ctx(player, card, ctx.it)))
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
        location = node.get("location")
        keys = self.zone_keys(location["zone"], ctx) if location else [None]
        quantity = node.get("quantity")
        need = quantity if isinstance(quantity, int) else 1
        if location and location["zone"]["zone"] == "zone_each" and not keys:
            return False
        for key in keys:
            scoped = dict(node)
            if key is not None:
                scoped["location"] = None
            pool = self.pile(key) if key is not None else self.candidates(scoped, ctx)
            mine = [c for c in pool if self.matches(c, node.get("filter")) and self.d.owner[c] == player]
            if len(mine) < need:
                return False
            if location and location["zone"]["zone"] != "zone_each":
                return True
        return True

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
                    handler(self, node, replace(ctx, you=p))
        finally:
            self.depth -= 1

    def culprits(self) -> str:
        return ", ".join(f"{name} ({n}×)" for name, n in self.sources.most_common(5)) or "the procedure"

    # ------------------------------------------------------------ amounts

    def bounds(self, name: str) -> tuple[int, int]:
        lo, hi, _ = self.g.amounts.get(name, (0, 10**9, 0))
        return lo, hi

    def add(self, player: int, name: str, amount: int) -> int:
        """Changes an amount within its bounds; returns the change actually made."""
        lo, hi = self.bounds(name)
        old = self.d.amounts[player].get(name, 0)
        new = max(lo, min(hi, old + amount))
        self.d.amounts[player][name] = new
        if new != old:
            self.d.version += 1
            self.emit("gain" if new > old else "lose", player, None, None, name)
        return new - old

    # ------------------------------------------------------------ moving cards

    def move(self, card: int, key: str, face_up: bool | None = None, top: bool = True) -> bool:
        name, owner, _ = split_key(key)
        capacity = self.g.zones.get(name, {}).get("capacity")
        if capacity is not None and len(self.pile(key)) >= capacity and self.d.loc[card] != key:
            return False
        self.d.move(card, key, top)
        if owner is not None:
            self.d.owner[card] = owner
        elif self.host_of(card) is None and self.g.zones.get(name, {}).get("owner") != "player":
            self.d.owner[card] = -1 if name not in self.g.settings.keeps_owner else self.d.owner[card]
        if face_up is not None:
            self.d.face_up[card] = face_up
        elif self.g.zones.get(name, {}).get("visibility") == "hidden":
            self.d.face_up[card] = False
        return True

    def discard(self, card: int) -> None:
        d = self.g.defs[self.g.instances[card]]
        key = self.g.discard_zone(d.type)
        if not key:
            raise GameError(f"no discard pile for card type {d.type!r}: declare runtime.discard.{d.type}")
        self.d.side[card] = None
        self.move(card, key, face_up=True)
        self.d.owner[card] = -1

    def deck_for(self, words: list[str] | None) -> list[str]:
        decks = self.g.settings.decks
        for word in words or ():
            if word in decks:
                return [decks[word]]
        return []

    def draw(self, player: int, n: int, words: list[str] | None, source: list[str], to: str | None = None) -> None:
        keys = source or self.deck_for(words)
        for _ in range(n):
            pool = [c for k in keys for c in self.pile(k) if self.matches(c, words)]
            if not pool:
                return
            card = pool[-1]
            self.move(card, to or zone_key(self.hand, player), face_up=False)
            self.emit("draw", player, card, None)

    # ------------------------------------------------------------ playing cards

    def play_card(self, player: int, card: int, host: int | None) -> bool:
        d = self.g.defs[self.g.instances[card]]
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
        key = zone_key(self.hosted, host=host) if host is not None else zone_key(self.g.settings.play_zone, player)
        if not self.move(card, key, face_up=True):
            return False
        self.d.owner[card] = player
        self.d.side[card] = side
        self.d.played[player][d.id] = self.d.played[player].get(d.id, 0) + 1
        self.enter(card, player)
        self.emit("play", player, card, host)
        return True

    def may_play(self, player: int, card: int, host: int | None) -> bool:
        """A card may be played (at `host`) when its `to play:` requirements hold, their costs can be paid and
        no `forbid` in play stops it."""
        ctx = Ctx(player, card, host)
        for ability in self.to_play(card):
            if not self.timing_ok(ability, ctx):
                continue
            effects = ability.ir.get("effects", [])
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
        d = self.g.defs[self.g.instances[card]]
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
        return all(self.d.amounts[player].get(k, 0) >= v for k, v in cost.items())

    def pay(self, player: int, cost: dict[str, int]) -> None:
        for name, amount in cost.items():
            self.add(player, name, -amount)

    def enter(self, card: int, player: int) -> None:
        """A card played or turned to a new side: its entry abilities resolve, and its `on play` ones."""
        ctx = Ctx(player, card, self.host_of(card))
        for ability in self.active_abilities(card):
            on_play = any(h["trigger"] == "on_event" and h["event"] == "play" for h in ability.headers)
            if ability.kind == "entry" or on_play:
                self.resolve(ability, ctx, optional_cost=True)

    # ------------------------------------------------------------ abilities

    def active_abilities(self, card: int) -> Iterator[AbilityDef]:
        d = self.g.defs[self.g.instances[card]]
        side = self.d.side[card]
        for name, abilities in d.abilities.items():
            if name in d.sides and name != side:
                continue
            yield from abilities

    def active_cards(self) -> list[int]:
        """Cards whose abilities work: in `runtime.active_zones`, or played at a card on the board."""
        found = [c for z in self.g.settings.active_zones for c in self.zone_cards(z)]
        for host in self.hosts():
            found.extend(self.pile(zone_key(self.hosted, host=host)))
        return found

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
                if ability.kind == "static" and self.timing_ok(ability, Ctx(player, card, ctx.it)):
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
        return {
            "turn": f"t{d.turn}",
            "round": f"r{d.round}",
            "phase": f"t{d.turn}p{d.phase}",
            "step": f"t{d.turn}s{d.step}",
        }.get(period or "", "g")

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
            if not self.cost_payable(cost, ctx):
                return
            if optional_cost and not self.yes(ctx.you, f"pay for {self.source_name(ability, ctx)}: {ability.text}?"):
                return
            self.use(ability, ctx.card, ctx.you)
            self.last_cards = []
            self.run_effects(cost, ctx)
            if self.last_cards:
                ctx = replace(ctx, it=self.last_cards[0])
        else:
            self.use(ability, ctx.card, ctx.you)
        self.run_effects(ability.ir.get("effects", []), ctx)

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
                if len(self.candidates(effect["target"], ctx)) < wanted:
                    return False
            elif kind == "remove" and not effect.get("target"):
                need[effect["token"]] += self.expr(effect["amount"], ctx)
        return all(self.d.amounts[ctx.you].get(k, 0) >= v for k, v in need.items())

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

    def emit(self, event: str, player: int, card: int | None, host: int | None, what: str | None = None) -> None:
        """Runs the triggered abilities listening for an event that happened to `player`: to a card, or to an
        amount named `what` (`whenever you gain energy`)."""
        for source in self.active_cards():
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
            own_event = kind == "on_event" and header["event"] == event and event != "play" and owner == player
            if own_event and (self.matches(card, words) if card is not None else not words or what in words):
                return True
            if kind == "whenever" and VERB_FORMS.get(header["event"], header["event"]) == event:
                who = header["player"]
                if (who == "you" and player != owner) or (who in ("opponent", "each_opponent") and player == owner):
                    continue
                if card is None and (not words or what in words):
                    return True
                if card is not None and card != source and self.matches(card, words):
                    return True
        return False

    def at_time(self, edge: str, period: str) -> None:
        """`at start/end of turn/round` abilities: those of cards in play, then the game's own (its end
        conditions and rules with headers), these for each player in turn order (`your`: the active player)."""
        for source in self.active_cards():
            owner = self.d.owner[source]
            for ability in self.active_abilities(source):
                if ability.kind != "triggered":
                    continue
                header = self.time_header(ability, edge, period)
                if header is None or (header.get("whose") == "your" and owner != self.d.active):
                    continue
                ctx = Ctx(owner if owner >= 0 else self.d.active, source, self.host_of(source))
                if self.limit_ok(ability, source, ctx.you) and self.timing_ok(ability, ctx):
                    self.resolve(ability, ctx, optional_cost=True)
        for ability in self.g.procedure_triggers:
            header = self.time_header(ability, edge, period)
            if header is None:
                continue
            for player in self.turn_order() if header.get("whose") != "your" else [self.d.active]:
                ctx = Ctx(player)
                if self.limit_ok(ability, None, player) and self.timing_ok(ability, ctx):
                    self.resolve(ability, ctx)

    @staticmethod
    def time_header(ability: AbilityDef, edge: str, period: str) -> dict[str, Any] | None:
        for header in ability.headers:
            if header["trigger"] == "at_time" and header["edge"] == edge and header["period"] == period:
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

    def _check_state(self) -> None:
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
                    if self.d.owner[card] != player or not self.g.defs[self.g.instances[card]].watches:
                        continue
                    for ability in self.active_abilities(card):
                        if ability.kind == "triggered" and self.state_holds(ability, card, player):
                            self.resolve(ability, Ctx(player, card, self.host_of(card)))
                            fired = True
                            if self.d.over:
                                return
        self.d.checked = self.d.version

    def state_holds(self, ability: AbilityDef, card: int | None, player: int) -> bool:
        if not ability.whens or not self.limit_ok(ability, card, player):
            return False
        ctx = Ctx(player, card, self.host_of(card))
        return any(self.cond(c, ctx) for c in ability.whens) and self.timing_ok(ability, ctx)

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
                    self.run_effects(ability.get("effects", []), replace(ctx, params=params))
            elif name in self.hooks.rules:
                self.hooks.rules[name](self.table, ctx, **params)
            else:
                raise GameError(f"rule {name!r} has no text and the pack's rules module registers no such rule")
        finally:
            self.during.pop()

    def finish(self, why: str) -> None:
        """The game ends by its own rules: the `scoring:` texts run for each player, then the most points win
        (tied leaders share the win)."""
        for player in self.turn_order():
            for ability in self.g.scoring:
                self.run_effects(ability.get("effects", []), Ctx(player))
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

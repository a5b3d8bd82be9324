"""Numbers and conditions: expressions, amounts, card numbers changed by statics, timing and limits."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from .compiled import GAME_VALUES, cond_fn, expr_fn
from .game import AbilityDef
from .handlers import MODIFY, Ctx
from .selection import Selection

T = TypeVar("T")


def _timing(headers: Iterable[dict[str, Any]]) -> tuple[tuple[str, ...], tuple[dict[str, Any], ...]]:
    """An ability's `during` names and its `while`/`if` conditions, apart (read once per ability)."""
    headers = list(headers)
    during = tuple(str(h["name"]) for h in headers if h["trigger"] == "during")
    conditions = tuple(h["condition"] for h in headers if h["trigger"] in ("while_static", "condition_header"))
    return during, conditions


def _changes_amount(effect: dict[str, Any], name: str) -> bool:
    """A static's `modify` of a player's own amount `name` (no `of ...`)."""
    return effect["effect"] == "modify" and effect["stat"] == name and not effect.get("target")


class Values(Selection):
    """Expressions, conditions and the statics that change what they read."""

    held: dict[Any, Any] | None = None  # while a reading lasts: `reached` by (effect, card), `changes` by number

    def stat(self, card: int, name: str) -> int:
        """A card's number: its field (of its active side), changes kept on it, then the statics in play that
        modify it (`modify rank + 2` on a card changes its own; `... of all low on board` those cards'). The
        common case, a number no static changes, costs two look-ups: the rules read numbers at every check."""
        d = self.d
        base = self.g.of_instance[card].stat(name, d.side[card])
        kept = d.tokens.get(card)
        if kept:
            base += kept.get(name, 0)
        if name not in self.g.card_stats or self.reading_statics:
            return base
        if self.held is not None:  # in a reading: every card's changes of this number worked out at once
            for op, amount in self.changes(name).get(card, ()):
                base = op(base, amount)
            return base
        self.reading_statics = True  # as `statics_read()`, once for all of them (a hot path)
        try:
            for ability, source, effects in self.modifiers_of(name):
                ctx = Ctx(self.owner_of(source, d.active), source, self.host_of(source))
                for effect in effects:
                    if card in self.reached(ability, effect, source, ctx):
                        base = MODIFY[effect["op"]](base, self.expr(effect["amount"], ctx))
        finally:
            self.reading_statics = False
        return base

    def changes(self, name: str) -> dict[int, list[tuple[Callable[[int, int], int], int]]]:
        """In a reading (`held`): for each card, the changes the statics in play make to its number `name`, in the
        order `stat` applies them; found once for the reading, so a total over many cards reads each static's cards
        and amount once (an amount is the static's own: it does not depend on the card changed)."""
        held = self.held
        assert held is not None
        found: dict[int, list[tuple[Callable[[int, int], int], int]]] | None = held.get(name)
        if found is not None:
            return found
        found = held[name] = {}
        d = self.d
        self.reading_statics = True
        try:
            for ability, source, effects in self.modifiers_of(name):
                ctx = Ctx(self.owner_of(source, d.active), source, self.host_of(source))
                for effect in effects:
                    reached = self.reached(ability, effect, source, ctx)
                    if reached:
                        change = (MODIFY[effect["op"]], self.expr(effect["amount"], ctx))
                        for card in set(reached):
                            found.setdefault(card, []).append(change)
        finally:
            self.reading_statics = False
        return found

    def reached(self, ability: AbilityDef, effect: dict[str, Any], source: int, ctx: Ctx) -> list[int]:
        """The cards a static effect of `source` (`modify ... of`, `forbid ... on`) reaches now: none while its
        timing does not hold. Kept while one reading lasts (`held`): a check that adds up the numbers of many cards,
        or a rule offering many cards, selects each static's cards once, not once per card."""
        held = self.held
        key = (id(effect), source)
        if held is not None:
            found = held.get(key)
            if found is not None:
                return found
        if not self.timing_ok(ability, ctx):
            found = []
        else:
            found = self.cards(effect["target"], ctx, select=False) if effect.get("target") else [source]
        if held is not None:
            held[key] = found
        return found

    def read_alone(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)`, a reading that changes nothing (a condition, a rules module's query), with `held` open:
        what the statics reach is kept for the whole reading, and dropped after it, when the game may change. In a
        game whose statics never reach cards as they are read (`Game.statics_reached`) there is nothing to keep."""
        if self.held is not None or not self.g.statics_reached:
            return fn(*args)
        self.held = {}
        try:
            return fn(*args)
        finally:
            self.held = None

    def modifiers_of(self, name: str) -> Iterator[tuple[AbilityDef, int, tuple[dict[str, Any], ...]]]:
        """The statics in play with `modify` effects that may change the card number `name`, with their cards and
        those effects (a player's amount, `modify energy + 1`, is `value`'s); the effects of each definition and
        side found once, so that statics changing other numbers cost nothing here."""
        known = self.g.compiled["modifiers"]
        side = self.d.side
        for source in self.active_with("static modify"):  # the cards with no static `modify` change no number
            key = (self.g.of_instance[source].index, side[source], name)
            found = known.get(key)
            if found is None:
                found = known[key] = self._modifiers(source, name)
            for ability, effects in found:
                yield ability, source, effects

    def _modifiers(self, card: int, name: str) -> tuple[tuple[AbilityDef, tuple[dict[str, Any], ...]], ...]:
        amount = name in self.g.amounts
        found = []
        for ability in self.abilities_of(card, "static"):
            effects = tuple(
                e
                for e in ability.ir["effects"]
                if e["effect"] == "modify" and e["stat"] == name and (e.get("target") or not amount)
            )
            if effects:
                found.append((ability, effects))
        return tuple(found)

    def all_statics(self) -> Iterator[tuple[AbilityDef, int]]:
        for source in self.active_with("static"):
            for ability in self.abilities_of(source, "static"):
                yield ability, source

    @contextmanager
    def statics_read(self) -> Iterator[None]:
        """While a static's condition or amount is read, other statics are not applied (no endless recursion)."""
        before, self.reading_statics = self.reading_statics, True
        try:
            yield
        finally:
            self.reading_statics = before

    def expr(self, node: Any, ctx: Ctx) -> int:
        """A number, as `compiled.expr_fn` reads it (a number written out is itself)."""
        if isinstance(node, int):
            return int(node)
        return expr_fn(self.g, node)(self, ctx)

    def value(self, name: str, player: int, ctx: Ctx) -> int:
        if name in GAME_VALUES:
            return int(getattr(self.d, name))  # `players`, `round`, `turn`
        g = self.g
        if name not in g.self_modified or self.reading_statics:  # no static of a card changes it: as held
            return self.d.shared.get(name, 0) if name in g.shared else self.d.amounts[player].get(name, 0)
        base = self.amount(player, name)
        owner, side, of = self.d.owner, self.d.side, g.of_instance
        known = g.compiled["amount modifiers"]
        self.reading_statics = True  # a static's timing and amount read numbers without statics
        try:
            for card in self.active_with("static modify"):  # those with no static `modify` change no amount
                if owner[card] != player:
                    continue
                key = (of[card].index, side[card], name)
                found = known.get(key)
                if found is None:
                    found = known[key] = self._amount_modifiers(card, name)
                if not found or not self.in_scope(card, ctx):
                    continue
                here = Ctx(player, card, ctx.it)
                for ability, effects in found:
                    if ability.headers and not self.timing_ok(ability, here):
                        continue
                    for effect in effects:
                        base = MODIFY[effect["op"]](base, self.expr(effect["amount"], here))
        finally:
            self.reading_statics = False
        return base

    def _amount_modifiers(self, card: int, name: str) -> tuple[tuple[AbilityDef, tuple[dict[str, Any], ...]], ...]:
        """The card's statics (with the side it shows) that change the player's amount `name` (`modify energy + 1`),
        with those effects: found once per definition and side, so a card whose statics change other numbers costs
        one look-up when an amount is read."""
        found = []
        for ability in self.statics_with(card, "modify"):
            effects = tuple(e for e in ability.ir["effects"] if _changes_amount(e, name))
            if effects:
                found.append((ability, effects))
        return tuple(found)

    def cond(self, node: dict[str, Any], ctx: Ctx) -> bool:
        """A truth, as `compiled.cond_fn` reads it."""
        return cond_fn(self.g, node)(self, ctx)

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
            if node.get("where"):  # `has 1 planet where (...)`: the condition too
                mine = [c for c in mine if self.cond(node["where"], ctx.about(c))]
            return len(mine) >= need

        return all(enough(k) for k in keys) if each else any(enough(k) for k in keys)

    def statics(self, player: int, ctx: Ctx, effect: str | None = None) -> Iterator[tuple[AbilityDef, int]]:
        """The player's statics in play that apply now (at the card `ctx.it`), with their cards; only those with an
        `effect` of that kind when one is named (`discount`: a card's cost does not read the others' timing)."""
        for card in self.active_with("static" if effect is None else "static " + effect):  # with one of that kind
            if self.d.owner[card] != player or not self.in_scope(card, ctx):
                continue
            for ability in self.abilities_of(card, "static") if effect is None else self.statics_with(card, effect):
                before, self.reading_statics = self.reading_statics, True  # as `statics_read()`, without its cost
                try:
                    holds = not ability.headers or self.timing_ok(ability, Ctx(player, card, ctx.it))
                finally:
                    self.reading_statics = before
                if holds:
                    yield ability, card

    def statics_with(self, card: int, effect: str) -> tuple[AbilityDef, ...]:
        """The card's static abilities (with the side it shows) that have an effect of that kind, found once per
        game, definition and side."""
        key = (self.g.of_instance[card].index, self.d.side[card], effect)
        known = self.g.compiled["statics with"]
        found: tuple[AbilityDef, ...] | None = known.get(key)
        if found is None:
            statics = self.abilities_of(card, "static")
            found = known[key] = tuple(a for a in statics if any(e["effect"] == effect for e in a.ir["effects"]))
        return found

    def timing_ok(self, ability: AbilityDef, ctx: Ctx) -> bool:
        """Its `during …` is now, then its `while …` and `if …` conditions hold (the cheap test first: a text
        `during actions` is not usable in most of the turn, whatever its condition says)."""
        timing = self.g.compiled["timing"].get(id(ability))  # by identity: the game holds its abilities for good
        if timing is None:
            timing = self.g.compiled["timing"][id(ability)] = _timing(ability.headers)
        during, conditions = timing
        for name in during:
            if not self.now(name):
                return False
        for condition in conditions:  # noqa: SIM110  (a plain loop: a hot path)
            if not self.cond(condition, ctx):
                return False
        return True

    def headers_ok(self, headers: Iterable[dict[str, Any]], ctx: Ctx) -> bool:
        """Its `during …` is now, and its `while …` and `if …` conditions hold."""
        for header in headers:
            trigger = header["trigger"]
            if trigger == "during" and not self.now(header["name"]):
                return False
            if trigger in ("while_static", "condition_header") and not self.cond(header["condition"], ctx):
                return False
        return True

    def now(self, name: str) -> bool:
        """Whether `name` is among `current_names()` (asked without making the set)."""
        if name in self.during:
            return True
        d = self.d
        if d.stage not in ("step", "window") or not self.g.phases:
            return False
        phase = self.g.phases[d.phase]
        if phase["id"] == name:
            return True
        return d.stage == "step" and d.step < len(phase["steps"]) and phase["steps"][d.step]["id"] == name

    def current_names(self) -> set[str]:
        names = set(self.during)
        if self.d.stage in ("step", "window") and self.g.phases:
            phase = self.g.phases[self.d.phase]
            names.add(phase["id"])
            if self.d.stage == "step" and self.d.step < len(phase["steps"]):
                names.add(phase["steps"][self.d.step]["id"])
        return names

    def period_key(self, period: str | None, player: int) -> tuple[int, ...]:
        """The player and the period of a `once per ...` limit now, as numbers (made at every check of a limit)."""
        d = self.d
        if period == "turn":
            return (player, d.turn)
        if period == "round":
            return (player, -1, d.round)
        if period == "phase":
            return (player, d.turn, d.phase)
        return (player, d.turn, d.phase, d.step) if period == "step" else (player,)

    def limit_period(self, limit: str, player: int) -> tuple[int, ...]:
        """`period_key`, with the two limits `when ...` abilities and activations mostly have (`once per game`,
        `once per turn`) answered before the call to it."""
        if limit == "game":
            return (player,)
        return (player, self.d.turn) if limit == "turn" else self.period_key(limit, player)

    def limit_ok(self, ability: AbilityDef, card: int | None, player: int) -> bool:
        if ability.limit is None:
            return True
        return (ability.key, -1 if card is None else card, self.period_key(ability.limit, player)) not in self.d.used

    def use(self, ability: AbilityDef, card: int | None, player: int) -> None:
        if ability.limit is not None:
            self.d.used.add((ability.key, -1 if card is None else card, self.period_key(ability.limit, player)))

    def bounds(self, name: str) -> tuple[int, int]:
        lo, hi, _ = self.g.amounts.get(name, (0, 10**9, 0))
        return lo, hi

    def amount(self, player: int, name: str) -> int:
        """An amount as held: the player's own, or the game's for a game-wide counter."""
        return self.d.shared.get(name, 0) if name in self.g.shared else self.d.amounts[player].get(name, 0)

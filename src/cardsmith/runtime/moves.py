"""Changing the game: amounts within bounds, moving, drawing, discarding and playing cards, costs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from .compiled import candidates_fn, expr_fn, filter_words, memo
from .data import split_key, zone_key
from .game import AbilityDef, Game, GameError
from .handlers import Ctx
from .sheets import CIRCLED, CROSSED, Box, KeptReadings, Layout, Reading, Sheets
from .values import Values

NO_BOUNDS = (0, 10**9, 0)  # an amount the pack does not declare (`Values.bounds`): from 0, no top


class Moves(Values):
    """Amounts, moves of cards, playing them and paying for it."""

    kept_readings: KeptReadings | None = None  # the sheets' readings as last worked out (`refresh_readings`)

    def emit(
        self,
        event: str,
        player: int,
        card: int | None,
        host: int | None,
        what: str | None = None,
        holder: int | None = None,
    ) -> None:
        raise NotImplementedError  # defined by the interpreter

    def resolve(self, ability: AbilityDef, ctx: Ctx, optional_cost: bool = False) -> None:
        raise NotImplementedError  # defined by the interpreter

    def run_effects(self, effects: list[dict[str, Any]], ctx: Ctx) -> None:
        raise NotImplementedError  # defined by the interpreter

    def add(self, player: int, name: str, amount: int) -> int:
        """Changes an amount within its bounds (`player` is who changes it: a game-wide counter is the game's);
        returns the change actually made. What the amount is (`amount_facts`) is read once per game, and the event
        is announced only if some ability hears it (`Game.heard`): this runs for every gain and payment."""
        g, d = self.g, self.d
        facts = g.compiled["amount facts"].get(name)
        lo, hi, shared, plain = amount_facts(g, name) if facts is None else facts
        held = d.shared if shared else d.amounts[player]
        old = held.get(name, 0)
        if plain:  # no bank, no physical supply, no sheet reading it: within its bounds
            new = max(lo, min(hi, old + amount))
        else:
            new = self.bounded(player, name, old, amount, lo, hi)
        held[name] = new
        if new != old:
            d.touch_amount(name)
            if not plain and g.sheet is not None and name in self.layout.depends:
                self.refresh_readings(range(d.players) if shared else [player])
            event = "gain" if new > old else "lose"
            if g.heard is None or event in g.heard:
                self.emit(event, player, None, None, name)
        return new - old

    def bounded(self, player: int, name: str, old: int, amount: int, lo: int, hi: int) -> int:
        """`old + amount` within the bounds, a bank that gives only what it holds (the total less what players
        hold), and a token's physical supply (`supply_left`)."""
        g = self.g
        if amount > 0 and name in g.supplies:
            amount = min(amount, g.supplies[name] - sum(a.get(name, 0) for a in self.d.amounts))
        new = max(lo, min(hi, old + amount))
        if new > old and name in g.limited:
            new = min(new, old + self.supply_left(name))
        return new

    # ------------------------------------------------------------ the players' sheets (runtime/sheets.py)
    @property
    def layout(self) -> Layout:
        """The layout of this game's sheets (the face its `runtime.sheet.face_by` option chose)."""
        layout = self.g.layouts.get(self.d.sheet_face, self.g.sheet)
        assert layout is not None
        return layout

    def sheet(self, player: int) -> Sheets:
        return Sheets(self.layout, self.d.sheets[player])

    def refresh_readings(self, players: Any) -> None:
        """Set the counters a sheet keeps (`runtime.sheet.readings`) to what the sheets show now."""
        if self.g.sheet is None:
            return
        layout = self.layout
        kept = self.kept_readings
        if kept is None or kept.layout is not layout:
            kept = self.kept_readings = KeptReadings(layout)
        for p in players:
            sheet = self.sheet(p)
            for i, r in enumerate(layout.readings):
                counter = self.amount(p, r.counter) if r.counter else 0
                value = self.claimed(p, r) if r.kind in ("first", "later") else kept.reading(sheet, p, i, counter)
                change = value - self.amount(p, r.name)
                if change:
                    self.add(p, r.name, change)

    def sheet_can(self, player: int, verb: str, words: list[str], value: Any) -> bool:
        """Whether `player` has a box that `verb` could mark (`value()`: the number a `write` writes)."""
        sheet = self.sheet(player)
        if verb == "write":
            return bool(sheet.writable(words, value()))
        return bool(sheet.markable(words, CROSSED if verb == "cross" else CIRCLED))

    def claimed(self, player: int, reading: Reading) -> int:
        """First-come boxes of those words `player` marked in the turn someone first marked them (`first`), or in a
        later turn (`later`): the players who reach a bonus in the same turn all have the better one."""
        found = 0
        for box in self.layout.matching(reading.words):
            turn = self.d.claims.get((player, box.index)) if box.first else None
            if turn is not None:
                first = min(t for (p, b), t in self.d.claims.items() if b == box.index)
                found += (turn == first) == (reading.kind == "first")
        return found

    def _claim(self, player: int, box: Box) -> None:
        if box.first and (player, box.index) not in self.d.claims:
            self.d.claims[(player, box.index)] = self.d.turn

    def sheet_write(self, player: int, words: list[str], value: int) -> bool:
        """`player` writes `value` in a box of those words where it may go, of their choice (False: none)."""
        sheet = self.sheet(player)
        boxes = sheet.writable(words, value)
        if not boxes:
            return False
        i = self.choose(player, f"write {value} in which box?", [b.id for b in boxes])
        self.d.touch_amount("sheet")
        self._claim(player, boxes[i])
        self._sheet_events(player, sheet.write(boxes[i], value), "write")
        return True

    def sheet_mark(self, player: int, words: list[str], verb: str) -> bool:
        """`player` crosses or circles a box of those words, of their choice (False: none can be)."""
        sheet = self.sheet(player)
        flag = CROSSED if verb == "cross" else CIRCLED
        boxes = sheet.markable(words, flag)
        if not boxes:
            return False
        i = self.choose(player, f"{verb} which box?", [b.id for b in boxes])
        self.d.touch_amount("sheet")
        self._claim(player, boxes[i])
        self._sheet_events(player, sheet.mark(boxes[i], flag), verb)
        return True

    def _sheet_events(self, player: int, completed: list[str], verb: str) -> None:
        self.refresh_readings([player])
        self.emit(verb, player, None, None)
        for event in completed:
            self.emit(event, player, None, None)

    def supply_left(self, name: str) -> int:
        """What is left of a token's physical supply (`count`): not held by a player, not lying on a card."""
        held = sum(a.get(name, 0) for a in self.d.amounts)
        on_cards = sum(t.get(name, 0) for t in self.d.tokens.values())
        return max(0, self.g.limited[name] - held - on_cards)

    def move(self, card: int, key: str, face_up: bool | None = None, top: bool = True) -> bool:
        """`card` onto `key` (on top, or at the bottom), its owner and facing as the zone has them; False when the
        zone is full. The zone's facts are read from `key_facts`'s cache first (this runs for every move)."""
        facts = self.g.compiled["key facts"].get(key)
        owner, host, capacity, owned, visibility = self.key_facts(key) if facts is None else facts
        d = self.d
        came_from = d.loc[card]
        if capacity is not None and came_from != key and len(d.zones.get(key, ())) >= capacity:
            return False
        d.move(card, key, top)
        if owner is not None:
            d.owner[card] = owner
        elif host is None and not owned and key not in self.g.settings.keeps_owner:  # a shared zone: its key, its name
            d.owner[card] = -1
        if face_up is not None:
            d.face_up[card] = face_up
        elif visibility == "hidden":
            d.face_up[card] = False
        elif (self.g.compiled["key facts"].get(came_from) or self.key_facts(came_from))[4] == "hidden":
            d.face_up[card] = True  # out of a hidden deck into the open: face up
        return True

    def key_facts(self, key: str) -> tuple[int | None, int | None, int | None, bool, str]:
        """A zone key's owner and host, and its zone's capacity, whether each player has one, and visibility: one
        look-up per move (keys are few: worked out once per game)."""
        facts = self.g.compiled["key facts"]
        found = facts.get(key)
        if found is None:
            name, owner, host = split_key(key)
            found = facts[key] = (owner, host, *self.zone_facts(name))
        return found

    def zone_facts(self, name: str) -> tuple[int | None, bool, str]:
        """A zone's capacity, whether each player has one, and its visibility: read once per game and zone."""
        facts = self.g.compiled["zone facts"]
        found = facts.get(name)
        if found is None:
            spec = self.g.zones.get(name, {})
            found = (spec.get("capacity"), spec.get("owner") == "player", spec.get("visibility", "public"))
            facts[name] = found
        return found

    def visibility(self, key: str) -> str:
        """A zone key's visibility, read where `key_facts` keeps it (asked at every move out of a place that does not
        say how the card faces)."""
        facts = self.g.compiled["key facts"].get(key)
        return (self.key_facts(key) if facts is None else facts)[4]

    def discard(self, card: int) -> bool:
        """`card` onto its discard pile, face up, owned by nobody, with no side and no tokens; False when the pile is
        full (the card stays as it was)."""
        d = self.g.of_instance[card]
        key = self.g.discard_zone(d.type)
        if not key:
            raise GameError(f"no discard pile for card type {d.type!r}: declare runtime.discard.{d.type}")
        side, self.d.side[card] = self.d.side[card], None  # no side as it moves (as its move is checked)
        if not self.move(card, key, face_up=True):
            self.d.side[card] = side
            return False
        self.d.owner[card] = -1
        self.d.tokens.pop(card, None)  # its tokens go back to the supply
        return True

    def deck_for(self, words: list[str] | None) -> list[str]:
        decks = self.g.settings.decks
        for word in words or ():
            if word in decks:
                return [decks[word]]
        return list(dict.fromkeys(decks.values()))  # no word names a card type: every deck

    def draw(self, player: int, n: int, words: list[str] | None, source: list[str], to: str | None = None) -> None:
        keys = source or self.deck_for(words)
        key = to or self.hand_key(player)
        face_up = self.zone_facts(split_key(key)[0])[2] == "public"  # a hand keeps its cards to itself
        if words and not filter_words(words):  # `draw 1 card`: any card, the top one
            words = None
        for _ in range(n):
            card = self.top_match(keys, words)
            if card is None and self.restock(keys):
                card = self.top_match(keys, words)
            if card is None:
                return
            self.move(card, key, face_up=face_up)
            self.emit("draw", player, card, None)

    def hand_key(self, player: int) -> str:
        """The zone key of the player's hand (`hand/1`), made once per game and seat."""
        keys = self.g.compiled["hand keys"]
        key = keys.get(player)
        if key is None:
            key = keys[player] = zone_key(self.hand, player)
        return str(key)

    def top_match(self, keys: list[str], words: list[str] | None) -> int | None:
        """The card on top of the last of `keys` that has one matching `words` (a pile's top is its end): found
        from the top down, not by testing the whole deck."""
        zones = self.d.zones
        for key in reversed(keys):
            pile = zones.get(key)
            if not pile:
                continue
            if not words:  # any card: the top one
                return pile[-1]
            for card in reversed(pile):
                if self.matches(card, words):
                    return card
        return None

    def turn_in_place(self, card: int, face_up: bool) -> None:
        """Turn a card face up or down where it lies (knock out, revive). A face-up card in a public zone that
        turns face down stays known to every player: all of them saw it (a knocked-out card is no secret)."""
        if not face_up and self.d.face_up[card] and self.visibility(self.d.loc[card]) == "public":
            self.d.seen[card] = set(range(self.d.players))
        self.d.face_up[card] = face_up
        self.d.touch_card(card)

    def restock(self, keys: list[str]) -> bool:
        """`runtime.restock`: an empty deck a draw needs gets its pile shuffled in (the state's generator), as
        many games say "when the deck runs out, shuffle the discard pile to form a new one". True if one did."""
        done = False
        for key in keys:
            pile = self.g.settings.restock.get(key)
            if pile is None or self.pile(key) or not self.pile(pile):
                continue
            for card in list(self.pile(pile)):
                self.d.side[card] = None
                self.move(card, key, face_up=False)
            self.d.shuffle(key)
            done = True
        return done

    def play_card(
        self, player: int, card: int, host: int | None, into: str | None = None, checked: bool = False
    ) -> bool:
        """Play a card at a host card, into a zone (`into`: a shared pile keeps it yours until it moves on), or
        into the player's play zone. `checked`: `may_play` has just held for it, and nothing has changed since (the
        card was chosen among those it allowed), so it is not asked again. What the card's definition says of
        playing it is read from its `play_plan`."""
        if into is not None:
            key = into
        elif host is not None:  # the pile played at the host, its key made once per host (`find_active` reads it)
            piles = self.g.compiled["pile of"]
            key = piles.get(host) or piles.setdefault(host, zone_key(self.hosted, host=host))
        elif self.g.settings.play_zone:
            key = zone_key(self.g.settings.play_zone, player)
        else:
            return False  # nowhere to go (`check` refuses a `play` without `to`, `at` or runtime.play_zone)
        plan = self.g.compiled["play plans"].get(card) or play_plan(self.g, card)
        if plan.free and self.d.side[card] is None and "forbid" not in self.g.static_kinds:
            return self.put_in_play(player, card, host, key, None)  # straight to where it goes
        if not checked and not self.may_play(player, card, host):
            return False
        costs = self.side_costs(player, card, host) if plan.priced else plan.costs
        if plan.prompt is None:  # one face
            side, cost = None, costs[0][1]
        else:  # each side's cost read once: the side chosen is paid what it was offered at
            options = self.payable_sides(player, costs)
            if not options:
                return False
            side, cost = costs[options[self.choose(player, plan.prompt, [plan.labels[i] for i in options])]]
        if cost:  # a free side pays nothing
            self.pay(player, cost)
        if plan.pays:
            self.pay_to_play(player, card, host)
        return self.put_in_play(player, card, host, key, side)

    def play_chosen(self, target: dict[str, Any], ctx: Ctx, host: int | None, into: str | None) -> None:
        """`play CARDS [at HOST] [to ZONE]`: the cards the selector names among those `may_play` allows, played in
        turn. The first is not asked again whether it may be played: nothing has changed since it was allowed
        (only a choice among the cards allowed); the next ones are (paying for one may leave too little for them).
        A card whose plan says it may always be played with no side up is not asked while no `forbid` is in play."""
        you, allowed, g = ctx.you, set(), self.g
        plans, sides, free = g.compiled["play plans"], self.d.side, "forbid" not in g.static_kinds

        def may(card: int) -> bool:
            if free and sides[card] is None and (plans.get(card) or play_plan(g, card)).may:
                allowed.add(card)
                return True
            if self.may_play(you, card, host):
                allowed.add(card)
                return True
            return False

        for i, card in enumerate(self.cards(target, ctx, allowed=may)):
            self.play_card(you, card, host, into, checked=i == 0 and card in allowed)

    def put_in_play(self, player: int, card: int, host: int | None, key: str, side: str | None) -> bool:
        """A card played, paid for: it goes to `key` with `side` up, and its entry and `on play` abilities run (the
        event announced only if some ability hears it)."""
        d = self.d
        came = d.loc[card]
        self.active_cards()  # found again if a card has changed since: `came_into_play` adds to them this move alone
        if not self.move(card, key, face_up=True):
            return False
        d.owner[card] = player
        d.side[card] = side
        self.came_into_play(card, came, key)  # the cards in play kept, not found again
        played, name = d.played[player], self.g.of_instance[card].id
        played[name] = played.get(name, 0) + 1
        d.last_played = card
        abilities = entering(self.g, card, side)
        if abilities:
            self.enter_with(abilities, card, player)
        if self.g.heard is None or "play" in self.g.heard:
            self.emit("play", player, card, host)
        return True

    def entering(self, card: int, side: str | None) -> tuple[AbilityDef, ...]:
        """The abilities that may run as the card enters with `side` up (`enter`): entry ones and `on play` ones,
        found once per definition and side."""
        return entering(self.g, card, side)

    def may_play(self, player: int, card: int, host: int | None) -> bool:
        """A card may be played (at `host`) when the cost of one of its sides can be paid, its requirements
        (`to play: require ...`, or a bare `require`) hold, their costs can be paid and no `forbid` in play stops
        it. What its definition alone answers (`play_facts`) is not read again: a card that may always be played when no
        `forbid` is in play (`unconditional`) is one whose first side is free, with no requirement."""
        g = self.g
        free_first, requirements = play_facts(g, card, self.d.side[card])
        if not free_first and not any(self.payable(player, cost) for _, cost in self.side_costs(player, card, host)):
            return False
        if requirements and not self.requirements_met(requirements, Ctx(player, card, host)):
            return False
        return "forbid" not in g.static_kinds or not self.forbids(card, host)

    def requirements_met(self, requirements: tuple[AbilityDef, ...], ctx: Ctx) -> bool:
        """A card's requirements to be played (`play_facts`): of the abilities whose timing is now, each `require`
        holds and each cost can be paid (`requirement_parts`)."""
        for ability in requirements:
            if not self.timing_ok(ability, ctx):
                continue
            required, cost = requirement_parts(self.g, ability)
            if any(not self.cond(e["condition"], ctx) for e in required):
                return False
            if not self.cost_payable(cost, ctx):
                return False
        return True

    def playable(self, player: int, cards: list[int]) -> list[int]:
        """The cards `player` may play (`may_play` at no host); with no side up and no `forbid` in play, a card whose
        plan says it may then be played (`PlayPlan.may`) is kept without a call."""
        g = self.g
        plans, side, free = g.compiled["play plans"], self.d.side, "forbid" not in g.static_kinds
        return [
            card
            for card in cards
            if (free and side[card] is None and (plans.get(card) or play_plan(g, card)).may)
            or self.may_play(player, card, None)
        ]

    def pay_to_play(self, player: int, card: int, host: int | None) -> None:
        abilities = self.abilities_of(card, "to_play")
        if not abilities:  # most cards: nothing to pay or do to play them
            return
        ctx = Ctx(player, card, host)
        for ability in abilities:
            if self.timing_ok(ability, ctx):
                self.run_effects([e for e in ability.ir.get("effects", []) if e["effect"] != "require"], ctx)

    def forbids(self, thing: int | str, at: int | None) -> bool:
        """Whether a `forbid` static in play stops `thing` (a card to play, or a token's name) from going to the
        card `at` (or, for a card, from being played at all when the forbid names the card itself)."""
        if "forbid" not in self.g.static_kinds:
            return False
        for source in [*self.active_cards(), *self.hosts()]:
            for ability in self.abilities_of(source, "static"):
                ctx = Ctx(self.owner_of(source, self.d.active), source, self.host_of(source))
                for effect in ability.ir["effects"]:
                    if effect["effect"] != "forbid":
                        continue
                    places = self.reached(ability, effect, source, ctx)
                    if at not in places and not (isinstance(thing, int) and thing in places):
                        continue
                    words = effect.get("filter") or []
                    if thing in words if isinstance(thing, str) else self.matches(thing, words):
                        return True
        return False

    def side_costs(self, player: int, card: int, host: int | None) -> tuple[tuple[str | None, dict[str, int]], ...]:
        """Each side of the card (or its one face, None) with what playing it so costs `player` at `host`: nothing on
        a free side (`runtime.free_sides`), else its printed cost (`printed_costs`, worked out once per definition)
        less the discounts in play that name it. The discounts are read once for all the sides (playing a card of
        sides reads every side's cost), and only when the game has some and the card a cost."""
        printed = printed_costs(self.g, card)
        if "discount" not in self.g.static_kinds or not self.active_with("static discount"):
            return printed  # no discount in play: the printed costs (`statics` would find none)
        if not any(cost for _, cost in printed):
            return printed
        d, ctx = self.g.of_instance[card], Ctx(player, card, host)
        discounts = [
            (effect["resource"], effect.get("filter"), self.expr(effect["amount"], ctx))
            for ability, _source in self.statics(player, ctx, "discount")
            for effect in ability.ir["effects"]
            if effect["effect"] == "discount" and effect["resource"] in (d.fields.get(self.g.settings.cost_field) or {})
        ]
        if not discounts:
            return printed
        found = []
        for side, base in printed:
            cost = dict(base)
            for resource, words, amount in discounts:
                if resource in cost and (not words or all(w in (d.type, d.id, side) for w in words)):
                    cost[resource] = max(0, cost[resource] - amount)
            found.append((side, {k: v for k, v in cost.items() if v}))
        return tuple(found)

    def payable(self, player: int, cost: dict[str, int]) -> bool:
        """Whether the player holds every amount of `cost` (as `amount` reads them; a plain loop: this runs for each
        side of each card offered)."""
        if not cost:
            return True
        shared, held = self.g.shared, self.d.amounts[player]
        for name, need in cost.items():
            if (self.d.shared.get(name, 0) if name in shared else held.get(name, 0)) < need:
                return False
        return True

    def payable_sides(self, player: int, costs: tuple[tuple[str | None, dict[str, int]], ...]) -> list[int]:
        """The sides (their indexes in `costs`) whose cost the player holds: `payable` of each, in one loop (a play
        of a card of sides asks it of every side)."""
        shared, pool, held = self.g.shared, self.d.shared, self.d.amounts[player]
        found = []
        for i, (_, cost) in enumerate(costs):
            for name, need in cost.items():
                if (pool.get(name, 0) if name in shared else held.get(name, 0)) < need:
                    break
            else:
                found.append(i)
        return found

    def pay(self, player: int, cost: dict[str, int]) -> None:
        for name, amount in cost.items():
            self.add(player, name, -amount)

    def enter(self, card: int, player: int) -> None:
        """A card played or turned to a new side: its entry abilities resolve, and its `on play` ones (found once
        per definition and side, `entering`), in the order the card lists them."""
        self.enter_with(entering(self.g, card, self.d.side[card]), card, player)

    def enter_with(self, abilities: tuple[AbilityDef, ...], card: int, player: int) -> None:
        """`enter`, its abilities found by the caller (`put_in_play` has just asked whether there are any)."""
        ctx = Ctx(player, card, self.host_of(card))
        for ability in abilities:
            if self.timing_ok(ability, ctx):
                self.resolve(ability, ctx, optional_cost=True)

    def cost_payable(self, cost: list[dict[str, Any]], ctx: Ctx) -> bool:
        """Whether the player can pay `cost` now: each amount it pays held, each card it discards or destroys there
        (`cost_fn`: what the cost's text says, read once per cost)."""
        if not cost:
            return True
        return cost_fn(self.g, cost)(self, ctx)


CostFn = Callable[["Moves", Ctx], bool]


def cost_fn(game: Game, cost: list[dict[str, Any]]) -> CostFn:
    """`Moves.cost_payable` of one cost (a list the game keeps: an ability's `cost`), made once per cost: the amounts
    it pays (each player of a `to` that names several is paid the amount), and its cards to discard or destroy, each
    found where the selector says (its verb's place only when it names none)."""
    return memo(game, "cost", cost, _make_cost)


MULTI = ("each_player", "each_opponent", "neighbours")  # a `to` that pays each of several players
AmountPart = tuple[str, Any, str | None]  # an amount a cost pays: its name, its node, a `to` naming several players
CardPart = tuple[dict[str, Any], int, str]  # cards a cost discards or destroys: the selector, how many, the verb


def cost_parts(cost: list[dict[str, Any]]) -> tuple[tuple[AmountPart, ...], tuple[CardPart, ...]]:
    """What paying a cost can fail on, read from its IR (`cost_fn`, and `usable.cost_plan` for the part known before
    the game): each amount it pays, and each selection of cards it discards or destroys. Its other effects cannot
    fail, so they are not tested."""
    amounts: list[AmountPart] = []
    cards: list[CardPart] = []
    for effect in cost:
        kind = effect["effect"]
        if kind in ("pay", "lose"):
            to = effect.get("to")
            amounts.append((effect["resource"], effect["amount"], to if to in MULTI else None))
        elif kind in ("discard", "destroy") and effect["target"]["cards"] == "card_set":
            target = effect["target"]
            wanted = target.get("quantity")
            cards.append((target, wanted if isinstance(wanted, int) else 1, kind))
        elif kind == "remove" and not effect.get("target"):
            amounts.append((effect["token"], effect["amount"], None))
    return tuple(amounts), tuple(cards)


def _make_cost(game: Game, cost: list[dict[str, Any]]) -> CostFn:
    parts, selections = cost_parts(cost)
    amounts = [(name, expr_fn(game, node), several) for name, node, several in parts]
    cards = [
        (candidates_fn(game, target), wanted, verb, target.get("location") is not None)
        for target, wanted, verb in selections
    ]  # (find, how many, verb, names a place)

    def payable(run: Moves, ctx: Ctx) -> bool:
        for find, wanted, verb, placed in cards:  # the cards first: a cost short of them needs no amount read
            if len(find(run, ctx, None if placed else run.default_place(verb, ctx))) < wanted:
                return False
        if not amounts:
            return True
        need: dict[str, int] = {}
        for name, amount, several in amounts:
            receivers = 1 if several is None else len(run.players(several, ctx))
            need[name] = need.get(name, 0) + amount(run, ctx) * receivers
        for name, total in need.items():  # noqa: SIM110  (a plain loop: no generator made)
            if run.amount(ctx.you, name) < total:
                return False
        return True

    return payable


def amount_facts(g: Game, name: str) -> tuple[int, int, bool, bool]:
    """An amount's bounds, whether it is the game's (a game-wide counter), and whether it is plain: no bank (`supply`),
    no physical supply (`count`), no sheet that reads it (any face's). Found once per game and name (`Moves.add`, and
    the code generator's gains and losses)."""
    lo, hi, _ = g.amounts.get(name, NO_BOUNDS)
    sheets = [*g.layouts.values()] if g.sheet is not None else []
    plain = name not in g.supplies and name not in g.limited and not any(name in s.depends for s in sheets)
    found = g.compiled["amount facts"][name] = (lo, hi, name in g.shared, plain)
    return found


def unconditional(game: Game, card: int) -> bool:
    """A card with one side, no cost and no requirement or static of its own may always be played when no `forbid` is
    in play, known once per definition (`PlayPlan.free`; the code generator asks it of every card before play)."""
    d = game.of_instance[card]
    known = game.compiled["unconditional"]
    free = known.get(d.index)
    if free is None:
        free = known[d.index] = (
            not d.sides
            and not d.fields.get(game.settings.cost_field)
            and not any(a.kind in ("to_play", "static") for a in d.active(None))
        )
    return bool(free)


def entering(game: Game, card: int, side: str | None) -> tuple[AbilityDef, ...]:
    """`Moves.entering`, of the game alone (the code generator asks it of every card before play)."""
    d = game.of_instance[card]
    known = game.compiled["entering"]
    found = known.get((d.index, side))
    if found is None:
        found = known[(d.index, side)] = tuple(
            a
            for a in d.active(side)
            if a.kind == "entry" or any(h["trigger"] == "on_event" and h["event"] == "play" for h in a.headers)
        )
    return found


def play_facts(game: Game, card: int, side: str | None) -> tuple[bool, tuple[AbilityDef, ...]]:
    """What `Moves.may_play` reads of a card's definition with `side` up, found once per definition and side:
    whether the first side it tries costs nothing whatever is in play (one of `runtime.free_sides`, or no side and
    no cost: some side can always be paid), and its requirements (its `to_play` and `static` abilities, in order)."""
    d = game.of_instance[card]
    known = game.compiled["play facts"]
    found = known.get((d.index, side))
    if found is None:
        free_first = d.sides[0] in game.settings.free_sides if d.sides else not d.fields.get(game.settings.cost_field)
        requirements = tuple(a for a in d.active(side) if a.kind in ("to_play", "static"))
        found = known[(d.index, side)] = (free_first, requirements)
    return found


def requirement_parts(game: Game, ability: AbilityDef) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """An ability's `require` effects, and the others (a cost to be able to pay), split once per ability (the cost a
    list kept for good: `cost_fn` knows it by its identity). A static's effects other than `require` are no cost."""
    known = game.compiled["requirement parts"]
    found = known.get(ability.key)
    if found is None:
        effects = ability.ir.get("effects", [])
        if ability.kind == "static":  # a bare `require` on the card is a requirement too
            effects = [e for e in effects if e["effect"] == "require"]
        found = known[ability.key] = (
            [e for e in effects if e["effect"] == "require"],
            [e for e in effects if e["effect"] != "require"],
        )
    return found


def printed_costs(game: Game, card: int) -> tuple[tuple[str | None, dict[str, int]], ...]:
    """Each side of a card's definition (or its one face, None) with its printed cost (nothing on a free side; the
    amounts that are not zero), found once per definition: `Moves.side_costs` with no discount in play. The dicts are
    shared: read them, never change them."""
    d = game.of_instance[card]
    known = game.compiled["printed costs"]
    found = known.get(d.index)
    if found is None:
        printed = {k: v for k, v in (d.fields.get(game.settings.cost_field) or {}).items() if v}
        found = known[d.index] = tuple(
            (side, {} if side in game.settings.free_sides else dict(printed)) for side in d.sides or (None,)
        )
    return found


class PlayPlan(NamedTuple):
    """What `Moves.play_card` and `play_chosen` read of a card's definition, found once per game and card
    (`play_plan`): a play reads these instead of asking each fact in turn."""

    free: bool  # `unconditional`: with no side up and no `forbid` in play, it goes straight where it is played
    may: bool  # with no side up, `may_play` holds unless a `forbid` stops it (a free first side, no requirement)
    costs: tuple[tuple[str | None, dict[str, int]], ...]  # `printed_costs`
    priced: bool  # some side has a printed cost: a discount in play may change it (`Moves.side_costs`)
    prompt: str | None  # the question that picks a side (None: one face, no question)
    labels: tuple[str, ...]  # each side as that question offers it
    pays: bool  # some side has `to_play` abilities: else `Moves.pay_to_play` has nothing to do, whatever side shows


def play_plan(game: Game, card: int) -> PlayPlan:
    """The card's `PlayPlan`, kept by instance in `Game.compiled` (the definition never changes in a game)."""
    d = game.of_instance[card]
    costs = printed_costs(game, card)
    free_first, requirements = play_facts(game, card, None)
    plan = game.compiled["play plans"][card] = PlayPlan(
        free=unconditional(game, card),
        may=free_first and not requirements,
        costs=costs,
        priced=any(cost for _, cost in costs),
        prompt=f"side for {d.name}" if d.sides else None,
        labels=tuple(f"side {side}" for side, _ in costs),
        pays=any(d.of_kind(side, "to_play") for side in (None, *d.sides)),
    )
    return plan

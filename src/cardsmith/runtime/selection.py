"""Places and cards: zone keys, the cards a selector names, filters, and which cards are in play."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from typing import Any

from .choices import Choices
from .compiled import candidates_fn, counted_fn, field_fn, host_piles, how_many, zone_keys_fn
from .data import split_key, zone_key
from .game import AbilityDef, Game
from .handlers import Ctx

SIDED_KINDS = frozenset({"triggered", "activated", "static", "watching", "entry", "to_play"})  # `CardDef.of_kind`'s
NO_CARDS: list[int] = []  # an empty pile (never changed: compared with, never added to)
IN_PLAY = {"destroy", "eliminate", "knockout", "revive", "summon"}  # verbs of cards in play
NAMED = frozenset({"just_played", "it", "this", "union", "minus"})  # selectors that name their cards (`named_cards`)


class Selection(Choices):
    """Where cards are and which ones a selector names."""

    _active_kinds: dict[str, list[int]] = {}  # per kind, the active cards (replaced whole, never changed in place)
    _active_at = -1  # the version of the data at which the active cards were last found or found unchanged
    _active_sides: list[str | None] = []  # the sides the active cards showed when `_active_kinds` was made
    _split: tuple[tuple[str, ...], tuple[str, ...]] | None = None  # `active_split`, once a run
    _active_hosts: list[tuple[str, list[int]]] = []  # each board zone and its cards when `_active` was made
    _active_places: list[str] = []  # the keys of the places in play when `_active` was made, in their order
    _hosts: dict[str, int | None] = {}  # zone key -> the card it lies at (`host_of`), per game (`Game.compiled`)

    def cond(self, node: dict[str, Any], ctx: Ctx) -> bool:
        raise NotImplementedError  # defined by values.py

    def stat(self, card: int, name: str) -> int:
        raise NotImplementedError  # defined by values.py

    def value(self, name: str, player: int, ctx: Ctx) -> int:
        raise NotImplementedError  # defined by values.py

    def has(self, player: int, node: dict[str, Any], ctx: Ctx) -> bool:
        raise NotImplementedError  # defined by values.py

    def zone_label(self, key: str) -> str:
        """A zone as a player reads it in a decision: `board of player 2`, `slot at Alpha (alpha#1)`."""
        name, owner, host = split_key(key)
        if host is not None:
            return f"{name} at {self.card_name(host)} ({self.g.name_of_instance[host]})"
        return name if owner is None else f"{name} of player {owner + 1}"

    def zone_keys(self, node: dict[str, Any] | None, ctx: Ctx) -> list[str]:
        """The piles a place names, as its function compiled once per game finds them (`compiled.zone_keys_fn`, its
        cache read here); a list the caller only reads."""
        if node is None:
            return []
        hit = self.g.compiled["zones"].get(id(node))
        return (hit[1] if hit is not None and hit[0] is node else zone_keys_fn(self.g, node))(self, ctx)

    def place_keys(self, node: dict[str, Any], ctx: Ctx) -> list[str]:
        """The piles a place names, read from the place itself (`zone_keys` is this, compiled)."""
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
            if ctx.card is not None and self.is_host_named(ctx.card, name):
                return [zone_key(self.hosted, host=ctx.card)]  # a host's own text: `on this album` is its own pile
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

    def is_host_named(self, card: int, name: str) -> bool:
        """Whether `card` lies on the board (it holds a pile) and is of the card type `name`."""
        return self.d.loc[card] in self.g.settings.board and self.g.of_instance[card].type == name

    def host_of(self, card: int | None) -> int | None:
        """The card that `card` was played at (None: it lies in a zone of its own), by its zone key: keys are few,
        each is split once per game."""
        if card is None:
            return None
        key = self.d.loc[card]
        try:
            return self._hosts[key]
        except KeyError:
            if not self._hosts:
                self._hosts = self.g.compiled["host of key"]
            host = self._hosts[key] = split_key(key)[2]
            return host

    def keeps_side(self, key: str) -> bool:
        """A card keeps its side where its abilities work: played at a card, or in an active zone."""
        name, _, host = split_key(key)
        return host is not None or name in self.g.settings.active_zones

    def pile(self, key: str) -> list[int]:
        return self.d.zones.get(key, [])

    def all_visible(self, cards: list[int], player: int) -> bool:
        """Whether `player` sees where each of the cards lies (a look-up per place, made once per game)."""
        loc, known = self.d.loc, self.g.compiled["visible"].get(player)  # per player, each place's answer
        if known is None:
            known = self.g.compiled["visible"][player] = {}
        for card in cards:
            key = loc[card]
            seen = known.get(key)
            if seen is None:
                seen = known[key] = self.visible_to(key, player)
            if not seen:
                return False
        return True

    def visible_to(self, key: str, player: int) -> bool:
        name, owner, _ = split_key(key)
        visibility = self.g.zones.get(name, {}).get("visibility", "public")
        return visibility == "public" or (visibility == "owner" and owner == player)

    def states(self, card: int) -> set[str]:
        found = set(self.d.states.get(card, ()))
        if self.hooks.card_states is not None:
            found |= set(self.hooks.card_states(self.table, card))
        return found

    def has_state(self, card: int, word: str) -> bool:
        """Whether the card is in that state: stored on it, else as the pack's `card_states` hook says (`states`).
        The stored states are looked at first: calling the hook is the dearer test, and a hook only reads."""
        if word in self.d.states.get(card, ()):
            return True
        hook = self.hooks.card_states
        return hook is not None and word in hook(self.table, card)

    def matches(self, card: int, words: Sequence[str] | None) -> bool:
        if not words:
            return True
        d = self.g.of_instance[card]
        for word in words:
            if isinstance(word, dict):  # a quoted card name
                word = word.get("card", "")
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
            if word == self.d.side[card] or self.d.tokens.get(card, {}).get(word, 0) > 0:
                continue
            if word in self.g.state_words and self.has_state(card, word):
                continue
            return False
        return True

    def default_place(self, verb: str, ctx: Ctx) -> list[str] | None:
        """Where a verb looks when its selector names no place: `discard` in your hand, `destroy`, `knock out`,
        `revive`, `eliminate` and `summon` among the cards in play; any other on the board."""
        if verb == "discard":  # made once per seat (a list callers only read)
            places = self.g.compiled["hand place"]
            found = places.get(ctx.you)
            if found is None:
                found = places[ctx.you] = [zone_key(self.hand, ctx.you)]
            return found
        return self.in_play() if verb in IN_PLAY else None

    def in_play(self) -> list[str]:
        """The zones of the cards in play: the board, the active zones (every player's) and the hosted piles. The
        first are made once per game and number of players, each pile's key once per host (`host_piles`): this is
        where `destroy` looks, read before each such effect whether its selector names a place or not."""
        keys = self.g.compiled["in play"].get(self.d.players)
        if keys is None:
            settings = self.g.settings
            keys = [k for z in settings.board + settings.active_zones for k in self.zone_keys_of(z)]
            self.g.compiled["in play"][self.d.players] = keys
        zones, piles = self.d.zones, host_piles(self.g)
        return keys + [piles[h] for z in self.g.settings.board for h in zones.get(z, NO_CARDS)]

    def zone_keys_of(self, name: str) -> list[str]:
        if self.g.zones.get(name, {}).get("owner") == "player":
            return [zone_key(name, p) for p in range(self.d.players)]
        return [name]

    def candidates(self, node: dict[str, Any], ctx: Ctx, default: list[str] | None = None) -> list[int]:
        """The cards a selector finds, before any quantity: where it says, else in the `default` zones (a verb's
        own place: your hand for `discard`, in play for `destroy`), else on the board (`compiled.candidates_fn`, its
        cache read here: this runs for every selection)."""
        hit = self.g.compiled["candidates"].get(id(node))
        find = hit[1] if hit is not None and hit[0] is node else candidates_fn(self.g, node)
        return find(self, ctx, default)

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
        if kind in NAMED:
            return self.named_cards(node, kind, ctx, actor, select, default)
        quantity = node.get("quantity")
        preset = self.preset.pop(id(node), None) if select and quantity not in (None, "all") else None
        if preset is not None:  # chosen in one decision among the cards offered a moment ago: not tested again
            self.last_cards = preset
            return preset
        hit = self.g.compiled["candidates"].get(id(node))  # `candidates`, without the call
        found = (hit[1] if hit is not None and hit[0] is node else candidates_fn(self.g, node))(self, ctx, default)
        if allowed is not None:
            found = [c for c in found if allowed(c)]
        if not select or quantity in (None, "all"):
            return found
        actor = ctx.you if actor is None else actor
        chosen = self.take_some(node, found, quantity, actor)
        self.last_cards = chosen
        return chosen

    def named_cards(
        self, node: Any, kind: str, ctx: Ctx, actor: int | None, select: bool, default: list[str] | None
    ) -> list[int]:
        """`cards` of a selector that names its cards (`NAMED`): the one just played, `it`, `this`, or two
        selectors together."""
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
        left = self.cards(node["left"], ctx, actor, select, default=default)
        right = self.cards(node["right"], ctx, actor, select, default=default)
        return left + [c for c in right if c not in left] if kind == "union" else [c for c in left if c not in right]

    def counted(self, node: Any, ctx: Ctx) -> list[int]:
        """The cards an expression counts or sums: a quantity takes that many, from the top unless a pick says
        otherwise (`sum rank of 1 top card in discard`); an expression never asks a question."""
        return counted_fn(self.g, node)(self, ctx)

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
        n = how_many(quantity)
        pick = node.get("pick")
        if pick == "random":
            return self.d.rng.sample(found, min(n, len(found)))
        if pick in ("strongest", "weakest"):
            return self.ranked(found, pick)[:n]
        if pick == "bottom":
            return found[:n]
        if pick == "top" or not self.all_visible(found, actor):
            return found[::-1][:n]  # the top of a pile is its end
        return self.pick_cards(actor, found, n, f"choose {n}", up_to=isinstance(quantity, dict))

    def field_value(self, card: int, name: str) -> Any:
        """A card's field as it reads now: a number with its changes, a choice or a text as printed."""
        return field_fn(self.g, name)(self, card)

    def active_abilities(self, card: int) -> tuple[AbilityDef, ...]:
        return self.g.of_instance[card].active(self.d.side[card])

    def abilities_of(self, card: int, kind: str) -> tuple[AbilityDef, ...]:
        """The card's working abilities used that way: `triggered`, `static`, `activated`, `entry`, `to_play` (looked
        up where `CardDef.of_kind` keeps them, found there the first time)."""
        d, side = self.g.of_instance[card], self.d.side[card]
        found = d.kinds.get((side, kind))
        return d.of_kind(side, kind) if found is None else found

    def active_cards(self) -> list[int]:
        """Cards whose abilities work: in `runtime.active_zones`, or played at a card on the board. Kept while what
        decides it is unchanged: no active zone, hosted pile or deal touched since (`Game.active_deps`), and each
        board zone holding the same cards in the same order. A board zone is compared, not asked when it was touched:
        a marker moved or a state put on a card there touches it and leaves the cards in play as they were (only the
        cards lying on it decide which piles count, `active_split`). Not looked at all while no card has changed since
        (`Data.placed`: an amount, the turn, may have)."""
        d = self.d
        if self._active_at >= d.placed:
            return self._active[1]
        self._active_at = d.version
        version = self._active[0]
        if version >= 0:
            touched = d.touched
            for name in (self._split or self.split_active())[0]:  # plain loops, no call: a hot path
                if touched.get(name, -1) > version:
                    break
            else:
                zones = d.zones
                for zone, seen in self._active_hosts:
                    if zones.get(zone, NO_CARDS) != seen:
                        break
                else:
                    return self._active[1]
        return self.find_active(version)

    def split_active(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """`active_split`, kept by the run (read at every look at the cards in play)."""
        self._split = active_split(self.g)
        return self._split

    def find_active(self, version: int) -> list[int]:
        """The cards in play found again (`active_cards`), and each kind's of them (`active_with`) when they or their
        sides are not those found last; the places they were found in are kept (`came_into_play`)."""
        d = self.d
        zones, face_up = d.zones, d.face_up  # a card face down (knocked out) has no abilities
        places = self.active_keys()
        if self.hosted:  # then the pile at each card on the board, in the board's order
            piles = host_piles(self.g)
            places = places + [piles[h] for z in self.g.settings.board for h in zones.get(z, NO_CARDS)]
        active = [c for key in places for c in zones.get(key, NO_CARDS) if face_up[c]]
        side = d.side
        sides = [side[c] for c in active]
        if version < 0 or active != self._active[1] or sides != self._active_sides:  # else each kind's are the same
            self._active_kinds, self._active_sides = self.kinds_in_play(active, sides), sides
        self._active = (d.version, active)
        self._active_places = places
        self._active_hosts = [(z, list(zones.get(z, NO_CARDS))) for z in (self._split or self.split_active())[1]]
        return active

    def came_into_play(self, card: int, came: str, key: str) -> None:
        """The cards in play kept, not found again, after `card` has just been moved from `came` onto the top of `key`
        and turned to its side (`Moves.put_in_play`): when it came from no place in play into one, neither place lies
        on the board, and what `active_cards` asks is unchanged but for that move (the last change). It goes after
        the cards of the places before its own (`active_cards`'s order), and into the lists of its kinds where that
        order puts it (new lists: a list handed out is never changed)."""
        d, places, board = self.d, self._active_places, self.g.settings.board
        if key not in places or came in places or came in board or key in board or self._active[0] < 0:
            return
        found, now, touched = self._active[0], d.version, d.touched
        for name in (self._split or self.split_active())[0]:
            if found < touched.get(name, -1) < now:  # changed before the move
                return
        zones = d.zones
        for zone, seen in self._active_hosts:
            if zones.get(zone, NO_CARDS) != seen:
                return
        old, at, loc = self._active[1], places.index(key), d.loc
        last = not old or places.index(loc[old[-1]]) <= at  # after every card in play (most often): no search
        i = len(old) if last else bisect_right(old, at, key=lambda c: places.index(loc[c]))
        side = d.side[card]
        active = [*old[:i], card, *old[i:]]
        kinds = dict(self._active_kinds)
        for kind in self.card_kinds(card, side):
            cards = kinds.get(kind)
            if cards is None:
                kinds[kind] = [card]
            elif last:  # after each of the kind's cards too
                kinds[kind] = [*cards, card]
            else:
                j = bisect_left(cards, i, key=active.index)
                kinds[kind] = [*cards[:j], card, *cards[j:]]
        self._active_sides = [*self._active_sides[:i], side, *self._active_sides[i:]]
        self._active_kinds, self._active, self._active_at = kinds, (now, active), now

    def card_kinds(self, card: int, side: str | None) -> tuple[str, ...]:
        """`kinds_of`, kept per card and side for the game."""
        known = self.g.compiled["kinds of"]
        try:
            return known[(card, side)]
        except KeyError:
            found = known[(card, side)] = kinds_of(self.g, card, side)
            return found

    def kinds_in_play(self, active: list[int], sides: list[str | None]) -> dict[str, list[int]]:
        """Each kind's cards among `active`, in their order, in one pass over them (`kinds_of`: what each card with
        the side it shows is used as, found once per game); a kind no card in play has is left out."""
        known = self.g.compiled["kinds of"]
        found: dict[str, list[int]] = {}
        for card, side in zip(active, sides):  # noqa: B905  (as many, `find_active`: no call with keywords)
            try:
                kinds = known[(card, side)]
            except KeyError:
                kinds = known[(card, side)] = kinds_of(self.g, card, side)
            for kind in kinds:
                cards = found.get(kind)
                if cards is None:
                    found[kind] = [card]
                else:
                    cards.append(card)
        return found

    def active_keys(self) -> list[str]:
        """The keys of the active zones (`runtime.active_zones`), every player's of a zone each player has, in the
        order `zone_cards` reads them: made once per game and number of players."""
        keys = self.g.compiled["active keys"].get(self.d.players)
        if keys is None:
            zones, players = self.g.zones, range(self.d.players)
            keys = self.g.compiled["active keys"][self.d.players] = [
                zone_key(name, p) if zones.get(name, {}).get("owner") == "player" else name
                for name in self.g.settings.active_zones
                for p in (players if zones.get(name, {}).get("owner") == "player" else (0,))
            ]
        return keys

    def active_with(self, kind: str) -> list[int]:
        """The active cards (in their order) with abilities used as `kind` (`Game.holders`; one of the kinds with a
        side on the side it shows): where triggers, statics and activations are looked for (`kinds_in_play`)."""
        if self._active_at < self.d.placed:
            self.active_cards()
        return self._active_kinds.get(kind, NO_CARDS)  # NO_CARDS: a kind no card has

    def is_active(self, card: int) -> bool:
        """Whether `active_cards` lists the card (asked of the card alone): face up, in an active zone or played at
        a card on the board."""
        d = self.d
        if not d.face_up[card]:
            return False
        name, _, host = split_key(d.loc[card])
        if name in self.g.settings.active_zones:
            return True
        return host is not None and name == self.hosted and d.loc[host] in self.g.settings.board

    def zone_cards(self, name: str) -> list[int]:
        if self.g.zones.get(name, {}).get("owner") == "player":
            return [c for p in range(self.d.players) for c in self.pile(zone_key(name, p))]
        return self.pile(name)

    def in_scope(self, card: int, ctx: Ctx) -> bool:
        """A card played at a host only affects what happens at that host (and plays at it)."""
        host = self.host_of(card)
        return host is None or host == ctx.it


def active_split(game: Game) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """`Game.active_deps` split, once per game, into the names whose touch is asked (`Data.touched`) and the board
    zones whose cards are compared instead (`Selection.active_cards`): a board zone that is not itself an active
    zone only decides which hosted piles count, by the cards on it. Without a hosted zone, the board decides nothing
    and is asked as the others are."""
    found = game.compiled["active split"].get(None)
    if found is None:
        settings = game.settings
        boards = tuple(
            z
            for z in settings.board
            if settings.hosted_zone and z not in settings.active_zones and z != settings.hosted_zone
        )
        names = tuple(n for n in game.active_deps if n not in boards)
        found = game.compiled["active split"][None] = (names, boards)
    return found


def kinds_of(game: Game, card: int, side: str | None) -> tuple[str, ...]:
    """The kinds a card is used as with `side` up (`Selection.active_with`): those of `Game.holders` that list it,
    a kind that has a side (`SIDED_KINDS`) only when the side it shows has one."""
    of = game.of_instance[card]
    return tuple(kind for kind in held_kinds(game, card) if kind not in SIDED_KINDS or of.of_kind(side, kind))


def held_kinds(game: Game, card: int) -> tuple[str, ...]:
    """The kinds of `Game.holders` that list the card on some side, in their order (all cards' found in one pass)."""
    known: dict[int, tuple[str, ...]] = game.compiled["held kinds"]
    if not known:
        found: dict[int, list[str]] = {}
        for kind, holders in game.holders.items():
            for holder in holders:
                found.setdefault(holder, []).append(kind)
        known.update((holder, tuple(kinds)) for holder, kinds in found.items())
        known[-1] = ()  # made: a game whose cards hold no kind is not looked through again
    return known.get(card, ())

"""Decisions and players: how the interpreter asks a player, and who `you`, `opponent`, `each player` are.

The first layer of the interpreter (choices ← selection ← values ← moves ← interpreter): each layer is a class
that extends the one below; a method a lower layer needs from a higher one is declared here and defined there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .data import Data, split_key
from .game import AbilityDef, Game, GameError
from .handlers import Ctx, Decision, NeedDecision

if TYPE_CHECKING:
    from .rules_module import Table


_new = tuple.__new__  # a named tuple made as `Ctx.about` makes one


def _unique(labels: list[str]) -> list[str]:
    if len(set(labels)) == len(labels):
        return labels
    seen: Counter[str] = Counter()
    out = []
    for label in labels:
        seen[label] += 1
        out.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return out


def copied_cards(game: Game) -> frozenset[int]:
    """The card instances whose definition has another instance (a copy), found once per game."""
    found: frozenset[int] | None = game.compiled["copied"].get(None)
    if found is None:
        counts = Counter(game.instances)
        found = game.compiled["copied"][None] = frozenset(c for c, i in enumerate(game.instances) if counts[i] > 1)
    return found


class Choices:
    """What every layer of the interpreter holds (the game, its data, how decisions are asked), and choices."""

    table: Table  # what a pack's rules module is given (set by the interpreter)

    def __init__(self, game: Game, data: Data, ask: Callable[[Decision], int] | None = None):
        self.g = game
        self.d = data
        self.ask = ask
        self.during: list[str] = []
        self.steps = 0
        self.depth = 0
        self.sources: dict[int, int] = {}  # the cards whose effects ran since the stable point (how many effects)
        self.performing: list[str] = []  # the game's own texts running now (a step, a rule, the setup): for errors
        self.hosted = game.settings.hosted_zone
        self.hand = game.settings.hand
        self.hooks = game.hooks
        self.last_cards: list[int] = []  # what the last selection chose: `it` after a cost
        self.reading_statics = False  # a static's own condition and amount read numbers without statics
        self.checking = False  # `when ...` abilities are being checked (see check_state)
        self.preset: dict[int, list[int]] = {}  # selector (by id) -> the cards a `choose` option has chosen
        self._active: tuple[int, list[int]] = (-1, [])  # the active cards, at a version of the data
        self._plain = game.compiled["plain"]  # id of a text of the game's own -> (it, its code if it is plain)
        self._orders: dict[int, list[int]] = {}  # the active player -> every player in turn order from them
        self._others: dict[tuple[int, int], tuple[int, ...]] = {}  # (active, player) -> their opponents in turn order
        self._copied = copied_cards(game)  # the cards that have a copy: only those may be alike (`pick_cards`)

    def activations(self, player: int) -> list[tuple[str, tuple[AbilityDef, int | None]]]:
        raise NotImplementedError  # defined by the interpreter

    def activate(self, player: int, chosen: tuple[AbilityDef, int | None]) -> None:
        raise NotImplementedError  # defined by the interpreter

    def choose(self, player: int, prompt: str, labels: list[str], priority: bool = False, secret: bool = False) -> int:
        """The index of the option chosen. One option (and no activation on offer) needs no decision. A `secret`
        decision's answer is not shown to the other players (the terminal says only that a choice was made). Asked as
        `_answer` asks (inline: this runs at most decisions); labels made unique only when some are alike."""
        activated = priority and self.g.activated
        while True:
            extra = self.activations(player) if activated else None
            if len(labels) == 1 and not extra:
                return 0
            shown = labels + [label for label, _ in extra] if extra else labels
            if len(set(shown)) != len(shown):
                shown = _unique(shown)
            decision = _new(Decision, (player, prompt, tuple(shown), secret))  # `Decision(...)`, without its __new__
            if self.ask is None:
                raise NeedDecision(decision)
            index = self.ask(decision)
            self.d.decisions += 1
            if index < len(labels):
                return index
            if extra is None or index >= len(shown):
                raise GameError(f"action {index} is not one of the {len(shown)} legal actions")
            self.activate(player, extra[index - len(labels)][1])

    def decide(self, player: int, prompt: str, labels: list[str]) -> int:
        """`choose` for two options or more that read apart, with no ability on offer meanwhile (no priority): the
        question asked as it is (generated code calls this; `choose` says what it means). `_answer`, inline: this
        runs at most decisions of most games."""
        ask = self.ask
        decision = _new(Decision, (player, prompt, tuple(labels), False))  # `Decision(...)`, without its __new__
        if ask is None:
            raise NeedDecision(decision)
        index = ask(decision)
        self.d.decisions += 1
        if index >= len(labels):
            raise GameError(f"action {index} is not one of the {len(labels)} legal actions")
        return index

    def _answer(self, decision: Decision) -> int:
        """The index of the label the player gave (the agent, the terminal, a replay); with nobody to ask here,
        `NeedDecision` suspends the game until `State.apply` answers."""
        if self.ask is None:
            raise NeedDecision(decision)
        index = self.ask(decision)
        self.d.decisions += 1
        if index >= len(decision.labels):
            raise GameError(f"action {index} is not one of the {len(decision.labels)} legal actions")
        return index

    def yes(self, player: int, prompt: str) -> bool:
        priority = self.d.stage == "step" and player == self.d.active
        return self.choose(player, prompt, ["yes", "no"], priority) == 0

    def card_label(self, card: int) -> str:
        """`Ace of Clubs (ace_of_clubs#1, hand)`: made once per card, place and side (names never change)."""
        key = (card, self.d.loc[card], self.d.side[card])
        labels = self.g.compiled["label"]
        label = labels.get(key)
        if label is None:
            d = self.g.of_instance[card]
            where = split_key(key[1])
            place = where[0] if where[2] is None else f"{where[0]} {self.card_name(where[2])}"
            side = f" [{key[2]}]" if key[2] else ""
            label = labels[key] = f"{d.name}{side} ({self.g.name_of_instance[card]}, {place})"
        return str(label)

    def card_name(self, card: int) -> str:
        return self.g.of_instance[card].name

    def pick_cards(self, player: int, cards: list[int], n: int, prompt: str, up_to: bool = False) -> list[int]:
        """Choose cards one at a time; copies that are alike in every way are one option (cards of different
        definitions never are: then each is an option, without a look at how alike they are, nor at their definitions
        when none of them has a copy in the game)."""
        chosen: list[int] = []
        left = list(cards)
        instances, copied = self.g.instances, self._copied
        while left and len(chosen) < n:
            if copied.isdisjoint(left) or len({instances[c] for c in left}) == len(left):
                options = list(left)
            else:
                options = list({self.likeness(c): c for c in reversed(left)}.values())[::-1]
            known, loc, side = self.g.compiled["label"], self.d.loc, self.d.side  # `card_label`'s cache, read here
            labels = [known.get((c, loc[c], side[c])) or self.card_label(c) for c in options]
            labels += ["done"] if up_to else []
            i = self.choose(player, prompt, labels)
            if up_to and i == len(options):
                break
            chosen.append(options[i])
            left.remove(options[i])
        return chosen

    def likeness(self, card: int) -> tuple[Any, ...]:
        d = self.d
        held = d.tokens.get(card)
        tokens = tuple(sorted(held.items())) if held else ()
        return (self.g.instances[card], d.loc[card], d.side[card], d.face_up[card], d.owner[card], tokens)

    def players(self, spec: Any, ctx: Ctx) -> list[int]:
        if spec is None or spec == "you":
            return [ctx.you]
        if spec == "each_player":  # the most common after `you`: asked first, then `them`
            found = self._orders.get(self.d.active)  # `turn_order`'s, read here
            return self.turn_order() if found is None else found[:]
        if spec == "them":
            return [ctx.you if ctx.them is None else ctx.them]
        n, d = self.d.players, self.d
        if spec == "opponent":
            others = self._others.get((d.active, ctx.you))
            if others is None:  # found once per run, active player and player: the players never change in a game
                others = self._others[d.active, ctx.you] = tuple(p for p in self.turn_order() if p != ctx.you)
            if len(others) <= 1:
                return list(others)
            return [others[self.choose(ctx.you, "choose an opponent", [f"player {p + 1}" for p in others])]]
        if spec == "each_opponent":  # around the table from you: those who follow your action, in their order
            step = -1 if self.g.turn_order == "counterclockwise" else 1
            return [(ctx.you + step * i) % n for i in range(1, n)]
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
        if spec == "first":
            return [d.first]
        if spec == "last":
            return [d.order[-1] if d.order else (d.first - 1) % n]
        raise GameError(f"unknown player {spec!r}")

    def player(self, spec: Any, ctx: Ctx) -> int:
        if spec is None or spec == "you":  # as `players` finds them, without the list
            return ctx.you
        if spec == "them":
            return ctx.you if ctx.them is None else ctx.them
        found = self.players(spec, ctx)
        return found[0] if found else ctx.you

    def owner_of(self, card: int | None, default: int) -> int:
        if card is None:
            return default
        owner = self.d.owner[card]
        return default if owner < 0 else owner

    def turn_order(self) -> list[int]:
        """Every player, from the active one on, in the direction of play (found once per run and active player: the
        players and the direction never change in a game; a new list each time, for callers that change it)."""
        found = self._orders.get(self.d.active)
        if found is None:
            n, step = self.d.players, -1 if self.g.turn_order == "counterclockwise" else 1
            found = self._orders[self.d.active] = [(self.d.active + step * i) % n for i in range(n)]
        return found[:]

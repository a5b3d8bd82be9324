"""What effect handlers share with the interpreter: the handler table, the context of a run, its signals.

Handlers (`effects.py`) register themselves here by kind; the interpreter looks them up here. Neither
imports the other at run time, so the two modules form no cycle.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from .interpreter import Run

# One table per kind of operator, so that `x` and `=` can never silently mean minus.
ARITH = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": lambda a, b: a // b if b else 0}
MODIFY = {"+": operator.add, "-": operator.sub, "x": operator.mul, "=": lambda _old, new: new}
COMPARE = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}


class GameError(Exception):
    """A pack that cannot be played: not checked clean, or a runtime declaration that is wrong."""


class NeedDecision(Exception):
    def __init__(self, decision: Decision):
        self.decision = decision


class GameOver(Exception):
    pass


class EndlessLoop(Exception):
    """A chain of effects that never settles, with the cards that kept it going."""


class Decision(NamedTuple):
    """A question a player must answer: made at every decision, so a tuple (cheap to make, and immutable)."""

    player: int
    prompt: str
    labels: tuple[str, ...]
    secret: bool = False  # the answer is the deciding player's secret (a card put face down): not shown to others


NO_PARAMS: Mapping[str, Any] = MappingProxyType({})


class Ctx(NamedTuple):
    """Who and what an effect is about. A tuple: made for every card a condition is read for, so it must be cheap."""

    you: int
    card: int | None = None  # `this card`
    it: int | None = None  # the card of the current `for each`, or the host the effect is about
    them: int | None = None
    params: Mapping[str, Any] = NO_PARAMS

    def about(self, card: int | None) -> Ctx:
        """The same context with `it` the card given (made as `tuple.__new__` makes it, without the Python-level
        `__new__` of a named tuple: this runs for most effects that pick a card)."""
        you, mine, _, them, params = self
        return _new(Ctx, (you, mine, card, them, params))

    def for_player(self, player: int) -> Ctx:
        _, mine, it, them, params = self
        return _new(Ctx, (player, mine, it, them, params))


_new = tuple.__new__


Handler = Callable[["Run", dict[str, Any], Ctx], None]
EFFECTS: dict[str, Handler] = {}


def effect(name: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        EFFECTS[name] = handler
        return handler

    return register

"""Whether an ability may be used now, as one closure per ability made once per game.

`Run.activations` asks it of every ability a player could use, at every window and every choice that offers
abilities; read from the IR each time, that question is three method calls, a look-up of the ability's timing and
a walk over its cost. `usable_fn` answers the IR's questions once (which period limits it, which `during` names
and conditions time it, which amounts its cost needs when they are numbers written out) and keeps a closure that
only reads the game: `fn(run, card, player, ctx)`, with `ctx` the context the ability would run in (None: made by the
closure when a test reads it, which most of those that fail never do: a limit or an amount answers first). What it
answers is what `Values.limit_ok`, `Values.timing_ok` and `Moves.cost_payable` answer together (cheapest first:
most abilities offered cannot be paid for, and a count of cards in hand costs less than a condition). With generated
code on (`codegen.enabled`) the closure is written out as Python source for its ability (`_written`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from .codegen import enabled
from .compiled import cond_fn, enough_fn
from .game import AbilityDef, Game
from .handlers import Ctx
from .moves import CardPart, cost_parts

if TYPE_CHECKING:
    from .interpreter import Run

UsableFn = Callable[["Run", "int | None", int, "Ctx | None"], bool]


def usable_fn(game: Game, ability: AbilityDef, timed: bool = True) -> UsableFn:
    """The closure for `ability`, made once per game (kept by its key, unique to the ability). `timed=False`: without
    its `during` test, for a caller that has found it true already (`moment_offers`)."""
    known = game.compiled["usable"]
    cache_key = ability.key if timed else (ability.key, "untimed")
    found: UsableFn | None = known.get(cache_key)
    if found is None:
        found = known[cache_key] = _written(game, ability, timed) if enabled() else _make(game, ability, timed)
    return found


def during_of(ability: AbilityDef) -> tuple[str, ...]:
    """The names of an ability's `during ...` headers: all of them must be now (`Values.now`) for it to be used."""
    return tuple(str(h["name"]) for h in ability.headers if h["trigger"] == "during")


def moment_names(game: Game, stage: str, phase: int, step: int) -> frozenset[str]:
    """The names that are now (`Values.now`) at a moment of the flow, when no rule nor activation is running: the
    phase's, and the step's in a step (none outside steps and windows)."""
    if stage not in ("step", "window") or not game.phases:
        return frozenset()
    found = {str(game.phases[phase]["id"])}
    steps = game.phases[phase]["steps"]
    if stage == "step" and step < len(steps):
        found.add(str(steps[step]["id"]))
    return frozenset(found)


def cost_plan(cost: list[dict[str, Any]]) -> tuple[tuple[tuple[str, int], ...], tuple[CardPart, ...]] | None:
    """What `Moves.cost_payable` asks of a cost (`moves.cost_parts`), answered once when it is known before the
    game: the amounts written out as numbers it needs (summed by name, in its order), and the cards it discards or
    destroys from a selector (`discard 1 planet from hand`: at least that many must be found); None when an amount
    must be worked out in the game (a number read, a payment to several players)."""
    amounts, cards = cost_parts(cost)
    need: dict[str, int] = {}
    for name, amount, several in amounts:
        if several is not None or not isinstance(amount, int) or isinstance(amount, bool):
            return None
        need[name] = need.get(name, 0) + amount
    return tuple(need.items()), cards


class _Facts(NamedTuple):
    """What an ability's closure asks, answered from the IR once: its timing, conditions, cost and the part of the
    cost known before the game (`cost_plan`: None when the cost must be read in the game)."""

    during: tuple[str, ...]
    conds: tuple[Callable[..., bool], ...]
    cost: list[dict[str, Any]]
    plan: tuple[tuple[tuple[str, int], ...], tuple[CardPart, ...]] | None
    need: tuple[tuple[str, int], ...]
    parts: tuple[CardPart, ...]

    @classmethod
    def of(cls, game: Game, ability: AbilityDef, timed: bool) -> _Facts:
        headers = ability.headers
        conds = tuple(
            cond_fn(game, h["condition"]) for h in headers if h["trigger"] in ("while_static", "condition_header")
        )
        cost = ability.ir.get("cost") or []
        plan = cost_plan(cost) if cost else ((), ())
        need, parts = plan if plan is not None else ((), ())
        return cls(during_of(ability) if timed else (), conds, cost, plan, need, parts)


def _written(game: Game, ability: AbilityDef, timed: bool) -> UsableFn:
    """`_make`'s closure written out as Python source, as `codegen.py` writes bodies: the amounts, the limit's period,
    the cards, `during` names and conditions of this one ability as plain tests in the same order (no loop over
    empty tuples, no test of what is known before the game), its functions and values bound as names."""
    key, limit = ability.key, ability.limit
    during, conds, cost, plan, need, parts = _Facts.of(game, ability, timed)
    names: dict[str, Any] = {"KEY": key, "LIMIT": limit, "COST": cost}
    lines = ["def usable(run, card, player, ctx):", "    d = run.d"]
    for i, (name, amount) in enumerate(need):
        names[f"NAME_{i}"] = name
        held = f"d.shared.get(NAME_{i}, 0)" if name in game.shared else f"d.amounts[player].get(NAME_{i}, 0)"
        lines += [f"    if {held} < {amount}:", "        return False"]
    if limit is not None:
        period = {"turn": "(player, d.turn)", "game": "(player,)"}.get(limit, "run.period_key(LIMIT, player)")
        lines += [f"    if (KEY, -1 if card is None else card, {period}) in d.used:", "        return False"]
    if parts or conds or plan is None:
        lines += ["    if ctx is None:", "        ctx = run.card_ctx(card, player)"]
    for i, (target, wanted, verb) in enumerate(parts):
        names[f"ENOUGH_{i}"], names[f"VERB_{i}"] = enough_fn(game, target), verb
        place = f"run.default_place(VERB_{i}, ctx)" if target.get("location") is None else "None"
        lines += [f"    if not ENOUGH_{i}(run, ctx, {place}, {wanted}):", "        return False"]
    for i, name in enumerate(during):
        names[f"DURING_{i}"] = name
        lines += [f"    if not run.now(DURING_{i}):", "        return False"]
    for i, cond in enumerate(conds):
        names[f"COND_{i}"] = cond
        lines += [f"    if not COND_{i}(run, ctx):", "        return False"]
    lines.append("    return True" if plan is not None else "    return run.cost_payable(COST, ctx)")
    exec(compile("\n".join(lines) + "\n", f"<cardsmith usable {key}>", "exec"), names)
    fn: UsableFn = names["usable"]
    return fn


def _make(game: Game, ability: AbilityDef, timed: bool) -> UsableFn:
    """The closure: the amounts the cost needs when they are known before the game (a read of each: most abilities
    offered fail there), then the limit (a key made and looked up), the cards the cost would discard, the timing and
    the conditions, else the cost read in the game. Every test only reads the game, so their order changes no answer:
    the cheapest come first. An amount is the player's own (`ctx.you` is `player`), so the context is made only for
    the tests after the limit."""
    key, limit = ability.key, ability.limit
    during, conds, cost, plan, need, parts = _Facts.of(game, ability, timed)
    cards = tuple(
        (enough_fn(game, target), wanted, verb, target.get("location") is None) for target, wanted, verb in parts
    )
    shared = game.shared
    per_turn, per_game = limit == "turn", limit == "game"  # the common limits: their period keys made here
    reads_ctx = bool(cards or conds or plan is None)

    def usable(run: Run, card: int | None, player: int, ctx: Ctx | None) -> bool:
        d = run.d
        for name, amount in need:
            held = d.shared.get(name, 0) if name in shared else d.amounts[player].get(name, 0)
            if held < amount:
                return False
        if limit is not None:
            period = (player, d.turn) if per_turn else (player,) if per_game else run.period_key(limit, player)
            if (key, -1 if card is None else card, period) in d.used:
                return False
        if ctx is None:
            if not reads_ctx:  # the timing is all that is left, and it reads no context
                return not during or all(run.now(name) for name in during)
            ctx = run.card_ctx(card, player)
        for enough, wanted, verb, anywhere in cards:  # `Selection.candidates`, counted up to `wanted`
            if not enough(run, ctx, run.default_place(verb, ctx) if anywhere else None, wanted):
                return False
        for name in during:
            if not run.now(name):
                return False
        for cond in conds:
            if not cond(run, ctx):
                return False
        return plan is not None or run.cost_payable(cost, ctx)

    return usable

"""The interpreter: runs compiled effects (the IR) against a game's data.

A run plays the game on from a stable point. Whenever an effect needs a choice the run calls `ask`,
which answers it (from a replay of the choices made since the stable point, or by suspending the run
until a player has decided, see `state.py`); a run with no `ask` (reading a value, an observation) stops
with `NeedDecision` instead. Every random draw repeats on a replay because the generator is part of the
data.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from ..compiler.registry import VERB_FORMS
from . import effects as _effects  # noqa: F401  (registers the handlers)
from .codegen import (
    DEPTH_BUDGET,
    NAMES_IT,
    NO_ACTOR,
    NO_EFFECTS,
    STEP_BUDGET,
    BodyFn,
    body_fn,
    enabled,
    one_card,
    plain_fn,
)
from .compiled import cond_fn
from .data import DEALT, SPLIT, Data, split_key
from .game import EVENT_TRIGGERS, AbilityDef, Game, GameError
from .handlers import EFFECTS, Ctx, Decision, EndlessLoop, GameOver, NeedDecision
from .moves import Moves
from .reads import Entry, Plan, WhenKey, bound, own_reads, picks, quiet_way, reads
from .rules_module import Table
from .usable import UsableFn, during_of, moment_names, usable_fn

__all__ = ["DEPTH_BUDGET", "STEP_BUDGET", "Ctx", "Decision", "EndlessLoop", "GameOver", "NeedDecision", "Run"]


def when_fn(game: Game, ability: AbilityDef) -> Callable[[Run, Ctx], bool]:
    """Whether a `when ...` ability's conditions hold (one of them) and its timing allows it, compiled once."""
    found = game.compiled["when"].get(ability.key)
    if found is None:
        conds = [cond_fn(game, c) for c in ability.whens]
        timed = any(h["trigger"] in ("during", "while_static", "condition_header") for h in ability.headers)
        if len(conds) == 1 and not timed:
            found = conds[0]
        else:

            def found(run: Run, ctx: Ctx) -> bool:
                return any(c(run, ctx) for c in conds) and (not timed or run.timing_ok(ability, ctx))

        game.compiled["when"][ability.key] = found
    return found


def _filter_words(node: Any) -> set[str]:
    """Every word a selector in `node` filters cards by (`capturable album`: capturable, album)."""
    found: set[str] = set()
    todo = [node]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            words = item.get("filter")
            if isinstance(words, list):
                found.update(w for w in words if isinstance(w, str))
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return found


def _meets_own(ability: AbilityDef, event: str) -> bool:
    """Whether a card's ability runs when the card itself meets `event` out of play (`on discard: ...`)."""
    return ability.kind == "triggered" and any(
        h["trigger"] == "on_event" and h["event"] == event and not h.get("filter") for h in ability.headers
    )


def _hears(ability: AbilityDef, event: str) -> bool:
    """Whether an ability may hear `event` announced (`Run.listens` asks it of each header)."""
    return ability.kind == "triggered" and any(
        (h["trigger"] == "on_event" and h["event"] == event and event != "play")
        or (h["trigger"] == "whenever" and VERB_FORMS.get(h["event"], h["event"]) == event)
        for h in ability.headers
    )


Hearers = tuple[str, frozenset[int], str, frozenset[int]]  # `Run.hearers`

# a part of a condition, what it reads, how cards may move while it is false and keep it false (`quiet_way`), the cards
# it may count (`picks`) and the pile it counts whole (`bound`)
Part = tuple[Callable[["Run", Ctx], bool], tuple[str, ...] | None, int, frozenset[int] | None, int | None]


def when_parts(game: Game, ability: AbilityDef, player: int) -> tuple[Part, ...]:
    """A `when ...` ability's condition read for `player`, as the parts a check reads in turn, each with what it
    reads (`reads.own_reads`; None: anything) and its `quiet_way`, made once per game. `A and B and ...` is its parts,
    so that a part that was false and reads nothing changed keeps the whole false without reading the others
    (`count(planet in hand) >= 2 and count(planet on table) >= 3` is not read again when only the table changes
    while the hand holds one planet); any other condition is one part."""
    found = game.compiled["when parts"].get((ability.key, player))
    if found is None:
        found = game.compiled["when parts"][ability.key, player] = _when_parts(game, ability, player)
    return found


def _when_parts(game: Game, ability: AbilityDef, player: int) -> tuple[Part, ...]:
    names = game.when_reads.get(ability.key)
    if len(ability.whens) != 1 or names is None:
        return ((when_fn(game, ability), None if names is None else own_reads(names, player), 0, None, None),)
    cond = ability.whens[0]
    whole = (
        (when_fn(game, ability), own_reads(names, player), quiet_way(cond, game), picks(cond, game), bound(cond, game)),
    )
    if game.state_words and _filter_words(cond) & game.state_words:
        return whole  # a state (a rules module may work it out from anything) is read with the whole condition
    parts: list[Part] = []
    todo = [cond]
    while todo:
        node = todo.pop(0)
        if node.get("cond") == "both":
            todo[:0] = [node["left"], node["right"]]
            continue
        found = reads(node, game)
        own = None if found is None else own_reads(found, player)
        known = found is not None
        parts.append(
            (
                cond_fn(game, node),
                own,
                quiet_way(node, game),
                picks(node, game) if known else None,
                bound(node, game) if known else None,
            )
        )
    return tuple(parts) if len(parts) > 1 else whole


def _watch_deps(made_for: tuple[Any, ...]) -> tuple[str, ...]:
    """What changes when `Run._made_for()` may no longer be `made_for`: the key of the zone where a card that watches
    lies, or its host (a card moved touches the key it leaves; turned, flipped or given to a player where it lies, its
    key, `Data.touch_card`), all the zones of that name at once (`name/*`, `Data.touch`), or cards dealt again in place
    (`DEALT`). Not the zones of the cards in play: a card played on the board leaves the cards that watch as they were,
    and the check after it need not find them again."""
    found = {DEALT}
    for place, _, _, _, host_place in made_for:
        for key in (place, host_place):
            if key is not None:
                name = (SPLIT.get(key) or split_key(key))[0]
                found.update((key, f"{name}/*") if name != key else (key,))
    return tuple(sorted(found))


def _copy_known(known: dict[WhenKey, list[Any]], knowns: list[list[Any]]) -> tuple[dict[Any, Any], list[Any]]:
    """A copy of a run's kept truths of `when` conditions (`Run._known_of`), and of the plan's list of them
    (`Run._knowns`, the same entries in the plan's order), the two sharing entries as the originals do."""
    copies: dict[int, list[Any]] = {}
    for entry in (*known.values(), *knowns):  # the plan's are the kept ones: each copied once, whichever it is
        if id(entry) not in copies:
            copies[id(entry)] = [entry[0], entry[1], entry[2], [part[:] for part in entry[3]]]
    return {key: copies[id(entry)] for key, entry in known.items()}, [copies[id(entry)] for entry in knowns]


CheckFn = Callable[["Run", Data, int], bool]
Offer = tuple[str, tuple[AbilityDef, int | None]]  # an ability offered (`Run.activations`): its label, what it is
PLAN_USES = 3  # the plans made again for cards that watch elsewhere are not written at their first use


def plan_check(game: Game, plan: Plan) -> CheckFn:
    """How a check reads `plan`: its written code (`check_fn`) once the plan has served a few checks (most games
    make one plan and keep it: the code is written once per game), till then the generic `Run._woken_none_fires`."""
    found = plan.code.get("check")
    if found is None:
        uses = plan.code["uses"] = plan.code.get("uses", 0) + 1
        if uses < PLAN_USES or not enabled():
            return Run._woken_none_fires
        found = plan.code["check"] = check_fn(game, plan)
    return found if enabled() else Run._woken_none_fires


def check_fn(game: Game, plan: Plan) -> CheckFn:
    """`Run._woken_none_fires` for one plan, written out as Python source as `codegen.py` writes bodies: the names it
    wakes on, in the plan's order, as plain tests (`Plan.woken`), then each entry of `_none_fires` in turn, its key,
    limit, part count and condition's code bound as names (a one-part entry read inline, as `_none_fires` reads it;
    one of several parts as `Run._refresh` reads it). The same reads, writes and answer, without the loops over the
    plan."""
    names: dict[str, Any] = {"PLAN": plan, "MADE_FOR": plan.made_for, "LOUDS": plan.louds}
    lines = ["def check(run, d, since):", "    get = d.touched.get", "    woken = run._stale"]
    for i, (name, bits, keys) in enumerate(plan.wakes):
        names[f"NAME_{i}"] = name
        lines += [f"    if get(NAME_{i}, -1) > since:"] + ([f"        woken |= {bits}"] if bits or not keys else [])
        for j, (under, more) in enumerate(keys):
            names[f"KEY_{i}_{j}"] = under
            lines += [f"        if get(KEY_{i}_{j}, -1) > since:", f"            woken |= {more}"]
    keyed = bool(game.check_period)
    if keyed:
        lines += ["    if run.quiet() != run._period:", "        return False"]
    else:
        lines += ["    if not woken & run._awake:", "        return True"]
    if any((bits | sum(more for _, more in keys)) & plan.moved for _, bits, keys in plan.wakes):
        lines += [f"    if woken & {plan.moved} and run._made_for() != MADE_FOR:", "        return False"]
    lines += ["    live = was_live = run._live", "    woken &= live", "    falses = was_falses = run._falses"]
    lines += ["    knowns = run._knowns"]
    lines += ["    ctxs = run._ctxs", "    holding = d.holding"]
    if any(ability.limit is not None for _, ability, _, _ in plan.entries):
        lines.append("    used = d.used")
    for entry, (key, ability, _, player) in enumerate(plan.entries):
        lines += _entry_lines(game, plan, entry, key, ability, player, names)
    # `_awake` and `_loud` follow from `_live` and `_falses` (`_plan_next`): with these as they were, so are they
    lines += ["    if live == was_live and falses == was_falses:", "        return True"]
    lines += [f"    run._live, run._awake, run._falses = live, live | {plan.moved}, falses"]
    if game.check_names is not None:
        lines.append("    run._loud = LOUDS.get((live, falses)) or PLAN.loud(live, falses)")
    lines.append("    return True")
    exec(compile("\n".join(lines) + "\n", f"<cardsmith check of {len(plan.entries)} entries>", "exec"), names)
    fn: CheckFn = names["check"]
    return fn


def _entry_lines(
    game: Game, plan: Plan, entry: int, key: WhenKey, ability: AbilityDef, player: int, names: dict[str, Any]
) -> list[str]:
    """One entry of `check_fn`: read when woken, unless its limit is used (then neither read nor woken again)."""
    mask, first, count = plan.bits[entry], plan.first[entry], plan.parts[entry]
    names[f"KEY_{entry}"] = key
    lines = [f"    if woken & {mask}:"]
    limit = ability.limit
    if limit is not None:
        if limit == "game":
            names[f"USED_{entry}"] = (key[0], key[1], (player,))
            used = f"USED_{entry}"
        else:
            names[f"LIMIT_{entry}"] = limit
            used = f"(KEY_{entry}[0], KEY_{entry}[1], run.limit_period(LIMIT_{entry}, {player}))"
        lines += [f"        if {used} in used:", f"            live &= ~{mask}", f"            falses &= ~{mask}"]
        lines.append("        else:")
    pad = "            " if limit is not None else "        "
    if count == 1:
        names[f"FN_{entry}"] = when_parts(game, ability, player)[0][0]
        read = f"FN_{entry}(run, ctxs[{entry}])"
        if game.statics_reached:
            read = f"run.read_alone(FN_{entry}, run, ctxs[{entry}])"
        body = [f"known = knowns[{entry}]", "part = known[3][0]", f"truth = known[1] = part[3] = {read}"]
        body += ["known[0] = part[2] = d.version", "if not truth:", f"    falses |= {mask}"]
        body += [f"    holding.discard(KEY_{entry})"]
    else:
        body = _refresh_lines(game, entry, when_parts(game, ability, player), names) + [f"if held < {count}:"]
        body += [f"    live = live & ~{mask} | ((2 << held) - 1) << {first}"]
        body += [f"    falses = falses & ~{mask} | 1 << {first} + held", f"    holding.discard(KEY_{entry})"]
    body += [f"elif KEY_{entry} in holding:", f"    live |= {mask}", f"    falses &= ~{mask}", "else:"]
    body += ["    run._live = live", "    return False"]
    return lines + [pad + line for line in body]


def _refresh_lines(game: Game, entry: int, parts: tuple[Part, ...], names: dict[str, Any]) -> list[str]:
    """`Run._refresh` of an entry of several parts, written out: each part read again if what it reads has changed
    since it was read (its names looked up in turn), the next only while they hold; `held` how many did."""
    lines = [f"known = knowns[{entry}]", "parts = known[3]", "version = d.version", "held = 0"]
    pad = ""
    for k, (fn, read_names, *_) in enumerate(parts):
        names[f"FN_{entry}_{k}"] = fn
        read = f"FN_{entry}_{k}(run, ctxs[{entry}])"
        if game.statics_reached:
            read = f"run.read_alone(FN_{entry}_{k}, run, ctxs[{entry}])"
        if k:
            lines += [f"{pad}if truth:", f"{pad}    held = {k}"]
            pad += "    "
        lines += [f"{pad}part = parts[{k}]"]
        if read_names is None:
            lines += [f"{pad}truth = part[3] = {read}", f"{pad}part[2] = version"]
            continue
        for j, name in enumerate(read_names):
            names[f"READ_{entry}_{k}_{j}"] = name
        tests = [f"get(READ_{entry}_{k}_{j}, -1) > part[2]" for j in range(len(read_names))]
        stale = " or ".join(["part[2] < 0", *tests])
        lines += [f"{pad}if {stale}:", f"{pad}    truth = part[3] = {read}", f"{pad}    part[2] = version"]
        lines += [f"{pad}else:", f"{pad}    truth = part[3]"]
    lines += [f"{pad}if truth:", f"{pad}    held = {len(parts)}"]
    return lines + ["known[0] = version", f"known[1] = held == {len(parts)}"]


class RulePlan(NamedTuple):
    """What `Run.rule` needs of a rule, found once per game: its parameters' names, its texts (None: the pack's
    rules module has it), the name its texts run under (`performing`), and their generated code when every one of
    them is only a body (no header, no cost: `perform` would run each as its code), else None."""

    params: tuple[str, ...]
    texts: tuple[dict[str, Any], ...] | None
    source: str
    plain: tuple[BodyFn, ...] | None

    @classmethod
    def of(cls, game: Game, name: str) -> RulePlan:
        rule = game.rules.get(name)
        if rule is None:
            raise GameError(f"unknown rule {name!r}")
        texts = None if rule["effects"] is None else tuple(rule["effects"])
        fns = [plain_fn(game, ability) for ability in texts or ()]
        plain = tuple(fn for fn in fns if fn is not None)
        return cls(tuple(rule["params"]), texts, f"rule {name}", plain if len(plain) == len(fns) else None)


class Run(Moves):
    """The interpreter at work on one game's data; `ask` answers its decisions. Its layers: `choices.py` (asking
    players), `selection.py` (places and cards), `values.py` (expressions and conditions), `moves.py` (changing
    the game); here, running effects, abilities, events and the checks of `when` conditions."""

    def __init__(self, game: Game, data: Data, ask: Callable[[Decision], int] | None = None):
        super().__init__(game, data, ask)
        self.table = Table(self)  # what the pack's rules module is given
        self._watching = game.procedure_watching  # the game's own `when ...` texts
        self._listening = game.procedure_listening  # and those that hear events
        self._watchers = bool(game.watching)  # whether any card has `when ...` abilities
        self._keyed = bool(game.check_period)  # whether `quiet` is more than `()`
        self._plan: Plan | None = None  # what the next check looks at (`check_state`); None: a full check
        self._fast: CheckFn = Run._woken_none_fires  # how a check reads `_plan` (`check_fn`: written out once made)
        self._plans: dict[Any, Plan] = game.compiled["when plans"]  # the plans made, by `_made_for` and players
        self._seen = -1  # the version of the last check: what changed since may wake an ability
        self._stale = 0  # the plan's entries the next check reads whatever changed (`_plan_next`)
        self._skip = game.check_names  # `Data.watched` after a check that left nothing to read again
        data.watched = data.loud = None  # this run has not checked yet: every change needs a check
        self._period: tuple[Any, ...] = ()  # `quiet()` at the last full check
        self.flow: Any = None  # the game's `flow.FlowPlan`, once the flow has asked for it
        self._alone = [Ctx(p) for p in range(data.players)]  # each player's context, with no card
        self._contexts: dict[int, Ctx] = {}  # `card_ctx`'s, by card
        self._known: dict[WhenKey, list[Any]] = {}  # a `when` key -> [version, truth, `own_reads`, its parts' truths]
        self._live = 0  # the plan's parts (bits) the last reading of their condition read (`_plan_next`)
        self._awake = 0  # the bits that a change wakes: `_live`, and the plan's `moved`
        self._falses = 0  # of `_live`, the parts whose last reading was false (one per entry that does not hold)
        self._loud: Any = None  # `Plan.loud` of `_live` and `_falses`: what `Data.loud` holds after a check
        self._knowns: list[list[Any]] = []  # the plan's entries' `_known_of`, in its order
        self._ctxs: list[Ctx] = []  # the plan's entries' contexts (`card_ctx`: the same while the plan fits)
        self._rule_plans: dict[str, RulePlan] = game.compiled["rule plans"]  # by the rule's name
        self._bodies: dict[str, BodyFn] = game.compiled["ability bodies"]  # an ability's key -> its body's code
        self._timed: dict[Any, tuple[tuple[AbilityDef, str | None], ...]] = game.compiled["timed"]  # `timed`'s
        self._hearers: dict[str, Hearers] = game.compiled["hearers"]  # event -> `hearers`
        self._heeding: dict[str, tuple[list[int], list[int]]] = {}  # event -> `active_with`'s list, those that hear
        self._unreached = not game.statics_reached  # a condition is read without `read_alone` (nothing to keep)
        self._procedure = bool(game.procedure_abilities)  # the game has texts of its own that players use
        self._moments: dict[Any, Any] = game.compiled["moment offers"]  # `moment_offers` by the moment of the flow
        self._paired: tuple[Any, Any] = (None, [])  # `activations`: a list of active cards, with their offers

    # ------------------------------------------------------------ decisions

    # ------------------------------------------------------------ players

    # ------------------------------------------------------------ zones

    # ------------------------------------------------------------ cards

    # ------------------------------------------------------------ expressions and conditions

    # ------------------------------------------------------------ running effects

    def run_body(self, body: list[dict[str, Any]], ctx: Ctx) -> None:
        """A body of the game's IR (a text's effects, kept by the game): as its generated code (`codegen.py`), which
        does what `run_effects` does."""
        if enabled():
            body_fn(self.g, body)(self, ctx)
        else:
            self.run_effects(body, ctx)

    def run_effects(self, effects: list[dict[str, Any]], ctx: Ctx) -> None:
        """The generic interpreter: each effect in turn, then the `when ...` abilities that now hold."""
        d = self.d
        for effect in effects:
            self.effect(effect, ctx)
            if effect["effect"] in NAMES_IT and one_card(effect.get("target")) and self.last_cards:
                ctx = ctx.about(self.last_cards[0])  # `summon 1 planet ..., attach 1 ship to it`: the card just picked
            if d.checked != d.version and d.stage != "setup":
                self.check_state()  # `when ...` abilities fire as soon as they hold, not at the end of a step
            if d.over:
                raise GameOver

    def effect(self, node: dict[str, Any], ctx: Ctx) -> None:
        self.steps += 1
        if ctx.card is not None:
            self.sources[ctx.card] = self.sources.get(ctx.card, 0) + 1
        if self.steps > STEP_BUDGET:
            self.too_many_steps()
        handler = EFFECTS[node["effect"]]
        actor = node.get("actor")
        self.depth += 1
        if self.depth > DEPTH_BUDGET:
            self.too_deep()
        try:
            if actor is None or node["effect"] in NO_ACTOR:
                handler(self, node, ctx)
            else:
                for p in self.players(actor, ctx):
                    handler(self, node, ctx.for_player(p))
        finally:
            self.depth -= 1

    def too_many_steps(self) -> None:
        raise EndlessLoop(f"more than {STEP_BUDGET} effects without reaching a stable point; cards: {self.culprits()}")

    def too_deep(self) -> None:
        raise EndlessLoop(f"effects nested more than {DEPTH_BUDGET} deep; cards: {self.culprits()}")

    def new_stage(self) -> None:
        """A stable point: the budget of effects starts again. What is pushed and popped in pairs (`during`,
        `performing`, `depth`) is empty there unless a stage was cut short: emptied then, not made anew each time."""
        self.steps = self.depth = 0
        if self.during:
            self.during.clear()
        if self.performing:
            self.performing.clear()
        if self.sources:
            self.sources.clear()

    def culprits(self) -> str:
        by_name: Counter[str] = Counter()
        for card, n in self.sources.items():
            by_name[self.card_name(card)] += n
        return ", ".join(f"{name} ({n}×)" for name, n in by_name.most_common(5)) or self.procedure()

    def procedure(self) -> str:
        """The game's own text running now, as a designer finds it in game.yaml: `the procedure (step forever)`."""
        return f"the procedure ({self.performing[-1]})" if self.performing else "the procedure"

    # ------------------------------------------------------------ amounts

    # ------------------------------------------------------------ moving cards

    # ------------------------------------------------------------ playing cards

    # ------------------------------------------------------------ abilities

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
        if enabled():  # `run_body`, with the body's code found once per ability
            fn = self._bodies.get(ability.key)
            if fn is None:
                fn = self._bodies[ability.key] = body_fn(self.g, ability.ir.get("effects", NO_EFFECTS))
            fn(self, ctx)
        else:
            self.run_effects(ability.ir.get("effects", NO_EFFECTS), ctx)

    def pay_cost(self, cost: list[dict[str, Any]], ctx: Ctx) -> Ctx:
        """Runs a cost; what it chose is `it` for the effects that follow (`discard 1 low -> ... of it`)."""
        self.last_cards = []
        self.run_effects(cost, ctx)
        return ctx.about(self.last_cards[0]) if self.last_cards else ctx

    def perform(self, ability: dict[str, Any], ctx: Ctx, source: str) -> None:
        """One ability of the game's own texts (setup, a step, a rule, scoring): with a cost, the player pays it
        when they can and agree to, then the effects run; without one, the effects run."""
        plain = self._plain.get(id(ability))  # a text with no header and no cost: its body's generated code
        if plain is None or plain[0] is not ability:
            plain = self._plain[id(ability)] = (ability, plain_fn(self.g, ability))
        if plain[1] is not None and enabled():
            self.performing.append(source)
            try:
                plain[1](self, ctx)
            finally:
                self.performing.pop()
            return
        if ability.get("headers") and not self.headers_hold(ability, ctx):
            return
        cost = ability.get("cost")
        if cost:
            from ..compiler.formatter import format_ability

            if not self.cost_payable(cost, ctx) or not self.yes(ctx.you, f"{source}: {format_ability(ability)}?"):
                return
            ctx = self.pay_cost(cost, ctx)
        self.performing.append(source)
        try:
            effects = ability.get("effects", NO_EFFECTS)
            if enabled():  # `run_body`, without the call: this runs at every step
                body_fn(self.g, effects)(self, ctx)
            else:
                self.run_effects(effects, ctx)
        finally:
            self.performing.pop()

    def headers_hold(self, ability: dict[str, Any], ctx: Ctx) -> bool:
        """Whether a text of the game's own runs when called: its `if …:` and `while …:` conditions hold, its
        `during …:` is now; a text that listens (`on`, `whenever`, `when`, `at`) runs when its moment comes, not
        when called."""
        headers = ability.get("headers") or ()
        return not any(h["trigger"] in EVENT_TRIGGERS for h in headers) and self.headers_ok(headers, ctx)

    def card_ctx(self, card: int | None, player: int) -> Ctx:
        """`Ctx(player, card, host_of(card))`: the context a card's ability is read or run in for `player` (the game's
        own, `card` None: the player's alone), kept by card and made again only when its player or host is not the
        last one's. A context costs more to make than to look up, and one is needed at every reading of a card's
        `when` condition or activated ability and every trigger of a card, mostly where it lay the last time."""
        if card is None:
            return self._alone[player]
        place = self.d.loc[card]
        host = (SPLIT.get(place) or split_key(place))[2]  # `host_of`, inline
        ctx = self._contexts.get(card)
        if ctx is None or ctx[0] != player or ctx[2] != host:
            ctx = self._contexts[card] = Ctx(player, card, host)
        return ctx

    def source_name(self, ability: AbilityDef, ctx: Ctx) -> str:
        return self.card_name(ctx.card) if ctx.card is not None else ability.field

    def activations(self, player: int) -> list[Offer]:
        """Abilities the player may use now: `once per turn`, `during PHASE` and cost abilities. Each is asked through
        its closure (`usable.py`); the game's own are those of this moment of the flow (`moment_offers`), and the
        cards' are paired with their offers once for each list of active cards that have some (`_card_offers`).
        This runs at every window and every choice that offers abilities: the look-ups are inline."""
        d = self.d
        stage = d.stage
        if (stage != "step" and stage != "window") or player != d.active or d.over:
            return []
        found: list[Offer] = []
        if self._procedure:
            offers = self._moments.get((stage, d.phase, d.step)) if not self.during else self.offers(None)
            for ability, usable, label in self.moment_offers() if offers is None else offers:
                if usable(self, None, player, self._alone[player]):
                    found.append((label, (ability, None)))
        cards = self._active_kinds.get("activated") if self._active_at >= d.placed else None
        if cards is None:
            cards = self.active_with("activated")
        if not cards:
            return found
        paired = self._paired
        if paired[0] is not cards:
            paired = self._paired = (cards, self._card_offers(cards))
        owner = d.owner
        for card, usable, offer in paired[1]:
            if owner[card] == player and usable(self, card, player, None):  # its context made if a test reads it
                found.append(offer)
        return found

    def _card_offers(self, cards: list[int]) -> list[tuple[int, UsableFn, Offer]]:
        """Each offer of the active cards with activated abilities (`active_with`) for the side each shows, in their
        order: the card, its closure, and what `activations` answers when it may be used, made here once. Kept with
        that list: `active_with` makes a new one whenever those cards or their sides change, and a card's definition
        never does."""
        known, of, side = self.g.compiled["offers"], self.g.of_instance, self.d.side
        return [
            (card, usable, (label, (ability, card)))
            for card in cards
            for ability, usable, label in known.get((of[card].index, side[card])) or self.offers(card)
        ]

    def moment_offers(self) -> tuple[tuple[AbilityDef, UsableFn, str], ...]:
        """`offers(None)` at this moment of the flow when no rule nor activation runs (`during` empty): only those
        whose `during ...` names are all now, each with its closure without that test (`usable_fn(timed=False)`),
        found once per game and moment. `during free_action: ...` is not even asked of in the other steps."""
        d = self.d
        moment = (d.stage, d.phase, d.step)
        known = self.g.compiled["moment offers"]
        found: tuple[tuple[AbilityDef, UsableFn, str], ...] | None = known.get(moment)
        if found is None:
            names = moment_names(self.g, *moment)
            found = known[moment] = tuple(
                (a, usable_fn(self.g, a, timed=False), label)
                for a, _, label in self.offers(None)
                if names.issuperset(during_of(a))
            )
        return found

    def offers(self, card: int | None) -> tuple[tuple[AbilityDef, UsableFn, str], ...]:
        """The activated abilities of the game's own texts (`card` None), or of a card with the side it shows: each
        with its `usable_fn` and the label that offers it, made once per game, definition and side."""
        known = self.g.compiled["offers"]
        key = None if card is None else (self.g.of_instance[card].index, self.d.side[card])
        found: tuple[tuple[AbilityDef, UsableFn, str], ...] | None = known.get(key)
        if found is None:
            if card is None:
                found = tuple((a, usable_fn(self.g, a), f"{a.field}: {a.text}") for a in self.g.procedure_abilities)
            else:
                name = self.card_name(card)
                found = tuple(
                    (a, usable_fn(self.g, a), f"use {name} ({a.field}): {a.text}")
                    for a in self.abilities_of(card, "activated")
                )
            known[key] = found
        return found

    def activate(self, player: int, chosen: tuple[AbilityDef, int | None]) -> None:
        ability, card = chosen
        self.during.append("activation")
        try:
            self.resolve(ability, self.card_ctx(card, player))
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
        heard = self.g.heard
        if heard is not None and event not in heard:  # no ability listens for it
            return
        kind, hearers, heard_as, deaf = self._hearers.get(event) or self.hearers(event)
        listeners = self.active_with(kind)  # found before the card's own event runs: the cards in play
        if deaf:  # those that may hear it, kept with the list `active_with` hands out (never changed once handed out)
            kept = self._heeding.get(event)
            if kept is None or kept[0] is not listeners:
                kept = self._heeding[event] = (listeners, [card for card in listeners if card not in deaf])
            listeners = kept[1]
        if card is not None and event != "play" and card in hearers and card not in self.active_cards():
            self.own_event(event, card, player if holder is None or holder < 0 else holder, host)
        d, of = self.d, self.g.of_instance
        for source in listeners:
            owner = d.owner[source]
            if owner < 0:
                continue
            side = d.side[source]
            found = of[source].kinds.get((side, heard_as))  # `CardDef.listening`, without the call once found
            for ability in of[source].listening(side, event) if found is None else found:
                if not self.listens(ability, event, owner, player, card, source, what):
                    continue
                at = host if host is not None else self.host_of(source)
                own = card == source  # a card meets its own events wherever it is, whatever its host
                if not (own or self.in_scope(source, Ctx(owner, source, at))) or not self.limit_ok(
                    ability, source, owner
                ):
                    continue
                about = card if card is not None and card != source else at  # `it`: the card the event is about
                ctx = Ctx(owner, source, about)
                if self.timing_ok(ability, ctx):
                    self.resolve(ability, ctx, optional_cost=True)
        if self._listening:
            self.emit_to_rules(event, player, card, host, what)

    def hearers(self, event: str) -> Hearers:
        """The kind `active_with` lists the cards that hear `event` by, and those cards wherever they are (a card
        with no ability of that event on any side does not meet its own event: `own_event` is not asked of it), the
        key `CardDef.listening` keeps a card's listeners by, and the cards of that kind that never hear it in play
        (`_hears`: their `on play` is run by the play itself), found once per game and event."""
        own, deaf = set(), set()
        for card, definition in enumerate(self.g.of_instance):
            abilities = [a for group in definition.abilities.values() for a in group]
            if any(_meets_own(a, event) for a in abilities):
                own.add(card)
            if not any(_hears(a, event) for a in abilities):
                deaf.add(card)
        found = self._hearers[event] = ("hears " + event, frozenset(own), "event:" + event, frozenset(deaf))
        return found

    def own_event(self, event: str, card: int, owner: int, host: int | None) -> None:
        """`on discard: ...` on a card that has just left play (or was never in it): it still meets the event."""
        for ability in self.active_abilities(card):
            if not _meets_own(ability, event):
                continue
            ctx = Ctx(owner, card, host if host is not None else self.host_of(card))
            if self.limit_ok(ability, card, owner) and self.timing_ok(ability, ctx):
                self.resolve(ability, ctx, optional_cost=True)

    def emit_to_rules(self, event: str, player: int, card: int | None, host: int | None, what: str | None) -> None:
        """The game's rules with `on EVENT:` headers stay active: they run for the player the event happened to."""
        for ability in self._listening:
            if not self.listens(ability, event, player, player, card, -1, what):
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
        d, moment = self.d, (edge, period, name)
        known, of, side = self._timed, self.g.of_instance, d.side
        for source in self.active_with(f"at {edge} {period}"):  # the cards in play with an ability of the moment
            owner = d.owner[source]
            found = known.get((of[source].index, side[source], moment))  # `timed`, without the call once found
            for ability, whose in self.timed(source, moment) if found is None else found:
                if whose == "your" and owner != d.active:
                    continue
                ctx = self.card_ctx(source, owner if owner >= 0 else d.active)
                if (ability.limit is None or self.limit_ok(ability, source, ctx.you)) and self.timing_ok(ability, ctx):
                    self.resolve(ability, ctx, optional_cost=True)
        found = known.get((-1, None, moment))
        for ability, whose in self.timed(None, moment) if found is None else found:
            for player in self.turn_order() if whose != "your" else [d.active]:
                ctx = self._alone[player]
                if self.limit_ok(ability, None, player) and self.timing_ok(ability, ctx):
                    self.resolve(ability, ctx)

    def timed(self, card: int | None, moment: tuple[str, str, str | None]) -> tuple[tuple[AbilityDef, str | None], ...]:
        """The triggered abilities of a card with the side it shows (the game's own with `card` None) that a moment
        (edge, period, name) calls (`time_header`), each with whose it is (`your`), found once per game, definition,
        side and moment (kept in `_timed` by the three)."""
        key = (-1, None, moment) if card is None else (self.g.of_instance[card].index, self.d.side[card], moment)
        found: tuple[tuple[AbilityDef, str | None], ...] | None = self._timed.get(key)
        if found is None:
            abilities = self.g.procedure_triggers if card is None else self.abilities_of(card, "triggered")
            headers = [(a, self.time_header(a, *moment)) for a in abilities]
            found = self._timed[key] = tuple((a, h.get("whose")) for a, h in headers if h is not None)
        return found

    @staticmethod
    def time_header(ability: AbilityDef, edge: str, period: str, name: str | None = None) -> dict[str, Any] | None:
        for header in ability.headers:
            timed = header["trigger"] == "at_time" and header["edge"] == edge and header["period"] == period
            if timed and header.get("name") in (None, name):
                return header
        return None

    def round_order(self) -> list[int]:
        """The players of a new round, in the order they take turns: from the first player around the table, or
        by a counter (`turn_order: {by: speed, first: highest}`; ties keep the order around the table)."""
        d, order = self.d, self.g.turn_order
        if not isinstance(order, dict):  # fixed by the first player and the number of players: found once
            seats = self.g.compiled["round order"].get((d.first, d.players))
            if seats is None:
                seats = self.g.compiled["round order"][d.first, d.players] = tuple(self.seats())
            return list(seats)
        seats = self.seats()
        values = {p: self.value(str(order["by"]), p, Ctx(p)) for p in seats}
        highest = order.get("first", "highest") == "highest"
        return sorted(seats, key=lambda p: -values[p] if highest else values[p])

    def seats(self) -> list[int]:
        """The players around the table from the first, in the direction of play; only the first of them in a game
        of simultaneous turns, or of phases played once a round."""
        n, order = self.d.players, self.g.turn_order
        step = -1 if order == "counterclockwise" else 1
        seats = [(self.d.first + step * i) % n for i in range(n)]
        if order == "simultaneous" or ("turn" not in self.g.phase_when and self.g.phases):
            return seats[:1]  # everyone plays in the one turn (simultaneous), or only phases of the round
        return seats

    def checks_kept(self) -> tuple[Any, ...]:
        """What this run's checks of `when ...` abilities know now (each condition's kept truth, the plan of the next
        check), as a copy. A state keeps it with its stable point, so that the run of a clone, which replays from
        that point on a copy of its data, starts knowing what the original knew there (`keep_checks`) instead of
        reading every condition again at its first check. Only what the checks keep is copied: whatever else a
        run keeps starts afresh, which is always right."""
        known, knowns = _copy_known(self._known, self._knowns)
        kept = (self._plan, self._seen, self._stale, self._period, self._live, self._awake, self._falses, self._loud)
        return (known, knowns, *kept, self._ctxs)  # the contexts (tuples, in a list never changed) shared

    def keep_checks(self, kept: tuple[Any, ...]) -> None:
        """Starts from `checks_kept()` of a run on the same data (a copy of it, at the same version): a copy of it,
        since this run's checks change what they keep."""
        known, knowns, self._plan, self._seen, self._stale, self._period, self._live, self._awake, *marks = kept
        self._falses, self._loud, self._ctxs = marks
        if self._plan is not None:
            self._fast = plan_check(self.g, self._plan)
        self._known, self._knowns = _copy_known(known, knowns)

    def check_state(self) -> None:
        """`when ...` abilities (objectives, the end of the game) fire as soon as they hold: after every effect,
        never inside the check itself (the effects of what fires are checked when it has resolved). Most checks
        follow changes that wake no ability, or only a few (`reads.Plan`, read by its written code, `check_fn`: this
        runs after every change): when none is woken the check is over at once; the few woken are read again.
        The full check (`_check_state`) runs when there is no plan (an ability may read anything), when it no longer
        fits (the cards that watch or the period changed), or when an ability has come to hold (it fires there, in
        the order of the full check)."""
        d = self.d
        if d.checked == d.version or self.checking:
            return
        # the changes up to `d.checked` needed no check (`Data.move`): they woke none
        if self._plan is not None and self._fast(self, d, self._seen if self._seen >= d.checked else d.checked):
            self._seen = d.checked = d.version
            self._stale = 0
            d.watched, d.loud = self._skip, self._loud
            return
        self.checking = True
        self._plan = None  # a check cut short (the game won) leaves no plan behind
        d.watched = d.loud = None
        try:
            self._check_state()
        finally:
            self.checking = False

    def _woken_none_fires(self, d: Data, since: int) -> bool:
        """Whether no `when` ability fires after the changes since the version `since`, by the plan (`Plan.woken`,
        inline, then `_none_fires`): what `check_fn` writes out for a plan, for a plan not yet written."""
        plan, touched, woken = self._plan, d.touched, self._stale
        assert plan is not None
        for name, bits, keys in plan.wakes:
            if touched.get(name, -1) > since:
                woken |= bits
                for key, more in keys:
                    if touched.get(key, -1) > since:
                        woken |= more
        return (not woken & self._awake and not self._keyed) or self._none_fires(plan, woken)

    def _none_fires(self, plan: Plan, woken: int) -> bool:
        """Whether no `when` ability fires now, reading again the parts of conditions `woken` by the changes since the
        last check, if the last reading of their condition read them (a part after one that was false is not), or
        left unread by that check (False: the full check must run)."""
        if self._keyed and self.quiet() != self._period:
            return False
        if woken & plan.moved and self._made_for() != plan.made_for:
            return False
        d = self.d
        live, knowns, falses, ctxs = self._live, self._knowns, self._falses, self._ctxs
        woken &= live
        holding, used = d.holding, d.used
        entry_of, bits, first, parts = plan.entry_of, plan.bits, plan.first, plan.parts
        while woken:  # each woken entry, in the order of the plan (its bits, lowest first)
            entry = entry_of[(woken & -woken).bit_length() - 1]
            mask = bits[entry]
            woken &= ~mask
            key, ability, _, player = plan.entries[entry]
            limit = ability.limit
            if limit is not None and (key[0], key[1], self.limit_period(limit, player)) in used:
                live &= ~mask  # not read while it cannot fire (as `state_holds`), nor woken till the period ends
                falses &= ~mask
                continue
            if parts[entry] == 1:  # one part, and what it reads has changed: read again (`_refresh`, inline)
                known = knowns[entry]
                part = known[3][0]
                fn = part[0]
                ctx = ctxs[entry]
                truth = known[1] = part[3] = fn(self, ctx) if self._unreached else self.read_alone(fn, self, ctx)
                known[0] = part[2] = d.version
                if not truth:  # its one bit stays live (`Plan.read`), read false
                    falses |= mask
                    holding.discard(key)
                    continue
                held = 1
            else:
                held = self._refresh(knowns[entry], ctxs[entry])
            if held < parts[entry]:
                live = live & ~mask | ((2 << held) - 1) << first[entry]  # `Plan.read`, inline
                falses = falses & ~mask | 1 << first[entry] + held
                holding.discard(key)
            elif key not in holding:
                self._live = live
                return False  # it has come to hold: it fires in the full check (which finds its truth kept)
            else:
                live |= mask
                falses &= ~mask
        self._live, self._awake, self._falses = live, live | plan.moved, falses
        if self._skip is not None:  # `Plan.loud`, its call saved once made
            self._loud = plan.louds.get((live, falses)) or plan.loud(live, falses)
        return True

    def quiet(self) -> tuple[Any, ...]:
        """What a check depends on besides the zones and amounts read (`Game.when_reads`) and the cards that watch
        (`_made_for`): the periods the limits of the `when ...` abilities read (`Game.check_period`; a limit per game
        reads none)."""
        d = self.d
        return tuple([getattr(d, name) for name in self.g.check_period])

    def watchers(self) -> list[int]:
        """The cards in play with `when ...` abilities, in the order of `active_cards` (kept with them)."""
        return self.active_with("watching") if self._watchers else []

    def _check_state(self) -> None:
        """Runs every `when` ability whose condition has just come to hold, then makes the plan of the next check."""
        d = self.d
        self._check_all(self.watchers())
        if not d.over:
            self._plan_next()

    def _plan_next(self) -> None:
        """The plan for the next checks (`reads.Plan`, kept while the cards that watch stay the same): which parts of
        conditions the last reading of each read (`_live`), and those the next check reads whatever changes
        (`_stale`): never read, or read before a change to what they read (by an ability that fired after them)."""
        d = self.d
        made_for = self._made_for()
        plan = self._plans.get((made_for, d.players))
        if plan is None:  # made once per game (the pack's) for these cards that watch and players
            if len(self._plans) >= 256:
                self._plans.clear()
            entries = self._entries()
            parts_of = [when_parts(self.g, ability, player) for _, ability, _, player in entries]
            reads_of = [[part[1] for part in parts] for parts in parts_of]
            ways_of = [[part[2] for part in parts] for parts in parts_of]
            picks_of = [[part[3] for part in parts] for parts in parts_of]
            bounds_of = [[part[4] for part in parts] for parts in parts_of]
            deps = _watch_deps(made_for) if self._watchers else ()
            plan = Plan.of(entries, reads_of, deps, made_for, ways_of, picks_of, bounds_of)
            self._plans[made_for, d.players] = plan
        self._knowns = [self._known_of(key, ability, player) for key, ability, _, player in plan.entries]
        self._ctxs = self._contexts_of(plan)
        touched, live, stale, falses = d.touched, 0, 0, 0
        for entry, known in enumerate(self._knowns):
            for bit, (_, names, since, truth) in zip(plan.bit_list[entry], known[3], strict=True):
                live |= bit
                if names is None or since < 0 or any(touched.get(name, -1) > since for name in names):
                    stale |= bit
                if not truth:
                    falses |= bit
                    break
        self._plan = None if plan.always else plan  # with a part that may read anything, every check is a full one
        self._fast = plan_check(self.g, plan)
        self._live, self._awake, self._stale, self._seen = live, live | plan.moved, stale, d.version
        self._falses, self._loud = falses, None if self._plan is None or self._skip is None else plan.loud(live, falses)
        d.watched = self._skip if self._plan is not None and not stale else None
        d.loud = self._loud if d.watched is not None else None
        self._period = self.quiet() if self._keyed else ()

    def _made_for(self) -> tuple[Any, ...]:
        """What decides the `when` abilities a check looks at: which cards that watch are in play (`is_active`: where
        each is, its facing, where its host is), their owners and sides."""
        d = self.d
        loc, face_up, owner, side = d.loc, d.face_up, d.owner, d.side
        found = []
        for card in self.g.watching:
            place = loc[card]
            host = (SPLIT.get(place) or split_key(place))[2]
            found.append((place, face_up[card], owner[card], side[card], None if host is None else loc[host]))
        return tuple(found)

    def _entries(self) -> list[Entry]:
        """Every `when` ability a full check looks at: for each player in turn order, the game's own, then those of the
        player's cards that watch (in `_check_all`'s order when made; the plan, shared by the game's runs, needs no
        order: it fires nothing itself)."""
        found: list[Entry] = []
        watchers = self.watchers()
        for player in self.turn_order():
            found.extend(((a.key, -1, player), a, None, player) for a in self._watching)
            for card in watchers:
                if self.d.owner[card] == player:
                    found.extend(((a.key, card, player), a, card, player) for a in self.abilities_of(card, "watching"))
        return found

    def _check_all(self, watchers: list[int]) -> None:
        """Every `when` ability, for each player in turn order: the game's own, then those of the player's cards that
        watch; again while a card's fired (what it did may make another hold)."""
        d = self.d
        order = self._orders.get(d.active)
        if order is None:
            order = self.turn_order()
        watching, alone = self._watching, self._alone
        ran = self.steps  # the cards that watch are found again once something has run
        fired = True
        while fired and not d.over:
            fired = False
            for player in order:
                for ability in watching:
                    if self.state_holds(ability, None, player):
                        self.resolve(ability, alone[player])
                        if d.over:
                            return
                if not self._watchers:
                    continue
                if self.steps != ran:
                    watchers, ran = self.watchers(), self.steps
                for card in watchers:
                    if d.owner[card] != player:
                        continue
                    for ability in self.abilities_of(card, "watching"):
                        if self.state_holds(ability, card, player):
                            self.resolve(ability, self.card_ctx(card, player))
                            fired = True
                            if d.over:
                                return
        d.checked = d.version

    def state_holds(self, ability: AbilityDef, card: int | None, player: int) -> bool:
        """Whether a `when ...` ability fires now: its condition has just become true (it fires again only after
        the condition has stopped holding). Its truth is evaluated again only once something it reads has changed
        (`reads.py`), and of `A and B`, only the parts whose reads changed (`_refresh`)."""
        key = (ability.key, -1 if card is None else card, player)
        known = self._known_of(key, ability, player)  # [version read at (-1: never), truth then, what it reads, parts]
        d = self.d
        limit = ability.limit
        reads = known[2]
        if reads is not None and known[0] >= 0:
            since, touched = known[0], d.touched
            for name in reads:
                if touched.get(name, -1) > since:
                    break
            else:  # nothing it reads has changed: still false, or true and fired already, or true and not yet
                if not known[1] or key in d.holding:
                    return False
                if limit is not None and (key[0], key[1], self.limit_period(limit, player)) in d.used:
                    return False  # `limit_ok`, inline
                d.holding.add(key)
                return True
        if not ability.whens or (limit is not None and (key[0], key[1], self.limit_period(limit, player)) in d.used):
            return False
        if self._refresh(known, self._alone[player] if card is None else self.card_ctx(card, player)) < len(known[3]):
            d.holding.discard(key)
            return False
        if key in d.holding:
            return False
        d.holding.add(key)
        return True

    def _known_of(self, key: WhenKey, ability: AbilityDef, player: int) -> list[Any]:
        """What is kept of a `when` ability as checked (`[version read at, truth then, what it reads, its parts]`, each
        part `[fn, what it reads, version read at, truth then]`; version -1: never read), made at its first check."""
        known = self._known.get(key)
        if known is None:
            names = self.g.when_reads.get(ability.key)
            whole = None if names is None else own_reads(names, player)
            parts = [[fn, reads, -1, False] for fn, reads, *_ in when_parts(self.g, ability, player)]
            known = self._known[key] = [-1, False, whole, parts]
        return known

    def _contexts_of(self, plan: Plan) -> list[Ctx]:
        """The context each entry of `plan` is read in, found once for the checks the plan serves: an entry's card,
        and its host, lie where they lay when the plan was made until the check sees the cards that watch moved."""
        alone = self._alone
        return [alone[player] if card is None else self.card_ctx(card, player) for _, _, card, player in plan.entries]

    def _refresh(self, known: list[Any], ctx: Ctx) -> int:
        """How many parts of a `when ...` ability's condition hold now, from the first (as `a and b` reads them: up to
        the first that does not; all of them: it holds), each read again only if what it reads has changed since it
        was last read (in `ctx`, its card's); kept with the version it was read at."""
        d = self.d
        touched, version, held = d.touched, d.version, 0
        parts = known[3]
        for part in parts:
            fn, names, since, truth = part
            fresh = since >= 0 and names is not None
            if fresh:
                for name in names:
                    if touched.get(name, -1) > since:
                        fresh = False
                        break
            if not fresh:
                truth = part[3] = fn(self, ctx) if self._unreached else self.read_alone(fn, self, ctx)
                part[2] = version
            if not truth:
                break
            held += 1
        known[0], known[1] = version, held == len(parts)
        return held

    # ------------------------------------------------------------ rules

    def rule(self, name: str, args: list[Any], ctx: Ctx) -> None:
        """A rule of the game's own, called with its arguments: its texts in turn (those that are only a body, as
        one run of their generated code, `RulePlan`), else the pack's rules module's rule of that name."""
        plan = self._rule_plans.get(name)
        if plan is None:
            plan = self._rule_plans[name] = RulePlan.of(self.g, name)
        params = dict(zip(plan.params, [self.expr(a, ctx) for a in args], strict=False)) if args else {}
        self.during.append(name)
        try:
            if plan.texts is not None:
                ruled = Ctx(ctx.you, ctx.card, ctx.it, ctx.them, params)
                if plan.plain is not None and enabled():  # `perform` of each text, without its look-ups
                    self.performing.append(plan.source)
                    try:
                        for fn in plan.plain:
                            fn(self, ruled)
                    finally:
                        self.performing.pop()
                    return
                for ability in plan.texts:
                    self.perform(ability, ruled, plan.source)
            elif name in self.hooks.rules:
                self.hooks.rules[name](self.table, ctx, **params)
            else:
                raise GameError(f"rule {name!r} has no text and the pack's rules module registers no such rule")
        finally:
            self.during.pop()

    def finish(self, why: str) -> None:
        """The game ends by its own rules: the `scoring:` texts run for each player, then the most points win
        (tied leaders share the win)."""
        self.score_all()
        leaders, rival = self.leaders(), self.rival_score()
        if rival is not None:
            best = self.value(self.g.settings.score, leaders[0], Ctx(leaders[0]))
            if rival > best:
                self.d.rival_won = True
                self.win([], f"{why}; the rival ({self.g.settings.rival} {rival}) beat every player (best {best})")
        self.win(leaders, why)

    def score_all(self) -> None:
        """The end of the game's triggers, then the `scoring:` texts for each player in turn order."""
        self.at_time("end", "game")
        for player in self.turn_order():
            for ability in self.g.scoring:
                self.perform(ability, Ctx(player), "scoring")

    def rival_score(self) -> int | None:
        """The score of the simulated opponent `runtime.rival` names (a game-wide counter), if there is one."""
        rival = self.g.settings.rival
        return int(self.value(rival, 0, Ctx(0))) if rival else None

    def leaders(self) -> list[int]:
        """The players with the most of the pack's score counter; among them, those with the most of each
        `runtime.tie_break` amount in turn (players still tied share the win)."""
        found = list(range(self.d.players))
        for counter in (self.g.settings.score, *self.g.settings.tie_break):
            scores = {p: self.value(counter, p, Ctx(p)) for p in found}
            found = [p for p in found if scores[p] == max(scores.values())]
        return found

    def win(self, players: list[int], why: str) -> None:
        self.d.winners = sorted(set(players))
        self.d.over = why
        raise GameOver

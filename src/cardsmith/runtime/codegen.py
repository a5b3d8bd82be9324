"""Effect bodies compiled once per pack into Python source: the decision path without reading the IR again.

A body of effects (a step's text, a card's ability, an option of a `choose`) is a list of IR dicts. The generic
interpreter (`Run.run_effects`, `Run.effect` and the handlers of `effects.py`) reads those dicts at every turn:
which kind is this node, has it an actor, which options has this `choose`, which of them picks a card. As Jinja
compiles a template into Python once and then only runs it, `body_fn` writes one Python function per body, with
every such question answered while writing: a `choose` builds its offers in a plain loop and applies the option
chosen in place, a `play` or a `draw` calls the move it means with its arguments worked out, the cards of one pile
a selector names are found in a loop written out (`_find`), and `each player ...` loops over its players. What the
writer does not know yet (a kind without a writer below) is one call to the generic interpreter in the generated
source, so a body always compiles, and is listed by `fallbacks(game)`; what the generated code does is exactly
what `run_effects` does, effect by effect (the same budget, the same checks of `when ...` abilities, the same
decisions in the same order): a test plays every bundled pack with generation on and off and compares the games.

The source is made once per IR shape (the body's JSON, so that the many cards that share a text share one
function), compiled once with `compile()`, and kept by the game (`Game.compiled`). `CARDSMITH_CODEGEN=0` in the
environment (or `generation(False)`) turns it off: every body then runs through the generic interpreter.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from typing import TYPE_CHECKING, Any, NamedTuple

from .compiled import (
    cond_fn,
    constant,
    counted_fn,
    expr_fn,
    filter_codes,
    filter_fn,
    filter_words,
    is_card_number,
    printed_fields,
    reads_it,
    select_fn,
    shared_zone,
    tokens_on,
    zone_keys_fn,
)
from .data import zone_key
from .effects import EACH, Option, _choose, _destination, _distinct, _move, _options, _possible, _text
from .handlers import COMPARE, EFFECTS, Ctx, GameOver
from .moves import amount_facts, entering, unconditional

if TYPE_CHECKING:
    from .game import Game
    from .interpreter import Run

Node = dict[str, Any]
BodyFn = Callable[["Run", Ctx], None]

NAMES_IT = frozenset({"summon", "reveal", "knockout", "revive", "eliminate"})  # verbs whose one card is then `it`
NO_ACTOR = frozenset(
    {"win", "deal", "modify", "discount", "forbid", "require", "signal", "end_game"}
    | {"if_then", "for_each", "repeat", "repeat_until"}
)  # kinds whose `actor` is read by their handler, not by the dispatch (`Run.effect`)
STEP_BUDGET = 20_000  # effects run between two stable points before we call it an endless loop
DEPTH_BUDGET = 60  # effects nested in effects (triggers of triggers) before we call it an endless loop

_enabled = os.environ.get("CARDSMITH_CODEGEN", "1") != "0"


def enabled() -> bool:
    """Whether bodies run as generated code (`CARDSMITH_CODEGEN=0`: through the generic interpreter)."""
    return _enabled


@contextmanager
def generation(on: bool) -> Iterator[None]:
    """Generated code on or off for a while (tests compare the two)."""
    global _enabled
    before, _enabled = _enabled, on
    try:
        yield
    finally:
        _enabled = before


def one_card(target: Any) -> bool:
    """A target that names exactly one card (`1 planet ...`): the card it finds becomes `it` for what follows."""
    return isinstance(target, dict) and target.get("cards") == "card_set" and target.get("quantity") == 1


def body_fn(game: Game, body: list[Node]) -> BodyFn:
    """`body` as one generated function `fn(run, ctx)`, doing what `run.run_effects(body, ctx)` does. Made once
    per body (kept with the body itself, as `compiled.memo` keeps closures) and once per shape."""
    cache = game.compiled["body"]
    hit = cache.get(id(body))
    if hit is not None and hit[0] is body:
        return hit[1]
    shapes = game.compiled["body source"]
    shape = json.dumps(body, sort_keys=True)
    fn = shapes.get(shape)
    if fn is None:
        fn = shapes[shape] = _generated(game, body, shape)
    cache[id(body)] = (body, fn)
    return fn


def _generated(game: Game, body: list[Node], shape: str) -> BodyFn:
    """The body's generated function; a body the writer cannot write (an IR it does not expect) runs through the
    generic interpreter instead, which does the same: a game never stops for its code generator. What was left to
    the interpreter is kept by the game (`fallbacks`), so that it does not go unseen."""
    writer = _Writer(game)
    try:
        fn = writer.function(body)
    except (KeyError, TypeError, ValueError, AttributeError, SyntaxError) as error:
        game.compiled["fallbacks"][shape] = [f"the whole body: {type(error).__name__}: {error}"]
        return lambda run, ctx: run.run_effects(body, ctx)
    if writer.fallbacks:
        game.compiled["fallbacks"][shape] = writer.fallbacks
    return fn


def fallbacks(game: Game) -> dict[str, list[str]]:
    """What the bodies generated so far for `game` leave to the generic interpreter, by body (its JSON): an effect
    the writer cannot write, or a whole body it could not. Empty when every body runs as generated code (a test
    holds the bundled packs to that); `CARDSMITH_CODEGEN=0` aside, what is listed here runs slower, not wrong."""
    return dict(game.compiled["fallbacks"])


_IDENTIFIER = re.compile(r"[^A-Za-z0-9_]|^(?=[0-9])")


def plain_fn(game: Game, ability: Node) -> BodyFn | None:
    """The generated code of a text of the game's own (`Run.perform`) that is only a body: no header, no cost
    (None for any other)."""
    if ability.get("headers") or ability.get("cost"):
        return None
    return body_fn(game, ability.get("effects") or NO_EFFECTS)


NO_EFFECTS: list[Node] = []  # the body of a text without effects (one list, so it compiles once)


class _Nothing:
    """A value equal to no other: what a card shares with no card (`_Where.same`)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NOTHING"


NOTHING = _Nothing()


def source_of(game: Game, body: list[Node]) -> str:
    """The Python source `body_fn` generates for a body (to read, and for tests)."""
    return _Writer(game).source(body)


class _Block:
    """What `_Writer.block` returns: the writer one level in while the `with` lasts (a class, not a generator made
    a context manager: a body's source opens hundreds of blocks)."""

    __slots__ = ("w",)

    def __init__(self, w: _Writer):
        self.w = w

    def __enter__(self) -> None:
        self.w.level += 1

    def __exit__(self, *_: object) -> None:
        self.w.level -= 1


def written_into(
    game: Game, bodies: list[tuple[list[Node], bool]], level: int, setup: bool = False
) -> tuple[list[list[str] | None], dict[str, Any]]:
    """The bodies' generated code as lines of a function of the game's own at `level` (the flow's written turn,
    `flow.turn_fn`, or its setup, `flow.setup_fn`), which runs them where no card is (`card` is None there, and
    in every context a body makes: `Ctx.about`), each with whether it runs first in its stage (`fresh`: no effect
    counted yet, `Run.new_stage`), each at the depth of a stage's start (0: `_Writer.depth`), in a stage that is
    never `setup`, or always (`setup`: no check is made there): one writer for them all, so that their names
    differ. None for a body the writer cannot write (its function is called instead, `body_fn`); with the names
    the lines refer to."""
    writer = _Writer(game, cardless=True)
    writer.setup = setup
    found: list[list[str] | None] = []
    for body, fresh in bodies:
        writer.lines, writer.level, writer.fresh, writer.depth = [], level, fresh, 0
        try:
            writer.body(body, "ctx")
        except (KeyError, TypeError, ValueError, AttributeError):
            found.append(None)
            continue
        found.append(writer.lines)
    return found, writer.names


class _Writer:
    """Writes the source of one body's function: lines, and the constants the source refers to by name."""

    def __init__(self, game: Game, cardless: bool = False):
        self.game = game
        self.cardless = cardless  # written where no card is: `card` (`ctx.card`) is None (`written_into`)
        self.fresh = False  # the next effect is the first of its stage: the count of effects is 0 before it
        self.depth: int | None = None  # how deep effects are nested here (`run.depth`), when known: in the turn
        self.setup = False  # written for the setup (`written_into`): the stage is `setup` throughout, never checked
        self.lines: list[str] = []
        self.names: dict[str, Any] = {
            "GameOver": GameOver,
            "NOTHING": NOTHING,
            "_choose": _choose,
            "_destination": _destination,
            "_distinct": _distinct,
            "_move": _move,
            "_possible": _possible,
            "_fitting": _fitting,
            "_verbed": _verbed,
            "tokens_on": tokens_on,
        }
        self.level = 1
        self.count = 0
        self.fallbacks: list[str] = []  # what this body leaves to the generic interpreter (`fallbacks`)

    # ------------------------------------------------------------ the function

    def source(self, body: list[Node]) -> str:
        self.lines = ["def body(run, ctx):", "    d = run.d"]
        self.line("card = ctx.card  # `this card`: the same in every context a body makes from ctx (`Ctx.about`)")
        self.body(body, "ctx")
        return "\n".join(self.lines) + "\n"

    def function(self, body: list[Node]) -> BodyFn:
        """The body's function, its source compiled once per game and text: bodies of different shapes often read
        alike (their own values are names bound in each one's namespace), and compiling is most of generating."""
        text = self.source(body)
        codes = self.game.compiled["body code"]
        code = codes.get(text)
        if code is None:
            code = codes[text] = compile(text, f"<cardsmith body {len(body)} effects>", "exec")
        namespace = dict(self.names)
        exec(code, namespace)  # our own source: pack values enter it only as names bound here, repr() or ints
        fn: BodyFn = namespace["body"]
        return fn

    def line(self, text: str) -> None:
        self.lines.append("    " * self.level + text)

    def block(self, head: str) -> _Block:
        """`with w.block("if x:"): ...`: the head, then what is written inside, one level in."""
        self.line(head)
        return _Block(self)

    def const(self, value: Any, hint: str = "K") -> str:
        """A name for `value` in the function's namespace (a hint from the pack, a field's name, is made an
        identifier: letters, digits and `_` only, numbered, so never a keyword)."""
        self.count += 1
        name = f"{_IDENTIFIER.sub('_', hint)}_{self.count}"
        self.names[name] = value
        return name

    def var(self, hint: str) -> str:
        self.count += 1
        return f"{hint}{self.count}"

    # ------------------------------------------------------------ a body: `Run.run_effects`, effect by effect

    def body(self, body: list[Node], ctx: str, picked: str | None = None) -> None:
        """The effects of `body` in turn, each followed by what `run_effects` does after it; `picked` names a
        variable holding the card the first effect picks (an option of a `choose` offered once per card). The
        last effect's `it` is not made: no effect of the body follows to read it, and every caller sets the
        variable `ctx` afresh before it runs a body again."""
        for i, node in enumerate(body):
            self.effect(node, ctx, picked if i == 0 else None)
            if i + 1 < len(body) and node["effect"] in NAMES_IT and one_card(node.get("target")):
                with self.block("if run.last_cards:"):
                    self.line(f"{ctx} = {ctx}.about(run.last_cards[0])")
            in_turn = self.depth is not None  # the turn's stages are never `setup`: `run_effects`'s test of it is not
            if not self.setup:
                with self.block(
                    "if d.checked != d.version:" if in_turn else 'if d.checked != d.version and d.stage != "setup":'
                ):
                    self.line("run.check_state()")
            with self.block("if d.over:"):
                self.line("raise GameOver")

    def effect(self, node: Node, ctx: str, picked: str | None) -> None:
        """One effect, as `Run.effect` runs it: counted against the budgets, then done (with an actor, `each player
        ...`, once for each player it names, each as the one who does it)."""
        kind = node["effect"]
        writer = _WRITERS.get(kind)
        if writer is None and kind in EFFECTS:  # the kind's handler, called without the dispatch of `Run.effect`
            writer = _write_handler
        actor = node.get("actor") if kind not in NO_ACTOR else None
        fresh, self.fresh = self.fresh, False
        if writer is None or (actor is not None and picked is not None):
            self.fallbacks.append(f"{kind}: {'no writer' if writer is None else 'an actor picking a card offered'}")
            self.generic(node, ctx, picked)
            return
        self.line("run.steps = 1" if fresh else "run.steps = steps = run.steps + 1")
        if not self.cardless:
            with self.block("if card is not None:"):
                self.line("run.sources[card] = run.sources.get(card, 0) + 1")
        if not fresh:  # the first effect of a stage is within the budget
            with self.block(f"if steps > {STEP_BUDGET}:"):
                self.line("run.too_many_steps()")
        self.nested(writer, kind, node, actor, ctx, picked)

    def nested(self, writer: _Write, kind: str, node: Node, actor: Any, ctx: str, picked: str | None) -> None:
        """The effect one level deeper (`run.depth`), within the budget of nesting. Where the depth is known here
        (`depth`: in the turn, whose stages start at 0 and whose calls each leave it as they found it), it is set
        without reading it, and a depth within the budget is not tested."""
        known = self.depth if self.depth is not None and self.depth < DEPTH_BUDGET else None
        if writer in _LEAVES and _leaf(self.game, kind):  # nothing inside reads the depth: only its check is kept
            if known is None:
                with self.block(f"if run.depth >= {DEPTH_BUDGET}:"):
                    self.line("run.depth += 1")
                    self.line("run.too_deep()")
            self.done(writer, node, actor, ctx, picked)
            return
        if known is None:
            self.line("run.depth = depth = run.depth + 1")
            with self.block(f"if depth > {DEPTH_BUDGET}:"):
                self.line("run.too_deep()")
        else:
            self.line(f"run.depth = {known + 1}")
        outer, self.depth = self.depth, None if known is None else known + 1
        with self.block("try:"):
            self.done(writer, node, actor, ctx, picked)
        with self.block("finally:"):
            self.line("run.depth -= 1")
        self.depth = outer

    def done(self, writer: _Write, node: Node, actor: Any, ctx: str, picked: str | None) -> None:
        """What the effect does, once for each player its actor names (if it has one)."""
        if actor is None:
            writer(self, node, ctx, picked)
        else:
            self.for_actor(writer, node, actor, ctx)

    def for_actor(self, writer: _Write, node: Node, actor: Any, ctx: str) -> None:
        """`each player gains 1 fish`: the effect once for each player the actor names, in their order, each the
        `you` of it (`Run.effect`); one effect for the budget."""
        player, each = self.var("player"), self.var("ctx")
        with self.block(f"for {player} in run.players({self.const(actor, 'actor')}, {ctx}):"):
            self.line(f"{each} = {ctx}.for_player({player})")
            writer(self, node, each, None)

    def generic(self, node: Node, ctx: str, picked: str | None) -> None:
        """A kind the writer does not know: the generic interpreter runs it (the picked card handed over as
        `choose` hands it: preset for the effect's selector)."""
        self.call(f"run.effect({self.const(node, 'node')}, {ctx})", node, picked)

    def handler(self, handler: str, node: Node, ctx: str, picked: str | None) -> None:
        """A call of the kind's own handler (`effects.py`), inside the effect's budget already counted; the picked
        card, if any, preset for its selector as `choose` presets it."""
        self.call(f"{handler}(run, {self.const(node, 'node')}, {ctx})", node, picked)

    def call(self, call: str, node: Node, picked: str | None) -> None:
        """`call`, with the picked card (if any) preset for the effect's selector while it runs."""
        if picked is None:
            self.line(call)
            return
        key = self.const(id(node["target"]), "target")
        self.line(f"run.preset[{key}] = [{picked}]")
        with self.block("try:"):
            self.line(call)
        with self.block("finally:"):
            self.line(f"run.preset.pop({key}, None)")

    def amount(self, node: Node, ctx: str) -> str:
        """`_amount`: a number written out is itself; an expression is read (never below 0)."""
        amount = node["amount"]
        if type(amount) is int:
            return str(max(0, amount))
        return f"max(0, run.expr({self.const(amount, 'amount')}, {ctx}))"

    def expr(self, node: Any, ctx: str) -> str:
        """`run.expr(node, ctx)` as an expression: a number written out is itself."""
        if isinstance(node, int):
            return str(int(node))
        return f"{self.const(expr_fn(self.game, node), 'expr')}(run, {ctx})"

    def destination(self, node: Node | None, ctx: str) -> str:
        """`effects._destination` as an expression: a shared zone named outright is its own name."""
        if not node:
            return "None"
        if shared_zone(self.game, node):
            return repr(node["name"])
        return f"_destination(run, {self.const(node, 'dest')}, {ctx})"


# ---------------------------------------------------------------- writers of the kinds on the decision path


def _write_handler(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """A kind with no writer of its own: its handler (`effects.py`), called directly."""
    w.handler(w.const(EFFECTS[node["effect"]], "handler"), node, ctx, picked)


def _write_choose(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`choose 1 [A] or [B]`: the offers of each option in a plain loop, one decision, the option chosen run in
    place (`effects._choose`, for a choice of one)."""
    options = _options(node)
    if node["amount"] != 1 or not options:
        if options:
            w.fallbacks.append("choose: of more than 1, its options run through the interpreter")
        w.line(f"_choose(run, {w.const(node, 'node')}, {ctx})")
        return
    offers, you = _Offers(w.var("picks"), w.var("labels")), w.var("you")
    w.line(f"{offers.picks}, {offers.labels} = [], []")
    w.line(f"{you} = {ctx}.you")
    for i, option in enumerate(options):
        _write_offers(w, i, option, offers, you, ctx)
    n, chosen, picked = w.var("n"), w.var("chosen"), w.var("picked")
    w.line(f"{n} = len({offers.picks})")
    with w.block(f"if {n}:"):
        alike = _may_read_alike(options)
        if alike:
            with w.block(f"if {n} > 1 and len(set({offers.labels})) < {n}:"):
                both = f"[(*p, label) for p, label in zip({offers.picks}, {offers.labels})]"
                made = w.var("made")
                w.line(f"{made} = _distinct({both}, {w.const(list(options), 'options')})")
                w.line(f"{offers.picks}, {offers.labels} = [o[:2] for o in {made}], [o[2] for o in {made}]")
        with w.block(f"if {n} == 1:"):  # one option needs no decision (`Choices.choose`)
            w.line(f"{chosen}, {picked} = {offers.picks}[0]")
        with w.block("else:"):
            ask = "choose" if alike else "decide"  # labels that read apart need not be made unique
            w.line(f'{chosen}, {picked} = {offers.picks}[run.{ask}({you}, "choose", {offers.labels})]')
        for i, option in enumerate(options):
            with w.block(f"{'if' if i == 0 else 'elif'} {chosen} == {i}:"):
                _write_option(w, option, picked, ctx)


class _Offers(NamedTuple):
    """The variables of a `choose`'s offers: what each picks (option, card), and its words."""

    picks: str
    labels: str

    def add(self, w: _Writer, option: int, card: str, label: str) -> None:
        w.line(f"{self.picks}.append(({option}, {card}))")
        w.line(f"{self.labels}.append({label})")


def _may_read_alike(options: tuple[Option, ...]) -> bool:
    """Whether two offers may read alike (`effects._distinct` tells them apart): a card's label is unique (it
    names the card's instance), so only two options that pick cards, two texts alike, or a text that starts
    with a picking verb may."""
    verbs = [option.verb + " " for option in options if option.picks]
    texts = [option.text for option in options if not option.picks]
    return len(verbs) > 1 or len(set(texts)) < len(texts) or any(t.startswith(v) for t in texts for v in verbs)


def _write_offers(w: _Writer, i: int, option: Option, offers: _Offers, you: str, ctx: str) -> None:
    """How an option is offered (`effects._offers`): once per card it could pick, as written, or not at all."""
    text = w.const(option.text, "text")
    if not option.picks:
        if option.always:
            offers.add(w, i, "None", text)
            return
        with w.block(f"if _possible(run, {w.const(option.body, 'body')}, {ctx}):"):
            offers.add(w, i, "None", text)
        return
    found = _candidates(w, option, ctx)
    game = w.game
    with w.block(f"if {found}:"):
        if option.effect == "play" and not _always_playable(game):
            w.line(f"{found} = run.playable({you}, {found})")
        if _seen_by_picker(w, option.target):
            _write_card_offers(w, i, option, found, offers)
            return
        with w.block(f"if run.all_visible({found}, {you}):"):
            _write_card_offers(w, i, option, found, offers)
        with w.block(f"elif {found}:"):
            offers.add(w, i, "None", text)


def _write_card_offers(w: _Writer, i: int, option: Option, found: str, offers: _Offers) -> None:
    """One offer per card, copies alike in every way offered once."""
    if len(set(w.game.instances)) < len(w.game.instances):  # some card has copies
        instances = w.const(w.game.instances, "instances")
        with w.block(f"if len({found}) > 1 and len({{{instances}[c] for c in {found}}}) < len({found}):"):
            w.line(f"{found} = list({{run.likeness(c): c for c in reversed({found})}}.values())[::-1]")
    verb = w.const(f"{option.verb} ", "verb")
    labels = w.const(w.game.compiled["verbed"].setdefault(option.verb, {}), "labels")
    with w.block(f"for c in {found}:"):  # `_verbed`, its cache read here
        w.line(f"label = {labels}.get((c, d.loc[c], d.side[c])) or _verbed(run, {labels}, {verb}, c)")
        offers.add(w, i, "c", "label")


def _verbed(run: Run, labels: dict[tuple[int, str, str | None], str], verb: str, card: int) -> str:
    """`play Ace of Clubs (ace_of_clubs#1, hand)`: a card offered by a verb, made once per verb, card, place and
    side, as `Choices.card_label` makes the card's own (names never change)."""
    d = run.d
    label = labels[card, d.loc[card], d.side[card]] = verb + run.card_label(card)
    return label


def _always_playable(game: Game) -> bool:
    """Every card may always be played (`Moves.playable` keeps every card offered): none has a cost, a side, a
    requirement or a static, and no `forbid` is in play."""
    return "forbid" not in game.static_kinds and all(unconditional(game, c) for c in range(len(game.instances)))


def _seen_by_picker(w: _Writer, target: Node) -> bool:
    """Whether the player who picks sees every card the selector finds (`Selection.all_visible`): they lie in
    the picker's own zone that its owner sees, or in a public shared zone."""
    location = target.get("location")
    if location is None:
        return False
    zone, game = location["zone"], w.game
    visibility = game.zones.get(zone.get("name", ""), {}).get("visibility", "public")
    kind = _pile_kind(game, zone)
    return (kind == "shared" and visibility == "public") or (kind == "own" and visibility in ("public", "owner"))


def _candidates(w: _Writer, option: Option, ctx: str) -> str:
    """The cards a picking option could pick (`run.candidates(target, ctx, default)`, `_find`). Returns the variable
    that holds them."""
    default = f"run.default_place({option.effect!r}, {ctx})" if option.placed else "None"
    return _find(w, option.target, ctx, default)


def _find(w: _Writer, target: Node, ctx: str, default: str = "None") -> str:
    """The cards a selector finds before any quantity (`run.cards(target, ctx, select=False)`, which for a card
    set is `run.candidates`), written out when they lie in one pile: its cards, less this card, kept by the
    selector's words in the same loop (`compiled.filter_codes`: a card that prints every word needs no test);
    then, if any are left, its `where (...)` written inline when it reads only what the cards print (`_Where`),
    else the selector's compiled test (`compiled.select_fn`, which keeps what it kept already). Any other selector
    through `run.cards`. Returns the variable that holds them (a list of its own)."""
    found = w.var("found")
    pile = _one_pile(w, target, ctx) if target.get("cards") == "card_set" else None
    if pile is None:
        w.line(f"{found} = run.cards({w.const(target, 'target')}, {ctx}, select=False, default={default})")
        return found
    cards, me = w.var("pile"), w.var("me")
    w.line(f"{cards} = d.zones.get({pile}, ())")
    kept = target.get("where") or target.get("owner")
    if w.cardless:  # no card to leave out
        if filter_words(target.get("filter")):
            w.line(f"{cards} = [c for c in {cards} if {_fits(w, target['filter'], 'c')}]")
    elif filter_words(target.get("filter")):
        w.line(f"{me} = {ctx}.card")
        w.line(f"{cards} = [c for c in {cards} if c != {me} and {_fits(w, target['filter'], 'c')}]")
    else:
        w.line(f"{me} = {ctx}.card")
        with w.block(f"if {me} is not None and {me} in {cards}:"):  # a selector never names the card it is on
            w.line(f"{cards} = [c for c in {cards} if c != {me}]")
    if not kept:  # a list of its own: the pile itself may change while the cards found are used
        w.line(f"{found} = {cards if filter_words(target.get('filter')) else f'list({cards})'}")
        return found
    with w.block(f"if not {cards}:"):
        w.line(f"{found} = []")
    with w.block("else:"):
        _write_where(w, target, ctx, cards, found)
    return found


def _write_where(w: _Writer, target: Node, ctx: str, cards: str, found: str) -> None:
    """What a selector's owner and `where (...)` keep of the cards in `cards`, into `found` (`compiled.select_fn`);
    the `where` alone written inline while no card holds tokens of a number it reads (`_Where`). One that tests
    the cards' printed fields more than once keeps the cards in a set found once per values it read (`_fitting`):
    then each card of `cards` is only looked for in it."""
    keep = w.const(select_fn(w.game, target), "keep")
    where = target.get("where")
    inline = _Where(w, ctx) if where and not target.get("owner") else None
    test = inline.cond(where) if inline is not None and where else None
    if inline is None or test is None:
        w.line(f"{found} = {keep}(run, {ctx}, list({cards}))")
        return
    names = w.const(frozenset(inline.names), "names")
    with w.block(f"if d.tokens and tokens_on(run, {names}):"):  # a number on a card is not the printed one
        w.line(f"{found} = {keep}(run, {ctx}, list({cards}))")
    with w.block("else:"):
        for line in inline.hoisted:
            w.line(line)
        if not reads_it(w.game, where):  # read once for every card: all of them or none
            w.line(f"{found} = list({cards}) if {test} else []")
            return
        if not inline.hashable or inline.tests < 2:  # a test of the card or none: as fast as a look at a set
            w.line(f"{found} = [c for c in {cards} if {test}]")
            return
        memo, key, fits = w.const({}, "memo"), w.var("key"), w.var("fits")
        w.line(f"{key} = ({', '.join(inline.values)}{',' if len(inline.values) == 1 else ''})")
        w.line(f"{fits} = {memo}.get({key})")
        with w.block(f"if {fits} is None:"):
            every = w.const(range(len(w.game.instances)), "every")
            w.line(f"{fits} = _fitting({memo}, {key}, [c for c in {every} if {test}])")
        w.line(f"{found} = list(filter({fits}.__contains__, {cards}))")


def _one_pile(w: _Writer, target: Node, ctx: str) -> str | None:
    """The one pile a selector looks in, as an expression (None: several, or one found otherwise)."""
    location = target.get("location")
    kind = _pile_kind(w.game, location["zone"]) if location else None
    if kind == "shared":
        return repr(location["zone"]["name"]) if location else None
    if kind == "own" and location:
        name = location["zone"]["name"]
        keys = w.const([zone_key(name, p) for p in range(w.game.max_players)], "own")
        return f"{keys}[{ctx}.you]"
    return None


def _pile_kind(game: Game, zone: Node) -> str | None:
    """`shared`: a shared zone named outright (`discard_pile`); `own`: the zone of that name of the player the
    effect is about (`hand`, `hand of you`); None: any other place."""
    if shared_zone(game, zone):
        return "shared"
    name = zone.get("name", "")
    own = zone["zone"] == "zone_named" and name != game.settings.hosted_zone and zone.get("of") in (None, "you")
    return "own" if own and game.zones.get(name, {}).get("owner") == "player" else None


def _top_of_pile(game: Game, node: Node) -> str | None:
    """The shared pile whose top card a selector names, when it names only that (`1 top card in discard_pile`,
    as `compiled._top_fn` reads it), else None."""
    location = node.get("location")
    plain = node.get("cards") == "card_set" and not node.get("where") and not node.get("owner")
    one = node.get("quantity") == 1 and node.get("pick") in (None, "top") and not filter_words(node.get("filter"))
    if not (plain and one and location and shared_zone(game, location["zone"])):
        return None
    return str(location["zone"]["name"])


def _fitting(memo: dict[tuple[Any, ...], frozenset[int]], key: tuple[Any, ...], cards: list[int]) -> frozenset[int]:
    """The cards of the game a `where (...)` keeps for the values it read once (`key`), kept for those values (at
    most 256 of them: the values read may be many, the game's cards are few)."""
    if len(memo) >= 256:
        memo.clear()
    found = memo[key] = frozenset(cards)
    return found


def _hashable(values: list[Any]) -> bool:
    try:
        hash(tuple(values))
    except TypeError:
        return False
    return True


class _Where:
    """A `where (...)` written as a Python expression of the card `c`, for what it reads only from the cards'
    printed fields (as `compiled.where_set_fn` decides): the parts that do not read the card are read once,
    before the loop (`hoisted`, into `values`); the fields it reads are `names`. The code runs only while no card
    holds tokens of one of them (a card's number is then its printed one, and a field as it reads now,
    `compiled.field_fn`, is the printed one too). What it keeps is then a set of the game's cards for each of the
    values it read (`_write_where`: found once per values, `_fitting`), when they can be a key (`hashable`)."""

    def __init__(self, w: _Writer, ctx: str):
        self.w, self.ctx = w, ctx
        self.hoisted: list[str] = []
        self.values: list[str] = []  # the variables of what was read once that the expression reads
        self.hashable = True  # every printed field it compares with another card's can be part of a key
        self.tests = 0  # how many tests of the card's printed fields it makes
        self.names: set[str] = set()
        self.reads: dict[str, str] = {}
        self.tables: dict[str, str] = {}

    def cond(self, node: Node) -> str | None:
        game, w = self.w.game, self.w
        if not reads_it(game, node):
            value = w.var("holds")
            self.hoisted.append(f"{value} = bool({w.const(cond_fn(game, node), 'cond')}(run, {self.ctx}))")
            self.values.append(value)
            return value
        kind = node["cond"]
        if kind in ("either", "both"):
            left, right = self.cond(node["left"]), self.cond(node["right"])
            if left is None or right is None:
                return None
            return f"({left} {'or' if kind == 'either' else 'and'} {right})"
        if kind == "negate":
            arg = self.cond(node["arg"])
            return None if arg is None else f"(not {arg})"
        if kind == "compare":
            return self.compare(node)
        if kind == "same" and node["left"].get("cards") == "it" and not reads_it(game, node["right"]):
            return self.same(node)
        return None

    def compare(self, node: Node) -> str | None:
        """`rank == 8`: the card's printed number against a number read once."""
        game, w = self.w.game, self.w
        left, right, op = node["left"], node["right"], node["op"]
        if is_card_number(game, left) and not reads_it(game, right):
            name, other, card_left = left["name"], right, True
        elif is_card_number(game, right) and not reads_it(game, left):
            name, other, card_left = right["name"], left, False
        else:
            return None
        printed = printed_fields(game, name, numbers=True)
        if printed is None or op not in COMPARE:
            return None
        self.names.add(name)
        self.tests += 1
        mine = f"{self.table(printed, name + '_number')}[c]"
        number = constant(other)
        if number is None:
            value = w.var("number")
            self.hoisted.append(f"{value} = {w.const(expr_fn(game, other), 'expr')}(run, {self.ctx})")
            self.values.append(value)
            self.hashable = False  # a number read in the game: what it is (a float, a list?) is known only then
        else:
            value = str(number)
        return f"({mine} {op} {value})" if card_left else f"({value} {op} {mine})"

    def same(self, node: Node) -> str | None:
        """`it shares suit with 1 top card in discard_pile`: the other card's field read once (`NOTHING` when there
        is no other card: no card shares it, and the loop tests no `None`; a printed field is never None)."""
        game, w = self.w.game, self.w
        name = node["field"]
        printed = printed_fields(game, name, numbers=False)
        if printed is None:
            return None
        self.names.add(name)
        self.tests += 1
        table, right = self.table(printed, name), node["right"]
        top = _top_of_pile(game, right)
        if top is not None:  # `1 top card in discard_pile`: the last card of one pile (`compiled._top_fn`)
            pile = self.read(f"d.zones.get({top!r})", ("pile", top))
            theirs = self.read(
                f"({pile}[-1] if {pile}[-1] != card else {pile}[-2] if len({pile}) > 1 else None) if {pile} else None",
                ("top", top),
            )
            value = self.read(f"{table}[{theirs}] if {theirs} is not None else NOTHING", ("field", name, right))
        else:
            theirs = self.read(f"{w.const(counted_fn(game, right), 'counted')}(run, {self.ctx})", right)
            value = self.read(f"{table}[{theirs}[0]] if {theirs} else NOTHING", ("field", name, right))
        if value not in self.values:
            self.values.append(value)
        self.hashable = self.hashable and _hashable(printed)
        return f"({table}[c] == {value})"

    def read(self, source: str, shape: Any) -> str:
        """A value read once before the loop, into a variable; what reads alike (the same IR) is read once."""
        key = json.dumps(shape, sort_keys=True)
        name = self.reads.get(key)
        if name is None:
            name = self.reads[key] = self.w.var("read")
            self.hoisted.append(f"{name} = {source}")
        return name

    def table(self, printed: list[Any], name: str) -> str:
        """The cards' printed `name`, by card (one table per field)."""
        found = self.tables.get(name)
        if found is None:
            found = self.tables[name] = self.w.const(printed, name)
        return found


def _write_option(w: _Writer, option: Option, card: str, ctx: str) -> None:
    """The option chosen, run as `run_effects` runs a body (its own `it`); with the card it picked, if any."""
    octx = w.var("ctx")
    w.line(f"{octx} = {ctx}")
    if not option.picks:
        w.body(option.body, octx)
        return
    with w.block(f"if {card} is None:"):
        w.body(option.body, octx)
    with w.block("else:"):
        w.body(option.body, octx, picked=card)


def _write_play(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`play CARDS [at HOST] [to ZONE]` (`effects._play`): the place is read before the cards are chosen."""
    host = "None"
    if node.get("host"):
        host = w.var("host")
        if node["host"].get("cards") == "it":  # `at it`: the card `it` itself (`Selection.cards` of `it`)
            w.line(f"{host} = {ctx}.it")
        else:
            hosts = w.var("hosts")
            w.line(f"{hosts} = run.cards({w.const(node['host'], 'host')}, {ctx})")
            w.line(f"{host} = {hosts}[0] if {hosts} else None")
    into = w.var("into")
    w.line(f"{into} = {w.destination(node.get('destination'), ctx)}")
    if picked is not None:  # chosen among the cards offered a moment ago: not tested again (`Selection.cards`)
        w.line(f"run.last_cards = [{picked}]")
        if host == "None" and shared_zone(w.game, node.get("destination")) and _always_playable(w.game):
            _write_put_in_play(w, node["destination"]["name"], picked, ctx)  # what `play_card` comes to
        else:
            w.line(f"run.play_card({ctx}.you, {picked}, {host}, {into})")
        return
    w.line(f"run.play_chosen({w.const(node['target'], 'target')}, {ctx}, {host}, {into})")


def _write_put_in_play(w: _Writer, key: str, card: str, ctx: str) -> None:
    """`Moves.put_in_play` of a card with one side, no cost and no condition into a shared pile, written out: onto
    the pile face up, the player's, its entry abilities (if it has any), the event (if anyone hears it)."""
    game = w.game
    if game.zones.get(key, {}).get("capacity") is not None:
        w.line(f"run.put_in_play({ctx}.you, {card}, None, {key!r}, None)")
        return
    you, played = w.var("you"), w.var("played")
    ids = w.const([d.id for d in game.of_instance], "ids")
    enters = w.const([bool(entering(game, c, None)) for c in range(len(game.instances))], "enters")
    w.line(f"{you} = {ctx}.you")
    w.line(f"d.move({card}, {key!r})")
    w.line(f"d.face_up[{card}] = True")
    w.line(f"d.owner[{card}] = {you}")
    w.line(f"d.side[{card}] = None")
    w.line(f"{played} = d.played[{you}]")
    w.line(f"{played}[{ids}[{card}]] = {played}.get({ids}[{card}], 0) + 1")
    w.line(f"d.last_played = {card}")
    with w.block(f"if {enters}[{card}]:"):
        w.line(f"run.enter({card}, {you})")
    if game.heard is None or "play" in game.heard:  # else nobody listens: `Run.emit` returns at once
        w.line(f'run.emit("play", {you}, {card}, None)')


def _write_draw(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`draw N [CARDS] [from ZONE]` (`effects._draw`); N cards from the top of one shared pile into the hand,
    written out (`Moves.draw` and `top_match`, with the pile and the hand known)."""
    source, amount, game = node.get("source"), node["amount"], w.game
    if source and shared_zone(game, source) and type(amount) is int:
        pile, card, you, hand = w.var("pile"), w.var("card"), w.var("you"), w.var("hand")
        keys, name = w.const([source["name"]], "keys"), repr(source["name"])
        hands = w.const([zone_key(game.settings.hand, p) for p in range(game.max_players)], "hands")
        face_up = game.zones.get(game.settings.hand, {}).get("visibility", "public") == "public"
        w.line(f"{you} = {ctx}.you")
        w.line(f"{hand} = {hands}[{you}]")
        if amount == 1:  # one card, the most common draw: no loop
            _write_draw_one(w, node, (pile, card, you, hand, keys, name), face_up)
            return
        with w.block(f"for _ in range({max(0, amount)}):"):
            _write_draw_one(w, node, (pile, card, you, hand, keys, name), face_up, "break")
        return
    if not source:
        keys = "[]"
    elif shared_zone(game, source):
        keys = w.const([source["name"]], "keys")
    else:
        keys = f"{w.const(zone_keys_fn(game, source), 'keys_of')}(run, {ctx})"
    words = node.get("filter")
    w.line(f"run.draw({ctx}.you, {w.amount(node, ctx)}, {w.const(words, 'words')}, {keys})")


def _write_draw_one(w: _Writer, node: Node, names: tuple[str, ...], face_up: bool, stop: str | None = None) -> None:
    """One card of `_write_draw`, from the top of its pile into the hand: with `stop` (`break`, in the loop of a draw of
    several), written to stop when the pile is empty; else the move written under `if` the card is there."""
    pile, card, you, hand, keys, name = names
    game = w.game
    _write_top(w, node, pile, card, name)
    if node["source"]["name"] in game.settings.restock:  # an empty deck gets its pile shuffled in (`Moves.restock`)
        with w.block(f"if {card} is None and run.restock({keys}):"):
            _write_top(w, node, pile, card, name)
    if stop is not None:
        with w.block(f"if {card} is None:"):
            w.line(stop)
    with nullcontext() if stop is not None else w.block(f"if {card} is not None:"):
        if game.zones.get(game.settings.hand, {}).get("capacity") is None:  # `Moves.move` into a hand
            w.line(f"d.move({card}, {hand})")
            w.line(f"d.owner[{card}] = {you}")
            w.line(f"d.face_up[{card}] = {face_up}")
        else:
            w.line(f"run.move({card}, {hand}, face_up={face_up})")
        if game.heard is None or "draw" in game.heard:  # else nobody listens: `Run.emit` returns at once
            w.line(f'run.emit("draw", {you}, {card}, None)')


def _write_top(w: _Writer, node: Node, pile: str, card: str, name: str) -> None:
    """`Moves.top_match` of one pile: its top card (None when it is empty); with words, the card nearest the top that
    has them (the test `_find` writes)."""
    w.line(f"{pile} = d.zones.get({name})")
    words = node.get("filter") or []
    if not filter_words(words):
        w.line(f"{card} = {pile}[-1] if {pile} else None")
        return
    c = w.var("c")
    w.line(f"{card} = None")
    with w.block(f"for {c} in reversed({pile} or ()):"), w.block(f"if {_fits(w, words, c)}:"):
        w.line(f"{card} = {c}")
        w.line("break")


def _fits(w: _Writer, words: list[Any], c: str) -> str:
    """Whether card `c` has a selector's words (`Selection.matches`), as an expression: a card that prints them all
    needs no test, one that lacks a word only a side or a token could give needs one only with either (`filter_codes`),
    any other is tested (`filter_fn`)."""
    codes, fits = w.const(filter_codes(w.game, words), "codes"), w.const(filter_fn(w.game, words), "fits")
    looked = f"({codes}[{c}] == 2 or d.side[{c}] is not None or {c} in d.tokens)"
    return f"(not {codes}[{c}] or ({looked} and {fits}(run, {c})))"


def _write_move(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`move CARDS to ZONE [face up|face down]` (`effects._move`); into one shared pile with no capacity, each
    card's move written out (`Moves.move`: where it lies, who owns it, how it faces, its side)."""
    destination, game = node["destination"], w.game
    spec = game.zones.get(destination.get("name", ""), {})
    if not shared_zone(game, destination) or spec.get("capacity") is not None:
        w.handler("_move", node, ctx, picked)
        return
    key = destination["name"]
    zone = w.const(key, "zone")  # a name bound, not written: moves alike but for their zone share their code
    facing = None if node.get("facing") is None else node["facing"] == "face up"
    hidden = spec.get("visibility", "public") == "hidden"
    cards = f"[{picked}]" if picked is not None else f"run.cards({w.const(node['target'], 'target')}, {ctx})"
    if picked is not None:
        w.line(f"run.last_cards = [{picked}]")
    if facing is not None or hidden:  # how each card faces does not depend on where it was: moved at once
        moved = w.var("moved")
        w.line(f"{moved} = {cards}")
        w.line(f"d.move_all({moved}, {zone})")
        with w.block(f"for c in {moved}:"):
            if key not in game.settings.keeps_owner:
                w.line("d.owner[c] = -1")
            w.line(f"d.face_up[c] = {bool(facing)}")
            if key not in game.settings.active_zones:
                w.line("d.side[c] = None")
        return
    with w.block(f"for c in {cards}:"):
        if facing is None and not hidden:
            w.line("came = d.loc[c]")
        w.line(f"d.move(c, {zone})")
        if key not in game.settings.keeps_owner:
            w.line("d.owner[c] = -1")
        if facing is not None or hidden:
            w.line(f"d.face_up[c] = {bool(facing)}")
        else:  # out of a hidden deck into the open: face up
            with w.block('if run.visibility(came) == "hidden":'):
                w.line("d.face_up[c] = True")
        if key not in game.settings.active_zones:  # `Selection.keeps_side`
            w.line("d.side[c] = None")


def _write_gain(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    _write_add(w, node["resource"], _bound_amount(w, node, ctx), ctx)


def _write_lose(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    _write_add(w, node["resource"], f"-{_bound_amount(w, node, ctx)}", ctx)


def _bound_amount(w: _Writer, node: Node, ctx: str) -> str:
    """`_Writer.amount`, a number written out bound to a name: gains alike but for how much share their code."""
    amount = node["amount"]
    return w.const(max(0, amount), "n") if type(amount) is int else w.amount(node, ctx)


def _write_add(w: _Writer, name: str, amount: str, ctx: str, to: str | None = None) -> None:
    """`Moves.add` of a plain amount (`amount_facts`: no bank, no physical supply, no sheet reading it) written out:
    within its bounds, the name touched and the event announced (if anyone hears it) only when it changed; any other
    amount through `run.add`. `to`: the value it is set to (`set`), instead of `amount` more."""
    game = w.game
    lo, hi, shared, plain = amount_facts(game, name)
    if not plain:
        w.line(f"run.add({ctx}.you, {name!r}, {amount})")
        return
    held, old, new, you = w.var("held"), w.var("old"), w.var("new"), w.var("you")
    key, low, high = w.const(name, "name"), w.const(lo, "lo"), w.const(hi, "hi")  # amounts alike share their code
    w.line(f"{you} = {ctx}.you")
    w.line(f"{held} = d.shared" if shared else f"{held} = d.amounts[{you}]")
    w.line(f"{old} = {held}.get({key}, 0)")
    w.line(f"{new} = {held}[{key}] = max({low}, min({high}, {to if to is not None else f'{old} + {amount}'}))")
    with w.block(f"if {new} != {old}:"):
        w.line(f"d.touch_amount({key})")
        heard = game.heard
        if heard is None or "gain" in heard or "lose" in heard:  # else nobody listens: `Run.emit` returns at once
            event = w.var("event")
            w.line(f'{event} = "gain" if {new} > {old} else "lose"')
            emit = f"run.emit({event}, {you}, None, None, {key})"
            if heard is None:
                w.line(emit)
            else:
                with w.block(f"if {event} in {w.const(heard, 'heard')}:"):
                    w.line(emit)


def _write_march(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`advance N on CARDS`, `retreat N on CARDS` (`effects._march`): the amount read, then the cards, each card's
    marker moved by the pack's `advance` hook, else within `runtime.track_length`; `on it` is the card `it`. A card
    picked in a `choose` goes through the handler (its selector preset)."""
    if picked is not None:
        _write_handler(w, node, ctx, picked)
        return
    n, card, key = w.var("n"), w.var("card"), w.var("key")
    target = node["target"]
    w.line(f"{n} = {w.amount(node, ctx)} * {1 if node['effect'] == 'advance' else -1}")
    if target.get("cards") == "it":  # `Selection.cards` of `it`
        cards = f"([] if {ctx}.it is None else [{ctx}.it])"
    else:
        cards = f"run.cards({w.const(target, 'target')}, {ctx})"
    with w.block(f"for {card} in {cards}:"):
        with w.block("if run.hooks.advance is not None:"):
            w.line(f"run.hooks.advance(run.table, {ctx}, {card}, {n})")
        with w.block("else:"):
            w.line(f"{key} = ({card}, {ctx}.you)")
            w.line(f"d.markers[{key}] = max(0, min(run.g.settings.track_length, d.markers.get({key}, 0) + {n}))")
            w.line(f"d.touch_card({card})")


def _write_if_then(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`if COND [then] else [otherwise]`: each branch runs as a body of its own (its own `it`)."""
    branch = w.var("ctx")
    holds = w.const(cond_fn(w.game, node["condition"]), "cond")
    with w.block(f"if {holds}(run, {ctx}):"):
        w.line(f"{branch} = {ctx}")
        w.body(node["then"], branch)
    if node.get("otherwise"):
        with w.block("else:"):
            w.line(f"{branch} = {ctx}")
            w.body(node["otherwise"], branch)


def _write_set(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`set NAME to X` (`effects._set`)."""
    value, name = w.var("value"), repr(node["name"])
    w.line(f"{value} = {w.expr(node['value'], ctx)}")
    if amount_facts(w.game, node["name"])[3]:  # a plain amount: what `add` comes to, `value` within the bounds
        _write_add(w, node["name"], "", ctx, value)
        return
    w.line(f"run.add({ctx}.you, {name}, {value} - run.amount({ctx}.you, {name}))")


def _write_repeat(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`repeat N [...]` (`effects._repeat`): the body, N times, each time a body of its own (its own `it`)."""
    branch = w.var("ctx")
    with w.block(f"for _ in range(max(0, {w.expr(node['times'], ctx)})):"):
        w.line(f"{branch} = {ctx}")
        w.body(node["body"], branch)


def _write_for_each(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`for each PLAYER [...]`, `for each CARDS [...]` (`effects._for_each`); cards picked one at a time
    (`for each up to 3 ...`) through the handler."""
    over, branch = node["over"], w.var("ctx")
    if isinstance(over, str):
        player = w.var("player")
        with w.block(f"for {player} in run.players({EACH.get(over, over)!r}, {ctx}):"):
            w.line(f"{branch} = {ctx}._replace(them={player})")
            w.body(node["body"], branch)
        return
    if over.get("cards") == "card_set" and over.get("quantity") not in (None, "all"):
        _write_for_each_picked(w, node, ctx)
        return
    card = w.var("card")
    with w.block(f"for {card} in {_find(w, over, ctx)}:"):
        still = _find(w, over, ctx)  # an earlier turn of the loop may have moved it
        with w.block(f"if {card} in {still}:"):
            w.line(f"{branch} = {ctx}.about({card})")
            w.body(node["body"], branch)


def _write_for_each_picked(w: _Writer, node: Node, ctx: str) -> None:
    """`for each up to 3 X [...]` (`effects._for_each_picked`): the player picks the cards one at a time, each
    among those that match then, and the body runs for each as it is picked; `done` (with `up to`) stops."""
    over, quantity = node["over"], node["over"]["quantity"]
    up_to = isinstance(quantity, dict)
    n = 1 if quantity == "any" else int(quantity["up_to"]) if up_to else int(quantity)
    cards, you = w.const(over, "over"), f"{ctx}.you"
    picked, left, card, options, labels, chosen, branch = (
        w.var(h) for h in ("picked", "left", "card", "options", "labels", "chosen", "ctx")
    )
    w.line(f"{picked} = []")
    with w.block(f"while len({picked}) < {n}:"):
        w.line(f"{left} = [c for c in {_find(w, over, ctx)} if c not in {picked}]")
        with w.block(f"if not {left}:"):
            w.line("break")
        take = f"{card} = run.take_some({cards}, {left}, 1, {you})[0]"  # a pick word, or hidden cards: no choice
        names = (left, card, options, labels, chosen)
        if over.get("pick"):
            w.line(take)
        elif _seen_by_picker(w, over):
            _write_pick_one(w, node, ctx, up_to, names)
        else:
            with w.block(f"if any(not run.visible_to(d.loc[c], {you}) for c in {left}):"):
                w.line(take)
            with w.block("else:"):
                _write_pick_one(w, node, ctx, up_to, names)
        w.line(f"{picked}.append({card})")
        w.line(f"{branch} = {ctx}.about({card})")
        w.body(node["body"], branch)


def _write_pick_one(w: _Writer, node: Node, ctx: str, up_to: bool, names: tuple[str, ...]) -> None:
    """One pick among the cards left, copies alike offered once, `done` last with `up to` (which, like `may`,
    gives the active player priority)."""
    left, card, options, labels, chosen = names
    w.line(f"{options} = {left}")
    if len(set(w.game.instances)) < len(w.game.instances):  # some card has copies: are two of them left?
        instances = w.const(w.game.instances, "instances")
        with w.block(f"if len({left}) > 1 and len({{{instances}[c] for c in {left}}}) < len({left}):"):
            w.line(f"{options} = list({{run.likeness(c): c for c in reversed({left})}}.values())[::-1]")
    done = ' + ["done"]' if up_to else ""
    known = w.const(w.game.compiled["label"], "labels")  # `Choices.card_label`, its cache read here
    w.line(f"{labels} = [{known}.get((c, d.loc[c], d.side[c])) or run.card_label(c) for c in {options}]{done}")
    priority = f'd.stage == "step" and {ctx}.you == d.active' if up_to else "False"
    prompt = w.const(f"choose the next one for: {_text(node['body'])}", "prompt")
    w.line(f"{chosen} = run.choose({ctx}.you, {prompt}, {labels}, {priority})")
    with w.block(f"if {chosen} == len({options}):"):
        w.line("break")
    w.line(f"{card} = {options}[{chosen}]")


def _write_may(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`may [...]` (`effects._may`): asked only when the body can be done, then run as a body of its own."""
    body, branch = node["body"], w.var("ctx")
    prompt = w.const(f"may {_text(body)}", "prompt")
    with w.block(f"if _possible(run, {w.const(body, 'body')}, {ctx}):"):
        about = f'(f" ({{run.card_name({ctx}.it)}})" if {ctx}.it is not None else "")'
        with w.block(f"if run.yes({ctx}.you, {prompt} + {about}):"):
            w.line(f"{branch} = {ctx}")
            w.body(body, branch)


def _write_repeat_until(w: _Writer, node: Node, ctx: str, picked: str | None) -> None:
    """`repeat until COND [...]` (`effects._repeat_until`): the body, each time a body of its own, until the
    condition holds (the step budget stops a loop that never ends)."""
    branch, holds = w.var("ctx"), w.const(cond_fn(w.game, node["condition"]), "cond")
    with w.block(f"while not {holds}(run, {ctx}):"):
        w.line(f"{branch} = {ctx}")
        w.body(node["body"], branch)


def _leaf(game: Game, kind: str) -> bool:
    """Whether what a writer of `_LEAVES` writes for an effect of `kind` runs no other effect: it announces no event
    any ability hears (a move announces none), so no ability resolves inside it and nothing there reads how deep
    effects are nested (`run.depth`): the effect's own check of the depth is all it needs of it."""
    heard = game.heard
    if kind == "move":
        return True
    events = ("draw",) if kind == "draw" else ("gain", "lose")
    return heard is not None and not any(event in heard for event in events)


_Write = Callable[[_Writer, Node, str, "str | None"], None]
_WRITERS: dict[str, _Write] = {
    "choose": _write_choose,
    "play": _write_play,
    "draw": _write_draw,
    "move": _write_move,
    "gain": _write_gain,
    "lose": _write_lose,
    "advance": _write_march,
    "retreat": _write_march,
    "if_then": _write_if_then,
    "set": _write_set,
    "repeat": _write_repeat,
    "for_each": _write_for_each,
    "may": _write_may,
    "repeat_until": _write_repeat_until,
}
_LEAVES = frozenset({_write_draw, _write_move, _write_gain, _write_lose, _write_set})  # may be leaves (`_leaf`)


__all__ = ["body_fn", "enabled", "fallbacks", "generation", "plain_fn", "source_of"]

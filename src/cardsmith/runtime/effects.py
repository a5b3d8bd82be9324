"""What each effect kind does. One small handler per kind of the registry (a test checks they match)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from .compiled import cond_fn, expr_fn, shared_zone, zone_keys_fn
from .data import FIRST, split_key, zone_key
from .handlers import MODIFY, Ctx, GameOver, effect
from .selection import IN_PLAY

if TYPE_CHECKING:
    from .game import Game
    from .interpreter import Run

Node = dict[str, Any]


def _amount(run: Run, node: Node, ctx: Ctx) -> int:
    amount = node["amount"]
    return max(0, amount if type(amount) is int else run.expr(amount, ctx))  # a number written out: itself


@effect("gain")
def _gain(run: Run, node: Node, ctx: Ctx) -> None:
    run.add(ctx.you, node["resource"], _amount(run, node, ctx))


@effect("lose")
def _lose(run: Run, node: Node, ctx: Ctx) -> None:
    run.add(ctx.you, node["resource"], -_amount(run, node, ctx))


@effect("pay")
def _pay(run: Run, node: Node, ctx: Ctx) -> None:
    """`pay 2 energy to each opponent`: 2 to each of them, as much as the payer has, in turn order."""
    amount = _amount(run, node, ctx)
    for p in run.players(node["to"], ctx) if node.get("to") else [None]:
        paid = -run.add(ctx.you, node["resource"], -amount)
        if p is not None:
            run.add(p, node["resource"], paid)
    run.emit("pay", ctx.you, None, ctx.it)


@effect("set")
def _set(run: Run, node: Node, ctx: Ctx) -> None:
    value = run.expr(node["value"], ctx)
    run.add(ctx.you, node["name"], value - run.amount(ctx.you, node["name"]))


@effect("score")
def _score(run: Run, node: Node, ctx: Ctx) -> None:
    """Scoring may subtract (`score 0 - 2`), down to the counter's declared minimum."""
    counter = node.get("counter") or run.g.settings.score
    run.add(ctx.you, counter, run.expr(node["amount"], ctx))
    run.emit("score", ctx.you, ctx.card, ctx.it)


@effect("draw")
def _draw(run: Run, node: Node, ctx: Ctx) -> None:
    source = node.get("source")
    keys = zone_keys_fn(run.g, source)(run, ctx) if source else []
    run.draw(ctx.you, _amount(run, node, ctx), node.get("filter"), keys)


@effect("deal")
def _deal(run: Run, node: Node, ctx: Ctx) -> None:
    source = run.zone_keys(node["source"], ctx)
    for p in run.players(node["to"], ctx):
        run.draw(p, _amount(run, node, ctx), node.get("filter"), source)


def _targets(run: Run, node: Node, ctx: Ctx, **options: Any) -> list[int]:
    """The cards of an effect's target; a selector that names no place looks where the verb does."""
    return run.cards(node["target"], ctx, default=run.default_place(node["effect"], ctx), **options)


@effect("discard")
@effect("destroy")
@effect("eliminate")
def _discard(run: Run, node: Node, ctx: Ctx) -> None:
    """Into the card's discard pile, face up, without its tokens (they go back to the supply); a card its full pile
    cannot take stays as it was, and raises nothing."""
    for card in _targets(run, node, ctx):
        holder = run.d.owner[card]
        if run.discard(card):
            run.emit(node["effect"], ctx.you, card, ctx.it, holder=holder)


def _destination(run: Run, node: Node, ctx: Ctx) -> str | None:
    keys = run.zone_keys(node, ctx)
    if not keys:
        return None
    if len(keys) > 1:
        return keys[run.choose(ctx.you, "choose where", [run.zone_label(k) for k in keys])]
    return keys[0]


def _facing(node: Node) -> bool | None:
    facing = node.get("facing")
    return None if facing is None else facing == "face up"


@effect("move")
def _move(run: Run, node: Node, ctx: Ctx) -> None:
    destination, facing = node["destination"], _facing(node)
    shared = destination["name"] if shared_zone(run.g, destination) else None  # one pile, the same for each card
    for card in run.cards(node["target"], ctx):
        key = shared or _destination(run, destination, ctx)
        if key is None:
            continue
        if run.keeps_side(key):
            run.move(card, key, facing)
        else:
            _move_sideless(run, card, key, facing)


def _move_sideless(run: Run, card: int, key: str, face_up: bool | None) -> None:
    """`card` onto `key`, where it shows no side: turned before it moves (as `Moves.discard` turns it), so the
    move's change mark covers the side too; a full zone leaves it as it was, its side too."""
    d = run.d
    side, d.side[card] = d.side[card], None
    if not run.move(card, key, face_up):
        d.side[card] = side


@effect("take")
def _take(run: Run, node: Node, ctx: Ctx) -> None:
    for card in run.cards(node["target"], ctx):
        run.move(card, zone_key(run.hand, ctx.you), face_up=False)


@effect("reveal")
def _reveal(run: Run, node: Node, ctx: Ctx) -> None:
    """Face up, and shown to every player: even in a hand or a hidden zone, everybody knows the card until it
    moves."""
    for card in run.cards(node["target"], ctx):
        if node.get("destination"):
            key = _destination(run, node["destination"], ctx)
            if key is None or not run.move(card, key, face_up=True):
                continue
            if run.hooks.revealed is not None:
                run.hooks.revealed(run.table, ctx, card)
        run.d.face_up[card] = True
        run.d.touch_card(card)
        run.d.seen[card] = set(range(run.d.players))
        run.emit("reveal", ctx.you, card, ctx.it, holder=run.d.owner[card])  # its `on reveal` runs for its owner


@effect("look")
def _look(run: Run, node: Node, ctx: Ctx) -> None:
    """The player sees the cards until they move (a shuffle, a draw...)."""
    for card in run.cards(node["target"], ctx):
        run.d.seen.setdefault(card, set()).add(ctx.you)


@effect("shuffle")
def _shuffle(run: Run, node: Node, ctx: Ctx) -> None:
    keys = run.zone_keys(node["zone"], ctx)
    if node.get("into"):
        into = run.zone_keys(node["into"], ctx)[0]
        for key in keys:
            for card in list(run.pile(key)):
                _move_sideless(run, card, into, False)
        keys = [into]
    for key in keys:
        run.d.shuffle(key)


@effect("refill")
def _refill(run: Run, node: Node, ctx: Ctx) -> None:
    key = run.zone_keys(node["zone"], ctx)[0]
    need = run.expr(node["amount"], ctx) - len(run.pile(key))
    if need > 0:
        run.draw(ctx.you, need, None, run.zone_keys(node.get("source"), ctx), to=key)


@effect("play")
def _play(run: Run, node: Node, ctx: Ctx) -> None:
    host = None
    if node.get("host"):
        hosts = run.cards(node["host"], ctx)
        host = hosts[0] if hosts else None
    into = _destination(run, node["destination"], ctx) if node.get("destination") else None
    run.play_chosen(node["target"], ctx, host, into)


def _march(run: Run, node: Node, ctx: Ctx, sign: int) -> None:
    amount = _amount(run, node, ctx) * sign
    for card in run.cards(node["target"], ctx):
        if run.hooks.advance is not None:
            run.hooks.advance(run.table, ctx, card, amount)
            continue
        key = (card, ctx.you)
        length = run.g.settings.track_length
        run.d.markers[key] = max(0, min(length, run.d.markers.get(key, 0) + amount))
        run.d.touch_card(card)


@effect("advance")
def _advance(run: Run, node: Node, ctx: Ctx) -> None:
    _march(run, node, ctx, 1)


@effect("retreat")
def _retreat(run: Run, node: Node, ctx: Ctx) -> None:
    _march(run, node, ctx, -1)


@effect("rotate")
def _rotate(run: Run, node: Node, ctx: Ctx) -> None:
    for card in run.cards(node["target"], ctx):
        sides = run.g.of_instance[card].sides
        if node["side"] == "any":
            options = [s for s in sides if s != run.d.side[card]]
            if not options:
                continue
            side = options[run.choose(ctx.you, "choose a side", [f"side {s}" for s in options])]
        elif node["side"] in sides and node["side"] != run.d.side[card]:
            side = node["side"]
        else:  # no such side, or already up: nothing turns, nothing resolves
            continue
        run.d.side[card] = side
        run.d.touch_card(card)
        run.enter(card, run.owner_of(card, ctx.you))


@effect("flip")
def _flip(run: Run, node: Node, ctx: Ctx) -> None:
    for card in run.cards(node["target"], ctx):
        facing = _facing(node)
        run.d.face_up[card] = (not run.d.face_up[card]) if facing is None else facing
        run.d.touch_card(card)


def _tokens(run: Run, card: int) -> dict[str, int]:
    return run.d.tokens.setdefault(card, {})


@effect("attach")
def _attach(run: Run, node: Node, ctx: Ctx) -> None:
    """As many as the card may hold (the token's `max_per_card`), unless a `forbid` stops it."""
    forbidden = lambda c: not run.forbids(node["token"], c)  # noqa: E731 (`forbid potion on this card`)
    most = int(run.g.pack.game.get("tokens", {}).get(node["token"], {}).get("max_per_card", 10**9))
    for card in run.cards(node["target"], ctx, allowed=forbidden):
        tokens = _tokens(run, card)
        tokens[node["token"]] = min(most, tokens.get(node["token"], 0) + _amount(run, node, ctx))
        run.d.touch_card(card)


@effect("remove")
def _remove(run: Run, node: Node, ctx: Ctx) -> None:
    if not node.get("target"):
        run.add(ctx.you, node["token"], -_amount(run, node, ctx))
        return
    for card in run.cards(node["target"], ctx):
        tokens = run.d.tokens.get(card, {})
        left = max(0, tokens.get(node["token"], 0) - _amount(run, node, ctx))
        if left:
            tokens[node["token"]] = left
        else:  # none left: the card no longer matches the token's name
            tokens.pop(node["token"], None)
        run.d.touch_card(card)


def _turn(run: Run, node: Node, ctx: Ctx, face_up: bool) -> None:
    """Knocked-out cards lie face down where they are: they stay, but no longer count as visible, and their
    abilities stop; revived ones turn face up again, and their abilities are not run (no `on play`)."""
    for card in _targets(run, node, ctx):
        run.turn_in_place(card, face_up)
        run.emit(node["effect"], ctx.you, card, ctx.it)


@effect("knockout")
def _knockout(run: Run, node: Node, ctx: Ctx) -> None:
    _turn(run, node, ctx, face_up=False)


@effect("revive")
def _revive(run: Run, node: Node, ctx: Ctx) -> None:
    _turn(run, node, ctx, face_up=True)


@effect("summon")
def _summon(run: Run, node: Node, ctx: Ctx) -> None:
    """Over to your side: from another player's zone to the same zone of yours; at a card, it stays there and
    is yours; from a shared zone, into your play zone. Its abilities are not run."""
    for card in _targets(run, node, ctx):
        name, owner, host = split_key(run.d.loc[card])
        if owner is not None:
            run.move(card, zone_key(name, ctx.you))
        elif host is None and run.g.settings.play_zone:
            run.move(card, zone_key(run.g.settings.play_zone, ctx.you))
        run.d.owner[card] = ctx.you
        run.d.touch_card(card)
        run.emit("summon", ctx.you, card, ctx.it)


@effect("win")
def _win(run: Run, node: Node, ctx: Ctx) -> None:
    """Every player the actor names wins together (`each player wins the game`: all of them)."""
    players = run.players(node.get("actor"), ctx) if node.get("actor") else [ctx.you]
    run.win(players, " and ".join(f"player {p + 1}" for p in sorted(players)) + " won")


@effect("lose_game")
def _lose_game(run: Run, node: Node, ctx: Ctx) -> None:
    run.win([p for p in range(run.d.players) if p != ctx.you], f"player {ctx.you + 1} lost")


@effect("end_game")
def _end_game(run: Run, node: Node, ctx: Ctx) -> None:
    run.finish("the game ended")


@effect("next_turn")
def _next_turn(run: Run, node: Node, ctx: Ctx) -> None:
    run.d.next_player = ctx.you


@effect("first_player")
def _first_player(run: Run, node: Node, ctx: Ctx) -> None:
    """A change to the game as any other: `first player` (and `last player` before a round) reads it."""
    run.d.first = ctx.you
    run.d.touch_amount(FIRST)


@effect("extra_turn")
def _extra_turn(run: Run, node: Node, ctx: Ctx) -> None:
    """The actor takes a turn right after this one; then the turn order goes on where it was."""
    run.d.turns_for.append(ctx.you)


@effect("signal")
def _signal(run: Run, node: Node, ctx: Ctx) -> None:
    """The abilities waiting for the event run, `during EVENT` ones apply meanwhile."""
    run.during.append(node["event"])
    try:
        for p in run.players(node.get("player"), ctx):
            run.emit(node["event"], p, None, ctx.it)
    finally:
        run.during.pop()


def _mark(run: Run, node: Node, ctx: Ctx, token: str) -> None:
    """Sheet marks (write, cross, circle) in a game without a sheet layout are counted on the card marked."""
    target = node.get("target")
    cards = run.cards(target, ctx) if target else ([ctx.card] if ctx.card is not None else [])
    for card in cards:
        tokens = _tokens(run, card)
        tokens[token] = tokens.get(token, 0) + _amount(run, node, ctx)
        run.d.touch_card(card)
        run.emit(node["effect"], ctx.you, card, ctx.it)


def _sheet_words(node: Node) -> list[str]:
    """The words that select boxes: the verb's own filter, the target's, and the area it names (`in AREA`)."""
    words = list(node.get("filter") or [])
    target = node.get("target") or {}
    words += list(target.get("filter") or [])
    zone = (target.get("location") or {}).get("zone") or {}
    if zone.get("name"):
        words.append(zone["name"])
    return words


@effect("write")
def _write(run: Run, node: Node, ctx: Ctx) -> None:
    """`write N in 1 plant box in AREA`: the actor writes N in a box of theirs where it may legally go, of
    their choice; with none, nothing is written."""
    if run.g.sheet is None:
        _mark(run, node, ctx, "written")
        return
    value = run.expr(node["amount"], ctx)
    target = node.get("target") or {}
    count = target.get("quantity", 1)
    for _ in range(run.expr(count, ctx) if not isinstance(count, int) else count):
        if not run.sheet_write(ctx.you, _sheet_words(node), value):
            break


@effect("cross")
def _cross(run: Run, node: Node, ctx: Ctx) -> None:
    """`cross 1 system_error`: the actor crosses boxes of theirs (first to last in an in_order zone); an
    empty box to number, crossed, holds an X."""
    if run.g.sheet is None:
        _mark(run, node, ctx, "crossed")
        return
    for _ in range(_amount(run, node, ctx)):
        if not run.sheet_mark(ctx.you, _sheet_words(node), "cross"):
            break


@effect("circle")
def _circle(run: Run, node: Node, ctx: Ctx) -> None:
    if run.g.sheet is None:
        _mark(run, node, ctx, "circled")
        return
    for _ in range(_amount(run, node, ctx)):
        if not run.sheet_mark(ctx.you, _sheet_words(node), "circle"):
            break


@effect("modify")
def _modify(run: Run, node: Node, ctx: Ctx) -> None:
    """As a step (not a static), `modify` changes the number now: an amount of yours, or a stat of cards, which
    keep the change as a token of that stat's name."""
    amount = run.expr(node["amount"], ctx)
    change = MODIFY[node["op"]]
    if not node.get("target"):
        old = run.amount(ctx.you, node["stat"])
        run.add(ctx.you, node["stat"], change(old, amount) - old)
        return
    for card in run.cards(node["target"], ctx):
        old = run.stat(card, node["stat"])
        tokens = _tokens(run, card)
        tokens[node["stat"]] = tokens.get(node["stat"], 0) + change(old, amount) - old
        run.d.touch_card(card)


@effect("discount")
@effect("forbid")
@effect("require")
def _static(run: Run, node: Node, ctx: Ctx) -> None:
    """Statics work where they are read (costs, what may be played); run as a step they change nothing."""


_TEXTS: dict[int, tuple[list[Node], str]] = {}


def _text(body: list[Node]) -> str:
    """The canonical text of a body, as an option's label (IR nodes are shared and never change). The cache keeps
    the body it was made for: another body may get the id of one that is gone."""
    cached = _TEXTS.get(id(body))
    if cached is None or cached[0] is not body:
        from ..compiler.formatter import format_body

        cached = _TEXTS[id(body)] = (body, format_body(body))
    return cached[1]


@effect("choose")
def _choose(run: Run, node: Node, ctx: Ctx) -> None:
    """One decision among the options that can be done now; an option that starts by picking one card is offered
    once per card it could pick (`choose 1 [play 1 card from hand] or [draw 1 card]`: each playable card, or
    draw)."""
    options = list(_options(node))
    for _ in range(min(_amount(run, node, ctx), len(options))):
        offers: list[tuple[int, int | None, str]] = []
        for i, option in enumerate(options):  # plain loops: this runs at every decision of most games
            for card, label in _offers(run, option, ctx):
                offers.append((i, card, label))
        if not offers:
            return
        offers = _distinct(offers, options)
        i, card, _label = offers[run.choose(ctx.you, "choose", [offer[2] for offer in offers])]
        body = options.pop(i).body
        if card is not None:
            run.preset[id(body[0]["target"])] = [card]
        try:
            run.run_effects(body, ctx)
        finally:
            if card is not None:
                run.preset.pop(id(body[0]["target"]), None)


def _distinct(offers: list[tuple[int, int | None, str]], options: list[Option]) -> list[tuple[int, int | None, str]]:
    """Two options that pick the same card read alike (`summon Planet#3`): each then says what follows the pick, so
    that a player, a replay and a scenario can tell them apart."""
    if len({offer[2] for offer in offers}) == len(offers):
        return offers
    seen = Counter(label for _, _, label in offers)
    return [
        (i, card, f"{label}, {_text(options[i].body[1:])}" if seen[label] > 1 else label) for i, card, label in offers
    ]


class Option(NamedTuple):
    """One option of a `choose`, read once (IR nodes never change): whether it starts by picking one card, and
    with which verb and selector."""

    body: list[Node]
    text: str  # the option as written: its label when it does not pick a card
    picks: bool  # it starts by picking one card: offered once per card it could pick
    effect: str  # the kind of its first effect
    target: Any  # the selector of its first effect
    verb: str  # the verb that starts a label (`play`, `knock out`)
    placed: bool  # the verb has a place of its own where a selector that names none looks (`discard`: the hand)
    always: bool  # it can always be done (`draw 1 card`): `_possible` has nothing to ask


_OPTIONS: dict[int, tuple[Node, tuple[Option, ...]]] = {}


def _options(node: Node) -> tuple[Option, ...]:
    """The options of a `choose`, worked out once per node (the cache keeps the node it was made for, as `_text`'s
    does: another node may get the id of one that is gone)."""
    cached = _OPTIONS.get(id(node))
    if cached is not None and cached[0] is node:
        return cached[1]
    options = tuple(_option(body) for body in node["options"])
    _OPTIONS[id(node)] = (node, options)
    return options


def _option(body: list[Node]) -> Option:
    first = body[0] if body else {}
    target = first.get("target")
    picks = (
        first.get("effect") in PICKING
        and isinstance(target, dict)
        and target.get("cards") == "card_set"
        and target.get("quantity") == 1
        and not target.get("pick")
        and not first.get("host")
        and first.get("actor") in (None, "you")
    )
    kind = str(first.get("effect", ""))
    placed = kind == "discard" or kind in IN_PLAY
    always = bool(body) and kind not in MAYBE_IMPOSSIBLE
    return Option(body, _text(body), bool(picks), kind, target, VERB_NAMES.get(kind, kind), placed, always)


def _offers(run: Run, option: Option, ctx: Ctx) -> list[tuple[int | None, str]]:
    """How an option is offered: once per card when it starts by picking one card the player can see (each card
    it could pick), not at all when it starts by moving cards of which there are none, else as written."""
    if not option.picks:
        return [(None, option.text)] if option.always or _possible(run, option.body, ctx) else []
    you = ctx.you
    found = run.candidates(option.target, ctx, run.default_place(option.effect, ctx) if option.placed else None)
    if not found:
        return []
    if option.effect == "play":
        found = run.playable(you, found)
    if not run.all_visible(found, you):  # hidden cards are drawn, not picked
        return [(None, option.text)] if found else []
    instances = run.g.instances
    if len({instances[c] for c in found}) < len(found):  # copies alike in every way are one option
        found = list({run.likeness(c): c for c in reversed(found)}.values())[::-1]
    verb, label = option.verb, run.card_label
    return [(c, f"{verb} {label(c)}") for c in found]


MOVING = {"move", "discard", "destroy", "play", "take", "reveal"}
PICKING = MOVING | {"knockout", "revive", "summon", "eliminate"}  # verbs whose first selection may be an option
VERB_NAMES = {"knockout": "knock out", "eliminate": "eliminate"}


def _possible(run: Run, body: list[Node], ctx: Ctx, depth: int = 0) -> bool:
    """A body that starts by moving cards of which there are none, or by paying more than the player has, cannot be
    done: no question is asked. So does one that starts with an `if` (no `else`) whose condition does not hold, with
    a `choose` none of whose options can be done, or with a rule (a plain text of one ability) whose text starts so,
    or a rules module's rule whose `offered` hook says no. Asked of every option at every decision: the question is
    made a closure once per body (`possible_fn`), not read from the body's nodes each time."""
    return possible_fn(run.g, body, depth)(run, ctx)


PossibleFn = Callable[["Run", Ctx], bool]


def possible_fn(game: Game, body: list[Node], depth: int = 0) -> PossibleFn:
    """`_possible` for one body, made once per body and depth (kept with the body: an id may be reused once a
    body is gone, and the check of identity tells)."""
    cache = game.compiled[f"possible {depth}"]
    hit = cache.get(id(body))
    if hit is not None and hit[0] is body:
        return cast(PossibleFn, hit[1])
    fn = _make_possible(game, body, depth)
    cache[id(body)] = (body, fn)
    return fn


def _always(run: Run, ctx: Ctx) -> bool:
    return True


def _make_possible(game: Game, body: list[Node], depth: int) -> PossibleFn:
    first = body[0] if body else {}
    kind = first.get("effect")
    if kind == "if_then" and depth < 8 and not first.get("otherwise"):
        holds, then = cond_fn(game, first["condition"]), possible_fn(game, first["then"], depth + 1)
        return lambda run, ctx: holds(run, ctx) and then(run, ctx)
    if kind == "choose" and depth < 8:  # one of its options can be done
        options = [possible_fn(game, option, depth + 1) for option in first["options"]]
        return lambda run, ctx: any(option(run, ctx) for option in options)
    if kind == "rule":
        return _rule_possible(game, first, depth)
    if kind == "pay" or (kind == "remove" and not first.get("target")):
        cost = [first]  # paying, or giving tokens back from the actor's supply
        return lambda run, ctx: run.cost_payable(cost, ctx)
    if kind in SHEET_VERBS and game.sheet is not None and not first.get("actor"):
        verb, amount = str(kind), first["amount"]
        return lambda run, ctx: run.sheet_can(ctx.you, verb, _sheet_words(first), lambda: run.expr(amount, ctx))
    target = first.get("target")
    if kind not in PICKING or not isinstance(target, dict) or target.get("cards") != "card_set":
        return _always
    verb = str(kind)
    return lambda run, ctx: bool(run.candidates(target, ctx, run.default_place(verb, ctx)))


def _rule_possible(game: Game, first: Node, depth: int) -> PossibleFn:
    """A rule: a rules module's `offered` hook says; else a plain text of one ability, as its text (its arguments
    read now); else it can be done."""
    name, inner = first["name"], None
    rule = game.rules.get(name) or {}
    abilities = rule.get("effects") or []
    if depth < 8 and len(abilities) == 1 and set(abilities[0]) == {"effects"}:
        args, names = [expr_fn(game, a) for a in first.get("args") or []], rule.get("params") or []
        then = possible_fn(game, abilities[0]["effects"], depth + 1)

        def inner(run: Run, ctx: Ctx) -> bool:
            params = dict(zip(names, [arg(run, ctx) for arg in args], strict=False))
            return then(run, ctx._replace(params=params))

    def possible(run: Run, ctx: Ctx) -> bool:
        offered = run.hooks.offered.get(name)
        if offered is not None:
            return bool(offered(run.table, ctx))
        return True if inner is None else inner(run, ctx)

    return possible


SHEET_VERBS = ("write", "cross", "circle")
MAYBE_IMPOSSIBLE = {"if_then", "choose", "rule", "pay", "remove", *SHEET_VERBS, *PICKING}  # what `_possible` looks at


@effect("may")
def _may(run: Run, node: Node, ctx: Ctx) -> None:
    if not _possible(run, node["body"], ctx):
        return
    about = f" ({run.card_name(ctx.it)})" if ctx.it is not None else ""
    if run.yes(ctx.you, f"may {_text(node['body'])}{about}"):
        run.run_effects(node["body"], ctx)


@effect("if_then")
def _if_then(run: Run, node: Node, ctx: Ctx) -> None:
    if run.cond(node["condition"], ctx):
        run.run_effects(node["then"], ctx)
    elif node.get("otherwise"):
        run.run_effects(node["otherwise"], ctx)


# `for each opponent` means every opponent in turn, not one chosen opponent.
EACH = {"player": "each_player", "opponent": "each_opponent", "neighbour": "neighbours"}


@effect("for_each")
def _for_each(run: Run, node: Node, ctx: Ctx) -> None:
    over = node["over"]
    if isinstance(over, str):
        for p in run.players(EACH.get(over, over), ctx):
            run.run_effects(node["body"], ctx._replace(them=p))
        return
    if over.get("cards") == "card_set" and over.get("quantity") not in (None, "all"):
        _for_each_picked(run, node, ctx)
        return
    for card in run.cards(over, ctx, select=False):
        if card in run.cards(over, ctx, select=False):  # an earlier turn of the loop may have moved it
            run.run_effects(node["body"], ctx.about(card))


def _for_each_picked(run: Run, node: Node, ctx: Ctx) -> None:
    """`for each 3 X [...]`, `for each up to 3 X [...]`: you pick the cards one at a time, in the order you like,
    and the body runs for each as it is picked. Each pick is made among the cards that match then (one that
    arrived meanwhile can be picked, one that left cannot), never the same card twice. `up to` lets you stop
    (`done`) and, like `may`, gives the active player priority; a pick word or a hidden pile decides alone."""
    over, quantity = node["over"], node["over"]["quantity"]
    up_to = isinstance(quantity, dict)
    n = 1 if quantity == "any" else quantity["up_to"] if up_to else int(quantity)
    picked: list[int] = []
    while len(picked) < n:
        left = [c for c in run.cards(over, ctx, select=False) if c not in picked]
        if not left:
            return
        if over.get("pick") or any(not run.visible_to(run.d.loc[c], ctx.you) for c in left):
            card = run.take_some(over, left, 1, ctx.you)[0]
        else:
            options = list({run.likeness(c): c for c in reversed(left)}.values())[::-1]
            labels = [run.card_label(c) for c in options] + (["done"] if up_to else [])
            priority = up_to and run.d.stage == "step" and ctx.you == run.d.active
            i = run.choose(ctx.you, f"choose the next one for: {_text(node['body'])}", labels, priority)
            if i == len(options):
                return
            card = options[i]
        picked.append(card)
        run.run_effects(node["body"], ctx.about(card))


@effect("repeat")
def _repeat(run: Run, node: Node, ctx: Ctx) -> None:
    for _ in range(max(0, run.expr(node["times"], ctx))):
        run.run_effects(node["body"], ctx)


@effect("repeat_until")
def _repeat_until(run: Run, node: Node, ctx: Ctx) -> None:
    """Until the condition holds; the step budget stops a loop that never ends, naming the cards involved."""
    while not run.cond(node["condition"], ctx):
        run.run_effects(node["body"], ctx)


@effect("rule")
def _rule(run: Run, node: Node, ctx: Ctx) -> None:
    run.rule(node["name"], list(node.get("args") or []), ctx)


__all__ = ["GameOver"]

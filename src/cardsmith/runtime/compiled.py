"""Conditions, expressions and card filters compiled once per game into Python closures.

The IR is plain dicts; reading it again at every evaluation (which kind is this node, is this name an amount,
which zone does this name mean) is most of what a random game costs. As Jinja compiles a template once and
then only runs it, each node is turned once into a closure with those questions already answered, kept by the
game (`Game.compiled`), and run with the state of the moment: `fn(run, ctx)`.

A `where (...)` condition is read for every card a selector finds, and most of it does not depend on the card:
in `rank == 8 or it shares suit with 1 top card in discard_pile`, the top card is the same for every card in
hand. `where_fn` compiles such a condition in two stages: the first reads, once per selection, every part that
does not depend on `it`; the second, once per card, the rest.

What a node means is defined here and nowhere else: `Values.cond` and `Values.expr` run these closures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .data import Data, zone_key
from .game import Game, GameError
from .handlers import ARITH, COMPARE, Ctx

Node = dict[str, Any]


class Reader(Protocol):
    """What a compiled closure reads of the game being played (`values.Values` is one)."""

    d: Data

    def value(self, name: str, player: int, ctx: Ctx) -> int: ...
    def stat(self, card: int, name: str) -> int: ...
    def player(self, spec: Any, ctx: Ctx) -> int: ...
    def players(self, spec: Any, ctx: Ctx) -> list[int]: ...
    def has(self, player: int, node: dict[str, Any], ctx: Ctx) -> bool: ...
    def counted(self, node: Any, ctx: Ctx) -> list[int]: ...
    def cards(self, node: Any, ctx: Ctx, actor: int | None = None, select: bool = True) -> list[int]: ...
    def ranked(self, cards: list[int], pick: str) -> list[int]: ...
    def zone_keys(self, node: dict[str, Any] | None, ctx: Ctx) -> list[str]: ...
    def place_keys(self, node: dict[str, Any], ctx: Ctx) -> list[str]: ...
    def matches(self, card: int, words: Sequence[str] | None) -> bool: ...
    def has_state(self, card: int, word: str) -> bool: ...


ExprFn = Callable[[Reader, Ctx], int]
CondFn = Callable[[Reader, Ctx], bool]
CardTest = Callable[[int], bool]
WhereFn = Callable[[Reader, Ctx], CardTest]
CardsFn = Callable[[Reader, Ctx], list[int]]
FilterFn = Callable[[Reader, int], bool]

GAME_VALUES = ("players", "round", "turn")  # numbers of the game itself, not of a player
ANY = "any"
NO_WORDS: tuple[str, ...] = ()


def memo(game: Game, table: str, node: Any, make: Callable[[Game, Any], Any]) -> Any:
    """The closure made for `node`, made once. Keyed by the node's id, kept with the node itself: an id may be
    reused once a node is gone, and the check of identity tells."""
    cache = game.compiled[table]
    hit = cache.get(id(node))
    if hit is not None and hit[0] is node:
        return hit[1]
    fn = make(game, node)
    cache[id(node)] = (node, fn)
    return fn


def expr_fn(game: Game, node: Any) -> ExprFn:
    """`node` as a number."""
    if isinstance(node, bool | int):
        number = int(node)
        return lambda run, ctx: number
    return memo(game, "expr", node, _make_expr)


def cond_fn(game: Game, node: Node) -> CondFn:
    """`node` as a truth."""
    return memo(game, "cond", node, _make_cond)


def where_fn(game: Game, node: Node) -> WhereFn:
    """`node` as a test of the card `it`, its parts that do not read `it` read once (`fn(run, ctx)(card)`)."""
    return memo(game, "where", node, _make_where)


def filter_fn(game: Game, words: list[str] | tuple[str, ...]) -> FilterFn:
    """A selector's words (`low planet`, `face_down`) as a test of one card: the words its definition answers
    (its type, its printed words) are answered once per card."""
    return memo(game, "filter", words, _make_filter)


# ---------------------------------------------------------------- expressions


def _make_expr(game: Game, node: Node) -> ExprFn:
    kind = node["expr"]
    if kind == "number":
        number = int(node["value"])
        return lambda run, ctx: number
    if kind == "arith":
        left, right, op = expr_fn(game, node["left"]), expr_fn(game, node["right"]), ARITH[node["op"]]
        return lambda run, ctx: int(op(left(run, ctx), right(run, ctx)))
    if kind == "value":
        return _value_fn(game, node)
    if kind == "count":
        if _plain_set(node["of"]):
            return _count_fn(game, node["of"])
        if _worded_set(node["of"]):
            return _count_words_fn(game, node["of"])
        counted = counted_fn(game, node["of"])
        return lambda run, ctx: len(counted(run, ctx))
    if kind == "total":
        counted, stat = counted_fn(game, node["of"]), stat_fn(game, node["field"])
        return lambda run, ctx: sum(stat(run, c) for c in counted(run, ctx))
    if kind == "minmax":
        args = [expr_fn(game, a) for a in node["args"]]
        pick = max if node["op"] == "max" else min
        if len(args) == 2:  # `max(0, 3 - count(action in hand))`: read in turn, without a generator
            first, second = args
            return lambda run, ctx: pick(first(run, ctx), second(run, ctx))
        return lambda run, ctx: pick(a(run, ctx) for a in args)
    if kind == "param":
        name = node["name"]
        return lambda run, ctx: int(ctx.params.get(name, 0))
    if kind == "lookup":
        return _lookup_fn(game, node)
    raise GameError(f"unknown expression {kind!r}")


def _plain_set(node: Any) -> bool:
    """`cards in hand`: every card of a place, with no word, owner, condition or quantity to test."""
    return (
        isinstance(node, dict)
        and node.get("cards") == "card_set"
        and node.get("quantity") in (None, "all")
        and not filter_words(node.get("filter"))
        and not node.get("owner")
        and not node.get("where")
    )


def _worded_set(node: Any) -> bool:
    """`action in hand`: every card of a place that has some words, with no owner, condition or quantity."""
    return (
        isinstance(node, dict)
        and node.get("cards") == "card_set"
        and node.get("quantity") in (None, "all")
        and bool(filter_words(node.get("filter")))
        and not node.get("owner")
        and not node.get("where")
    )


def _count_words_fn(
    game: Game, node: Node, compare: tuple[Callable[[int, int], bool], int] | None = None
) -> Callable[[Reader, Ctx], Any]:
    """The number of cards of a place that have a selector's words (`count(action in hand)`), counted in one loop:
    what `select_fn` keeps of them, without making the list; one pile known in advance is read without asking
    where it is (`_count_pile_fn`). With `compare` (an operator and a number written out), the truth of
    `count(...) > 0` instead, in the same call."""
    zone = (node.get("location") or {}).get("zone")
    keyed = _seat_pile_keys(game, zone)
    test, codes = filter_fn(game, node["filter"]), filter_codes(game, node["filter"])
    op, number = compare if compare is not None else (None, 0)
    if keyed is not None:
        return _count_pile_fn(keyed, test, codes, op, number)
    keys = zone_keys_fn(game, zone)

    def count(run: Reader, ctx: Ctx) -> Any:
        d = run.d
        side, tokens, me, n = d.side, d.tokens, ctx.card, 0
        for key in keys(run, ctx):
            for c in d.zones.get(key, ()):
                code = codes[c]
                if c != me and (not code or ((code == 2 or side[c] is not None or c in tokens) and test(run, c))):
                    n += 1
        return n if op is None else bool(op(n, number))

    return count


def _count_pile_fn(
    keyed: list[str], test: FilterFn, codes: list[int], op: Callable[[int, int], bool] | None, number: int
) -> Callable[[Reader, Ctx], Any]:
    """`_count_words_fn` of one pile known in advance (`keyed`: its key for each seat): a card that prints every
    word is counted with no other look, and this card (which a selector never names) taken off after if counted."""

    def count(run: Reader, ctx: Ctx) -> Any:
        d = run.d
        key = keyed[ctx.you]
        pile = d.zones.get(key)
        n = 0
        if pile:
            side, tokens, me = d.side, d.tokens, ctx.card
            for c in pile:
                code = codes[c]
                if not code or (c != me and (code == 2 or side[c] is not None or c in tokens) and test(run, c)):
                    n += 1
            if me is not None and not codes[me] and d.loc[me] == key:
                n -= 1
        return n if op is None else bool(op(n, number))

    return count


def _seat_pile_keys(game: Game, zone: Node | None) -> list[str] | None:
    """The key of the one pile a place names, known in advance, for each seat (`_one_pile_keys`); None for a place
    of several piles, or one found in the game."""
    shared, own = _one_pile_keys(game, zone)
    return own if own is not None else None if shared is None else [shared] * game.max_players


def _one_pile_keys(game: Game, zone: Node | None) -> tuple[str | None, list[str] | None]:
    """The one pile a place names, known in advance: a shared zone named outright (its key), or the zone of that
    name of the player the effect is about (its key for each seat); (None, None) for any other place."""
    if zone is None:
        return None, None
    if shared_zone(game, zone):
        return str(zone["name"]), None
    if _own_zone(game, zone):
        return None, [zone_key(zone["name"], p) for p in range(game.max_players)]
    return None, None


def _count_fn(game: Game, node: Node) -> ExprFn:
    """The number of cards of a plain set: the sizes of its piles (less this card, which a selector never names)."""
    keys = zone_keys_fn(game, (node.get("location") or {}).get("zone"))

    def count(run: Reader, ctx: Ctx) -> int:
        found = keys(run, ctx)
        zones = run.d.zones
        n = len(zones.get(found[0], ())) if len(found) == 1 else sum(len(zones.get(k, ())) for k in found)
        return n - 1 if ctx.card is not None and run.d.loc[ctx.card] in found else n

    return count


def is_card_number(game: Game, node: Any) -> bool:
    """Whether a `value` node names a number of a card (`rank`), not of the game (`round`) or of a player
    (`energy`, `points`, anything `of` a player)."""
    if not isinstance(node, dict) or node.get("expr") != "value" or node.get("of"):
        return False
    name = node["name"]
    return name not in GAME_VALUES and name not in game.amounts and name != "points"  # `points` always is one


def how_many(quantity: Any) -> int:
    """The number of cards a selector's quantity takes (`any`: one; `up to 3`: three)."""
    return 1 if quantity == ANY else int(quantity["up_to"]) if isinstance(quantity, dict) else int(quantity)


def _value_fn(game: Game, node: Node) -> ExprFn:
    """A named number: the game's own (`round`), a player's amount (`energy`, `energy of opponent`), or the
    number of a card (`rank`: of the card `where (...)` reads, else of this card)."""
    name, of = node["name"], node.get("of")
    if name in GAME_VALUES:
        return lambda run, ctx: int(getattr(run.d, name))
    if not is_card_number(game, node):
        return _amount_fn(game, name, of) or _player_value_fn(name, of)
    stat = stat_fn(game, name)

    def card_number(run: Reader, ctx: Ctx) -> int:
        card = ctx.it if ctx.it is not None else ctx.card
        return run.value(name, ctx.you, ctx) if card is None else stat(run, card)  # no card: your amount

    return card_number


def _player_value_fn(name: str, of: Any) -> ExprFn:
    """A player's amount read through `run.value` (statics change it): of you or of them, the player read off the
    context as `Choices.player` reads it, without the call."""
    if of is None or of == "you":
        return lambda run, ctx: run.value(name, ctx.you, ctx)
    if of == "them":
        return lambda run, ctx: run.value(name, ctx.you if ctx.them is None else ctx.them, ctx)
    return lambda run, ctx: run.value(name, run.player(of, ctx), ctx)


def _amount_fn(game: Game, name: str, of: Any) -> ExprFn | None:
    """An amount no static changes (`Game.self_modified`), of a player named without a question (you, them), or
    game-wide: `Values.value` reads it as held (`Values.amount`), and so is it read here, without the calls. None
    for any other (read through `run.value`)."""
    if name in game.self_modified:
        return None
    if name in game.shared:
        return lambda run, ctx: run.d.shared.get(name, 0)
    if of is None or of == "you":
        return lambda run, ctx: run.d.amounts[ctx.you].get(name, 0)
    if of == "them":
        return lambda run, ctx: run.d.amounts[ctx.you if ctx.them is None else ctx.them].get(name, 0)
    return None


def _lookup_fn(game: Game, node: Node) -> ExprFn:
    table = game.pack.game.get("tables", {}).get(node["table"], [])
    index = expr_fn(game, node["index"])
    if not table:
        return lambda run, ctx: 0
    last = len(table) - 1
    return lambda run, ctx: int(table[max(0, min(index(run, ctx), last))])


def stat_fn(game: Game, name: str) -> Callable[[Reader, int], int]:
    """A card's number by name: read through the statics in play when one may change it (`Values.stat`), else
    as printed (on the side it shows, when only its sides print it) plus the tokens on it."""
    if name in game.card_stats:
        return lambda run, card: run.stat(card, name)
    defs = game.of_instance
    printed = [d.stat(name, None) if name in d.fields else None for d in defs]  # None: on its sides, if any

    def plain(run: Reader, card: int) -> int:
        number = printed[card]
        if number is None:
            number = defs[card].stat(name, run.d.side[card])
        tokens = run.d.tokens.get(card)
        return number + tokens.get(name, 0) if tokens else number

    return plain


def field_fn(game: Game, name: str) -> Callable[[Reader, int], Any]:
    """A card's field as it reads now (`Selection.field_value`): a number with its changes, else as printed."""
    defs = game.of_instance
    if name in ("name", "type", "id"):
        names = [getattr(d, name) for d in defs]
        return lambda run, card: names[card]
    stat = stat_fn(game, name)
    printed = [d.fields.get(name) for d in defs]
    fixed = [v is not None and not (isinstance(v, int) and not isinstance(v, bool)) for v in printed]
    sided = f"{name}_"

    def field(run: Reader, card: int) -> Any:
        value = printed[card]
        if fixed[card]:  # a choice or a text printed on the card itself: nothing changes it
            return value
        if value is None:
            side = run.d.side[card]
            if side is not None:
                value = defs[card].fields.get(sided + side)
        return stat(run, card) if isinstance(value, int) and not isinstance(value, bool) else value

    return field


# ---------------------------------------------------------------- conditions


def _make_cond(game: Game, node: Node) -> CondFn:
    kind = node["cond"]
    if kind == "compare":
        left, right, op = expr_fn(game, node["left"]), expr_fn(game, node["right"]), COMPARE[node["op"]]
        fixed = constant(node["right"])
        counted = (
            node["left"].get("of") if isinstance(node["left"], dict) and node["left"].get("expr") == "count" else None
        )
        if fixed is not None and counted is not None and _plain_set(counted):
            return _count_compare(game, counted, op, fixed)
        if fixed is not None and counted is not None and _worded_set(counted):  # `count(action in hand) > 0`
            return _count_words_fn(game, counted, (op, fixed))
        if fixed is not None:  # `count(cards in hand) == 0`: the number written out is not read again
            return lambda run, ctx: bool(op(left(run, ctx), fixed))
        return lambda run, ctx: bool(op(left(run, ctx), right(run, ctx)))
    if kind == "either":
        a, b = cond_fn(game, node["left"]), cond_fn(game, node["right"])
        return lambda run, ctx: a(run, ctx) or b(run, ctx)
    if kind == "both":
        a, b = cond_fn(game, node["left"]), cond_fn(game, node["right"])
        return lambda run, ctx: a(run, ctx) and b(run, ctx)
    if kind == "negate":
        arg = cond_fn(game, node["arg"])
        return lambda run, ctx: not arg(run, ctx)
    if kind == "same":
        return _same_fn(game, node)
    if kind == "more_than":
        return _more_than_fn(node)
    if kind == "most":
        return _most_fn(node)
    if kind == "has":
        return _has_fn(node["player"], node["cards"])
    raise GameError(f"unknown condition {kind!r}")


def _has_fn(spec: Any, cards: Node) -> CondFn:
    """`you have expand action on each planet`: the player you and them name read off the context (`Choices.player`,
    without the call)."""
    if spec is None or spec == "you":
        return lambda run, ctx: run.has(ctx.you, cards, ctx)
    if spec == "them":
        return lambda run, ctx: run.has(ctx.you if ctx.them is None else ctx.them, cards, ctx)
    return lambda run, ctx: run.has(run.player(spec, ctx), cards, ctx)


def _count_compare(game: Game, node: Node, op: Callable[[int, int], bool], number: int) -> CondFn:
    """`count(cards in hand) == 0`, the end of many games, read at every check: the size of one pile against a
    number written out, in one call (`_count_fn` and the comparison), the pile known in advance."""
    shared, own = _one_pile_keys(game, (node.get("location") or {}).get("zone"))
    if shared is None and own is None:
        count = _count_fn(game, node)
        return lambda run, ctx: bool(op(count(run, ctx), number))

    def holds(run: Reader, ctx: Ctx) -> bool:
        key = shared if shared is not None else own[ctx.you]  # type: ignore[index]
        d = run.d
        n = len(d.zones.get(key, ()))
        if ctx.card is not None and d.loc[ctx.card] == key:
            n -= 1
        return bool(op(n, number))

    return holds


def _same_fn(game: Game, node: Node) -> CondFn:
    """`it shares suit with 1 top card in discard_pile`: the first card each side names, by one field."""
    left, right, field = counted_fn(game, node["left"]), counted_fn(game, node["right"]), field_fn(game, node["field"])

    def same(run: Reader, ctx: Ctx) -> bool:
        mine, theirs = left(run, ctx), right(run, ctx)
        if not mine or not theirs:
            return False
        value = field(run, mine[0])
        return value is not None and value == field(run, theirs[0])

    return same


def _more_than_fn(node: Node) -> CondFn:
    """Against every player named: "more energy than each opponent"."""
    name, more = node["name"], node["comparative"] == "more"

    def more_than(run: Reader, ctx: Ctx) -> bool:
        mine = run.value(name, run.player(node["player"], ctx), ctx)
        theirs = [run.value(name, p, ctx) for p in run.players(node["other"], ctx)]
        return bool(theirs) and all(mine > v if more else mine < v for v in theirs)

    return more_than


def _most_fn(node: Node) -> CondFn:
    """A tie is shared: every tied player has the most."""
    name, most = node["name"], node["superlative"] == "most"

    def has_most(run: Reader, ctx: Ctx) -> bool:
        values = [run.value(name, p, Ctx(p)) for p in range(run.d.players)]
        best = max(values) if most else min(values)
        return values[run.player(node["player"], ctx)] == best

    return has_most


# ---------------------------------------------------------------- `where`: once per selection, then per card


def reads_it(game: Game, node: Any) -> bool:
    """Whether a condition or expression reads `it` (the card `where` is read for): a card's own number, the
    card itself, what lies at it. A selector's own `where` binds `it` again and is not looked into; a static
    played at a card changes what an amount reads there, so an amount statics modify reads `it`."""
    if isinstance(node, list):
        return any(reads_it(game, n) for n in node)
    if not isinstance(node, dict):
        return False
    if node.get("cards") in ("it", "this") or node.get("zone") in ("zone_it", "zone_this"):
        return True
    if node.get("zone") == "zone_named" and node.get("name") == game.settings.hosted_zone:
        return True
    name = node.get("name")
    if node.get("expr") == "value" and (is_card_number(game, node) or name in game.modified_amounts):
        return True
    if node.get("cond") in ("more_than", "most") and name in game.modified_amounts:
        return True
    return any(reads_it(game, v) for k, v in node.items() if not (k == "where" and "cards" in node))


def _make_where(game: Game, node: Node) -> WhereFn:
    if not reads_it(game, node):
        whole = cond_fn(game, node)

        def once(run: Reader, ctx: Ctx) -> CardTest:
            holds = whole(run, ctx)
            return lambda card: holds

        return once
    kind = node["cond"]
    if kind in ("either", "both"):
        a, b = where_fn(game, node["left"]), where_fn(game, node["right"])
        if kind == "either":
            return lambda run, ctx: _either(a(run, ctx), b(run, ctx))
        return lambda run, ctx: _both(a(run, ctx), b(run, ctx))
    if kind == "negate":
        arg = where_fn(game, node["arg"])
        return lambda run, ctx: _negate(arg(run, ctx))
    if kind == "compare":
        return _compare_where(game, node)
    if kind == "same" and node["left"].get("cards") == "it" and not reads_it(game, node["right"]):
        return _same_where(game, node)
    whole = cond_fn(game, node)
    return lambda run, ctx: lambda card: whole(run, ctx.about(card))


def _either(a: CardTest, b: CardTest) -> CardTest:
    return lambda card: a(card) or b(card)


def _both(a: CardTest, b: CardTest) -> CardTest:
    return lambda card: a(card) and b(card)


def _negate(arg: CardTest) -> CardTest:
    return lambda card: not arg(card)


def _card_number(game: Game, node: Any) -> Callable[[Reader, int], int] | None:
    """A number that is the card's own (`rank`), read straight from the card; None for any other."""
    return stat_fn(game, node["name"]) if is_card_number(game, node) else None


def _compare_where(game: Game, node: Node) -> WhereFn:
    """`rank == 8`, `cost <= energy`: a side that does not read `it` is read once."""
    op = COMPARE[node["op"]]
    sides: list[tuple[str, Any]] = []
    for side in (node["left"], node["right"]):
        own = _card_number(game, side)
        if own is not None:
            sides.append(("card", own))
        elif not reads_it(game, side):
            sides.append(("once", expr_fn(game, side)))
        else:
            sides.append(("each", expr_fn(game, side)))
    (left_kind, left), (right_kind, right) = sides

    if (left_kind, right_kind) == ("card", "once"):  # `rank == 8`: the card's number against a number read once

        def card_once(run: Reader, ctx: Ctx) -> CardTest:
            number = right(run, ctx)
            return lambda card: bool(op(int(left(run, card)), number))

        return card_once

    if left_kind == "each" and right_kind in ("each", "once"):
        return _each_where(op, left, right, right_kind == "each")

    def stage(run: Reader, ctx: Ctx) -> CardTest:
        a = _staged(left_kind, left, run, ctx)
        b = _staged(right_kind, right, run, ctx)
        return lambda card: bool(op(a(card), b(card)))

    return stage


def _each_where(op: Callable[[int, int], Any], left: ExprFn, right: ExprFn, each: bool) -> WhereFn:
    """`sum nave of it > sum movida of it`, `sum nave of it == 0`: the left side read about each card, the right
    too (`each`) or once; one context about the card for both sides, no call per side (run for every card of
    every selection with such a `where`)."""
    if each:

        def both(run: Reader, ctx: Ctx) -> CardTest:
            about = ctx.about

            def test(card: int) -> bool:
                here = about(card)
                return bool(op(int(left(run, here)), int(right(run, here))))

            return test

        return both

    def once(run: Reader, ctx: Ctx) -> CardTest:
        number, about = int(right(run, ctx)), ctx.about
        return lambda card: bool(op(int(left(run, about(card))), number))

    return once


def _staged(kind: str, fn: Any, run: Reader, ctx: Ctx) -> Callable[[int], int]:
    if kind == "card":
        return lambda card: int(fn(run, card))
    if kind == "once":
        number = fn(run, ctx)
        return lambda card: number
    return lambda card: int(fn(run, ctx.about(card)))


def _same_where(game: Game, node: Node) -> WhereFn:
    """`it shares suit with 1 top card in discard_pile`: the other card's field read once."""
    right, field = counted_fn(game, node["right"]), field_fn(game, node["field"])

    def stage(run: Reader, ctx: Ctx) -> CardTest:
        theirs = right(run, ctx)
        if not theirs:
            return lambda card: False
        value = field(run, theirs[0])
        return lambda card: value is not None and field(run, card) == value

    return stage


# ---------------------------------------------------------------- `where` as a set of cards

SetFn = Callable[[Reader, Ctx], frozenset[int]]
SelectFn = Callable[[Reader, Ctx, list[int]], list[int]]


def where_set_fn(game: Game, node: Node) -> tuple[frozenset[str], SetFn] | None:
    """`node` as the set of every card it holds for, when it reads only what is printed on the cards (no statics
    change those numbers): `rank == 8`, `it shares suit with 1 top card in discard_pile`. The set for each number
    read once (8, the suit on top) is made once per game, so a selection keeps a card by a look-up, not by running
    the test. The names it returns are the numbers the cards print: while a card holds tokens of one of them, its
    number is not the printed one and the test is run card by card (`where_fn`)."""
    return memo(game, "where_set", node, _make_where_set)


def _make_where_set(game: Game, node: Node) -> tuple[frozenset[str], SetFn] | None:
    every = frozenset(range(len(game.instances)))
    if not reads_it(game, node):
        whole = cond_fn(game, node)
        return frozenset(), lambda run, ctx: every if whole(run, ctx) else frozenset()
    kind = node["cond"]
    if kind in ("either", "both", "negate"):
        parts = [where_set_fn(game, node[k]) for k in (("arg",) if kind == "negate" else ("left", "right"))]
        if any(p is None for p in parts):
            return None
        names = frozenset().union(*(p[0] for p in parts if p))
        fns = [p[1] for p in parts if p]
        if kind == "negate":
            return names, _set_op(lambda a, b: every - a, fns[0], lambda run, ctx: every)
        if kind == "either":
            return names, _set_op(frozenset.union, fns[0], fns[1])
        return names, _set_op(frozenset.intersection, fns[0], fns[1])
    if kind == "compare":
        return _compare_set(game, node)
    if kind == "same" and node["left"].get("cards") == "it" and not reads_it(game, node["right"]):
        return _same_set(game, node)
    return None


def _set_op(op: Callable[[frozenset[int], frozenset[int]], frozenset[int]], left: SetFn, right: SetFn) -> SetFn:
    """`op` of two sets of cards, made once per pair: the sets the parts give are themselves made once per value
    read (and kept), so the same pair of sets comes back turn after turn and is known by identity."""
    made: dict[tuple[int, int], tuple[frozenset[int], frozenset[int], frozenset[int]]] = {}

    def combined(run: Reader, ctx: Ctx) -> frozenset[int]:
        a, b = left(run, ctx), right(run, ctx)
        hit = made.get((id(a), id(b)))
        if hit is not None and hit[0] is a and hit[1] is b:
            return hit[2]
        found = op(a, b)
        if len(made) < 10_000:  # the pairs are few; a set made anew each time (none is yet) is not kept forever
            made[(id(a), id(b))] = (a, b, found)
        return found

    return combined


def printed_fields(game: Game, name: str, numbers: bool) -> list[Any] | None:
    """Every card's printed `name` (as a number with `numbers`), or None when some card has it only on a side or
    a static in play may change it."""
    if name in game.card_stats or name in ("name", "type", "id"):
        return None
    if numbers:
        found = [d.stat(name, None) if name in d.fields else None for d in game.of_instance]
    else:
        found = [d.fields.get(name) for d in game.of_instance]
    return None if any(v is None for v in found) else found


def _compare_set(game: Game, node: Node) -> tuple[frozenset[str], SetFn] | None:
    """`rank == 8`: the card's printed number against a number read once."""
    left, right = node["left"], node["right"]
    if is_card_number(game, left) and not reads_it(game, right):
        name, other, card_left = left["name"], expr_fn(game, right), True
    elif is_card_number(game, right) and not reads_it(game, left):
        name, other, card_left = right["name"], expr_fn(game, left), False
    else:
        return None
    printed, op = printed_fields(game, name, numbers=True), COMPARE[node["op"]]
    if printed is None:
        return None
    made: dict[int, frozenset[int]] = {}
    number = constant(right if card_left else left)
    if number is not None:  # `rank == 8`: one set for the whole game
        pairs = ((c, (v, number) if card_left else (number, v)) for c, v in enumerate(printed))
        fixed = frozenset(c for c, (a, b) in pairs if op(a, b))
        return frozenset({name}), lambda run, ctx: fixed

    def cards(run: Reader, ctx: Ctx) -> frozenset[int]:
        number = other(run, ctx)
        found = made.get(number)
        if found is None:
            pairs = ((c, (v, number) if card_left else (number, v)) for c, v in enumerate(printed))
            found = made[number] = frozenset(c for c, (a, b) in pairs if op(a, b))
        return found

    return frozenset({name}), cards


def constant(node: Any) -> int | None:
    """A number written out (`8`), or None for any other expression."""
    if isinstance(node, int) and not isinstance(node, bool):
        return node
    if isinstance(node, dict) and node.get("expr") == "number":
        return int(node["value"])
    return None


def _same_set(game: Game, node: Node) -> tuple[frozenset[str], SetFn] | None:
    """`it shares suit with 1 top card in discard_pile`: the cards that print the other card's value."""
    name = node["field"]
    printed = printed_fields(game, name, numbers=False)
    if printed is None:
        return None
    right, field = counted_fn(game, node["right"]), field_fn(game, name)
    made: dict[Any, frozenset[int]] = {}

    def cards(run: Reader, ctx: Ctx) -> frozenset[int]:
        theirs = right(run, ctx)
        value = field(run, theirs[0]) if theirs else None
        if value is None:
            return frozenset()
        found = made.get(value)
        if found is None:
            found = made[value] = frozenset(c for c, v in enumerate(printed) if v == value)
        return found

    return frozenset({name}), cards


def tokens_on(run: Reader, names: frozenset[str]) -> bool:
    """Whether some card holds tokens of one of `names` (its number then differs from the printed one)."""
    tokens = run.d.tokens
    return bool(names) and bool(tokens) and any(not names.isdisjoint(held) for held in tokens.values())


# ---------------------------------------------------------------- card selectors in expressions


def counted_fn(game: Game, node: Any) -> CardsFn:
    """The cards an expression counts or sums (`Selection.counted`)."""
    if not isinstance(node, dict):
        return lambda run, ctx: run.counted(node, ctx)
    return memo(game, "counted", node, _make_counted)


def _make_counted(game: Game, node: Node) -> CardsFn:
    quantity = node.get("quantity")
    if node["cards"] == "it":  # `sum a_energy of it`: the card itself, whatever the quantity (`Selection.named_cards`)
        return lambda run, ctx: [] if ctx.it is None else [ctx.it]
    if quantity in (None, "all"):
        if node["cards"] != "card_set":
            return lambda run, ctx: run.cards(node, ctx, select=False)
        keys_of, keep = zone_keys_fn(game, (node.get("location") or {}).get("zone")), select_fn(game, node)

        def every(run: Reader, ctx: Ctx) -> list[int]:  # the cards of the piles that `keep` keeps
            keys, zones = keys_of(run, ctx), run.d.zones
            if len(keys) == 1:
                return keep(run, ctx, list(zones.get(keys[0], ())))
            return keep(run, ctx, [c for k in keys for c in zones.get(k, ())])

        return every
    n = how_many(quantity)
    pick = node.get("pick")
    plain = node["cards"] == "card_set" and not node.get("where") and not node.get("owner")
    if pick in (None, "top") and plain:
        return _top_fn(game, node, n)  # the top few of a pile: not every card of it tested
    if pick in ("strongest", "weakest"):
        return lambda run, ctx: run.ranked(run.cards(node, ctx, select=False), pick)[:n]
    if pick == "bottom":
        return lambda run, ctx: run.cards(node, ctx, select=False)[:n]
    return lambda run, ctx: run.cards(node, ctx, select=False)[::-1][:n]


FindFn = Callable[[Reader, Ctx, "list[str] | None"], list[int]]


def candidates_fn(game: Game, node: Node) -> FindFn:
    """The cards a selector names before any quantity, as one function `find(run, ctx, default)` (`default`: where
    a selector that names no place looks, its verb's place; None: the board) (`Selection.candidates`)."""
    return memo(game, "candidates", node, _make_candidates)


def _make_candidates(game: Game, node: Node) -> FindFn:
    """The cards of the place a selector names, and of those the ones it names (`select_fn`), in one call; in one
    loop, this card left out and the words tested as `select_fn` tests them, when they lie in one pile known in
    advance (a shared zone named outright, or the player's own) and nothing else is asked of them (no owner, no
    `where`)."""
    location, keep = node.get("location"), select_fn(game, node)
    if location is None:
        board = list(game.settings.board)

        def find_at(run: Reader, ctx: Ctx, default: list[str] | None) -> list[int]:
            keys, zones = board if default is None else default, run.d.zones
            if len(keys) == 1:
                return keep(run, ctx, list(zones.get(keys[0], ())))
            return keep(run, ctx, [c for k in keys for c in zones.get(k, ())])

        return find_at
    zone, keys_of = location["zone"], zone_keys_fn(game, location["zone"])
    words = node.get("filter")
    one = shared_zone(game, zone) or _own_zone(game, zone)
    if not one or node.get("owner") or node.get("where") or not words or not filter_words(words):

        def find_in(run: Reader, ctx: Ctx, default: list[str] | None) -> list[int]:
            keys, zones = keys_of(run, ctx), run.d.zones
            if len(keys) == 1:
                return keep(run, ctx, list(zones.get(keys[0], ())))
            return keep(run, ctx, [c for k in keys for c in zones.get(k, ())])

        return find_in
    test, codes, keyed = filter_fn(game, words), filter_codes(game, words), _seat_pile_keys(game, zone)
    assert keyed is not None  # one pile: `shared_zone` or `_own_zone`

    def find(run: Reader, ctx: Ctx, default: list[str] | None) -> list[int]:
        d = run.d
        pile = d.zones.get(keyed[ctx.you])
        if not pile:
            return []
        side, tokens, me = d.side, d.tokens, ctx.card
        return [
            c
            for c in pile
            if c != me and (not codes[c] or ((codes[c] == 2 or side[c] is not None or c in tokens) and test(run, c)))
        ]

    return find


EnoughFn = Callable[[Reader, Ctx, "list[str] | None", int], bool]


def enough_fn(game: Game, node: Node) -> EnoughFn:
    """Whether a selector finds at least so many cards (`len(find(run, ctx, default)) >= wanted` of `candidates_fn`):
    what a cost that discards them asks before the ability is offered, at every window. In one pile known in
    advance, counted up to that many and no further, without making the list."""
    return memo(game, "enough", node, _make_enough)


def _make_enough(game: Game, node: Node) -> EnoughFn:
    location, words = node.get("location"), node.get("filter")
    zone = location["zone"] if location is not None else None
    one = zone is not None and (shared_zone(game, zone) or _own_zone(game, zone))
    if not one or node.get("owner") or node.get("where") or not words or not filter_words(words):
        find = candidates_fn(game, node)
        return lambda run, ctx, default, wanted: len(find(run, ctx, default)) >= wanted
    test, codes, keyed = filter_fn(game, words), filter_codes(game, words), _seat_pile_keys(game, zone)
    assert keyed is not None  # one pile: `shared_zone` or `_own_zone`

    def enough(run: Reader, ctx: Ctx, default: list[str] | None, wanted: int) -> bool:
        d = run.d
        side, tokens, me, n = d.side, d.tokens, ctx.card, 0
        for c in d.zones.get(keyed[ctx.you], ()):  # as `_make_candidates`'s `find` keeps them
            if c != me and (not codes[c] or ((codes[c] == 2 or side[c] is not None or c in tokens) and test(run, c))):
                n += 1
                if n >= wanted:
                    return True
        return n >= wanted

    return enough


def _own_zone(game: Game, zone: Node) -> bool:
    """Whether a place is the zone of that name of the player the effect is about (`hand`, `hand of you`): one pile
    (`zone_keys_fn` knows it by the seat)."""
    name = zone.get("name", "")
    own = zone["zone"] == "zone_named" and name != game.settings.hosted_zone and zone.get("of") in (None, "you")
    return own and game.zones.get(name, {}).get("owner") == "player"


def select_fn(game: Game, node: Node) -> Callable[[Reader, Ctx, list[int]], list[int]]:
    """Which of the cards found where a selector looks it names (`Selection.candidates`): its words, its owner,
    its `where`, and never the card whose effect it is (that card says `this card` for itself)."""
    return memo(game, "select", node, _make_select)


def _make_select(game: Game, node: Node) -> Callable[[Reader, Ctx, list[int]], list[int]]:
    words, owner, where = node.get("filter"), node.get("owner"), node.get("where")
    test = filter_fn(game, words) if words and filter_words(words) else None  # `card`, `cards`: every card
    codes = filter_codes(game, words) if test is not None and words else []
    holds = where_fn(game, where) if where else None
    as_set = where_set_fn(game, where) if where else None
    seat = ONE_SEAT.get(owner) if isinstance(owner, str) else None

    def keep(run: Reader, ctx: Ctx, found: list[int]) -> list[int]:
        if test is not None:  # a card that prints every word passes, one that lacks one while bare fails: no call
            side, tokens = run.d.side, run.d.tokens
            found = [
                c
                for c in found
                if not codes[c] or ((codes[c] == 2 or side[c] is not None or c in tokens) and test(run, c))
            ]
        if ctx.card is not None and ctx.card in found:  # this card, looked for first: mostly not among them
            found = [c for c in found if c != ctx.card]
        if seat is not None and found:  # `owned by you`, `owned by them`: one player, no list of players made
            mine, owner_of = seat(ctx), run.d.owner
            found = [c for c in found if owner_of[c] == mine]
        elif owner and found:
            owners, owner_of = set(run.players(owner, ctx)), run.d.owner
            found = [c for c in found if owner_of[c] in owners]
        if as_set is not None and found and not tokens_on(run, as_set[0]):
            kept = as_set[1](run, ctx)  # the cards it holds for, by what is printed on them
            return [c for c in found if c in kept]
        if holds is not None and found:
            card_holds = holds(run, ctx)  # what does not depend on the card: read once
            found = [c for c in found if card_holds(c)]
        return found

    return keep


ONE_SEAT: dict[str, Callable[[Ctx], int]] = {  # the one player a name names (`Choices.players`), read off the context
    "you": lambda ctx: ctx.you,
    "them": lambda ctx: ctx.you if ctx.them is None else ctx.them,
}


def _top_fn(game: Game, node: Node, n: int) -> CardsFn:
    """The top `n` cards a selector with no condition finds, as `candidates(...)[::-1][:n]`."""
    zone = (node.get("location") or {}).get("zone")
    keys = zone_keys_fn(game, zone)
    test = filter_fn(game, node.get("filter") or NO_WORDS)
    if n == 1 and zone is not None and not filter_words(node.get("filter")) and shared_zone(game, zone):
        key = zone["name"]

        def top_card(run: Reader, ctx: Ctx) -> list[int]:  # `1 top card in discard_pile`: the end of one pile
            pile = run.d.zones.get(key)
            if not pile:
                return []
            if pile[-1] != ctx.card:
                return [pile[-1]]
            return [pile[-2]] if len(pile) > 1 else []

        return top_card

    def top(run: Reader, ctx: Ctx) -> list[int]:
        found: list[int] = []
        zones = run.d.zones
        for key in reversed(keys(run, ctx)):
            for c in reversed(zones.get(key, ())):
                if c != ctx.card and test(run, c):
                    found.append(c)
                    if len(found) == n:
                        return found
        return found

    return top


def shared_zone(game: Game, zone: Node | None) -> bool:
    """Whether a place is one shared zone named outright (`discard_pile`): its one key is its name."""
    if zone is None or zone["zone"] != "zone_named":
        return False
    name = zone.get("name", "")
    return name != game.settings.hosted_zone and game.zones.get(name, {}).get("owner") != "player"


def zone_keys_fn(game: Game, zone: Node | None) -> Callable[[Reader, Ctx], list[str]]:
    """The piles a place names (`Selection.zone_keys`); a shared zone named outright is known once."""
    if zone is None:
        board = list(game.settings.board)
        return lambda run, ctx: board
    return memo(game, "zones", zone, _make_zone_keys)


def _make_zone_keys(game: Game, zone: Node) -> Callable[[Reader, Ctx], list[str]]:
    """The piles of a place as `Selection.place_keys` finds them, with what the place says answered once per game:
    the pile at `it` by the card's index, a player's zone by the seat, every player's by the number of players."""
    name, kind, hosted = zone.get("name", ""), zone["zone"], game.settings.hosted_zone
    if kind == "zone_it":
        piles = host_piles(game)
        return lambda run, ctx: [] if ctx.it is None else [piles[ctx.it]]
    if kind == "zone_named":
        keys = _named_keys_fn(game, name, zone.get("of"))
        if name != hosted:
            return keys
        piles = host_piles(game)  # `on planet` while a planet is `it`: its own pile
        return lambda run, ctx: keys(run, ctx) if ctx.it is None else [piles[ctx.it]]
    if kind in ("zone_any", "zone_each"):
        if name == hosted or name not in game.zones:
            return _piles_at_fn(game, name)
        if game.zones[name].get("owner") != "player":
            shared = [name]
            return lambda run, ctx: shared
        every = [[zone_key(name, p) for p in range(n)] for n in range(game.max_players + 1)]
        return lambda run, ctx: _every_seat(every, name, run.d.players)
    return lambda run, ctx: run.place_keys(zone, ctx)


def _every_seat(every: list[list[str]], name: str, players: int) -> list[str]:
    """Every player's zone of that name, by the number of players (made once; any other number made here)."""
    return every[players] if players < len(every) else [zone_key(name, p) for p in range(players)]


def _named_keys_fn(game: Game, name: str, of: Any) -> Callable[[Reader, Ctx], list[str]]:
    """A zone named outright (not the pile at a card): a shared zone's one key, else the key of the zone of the
    player `of` names, made once per seat."""
    if game.zones.get(name, {}).get("owner") != "player":
        keys = [name]
        return lambda run, ctx: keys
    seats = max(game.max_players, 1)
    own = [[zone_key(name, p)] for p in range(seats)]
    if of in (None, "you"):  # the player's own: one key per seat, made once (callers never change it)
        return lambda run, ctx: own[ctx.you] if ctx.you < seats else [zone_key(name, ctx.you)]

    def of_player(run: Reader, ctx: Ctx) -> list[str]:
        seat = (ctx.you if ctx.them is None else ctx.them) if of == "them" else run.player(of, ctx)
        return own[seat] if 0 <= seat < seats else [zone_key(name, seat)]

    return of_player


def host_piles(game: Game) -> list[str]:
    """Per card, the key of the pile played at it (`planet#17`), made once per game."""
    found: list[str] | None = game.compiled["pile keys"].get(None)
    if found is None:
        hosted = game.settings.hosted_zone
        found = game.compiled["pile keys"][None] = [zone_key(hosted, host=c) for c in range(len(game.of_instance))]
    return found


def _piles_at_fn(game: Game, name: str) -> Callable[[Reader, Ctx], list[str]]:
    """`any sistema`, `any estrella_roja_grande`: the piles at the board's cards, all of them for the hosted zone's
    name, else those at a card of that type or word (`Selection.zone_keys`). A pile's key is made once per card and
    the word is tested as `select_fn` tests words: a card that prints it passes, one bare of it fails, with no call;
    this runs for every look at a system, many times per decision."""
    hosted, board, keys = game.settings.hosted_zone, list(game.settings.board), host_piles(game)
    if name == hosted:
        return lambda run, ctx: [keys[c] for z in board for c in run.d.zones.get(z, ())]
    words = (name,)
    codes, test = filter_codes(game, words), filter_fn(game, words)

    def piles(run: Reader, ctx: Ctx) -> list[str]:
        d = run.d
        side, tokens, zones = d.side, d.tokens, d.zones
        return [
            keys[c]
            for z in board
            for c in zones.get(z, ())
            if not codes[c] or ((codes[c] == 2 or side[c] is not None or c in tokens) and test(run, c))
        ]

    return piles


# ---------------------------------------------------------------- filters


def filter_words(given: Sequence[Any] | None) -> list[Any]:
    """A selector's words that test something (`card` and `cards` name every card)."""
    return [w for w in given or () if w not in ("card", "cards")]


def _word(word: Any) -> str:
    """A filter word; a quoted card name (`"Asteriks"`, `{"card": "Asteriks"}` in the IR) is matched by its name."""
    return str(word["card"]) if isinstance(word, dict) else word


def filter_codes(game: Game, words: list[str] | tuple[str, ...]) -> list[int]:
    """Per card, what a selector's words need of it: 0, nothing (it prints them all); 1, a side up or a token on it
    (a word it lacks is no state, facing or visibility); 2, a look at it (`matches`). Made once per game."""
    return memo(game, "filter codes", words, _make_filter_codes)


def _make_filter_codes(game: Game, given: tuple[str, ...] | list[str]) -> list[int]:
    """Made once per set of words (many selectors share theirs), each card's by set operations."""
    words = frozenset(_word(w) for w in given if w not in ("card", "cards"))
    known = game.compiled["filter codes of words"]
    codes: list[int] | None = known.get(words)
    if codes is None:
        changing = _changing(game)
        lefts = [words - d.words for d in game.of_instance]
        codes = known[words] = [0 if not left else 2 if left <= changing else 1 for left in lefts]
    return codes


def _changing(game: Game) -> frozenset[str]:
    """The words a card may match without printing them, by what it is now: a state, its facing, being seen."""
    found: frozenset[str] | None = game.compiled["changing words"].get(None)
    if found is None:
        found = game.compiled["changing words"][None] = game.state_words | {"visible", "face_up", "face_down"}
    return found


FACING = {"visible": True, "face_up": True, "face_down": False}  # the words a card's facing alone answers


def _facing(left: tuple[str, ...]) -> tuple[bool, ...] | None:
    """The facings (face up: True) words not printed on a card ask of it, when they are facing words only (both
    facings: no card matches); None when another word is left, which `Selection.matches` reads."""
    if not left or any(w not in FACING for w in left):
        return None
    return tuple(sorted({FACING[w] for w in left}))


def _make_filter(game: Game, given: tuple[str, ...] | list[str]) -> FilterFn:
    words = tuple(_word(w) for w in given if w not in ("card", "cards"))
    if not words:
        return lambda run, card: True
    defs = game.of_instance
    open_words: list[tuple[str, ...] | None] = [None] * len(defs)  # per card: the words its definition leaves open
    unmet = [False] * len(defs)  # per card: a word left open that only a side or a token on it could answer
    facing: list[tuple[bool, ...] | None] = [None] * len(defs)  # per card: the facing its open words need, if only that
    states = [False] * len(defs)  # per card: its open words are states that name no side nor facing
    single: list[str | None] = [None] * len(defs)  # per card: its one open word, when only a side or token answers it
    changing, plain_states = _changing(game), _plain_states(game)

    def test(run: Reader, card: int) -> bool:
        left = open_words[card]
        if left is None:
            printed = defs[card].words
            left = open_words[card] = tuple(w for w in words if w not in printed)
            unmet[card] = any(w not in changing for w in left)
            facing[card] = _facing(left)
            states[card] = bool(left) and all(w in plain_states for w in left)
            single[card] = left[0] if len(left) == 1 and unmet[card] else None
        if not left:
            return True
        word = single[card]
        if word is not None:  # `expand action`: its side or a token of that name (as `Selection.matches` reads it)
            if run.d.side[card] == word:
                return True
            held = run.d.tokens.get(card)
            return held is not None and held.get(word, 0) > 0
        need = facing[card]
        if need is not None:  # `face_down planet`: the card's facing answers it (as `Selection.matches` does)
            return need == (bool(run.d.face_up[card]),)
        if states[card] and card not in run.d.tokens:  # `free_card`: only its states answer (`Selection.matches`)
            for word in left:  # noqa: SIM110  (a plain loop: no generator made)
                if not run.has_state(card, word):
                    return False
            return True
        if unmet[card] and run.d.side[card] is None and not run.d.tokens.get(card):
            return False  # no side up and no token on it: a word it does not print cannot match
        return run.matches(card, left)

    return test


def _plain_states(game: Game) -> frozenset[str]:
    """The states that name no side nor facing: a card matches one only by its states (`Selection.matches`)."""
    found: frozenset[str] | None = game.compiled["plain states"].get(None)
    if found is None:
        sides = {s for d in game.of_instance for s in d.sides}
        found = game.compiled["plain states"][None] = game.state_words - sides - set(FACING)
    return found

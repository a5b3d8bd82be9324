"""What a condition reads: the zones and amounts its truth depends on, worked out once from its IR.

`when ...` abilities (objectives, the end of the game) are checked after every effect that changes the
game. Most changes cannot change most conditions: a condition that counts the planets in play areas
does not change when a player gains energy. `reads` names the zones and amounts a condition depends on,
so that the check only evaluates it again once one of them has changed (`Data.touched`); where it cannot
tell (a card's own numbers, `it`, a rule module's states), it answers None: evaluate every time. A zone each
player has, read as the checked player's own (`count(planet in hand)`), is named `hand/@`: a card drawn into
another player's hand does not change it (`own_reads` names it for each player).

`Plan` turns that round for a check: from each name to the `when` abilities that read it, so that a check after a
change looks only at the abilities the change may wake, and returns at once when it woke none. A count compared with
a number while it is false tells more (`quiet_way`): `count(cards in hand) == 0` stays false while cards only come to
the hand, so a draw needs no check at all (`Plan.loud`, `Data.loud`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import AbilityDef, Game

Reads = frozenset[str] | None

PLAIN_CONDS = {"compare", "either", "both", "negate", "more_than", "most", "has"}
PLAIN_EXPRS = {"number", "arith", "minmax", "value", "count", "total", "lookup"}
GAME_NUMBERS = {"players"}  # never change during a game
OWN = "@"  # `hand/@`: the zone of the player the condition is checked for (`hand/0` for player 0)
FIXED_PLAYERS = {None, "you", "each_player", "each_opponent", "left", "right", "neighbours"}  # fixed per check
ANY = {"card", "cards"}  # filter words that name every card
FACING_WORDS = {"visible", "face_up", "face_down"}  # filter words a card's facing answers
GAIN, LOSS = 1, 2  # `quiet_way`: a false condition stays false while cards only come to (GAIN) or leave (LOSS) a zone


class Unknown(Exception):
    """The condition reads something this analysis does not follow."""


def reads(condition: dict[str, Any], game: Game) -> Reads:
    """The zone names and amounts `condition` reads, or None if it may read anything."""
    found: set[str] = set()
    try:
        _cond(condition, game, found)
    except Unknown:
        return None
    return frozenset(found)


def _cond(node: dict[str, Any], game: Game, found: set[str]) -> None:
    kind = node.get("cond")
    if kind not in PLAIN_CONDS:
        raise Unknown
    if kind == "compare":
        _expr(node["left"], game, found)
        _expr(node["right"], game, found)
    elif kind in ("either", "both"):
        _cond(node["left"], game, found)
        _cond(node["right"], game, found)
    elif kind == "negate":
        _cond(node["arg"], game, found)
    elif kind in ("more_than", "most"):
        _players(node.get("player"), node.get("other"))
        _amount(node["name"], game, found)
    elif kind == "has":
        _players(node.get("player"))
        _cards(node["cards"], game, found, own=node.get("player") in (None, "you"))


def _expr(node: Any, game: Game, found: set[str]) -> None:
    if isinstance(node, bool | int):
        return
    kind = node.get("expr")
    if kind not in PLAIN_EXPRS:
        raise Unknown
    if kind == "arith":
        _expr(node["left"], game, found)
        _expr(node["right"], game, found)
    elif kind == "minmax":
        for arg in node["args"]:
            _expr(arg, game, found)
    elif kind == "lookup":
        _expr(node["index"], game, found)
    elif kind == "value":
        _players(node.get("of"))
        _amount(node["name"], game, found)
    elif kind == "count":
        _cards(node["of"], game, found)
    elif kind == "total":
        if node["field"] in game.card_stats:  # changed by statics in play: anything may change it
            raise Unknown
        _cards(node["of"], game, found)


def _players(*specs: Any) -> None:
    """Players named relative to the checked one; `active`, `first`, `owner` and the like change as play goes."""
    if any(spec not in FIXED_PLAYERS for spec in specs):
        raise Unknown


def _amount(name: str, game: Game, found: set[str]) -> None:
    if name in GAME_NUMBERS:
        return
    if name not in game.amounts or name in game.modified_amounts:  # a card's number, or changed by statics
        raise Unknown
    found.add(name)


def _cards(node: Any, game: Game, found: set[str], own: bool = True) -> None:
    """The zones a selector looks in; `hand/@` for the checked player's own zone of a zone each player has (when
    the selector names no other player's, and `own`: it is read for the checked player). A state the rules module's
    `card_states` hook may give a card is worked out from anything the module reads: the selector may read anything."""
    if not isinstance(node, dict) or node.get("cards") != "card_set" or node.get("where"):
        raise Unknown
    if game.hooks.card_states is not None and game.state_words & set(_words(node.get("filter"))):
        raise Unknown
    _players(node.get("owner"))
    settings = game.settings
    location = node.get("location")
    if not location:
        found.update(settings.board)
        return
    zone = location["zone"]
    _players(zone.get("of"))  # `hand of active`: whose hand changes with the turn
    kind, name = zone.get("zone"), zone.get("name", "")
    if kind == "zone_named":
        mine = own and zone.get("of") in (None, "you") and game.zones.get(name, {}).get("owner") == "player"
        found.add(f"{name}/{OWN}" if mine else name)
    elif kind in ("zone_each", "zone_any"):
        found.update((name, settings.hosted_zone, *settings.board))
    else:
        raise Unknown


def quiet_way(condition: dict[str, Any], game: Game) -> int:
    """How cards may move while `condition` is false and keep it false: `count(...) == 0`, `<` and `<=` a number
    written out while cards only come to the zones it reads (GAIN: the count only grows), `>=` and `>` while they only
    leave them (LOSS); 0 for any other condition. The count is of every card that has a selector's printed words
    (a state may be worked out from where other cards lie, a `top` card changes with the pile), where a card that
    moves comes or goes with its own side, facing and owner and changes no other card's."""
    left, number = condition.get("left"), _number(condition.get("right"))
    if condition.get("cond") != "compare" or number is None or not isinstance(left, dict):
        return 0
    if left.get("expr") != "count":
        return 0
    cards = left.get("of")
    if not isinstance(cards, dict) or cards.get("cards") != "card_set" or cards.get("where"):
        return 0
    if cards.get("quantity") not in (None, "all") or game.state_words & set(_words(cards.get("filter"))):
        return 0
    op = condition.get("op")
    if op in (">=", ">"):
        return LOSS
    return GAIN if op in ("<", "<=") or (op == "==" and number == 0) else 0


def picks(condition: dict[str, Any], game: Game) -> frozenset[int] | None:
    """The cards that may change `condition` by moving, when every selector it reads (`reads` follows it) counts only
    cards with some printed words: those whose definitions print them, or leave open only words a state, facing or
    being seen, or one of their sides, may answer (a side is often turned up or down right after a move, unchecked:
    `put_in_play`, `discard`). Any other card matches by a token on it alone (`Selection.matches`), which `Data.move`
    looks at. None: any card may (a selector with no words, a `top` card, which changes with any card put on the
    pile)."""
    found: set[int] = set()
    todo: list[Any] = [condition]
    while todo:
        node = todo.pop()
        if isinstance(node, list):
            todo.extend(node)
        elif isinstance(node, dict):
            if node.get("cards") == "card_set":
                words = {str(w["card"]) if isinstance(w, dict) else w for w in node.get("filter") or ()} - ANY
                if not words or node.get("quantity") not in (None, "all") or node.get("where"):
                    return None
                changing = game.state_words | FACING_WORDS
                found.update(c for c, d in enumerate(game.of_instance) if words - d.words - changing <= set(d.sides))
            todo.extend(node.values())
    return frozenset(found)


def bound(condition: dict[str, Any], game: Game) -> int | None:
    """The most cards one pile may keep for `condition` to hold, when it counts that pile whole and stays false while
    cards only come to it (`count(cards in hand) == 0`: none; `< 3`: two): a card leaving it, while it is false,
    leaves it false unless the pile keeps no more (`Data.move`). The count is of the pile's cards, less the card that
    watches, which lies where a move is always checked. None: no such count."""
    if quiet_way(condition, game) != GAIN:
        return None
    cards = condition["left"]["of"]
    zone = (cards.get("location") or {}).get("zone") or {}
    if set(_words(cards.get("filter"))) - ANY or cards.get("owner") or zone.get("zone") != "zone_named":
        return None
    if zone.get("of") not in (None, "you"):
        return None
    number = _number(condition["right"])
    assert number is not None  # `quiet_way` found a number written out
    return number - 1 if condition["op"] == "<" else number


def _number(node: Any) -> int | None:
    """A number written out (`compiled.constant`, which this module cannot import)."""
    if isinstance(node, int) and not isinstance(node, bool):
        return node
    return int(node["value"]) if isinstance(node, dict) and node.get("expr") == "number" else None


def _words(words: Any) -> list[str]:
    return [w for w in words or () if isinstance(w, str)]


def own_reads(names: frozenset[str], player: int) -> tuple[str, ...]:
    """What to look up in `Data.touched` for the names `reads` found, checked for `player`: `hand/@` is that
    player's hand (`hand/0`), or every hand at once (`hand/*`, a shuffle or a change told by name)."""
    found: list[str] = []
    for name in sorted(names):
        zone, _, mark = name.partition("/")
        found.extend((f"{zone}/{player}", f"{zone}/*") if mark == OWN else (name,))
    return tuple(found)


WhenKey = tuple[str, int, int]  # a `when` ability as checked: (ability key, its card or -1, the player checked for)
Entry = tuple[WhenKey, "AbilityDef", int | None, int]  # the key, the ability, its card (None: the game's), the player
Loud = tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], frozenset[tuple[str, int]], dict[str, int]]


@dataclass(frozen=True)
class Plan:
    """The `when` abilities a check looks at (`entries`) and which of them a change wakes. Each part of an entry's
    condition (`A and B`: two parts) is a bit, in the order of the entries and their parts: a name of `Data.touched`
    changed since the last check wakes the parts that read it (`wakes`, by zone: a change to `hand/0` is a change to
    `hand` too, so `hand/0` and `hand/*` are looked up only when `hand` has changed); a part that may read anything
    wakes at every change (`always`); a name of `deps` (the zone keys where the cards that watch lie, and their hosts:
    `interpreter._watch_deps`) sets the bit `moved`: the entries themselves may have changed. Made once for a set of
    cards that watch (`made_for`), not at every check. `loud` tells the zones a card may not leave or come to without
    a check, from the parts read (`names`, each part's) and which of them were false (`ways`: their `quiet_way`)."""

    entries: tuple[Entry, ...]
    wakes: tuple[tuple[str, int, tuple[tuple[str, int], ...]], ...]  # (name, its bits, (`name/...`, their bits))
    always: int
    moved: int
    made_for: Any
    first: tuple[int, ...]  # entry -> the bit index of its first part
    parts: tuple[int, ...]  # entry -> how many parts its condition has
    entry_of: tuple[int, ...]  # bit index -> its entry
    bits: tuple[int, ...]  # entry -> the bits of all its parts
    bit_list: tuple[tuple[int, ...], ...]  # entry -> the bit of each part
    names: tuple[tuple[str, ...], ...]  # bit index -> what its part reads (none: it may read anything)
    ways: tuple[int, ...]  # bit index -> its part's `quiet_way`
    deps: frozenset[str]
    picks: tuple[frozenset[int] | None, ...]  # bit index -> its part's `picks`
    bounds: tuple[int | None, ...]  # bit index -> its part's `bound`
    louds: dict[tuple[int, int], Loud] = field(default_factory=dict, compare=False)
    code: dict[str, Any] = field(default_factory=dict, compare=False)  # its written check (`interpreter.plan_check`)

    @classmethod
    def of(
        cls,
        entries: Sequence[Entry],
        reads_of: Sequence[Sequence[tuple[str, ...] | None]],
        deps: Sequence[str],
        made_for: Any,
        ways_of: Sequence[Sequence[int]] | None = None,
        picks_of: Sequence[Sequence[frozenset[int] | None]] | None = None,
        bounds_of: Sequence[Sequence[int | None]] | None = None,
    ) -> Plan:
        """The plan of `entries`, given what each part of each one's condition reads (`reads_of[entry][part]`, as
        `own_reads` names it; None: anything) and how cards may move while it is false (`ways_of`, alike; none: 0)
        and the cards it `picks` (`picks_of`, alike; none: any card) and its `bound` (`bounds_of`, alike)."""
        masks: dict[str, int] = {}
        always, first, entry_of = 0, list[int](), list[int]()
        for entry, parts in enumerate(reads_of):
            first.append(len(entry_of))
            for names in parts:
                bit = 1 << len(entry_of)
                entry_of.append(entry)
                if names is None:
                    always |= bit
                for name in names or ():
                    masks[name] = masks.get(name, 0) | bit
        moved = 1 << len(entry_of)
        for name in deps:
            masks[name] = masks.get(name, 0) | moved
        counts = tuple(len(parts) for parts in reads_of)
        bit_list = tuple(tuple(1 << (f + i) for i in range(n)) for f, n in zip(first, counts, strict=True))
        bits = tuple(sum(each) for each in bit_list)
        ways = [way for each in ways_of or () for way in each]
        picks = [pick for each in picks_of or () for pick in each]
        bounds = [b for each in bounds_of or () for b in each]
        return cls(
            tuple(entries),
            _by_zone(masks),
            always,
            moved,
            made_for,
            tuple(first),
            counts,
            tuple(entry_of),
            bits,
            bit_list,
            tuple(names or () for parts in reads_of for names in parts),
            tuple(ways) if len(ways) == len(entry_of) else (0,) * len(entry_of),
            frozenset(deps),
            tuple(picks) if len(picks) == len(entry_of) else (None,) * len(entry_of),
            tuple(bounds) if len(bounds) == len(entry_of) else (None,) * len(entry_of),
        )

    def loud(self, live: int, falses: int) -> Loud:
        """The zones (names and keys, as `Data.move` tells them) a card may not leave (first) or come to (second)
        without a check, when the parts `live` were read last, those of `falses` false: what a live part reads, but
        the way its `quiet_way` keeps it false; and where the cards that watch lie. Of those, the zones only parts
        with `picks` make so, each way (third, fourth), and each of their zones with a card these parts pick (fifth):
        another card with no token on it moves there without a check; and the piles parts with a `bound` count, with
        the most cards they may keep for one to hold (sixth, never changed): a card leaves a bigger one without a check.
        Made once per plan and pair."""
        found = self.louds.get((live, falses))
        if found is None:
            leaving, coming = set(self.deps), set(self.deps)
            picky_leaving: set[str] = set()
            picky_coming: set[str] = set()
            picked: set[tuple[str, int]] = set()
            bounds: dict[str, int] = {}
            for bit, names in enumerate(self.names):
                if live >> bit & 1:
                    way, pick = self.ways[bit] if falses >> bit & 1 else 0, self.picks[bit]
                    if pick is not None:
                        picked.update((name, card) for name in names for card in pick)
                    most = self.bounds[bit] if way == GAIN else None
                    if most is not None:  # a pile counted whole: quiet for a card leaving it while it keeps more
                        picky_leaving.update(names)
                        bounds.update((name, max(most, bounds.get(name, most))) for name in names)
                    elif way != LOSS:
                        (leaving if pick is None else picky_leaving).update(names)
                    if way != GAIN:
                        (coming if pick is None else picky_coming).update(names)
            found = self.louds[live, falses] = (
                frozenset(leaving | picky_leaving),
                frozenset(coming | picky_coming),
                frozenset(picky_leaving - leaving),
                frozenset(picky_coming - coming),
                frozenset(picked),
                bounds,
            )
        return found

    def woken(self, touched: dict[str, int], since: int) -> int:
        """The parts (bits) that a change since the version `since` may have woken, with `moved` if the cards that
        watch may have changed."""
        found = self.always
        for name, bits, keys in self.wakes:  # a plain loop: it runs at every check
            if touched.get(name, -1) > since:
                found |= bits
                for key, more in keys:
                    if touched.get(key, -1) > since:
                        found |= more
        return found

    def read(self, entry: int, held: int) -> int:
        """The bits of the parts a reading of `entry`'s condition read, when `held` of them held (all those, and the
        first that did not: `A and B` does not read B when A is false)."""
        return ((1 << min(held + 1, self.parts[entry])) - 1) << self.first[entry]


def _by_zone(masks: dict[str, int]) -> tuple[tuple[str, int, tuple[tuple[str, int], ...]], ...]:
    """`Plan.wakes`: each zone name (or amount) with its bits, and the keys under it (`hand/0`, `hand/*`), theirs."""
    found: dict[str, tuple[int, list[tuple[str, int]]]] = {}
    for name, bits in masks.items():
        zone, slash, _ = name.partition("/")
        own, keys = found.get(zone, (0, []))
        if slash:
            keys.append((name, bits))
        else:
            own |= bits
        found[zone] = (own, keys)
    return tuple((zone, own, tuple(keys)) for zone, (own, keys) in found.items())

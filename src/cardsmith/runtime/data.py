"""The mutable part of a game: where every card is, its side and facing, every counter, the generator.

Kept small and flat so that copying it (at every stable point, and for `clone()`) is cheap.
Zone keys: `table` (shared), `hand/1` (player 1's), `planet#17` (the cards played at card 17).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import filterfalse
from operator import itemgetter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .reads import Loud

DEALT = "*dealt"  # `Data.touched`'s name for cards dealt again in place (`Data.dealt`)
FIRST = "*first"  # `Data.touched`'s name for a change of the first player (no designer's name starts with `*`)
_CARD_OF = itemgetter(0)  # the card of a marker's key (card, player)


@dataclass
class Data:
    zones: dict[str, list[int]]
    loc: list[str]  # card instance -> its zone key
    side: list[str | None]
    face_up: list[bool]
    orient: list[int]
    owner: list[int]  # -1: nobody
    states: dict[int, set[str]]
    tokens: dict[int, dict[str, int]]
    markers: dict[tuple[int, int], int]  # (card, player) -> position on the card's track
    amounts: list[dict[str, int]]  # per player
    shared: dict[str, int]  # game-wide counters (`scope: game`): one value, whoever reads or changes it
    rng: random.Random
    players: int
    active: int = 0
    first: int = 0
    turn: int = 0
    round: int = 0
    order: list[int] = field(default_factory=list)  # this round's players, in the order they take turns
    position: int = 0  # whose turn it is, in `order`
    in_round: bool = False  # False between two rounds
    stage: str = "setup"  # setup, start, step, window, end
    phase: int = 0
    step: int = 0
    used: set[tuple[str, int, tuple[int, ...]]] = field(default_factory=set)  # (ability key, card, player and period)
    holding: set[tuple[str, int, int]] = field(default_factory=set)  # `when ...` abilities whose condition holds
    winners: list[int] | None = None
    over: str | None = None  # why the game ended
    rival_won: bool = False  # the game ended with `runtime.rival` ahead of every player: they all lost
    played: list[dict[str, int]] = field(default_factory=list)
    decisions: int = 0
    extra_turns: int = 0
    turns_for: list[int] = field(default_factory=list)  # players who take a turn right after this one (extra turns)
    last_played: int = -1  # the card played last (`the card just played`), -1 before any play
    next_player: int = -1  # who takes the next turn, when an effect said so (-1: the turn order says)
    seen: dict[int, set[int]] = field(default_factory=dict)  # card -> players who know it (looked, or revealed)
    extra: dict[str, Any] = field(default_factory=dict)  # a pack rules module's own (immutable) values
    sheets: list[list[int]] = field(default_factory=list)  # per player, the marks on their sheet (runtime/sheets.py)
    claims: dict[tuple[int, int], int] = field(default_factory=dict)  # (player, first-come box) -> turn marked
    sheet_face: int = 0  # the key of the sheets' layout in Game.layouts (runtime.sheet.face_by), fixed at setup
    veiled: tuple[Any, ...] | None = None  # amounts and sheets as a simultaneous step found them (never changed)
    version: int = 0  # counts changes to cards and amounts, so unchanged states are not checked again
    # the version of the last change to the cards (where they lie, how they show: all but `touch_amount`'s): the
    # cards in play, found at a later version, are still those (`Selection.active_cards`)
    placed: int = 0
    # zone name, zone key (`hand/1`) or amount -> the version it last changed at; `hand/*`: when all zones of the
    # name changed at once (a shuffle, a change told by name only), which a read of one player's zone heeds too.
    # A key's change is its name's too (`hand` changes with `hand/1`): the `when` checks look at keys after names
    touched: dict[str, int] = field(default_factory=dict)
    checked: int = -1  # the version at which `when ...` abilities were last checked
    # the names the checks of `when ...` abilities may read (`Game.check_names`), set by the run after a check that
    # left nothing to read again; a change to another name right after such a check needs none (`touch`,
    # `touch_amount`). None: it does (a check with a part to read again, a condition that may read anything, a run
    # that has not checked yet)
    watched: frozenset[str] | None = None
    # set with `watched`: the zone names and keys a card may not leave (first), or come to (second), right after such a
    # check without a check of its own (`move`; `reads.Plan.loud`), nor change in (either: `touch_card`); of those, the
    # ones that only parts picking cards by their words make so, each way, and each with a card they pick (a card they
    # do not pick moves there without a check: `_unpicked`), and the piles a false count keeps quiet while they keep
    # more cards than its bound. None: every move needs one
    loud: Loud | None = None

    def copy(self, rng_state: tuple[Any, ...] | None = None) -> Data:
        """An independent copy (a stable point, a clone). Its attribute dict is copied whole, so the numbers,
        strings and never-changed values (`veiled`) come along in one step; then every container the game
        changes in place is copied on its own. `tests/runtime/test_data_copy.py` checks that a copy shares no
        mutable container with its source, so a field added later cannot be shared by mistake. `rng_state`: this
        data's generator's state, when the caller has read it already (a stable point's, for all its replays)."""
        rng = random.Random.__new__(random.Random)  # no seeding from the system: the state is copied
        rng.setstate(self.rng.getstate() if rng_state is None else rng_state)
        return self.copy_with(rng)

    def copy_with(self, rng: random.Random) -> Data:
        """A copy, as `copy` makes it, with the generator `rng` (a new game's start: `state._fresh`)."""
        new = object.__new__(Data)
        fields = self.__dict__.copy()
        fields.update(
            zones={k: v[:] for k, v in self.zones.items()},
            loc=self.loc[:],
            side=self.side[:],
            face_up=self.face_up[:],
            orient=self.orient[:],
            owner=self.owner[:],
            states={k: set(v) for k, v in self.states.items()} if self.states else {},
            tokens={k: dict(v) for k, v in self.tokens.items()} if self.tokens else {},
            markers=self.markers.copy(),
            amounts=[a.copy() for a in self.amounts],
            shared=self.shared.copy(),
            rng=rng,
            order=self.order[:],
            used=self.used.copy(),
            holding=self.holding.copy(),
            winners=None if self.winners is None else self.winners[:],
            played=[p.copy() for p in self.played],
            turns_for=self.turns_for[:],
            seen={k: set(v) for k, v in self.seen.items()} if self.seen else {},
            extra=self.extra.copy(),
            sheets=[s[:] for s in self.sheets],
            claims=self.claims.copy(),
            touched=self.touched.copy(),
        )
        new.__dict__ = fields
        return new

    def touch(self, name: str) -> None:
        """A change to a zone told by its name (its cards, their order, or a card's side, facing, tokens, owner): every
        zone of that name may have changed (`name/*`: each player's, as well as the name)."""
        version = self.version = self.placed = self.version + 1
        touched = self.touched
        touched[name] = touched[ALL_OF[name]] = version
        if self.watched is not None and self.checked == version - 1 and name not in self.watched:
            self.checked = version  # nothing a check reads has changed since the last: it would find the same

    def touch_amount(self, name: str) -> None:
        """A change to an amount, a counter, the turn or round number, the sheets' marks: to no card, so the cards in
        play stay those found (`placed`), and no zone `name/*` changes (a name both an amount and a zone: the zone's
        cards are as they were)."""
        version = self.version = self.version + 1
        self.touched[name] = version
        if self.watched is not None and self.checked == version - 1 and name not in self.watched:
            self.checked = version

    def next_turn(self) -> bool:
        """The turn number one more, and the round's between two rounds (True: a round starts), told as `touch_amount`
        tells them, in one change (nothing reads the game between): a turn's start without a call per number."""
        self.turn += 1
        version = self.version = self.version + 1
        touched = self.touched
        touched["turn"] = version
        starts = not self.in_round
        if starts:
            self.round += 1
            touched["round"] = version
        watched = self.watched
        if watched is None or self.checked != version - 1 or "turn" in watched or (starts and "round" in watched):
            return starts
        self.checked = version  # as `touch_amount` leaves it after each
        return starts

    def dealt(self) -> None:
        """Cards were dealt again where they lie, behind the game's back (a search's world, `search.determinize`):
        what is kept of the cards in play is found again; what `when` conditions read is left as it was."""
        self.touch(DEALT)

    def touch_card(self, card: int) -> None:
        """A change to a card where it lies: its zone changes (the zone's name, and that zone itself). Right after a
        check, one that no live `when` part reads either way (`loud`, as `move` reads it) needs none."""
        key = self.loc[card]
        version = self.version = self.placed = self.version + 1
        name = NAME_OF[key]
        self.touched[name] = self.touched[key] = version
        loud = self.loud
        if loud is not None and self.checked == version - 1:
            leaving, coming = loud[0], loud[1]
            if key not in leaving and name not in leaving and key not in coming and name not in coming:
                self.checked = version

    def shuffle(self, key: str) -> None:
        """The pile `key` (made if there is none) in a random order, from the game's generator, as `Random.shuffle`
        would have put it (`shuffle_pile`); nobody knows where a card went any more."""
        pile = self.zones.setdefault(key, [])
        shuffle_pile(self.rng, pile)
        self.touch(split_key(key)[0])
        if self.seen:
            for card in pile:
                self.seen.pop(card, None)

    def move(self, card: int, key: str, top: bool = True) -> None:
        loc, zones = self.loc, self.zones
        old = loc[card]
        version = self.version = self.placed = self.version + 1  # both zones change, one version: nothing reads between
        touched = self.touched  # the zones' names, then their keys
        left, came = NAME_OF[old], NAME_OF[key]
        touched[left] = touched[came] = touched[old] = touched[key] = version
        loud = self.loud
        if (
            loud is not None
            and self.checked == version - 1
            and (
                (old not in loud[0] and left not in loud[0] and key not in loud[1] and came not in loud[1])
                or ((loud[2] or loud[3]) and self._unpicked(card, (old, left), (key, came), loud))
            )
        ):
            self.checked = version  # no `when` condition can have come to hold: the check would find the same
        if key != old and self.seen:
            self.seen.pop(card, None)  # who looked at it, or saw it revealed, loses track of it
        source = zones[old]
        if source[-1] == card:  # the top of its pile (a draw): no search through the pile
            source.pop()
        else:
            source.remove(card)
        pile = zones.get(key)
        if pile is None:
            pile = zones[key] = []
        if top:
            pile.append(card)
        else:
            pile.insert(0, card)
        loc[card] = key
        if self.states:
            self.states.pop(card, None)
        markers = self.markers
        if markers and card in map(_CARD_OF, markers):  # looked for without a loop of Python's: most cards have none
            for mark in [m for m in markers if m[0] == card]:
                del markers[mark]

    def _unpicked(self, card: int, froms: tuple[str, str], tos: tuple[str, str], loud: Loud) -> bool:
        """Whether `card`, moving from the zones `froms` to `tos`, is counted by none of the live parts that read them
        (`Plan.loud`): each is loud only by parts that pick cards by their printed words or sides, which this card
        lacks, and it has no token to answer them by (`Selection.matches`)."""
        if self.tokens.get(card):
            return False
        leaving, coming, picky_leaving, picky_coming, picked, bounds = loud
        for zone in froms:
            if zone in leaving and (zone not in picky_leaving or (zone, card) in picked):
                return False
            most = bounds.get(zone)
            if most is not None and len(self.zones.get(zone, ())) - 1 <= most:
                return False  # the pile it leaves keeps few enough for a count of it to hold
        for zone in tos:  # noqa: SIM110  (a plain loop: no generator made)
            if zone in coming and (zone not in picky_coming or (zone, card) in picked):
                return False
        return True

    def move_all(self, cards: list[int], key: str) -> None:
        """`cards` onto the top of `key` in their order, as `move` moves them one by one (the same versions, the
        same piles), without a call per card when they all come from one other pile (`move all cards from supply
        to draw_pile`)."""
        froms = set(map(self.loc.__getitem__, cards))  # without a loop of Python's: this moves whole decks
        if len(froms) != 1 or key in froms or len(set(cards)) < len(cards):
            for card in cards:
                self.move(card, key)
            return
        (old,) = froms
        self.version += len(cards)
        touched, version = self.touched, self.version  # as `move` tells them: both zones' names and keys
        self.placed = version
        touched[NAME_OF[old]] = touched[NAME_OF[key]] = touched[old] = touched[key] = version
        for card in cards if self.seen else ():
            self.seen.pop(card, None)
        source = self.zones[old]
        if len(cards) == len(source):
            source.clear()
        else:
            source[:] = filterfalse(set(cards).__contains__, source)
        self.zones.setdefault(key, []).extend(cards)
        loc = self.loc
        for card in cards:
            loc[card] = key
        for card in cards if self.states else ():
            self.states.pop(card, None)
        if self.markers:
            gone = set(cards)
            for mark in [m for m in self.markers if m[0] in gone]:
                del self.markers[mark]


def _shuffle(rng: random.Random, pile: list[Any]) -> None:
    """`rng.shuffle(pile)` as CPython's `Random.shuffle` does it, with its `_randbelow` written in the loop: the same
    draws of the generator, in the same order, without a call of Python's per card (most games start with one, and
    shuffle again when a deck runs out)."""
    bits = rng.getrandbits
    draws = _DRAWS.get(len(pile)) or _draws(len(pile))
    for i, n, k in draws:
        j = bits(k)
        while j >= n:
            j = bits(k)
        pile[i], pile[j] = pile[j], pile[i]


_DRAWS: dict[int, tuple[tuple[int, int, int], ...]] = {}  # `_shuffle`'s draws, by the size of the pile


def _draws(size: int) -> tuple[tuple[int, int, int], ...]:
    """The draws `_shuffle` makes for a pile of `size`, in their order: each place from the top down, the number
    of places it draws among, and the bits `_randbelow` draws for that number (found once per size of pile)."""
    found = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    if len(_DRAWS) < 10_000:
        _DRAWS[size] = found
    return found


def _alike() -> bool:
    """Whether `_shuffle` shuffles as this Python's `Random.shuffle` does (tried once, on piles short and long, at
    and around powers of two), so that a Python that shuffles otherwise keeps its own."""
    for size in (0, 1, 2, 3, 4, 5, 7, 8, 9, 31, 32, 33, 52, 64, 65, 100):
        mine, theirs = list(range(size)), list(range(size))
        _shuffle(random.Random(size), mine)
        random.Random(size).shuffle(theirs)
        if mine != theirs:
            return False
    return True


def _library_shuffle(rng: random.Random, pile: list[Any]) -> None:
    rng.shuffle(pile)


shuffle_pile = _shuffle if _alike() else _library_shuffle  # a pile shuffled by the game's generator (`Data.shuffle`)


def zone_key(name: str, owner: int | None = None, host: int | None = None) -> str:
    if host is not None:
        return f"{name}#{host}"
    if owner is not None:
        return f"{name}/{owner}"
    return name


class _AllOf(dict[str, str]):
    """`name/*` for a name `touch` is told: made once per name, not joined (and hashed) anew at every change."""

    def __missing__(self, name: str) -> str:
        key = name + "/*"
        if len(self) < 100_000:
            self[name] = key
        return key


ALL_OF = _AllOf()

SPLIT: dict[str, tuple[str, int | None, int | None]] = {}  # `split_key`'s answers, kept (read it where hot)


class _NameOf(dict[str, str]):
    """A zone key's name (`split_key`'s first), kept: one look-up at every move, for both of its zones."""

    def __missing__(self, key: str) -> str:
        name = split_key(key)[0]
        if len(self) < 100_000:
            self[key] = name
        return name


NAME_OF = _NameOf()


def split_key(key: str) -> tuple[str, int | None, int | None]:
    """`hand/1` -> ("hand", 1, None); `planet#17` -> ("planet", None, 17) (zone keys are few: each is split once)."""
    try:
        return SPLIT[key]  # a subscript, not `.get`: this runs at every move and every look at a card's place
    except KeyError:
        pass
    found: tuple[str, int | None, int | None]
    if "#" in key:
        name, host = key.split("#")
        found = (name, None, int(host))
    elif "/" in key:
        name, owner = key.split("/")
        found = (name, int(owner), None)
    else:
        found = (key, None, None)
    if len(SPLIT) < 100_000:
        SPLIT[key] = found
    return found

"""The contract between the engine and a pack's rules module: what the module may call, which hooks it may define.

A pack says what its data cannot in a small Python file named by `runtime.module` (a bundled pack's `rules.py`). That
file is code: `simulate`, `play`, `test`, `replay` and `deck report` run it; `check`, `print`, `search` and `deck
check` never import it. It registers its hooks explicitly, in one dict:

    HOOKS = {
        "rules": {"choose_first_player": choose_first_player},   # rules declared in game.yaml without `text`
        "advance": advance,          # (table, ctx, card, amount): `advance`/`retreat` on a card's track
        "revealed": revealed,        # (table, ctx, card): a card's effect revealed `card` onto the table
        "card_states": card_states,  # (table, card) -> set of states the card has beyond its stored ones
        "readings": readings,        # (table, card) -> [(name, seat, number)]: what the screen shows on a card
        "offered": {"place_token": can_place_token},  # (table, ctx) -> bool: whether a module rule can be done now
    }

`card_states`, `readings` and `offered` only read the game: they must change nothing (they are run as one reading,
which keeps what the statics in play reach until it ends). A rule that reads much before it changes anything (the
options it offers) may say so with `with table.reading(): ...` for the same saving.

Every hook receives a `Table`, the only door into the game it is given: the state's own generator, the piles,
the cards' fields, orientation, markers and states, amounts, moving a card or piece, and a player's choice.

The module is compiled from its source here, never imported through Python's import system: no bytecode is
written into the pack, and no bytecode shipped with it is run in place of the source a reader sees. Its import
and each call of a hook have a time limit, and anything they raise becomes a `ModuleFault`: a located error
naming the module's file and line, never a traceback.
"""

from __future__ import annotations

import atexit
import os
import random
import signal
import threading
import time
import traceback
from collections.abc import Callable, Iterator, MutableMapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import wraps
from types import FrameType, ModuleType
from typing import TYPE_CHECKING, Any

from greenlet import GreenletExit

from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.loader import read_text
from ..pack.sheet_layout import CIRCLED, CROSSED
from .data import FIRST, zone_key
from .handlers import Ctx, EndlessLoop, GameError, GameOver, NeedDecision

if TYPE_CHECKING:
    from ..pack.catalogue import Pack
    from .interpreter import Run

HOOK_NAMES = ("rules", "advance", "revealed", "card_states", "readings", "offered")
TIME_LIMIT = 10.0  # seconds the module's import, or one call of a hook, may run (docs/authoring.md)
# What the engine raises through a hook (a hook that ends the game, asks for a decision, or plays a loop): not
# the module's fault, so passed on as it is.
ENGINE_SIGNALS = (GameError, GameOver, NeedDecision, EndlessLoop)


class ModuleError(Exception):
    """A rules module that does not keep the contract (unknown hook, not callable)."""


class ModuleFault(GameError):
    """The module's own code failed (a syntax error, an exception, the time limit): said at its file and line."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.header())
        self.diagnostic = diagnostic

    def __reduce__(self) -> tuple[type[ModuleFault], tuple[Diagnostic]]:
        return ModuleFault, (self.diagnostic,)  # sent back whole from a `simulate` worker

    def in_game(self, seed: int) -> ModuleFault:
        """The same fault, saying which game it stopped (to replay it)."""
        return ModuleFault(replace(self.diagnostic, message=f"{self.diagnostic.message} (the game with seed {seed})"))


class Overtime(BaseException):
    """Raised inside module code that has run past the time limit; a BaseException, so that a module's own
    `except Exception` cannot swallow it."""


# What module code can fail with: an exception, the time limit, or `sys.exit()`, which is not the module's to
# call (Ctrl-C, and a dropped game's GreenletExit, go on as they are).
MODULE_FAILURES = (Exception, Overtime, SystemExit)


class _Clock:
    """The time limit of the module's code, for the price of one clock read per call.

    A hook runs deep inside the game loop, where a per-line trace would slow every game. Instead a call notes
    when it started (`since`), and one SIGALRM timer, armed at most once per time limit, looks at the call
    under way when it fires: past the limit, it raises `Overtime` inside it; otherwise it sets itself again for
    what is left, or, with no module code running, is not set again until the next call. A timer is per
    process (a forked `simulate` worker arms its own) and exists only in the main thread of a POSIX system;
    where another handler owns SIGALRM, no limit is set rather than break it."""

    def __init__(self) -> None:
        self.since: float | None = None  # when the module code under way started; None: none is running
        self.armed = False  # this process's timer is set (a forked child has none: `forked`)
        self.fires_at = 0.0  # when it goes off (monotonic)
        self.disarm_at_exit = False  # the timer is stopped when the process exits (registered once)

    def forked(self) -> None:
        """In a child process just forked (a `simulate` worker): no timer of the parent's goes off here."""
        self.armed = False

    def arm(self, seconds: float) -> None:
        if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
            return
        if signal.getsignal(signal.SIGALRM) not in (signal.SIG_DFL, _alarm):
            return
        signal.signal(signal.SIGALRM, _alarm)
        if not self.disarm_at_exit:  # a timer still set when Python restores SIGALRM's default, at exit, kills it
            atexit.register(_disarm)
            self.disarm_at_exit = True
        seconds = max(seconds, 0.001)
        signal.setitimer(signal.ITIMER_REAL, seconds)
        self.armed, self.fires_at = True, time.monotonic() + seconds

    def alarm(self, frame: FrameType | None) -> None:
        self.armed = False
        if self.since is None:
            return
        left = self.since + TIME_LIMIT - time.monotonic()
        if left > 0 or (frame is not None and frame.f_code in _GUARD_CODES):
            self.arm(max(left, 0.01))  # the call has just returned, and is about to stop its clock
            return
        self.arm(1.0)  # and again, while the module goes on
        raise Overtime


CLOCK = _Clock()
if hasattr(os, "register_at_fork"):  # POSIX: a child does not inherit its parent's interval timer
    os.register_at_fork(after_in_child=CLOCK.forked)


def _disarm() -> None:
    """At exit: no timer left to go off once Python has given SIGALRM back its default action (end the process)."""
    if hasattr(signal, "setitimer"):
        signal.setitimer(signal.ITIMER_REAL, 0)


def _alarm(signum: int, frame: FrameType | None) -> None:
    CLOCK.alarm(frame)


def fault(error: BaseException, shown: str, file: str, doing: str) -> ModuleFault:
    """`error`, raised by module code while `doing`, located at the module's deepest line in its traceback."""
    if isinstance(error, SyntaxError) and error.filename == file:
        line, column = error.lineno or 0, error.offset or 0
        message = f"syntax error in the rules module: {error.msg}"
    else:
        line, column = _deepest_line(error, file), 0
        if isinstance(error, Overtime):
            message = f"{doing} ran longer than {TIME_LIMIT:g} s, the time limit of a rules module's code"
        else:
            told = "".join(c if c.isprintable() else repr(c)[1:-1] for c in " ".join(str(error).split()))
            message = f"{doing} raised {type(error).__name__}" + (f": {told[:300]}" if told else "")
    hint = "the rules module is the pack's own Python code: fix it, or ask the pack's author"
    return ModuleFault(Diagnostic("E514", message, shown, line, column, hint))


def _deepest_line(error: BaseException, file: str) -> int:
    """The line of `file` nearest to where `error` was raised (0 if the traceback never passes through it)."""
    lines = [line for frame, line in traceback.walk_tb(error.__traceback__) if frame.f_code.co_filename == file]
    return lines[-1] if lines else 0


# `guarded`'s call, written out per number of arguments: a hook called with its own (`Hooks.of`) is run by a plain
# call, not by packing them (`*args, **kwargs`, a dict made each time) and a call through C, whose frames a decision
# asked inside the hook would lie under (each switch of a game's greenlet copies them)
_GUARD = """
def guard(function, shown, file, doing):
    def call({args}):
        before = CLOCK.since  # set when a hook runs another (an event its change raises): one clock for both
        if before is None:  # the clock starts (one read), the timer set if it is not or would go off too late
            now = CLOCK.since = time.monotonic()
            if not CLOCK.armed or CLOCK.fires_at > now + TIME_LIMIT:
                CLOCK.arm(TIME_LIMIT)
        try:
            result = function({args})
        except GreenletExit:
            raise  # a suspended game, dropped: its clock stopped when it was suspended (`Table.choose`)
        except BaseException as error:
            CLOCK.since = before
            if isinstance(error, MODULE_FAILURES) and not isinstance(error, ENGINE_SIGNALS):
                raise fault(error, shown, file, doing) from error
            raise
        CLOCK.since = before
        return result
    return call
"""
ANY_ARGS = -1  # `guarded`'s arity of a call with any arguments (a rule's own are given by keyword)


def _guard_of(arity: int) -> Callable[..., Callable[..., Any]]:
    """`guarded`'s maker of calls with `arity` positional arguments (`ANY_ARGS`: any), from `_GUARD` (our own
    source); its functions read this module's globals (the time limit as it is when they run)."""
    args = "*args, **kwargs" if arity == ANY_ARGS else ", ".join(f"a{i}" for i in range(arity))
    made: dict[str, Any] = {}
    exec(compile(_GUARD.format(args=args), f"<guarded call of {args}>", "exec"), globals(), made)
    return made["guard"]


_GUARDS = {arity: _guard_of(arity) for arity in (ANY_ARGS, 2, 3, 4)}


def guarded(
    function: Callable[..., Any], shown: str, file: str, doing: str, arity: int = ANY_ARGS
) -> Callable[..., Any]:
    """`function` of the module, run under the time limit, its errors made located `ModuleFault`s; called with
    `arity` positional arguments, or with any (`ANY_ARGS`)."""
    return wraps(function)(_GUARDS[arity](function, shown, file, doing))


# the codes of every guarded call: not the module's
_GUARD_CODES = frozenset(guard(print, "", "", "").__code__ for guard in _GUARDS.values())


def load_module(pack: Pack, name: str) -> ModuleType:
    """The pack's rules module `name`, compiled from its source and run (its top level) under the time limit."""
    path = (pack.root / name).resolve()
    shown = f"{pack.shown_root or pack.name}/{name}"
    if pack.root.resolve() not in path.parents or not path.is_file():
        raise GameError(f"{pack.name}: runtime.module {name!r} is not a file inside the pack")
    try:
        source = read_text(path, shown, pack.root)
    except DiagnosticError as error:
        raise ModuleFault(error.diagnostic) from None
    module = ModuleType(f"cardsmith_pack_{pack.name}")
    module.__file__ = str(path)
    try:
        code = compile(source, str(path), "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as error:  # ValueError: a NUL in the source
        raise fault(error, shown, str(path), "compiling the rules module") from None
    guarded(exec, shown, str(path), "the rules module's import")(code, module.__dict__)
    return module


@dataclass(frozen=True)
class Hooks:
    """What a rules module registered; every hook is optional."""

    rules: dict[str, Callable[..., None]] = field(default_factory=dict)
    advance: Callable[[Table, Ctx, int, int], None] | None = None
    revealed: Callable[[Table, Ctx, int], None] | None = None
    card_states: Callable[[Table, int], set[str]] | None = None
    # Numbers a player watches on a card, each a declared name, the seat it concerns and its value (the totals
    # of an album's halves): shown by `play`, never read by the rules.
    readings: Callable[[Table, int], list[tuple[str, int, int]]] | None = None
    offered: dict[str, Callable[..., bool]] = field(default_factory=dict)  # rule -> can it be done now

    @classmethod
    def of(cls, module: ModuleType | None, where: str) -> Hooks:
        """The hooks a module registers in its `HOOKS` dict (none for no module), each run by `guarded`."""
        if module is None:
            return cls()
        registered = getattr(module, "HOOKS", None)
        if not isinstance(registered, dict):
            raise ModuleError(f"{where}: a rules module registers its hooks in a dict named HOOKS")
        unknown = sorted(set(registered) - set(HOOK_NAMES))
        if unknown:
            raise ModuleError(f"{where}: unknown hook {', '.join(unknown)} in HOOKS (hooks: {', '.join(HOOK_NAMES)})")
        rules = registered.get("rules", {})
        if not isinstance(rules, dict) or not all(callable(f) for f in rules.values()):
            raise ModuleError(f"{where}: HOOKS['rules'] maps rule names to functions")
        offered = registered.get("offered", {})
        if not isinstance(offered, dict) or not all(callable(f) and n in rules for n, f in offered.items()):
            raise ModuleError(f"{where}: HOOKS['offered'] maps names of the module's rules to functions")
        for name in HOOK_NAMES[1:-1]:
            if registered.get(name) is not None and not callable(registered[name]):
                raise ModuleError(f"{where}: HOOKS[{name!r}] is not a function")
        file = str(module.__file__)

        def run(function: Any, doing: str, arity: int = ANY_ARGS) -> Any:
            return None if function is None else guarded(function, where, file, doing, arity)

        def read(function: Any, doing: str) -> Any:
            return None if function is None else reading(run(function, doing, 2))

        return cls(
            {name: run(f, f"rule {name!r}") for name, f in rules.items()},  # (table, ctx, **its parameters)
            run(registered.get("advance"), "hook 'advance'", 4),
            run(registered.get("revealed"), "hook 'revealed'", 3),
            read(registered.get("card_states"), "hook 'card_states'"),
            read(registered.get("readings"), "hook 'readings'"),
            {name: read(f, f"hook 'offered' of rule {name!r}") for name, f in offered.items()},
        )


def reading(hook: Callable[..., Any]) -> Callable[..., Any]:
    """A hook that only reads the game (`card_states`, `readings`, `offered`), run as one reading
    (`Values.read_alone`, written out: a hook asked of every card a filter tests): what the statics in play reach
    is selected once for the whole hook, not at every card it looks at. Such a hook must change nothing (the
    contract says so)."""

    @wraps(hook)
    def read(table: Table, arg: Any) -> Any:  # each such hook is given the table and one thing (`Hooks`)
        run = table._run
        if run.held is not None or not run.g.statics_reached:
            return hook(table, arg)
        run.held = {}
        try:
            return hook(table, arg)
        finally:
            run.held = None

    return read


MODULE_CHANGE = "*module"  # `Data.touched`'s name for a write to the module's values (as `Data.FIRST`)


class ModuleValues(MutableMapping[str, Any]):
    """`Table.values`: the module's own values (`Data.extra`), read as a dict; each write is a change to the game, as
    a move or a gain is, so that a check after it does not take the game as unchanged (a `card_states` hook that
    reads a value makes the cards' states change with it)."""

    def __init__(self, run: Run):
        self._run = run
        self._values = run.d.extra

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self._values.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._values

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __setitem__(self, key: str, value: Any) -> None:
        self._values[key] = value
        self._run.d.touch_amount(MODULE_CHANGE)

    def __delitem__(self, key: str) -> None:
        del self._values[key]
        self._run.d.touch_amount(MODULE_CHANGE)

    def __repr__(self) -> str:
        return repr(self._values)


class Table:
    """The game as a rules module sees it: read what it needs, change what its hook is for, ask a player."""

    def __init__(self, run: Run):
        self._run = run
        self._values: ModuleValues | None = None

    # ------------------------------------------------------------ the game
    @property
    def players(self) -> int:
        return self._run.d.players

    @property
    def active(self) -> int:
        return self._run.d.active

    @property
    def first(self) -> int:
        return self._run.d.first

    def set_first(self, player: int) -> None:
        """Make `player` the first player (and the active one): e.g. drawn at random during setup. A change to the
        game as any other: the next check looks at the conditions again."""
        self._run.d.first = self._run.d.active = player
        self._run.d.touch_amount(FIRST)

    @property
    def random(self) -> random.Random:
        """The state's own seeded generator: the only source of chance a module may use."""
        return self._run.d.rng

    @property
    def values(self) -> ModuleValues:
        """The module's own values, kept in the state (copied with it, replayed with it). Writing one is a change to
        the game; a value changed in place (a list appended to) is not seen as one: store a new value."""
        view = self._values
        if view is None or view._values is not self._run.d.extra:  # a view per dict of values: made again after a copy
            view = self._values = ModuleValues(self._run)
        return view

    @contextmanager
    def reading(self) -> Iterator[None]:
        """A block of the module's code that only reads the game (a rule working out the options it offers): what
        the statics in play reach (a `forbid`, a `modify ... of`) is selected once for the whole block. Nothing may
        change the game inside it: no move, gain or choice."""
        run = self._run
        if run.held is not None:
            yield
            return
        run.held = {}
        try:
            yield
        finally:
            run.held = None

    # ------------------------------------------------------------ cards
    def pile(self, zone: str) -> list[int]:
        """The cards of a zone (`table`, `hand/0`, `planet#17`), bottom first."""
        return list(self._run.pile(zone))

    def zone_of(self, card: int) -> str:
        return self._run.d.loc[card]

    def owner(self, card: int) -> int:
        return self._run.d.owner[card]

    def fields(self, card: int) -> dict[str, Any]:
        return self._run.g.of_instance[card].fields

    def name(self, card: int) -> str:
        return self._run.card_name(card)

    def orientation(self, card: int) -> int:
        return self._run.d.orient[card]

    def set_orientation(self, card: int, value: int) -> None:
        self._run.d.orient[card] = value
        self._run.d.touch_card(card)

    def marker(self, card: int, player: int) -> int:
        """Where `player`'s marker is on `card`'s track (0: not placed)."""
        return self._run.d.markers.get((card, player), 0)

    def set_marker(self, card: int, player: int, position: int) -> None:
        self._run.d.markers[(card, player)] = position
        self._run.d.touch_card(card)

    def states(self, card: int) -> set[str]:
        """The states stored on a card (not those a `card_states` hook adds)."""
        return set(self._run.d.states.get(card, ()))

    def add_state(self, card: int, state: str) -> None:
        self._run.d.states.setdefault(card, set()).add(state)
        self._run.d.touch_card(card)

    def release(self, card: int) -> None:
        """The card belongs to nobody from now on: for a pack whose cards belong to whoever has pieces on them,
        once the last piece has left (no effect gives a card to nobody where it lies)."""
        self._run.d.owner[card] = -1
        self._run.d.touch_card(card)

    # ------------------------------------------------------------ players
    def gain(self, player: int, name: str, amount: int) -> int:
        """Change an amount within its bounds (events fire as for any gain); returns the change made."""
        return self._run.add(player, name, amount)

    def choose(self, player: int, prompt: str, labels: list[str], secret: bool = False) -> int:
        """A decision of `player`: the index of the label chosen. The time a player takes (a person at `play`)
        is not the module's: the clock stops meanwhile, and the hook's time starts again after. A `secret`
        answer (a card put face down) is not shown to the other players at the terminal."""
        before, CLOCK.since = CLOCK.since, None
        try:
            index = self._run.choose(player, prompt, labels, secret=secret)
        except GreenletExit:
            raise  # the game was dropped while it waited: no module code of it runs any more
        except BaseException:
            CLOCK.since = None if before is None else time.monotonic()
            raise
        CLOCK.since = None if before is None else time.monotonic()
        return index

    def amount(self, player: int, name: str) -> int:
        """A resource or counter as the rules read it: with the statics in play (`modify`) applied."""
        return self._run.value(name, player, Ctx(player))

    def stat(self, card: int, name: str) -> int:
        """A card's number as the rules read it: with the statics in play (`modify ... of`) applied."""
        return self._run.stat(card, name)

    def words(self, card: int) -> frozenset[str]:
        """The filter words a card (or a piece) always matches: its type or kind, id and name."""
        return self._run.g.of_instance[card].words

    def rule(self, name: str, player: int) -> None:
        """Run one of the pack's rules (its text, or its hook) for `player`, as `rule NAME` does."""
        self._run.rule(name, [], Ctx(player))

    # ------------------------------------------------------------ the players' sheets (runtime/sheets.py)
    def sheet_fits(self, player: int, words: list[str], value: int) -> list[str]:
        """The boxes of `player`'s sheet with these words where `value` may be written (their ids)."""
        return [b.id for b in self._run.sheet(player).writable(words, value)]

    def sheet_boxes(self, player: int, words: list[str]) -> list[str]:
        """The ids of the boxes of `player`'s sheet with these words, in the states named among them
        (`["circled", "pump"]`): what a rule counts or looks through."""
        return [b.id for b in self._run.sheet(player).selected(words)]

    def box_words(self, box: str) -> frozenset[str]:
        """The words of a box of this game's sheets, by id: its zone, area and the words the pack gave it (a
        rule finds what lies beside the box a number went in by the words they share)."""
        found = self._run.layout.by_id.get(box)
        return found.words if found else frozenset()

    def sheet_write(self, player: int, words: list[str], value: int) -> str:
        """`player` writes `value` in a box of those words where it may go, of their choice, as `write` does
        (events and bonuses included): the id of the box written ("" when none may take it)."""
        boxes = self._run.sheet(player).writable(words, value)
        if not boxes:
            return ""
        box = boxes[self.choose(player, f"write {value} in which box?", [b.id for b in boxes])]
        self._run.sheet_write(player, [box.id], value)
        return box.id

    def sheet_mark(self, player: int, words: list[str], verb: str) -> str:
        """`player` crosses (`verb` "cross") or circles ("circle") a box of those words, of their choice, as
        `cross` and `circle` do: the id of the box marked ("" when none may be)."""
        sheet = self._run.sheet(player)
        boxes = sheet.markable(words, CROSSED if verb == "cross" else CIRCLED)
        if not boxes:
            return ""
        box = boxes[self.choose(player, f"{verb} which box?", [b.id for b in boxes])]
        self._run.sheet_mark(player, [box.id], verb)
        return box.id

    def sheet_divide(self, player: int, words: list[str]) -> str:
        """`player` draws a line after a box of those words, of their choice (not the last of its zone, not
        one already divided): the zone is split there, each part numbered on its own. The box's id ("" none)."""
        sheet = self._run.sheet(player)
        zones = self._run.layout.zones
        boxes = [
            b
            for b in sheet.selected(words)
            if not b.symbol and b.index != zones[b.zone].boxes[-1] and not sheet.state(b.index, "divided")
        ]
        if not boxes:
            return ""
        box = boxes[self.choose(player, "draw a line after which box?", [b.id for b in boxes])]
        sheet.divide(box)
        self._run.d.touch_amount("sheet")
        self._run.refresh_readings([player])
        return box.id

    def box_value(self, box: str) -> int:
        """The value printed in a box of this game's sheets (0 for none): a reserve's, a multiplier's."""
        found = self._run.layout.by_id.get(box)
        return (found.value or 0) if found else 0

    @property
    def turn(self) -> int:
        """The number of the turn being played (a bonus claimed first: who else claimed it this same turn)."""
        return self._run.d.turn

    def sheet_text(self, player: int) -> str:
        """`player`'s sheet as text, a zone a line."""
        return self._run.sheet(player).show()

    # ------------------------------------------------------------ moving
    def zone(self, name: str, player: int | None = None, host: int | None = None) -> str:
        """The key of a zone: a shared zone by name, a player's (`player`), or the pile at a card (`host`)."""
        return zone_key(name, player, host)

    def move(self, card: int, zone: str, face_up: bool | None = None) -> bool:
        """Move a card (or a piece) to a zone key, as `move` does: a full zone refuses it (False)."""
        return self._run.move(card, zone, face_up)

    # ------------------------------------------------------------ playing (added for packs whose turn is a rule)
    def face_up(self, card: int) -> bool:
        """Whether a card lies face up (a knocked-out card lies face down, in place)."""
        return self._run.d.face_up[card]

    def may_play(self, player: int, card: int, host: int | None) -> bool:
        """Whether `player` may play `card` at `host`: its requirements, `to play:` costs and the forbids in play."""
        return self._run.may_play(player, card, host)

    def play(self, player: int, card: int, host: int | None) -> bool:
        """Play a card at a host card as the `play` effect does: its costs, entry and `on play` abilities, events."""
        return self._run.play_card(player, card, host)

    def discard(self, card: int) -> bool:
        """Put a card on its discard pile as the `discard` effect does (its tokens go back to the supply); False when
        the pile is full (the card stays as it was)."""
        return self._run.discard(card)

    def tokens(self, card: int) -> dict[str, int]:
        """The tokens lying on a card."""
        return dict(self._run.d.tokens.get(card, {}))

    def trigger(self, event: str, card: int, player: int) -> None:
        """Run the `on EVENT` abilities of `card` for `player`, wherever the card lies (an album's `on capture`)."""
        self._run.own_event(event, card, player, None)

    def run_entry(self, card: int, player: int) -> None:
        """Run a card's entry and `on play` abilities again for `player` (an ability activated a second time)."""
        self._run.enter(card, player)

    def set_next(self, player: int) -> None:
        """`player` takes the next turn; the turn order goes on from them (as the `next_turn` effect)."""
        self._run.d.next_player = player

    def win(self, players: list[int], why: str) -> None:
        """End the game now: these players win (nothing after it runs)."""
        self._run.win(players, why)

    def forbids(self, thing: str, card: int) -> bool:
        """Whether a `forbid` in play stops `thing` (a token's name) from going onto `card`."""
        return self._run.forbids(thing, card)

    def attach(self, card: int, token: str, amount: int = 1) -> None:
        """Put tokens on a card (as `attach` does, without its forbid check: ask `forbids` first)."""
        tokens = self._run.d.tokens.setdefault(card, {})
        tokens[token] = tokens.get(token, 0) + amount
        self._run.d.touch_card(card)

    def knock_out(self, card: int, player: int) -> None:
        """Turn a card face down where it lies, as `knock out` does (raising `knockout` for `player`)."""
        self._turn(card, player, False, "knockout")

    def revive(self, card: int, player: int) -> None:
        """Turn a knocked-out card face up, as `revive` does: none of its abilities runs (raising `revive`)."""
        self._turn(card, player, True, "revive")

    def _turn(self, card: int, player: int, face_up: bool, event: str) -> None:
        self._run.turn_in_place(card, face_up)
        self._run.emit(event, player, card, self._run.host_of(card))

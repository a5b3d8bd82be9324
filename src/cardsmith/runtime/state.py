"""The game state, with OpenSpiel's API: legal_actions, apply, returns, clone, observation.

A game runs as a continuation: the interpreter plays on until an effect needs a decision, then the run
is suspended where it stands (a greenlet) and `apply` resumes it with the action, so nothing is played
twice. What a state *is* stays plain data: the seed, the actions taken, and, once the state has been
cloned, the data at a stable point (the start of a stage) with the choices made since. Stable points are
counted at every stage but copied only when a clone needs the current one (`_catch_up`). A clone is that
data: it resumes lazily, replaying those few choices on a copy, the first time it is read or played. A
look-ahead that only reads the state after one action `peek`s: no greenlet is made for it. Actions are
indices into `legal_actions()`; each also has a stable, readable label.
"""

from __future__ import annotations

import contextlib
import random
import weakref
from collections.abc import Callable
from typing import Any

from greenlet import GreenletExit, getcurrent, greenlet

from .. import __version__
from .codegen import enabled
from .compiled import expr_fn
from .data import Data, split_key
from .flow import play, run_plan
from .game import Game, GameError
from .interpreter import Ctx, Decision, GameOver, Run
from .sheets import Sheets

TERMINAL = -4  # OpenSpiel's kTerminalPlayerId


class IllegalAction(GameError):
    pass


class _Peeked(GreenletExit):
    """Ends a peek's run at its first decision (`State.peek`). A `GreenletExit`, so that everything that lets a
    dropped game's run unwind (a rules module's guarded calls) lets this one unwind the same way."""


def _fresh(game: Game, seed: int, players: int, options: dict[str, int] | None = None) -> Data:
    """The data a game starts from: a copy of the start that every seed shares (made once per game, number of
    players and options: `_start_of`), with the generator seeded."""
    key = players if not options else (players, *sorted(options.items()))
    starts = game.compiled["starts"]
    start = starts.get(key)
    if start is None:
        start = starts[key] = _start_of(game, players, options)
    return start.copy_with(random.Random(seed))


def _start_of(game: Game, players: int, options: dict[str, int] | None) -> Data:
    """Every card in the supply, every counter at its start, blank sheets (never played on: only copied)."""
    n = len(game.instances)
    supply = game.settings.supply
    data = Data(
        zones={supply: list(range(n))},
        loc=[supply] * n,
        side=[None] * n,
        face_up=[True] * n,
        orient=[0] * n,
        owner=[-1] * n,
        states={},
        tokens={},
        markers={},
        amounts=[
            {name: start for name, (_, _, start) in game.amounts.items() if name not in game.shared}
            for _ in range(players)
        ],
        shared={name: _option(game, name, (options or {}).get(name)) for name in game.shared},
        rng=random.Random(0),
        players=players,
        played=[{} for _ in range(players)],
    )
    if game.sheet is not None:
        data.sheet_face = _face(game, data)
        data.sheets = [game.layouts[data.sheet_face].blank() for _ in range(players)]
    return data


def _face(game: Game, data: Data) -> int:
    """Which layout the sheets have: the value of the `runtime.sheet.face_by` option (0 for a sheet of one face)."""
    counter = game.settings.sheet.get("face_by")
    if not counter:
        return 0
    value = data.shared.get(str(counter), 0)
    if value not in game.layouts:
        faces = ", ".join(str(v) for v in sorted(game.layouts))
        raise GameError(f"{game.pack.name}: runtime.sheet.faces has no face for {counter}={value} (faces: {faces})")
    return value


def _option(game: Game, name: str, chosen: int | None) -> int:
    """A game-wide counter's start: its `start`, or the value a command chose (`--option`), within its bounds."""
    lo, hi, start = game.amounts[name]
    return start if chosen is None else max(lo, min(hi, int(chosen)))


# The run of a game lives in a greenlet whose stack holds what it uses. It refers to its state only weakly, so that
# a state nobody holds any more (a search's thousands of clones) is freed with its suspended run: a strong
# reference from the stack back to the state would make a cycle the collector cannot see into, and never free.


def _drive(owner: weakref.ref[State], keep_base: bool) -> None:
    """The game, played on until it ends (run inside the greenlet; suspended in `_ask`)."""
    state = owner()
    assert state is not None and state._view is not None
    d, game = state._view, state.game
    run = Run(game, d, _asker(owner))
    if keep_base and state._checks is not None:
        run.keep_checks(state._checks)  # the replay knows what the original's checks knew at its stable point
    del state
    first, flow = True, run_plan(run)
    while d.over is None:
        state = owner()
        if state is None:
            return
        snapshots = state.snapshots
        if snapshots and not keep_base:
            _stage(state, d, run, first)
        del state
        keep_base = first = False
        try:
            if snapshots or flow.turn is None or d.stage != "start" or not enabled():
                play(run, snapshots)  # a stage, or with no stable point kept, on to the next turn
                continue
            flow.turn(run, flow, owner)  # `play` of whole written turns, inline, while no stable point is kept
        except GameOver:  # the game has ended: `d.over` says why (a plain `try`: cheaper than `suppress`)
            run.new_stage()  # a stage cut short: what it pushed is emptied (a written turn resets only the count)
    state = owner()
    if state is not None:
        state.pending = None


KEEP_EVERY = 16  # a stable point is copied at least every so many stages, so that catching up replays few


def _stage(state: State, d: Data, run: Run, first: bool) -> None:
    """A stable point reached. Most stages ask nothing and are never cloned at, so their copy would be thrown away:
    the point is only counted (`_since`), and the copy is taken later, when a clone or `base` needs it, by replaying
    from the last one kept (`State._catch_up`). It is copied now at a run's first stage, when none is kept yet, or
    when `_keep_at` stages have passed since the last (a catching-up replay stops there)."""
    if first or state._base is None or state._since + 1 >= state._keep_at:
        (_reached if state._catching else _keep)(state, d, run)
    else:
        state._since += 1


def _keep(state: State, d: Data, run: Run) -> None:
    """A stable point of `state`: a copy of the data as it is, what the checks know, and the generator's state, read
    once for the copy and for every replay from it (reading it costs as much as the rest of the copy)."""
    rng = d.rng.getstate()
    state.base, state.tape = d.copy(rng), []
    state._checks, state._rng = run.checks_kept(), rng


def _reached(state: State, d: Data, run: Run) -> None:
    """The stage a catching-up replay was after (`State._catch_up`): the data as it stands is that stable point,
    taken as it is (nothing will change it: the replay stops here), and the choices not replayed yet are the tape
    since."""
    state.base, state.tape = d, state._replay[state._replayed :]
    state._checks, state._rng = run.checks_kept(), d.rng.getstate()
    raise _Peeked


def _asker(owner: weakref.ref[State]) -> Callable[[Decision], int]:
    """How the run of the state `owner` refers to asks its decisions (`_ask`): a function of Python's, which the run
    calls as Python calls Python; a `functools.partial` is called through C, with one more C frame on the run's
    stack, which is copied at every switch."""

    def _ask(decision: Decision) -> int:
        """A decision of the running game: from the replay while it lasts, else suspend until `apply` answers (and
        writes the answer on the tape, as this does for a choice replayed)."""
        state = owner()
        assert state is not None
        if state._replayed >= len(state._replay):
            state.pending = decision
            if state._peeking:  # a peek stops here: the state is read as it stands, and replays if played on
                raise _Peeked
            caller = state._caller
            assert caller is not None
            del state  # not held while suspended: a state dropped meanwhile ends this run (GreenletExit)
            index: int = caller.switch()
            return index
        index = state._replay[state._replayed]
        state._replayed += 1
        if not 0 <= index < len(decision.labels):
            raise GameError(f"action {index} is not one of the {len(decision.labels)} legal actions")
        if state.snapshots:
            state.tape.append(index)
        return index

    return _ask


def _value_terms(game: Game) -> list[tuple[Any, float]]:
    """`runtime.value`'s terms as their closures (`compiled.expr_fn`) with their weights, in their order: found
    once per game, not term by term at each of the bots' thousands of readings."""
    terms = game.compiled["value terms"].get(None)
    if terms is None:
        terms = game.compiled["value terms"][None] = [(expr_fn(game, term), weight) for term, weight in game.value]
    return terms


class State:
    def __init__(self, game: Game, seed: int, config: dict[str, Any], snapshots: bool = False):
        self.game = game
        self.seed = seed
        self.config = config
        self.history: list[str] = []  # the labels of the actions taken: the replay
        self.actions: list[int] = []  # the same actions, as indices
        self.pending: Decision | None = None
        self.snapshots = snapshots  # keep `base` and `tape` at every stable point (on once a state is cloned)
        self._base: Data | None = None  # the data at the last stable point, when snapshots are kept (`base`)
        self._shared = False  # `_base` is also a clone's (or its original's): copied before it is handed out
        self._checks: tuple[Any, ...] | None = None  # what the run's checks knew at `_base` (`Run.checks_kept`)
        self._rng: tuple[Any, ...] | None = None  # `_base`'s generator's state, read once for all its replays
        self.tape: list[int] = []  # the choices made since `base`
        self._view: Data | None = None  # the live data; None in a clone not yet resumed
        self._runner: greenlet | None = None
        self._caller: greenlet | None = None  # `_runner`'s parent, where a decision suspends the run to (`_switch`)
        self._replay: list[int] = []
        self._replayed = 0
        self._peeking = False  # run without a greenlet, to stop at the first decision (`peek`)
        self._since = 0  # the stages started since `_base` was kept: it is the current stage's start when 0
        self._keep_at = KEEP_EVERY  # the stages after which a stable point is copied whatever (`_stage`)
        self._catching = False  # a replay that stops at the stable point `_keep_at` stages on (`_catch_up`)

    # ------------------------------------------------------------ creation and running

    @classmethod
    def new(
        cls,
        game: Game,
        seed: int = 0,
        players: int | None = None,
        snapshots: bool = False,
        options: dict[str, int] | None = None,
    ) -> State:
        players = game.min_players if players is None else players
        if not game.min_players <= players <= game.max_players:
            raise GameError(f"{game.pack.name} is for {game.min_players}-{game.max_players} players, not {players}")
        unknown = sorted(set(options or {}) - set(game.settings.options))
        if unknown:
            raise GameError(
                f"{game.pack.name} has no option {', '.join(unknown)} (runtime.options: "
                f"{', '.join(game.settings.options) or 'none'})"
            )
        config: dict[str, Any] = {"players": players, **({"options": dict(options)} if options else {})}
        state = cls(game, seed, config, snapshots)
        state._start(_fresh(game, seed, players, options), [])
        return state

    @property
    def base(self) -> Data | None:
        """The data at the last stable point (a scenario's `given` changes it). A clone shares its original's until
        either hands it out here: then that one gets its own copy, so a change to it never shows in the other."""
        self._catch_up()
        if self._shared and self._base is not None:
            self._base, self._shared = self._base.copy(), False
        self._checks = self._rng = None  # whoever is handed the stable point may change it: what was kept may not fit
        return self._base

    @base.setter
    def base(self, data: Data | None) -> None:
        self._base, self._shared, self._checks, self._rng, self._since = data, False, None, None, 0

    @property
    def view(self) -> Data:
        """The game's data as it stands now."""
        if self._view is None:
            self._resume()
        assert self._view is not None
        return self._view

    def restart(self, base: Data) -> None:
        """Plays on from `base` as a new stable point, forgetting the actions taken (a scenario's given state)."""
        self.history, self.actions, self.tape = [], [], []
        self.base = base if self.snapshots else None
        self._start(base.copy() if self.snapshots else base, [])

    def _resume(self, then: tuple[int, ...] = (), peek: bool = False) -> None:
        """Rebuilds the suspended run of a clone: the choices since the stable point, replayed on a copy of it (or
        the whole game from its seed, when the state it was cloned from kept no stable point), and the actions
        `then` after them (already in `actions`, which a replay from the seed replays)."""
        if self._base is not None:  # read only here: a base shared with another state is not copied for it
            self._start(self._base.copy(self._rng), self.tape + list(then), keep_base=True, peek=peek)
        else:
            players, options = int(self.config["players"]), self.config.get("options")
            self._start(_fresh(self.game, self.seed, players, options), self.actions, peek=peek)

    def _start(self, data: Data, replay: list[int], keep_base: bool = False, peek: bool = False) -> None:
        self._view, self._replay, self._replayed = data, list(replay), 0
        self.tape = []
        if peek:
            self._peek(keep_base)
            return
        self._runner = greenlet(_drive)
        self._switch(weakref.ref(self), keep_base)

    def _peek(self, keep_base: bool) -> None:
        """Runs the game in the caller's greenlet until its first decision not replayed, then unwinds the run there
        (`_Peeked`) rather than suspending it: the data stays as the decision found it. With no stable point kept
        meanwhile (a peeked state keeps none), the choices since its stable point are the whole replay: its tape."""
        self._peeking = True
        try:
            _drive(weakref.ref(self), keep_base)
        except _Peeked:
            if not self.snapshots:  # with them kept, `_ask` wrote the tape since the last one
                self.tape = self._replay
        finally:
            self._peeking = False

    def _switch(self, *args: Any) -> None:
        """Runs the game on until its next decision, or its end (then `_drive` has left no decision pending). The
        run comes back to its parent, the caller: it is kept as `_caller` too, read at every decision without asking
        the greenlet (an attribute of a greenlet costs as much as a call)."""
        runner = self._runner
        assert runner is not None
        runner.parent = self._caller = getcurrent()
        runner.switch(*args)
        if self.pending is None:
            self._runner = None

    # ------------------------------------------------------------ OpenSpiel's API

    @property
    def current_player(self) -> int:
        return TERMINAL if self.pending is None else self.pending.player

    def is_terminal(self) -> bool:
        return self.pending is None

    def legal_actions(self) -> list[int]:
        pending = self.pending
        return [] if pending is None else list(range(len(pending.labels)))

    def action_labels(self) -> list[str]:
        return [] if self.pending is None else list(self.pending.labels)

    def action_to_string(self, action: int) -> str:
        return self.action_labels()[action]

    def prompt(self) -> str:
        return "" if self.pending is None else self.pending.prompt

    def apply(self, action: int | str) -> None:
        pending = self.pending
        if type(action) is int and pending is not None and 0 <= action < len(pending.labels):
            self.history.append(pending.labels[action])  # `_take` of a legal index, inline: this runs at every decision
            self.actions.append(action)
        else:
            action = self._take(action)
        runner = self._runner
        if runner is None:  # a clone not resumed yet: its replay plays the action too, without a pause before it
            self._resume((action,))
            return
        if self.snapshots:
            self.tape.append(action)  # `_ask` answers with it: the choices since the stable point
        caller = getcurrent()  # `_switch`, inline: this runs at every decision
        if caller is not self._caller:
            runner.parent = self._caller = caller
        runner.switch(action)
        if self.pending is None:
            self._runner = None

    def _take(self, action: int | str) -> int:
        """`action` checked, as an index, and written down in `history` and `actions`."""
        labels = () if self.pending is None else self.pending.labels  # read, not copied: this runs at every decision
        if isinstance(action, str):
            if action not in labels:
                raise IllegalAction(f"{action!r} is not a legal action; legal: {', '.join(labels) or 'none'}")
            action = labels.index(action)
        if not 0 <= action < len(labels):
            raise IllegalAction(f"action {action} is not legal: there are {len(labels)} legal actions")
        self.history.append(labels[action])
        self.actions.append(action)
        return action

    def peek(self, action: int | str) -> State:
        """A clone with `action` applied, meant to be read (a greedy look-ahead's `value`, `returns`) and dropped.
        Its run goes on to the next decision in the caller's greenlet and is unwound there: no greenlet is made for
        it, nor unwound when it is dropped, and it keeps no stable points. It can still be played on: its first
        `apply` replays from its stable point, as a clone's does, and from then on it runs as any state."""
        after = self.clone()
        after.snapshots = False
        action = after._take(action)
        after._resume((action,), peek=True)
        return after

    def returns(self) -> list[float]:
        """Each player's result, as the pack's `runtime.returns` declares: `win` (+1 a winner, -1 the others,
        0 for all when nobody won), `score` (the score counter), or `rank` (from +1 first to -1 last, ties
        shared)."""
        players = range(self.view.players)
        if self.game.settings.returns == "win":
            winners = self.view.winners or []
            if not winners:  # a draw, or a game cut off; every player lost when the pack's rival beat them all
                return [-1.0 if self.view.rival_won else 0.0] * len(players)
            return [1.0 if p in winners else -1.0 for p in players]
        run = Run(self.game, self.view)
        scores = [run.value(self.game.settings.score, p, Ctx(p)) for p in players]
        if self.game.settings.returns == "score":
            return [float(s) for s in scores]
        if len(scores) < 2:
            return [0.0] * len(scores)
        beaten = [sum(s > o for o in scores) - sum(s < o for o in scores) for s in scores]
        return [b / (len(scores) - 1) for b in beaten]

    def clone(self) -> State:
        """A state that plays on independently: the stable point and the choices since (it resumes when first read
        or played). From the first clone on, this state keeps its stable points, so later clones are cheap."""
        copy = State(self.game, self.seed, self.config, snapshots=True)
        copy.history, copy.actions, copy.pending = self.history[:], self.actions[:], self.pending
        if self.pending is None:
            copy._view = self.view.copy()
        elif self._base is not None:  # shared until one of the two hands it out (`base`): most clones never do
            self._catch_up()
            copy._base, copy.tape, copy._checks, copy._rng = self._base, self.tape[:], self._checks, self._rng
            copy._shared = self._shared = True
        self.snapshots = True
        return copy

    def _catch_up(self) -> None:
        """The stable point at the start of the current stage, taken now if it was only counted (`_stage`): a
        state with no run of its own replays from the last one kept, with the choices since, and keeps one when
        it has started as many stages as this state has since (`_keep_at`), and stops there (`_reached`, as `peek`
        stops: no greenlet). The replay plays exactly the same game, so what it keeps is what this state would
        have kept there."""
        if not self._since or self._base is None:
            return
        again = State(self.game, self.seed, self.config, snapshots=True)
        again._base, again._checks, again._rng, again._keep_at = self._base, self._checks, self._rng, self._since
        again._catching = True
        again._start(self._base.copy(self._rng), self.tape, keep_base=True, peek=True)
        assert again._since == 0 and again._base is not self._base
        self._base, self._checks, self._rng, self.tape = again._base, again._checks, again._rng, again.tape
        self._since, self._shared = 0, False

    @property
    def winners(self) -> list[int]:
        return list(self.view.winners or [])

    def value(self, player: int) -> float:
        """The pack's `runtime.value`: a weighted sum of amounts and counts, what the greedy agent maximises.
        With `runtime.value_scored` the terms are read as if the game ended now (`scored_view`), so that a pack
        whose points come only from its end-of-game scoring can weight the score itself."""
        return self.values([player])[0]

    def values(self, players: list[int] | None = None) -> list[float]:
        """`value` of each of `players` (all by default), the game read once for them all (one reader, and with
        `runtime.value_scored` one scored copy): a search reads every seat's at each leaf."""
        view = self.scored_view() if self.game.settings.value_scored else self.view
        run, terms = Run(self.game, view), _value_terms(self.game)
        seats = range(view.players) if players is None else players
        return [sum(weight * read(run, ctx) for read, weight in terms) for ctx in map(Ctx, seats)]

    def scored_view(self) -> Data:
        """A copy of the game as its end would leave it now: the end-of-game triggers and the `scoring:` texts
        run on it (a choice they ask takes its first option, a draw uses the copy's own generator); this state
        is not changed. A game already over is already scored."""
        if self.view.over:
            return self.view
        copy = self.view.copy()
        with contextlib.suppress(GameOver):  # a scoring text that ends the game has still scored it
            Run(self.game, copy, ask=lambda decision: 0).score_all()
        return copy

    # ------------------------------------------------------------ what a player sees

    def observation(self, player: int) -> dict[str, Any]:
        """Only what `player` may see: hidden cards are counted, never named."""
        d, g = self.view, self.game
        run = Run(g, d)
        zones: dict[str, Any] = {}
        for key, cards in d.zones.items():
            if not cards:
                continue
            shown = [self._shown(run, c, key, player) for c in cards]
            zones[key] = shown
        return {
            "player": player,
            "turn": d.turn,
            "active": d.active,
            "amounts": self._amounts(player),
            "shared": d.shared,
            "zones": zones,
            "markers": {f"{g.name_of_instance[c]}/{p}": v for (c, p), v in d.markers.items()},
            "winners": d.winners,
            "sheets": self._sheets(run, player),
            "decision": None
            if self.pending is None or self.pending.player != player
            else {"prompt": self.pending.prompt, "actions": list(self.pending.labels)},
        }

    def _amounts(self, player: int) -> list[dict[str, int]]:
        """Every player's amounts; during a simultaneous step, the others' as the step found them."""
        d = self.view
        if d.veiled is None:
            return d.amounts
        return [d.amounts[p] if p == player else d.veiled[0][p] for p in range(d.players)]

    def _sheets(self, run: Run, player: int) -> dict[int, str]:
        """The players' sheets `player` may look at (runtime.sheet.visibility: `public`, or only their own), as
        text, a zone a line; during a simultaneous step, the others' as the step found them."""
        d = self.view
        if self.game.sheet is None:
            return {}
        layout = run.layout
        public = self.game.settings.sheet.get("visibility", "public") == "public"
        shown = {}
        for p in range(d.players):
            if public or p == player:
                marks = d.sheets[p] if p == player or d.veiled is None else d.veiled[1][p]
                shown[p] = Sheets(layout, marks).show()
        return shown

    def _shown(self, run: Run, card: int, key: str, player: int) -> Any:
        if self.visible(card, key, player):
            entry: dict[str, Any] = {"card": self.game.name_of_instance[card]}
            if self.view.side[card]:
                entry["side"] = self.view.side[card]
            if self.view.owner[card] >= 0:
                entry["owner"] = self.view.owner[card]
            states = sorted(run.states(card))
            if states:
                entry["states"] = states
            if self.view.tokens.get(card):
                entry["tokens"] = {k: v for k, v in self.view.tokens[card].items() if v}
            if run.hooks.readings is not None and (readings := run.hooks.readings(run.table, card)):
                entry["readings"] = [[str(name), int(seat), int(value)] for name, seat, value in readings]
            return entry
        return "hidden"

    def unseen(self, key: str, player: int) -> list[int]:
        """The places (indices) in the zone `key` whose card `player` cannot see: `visible` of each of its cards, with
        the zone's visibility looked up once (a search asks this of every zone at every iteration)."""
        d = self.view
        cards, seen = d.zones[key], d.seen
        name, owner, _ = split_key(key)
        visibility = self.game.zones.get(name, {}).get("visibility", "public")
        if visibility == "hidden" or (visibility == "owner" and owner != player):
            return [i for i, card in enumerate(cards) if player not in seen.get(card, ())]
        if visibility == "owner":
            return []
        top = cards[-1] if visibility == "top" and cards else None
        face_up, owners = d.face_up, d.owner
        return [
            i
            for i, card in enumerate(cards)
            if player not in seen.get(card, ())
            and ((top is not None and card != top) or not (face_up[card] or owners[card] == player))
        ]

    def visible(self, card: int, key: str, player: int) -> bool:
        name, owner, _ = split_key(key)
        visibility = self.game.zones.get(name, {}).get("visibility", "public")
        if player in self.view.seen.get(card, ()):
            return True
        if visibility == "hidden":
            return False
        if visibility == "owner":
            return owner == player
        if visibility == "top" and self.view.zones[key][-1] != card:  # a face-up deck: its other cards lie under it
            return False
        return self.view.face_up[card] or self.view.owner[card] == player

    # ------------------------------------------------------------ saving

    def to_json(self) -> dict[str, Any]:
        """The replay: enough to rebuild this exact state."""
        return {
            "version": __version__,
            "pack": self.game.pack.name,
            "catalogue": self.game.catalogue_hash,
            "seed": self.seed,
            "config": self.config,
            "actions": list(self.history),
        }

    @classmethod
    def from_json(cls, game: Game, data: dict[str, Any]) -> State:
        if data.get("catalogue") != game.catalogue_hash:
            raise GameError(
                f"the replay was made with another version of {game.pack.name}'s cards "
                f"(catalogue {data.get('catalogue')}, now {game.catalogue_hash})"
            )
        state = cls.new(game, int(data["seed"]), int(data["config"]["players"]), options=data["config"].get("options"))
        for i, label in enumerate(data["actions"]):
            try:
                state.apply(str(label))
            except IllegalAction as error:
                raise IllegalAction(f"action {i + 1}: {error}") from None
        return state

    def __str__(self) -> str:
        d = self.view
        return f"turn {d.turn}, player {d.active + 1} to play" if d.over is None else f"game over: {d.over}"


def new_state(game: Game, seed: int = 0, players: int | None = None, options: dict[str, int] | None = None) -> State:
    return State.new(game, seed, players, options=options)

"""The search bot: determinized Monte Carlo tree search that never looks at what its seat cannot see.

Each iteration deals the cards hidden from the searching seat at random among the places it cannot see
(`determinize`: the opponents' hands, the draw piles, anything face down), reseeds the chance generator, and
plays down one shared tree of action labels (single-observer information-set MCTS: a child is counted as
available only in the deals where its action was legal). A leaf is a finished game (its `returns`), or, after
a few random moves, the pack's `runtime.value` seen from each seat (its value minus the best opponent's),
squashed to -1..1. The action chosen is the root's most visited child.

The budget is per decision: a number of iterations (reproducible: the bot's generator is seeded) or a number
of seconds (not reproducible from the seed alone; the replay still records the actions). The only read of the
true state is through `State.visible` (`State.unseen`: the same, a zone at a time) and `observation`, the same
observer the terminal and the environments use: the test permutes hidden cards and checks that the choice does
not change.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from .data import Data
from .state import State

DEFAULT_ITERATIONS = 48  # about 0.08 s a decision in the bundled 2-player game (benchmarks/bench_runtime.py)
ROLLOUT_DEPTH = 0  # random moves after a new leaf before the value is read (random moves blur a good value)
EXPLORATION = 1.2  # UCB1's constant, for rewards in -1..1 (1.2 beat 0.3 and 0.7 against greedy, measured)


@dataclass(frozen=True)
class Budget:
    """How much search one decision gets: `iterations`, or `seconds` (then iterations are not counted)."""

    iterations: int = DEFAULT_ITERATIONS
    seconds: float | None = None

    @classmethod
    def parse(cls, text: str) -> Budget:
        """`mcts` (the default), `mcts:200` (iterations) or `mcts:0.5s` (seconds per decision)."""
        _, _, given = text.partition(":")
        given = given.strip()
        if not given:
            return cls()
        try:
            if given.endswith("s"):
                seconds = float(given[:-1])
                if 0 < seconds <= 3600:
                    return cls(seconds=seconds)
            elif given.isascii() and given.isdigit() and 1 <= int(given) <= 10**6:
                return cls(iterations=int(given))
        except ValueError:
            pass
        raise ValueError(
            f"{text!r}: give the search budget as mcts:ITERATIONS (1 to 1000000) or mcts:SECONDSs (e.g. mcts:0.5s)"
        )


@dataclass
class Node:
    """One action label's node: visits, reward sums per seat, and how often it was available."""

    visits: int = 0
    available: int = 0
    rewards: list[float] = field(default_factory=list)
    children: dict[str, Node] = field(default_factory=dict)

    def mean(self, player: int) -> float:
        return self.rewards[player] / self.visits if self.visits and player < len(self.rewards) else 0.0


Places = list[list[tuple[str, int]]]  # the places hidden from a seat, a list for each type of card, types in order


def hidden_places(state: State, player: int) -> Places:
    """The places (zone, index) whose card `player` cannot see, grouped by the cards' type (a card's back shows its
    type), the types in their order and the places in the order of their zones. The same for every world of one
    decision (each is a clone of the same state): a search works it out once, not once per world."""
    d = state.view
    types = state.game.defs
    by_type: dict[str, list[tuple[str, int]]] = {}
    instances = state.game.instances
    for key in sorted(d.zones):
        cards = d.zones[key]
        for i in state.unseen(key, player):
            by_type.setdefault(types[instances[cards[i]]].type, []).append((key, i))
    return [by_type[kind] for kind in sorted(by_type)]


def determinize(state: State, player: int, rng: random.Random, places: Places | None = None) -> None:
    """Deals the cards that `player` cannot see at random among the places they cannot see, in place, and reseeds
    the game's generator: one world consistent with what `player` knows. A card is dealt only to a place that
    held a card of its type (a card's back shows its type: an action card is never dealt into the planet deck).
    The result depends only on what `player` sees and on `rng`: the hidden cards are taken in the order of their
    instance numbers and the places in the order of their zones, never in the order they really lie. `places`:
    `hidden_places` of this state, when the caller has them already."""
    d = state.view
    for group in hidden_places(state, player) if places is None else places:
        _deal(d, group, rng)
    d.rng.seed(rng.getrandbits(64))
    d.dealt()


def _deal(d: Data, places: list[tuple[str, int]], rng: random.Random) -> None:
    """The cards at `places` dealt again among them at random; what a place shows (side, facing, owner, states,
    tokens) stays with the place."""
    old = [d.zones[key][i] for key, i in places]
    dealt = sorted(old)
    rng.shuffle(dealt)
    looks = {
        c: (d.side[c], d.face_up[c], d.orient[c], d.owner[c], d.states.pop(c, None), d.tokens.pop(c, None)) for c in old
    }
    for (key, i), was, card in zip(places, old, dealt, strict=True):
        side, face_up, orient, owner, states, tokens = looks[was]
        d.zones[key][i] = card
        d.loc[card] = key
        d.side[card], d.face_up[card], d.orient[card], d.owner[card] = side, face_up, orient, owner
        if states is not None:
            d.states[card] = states
        if tokens is not None:
            d.tokens[card] = tokens


class MctsAgent:
    """Determinized MCTS with a budget per decision (see the module's docstring)."""

    name = "mcts"

    def __init__(self, seed: int = 0, budget: Budget | None = None, depth: int = ROLLOUT_DEPTH):
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.depth = depth
        self.iterations = 0  # done in all, for the benchmark's decisions per second
        self.visits: dict[str, int] = {}  # the last search's visits per root action: what its choice rests on

    def act(self, state: State) -> int:
        labels = state.action_labels()
        if len(labels) == 1:
            self.visits = {}
            return 0
        player = state.current_player
        root_state = state.clone()
        places = hidden_places(state, player)  # every world is a clone of `state`: its hidden places are these
        root = Node(rewards=[0.0] * state.view.players)
        scale = _Scale()
        deadline = None if self.budget.seconds is None else time.perf_counter() + self.budget.seconds
        done = 0
        while (done < self.budget.iterations) if deadline is None else (done == 0 or time.perf_counter() < deadline):
            world = root_state.clone()
            determinize(world, player, self.rng, places)
            world.snapshots = False  # played once and dropped: no stable point need be kept
            self._iterate(world, root, player, scale)
            done += 1
        self.iterations += done
        self.visits = {label: child.visits for label, child in root.children.items()}
        best = max(labels, key=lambda label: root.children[label].visits if label in root.children else -1)
        return labels.index(best)

    def _iterate(self, world: State, root: Node, player: int, scale: _Scale) -> None:
        """One descent: select by UCB1 among the actions legal in this world, expand one, roll out, back up."""
        start = _margins(world)
        path = [root]
        node = root
        while not world.is_terminal():
            labels = world.action_labels()
            for label in labels:
                child = node.children.get(label)
                if child is None:
                    child = node.children[label] = Node(rewards=[0.0] * len(root.rewards))
                child.available += 1
            untried = [label for label in labels if not node.children[label].visits]
            mover = world.current_player
            if untried:
                label = self.rng.choice(untried)
                world.apply(labels.index(label))
                node = node.children[label]
                path.append(node)
                break
            label = max(labels, key=lambda lb: _ucb(node.children[lb], mover))
            world.apply(labels.index(label))
            node = node.children[label]
            path.append(node)
        for _ in range(self.depth):
            if world.is_terminal():
                break
            world.apply(self.rng.randrange(len(world.legal_actions())))
        rewards = self._evaluate(world, scale, player, start)
        for visited in path:
            visited.visits += 1
            for seat, reward in enumerate(rewards):
                visited.rewards[seat] += reward

    def _evaluate(self, world: State, scale: _Scale, player: int, start: list[float]) -> list[float]:
        """Each seat's reward in -1..1: the game's returns when it is over, else how much its value against the
        best opponent's grew since the search's world was dealt, scaled by the gains this search has seen."""
        if world.is_terminal():
            return [max(-1.0, min(1.0, r)) for r in world.returns()]
        gains = [after - before for after, before in zip(_margins(world), start, strict=True)]
        scale.add(gains[player])
        return [math.tanh(scale.of(g)) for g in gains]


def _margins(world: State) -> list[float]:
    """Each seat's `runtime.value` minus the best other seat's (its own value when it plays alone)."""
    values = world.values()
    if len(values) < 2:
        return values
    return [v - max(values[:seat] + values[seat + 1 :]) for seat, v in enumerate(values)]


class _Scale:
    """Values of a pack come in the pack's own units (a bundled game counts a point as 100): margins are divided by
    the mean size of the margins this search has seen, so 'a typical lead' maps to tanh(1)."""

    def __init__(self) -> None:
        self.total = 0.0
        self.count = 0

    def add(self, margin: float) -> None:
        self.total += abs(margin)
        self.count += 1

    def of(self, margin: float) -> float:
        mean = self.total / self.count if self.count else 0.0
        return margin / mean if mean > 0 else 0.0


def _ucb(node: Node, mover: int) -> float:
    """UCB1 for information sets: exploration counted against how often the action was available."""
    return node.mean(mover) + EXPLORATION * math.sqrt(math.log(max(1, node.available)) / node.visits)

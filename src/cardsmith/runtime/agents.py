"""Agents choose actions: uniform random, greedy one-ply lookahead, a search bot (`search.py`), a human.

An agent's own generator is seeded from the game's seed and its seat, so a simulated game is
reproduced exactly by its seed; the actions it took are in the replay.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import Any, Protocol, TextIO

from .state import State


class Agent(Protocol):
    name: str

    def act(self, state: State) -> int: ...


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def act(self, state: State) -> int:
        return self.rng.choice(state.legal_actions())


class GreedyAgent:
    """One ply: the action whose result has the highest value (the pack's `runtime.value`).

    A won game is worth more than any value, a lost one less; ties are broken at random.
    """

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def act(self, state: State) -> int:
        player = state.current_player
        best: list[int] = []
        best_value = float("-inf")
        for action in state.legal_actions():
            after = state.peek(action)  # read and dropped: no suspended run made for it
            value = after.returns()[player] * 1e9 if after.is_terminal() else after.value(player)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self.rng.choice(best)


class Quit(Exception):
    pass


class HumanAgent:
    """A person at the terminal: sees their own observation, picks an action by number or label."""

    name = "human"

    def __init__(
        self,
        describe: Callable[[State, int], str],
        read: Callable[[str], str] | None = None,
        say: Callable[[str], str] | None = None,
        ask: str = "your choice (number, or q to quit)> ",
        retry: str = "please give a number from 1 to {n}",
    ):
        self.describe = describe
        self.read = read or (lambda prompt: input(prompt))
        self.say = say or (lambda text: text)  # a prompt or label in the game's words (the terminal's glossary)
        self.ask, self.retry = ask, retry  # the terminal's own words, in the game's language

    @property
    def out(self) -> TextIO:
        return sys.stdout

    def act(self, state: State) -> int:
        player = state.current_player
        print(self.describe(state, player), file=self.out)
        labels = state.action_labels()
        print(f"\n{self.say(state.prompt())}", file=self.out)
        shown = [self.say(label) for label in labels]
        for i, label in enumerate(shown, 1):
            print(f"  {i}. {label}", file=self.out)
        while True:
            try:
                answer = self.read(self.ask).strip()
            except EOFError:
                raise Quit from None
            if answer.lower() in ("q", "quit", "exit"):
                raise Quit
            number = _choice_number(answer)
            if number is not None and 1 <= number <= len(labels):
                return number - 1
            matches = [
                i
                for i, (label, words) in enumerate(zip(labels, shown, strict=True))
                if answer and (answer.lower() in label.lower() or answer.lower() in words.lower())
            ]
            if len(matches) == 1:
                return matches[0]
            print("  " + self.retry.format(n=len(labels)), file=self.out)


def _choice_number(answer: str) -> int | None:
    """The number typed, if the answer is one: ASCII digits only, and few of them ('²'.isdigit() is true but
    int('²') fails, and int() refuses more than 4,300 digits)."""
    if answer.isascii() and answer.isdigit() and len(answer) <= 9:
        return int(answer)
    return None


def _mcts(seed: int, options: str = "") -> Any:
    from .search import Budget, MctsAgent

    return MctsAgent(seed, Budget.parse("mcts:" + options))


AGENTS: dict[str, Callable[..., Any]] = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": _mcts}
TUNABLE = {"mcts"}  # agents that take options after a colon: `mcts:200` (iterations), `mcts:0.5s` (seconds)


def check_agent(name: str) -> None:
    """Raises ValueError, saying what is allowed, unless `name` names an agent (with valid options)."""
    base, colon, _ = name.partition(":")
    if base not in AGENTS:
        raise ValueError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}")
    if colon and base not in TUNABLE:
        raise ValueError(f"agent {base!r} takes no options ({name!r})")
    if colon:
        from .search import Budget

        Budget.parse(name)


def make_agent(name: str, seed: int) -> Agent:
    check_agent(name)
    base, colon, options = name.partition(":")
    agent: Agent = AGENTS[base](seed, options) if colon else AGENTS[base](seed)
    return agent

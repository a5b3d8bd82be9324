"""A PettingZoo AEC environment over any playable pack, for learning agents (`pip install 'cardsmith[env]'`).

    from cardsmith.env import CardsmithEnv
    env = CardsmithEnv("path/to/pack")          # or a bundled game by its id
    env.reset(seed=7)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else policy(observation)   # observation["action_mask"]
        env.step(action)

Agents are `player_0`, `player_1`...; the one to act is the engine's current player. The action space is fixed for
the pack: `Discrete(max_actions)`, action i being the i-th of the decision's legal actions (`State.action_labels`,
in `info["labels"]`); `action_mask` marks the ones that exist. A decision with more options than `max_actions` is a
`GameError` naming the setting, never a silent cut. Observations are read from `State.observation(seat)`, the one
observer: a card the seat may not see is only counted in its zone, never named. Rewards are the pack's `returns`
at the end; a game stopped at the turn limit (`runtime.max_turns`) is truncated rather than terminated.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .runtime.data import split_key
from .runtime.game import Game, GameError, load_game
from .runtime.state import State, new_state

MINE, OTHERS, SHARED = 0, 1, 2  # whose a zone is, seen from the observing seat


class Encoding:
    """How an observation becomes a fixed vector for one pack and number of players: per card instance its zone
    (name and whose), side, whose it is and its states; per zone the number of cards hidden in it; every player's
    amounts (the observing seat first), the game-wide counters, the turn and whether the seat is to act."""

    def __init__(self, game: Game, players: int):
        self.game = game
        self.players = players
        self.zones = {name: i for i, name in enumerate(sorted(game.zones))}
        self.sides = {side: i for i, side in enumerate(sorted({s for d in game.defs for s in d.sides}))}
        self.states = {word: i for i, word in enumerate(sorted(game.state_words))}
        self.cards = {name: i for i, name in enumerate(game.name_of_instance)}
        self.amounts = sorted(name for name in game.amounts if name not in game.shared)
        self.shared = sorted(game.shared)
        self.places = len(self.zones) * 3
        self.per_card = self.places + len(self.sides) + 3 + len(self.states)
        self.size = len(self.cards) * self.per_card + self.places + players * len(self.amounts) + len(self.shared) + 2

    def place(self, key: str, seat: int) -> int:
        name, owner, _host = split_key(key)
        whose = SHARED if owner is None else MINE if owner == seat else OTHERS
        return self.zones[name] * 3 + whose

    def encode(self, observation: dict[str, Any], seat: int) -> np.ndarray:
        vector = np.zeros(self.size, dtype=np.float32)
        hidden_at = len(self.cards) * self.per_card
        for key, entries in observation["zones"].items():
            place = self.place(key, seat)
            for entry in entries:
                if entry == "hidden":
                    vector[hidden_at + place] += 1
                else:
                    self._card(vector, entry, place, seat)
        at = hidden_at + self.places
        for k in range(self.players):
            amounts = observation["amounts"][(seat + k) % self.players]
            for name in self.amounts:
                vector[at] = amounts.get(name, 0)
                at += 1
        for name in self.shared:
            vector[at] = observation["shared"].get(name, 0)
            at += 1
        vector[at] = observation["turn"]
        vector[at + 1] = observation["decision"] is not None
        return vector

    def _card(self, vector: np.ndarray, entry: dict[str, Any], place: int, seat: int) -> None:
        at = self.cards[entry["card"]] * self.per_card
        vector[at + place] = 1
        at += self.places
        if entry.get("side") in self.sides:
            vector[at + self.sides[entry["side"]]] = 1
        at += len(self.sides)
        owner = entry.get("owner")
        vector[at + (SHARED if owner is None else MINE if owner == seat else OTHERS)] = 1
        at += 3
        for word in entry.get("states", ()):
            if word in self.states:
                vector[at + self.states[word]] = 1


class CardsmithEnv(AECEnv):
    """One game of a pack per episode; `reset(seed=...)` deals a new one (see the module's docstring)."""

    metadata = {"render_modes": ["ansi"], "name": "cardsmith_v0", "is_parallelizable": False}

    def __init__(
        self,
        pack: str,
        players: int | None = None,
        options: dict[str, int] | None = None,
        max_actions: int | None = None,
        render_mode: str | None = None,
    ):
        super().__init__()
        self.game = load_game(pack)
        self.players = players or self.game.min_players
        self.options = options
        self.render_mode = render_mode
        self.encoding = Encoding(self.game, self.players)
        self.max_actions = max_actions or 2 * len(self.game.instances) + 16
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self.agents = self.possible_agents[:]
        observation = spaces.Box(low=-np.inf, high=np.inf, shape=(self.encoding.size,), dtype=np.float32)
        mask = spaces.Box(low=0, high=1, shape=(self.max_actions,), dtype=np.int8)
        self.observation_spaces = {
            a: spaces.Dict({"observation": observation, "action_mask": mask}) for a in self.agents
        }
        self.action_spaces = {a: spaces.Discrete(self.max_actions) for a in self.agents}
        self.state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.state = new_state(self.game, 0 if seed is None else int(seed), self.players, self.options)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._after_move()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.state is not None, "reset() before observe()"
        seat = self.possible_agents.index(agent)
        observation = self.state.observation(seat)
        return {"observation": self.encoding.encode(observation, seat), "action_mask": self._mask(seat)}

    def _mask(self, seat: int) -> np.ndarray:
        mask = np.zeros(self.max_actions, dtype=np.int8)
        if self.state is not None and self.state.current_player == seat:
            mask[: len(self.state.legal_actions())] = 1
        return mask

    def step(self, action: int | None) -> None:
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        assert self.state is not None
        self._cumulative_rewards[self.agent_selection] = 0.0
        self.state.apply(int(action) if action is not None else -1)
        self._after_move()

    def _after_move(self) -> None:
        """Whose turn it is, and at the end the rewards and why the episode stopped."""
        assert self.state is not None
        state = self.state
        if state.is_terminal():
            cut_off = "runtime.max_turns" in (state.view.over or "")
            for agent, reward in zip(self.possible_agents, state.returns(), strict=True):
                self.rewards[agent] = float(reward)
                self.terminations[agent] = not cut_off
                self.truncations[agent] = cut_off
            self._accumulate_rewards()
            return
        labels = state.action_labels()
        if len(labels) > self.max_actions:
            raise GameError(
                f"a decision of {self.game.pack.name} has {len(labels)} options, more than the environment's "
                f"{self.max_actions} actions: create it with max_actions={len(labels)} or more"
            )
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.agent_selection = self.possible_agents[state.current_player]
        for agent in self.agents:
            self.infos[agent] = {"labels": labels} if agent == self.agent_selection else {}

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state is None:
            return None
        return str(self.state)

    def close(self) -> None:
        self.state = None


def env(pack: str, **kwargs: Any) -> CardsmithEnv:
    """PettingZoo's usual constructor name."""
    return CardsmithEnv(pack, **kwargs)

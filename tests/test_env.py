"""`cardsmith.env`: the PettingZoo AEC environment passes PettingZoo's own API test and shows each seat only
what it may see."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test

from cardsmith.env import OTHERS, CardsmithEnv
from cardsmith.runtime.game import GameError


@pytest.mark.filterwarnings("ignore:Observation:UserWarning")
def test_pettingzoo_api_test_passes_for_asteria() -> None:
    api_test(CardsmithEnv("asteria"), num_cycles=200, verbose_progress=False)


def test_a_seat_sees_the_number_of_cards_in_the_other_hand_never_which() -> None:
    env = CardsmithEnv("asteria")
    env.reset(seed=3)
    assert env.state is not None
    coding = env.encoding
    vector = env.observe("player_0")["observation"]
    their_hand = env.state.view.zones["hand/1"]
    assert their_hand
    for card in their_hand:
        name = env.game.name_of_instance[card]
        at = coding.cards[name] * coding.per_card
        assert not vector[at : at + coding.per_card].any(), name
    hidden_at = len(coding.cards) * coding.per_card + coding.zones["hand"] * 3 + OTHERS
    assert vector[hidden_at] == len(their_hand)
    mine = env.game.name_of_instance[env.state.view.zones["hand/0"][0]]
    assert vector[coding.cards[mine] * coding.per_card + coding.place("hand/0", 0)] == 1


def test_an_episode_played_with_the_mask_ends_with_the_games_returns() -> None:
    env = CardsmithEnv("asteria")
    env.reset(seed=11)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter(max_iter=5000):
        observation, reward, terminated, truncated, _info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(rng.choice(legal)))
    assert not env.agents
    assert sorted(totals.values()) == [-1.0, 1.0]  # Asteria's returns: the winner +1, the other -1


def test_a_decision_wider_than_the_action_space_is_an_error_naming_the_setting() -> None:
    env = CardsmithEnv("asteria", max_actions=1)
    with pytest.raises(GameError, match="max_actions="):
        env.reset(seed=0)


@pytest.mark.parametrize(
    ("pack", "players"),
    [("asterix", 3), ("afternova", 2), ("ad_astra", 3), ("welcome_to_the_moon", 1), ("welcome_to_the_moon", 3)],
)
def test_every_playable_pack_is_an_environment(pack: str, players: int) -> None:
    env = CardsmithEnv(pack, players=players)
    env.reset(seed=1)
    assert env.possible_agents == [f"player_{seat}" for seat in range(players)]
    rng = np.random.default_rng(0)
    steps = 0
    for _agent in env.agent_iter(max_iter=120):
        observation, _reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        assert env.observation_space(env.agent_selection)["observation"].contains(observation["observation"])
        legal = np.flatnonzero(observation["action_mask"])
        assert len(legal) == len(info["labels"]) >= 1
        env.step(int(rng.choice(legal)))
        steps += 1
    assert steps > 50

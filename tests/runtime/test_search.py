"""The search bot (`runtime/search.py`): it never reads a hidden card, and it plays better than greedy."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardsmith.base.stats import wilson
from cardsmith.runtime import search
from cardsmith.runtime.agents import GreedyAgent, make_agent
from cardsmith.runtime.data import Data
from cardsmith.runtime.game import GameError, load_game
from cardsmith.runtime.search import Budget, MctsAgent, determinize
from cardsmith.runtime.state import State, new_state


def mid_game(seed: int, moves: int) -> State:
    """Asteria after `moves` random actions, at a decision with several options; it keeps its stable points (it was
    cloned at the start), so a copy of it can be changed where its current stage began."""
    state = new_state(load_game("asteria"), seed)
    state.clone()
    rng = random.Random(seed)
    while moves > 0 or len(state.legal_actions()) < 2:
        state.apply(rng.choice(state.legal_actions()))
        moves -= 1
    return state


def hidden_places(state: State, data: Data, player: int) -> list[tuple[str, int]]:
    """The places of `data` whose zone `player` cannot look into (a deck, another seat's hand)."""
    found = []
    for key, cards in sorted(data.zones.items()):
        name, _, owner = key.partition("/")
        visibility = state.game.zones.get(name, {}).get("visibility", "public")
        if visibility == "hidden" or (visibility == "owner" and owner != str(player)):
            found.extend((key, i) for i, c in enumerate(cards) if player not in data.seen.get(c, ()))
    return found


def permuted(state: State, player: int, rng: random.Random) -> State | None:
    """The same game with the cards hidden from `player` dealt otherwise where its stage began (the opponent holds
    other cards, the decks are in another order), if that leaves `player`'s observation and options unchanged."""
    other = state.clone()
    assert other.base is not None
    places = hidden_places(state, other.base, player)
    kinds: dict[str, list[tuple[str, int]]] = {}  # a card keeps its type's places: its back shows the type
    for key, i in places:
        kinds.setdefault(state.game.defs[state.game.instances[other.base.zones[key][i]]].type, []).append((key, i))
    for group in kinds.values():
        cards = [other.base.zones[key][i] for key, i in group]
        rng.shuffle(cards)
        for (key, i), card in zip(group, cards, strict=True):
            other.base.zones[key][i] = card
            other.base.loc[card] = key
    for key, _ in places:
        for card in other.base.zones[key]:
            other.base.owner[card] = -1 if "/" not in key else int(key.partition("/")[2])
    try:
        same = other.observation(player) == state.observation(player) and other.action_labels() == state.action_labels()
    except GameError:  # the choices made since the stage began no longer fit: not a world the seat cannot tell apart
        return None
    moved = other.view.zones != state.view.zones
    return other if same and moved else None


def variants(seed: int, moves: int) -> tuple[State, State, int]:
    state = mid_game(seed, moves)
    player = state.current_player
    rng = random.Random(seed)
    for _ in range(50):
        other = permuted(state, player, rng)
        if other is not None:
            return state, other, player
    raise AssertionError("no permutation of hidden cards left the observation unchanged")


@pytest.mark.parametrize(("seed", "moves"), [(1, 12), (2, 30), (3, 45)])
def test_its_choice_is_unchanged_when_hidden_cards_are_dealt_otherwise(seed: int, moves: int) -> None:
    state, other, player = variants(seed, moves)
    opponent = 1 - player
    assert sorted(state.view.zones[f"hand/{opponent}"]) != sorted(other.view.zones[f"hand/{opponent}"]) or (
        state.view.zones["action_deck"] != other.view.zones["action_deck"]
    )
    for agent_seed in (0, 1):
        agents = [MctsAgent(agent_seed, Budget(48)) for _ in range(2)]
        assert agents[0].act(state) == agents[1].act(other)
        assert agents[0].visits == agents[1].visits  # the whole search, not only its outcome


def test_a_determinized_world_keeps_each_hidden_card_among_places_of_its_type() -> None:
    state = mid_game(2, 30)
    player = state.current_player
    world = state.clone()
    determinize(world, player, random.Random(1))
    game = state.game
    for key in ("action_deck", "planet_deck"):
        assert sorted(world.view.zones[key]) != world.view.zones[key] or len(world.view.zones[key]) < 2
        assert {game.defs[game.instances[c]].type for c in world.view.zones[key]} <= {
            game.defs[game.instances[c]].type for c in state.view.zones[key]
        }
    assert world.view.zones != state.view.zones  # the world is dealt otherwise


def test_a_determinized_world_depends_only_on_what_the_seat_sees() -> None:
    state, other, player = variants(2, 30)
    worlds = []
    for s in (state, other):
        world = s.clone()
        determinize(world, player, random.Random(5))
        assert world.observation(player) == state.observation(player)  # consistent with what the seat knows
        worlds.append(world)
    assert worlds[0].view.zones == worlds[1].view.zones
    assert worlds[0].view.owner == worlds[1].view.owner
    assert worlds[0].view.rng.getstate() == worlds[1].view.rng.getstate()


def test_the_hidden_places_worked_out_once_a_decision_deal_each_world_as_its_own() -> None:
    """A search works out the places its seat cannot see once for all the worlds of a decision: a world dealt with
    them is the world dealt with its own, and the places of another seat would deal another world."""
    state = mid_game(2, 30)
    player = state.current_player
    worlds = [state.clone() for _ in range(3)]
    determinize(worlds[0], player, random.Random(7))
    determinize(worlds[1], player, random.Random(7), search.hidden_places(state, player))
    determinize(worlds[2], player, random.Random(7), search.hidden_places(state, 1 - player))
    assert [worlds[0].view.zones, worlds[0].view.rng.getstate()] == [
        worlds[1].view.zones,
        worlds[1].view.rng.getstate(),
    ]
    assert worlds[2].view.zones != worlds[0].view.zones


def test_a_bot_that_peeked_would_choose_otherwise_somewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: with the dealing switched off (the search reads the true hidden cards), some
    pair of worlds the seat cannot tell apart gets a different search."""
    pairs = [variants(seed, moves) for seed, moves in [(1, 12), (2, 30), (3, 45), (4, 20), (5, 20), (6, 8), (7, 36)]]
    monkeypatch.setattr(search, "determinize", lambda state, player, rng, places: None)
    differ = 0
    for state, other, _player in pairs:
        agents = [MctsAgent(0, Budget(48)) for _ in range(2)]
        agents[0].act(state)
        agents[1].act(other)
        differ += agents[0].visits != agents[1].visits
    assert differ > 0


def test_the_budget_is_read_from_the_agent_name() -> None:
    assert Budget.parse("mcts") == Budget()
    assert Budget.parse("mcts:200") == Budget(iterations=200)
    assert Budget.parse("mcts:0.25s") == Budget(seconds=0.25)
    for bad in ("mcts:0", "mcts:-3", "mcts:lots", "mcts:1e99s", "mcts:nans", "mcts:٣"):
        with pytest.raises(ValueError, match="mcts:ITERATIONS"):
            Budget.parse(bad)
    agent: Any = make_agent("mcts:7", 3)
    assert agent.budget.iterations == 7


def test_a_search_spends_its_iterations_and_plays_a_legal_action() -> None:
    state = mid_game(8, 20)
    agent = MctsAgent(0, Budget(10))
    action = agent.act(state)
    assert action in state.legal_actions() and agent.iterations == 10


def test_a_time_budget_stops_the_search() -> None:
    state = mid_game(8, 20)
    agent = MctsAgent(0, Budget(seconds=0.05))
    agent.act(state)
    assert agent.iterations >= 1


def test_bad_search_budgets_are_usage_errors(cli: Any) -> None:
    for bad in ("mcts:zero", "greedy:3", "mcts:0"):
        code, _out, err = cli("simulate", "asteria", "--games", "1", "--agents", f"random,{bad}")
        assert code == 2, bad
        assert "Traceback" not in err


def test_simulate_plays_the_search_bot(cli: Any) -> None:
    code, out, err = cli("simulate", "asteria", "--games", "2", "--agents", "mcts:4,random")
    assert code == 0, err
    assert "mcts:4" in out


SEARCH_GAMES = 30


@pytest.mark.slow
def test_the_search_bot_beats_greedy_in_asteria() -> None:
    """At its default budget, over 30 games with the seats alternating, the search bot wins more than half, with
    the 95 % Wilson interval above one half."""
    game = load_game("asteria")
    wins = 0.0
    for k in range(SEARCH_GAMES):
        state = new_state(game, 500 + k)
        mcts, greedy = MctsAgent(k), GreedyAgent(k)
        bots = [mcts, greedy] if k % 2 == 0 else [greedy, mcts]
        while not state.is_terminal():
            state.apply(bots[state.current_player].act(state))
        seat = k % 2
        wins += 1 / len(state.winners) if seat in state.winners else 0
    low, high = wilson(wins, SEARCH_GAMES) or (0.0, 0.0)
    print(f"mcts won {wins:g} of {SEARCH_GAMES} games against greedy (95 % interval {low:.2f}-{high:.2f})")
    assert low > 0.5, f"the search bot won {wins} of {SEARCH_GAMES} games (95 % interval from {low:.2f})"


@pytest.mark.parametrize(
    ("pack", "players"),
    [("asterix", 3), ("afternova", 2), ("ad_astra", 3), ("welcome_to_the_moon", 1), ("welcome_to_the_moon", 3)],
)
def test_the_search_bot_plays_every_playable_pack(pack: str, players: int) -> None:
    """Bags, boards and three seats: worlds are dealt and searched in every bundled game that plays (its first
    searched decisions; whole games with the bot are in `simulate`'s hands)."""
    state = new_state(load_game(pack), 2, players)
    agent, others = MctsAgent(0, Budget(3)), random.Random(0)
    searched = 0
    while not state.is_terminal() and searched < 6:
        if state.current_player == 0:
            action = agent.act(state)
            assert action in state.legal_actions()
            searched += bool(agent.visits)
        else:
            action = others.choice(state.legal_actions())
        state.apply(action)
    assert searched == 6

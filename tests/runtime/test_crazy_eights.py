"""Crazy Eights, the benchmark pack (benchmarks/crazy_eights): checked clean, and played by its rules.

Seeded random games are watched turn by turn through what the players see (`observation`): every card played
matched the top of the discard pile by suit or rank or was an eight, a turn otherwise draws one card or passes
(only when the draw pile is empty or nothing can be played), the 52 cards are all somewhere at every decision,
and a game ends with a winner whose hand is empty, or is cut off by runtime.max_turns once nothing is left to draw.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
import yaml

from cardsmith.runtime import State, load_game, new_state
from cardsmith.runtime.simulate import simulate

PACK = Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights"
CARDS: dict[str, dict[str, Any]] = {
    card["id"]: card["fields"] for card in yaml.safe_load((PACK / "cards" / "deck.yaml").read_text())["cards"]
}
SEEDS = range(8)


@dataclass(frozen=True)
class Turn:
    """What the active player saw as their turn began."""

    number: int
    player: int
    hand: tuple[str, ...]  # card ids
    other_hand: int
    draw_pile: int
    discard_pile: tuple[str, ...]


def card_id(entry: dict[str, Any]) -> str:
    """`eight_of_hearts#1` (a card as observed) -> `eight_of_hearts`."""
    return str(entry["card"]).split("#")[0]


def matches(card: str, top: str) -> bool:
    mine, theirs = CARDS[card], CARDS[top]
    return mine["rank"] == 8 or mine["suit"] == theirs["suit"] or mine["rank"] == theirs["rank"]


def snapshot(state: State) -> Turn:
    view = state.observation(state.view.active)
    zones, player = view["zones"], view["active"]
    return Turn(
        number=view["turn"],
        player=player,
        hand=tuple(card_id(e) for e in zones.get(f"hand/{player}", [])),
        other_hand=len(zones.get(f"hand/{1 - player}", [])),
        draw_pile=len(zones.get("draw_pile", [])),
        discard_pile=tuple(card_id(e) for e in zones.get("discard_pile", [])),
    )


@cache
def play(seed: int) -> tuple[State, tuple[Turn, ...]]:
    """A random game to its end, with a snapshot at the start of each turn and one at the end."""
    state = new_state(load_game(PACK), seed)
    rng = random.Random(seed)
    turns = [snapshot(state)]
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        cards = sum(len(pile) for pile in state.observation(0)["zones"].values())
        assert cards == 52, f"seed {seed}, after {state.history[-1]!r}: {cards} cards"
        if state.is_terminal() or state.view.turn != turns[-1].number:
            turns.append(snapshot(state))
    return state, tuple(turns)


def test_the_pack_checks_clean(cli) -> None:
    code, out, err = cli("check", str(PACK))
    assert code == 0, out + err
    assert "52 cards" in out and "all valid" in out


def test_the_deck_is_every_suit_and_rank_once() -> None:
    pairs = {(fields["suit"], fields["rank"]) for fields in CARDS.values()}
    assert len(CARDS) == len(pairs) == 52
    assert {suit for suit, _ in pairs} == {"clubs", "diamonds", "hearts", "spades"}
    assert {rank for _, rank in pairs} == set(range(1, 14))


def test_the_deal_gives_five_cards_each_and_turns_one_up() -> None:
    _, turns = play(0)
    first = turns[0]
    assert (len(first.hand), first.other_hand, len(first.discard_pile), first.draw_pile) == (5, 5, 1, 41)


@pytest.mark.parametrize("seed", SEEDS)
def test_each_turn_plays_a_matching_card_draws_one_or_passes(seed: int) -> None:
    _, turns = play(seed)
    checked = 0
    for before, after in pairwise(turns):
        if after.number > before.number + 1:  # a turn with one thing to do (draw) asked nothing: not seen alone
            continue
        checked += 1
        mine = len(after.hand) if after.player == before.player else after.other_hand
        top = before.discard_pile[-1]
        if len(after.discard_pile) == len(before.discard_pile) + 1:  # played
            card = after.discard_pile[-1]
            assert card in before.hand and mine == len(before.hand) - 1
            assert matches(card, top), f"turn {before.number}: {card} played on {top}"
        elif after.draw_pile == before.draw_pile - 1:  # drew
            assert mine == len(before.hand) + 1 and after.discard_pile == before.discard_pile
        else:  # passed: nothing moved, and there was nothing to draw or nothing to play
            assert mine == len(before.hand)
            assert (after.draw_pile, after.discard_pile) == (before.draw_pile, before.discard_pile)
            stuck = not any(matches(card, top) for card in before.hand)
            assert before.draw_pile == 0 or stuck, f"turn {before.number}: passed with cards to draw and to play"
    assert checked >= len(turns) // 2


@pytest.mark.parametrize("seed", SEEDS)
def test_a_game_ends_with_an_empty_hand_winning_or_is_cut_off_with_nothing_to_draw(seed: int) -> None:
    state, turns = play(seed)
    last = state.observation(0)
    if state.winners:
        (winner,) = state.winners
        assert f"hand/{winner}" not in last["zones"], "the winner's hand is empty"
        assert last["zones"][f"hand/{1 - winner}"], "the loser still holds cards"
        assert state.returns()[winner] == 1.0
    else:
        assert "max_turns" in str(state.view.over) and turns[-1].draw_pile == 0
        assert state.returns() == [0.0, 0.0]


def test_seeded_games_have_winners() -> None:
    assert sum(bool(play(seed)[0].winners) for seed in SEEDS) >= 2


def test_simulate_plays_whole_games() -> None:
    records = simulate(str(PACK), 6, 0, ["random"], 1)
    assert any(record["winners"] for record in records)

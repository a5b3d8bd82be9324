"""Compiled conditions (runtime/compiled.py): a `where (...)` read in two stages finds the cards a reading of the
whole condition for each card finds, in the states of real games."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.compiled import cond_fn, reads_it, where_fn
from cardsmith.runtime.game import Game
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run

CRAZY_EIGHTS = Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights"


def wheres(node: Any) -> Iterator[dict[str, Any]]:
    """Every `where (...)` condition inside an IR node."""
    if isinstance(node, list):
        for item in node:
            yield from wheres(item)
    elif isinstance(node, dict):
        if "cards" in node and isinstance(node.get("where"), dict):
            yield node["where"]
        for value in node.values():
            yield from wheres(value)


def game_wheres(game: Game) -> list[dict[str, Any]]:
    found = [w for d in game.defs for group in d.abilities.values() for a in group for w in wheres(a.ir)]
    found += [w for phase in game.phases for step in phase["steps"] for w in wheres(step["do"])]
    found += [w for a in game.end + game.procedure_abilities for w in wheres(a.ir)]
    return found


@pytest.mark.parametrize("pack", ["asteria", str(CRAZY_EIGHTS)])
def test_a_where_read_in_two_stages_finds_what_the_whole_condition_finds(pack: str) -> None:
    game = load_game(pack)
    conditions = game_wheres(game)
    assert conditions, "the pack has `where` conditions to compare"
    assert any(reads_it(game, c) for c in conditions) or pack == "asteria"  # Asteria's reads no card
    compared = 0
    for seed in range(4):
        state, rng = new_state(game, seed), random.Random(seed)
        for _ in range(40):
            if state.is_terminal():
                break
            run = Run(game, state.view)
            for player in range(state.view.players):
                for condition in conditions:
                    ctx = Ctx(player)
                    staged = where_fn(game, condition)(run, ctx)
                    whole = cond_fn(game, condition)
                    for card in range(len(game.of_instance)):
                        assert staged(card) == whole(run, ctx.about(card)), (condition, card)
                        compared += 1
            state.apply(rng.choice(state.legal_actions()))
    assert compared > 1000

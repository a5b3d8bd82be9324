"""Places and cards (runtime/selection.py): a card asked alone whether it is in play answers as the list of the
cards in play does, in the states of real games."""

from __future__ import annotations

import random

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.interpreter import Run


@pytest.mark.parametrize("pack", ["asteria", "asterix", "afternova"])
def test_a_card_is_in_play_alone_as_in_the_list_of_cards_in_play(pack: str) -> None:
    """`is_active` (asked of one card: the cards that watch are found so) agrees with `active_cards` for every card,
    played at a planet, in a play area, knocked out or in a hand."""
    game = load_game(pack)
    in_play = 0
    for seed in range(3):
        state, rng = new_state(game, seed), random.Random(seed)
        for _ in range(60):
            if state.is_terminal():
                break
            run = Run(game, state.view)
            active = set(run.active_cards())
            in_play += len(active)
            assert [c for c in range(len(game.of_instance)) if run.is_active(c)] == sorted(active)
            state.apply(rng.choice(state.legal_actions()))
    assert in_play > 0

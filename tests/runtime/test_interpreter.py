"""The interpreter's own keeping (runtime/interpreter.py): what it keeps between readings must read as made anew."""

from __future__ import annotations

import random

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run

GAME = load_game("asteria")


def test_a_cards_context_is_that_of_its_player_and_host_now() -> None:
    """`Run.card_ctx` keeps a context by card: asked for another player, or once the card lies at another host, it
    is the context made anew, never the one kept."""
    state = new_state(GAME, 0)
    rng = random.Random(0)
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    d = state.view.copy()
    run = Run(GAME, d)
    planets = [c for c in range(len(d.loc)) if GAME.of_instance[c].type == "planet" and d.loc[c] == "planet_deck"]
    card, (first, second) = planets[0], planets[1:3]
    assert run.card_ctx(card, 0) == Ctx(0, card)
    assert run.card_ctx(card, 1) == Ctx(1, card)
    d.move(card, f"planet#{first}")
    assert run.card_ctx(card, 1) == Ctx(1, card, first)
    d.move(card, f"planet#{second}")
    assert run.card_ctx(card, 1) == Ctx(1, card, second)
    assert run.card_ctx(None, 1) == Ctx(1)

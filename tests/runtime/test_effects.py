"""Whether a body can be done (runtime/effects.py `_possible`, a closure made once per body): its answer follows
the state it is asked in, never the state it was first asked in."""

from __future__ import annotations

from cardsmith.compiler import compile_text
from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.effects import _possible
from cardsmith.runtime.handlers import EFFECTS, Ctx
from cardsmith.runtime.interpreter import Run


def test_a_body_asked_again_after_the_state_changed_is_answered_by_the_new_state() -> None:
    """`choose 1 [if combustible >= 1 then [pay 1 combustible]] or [discard 1 card]`: neither can be done with no
    fuel and an empty hand; fuel makes the first possible, a card in hand the second, and emptying both again
    makes it impossible again (the same body, so the same closure, each time)."""
    game = load_game("ad_astra")
    state = new_state(game, 0)
    run, ctx, data = Run(game, state.view), Ctx(0), state.view
    compiled = compile_text("choose 1 [if combustible >= 1 then [pay 1 combustible]] or [discard 1 card]")
    assert compiled.problem is None
    body = compiled.ir[0]["effects"]
    hand = data.zones.setdefault(f"{game.settings.hand}/0", [])
    held, data.zones[f"{game.settings.hand}/0"] = list(hand), []
    data.amounts[0]["combustible"] = 0
    assert not _possible(run, body, ctx)
    data.amounts[0]["combustible"] = 1
    assert _possible(run, body, ctx)
    data.amounts[0]["combustible"] = 0
    assert not _possible(run, body, ctx)
    data.zones[f"{game.settings.hand}/0"] = held[:1] or [0]
    assert _possible(run, body, ctx)
    data.zones[f"{game.settings.hand}/0"] = []
    assert not _possible(run, body, ctx)


def test_a_mark_counted_on_a_card_is_a_change_to_the_card() -> None:
    """`cross` in a game without sheets counts the mark on the card as a token (`effects._mark`): a change to the
    card where it lies, told as `attach` tells it, so the cards in play and the `when` checks look again. (`check`
    refuses sheet verbs without `runtime.sheet`, so no pack a designer can play gets here: the handler is called.)"""
    game = load_game("ad_astra")
    assert game.sheet is None
    state = new_state(game, 0)
    run, data = Run(game, state.view), state.view
    card = data.zones[f"{game.settings.hand}/0"][0]
    before = data.version
    EFFECTS["cross"](run, compile_text("cross 1").ir[0]["effects"][0], Ctx(0, card=card))
    assert data.tokens[card] == {"crossed": 1}
    assert data.version > before and data.placed == data.version
    assert data.touched[data.loc[card]] == data.touched[game.settings.hand] == data.version

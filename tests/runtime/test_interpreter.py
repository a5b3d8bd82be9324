"""The interpreter's own keeping (runtime/interpreter.py): what it keeps between readings must read as made anew."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.data import Data
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run, check_fn

GAME = load_game("asteria")
CRAZY_EIGHTS = str(Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights")


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


def _kept(run: Run) -> tuple[Any, ...]:
    """What a check keeps (`Run.checks_kept`), as values to compare, and the abilities holding."""
    knowns = [(k[0], k[1], [(p[2], p[3]) for p in k[3]]) for k in run._knowns]
    return run._live, run._awake, run._falses, run._loud, knowns, set(run.d.holding)


@pytest.mark.parametrize(("pack", "least"), [("asteria", 50), (CRAZY_EIGHTS, 3)])  # most C8 moves need no check
def test_a_plans_written_check_reads_and_keeps_what_the_generic_one_does(
    pack: str, least: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`check_fn` writes `Run._woken_none_fires` out for one plan: at every check of random games, from the same kept
    state, the two answer alike and leave the same truths, bits and abilities holding."""
    game, compared = load_game(pack), [0]
    check_state = Run.check_state

    def both(run: Run) -> None:
        d, plan = run.d, run._plan
        if plan is not None and d.checked != d.version and not run.checking:
            since, kept, holding = max(run._seen, d.checked), run.checks_kept(), set(d.holding)
            answers = []
            for fn in (Run._woken_none_fires, check_fn(game, plan)):
                run.keep_checks(kept)
                d.holding.clear()
                d.holding.update(holding)
                answers.append((fn(run, d, since), _kept(run)))
            assert answers[0] == answers[1]
            compared[0] += 1
            run.keep_checks(kept)
            d.holding.clear()
            d.holding.update(holding)
        check_state(run)

    monkeypatch.setattr(Run, "check_state", both)
    for seed in range(8):  # enough games for 50 checks: most moves need none
        state, rng = new_state(game, seed), random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
    assert compared[0] > least


def _cards(d: Data, name: str) -> list[int]:
    return [c for c in range(len(d.loc)) if GAME.name_of_instance[c].startswith(name + "#")]


def test_a_play_is_heard_by_the_cards_in_play_that_listen_for_it_as_they_come_and_go() -> None:
    """A card whose only ability of plays is its own `on play` (run by the play itself) is not among those a play is
    announced to (`Run.hearers`: deaf); those that remain are kept with the list of the cards in play, so a card that
    hears plays (`whenever you play extract action`) hears the next play once it has come into play, turned to that
    side, and no longer once it has left."""
    d = new_state(GAME, 0).view.copy()
    run = Run(GAME, d)
    mirror, extract = _cards(d, "satelite_espelho")[0], _cards(d, "colonia_mineira")[0]
    assert extract in run.hearers("play")[3] and mirror not in run.hearers("play")[3]
    d.stage, d.used = "step", set()
    energy = d.amounts[0]["energy"]
    run.emit("play", 0, extract, None)  # no card in play hears it: nothing gained
    d.move(mirror, "play_area/0")
    d.owner[mirror], d.side[mirror], d.face_up[mirror] = 0, "expand", True
    d.touch_card(mirror)
    run.emit("play", 0, extract, None)
    d.side[extract] = "extract"
    run.emit("play", 0, extract, None)
    assert d.amounts[0]["energy"] == energy + 1
    d.used.clear()
    d.move(mirror, "action_discard")
    run.emit("play", 0, extract, None)
    assert d.amounts[0]["energy"] == energy + 1

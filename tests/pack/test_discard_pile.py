"""`check` refuses a `discard` (or `destroy`, `eliminate`) that has no discard pile to put the card in: the runtime
stopped the game with "no discard pile for card type" on a pack that `check` had accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.runtime import load_game, new_state


def _pack(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, effect: str, runtime: str) -> Path:
    """`cardsmith new`'s pack with a second card type (`gadget`, no pile of its own) and Spark's effect replaced."""
    monkeypatch.chdir(tmp_path)
    assert cli("new", "g1")[0] == 0
    game = tmp_path / "g1" / "game.yaml"
    text = game.read_text(encoding="utf-8").replace(
        "card_types:\n", "card_types:\n  gadget:\n    fields:\n      effect: {type: effect}\n"
    )
    game.write_text(text.replace("  discard: {action: discard_pile}\n", runtime), encoding="utf-8")
    cards = tmp_path / "g1" / "cards" / "actions.yaml"
    text = cards.read_text(encoding="utf-8").replace('"on play: gain 2 energy"', f'"on play: {effect}"')
    cards.write_text(text, encoding="utf-8")
    return tmp_path / "g1"


def _column(pack: Path, verb: str) -> tuple[int, int]:
    lines = (pack / "cards" / "actions.yaml").read_text(encoding="utf-8").splitlines()
    line = next(n for n, text in enumerate(lines, 1) if verb in text)
    return line, lines[line - 1].index(verb) + 1


@pytest.mark.parametrize(
    ("effect", "runtime", "said"),
    [
        ("discard 1 gadget from hand", "  discard: {action: discard_pile}\n", "runtime.discard names none for gadget"),
        ("destroy 1 action from hand", "", "the pack declares none"),
        ("discard 1 card from hand", "", "the pack declares none"),
    ],
)
def test_a_discard_with_no_pile_is_a_located_error(cli, tmp_path, monkeypatch, effect: str, runtime: str, said: str):
    pack = _pack(cli, tmp_path, monkeypatch, effect, runtime)
    code, _, err = cli("check", str(pack))
    line, column = _column(pack, effect.split()[0])
    assert code == 1 and f"actions.yaml:{line}:{column}: error E304 `{effect.split()[0]}` has no discard pile" in err
    assert said in err and "runtime.default_discard" in err, err  # the hint names both ways out


@pytest.mark.parametrize(
    "runtime", ["  discard: {action: discard_pile}\n", "  default_discard: discard_pile\n"], ids=["per type", "default"]
)
def test_a_discard_with_a_pile_is_accepted_and_played(cli, tmp_path, monkeypatch, runtime: str) -> None:
    pack = _pack(cli, tmp_path, monkeypatch, "discard 1 action from hand", runtime)
    code, _, err = cli("check", str(pack))
    assert code == 0, err
    state, sparks = new_state(load_game(pack), 1), 0
    while not state.is_terminal():  # the whole game: every Spark played discards a card, and the game goes on
        sparks += any(label.startswith("play Spark") for label in state.action_labels()[:1])
        state.apply(0)
    assert sparks and state.view.zones.get("discard_pile")

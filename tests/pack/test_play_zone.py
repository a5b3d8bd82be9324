"""`check` refuses a `play` that has nowhere to put the card: no `to ZONE`, no card to play it at, and no
`runtime.play_zone` (the runtime would put it in a zone the game never declared)."""

from __future__ import annotations

import shutil
from pathlib import Path

from cardsmith.runtime import load_game, new_state

CRAZY_EIGHTS = Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights"
TO_PILE = " to discard_pile] or [draw"


def _copy(tmp_path: Path, old: str, new: str, runtime: str = "") -> Path:
    root = tmp_path / "eights"
    shutil.copytree(CRAZY_EIGHTS, root)
    game = root / "game.yaml"
    text = game.read_text(encoding="utf-8")
    assert old in text
    game.write_text(text.replace(old, new).replace("runtime:\n", f"runtime:\n{runtime}"), encoding="utf-8")
    return root


def test_a_play_with_nowhere_to_go_is_a_located_error(tmp_path: Path, cli) -> None:
    root = _copy(tmp_path, TO_PILE, "] or [draw")
    code, _, err = cli("check", str(root))
    lines = (root / "game.yaml").read_text(encoding="utf-8").splitlines()
    line = next(n for n, text in enumerate(lines, 1) if 'do: "choose 1 [play' in text)
    column = lines[line - 1].index("play 1 card") + 1
    assert code == 1
    assert f"game.yaml:{line}:{column}: error E304 `play` has nowhere to put the card" in err
    assert "runtime.play_zone" in err and "to discard_pile" in err  # the hint says both ways out


def test_a_play_zone_gives_it_a_place_and_the_game_plays(tmp_path: Path, cli) -> None:
    zones = "  table:        {owner: player, order: unordered, visibility: public}\n"
    root = _copy(tmp_path, TO_PILE, "] or [draw", runtime="  play_zone: table\n")
    game_file = root / "game.yaml"
    text = game_file.read_text(encoding="utf-8").replace("zones:\n", "zones:\n" + zones)
    game_file.write_text(text, encoding="utf-8")
    code, _, err = cli("check", str(root))
    assert code == 0, err
    state = new_state(load_game(root), 3)
    while not state.is_terminal() and not any(state.view.zones.get(f"table/{p}") for p in (0, 1)):
        state.apply(0)
    assert any(state.view.zones.get(f"table/{p}") for p in (0, 1))  # the card played lies in its player's table
    assert "" not in state.view.zones and not any(key.startswith("/") for key in state.view.zones)


def test_the_bundled_benchmark_pack_names_its_pile(cli) -> None:
    code, _, err = cli("check", str(CRAZY_EIGHTS))
    assert code == 0, err

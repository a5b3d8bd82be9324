"""`cardsmith replay FILE`: a replay names its pack by id and catalogue hash, so the code it runs is the pack the
user names (or the bundled pack of that id), never one the file chose; a file that is not a replay is a located
error, exit 1, whatever it holds."""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.runtime import load_game, new_state
from runtime.code_packs import code_pack, marking


@cache
def _asteria_replay() -> str:
    """A real replay of a few moves of the bundled Asteria, as `play` saves it."""
    state = new_state(load_game("asteria"), 5)
    for _ in range(6):
        state.apply(0)
    return json.dumps({**state.to_json(), "result": {"winners": [], "terminal": False}}, indent=1)


def good_replay() -> dict[str, Any]:
    return json.loads(_asteria_replay())


def _write(path: Path, content: str) -> Path:
    path.write_text(content, encoding="utf-8")
    return path


def test_a_replay_of_the_bundled_pack_plays_back(cli, tmp_path: Path) -> None:
    code, out, err = cli("replay", str(_write(tmp_path / "r.json", _asteria_replay())), "--quiet")
    assert code == 0 and "replayed 6 actions exactly" in out, err


def test_a_replay_naming_a_path_never_runs_that_packs_code(cli, tmp_path: Path) -> None:
    marker = tmp_path / "imported"
    pack = code_pack(tmp_path / "evil", marking(marker))
    path = _write(tmp_path / "r.json", json.dumps({**good_replay(), "pack": str(pack)}, indent=1))
    code, _out, err = cli("replay", str(path))
    assert code == 1 and not marker.exists()
    assert f"{path}:3:10: error E515 not a cardsmith replay: pack: a replay names its pack by its id" in err


def _played(cli, pack: Path, save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    answers = iter(["1", "1", "q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert cli("play", str(pack), "--save", str(save))[0] == 0


def test_a_replay_of_a_pack_that_is_not_bundled_is_played_with_the_pack_given(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pack, save = code_pack(tmp_path / "tiny"), tmp_path / "r.json"
    _played(cli, pack, save, monkeypatch)
    code, _out, err = cli("replay", str(save))
    assert code == 2 and "the replay is a game of the pack 'tiny', which is not a bundled pack" in err
    assert "cardsmith replay FOLDER FILE" in err
    code, out, err = cli("replay", str(save), "--pack", str(pack))
    assert code == 0 and "exactly" in out, err
    code, _out, err = cli("replay", str(save), "--pack", "asteria")
    assert code == 1 and f"{save}:3:10: error E515 the replay is a game of the pack 'tiny', not of 'asteria'" in err


def test_a_replay_of_other_cards_is_refused_before_the_packs_code_runs(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pack, save = code_pack(tmp_path / "tiny"), tmp_path / "r.json"
    _played(cli, pack, save, monkeypatch)
    marker = tmp_path / "imported"
    (pack / "rules.py").write_text(marking(marker), encoding="utf-8")
    (pack / "cards" / "a.yaml").write_text(
        (pack / "cards" / "a.yaml").read_text(encoding="utf-8").replace("1 of clubs", "Ace of clubs")
    )
    code, _out, err = cli("replay", str(save), "--pack", str(pack))
    assert code == 1 and not marker.exists()
    assert f"{save}:4:15: error E515 the replay was made with another version of tiny's cards" in err


def test_a_replay_outlives_new_words_for_the_same_game(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A translation, a note or a card's provenance is only words about the game: Welcome to the Moon's replays
    were refused after its glossary grew. The game is the same, so the replay plays back; a rule changed is still
    refused (above)."""
    pack, save = code_pack(tmp_path / "tiny"), tmp_path / "r.json"
    _played(cli, pack, save, monkeypatch)
    game = pack / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8") + "glossary:\n  pl: {hand: Ręka}\nnotes: [a note]\n", "utf-8")
    cards = pack / "cards" / "a.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("stand-in: test", "stand-in: read again"), "utf-8")
    assert cli("check", str(pack))[0] == 0
    code, out, err = cli("replay", str(save), "--pack", str(pack))
    assert code == 0 and "exactly" in out, err
    game.write_text(game.read_text(encoding="utf-8").replace("max_turns: 40", "max_turns: 41"), "utf-8")
    code, _out, err = cli("replay", str(save), "--pack", str(pack))
    assert code == 1 and "the replay was made with another version of tiny's cards" in err


def _nested(depth: int) -> str:
    return _asteria_replay().replace('"actions": [', '"actions": [' + "[" * depth + "]" * depth + ",", 1)


HOSTILE: dict[str, tuple[Any, str]] = {
    "a 5,000-digit seed": (
        lambda: _asteria_replay().replace('"seed": 5', '"seed": ' + "9" * 5000),
        ":5:10: error E515",
    ),
    "an infinite seed": (lambda: _asteria_replay().replace('"seed": 5', '"seed": Infinity'), ":5:10: error E515"),
    "a result of the wrong type": (lambda: json.dumps({**good_replay(), "result": [1]}), "E515 not a cardsmith replay"),
    "winners of the wrong type": (
        lambda: json.dumps({**good_replay(), "result": {"winners": "all"}}),
        "result/winners: 'all' is not of type 'array'",
    ),
    "100,000 nested arrays": (lambda: _nested(100_000), "error E004 nesting deeper than 64 levels"),
    "a pack given as a number": (
        lambda: _asteria_replay().replace('"pack": "asteria"', '"pack": 7'),
        ":3:10: error E515 not a cardsmith replay: pack: 7 is not of type 'string'",
    ),
    "an action that is no label": (
        lambda: json.dumps({**good_replay(), "actions": [{"index": 0}]}),
        "E515 not a cardsmith replay: actions/0",
    ),
    "players as text": (
        lambda: json.dumps({**good_replay(), "config": {"players": "two"}}),
        "config/players: 'two' is not of type 'integer'",
    ),
    "a missing key": (lambda: json.dumps({"seed": 1}), "'version' is a required property"),
    "not JSON": (lambda: "not json", ":1:1: error E515 not a JSON replay"),
    "not UTF-8": (lambda: b"\xff\xfe{}", "error E005"),
}


@pytest.mark.parametrize("case", HOSTILE, ids=list(HOSTILE))
def test_a_hostile_replay_file_is_a_located_error(cli, tmp_path: Path, case: str) -> None:
    make, message = HOSTILE[case]
    content = make()
    path = tmp_path / "bad.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    code, _out, err = cli("replay", str(path))
    assert code == 1, err
    assert message in err and err.startswith(str(path)), err
    assert "Traceback" not in err and "internal error" not in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_replay_that_is_a_fifo_is_refused_without_waiting(cli, tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    os.mkfifo(path)
    code, _out, err = cli("replay", str(path))
    assert code == 1 and "E007 not a regular file" in err


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=40, deadline=5000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    key=st.sampled_from(["version", "pack", "catalogue", "seed", "config", "actions", "result", "other"]), value=JSON
)
def test_any_value_in_a_replay_is_replayed_or_refused_never_an_internal_error(cli, tmp_path: Path, key, value) -> None:
    path = _write(tmp_path / "r.json", json.dumps({**good_replay(), key: value}, allow_nan=True))
    code, _out, err = cli("replay", str(path), "--quiet")
    # 2: the replay names a pack id that is not bundled, so the command line must name its folder (a usage error)
    assert code in (0, 1) or (code == 2 and "E401" in err and key == "pack"), err
    assert "Traceback" not in err and "internal error" not in err


def test_a_replay_of_a_pack_not_bundled_asks_for_the_packs_folder(cli, tmp_path: Path) -> None:
    path = _write(tmp_path / "r.json", json.dumps({**good_replay(), "pack": "a"}))
    code, _out, err = cli("replay", str(path), "--quiet")
    assert code == 2, err
    assert "E401" in err and "'a', which is not a bundled pack" in err and "cardsmith replay FOLDER FILE" in err

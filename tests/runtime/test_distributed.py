"""The Ray backend: the same seeds give the same games as the local pool; without Ray, a clear error."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from cardsmith.runtime.simulate import play_games, simulate


@pytest.mark.slow  # starting Ray takes ~9 s
def test_ray_plays_the_same_games_as_the_local_pool() -> None:
    pytest.importorskip("ray")
    local = simulate("asteria", 6, seed=3, agents=["random", "greedy"], workers=2)
    on_ray = list(play_games("asteria", 6, seed=3, agents=["random", "greedy"], workers=2, backend="ray"))
    assert on_ray == local
    assert [r["seed"] for r in on_ray] == [3, 4, 5, 6, 7, 8]


def test_without_ray_the_backend_says_what_to_install(cli: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` fails, as where it is not installed
    code, _out, err = cli("simulate", "asteria", "--games", "2", "--backend", "ray")
    assert code == 1
    assert "pip install 'cardsmith[ray]'" in err and "Traceback" not in err


def test_an_address_needs_the_ray_backend(cli: Any) -> None:
    code, _out, err = cli("simulate", "asteria", "--games", "2", "--address", "auto")
    assert code == 2 and "--address is for --backend ray" in err

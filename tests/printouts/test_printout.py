"""`watch` keeps watching: a build that cannot load the pack is reported, and the next change builds again."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

from cardsmith.base.paths import resolve_pack
from cardsmith.commands.printing import Settings, run_watch
from cardsmith.printouts.printout import Result, build


def _wait(condition: Callable[[], bool], seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)  # the watcher is watching again before the next change


def test_watch_goes_on_when_game_yaml_is_renamed_then_put_back(pack_dir, tmp_path: Path, capsys) -> None:
    pack = pack_dir()
    builds: list[Result] = []
    stop = threading.Event()
    watching = threading.Thread(
        target=run_watch,
        args=(str(resolve_pack(str(pack))), "mini", Settings(tmp_path / "out", "html"), 3, stop, builds.append),
        daemon=True,
    )
    watching.start()
    try:
        _wait(lambda: len(builds) == 1)
        (pack / "game.yaml").rename(pack / "game.yaml.old")
        _wait(lambda: len(builds) == 2)
        assert watching.is_alive(), "watch stopped when game.yaml went away"
        (pack / "game.yaml.old").rename(pack / "game.yaml")
        watching.join(timeout=20)
    finally:
        stop.set()
    assert [result.code for result in builds] == [0, 1, 0]
    assert "error E401 no pack" in capsys.readouterr().err


def test_a_build_of_a_pack_without_game_yaml_is_a_result_not_an_exception(pack_dir, tmp_path: Path) -> None:
    pack = pack_dir()
    (pack / "game.yaml").unlink()
    result = build(str(pack), Settings(tmp_path / "out", "html"))
    assert result.code == 1 and "has no game.yaml" in result.errors[0]

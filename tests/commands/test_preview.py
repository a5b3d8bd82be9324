"""`watch --serve`: the sheet on localhost, rebuilt when a card changes, reloaded by the browser itself,
and a broken pack's errors shown on the page, located."""

from __future__ import annotations

import shutil
import subprocess
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardsmith.commands.preview import Preview, serve
from cardsmith.commands.printing import run_watch
from cardsmith.printouts.printout import Settings
from conftest import CARDS, write_pack

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


class Live:
    """A pack being watched and served: its folder, the preview and its address."""

    def __init__(self, root: Path, preview: Preview, url: str) -> None:
        self.root, self.preview, self.url = root, preview, url

    def get(self, path: str = "/") -> str:
        with urllib.request.urlopen(self.url + path, timeout=30) as response:
            return str(response.read().decode("utf-8"))

    def wait_for(self, build: int) -> None:
        deadline = time.monotonic() + 60
        while self.preview.build < build:
            assert time.monotonic() < deadline, f"no build {build}"
            time.sleep(0.05)

    def edit(self, old: str, new: str) -> None:
        cards = self.root / "cards" / "a.yaml"
        cards.write_text(cards.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")


@pytest.fixture
def live(tmp_path: Path) -> Iterator[Live]:
    root = write_pack(tmp_path / "mini")
    out = tmp_path / "out"
    preview = Preview(out.resolve())
    server = serve(preview, 0)
    stop = threading.Event()
    on_build = lambda result: preview.built(result.errors, result.written)  # noqa: E731
    watcher = threading.Thread(
        target=run_watch, args=(str(root), "mini", Settings(out, "html")), kwargs={"stop": stop, "on_build": on_build}
    )
    watcher.start()
    result = Live(root, preview, f"http://127.0.0.1:{server.server_address[1]}")
    result.wait_for(1)
    time.sleep(0.5)  # the watcher is watching
    yield result
    stop.set()
    watcher.join(timeout=30)
    server.shutdown()
    server.server_close()


def test_the_page_follows_the_pack(live: Live) -> None:
    page = live.get("/")
    assert "Spark" in page and 'fetch("/__build"' in page
    assert live.get("/__build") == "1"
    live.edit("name: Spark", "name: Ember")
    live.wait_for(2)
    assert "Ember" in live.get("/") and live.get("/__build") == "2"

    live.edit('"gain 2 energy"', '"gain 2 enrgy"')  # a broken pack: its errors, located, on the page
    live.wait_for(3)
    page = live.get("/")
    assert "a.yaml:9:" in page and "E301" in page and "did you mean &#x27;energy&#x27;?" in page
    live.edit('"gain 2 enrgy"', '"gain 2 energy"')
    live.wait_for(4)
    assert "Ember" in live.get("/")


def test_only_the_output_folder_is_served(live: Live) -> None:
    with pytest.raises(urllib.error.HTTPError):
        live.get("/../mini/game.yaml")


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed here (.ci/run installs it)")
def test_headless_chromium_reloads_the_page_after_a_build(live: Live, tmp_path: Path) -> None:
    """The browser gets build 1; the card changes while the page loads; the page's own script sees build 2 and
    reloads: the page Chromium ends on shows the new name."""
    served = live.preview.page
    edited = threading.Event()

    def page() -> bytes:
        body = served()
        if not edited.is_set():
            edited.set()
            live.edit("name: Spark", "name: Ember")
            live.wait_for(2)  # the real rebuild, while Chromium waits for the first page
        return body

    live.preview.page = page  # type: ignore[method-assign]
    run = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", f"--user-data-dir={tmp_path / 'profile'}",
         "--virtual-time-budget=5000", "--dump-dom", live.url + "/"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert edited.is_set()
    assert 'data-build="2"' in run.stdout and "Ember" in run.stdout, run.stderr[-2000:]


def test_serve_from_the_command_line(cli, tmp_path: Path) -> None:
    pack = write_pack(tmp_path / "mini", cards=CARDS)
    code, out, err = cli("watch", str(pack), "--out", str(tmp_path / "o"), "--serve", "--port", "0", "--builds", "1")
    assert code == 0, err
    assert "serving http://127.0.0.1:" in out and (tmp_path / "o" / "mini.html").is_file()
    code, _, err = cli("watch", str(pack), "--out", str(tmp_path / "o"), "--serve", "--as", "pdf")
    assert code == 2 and "--serve shows the HTML sheet" in err

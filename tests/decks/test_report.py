"""The simulation report: figures with Wilson intervals, and an HTML file a browser renders with its plots."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from cardsmith.base.stats import wilson
from cardsmith.decks.report import summarise, write_report
from cardsmith.pack.catalogue import Pack, load_pack

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def asterix() -> Pack:
    return load_pack("asterix")


def records(pack: Pack, games: int = 200, seed: int = 5) -> list[dict[str, Any]]:
    """Synthetic games: seat 0 wins 70 %; Asteriks is played only by winners; the last cards never."""
    rng = random.Random(seed)
    ids = [c.id for c in pack.cards if c.id != "asteriks"][:19]
    out = []
    for game in range(games):
        winner = 0 if rng.random() < 0.7 else 1
        played: list[dict[str, int]] = [{}, {}]
        for seat in (0, 1):
            for card_id in rng.sample(ids, 4):
                played[seat][card_id] = rng.randint(1, 2)
        played[winner]["asteriks"] = 1
        out.append(
            {
                "seed": game,
                "seats": [{"agent": "random"}, {"agent": "greedy"}],
                "winners": [winner],
                "returns": [1.0 if winner == 0 else -1.0, 1.0 if winner == 1 else -1.0],
                "length": {"turns": 20 + game % 15, "rounds": 10 + game % 7, "decisions": 100 + game},
                "played": played,
                "error": None,
            }
        )
    out.append({"seed": 999, "seats": [{}, {}], "winners": [], "returns": [0, 0], "length": {}, "played": [],
                "error": "step budget exceeded"})  # fmt: skip
    return out


def test_wilson_interval() -> None:
    low, high = wilson(70, 100) or (0, 0)
    assert round(low, 3) == 0.604 and round(high, 3) == 0.781
    assert wilson(0, 10) == (0.0, pytest.approx(0.2775, abs=1e-4))
    assert wilson(0, 0) is None


def test_summary_figures(asterix: Pack) -> None:
    data = summarise(records(asterix), asterix)
    assert (data["games"], data["measured"], len(data["errors"])) == (201, 200, 1)
    seat0 = data["seats"][0]["wins"]
    assert seat0["of"] == 200 and 0.6 < seat0["rate"] < 0.8 and seat0["low"] < seat0["rate"] < seat0["high"]
    assert data["seats"][1]["agents"] == ["greedy"]
    cards = {c["id"]: c for c in data["cards"]}
    assert cards["asteriks"]["play_rate"]["rate"] == 1.0
    assert cards["asteriks"]["win_rate_when_played"]["rate"] == 1.0
    assert data["length"]["turns"]["min"] == 20 and data["length"]["turns"]["max"] == 34
    assert sum(b["games"] for b in data["length"]["turns"]["histogram"]) == 200
    never = set(data["never_played"])
    assert never == {c.id for c in asterix.cards if c.id != "asteriks"} - set(cards_played(data))
    assert len(never) == len(asterix.cards) - 20 and "asteriks" not in never


def cards_played(data: dict[str, Any]) -> list[str]:
    return [c["id"] for c in data["cards"] if c["plays"]]


def test_report_files_agree(asterix: Pack, tmp_path: Path) -> None:
    html, json_path = write_report(asterix, records(asterix), tmp_path / "out", title="Gauls <test>")
    data = json.loads(json_path.read_text(encoding="utf-8"))
    text = html.read_text(encoding="utf-8")
    assert data == summarise(records(asterix), asterix)
    assert text.count("<svg") == 4 and "Gauls &lt;test&gt;" in text and "<test>" not in text
    assert "step budget exceeded" in text
    assert 'href="http' not in text and "src=" not in text and "@import" not in text  # self-contained


def test_report_opens_in_headless_chromium(asterix: Pack, tmp_path: Path) -> None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        pytest.skip("chromium is not installed (.ci/run installs it)")
    html, _ = write_report(asterix, records(asterix), tmp_path / "out")
    flags = [*CHROMIUM_FLAGS, f"--user-data-dir={tmp_path / 'profile'}"]
    dom = subprocess.run(
        [browser, *flags, "--dump-dom", html.as_uri()], capture_output=True, text=True, timeout=120, check=True
    ).stdout
    assert dom.count("<svg") == 4 and 'id="never-played"' in dom
    shot = tmp_path / "report.png"
    subprocess.run(
        [browser, *flags, f"--screenshot={shot}", "--window-size=1000,1400", html.as_uri()],
        capture_output=True,
        timeout=120,
        check=True,
    )
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000

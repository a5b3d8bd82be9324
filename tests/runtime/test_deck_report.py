"""`cardsmith deck report`: games simulated with a deck's cards, written as HTML and JSON."""

from __future__ import annotations

import json
from pathlib import Path

from cardsmith.base.paths import bundled_root
from cardsmith.pack.catalogue import load_pack


def test_a_deck_report_simulates_the_deck_and_writes_its_figures(cli, tmp_path: Path) -> None:
    deck = bundled_root() / "asteria" / "decks" / "full.txt"
    code, out, err = cli("deck", "report", str(deck), "--game", "asteria", "--games", "8", "--out", str(tmp_path))
    assert code == 0, err
    figures = json.loads((tmp_path / "report.json").read_text())
    assert "8 games simulated" in out
    assert "<svg" in (tmp_path / "report.html").read_text()
    assert figures["games"] == 8 and len(figures["seats"]) == 2
    assert sum(seat["wins"]["count"] for seat in figures["seats"]) <= 8
    played = {card["id"]: card["plays"] for card in figures["cards"]}
    assert sum(played.values()) > 0
    actions = {card.id for card in load_pack("asteria").cards if card.type == "action"}
    never = set(figures["never_played"])  # only the cards a player plays: a planet is revealed, never played
    assert never == {i for i, n in played.items() if n == 0} & actions and "aurora" not in never


def test_a_deck_that_breaks_its_rules_gets_no_report(cli, tmp_path: Path) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_text("40 Emissário\n")
    code, _, err = cli("deck", "report", str(deck), "--game", "asteria", "--games", "2", "--out", str(tmp_path / "r"))
    assert code == 1 and "not valid" in err
    assert not (tmp_path / "r").exists()

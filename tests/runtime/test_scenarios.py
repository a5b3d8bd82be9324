"""`cardsmith test PACK`: the bundled Asteria scenarios pass, and broken scenarios fail where they are wrong."""

from __future__ import annotations

import json
import shutil
import textwrap
from pathlib import Path

import pytest

from cardsmith.base.paths import bundled_root
from cardsmith.cli import main
from cardsmith.runtime.scenarios import match_label, run_scenarios

GOOD_GIVEN = """\
    seed: 3
    given:
      active: 1
      amounts: {1: {energy: 2, ore: 2}}
      zones:
        table: [aurora]
        hand of 1: [emissario, sonda_orbital]
      orient: {aurora: 1}
"""


@pytest.fixture(scope="module")
def asteria_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of Asteria without its scenarios, to add broken ones to."""
    root = tmp_path_factory.mktemp("packs") / "asteria"
    shutil.copytree(bundled_root() / "asteria", root, ignore=shutil.ignore_patterns("scenarios"))
    (root / "scenarios").mkdir()
    return root


def write(pack: Path, text: str) -> str:
    for old in (pack / "scenarios").glob("*.yaml"):
        old.unlink()
    (pack / "scenarios" / "case.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    return f"{pack}/scenarios/case.yaml"


def run_cli(pack: Path | str, capsys: pytest.CaptureFixture[str], fmt: str = "text", only: str | None = None):
    code = main(["test", str(pack), "--format", fmt, *(["--only", only] if only is not None else [])])
    out, err = capsys.readouterr()
    return code, out, err


def test_bundled_asteria_scenarios_all_pass(capsys: pytest.CaptureFixture[str]) -> None:
    report = run_scenarios("asteria")
    failures = [d.render(report.lines) for d in report.all_diagnostics()]
    assert failures == []
    assert len(report.results) >= 25
    files = {Path(r.file).name for r in report.results}
    assert {"conflict.yaml", "effects.yaml", "playing.yaml", "turn.yaml", "rulebook.yaml"} <= files
    code, out, _ = run_cli("asteria", capsys, only="a tie goes to the attacker, who takes the planet")
    assert code == 0
    assert "1 scenario(s), all passed" in out


def test_unknown_card_id_is_located_with_a_suggestion(asteria_copy: Path, capsys) -> None:
    shown = write(
        asteria_copy,
        """\
        scenarios:
          - name: typo
            given:
              zones:
                hand of 1: [emissario, sonda_orbitl]
        """,
    )
    code, out, err = run_cli(asteria_copy, capsys)
    assert code == 1
    assert f"{shown}:5:32: error E301 unknown card 'sonda_orbitl' (did you mean 'sonda_orbital'?)" in err
    assert "FAIL typo" in out


def test_unknown_zone_and_key_are_located(asteria_copy: Path) -> None:
    shown = write(
        asteria_copy,
        """\
        scenarios:
          - name: zone
            given:
              zones:
                hnd of 1: [emissario]
          - name: key
            expct: {}
        """,
    )
    zone, key = run_scenarios(asteria_copy).results
    assert [d.header() for d in zone.diagnostics] == [
        f"{shown}:5:9: error E301 unknown zone 'hnd' (did you mean 'hand'?)"
    ]
    assert [d.header() for d in key.diagnostics] == [
        f"{shown}:7:5: error E102 unknown key 'expct' (did you mean 'expect'?)"
    ]


def test_illegal_label_lists_the_legal_ones(asteria_copy: Path, capsys) -> None:
    shown = write(
        asteria_copy,
        "scenarios:\n  - name: illegal\n" + GOOD_GIVEN + '    do: ["Aurora", "Cruzador Estelar"]\n',
    )
    code, _, err = run_cli(asteria_copy, capsys)
    assert code == 1
    assert f"{shown}:11:20: error E511 'Cruzador Estelar' is not a legal action now (choose 1); legal: " in err
    assert "Emissário (emissario#1, hand)" in err
    assert '    do: ["Aurora", "Cruzador Estelar"]\n' + " " * 23 + "^" in err


def test_failing_expectation_points_at_the_fact(asteria_copy: Path, capsys) -> None:
    shown = write(
        asteria_copy,
        "scenarios:\n  - name: wrong\n"
        + GOOD_GIVEN
        + '    do: ["Aurora", "Emissário", "side explore"]\n'
        + "    expect:\n      amounts: {1: {energy: 3, ore: 2}}\n      winner: 1\n",
    )
    code, out, _ = run_cli(asteria_copy, capsys, fmt="json")
    assert code == 1
    data = json.loads(out)
    assert data["ok"] is False and data["failed"] == 1
    found = [(d["path"], d["line"], d["column"], d["code"], d["message"]) for d in data["scenarios"][0]["diagnostics"]]
    assert found == [
        (shown, 13, 37, "E512", "player 1 has 1 ore, expected 2"),
        (shown, 14, 15, "E512", "the winner is nobody (the game is not over)"),
    ]


def test_a_checkpoint_in_do_checks_the_game_at_that_moment(asteria_copy: Path, capsys) -> None:
    """A `{expect: ...}` item among the actions checks the facts there; each failing fact is located, and the
    actions after it still run to the final expectations."""
    shown = write(
        asteria_copy,
        "scenarios:\n  - name: steps\n"
        + GOOD_GIVEN
        + "    do:\n"
        + "      - expect: {amounts: {1: {energy: 2}}, zones: {hand of 1: [emissario]}}\n"
        + '      - "Aurora"\n'
        + '      - "Emissário"\n'
        + '      - "side explore"\n'
        + "      - expect: {amounts: {1: {energy: 2}}, stats: {emissario: {strength: 0}}}\n"
        + "    expect:\n      amounts: {1: {energy: 3, ore: 1}}\n",
    )
    code, out, _ = run_cli(asteria_copy, capsys, fmt="json")
    assert code == 1
    found = [(d["line"], d["column"], d["message"]) for d in json.loads(out)["scenarios"][0]["diagnostics"]]
    assert found == [
        (12, 64, "hand of 1 holds [emissario, sonda_orbital], expected [emissario]"),
        (16, 40, "player 1 has 3 energy, expected 2"),
        (16, 75, "emissario's strength is 1, expected 0"),
    ], shown


def test_a_checkpoint_with_an_unknown_key_is_located(asteria_copy: Path, capsys) -> None:
    shown = write(asteria_copy, "scenarios:\n  - name: steps\n" + GOOD_GIVEN + "    do:\n      - {expext: {}}\n")
    code, _, err = run_cli(asteria_copy, capsys)
    assert code == 1 and f"{shown}:12:10: error E102" in err


def test_passing_scenario_in_a_copied_pack(asteria_copy: Path, capsys) -> None:
    write(
        asteria_copy,
        "scenarios:\n  - name: right\n"
        + GOOD_GIVEN
        + '    do: ["Aurora", "Emissário", "side explore"]\n'
        + "    expect:\n      amounts: {1: {energy: 3, ore: 1}}\n      winner: none\n      terminal: false\n",
    )
    code, out, _ = run_cli(asteria_copy, capsys)
    assert (code, out.splitlines()[-1]) == (0, "1 scenario(s), all passed".join([f"{asteria_copy}: ", ""]))


def test_bad_yaml_and_bad_shape_fail_with_exit_1(asteria_copy: Path, capsys) -> None:
    shown = write(asteria_copy, "scenarios:\n  - name: [unclosed\n")
    code, _, err = run_cli(asteria_copy, capsys)
    assert code == 1 and f"{shown}:3:1: error E001 invalid YAML" in err
    write(asteria_copy, "scenarios: {name: x}\n")
    code, _, err = run_cli(asteria_copy, capsys)
    assert code == 1 and "error E103 'scenarios' must be a list, not a mapping" in err


def test_usage_errors_exit_2(asteria_copy: Path, capsys) -> None:
    code, _, err = run_cli("asteriaa", capsys)
    assert code == 2 and "did you mean 'asteria'?" in err
    code, _, err = run_cli("asteria", capsys, only="no such scenario")
    assert code == 2 and "no scenario named 'no such scenario'" in err


def test_labels_match_exactly_then_by_unique_prefix_then_substring() -> None:
    labels = ["yes", "no", "side explore", "side extract", "use Objetivo (economic): pay 8 energy"]
    assert match_label("no", labels) == 1
    assert match_label("side explore", labels) == 2
    assert match_label("Use objetivo", labels) == 4
    assert match_label("economic", labels) == 4
    assert match_label("side ex", labels) is None  # two labels start so: ambiguous
    assert match_label("exterminate", labels) is None


def test_an_expected_owner_may_be_nobody(asteria_copy: Path, capsys) -> None:
    """`owner: nobody` checks that no player owns the card; a card someone owns fails, saying who."""
    write(
        asteria_copy,
        "scenarios:\n  - name: owners\n"
        + GOOD_GIVEN
        + "    do: []\n"
        + "    expect:\n      zones:\n        table: [{card: aurora, owner: nobody}]\n"
        + "        hand of 1: [{card: emissario, owner: nobody}, sonda_orbital]\n",
    )
    code, out, _ = run_cli(asteria_copy, capsys, fmt="json")
    data = json.loads(out)
    messages = [d["message"] for d in data["scenarios"][0]["diagnostics"]]
    assert code == 1 and messages == ["emissario is there but with owner 1"]

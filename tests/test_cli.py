"""The command line as a designer uses it: exit codes, located output, JSON, fmt, export."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path

import pytest

import cardsmith
from conftest import CARDS, write_pack

SOURCE = str(Path(cardsmith.__file__).parents[1])  # a subprocess runs this code, not another installed copy


def test_check_all_bundled_packs(cli) -> None:
    code, out, err = cli("check")
    assert code == 0, err
    assert "5 pack(s)" in out and "all valid" in out
    for name in ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"):
        assert f"{name}: ok" in out
    assert gc.isenabled()  # the collector rests during a check, and only then


def test_a_cold_check_loads_only_what_it_needs(tmp_path: Path) -> None:
    """A first `check` on a new machine: the shipped parser tables and validators, nothing built, and
    none of the libraries of the other commands (the printouts', jsonschema's that only explains errors)."""
    cache = tmp_path / "cache"
    probe = (
        "import sys; from cardsmith.cli import main; code = main(['check', '--no-cache']); "
        "heavy = sorted({m.split('.')[0] for m in sys.modules} & {'jsonschema', 'jinja2', 'matplotlib', "
        "'weasyprint', 'pypdfium2', 'pypdf', 'PIL', 'openpyxl', 'tqdm', 'watchfiles'}); "
        "from cardsmith.compiler import validate; "
        "print(code, heavy, sorted(getattr(v, '__module__', None) for v in validate._COMPILED.values()))"
    )
    run = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        env={"CARDSMITH_CACHE": str(cache), "PATH": "", "PYTHONPATH": SOURCE},
        timeout=120,
    )
    shipped = ["cardsmith.compiler.fastschemas.cards", "cardsmith.compiler.fastschemas.game"]
    assert run.stdout.splitlines()[-1] == f"0 [] {shipped}", run.stderr
    assert not cache.exists() or not list(cache.glob("*.tables"))  # the tables came with the package


def test_check_reports_located_errors_and_exits_1(cli, pack_dir) -> None:
    root = pack_dir(cards=CARDS.replace('"gain 2 energy"', '"gain 2 enrgy"'))
    code, out, err = cli("check", str(root))
    assert code == 1
    assert f"{root}/cards/a.yaml:9:23: error E301 unknown name 'enrgy'" in err
    assert "did you mean 'energy'?" in err
    assert '      effect: "gain 2 enrgy"\n' in err and "^" in err
    assert "1 error(s)" in out


def test_check_json_gives_the_same_diagnostics(cli, pack_dir) -> None:
    root = pack_dir(cards=CARDS.replace("cost: 1", "cost: 9"))
    code, out, _ = cli("check", str(root), "--format", "json")
    assert code == 1
    data = json.loads(out)
    (diagnostic,) = data["packs"][0]["diagnostics"]
    assert {k: diagnostic[k] for k in ("code", "line", "column", "severity")} == {
        "code": "E104",
        "line": 7,
        "column": 13,
        "severity": "error",
    }


def test_the_cache_never_serves_a_stale_result(cli, pack_dir) -> None:
    root = pack_dir()
    assert cli("check", str(root))[0] == 0
    (root / "cards" / "a.yaml").write_text(CARDS.replace("cost: 1", "cost: 9"), encoding="utf-8")
    assert cli("check", str(root))[0] == 1
    (root / "cards" / "a.yaml").write_text(CARDS, encoding="utf-8")
    assert cli("check", str(root))[0] == 0


def test_unknown_pack_is_a_usage_error(cli) -> None:
    code, _, err = cli("check", "asterya")
    assert code == 2
    assert "did you mean 'asteria'?" in err


def test_bad_option_is_a_usage_error(cli) -> None:
    code, _, err = cli("check", "--frmat", "json")
    assert code == 2 and "usage:" in err


def test_compile_prints_the_ir(cli) -> None:
    code, out, _ = cli(
        "compile", "once per turn: pay 2 energy to opponent -> advance 1 on any planet", "--game", "asteria"
    )
    assert code == 0
    (ability,) = json.loads(out)
    assert ability["headers"] == [{"trigger": "limit", "period": "turn"}]
    assert ability["cost"] == [{"effect": "pay", "amount": 2, "resource": "energy", "to": "opponent"}]


def test_compile_locates_a_syntax_error(cli) -> None:
    code, out, err = cli("compile", "gain 2 energy,, draw 1 card")
    assert code == 1 and out == ""
    assert "<text>:1:15: error E201 unexpected ','" in err


def test_compile_checks_names_against_the_game(cli) -> None:
    code, _, err = cli("compile", "gain 2 enrgy", "--game", "asteria")
    assert code == 1
    assert "did you mean 'energy'?" in err


def test_fmt_shows_then_rewrites_keeping_comments(cli, pack_dir) -> None:
    root = pack_dir(cards="# my cards\n" + CARDS.replace('"gain 2 energy"', '"you gain  2 energy"  # note'))
    code, out, _ = cli("fmt", str(root), "--check")
    assert code == 1 and "+ gain 2 energy" in out
    before = (root / "cards" / "a.yaml").read_text(encoding="utf-8")
    assert cli("fmt", str(root))[0] == 0  # showing never writes
    assert (root / "cards" / "a.yaml").read_text(encoding="utf-8") == before
    assert cli("fmt", str(root), "--write")[0] == 0
    after = (root / "cards" / "a.yaml").read_text(encoding="utf-8")
    assert after.startswith("# my cards\n") and 'effect: "gain 2 energy"  # note' in after
    assert cli("fmt", str(root), "--check")[0] == 0


def test_fmt_never_rewrites_a_text_with_its_own_comment(cli, pack_dir) -> None:
    text = "|\n        gain 2 energy  # the spark\n        you draw 1 action from deck"
    root = pack_dir(cards=CARDS.replace('"gain 2 energy"', text))
    before = (root / "cards" / "a.yaml").read_text(encoding="utf-8")
    cli("fmt", str(root), "--write")
    assert (root / "cards" / "a.yaml").read_text(encoding="utf-8") == before


def test_export_has_cards_and_components_with_counts(cli) -> None:
    code, out, _ = cli("export", "asteria", "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["counts"]["cards_by_type"]["action"] == 38
    card = data["cards"][0]
    assert {"id", "name", "type", "copies", "fields", "effects", "provenance"} <= set(card)
    assert {"id", "kind", "count"} <= set(data["components"][0])
    assert "resources" in data["game"] and "setup" in data["procedure"]


def test_export_refuses_a_broken_pack(cli, pack_dir) -> None:
    root = pack_dir(cards=CARDS.replace("type: action", "type: actoin"))
    code, out, err = cli("export", str(root))
    assert code == 1 and out == "" and "E301" in err


def test_pack_named_by_its_game_yaml(cli, pack_dir) -> None:
    root = pack_dir()
    assert cli("check", str(root / "game.yaml"))[0] == 0


def test_schema_and_docs_commands(cli, tmp_path: Path) -> None:
    assert cli("schema", "--out", str(tmp_path / "s"))[0] == 0
    assert {p.name for p in (tmp_path / "s").iterdir()} == {"ir.json", "game.json", "cards.json", "pack.json"}
    code, out, _ = cli("docs")
    assert code == 0 and "## Effects" in out


def test_installed_command_shows_no_traceback_for_bad_input(tmp_path: Path) -> None:
    root = write_pack(tmp_path / "mini", cards=b"cards:\n  - name: \xff\xfe\n")
    run = subprocess.run(
        [sys.executable, "-m", "cardsmith", "check", str(root)],
        capture_output=True,
        text=True,
        env={"CARDSMITH_CACHE": str(tmp_path / "c"), "PATH": "", "PYTHONPATH": SOURCE},
        timeout=120,
    )
    assert run.returncode == 1
    assert "Traceback" not in run.stderr
    assert "E005" in run.stderr


def test_check_ends_quickly_with_its_output_and_cache_whole(tmp_path: Path) -> None:
    """`check` ends its process without tearing the interpreter down (`cli.quick_exit`): what it printed into a
    pipe still arrives whole, its exit code is kept, and the results it cached are read back by the next run."""
    root = write_pack(tmp_path / "mini")
    env = {"CARDSMITH_CACHE": str(tmp_path / "c"), "PATH": "", "PYTHONPATH": SOURCE}
    runs = [
        subprocess.run(
            [sys.executable, "-m", "cardsmith", "check", str(root), *extra],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        for extra in (["--format", "json"], ["--format", "json"], [])
    ]
    assert [r.returncode for r in runs] == [0, 0, 0]
    assert json.loads(runs[0].stdout)["ok"] is True  # the whole document, flushed before the end
    assert runs[1].stdout == runs[0].stdout  # the second answered from the entry the first wrote
    assert len(list((tmp_path / "c" / "check").iterdir())) == 1
    assert runs[2].stdout.endswith("1 pack(s), 3 cards: all valid\n")
    broken = write_pack(tmp_path / "broken", cards=CARDS.replace("type: action", "type: actoin"))
    run = subprocess.run(
        [sys.executable, "-m", "cardsmith", "check", str(broken)], capture_output=True, text=True, env=env, timeout=120
    )
    assert run.returncode == 1 and "E301" in run.stderr and run.stdout.endswith("1 error(s)\n")


def test_unwritable_output_is_a_located_error_not_a_traceback(cli, tmp_path: Path) -> None:
    code, _, err = cli("export", "asteria", "--out", str(tmp_path / "no" / "such" / "dir.json"))
    assert code == 1 and "E007" in err and "Traceback" not in err


def test_an_unwritable_output_is_located_at_its_path(cli, tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "dir.json"
    code, _, err = cli("export", "asteria", "--out", str(target))
    assert code == 1 and err.strip() == f"{target}: error E007 No such file or directory"


def test_a_bug_is_an_internal_error_that_asks_for_a_report(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not bad input: a defect (here one put in on purpose) exits 70 and says it is cardsmith's, not the user's."""
    from cardsmith.commands import search

    def broken(*args: object) -> int:
        raise KeyError("oops")

    monkeypatch.setattr(search, "run_search", broken)
    code, _, err = cli("search", "asteria", "type:planet")
    assert code == 70 and "Traceback" not in err
    assert "internal error (KeyError: 'oops') at search.py:" in err
    assert "this is a bug in cardsmith" in err and "please report it" in err and "CARDSMITH_DEBUG=1" in err

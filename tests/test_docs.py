"""Generated files are up to date, and the README's tutorial does what it says."""

from __future__ import annotations

import json
from pathlib import Path

from cardsmith.compiler.docs import language_reference

ROOT = Path(__file__).resolve().parents[1]


def test_language_reference_is_up_to_date() -> None:
    assert (ROOT / "docs" / "language.md").read_text(encoding="utf-8") == language_reference(), (
        "run: cardsmith docs --out docs/language.md"
    )


def _block(readme: str, start: str) -> str:
    """The YAML block of the README that starts with the comment `start`."""
    i = readme.index(start)
    return readme[i : readme.index("```\n", i)]


def test_readme_tutorial(cli, tmp_path: Path, monkeypatch) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mygame" / "cards").mkdir(parents=True)
    (tmp_path / "mygame" / "game.yaml").write_text(_block(readme, "# mygame/game.yaml"), encoding="utf-8")
    cards = _block(readme, "# mygame/cards/actions.yaml")
    (tmp_path / "mygame" / "cards" / "actions.yaml").write_text(cards, encoding="utf-8")

    code, out, _ = cli("compile", "mygame", "on play: gain 2 energy")
    assert code == 0
    assert json.loads(out) == [
        {
            "headers": [{"trigger": "on_event", "event": "play"}],
            "effects": [{"effect": "gain", "amount": 2, "resource": "energy"}],
        }
    ]
    code, out, _ = cli("check", "mygame")
    assert code == 0 and "mygame: ok - 3 cards (3 action); 1 effect texts" in out

    (tmp_path / "mygame" / "cards" / "actions.yaml").write_text(cards.replace("2 energy", "2 enrgy"), encoding="utf-8")
    code, _, err = cli("check", "mygame")
    assert code == 1
    shown = readme[readme.index("mygame/cards/actions.yaml:9") :].split("```")[0].rstrip()
    assert shown in err


def _yaml_after(text: str, heading: str) -> str:
    """The first ```yaml block after a heading of a Markdown page."""
    start = text.index("```yaml\n", text.index(heading)) + len("```yaml\n")
    return text[start : text.index("```\n", start)]


def test_authoring_guide_declares_no_reserved_word() -> None:
    """The guide's game.yaml is what designers copy: a name in it that `check` rejects (E302) teaches an error."""
    import yaml

    from cardsmith.compiler.semantic import reserved_words
    from cardsmith.pack.catalogue import _declared_names

    game = yaml.safe_load(_yaml_after((ROOT / "docs" / "authoring.md").read_text(encoding="utf-8"), "## game.yaml"))
    taken = [name for _, name, _ in _declared_names(game) if name in reserved_words()]
    assert taken == []


def test_reserved_words_are_listed_for_designers() -> None:
    from cardsmith.compiler.semantic import reserved_words

    reference = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
    listed = reference[reference.index("## Reserved words") :]
    assert all(f"`{word}`" in listed for word in reserved_words())
    assert "discard_pile" in (ROOT / "docs" / "authoring.md").read_text(encoding="utf-8")


def test_runtime_section_and_supply_zone_are_documented() -> None:
    guide = (ROOT / "docs" / "authoring.md").read_text(encoding="utf-8")
    runtime = guide[guide.index("## Making a pack playable: the `runtime:` section") :]
    assert "`supply` [supply]" in runtime and "every card starts in" in runtime

"""Every file a command reads is opened by one set of rules (base/files.py): a regular file, inside the pack once
links are resolved, size-capped; anything else is a located error (exit 1), never a hang or an internal error."""

from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

import pytest

from cardsmith.base.diagnostics import DiagnosticError
from cardsmith.base.files import MAX_FILE_BYTES, read_bytes

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="needs /dev/zero")


def test_check_of_a_card_file_that_is_a_fifo_is_an_error_not_a_hang(cli, pack_dir, fifo) -> None:
    pack = pack_dir()
    fifo(pack / "cards" / "b.yaml")
    code, _, err = cli("check", str(pack))
    assert code == 1 and "Traceback" not in err
    assert "mini/cards/b.yaml: error E007 cannot read the file: it is a named pipe (FIFO), not a regular file" in err


def test_a_card_file_that_is_a_folder_is_an_error(cli, pack_dir) -> None:
    pack = pack_dir()
    (pack / "cards" / "b.yaml").mkdir()
    code, _, err = cli("check", str(pack))
    assert code == 1 and "mini/cards/b.yaml: error E007 cannot read the file: it is a folder" in err


def test_a_card_file_linked_in_a_loop_is_an_error_not_an_internal_error(cli, pack_dir) -> None:
    pack = pack_dir()
    os.symlink("loop.yaml", pack / "cards" / "loop.yaml")
    code, _, err = cli("check", str(pack))
    assert code == 1 and "cards/loop.yaml: error E007 cannot read the file: its links go round in a loop" in err


@POSIX
@pytest.mark.parametrize(
    "command",
    [
        ("deck", "check", "--game", "{pack}", "/dev/zero"),
        ("import", "/dev/zero", "--game", "{pack}", "--type", "action"),
        ("replay", "/dev/zero"),
    ],
    ids=["deck-check", "import", "replay"],
)
def test_a_device_given_as_a_file_is_refused_before_it_is_read(cli, pack_dir, command: tuple[str, ...]) -> None:
    """/dev/zero never ends: read whole, it was a MemoryError (exit 70) after eating all the memory."""
    pack = pack_dir()
    code, _, err = cli(*(word.format(pack=pack) for word in command))
    assert code == 1 and "Traceback" not in err
    assert "/dev/zero: error E007 " in err and "not a regular file" in err


def test_a_deck_list_that_is_a_fifo_is_refused(cli, pack_dir, tmp_path: Path, fifo) -> None:
    pack = pack_dir()
    fifo(tmp_path / "deck.txt")
    code, _, err = cli("deck", "check", "--game", str(pack), str(tmp_path / "deck.txt"))
    assert code == 1 and "deck.txt: error E007 cannot read the file: it is a named pipe (FIFO)" in err


def test_a_workbook_that_is_a_fifo_is_refused_before_openpyxl_opens_it(cli, pack_dir, tmp_path: Path, fifo) -> None:
    pack = pack_dir()
    fifo(tmp_path / "cards.xlsx")
    code, _, err = cli("import", str(tmp_path / "cards.xlsx"), "--game", str(pack), "--type", "action")
    assert code == 1 and "cards.xlsx: error E007 cannot read the file: it is a named pipe (FIFO)" in err


def test_a_card_file_over_the_size_limit_is_refused_naming_the_limit(cli, pack_dir) -> None:
    pack = pack_dir(extra={"cards/huge.yaml": b"#" * (MAX_FILE_BYTES + 1)})
    code, _, err = cli("check", str(pack))
    assert code == 1 and "mini/cards/huge.yaml:1:1: error E008 the file is too large (more than 8 MiB)" in err


def test_a_file_of_the_limit_is_read_and_one_byte_more_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "f.txt"
    path.write_bytes(b"x" * 101)
    assert read_bytes(path, "f.txt", limit=101) == b"x" * 101
    with pytest.raises(DiagnosticError) as refused:
        read_bytes(path, "f.txt", limit=100)
    assert refused.value.diagnostic.code == "E008"


def test_a_link_out_of_the_pack_is_refused_and_one_inside_is_read(tmp_path: Path) -> None:
    root = tmp_path / "pack"
    root.mkdir()
    (tmp_path / "secret.txt").write_text("secret", encoding="utf-8")
    (root / "own.txt").write_text("own", encoding="utf-8")
    os.symlink(tmp_path / "secret.txt", root / "out.txt")
    os.symlink(root / "own.txt", root / "in.txt")
    assert read_bytes(root / "in.txt", "in.txt", root) == b"own"
    with pytest.raises(DiagnosticError) as refused:
        read_bytes(root / "out.txt", "out.txt", root)
    assert refused.value.diagnostic.code == "E006" and "secret" not in refused.value.diagnostic.header()


def test_what_a_killed_write_or_an_editor_leaves_among_the_cards_is_not_loaded(cli, pack_dir) -> None:
    """`fmt --write` killed mid-write once left `cards/.cardsmith-XXXXXXXX.yaml`, which `check` then loaded."""
    half = "cards:\n  - id: spark\n    name: Sp"
    pack = pack_dir(extra={"cards/.cardsmith-k2x9_0ab.yaml": half, "cards/._a.yaml": b"\x00\x05\x16\x07"})
    code, out, err = cli("check", str(pack))
    assert code == 0, err
    assert "3 cards" in out


def test_a_cached_result_is_not_served_once_a_refused_file_is_gone(cli, pack_dir) -> None:
    pack = pack_dir()
    (pack / "cards" / "b.yaml").mkdir()
    assert cli("check", str(pack))[0] == 1
    (pack / "cards" / "b.yaml").rmdir()
    code, _, err = cli("check", str(pack))
    assert code == 0, err


# ---------------------------------------------------------------- one place

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "cardsmith"
# The reads outside base/files.py, each of a file cardsmith ships or makes itself, never of a pack's or a user's.
OWN_FILES = {
    ("grammar/__init__.py", "GRAMMAR_PATH.read_text"): "the effect grammar",
    ("grammar/tables.py", "self.path.read_text"): "a grammar",
    ("grammar/tables.py", "grammar.path.read_bytes"): "a grammar, for its key",
    ("grammar/tables.py", "path.open"): "parser tables, shipped or cached by cardsmith",
    ("grammar/tables.py", "EFFECTS.shipped.open"): "the shipped parser tables",
    ("grammar/tables.py", "REDUCERS.read_text"): "the shipped reducers, to see whether they are stale",
    ("base/paths.py", "grammar.read_bytes"): "the grammars, for a check's cache key",
    ("base/paths.py", "source.read_bytes"): "cardsmith's own code, for a check's cache key",
    ("compiler/validate.py", "Path(origin).with_name('version.py').read_text"): "fastjsonschema's version",
    ("commands/check.py", "entry.read_text"): "a cached check result",
    ("pack/importer.py", "archive.open"): "a member of a workbook, once the workbook passed regular_file",
    (
        "printouts/rules_text.py",
        "resources.files(__package__).joinpath('phrasebook', f'{language}.yaml').read_text",
    ): "a bundled phrasebook",
}
READS = {"read_text", "read_bytes", "open"}


def _reads(tree: ast.AST) -> list[tuple[str, int]]:
    """Each call that opens a file to read it: `x.read_text()`, `x.read_bytes()`, `x.open()` or `open()` without
    a writing mode, `os.open()`."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name not in READS or (isinstance(func, ast.Name) and name != "open"):
            continue
        modes = node.args[:2] + [k.value for k in node.keywords if k.arg == "mode"]
        writing = any(isinstance(m, ast.Constant) and set(str(m.value)) & set("wax+") for m in modes)
        if not writing:
            found.append((ast.unparse(func), node.lineno))
    return found


def test_every_file_from_a_pack_or_a_user_is_opened_by_base_files() -> None:
    """The rules hold structurally: a new read of a pack's file elsewhere would bypass them, and fails here."""
    stray = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = path.relative_to(PACKAGE).as_posix()
        if module == "base/files.py":
            continue
        for call, line in _reads(ast.parse(path.read_text(encoding="utf-8"))):
            if (module, call) not in OWN_FILES:
                stray.append(f"{module}:{line}: {call}()")
    assert stray == [], "read these with cardsmith.base.files.read_bytes/read_text"

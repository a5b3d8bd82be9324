"""The fast validator (fastjsonschema) compiles every schema and says what jsonschema says.

It once never compiled `game.json` (fastjsonschema fails on `const` without detailed exceptions), the
failure was swallowed, and every file went to jsonschema after a new failed compile each time.
"""

from __future__ import annotations

import importlib
import json
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import fastjsonschema
import jsonschema
import pytest

from cardsmith.base.loader import load_yaml
from cardsmith.base.paths import bundled_names, bundled_root
from cardsmith.compiler import validate
from cardsmith.compiler.schema import cards_schema, game_schema, ir_schema
from cardsmith.pack.catalogue import load_pack

# The bundled games whose broken-file comparison runs with the slow tests; the other two keep it in the default run.
SLOW_BREAKS = {"welcome_to_the_moon", "afternova", "ad_astra"}
SCHEMAS: dict[str, Callable[[], dict[str, Any]]] = {"game": game_schema, "cards": cards_schema, "ir": ir_schema}


@pytest.fixture(autouse=True)
def _fresh_validators(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(validate, "_COMPILED", {})


_REFERENCE: dict[str, jsonschema.Draft202012Validator] = {}


def _agree(schema: dict[str, Any], data: Any) -> bool:
    """Both validators give the same answer; returns it."""
    key = json.dumps(schema, sort_keys=True)
    if key not in _REFERENCE:
        _REFERENCE[key] = jsonschema.Draft202012Validator(schema)
    expected = _REFERENCE[key].is_valid(data)
    assert validate.fast_valid(schema, data) == expected, data
    return expected


def pack_files(name: str) -> Iterator[tuple[str, Any]]:
    """(schema name, data) for every YAML file of a bundled pack that has a schema, and every compiled IR."""
    root = bundled_root() / name
    for path in sorted(root.rglob("*.yaml")):
        relative = path.relative_to(root).parts
        if relative == ("game.yaml",):
            yield "game", load_yaml(path.read_text(encoding="utf-8"), str(path)).data
        elif relative[0] == "cards":
            yield "cards", load_yaml(path.read_text(encoding="utf-8"), str(path)).data
    pack = load_pack(name)
    for card in pack.cards:
        for ir in card.effects.values():
            yield "ir", ir


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_the_fast_validator_compiles_every_schema(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(validate, "SHIPPED", {})  # compiled now, not read from the package
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert validate.compiled(SCHEMAS[name]()) is not None


def test_the_shipped_validators_are_made_from_todays_schemas() -> None:
    assert validate.stale() == [], "run python -m cardsmith.compiler.shipped"
    for name in ("game", "cards"):
        module = importlib.import_module(f"cardsmith.compiler.fastschemas.{name}")
        assert validate.compiled(SCHEMAS[name]()) is module.validate


@pytest.mark.parametrize("change", ["schema", "fastjsonschema"])
def test_a_stale_shipped_validator_is_not_used(change: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if change == "schema":
        monkeypatch.setattr(validate, "schema_key", lambda plain: "0123456789abcdef")
    else:
        monkeypatch.setattr(fastjsonschema, "VERSION", "99.0")
    shipped = importlib.import_module("cardsmith.compiler.fastschemas.game").validate
    fresh = validate.compiled(game_schema())
    assert fresh is not None and fresh is not shipped
    assert validate.stale() != []


@pytest.mark.parametrize("source", ["shipped", "compiled"])
@pytest.mark.parametrize(
    "name",
    [pytest.param(n, marks=pytest.mark.slow) if n == "welcome_to_the_moon" else n for n in bundled_names()],  # ~4 s
)
def test_both_validators_accept_every_bundled_file(name: str, source: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if source == "compiled":
        monkeypatch.setattr(validate, "SHIPPED", {})
    seen = set()
    schemas = {k: f() for k, f in SCHEMAS.items()}
    for kind, data in pack_files(name):
        assert _agree(schemas[kind], data), kind
        seen.add(kind)
    assert seen == {"game", "cards", "ir"}


def _broken(data: dict[str, Any], keys: int | None = None) -> Iterator[dict[str, Any]]:
    """Copies of a mapping with one thing wrong (or, for some, still right) at each of its first keys.

    The copies are shallow: a mutation only ever replaces a value, never changes one in place."""
    for key in list(data)[:keys]:
        for value in (None, 12345, "text", []):
            yield {**data, key: value}
        yield {k: v for k, v in data.items() if k != key}
    yield {**data, "no_such_key": 1}


@pytest.mark.parametrize(
    "name",
    [pytest.param(n, marks=pytest.mark.slow) if n in SLOW_BREAKS else n for n in bundled_names()],  # ~8 s
)
def test_both_validators_agree_on_broken_game_files(name: str) -> None:
    schema = game_schema()
    game = dict(pack_files(name))["game"]
    answers = [_agree(schema, data) for data in _broken(game)]
    assert not all(answers) and any(answers)


def test_both_validators_agree_on_deeper_breaks() -> None:
    """One and two levels down, in the smallest game (jsonschema takes milliseconds per file)."""
    schema = game_schema()
    game = dict(pack_files("asterix"))["game"]
    for section, value in game.items():
        if isinstance(value, dict):
            for inner in _broken(value, keys=2):
                _agree(schema, {**game, section: inner})
            for key, item in list(value.items())[:1]:
                if isinstance(item, dict):
                    for inner in _broken(item, keys=3):
                        _agree(schema, {**game, section: {**value, key: inner}})


@pytest.mark.parametrize("value", ["printed", "printd", 3, -1, None])
def test_both_validators_read_const(value: Any) -> None:
    """`copies: {max: printed}`: the `const` fastjsonschema could not compile."""
    game = {"id": "g", "name": "G", "players": {"min": 1, "max": 2}, "deck": {"copies": {"max": value}}}
    assert _agree(game_schema(), game) == (value in ("printed", 3))


def test_both_validators_agree_on_broken_cards_and_ir() -> None:
    cards = dict(pack_files("asteria"))["cards"]
    first = cards["cards"][0]
    for card in _broken(first):
        _agree(cards_schema(), {"cards": [card]})
    ir = [{"effects": [{"effect": "gain", "amount": 2, "what": "energy"}]}]
    schema = ir_schema()
    _agree(schema, ir)
    for ability in _broken(ir[0]):
        _agree(schema, [ability])
    for effect in _broken(ir[0]["effects"][0]):
        _agree(schema, [{"effects": [effect]}])


def test_fast_form_rewrites_const_only_where_it_is_a_keyword() -> None:
    schema = {
        "$schema": "x",
        "properties": {"const": {"const": 1}, "enum": {"type": "string"}},
        "anyOf": [{"const": "a"}],
        "enum": [{"const": 2}],
    }
    assert validate.fast_form(schema) == {
        "properties": {"const": {"enum": [1]}, "enum": {"type": "string"}},
        "anyOf": [{"enum": ["a"]}],
        "enum": [{"const": 2}],  # a value, not a schema
    }


@pytest.mark.parametrize(
    "schema",
    [{"prefixItems": [{"type": "integer"}]}, {"$ref": "#/$defs/a", "type": "string", "$defs": {"a": {}}}],
)
def test_fast_form_refuses_what_draft_7_reads_otherwise(schema: dict[str, Any]) -> None:
    with pytest.raises(validate.UnsupportedSchema):
        validate.fast_form(schema)


def test_a_schema_that_does_not_compile_is_reported_once_and_not_retried(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def fail(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        raise KeyError("definition_rule")

    monkeypatch.setattr(fastjsonschema, "compile", fail)
    schema = {"title": "broken", "type": "object"}
    with pytest.warns(RuntimeWarning, match="broken.*KeyError.*definition_rule") as caught:
        for _ in range(3):
            assert validate.fast_valid(schema, {}) is False  # False: ask jsonschema
    assert calls == [1]
    assert len(caught) == 1


def test_a_pack_file_still_gets_located_errors_without_the_fast_validator(
    monkeypatch: pytest.MonkeyPatch, pack_dir: Callable[..., Path]
) -> None:
    monkeypatch.setattr(validate, "compiled", lambda schema: None)
    root = pack_dir(game="id: mini\nname: Mini\nplayers: {min: 2, max: 4}\ncolour: red\n", cards=None)
    pack = load_pack(str(root))
    assert [d.code for d in pack.diagnostics] == ["E102"]


def test_fastjsonschemas_version_is_read_without_importing_it(monkeypatch: pytest.MonkeyPatch) -> None:
    assert validate.fastjsonschema_version() == fastjsonschema.VERSION  # imported here: the module's
    monkeypatch.delitem(__import__("sys").modules, "fastjsonschema")
    assert validate.fastjsonschema_version() == fastjsonschema.VERSION  # read from its version.py


def test_a_check_imports_neither_fastjsonschema_nor_jsonschema(tmp_path: Path) -> None:
    """The shipped validators take their exceptions from `fastschemas`; jsonschema only explains failures."""
    import subprocess
    import sys

    code = (
        "import sys\nfrom cardsmith.cli import main\nmain(['check', '--no-cache', 'asteria'])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('fastjsonschema', 'jsonschema')))"
    )
    env = {**__import__("os").environ, "CARDSMITH_CACHE": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False)
    assert done.stdout.strip().splitlines()[-1] == "[]", done.stdout + done.stderr


def test_the_shipped_validators_raise_what_fast_valid_catches() -> None:
    from cardsmith.compiler import fastschemas

    for name in ("game", "cards"):
        module = importlib.import_module(f"cardsmith.compiler.fastschemas.{name}")
        assert module.JsonSchemaValueException is fastschemas.JsonSchemaValueException
        with pytest.raises(fastschemas.JsonSchemaValueException):
            module.validate([])
    assert validate.fast_valid(game_schema(), []) is False

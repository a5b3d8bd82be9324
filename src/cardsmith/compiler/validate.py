"""Fast schema validation: compiled validators (fastjsonschema), built once per schema.

jsonschema is only imported to explain a failure; a valid document costs microseconds.

fastjsonschema cannot compile `{"const": ...}` without detailed exceptions (its message template names a
`definition_rule` it only supplies with them: KeyError), so the schema it compiles says `{"enum": [...]}`
instead, which means the same. It knows drafts 4 to 7, not 2020-12: `fast_form` refuses the 2020-12
keywords it would silently ignore, so that the two validators never disagree. A schema that fails to
compile is reported once (a warning) and remembered: every later document goes to jsonschema at once.

The validators of `game.json` and `cards.json`, which every `check` needs, ship with the package as
Python modules (`fastschemas/`): compiling them took a twentieth of a cold `check`. One is used when
it was made from the same schema by the same fastjsonschema, else the schema is compiled. They take
their exceptions from `fastschemas`, and fastjsonschema's version is read from its `version.py`, so that
a `check` does not import fastjsonschema (a hundredth of it). After changing a pack file's schema or
upgrading fastjsonschema, write them again (a test fails until then):

    python -m cardsmith.compiler.shipped   # writes what is stale (validators, parser tables); --check: exit 1
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
import re
import sys
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

_COMPILED: dict[str, Callable[[Any], Any] | None] = {}
_BY_IDENTITY: dict[int, tuple[dict[str, Any], Callable[[Any], Any] | None]] = {}
OPTIONS = {"detailed_exceptions": False, "use_default": False}  # never fill defaults into a pack's data
SHIPPED_FOLDER = Path(__file__).with_name("fastschemas")
SHIPPED = {"https://cardsmith.dev/schema/game.json": "game", "https://cardsmith.dev/schema/cards.json": "cards"}

# Keywords whose value is a schema, a list of schemas or a map of schemas (drafts 7 and 2020-12).
_ONE = ("additionalProperties", "propertyNames", "items", "contains", "not", "if", "then", "else")
_MANY = ("allOf", "anyOf", "oneOf")
_MAP = ("properties", "patternProperties", "$defs", "definitions")
# 2020-12 keywords that fastjsonschema (draft 7) would ignore, or read otherwise.
_NEWER = (
    "prefixItems",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedProperties",
    "unevaluatedItems",
    "$dynamicRef",
    "$anchor",
    "minContains",
    "maxContains",
)


class UnsupportedSchema(ValueError):
    """A schema the fast validator would read differently from jsonschema."""


def fast_form(schema: Any) -> Any:
    """The same schema as fastjsonschema can compile it: `const` as a one-value `enum`; `$schema` left out."""
    if not isinstance(schema, dict):
        return schema
    newer = [k for k in _NEWER if k in schema]
    if newer:
        raise UnsupportedSchema(f"2020-12 keyword {newer[0]!r}")
    if "$ref" in schema and set(schema) - {"$ref", "description", "title", "$comment"}:
        raise UnsupportedSchema("$ref beside other keywords (ignored before 2019-09)")
    if "const" in schema and "enum" in schema:
        raise UnsupportedSchema("both const and enum")
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "$schema":
            continue
        if key == "const":
            out["enum"] = [value]
        elif key in _ONE:
            out[key] = fast_form(value)
        elif key in _MANY:
            out[key] = [fast_form(v) for v in value]
        elif key in _MAP:
            out[key] = {name: fast_form(v) for name, v in value.items()}
        else:
            out[key] = value
    return out


def schema_key(plain: dict[str, Any]) -> str:
    """A hash of a schema in fast form and of the options it is compiled with."""
    text = json.dumps([plain, OPTIONS], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def compiled(schema: dict[str, Any]) -> Callable[[Any], Any] | None:
    """The schema's fast validator, or None when it cannot be made (warned about once, then remembered).

    A schema is known by its content, written out as JSON; a schema object seen lately is also known by
    identity, since writing game.json's schema out again took a quarter of a millisecond for each file a
    `check` reads (a schema given here is never changed afterwards: `pack.catalogue` makes its two once)."""
    seen = _BY_IDENTITY.get(id(schema))
    if seen is not None and seen[0] is schema:
        return seen[1]
    key = json.dumps(schema, sort_keys=True)
    if key not in _COMPILED:
        try:
            _COMPILED[key] = _make(schema)
        except Exception as error:  # any failure of the generator: jsonschema still gives the answer
            _COMPILED[key] = None
            title = schema.get("title") or schema.get("$id") or "a schema"
            warnings.warn(
                f"fast validation unavailable for {title} ({type(error).__name__}: {error}); using jsonschema",
                RuntimeWarning,
                stacklevel=2,
            )
    if len(_BY_IDENTITY) >= 64:  # callers that make a schema for each call do not fill memory with them
        _BY_IDENTITY.clear()
    _BY_IDENTITY[id(schema)] = (schema, _COMPILED[key])  # the schema is kept, so its id is not given again
    return _COMPILED[key]


def _make(schema: dict[str, Any]) -> Callable[[Any], Any]:
    plain = fast_form(schema)
    shipped = shipped_validator(schema.get("$id"), schema_key(plain), fastjsonschema_version())
    if shipped is not None:
        return shipped
    import fastjsonschema

    return fastjsonschema.compile(plain, **OPTIONS)  # type: ignore[arg-type]


def fastjsonschema_version() -> str:
    """The installed fastjsonschema's version: the module's when it is imported, else read from its
    `version.py` without running the package (which imports its code generator)."""
    module = sys.modules.get("fastjsonschema")
    if module is None:
        try:
            spec = importlib.util.find_spec("fastjsonschema")
            origin = spec.origin if spec is not None else None
            text = Path(origin).with_name("version.py").read_text(encoding="utf-8") if origin else ""
        except (ImportError, OSError, ValueError):
            text = ""
        found = re.search(r"""^VERSION\s*=\s*['"]([^'"]+)['"]""", text, re.MULTILINE)
        if found:
            return found.group(1)
        import fastjsonschema

        module = fastjsonschema
    version: str = module.VERSION
    return version


def shipped_validator(schema_id: str | None, key: str, version: str) -> Callable[[Any], Any] | None:
    """The shipped validator of a schema, when it was made from this schema by this fastjsonschema."""
    name = SHIPPED.get(schema_id or "")
    if name is None:
        return None
    try:
        module = importlib.import_module(f"{__package__}.fastschemas.{name}")
    except ImportError:
        return None
    if getattr(module, "SCHEMA_KEY", None) != key or getattr(module, "VERSION", None) != version:
        return None
    validate: Callable[[Any], Any] = module.validate
    return validate


def fast_valid(schema: dict[str, Any], data: Any) -> bool:
    """True when `data` is valid. False means: ask jsonschema for every located error."""
    validate = compiled(schema)
    if validate is None:
        return False
    from .fastschemas import JsonSchemaValueException

    try:
        validate(data)
    except JsonSchemaValueException:  # a shipped validator's
        return False
    except ValueError as error:
        fastjsonschema = sys.modules.get("fastjsonschema")  # imported when a validator was compiled now
        if fastjsonschema is not None and isinstance(error, fastjsonschema.JsonSchemaValueException):
            return False
        raise
    return True


# ---------------------------------------------------------------- the shipped modules


def _shipped_sources() -> dict[str, str]:
    """Each shipped module's source, made now: its key, then fastjsonschema's code, then `validate`."""
    import fastjsonschema

    from .schema import cards_schema, game_schema

    sources = {}
    for schema in (game_schema(), cards_schema()):
        name = SHIPPED[schema["$id"]]
        plain = fast_form(schema)
        code = fastjsonschema.compile_to_code(plain, **OPTIONS)  # type: ignore[arg-type]
        function = re.search(r"^def (\w+)\(data", code, re.MULTILINE)  # the first is the schema's own
        assert function is not None, "fastjsonschema wrote no function"
        exceptions = "from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException\n"
        assert code.count(exceptions) == 1, "fastjsonschema imports its exceptions otherwise"
        code = code.replace(exceptions, "from . import JsonSchemaValueException, JsonSchemaValuesException\n")
        sources[name] = (
            f"# Written by `python -m cardsmith.compiler.shipped` from {name}_schema(): do not edit.\n"
            f"# fastjsonschema's code for cardsmith's {name}.json (see cardsmith.compiler.validate).\n"
            f'SCHEMA_KEY = "{schema_key(plain)}"\n'
            f"{code}\n\n"
            f"validate = {function.group(1)}\n"
        )
    return sources


def stale() -> list[str]:
    """The shipped modules that are missing or were not made from today's schema and fastjsonschema."""
    import fastjsonschema

    from .schema import cards_schema, game_schema

    return [
        SHIPPED[s["$id"]]
        for s in (game_schema(), cards_schema())
        if shipped_validator(s["$id"], schema_key(fast_form(s)), fastjsonschema.VERSION) is None
    ]


def write_shipped(force: bool = False) -> list[Path]:
    written = []
    wanted = set(SHIPPED.values()) if force else set(stale())
    for name, source in _shipped_sources().items():
        if name in wanted:
            path = SHIPPED_FOLDER / f"{name}.py"
            path.write_text(source, encoding="utf-8")
            written.append(path)
    return written

"""The grammars' LALR tables, shipped with the package so that a first run need not build them.

Building the tables of `effects.lark` takes about two seconds; reading the shipped `effects.tables` takes a
few hundredths. Each `.tables` file begins with one header line,

    cardsmith-lark-tables <format> <key> <lark version>

where the key hashes the grammar's text and the options that shape its tables. A parser is made from a
file only when the key and lark's version both match; otherwise the tables are built and kept in the
user's cache folder (never in a shared temporary folder, whose predictable path another user could
fill first), in the same form, for the next run.

The tables are Lark's own serialised form (`Lark.save`): plain data, dicts, lists, strings and numbers,
pickled. They are read by an unpickler that refuses every class and function, so a file can hold data
but never run code; and only two places are read: the package's own folder and the user's cache.

After changing a grammar or upgrading lark, write the shipped files again (a test fails until then):

    python -m cardsmith.grammar.tables      # writes the stale files; --check: exit 1 if one is stale
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import pickle
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import lark
from lark import Lark

FOLDER = Path(__file__).parent
FORMAT = 1
MAGIC = "cardsmith-lark-tables"


@dataclass(frozen=True)
class Grammar:
    """A grammar of the package and the Lark options that shape its tables."""

    name: str
    options: tuple[tuple[str, Any], ...] = (("parser", "lalr"), ("lexer", "contextual"), ("maybe_placeholders", True))

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.name}.lark"

    @property
    def shipped(self) -> Path:
        return FOLDER / f"{self.name}.tables"

    def text(self) -> str:
        return self.path.read_text(encoding="utf-8")


EFFECTS = Grammar("effects")
QUERY = Grammar("query")
GRAMMARS = (EFFECTS, QUERY)


def source_key(grammar: Grammar, text: str | None = None) -> str:
    """A hash of everything the tables are made from: the grammar's text and its table options.

    `text` is the grammar as given to Lark when it is not the file itself (the effect grammar is a template
    the compiler completes from the registry)."""
    digest = hashlib.sha256(grammar.path.read_bytes() if text is None else text.encode("utf-8"))
    digest.update(b"\0" + json.dumps(dict(grammar.options), sort_keys=True).encode())
    return digest.hexdigest()[:16]


def header(grammar: Grammar, text: str | None = None) -> bytes:
    return f"{MAGIC} {FORMAT} {source_key(grammar, text)} {lark.__version__}\n".encode()


def build(grammar: Grammar, text: str | None = None, **options: Any) -> Lark:
    """A parser whose tables are built now, from the grammar's text (slow: seconds for `effects`)."""
    return Lark(grammar.text() if text is None else text, **dict(grammar.options), **options)


def serialise(parser: Lark, grammar: Grammar, text: str | None = None) -> bytes:
    """The header line and the parser's tables, as `Lark.save` writes them (options given at load time
    left out), with one object for all the equal references to a rule (`{"@": 12}`): the parse table
    names a rule in each of its thousands of reductions, and a shared object is read once, not each time."""
    from lark.grammar import Rule
    from lark.lark import _LOAD_ALLOWED_OPTIONS
    from lark.lexer import TerminalDef

    data, memo = parser.memo_serialize([TerminalDef, Rule])  # as Lark.save does
    data["options"] = {k: v for k, v in data["options"].items() if k not in _LOAD_ALLOWED_OPTIONS}
    return header(grammar, text) + pickle.dumps({"data": _shared(data, {}), "memo": memo}, protocol=5)


def _shared(value: Any, refs: dict[int, dict[str, int]]) -> Any:
    """The same plain data, with every `{"@": n}` one object per `n`."""
    if isinstance(value, dict):
        if len(value) == 1 and isinstance(value.get("@"), int):
            return refs.setdefault(value["@"], value)
        return {k: _shared(v, refs) for k, v in value.items()}
    if isinstance(value, list):
        return [_shared(v, refs) for v in value]
    if isinstance(value, tuple):
        return tuple(_shared(v, refs) for v in value)
    return value


class _PlainData(pickle.Unpickler):
    """Reads plain data only: any class or function named in the stream is refused."""

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"parser tables hold plain data only, not {module}.{name}")


def read_tables(path: Path, grammar: Grammar, text: str | None = None) -> dict[str, Any] | None:
    """The tables in `path` when its header matches the grammar and lark's version, else None."""
    try:
        with path.open("rb") as f:
            if f.readline() != header(grammar, text):
                return None
            data = _PlainData(f).load()
    except (OSError, pickle.UnpicklingError, EOFError, ValueError):
        return None
    return data if isinstance(data, dict) and {"data", "memo"} <= data.keys() else None


def cached_path(grammar: Grammar, text: str | None = None) -> Path:
    """Where tables built on this machine are kept: the user's cache folder."""
    from ..base.paths import cache_dir

    return cache_dir() / f"grammar-{grammar.name}-{source_key(grammar, text)}-lark{lark.__version__}.tables"


@cache
def tables(grammar: Grammar, text: str | None = None) -> dict[str, Any]:
    """The grammar's tables: shipped, else cached by an earlier run, else built now (and cached)."""
    for path in (grammar.shipped, cached_path(grammar, text)):
        found = read_tables(path, grammar, text)
        if found is not None:
            return found
    content = serialise(build(grammar, text), grammar, text)
    _store(cached_path(grammar, text), content)
    found = _PlainData(io.BytesIO(content.partition(b"\n")[2])).load()
    assert isinstance(found, dict)
    return found


@cache
def shipped_lark() -> str | None:
    """The lark release the shipped tables were made with (and their tests run with)."""
    try:
        with EFFECTS.shipped.open("rb") as f:
            words = f.readline().decode("ascii", "replace").split()
    except OSError:
        return None
    return words[3] if len(words) == 4 and words[0] == MAGIC else None


def load_parser(grammar: Grammar, text: str | None = None, **options: Any) -> Lark:
    """A parser made from the grammar's tables; `options` are those Lark accepts then (transformer,
    propagate_positions ...). Several parsers of one grammar share one reading of the tables.

    With the lark release the shipped tables were made with, two of Lark's steps are done faster
    (`cardsmith.grammar.plugins`); with any other, Lark does them its own way."""
    if lark.__version__ == shipped_lark():
        from .plugins import PLUGINS

        options.setdefault("_plugins", PLUGINS)
    parser = Lark.__new__(Lark)
    parser._load(tables(grammar, text), **options)  # what Lark.load does, with options
    return parser


def _store(path: Path, content: bytes) -> None:
    """Writes atomically; a cache that cannot be written is simply not used."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(handle, "wb") as out:
            out.write(content)
        os.replace(temp, path)
    except OSError:
        pass


def stale(texts: dict[Grammar, str] | None = None) -> list[Grammar]:
    """The grammars whose shipped tables do not match their text (as given, else the file) or the installed lark."""
    texts = texts or {}
    return [g for g in GRAMMARS if read_tables(g.shipped, g, texts.get(g)) is None]


def write_shipped(texts: dict[Grammar, str] | None = None, force: bool = False) -> list[Path]:
    """Builds the tables of every stale grammar (of every grammar with `force`) and writes them into the
    package. Lark numbers the states in the order of sets of objects, so a file written again differs in
    its bytes (not in its meaning): fresh files are left alone. `texts` gives a grammar's text when it is not
    its file (`python -m cardsmith.compiler.syntax` passes the completed effect grammar)."""
    texts = texts or {}
    written = []
    for grammar in GRAMMARS if force else stale(texts):
        text = texts.get(grammar)
        grammar.shipped.write_bytes(serialise(build(grammar, text), grammar, text))
        written.append(grammar.shipped)
    return written

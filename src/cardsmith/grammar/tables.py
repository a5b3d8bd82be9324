"""The grammars' LALR tables, shipped with the package so that a first run need not build them.

Building the tables of `effects.lark` takes about two seconds; reading the shipped `effects.tables` takes a
few hundredths. Each `.tables` file begins with one header line,

    cardsmith-lark-tables <format> <key> <lark version>

where the key hashes the grammar's text and the options that shape its tables. A parser is made from a
file only when the key and lark's version both match; otherwise the tables are built and kept in the
user's cache folder (never in a shared temporary folder, whose predictable path another user could
fill first), in the same form, for the next run.

The tables are Lark's own serialised form (`Lark.save`): plain data, dicts, lists, strings and numbers,
pickled, each set of equal pieces written once (`_interned`). They are read by an unpickler that refuses
every class and function, so a file can hold data but never run code; and only two places are read: the
package's own folder and the user's cache. The shipped files, read only with the lark release that wrote
them and so with `cardsmith.grammar.plugins`, hold the parse table in a compact form of their own
(`plugins.compact_table`: a third of the size, read with a few C-level loops); and their rules and
terminals are made by `plugins.memo_objects`, once per piece. Reading `effects.tables` went from 55 ms
to 17.

With that lark release, the parsers are made with `cardsmith.grammar.plugins`: on lark-cython where it
is installed (`cython_plugins`, `cardsmith.grammar.cplugins`), else in pure Python; set
`CARDSMITH_NO_LARK_CYTHON=1` to use the pure-Python ones anyway. Both give the same IR, names and errors
(tests/grammar/test_cython.py).

After changing a grammar or upgrading lark, write the shipped files again (a test fails until then):

    python -m cardsmith.compiler.shipped      # writes the stale files; --check: exit 1 if one is stale
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import pickle
import tempfile
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

import lark
from lark import Lark

FOLDER = Path(__file__).parent
FORMAT = 2
MAGIC = "cardsmith-lark-tables"


class Grammar(NamedTuple):
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


def serialise(parser: Lark, grammar: Grammar, text: str | None = None, compact: bool = False) -> bytes:
    """The header line and the parser's tables, as `Lark.save` writes them (options given at load time
    left out), with one object for each set of equal pieces (`_interned`). `compact`: the parse table in the
    form only `plugins.TableParser` reads (`plugins.compact_table`), for the shipped files, which are read
    only with the plugins."""
    from lark.grammar import Rule
    from lark.lark import _LOAD_ALLOWED_OPTIONS
    from lark.lexer import TerminalDef

    from .plugins import compact_table

    data, memo = parser.memo_serialize([TerminalDef, Rule])  # as Lark.save does
    data["options"] = {k: v for k, v in data["options"].items() if k not in _LOAD_ALLOWED_OPTIONS}
    if compact:
        data["parser"]["parser"] = compact_table(data["parser"]["parser"])
    content = _interned({"data": data, "memo": memo}, {})
    return header(grammar, text) + pickle.dumps(content, protocol=5)


def _interned(value: Any, seen: dict[Any, Any]) -> Any:
    """The same plain data with one object for each set of equal pieces: pickle writes an object once and
    refers to it after, and it is read once. A rule's symbols recur in hundreds of rules, a reduction names
    its rule (`{"@": 12}`) in thousands of actions."""
    if isinstance(value, dict):
        made: Any = {k: _interned(v, seen) for k, v in value.items()}
        key: Any = ("dict", *((k, _identity(v)) for k, v in made.items()))
    elif isinstance(value, list | tuple):
        made = type(value)(_interned(v, seen) for v in value)
        key = (type(value).__name__, *map(_identity, made))
    elif isinstance(value, str):
        made, key = value, ("str", value)
    else:
        return value
    return seen.setdefault(key, made)


def _identity(value: Any) -> Any:
    """What tells an interned piece from another: the object itself for containers and text (equal ones
    are one object), the type and value for numbers (1 == True)."""
    return id(value) if isinstance(value, dict | list | tuple | str) else (type(value).__name__, value)


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


# Set to 1 to parse in pure Python although lark-cython is installed.
NO_CYTHON = "CARDSMITH_NO_LARK_CYTHON"
# The lark-cython releases `cplugins` is tested with (it reaches into lark-cython's lexer and parser): with
# another, the pure-Python plugins are used (and a test says which release to try).
LARK_CYTHON = ("0.0.17",)


@cache
def cython_plugins() -> dict[str, Any] | None:
    """The plugins built on lark-cython (`cplugins`), or None when it is not installed, is not a release
    `LARK_CYTHON` names, or `CARDSMITH_NO_LARK_CYTHON` is set."""
    if os.environ.get(NO_CYTHON, "") not in ("", "0"):
        return None
    try:
        import lark_cython

        if getattr(lark_cython, "__version__", None) not in LARK_CYTHON:
            return None
        from .cplugins import PLUGINS
    except ImportError:
        return None
    return PLUGINS


def plugins() -> dict[str, Any]:
    """The fastest plugins there are here: lark-cython's where it is installed, else the pure-Python ones."""
    from .plugins import PURE

    return cython_plugins() or PURE


def load_parser(grammar: Grammar, text: str | None = None, **options: Any) -> Lark:
    """A parser made from the grammar's tables; `options` are those Lark accepts then (transformer,
    propagate_positions ...). Several parsers of one grammar share one reading of the tables.

    With the lark release the shipped tables were made with, some of Lark's steps are done faster
    (`cardsmith.grammar.plugins`: by lark-cython where it is installed); with any other, Lark does them its
    own way. `_plugins` given here (`plugins.PURE`, say) are used instead."""
    content = tables(grammar, text)
    if lark.__version__ == shipped_lark():
        from .plugins import memo_objects

        options.setdefault("_plugins", plugins())
        content = {"data": content["data"], "memo": memo_objects(content["memo"])}  # Lark takes objects as they are
    parser = Lark.__new__(Lark)
    parser._load(content, **options)  # what Lark.load does, with options
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


REDUCERS = FOLDER / "reducers.py"


def reducers_text(texts: dict[Grammar, str] | None = None) -> str:
    """What `grammar/reducers.py` holds for the grammars (as given, else their files): a factory of each shape of
    reduction of their rules (`plugins.fused`)."""
    from .plugins import reducers_source, shapes_of

    texts = texts or {}
    return reducers_source(set().union(*(shapes_of(load_parser(g, texts.get(g))) for g in GRAMMARS)))


def stale_reducers(texts: dict[Grammar, str] | None = None) -> bool:
    try:
        return REDUCERS.read_text(encoding="utf-8") != reducers_text(texts)
    except OSError:
        return True


def write_reducers(texts: dict[Grammar, str] | None = None, force: bool = False) -> list[Path]:
    """Writes `grammar/reducers.py` when it does not match the grammars (always with `force`)."""
    if not (force or stale_reducers(texts)):
        return []
    REDUCERS.write_text(reducers_text(texts), encoding="utf-8")
    return [REDUCERS]


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
        grammar.shipped.write_bytes(serialise(build(grammar, text), grammar, text, compact=True))
        written.append(grammar.shipped)
    return written

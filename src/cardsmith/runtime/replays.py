"""A saved game, read back: the replay file's schema, and the pack a replay is played with.

A replay (`State.to_json`, written by `play`) names its pack by id and by the hash of its compiled catalogue,
never by a path. Replaying runs the pack's rules module, which is code, so the code run is always the pack the
user names on the command line (`replay PACK FILE`) or the bundled pack of that id: never one a file
chose. The file is checked before anything in it is used: read as a regular file of bounded size, its nesting
bounded before `json` recurses, numbers of bounded length before `int` converts them, then validated against
`SCHEMA`; every problem is a located error (E515), exit 1.
"""

from __future__ import annotations

import json
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..base.bounds import too_deep
from ..base.diagnostics import Diagnostic, DiagnosticError, Location
from ..base.loader import MAX_DEPTH, load_yaml, read_text
from ..base.paths import bundled_pack
from ..pack.catalogue import Pack, load_pack
from .game import catalogue_hash, pack_errors

MAX_DIGITS = 30  # an integer literal longer than this is refused before `int` (Python's own limit is 4300)
MAX_SHOWN = 160  # characters of a value quoted in a message

SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "cardsmith replay",
    "type": "object",
    "properties": {
        "version": {"type": "string", "maxLength": 64},
        "pack": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "maxLength": 64},
        "catalogue": {"type": "string", "pattern": "^[0-9a-f]{16,64}$"},
        "seed": {"type": "integer", "minimum": -(2**63), "maximum": 2**63 - 1},
        "config": {
            "type": "object",
            "properties": {
                "players": {"type": "integer", "minimum": 1, "maximum": 64},
                "options": {
                    "type": "object",
                    "propertyNames": {"pattern": "^[a-z][a-z0-9_]*$", "maxLength": 64},
                    "additionalProperties": {"type": "integer", "minimum": -(10**9), "maximum": 10**9},
                    "maxProperties": 64,
                },
            },
            "required": ["players"],
            "additionalProperties": False,
        },
        "actions": {"type": "array", "items": {"type": "string", "maxLength": 1000}, "maxItems": 1_000_000},
        "result": {
            "type": "object",
            "properties": {
                "winners": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 63}},
                "terminal": {"type": "boolean"},
            },
            "additionalProperties": False,
        },
    },
    "required": ["version", "pack", "catalogue", "seed", "config", "actions"],
    "additionalProperties": False,
}


class _LongNumber(ValueError):
    def __init__(self, digits: str):
        super().__init__(digits)
        self.digits = digits


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _LongNumber(text)
    return int(text)


@dataclass(frozen=True)
class Replay:
    """A replay file's data, valid against `SCHEMA`, with its text to locate what is wrong in it."""

    data: dict[str, Any]
    text: str
    shown: str

    def where(self, path: tuple[str | int, ...]) -> Location:
        """The line and column of the value at `path` (the file's start if it cannot be told)."""
        try:
            return load_yaml(self.text, self.shown).where(path)  # JSON is YAML: its nodes know where they are
        except (DiagnosticError, ValueError):
            return Location(self.shown, 1, 1)

    def problem(self, path: tuple[str | int, ...], message: str, hint: str | None = None) -> DiagnosticError:
        return DiagnosticError(Diagnostic.at(self.where(path), "E515", message, hint))

    def pack(self, given: str | None) -> Pack:
        """The pack to replay with: `given` (a bundled name or a folder), else the bundled pack of the replay's id;
        its id and catalogue must be the replay's. Checked before its rules module is ever imported."""
        wanted = str(self.data["pack"])
        if given is None:
            if bundled_pack(wanted) is None:
                raise DiagnosticError(
                    Diagnostic(
                        "E401",
                        f"the replay is a game of the pack '{wanted}', which is not a bundled pack",
                        self.shown,
                        hint="name the pack's folder: cardsmith replay FOLDER FILE",
                    ),
                    usage=True,
                )
            given = wanted
        pack = load_pack(given)
        if not pack.ok:
            raise pack_errors(pack)
        if pack.name != wanted:
            raise self.problem(("pack",), f"the replay is a game of the pack '{wanted}', not of '{pack.name}'")
        now = catalogue_hash(pack)
        if self.data["catalogue"] != now:
            raise self.problem(
                ("catalogue",),
                f"the replay was made with another version of {pack.name}'s cards "
                f"(catalogue {self.data['catalogue']}, now {now})",
                "replay it with the pack it was made with",
            )
        return pack


def read_replay(path: Path, shown: str) -> Replay:
    """The replay in the file at `path`, refused with a located error unless it is one."""
    text = _read(path, shown)
    data = _parse(text, shown)
    replay = Replay(data, text, shown)
    errors = _schema_errors(data)
    if errors:
        raise DiagnosticError(*(_diagnostic(replay, error) for error in errors))
    return replay


def _read(path: Path, shown: str) -> str:
    """The file's text: a regular file only (a FIFO would wait forever), of bounded size, UTF-8."""
    try:
        mode = path.stat().st_mode
    except OSError as error:
        raise DiagnosticError(Diagnostic("E007", f"cannot read the file: {error.strerror or error}", shown)) from None
    if not stat.S_ISREG(mode):
        raise DiagnosticError(Diagnostic("E007", "not a regular file", shown, hint="give a replay file"))
    return read_text(path, shown)


def _parse(text: str, shown: str) -> Any:
    deep = too_deep(text, "[{", "]}", MAX_DEPTH)
    if deep:
        raise DiagnosticError(Diagnostic("E004", f"nesting deeper than {MAX_DEPTH} levels", shown, *deep))
    try:
        return json.loads(text, parse_int=_bounded_int)
    except json.JSONDecodeError as error:
        raise DiagnosticError(
            Diagnostic("E515", f"not a JSON replay: {error.msg}", shown, error.lineno, error.colno)
        ) from None
    except _LongNumber as error:
        start = text.find(error.digits)
        line, column = text.count("\n", 0, start) + 1, start - text.rfind("\n", 0, start)
        message = f"a number of {len(error.digits)} digits (at most {MAX_DIGITS})"
        raise DiagnosticError(Diagnostic("E515", message, shown, line, column)) from None


def _schema_errors(data: Any) -> list[Any]:
    import jsonschema

    """The first error at each place in the file (an infinite seed is not also too large), five at most."""
    errors = jsonschema.Draft202012Validator(SCHEMA).iter_errors(data)
    first = {tuple(e.absolute_path): e for e in reversed(list(errors))}
    return [first[path] for path in sorted(first, key=lambda p: [str(k) for k in p])][:5]


def _diagnostic(replay: Replay, error: Any) -> Diagnostic:
    path = tuple(error.absolute_path)
    where = "/".join(str(p) for p in path) or "the file"
    problem = error.message
    if path == ("pack",) and error.validator == "pattern":
        problem = "a replay names its pack by its id, never by a path"
    if len(problem) > MAX_SHOWN:
        problem = problem[:MAX_SHOWN] + "…"
    return Diagnostic.at(replay.where(path), "E515", f"not a cardsmith replay: {where}: {problem}")

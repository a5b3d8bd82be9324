"""Diagnostics: one located format for every error cardsmith reports.

    path:line:col: error CODE message (hint)
        source line
        ^

`--format json` gives the same fields as objects. Codes are stable; `CODES` documents them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any, NamedTuple

CODES: dict[str, str] = {
    "E001": "the file is not valid YAML",
    "E002": "a mapping has the same key twice",
    "E003": "YAML aliases expand too much (an alias bomb)",
    "E004": "the YAML is nested too deeply",
    "E005": "the file is not UTF-8 text",
    "E006": "a path leaves the pack folder",
    "E007": "a file cannot be read",
    "E008": "the file is too large",
    "E009": "YAML tags and anchors that cardsmith does not allow",
    "E100": "a value does not match the schema",
    "E101": "a required key is missing",
    "E102": "an unknown key",
    "E103": "a value has the wrong type",
    "E104": "a number is out of range",
    "E105": "a duplicate id",
    "E106": "a count does not add up",
    "E201": "the effect text has a syntax error",
    "E203": "the effect text is too long or too deeply nested",
    "E301": "an unknown name (zone, resource, token, card type, card, field...)",
    "E302": "a name is a reserved word of the effect language",
    "E303": "a rule is called with the wrong number of arguments",
    "E304": "the runtime cannot play what the pack declares",
    "E401": "the pack cannot be found",
    "E402": "a usage error on the command line",
    "E501": "a search query has a syntax error",
    "E511": "a scenario's action is not legal, or matches more than one label",
    "E512": "a scenario's expectation does not hold",
    "E513": "the game stopped with an error during a scenario",
    "E514": "a pack's rules module failed: a syntax error, an exception, or its time limit",
    "E515": "a replay file is not a valid replay, or does not match the pack it is played with",
    "E601": "a line or entry of a deck list is not understood",
    "E602": "a deck has too many or too few cards",
    "E603": "a deck has too many copies of one card",
    "E604": "a deck has too many or too few cards of a kind",
    "E605": "a deck lacks a required card",
    "E606": "a deck holds a banned card",
    "E701": "a card template cannot be used (syntax error, sandbox refusal, unknown name)",
    "W001": "the effect text is not in canonical form",
    "W302": "a glossary language names some of the cards but not all: the rest print in the game's language",
    "W701": "printing: text cut off, too small, hidden, run over or unevenly padded, or a URL outside the pack",
}


# C0 and C1 control characters and DEL (an escape sequence recolours the terminal, moves its cursor or retitles
# its window), and the bidirectional overrides and isolates (which reorder how the rest of the line looks).
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}
# Of those, the ones `json.dumps(..., ensure_ascii=False)` leaves as they are.
_RAW_IN_JSON = re.compile("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    return _NAMED.get(char) or (f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")


def visible(text: str) -> str:
    """`text` with every control character written as its escape (`\\x1b`, `\\n`, `\\u202e`), so that what a
    user wrote, echoed in a diagnostic, is seen rather than obeyed by the terminal."""
    return _CONTROL.sub(_escape, text)


class Location(NamedTuple):
    path: str
    line: int = 0
    column: int = 0


def close_matches(word: str, choices: Iterable[str], cutoff: float = 0.6) -> list[str]:
    """The one choice most like `word`, if any is close enough: for a "did you mean" hint. difflib is imported
    here, when a hint is needed, so that a check of packs without mistakes does not import it."""
    import difflib

    return difflib.get_close_matches(word, list(choices), n=1, cutoff=cutoff)


@dataclass
class Diagnostic:
    """One problem, located: what `path:line:col: error CODE message (hint)` prints and `--format json` gives."""

    code: str
    message: str
    path: str
    line: int = 0
    column: int = 0
    hint: str | None = None
    severity: str = "error"
    source: str | None = field(default=None, repr=False)

    @classmethod
    def at(
        cls, location: Location, code: str, message: str, hint: str | None = None, severity: str = "error"
    ) -> Diagnostic:
        return cls(code, message, location.path, location.line, location.column, hint, severity)

    def header(self) -> str:
        """One line, whatever the path, message and hint hold (their control characters are escaped)."""
        where = self.path
        if self.line:
            where += f":{self.line}:{self.column or 1}"
        text = f"{where}: {self.severity} {self.code} {self.message}"
        if self.hint:
            text += f" ({self.hint})"
        return visible(text)

    def render(self, lines: dict[str, list[str]] | None = None) -> str:
        """The header, then the source line and a caret under the column."""
        text = self.header()
        source = self.source
        if source is None and lines is not None and self.line:
            file_lines = lines.get(self.path)
            if file_lines and 0 < self.line <= len(file_lines):
                source = file_lines[self.line - 1]
        if source is not None and self.line:
            line = source.rstrip("\r\n").replace("\t", " ")
            before = visible(line[: max(0, (self.column or 1) - 1)])  # the caret stays under its character
            text += f"\n    {visible(line)}\n    {' ' * len(before)}^"
        return text

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("source")
        return data


def sort_key(d: Diagnostic) -> tuple[str, int, int, str]:
    return (d.path, d.line, d.column, d.code)


def to_json(diagnostics: Iterable[Diagnostic], **extra: Any) -> str:
    """The diagnostics as JSON; the control characters json leaves raw are written as `\\uXXXX` (the same text)."""
    text = json.dumps({"diagnostics": [d.to_json() for d in diagnostics], **extra}, indent=2, ensure_ascii=False)
    return _RAW_IN_JSON.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


class DiagnosticError(Exception):
    """Bad input, said as located diagnostics: the one exception that carries them.

    Raised where reading cannot go on (a file that is not YAML, a query that does not parse, a template the
    sandbox refuses); the command line prints `.diagnostics` and exits 1, or 2 when `usage` is set.
    """

    def __init__(self, *diagnostics: Diagnostic, usage: bool = False):
        super().__init__(diagnostics[0].header() if diagnostics else "bad input")
        self.diagnostics = list(diagnostics)
        self.usage = usage

    @property
    def diagnostic(self) -> Diagnostic:
        return self.diagnostics[0]

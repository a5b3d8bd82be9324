"""What every command shares: exit codes, usage errors, naming a pack, printing diagnostics.

Each module of this package adds its commands with `register(sub)`, binding each to a `run(args) -> int`
function; bad input is raised as a `DiagnosticError` and printed by `cli.main`, never as a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.paths import resolve_pack

EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 70


def UsageError(message: str, hint: str | None = None) -> DiagnosticError:
    """A command line that cannot be run as given (exit 2)."""
    return DiagnosticError(Diagnostic("E402", message, "cardsmith", hint=hint), usage=True)


def InputError(message: str, code: str = "E007", hint: str | None = None) -> DiagnosticError:
    """Input that cannot be used, when no file position says more (exit 1)."""
    return DiagnosticError(Diagnostic(code, message, "cardsmith", hint=hint))


def resolve(name: str) -> Path:
    """The folder of a pack named by its bundled name or a path; a usage error when there is none."""
    return resolve_pack(name)


def print_diagnostics(diagnostics: Iterable[Diagnostic], lines: dict[str, list[str]] | None = None) -> None:
    for diagnostic in diagnostics:
        print(diagnostic.render(lines), file=sys.stderr)

"""Validators of pack files, written by fastjsonschema at build time (`python -m cardsmith.compiler.shipped`).

Generated code: not edited by hand, not linted; `cardsmith.compiler.validate` uses one only when it was
made from today's schema by the installed fastjsonschema.

The code raises fastjsonschema's exceptions, named as fastjsonschema names them; the modules take them from
here, so that a `check` need not import fastjsonschema (its package imports its code generator): these
two take the same arguments and are caught where fastjsonschema's would be.
"""

from __future__ import annotations

from typing import Any


class JsonSchemaValueException(ValueError):
    """fastjsonschema's: a value breaks the schema."""

    def __init__(
        self, message: str, value: Any = None, name: str | None = None, definition: Any = None, rule: str | None = None
    ) -> None:
        super().__init__(message)
        self.message, self.value, self.name, self.definition, self.rule = message, value, name, definition, rule


class JsonSchemaValuesException(ValueError):
    """fastjsonschema's: several values break the schema (raised only without `fast_fail`)."""

    def __init__(self, errors: list[JsonSchemaValueException]) -> None:
        self.message = "; ".join(error.message for error in errors)
        super().__init__(self.message)
        self.errors = errors

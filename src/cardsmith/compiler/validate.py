"""Fast schema validation: compiled validators (fastjsonschema), built once per schema.

jsonschema is only imported to explain a failure; a valid document costs microseconds.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

_COMPILED: dict[str, Callable[[Any], Any]] = {}


def _compiled(schema: dict[str, Any]) -> Callable[[Any], Any]:
    key = json.dumps(schema, sort_keys=True)
    if key not in _COMPILED:
        import fastjsonschema

        plain = {k: v for k, v in schema.items() if k != "$schema"}
        _COMPILED[key] = fastjsonschema.compile(plain, detailed_exceptions=False)
    return _COMPILED[key]


def fast_valid(schema: dict[str, Any], data: Any) -> bool:
    """True when `data` is valid. False means: ask jsonschema for every located error."""
    try:
        _compiled(schema)(data)
    except Exception:
        return False
    return True

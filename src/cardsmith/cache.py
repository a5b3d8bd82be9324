"""The check cache: results keyed by a hash of the pack's content, cardsmith's version and grammar.

A hit needs nothing but hashing the pack's files, so a warm `cardsmith check` imports neither lark
nor jsonschema. The key covers every byte the result depends on, so a stale result is never served.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .packs import content_hash, shown_root


def cache_dir() -> Path:
    base = os.environ.get("CARDSMITH_CACHE")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(xdg) / "cardsmith"


def _entry(key: str) -> Path:
    return cache_dir() / "check" / f"{key}.json"


def check_pack_cached(name: str, root: Path, use_cache: bool = True) -> dict[str, Any]:
    """The check result of one pack, from the cache when its content has not changed."""
    key = content_hash(root) + ":" + shown_root(name, root)
    import hashlib

    digest = hashlib.sha256(key.encode()).hexdigest()
    entry = _entry(digest)
    if use_cache:
        try:
            return dict(json.loads(entry.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            pass
    result = check_pack(name)
    _store(entry, result)
    return result


def check_pack(name: str) -> dict[str, Any]:
    from .catalogue import load_pack, summary
    from .diagnostics import sort_key

    pack = load_pack(name)
    lines = {path: located.lines for path, located in pack.files.items()}
    diagnostics = sorted(pack.diagnostics, key=sort_key)
    return {
        "pack": pack.name,
        "ok": pack.ok,
        "errors": sum(1 for d in diagnostics if d.severity == "error"),
        "summary": summary(pack),
        "diagnostics": [d.to_json() for d in diagnostics],
        "rendered": [d.render(lines) for d in diagnostics],
    }


def _store(entry: Path, result: dict[str, Any]) -> None:
    """Writes atomically; a cache that cannot be written is simply not used."""
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=entry.parent, suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(result, out)
        os.replace(temp, entry)
    except OSError:
        pass

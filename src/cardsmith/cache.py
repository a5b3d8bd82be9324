"""The check cache: results keyed by a hash of the pack's content, cardsmith's version and grammar.

A hit needs nothing but hashing the pack's files, so a warm `cardsmith check` imports neither lark
nor jsonschema. The key covers every byte the result depends on, so a stale result is never served.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import multiprocessing
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


def check_packs_cached(packs: list[tuple[str, Path]], use_cache: bool = True) -> list[dict[str, Any]]:
    """The check results of several packs, in order: from the cache when a pack's content has not
    changed, otherwise checked (on several cores when there are several packs to check)."""
    results: list[dict[str, Any] | None] = []
    entries = []
    for name, root in packs:
        key = content_hash(root) + ":" + shown_root(name, root)
        entry = _entry(hashlib.sha256(key.encode()).hexdigest())
        entries.append(entry)
        results.append(_load(entry) if use_cache else None)
    missing = [i for i, r in enumerate(results) if r is None]
    for i, result in zip(missing, _check_many([packs[i][0] for i in missing]), strict=True):
        results[i] = result
        _store(entries[i], result)
    return [r for r in results if r is not None]


def _load(entry: Path) -> dict[str, Any] | None:
    try:
        return dict(json.loads(entry.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return None


def _check_many(names: list[str]) -> list[dict[str, Any]]:
    """Checks packs, in parallel worker processes when there are several and several cores."""
    workers = min(len(names), int(os.environ.get("CARDSMITH_WORKERS") or os.cpu_count() or 1))
    if workers < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return [check_pack(name) for name in names]
    from .compiler import warm_up

    warm_up()  # load the modules and the parser once, before forking: the workers inherit them
    context = multiprocessing.get_context("fork")
    with concurrent.futures.ProcessPoolExecutor(workers, mp_context=context) as pool:
        return list(pool.map(check_pack, names))


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

"""`cardsmith search PACK QUERY`: the cards of a pack that match a query, like grep (exit 1 when none)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..base.diagnostics import DiagnosticError, to_json
from ..pack.catalogue import Card, Pack, load_pack
from ..pack.query import select
from .common import EXIT_INVALID, EXIT_OK, add_format, add_pack, pack_named, resolve


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The arguments of `search`, and the function that runs it."""
    add_pack(parser)
    parser.add_argument("query", metavar="QUERY", help="e.g. 'type:action cost.energy>=2 text:draw'")
    add_format(parser)
    parser.set_defaults(run=lambda args: run_search(str(resolve(str(pack_named(args)))), args.query, args.format))


SHORT_FIELDS = 60  # characters of a card's fields shown on its line


def run_search(pack_path: str, query_text: str, output: str = "text") -> int:
    pack = load_pack(pack_path)
    if not pack.ok:
        count = sum(d.severity == "error" for d in pack.diagnostics)
        print(f"cardsmith: warning: pack {pack.name} has {count} error(s); run `cardsmith check`", file=sys.stderr)
    try:
        cards = select(pack, query_text)
    except DiagnosticError as error:
        if output == "json":
            print(to_json([error.diagnostic], ok=False, query=query_text))
        else:
            print(error.diagnostic.render(), file=sys.stderr)
        return EXIT_INVALID
    if output == "json":
        print(json.dumps(_as_json(pack, query_text, cards), indent=2, ensure_ascii=False))
    else:
        for line in _lines(cards):
            print(line)
        copies = sum(c.copies for c in cards)
        print(f"{len(cards)} card(s), {copies} cop{'y' if copies == 1 else 'ies'} match {query_text!r} in {pack.name}")
    return EXIT_OK if cards else EXIT_INVALID


def _as_json(pack: Pack, query_text: str, cards: list[Card]) -> dict[str, Any]:
    return {
        "ok": True,
        "pack": pack.name,
        "query": query_text,
        "count": len(cards),
        "copies": sum(c.copies for c in cards),
        "cards": [c.to_json() for c in cards],
    }


def _lines(cards: list[Card]) -> list[str]:
    """One aligned line per card: id, name, type, copies, then its fields in short."""
    width_id = max((len(c.id) for c in cards), default=0)
    width_name = max((len(c.name) for c in cards), default=0)
    width_type = max((len(c.type) for c in cards), default=0)
    return [
        f"{c.id:<{width_id}}  {c.name:<{width_name}}  {c.type:<{width_type}}  x{c.copies:<2} {_short(c.fields)}"
        for c in cards
    ]


def _short(fields: dict[str, Any]) -> str:
    text = " ".join(f"{k}={_value(v)}" for k, v in fields.items())
    return text if len(text) <= SHORT_FIELDS else text[: SHORT_FIELDS - 3] + "..."


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return ",".join(f"{k}:{_value(v)}" for k, v in value.items()) or "-"
    if isinstance(value, list):
        return ",".join(_value(v) for v in value) or "-"
    return str(value).replace(" ", "_") if isinstance(value, str) and len(value) < 24 else str(value)[:24]

"""A game pack: its declarations, cards and components, every effect compiled and checked against them.

`load_pack` reads a pack folder into a `Pack` (never raising for bad input: problems become located
diagnostics); `query` is the pack's search language, `deck_rules` its deck-construction rules,
`formatting` rewrites effect texts in canonical form, `importer` turns spreadsheets into card files.
"""

from __future__ import annotations

from .catalogue import Card, Declarations, Pack, check_text, load_pack, summary

__all__ = ["Card", "Declarations", "Pack", "check_text", "load_pack", "summary"]

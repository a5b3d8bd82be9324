"""Deck lists, the construction rules a pack declares, and checking one against the other.

`lists` reads a deck list (plain text or YAML), `rules` reads a pack's `deck:` section, `check` compares
them into typed, located violations, `command` is `cardsmith deck check`, `report` renders simulations.
"""

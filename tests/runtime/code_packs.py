"""A small playable pack with a rules module (Crazy Eights on eight cards), to give the module any code."""

from __future__ import annotations

import textwrap
from pathlib import Path

from conftest import write_pack

GAME = """\
id: tiny
name: Tiny
players: {min: 2, max: 2}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  draw_pile: {owner: shared, order: stack, visibility: hidden}
  discard_pile: {owner: shared, order: stack, visibility: public}
  hand: {owner: player, order: unordered, visibility: owner}
card_types:
  playing_card:
    fields:
      suit: {type: enum, values: [clubs, hearts]}
      rank: {type: int, min: 1, max: 13}
rules:
  hello: {params: [], description: "the rules module's own rule"}
setup: |
  rule hello
  move all cards from supply to draw_pile
  shuffle draw_pile
  deal 3 cards from draw_pile to each player
  move 1 card from draw_pile to discard_pile
flow:
  turn_order: clockwise
  phases:
    - id: turn
      steps:
        - id: play_or_draw
          do: >-
            choose 1 [play 1 card from hand where (it shares suit with 1 top card in discard_pile or
            it shares rank with 1 top card in discard_pile) to discard_pile] or [draw 1 card from draw_pile]
end:
  - "when count(cards in hand) == 0: win the game"
runtime:
  module: rules.py
  hand: hand
  decks: {playing_card: draw_pile}
  discard: {playing_card: discard_pile}
  max_turns: 40
"""

CARDS = "cards:\n" + "".join(
    f"  - {{id: c{rank}_{suit}, name: {rank} of {suit}, type: playing_card, fields: {{suit: {suit}, rank: {rank}}},"
    ' provenance: "stand-in: test"}\n'
    for suit in ("clubs", "hearts")
    for rank in range(1, 5)
)

# A module that keeps the contract and does nothing: `hello` is the rule setup calls.
QUIET = """\
def hello(table, ctx):
    pass


HOOKS = {"rules": {"hello": hello}}
"""


# `cardsmith test` sets a game up for its scenario: setup calls the module's rule.
SCENARIOS = "scenarios:\n  - name: the game starts\n    expect: {terminal: false}\n"


def code_pack(root: Path, module: str = QUIET) -> Path:
    """The pack, at `root`, with `module` as its rules.py (and one scenario)."""
    return write_pack(root, GAME, CARDS, {"rules.py": textwrap.dedent(module), "scenarios/start.yaml": SCENARIOS})


def marking(marker: Path) -> str:
    """A module that leaves `marker` behind when it is imported, then fails: anything that imports it shows."""
    return f"import pathlib\npathlib.Path({str(marker)!r}).write_text('imported')\nraise RuntimeError('imported')\n"

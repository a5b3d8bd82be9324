"""Every kind `check` accepts, played: one or more runtime cases per kind of the registry.

Each case is a small pack: its setup puts a few cards in place, the first step of every turn (`act`) runs the
case's text, and a second step (`wait`) asks a question that changes nothing, so that the state stops there and
what a designer would expect can be read off it (amounts, where cards are and how they lie, whose turn it is, the
winners, the decision offered). `test_every_kind_has_a_runtime_case` walks the registry: a kind without a case
here (or an effect kind without a handler) fails the suite by name. A kind the runtime cannot play yet is listed
in REJECTED instead: `check` must then refuse it (E304) in a pack with a `runtime:` section.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cardsmith.compiler.registry import REGISTRY
from cardsmith.pack.catalogue import load_pack
from cardsmith.runtime import new_state
from cardsmith.runtime.data import zone_key
from cardsmith.runtime.game import build_game
from cardsmith.runtime.handlers import EFFECTS
from cardsmith.runtime.state import State
from conftest import write_pack

# The categories whose every kind needs a runtime case (zones are covered through the selectors' cases too).
CATEGORIES = ("effect", "trigger", "cond", "expr", "player", "cards", "zone")

GAME = """\
id: kinds
name: Kinds
players: {{min: 2, max: 4}}
resources:
  energy: {{min: 0, max: 20, start: 10}}
  ore: {{min: 0, max: 20, start: 0}}
counters:
  points: {{min: -50, max: 999, start: 0}}
tokens:
  potion: {{count: 9, max_per_player: 3, max_per_card: 3}}
events: [alarm]
tables:
  bonus: [0, 1, 3, 6]
rules:
  produce: {{params: [n], text: "gain $n energy"}}
zones:
  supply: {{owner: shared, order: unordered, visibility: public}}
  hand: {{owner: player, order: unordered, visibility: owner}}
  deck: {{owner: shared, order: stack, visibility: hidden}}
  pile: {{owner: shared, order: stack, visibility: public}}
  board: {{owner: player, order: row, visibility: public}}
  table: {{owner: shared, order: row, visibility: public}}
  slot: {{owner: shared, order: row, visibility: public}}
  market: {{owner: shared, order: row, visibility: public}}
  vault: {{owner: shared, order: stack, visibility: hidden, capacity: 1}}
card_types:
  gizmo:
    fields:
      rank: {{type: int}}
      colour: {{type: enum, values: [red, blue]}}
      cost: {{type: resources}}
      effect: {{type: effect}}
  base:
    fields:
      rule: {{type: effect}}
  dial:
    sides: [north, south]
    fields:
      north: {{type: effect}}
      south: {{type: effect}}
setup: |
  move all base from supply to table
{setup}
flow:
  phases:
    - id: main
      steps:
        - {{id: act, do: "{text}"}}
        - {{id: wait, do: "choose 1 [gain 0 ore] or [gain 0 energy]"}}
scoring:
  - "score count(gizmo on board)"
runtime:
  active_zones: [board]
  play_zone: board
  board: [table]
  hosted_zone: slot
  default_discard: pile
  discard: {{dial: vault}}
  decks: {{gizmo: deck}}
  score: points
  track_length: 3
"""

CARDS = """\
cards:
  - {{id: low, name: Low, type: gizmo, copies: 2, provenance: "stand-in", fields: {{rank: 1, colour: red}}}}
  - id: high
    name: High
    type: gizmo
    provenance: "stand-in"
    fields: {{rank: 5, colour: blue, cost: {{energy: 4}}}}
  - {{id: star, name: Star, type: gizmo, provenance: "stand-in", fields: {{rank: 3, colour: blue, effect: "{card}"}}}}
  - {{id: alpha, name: Alpha, type: base, provenance: "stand-in", fields: {{rule: "{host}"}}}}
  - {{id: beta, name: Beta, type: base, provenance: "stand-in"}}
  - id: compass
    name: Compass
    type: dial
    provenance: "stand-in"
    fields: {{north: "gain 1 ore", south: "gain 2 ore"}}
"""

WAIT = ["gain 0 ore", "gain 0 energy"]  # the question of the `wait` step


@dataclass(frozen=True)
class Case:
    """One kind played: `text` is the `act` step of every turn, `card` the Star's effect, `host` Alpha's rule."""

    kind: str
    name: str
    text: str
    expect: dict[str, Any]
    setup: str = ""
    card: str = "gain 0 ore"
    host: str = "gain 0 ore"
    players: int = 2
    choices: tuple[int | str, ...] = ()  # actions taken (an index, or a label that must be offered) before looking

    @property
    def id(self) -> str:
        return f"{self.kind}: {self.name}"


@dataclass(frozen=True)
class Rejected:
    """A kind the runtime cannot play yet: `check` rejects the text (E304) in a pack with a runtime section."""

    kind: str
    text: str

    @property
    def id(self) -> str:
        return f"{self.kind}: rejected"


def write(tmp_path: Path, case: Case | Rejected, runtime: bool = True) -> Path:
    setup = "\n".join(f"  {line}" for line in case.setup.splitlines()) if isinstance(case, Case) else ""
    game = GAME.format(setup=setup, text=case.text)
    if not runtime:
        game = game[: game.index("runtime:")]
    card, host = (case.card, case.host) if isinstance(case, Case) else ("gain 0 ore", "gain 0 ore")
    return write_pack(tmp_path / "kinds", game, CARDS.format(card=card, host=host))


def make(tmp_path: Path, case: Case) -> State:
    pack = load_pack(str(write(tmp_path, case)))
    errors = [d.header() + " " + d.message for d in pack.diagnostics if d.severity == "error"]
    assert not errors, errors  # whatever `check` accepts, the runtime plays
    state = new_state(build_game(pack), 1, case.players)
    for choice in case.choices:
        state.apply(choice)
    return state


# ---------------------------------------------------------------- what a designer looks at


def ids(state: State, key: str) -> list[str]:
    return [state.game.defs[state.game.instances[c]].id for c in state.view.zones.get(key, [])]


def key_of(state: State, spec: str) -> str:
    """A zone as the runtime keys it, with hosts named by card id: `hand/1`, `slot#alpha`."""
    if "#" in spec:
        name, host = spec.split("#")
        (card,) = [c for c, i in enumerate(state.game.instances) if state.game.defs[i].id == host]
        return zone_key(name, host=card)
    if "/" not in spec and state.game.zones[spec]["owner"] == "player":
        return zone_key(spec, 0)
    return spec


def look(state: State, key: str) -> Any:
    """One observation. Players are counted from 0, as the runtime does: `energy` is the first player's,
    `energy/1` the second's; `hand` the first player's hand (card ids, bottom first), `hand/1` the second's,
    `slot#alpha` the pile of the cards at Alpha; `down:ZONE`/`up:ZONE` the ids of its face-down/face-up cards,
    `side:ZONE`, `owner:ZONE`, `tokens:ZONE` (per card), `len:ZONE`, `set:ZONE` (sorted ids), `seen:ZONE:P` (what
    player P sees there), `markers` (card/player: position), `winners` (once the game is over), `active`, `turn`,
    `offered` (the labels of the decision the state waits for) and `decider` (who makes it)."""
    d = state.view
    if key == "winners":
        return state.winners if state.is_terminal() else None
    if key == "active":
        return d.active
    if key == "turn":
        return d.turn
    if key == "offered":
        return state.action_labels()
    if key == "decider":
        return state.current_player
    if key == "markers":
        return {f"{state.game.defs[state.game.instances[c]].id}/{p}": v for (c, p), v in sorted(d.markers.items()) if v}
    name, _, player = key.partition("/")
    if name in state.game.amounts and (player.isdigit() or not player):
        return d.amounts[int(player or 0)][name]
    what, _, zone = key.partition(":")
    if not zone:
        return ids(state, key_of(state, key))
    if what == "seen":
        zone, player = zone.split(":")
        shown = state.observation(int(player))["zones"].get(key_of(state, zone), [])
        return [entry if entry == "hidden" else entry["card"].split("#")[0] for entry in shown]
    cards = d.zones.get(key_of(state, zone), [])
    if what in ("down", "up"):
        return [state.game.defs[state.game.instances[c]].id for c in cards if d.face_up[c] == (what == "up")]
    if what == "side":
        return [d.side[c] for c in cards]
    if what == "owner":
        return [d.owner[c] for c in cards]
    if what == "tokens":
        return [dict(d.tokens.get(c, {})) for c in cards]
    if what == "len":
        return len(cards)
    if what == "set":
        return sorted(ids(state, key_of(state, zone)))
    raise KeyError(key)


# ---------------------------------------------------------------- the cases

ON_BOARD = "move 1 star from supply to board"
IN_HAND = "move 1 star from supply to hand"

CASES = [
    # ------------------------------------------------------------ effects
    Case("gain", "up to the maximum", "gain 2 energy, gain 50 ore", {"energy": 12, "ore": 20, "energy/1": 10}),
    Case("gain", "a token supply", "gain 5 potion", {"potion": 3}),
    Case("lose", "down to the minimum", "lose 3 energy, gain 2 ore, lose 5 ore", {"energy": 7, "ore": 0}),
    Case("pay", "to a player", "pay 3 energy to opponent", {"energy": 7, "energy/1": 13}),
    Case("pay", "to the bank", "pay 3 energy", {"energy": 7, "energy/1": 10}),
    Case(
        "pay",
        "to each opponent: that much to each",
        "pay 3 energy to each opponent",
        {"energy": 4, "energy/1": 13, "energy/2": 13},
        players=3,
    ),
    Case(
        "pay",
        "a cost must be affordable",
        "gain 0 ore",
        {"energy": 10, "points": 0, "active": 1},  # the ability is not offered: the turn passes
        setup=ON_BOARD,
        card="pay 20 energy -> score 1",
        choices=(0,),
    ),
    Case(
        "pay",
        "an affordable cost is offered",
        "gain 0 ore",
        {"offered": ["use Star (effect): pay 3 energy -> score 1", "end main"]},
        setup=ON_BOARD,
        card="pay 3 energy -> score 1",
        choices=(0,),
    ),
    Case(
        "pay",
        "and paid",
        "gain 0 ore",
        {"energy": 7, "points": 1},
        setup=ON_BOARD,
        card="pay 3 energy -> score 1",
        choices=(0, "use Star (effect): pay 3 energy -> score 1"),
    ),
    Case(
        "pay",
        "a step's cost: the player may pay it",
        "pay 3 energy -> gain 5 ore",
        {"offered": ["yes", "no"], "energy": 10, "ore": 0},
    ),
    Case("pay", "a step's cost, paid", "pay 3 energy -> gain 5 ore", {"energy": 7, "ore": 5}, choices=("yes",)),
    Case("pay", "a step's cost, declined", "pay 3 energy -> gain 5 ore", {"energy": 10, "ore": 0}, choices=("no",)),
    Case(
        "pay",
        "a step's cost that cannot be paid",
        "pay 30 energy -> gain 5 ore",
        {"offered": WAIT, "energy": 10, "ore": 0},
    ),
    Case("set", "within bounds", "set energy to 4, set ore to 99", {"energy": 4, "ore": 20}),
    Case(
        "draw",
        "from the top of a zone, face down",
        "draw 2 from deck",
        {"hand": ["high", "low"], "deck": ["low"], "seen:hand:0": ["high", "low"], "seen:hand:1": ["hidden"] * 2},
        setup="move all low from supply to deck, move 1 high from supply to deck",
    ),
    Case(
        "draw",
        "from the deck of the card type",
        "draw 1 gizmo, draw 1 card",
        {"hand": ["high", "low"], "deck": ["low"]},
        setup="move all low from supply to deck, move 1 high from supply to deck",
    ),
    Case(
        "draw",
        "a filter passes other cards",
        "draw 1 low",
        {"hand": ["low"], "deck": ["low", "high"]},
        setup="move all low from supply to deck, move 1 high from supply to deck",
    ),
    Case(
        "discard",
        "from your hand by default",
        "discard 1 low",
        {"hand": [], "pile": ["low"], "board": ["low"]},
        setup="move 1 low from supply to hand, move 1 low from supply to board",
    ),
    Case(
        "discard",
        "from where they are",
        "discard 1 low from board",
        {"hand": ["low"], "pile": ["low"], "board": []},
        setup="move 1 low from supply to hand, move 1 low from supply to board",
    ),
    Case(
        "destroy",
        "cards in play",
        "destroy all low",
        {"hand": ["low"], "pile": ["low"], "board": [], "owner:pile": [-1]},
        setup="move 1 low from supply to hand, move 1 low from supply to board",
    ),
    Case("move", "face down", "move 1 high from supply to pile face down", {"pile": ["high"], "down:pile": ["high"]}),
    Case(
        "move",
        "out of a hidden deck, face up",
        "move 1 low from deck to market, move 1 low from deck to pile face down",
        {"market": ["low"], "down:market": [], "down:pile": ["low"]},
        setup="move all low from supply to deck",
    ),
    Case(
        "move",
        "to a player's zone",
        "move all low from supply to board of opponent",
        {"board/1": ["low", "low"], "owner:board/1": [1, 1]},
    ),
    Case(
        "move",
        "where abilities do not work, a card shows no side; a full zone leaves it as it was, its side too",
        "move 1 compass from board to vault, move 1 compass from board to market",
        {"side:board": [], "side:market": [None], "vault": ["high"]},
        setup="move 1 high from supply to vault, move all compass from supply to board, "
        "rotate all compass on board to south",
    ),
    Case(
        "take",
        "into your hand",
        "take 1 low from hand of opponent",
        {"hand": ["low"], "hand/1": ["low"], "owner:hand": [0]},
        setup="move all low from supply to hand of opponent",
    ),
    Case(
        "reveal",
        "face up, moving them if a zone is given",
        "reveal 1 low from deck to market, reveal all high in market",
        {"market": ["high", "low"], "down:market": [], "deck": ["low"]},
        setup="move all low from supply to deck, move 1 high from supply to market face down",
    ),
    Case(
        "shuffle",
        "into another zone",
        "shuffle pile into deck",
        {"set:deck": ["high", "low", "low"], "pile": [], "up:deck": []},
        setup="move all low from supply to pile, move 1 high from supply to deck",
    ),
    Case(
        "shuffle",
        "a card a full zone cannot take stays as it was, its side too",
        "shuffle board into vault",
        {"side:board": ["south"], "vault": ["high"]},
        setup="move 1 high from supply to vault, "
        "move 1 compass from supply to board, rotate 1 compass on board to south",
    ),
    Case(
        "discard",
        "a card its full discard pile cannot take stays as it was: its side, owner and tokens too",
        "discard 1 compass from board",
        {"side:board": ["south"], "vault": ["high"], "board": ["compass"]},
        setup="move 1 high from supply to vault, "
        "move 1 compass from supply to board, rotate 1 compass on board to south",
    ),
    Case(
        "reveal",
        "shown to every player, even in a hand",
        "reveal 1 low in hand",
        {"seen:hand:1": ["low", "hidden"], "seen:hand:0": ["low", "low"]},
        setup="move all low from supply to hand",
    ),
    Case(
        "shuffle",
        "a zone keeps its cards",
        "shuffle deck",
        {"set:deck": ["high", "low", "low", "star"]},
        setup="move all gizmo from supply to deck",
    ),
    Case(
        "deal",
        "to each player's hand",
        "deal 2 from deck to each player",
        {"len:hand": 2, "len:hand/1": 2, "deck": []},
        setup="move all gizmo from supply to deck",
    ),
    Case(
        "play",
        "paying its cost",
        "play 1 high from hand",
        {"board": ["high"], "hand": [], "energy": 6, "owner:board": [0]},
        setup="move 1 high from supply to hand",
    ),
    Case(
        "play",
        "onto a shared pile",
        "play 1 high from hand to pile",
        {"pile": ["high"], "hand": [], "energy": 6, "owner:pile": [0]},
        setup="move 1 high from supply to hand",
    ),
    Case(
        "play",
        "at a host card",
        "play 1 high from hand at 1 beta",
        {"slot#beta": ["high"], "hand": [], "energy": 6},
        setup="move 1 high from supply to hand",
    ),
    Case(
        "play",
        "not without its cost",
        "play 1 high from hand",
        {"board": [], "hand": ["high"], "energy": 3},
        setup="move 1 high from supply to hand, set energy to 3",
    ),
    Case(
        "refill",
        "up to a number of cards, face up in a public zone",
        "refill market to 3 from deck",
        {"market": ["high", "low", "low"], "down:market": [], "deck": []},
        setup="move all low from supply to deck, move 1 high from supply to market",
    ),
    Case(
        "advance",
        "a marker on a card, up to the track's end",
        "advance 2 on 1 alpha, advance 5 on 1 beta",
        {"markers": {"alpha/0": 2, "beta/0": 3}},
    ),
    Case(
        "advance",
        "on a card the player chooses",
        "advance 1 on any base",
        {"offered": ["Alpha (alpha#1, table)", "Beta (beta#1, table)"]},
    ),
    Case(
        "retreat",
        "a marker back, not below the start",
        "retreat 1 on 1 alpha, retreat 5 on 1 beta",
        {"markers": {"alpha/0": 1}},
        setup="advance 2 on 1 alpha, advance 2 on 1 beta",
    ),
    Case(
        "rotate",
        "another side becomes active",
        "rotate 1 compass on board to south",
        {"side:board": ["south"], "ore": 2},
        setup="move 1 compass from supply to board",
    ),
    Case(
        "rotate",
        "to a side the player chooses",
        "rotate 1 compass on board to any side",
        {"offered": ["side north", "side south"]},
        setup="move 1 compass from supply to board",
    ),
    Case(
        "flip",
        "face down, or over",
        "flip all low in market face down, flip 1 high in market",
        {"down:market": ["low", "low"], "market": ["low", "low", "high"]},
        setup="move all low from supply to market, move 1 high from supply to market face down",
    ),
    Case(
        "attach",
        "tokens on a card, as many as it may hold",
        "attach 2 potion to 1 low on board, attach 5 potion to 1 high on board",
        {"tokens:board": [{"potion": 2}, {}, {"potion": 3}]},
        setup="move all low from supply to board, move 1 high from supply to board",
    ),
    Case(
        "remove",
        "tokens off a card, or out of your supply",
        "remove 1 potion from 1 low on board, remove 1 potion",
        {"tokens:board": [{"potion": 1}], "potion": 1},
        setup="move 1 low from supply to board, attach 2 potion to 1 low on board, gain 2 potion",
    ),
    Case(
        "knockout",
        "face down, in place, not counted",
        "knock out 1 low on board, set points to count(visible low on board)",
        {"board": ["low", "low"], "down:board": ["low"], "points": 1},
        setup="move all low from supply to board",
    ),
    Case(
        "knockout",
        "a knocked-out card's abilities stop",
        "knock out all star on board, gain 1 energy",
        {"points": 0, "down:board": ["star"]},
        setup=ON_BOARD,
        card="whenever you gain energy: score 1",
    ),
    Case(
        "revive",
        "face up again",
        "revive 1 face_down low on board",
        {"board": ["low", "low"], "down:board": ["low"]},
        setup="move all low from supply to board, knock out all low on board",
    ),
    Case(
        "revive",
        "its abilities are not run, but work again",
        "revive all star on board, gain 1 energy",
        {"down:board": [], "ore": 0, "points": 1},
        setup=f"{ON_BOARD}, knock out all star on board",
        card="gain 3 ore; whenever you gain energy: score 1",
    ),
    Case(
        "eliminate",
        "discarded with their tokens",
        "eliminate 1 high on board",
        {"board": ["low"], "pile": ["high"], "tokens:pile": [{}], "tokens:board": [{"potion": 1}]},
        setup="move 1 low from supply to board, move 1 high from supply to board, "
        "attach 1 potion to all gizmo on board",
    ),
    Case(
        "summon",
        "from the other player's side to yours",
        "summon 1 high on board of opponent",
        {"board": ["high"], "board/1": [], "owner:board": [0]},
        setup="move 1 high from supply to board of opponent",
    ),
    Case(
        "summon",
        "at a host card, over to your side",
        "summon 1 high on any slot",
        {"slot#alpha": ["high"], "owner:slot#alpha": [0], "board": []},
        setup="move 1 high from supply to hand of opponent, opponent plays 1 high from hand at 1 alpha",
    ),
    Case("score", "points or another counter", "score 3, score 2 ore, score -5", {"points": -2, "ore": 2}),
    Case("win", "the game ends with a win", "win the game", {"winners": [0], "offered": []}),
    Case("win", "another player wins", "opponent wins the game", {"winners": [1]}),
    Case("lose_game", "the others win", "lose the game", {"winners": [1, 2]}, players=3),
    Case(
        "extra_turn",
        "the same player again",
        "take an extra turn",
        {"active": 0, "turn": 2},
        choices=(0,),
    ),
    Case(
        "next_turn",
        "the next turn is that player's, and the order goes on from them",
        "if turn == 1 then right neighbour takes the next turn",
        {"active": 3, "turn": 2},  # player 1 hands the turn to player 4 (to their right), past players 2 and 3
        choices=(0,),
        players=4,
    ),
    Case(
        "first_player",
        "this player starts the next round",
        "if turn == 1 then left neighbour becomes the first player",
        {"active": 1, "turn": 3},  # round 1: players 1, 2; round 2 starts with player 2
        choices=(0, 0),
    ),
    Case(
        "first_player",
        "a change the next check sees: a `when` condition reading the first player's amount fires at once",
        "if turn == 1 then opponent becomes the first player",
        {"points": 5, "turn": 1},  # player 1 has 3 ore, player 2 none
        setup=f"{ON_BOARD}, gain 3 ore",
        card="when ore of first player == 0: score 5",
    ),
    Case(
        "end_game",
        "the scoring decides the winner",
        "move 1 high from supply to board, end the game",
        {"winners": [0], "points": 1, "points/1": 0},
    ),
    Case(
        "signal",
        "the abilities waiting for the event run",
        "signal alarm, signal alarm for opponent",
        {"points": 2, "ore": 1},
        setup=ON_BOARD,
        card="on alarm: score 2; whenever opponent alarm: gain 1 ore",
    ),
    Case(
        "look",
        "without showing them to anyone else",
        "look at all low in deck",
        {"seen:deck:0": ["low", "low", "hidden"], "seen:deck:1": ["hidden", "hidden", "hidden"]},
        setup="move all low from supply to deck, move 1 high from supply to deck",
    ),
    Case(
        "look",
        "until the cards are shuffled",
        "look at all low in deck, shuffle deck",
        {"seen:deck:0": ["hidden"] * 3},
        setup="move all low from supply to deck, move 1 high from supply to deck",
    ),
    Case(
        "modify",
        "as a step, now",
        "modify energy x 3, modify ore + 2",
        {"energy": 20, "ore": 2},
    ),
    Case(
        "modify",
        "as a static, while the card is in play",
        "set points to energy",
        {"points": 13, "energy": 10},
        setup=ON_BOARD,
        card="modify energy + 3",
    ),
    Case(
        "modify",
        "a card's number, as a static",
        "set points to sum rank of all gizmo on board",
        {"points": 1 + 3 * 2},
        setup=f"{ON_BOARD}, move 1 low from supply to board",
        card="modify rank x 2",
    ),
    Case(
        "modify",
        "other cards' number, as a static",
        "set points to sum rank of all gizmo on board",
        {"points": 3 + 1 + 2 + 1 + 2},
        setup=f"{ON_BOARD}, move all low from supply to board",
        card="modify rank + 2 of all low on board",
    ),
    Case(
        "discount",
        "a lower cost",
        "play 1 high from hand",
        {"energy": 7, "board": ["star", "high"]},
        setup=f"{ON_BOARD}, move 1 high from supply to hand",
        card="discount 1 energy on gizmo",
    ),
    Case(
        "forbid",
        "a token on a card",
        "attach 1 potion to all base",
        {"tokens:table": [{}, {"potion": 1}]},
        host="forbid potion",
    ),
    Case(
        "forbid",
        "a card at a host",
        "play 1 high from hand at 1 alpha",
        {"hand": ["high"], "slot#alpha": []},
        setup="move 1 high from supply to hand",
        host="forbid gizmo",
    ),
    Case(
        "require",
        "the play is legal only while it holds",
        "play 1 star from hand",
        {"hand": ["star"], "board": []},
        setup=IN_HAND,
        card="to play: require ore >= 1",
    ),
    Case(
        "require",
        "a bare requirement on the card",
        "play 1 star from hand",
        {"hand": ["star"], "board": []},
        setup=IN_HAND,
        card="require ore >= 1",
    ),
    Case(
        "require",
        "and it holds",
        "play 1 star from hand",
        {"hand": [], "board": ["star"]},
        setup=f"{IN_HAND}, gain 1 ore",
        card="to play: require ore >= 1",
    ),
    Case(
        "choose",
        "one of the options",
        "choose 1 [gain 2 energy] or [gain 3 ore]",
        {"offered": ["gain 2 energy", "gain 3 ore"]},
    ),
    Case(
        "choose",
        "the option chosen runs",
        "choose 1 [gain 2 energy] or [gain 3 ore]",
        {"energy": 10, "ore": 3, "offered": WAIT},
        choices=("gain 3 ore",),
    ),
    Case(
        "choose",
        "two different options",
        "choose 2 [gain 2 energy] or [gain 3 ore] or [score 1]",
        {"energy": 12, "ore": 0, "points": 1, "offered": WAIT},
        choices=("gain 2 energy", "score 1"),
    ),
    Case(
        "choose",
        "one decision: each card an option could pick, and the other options",
        "choose 1 [play 1 gizmo from hand] or [gain 3 ore]",
        {"offered": ["play Star (star#1, hand)", "play Low (low#1, hand)", "gain 3 ore"]},  # High costs too much
        setup=f"{IN_HAND}, move 1 low from supply to hand, move 1 high from supply to hand, lose 10 energy",
    ),
    Case(
        "choose",
        "the card chosen in that decision is the one played",
        "choose 1 [play 1 gizmo from hand] or [gain 3 ore]",
        {"board": ["star"], "hand": ["low"], "ore": 0, "offered": WAIT},
        setup=f"{IN_HAND}, move 1 low from supply to hand",
        choices=("play Star (star#1, hand)",),
    ),
    Case(
        "choose",
        "an option that cannot be done is not offered",
        "choose 1 [discard 1 gizmo from hand] or [gain 3 ore]",
        {"ore": 3, "offered": WAIT},
    ),
    Case(
        "choose",
        "a payment the player cannot make is not offered",
        "choose 1 [pay 11 energy, score 5] or [gain 1 ore]",
        {"ore": 1, "points": 0, "offered": WAIT},
    ),
    Case(
        "when_state",
        "a new turn is a change: 'when turn >= 2' fires as the turn starts",
        "gain 0 ore",
        {"points": 5, "turn": 2},
        setup=ON_BOARD,
        card="when turn >= 2: score 5",
        choices=(0,),
    ),
    Case(
        "remove",
        "none left: the card no longer matches the token's name",
        "attach 2 potion to 1 star on board, remove 2 potion from 1 star on board, "
        "score count(potion gizmo on board), score 10 * count(star gizmo on board)",
        {"points": 10},
        setup=ON_BOARD,
    ),
    Case(
        "whenever",
        "'it' is the card the event is about",
        "play 1 low from hand",
        {"market": ["low"], "board": ["star"]},
        setup=f"{ON_BOARD}, move 1 low from supply to hand",
        card="whenever you play gizmo: move it to market",
    ),
    Case(
        "extra_turn",
        "the actor takes the turn after this one, then the order goes on",
        "if turn == 1 then opponent takes an extra turn",
        {"active": 1, "turn": 2},
        choices=(0,),
    ),
    Case(
        "win",
        "several actors win together",
        "each player wins the game",
        {"winners": [0, 1]},
    ),
    Case(
        "has",
        "with a place, the condition holds too",
        "if you have 1 gizmo in board where (rank > 3) then score 1, "
        "if you have 1 gizmo in board where (rank == 3) then score 10",
        {"points": 10},
        setup=ON_BOARD,
    ),
    Case(
        "condition_header",
        "a text of the game's own runs only if its condition holds",
        "gain 0 ore",
        {"ore": 2},
        setup="if energy > 50: gain 5 ore\nif energy > 5: gain 2 ore",
    ),
    Case(
        "rotate",
        "to the side already up: nothing turns, nothing resolves",
        "rotate 1 compass on board to north, rotate 1 compass on board to north",
        {"ore": 1},
        setup="move 1 compass from supply to board, rotate 1 compass on board to north",
    ),
    Case("may", "the player decides", "may gain 3 ore", {"offered": ["yes", "no"], "decider": 0}),
    Case("may", "yes", "may gain 3 ore", {"ore": 3}, choices=("yes",)),
    Case("may", "no", "may gain 3 ore", {"ore": 0}, choices=("no",)),
    Case("may", "nothing to do, no question", "may discard 1 from hand", {"offered": WAIT}),
    Case(
        "if_then",
        "then or else",
        "if energy > 5 then gain 1 ore else gain 2 ore, if energy > 50 then score 1 else score 2",
        {"ore": 1, "points": 2},
    ),
    Case(
        "for_each",
        "player and card",
        "for each player [they gain 1 ore], for each low on board [attach 1 potion to it]",
        {"ore": 1, "ore/1": 1, "ore/2": 1, "tokens:board": [{"potion": 1}, {"potion": 1}]},
        setup="move all low from supply to board",
        players=3,
    ),
    Case("repeat", "several times", "repeat 3 [gain 2 ore], repeat 0 - 1 [score 1]", {"ore": 6, "points": 0}),
    Case(
        "repeat_until",
        "again until the condition holds, checked before each time",
        "repeat until ore >= 5 [gain 2 ore], repeat until ore >= 1 [score 1]",
        {"ore": 6, "points": 0},
    ),
    Case("rule", "the pack's procedure", "rule produce(3)", {"energy": 13}),
    # ------------------------------------------------------------ triggers
    Case(
        "on_event",
        "this card meets the event",
        "discard all star from board",
        {"points": 3, "pile": ["star"]},
        setup=ON_BOARD,
        card="on discard: score 3",
    ),
    Case(
        "on_event",
        "not another card",
        "discard 1 low from board",
        {"points": 0, "pile": ["low"]},
        setup=f"{ON_BOARD}, move 1 low from supply to board",
        card="on discard: score 3",
    ),
    Case(
        "on_event",
        "a card of the filter",
        "discard 1 low from board, discard 1 high from board",
        {"points": 3},
        setup=f"{ON_BOARD}, move 1 low from supply to board, move 1 high from supply to board",
        card="on discard of low: score 3",
    ),
    Case(
        "on_event",
        "on play",
        "play 1 star from hand",
        {"points": 4},
        setup=IN_HAND,
        card="on play: score 4",
    ),
    Case(
        "whenever",
        "the player it names",
        "each player gains 1 ore",
        {"points": 1},
        setup=ON_BOARD,
        card="whenever left neighbour gains ore: score 1",
        players=3,
    ),
    Case(
        "whenever",
        "a player does something",
        "gain 2 energy, opponent gains 1 energy, gain 1 ore",
        {"points": 1, "ore": 6},
        setup=ON_BOARD,
        card="whenever you gain energy: score 1; whenever opponent gains energy: gain 5 ore",
    ),
    Case(
        "at_time",
        "start of your turn, end of round",
        "gain 0 ore",
        {"ore": 6, "ore/1": 0, "points": 1, "active": 0, "turn": 3},
        setup=ON_BOARD,
        card="at start of your turn: gain 3 ore; at end of round: score 1",
        choices=(0, 0),
    ),
    Case(
        "at_time",
        "start of the game, of a phase, start and end of a step",
        "gain 0 ore",
        {"ore": 4, "energy": 11, "points": 11},
        setup=ON_BOARD,
        card="at start of game: gain 4 ore; at start of phase main: gain 1 energy; at end of step act: score 1; "
        "at start of step wait: score 10; at end of step wait: score 100",
    ),
    Case(
        "at_time",
        "end of a phase",
        "gain 0 ore",
        {"points": 2, "active": 1},
        setup=ON_BOARD,
        card="at end of phase main: score 2",
        choices=(0,),
    ),
    Case(
        "at_time",
        "end of the game, before the scoring",
        "end the game",
        {"points": 5 + 1, "winners": [0]},
        setup=ON_BOARD,
        card="at end of game: score 5",
    ),
    Case(
        "when_state",
        "as soon as a condition becomes true",
        "gain 2 energy",
        {"points": 5, "energy": 12},
        setup=ON_BOARD,
        card="when energy >= 12: score 5",
    ),
    Case(
        "when_state",
        "once while it holds",
        "gain 2 energy",
        {"points": 5, "energy": 14, "turn": 3},
        setup=ON_BOARD,
        card="when energy >= 12: score 5",
        choices=(0, 0),
    ),
    Case(
        "when_state",
        "again once it has stopped holding",
        "gain 12 energy",
        {"points": 10, "energy": 0, "turn": 3},
        setup=ON_BOARD,
        card="when energy >= 12: score 5, set energy to 0",
        choices=(0, 0),
    ),
    Case(
        "while_static",
        "on as long as the condition holds",
        "score energy, gain 1 ore, score energy",
        {"points": 10 + 15},
        setup=ON_BOARD,
        card="while ore > 0: modify energy + 5",
    ),
    Case(
        "during",
        "during a step",
        "set points to energy",
        {"points": 15},
        setup=ON_BOARD,
        card="during act: modify energy + 5; during wait: modify energy + 100",
    ),
    Case(
        "during",
        "during an event",
        "signal alarm",
        {"points": 15},
        setup=ON_BOARD,
        card="during alarm: modify energy + 5; on alarm: set points to energy",
    ),
    Case(
        "to_play",
        "a cost to play this card",
        "play 1 star from hand",
        {"board": ["star"], "energy": 7},
        setup=IN_HAND,
        card="to play: pay 3 energy",
    ),
    Case(
        "to_play",
        "no play without the cost",
        "play 1 star from hand",
        {"hand": ["star"], "energy": 10},
        setup=IN_HAND,
        card="to play: pay 30 energy",
    ),
    Case(
        "limit",
        "once per turn",
        "gain 0 ore",
        {"ore": 2, "active": 1},
        setup=ON_BOARD,
        card="once per turn: gain 2 ore",
        choices=(0, "use Star (effect): once per turn: gain 2 ore"),
    ),
    Case(
        "condition_header",
        "only if it holds",
        "play 1 star from hand",
        {"points": 4},
        setup=f"{IN_HAND}, gain 1 ore",
        card="if ore > 0: score 4",
    ),
    Case(
        "condition_header",
        "not if it does not",
        "play 1 star from hand",
        {"points": 0, "board": ["star"]},
        setup=IN_HAND,
        card="if ore > 0: score 4",
    ),
    # ------------------------------------------------------------ conditions
    Case(
        "compare",
        "two numbers",
        "if energy >= 10 and energy <= 10 and energy < 11 and energy > 9 and energy == 10 then score 1, "
        "if energy != 10 then score 10",
        {"points": 1},
    ),
    Case(
        "more_than",
        "one amount across two players",
        "if you have more energy than opponent then score 1, if you have fewer energy than opponent then score 10",
        {"points": 1},
        setup="opponent loses 1 energy",
    ),
    Case(
        "same",
        "two cards with the same value of a field: a choice, a number, a name",
        "play 1 high from hand, "
        "move all gizmo in supply where (it shares colour with the card just played) to market, "
        "score count(all gizmo in supply where (it shares rank with the card just played)), "
        "score 10 * count(all gizmo in market where (it shares name with the card just played)), "
        "score 100 * count(all gizmo in board where (it shares rank with the card just played))",
        {"market": ["star"], "points": 100},  # Star is blue like High; no rank or name is shared; High is itself
        setup="move 1 high from supply to hand",
    ),
    Case(
        "same",
        "against the top card of a pile: the top one, not the bottom one",
        "move 1 low from supply to pile, move 1 star from supply to pile, "
        "score count(all low in supply where (it shares colour with 1 top gizmo in pile))",
        {"points": 0},  # Star (blue) is on top of a red Low: the other Low (red) does not match the top
    ),
    Case(
        "same",
        "against the top card of a pile, that matches",
        "move 1 star from supply to pile, move 1 low from supply to pile, "
        "score count(all low in supply where (it shares colour with 1 top gizmo in pile))",
        {"points": 1},  # the other Low (red) matches the red Low on top
    ),
    Case(
        "most",
        "the most (or fewest) of an amount; a tie is shared",
        "if you have the most energy then score 1, if you have the fewest energy then score 10, "
        "if opponent has the most energy then score 100",
        {"points": 111},  # both players hold the same energy: the tie is shared, every clause holds
    ),
    Case(
        "most",
        "the most of an amount, alone",
        "if you have the most energy then score 1, if opponent has the most energy then score 10",
        {"points": 1},
        setup="opponent loses 1 energy",
    ),
    Case(
        "has",
        "a player has such a card, in their own zone",
        "if opponent has 1 low in hand then score 1, if you have 1 low in hand then score 10, "
        "if opponent has 3 low in hand then score 100",
        {"points": 1},
        setup="move all low from supply to hand of opponent",
    ),
    Case(
        "has",
        "on a shared zone",
        "if you have 1 gizmo on any slot then score 1, if opponent has 1 gizmo on any slot then score 10",
        {"points": 1},
        setup="move 1 high from supply to hand, play 1 high from hand at 1 beta",
    ),
    Case(
        "either",
        "either condition",
        "if energy > 50 or ore == 0 then score 1, if energy > 50 or ore > 0 then score 10",
        {"points": 1},
    ),
    Case(
        "both",
        "both conditions",
        "if energy == 10 and ore == 0 then score 1, if energy == 10 and ore > 0 then score 10",
        {"points": 1},
    ),
    Case(
        "negate",
        "the condition does not hold",
        "if not ore > 0 then score 1, if not energy > 0 then score 10",
        {"points": 1},
    ),
    # ------------------------------------------------------------ expressions
    Case("number", "whole numbers", "gain 7 ore, score -3", {"ore": 7, "points": -3}),
    Case(
        "arith",
        "+ - * /, rounding down",
        "gain 2 + 3 * 4 ore, score 7 / 2 - 1, lose 1 / 0 energy",
        {"ore": 14, "points": 2, "energy": 10},
    ),
    Case(
        "value",
        "yours, or another player's",
        "set ore to energy of opponent, score energy",
        {"ore": 14, "points": 10},
        setup="opponent gains 4 energy",
    ),
    Case(
        "value",
        "the game's numbers",
        "set points to turn, set ore to round, score players",
        {"points": 3 + 2, "ore": 2},
        choices=(0, 0),
    ),
    Case(
        "value",
        "a token supply",
        "gain 2 potion, set points to potion",
        {"points": 2, "potion": 2},
    ),
    Case(
        "value",
        "a card's number in a where",
        "set points to count(gizmo in supply where (rank > 2))",
        {"points": 2},
    ),
    Case(
        "count",
        "the cards a selector finds",
        "set points to count(low in supply), set ore to count(3 gizmo in supply)",
        {"points": 2, "ore": 3},
    ),
    Case("total", "a field summed", "set points to sum rank of all gizmo in supply", {"points": 1 + 1 + 5 + 3}),
    Case(
        "total",
        "a cost, and tokens on cards",
        "set points to sum cost of all gizmo in supply, set ore to sum potion of all gizmo on board",
        {"points": 4, "ore": 1 + 2 + 2},
        setup="move all low from supply to board, attach 1 potion to 1 low on board, "
        "attach 2 potion to all low on board",
    ),
    Case(
        "minmax",
        "least or greatest",
        "set ore to max(3, energy, 2), set points to min(4, -2, 7)",
        {"ore": 10, "points": -2},
    ),
    Case("param", "a rule's parameter", "rule produce(2 + 2)", {"energy": 14}),
    Case(
        "lookup", "an entry of a table", "set points to bonus[2], set ore to bonus[1 + 1 + 1]", {"points": 3, "ore": 6}
    ),
    # ------------------------------------------------------------ players
    Case("you", "the player who runs the ability", "you gain 1 ore", {"ore": 1, "ore/1": 0}),
    Case("opponent", "the chosen opponent", "opponent gains 1 ore", {"offered": ["player 2", "player 3"]}, players=3),
    Case("opponent", "chosen", "opponent gains 1 ore", {"ore/1": 0, "ore/2": 1}, players=3, choices=("player 3",)),
    Case("opponent", "the only one", "opponent gains 1 ore", {"ore": 0, "ore/1": 1}),
    Case("each_player", "every player", "each player gains 1 ore", {"ore": 1, "ore/1": 1, "ore/2": 1}, players=3),
    Case(
        "each_player",
        "in turn order from you",
        "each player draws 1 card",
        {"hand": ["star"], "hand/1": ["high"], "hand/2": ["low"]},
        setup="move all gizmo from supply to deck",
        players=3,
    ),
    Case(
        "each_opponent",
        "every player but you",
        "each opponent gains 1 ore",
        {"ore": 0, "ore/1": 1, "ore/2": 1},
        players=3,
    ),
    Case(
        "owner",
        "the owner of this card",
        "gain 0 ore",
        {"ore": 0, "ore/1": 2},
        setup="move 1 star from supply to board of opponent",
        card="at start of turn: owner gains 2 ore",
    ),
    Case(
        "left", "the player to your left", "left neighbour gains 1 ore", {"ore": 0, "ore/1": 1, "ore/2": 0}, players=3
    ),
    Case(
        "right",
        "the player to your right",
        "right neighbour gains 1 ore",
        {"ore": 0, "ore/1": 0, "ore/2": 1},
        players=3,
    ),
    Case(
        "neighbours",
        "both neighbours",
        "each neighbour gains 1 ore",
        {"ore": 0, "ore/1": 1, "ore/2": 0, "ore/3": 1},
        players=4,
    ),
    Case(
        "active",
        "the player whose turn it is",
        "gain 0 ore",
        {"ore": 1, "ore/1": 0},
        setup="move 1 star from supply to board of opponent",
        card="at start of turn: active player gains 1 ore",
    ),
    Case(
        "them",
        "the player of the current for each",
        "for each opponent [they gain 2 ore]",
        {"ore": 0, "ore/1": 2, "ore/2": 2},
        players=3,
    ),
    Case(
        "first",
        "the first player of the game",
        "first player gains 1 ore",
        {"ore": 2, "ore/1": 0, "active": 1},
        choices=(0,),
    ),
    Case(
        "last",
        "the last player in turn order",
        "last player gains 1 ore",
        {"ore": 0, "ore/1": 0, "ore/2": 1},
        players=3,
    ),
    # ------------------------------------------------------------ card selectors
    Case(
        "card_set",
        "quantity and pick",
        "move 1 strongest gizmo from supply to market, move 1 weakest gizmo from supply to pile, "
        "move 1 top low in supply to deck",
        {"market": ["high"], "pile": ["low"], "deck": ["low"]},
    ),
    Case(
        "card_set",
        "owner and place",
        "set points to count(gizmo owned by opponent on each board), "
        "set ore to count(gizmo owned by you on each board)",
        {"points": 2, "ore": 1},
        setup="move all low from supply to board of opponent, move 1 high from supply to board",
    ),
    Case(
        "card_set",
        "the player picks, up to a number",
        "move up to 2 gizmo from supply to market",
        {"offered": ["Low (low#1, supply)", "High (high#1, supply)", "Star (star#1, supply)", "done"]},
    ),
    Case(
        "card_set",
        "on the board when no place is named",
        "set points to count(base), set ore to count(gizmo)",
        {"points": 2, "ore": 0},
        setup="move 1 low from supply to board",
    ),
    Case(
        "card_set",
        "where a condition holds",
        "move all gizmo in supply where (sum rank of it >= 3) to market",
        {"market": ["high", "star"]},
    ),
    Case(
        "this",
        "this card",
        "signal alarm",
        {"market": ["star"]},
        setup=ON_BOARD,
        card="on alarm: move this card to market",
    ),
    Case(
        "this",
        "the card it sits on",
        "play 1 star from hand at 1 beta",
        {"tokens:table": [{}, {"potion": 1}]},
        setup=IN_HAND,
        card="attach 1 potion to this base",
    ),
    Case("it", "the card of the for each", "for each low in supply [move it to market]", {"market": ["low", "low"]}),
    Case(
        "it",
        "the card the cost chose",
        "gain 0 ore",
        {"pile": ["high"], "points": 5},
        setup=f"{ON_BOARD}, move 1 high from supply to hand",
        card="discard 1 gizmo from hand -> score sum rank of it",
        choices=(0, "use Star (effect): discard 1 gizmo from hand -> score sum rank of it"),
    ),
    Case(
        "just_played",
        "the card played last, by anyone",
        "score count(the card just played), play 1 high from hand, score 10 * sum rank of the card just played",
        {"board": ["high"], "points": 50},  # nothing played before: 0; then High, of rank 5
        setup="move 1 high from supply to hand",
    ),
    Case(
        "union",
        "cards in either selection",
        "move (all low in supply + 1 high in supply) to market, "
        "set points to count((all low in market + all gizmo in market))",
        {"market": ["low", "low", "high"], "points": 3},
    ),
    Case(
        "minus",
        "cards in the first selection but not the second",
        "set points to count((all gizmo in supply - all low in supply))",
        {"points": 2},
    ),
    # ------------------------------------------------------------ zones (the places of selectors and verbs)
    Case(
        "zone_named",
        "yours, or another player's",
        "move 1 low from supply to hand, move 1 low from supply to hand of opponent",
        {"hand": ["low"], "hand/1": ["low"]},
    ),
    Case(
        "zone_this",
        "the pile of the card this card sits at",
        "play 1 star from hand at 1 beta",
        {"slot#beta": ["star", "low"], "supply": ["low", "high", "compass"]},
        setup=IN_HAND,
        card="move 1 low from supply to this slot",
    ),
    Case(
        "zone_this",
        "the zone this card is in",
        "signal alarm",
        {"board": ["star", "low"]},
        setup=ON_BOARD,
        card="on alarm: move 1 low from supply to this board",
    ),
    Case("zone_any", "a shared zone is itself", "move 1 low from supply to any market", {"market": ["low"]}),
    Case(
        "zone_each",
        "the piles of the cards of a type",
        "set points to count(gizmo on each base), set ore to count(gizmo on each market)",
        {"points": 2, "ore": 1},
        setup="for each base on table [move 1 low from supply to it], move 1 high from supply to market",
    ),
    Case(
        "zone_any",
        "any one of those, chosen",
        "move 1 low from supply to any board",
        {"offered": ["board of player 1", "board of player 2"]},
    ),
    Case(
        "zone_each",
        "each one of those",
        "set points to count(gizmo on each board)",
        {"points": 2},
        setup="move 1 low from supply to board, move 1 low from supply to board of opponent",
    ),
    Case(
        "zone_it",
        "the pile of the card of the for each",
        "for each base on table [move 1 low from supply to it]",
        {"slot#alpha": ["low"], "slot#beta": ["low"]},
    ),
]


# Sheets (boxes to write in, symbols to cross off or circle) are played only on the sheets of runtime.sheet.
REJECTED = [
    Rejected("write", "gain 1 ore, write 5 in 1 low in market"),
    Rejected("cross", "cross 1 low"),
    Rejected("circle", "may circle 2 low"),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_kind_plays_as_documented(tmp_path: Path, case: Case) -> None:
    state = make(tmp_path, case)
    seen = {key: look(state, key) for key in case.expect}
    assert seen == case.expect


@pytest.mark.parametrize("case", REJECTED, ids=[c.id for c in REJECTED])
def test_check_rejects_what_the_runtime_cannot_play(tmp_path: Path, cli, case: Rejected) -> None:
    root = write(tmp_path, case)
    lines = (root / "game.yaml").read_text().splitlines()
    line = next(n for n, text in enumerate(lines, 1) if case.text in text)
    column = lines[line - 1].index(case.text) + case.text.index(case.kind) + 1  # at the verb
    code, _, err = cli("check", str(root))
    assert code == 1, err
    assert (
        f"{root}/game.yaml:{line}:{column}: error E304 the runtime cannot play `{case.kind}` without runtime.sheet"
        in err
    )
    code, _, err = cli("check", str(write(tmp_path, case, runtime=False)))
    assert code == 0, err  # without a runtime section, the pack is only printed, never played


def test_every_kind_has_a_runtime_case() -> None:
    covered = Counter(c.kind for c in [*CASES, *REJECTED])
    missing = [f"{k.category} {k.name}" for cat in CATEGORIES for k in REGISTRY.of(cat) if not covered[k.name]]
    assert not missing, f"kinds without a runtime case in tests/runtime/test_kinds.py: {', '.join(missing)}"
    unhandled = [k.name for k in REGISTRY.of("effect") if k.name not in EFFECTS]
    assert not unhandled, f"effect kinds without a runtime handler (@effect): {', '.join(unhandled)}"
    unknown = sorted(set(covered) - set(REGISTRY.kinds))
    assert not unknown, f"cases for kinds the registry does not declare: {', '.join(unknown)}"

"""Each kind means what it says when played: the drifts found on main, one test each.

The pack is small and its texts run directly against a state waiting at its first decision (`run_text`), so
each test reads as the rule a designer would expect.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.agents import GreedyAgent
from cardsmith.runtime.compiled import cond_fn
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run
from cardsmith.runtime.state import State
from conftest import write_pack

GAME = """\
id: drift
name: Drift
players: {min: 2, max: 4}
resources:
  energy: {min: 0, max: 99, start: 10}
counters:
  points: {min: -50, max: 999, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  board: {owner: player, order: row, visibility: public}
  pile: {owner: shared, order: stack, visibility: public}
card_types:
  gizmo:
    fields:
      rank: {type: int}
      effect: {type: effect}
flow:
  phases:
    - id: main
      steps:
        - {id: wait, do: "choose 1 [gain 1 energy] or [gain 2 energy]"}
runtime:
  active_zones: [board]
  play_zone: board
  score: points
  value: {energy: 1}
"""


def cards(effect: str = "gain 0 energy") -> str:
    return f"""\
cards:
  - {{id: low, name: Low, type: gizmo, copies: 2, provenance: "stand-in", fields: {{rank: 1, effect: "{effect}"}}}}
  - {{id: high, name: High, type: gizmo, provenance: "stand-in", fields: {{rank: 5, effect: "gain 1 energy"}}}}
"""


def make(tmp_path: Path, effect: str = "gain 0 energy", players: int = 2, game: str = GAME) -> State:
    root = write_pack(tmp_path / "drift", game, cards(effect))
    return new_state(load_game(str(root)), 1, players)


def run_text(state: State, text: str, player: int = 0) -> None:
    ir, problems = state.game.pack.check_text(text)
    assert not problems and ir is not None, problems
    run = Run(state.game, state.view)
    for ability in ir:
        run.run_effects(ability["effects"], Ctx(player))


def amount(state: State, name: str, player: int = 0) -> int:
    return state.view.amounts[player][name]


@pytest.mark.parametrize(("op", "expected"), [("+ 3", 13), ("- 3", 7), ("x 2", 20), ("= 2", 2)])
def test_modify_applies_its_own_operator(tmp_path: Path, op: str, expected: int) -> None:
    state = make(tmp_path, f"modify energy {op}")
    run_text(state, "move 1 low from supply to board")
    assert amount(state, "energy") == 10
    assert state.value(0) == expected  # read through the static, as every rule reads it


def test_modify_as_a_step_changes_the_amount_now(tmp_path: Path) -> None:
    state = make(tmp_path)
    run_text(state, "modify energy x 3")
    assert amount(state, "energy") == 30


def test_more_than_each_opponent_compares_with_every_opponent(tmp_path: Path) -> None:
    state = make(tmp_path, players=3)
    for player, points in enumerate((5, 1, 9)):
        run_text(state, f"set points to {points}", player)
    for player in range(3):
        run_text(state, "if you have more points than each opponent then gain 50 energy", player)
    assert [amount(state, "energy", p) for p in range(3)] == [10, 10, 60]


def test_fewer_than_each_opponent_too(tmp_path: Path) -> None:
    state = make(tmp_path, players=3)
    for player, points in enumerate((5, 1, 9)):
        run_text(state, f"set points to {points}", player)
    for player in range(3):
        run_text(state, "if you have fewer points than each opponent then gain 50 energy", player)
    assert [amount(state, "energy", p) for p in range(3)] == [10, 60, 10]


def test_score_can_subtract_down_to_the_counters_minimum(tmp_path: Path) -> None:
    state = make(tmp_path)
    run_text(state, "score 0 - 3")
    assert amount(state, "points") == -3
    run_text(state, "score 0 - 100")
    assert amount(state, "points") == -50


def test_gain_of_a_negative_amount_gains_nothing(tmp_path: Path) -> None:
    state = make(tmp_path)
    run_text(state, "gain 0 - 3 energy")
    assert amount(state, "energy") == 10


def test_visible_matches_only_face_up_cards(tmp_path: Path) -> None:
    state = make(tmp_path)
    run_text(state, "move all low from supply to pile face down, move all high from supply to pile face up")
    run_text(state, "set points to count(visible gizmo in pile)")
    assert amount(state, "points") == 1


def test_count_and_sum_honour_a_quantity_and_the_top(tmp_path: Path) -> None:
    state = make(tmp_path)
    run_text(state, "move all low from supply to pile, move all high from supply to pile")  # High on top
    run_text(state, "set points to sum rank of 1 top gizmo in pile")
    assert amount(state, "points") == 5
    run_text(state, "set points to count(2 top gizmo in pile)")
    assert amount(state, "points") == 2
    run_text(state, "set points to sum rank of all gizmo in pile")
    assert amount(state, "points") == 7


TUTORIAL = """\
id: mygame
name: My Game
players: {min: 2, max: 4}
resources:
  energy: {min: 0, max: 12, start: 2}
zones:
  hand: {owner: player, order: unordered, visibility: owner}
  deck: {owner: shared, order: stack, visibility: hidden}
card_types:
  action:
    fields:
      cost: {type: int, min: 0, max: 5}
      effect: {type: effect}
runtime:
  play_zone: hand
  score: energy
"""

TUTORIAL_CARDS = """\
cards:
  - id: spark
    name: Spark
    type: action
    copies: 3
    fields: {cost: 1, effect: "on play: gain 2 energy"}
    provenance: "stand-in: my first card"
"""


def test_check_rejects_a_cost_field_the_runtime_cannot_pay(tmp_path: Path, cli) -> None:
    root = write_pack(tmp_path / "mygame", TUTORIAL, TUTORIAL_CARDS)
    code, _, err = cli("check", str(root))
    assert code == 1
    assert f"{root}/game.yaml:12:20:" in err and "E103" in err and "cost field 'cost' must be a map of resources" in err
    code, _, err = cli("simulate", str(root), "--games", "1")
    assert code == 1 and "the pack has 1 error(s)" in err and "Traceback" not in err
    assert f"{root}/game.yaml:12:20:" in err and f"cardsmith check {root}" in err  # located, and how to see them all


def test_check_names_an_unknown_zone_in_the_runtime_section(tmp_path: Path, cli) -> None:
    game = TUTORIAL.replace("cost: {type: int, min: 0, max: 5}", "cost: {type: resources}").replace(
        "play_zone: hand", "play_zone: hnd"
    )
    root = write_pack(tmp_path / "mygame", game, TUTORIAL_CARDS.replace("cost: 1", "cost: {energy: 1}"))
    code, _, err = cli("check", str(root))
    assert code == 1 and "runtime.play_zone: no zone 'hnd'" in err and "did you mean 'hand'?" in err


def play_out(state: State) -> State:
    while not state.is_terminal():
        state.apply(0)
    return state


ROUNDS = GAME.replace(
    "runtime:\n",
    """end:
  - "at end of round, if points >= 3: end the game"
scoring:
  - "score 2 * count(gizmo in board)"
rules:
  bonus: {text: "whenever you gain energy: score 1"}
runtime:
""",
).replace(
    'do: "choose 1 [gain 1 energy] or [gain 2 energy]"',
    'do: "choose 1 [gain 1 energy] or [move 1 high from supply to board]"',
)


def test_an_end_condition_at_the_end_of_the_round_ends_the_game_then_scoring_runs(tmp_path: Path) -> None:
    state = play_out(make(tmp_path, game=ROUNDS))
    # every turn the first option (gain 1 energy) scores 1 through the rule that stays active (`whenever`);
    # the round closes after the second player's turn, with 1 point each: 3 rounds, then scoring
    assert state.view.round == 3 and state.view.turn == 6
    assert [amount(state, "points", p) for p in range(2)] == [3, 3]
    assert state.winners == [0, 1] and state.returns() == [1.0, 1.0]


def test_scoring_counts_at_the_end_and_decides_the_winner(tmp_path: Path) -> None:
    state = make(tmp_path, game=ROUNDS)
    state.apply(1)  # player 1 puts High on their board instead of gaining; from then on everybody gains
    play_out(state)
    # player 2 reaches 3 points in round 3, when player 1 has 2; scoring gives player 1 two for the gizmo
    assert [amount(state, "points", p) for p in range(2)] == [2 + 2, 3]
    assert state.winners == [0]


@pytest.mark.parametrize(("returns", "expected"), [("win", [1.0, -1.0]), ("score", [4.0, 3.0]), ("rank", [1.0, -1.0])])
def test_returns_give_what_the_pack_declares(tmp_path: Path, returns: str, expected: list[float]) -> None:
    state = make(tmp_path, game=ROUNDS.replace("runtime:\n", f"runtime:\n  returns: {returns}\n"))
    state.apply(1)
    assert play_out(state).returns() == expected


ALBUMS = """\
id: albums
name: Albums
players: {min: 2, max: 2}
resources:
  helmet: {min: 0, max: 9, start: 2}
tokens:
  potion: {count: 9}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  table: {owner: shared, order: row, visibility: public}
  hand: {owner: player, order: unordered, visibility: owner}
  album: {owner: shared, order: row, visibility: public}
  pile: {owner: shared, order: stack, visibility: public}
card_types:
  book:
    fields:
      rule: {type: effect}
  character:
    fields:
      role: {type: enum, values: [hero, chief]}
      strength: {type: int}
      restriction: {type: effect}
setup: |
  move all book from supply to table
  for each player [move all character from supply to hand of them]
flow:
  phases:
    - id: main
      steps:
        - {id: place, do: "play 1 character from hand at 1 book in table"}
runtime:
  board: [table]
  hosted_zone: album
  play_zone: album
  discard: {character: pile}
"""

BOOKS = """\
cards:
  - {id: open, name: Open Book, type: book, provenance: "stand-in", fields: {rule: "modify helmet + 0"}}
  - {id: no_heroes, name: No Heroes, type: book, provenance: "stand-in", fields: {rule: "forbid hero on this book"}}
  - id: hero
    name: Hero
    type: character
    provenance: "stand-in"
    fields: {role: hero, strength: 3, restriction: "to play: require count(chief character on this book) >= 1"}
  - id: chief
    name: Chief
    type: character
    provenance: "stand-in"
    copies: 2
    fields: {role: chief, strength: 2, restriction: "to play: lose 1 helmet"}
  - id: greedy
    name: Greedy Chief
    type: character
    provenance: "stand-in"
    fields: {role: chief, strength: 5, restriction: "to play: lose 3 helmet"}
"""


def ids_at(state: State, key: str) -> list[str]:
    return [state.game.defs[state.game.instances[c]].id for c in state.view.zones.get(key, [])]


def test_to_play_requirements_costs_and_forbid_decide_what_may_be_played(tmp_path: Path) -> None:
    root = write_pack(tmp_path / "albums", ALBUMS, BOOKS)
    state = new_state(load_game(str(root)), 1)
    books = [label.split(" (")[0] for label in state.action_labels()]
    assert books == ["Open Book", "No Heroes"]  # player 1 chooses the book first
    state.apply(1)
    # at No Heroes the Hero is forbidden (and needs a chief there first); Greedy Chief costs 3 helmets and
    # player 1 holds 2: the one Chief left is played without a question, and its helmet paid
    assert ids_at(state, "album#1") == ["chief"] and state.view.amounts[0]["helmet"] == 1
    state.apply(0)  # player 2 (no cards) picks a book
    state.apply(0)  # player 1 at the Open Book: only a Chief may go (Hero needs a chief there)
    assert ids_at(state, "album#0") == ["chief"] and state.view.amounts[0]["helmet"] == 0
    state.apply(0)
    state.apply(0)  # now the Hero's requirement holds at the Open Book; Greedy Chief is still too dear
    assert ids_at(state, "album#0") == ["chief", "hero"] and ids_at(state, "hand/0") == ["greedy"]


THREE = GAME.replace("players: {min: 2, max: 4}", "players: {min: 3, max: 3}")


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        ("clockwise", [0, 1, 2, 0, 1, 2]),
        ("counterclockwise", [0, 2, 1, 0, 2, 1]),
        ("{by: energy, first: highest}", [0, 1, 2, 2, 0, 1]),  # 10 energy each, then 11/11/12 after a round
    ],
)
def test_turn_order_is_honoured(tmp_path: Path, order: str, expected: list[int]) -> None:
    game = THREE.replace("flow:\n", f"flow:\n  turn_order: {order}\n")
    state = make(tmp_path, game=game, players=3)
    seen = []
    for _ in range(6):
        seen.append(state.current_player)
        state.apply(1 if state.current_player == 2 else 0)  # player 3 gains 2 energy, the others 1
    assert seen == expected


def test_a_turn_order_the_runtime_cannot_play_is_a_located_error(tmp_path: Path, cli) -> None:
    root = write_pack(tmp_path / "drift", GAME.replace("flow:\n", "flow:\n  turn_order: board_order\n"), cards())
    code, _, err = cli("check", str(root))
    assert code == 1 and "E304 the runtime cannot play turn_order 'board_order' yet" in err


def test_a_game_wide_counter_is_one_value_for_every_player(tmp_path: Path) -> None:
    game = GAME.replace("counters:\n", "counters:\n  pot: {min: 0, max: 20, start: 5, scope: game}\n")
    state = make(tmp_path, game=game, players=3)
    run_text(state, "gain 0 energy, set points to pot")
    run_text(state, "score 0, set pot to pot + 4", 1)  # player 2 adds to the pot
    run_text(state, "set points to pot", 2)
    assert [amount(state, "points", p) for p in range(3)] == [5, 0, 9]
    assert state.view.shared == {"pot": 9} and all("pot" not in a for a in state.view.amounts)
    run_text(state, "set pot to 100")
    assert state.view.shared == {"pot": 20}  # within its bounds
    assert state.observation(1)["shared"] == {"pot": 20}


def test_a_loop_until_a_condition_that_never_holds_is_an_endless_loop_error(tmp_path: Path) -> None:
    from cardsmith.runtime import EndlessLoop

    state = make(tmp_path)
    with pytest.raises(EndlessLoop, match="more than 20000 effects"):
        run_text(state, "repeat until energy >= 200 [gain 1 energy]")  # energy stops at its maximum, 99


ROUND_PHASES = THREE.replace(
    """  phases:
    - id: main
      steps:
        - {id: wait, do: "choose 1 [gain 1 energy] or [gain 2 energy]"}""",
    """  phases:
    - id: opening
      per: round
      steps:
        - {id: open, do: "choose 1 [gain 10 energy] or [gain 20 energy]"}
    - id: main
      steps:
        - {id: wait, do: "choose 1 [gain 1 energy] or [gain 2 energy]"}
    - id: closing
      per: round
      steps:
        - {id: close, do: "choose 1 [score 1] or [score 2]"}""",
)


def test_phases_of_the_round_open_it_in_the_first_turn_and_close_it_in_the_last(tmp_path: Path) -> None:
    state = make(tmp_path, game=ROUND_PHASES, players=3)
    seen = []
    for _ in range(8):
        seen.append((state.current_player, state.prompt(), state.action_labels()[0]))
        state.apply(0)
    assert [label for _, _, label in seen] == [
        "gain 10 energy",  # the round opens, in the first player's turn
        "gain 1 energy",
        "gain 1 energy",
        "gain 1 energy",
        "score 1",  # and closes, in the last player's turn
        "gain 10 energy",  # the next round
        "gain 1 energy",
        "gain 1 energy",
    ]
    assert [player for player, _, _ in seen] == [0, 0, 1, 2, 2, 0, 0, 1]


def test_a_game_of_round_phases_only_plays_one_turn_a_round(tmp_path: Path) -> None:
    game = ROUND_PHASES.replace("    - id: main\n      steps:\n", "    - id: main\n      per: round\n      steps:\n")
    state = make(tmp_path, game=game, players=3)
    for _ in range(6):
        assert state.current_player == 0
        state.apply(0)
    assert state.view.round == 3 and state.view.turn == 3


def test_a_phase_per_anything_but_turn_or_round_is_rejected(tmp_path: Path, cli) -> None:
    game = GAME.replace("    - id: main\n", "    - id: main\n      per: game\n")
    root = write_pack(tmp_path / "drift", game, cards())
    code, _, err = cli("check", str(root))
    assert code == 1 and "per" in err


def test_a_quoted_card_name_is_a_filter_word_at_run_time(tmp_path: Path) -> None:
    state = make(tmp_path)
    run_text(state, "move all low from supply to pile")
    run_text(state, 'gain count("Low" in pile) energy')
    assert amount(state, "energy") == 12


TOKENS = GAME.replace("counters:", "tokens:\n  helmet: {count: 3, max_per_player: 5}\ncounters:")


def test_a_token_is_gained_only_while_its_physical_supply_lasts(tmp_path: Path) -> None:
    state = make(tmp_path, game=TOKENS)
    run_text(state, "gain 2 helmet", 0)
    run_text(state, "gain 2 helmet", 1)  # one is left
    assert (amount(state, "helmet", 0), amount(state, "helmet", 1)) == (2, 1)
    run_text(state, "lose 2 helmet", 0)
    run_text(state, "gain 5 helmet", 1)  # the two given back, up to what is left
    assert amount(state, "helmet", 1) == 3


HOSTED = "active_zones: [board, pile]\n  board: [pile]\n  hosted_zone: slot"
SLOT = "  slot: {owner: shared, order: row, visibility: public}\n  pile: {owner: shared"
HOSTS = GAME.replace("active_zones: [board]", HOSTED).replace("  pile: {owner: shared", SLOT)


def test_a_host_cards_own_text_finds_the_cards_at_it_with_this(tmp_path: Path) -> None:
    """`on this gizmo` in the text of a card on the board is the pile at that very card."""
    state = make(tmp_path, "modify rank + 10 of all card on this gizmo", game=HOSTS)
    run_text(state, "move 1 low from supply to pile, move 1 high from supply to pile")
    run = Run(state.game, state.view)
    low, high = state.view.zones["pile"]
    run.move(high, f"slot#{low}", face_up=True)
    assert run.stat(high, "rank") == 15  # the low card on the board raises the card at it


RESTOCKED = GAME.replace(
    "  pile: {owner: shared, order: stack, visibility: public}\n",
    "  pile: {owner: shared, order: stack, visibility: public}\n"
    "  hand: {owner: player, order: unordered, visibility: owner}\n"
    "  deck: {owner: shared, order: stack, visibility: hidden}\n",
).replace("  play_zone: board\n", "  play_zone: board\n  decks: {gizmo: deck}\n  restock: {deck: pile}\n")


def test_a_draw_that_empties_a_restocked_deck_shuffles_the_pile_in_and_goes_on(tmp_path: Path) -> None:
    """runtime.restock: "when the deck runs out, shuffle the discard pile into a new deck", in the middle of a draw."""
    state = make(tmp_path, game=RESTOCKED)
    run_text(state, "move 1 low from supply to deck, move all from supply to pile")
    run_text(state, "draw 2 gizmo")
    assert len(state.view.zones["hand/0"]) == 2 and len(state.view.zones["deck"]) == 1
    assert state.view.zones.get("pile", []) == []
    run_text(state, "draw 5 gizmo")  # deck and pile both run out: the draw stops, nothing breaks
    assert len(state.view.zones["hand/0"]) == 3


def test_check_names_an_unknown_zone_in_runtime_restock(tmp_path: Path, cli) -> None:
    root = write_pack(tmp_path / "drift", RESTOCKED.replace("restock: {deck: pile}", "restock: {deck: pyle}"), cards())
    code, _, err = cli("check", str(root))
    assert code == 1 and "runtime.restock.deck: no zone 'pyle'" in err and "did you mean 'pile'?" in err


def test_a_knocked_out_card_stays_known_to_every_player(tmp_path: Path) -> None:
    """Face down where everyone saw it face up: the opponent still sees what it is; a card never shown does not."""
    state = make(tmp_path)
    run_text(state, "move 1 low from supply to board face up, move 1 high from supply to board face down")
    run_text(state, "knock out all low")
    assert state.view.face_up[state.view.zones["board/0"][0]] is False
    assert state.observation(1)["zones"]["board/0"] == [{"card": "low#1", "owner": 0}, "hidden"]


SCORED_AT_THE_END = (
    GAME.replace(
        'do: "choose 1 [gain 1 energy] or [gain 2 energy]"',
        'do: "choose 1 [gain 1 energy] or [gain 2 energy] or [gain 5 points]"',
    ).replace("  value: {energy: 1}\n", "  value: {points: 1}\n  value_scored: true\n")
    + 'scoring: ["score 3 * energy"]\n'
)


@pytest.mark.parametrize(("scored", "best"), [(True, "gain 2 energy"), (False, "gain 5 points")])
def test_a_scored_value_weighs_what_the_end_of_game_scoring_would_give_now(
    tmp_path: Path, scored: bool, best: str
) -> None:
    """Points counted only at the end (3 a energy) are what a greedy bot chases once the value is read as scored:
    +2 energy (36 at the end) beats +5 points now (35); read as it stands, the value sees only the 5 points."""
    game = SCORED_AT_THE_END if scored else SCORED_AT_THE_END.replace("  value_scored: true\n", "")
    state = new_state(load_game(str(write_pack(tmp_path / "drift", game, cards()))), 1, 2)
    assert state.value(0) == (30 if scored else 0)  # 10 energy scored 3 each; the game itself is not scored
    assert amount(state, "points") == 0 and not state.is_terminal()
    labels = state.action_labels()
    assert best in labels[GreedyAgent(1).act(state)]


def test_a_condition_reads_an_amount_through_the_statics_that_change_it_and_as_held_otherwise(tmp_path: Path) -> None:
    """`energy >= 13` holds with 10 energy while a card in play says `modify energy + 3` (the static read, as
    `value` reads it), not once it leaves; `points`, which no static changes, reads as held, for `you` and `them`."""
    state = make(tmp_path, "modify energy + 3")
    run = Run(state.game, state.view)
    node = {"cond": "compare", "left": {"expr": "value", "name": "energy"}, "op": ">=", "right": 13}
    energy = cond_fn(state.game, node)
    assert not energy(run, Ctx(0))
    run_text(state, "move 1 low from supply to board")
    assert energy(run, Ctx(0)) and not energy(run, Ctx(1))
    run_text(state, "move all low from board to pile")
    assert not energy(run, Ctx(0))
    run_text(state, "set points to 4", 1)
    theirs = {"cond": "compare", "left": {"expr": "value", "name": "points", "of": "them"}, "op": "==", "right": 4}
    assert cond_fn(state.game, theirs)(run, Ctx(0, them=1)) and not cond_fn(state.game, theirs)(run, Ctx(0))

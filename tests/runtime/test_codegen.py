"""Generated code (`runtime/codegen.py`) plays every game exactly as the generic interpreter does: the same
decisions, offered in the same words, the same actions, the same end; and it is what actually runs."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from cardsmith.runtime import EndlessLoop, load_game, new_state
from cardsmith.runtime.codegen import body_fn, fallbacks, generation, source_of
from cardsmith.runtime.game import Game
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run
from conftest import write_pack

PACKS = ["asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"]
CRAZY_EIGHTS = Path(__file__).parents[2] / "benchmarks" / "crazy_eights"


def _game_log(game: Game, seed: int, players: int | None = None, limit: int = 400) -> list[Any]:
    """A random game's stream: each decision (who, what is asked, the words of every option) and the action
    taken, then how it ended and where every card lies."""
    state = new_state(game, seed, players)
    rng = random.Random(seed)
    log: list[Any] = []
    while not state.is_terminal() and len(log) < limit:
        log.append((state.current_player, state.prompt(), tuple(state.action_labels())))
        state.apply(rng.choice(state.legal_actions()))
    d = state.view
    log.append((d.over, d.winners, d.turn, d.zones, d.amounts, d.shared, d.side, d.owner, d.tokens, d.version))
    log.append(state.returns() if state.is_terminal() else None)
    return log


@pytest.mark.parametrize("pack", [*PACKS, CRAZY_EIGHTS], ids=lambda p: Path(p).name)
def test_generated_code_plays_every_pack_as_the_interpreter_does(pack: str | Path) -> None:
    game = load_game(pack)
    players = game.max_players if game.max_players <= 4 else 3
    for seed in range(3):
        with generation(False):
            expected = _game_log(game, seed, players)
        with generation(True):
            generated = _game_log(game, seed, players)
        assert generated == expected, f"{Path(pack).name}, seed {seed}"


@pytest.mark.slow
@pytest.mark.parametrize("pack", [*PACKS, CRAZY_EIGHTS], ids=lambda p: Path(p).name)
def test_generated_code_plays_forty_games_of_every_pack_as_the_interpreter_does(pack: str | Path) -> None:
    game = load_game(pack)
    for seed in range(40):
        players = game.min_players + seed % (min(game.max_players, 4) - game.min_players + 1)
        with generation(False):
            expected = _game_log(game, seed, players, limit=2000)
        with generation(True):
            generated = _game_log(game, seed, players, limit=2000)
        assert generated == expected, f"{Path(pack).name}, seed {seed}, {players} players"


def test_a_choice_is_one_generated_function_that_reads_no_ir() -> None:
    """Crazy Eights' step compiles to one function whose offers loop over the hand with the `where` written
    inline: no `run.effect`, no `run.candidates` and no dict lookup of the IR remain."""
    game = load_game(CRAZY_EIGHTS)
    body = game.phases[0]["steps"][0]["do"][0]["effects"]
    source = source_of(game, body)
    assert "run.effect(" not in source and "run.candidates(" not in source
    assert "[c] == 8" in source  # `rank == 8`, read from the printed ranks
    assert body_fn(game, body) is body_fn(game, [dict(node) for node in body])  # one function per shape


def test_a_kind_without_a_writer_runs_its_handler_and_an_actor_loops_over_its_players() -> None:
    """`shuffle` has no writer: its handler is called from the generated code; an effect with an actor (`each
    player draws ...`) is written as a loop over the players it names, not left to the interpreter."""
    game = load_game("asteria")
    shuffle = {"effect": "shuffle", "zone": {"zone": "zone_named", "name": game.settings.board[0]}}
    source = source_of(game, [shuffle])
    assert "handler_" in source and "run.effect(" not in source
    draw = {"effect": "draw", "amount": 1, "actor": "each_player"}
    source = source_of(game, [draw])
    assert "run.effect(" not in source and "run.players(actor_" in source and "for_player(" in source


def _bodies(game: Game) -> list[list[dict[str, Any]]]:
    """Every body of effects a pack has: its setup, steps, rules, end conditions, scoring and card abilities."""
    procedure = [*game.setup, *(a for p in game.phases for s in p["steps"] for a in s.get("do") or [])]
    procedure += [a for rule in game.rules.values() for a in rule["effects"] or []]
    procedure += [a.ir for a in [*game.end, *game.procedure_abilities]] + list(game.scoring)
    cards = [a.ir for d in game.defs for group in d.abilities.values() for a in group]
    return [ability.get("effects") or [] for ability in procedure + cards]


@pytest.mark.parametrize("pack", [*PACKS, CRAZY_EIGHTS], ids=lambda p: Path(p).name)
def test_every_body_of_the_bundled_packs_runs_as_generated_code(pack: str | Path) -> None:
    """No step, rule or card text of a bundled pack leaves an effect to the generic interpreter (`fallbacks`
    lists what would)."""
    game = load_game(pack)
    bodies = _bodies(game)
    assert len(bodies) > 5
    for body in bodies:
        body_fn(game, body)
    assert fallbacks(game) == {}


def test_a_body_the_writer_cannot_write_is_listed_as_a_fallback() -> None:
    """An effect of no kind the runtime knows cannot be written: its body runs through the interpreter, and
    `fallbacks` says which and why."""
    game = load_game("asteria")
    body_fn(game, [{"effect": "gain", "resource": "energy", "amount": 1}, {"effect": "teleport"}])
    (reasons,) = fallbacks(game).values()
    assert reasons == ["teleport: no writer"]


KEYWORDS_GAME = """\
id: keywords
name: Keywords
players: {min: 2, max: 2}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  deck: {owner: shared, order: stack, visibility: hidden}
  pile: {owner: shared, order: stack, visibility: public}
  hand: {owner: player, order: unordered, visibility: owner}
card_types:
  tile:
    fields:
      class: {type: int, min: 1, max: 3}
      import: {type: enum, values: [red, blue]}
setup: |
  move all cards from supply to deck
  shuffle deck
  deal 3 cards from deck to each player
  move 1 card from deck to pile
flow:
  phases:
    - id: turn
      steps:
        - id: go
          do: >-
            choose 1 [play 1 card from hand where (class == 2 or it shares import with 1 top card in pile) to pile]
            or [draw 1 card from deck]
end:
  - "when count(cards in hand) == 0: win the game"
runtime: {hand: hand, decks: {tile: deck}, discard: {tile: pile}, max_turns: 60}
"""

KEYWORDS_CARDS = """\
cards:
  - {id: t1, name: T1, type: tile, copies: 4, fields: {class: 1, import: red}, provenance: "stand-in: test"}
  - {id: t2, name: T2, type: tile, copies: 4, fields: {class: 2, import: blue}, provenance: "stand-in: test"}
  - {id: t3, name: T3, type: tile, copies: 4, fields: {class: 3, import: red}, provenance: "stand-in: test"}
"""


def test_fields_named_like_python_keywords_and_copies_alike_play_as_in_the_interpreter(tmp_path: Path) -> None:
    """A pack may call its fields `class` and `import`: the generated source names them apart; copies alike in
    a hand are offered once, as the interpreter offers them."""
    game = load_game(write_pack(tmp_path / "keywords", KEYWORDS_GAME, KEYWORDS_CARDS))
    source = source_of(game, game.phases[0]["steps"][0]["do"][0]["effects"])
    assert "class_number_" in source and "_fitting(" in source  # the cards `where (...)` keeps, by what it read
    for seed in range(5):
        with generation(False):
            expected = _game_log(game, seed)
        with generation(True):
            assert _game_log(game, seed) == expected, f"seed {seed}"


def test_a_card_shares_no_field_with_the_top_of_an_empty_pile_as_in_the_interpreter(tmp_path: Path) -> None:
    """`it shares import with 1 top card in pile`, the pile empty until a tile of class 2 is played: the generated
    test reads the top card's field as `NOTHING` (equal to no field) and offers what the interpreter offers."""
    game = load_game(
        write_pack(tmp_path / "empty", KEYWORDS_GAME.replace("  move 1 card from deck to pile\n", ""), KEYWORDS_CARDS)
    )
    assert "else NOTHING" in source_of(game, game.phases[0]["steps"][0]["do"][0]["effects"])
    assert not new_state(game, 0).view.zones.get("pile")
    for seed in range(5):
        with generation(False):
            expected = _game_log(game, seed)
        with generation(True):
            assert _game_log(game, seed) == expected, f"seed {seed}"


def test_may_repeat_until_and_an_actor_play_as_in_the_interpreter(tmp_path: Path) -> None:
    """`may [...]`, `repeat until ... [...]` and `each player ...` are written out: the same questions, asked in
    the same words, and the same game as the interpreter's."""
    step = (
        "repeat until count(cards in hand) >= 4 or count(cards in deck) == 0 [draw 1 card from deck], "
        "may [move 1 card from hand to pile], "
        "each player draws 1 card from deck, choose 1 [play 1 card from hand to pile] or [draw 1 card from deck]"
    )
    game_text = KEYWORDS_GAME.replace(KEYWORDS_GAME.split("do: >-\n")[1].split("\nend:")[0], f"            {step}")
    game = load_game(write_pack(tmp_path / "loops", game_text, KEYWORDS_CARDS))
    source = source_of(game, game.phases[0]["steps"][0]["do"][0]["effects"])
    assert "run.effect(" not in source and "while not " in source and "run.yes(" in source
    for seed in range(5):
        with generation(False):
            expected = _game_log(game, seed)
        assert any("may " in prompt for _, prompt, _ in expected[:-2])
        with generation(True):
            assert _game_log(game, seed) == expected, f"seed {seed}"


def test_cards_of_one_pile_are_found_by_a_loop_written_out(tmp_path: Path) -> None:
    """`for each up to 2 red tile in hand where (...)` and `for each face_down card in pile`: the cards of the one
    pile are found in the generated function (their words and `where` inline), and the game is the interpreter's."""
    step = (
        "for each up to 2 red tile in hand where (class >= 2) [move it to pile face down], "
        "for each face_down card in pile [move it to deck], choose 1 [play 1 card from hand to pile] or [draw 1 card "
        "from deck]"
    )
    game_text = KEYWORDS_GAME.replace(KEYWORDS_GAME.split("do: >-\n")[1].split("\nend:")[0], f"            {step}")
    game = load_game(write_pack(tmp_path / "finds", game_text, KEYWORDS_CARDS))
    source = source_of(game, game.phases[0]["steps"][0]["do"][0]["effects"])
    assert "select=False" not in source and "run.candidates(" not in source and "class_number_" in source
    for seed in range(5):
        with generation(False):
            expected = _game_log(game, seed)
        assert any("choose the next one" in prompt for _, prompt, _ in expected[:-2])
        with generation(True):
            assert _game_log(game, seed) == expected, f"seed {seed}"


@pytest.mark.parametrize("amount", [1, 2])
def test_a_draw_from_a_pile_of_one_card_takes_it_and_stops_as_in_the_interpreter(amount: int) -> None:
    """`draw 1` is written without a loop, `draw 2` with one: from a draw pile left with one card, either takes
    that card and the next draw finds the pile empty and takes nothing, with generation on as off."""
    game = load_game(CRAZY_EIGHTS)
    ir, problems = game.pack.check_text(f"draw {amount} card from draw_pile")
    assert not problems and ir is not None
    body = ir[0]["effects"]
    assert ("for _ in range" in source_of(game, body)) == (amount > 1)
    hands = []
    for generated in (True, False):
        state = new_state(game, 3)
        d = state.view
        last = d.zones["draw_pile"][0]
        for card in d.zones["draw_pile"][1:]:
            d.move(card, "supply")
        before = list(d.zones["hand/0"])
        with generation(generated):
            Run(game, d).run_body(body, Ctx(0))
            assert d.zones["hand/0"] == [*before, last] and not d.zones["draw_pile"]
            Run(game, d).run_body(body, Ctx(0))
        hands.append(list(d.zones["hand/0"]))
    assert hands[0] == hands[1] and len(hands[0]) == len(before) + 1


def test_a_marker_advances_and_retreats_within_its_track_as_in_the_interpreter(tmp_path: Path) -> None:
    """`advance` and `retreat` without a rules module's hook are written out (no handler in the source): each card's
    marker moves within `runtime.track_length`, as the interpreter moves it, for the card `it` and for a selector."""
    game_text = KEYWORDS_GAME.replace("max_turns: 60}", "max_turns: 60, track_length: 4}")
    game = load_game(write_pack(tmp_path / "track", game_text, KEYWORDS_CARDS))
    body = game.pack.check_text("advance 3 on all tile in hand, retreat 1 on all tile in hand, advance 2 on it")[0]
    assert body is not None
    effects = body[0]["effects"]
    assert "handler" not in source_of(game, effects)
    markers = []
    for generated in (False, True):
        state = new_state(game, 1)
        run = Run(game, state.view)
        with generation(generated):
            for _ in range(2):
                run.run_body(effects, Ctx(0, None, state.view.zones["pile"][-1]))
        markers.append(dict(state.view.markers))
    assert markers[0] == markers[1]
    hand, pile = state.view.zones["hand/0"], state.view.zones["pile"][-1]
    assert [markers[0][(c, 0)] for c in hand] == [3] * len(hand)  # 3, 2, then 5 kept at 4, 3
    assert markers[0][(pile, 0)] == 4


def test_a_plain_amount_is_changed_in_the_generated_code_and_a_bank_through_the_game(tmp_path: Path) -> None:
    """`gain`/`lose`/`set` of an amount with bounds only is written out (clamped to them, as `Moves.add` does); an
    amount a bank gives (`supply`) still goes through `run.add`, which gives only what the bank holds."""
    game_text = KEYWORDS_GAME.replace(
        "zones:\n", "resources:\n  fuel: {min: 0, max: 5}\n  ore: {min: 0, max: 9, supply: 4}\nzones:\n"
    )
    game = load_game(write_pack(tmp_path / "bank", game_text, KEYWORDS_CARDS))
    body = game.pack.check_text("gain 4 fuel, gain 3 ore, lose 1 fuel, gain 9 fuel, gain 3 ore, set fuel to 2")[0]
    assert body is not None
    effects = body[0]["effects"]
    source = source_of(game, effects)
    assert "run.add(ctx.you, 'ore', " in source and "run.add(ctx.you, 'fuel'" not in source
    assert "run.amount" not in source  # `set fuel to 2`: the value itself, within the bounds
    held = []
    for generated in (False, True):
        state = new_state(game, 1)
        with generation(generated):
            Run(game, state.view).run_body(effects, Ctx(0))
        held.append((state.view.amounts[0]["fuel"], state.view.amounts[0]["ore"]))
    assert held == [(2, 4), (2, 4)]
    alike = [game.pack.check_text(text)[0] for text in ("gain 4 fuel", "gain 1 fuel")]
    assert body_fn(game, alike[0][0]["effects"]).__code__ is body_fn(game, alike[1][0]["effects"]).__code__


@pytest.mark.parametrize("text", ["draw 1 card from draw_pile", "move all card from draw_pile to supply, draw 1 card"])
@pytest.mark.parametrize("depth", [59, 60])
def test_an_effect_that_runs_no_other_stops_at_the_depth_budget_as_in_the_interpreter(text: str, depth: int) -> None:
    """An effect whose code runs no other effect (it announces nothing that anyone hears: `codegen._leaf`) checks
    the depth without changing it: at the budget's edge, it stops (or runs) where the interpreter does, after the
    same count of effects, with the same cards moved."""
    game = load_game(CRAZY_EIGHTS)
    ir, problems = game.pack.check_text(text)
    assert not problems and ir is not None
    body = ir[0]["effects"]
    assert "run.depth = depth" not in source_of(game, body) and "run.depth >= 60" in source_of(game, body)
    outcomes = []
    for generated in (True, False):
        d = new_state(game, 3).view
        run = Run(game, d)
        run.depth = depth
        with generation(generated):
            try:
                run.run_body(body, Ctx(0, 5))
                stopped = ""
            except EndlessLoop as error:
                stopped = str(error)
        outcomes.append((stopped, run.steps, run.depth, run.sources, d.zones, d.version))
    assert outcomes[0] == outcomes[1]
    assert bool(outcomes[0][0]) == (depth == 60)


def test_bodies_that_read_alike_share_their_compiled_code_and_each_keeps_its_own_values() -> None:
    """Two bodies of different shapes whose generated source reads the same are compiled once (`_Writer.function`):
    each function still does what its own body says, as the interpreter does."""
    game = load_game(CRAZY_EIGHTS)
    bodies = []
    for text in ("move all card from draw_pile to supply", "move all card from discard_pile to supply"):
        ir, problems = game.pack.check_text(text)
        assert not problems and ir is not None
        bodies.append(ir[0]["effects"])
    first, second = body_fn(game, bodies[0]), body_fn(game, bodies[1])
    assert first is not second and first.__code__ is second.__code__
    for body in bodies:
        zones = []
        for generated in (True, False):
            d = new_state(game, 3).view
            with generation(generated):
                Run(game, d).run_body(body, Ctx(0))
            zones.append(d.zones)
        assert zones[0] == zones[1]
    assert zones[0]["discard_pile"] == [] and zones[0]["draw_pile"]


@pytest.mark.parametrize("text", ["draw 1 hearts from draw_pile", "draw 3 hearts from draw_pile", "draw 2 clubs"])
def test_a_draw_of_cards_with_words_takes_those_nearest_the_top_as_in_the_interpreter(text: str) -> None:
    """`draw 1 hearts from draw_pile`: the card nearest the top of the pile that has the words, written out (no call
    of `run.draw` when the pile is named), as `Moves.top_match` finds it; none left of them, nothing is drawn."""
    game = load_game(CRAZY_EIGHTS)
    ir, problems = game.pack.check_text(text)
    assert not problems and ir is not None
    body = ir[0]["effects"]
    assert ("run.draw(" in source_of(game, body)) == ("from" not in text)
    hands = []
    for generated in (True, False):
        d = new_state(game, 3).view
        hearts = [c for c in d.zones["draw_pile"] if "hearts" in game.of_instance[c].words]
        for card in hearts[:-2]:
            d.move(card, "supply")  # two hearts left in the pile, and other cards above them
        with generation(generated):
            Run(game, d).run_body(body, Ctx(0))
        hands.append((d.zones["hand/0"], d.zones["draw_pile"], d.face_up, d.owner, d.version))
    assert hands[0] == hands[1]

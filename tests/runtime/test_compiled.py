"""Compiled conditions (runtime/compiled.py): a `where (...)` read in two stages finds the cards a reading of the
whole condition for each card finds, in the states of real games."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.compiled import (
    candidates_fn,
    cond_fn,
    enough_fn,
    expr_fn,
    filter_fn,
    reads_it,
    select_fn,
    where_fn,
    where_set_fn,
    zone_keys_fn,
)
from cardsmith.runtime.game import Game
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run

CRAZY_EIGHTS = Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights"


def wheres(node: Any) -> Iterator[dict[str, Any]]:
    """Every `where (...)` condition inside an IR node."""
    if isinstance(node, list):
        for item in node:
            yield from wheres(item)
    elif isinstance(node, dict):
        if "cards" in node and isinstance(node.get("where"), dict):
            yield node["where"]
        for value in node.values():
            yield from wheres(value)


def game_wheres(game: Game) -> list[dict[str, Any]]:
    found = [w for d in game.defs for group in d.abilities.values() for a in group for w in wheres(a.ir)]
    found += [w for phase in game.phases for step in phase["steps"] for w in wheres(step["do"])]
    found += [w for a in game.end + game.procedure_abilities for w in wheres(a.ir)]
    found += [w for rule in game.rules.values() for w in wheres(rule.get("effects"))]
    return found


def positions(game: Game, seeds: int, steps: int = 40) -> Iterator[tuple[Run, Ctx]]:
    """Each player's view of the first `steps` positions of random games with seeds 0..seeds-1."""
    for seed in range(seeds):
        state, rng = new_state(game, seed), random.Random(seed)
        for _ in range(steps):
            if state.is_terminal():
                break
            run = Run(game, state.view)
            for player in range(state.view.players):
                yield run, Ctx(player)
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(
    ("pack", "seeds", "steps"), [("asteria", 4, 40), (str(CRAZY_EIGHTS), 4, 40), ("ad_astra", 1, 8)]
)
def test_a_where_read_in_two_stages_finds_what_the_whole_condition_finds(pack: str, seeds: int, steps: int) -> None:
    """Ad Astra's rules read tokens on each planet against a number or against other tokens on it
    (`sum nave of it > sum movida of it`): both sides about the card, read in one step."""
    game = load_game(pack)
    conditions = list({repr(c): c for c in game_wheres(game)}.values())  # each condition written once
    assert conditions, "the pack has `where` conditions to compare"
    assert any(reads_it(game, c) for c in conditions) or pack == "asteria"  # Asteria's reads no card
    compared = 0
    for run, ctx in positions(game, seeds=seeds, steps=steps):
        for condition in conditions:
            staged = where_fn(game, condition)(run, ctx)
            whole = cond_fn(game, condition)
            for card in range(len(game.of_instance)):
                assert staged(card) == whole(run, ctx.about(card)), (condition, card)
                compared += 1
    assert compared > 1000


@pytest.mark.parametrize("pack", ["asteria", "asterix", str(CRAZY_EIGHTS)])
def test_a_where_read_as_a_set_of_cards_holds_for_the_cards_the_whole_condition_holds_for(pack: str) -> None:
    """The look-up form of `where` (the cards each printed value is found on, made once) keeps exactly the cards a
    reading of the whole condition keeps, whatever the top of the discard pile is."""
    game = load_game(pack)
    conditions = [c for c in game_wheres(game) if where_set_fn(game, c) is not None]
    assert conditions or pack == "asterix"
    compared = 0
    for run, ctx in positions(game, seeds=3):
        for condition in conditions:
            found = where_set_fn(game, condition)[1](run, ctx)  # type: ignore[index]
            whole = cond_fn(game, condition)
            assert found == {c for c in range(len(game.of_instance)) if whole(run, ctx.about(c))}, condition
            compared += 1
    assert compared > 50 or pack == "asterix"


def test_a_card_holding_tokens_of_the_number_read_is_tested_by_its_number_now(tmp_path: Path) -> None:
    """A card whose rank tokens change (`modify rank + 5` keeps the change on it) is kept for what it reads now,
    not for what it prints."""
    game = load_game(CRAZY_EIGHTS)
    state = new_state(game, 0)
    run = Run(game, state.view)
    rank = {"cond": "compare", "left": {"expr": "value", "name": "rank"}, "op": "==", "right": 8}
    selector = {
        "cards": "card_set",
        "filter": ["card"],
        "where": rank,
        "location": {"prep": "in", "zone": {"zone": "zone_named", "name": "hand"}},
    }
    hand = state.view.zones["hand/0"]
    three = next(c for c in range(len(game.of_instance)) if game.of_instance[c].fields["rank"] == 3)
    eights = [c for c in hand if game.of_instance[c].fields["rank"] == 8]
    assert run.candidates(selector, Ctx(0)) == eights
    state.view.move(three, "hand/0")
    state.view.tokens[three] = {"rank": 5}
    assert run.candidates(selector, Ctx(0)) == [*eights, three]  # 3 + 5 reads as an eight


def game_filters(game: Game) -> list[tuple[str, ...]]:
    """The words of every selector of the pack's cards and procedure (`expand action`, `planet`)."""

    def walk(node: Any) -> Iterator[tuple[str, ...]]:
        if isinstance(node, list):
            for item in node:
                yield from walk(item)
        elif isinstance(node, dict):
            if "cards" in node and node.get("filter"):
                yield tuple(w for w in node["filter"] if isinstance(w, str))
            for value in node.values():
                yield from walk(value)

    found = [w for d in game.defs for group in d.abilities.values() for a in group for w in walk(a.ir)]
    found += [w for phase in game.phases for step in phase["steps"] for w in walk(step["do"])]
    return sorted({w for w in found if w})


@pytest.mark.parametrize("pack", ["asteria", "asterix", "ad_astra"])
def test_a_compiled_filter_keeps_the_cards_their_words_match(pack: str) -> None:
    """A selector's words answered once per card (what it prints; a word it does not print fails at once while it
    has no side up and no token; `face_down` by the card's facing) keep exactly the cards a reading of every word
    keeps, sides, tokens and facings included (Ad Astra's planets lie face down, then face up)."""
    game = load_game(pack)
    filters = game_filters(game)
    if pack == "ad_astra":
        filters = [*filters, ("face_down", "planeta"), ("face_up", "planeta"), ("face_up", "face_down"), ("visible",)]
    assert filters
    selectors = {words: select_fn(game, {"cards": "card_set", "filter": list(words)}) for words in filters}
    compared = 0
    for run, ctx in positions(game, seeds=3):
        if ctx.you:
            continue
        every = list(range(len(game.of_instance)))
        for words in filters:
            test = filter_fn(game, words)
            for card in every:
                assert test(run, card) == run.matches(card, words), (words, card)
                compared += 1
            selected = selectors[words](run, ctx, every)
            assert selected == [c for c in every if run.matches(c, words)], words
    assert compared > 1000


@pytest.mark.parametrize("pack", ["asteria", "asterix"])
def test_a_selector_of_one_pile_finds_what_its_pile_read_card_by_card_holds(pack: str) -> None:
    """`candidates_fn` finds the cards of one pile in one loop (this card left out, the words tested once per
    card): the cards of the pile that every word matches, in the game's positions, sides and tokens included."""
    game = load_game(pack)
    places = [game.settings.hand, *(z for z, spec in game.zones.items() if spec.get("owner") != "player")]
    zones = [{"zone": "zone_named", "name": place} for place in places]
    nodes = [
        ({"cards": "card_set", "filter": list(words), "location": {"prep": "in", "zone": zone}}, words)
        for words in game_filters(game)
        for zone in zones
    ]
    compared = 0
    for run, ctx in positions(game, seeds=2, steps=30):
        for node, words in nodes:
            pile = run.pile(run.zone_keys(node["location"]["zone"], ctx)[0])
            for card in (None, *pile[:1]):
                here = ctx._replace(card=card)
                expected = [c for c in pile if c != card and run.matches(c, words)]
                assert run.candidates(node, here) == expected, (words, node)
                compared += len(expected)
    assert compared > 100


@pytest.mark.parametrize("pack", ["asteria", "asterix"])
def test_enough_cards_are_found_when_the_selector_finds_that_many(pack: str) -> None:
    """`enough_fn` (what a cost that discards cards asks before its ability is offered) holds exactly when
    `candidates_fn` finds at least that many, counted in one pile up to that many, this card left out, or else in the
    places a selector names (or its verb's place: `default`)."""
    game = load_game(pack)
    zones = [{"zone": "zone_named", "name": place} for place in (game.settings.hand, *game.settings.board)]
    nodes = [
        {"cards": "card_set", "filter": list(words), "location": {"prep": "in", "zone": zone}}
        for words in game_filters(game)
        for zone in zones
    ] + [{"cards": "card_set", "filter": list(words)} for words in game_filters(game)]
    held = 0
    for run, ctx in positions(game, seeds=2, steps=30):
        default = [f"{game.settings.hand}/{ctx.you}"]
        for node in nodes:
            for card in (None, *run.pile(default[0])[-1:]):
                here = ctx._replace(card=card)
                found = len(candidates_fn(game, node)(run, here, default))
                for wanted in (0, 1, 2, 3):
                    assert enough_fn(game, node)(run, here, default, wanted) == (found >= wanted), (node, wanted)
                    held += 0 < wanted <= found
    assert held > 100


@pytest.mark.parametrize("pack", ["asteria", "asterix"])
def test_a_count_of_cards_with_words_compared_with_a_number_holds_as_the_cards_counted_one_by_one(pack: str) -> None:
    """`count(action in hand) > 0` (one pile known in advance, counted and compared in one call) holds exactly when
    the cards of the pile that every word matches, this card left out, are that many; `count(action in hand)` is
    that number. This card is left out whether it prints the words (counted, then taken off) or not."""
    game = load_game(pack)
    conds = []
    for words in game_filters(game):
        for place in (game.settings.hand, *game.settings.board):
            selector = {"cards": "card_set", "filter": list(words), "location": {"prep": "in", "zone": {}}}
            selector["location"]["zone"] = {"zone": "zone_named", "name": place}
            counted = {"expr": "count", "of": selector}
            conds.append((selector, expr_fn(game, counted), words, None, 0))
            for op, number in ((">", 0), (">=", 2), ("==", 1)):
                node = {"cond": "compare", "left": counted, "op": op, "right": number}
                conds.append((selector, cond_fn(game, node), words, op, number))
    held = mine = 0
    for run, ctx in positions(game, seeds=2, steps=30):
        for selector, holds, words, op, number in conds:
            pile = run.pile(run.zone_keys(selector["location"]["zone"], ctx)[0])
            for card in (None, *pile[-1:]):
                n = len([c for c in pile if c != card and run.matches(c, words)])
                expected = {None: n, ">": n > number, ">=": n >= number, "==": n == number}[op]
                assert holds(run, ctx._replace(card=card)) == expected, (words, op, number, card)
                held += op is not None and bool(expected)
                mine += card is not None and run.matches(card, words)
    assert held > 10 and mine > 10


def test_the_piles_at_the_board_cards_of_a_type_are_those_a_reading_of_every_host_finds() -> None:
    """`any estrella_roja_grande` compiled (`zone_keys_fn`): the piles of the board's cards that print the word, or
    have it as a token or a side now: a star given a token of another type's name is found by that name too."""
    game = load_game("ad_astra")
    printed = sorted({w for d in game.of_instance for w in d.words} | {d.type for d in game.of_instance})
    names = [*printed, game.settings.hosted_zone, "no_such_word"]
    zones = [{"zone": kind, "name": name} for kind in ("zone_any", "zone_each") for name in names]
    compared = 0
    for run, ctx in positions(game, seeds=2, steps=30):
        for zone in zones:
            found = zone_keys_fn(game, zone)(run, ctx)
            assert found == run.place_keys(zone, ctx), zone
            compared += len(found)
    hosts = run.hosts()
    assert hosts and compared > 100
    star = hosts[0]
    word = next(w for h in hosts for w in sorted(game.of_instance[h].words) if w not in game.of_instance[star].words)
    zone = {"zone": "zone_any", "name": word}
    before = zone_keys_fn(game, zone)(run, ctx)
    run.d.tokens[star] = {word: 1}
    after = zone_keys_fn(game, zone)(run, ctx)
    assert after == run.place_keys(zone, ctx) and len(after) == len(before) + 1


def places(node: Any) -> Iterator[dict[str, Any]]:
    """Every place named inside an IR node (`zone` nodes)."""
    if isinstance(node, list):
        for item in node:
            yield from places(item)
    elif isinstance(node, dict):
        if isinstance(node.get("zone"), str) and node["zone"].startswith("zone_"):
            yield node
        for value in node.values():
            yield from places(value)


@pytest.mark.parametrize("pack", ["asteria", "ad_astra", "afternova", "welcome_to_the_moon", "asterix"])
def test_a_place_compiled_names_the_piles_a_reading_of_the_place_names(pack: str) -> None:
    """`zone_keys_fn` (the pile at `it`, a player's zone by seat, every player's by their number) names the piles
    `Selection.place_keys` reads from the place itself, for every place a pack's texts name, every player's point of
    view, with `it` each card on the board and `them` each player, and each seat's zone of every zone a player has."""
    game = load_game(pack)
    texts = [a.ir for d in game.defs for group in d.abilities.values() for a in group]
    texts += [step["do"] for phase in game.phases for step in phase["steps"]] + [r for r in game.rules.values()]
    owned = [z for z, spec in game.zones.items() if spec.get("owner") == "player"]
    found = list({repr(p): p for p in places(texts)}.values())
    found += [{"zone": "zone_named", "name": z, "of": of} for z in owned for of in ("them", "active", "left")]
    found += [{"zone": kind, "name": z} for z in game.zones for kind in ("zone_any", "zone_each", "zone_named")]
    found += [{"zone": "zone_it"}, {"zone": "zone_named", "name": game.settings.hosted_zone}]
    compared = 0
    for run, ctx in positions(game, seeds=1, steps=25):
        for it in (None, *run.hosts()[:2]):
            for them in (None, *range(run.d.players)):
                here = ctx._replace(it=it, them=them)
                for zone in found:
                    assert zone_keys_fn(game, zone)(run, here) == run.place_keys(zone, here), zone
                    compared += 1
    assert compared > 500


def test_a_state_word_is_answered_by_the_cards_states_and_by_a_token_of_its_name() -> None:
    """`contested planet`: a filter of states only asks the card's states (`has_state`, not `matches`), unless a
    token of that name lies on the card, which answers as `matches` says."""
    game = load_game("asteria")
    state = new_state(game, 2)
    run, d = Run(game, state.view), state.view
    test = filter_fn(game, ("contested", "planet"))
    planets = [c for c in range(len(game.of_instance)) if "planet" in game.of_instance[c].words][:2]
    assert [test(run, c) for c in planets] == [False, False]
    d.states[planets[0]] = {"contested"}
    d.tokens[planets[1]] = {"contested": 1}
    assert [test(run, c) for c in planets] == [True, True]
    assert [test(run, c) for c in planets] == [run.matches(c, ["contested", "planet"]) for c in planets]


def test_a_side_word_is_answered_by_the_side_a_card_shows_and_by_a_token_of_its_name() -> None:
    """`expand action`: a card that does not print `expand` matches it by showing that side, or by holding a token
    of that name (none held, or none left, it does not), as `matches` says."""
    game = load_game("asteria")
    state = new_state(game, 2)
    run, d = Run(game, state.view), state.view
    test = filter_fn(game, ("expand", "action"))
    actions = [c for c in range(len(game.of_instance)) if "action" in game.of_instance[c].words][:4]
    d.side[actions[0]], d.side[actions[1]], d.side[actions[2]], d.side[actions[3]] = "expand", "extract", None, None
    d.tokens[actions[1]] = {"expand": 1}
    d.tokens[actions[2]] = {"expand": 0, "strength": 2}
    assert [test(run, c) for c in actions] == [True, True, False, False]
    assert [test(run, c) for c in actions] == [run.matches(c, ["expand", "action"]) for c in actions]

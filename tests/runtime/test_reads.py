"""The `when` checks' plan (runtime/reads.py `Plan`, interpreter.py `check_state`): a check after a change reads
again only the conditions (and the parts of `A and B`) that the change may have made true. What it keeps must be
dropped as soon as what it depends on changes — else an objective a player has reached would not score."""

from __future__ import annotations

import contextlib
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.data import Data
from cardsmith.runtime.game import Game, check_names
from cardsmith.runtime.interpreter import GameOver, Run
from cardsmith.runtime.reads import GAIN, LOSS, Plan, bound, picks, quiet_way

GAME = load_game("asteria")
CRAZY_EIGHTS = str(Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights")
OBJECTIVE = 52  # player 0's objective card (`objetivo#1`), in their play area from the setup on


def _entries(n: int) -> list[Any]:
    return [((f"a{i}", -1, 0), None, None, 0) for i in range(n)]


def test_a_change_wakes_the_parts_that_read_it_and_only_those() -> None:
    reads_of = [[("points",)], [("hand/0", "hand/*"), ("table",)], [None]]
    plan = Plan.of(_entries(3), reads_of, ["play_area"], made_for=())
    assert plan.parts == (1, 2, 1) and plan.first == (0, 1, 3)
    assert plan.always == 0b1000  # the part that may read anything wakes at every change
    assert plan.woken({"points": 5}, since=4) == 0b1001
    assert plan.woken({"points": 5}, since=5) == 0b1000  # changed before the last check: nothing new
    assert plan.woken({"hand": 7, "hand/*": 7, "table": 2}, since=4) == 0b1010
    assert plan.woken({"hand": 7, "hand/1": 7}, since=4) == 0b1000  # another player's hand
    assert plan.woken({"play_area": 9}, since=4) == plan.moved | plan.always  # the cards that watch may have changed


@pytest.mark.parametrize("pack", ["asteria", "asterix", "welcome_to_the_moon", CRAZY_EIGHTS])
def test_a_change_to_a_zone_key_is_a_change_to_its_name(pack: str) -> None:
    """`Plan.woken` looks at `hand/0` only when `hand` has changed: every change to a key must mark its name too."""
    game = load_game(pack)
    for seed in range(3):
        state = new_state(game, seed)
        rng = random.Random(seed)
        for _ in range(60):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        touched = state.view.touched
        assert touched and all(touched[key.partition("/")[0]] >= version for key, version in touched.items())


def test_a_reading_of_a_and_b_that_found_a_false_did_not_read_b() -> None:
    plan = Plan.of(_entries(2), [[("points",)], [("hand/0",), ("table",), ("ore",)]], [], made_for=())
    assert plan.read(1, held=0) == 0b0010  # A false: only A was read
    assert plan.read(1, held=1) == 0b0110  # A true, B false
    assert plan.read(1, held=3) == 0b1110  # all held: all read


def _at_play(game: Game = GAME, seed: int = 0) -> tuple[Run, Data]:
    """A run on a copy of a game of Asteria a few actions in, its `when` abilities checked once (the plan made)."""
    state = new_state(game, seed)
    rng = random.Random(seed)
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    d = state.view.copy()
    run = Run(game, d)
    d.version += 1
    run.check_state()
    assert d.loc[OBJECTIVE] == "play_area/0" and d.amounts[0]["points"] == 0
    return run, d


def _planets(d: Data, where: str, n: int) -> list[int]:
    return [c for c in range(len(d.loc)) if GAME.of_instance[c].type == "planet" and d.loc[c] == where][:n]


def _checked_after_each(run: Run, d: Data, cards: list[int], key: str) -> list[int]:
    """Moves the cards one by one, checking after each move as the game does; player 0's points after each (3
    points win the game: the check that scores them ends it)."""
    found = []
    for card in cards:
        d.move(card, key)
        with contextlib.suppress(GameOver):
            run.check_state()
        found.append(d.amounts[0]["points"])
    return found


@pytest.mark.parametrize("always", [False, True])
def test_an_objective_scores_the_moment_what_it_reads_makes_it_hold(always: bool) -> None:
    """`count(planet in play_area) >= 3: score 3 points`: the third planet in the play area scores, not before (and
    so does a game that reads every condition again after every change)."""
    game = replace(GAME, when_reads={}) if always else GAME
    run, d = _at_play(game)
    planets = _planets(d, "planet_deck", 3)
    assert _checked_after_each(run, d, planets, "play_area/0") == [0, 0, 3]
    assert d.winners == [0]


def test_an_objective_scores_only_while_its_card_is_in_play() -> None:
    """The plan was made while the objective card was in play: once it has left, the plan no longer fits; once it
    is back, it is checked again, and scores at once if it holds."""
    run, d = _at_play()
    d.move(OBJECTIVE, "planet_discard")
    run.check_state()
    assert _checked_after_each(run, d, _planets(d, "planet_deck", 3), "play_area/0") == [0, 0, 0]
    assert _checked_after_each(run, d, [OBJECTIVE], "play_area/0") == [3]


def test_an_objective_turned_face_down_where_it_lies_is_not_checked_till_it_is_face_up_again() -> None:
    """The plan's cards that watch change with a card turned where it lies (`Data.touch_card`, its zone's key): a
    change the checks heed, though no card entered or left a zone."""
    run, d = _at_play()
    d.face_up[OBJECTIVE] = False
    d.touch_card(OBJECTIVE)
    run.check_state()
    assert _checked_after_each(run, d, _planets(d, "planet_deck", 3), "play_area/0") == [0, 0, 0]
    d.face_up[OBJECTIVE] = True
    d.touch_card(OBJECTIVE)
    with contextlib.suppress(GameOver):
        run.check_state()
    assert d.amounts[0]["points"] == 3


def test_an_objective_played_at_a_planet_watches_while_the_planet_is_on_the_table() -> None:
    """A card that watches from a pile played at a host (`planet#17`) watches while its host lies on the board: the
    host leaving the table (a change to the table's key, not to the card's pile) makes the plan no longer fit."""
    run, d = _at_play()
    host = _planets(d, "table", 1)[0]
    d.move(OBJECTIVE, f"planet#{host}")
    run.check_state()
    d.move(host, "planet_discard")
    run.check_state()
    assert _checked_after_each(run, d, _planets(d, "planet_deck", 3), "play_area/0") == [0, 0, 0]
    assert _checked_after_each(run, d, [host], "table") == [3]


def test_a_card_played_elsewhere_on_the_board_leaves_the_cards_that_watch_as_they_were() -> None:
    """The plan is found again only when a zone where a card that watches lies (or its host) changes: a card played
    at a planet with no such card changes no card that watches, and the objective still scores the moment it holds."""
    run, d = _at_play()
    plan = run._plan
    host = _planets(d, "table", 1)[0]
    for card in _planets(d, "planet_deck", 2):
        d.move(card, f"planet#{host}")
        run.check_state()
        assert run._plan is plan
    assert _checked_after_each(run, d, _planets(d, "planet_deck", 3), "play_area/0") == [0, 0, 3]


def test_the_second_part_of_a_and_b_changed_while_unread_is_read_when_the_first_comes_true() -> None:
    """`count(planet in hand) >= 2 and count(planet on table) >= 3: score 2 points`: while the hand holds no two
    planets, the table is not read (a planet revealed there wakes nothing); once the hand does, the table is read
    as it is now, not as it was when last read."""
    run, d = _at_play()
    for card in _planets(d, "hand/0", 9) + _planets(d, "table", 9):
        d.move(card, "planet_discard")
    in_hand = _planets(d, "planet_deck", 2)
    assert _checked_after_each(run, d, in_hand, "hand/0") == [0, 0]  # the hand holds, the empty table does not
    assert _checked_after_each(run, d, in_hand[:1], "planet_discard") == [0]
    assert _checked_after_each(run, d, _planets(d, "planet_deck", 3), "table") == [0, 0, 0]
    assert _checked_after_each(run, d, in_hand[:1], "hand/0") == [2]


def test_a_hand_emptied_at_once_is_seen_empty() -> None:
    """`move all cards from hand to discard_pile` moves them in one go (`Data.move_all`): the end condition
    `count(cards in hand) == 0`, read for each player's own hand, must see that player's hand emptied."""
    game = load_game(CRAZY_EIGHTS)
    state = new_state(game, 1)
    d = state.view.copy()
    run = Run(game, d)
    d.version += 1
    run.check_state()
    d.move_all(list(d.zones["hand/0"]), "discard_pile")
    with contextlib.suppress(GameOver):
        run.check_state()
    assert d.winners == [0]


def test_a_change_no_condition_reads_needs_no_check_right_after_one() -> None:
    """After a check, a change to a name no `when` condition reads (`plays_this_turn`) leaves the game checked
    (`Data.watched`, `Data.touch`); a change to one it reads does not, nor does any change after one not checked yet:
    the objective or the win still comes the moment it holds."""
    run, d = _at_play()
    assert d.watched is not None and "points" in d.watched and "plays_this_turn" not in d.watched
    d.touch("plays_this_turn")
    assert d.checked == d.version  # skipped: nothing a check reads has changed
    d.amounts[0]["points"] = 3
    d.touch("points")
    d.touch("plays_this_turn")  # after a change not checked yet: not skipped
    assert d.checked != d.version
    with contextlib.suppress(GameOver):
        run.check_state()
    assert d.winners == [0]


def test_no_change_skips_its_check_where_the_checks_may_read_anything_or_a_period() -> None:
    assert check_names(GAME) is not None
    assert check_names(replace(GAME, check_period=("turn",))) is None  # `once per turn`: the turn changes untold
    assert check_names(replace(GAME, when_reads={**GAME.when_reads, "x": None})) is None
    d = new_state(GAME, 0).view.copy()
    Run(GAME, d)
    assert d.watched is None  # a run that has not checked yet checks after any change


def _count(op: str, number: int, words: list[str], zone: str = "hand") -> dict[str, Any]:
    cards = {"cards": "card_set", "filter": words, "location": {"zone": {"zone": "zone_named", "name": zone}}}
    return {"cond": "compare", "op": op, "left": {"expr": "count", "of": cards}, "right": number}


def test_a_count_against_a_number_stays_false_while_cards_move_one_way() -> None:
    """`quiet_way`: `== 0`, `<`, `<=` stay false while cards only come (the count only grows), `>=` and `>` while
    they only leave; any other condition, or a count of states (worked out from where other cards lie), either way."""
    assert quiet_way(_count("==", 0, ["cards"]), GAME) == GAIN
    assert quiet_way(_count("<=", 3, ["planet"]), GAME) == GAIN
    assert quiet_way(_count(">=", 2, ["planet"]), GAME) == LOSS
    assert quiet_way(_count("==", 2, ["planet"]), GAME) == 0  # false with one planet as with three
    assert quiet_way(_count("!=", 0, ["planet"]), GAME) == 0
    assert quiet_way(_count(">=", 1, ["free_card"]), GAME) == 0  # a state of Asteria's rules module
    assert quiet_way({"cond": "negate", "arg": _count(">=", 2, ["planet"])}, GAME) == 0


def test_a_count_of_printed_words_picks_the_cards_that_print_them_or_may_answer_them() -> None:
    """`picks`: the cards whose move may change a count of some words are those that print them, or may answer the
    rest by a side (turned up unchecked right after a move), a state or their facing; words that name every card, a
    `top` card, a selector with a condition, pick any card (None)."""
    planets = {c for c, d in enumerate(GAME.of_instance) if d.type == "planet"}
    actions = {c for c, d in enumerate(GAME.of_instance) if d.type == "action"}
    assert picks(_count(">=", 2, ["planet"]), GAME) == planets
    assert picks(_count(">=", 3, ["expand", "action"]), GAME) == actions  # `expand`: a side of every action card
    assert picks(_count(">=", 1, ["free_card"]), GAME) == set(range(len(GAME.of_instance)))  # a state: any card
    assert picks(_count(">=", 1, ["face_down", "planet"]), GAME) == planets
    assert picks(_count("==", 0, ["cards"]), GAME) is None
    top = _count(">=", 1, ["planet"])
    top["left"]["of"]["quantity"] = "top"
    assert picks(top, GAME) is None
    both = {"cond": "both", "left": _count(">=", 2, ["planet"]), "right": _count(">=", 1, ["card"], "table")}
    assert picks(both, GAME) is None


def test_a_count_of_a_whole_pile_is_bounded_by_what_the_pile_may_keep() -> None:
    """`bound`: the most cards of the one pile a count reads whole for the condition to hold; none for a count of
    words, of another player's pile, or one that does not stay false while cards come."""
    assert bound(_count("==", 0, ["cards"]), GAME) == 0
    assert bound(_count("<", 3, ["card"]), GAME) == 2
    assert bound(_count("<=", 3, ["cards"], "table"), GAME) == 3
    assert bound(_count("<", 3, ["planet"]), GAME) is None
    assert bound(_count(">=", 3, ["cards"]), GAME) is None
    theirs = _count("==", 0, ["cards"])
    theirs["left"]["of"]["location"]["zone"]["of"] = "each_opponent"
    assert bound(theirs, GAME) is None


def test_a_card_leaving_a_pile_counted_whole_is_checked_when_it_keeps_few_enough() -> None:
    """`Plan.loud`, `Data._unpicked`: a false part `count(cards in hand) < 2` makes the hand quiet for a card leaving
    it while it keeps two or more; the move that leaves one card is checked, as one that leaves a pile a plain part
    reads."""
    plan = Plan.of(_entries(1), [[("hand/0", "hand/*")]], [], made_for=(), ways_of=[[GAIN]], bounds_of=[[1]])
    d = Data.__new__(Data)
    d.tokens, d.loud, d.zones = {}, plan.loud(live=0b1, falses=0b1), {"hand/0": [4, 5, 6]}
    assert d._unpicked(6, ("hand/0", "hand"), ("table", "table"), d.loud)  # two left
    d.zones["hand/0"].pop()
    assert not d._unpicked(5, ("hand/0", "hand"), ("table", "table"), d.loud)  # one left: it may hold
    d.loud = plan.loud(live=0b1, falses=0)  # the part held: any card leaving is checked
    assert not d._unpicked(6, ("hand/0", "hand"), ("table", "table"), d.loud)


def _exploring() -> tuple[Run, Data]:
    """Asteria at play, player 0's hand and the table emptied of planets and checked: of the exploration objective
    (`count(planet in hand) >= 2 and count(planet on table) >= 3`), only the first part is read, and false."""
    run, d = _at_play()
    for card in _planets(d, "hand/0", 9) + _planets(d, "table", 9):
        d.move(card, "planet_discard")
        run.check_state()
    return run, d


def test_a_card_no_live_part_counts_moves_without_a_check() -> None:
    """`Data.move`: where the live parts reading a hand count planets only, an action card (no planet, by no side)
    drawn into it or leaving it needs no check; a planet does, both ways, and so does an action card with a token on
    it (a token of any name may answer a word), or one turned where it lies (`touch_card`)."""
    run, d = _exploring()
    actions = [c for c in d.zones["action_deck"] if GAME.of_instance[c].type == "action"]
    d.move(actions[0], "hand/0")
    assert d.checked == d.version  # the action card cannot be counted: the planets in hand are as they were
    d.move(actions[0], "action_deck")
    assert d.checked == d.version
    d.tokens[actions[1]] = {"planet": 1}
    d.move(actions[1], "hand/0")
    assert d.checked != d.version
    run.check_state()
    d.touch_card(actions[1])
    assert d.checked != d.version
    run.check_state()
    first, second = _planets(d, "planet_deck", 2)
    for card in (first, second):
        d.move(card, "hand/0")
        assert d.checked != d.version  # a planet came: the count may have reached two
        run.check_state()
    d.move(actions[2], "hand/0")  # the part holds now (the table is read): cards may only come to the hand unchecked
    assert d.checked == d.version
    d.move(actions[2], "action_deck")
    assert d.checked == d.version
    d.move(second, "planet_discard")
    assert d.checked != d.version  # the part that held may not any more


def test_a_card_not_picked_in_one_zone_is_checked_where_a_part_counts_any_card() -> None:
    """`Plan.loud`: a zone is quiet for the cards a part does not pick only when every live part reading it picks;
    one part counting every card there makes any card's move there loud."""
    reads_of = [[("hand/0", "hand/*")], [("hand/0", "hand/*"), ("table",)]]
    plan = Plan.of(_entries(2), reads_of, [], made_for=(), picks_of=[[frozenset({1})], [None, frozenset({2})]])
    leaving, coming, picky_leaving, picky_coming, picked, _ = plan.loud(live=0b111, falses=0)
    assert "hand/0" in leaving & coming and "hand/0" not in picky_leaving | picky_coming
    assert "table" in picky_leaving & picky_coming and ("table", 2) in picked and ("table", 1) not in picked
    d = Data.__new__(Data)
    d.tokens, d.loud = {}, plan.loud(live=0b111, falses=0)
    assert d._unpicked(1, ("table", "table"), ("planet_discard", "planet_discard"), d.loud)
    assert not d._unpicked(2, ("table", "table"), ("planet_discard", "planet_discard"), d.loud)
    assert not d._unpicked(1, ("hand/0", "hand"), ("table", "table"), d.loud)
    _, _, picky_leaving, *_ = plan.loud(live=0b101, falses=0b001)  # the first part read alone, false
    assert "hand/0" in picky_leaving  # the part counting any card there not live: quiet for cards not picked


def test_a_false_part_is_loud_only_the_way_that_may_make_it_true() -> None:
    """`Plan.loud`: a live part read false is loud on the way its `quiet_way` does not keep it false; a part read true
    (it may stop holding: the ability fires again only after that), or with no way, and where the cards that watch
    lie, both ways; a part not read (after a false one) neither."""
    reads_of = [[("hand/0", "hand/*")], [("hand/1", "hand/*"), ("table",)]]
    plan = Plan.of(_entries(2), reads_of, ["play_area/0"], made_for=(), ways_of=[[GAIN], [LOSS, LOSS]])
    leaving, coming, *_ = plan.loud(live=0b011, falses=0b011)  # both first parts false: the table not read
    assert "hand/0" in leaving and "hand/0" not in coming and "hand/1" in coming and "hand/1" not in leaving
    assert "table" not in leaving | coming and "play_area/0" in leaving & coming
    leaving, coming, *_ = plan.loud(live=0b111, falses=0b101)  # `hand/1` held, the table did not
    assert "hand/1" in leaving & coming and "table" in coming and "table" not in leaving


def _checked_crazy_eights(seed: int) -> tuple[Run, Data]:
    """A Crazy Eights game at its first decision, a copy of its data just checked (its one `when`: an empty hand)."""
    game = load_game(CRAZY_EIGHTS)
    d = new_state(game, seed).view.copy()
    run = Run(game, d)
    d.version += 1
    run.check_state()
    return run, d


def test_a_card_drawn_needs_no_check_where_only_an_empty_hand_wins() -> None:
    """`when count(cards in hand) == 0: win the game`: after a check, a card coming to a hand leaves the game
    checked (`Data.loud`, `Data.move`); a card leaving one needs a check only when it leaves it empty (`bound`: the
    count is the pile's), and the hand emptied still wins at once."""
    run, d = _checked_crazy_eights(1)
    d.move(d.zones["draw_pile"][-1], "hand/1")
    d.move(d.zones["draw_pile"][-1], "hand/0")
    assert d.checked == d.version
    for card in list(d.zones["hand/0"]):
        d.move(card, "discard_pile")
        assert (d.checked != d.version) == (not d.zones["hand/0"])
        with contextlib.suppress(GameOver):
            run.check_state()
    assert d.winners == [0]


def test_a_part_that_holds_is_checked_after_any_move_of_what_it_reads() -> None:
    """`count(planet in hand) >= 2 and count(planet on table) >= 3`: while the hand holds no two planets, a planet
    leaving it needs no check, one coming to it does; once it holds two, a planet leaving it is checked too (the
    objective could stop holding), and the table (read now) is checked when a planet comes to it."""
    run, d = _at_play()
    for card in _planets(d, "hand/0", 9) + _planets(d, "table", 9):
        d.move(card, "planet_discard")
        run.check_state()
    first, second = _planets(d, "planet_deck", 2)
    d.move(first, "hand/0")
    assert d.checked != d.version  # a planet came to the hand: the count may have reached two
    run.check_state()
    d.move(first, "planet_discard")
    assert d.checked == d.version  # one left it: fewer than two still
    for card in (first, second):
        d.move(card, "hand/0")
        run.check_state()
    d.move(_planets(d, "planet_deck", 1)[0], "table")
    assert d.checked != d.version
    run.check_state()
    d.move(second, "planet_discard")
    assert d.checked != d.version


def test_a_check_after_changes_that_needed_none_reads_what_the_later_change_woke() -> None:
    """A card drawn into one hand needs no check (`Data.loud`); the check after a card played from the other hand
    reads only what that play woke (`check_state` looks at the changes since `Data.checked`), and the hand drawn into
    is still seen emptied, card by card, when it is."""
    run, d = _checked_crazy_eights(2)
    d.move(d.zones["draw_pile"][-1], "hand/1")
    assert d.checked == d.version
    d.move(d.zones["hand/0"][-1], "discard_pile")
    run.check_state()
    for card in list(d.zones["hand/1"]):
        d.move(card, "discard_pile")
        with contextlib.suppress(GameOver):
            run.check_state()
    assert d.winners == [1]


def test_a_card_changed_where_no_live_part_reads_needs_no_check() -> None:
    """`Data.touch_card` after a check: a card turned in a pile no live `when` part reads leaves the game checked; one
    in a hand an objective counts, or the objective card itself, does not."""
    run, d = _at_play()
    d.touch_card(d.zones["action_deck"][0])
    assert d.checked == d.version
    for card in (d.zones["hand/0"][0], OBJECTIVE):
        d.touch_card(card)
        assert d.checked != d.version
        run.check_state()
        assert d.checked == d.version

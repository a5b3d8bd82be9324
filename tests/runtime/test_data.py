"""`Data`'s own work: a pile shuffled by the game's generator."""

from __future__ import annotations

import random

from cardsmith.runtime import data as data_module
from cardsmith.runtime import load_game, new_state


def test_a_pile_is_shuffled_as_random_shuffle_shuffles_it() -> None:
    """The shuffle written out draws what `Random.shuffle` draws, in the same order: a game plays as it always did
    (on this Python the written-out one is in use: were it not, it would not be under test)."""
    assert data_module.shuffle_pile is data_module._shuffle
    for size in range(0, 140):
        for seed in range(4):
            mine, theirs = random.Random(seed), random.Random(seed)
            pile, expected = list(range(size)), list(range(size))
            data_module.shuffle_pile(mine, pile)
            theirs.shuffle(expected)
            assert pile == expected and mine.getstate() == theirs.getstate(), (size, seed)


def test_a_shuffled_pile_is_changed_and_no_card_of_it_is_known_any_more() -> None:
    d = new_state(load_game("asteria"), 1).view
    key = "action_deck"
    top = d.zones[key][-1]
    other = d.zones["hand/0"][0]
    d.seen = {top: {0, 1}, other: {0}}
    version = d.version
    d.shuffle(key)
    assert d.seen == {other: {0}}
    assert d.touched["action_deck"] == d.version == version + 1
    d.shuffle("nowhere")
    assert d.zones["nowhere"] == []


def test_every_change_to_the_cards_marks_them_placed_and_an_amount_does_not() -> None:
    """`placed` (what `Selection.active_cards` keeps the cards in play by) follows every change to a card: a move,
    a move of many, a card changed in place, a shuffle, a deal, a zone touched by name; an amount, a counter, the
    turn and the sheets' marks (`touch_amount`) leave it, and touch their name alone."""
    d = new_state(load_game("asteria"), 1).view
    hand = d.zones["hand/0"]
    changes = [
        lambda: d.move(hand[0], "play_area/0"),
        lambda: d.move_all(list(d.zones["hand/1"][:2]), "play_area/1"),
        lambda: d.touch_card(d.zones["table"][0]),
        lambda: d.shuffle("action_deck"),
        lambda: d.dealt(),
        lambda: d.touch("hand/0"),
    ]
    for change in changes:
        change()
        assert d.placed == d.version
    placed = d.placed
    for name in ("energy", "turn", "round", "sheet", "play_area"):
        d.touch_amount(name)
        assert d.placed == placed and d.touched[name] == d.version
        assert d.touched.get(name + "/*", -1) < d.version


def test_a_turn_starts_as_its_number_and_the_rounds_told_one_by_one() -> None:
    """`next_turn` tells the turn (and between two rounds, the round) as `touch_amount` does each: the numbers, what
    changed since the last check, and whether the check after it is needed (`watched`) come out the same."""
    base = new_state(load_game("asteria"), 1).view
    for in_round in (True, False):
        for watched in (None, frozenset(), frozenset({"turn"}), frozenset({"round"}), frozenset({"energy"})):
            for fresh in (True, False):
                mine, theirs = base.copy(), base.copy()
                for d in (mine, theirs):
                    d.in_round, d.watched, d.checked = in_round, watched, d.version if fresh else d.version - 1
                since = base.version
                assert mine.next_turn() is not in_round
                theirs.turn += 1
                theirs.touch_amount("turn")
                if not in_round:
                    theirs.round += 1
                    theirs.touch_amount("round")
                assert (mine.turn, mine.round) == (theirs.turn, theirs.round)
                assert (mine.checked == mine.version) is (theirs.checked == theirs.version)
                assert {k for k, v in mine.touched.items() if v > since} == {
                    k for k, v in theirs.touched.items() if v > since
                }

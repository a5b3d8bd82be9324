"""`Data.copy`: a stable point and a clone play on their own copy of the game's data."""

from __future__ import annotations

import random

from cardsmith.runtime import load_game, new_state


def _played(seed: int, moves: int):
    state = new_state(load_game("asteria"), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_copy_shares_no_mutable_container_with_its_source() -> None:
    """Every list, dict and set of the data is its own in the copy (nested ones too), whatever field is added
    later: a change to the copy never shows in the original."""
    d = _played(3, 25).view
    d.states.setdefault(0, set()).add("exhausted")
    d.tokens.setdefault(0, {})["ore"] = 1
    d.seen.setdefault(0, set()).add(1)
    copy = d.copy()
    assert {k: v for k, v in vars(copy).items() if k != "rng"} == {k: v for k, v in vars(d).items() if k != "rng"}
    assert copy.rng.getstate() == d.rng.getstate() and copy.rng is not d.rng
    for name, value in vars(d).items():
        twin = vars(copy)[name]
        if isinstance(value, (list, dict, set)):
            assert twin is not value, name
        if isinstance(value, (list, dict)):
            pairs = (value.values(), twin.values()) if isinstance(value, dict) else (value, twin)
            items = zip(*pairs, strict=True)
            assert not [name for a, b in items if isinstance(a, (list, dict, set)) and a is b]


def test_a_copy_draws_what_its_source_would_draw_and_plays_on_alone() -> None:
    d = _played(5, 10).view
    copy = d.copy()
    assert [copy.rng.random() for _ in range(3)] == [d.rng.random() for _ in range(3)]
    card = d.zones[d.loc[0]][0]
    copy.move(card, "discard" if d.loc[card] != "discard" else "supply")
    assert copy.loc[card] != d.loc[card] and copy.version == d.version + 1
    copy.amounts[0]["ore"] = 99
    assert d.amounts[0]["ore"] != 99


def test_a_card_that_moves_leaves_its_markers_and_only_its_own() -> None:
    """`Data.move`: the markers on the card moved go (each player's, whatever the order they were set in); the
    markers of other cards stay, in their order."""
    d = _played(3, 5).view
    card, other = d.zones["action_deck"][-1], d.zones["action_deck"][0]
    d.markers = {(other, 0): 2, (card, 1): 1, (other, 1): 3, (card, 0): 2}
    d.move(card, "action_discard")
    assert list(d.markers.items()) == [((other, 0), 2), ((other, 1), 3)]
    d.move(d.zones["action_deck"][-1], "action_discard")  # a card without markers: nothing changes
    assert list(d.markers.items()) == [((other, 0), 2), ((other, 1), 3)]

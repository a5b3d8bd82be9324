"""Player sheets (runtime/sheets.py) and simultaneous turns: a small flip-and-write pack played by the runtime."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import write_pack

from cardsmith.pack.catalogue import load_pack
from cardsmith.pack.sheet_layout import SheetError, read_layout
from cardsmith.runtime.game import build_game
from cardsmith.runtime.sheets import Sheets
from cardsmith.runtime.state import State, new_state

GAME = """\
id: flip
name: Flip
players: {min: 1, max: 4}
counters:
  points: {min: -50, max: 999, start: 0}
  number: {min: 0, max: 20, start: 0}
  fits: {min: 0, max: 99, start: 0}
  empty: {min: 0, max: 99, start: 0}
  errors: {min: 0, max: 9, start: 0}
  full_rows: {min: 0, max: 9, start: 0}
  bonus: {min: 0, max: 9, start: 0}
  penalty: {min: 0, max: 99, start: 0}
events: [row_done, rocket]
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  deck: {owner: shared, order: stack, visibility: public}
  shown: {owner: shared, order: stack, visibility: public}
card_types:
  flipcard:
    fields:
      number: {type: int}
rules:
  rows_rule: {text: "on row_done: gain 1 bonus"}
  number_it: {text: "if fits > 0 then write number in 1 grid box else cross 1 error"}
setup: |
  move all flipcard from supply to deck
  rule rows_rule
flow:
  turn_order: simultaneous
  phases:
    - id: flip
      steps:
        - {id: reveal, do: "move 1 top flipcard from deck to shown"}
    - id: write
      steps:
        - id: pick
          players: each
          do: "set number to sum number of 1 top flipcard in shown, rule number_it"
end:
  - "at end of round, if count(flipcard in deck) == 0: end the game"
  - "at end of round, if empty == 0: end the game"
scoring:
  - "score full_rows * 10 - penalty"
runtime:
  score: points
  sheet:
    component: pad
    readings:
      fits: {fits: number, words: [grid]}
      empty: {count: empty, words: [grid]}
      errors: {count: crossed, words: [error]}
      full_rows: {complete: [grid]}
      penalty: {visible: error}
"""

CARDS = """\
cards:
  - {id: c1, name: One, type: flipcard, provenance: stand-in, fields: {number: 1}}
  - {id: c5, name: Five, type: flipcard, provenance: stand-in, fields: {number: 5}}
  - {id: c3, name: Three, type: flipcard, provenance: stand-in, fields: {number: 3}}
  - {id: c9, name: Nine, type: flipcard, provenance: stand-in, fields: {number: 9}}
components:
  - id: pad
    kind: sheet
    count: 4
    name: Pad
    provenance: stand-in
    data:
      sheet:
        areas:
          grid:
            zones:
              - {id: row_a, order: ascending, boxes: 3, complete: [row_done]}
              - {id: row_b, order: ascending, boxes: 2}
          errors:
            zones:
              - {id: error, order: in_order, boxes: [{value: 0}, {value: 5}, {value: 12}]}
"""

LAYOUT = {
    "areas": {
        "grid": {
            "zones": [
                {
                    "id": "row",
                    "order": "ascending",
                    "boxes": [{}, {"words": ["water"], "value": 2}, {}, {}],
                    "complete": ["done"],
                    "symbols": [{"words": ["rocket"], "when_complete": "launch"}],
                }
            ]
        },
        "track": {"zones": [{"id": "scale", "order": "in_order", "boxes": [{"value": 1}, {"value": 4}]}]},
    }
}


def sheet() -> Sheets:
    layout = read_layout(LAYOUT)
    return Sheets(layout, layout.blank())


def test_numbers_ascend_with_gaps_and_never_repeat() -> None:
    s = sheet()
    box = {b.id: b for b in s.layout.boxes}
    s.write(box["row.2"], 6)  # a gap before it: the first box may still take a smaller number
    assert [b.id for b in s.writable(["row"], 3)] == ["row.1"]
    assert [b.id for b in s.writable(["row"], 9)] == ["row.3", "row.4"]
    assert s.writable(["row"], 6) == []  # the same number twice in a zone: never
    assert [b.id for b in s.writable(["water"], 9)] == []  # the water box is taken
    s.mark(box["row.3"], 1)  # an X: counts as numbered, bounds nothing
    assert s.state(box["row.3"].index, "numbered") and s.state(box["row.3"].index, "x")
    assert [b.id for b in s.writable(["row"], 7)] == ["row.4"]


def test_a_zone_completed_raises_its_events_and_its_circled_symbols() -> None:
    s = sheet()
    box = {b.id: b for b in s.layout.boxes}
    assert s.mark(box["row.5"], 2) == []  # the rocket symbol circled (activated)
    assert s.write(box["row.1"], 1) == [] and s.write(box["row.2"], 2) == [] and s.write(box["row.3"], 3) == []
    assert s.write(box["row.4"], 4) == ["done", "launch"]


def test_an_in_order_scale_is_crossed_first_to_last_and_shows_its_lowest_visible_value() -> None:
    s = sheet()
    assert s.visible("scale") == 1
    (first,) = s.markable(["scale"], 1)
    assert first.id == "scale.1"
    s.mark(first, 1)
    assert s.visible("scale") == 4
    (second,) = s.markable(["track"], 1)
    s.mark(second, 1)
    assert s.markable(["scale"], 1) == [] and s.visible("scale") == 4  # all crossed: the last value stays


def test_a_value_printed_in_an_empty_box_is_never_shown_as_a_number_written() -> None:
    """Welcome to the Moon's trajectory showed `4 8 13 _ _ 2 _ _ 1`: the 2 and the 1 were the reserves' printed values,
    read by a player as numbers written out of order. A printed value shows in brackets until the box is marked."""
    s = sheet()
    box = {b.id: b for b in s.layout.boxes}
    assert s.show().split("\n")[:2] == ["row: _ [2] _ _ launch", "scale: [1] [4]"]
    s.write(box["row.1"], 3)
    s.write(box["row.2"], 5)  # written over the printed 2: the number written shows
    s.mark(box["scale.1"], 1)
    assert s.show().split("\n")[:2] == ["row: 3 5 _ _ launch", "scale: -[1]- [4]"]


GRID = {
    "areas": {
        "rows": {"zones": [{"id": f"row_{r}", "order": "ascending", "boxes": 3} for r in (1, 2, 3)]},
        "columns": {"zones": [{"id": f"col_{c}", "through": [f"row_{r}.{c}" for r in (1, 2, 3)]} for c in (1, 2, 3)]},
    }
}


def test_a_grid_box_rises_along_its_row_and_the_column_through_it() -> None:
    layout = read_layout(GRID)
    s = Sheets(layout, layout.blank())
    box = {b.id: b for b in layout.boxes}
    s.write(box["row_2.2"], 5)
    assert "row_1.2" in [b.id for b in s.writable(["rows"], 3)]  # below the 5 in its column, left of nothing
    assert "row_3.2" not in [b.id for b in s.writable(["rows"], 3)]  # above the 5 in its column: must be larger
    assert "row_2.3" not in [b.id for b in s.writable(["rows"], 3)]  # right of the 5 in its row: must be larger
    assert "row_3.2" in [b.id for b in s.writable(["rows"], 7)]
    assert len(layout.boxes) == 9  # a column owns no box: counts and words stay the rows'
    for r in (1, 3):
        s.write(box[f"row_{r}.2"], 5 + r - 2)
    assert s.complete(layout.zones[4]) and not s.complete(layout.zones[3])  # col_2 is full, col_1 is not


def test_a_line_drawn_after_a_box_splits_its_zone_into_parts_numbered_on_their_own() -> None:
    s = sheet()
    box = {b.id: b for b in s.layout.boxes}
    s.write(box["row.1"], 8)
    assert s.writable(["row"], 3) == []  # after an 8 in the same zone, a 3 has no place
    s.divide(box["row.1"])
    assert s.state(box["row.1"].index, "divided")
    assert [b.id for b in s.writable(["row"], 3)] == ["row.2", "row.3", "row.4"]  # a new zone starts after the line


@pytest.mark.parametrize(
    "layout, said",
    [
        ({"areas": {"g": {"zones": [{"id": "c", "through": ["nowhere.1"]}]}}}, "`through` lists ids"),
        ({"areas": {"grid": {"zones": [{"id": "r", "order": "upward", "boxes": 2}]}}}, "order 'upward'"),
        ({"areas": {"grid": {"zones": [{"id": "r", "boxes": 0}]}}}, "`boxes`"),
        ({"areas": {"grid": {"zones": [{"id": "r", "boxes": 2}, {"id": "r", "boxes": 1}]}}}, "zone ids repeat"),
        ({"areas": []}, "`areas` must be a mapping"),
        ({"areas": {"g": {"zones": [{"id": "r", "boxes": 1, "symbols": 3}]}}}, "`symbols` is a list"),
        ({"areas": {"g": {"zones": [{"id": "r", "boxes": [{"vale": 2}]}]}}}, "unknown key vale"),
        ({"areas": {"g": {"zones": [{"id": "r", "boxes": 1, "oder": "ascending"}]}}}, "unknown key oder"),
    ],
)
def test_a_layout_that_cannot_be_played_says_where(layout: dict, said: str) -> None:
    with pytest.raises(SheetError, match=said.replace("(", r"\(")):
        read_layout(layout)


@pytest.mark.parametrize(
    "reading, said",
    [
        ({"complete": 5}, "complete: a list of words"),
        ({"count": "empty", "words": "grid"}, "words: a list of words"),
        ({"fits": 3}, "fits names the counter"),
        ({"count": "full"}, "count 'full' is not one of"),
        ({"visible": "nowhere"}, "visible 'nowhere' is no zone"),
        ({"count": "empty", "complete": ["grid"]}, "one of count, complete"),
    ],
)
def test_a_reading_that_cannot_be_kept_says_why(reading: dict, said: str) -> None:
    with pytest.raises(SheetError, match=said.replace("(", r"\(")):
        read_layout(LAYOUT, {"kept": reading})


def test_check_refuses_bad_readings_located_never_a_traceback(tmp_path: Path, cli) -> None:
    game = GAME.replace("      fits: {fits: number, words: [grid]}", "      fits: {fits: numbr, words: [grid]}")
    code, _, err = cli("check", str(pack(tmp_path, game)))
    assert code == 1 and "E301 runtime.sheet.readings.fits: fits no counter 'numbr'" in err
    game = GAME.replace("      full_rows: {complete: [grid]}", "      full_rows: {complete: 5}")
    code, _, err = cli("check", str(pack(tmp_path, game)))
    assert code == 1 and "E304 the players' sheet cannot be played" in err and "complete: a list of words" in err


def pack(tmp_path: Path, game: str = GAME, cards: str = CARDS) -> Path:
    return write_pack(tmp_path / "flip", game, cards)


def play(tmp_path: Path, players: int) -> State:
    loaded = load_pack(str(pack(tmp_path)))
    assert not [d for d in loaded.diagnostics if d.severity == "error"], [d.message for d in loaded.diagnostics]
    return new_state(build_game(loaded), 3, players)


def test_every_player_writes_the_same_flipped_number_on_their_own_sheet(tmp_path: Path) -> None:
    state = play(tmp_path, 2)
    flipped = state.view.amounts[0]["number"]
    assert state.current_player == 0 and state.prompt() == f"write {flipped} in which box?"
    assert state.action_labels() == ["row_a.1", "row_a.2", "row_a.3", "row_b.1", "row_b.2"]
    state.apply("row_a.2")
    assert state.current_player == 1 and state.view.amounts[1]["number"] == flipped  # the same flip
    state.apply("row_b.1")
    d = state.view
    assert d.round == 2 and d.turn == 2  # one turn a round: everyone played it, the next card is flipped
    layout = state.game.sheet
    assert layout is not None
    assert Sheets(layout, d.sheets[0]).number(1) == flipped and Sheets(layout, d.sheets[1]).number(3) == flipped
    assert [d.amounts[0]["empty"], d.amounts[1]["empty"]] == [4, 4]


def test_a_number_that_fits_nowhere_crosses_the_next_error_box_and_costs_its_value(tmp_path: Path) -> None:
    state = play(tmp_path, 1)
    while not state.is_terminal():
        state.apply(0)  # 9 in row_a.1, 3 and 5 in row_b: the 1 then fits nowhere
    d = state.view
    assert d.amounts[0]["errors"] == 1
    assert d.amounts[0]["penalty"] == [0, 5, 12, 12][d.amounts[0]["errors"]]
    assert d.amounts[0]["points"] == d.amounts[0]["full_rows"] * 10 - d.amounts[0]["penalty"]


def test_completing_a_zone_raises_its_event_for_the_rules(tmp_path: Path) -> None:
    state = play(tmp_path, 1)
    while not state.is_terminal():
        state.apply(0)  # always the first box that takes the number
    d = state.view
    assert d.amounts[0]["full_rows"] >= 1
    assert d.amounts[0]["bonus"] == (
        1 if Sheets(state.game.sheet, d.sheets[0]).complete(state.game.sheet.zones[0]) else 0
    )


def test_check_locates_a_sheet_verb_that_names_no_box(tmp_path: Path, cli) -> None:
    root = pack(tmp_path, GAME.replace("cross 1 error", "cross 1 erorr"))  # a misspelt word: unknown, located
    code, _, err = cli("check", str(root))
    lines = (root / "game.yaml").read_text().splitlines()
    line = next(n for n, t in enumerate(lines, 1) if "erorr" in t)
    assert (
        code == 1 and f"game.yaml:{line}:{lines[line - 1].index('erorr') + 1}: error E301 unknown name 'erorr'" in err
    )
    root = pack(tmp_path, GAME.replace("cross 1 error", "cross 1 flipcard"))  # a known word, but on no box
    code, _, err = cli("check", str(root))
    column = lines[line - 1].index("cross 1 erorr") + 1
    assert code == 1 and f"game.yaml:{line}:{column}: error E304 `cross`: no box of the sheet is 'flipcard'" in err


def test_check_locates_a_sheet_layout_that_cannot_be_played(tmp_path: Path, cli) -> None:
    root = pack(tmp_path, cards=CARDS.replace("order: in_order", "order: sideways"))
    code, _, err = cli("check", str(root))
    assert code == 1
    assert "E304 the players' sheet cannot be played" in err and "order 'sideways'" in err


def test_check_locates_a_reading_kept_in_no_counter(tmp_path: Path, cli) -> None:
    root = pack(
        tmp_path,
        GAME.replace("      penalty: {visible: error}", "      penalty: {visible: error}\n      lost: {count: empty}"),
    )
    code, _, err = cli("check", str(root))
    assert code == 1 and "E301 runtime.sheet.readings: no counter 'lost'" in err


FACES = """\
cards:
  - {id: c1, name: One, type: flipcard, provenance: stand-in, fields: {number: 1}}
  - {id: c5, name: Five, type: flipcard, provenance: stand-in, fields: {number: 5}}
components:
  - id: pad
    kind: sheet
    count: 4
    name: Pad
    provenance: stand-in
    data:
      faces:
        small:
          sheet:
            areas:
              grid: {zones: [{id: row_a, order: ascending, boxes: 1}, {id: row_b, order: ascending, boxes: 1}]}
              errors: {zones: [{id: error, order: in_order, boxes: [{value: 0}, {value: 5}]}]}
        large:
          sheet:
            areas:
              grid: {zones: [{id: row_a, order: ascending, boxes: 3}, {id: row_b, order: ascending, boxes: 2}]}
              errors: {zones: [{id: error, order: in_order, boxes: [{value: 0}, {value: 5}]}]}
"""


def faces_game(options: str) -> str:
    game = GAME.replace(
        "  points: {min: -50, max: 999, start: 0}\n",
        "  points: {min: -50, max: 999, start: 0}\n  mode: {min: 1, max: 3, start: 1, scope: game}\n",
    )
    game = game.replace(
        "    component: pad\n", "    component: pad\n    face_by: mode\n    faces: {1: small, 2: large}\n"
    )
    return game.replace("  score: points\n", f"  score: points\n  options: {options}\n")


def test_an_option_chooses_the_face_of_the_sheets(tmp_path: Path, cli) -> None:
    root = pack(tmp_path, faces_game("[mode]"), FACES)
    loaded = load_pack(str(root))
    assert not [d for d in loaded.diagnostics if d.severity == "error"], [d.message for d in loaded.diagnostics]
    game = build_game(loaded)
    assert sorted(game.layouts) == [1, 2]
    assert new_state(game, 0, 1, {"mode": 1}).view.amounts[0]["empty"] == 2
    assert new_state(game, 0, 1, {"mode": 2}).view.amounts[0]["empty"] == 5
    code, _, err = cli("simulate", str(root), "--games", "1", "--option", "mode=3")
    assert code == 2 and "has sheets for mode 1, 2 only" in err


def test_check_refuses_a_face_chosen_by_no_option(tmp_path: Path, cli) -> None:
    code, _, err = cli("check", str(pack(tmp_path, faces_game("[]"), FACES)))
    assert code == 1 and "E301 runtime.sheet.face_by: 'mode' is no option of runtime.options" in err


def test_a_bonus_claimed_first_is_the_better_one_for_everyone_who_reaches_it_that_turn(tmp_path: Path) -> None:
    cards = CARDS.replace(
        "              - {id: row_b, order: ascending, boxes: 2}",
        "              - {id: row_b, order: ascending, boxes: [{}, {first: true, words: [bonus]}]}",
    )
    game = GAME.replace(
        "  penalty: {min: 0, max: 99, start: 0}\n",
        "  penalty: {min: 0, max: 99, start: 0}\n"
        "  firsts: {min: 0, max: 9, start: 0}\n"
        "  laters: {min: 0, max: 9, start: 0}\n",
    ).replace(
        "      penalty: {visible: error}\n",
        "      penalty: {visible: error}\n      firsts: {first: [bonus]}\n      laters: {later: [bonus]}\n",
    )
    loaded = load_pack(str(pack(tmp_path, game, cards)))
    assert not [d for d in loaded.diagnostics if d.severity == "error"], [d.message for d in loaded.diagnostics]
    state = new_state(build_game(loaded), 3, 3)
    for label in ["row_b.2", "row_b.2", "row_a.1"]:  # turn 1 (a 9): players 1 and 2 reach the bonus together
        state.apply(label)
    while state.current_player != 2:  # turn 2 (a 3): players 1 and 2 write it elsewhere
        state.apply(0)
    state.apply("row_b.2")  # player 3 reaches the bonus a turn later
    amounts = state.view.amounts
    assert [(a["firsts"], a["laters"]) for a in amounts] == [(1, 0), (1, 0), (0, 1)]


@pytest.mark.parametrize(("seed", "sheets"), [(0, "moon"), (1, "moon"), (2, "moon"), (0, "flip"), (1, "flip")])
def test_readings_kept_between_marks_are_those_worked_out_afresh(seed: int, sheets: str, tmp_path: Path) -> None:
    """A sheet's readings are kept between marks (`KeptReadings`: only those reading a box that changed are worked
    out again, box by box): after every write, cross, circle or line on Welcome to the Moon's sheet (and this
    file's, with a `fits` reading), each reading kept must equal the reading of the whole sheet, whatever the
    counter a `fits` reading is given."""
    import random

    from cardsmith.runtime import load_game
    from cardsmith.runtime.sheets import CIRCLED, CROSSED, KeptReadings

    game = load_game("welcome_to_the_moon") if sheets == "moon" else build_game(load_pack(str(pack(tmp_path))))
    layout = game.sheet
    assert layout is not None
    rng = random.Random(seed)
    marks = layout.blank()
    sheet, kept = Sheets(layout, marks), KeptReadings(layout)
    words = sorted({w for b in layout.boxes for w in b.words})
    for _ in range(150):
        action = rng.randrange(4)
        if action == 0:
            value = rng.randrange(18)
            boxes = sheet.writable([rng.choice(words)], value)
            if boxes:
                sheet.write(rng.choice(boxes), value)
        elif action in (1, 2):
            boxes = sheet.markable([rng.choice(words)], CROSSED if action == 1 else CIRCLED)
            if boxes:
                sheet.mark(rng.choice(boxes), CROSSED if action == 1 else CIRCLED)
        else:
            sheet.divide(rng.choice(layout.boxes))
        for counter in (rng.randrange(18), rng.randrange(18)):
            for index, reading in enumerate(layout.readings):
                assert kept.reading(sheet, 0, index, counter) == sheet.reading(reading, counter), reading.name


def test_what_a_layout_s_readings_read_is_worked_out_once_per_layout(tmp_path: Path) -> None:
    """Every game of a pack keeps its readings from one plan (`sheets.reading_plan`), made once per layout; a game of
    another layout gets its own."""
    from cardsmith.runtime import load_game
    from cardsmith.runtime.sheets import KeptReadings

    moon = load_game("welcome_to_the_moon").sheet
    other = build_game(load_pack(str(pack(tmp_path)))).sheet
    assert moon is not None and other is not None
    first, second, third = KeptReadings(moon), KeptReadings(moon), KeptReadings(other)
    assert first.terms_of is second.terms_of and first.reads is second.reads
    assert len(third.reads) == len(other.readings) != len(first.reads)

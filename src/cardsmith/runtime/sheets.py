"""Player sheets: the boxes of a roll-and-write or flip-and-write game, as data the engine reads and marks.

A pack names in `runtime.sheet` the component whose data holds the sheet's layout (`data.sheet`, or
`data.faces.FACE.sheet` for a face of a double-sided sheet). Every player gets a blank copy at the start of
the game. The layout is made of areas; an area of zones; a zone of boxes, in the zone's order:

    sheet:
      areas:
        numbering_space:
          zones:
            - {id: level_1, order: ascending, words: [wild], boxes: 3, complete: [construction]}
            - {id: level_2, order: ascending, words: [plant], boxes: [{}, {words: [water], value: 2}]}
        errors:
          zones:
            - {id: system_error, order: in_order, boxes: 3}
        rockets:
          zones:
            - {id: track, order: in_order, boxes: [{value: 0}, {value: 10}, {value: 20}]}

- A box is selected by its words: its own `words`, its zone's `words`, the zone's id, the area's name and
  `box`. `write 5 in 1 plant box in numbering_space` offers the empty plant boxes of that area.
- `order: ascending`: numbers rise along the zone and never repeat; empty boxes may be left between them and
  numbers skipped (2-4-_-9); a box crossed while empty holds an X, which counts as numbered and bounds nothing.
  `order: any`: any empty box.
- `through: [row_1.1, row_2.1, row_3.1]` (instead of `boxes`): an ascending zone across boxes of the zones
  above it (a column of a grid whose rows are zones); a number must rise along each zone its box lies on.
- `order: in_order`: the zone's boxes are crossed (or circled) first to last: a track, a scale, an error row;
  the `in_order` zones of one area are taken one after the other (the lines of a track, bottom line first),
  and such a zone is complete when all its boxes are crossed. Its value `visible` is the value of the first
  box not crossed yet (the last box's once all are crossed): "the lowest value still visible".
- A line drawn after a box of an ascending zone (`divide`, the `divided` state) splits the zone: the numbers
  rise within each part on its own (a long trajectory cut into shorter zones).
- A state's name among the words selects boxes in that state: `cross 1 empty numbering_space` (an X),
  `cross 1 circled system_error`; `open` is circled and not crossed.
- `group`: zones of one group (a level split by walls into zones) count as one for a `complete` reading.
- `first: true` on a box: a bonus claimed first. Every player who marks it in the turn someone first marked it
  has the better value (`first` reading); those who mark it in a later turn the lesser (`later` reading).
- `complete`: events raised for the player, in order, the moment every box of the zone is numbered (or holds
  an X). A `symbols` box of the zone (with `when_complete: EVENT`) raises its event too: with `needs: circled`
  (the default) only if it was circled by then (an inactive rocket the player activated), with `needs: open`
  unless it was crossed (a sabotage an opponent spoiled). A symbol of a completed zone can no longer be marked.

What the language reads of a sheet are the pack's counters, kept by the sheet (`runtime.sheet.readings`):

    readings:
      empty_boxes: {count: empty, words: [numbering_space]}      # boxes in a state: empty, numbered, x,
      errors_crossed: {count: crossed, words: [system_error]}    #   crossed, circled, open, blank, marked
      complete_levels: {complete: [numbering_space]}             # zones (groups) of those words complete
      legal_boxes: {fits: chosen_number, words: [numbering_space]}  # empty boxes where the counter's value may go
      rocket_score: {visible: track}                             # an in_order zone's first value still visible
      room: {fillable: [numbering_space]}                        # empty boxes some number could still go in
      bonus_first: {first: [station_bonus]}                      # first-come boxes marked in the first turn one was
      bonus_later: {later: [station_bonus]}                      #   / in a later turn (the lower value)

A reading is refreshed after each mark on the sheet and each change of the counter it `fits` (a text that
changes it by `gain` or `set` is undone at the next refresh: read readings, never write them). Marks are ints
in the state (`Data.sheets`), so a copy of the state copies them cheaply.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..pack.sheet_layout import CIRCLED, CROSSED, DIVIDED, EMPTY, STATES, X_MARK, Box, Layout, Reading, Zone


class Sheets:
    """The marks on one player's sheet, read and changed through its layout (`marks` is the state's list)."""

    def __init__(self, layout: Layout, marks: list[int]):
        self.layout = layout
        self.marks = marks

    # ------------------------------------------------------------ reading
    def number(self, box: int) -> int:
        return self.marks[2 * box]

    def flags(self, box: int) -> int:
        return self.marks[2 * box + 1]

    def state(self, box: int, state: str) -> bool:
        number, flags = self.marks[2 * box], self.marks[2 * box + 1]
        if state == "empty":
            return number == EMPTY and not flags & CROSSED
        if state == "numbered":
            return number != EMPTY
        if state == "x":
            return number == X_MARK
        if state == "crossed":
            return bool(flags & CROSSED) or number == X_MARK
        if state == "circled":
            return bool(flags & CIRCLED)
        if state == "open":
            return bool(flags & CIRCLED) and not flags & CROSSED
        if state == "blank":
            return number == EMPTY and flags == 0
        if state == "divided":
            return bool(flags & DIVIDED)
        return number != EMPTY or flags != 0  # marked

    def complete(self, zone: Zone) -> bool:
        """Every box numbered (or holding an X); in an `in_order` zone (a track), every box crossed."""
        if zone.order == "in_order":
            return all(self.state(b, "crossed") for b in zone.boxes)
        return all(self.number(b) != EMPTY for b in zone.boxes)

    def fits(self, box: Box, value: int) -> bool:
        """Whether `value` may be written in `box`: it is an empty box to number, and, in an ascending zone, the
        numbers before it are smaller and those after it larger (an X bounds nothing), along every zone the box
        lies on (its own, and the `through` zones across it)."""
        if box.symbol or not self.state(box.index, "empty"):
            return False
        if not self._rises(self.layout.zones[box.zone], box, value):
            return False
        return all(self._rises(self.layout.zones[z], box, value) for z in self.layout.lines.get(box.index, ()))

    def part(self, zone: Zone, box: int) -> tuple[int, ...]:
        """The boxes of the part of `zone` that holds `box`: between the lines drawn after boxes (`divide`)."""
        start, end = 0, len(zone.boxes)
        at = zone.boxes.index(box)
        for i, b in enumerate(zone.boxes):
            if self.marks[2 * b + 1] & DIVIDED:
                if i < at:
                    start = i + 1
                else:
                    end = i + 1
                    break
        return zone.boxes[start:end]

    def divide(self, box: Box) -> None:
        """Draw a line after `box`: its zone is split there."""
        self.marks[2 * box.index + 1] |= DIVIDED

    def _rises(self, zone: Zone, box: Box, value: int) -> bool:
        if zone.order != "ascending":
            return True
        before = True
        for b in self.part(zone, box.index) if zone.index == box.zone else zone.boxes:
            if b == box.index:
                before = False
                continue
            n = self.number(b)
            if n >= 0 and ((before and n >= value) or (not before and n <= value)):
                return False
        return True

    def fillable(self, box: Box) -> bool:
        """Whether some number could still be written in `box` (0 to 99): an empty box to number whose
        neighbours in an ascending zone leave a gap (a 5 and a 6 on either side leave none)."""
        if box.symbol or not self.state(box.index, "empty"):
            return False
        low, high = -1, 100
        for z in (box.zone, *self.layout.lines.get(box.index, ())):
            zone = self.layout.zones[z]
            if zone.order == "ascending":
                line = self.part(zone, box.index) if z == box.zone else zone.boxes
                at = line.index(box.index)
                low = max([low] + [n for b in line[:at] if (n := self.number(b)) >= 0])
                high = min([high] + [n for b in line[at + 1 :] if (n := self.number(b)) >= 0])
        return high - low > 1

    def visible(self, zone_id: str) -> int:
        zone = next(z for z in self.layout.zones if z.id == zone_id)
        for b in zone.boxes:
            if not self.state(b, "crossed"):
                return self.layout.boxes[b].value or 0
        return self.layout.boxes[zone.boxes[-1]].value or 0

    def reading(self, reading: Reading, counter: int) -> int:
        if reading.kind == "visible":
            return self.visible(reading.zone)
        if reading.kind == "complete":  # groups of zones (each zone its own, unless it names a group)
            zones = [z for z in self.layout.zones if reading.words <= z.words]
            groups = {z.group for z in zones}
            return sum(1 for g in groups if all(self.complete(z) for z in zones if z.group == g))
        if reading.kind in ("first", "later"):
            return 0  # who claimed a first-come box first is the game's, not one sheet's: Moves.claimed
        return sum(self.counts(reading, box, counter) for box in self.layout.matching(reading.words))

    def counts(self, reading: Reading, box: Box, counter: int) -> int:
        """What one box of its words adds to a reading that counts boxes (`count`, `fits`, `fillable`): 1 if it is
        in the states its words name (`circled system_error`) and counts, else 0."""
        if not all(self.state(box.index, w) for w in reading.words if w in STATES):
            return 0
        if reading.kind == "fillable":
            return int(self.fillable(box))
        if reading.kind == "fits":
            return int(self.fits(box, counter))
        return int(not box.symbol and self.state(box.index, reading.state))

    # ------------------------------------------------------------ what may be marked
    def selected(self, words: Iterable[str]) -> list[Box]:
        """The boxes with these words, in the states named among them (`circled system_error`)."""
        words = list(words)
        states = [w for w in words if w in STATES]
        return [b for b in self.layout.matching(words) if all(self.state(b.index, s) for s in states)]

    def writable(self, words: Iterable[str], value: int) -> list[Box]:
        return [b for b in self.selected(words) if self.fits(b, value)]

    def markable(self, words: Iterable[str], flag: int) -> list[Box]:
        """The boxes of those words that may be crossed (flag CROSSED) or circled (CIRCLED): not so marked yet
        (circling also needs a box not crossed); of the `in_order` zones of an area, only the first open box."""
        found, taken = [], set()
        for box in self.selected(words):
            if self.state(box.index, "crossed") or (flag == CIRCLED and self.flags(box.index) & CIRCLED):
                continue
            zone = self.layout.zones[box.zone]
            if box.when_complete and self.complete(zone):
                continue  # a symbol of a completed zone: its moment has passed
            if zone.order == "in_order":
                if zone.area in taken or self._first_open(zone.area, flag) != box.index:
                    continue
                taken.add(zone.area)
            found.append(box)
        return found

    def _first_open(self, area: str, flag: int) -> int:
        """The first box still open of the `in_order` zones of an area, taken one zone after the other."""
        for zone in self.layout.zones:
            if zone.area != area or zone.order != "in_order":
                continue
            for b in zone.boxes:
                if not self.state(b, "crossed") and not (flag == CIRCLED and self.flags(b) & CIRCLED):
                    return b
        return -1

    # ------------------------------------------------------------ marking
    def write(self, box: Box, value: int) -> list[str]:
        """Write a number; returns the events of the zone it completes."""
        was = self.complete(self.layout.zones[box.zone])
        self.marks[2 * box.index] = value
        return self._completed(box, was)

    def mark(self, box: Box, flag: int) -> list[str]:
        """Cross or circle a box (an empty box to number, crossed, holds an X); returns the completion events."""
        zone = self.layout.zones[box.zone]
        was = self.complete(zone)
        if flag == CROSSED and not box.symbol and zone.order == "ascending" and self.number(box.index) == EMPTY:
            self.marks[2 * box.index] = X_MARK
        else:
            self.marks[2 * box.index + 1] |= flag
        return self._completed(box, was)

    def _completed(self, box: Box, was: bool) -> list[str]:
        zone = self.layout.zones[box.zone]
        if was or box.symbol or not self.complete(zone):
            return []
        symbols = [self.layout.boxes[s] for s in zone.symbols]
        raised = [
            s.when_complete
            for s in symbols
            if s.when_complete and self.state(s.index, "open" if s.needs == "circled" else "empty")
        ]
        return [*zone.complete, *raised]

    def holds(self, box: int) -> list[int | str]:
        """What a box holds, as a scenario says it: its number or X (else `empty`), `circled`, `crossed`, `open`."""
        number, flags = self.number(box), self.flags(box)
        found: list[int | str] = ["X"] if number == X_MARK else [number] if number >= 0 else ["empty"]
        if flags & CIRCLED:
            found.append("circled")
        if flags & CROSSED:
            found.append("crossed")
        if self.state(box, "open"):
            found.append("open")
        if flags & DIVIDED:
            found.append("divided")
        return found

    def show(self) -> str:
        """The sheet as text, a zone a line: numbers, X, (circled), -crossed-, _ empty."""
        lines = []
        for zone in self.layout.zones:
            cells = [self._cell(b) for b in (*zone.boxes, *zone.symbols)]
            lines.append(f"{zone.id}: {' '.join(cells)}")
        return "\n".join(lines)

    def _cell(self, box: int) -> str:
        number, flags = self.number(box), self.flags(box)
        spec = self.layout.boxes[box]
        printed = f"[{spec.value}]" if spec.value else "_"  # a value printed in an empty box: never read as written
        text = "X" if number == X_MARK else str(number) if number >= 0 else printed
        if spec.symbol:
            text = spec.when_complete or "*"
        if flags & CIRCLED:
            text = f"({text})"
        if flags & CROSSED:
            text = f"-{text}-"
        if flags & DIVIDED:
            text = f"{text} |"
        return text


def box_reads(layout: Layout, reading: Reading) -> list[frozenset[int]] | None:
    """For a reading that counts boxes (`Sheets.counts`): for each box of its words, the boxes whose marks decide
    whether it counts (itself; for `fits` and `fillable`, every box of the zones it lies on: the numbers around it,
    the lines dividing its zone). None for any other reading."""
    if reading.kind in ("first", "later", "visible", "complete"):
        return None
    found = []
    for box in layout.matching(reading.words):
        zones = [layout.zones[z] for z in (box.zone, *layout.lines.get(box.index, ()))]
        if reading.kind not in ("fits", "fillable"):
            zones = []
        found.append(frozenset({box.index, *(i for z in zones for i in (*z.boxes, *z.symbols))}))
    return found


def reading_boxes(layout: Layout, reading: Reading) -> frozenset[int] | None:
    """The boxes whose marks `Sheets.reading` reads for `reading` (None: more than one sheet, the claims of
    first-come boxes)."""
    if reading.kind in ("first", "later"):
        return None
    per_box = box_reads(layout, reading)
    if per_box is not None:
        return frozenset().union(*per_box)
    if reading.kind == "visible":
        zones = [z for z in layout.zones if z.id == reading.zone]
    else:  # complete
        zones = [z for z in layout.zones if reading.words <= z.words]
    return frozenset(i for z in zones for i in (*z.boxes, *z.symbols))


ReadingPlan = tuple[
    list[frozenset[int] | None],  # reading -> the boxes it reads (`reading_boxes`)
    list[list[Box]],  # reading -> the boxes it counts, one term each ([]: not a reading that counts boxes)
    list[dict[int, list[int]]],  # reading -> box -> the positions of the terms it decides
]
_PLANS: dict[int, tuple[Layout, ReadingPlan]] = {}


def reading_plan(layout: Layout) -> ReadingPlan:
    """What `KeptReadings` needs of a layout, worked out once per layout (it never changes) rather than once per
    game: what each reading reads, the boxes it counts and which of its terms each box decides."""
    kept = _PLANS.get(id(layout))
    if kept is not None and kept[0] is layout:
        return kept[1]
    if len(_PLANS) >= 64:
        _PLANS.clear()
    reads = [reading_boxes(layout, r) for r in layout.readings]
    boxes = [layout.matching(r.words) if box_reads(layout, r) is not None else [] for r in layout.readings]
    terms_of: list[dict[int, list[int]]] = []
    for r in layout.readings:
        by_box: dict[int, list[int]] = {}
        for n, read in enumerate(box_reads(layout, r) or ()):
            for box in read:
                by_box.setdefault(box, []).append(n)
        terms_of.append(by_box)
    plan = (reads, boxes, terms_of)
    _PLANS[id(layout)] = (layout, plan)
    return plan


class KeptReadings:
    """The readings of the players' sheets (`runtime.sheet.readings`) as last worked out, kept until a box they
    read changes (`reading_boxes`) or, for `fits`, the counter: the readings are worked out again after every mark,
    and a mark changes a few of them (a game of Welcome to the Moon has sixteen, each reading dozens of boxes). Of a
    reading that counts boxes, what each box adds is kept (`box_reads`): a number written changes what a few boxes
    around it add."""

    def __init__(self, layout: Layout):
        self.layout = layout
        self.reads, self.boxes, self.terms_of = reading_plan(layout)
        self.marks: dict[int, list[int]] = {}  # player -> the marks of their sheet when last read
        self.values: dict[tuple[int, int], tuple[int, int]] = {}  # (player, reading index) -> (counter, value)
        self.terms: dict[
            tuple[int, int], tuple[int, list[int]]
        ] = {}  # (player, reading) -> (counter, terms; -1: unread)

    def reading(self, sheet: Sheets, player: int, index: int, counter: int) -> int:
        """`sheet.reading` of the reading at `index`, kept while nothing it reads has changed."""
        if sheet.marks != self.marks.get(player):
            self._forget(player, sheet.marks)
        kept = self.values.get((player, index))
        if kept is not None and kept[0] == counter:
            return kept[1]
        reading, boxes = self.layout.readings[index], self.boxes[index]
        if not boxes:
            value = sheet.reading(reading, counter)
        else:
            terms = self.terms.get((player, index))
            if terms is None or terms[0] != counter:
                terms = self.terms[player, index] = (counter, [-1] * len(boxes))
            found = terms[1]
            for n, term in enumerate(found):
                if term < 0:
                    found[n] = sheet.counts(reading, boxes[n], counter)
            value = sum(found)
        self.values[player, index] = (counter, value)
        return value

    def _forget(self, player: int, marks: list[int]) -> None:
        """Drops what `player`'s readings kept that reads a box whose marks changed since they were last read."""
        old = self.marks.get(player)
        self.marks[player] = marks[:]
        if old is None or len(old) != len(marks):
            for index in range(len(self.reads)):
                self.values.pop((player, index), None)
                self.terms.pop((player, index), None)
            return
        changed = {i // 2 for i, (was, now) in enumerate(zip(old, marks, strict=True)) if was != now}
        for index, boxes in enumerate(self.reads):
            if boxes is not None and boxes.isdisjoint(changed):
                continue
            self.values.pop((player, index), None)
            terms = self.terms.get((player, index))
            if terms is not None:
                by_box = self.terms_of[index]
                for box in changed:
                    for n in by_box.get(box, ()):
                        terms[1][n] = -1

"""A player sheet's parts in the game's words at the table: its rows, groups of rows, symbols, and each box.

The runtime shows a sheet by its layout's ids, a zone a line (`level_3a: _ _ 7 active_rocket_2`), and offers its
boxes by id (`level_3a.2`); a player reads the rulebook's words (`Nivel 3: _ _ 7 Cohete 2`, `Nivel 3, casilla 2`).
The words are the pack's glossary (`glossary: LANG: {level_3a: Nivel 3a}`), in the game's language, else English.
A sheet has many numbered parts, so a key may stand for a family of them: `{}` in a key is the number in an id
(`rocket_row_{}: Línea de cohetes {}` names rocket_row_1 to rocket_row_8). An exact key wins over a family.

The zones of one `group` (a level split by walls into zones) are one row when the group has a word: `Nivel 1: 2 5
10 | 6 9 11`, a `|` at each wall, its boxes counted along the row (`level_1b.1` is `Nivel 1, casilla 4`), as a
player counts them on the printed sheet. A part without a word keeps its id, as before.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import Any

from ..pack.catalogue import Pack, name_family
from ..pack.sheet_layout import Box, Layout, SheetError, Zone, layouts_of
from .words import ScreenWords

SLOT = "{}"
WALL = "|"  # between two zones of a row, as a line drawn across a zone (`divided`) shows in the runtime's text
_LINE = re.compile(r"([A-Za-z0-9_]+): (.*)", re.DOTALL)  # a row of the runtime's sheet text: `id: cells`
_CELL = re.compile(r"^([(\-]*)([A-Za-z][A-Za-z0-9_]*)([)\-]*)$")  # a symbol's cell: `(active_rocket_2)`, `-sabotage_1-`
BOX_ID = re.compile(r"([A-Za-z0-9_]+)\.([0-9]+)")


class SheetWords:
    """The words of one pack's sheet parts in one language: `row`, `box`, and the sheet's text worded."""

    def __init__(self, pack: Pack, words: dict[str, str], screen: ScreenWords) -> None:
        self.pack, self.screen = pack, screen
        self.exact = {k: v for k, v in words.items() if SLOT not in k and " " not in k}
        keyed = [(pattern, v) for k, v in words.items() if (pattern := name_family(k)) is not None]
        self.families = sorted(keyed, key=lambda kv: -len(kv[0].pattern))  # the most fixed words first

    def name(self, part: str) -> str | None:
        """A sheet part's word (a zone, a group, an area, a symbol's event or word), or None without one."""
        if part in self.exact:
            return self.exact[part]
        for pattern, word in self.families:
            if found := pattern.match(part):
                numbers = iter(found.groups())
                return "".join(piece + next(numbers, "") for piece in word.split(SLOT))
        return None

    def row(self, zone: str) -> str:
        """A zone of the sheet as the table labels it: its word, else its id."""
        return self.name(zone) or zone

    def box(self, box_id: str) -> str | None:
        """A box offered by its id (`level_1b.1`) in words: 'Nivel 1, casilla 4' (its group's row), 'Nivel 3:
        Cohete 2' (a symbol); None when the id is no box of the sheet or its row has no word."""
        found = BOX_ID.fullmatch(box_id)
        if found is None or (where := self.boxes.get(box_id)) is None:
            return None
        layout, box = where
        zone = layout.zones[box.zone]
        grouped = self._grouped(layout, zone)
        row = self.name(zone.group) if grouped else self.name(zone.id)
        if row is None:
            return None
        if box.symbol:
            return self.screen("sheet_symbol", row=row, symbol=self.symbol(box))
        before = sum(len(z.boxes) for z in grouped[: grouped.index(zone)]) if grouped else 0
        return self.screen("sheet_box", row=row, n=before + int(found.group(2)))

    def rows(self, played: Layout | None = None) -> dict[str, tuple[Layout, list[Zone]]]:
        """Every row of the sheet `played` (else of every face: a row named on two faces is the first's) by its word
        as the table heads it: a worded group's zones, else a worded zone. Rows without a word have none to ask by."""
        found: dict[str, tuple[Layout, list[Zone]]] = {}
        for layout in [played] if played is not None else self.layouts:
            own: dict[str, tuple[Layout, list[Zone]]] = {}
            for zone in layout.zones:
                group = self._group(zone)
                word = (self.name(group) if group else None) or self.name(zone.id)
                if not word:
                    continue
                zones = own.setdefault(word[:1].upper() + word[1:], (layout, []))[1]
                if group or not zones:  # a group's zones are one row; of two zones with one word, the first
                    zones.append(zone)
            found = {**own, **found}
        return found

    def describe(self, label: str, layout: Layout, zones: list[Zone]) -> str:
        """A row of the sheet as `? NAME` tells it at the table: its boxes (a `|` at each wall), how they are marked
        (the zones' `order`), what is written there (the words its boxes are chosen by, in the glossary's words),
        the symbols printed on it and what completing it brings."""
        say = self.screen
        total = sum(len(zone.boxes) for zone in zones)
        walls = f" ({f' {WALL} '.join(str(len(zone.boxes)) for zone in zones)})" if len(zones) > 1 else ""
        lines = [f"  {label}: {say('sheet_row_boxes', n=total)}{walls}", f"    {say('sheet_order_' + zones[0].order)}"]
        if written := self._words({word for zone in zones for word in zone.words}, label):
            lines.append(f"    {say('sheet_row_for', words=written)}")
        if symbols := [self.symbol(layout.boxes[box]) for zone in zones for box in zone.symbols]:
            lines.append(f"    {say('sheet_row_symbols', symbols=', '.join(symbols))}")
        if brings := self._words({event for zone in zones for event in zone.complete}, label):
            lines.append(f"    {say('sheet_row_complete', events=brings)}")
        return "\n".join(lines)

    def _words(self, names: set[str], label: str) -> str:
        """The names that have a word, in the glossary's words, sorted; the sheet's own parts (a zone, a group, an
        area: every box of it has their word) and the row's own word left out."""
        parts = {name for layout in self.layouts for z in layout.zones for name in (z.id, z.group, z.area)}
        worded = {word for name in names - parts if (word := self.name(name)) and word.casefold() != label.casefold()}
        return ", ".join(sorted(worded))

    def symbol(self, box: Box) -> str:
        """A symbol printed on a row, as its cell shows it: the word of the event it raises (`sabotage_1`)."""
        return self.name(box.when_complete) or box.when_complete or "*"

    def sheet(self, text: str) -> str:
        """The runtime's sheet text (a zone a line: `id: cells`) with each row and symbol in the game's words, the
        zones of a worded group on one line."""
        rows: list[tuple[str, list[str]]] = []  # a row's label, and the cells of each of its zones
        last = None  # the group of the row above, while its zones follow one another
        for line, zone in self._zones(text):
            if zone is None:
                rows.append((line, []))
                last = None
                continue
            cells = " ".join(self._cell(cell) for cell in line.partition(": ")[2].split(" "))
            group = self._group(zone)
            if group is not None and group == last:
                rows[-1][1].append(cells)
                continue
            word = (self.name(group) if group else None) or self.name(zone.id)
            label = word[:1].upper() + word[1:] if word else zone.id  # a row's word heads its line
            rows.append((label, [cells]))
            last = group
        return "\n".join(f"{label}: {f' {WALL} '.join(cells)}" if cells else label for label, cells in rows)

    def _zones(self, text: str) -> list[tuple[str, Zone | None]]:
        """Each line of a sheet text with the zone it shows (None for a line that is no zone of a known face)."""
        lines = text.split("\n")
        ids = [found.group(1) for line in lines if (found := _LINE.fullmatch(line))]
        layout = self._layout_of(ids)
        zones = {z.id: z for z in layout.zones} if layout is not None else {}
        return [(line, zones.get(found.group(1)) if (found := _LINE.fullmatch(line)) else None) for line in lines]

    def _group(self, zone: Zone) -> str | None:
        """The group whose row shows `zone`, when its zones are one row (named apart, with a word)."""
        return zone.group if zone.group != zone.id and self.name(zone.group) is not None else None

    def _cell(self, cell: str) -> str:
        found = _CELL.match(cell)
        if found is None or (word := self.name(found.group(2))) is None:
            return cell
        return found.group(1) + word + found.group(3)

    def _grouped(self, layout: Layout, zone: Zone) -> list[Zone]:
        """The zones shown on one row with `zone`: its group's, when the group is named apart and has a word."""
        group = self._group(zone)
        return [z for z in layout.zones if z.group == group] if group is not None else []

    def _layout_of(self, zone_ids: list[str]) -> Layout | None:
        """The face whose rows a sheet text shows (faces share some ids, `system_error`, but not all)."""
        wanted = set(zone_ids)
        return next((layout for layout in self.layouts if {z.id for z in layout.zones} == wanted), None)

    @cached_property
    def layouts(self) -> list[Layout]:
        """Every face of the pack's sheet (`runtime.sheet`); none for a pack without one."""
        spec: Any = (self.pack.game.get("runtime") or {}).get("sheet") if isinstance(self.pack.game, dict) else None
        if not isinstance(spec, dict) or not spec:
            return []
        try:
            return list(layouts_of(self.pack.components, spec).values())
        except SheetError:
            return []

    @cached_property
    def boxes(self) -> dict[str, tuple[Layout, Box]]:
        """Every box of every face, by id, with its face (a face's boxes share ids with no other face's)."""
        found: dict[str, tuple[Layout, Box]] = {}
        for layout in self.layouts:
            for box in layout.boxes:
                found.setdefault(box.id, (layout, box))
        return found

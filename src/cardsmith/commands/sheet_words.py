"""A player sheet's parts in the game's words at the table: its rows, areas and printed symbols, and each box.

The runtime shows a sheet by its layout's ids (`level_3a: _ _ 7 active_rocket_2`) and offers its boxes by id
(`level_3a.2`); a player reads the rulebook's words (`Nivel 3a: _ _ 7 Cohete 2`, `Nivel 3a, casilla 2`). The
words are the pack's glossary (`glossary: LANG: {level_3a: Nivel 3a}`), in the game's language, else English.
A sheet has many numbered parts, so a key may stand for a family of them: `{}` in a key is the number in an id
(`rocket_row_{}: Línea de cohetes {}` names rocket_row_1 to rocket_row_8; `level_{}` names level_1a as `Nivel
1a`). An exact key wins over a family. A part without a word keeps its id, as before.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import Any

from ..pack.catalogue import Pack, name_family
from ..pack.sheet_layout import Box, SheetError, layouts_of
from .words import ScreenWords

SLOT = "{}"
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
        """A sheet part's word (a zone, an area, a symbol's event or word), or None when the glossary has none."""
        if part in self.exact:
            return self.exact[part]
        for pattern, word in self.families:
            if found := pattern.match(part):
                numbers = iter(found.groups())
                return "".join(piece + next(numbers, "") for piece in word.split(SLOT))
        return None

    def row(self, zone: str) -> str:
        """A row (zone) of the sheet as the table labels it: its word, else its id."""
        return self.name(zone) or zone

    def box(self, box_id: str) -> str | None:
        """A box offered by its id (`level_3a.2`) in words: 'Nivel 3a, casilla 2', or a symbol's 'Nivel 3a: Cohete 2';
        None when the id is no box of the sheet or its row has no word."""
        found = BOX_ID.fullmatch(box_id)
        box = self.boxes.get(box_id)
        if found is None or box is None or (row := self.name(found.group(1))) is None:
            return None
        if box.symbol:
            return self.screen("sheet_symbol", row=row, symbol=self.symbol(box))
        return self.screen("sheet_box", row=row, n=int(found.group(2)))

    def symbol(self, box: Box) -> str:
        """A symbol printed on a row, as its cell shows it: the word of the event it raises (`sabotage_1`)."""
        return self.name(box.when_complete) or box.when_complete or "*"

    def sheet(self, text: str) -> str:
        """The runtime's sheet text (a row a line: `id: cells`) with each row and symbol in the game's words."""
        return "\n".join(self._line(line) for line in text.split("\n"))

    def _line(self, line: str) -> str:
        found = _LINE.fullmatch(line)
        if found is None:
            return line
        cells = " ".join(self._cell(cell) for cell in found.group(2).split(" "))
        return f"{self.row(found.group(1))}: {cells}"

    def _cell(self, cell: str) -> str:
        found = _CELL.match(cell)
        if found is None or (word := self.name(found.group(2))) is None:
            return cell
        return found.group(1) + word + found.group(3)

    @cached_property
    def boxes(self) -> dict[str, Box]:
        """Every box of every face of the pack's sheet, by id (a face's boxes share ids with no other face's)."""
        spec: Any = (self.pack.game.get("runtime") or {}).get("sheet") if isinstance(self.pack.game, dict) else None
        if not isinstance(spec, dict) or not spec:
            return {}
        try:
            layouts = layouts_of(self.pack.components, spec).values()
        except SheetError:
            return {}
        found: dict[str, Box] = {}
        for layout in layouts:
            for box in layout.boxes:
                found.setdefault(box.id, box)
        return found

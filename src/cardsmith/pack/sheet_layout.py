"""The layout of a player sheet (boxes, zones, areas, readings), read from a pack's data once.

The geometry a pack declares for its sheets, checked by `check` (each mistake said at its place) and shared by
every game; the marks players make on it are the runtime's (`cardsmith.runtime.sheets`, where the format is
described).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

EMPTY = -1  # a box with no number
X_MARK = -2  # a box crossed while empty: counts as numbered
CROSSED = 1  # flag bits, kept beside the number
CIRCLED = 2
DIVIDED = 4  # a line drawn after the box: it ends a part of its zone, the next box starts another
# open: circled, not crossed; blank: no mark at all; marked: any mark; divided: a line drawn after it
STATES = ("empty", "numbered", "x", "crossed", "circled", "open", "blank", "marked", "divided")
NEEDS = ("circled", "open")  # when a symbol of a zone raises its event as the zone completes
READING_KINDS = ("count", "complete", "fits", "visible", "fillable", "first", "later")
ORDERS = ("ascending", "in_order", "any")
ZONE_KEYS = ("id", "order", "words", "boxes", "symbols", "complete", "group", "through")
BOX_KEYS = ("words", "value", "when_complete", "needs", "first")
_BOX_KEYS = frozenset(BOX_KEYS)


class SheetError(Exception):
    """A layout that cannot be played: said with the path of the data that is wrong."""


@dataclass(frozen=True)
class Box:
    """A box of the sheet to write a number in (or a symbol of its zone), and the words that select it."""

    index: int
    id: str  # "<zone id>.<n>", n from 1
    zone: int
    words: frozenset[str]
    value: int | None = None
    symbol: bool = False  # a symbol of its zone, not a box to number
    when_complete: str = ""  # a symbol's event when its zone is completed (if circled, or if not crossed)
    needs: str = "circled"  # circled: only a circled symbol raises it; open: any symbol not crossed
    first: bool = False  # a bonus claimed first: whoever marks it in the turn it is first marked has the better one


@dataclass(frozen=True)
class Zone:
    """A run of boxes numbered by one rule (`order`), complete when every box is, raising its events then."""

    index: int
    id: str
    area: str
    order: str
    boxes: tuple[int, ...]  # the boxes to number (or cross), in order
    symbols: tuple[int, ...] = ()
    complete: tuple[str, ...] = ()  # events raised when it becomes complete
    words: frozenset[str] = frozenset()
    group: str = ""  # zones of one group (a level made of several zones) are complete together


@dataclass(frozen=True)
class Reading:
    """A named figure the rules read off the sheet (a count of boxes, a zone complete, a number that fits)."""

    name: str
    kind: str  # count, complete, fits, visible, fillable, first, later (the last two: runtime.moves)
    state: str = ""
    words: frozenset[str] = frozenset()
    counter: str = ""  # fits: the counter whose value must fit
    zone: str = ""  # visible: the zone id


@dataclass(frozen=True)
class Layout:
    """One sheet's geometry, built once from a pack's data and shared by every state."""

    boxes: tuple[Box, ...]
    zones: tuple[Zone, ...]
    readings: tuple[Reading, ...] = ()
    events: frozenset[str] = frozenset()  # every event the sheet may raise
    depends: frozenset[str] = field(default_factory=frozenset)  # counters a reading fits
    lines: dict[int, tuple[int, ...]] = field(default_factory=dict)  # box -> the `through` zones it also lies on

    @property
    def words(self) -> frozenset[str]:
        return frozenset().union(*(b.words for b in self.boxes)) if self.boxes else frozenset()

    def blank(self) -> list[int]:
        """A sheet with nothing marked: per box, its number (EMPTY) and its flags (0)."""
        return [EMPTY, 0] * len(self.boxes)

    def matching(self, words: Iterable[str]) -> list[Box]:
        """The boxes that have all these words (a state's name, `empty` or `circled`, is read by `Sheets`).
        The layout never changes, so each set of words is looked up once (rules ask the same ones all game)."""
        wanted = frozenset(words) - {"box"} - set(STATES)
        found = self._matched.get(wanted)
        if found is None:
            found = self._matched[wanted] = tuple(b for b in self.boxes if wanted <= b.words)
        return list(found)

    @cached_property
    def _matched(self) -> dict[frozenset[str], tuple[Box, ...]]:
        return {}

    @cached_property
    def by_id(self) -> dict[str, Box]:
        """Each box by its id (`level_3a.2`)."""
        return {b.id: b for b in self.boxes}


def read_layout(data: Any, readings: Any = None) -> Layout:
    """A layout from a component's `sheet` data (the shape above). Raises SheetError naming what is wrong."""
    areas = _mapping(data, "sheet", "areas")
    boxes: list[Box] = []
    zones: list[Zone] = []
    for area, spec in areas.items():
        for i, zone in enumerate(_list(_mapping({"a": spec}, f"sheet.areas.{area}", "a").get("zones"), area)):
            zones.append(_zone(zone, str(area), f"sheet.areas.{area}.zones[{i}]", len(zones), boxes))
    ids = [z.id for z in zones]
    if len(set(ids)) != len(ids):
        raise SheetError(f"sheet: zone ids repeat ({', '.join(sorted({i for i in ids if ids.count(i) > 1}))})")
    read = tuple(_reading(str(name), spec, ids) for name, spec in (readings or {}).items())
    events = {e for z in zones for e in z.complete} | {b.when_complete for b in boxes if b.when_complete}
    depends = frozenset(r.counter for r in read if r.kind == "fits")
    lines: dict[int, tuple[int, ...]] = {}
    for zone in zones:
        for b in zone.boxes if boxes[zone.boxes[0]].zone != zone.index else ():
            lines[b] = (*lines.get(b, ()), zone.index)
    return Layout(tuple(boxes), tuple(zones), read, frozenset(events), depends, lines)


def _mapping(data: Any, where: str, key: str) -> dict[str, Any]:
    value = data.get(key) if isinstance(data, dict) else None
    if not isinstance(value, dict) or not value:
        raise SheetError(f"{where}: `{key}` must be a mapping")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list) or not value:
        raise SheetError(f"sheet.areas.{where}: `zones` must be a list of zones")
    return value


def _words(spec: dict[str, Any], where: str) -> frozenset[str]:
    words = spec.get("words", [])
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise SheetError(f"{where}: `words` must be a list of names")
    return frozenset(words)


def _zone(spec: Any, area: str, where: str, index: int, boxes: list[Box]) -> Zone:
    if not isinstance(spec, dict) or not isinstance(spec.get("id"), str):
        raise SheetError(f"{where}: a zone is a mapping with an `id`")
    unknown = sorted(set(spec) - set(ZONE_KEYS))
    if unknown:
        raise SheetError(f"{where}: unknown key {', '.join(map(str, unknown))} (a zone has {', '.join(ZONE_KEYS)})")
    zone_id, order = spec["id"], spec.get("order", "any")
    if order not in ORDERS:
        raise SheetError(f"{where}: order {order!r} is not one of {', '.join(ORDERS)}")
    words = _words(spec, where) | {zone_id, area, "box"}
    if "through" in spec:
        return _line(spec, area, where, index, words, boxes)
    listed = spec.get("boxes")
    if isinstance(listed, int) and not isinstance(listed, bool) and listed > 0:
        listed = [{} for _ in range(listed)]
    if not isinstance(listed, list) or not listed:
        raise SheetError(f"{where}: `boxes` is a number of boxes or a list of boxes")
    own = [_box(b, f"{where}.boxes[{n}]", zone_id, index, words, boxes, n + 1) for n, b in enumerate(listed)]
    listed_symbols = spec.get("symbols", [])
    if not isinstance(listed_symbols, list):
        raise SheetError(f"{where}: `symbols` is a list of symbols")
    symbols = [
        _box(b, f"{where}.symbols[{n}]", zone_id, index, words, boxes, len(listed) + n + 1, symbol=True)
        for n, b in enumerate(listed_symbols)
    ]
    complete = spec.get("complete", [])
    if not isinstance(complete, list) or not all(isinstance(e, str) for e in complete):
        raise SheetError(f"{where}: `complete` is a list of events")
    group = spec.get("group", zone_id)
    if not isinstance(group, str):
        raise SheetError(f"{where}: `group` names the group of zones it belongs to")
    return Zone(index, zone_id, area, order, tuple(own), tuple(symbols), tuple(complete), words, group)


def _line(spec: dict[str, Any], area: str, where: str, index: int, words: frozenset[str], boxes: list[Box]) -> Zone:
    """A zone `through` boxes of zones declared before it (a column across rows): the numbers rise along it
    too. It owns no box (a box's words stay its own zone's); it reads as complete like any zone."""
    ids = spec["through"]
    by_id = {b.id: b.index for b in boxes}
    if "boxes" in spec or not isinstance(ids, list) or not ids or any(i not in by_id for i in ids):
        raise SheetError(f"{where}: `through` lists ids of boxes of the zones above it (and no `boxes`)")
    order = spec.get("order", "ascending")
    if order != "ascending":
        raise SheetError(f"{where}: a zone `through` other zones' boxes is ascending")
    return Zone(index, spec["id"], area, order, tuple(by_id[i] for i in ids), (), (), words, spec["id"])


def _box(spec: Any, where: str, zone: str, index: int, words: frozenset[str], boxes: list[Box], n: int,
         symbol: bool = False) -> int:  # fmt: skip
    if not isinstance(spec, dict):
        raise SheetError(f"{where}: a box is a mapping (`{{}}` for a plain box)")
    if not spec.keys() <= _BOX_KEYS:  # asked in C: a sheet has a thousand boxes, most of them `{}`
        unknown = sorted(set(spec) - _BOX_KEYS)
        raise SheetError(f"{where}: unknown key {', '.join(map(str, unknown))} (a box has {', '.join(BOX_KEYS)})")
    value = spec.get("value")
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise SheetError(f"{where}: `value` must be a whole number")
    event = spec.get("when_complete", "")
    if not isinstance(event, str):
        raise SheetError(f"{where}: `when_complete` names an event")
    needs = spec.get("needs", "circled")
    if needs not in NEEDS:
        raise SheetError(f"{where}: needs {needs!r} is not one of {', '.join(NEEDS)}")
    box_id = f"{zone}.{n}"
    own = words.union(_words(spec, where), (box_id,)) if "words" in spec else words | {box_id}
    first = spec.get("first", False)
    if not isinstance(first, bool):
        raise SheetError(f"{where}: `first` is true or false")
    box = Box(len(boxes), box_id, index, own, value, symbol, event, needs, first)
    boxes.append(box)
    return box.index


def _reading(name: str, spec: Any, zones: list[str]) -> Reading:
    where = f"runtime.sheet.readings.{name}"
    if not isinstance(spec, dict) or len(set(spec) & set(READING_KINDS)) != 1:
        raise SheetError(f"{where}: one of {', '.join(READING_KINDS)}")
    unknown = sorted(set(spec) - set(READING_KINDS) - {"words"})
    if unknown:
        raise SheetError(f"{where}: unknown key {', '.join(map(str, unknown))} (a reading has its kind and `words`)")
    words = _names(spec.get("words", []), f"{where}.words")
    if "count" in spec:
        if spec["count"] not in STATES:
            raise SheetError(f"{where}: count {spec['count']!r} is not one of {', '.join(STATES)}")
        return Reading(name, "count", spec["count"], words)
    if "complete" in spec:
        return Reading(name, "complete", words=_names(spec["complete"], f"{where}.complete"))
    for kind in ("fillable", "first", "later"):
        if kind in spec:
            return Reading(name, kind, words=_names(spec[kind], f"{where}.{kind}"))
    if "fits" in spec:
        if not isinstance(spec["fits"], str):
            raise SheetError(f"{where}: fits names the counter whose value must fit")
        return Reading(name, "fits", words=words, counter=spec["fits"])
    if spec["visible"] not in zones:
        raise SheetError(f"{where}: visible {spec['visible']!r} is no zone of the sheet")
    return Reading(name, "visible", zone=str(spec["visible"]))


def _names(value: Any, where: str) -> frozenset[str]:
    if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
        raise SheetError(f"{where}: a list of words")
    return frozenset(value)


def layouts_of(components: list[dict[str, Any]], spec: dict[str, Any]) -> dict[int, Layout]:
    """Every layout `runtime.sheet` names, by the value of its `face_by` option that selects it (`faces:
    {1: adventure_1}`); a sheet of one face is key 0. A face may also be a mapping, `{face: adventure_3,
    component: sheet_3_4, readings: {...}}`: a face of another component, with readings of its own added to
    the common ones (a reading only one face's geometry can give: a track only it has)."""
    faces = spec.get("faces")
    if faces is None:
        return {0: layout_of(components, spec)}
    if not isinstance(faces, dict) or not faces or not spec.get("face_by"):
        raise SheetError("runtime.sheet: `faces` maps values of the `face_by` option to faces, and needs `face_by`")
    found = {}
    for value, face in faces.items():
        number = str(value).removeprefix("-")
        if isinstance(value, bool) or not number.isascii() or not number.isdigit():
            raise SheetError(f"runtime.sheet.faces: {value!r}: a whole number of the option, and a face")
        found[int(value)] = layout_of(components, {**spec, **_face(face, value, spec)})
    return found


def _face(face: Any, value: Any, spec: dict[str, Any]) -> dict[str, Any]:
    """What one face of `faces` changes in `runtime.sheet`: its face name, its component, its own readings."""
    if isinstance(face, str):
        return {"face": face}
    where = f"runtime.sheet.faces.{value}"
    if not isinstance(face, dict) or not isinstance(face.get("face"), str):
        raise SheetError(f"{where}: a face's name, or a mapping with `face` (and `component`, `readings`)")
    unknown = sorted(set(face) - {"face", "component", "readings"})
    if unknown:
        raise SheetError(f"{where}: unknown key {', '.join(map(str, unknown))} (a face has face, component, readings)")
    own = face.get("readings") or {}
    if not isinstance(own, dict):
        raise SheetError(f"{where}.readings: a mapping of readings")
    common = spec.get("readings") or {}
    return {
        "face": face["face"],
        "component": face.get("component", spec.get("component")),
        "readings": {**common, **own},
    }


def layout_of(components: list[dict[str, Any]], spec: dict[str, Any]) -> Layout:
    """The layout `runtime.sheet` names: its component's `data.sheet`, or `data.faces.FACE.sheet`."""
    component = next((c for c in components if str(c.get("id")) == str(spec.get("component"))), None)
    if component is None:
        raise SheetError(f"runtime.sheet.component: no component {spec.get('component')!r}")
    data: dict[str, Any] = component["data"] if isinstance(component.get("data"), dict) else {}
    where = f"component {component['id']}: data"
    face = spec.get("face")
    if face is not None:
        faces: dict[str, Any] = data["faces"] if isinstance(data.get("faces"), dict) else {}
        if not isinstance(faces.get(face), dict):
            raise SheetError(f"{where}.faces has no face {face!r}")
        data, where = faces[face], f"{where}.faces.{face}"
    if not isinstance(data.get("sheet"), dict):
        raise SheetError(f"{where} has no `sheet` layout")
    try:
        return read_layout(data["sheet"], spec.get("readings"))
    except SheetError as error:
        raise SheetError(f"{where}.{error}") from None

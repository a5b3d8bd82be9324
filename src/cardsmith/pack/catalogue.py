"""Loading a pack: game declarations, cards and components, every effect compiled and checked.

A pack is a folder with `game.yaml` and card files. `load_pack` never raises for bad input: every
problem becomes a located `Diagnostic`, and as much of the pack as can be read is still returned.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any, NamedTuple

from .. import __version__
from ..base.diagnostics import Diagnostic, DiagnosticError, Location, close_matches
from ..base.files import hidden, inside, read_text, resolved_folder
from ..base.loader import Located, load_yaml
from ..base.paths import resolve_pack, shown_root
from ..compiler import Compiled, compile_text
from ..compiler.registry import BUILTIN_EVENTS, BUILTIN_FILTER_WORDS
from ..compiler.schema import FIELD_TYPES, cards_schema, game_schema
from ..compiler.semantic import check_refs, reserved_words
from .deck_rules import rules_problems
from .sheet_layout import STATES, Layout, SheetError, layouts_of

# The sheet verbs, with the verb that writes them: a pack with a `runtime:` section plays them on the players'
# sheets that `runtime.sheet` lays out; without one, `check` refuses them (E304), since what it accepts there
# must be playable.
NOT_PLAYABLE = {"write": "write", "cross": "cross", "circle": "circle"}


@dataclass
class Card:
    """One card of a pack as read from its file: its fields, compiled effects and where it was written."""

    id: str
    name: str
    type: str
    copies: int
    fields: dict[str, Any]
    provenance: str
    effects: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    location: Location | None = None
    file: str = ""  # the card file, as shown in diagnostics
    fields_path: tuple[Any, ...] = ()  # where the card's fields are in that file

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "type": self.type,
            "copies": self.copies,
            "fields": self.fields,
            "effects": self.effects,
            "provenance": self.provenance,
        }


@dataclass
class Pack:
    """A loaded pack: its game, cards, components, files and every diagnostic found while checking it."""

    root: Path
    name: str
    game: dict[str, Any] = field(default_factory=dict)
    cards: list[Card] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    procedure: dict[str, Any] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    files: dict[str, Located] = field(default_factory=dict)
    effect_count: int = 0
    shown_root: str = ""  # the folder as diagnostics name it: `cards/<game>`, or the path the user gave

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)

    def declarations(self) -> Declarations:
        """The names this pack declares (its game, cards and components), to check effect texts against."""
        return Declarations(self.game, self.cards, self.components)

    def check_text(
        self, text: str, params: list[str] | None = None
    ) -> tuple[list[dict[str, Any]] | None, list[TextProblem]]:
        """One effect text compiled and its names checked against this pack, exactly as `check` does."""
        return check_text(text, self.declarations(), _as_dict(self.game.get("rules")), params)

    def card_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for card in self.cards:
            counts[card.type] = counts.get(card.type, 0) + card.copies
        return counts

    def component_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for component in self.components:
            counts[component["kind"]] = counts.get(component["kind"], 0) + component["count"]
        return counts

    def to_json(self) -> dict[str, Any]:
        """The compiled catalogue, as `cardsmith export --format json` prints it."""
        declarations = {
            k: v for k, v in self.game.items() if k not in ("setup", "flow", "end", "scoring", "components", "files")
        }
        return {
            "cardsmith": __version__,
            "pack": {
                "id": self.game.get("id", self.name),
                "name": self.game.get("name", self.name),
                "version": str(self.game.get("version", "0")),
                "language": self.game.get("language"),
            },
            "game": declarations,
            "cards": [c.to_json() for c in self.cards],
            "components": [
                {
                    "id": c["id"],
                    "kind": c["kind"],
                    "count": c["count"],
                    "name": c.get("name", c["id"]),
                    **{k: v for k, v in c.items() if k not in ("id", "kind", "count", "name")},
                }
                for c in self.components
            ],
            "counts": {
                "cards": sum(c.copies for c in self.cards),
                "cards_by_type": self.card_counts(),
                "components_by_kind": self.component_counts(),
                "effects": self.effect_count,
            },
            "procedure": self.procedure,
        }


# ---------------------------------------------------------------- declarations


class Declarations:
    """The names a game declares, by namespace, for the semantic checks."""

    def __init__(
        self,
        game: dict[str, Any],
        cards: list[Card] | None = None,
        components: list[dict[str, Any]] | None = None,
        sheet_layouts: Callable[[], list[Layout]] | None = None,
    ):
        self.game = game
        self.cards = cards or []
        self.extra_components = components or []
        self.sheet_layouts = sheet_layouts  # the sheet's layouts as the caller already has them, if it has

    def _keys(self, key: str) -> set[str]:
        value = self.game.get(key)
        if isinstance(value, dict):
            return set(value)
        if isinstance(value, list):
            return {v for v in value if isinstance(v, str)}
        return set()

    @cached_property
    def card_types(self) -> dict[str, Any]:
        types = self.game.get("card_types")
        return types if isinstance(types, dict) else {}

    def _fields(self, *types: str) -> set[str]:
        names: set[str] = set()
        for spec in self.card_types.values():
            for name, f in _as_dict(_as_dict(spec).get("fields")).items():
                if isinstance(f, dict) and f.get("type") in types:
                    names.add(name)
        return names

    @cached_property
    def enum_values(self) -> set[str]:
        values: set[str] = set()
        for spec in self.card_types.values():
            for f in _as_dict(_as_dict(spec).get("fields")).values():
                if isinstance(f, dict) and isinstance(f.get("values"), list):
                    values |= {v for v in f["values"] if isinstance(v, str)}
        return values

    @cached_property
    def sides(self) -> set[str]:
        names: set[str] = set()
        for spec in self.card_types.values():
            if isinstance(spec, dict) and isinstance(spec.get("sides"), list):
                names |= set(spec["sides"])
        return names

    @cached_property
    def components(self) -> set[str]:
        names: set[str] = set()
        listed = self.game.get("components")
        for c in (listed if isinstance(listed, list) else []) + self.extra_components:
            if isinstance(c, dict):
                names |= {str(c.get("id")), str(c.get("kind"))}
        return names

    @cached_property
    def flow_names(self) -> set[str]:
        names: set[str] = set()
        flow = self.game.get("flow")
        for phase in _as_list(_as_dict(flow).get("phases")):
            if isinstance(phase, dict):
                names.add(str(phase.get("id")))
                names |= {str(s.get("id")) for s in _as_list(phase.get("steps")) if isinstance(s, dict)}
        return names

    @cached_property
    def sheet_words(self) -> set[str]:
        """The words of the boxes of the players' sheet (`runtime.sheet`), which sheet verbs select boxes by."""
        layouts = self._layouts
        return set().union(*(set(layout.words) for layout in layouts)) | set(STATES) if layouts else set()

    @cached_property
    def sheet_parts(self) -> set[str]:
        """What a glossary may name on the sheet: its box words, and each row (zone, even one `through` others' boxes)
        and group of rows."""
        return self.sheet_words.union(*({z.id, z.group} for layout in self._layouts for z in layout.zones))

    @cached_property
    def _layouts(self) -> list[Layout]:
        spec = _as_dict(_as_dict(self.game.get("runtime")).get("sheet"))
        if not spec:
            return []
        if self.sheet_layouts is not None:
            return list(self.sheet_layouts())
        try:
            listed = self.game.get("components")
            found = [
                c for c in (listed if isinstance(listed, list) else []) + self.extra_components if isinstance(c, dict)
            ]
            return list(layouts_of(found, spec).values())
        except SheetError:
            return []  # reported by check_runtime

    @cached_property
    def namespaces(self) -> dict[str, set[str]]:
        amounts = self._keys("resources") | self._keys("counters") | self._keys("tokens") | {"points"}
        numeric = self._fields("int") | self._keys("stats")
        card_ids = {c.id for c in self.cards}
        areas = self._keys("areas")
        zones = self._keys("zones")
        types = set(self.card_types)
        filters = (
            types
            | self.enum_values
            | self._keys("states")
            | self.sides
            | self._keys("tokens")
            | self.components
            | set(BUILTIN_FILTER_WORDS)
            | card_ids
            | areas
            | zones
            | self.sheet_words
        )
        return {
            "amount": amounts,
            "zone": zones,
            "place": zones | types | self.sides | self.components | areas | card_ids | {"side", "card"},
            "stat": numeric | amounts,
            "field": numeric | self._fields("resources") | self._keys("tokens"),
            "card_field": self._fields(*FIELD_TYPES) | {"name", "type", "id"},
            "event": set(BUILTIN_EVENTS) | self._keys("events") | self.flow_names,
            "rule": self._keys("rules"),
            "table": self._keys("tables"),
            "marker": self._keys("tokens") | self.components | amounts,
            "filter": filters,
            "event_filter": filters | amounts,
            "value": amounts | numeric | {"players", "round", "turn"},
            "side": self.sides,
            "card": {c.name for c in self.cards} | card_ids,
        }


# ---------------------------------------------------------------- loading


class _Loader:
    """Reads one pack into a `Pack`, collecting diagnostics."""

    def __init__(self, root: Path, shown_root: str):
        self.root = root
        self.shown_root = shown_root.rstrip("/")
        self.pack = Pack(root, root.name, shown_root=self.shown_root)
        self.compiled: dict[str, Compiled] = {}
        self._declared: tuple[tuple[int, int], Declarations] | None = None
        self._sheet: dict[int, Layout] | SheetError | None = None

    def shown(self, path: Path) -> str:
        try:
            return f"{self.shown_root}/{path.resolve().relative_to(self._resolved_root).as_posix()}"
        except (ValueError, OSError, RuntimeError):  # outside the pack, or a loop of links (RuntimeError)
            return str(path)

    @cached_property
    def _folder(self) -> str | None:
        """The pack's folder, links resolved, for reading its files (`base.files.resolved_folder`)."""
        return resolved_folder(self.root)

    @cached_property
    def _resolved_root(self) -> Path:
        """The pack's folder, links resolved once per load rather than once per file (each file's own links
        are still resolved every time, here and where it is read)."""
        return self.root.resolve()

    def report(self, diagnostic: Diagnostic) -> None:
        self.pack.diagnostics.append(diagnostic)

    def load_file(self, path: Path) -> Located | None:
        shown = self.shown(path)
        try:
            located = load_yaml(read_text(path, shown, self.root, folder=self._folder), shown)
        except DiagnosticError as error:
            self.report(error.diagnostic)
            return None
        located.file = path
        self.pack.files[shown] = located
        return located

    def run(self) -> Pack:
        game_file = self.load_file(self.root / "game.yaml")
        if game_file is None:
            return self.pack
        if not isinstance(game_file.data, dict):
            self.report(Diagnostic.at(game_file.where(()), "E103", "game.yaml must be a mapping of keys"))
            return self.pack
        self.validate(game_file, _game_schema())
        game = game_file.data
        self.pack.game = game
        self.pack.name = str(game.get("id") or self.root.name)
        self.check_reserved(game_file)
        self.pack.components = [c for c in _as_list(game.get("components")) if _component_ok(c)]
        card_files = list(self.card_files(game_file))
        for path in card_files:
            located = self.load_file(path)
            if located is not None:
                self.load_cards(located)
        self.check_duplicates()
        self.check_counts(game_file)
        self.check_back_fields(game_file)
        self.compile_all(game_file)
        self.check_deck_rules(game_file)
        self.check_glossary(game_file)
        self.check_agree(game_file)
        self.check_card_names(game_file)
        self.check_runtime(game_file)
        self.check_printed(game_file)
        return self.pack

    # -------------------------------------------------------------- schema
    def validate(self, located: Located, schema: dict[str, Any]) -> None:
        for error in _schema_errors(located.data, schema):
            code, message, hint, at_key = _explain(error)
            path = tuple(error.absolute_path)
            self.report(Diagnostic.at(located.where(path, key=at_key), code, message, hint))

    def check_reserved(self, located: Located) -> None:
        """A declared name may not be a keyword of the effect language."""
        words = reserved_words()
        for path, name, at_key in _declared_names(located.data):
            if name in words:
                self.report(
                    Diagnostic.at(
                        located.where(path, key=at_key),
                        "E302",
                        f"'{name}' is a reserved word of the effect language",
                        f"rename it, e.g. '{name}_'",
                    )
                )

    def declarations(self) -> Declarations:
        """The pack's declarations as read so far: made again only when cards or components were added since
        (what they derive, such as the sheet's words, is worked out once per version, not once per file)."""
        key = (len(self.pack.cards), len(self.pack.components))
        if self._declared is None or self._declared[0] != key:
            declared = Declarations(self.pack.game, self.pack.cards, self.pack.components, self.sheet_layouts)
            self._declared = (key, declared)
        return self._declared[1]

    @cached_property
    def game_declarations(self) -> Declarations:
        """What game.yaml alone declares (resources and counters for cards' fields), worked out once: asked per
        card while the cards are still being read."""
        return Declarations(self.pack.game)

    # -------------------------------------------------------------- files and cards
    def card_files(self, game_file: Located) -> Iterator[Path]:
        listed = self.pack.game.get("files")
        if not isinstance(listed, list):
            folder = self.root / "cards"
            yield from sorted(p for p in folder.glob("*.yaml") if not hidden(p)) if folder.is_dir() else []
            return
        for i, entry in enumerate(listed):
            if not isinstance(entry, str):
                continue
            where = game_file.where(("files", i))
            relative = Path(entry)
            if relative.is_absolute() or ".." in relative.parts:
                self.report(
                    Diagnostic.at(
                        where, "E006", f"'{entry}' leaves the pack folder", "list files by their path inside the pack"
                    )
                )
                continue
            pattern = any(c in entry for c in "*?[")
            matches = sorted(p for p in self.root.glob(entry) if not hidden(p)) if pattern else [self.root / entry]
            for path in matches:
                if not inside(self.root, path):
                    self.report(
                        Diagnostic.at(
                            where,
                            "E006",
                            f"'{entry}' leads outside the pack folder",
                            "a link may point outside the pack",
                        )
                    )
                elif not path.exists():  # anything else that is not a regular file is refused when it is read
                    self.report(Diagnostic.at(where, "E007", f"no such file '{entry}' in the pack"))
                else:
                    yield path

    def load_cards(self, located: Located) -> None:
        if located.data in (None, {}):
            return
        if not isinstance(located.data, dict):
            self.report(Diagnostic.at(located.where(()), "E103", "a card file must be a mapping with 'cards:'"))
            return
        self.validate(located, _cards_schema())
        self.pack.components += [c for c in _as_list(located.data.get("components")) if _component_ok(c)]
        types = self.declarations().card_types
        for i, raw in enumerate(_as_list(located.data.get("cards"))):
            if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
                continue
            card = Card(
                raw["id"],
                str(raw.get("name", raw["id"])),
                str(raw.get("type", "")),
                raw.get("copies", 1) if isinstance(raw.get("copies", 1), int) else 1,
                dict(raw.get("fields") or {}) if isinstance(raw.get("fields"), dict) else {},
                str(raw.get("provenance", "")),
                location=located.where(("cards", i)),
            )
            card.file, card.fields_path = located.path, ("cards", i, "fields")
            self.check_provenance(located, raw, i)
            self.check_printable(located, card.name, ("cards", i, "name"), "the name", lines=False)
            if card.type not in types:
                close = close_matches(card.type, list(types))
                self.report(
                    Diagnostic.at(
                        located.where(("cards", i, "type")),
                        "E301",
                        f"unknown card type '{card.type}'",
                        f"did you mean '{close[0]}'?" if close else _known(types),
                    )
                )
            else:
                self.check_fields(located, card, types[card.type], ("cards", i, "fields"))
            self.pack.cards.append(card)

    def check_printable(self, located: Located, text: str, path: tuple[Any, ...], what: str, *, lines: bool) -> None:
        """Control characters in a name or text would print as nothing, move the terminal's cursor or reverse
        the text's direction (a bidi override): refuse them where they were written."""
        bad = _unprintable(text, lines)
        if bad is not None:
            self.report(
                Diagnostic.at(
                    located.where(path),
                    "E103",
                    f"{what} holds the control character U+{ord(bad):04X}",
                    "remove it: names and texts are printed and shown as written" + ("" if lines else ", on one line"),
                )
            )

    def check_provenance(self, located: Located, raw: dict[str, Any], i: int) -> None:
        """A pack taken from a rulebook (its game.yaml names a `source:`) says where each card comes from, so
        that its fidelity can be judged; a designer's own game (no `source:`) needs no provenance."""
        if "provenance" in raw or not self.pack.game.get("source"):
            return
        self.report(
            Diagnostic.at(
                located.where(("cards", i)),
                "E101",
                f"card '{raw['id']}' lacks 'provenance': this pack is taken from a rulebook (game.yaml 'source:')",
                "write 'provenance: \"rulebook: <where>\"' or 'provenance: \"stand-in: <why>\"'",
            )
        )

    def check_fields(self, located: Located, card: Card, spec: dict[str, Any], path: tuple[Any, ...]) -> None:
        declared: dict[str, Any] = _as_dict(spec.get("fields"))
        for name, value in card.fields.items():
            if name not in declared:
                close = close_matches(name, list(declared))
                self.report(
                    Diagnostic.at(
                        located.where(path + (name,), key=True),
                        "E102",
                        f"card type '{card.type}' has no field '{name}'",
                        f"did you mean '{close[0]}'?" if close else _known(declared),
                    )
                )
                continue
            problem = _field_problem(declared[name], value, self.game_declarations)
            if problem:
                self.report(Diagnostic.at(located.where(path + (name,)), problem[0], problem[1], problem[2]))
            elif isinstance(value, str):
                self.check_printable(located, value, path + (name,), f"the field '{name}'", lines=True)
        for name, f in declared.items():
            if isinstance(f, dict) and f.get("required") and name not in card.fields:
                self.report(
                    Diagnostic.at(
                        located.where(path[:-1]), "E101", f"card '{card.id}' lacks the required field '{name}'"
                    )
                )

    def check_duplicates(self) -> None:
        seen: dict[str, Card] = {}
        for card in self.pack.cards:
            if card.id in seen and card.location:
                first = seen[card.id].location
                self.report(
                    Diagnostic.at(
                        card.location,
                        "E105",
                        f"duplicate card id '{card.id}'",
                        f"first used at {first.path}:{first.line}" if first else None,
                    )
                )
            seen.setdefault(card.id, card)
        ids: set[str] = set()
        for component in self.pack.components:
            if component["id"] in ids:
                self.report(
                    Diagnostic("E105", f"duplicate component id '{component['id']}'", self.shown_root + "/game.yaml")
                )
            ids.add(component["id"])

    def check_counts(self, game_file: Located) -> None:
        counts = self.pack.card_counts()
        for name, spec in self.declarations().card_types.items():
            if isinstance(spec, dict) and isinstance(spec.get("count"), int) and counts.get(name, 0) != spec["count"]:
                self.report(
                    Diagnostic.at(
                        game_file.where(("card_types", name, "count")),
                        "E106",
                        f"card type '{name}' declares {spec['count']} cards but the pack has {counts.get(name, 0)}",
                        "check the copies of its cards",
                    )
                )

    def check_back_fields(self, game_file: Located) -> None:
        """A card type's `back_fields` name its own fields: a misspelt one would print on the front, unnoticed."""
        for name, spec in self.declarations().card_types.items():
            fields = set(_as_dict(_as_dict(spec).get("fields")))
            for i, field_name in enumerate(_as_list(_as_dict(spec).get("back_fields"))):
                if field_name not in fields:
                    close = close_matches(str(field_name), sorted(fields))
                    self.report(
                        Diagnostic.at(
                            game_file.where(("card_types", name, "back_fields", i)),
                            "E301",
                            f"card type '{name}': back field '{field_name}' is not one of its fields",
                            f"did you mean '{close[0]}'?" if close else _known(fields),
                        )
                    )

    def check_printed(self, game_file: Located) -> None:
        """An effect field's `printed: FIELD` names a text field of the same card type (the designer's sentence)."""
        for name, spec in self.declarations().card_types.items():
            fields = _as_dict(_as_dict(spec).get("fields"))
            for name_of_field, f in fields.items():
                printed = _as_dict(f).get("printed")
                if printed is None:
                    continue
                if _as_dict(f).get("type") != "effect" or _as_dict(fields.get(printed)).get("type") != "text":
                    self.report(
                        Diagnostic.at(
                            game_file.where(("card_types", name, "fields", name_of_field, "printed")),
                            "E103",
                            f"card type '{name}': `printed: {printed}` must be on an effect field and name a text "
                            "field of the same card type",
                            f"declare `{printed}: {{type: text}}` and write the card's sentence there",
                        )
                    )

    def check_card_names(self, game_file: Located) -> None:
        """A glossary language that names some cards by their id must name them all: a printout in that language
        would otherwise mix two languages on the cards' titles."""
        cards = [card.id for card in self.pack.cards]
        for lang, names in _as_dict(self.pack.game.get("glossary")).items():
            named = set(_as_dict(names))
            missing = [card for card in dict.fromkeys(cards) if card not in named]
            if missing and len(missing) < len(set(cards)):
                shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
                self.report(
                    Diagnostic.at(
                        game_file.where(("glossary", lang), key=True),
                        "W302",
                        f"glossary ({lang}) names {len(set(cards)) - len(missing)} cards but not {shown}",
                        f"give each card's {lang} name by its id, or none",
                        severity="warning",
                    )
                )

    def check_agree(self, game_file: Located) -> None:
        """Each of the pack's agreement patterns (`agree:`) is a regular expression whose replacement names only
        its groups: a broken one would otherwise be dropped from every printed sentence without a word."""
        for lang, pairs in _as_dict(self.pack.game.get("agree")).items():
            for i, pair in enumerate(pairs if isinstance(pairs, list) else []):
                if isinstance(pair, list) and len(pair) == 2 and (why := agree_error(str(pair[0]), str(pair[1]))):
                    self.report(
                        Diagnostic.at(
                            game_file.where(("agree", lang, i, 0)),
                            "E100",
                            f"agree ({lang}) pattern {i + 1}: {why}",
                            "write a Python regular expression, and name in the replacement (\\1) only its groups",
                        )
                    )

    def check_glossary(self, game_file: Located) -> None:
        """Every word of the glossary and the labels names something the game declares (a typo would never print);
        a glossary key with a space is a phrase a rules module says at the table, not a name."""
        decl = self.declarations()
        fields = {str(f) for spec in decl.card_types.values() for f in _as_dict(_as_dict(spec).get("fields"))}
        values = {v for card in self.pack.cards for value in card.fields.values() for v in _strings(value)}
        cards = {card.id for card in self.pack.cards}  # a card's id names it: its printed name in that language
        known: set[str] = set().union(*decl.namespaces.values()) | decl.flow_names | fields | values | cards
        known |= decl.sheet_parts  # a row of the sheet, a group of rows
        for section in ("glossary", "labels"):
            for lang, names in _as_dict(self.pack.game.get(section)).items():
                for name in _as_dict(names):
                    if name in known or (section == "glossary" and " " in str(name)):  # a name, or a phrase
                        continue
                    numbered = name_family(str(name)) if section == "glossary" else None
                    parts = decl.sheet_parts | decl.namespaces["event"]  # a sheet's rows, words and symbols' events
                    if numbered is not None and any(numbered.match(part) for part in parts):
                        continue
                    close = close_matches(str(name), sorted(known))
                    what = "names no part of the sheet" if numbered else "is not a name the game declares"
                    self.report(
                        Diagnostic.at(
                            game_file.where((section, lang, name), key=True),
                            "E301",
                            f"{section} ({lang}): '{name}' {what}",
                            f"did you mean '{close[0]}'?" if close else "list declared names only",
                        )
                    )

    def check_runtime(self, game_file: Located) -> None:
        """The `runtime:` section names what the pack declares, so that what `check` accepts can be played."""
        section = _as_dict(self.pack.game.get("runtime"))
        if not section:
            return
        decl = self.declarations()
        zones = decl.namespaces["zone"] | {str(section.get("supply", "supply"))}
        amounts = decl.namespaces["amount"]

        def unknown(path: tuple[Any, ...], name: Any, known: set[str], what: str) -> None:
            if isinstance(name, str) and name not in known:
                close = close_matches(name, sorted(known))
                hint = f"did you mean '{close[0]}'?" if close else _known(known)
                self.report(Diagnostic.at(game_file.where(path), "E301", f"{what} '{name}'", hint))

        for key in ("hand", "play_zone", "hosted_zone", "default_discard"):
            unknown(("runtime", key), section.get(key), zones, f"runtime.{key}: no zone")
        for key in ("board", "active_zones", "keeps_owner"):
            for i, name in enumerate(_as_list(section.get(key))):
                unknown(("runtime", key, i), name, zones, f"runtime.{key}: no zone")
        for key in ("discard", "decks"):
            for card_type, name in _as_dict(section.get(key)).items():
                unknown(("runtime", key, card_type), card_type, set(decl.card_types), f"runtime.{key}: no card type")
                unknown(("runtime", key, card_type), name, zones, f"runtime.{key}.{card_type}: no zone")
        for deck, pile in _as_dict(section.get("restock")).items():
            unknown(("runtime", "restock", deck), deck, zones, "runtime.restock: no zone")
            unknown(("runtime", "restock", deck), pile, zones, f"runtime.restock.{deck}: no zone")
        unknown(("runtime", "score"), section.get("score", "points"), amounts, "runtime.score: no counter or resource")
        cost = section.get("cost_field", "cost")
        for type_name, spec in decl.card_types.items():
            f = _as_dict(_as_dict(_as_dict(spec).get("fields")).get(cost))
            if f and f.get("type") != "resources":
                self.report(
                    Diagnostic.at(
                        game_file.where(("card_types", type_name, "fields", cost, "type")),
                        "E103",
                        f"card type '{type_name}': the cost field '{cost}' must be a map of resources to pay "
                        f"(type: resources), not {f.get('type')}",
                        "write e.g. `cost: {type: resources}` and `cost: {energy: 1}` on the cards, or name "
                        "another field in runtime.cost_field",
                    )
                )
        order = _as_dict(self.pack.game.get("flow")).get("turn_order")
        if order == "board_order":
            self.report(
                Diagnostic.at(
                    game_file.where(("flow", "turn_order")),
                    "E304",
                    f"the runtime cannot play turn_order '{order}' yet",
                    "use clockwise, counterclockwise, simultaneous or {by: COUNTER}, or leave out the runtime section",
                )
            )
        elif isinstance(order, dict):
            unknown(("flow", "turn_order", "by"), order.get("by"), decl.namespaces["value"], "turn_order: no counter")
        for i, name in enumerate(_as_list(section.get("tie_break"))):
            unknown(("runtime", "tie_break", i), name, amounts, "runtime.tie_break: no counter or resource")
        shared = {n for n, b in _as_dict(self.pack.game.get("counters")).items() if _as_dict(b).get("scope") == "game"}
        if section.get("rival") is not None:
            unknown(
                ("runtime", "rival"), section.get("rival"), shared, "runtime.rival: no game-wide counter (scope: game)"
            )
        for i, name in enumerate(_as_list(section.get("options"))):
            unknown(("runtime", "options", i), name, shared, "runtime.options: no game-wide counter (scope: game)")
        pieces = {str(c.get("id")) for c in self.pack.components} | {str(c.get("kind")) for c in self.pack.components}
        for i, name in enumerate(_as_list(section.get("pieces"))):
            unknown(("runtime", "pieces", i), name, pieces, "runtime.pieces: no component kind or id")
        self.check_sheet(game_file, section, amounts)
        rank_by = section.get("rank_by")
        if isinstance(rank_by, str) and rank_by not in decl.namespaces["field"]:
            unknown(("runtime", "rank_by"), rank_by, decl.namespaces["field"], "runtime.rank_by: no number field")

    def check_deck_rules(self, game_file: Located) -> None:
        for problem in rules_problems(self.pack, game_file):
            self.report(problem)

    # -------------------------------------------------------------- effects
    def compile_all(self, game_file: Located) -> None:
        decl = self.declarations()
        game = self.pack.game
        procedure: dict[str, Any] = {}
        for key in ("setup",):
            if isinstance(game.get(key), str):
                procedure[key] = self.compile(game_file, (key,), game[key], decl)
        flow = game.get("flow")
        if isinstance(flow, dict):
            phases = []
            for i, phase in enumerate(_as_list(flow.get("phases"))):
                if not isinstance(phase, dict):
                    continue
                steps = []
                for j, step in enumerate(_as_list(phase.get("steps"))):
                    if isinstance(step, dict) and isinstance(step.get("do"), str):
                        ir = self.compile(game_file, ("flow", "phases", i, "steps", j, "do"), step["do"], decl)
                        steps.append({**{k: v for k, v in step.items() if k != "do"}, "do": ir})
                phases.append({**{k: v for k, v in phase.items() if k != "steps"}, "steps": steps})
            procedure["flow"] = {"turn_order": flow.get("turn_order", "clockwise"), "phases": phases}
        for key in ("end", "scoring"):
            items = game.get(key)
            if isinstance(items, list):
                procedure[key] = [
                    self.compile(game_file, (key, i), t, decl) for i, t in enumerate(items) if isinstance(t, str)
                ]
        rules = game.get("rules")
        if isinstance(rules, dict):
            compiled_rules = {}
            for name, rule in rules.items():
                if isinstance(rule, dict) and isinstance(rule.get("text"), str):
                    compiled_rules[name] = {
                        "params": _as_list(rule.get("params")),
                        "effects": self.compile(
                            game_file,
                            ("rules", name, "text"),
                            rule["text"],
                            decl,
                            params=[p for p in _as_list(rule.get("params")) if isinstance(p, str)],
                        ),
                    }
            procedure["rules"] = compiled_rules
        self.pack.procedure = procedure
        for card in self.pack.cards:
            spec = decl.card_types.get(card.type)
            if not isinstance(spec, dict):
                continue
            located = self.pack.files[card.file]
            for name, f in _as_dict(spec.get("fields")).items():
                if isinstance(f, dict) and f.get("type") == "effect" and isinstance(card.fields.get(name), str):
                    path = (*card.fields_path, name)
                    ir = self.compile(located, path, card.fields[name], decl)
                    if ir is not None:
                        card.effects[name] = ir
            card.fields = {k: v for k, v in card.fields.items() if k not in card.effects}

    def compile(
        self, located: Located, path: tuple[Any, ...], text: str, decl: Declarations, params: list[str] | None = None
    ) -> list[dict[str, Any]] | None:
        self.pack.effect_count += 1
        compiled = self.compiled.get(text)
        if compiled is None:  # many cards share a text: compile each text once per pack
            compiled = self.compiled[text] = compile_text(text)
        ir, problems = check_text(text, decl, _as_dict(self.pack.game.get("rules")), params, compiled)
        for p in problems:
            self.report(Diagnostic.at(located.text_position(path, p.line, p.column), p.code, p.message, p.hint))
        if ir is not None and not problems and _as_dict(self.pack.game.get("runtime")):
            self.check_playable(located, path, text, ir)
            self.check_play_zone(located, path, text, ir)
            self.check_discard_pile(located, path, text, ir)
        return ir

    def check_discard_pile(self, located: Located, path: tuple[Any, ...], text: str, ir: list[dict[str, Any]]) -> None:
        """`discard`, `destroy` and `eliminate` put a card in the discard pile of its type (`runtime.discard`, else
        `runtime.default_discard`): a verb that can only find cards of types without one, or a pack with no pile at
        all, would stop the game at run time, so it is refused at the verb."""
        runtime = _as_dict(self.pack.game.get("runtime"))
        if runtime.get("default_discard") or not any(verb in text for verb in DISCARDING):
            return
        piles = set(_as_dict(runtime.get("discard")))
        card_types = set(self.declarations().card_types)
        for node in _effect_nodes(ir, set(DISCARDING)):
            named = {w for w in _as_list(_as_dict(node.get("target")).get("filter")) if w in card_types}
            if piles and (not named or named & piles):
                continue  # a card of a type with a pile may be found
            shown = ", ".join(sorted(named)) or "any card"
            line, column = _word_position(text, node["effect"])
            self.report(
                Diagnostic.at(
                    located.text_position(path, line, column),
                    "E304",
                    f"`{node['effect']}` has no discard pile to put {shown} in: "
                    + (f"runtime.discard names none for {shown}" if piles else "the pack declares none"),
                    "declare the pile in runtime.discard (`discard: {"
                    + (sorted(named)[0] if named else "CARD_TYPE")
                    + ": discard_pile}`) or runtime.default_discard",
                )
            )

    def check_play_zone(self, located: Located, path: tuple[Any, ...], text: str, ir: list[dict[str, Any]]) -> None:
        """A card played with no `to ZONE` and no card to be played at goes into the player's `runtime.play_zone`:
        without one it would go nowhere the game declares, so it is refused, at the verb."""
        if "play" not in text or _as_dict(self.pack.game.get("runtime")).get("play_zone"):
            return
        for node in _effect_nodes(ir, {"play"}):
            if node.get("destination") or node.get("host"):
                continue
            line, column = _word_position(text, "play", skip="on ")
            self.report(
                Diagnostic.at(
                    located.text_position(path, line, column),
                    "E304",
                    "`play` has nowhere to put the card: no `to ZONE`, no card to play it at, and no runtime.play_zone",
                    "write where it goes (`play 1 card from hand to discard_pile`), or declare the players' play "
                    "area in runtime.play_zone (a zone with `owner: player`)",
                )
            )
            return  # one report a text: each further `play` says the same

    def check_playable(self, located: Located, path: tuple[Any, ...], text: str, ir: list[dict[str, Any]]) -> None:
        """Sheet verbs (write, cross, circle) run on the sheets of `runtime.sheet`: without it they cannot run,
        and with it each must name words some box of the sheet has; said at the verb."""
        if not any(verb in text for verb in NOT_PLAYABLE.values()):
            return  # none of their verbs in the text (the walk of the IR costs more than this look)
        layouts = self.sheet_layouts()
        for node in _effect_nodes(ir, set(NOT_PLAYABLE)):
            kind = node["effect"]
            line, column = _word_position(text, NOT_PLAYABLE[kind])
            where = located.text_position(path, line, column)
            if not layouts:
                hint = "declare the players' sheets in runtime.sheet (docs/authoring.md), or leave out runtime:"
                message = f"the runtime cannot play `{kind}` without runtime.sheet"
                self.report(Diagnostic.at(where, "E304", message, hint))
                continue
            words = _sheet_words(node)
            if not any(layout.matching(words) for layout in layouts):
                shown = " ".join(words) or "box"
                hint = f"the sheet's words include: {', '.join(sorted(layouts[0].words)[:12])}"
                self.report(Diagnostic.at(where, "E304", f"`{kind}`: no box of the sheet is '{shown}'", hint))

    def sheet_layouts(self) -> list[Layout]:
        """The layouts `runtime.sheet` names (none: no sheet, or one that `check_runtime` reports as wrong)."""
        found = self.sheet()
        return [] if isinstance(found, SheetError) else list(found.values())

    def sheet(self) -> dict[int, Layout] | SheetError:
        """`runtime.sheet`'s layouts by face, or why they cannot be played: worked out once, when first asked
        (after the pack's components are all read), for the checks of the sheet, of the verbs and of the names."""
        if self._sheet is None:
            spec = _as_dict(_as_dict(self.pack.game.get("runtime")).get("sheet"))
            try:
                self._sheet = layouts_of(self.pack.components, spec) if spec else {}
            except SheetError as error:
                self._sheet = error
        return self._sheet

    def check_sheet(self, game_file: Located, section: dict[str, Any], amounts: set[str]) -> None:
        """`runtime.sheet`: a component with a playable layout, readings kept in declared counters."""
        spec = _as_dict(section.get("sheet"))
        if not spec:
            return
        face_by = spec.get("face_by")
        if face_by is not None and face_by not in _as_list(section.get("options")):
            self.report(
                Diagnostic.at(
                    game_file.where(("runtime", "sheet", "face_by")),
                    "E301",
                    f"runtime.sheet.face_by: '{face_by}' is no option of runtime.options",
                    "name a game-wide counter listed in runtime.options: the face is chosen before setup",
                )
            )
        error = self.sheet()
        if isinstance(error, SheetError):
            self.report(
                Diagnostic.at(
                    game_file.where(("runtime", "sheet")),
                    "E304",
                    f"the players' sheet cannot be played: {error}",
                    "lay the sheet out as docs/authoring.md says (Player sheets)",
                )
            )
        for name, reading in _as_dict(spec.get("readings")).items():
            fits = _as_dict(reading).get("fits")
            if isinstance(fits, str) and fits not in amounts:
                self.report(
                    Diagnostic.at(
                        game_file.where(("runtime", "sheet", "readings", name, "fits")),
                        "E301",
                        f"runtime.sheet.readings.{name}: fits no counter '{fits}'",
                        "name the counter whose value the boxes must take",
                    )
                )
            if name not in amounts:
                close = close_matches(str(name), sorted(amounts))
                hint = f"did you mean '{close[0]}'?" if close else "declare it in counters:"
                self.report(
                    Diagnostic.at(
                        game_file.where(("runtime", "sheet", "readings", name)),
                        "E301",
                        f"runtime.sheet.readings: no counter '{name}'",
                        hint,
                    )
                )


def name_family(key: str) -> re.Pattern[str] | None:
    """The names a glossary key with `{}` words at once (`rocket_row_{}`: rocket_row_1 … rocket_row_12, `level_{}`:
    level_1a), `{}` standing for a number, perhaps with a letter; None for a plain key or a phrase (with a space)."""
    if "{}" not in key or " " in key:
        return None
    return re.compile("([0-9]+[a-z]?)".join(re.escape(part) for part in key.split("{}")) + r"\Z")


def _sheet_words(node: dict[str, Any]) -> list[str]:
    """The words a sheet verb selects boxes by: its filter, its target's, and the area it names."""
    target = _as_dict(node.get("target"))
    zone = _as_dict(_as_dict(target.get("location")).get("zone"))
    words = [*_as_list(node.get("filter")), *_as_list(target.get("filter"))]
    return [str(w) for w in words] + ([str(zone["name"])] if zone.get("name") else [])


DISCARDING = ("discard", "destroy", "eliminate")  # the verbs that put a card in its type's discard pile


def _effect_nodes(node: Any, kinds: set[str]) -> list[dict[str, Any]]:
    """Every effect of those kinds in a compiled text, nested ones included, in text order."""
    if isinstance(node, list):
        return [found for n in node for found in _effect_nodes(n, kinds)]
    if not isinstance(node, dict):
        return []
    own = [node] if node.get("effect") in kinds else []
    return own + [f for v in node.values() if isinstance(v, (dict, list)) for f in _effect_nodes(v, kinds)]


def _word_position(text: str, verb: str, skip: str = "") -> tuple[int, int]:
    """(line, column) of the first use of a verb (`cross` or `crosses`) in a text, not right after `skip` (`on
    play:` is a trigger, not the verb); (1, 1) if not found."""
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("#")[0]
        for match in re.finditer(rf"\b{verb}(?:e?s)?\b", code):
            if not skip or not code[: match.start()].endswith(skip):
                return number, match.start() + 1
    return 1, 1


def _as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _declared_names(game: dict[str, Any]) -> Iterator[tuple[tuple[Any, ...], str, bool]]:
    """Every name the game declares: (path in game.yaml, name, whether the name is a key)."""
    for section in ("resources", "counters", "tokens", "zones", "card_types", "tables", "rules"):
        for name in _as_dict(game.get(section)):
            yield (section, name), name, True
    for section in ("states", "stats", "events", "areas"):
        for i, name in enumerate(_as_list(game.get(section))):
            if isinstance(name, str):
                yield (section, i), name, False
    for type_name, spec in _as_dict(game.get("card_types")).items():
        for i, side in enumerate(_as_list(_as_dict(spec).get("sides"))):
            if isinstance(side, str):
                yield ("card_types", type_name, "sides", i), side, False
        for field_name, f in _as_dict(_as_dict(spec).get("fields")).items():
            for i, value in enumerate(_as_list(_as_dict(f).get("values"))):
                if isinstance(value, str):
                    yield ("card_types", type_name, "fields", field_name, "values", i), value, False


def _component_ok(c: Any) -> bool:
    return (
        isinstance(c, dict)
        and isinstance(c.get("id"), str)
        and isinstance(c.get("kind"), str)
        and isinstance(c.get("count"), int)
    )


def _known(names: Any) -> str:
    listed = sorted(names)
    return "known: " + ", ".join(listed[:12]) + (" ..." if len(listed) > 12 else "") if listed else "none declared"


_BIDI_CONTROLS = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
# The characters `_unprintable` refuses, found by one C-level search rather than a Python step per character
# (a pack's names and texts are tens of thousands of characters): with lines, a line break and a tab pass.
_CONTROLS = re.compile(rf"[\x00-\x1f\x7f-\x9f{_BIDI_CONTROLS}]")
_CONTROLS_IN_LINES = re.compile(rf"[\x00-\x08\x0b-\x1f\x7f-\x9f{_BIDI_CONTROLS}]")  # not \t (09), \n (0a)


def _unprintable(text: str, lines: bool) -> str | None:
    """The first character of `text` that is a control (C0, DEL, C1) or a bidi override; a line break and a tab
    are allowed where the text may have lines."""
    found = (_CONTROLS_IN_LINES if lines else _CONTROLS).search(text)
    return found.group() if found else None


def _field_problem(spec: Any, value: Any, decl: Declarations) -> tuple[str, str, str | None] | None:
    if not isinstance(spec, dict):
        return None
    kind = spec.get("type")
    if kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            return "E103", f"expected a whole number, got {_shown(value)}", None
        if isinstance(spec.get("min"), int) and value < spec["min"]:
            return "E104", f"{value} is below the minimum {spec['min']}", None
        if isinstance(spec.get("max"), int) and value > spec["max"]:
            return "E104", f"{value} is above the maximum {spec['max']}", None
    elif kind == "enum":
        values = _as_list(spec.get("values"))
        if value not in values:
            close = close_matches(str(value), [str(v) for v in values])
            return (
                "E301",
                f"'{value}' is not one of {', '.join(map(str, values))}",
                (f"did you mean '{close[0]}'?" if close else None),
            )
    elif kind in ("text", "effect"):
        if not isinstance(value, str):
            return "E103", f"expected text, got {_shown(value)}", "quote it"
    elif kind == "bool":
        if not isinstance(value, bool):
            return "E103", f"expected true or false, got {_shown(value)}", None
    elif kind == "list":
        if not isinstance(value, list):
            return "E103", f"expected a list, got {_shown(value)}", None
    elif kind == "resources":
        if not isinstance(value, dict):
            return "E103", f"expected a map of resource to amount, got {_shown(value)}", None
        amounts = decl.namespaces["amount"]
        for name, amount in value.items():
            if name not in amounts:
                close = close_matches(name, sorted(amounts))
                return "E301", f"unknown resource '{name}'", (f"did you mean '{close[0]}'?" if close else None)
            if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                return "E104", f"amount of '{name}' must be a whole number >= 0", None
    elif kind == "map" and not isinstance(value, dict):
        return "E103", f"expected a mapping, got {_shown(value)}", None
    return None


def _strings(value: Any) -> list[str]:
    """The words a field value holds (a card's field may list names to print as labels)."""
    if isinstance(value, str):
        return [value] if " " not in value else []
    if isinstance(value, list):
        return [v for v in value if isinstance(v, str) and " " not in v]
    return []


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, (dict, list)):
        return "a mapping" if isinstance(value, dict) else "a list"
    return repr(value)


def _schema_errors(data: Any, schema: dict[str, Any]) -> list[Any]:
    """All schema errors (jsonschema is imported only when a fast check fails)."""
    from ..compiler.validate import fast_valid

    if fast_valid(schema, data):
        return []
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema)
    errors = []
    for error in validator.iter_errors(data):
        errors.extend(_leaves(error))
    return sorted(errors, key=lambda e: [str(p) for p in e.absolute_path])


def _leaves(error: Any) -> list[Any]:
    if error.context and error.validator in ("anyOf", "oneOf"):
        import jsonschema

        best = jsonschema.exceptions.best_match(error.context)
        return [best] if best is not None else [error]
    return [error]


def _explain(error: Any) -> tuple[str, str, str | None, bool]:
    """A schema error as (code, message, hint, point at the key)."""
    kind = error.validator
    where = "/".join(str(p) for p in error.absolute_path) or "the file"
    if kind == "additionalProperties":
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        allowed = sorted(error.schema.get("properties", {}))
        name = extra[0] if extra else "?"
        close = close_matches(name, allowed)
        path_note = f" in {where}" if error.absolute_path else ""
        error.absolute_path.append(name)
        return (
            "E102",
            f"unknown key '{name}'{path_note}",
            (f"did you mean '{close[0]}'?" if close else "allowed: " + ", ".join(allowed)),
            True,
        )
    if kind == "required":
        return "E101", f"{where}: {error.message}", None, False
    if kind == "type":
        return "E103", f"{where}: expected {error.validator_value}, got {_shown(error.instance)}", None, False
    if kind in (
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "maxLength",
        "minLength",
        "maxItems",
        "minItems",
    ):
        return "E104", f"{where}: {error.message}", None, False
    if kind == "enum":
        close = close_matches(str(error.instance), [str(v) for v in error.validator_value])
        return (
            "E100",
            f"{where}: {_shown(error.instance)} is not one of {', '.join(map(str, error.validator_value))}",
            (f"did you mean '{close[0]}'?" if close else None),
            False,
        )
    if kind == "pattern":
        hint = "use lower_snake_case" if "a-z" in str(error.validator_value) else None
        if "rulebook" in str(error.validator_value):
            hint = "start with 'rulebook: <where>' or 'stand-in: <why>'"
        return "E100", f"{where}: {_shown(error.instance)} does not match the expected form", hint, False
    return "E100", f"{where}: {error.message}", None, False


# ---------------------------------------------------------------- entry points


class TextProblem(NamedTuple):
    """A problem inside one effect text; line and column count from 1 within the text."""

    code: str
    message: str
    hint: str | None
    line: int
    column: int


def check_text(
    text: str,
    decl: Declarations,
    rules: dict[str, Any],
    params: list[str] | None = None,
    compiled: Compiled | None = None,
) -> tuple[list[dict[str, Any]] | None, list[TextProblem]]:
    """Compile one effect text and check its names against a game's declarations: the one place this is done
    (`check`, `compile PACK TEXT` and `import` all come here). The IR is None when the text does not parse."""
    compiled = compiled or compile_text(text)
    if compiled.problem:
        p = compiled.problem
        return None, [TextProblem(p.code, p.message, p.hint, p.line, p.column)]
    problems = [
        TextProblem(code, message, hint, ref.line, ref.column)
        for code, ref, message, hint in check_refs(
            compiled.ir or [], compiled.refs, decl.namespaces, rules, params, compiled.calls
        )
    ]
    return compiled.ir, problems


# The schemas of game.yaml and of a card file, made once: the validator knows a schema it has seen by identity.
_game_schema = cache(game_schema)
_cards_schema = cache(cards_schema)


def load_pack(name: str) -> Pack:
    """Load and check one pack. Raises PackNotFound only when there is nothing to load."""
    root = resolve_pack(name)
    return _Loader(root, shown_root(name, root)).run()


def summary(pack: Pack) -> dict[str, Any]:
    """The one-line figures of a pack, as `cardsmith check` prints them."""
    return {
        "pack": pack.name,
        "cards": sum(c.copies for c in pack.cards),
        "card_types": pack.card_counts(),
        "components": pack.component_counts(),
        "effects": pack.effect_count,
    }


def agree_error(pattern: str, replacement: str) -> str | None:
    """Why a pack's agreement pattern cannot be used (not a regular expression, or its replacement names a
    group the pattern does not have), or None."""
    try:
        re.compile(pattern).sub(replacement, "")  # the replacement's groups are checked even with no match
    except re.error as error:
        return f"not a regular expression and its replacement: {error}"
    return None

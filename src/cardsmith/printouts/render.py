"""Jinja: cards and backs to HTML, then the imposed sheets to one HTML document.

Templates come from two places: the pack's own `templates/` folder, then the package's generic ones
(`generic/` and `sheet.html`). A card's face is the pack's `<type>.html` or `card.html`, else
`generic/card.html`; its back the pack's `back-<type>.html` or `back.html`, else `generic/back.html`;
the pack's `style.css` follows the generic one. A pack's templates may include, import or extend the
generic ones by name (`generic/card.html`), and may override any of them. Only files inside the pack
or the package are loaded: a template or stylesheet that links elsewhere is refused.

Every template runs in Jinja's immutable sandbox with autoescape and `StrictUndefined`, and a
card's data is only ever text. Values that end up in `style=` attributes are numbers computed
here or colours checked by the `colour` filter, never raw card data (autoescape does not make CSS safe).
"""

from __future__ import annotations

import hashlib
import os
import re
import traceback
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cached_property
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from jinja2 import (
    BaseLoader,
    ChoiceLoader,
    StrictUndefined,
    Template,
    TemplateError,
    TemplateNotFound,
    TemplateSyntaxError,
)
from jinja2.loaders import split_template_path
from jinja2.sandbox import SecurityError
from markupsafe import Markup, escape

from .. import __version__
from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.files import read_text
from . import fit
from .layout import Options, Sheet, Size, Slot, impose, label_top
from .rules_text import pack_language, rules_text, speaker
from .sandbox import FACE_SECONDS, MAX_BUILT, MAX_VALUE, Budget, BudgetExceeded, CardSandbox, clock

if TYPE_CHECKING:
    from ..pack.catalogue import Card, Pack

PACKAGE_TEMPLATES = Path(str(resources.files(__package__))) / "templates"
MAX_OUTPUT = 200_000  # characters one side of a card may print as (the bundled packs' largest: 3,300)
MAX_ELEMENTS = 2_000  # HTML elements one side of a card may hold (the bundled packs' most: 56)
MAX_DEPTH = 60  # how deeply the elements of one side of a card may nest (WeasyPrint fails at about 130)
MAX_DOCUMENT_DEPTH = 100  # the same for the whole document, which wraps each face in a few more
PRINTOUT_SECONDS = 20.0  # all the templates of one printout together, and ...
CARD_SECONDS = 0.05  # ... this more for each card of the pack (its sides take about 3 ms)
SHEET_SECONDS = 5.0  # the sheets of one printout, and ...
SLOT_SECONDS = 0.01  # ... this more for each card on them (about 1 ms each)
MAX_TEMPLATE = 100_000  # characters of one template (the bundled packs' largest: 1,600)
MAX_STYLESHEET = 100_000  # characters of a pack's style.css (the bundled packs' largest: 1,500)
MAX_STYLESHEET_DEPTH = 32  # brackets nested in it
MIN_FONT, MAX_FONT = 1.0, 200.0  # pt: the font sizes `fit` and `table_size` may try
VOID_ELEMENTS = frozenset(
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]
)
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9:-]*)(?:\s[^<>]*?)?(/?)>")
_BLEED = re.compile(r'data-bleed="([^"<>]{1,30})"')
_IDENTIFIER = re.compile(r"^[a-z][a-z0-9_]*$")
_COLOUR = re.compile(r"^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$")
PALETTE = ("#e8f1fb", "#fbeee2", "#e9f7ea", "#f6e8f7", "#fff6d6", "#e6f6f6", "#f3ece4", "#eceaf8")
BADGE_FIELDS = ("cost", "strength", "value", "power", "points")  # the generic card's badge, when a type has one
MAX_CHIPS = 3  # numbers and costs shown as chips on the generic card; more go to its lines
INK = ("#2a5d9f", "#b5621d", "#2f7d3a", "#8a3b93", "#9a7b00", "#1f7f7f", "#7a5a3a", "#4a43a8")


class RefusedFile(SecurityError):
    """A template or stylesheet that is not loaded, named by its file."""

    def __init__(self, path: Path | str, message: str):
        super().__init__(message)
        self.filename = str(path)


class FolderLoader(BaseLoader):
    """One folder's templates, each read by the rules of `base.files`: inside `root` once links are resolved,
    a regular file, size-capped (a template linked to /etc/passwd, or that is a FIFO, is an error, never read);
    one of more than MAX_TEMPLATE characters is refused before Jinja compiles it.

    The text of each template read is kept in `sources`, so that an error's source line is not read again."""

    def __init__(self, folder: Path, shown: str, root: Path | None = None, sources: dict[str, str] | None = None):
        self.folder = folder
        self.shown = shown.rstrip("/")
        self.root = root or folder
        self.sources = {} if sources is None else sources

    def file(self, template: str) -> Path | None:
        """The template's file if the folder has one by that name (a file or not: reading it will tell)."""
        path = self.folder.joinpath(*split_template_path(template))
        return path if os.path.lexists(path) else None

    def read(self, template: str) -> str | None:
        """The template's text, None when the folder has none by that name; DiagnosticError when it is refused."""
        path = self.file(template)
        if path is None:
            return None
        text = read_text(path, f"{self.shown}/{template}", self.root)
        self.sources[str(path)] = text
        return text

    def get_source(self, environment: Any, template: str) -> tuple[str, str, Callable[[], bool]]:
        text = self.read(template)
        if text is None:
            raise TemplateNotFound(template)
        path = str(self.file(template))
        if len(text) > MAX_TEMPLATE:  # Jinja compiles about 70 kB of expressions a second
            raise RefusedFile(path, f"the template has {len(text):,} characters; at most {MAX_TEMPLATE:,}")
        mtime = _mtime(path)
        return text, path, lambda: _mtime(path) == mtime


def _mtime(path: str) -> float | None:
    try:
        return os.path.getmtime(path)
    except OSError:
        return None


@dataclass
class Face:
    """One rendered side of a card, shared by all its copies."""

    html: Markup
    colour: str
    card: str

    @property
    def key(self) -> tuple[str, str]:
        """What it prints as: two cards whose sides print alike (a type's shared back) share one face page."""
        return (str(self.html), self.colour)


@dataclass
class Printout:
    """The sheets of a printout, and the HTML they print from: the whole document (`html`, for `--format html`,
    made when first asked for), and the two the PDF is laid out from (`faces_html`: a page for each of `faces`,
    its bleed around it; `frame_html`: the sheets' pages, empty but for their label, or one such page for all
    the sheets when they have no label)."""

    sheets: list[Sheet[Face]]
    faces: list[Face]
    faces_html: str
    frame_html: str
    whole: Callable[[], str]
    options: Options
    warnings: list[str] = field(default_factory=list)
    pack_root: Path | None = None
    where: dict[str, str] = field(default_factory=dict)  # each card's id -> "file:line: card 'id'", for warnings

    @cached_property
    def html(self) -> str:
        return self.whole()

    @cached_property
    def pages(self) -> dict[tuple[str, str], int]:
        """Each face's page in `faces_html`, by what it prints as."""
        return {face.key: i for i, face in enumerate(self.faces)}

    def page_of(self, face: Face) -> int:
        return self.pages[face.key]


def type_colours(pack: Pack) -> dict[str, tuple[str, str]]:
    """A light background and a dark ink per card type, stable across runs."""
    types = list((pack.game.get("card_types") or {}).keys())
    return {t: (PALETTE[i % len(PALETTE)], INK[i % len(INK)]) for i, t in enumerate(types)}


def safe_colour(value: Any, default: str = "#777777") -> str:
    """A CSS colour from card data, or the default: nothing else may reach a style attribute."""
    text = str(value)
    return text if _COLOUR.match(text) else default


def icon_ink(name: str) -> int:
    """Which of the INK colours a resource's icon has (sheet.html's `.i0` … `.i7`), stable across runs."""
    return int(hashlib.sha1(name.encode()).hexdigest(), 16) % len(INK)


class Renderer:
    """Renders one pack's cards with its templates; collects warnings naming the cards."""

    def __init__(self, pack: Pack, options: Options, lang: str | None = None):
        self.pack = pack
        self.options = options
        self.lang = lang or pack_language(pack)
        self.warnings: list[str] = []
        self.where: dict[str, str] = {}
        self.current = ""
        self.spent = 0.0  # seconds the templates have taken so far
        self.allowed = PRINTOUT_SECONDS + CARD_SECONDS * len(pack.cards)
        self.pack_templates = pack.root / "templates"
        self.sources: dict[str, str] = {}  # the templates read, by file name
        self.pack_loader = FolderLoader(self.pack_templates, f"{pack.name}/templates", pack.root, self.sources)
        self.pack_id = str(pack.game.get("id") or pack.name)
        self.colours = type_colours(pack)
        self.speaker = speaker(self.lang, pack)
        self.env = self._environment()
        self.icon_names = self._icon_names()
        self.glossary = (pack.game.get("glossary") or {}).get(self.lang) if self.lang != pack_language(pack) else None
        self.card_names = {card.id: self.card_name(card) for card in pack.cards}  # a field may list cards by id

    # ------------------------------------------------------------ environment
    def _environment(self) -> CardSandbox:
        loaders: list[BaseLoader] = []
        if self.pack_templates.is_dir():
            loaders.append(self.pack_loader)
        loaders.append(FolderLoader(PACKAGE_TEMPLATES, "cardsmith/printouts/templates", sources=self.sources))
        env = CardSandbox(loader=ChoiceLoader(loaders), autoescape=True, undefined=StrictUndefined)
        env.filters["icons"] = self.icons
        env.filters["colour"] = safe_colour
        env.filters["label"] = self.speaker.label
        env.filters["word"] = self.speaker.word
        env.filters["counted"] = self.speaker.counted
        env.globals["fit"] = self.fit
        env.globals["table_size"] = self.table_size
        env.globals["table_height"] = self.table_height
        env.globals["text_height"] = self.text_height
        env.globals["mm"] = _mm
        return env

    def _icon_names(self) -> dict[str, str]:
        """Words to decorate with an icon: each resource and token, by its id and its display name."""
        names: dict[str, str] = {}
        for key in ("resources", "tokens"):
            declared = self.pack.game.get(key)
            if isinstance(declared, dict):
                for name in declared:
                    names[self.speaker.name(name)] = str(name)
                    names[self.speaker.name(name, plural=True, by_rule=False)] = str(name)
                    names[str(name)] = str(name)
        return names

    # ------------------------------------------------------------ filters and helpers
    def icons(self, text: Any) -> Markup:
        """Escape, then put a small inline icon before each resource or token name."""
        escaped = str(escape(text))
        if not self.icon_names:
            return Markup(escaped)
        words = sorted((str(escape(n)) for n in self.icon_names), key=len, reverse=True)
        pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(w) for w in words) + r")(?![\w-])")
        lookup = {str(escape(k)): v for k, v in self.icon_names.items()}

        def icon(match: re.Match[str]) -> str:
            name = lookup[match.group(1)]
            letter = str(escape(name[:1].upper()))
            mark = f'<span class="icon i{icon_ink(name)}" title="{escape(name)}">{letter}</span>'
            # the icon and the name's first word on one line, as `fit` measures them: WeasyPrint would break between
            # the inline block and the word, and again after it, a line more than measured (text cut off)
            first, space, rest = match.group(1).partition(" ")
            return f'<span style="white-space: nowrap">{mark}{first}</span>{space}{rest}'

        return Markup(pattern.sub(icon, escaped))

    def fit(
        self,
        text: Any,
        width_mm: float,
        height_mm: float,
        largest: float = 9.0,
        smallest: float = 5.0,
        gap: float = 0.0,
    ) -> float:
        """The font size (pt) at which the text fits the box; a warning naming the card when none does. A mapping
        of fields to texts (`card.text`) is measured as the generic card prints it: a paragraph each, `gap` em
        apart, after its field's label in bold when there are several."""
        largest, smallest = _font_sizes(largest, smallest)
        shown: str | dict[str, str] = str(text)
        if isinstance(text, dict):
            labelled = len(text) > 1
            shown = {(self.speaker.label(k) if labelled else ""): str(v) for k, v in text.items()}
        icons = frozenset(name.split()[0] for name in self.icon_names if name.strip())  # the icon goes before it
        size = fit.font_size(shown, float(width_mm), float(height_mm), largest, smallest, float(gap), icons)
        if size is None:
            quoted = " ".join(shown.values()) if isinstance(shown, dict) else shown
            self.warnings.append(
                f"{self.current}: text does not fit its {float(width_mm):g}×{float(height_mm):g} mm box "
                f"even at {float(smallest):g} pt: {quoted[:60]}…"
            )
            return float(smallest)
        return size

    def text_height(self, text: Any, width_mm: float, size_pt: float) -> float:
        """For templates: how tall (mm) a text is at a size, wrapped to a width (icons counted), so that a template
        can share a card's room between its texts by what each needs before `fit` chooses their sizes."""
        size = _font_sizes(size_pt, size_pt)[0]
        icons = frozenset(name.split()[0] for name in self.icon_names if name.strip())
        return fit.height(str(text), float(width_mm), size, icons=icons)

    def table_size(
        self, rows: dict[str, Any], width_mm: float, height_mm: float, largest: float, smallest: float
    ) -> float:
        """For templates: the font size (pt) at which a table of fields and values fits a height; the fields are
        measured as their labels print (`key | label`)."""
        return _table_size(self._labelled(rows), width_mm, height_mm, largest, smallest)

    def table_height(self, rows: dict[str, Any], width_mm: float, size_pt: float) -> float:
        """For templates: how tall (mm) a table of fields and values is at a size."""
        return _table_height(self._labelled(rows), width_mm, size_pt)

    def _labelled(self, rows: dict[str, Any]) -> dict[str, Any]:
        return {self.speaker.label(k): v for k, v in rows.items()}

    # ------------------------------------------------------------ cards
    def card_context(self, card: Card) -> dict[str, Any]:
        texts = rules_text(self.pack, card, self.lang)
        background, ink = self.colours.get(card.type, (PALETTE[0], INK[0]))
        spec = (self.pack.game.get("card_types") or {}).get(card.type) or {}
        on_back = set(spec.get("back_fields") or [])
        declared = spec.get("fields") or {}
        spoken = _printed_fields(spec)  # a designer's sentence is printed as its effect's text, not again
        shown = {
            k: v
            for k, v in card.fields.items()
            if k not in card.effects and k not in spoken and _plain(v) and _printed(declared.get(k))
        }
        return {
            "card": {
                "id": card.id,
                "name": self.card_names.get(card.id, card.name),
                "type": card.type,
                "type_label": self.speaker.label(card.type),
                "copies": card.copies,
                "fields": dict(card.fields),
                "text": {k: v for k, v in texts.items() if k not in on_back},
                "back_rules": {k: v for k, v in texts.items() if k in on_back},
                "sides": list(spec.get("sides") or []),
                "plain_fields": {k: v for k, v in shown.items() if k not in on_back},
                "field_text": {k: self.field_text(v) for k, v in shown.items() if k not in on_back},
                "back_text": {k: self.field_text(v) for k, v in shown.items() if k in on_back},
                **self.placed_fields({k: v for k, v in shown.items() if k not in on_back}, declared),
                "private_back": bool(spec.get("private_back")),
            },
            "pack": self.pack_info(),
            "size": {"width": self.options.card.width, "height": self.options.card.height},
            "colours": {"background": background, "ink": ink},
        }

    def field_text(self, value: Any) -> str:
        """A field's value as printed: amounts as `2 energy, 1 ore`, lists joined, names as labels say them."""
        if isinstance(value, dict):
            return ", ".join(f"{v} {self.speaker.label(k)}" for k, v in value.items())
        if isinstance(value, list):
            return ", ".join(self.field_text(v) for v in value)
        if isinstance(value, str) and _IDENTIFIER.match(value):
            return self.card_names.get(value) or self.speaker.label(value)
        return str(value)

    def card_name(self, card: Card) -> str:
        """A card's printed name: in another language than the game's, the glossary's word for its id, if any."""
        translated = self.glossary.get(card.id) if isinstance(self.glossary, dict) else None
        return str(translated) if translated else card.name

    def placed_fields(self, fields: dict[str, Any], declared: dict[str, Any]) -> dict[str, Any]:
        """The front's fields placed by their type, for the generic card: one number as its badge (a field named
        like a cost or a strength first, else the first number), a cost in resources and up to MAX_CHIPS other
        numbers as chips, the rest as lines of `label value`."""
        numbers = [k for k in fields if _kind(declared.get(k)) == "int"]
        named = [k for k in numbers if k in BADGE_FIELDS]
        badge = (named or numbers or [""])[0]
        costs = [k for k in fields if _kind(declared.get(k)) == "resources"]
        others = [k for k in numbers if k != badge]
        chips = others if len(others) + len(costs) <= MAX_CHIPS else []
        return {
            "badge": {"name": badge, "value": fields[badge]} if badge else None,
            "costs": {k: self.field_text(fields[k]) for k in costs},
            "chips": {k: fields[k] for k in chips},
            "details": {k: self.field_text(v) for k, v in fields.items() if k not in {badge, *costs, *chips}},
        }

    def own_back(self, card: Card) -> bool:
        """Whether the card's back is its own (its type declares `back_fields`), not its type's shared back."""
        spec = (self.pack.game.get("card_types") or {}).get(card.type) or {}
        return bool(spec.get("back_fields"))

    def description(self, card: Card) -> str:
        """A card's fields and rules text, a line each, in the printout's language (TTS shows it on hover)."""
        texts = rules_text(self.pack, card, self.lang)
        fields = [
            f"{self.speaker.label(k)}: {self.field_text(v)}"
            for k, v in card.fields.items()
            if k not in card.effects and _plain(v)
        ]
        rules = [f"{self.speaker.label(k)}: {v}" if len(texts) > 1 else v for k, v in texts.items()]
        return "\n".join(rules + fields)

    def pack_info(self) -> dict[str, Any]:
        return {
            "id": self.pack_id,
            "name": str(self.pack.game.get("name", self.pack.name)),
            "version": str(self.pack.game.get("version", "0")),
            "language": self.lang,
        }

    def front(self, card: Card) -> Face:
        context = self.card_context(card)
        names = self._own(f"{card.type}.html", "card.html") + ["generic/card.html"]
        html = self._render(names, context, card)
        return Face(html, _edge_colour(html, context["colours"]["background"]), card.id)

    def back(self, card: Card) -> Face:
        context = self.card_context(card)
        names = self._own(f"back-{card.type}.html", "back.html") + ["generic/back.html"]
        html = self._render(names, context, card)
        # The rim around a back the template draws inset is its front's (the generic back names its own colour).
        return Face(html, _edge_colour(html, context["colours"]["background"]), card.id)

    def _own(self, *names: str) -> list[str]:
        """The names the pack has a template for: a card type never picks a package file (`sheet.html`)."""
        return [name for name in names if self.pack_loader.file(name) is not None]

    def _render(self, names: list[str], context: dict[str, Any], card: Card) -> Markup:
        where = f"{card.location.path}:{card.location.line}" if card.location else card.file
        self.current = f"{where}: card '{card.id}'"
        self.where[card.id] = self.current
        own = [path for path in map(self.pack_loader.file, names) if path is not None]
        with self._located(str(own[0]) if own else None):
            template = self.env.select_template(names)
            limits = Limits(MAX_OUTPUT, MAX_DEPTH, MAX_ELEMENTS, "one side of a card")
            return Markup(self._generate(template, context, self._budget(FACE_SECONDS), limits))

    def _budget(self, seconds: float, largest: int = MAX_VALUE, total: int = MAX_BUILT) -> Budget:
        """A render's budget: the time one render may take, within what the printout has left."""
        left = self.allowed - self.spent
        if left >= seconds:
            return Budget(seconds, largest, total)
        late = f"the templates of this printout ran longer than {self.allowed:g} s together"
        return Budget(max(0.0, left), largest, total, late)

    def _generate(self, template: Template, context: dict[str, Any], budget: Budget, limits: Limits) -> str:
        """A template's output, within the budget and the limits; the time taken counts for the printout."""
        self.env.budget = budget
        started = clock()
        try:
            return _bounded(template.generate(context), limits)  # type: ignore[arg-type]  # it is a generator
        finally:
            self.spent += clock() - started

    @contextmanager
    def _located(self, fallback: str | None = None) -> Iterator[None]:
        """Template errors as diagnostics naming the template's file and line (or the `fallback` file,
        when Jinja did not get as far as running the template: it was nested too deeply to compile)."""
        try:
            yield
        except TemplateSyntaxError as error:
            raise DiagnosticError(self._diagnostic(error, error.filename, error.lineno, error.message or "")) from None
        except (SecurityError, TemplateError, TypeError, ValueError, ArithmeticError) as error:
            filename, line = (error.filename, 0) if isinstance(error, RefusedFile) else _template_frame(error)
            raise DiagnosticError(self._diagnostic(error, filename, line, str(error))) from None
        except (RecursionError, MemoryError) as error:
            message = (
                "nested too deeply (a macro or include that calls itself, or blocks nested thousands deep)"
                if isinstance(error, RecursionError)
                else "out of memory"
            )
            filename, line = _template_frame(error)
            raise DiagnosticError(self._diagnostic(error, filename or fallback, line, message)) from None

    def _diagnostic(self, error: Exception, filename: str | None, line: int, message: str) -> Diagnostic:
        path = self._shown(filename)
        lines = self.sources.get(filename or "", "").splitlines()
        source = lines[line - 1] if 0 < line <= len(lines) else None
        refused = isinstance(error, (SecurityError, RecursionError, MemoryError))
        return Diagnostic(
            "E701",
            f"template {'refused' if refused else 'failed'}: {message}",
            path,
            line,
            1,
            f"while printing {self.current.split(': ', 1)[-1]}; templates run in Jinja's sandbox",
            source=source,
        )

    def _shown(self, filename: str | None) -> str:
        if not filename:
            return "<template>"
        path = Path(filename).parent.resolve() / Path(filename).name  # a link is shown where it is
        for root, prefix in ((self.pack.root, self.pack.name), (PACKAGE_TEMPLATES, "cardsmith/printouts/templates")):
            try:
                return f"{prefix}/{path.relative_to(root.resolve())}"
            except ValueError:
                continue
        return str(path)

    # ------------------------------------------------------------ the document
    def document(self, cards: list[Card], copies: bool = True) -> Printout:
        """Every copy of every card (or one of each) imposed on sheets: as one HTML document, and as the two small
        ones the PDF is laid out from (each distinct face once, and the sheets' frame: see `compose`)."""
        fronts: list[Face] = []
        backs: list[Face] = []
        duplex = self.options.backs != "none"
        for card in cards:
            front = self.front(card)
            back = self.back(card) if duplex else None
            for _ in range(card.copies if copies else 1):
                fronts.append(front)
                if back is not None:
                    backs.append(back)
        sheets = impose(fronts, backs if duplex else None, self.options)
        faces = _distinct(sheets)
        bleed, trim = self.options.bleed, self.options.card
        alone = Size(trim.width + 2 * bleed, trim.height + 2 * bleed)  # a page that is one card and its bleed
        single = replace(self.options, page=alone, margin=0.0, gap=0.0, marks="none", backs="none", print_shop=False)
        pages = [Sheet(i + 1, side, [Slot(bleed, bleed, face, 0)]) for i, (face, side) in enumerate(faces)]
        label = label_top(self.options)
        # Without a label (print-shop mode, or no room for it) every sheet's frame is the same empty page: one.
        frame = [Sheet[Face](sheet.number, sheet.side) for sheet in (sheets if label is not None else sheets[:1])]
        return Printout(
            sheets,
            [face for face, _ in faces],
            self._sheets(pages, single, None),
            self._sheets(frame, self.options, label),
            lambda: self._sheets(sheets, self.options, label),
            self.options,
            self.warnings,
            self.pack.root,
            self.where,
        )

    def _sheets(self, sheets: list[Sheet[Face]], options: Options, label: float | None) -> str:
        """Sheets as an HTML document (`sheet.html`)."""
        self.current = f"{self.pack.name}: the sheets"
        with self._located():
            context = {
                "sheets": sheets,
                "options": options,
                "pack": self.pack_info(),
                "cardsmith": __version__,
                "styles": Markup(self._styles()),
                "total": len(sheets),
                "label_top": label,
                "inks": INK,
            }
            size = 1_000_000 + sum(len(slot.item.html) + 1_000 for sheet in sheets for slot in sheet.slots)
            slots = sum(len(sheet.slots) for sheet in sheets)
            budget = self._budget(SHEET_SECONDS + SLOT_SECONDS * slots, largest=size, total=4 * size)
            limits = Limits(size, MAX_DOCUMENT_DEPTH, size, "the document")
            return self._generate(self.env.get_template("sheet.html"), context, budget, limits)

    def _styles(self) -> str:
        """The pack's own stylesheet (`templates/style.css`); `sheet.html` puts it after the generic one."""
        text = self.pack_loader.read("style.css")
        if text is None:
            return ""
        _check_stylesheet(text, f"{self.pack_loader.shown}/style.css")
        return text.replace("</", "<\\/")


def _distinct(sheets: list[Sheet[Face]]) -> list[tuple[Face, str]]:
    """Each face the sheets print, once, with the side of the sheet it is first printed on."""
    seen: dict[tuple[str, str], tuple[Face, str]] = {}
    for sheet in sheets:
        for slot in sheet.slots:
            seen.setdefault(slot.item.key, (slot.item, sheet.side))
    return list(seen.values())


def _edge_colour(html: str, default: str) -> str:
    """The colour at a face's edge, which fills its bleed and the rim outside the template's frame: the
    `data-bleed` colour the template gives its outer element (an action card's own colour), else `default`."""
    found = _BLEED.search(html[:2000])
    return safe_colour(found.group(1), default) if found else default


def _printed(field: Any) -> bool:
    """Whether a field prints as a label and value: a `map` field is free-form data for the rules (a track's
    geometry, a stand-in's notes), which a template draws if it wants to, never a line of text."""
    return not (isinstance(field, dict) and field.get("type") == "map")


def _kind(field: Any) -> str:
    """A declared field's type (`int`, `resources`, `enum`…), for the generic card to place it by."""
    return str(field.get("type", "")) if isinstance(field, dict) else ""


def _plain(value: Any) -> bool:
    return isinstance(value, (str, int, float, list, dict)) and not isinstance(value, bool)


def _table_size(rows: dict[str, Any], width_mm: float, height_mm: float, largest: float, smallest: float) -> float:
    """For templates: the font size (pt) at which a table of labels and values fits a height."""
    shown = {str(k): str(v) for k, v in rows.items()}
    largest, smallest = _font_sizes(largest, smallest)
    return fit.table_size(shown, float(width_mm), float(height_mm), largest, smallest)


def _table_height(rows: dict[str, Any], width_mm: float, size_pt: float) -> float:
    """For templates: how tall (mm) a table of labels and values is at a size."""
    size = _font_sizes(size_pt, size_pt)[0]
    return fit.table_height({str(k): str(v) for k, v in rows.items()}, float(width_mm), size)


def _font_sizes(largest: Any, smallest: Any) -> tuple[float, float]:
    """Font sizes a template asks to fit text at: the search steps from the largest down to the smallest,
    so both must be sizes a card can print (an absurd range would take hours)."""
    high, low = float(largest), float(smallest)
    if not MIN_FONT <= low <= high <= MAX_FONT:
        raise ValueError(f"font sizes {low:g} to {high:g} pt: choose sizes between {MIN_FONT:g} and {MAX_FONT:g} pt")
    return high, low


def _mm(value: float) -> str:
    """A length for CSS: always a number the code computed, never text from a card."""
    return f"{float(value):.3f}mm"


def _check_stylesheet(text: str, shown: str) -> None:
    """A stylesheet WeasyPrint can read in a few seconds: not too long, brackets not nested too deeply
    (its parser recurses once per bracket; a few thousand crash it)."""
    if len(text) > MAX_STYLESHEET:
        message = f"the stylesheet has {len(text):,} characters; at most {MAX_STYLESHEET:,}"
        raise DiagnosticError(Diagnostic("E008", message, shown, 1, 1))
    depth = 0
    for match in re.finditer(r"[([{]|[)\]}]", text):
        depth = depth + 1 if match.group() in "([{" else max(0, depth - 1)
        if depth > MAX_STYLESHEET_DEPTH:
            line = text.count("\n", 0, match.start()) + 1
            column = match.start() - text.rfind("\n", 0, match.start())
            message = f"brackets nested more than {MAX_STYLESHEET_DEPTH} deep"
            source = text.splitlines()[line - 1]
            raise DiagnosticError(Diagnostic("E701", message, shown, line, column, source=source))


class Limits(NamedTuple):
    """How much HTML a template may print: characters, the depth of its elements, how many."""

    size: int
    depth: int
    elements: int
    what: str


def _bounded(chunks: Generator[str, None, None], limits: Limits) -> str:
    """A template's output, stopped at the template's line once it is too long or its elements nest too deeply
    (WeasyPrint recurses once per level) or are too many: the error is thrown into the template."""
    out: list[str] = []
    size = depth = elements = 0
    pending = ""  # the text after the last complete tag
    for chunk in chunks:
        out.append(chunk)
        size += len(chunk)
        pending += chunk
        cut = pending.rfind(">") + 1
        for closing, name, empty in _TAG.findall(pending, 0, cut):
            if closing:
                depth = max(0, depth - 1)
            elif not empty and name.lower() not in VOID_ELEMENTS:
                elements, depth = elements + 1, depth + 1
                if depth > limits.depth:
                    break
            else:
                elements += 1
        rest = pending[cut:]
        pending = rest[rest.rfind("<") :] if "<" in rest else ""
        problem = _over(limits, size, depth, elements)
        if problem:
            chunks.throw(BudgetExceeded(problem))
    return "".join(out)


def _over(limits: Limits, size: int, depth: int, elements: int) -> str | None:
    if size > limits.size:
        return f"{limits.what} prints as more than {limits.size:,} characters"
    if depth > limits.depth:
        return f"HTML elements nested more than {limits.depth} deep in {limits.what} (is a tag left unclosed?)"
    if elements > limits.elements:
        return f"more than {limits.elements:,} HTML elements in {limits.what}"
    return None


def _template_frame(error: BaseException) -> tuple[str | None, int]:
    """The template file and line an error was raised at (Jinja rewrites tracebacks to show them)."""
    found: tuple[str | None, int] = (None, 0)
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.filename.endswith((".html", ".css", ".txt", ".j2")):
            found = (frame.filename, frame.lineno or 0)
    return found


def _printed_fields(spec: dict[str, Any]) -> set[str]:
    """The text fields that effect fields of a card type print instead of generated text (`printed: FIELD`)."""
    fields = spec.get("fields") or {} if isinstance(spec, dict) else {}
    return {str(f["printed"]) for f in fields.values() if isinstance(f, dict) and f.get("printed")}

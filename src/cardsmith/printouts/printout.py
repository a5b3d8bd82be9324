"""One printout of a pack: the cards chosen, rendered, and written as PDF, HTML, PNG or Tabletop Simulator sheets.

`build` does a whole printout and returns what it wrote and what it warns about; the `print` command calls
it once, `watch` again each time a card, template or stylesheet of the pack changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..base.diagnostics import DiagnosticError
from ..pack import Card, Pack, load_pack
from ..pack.query import select
from .layout import Options
from .render import Renderer
from .rules_text import rules_text

EXIT_OK, EXIT_INVALID = 0, 1
FORMATS = ("pdf", "html", "png", "tts")
PROGRESS_AT = 200  # cards (copies counted): a printout this large says how far it has got
Progress = Callable[[str], None]


@dataclass
class Settings:
    """What the user asked for on the command line, checked."""

    out: Path
    format: str = "pdf"
    options: Options = field(default_factory=Options)
    lang: str | None = None
    only: str | None = None
    dpi: int = 300


@dataclass
class Result:
    code: int
    written: list[Path] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def build(pack_path: str, settings: Settings, progress: Progress | None = None) -> Result:
    """One whole printout of a pack; what went wrong is in the result, never raised (`watch` goes on after it:
    a pack's game.yaml deleted or renamed while it watches is reported, and printed again when it is back).
    `progress` hears how far a long printout (PROGRESS_AT cards or more) has got."""
    try:
        pack = load_pack(pack_path)
    except DiagnosticError as error:
        return Result(EXIT_INVALID, errors=[d.render() for d in error.diagnostics])
    if not pack.ok:
        lines = {p: f.lines for p, f in pack.files.items()}
        errors = [d.render(lines) for d in pack.diagnostics if d.severity == "error"]
        return Result(EXIT_INVALID, errors=[*errors, f"{pack.name}: not printed, the pack has errors"])
    try:
        cards = _selected(pack, settings.only)
    except DiagnosticError as failed:
        return Result(EXIT_INVALID, errors=[failed.diagnostic.render()])
    if not cards:
        return Result(EXIT_INVALID, errors=[f"no card of {pack.name} matches {settings.only!r}"])
    renderer = Renderer(pack, settings.options, settings.lang)
    try:
        long = sum(card.copies for card in cards) >= PROGRESS_AT
        return _write(pack, cards, renderer, settings, progress if long else None)
    except DiagnosticError as error:
        return Result(EXIT_INVALID, errors=[error.diagnostic.render()])


def _selected(pack: Pack, query: str | None) -> list[Card]:
    if not query:
        return list(pack.cards)

    def english(card: Card) -> str:
        return " ".join(rules_text(pack, card, "en").values())

    try:
        return select(pack, query, text_of=english)
    except DiagnosticError as error:
        raise DiagnosticError(error.diagnostic) from None


def _write(pack: Pack, cards: list[Card], renderer: Any, settings: Settings, progress: Progress | None) -> Result:
    say = progress or (lambda _: None)
    out = settings.out
    out.mkdir(parents=True, exist_ok=True)
    stem = str(pack.game.get("id") or pack.name)
    result = Result(EXIT_OK)
    if settings.format == "html":
        printout = renderer.document(cards)
        target = out / f"{stem}.html"
        target.write_text(printout.html, encoding="utf-8")
        result.written.append(target)
    elif settings.format == "pdf":
        from .pdf import write_pdf

        printout = renderer.document(cards)
        say(f"{sum(card.copies for card in cards)} cards rendered on {len(printout.sheets)} pages; laying out")
        target = out / f"{stem}.pdf"
        result.warnings += write_pdf(printout, target, say)
        result.written.append(target)
    else:
        from .png import card_images, save_cards
        from .tts import save_deck

        say(f"{len(cards)} cards: laying out")
        with card_images(pack, cards, renderer, settings.dpi, say) as (images, printout, refused):
            result.warnings += refused
            if settings.format == "png":
                result.written += save_cards(images, out / "png")
            else:
                result.written += save_deck(
                    images,
                    out / "tts",
                    stem,
                    renderer.own_back,
                    renderer.description,
                    renderer.speaker.label,
                    renderer.card_name,
                )
    result.warnings = printout.warnings + result.warnings
    return result

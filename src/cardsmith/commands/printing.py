"""`cardsmith print` and `cardsmith watch`: a pack's cards to PDF, HTML, PNG or Tabletop Simulator sheets."""

from __future__ import annotations

import argparse
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..base.diagnostics import DiagnosticError, visible
from ..printouts.layout import (
    CARD_SIZES,
    PAGE_SIZES,
    SAFE_MARGIN,
    LayoutError,
    Options,
    grid,
    parse_offset,
    parse_size,
)
from ..printouts.printout import FORMATS, Result, Settings, build
from ..printouts.rules_text import LANGUAGES, UnknownLanguage, phrasebook
from .common import EXIT_OK, UsageError, decimal_number, resolve, whole_number

MIN_DPI, MAX_DPI = 50, 1200
MAX_CARD_PIXELS = 40_000_000  # one card image (120 MB in RGB); a tarot card at 1200 dpi is 19 megapixels
RASTER_FORMATS = ("png", "tts")
MAX_BUILDS = 1_000_000


def SettingsError(message: str, hint: str | None = None) -> DiagnosticError:
    """Options that do not make sense together (exit 2)."""
    return UsageError(message, hint)


def settings_from(args: Any) -> Settings:
    """Settings from argparse's namespace; SettingsError for what argparse could not check."""
    try:
        options = Options(
            page=parse_size(args.page, PAGE_SIZES, "page"),
            card=parse_size(args.card, CARD_SIZES, "card"),
            bleed=float(args.bleed),
            gap=float(args.gap),
            margin=float(args.margin),
            marks=args.marks,
            backs=args.backs,
            back_offset=parse_offset(args.back_offset),
            print_shop=bool(args.print_shop),
        )
        grid(options)  # the card must fit the page
    except LayoutError as error:
        raise SettingsError(str(error)) from None
    if args.lang is not None:
        try:
            phrasebook(args.lang)
        except UnknownLanguage as error:
            raise SettingsError(str(error)) from None
    if not MIN_DPI <= int(args.dpi) <= MAX_DPI:
        raise SettingsError(f"dpi {args.dpi}: choose between {MIN_DPI} and {MAX_DPI}")
    if args.format in RASTER_FORMATS:
        _check_pixels(options.card.width, options.card.height, int(args.dpi))
    return Settings(Path(args.out), args.format, options, args.lang, args.only, int(args.dpi))


def _check_pixels(width_mm: float, height_mm: float, dpi: int) -> None:
    """A card image must fit in memory: a 2000 mm card at 1200 dpi would be 8.9 gigapixels."""
    width, height = (round(side / 25.4 * dpi) for side in (width_mm, height_mm))
    if width * height > MAX_CARD_PIXELS:
        raise SettingsError(
            f"a {width_mm:g}x{height_mm:g} mm card at {dpi} dpi is {width}x{height} pixels, more than "
            f"{MAX_CARD_PIXELS // 1_000_000} megapixels",
            "lower --dpi or the card size",
        )


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The options `print` and `watch` share, and the function that runs each."""
    watch = command == "watch"
    parser.add_argument("pack", metavar="PACK", help="a bundled pack's name or a pack folder")
    parser.add_argument("--out", metavar="DIR", required=True, help="the folder to write to")
    parser.add_argument("--format", choices=FORMATS, default="pdf")
    parser.add_argument("--page", default="a4", metavar="a4|letter|WxH", help="page size (mm for WxH)")
    parser.add_argument("--card", default="poker", metavar="poker|bridge|mini|tarot|square|WxH")
    parser.add_argument("--bleed", default="0", metavar="MM", type=decimal_number(0, 10, " mm"))
    parser.add_argument(
        "--gap", default="0", metavar="MM", type=decimal_number(0, 50, " mm"), help="space between cards"
    )
    parser.add_argument(
        "--margin",
        default=str(SAFE_MARGIN),
        metavar="MM",
        type=decimal_number(0, 50, " mm"),
        help="the printer's unprintable edge: no card is cut closer to the page edge (default 5)",
    )
    parser.add_argument("--marks", choices=("crop", "lines", "none"), default="crop")
    parser.add_argument("--backs", choices=("none", "duplex-long", "duplex-short"), default="none")
    parser.add_argument(
        "--back-offset",
        default="0,0",
        metavar="X,Y",
        help="the shift your printer gives the back side (mm, as measured); backs are moved back by it",
    )
    parser.add_argument("--lang", choices=LANGUAGES, help="rules text language (default: the game's)")
    parser.add_argument("--only", metavar="QUERY", help="print only the cards matching a search query")
    parser.add_argument("--print-shop", action="store_true", help="one card per page, sized with its bleed")
    parser.add_argument(
        "--dpi", default=300, type=whole_number(MIN_DPI, MAX_DPI), help="resolution of png and tts output"
    )
    if watch:
        parser.add_argument(
            "--builds", type=whole_number(0, MAX_BUILDS), default=0, help="stop after this many builds (0: never)"
        )
    parser.set_defaults(run=lambda args: _run(args, watch))


def _run(args: argparse.Namespace, watch: bool) -> int:
    settings = settings_from(args)
    path = str(resolve(args.pack))
    if watch:
        return run_watch(path, args.pack, settings, builds=args.builds)
    return run_print(path, args.pack, settings)


def report(result: Result, shown: str) -> int:
    """Print what a build did: errors and warnings on stderr, written files on stdout."""
    for error in result.errors:
        print(error, file=sys.stderr)
    for warning in result.warnings:
        print(visible(f"cardsmith: warning W701 {warning}"), file=sys.stderr)  # it quotes the card's text
    if result.code == EXIT_OK:
        files = len(result.written)
        first = result.written[0] if result.written else shown
        more = f" and {files - 1} more file(s)" if files > 1 else ""
        warned = f", {len(result.warnings)} warning(s)" if result.warnings else ""
        print(f"{shown}: wrote {first}{more}{warned}")
    return result.code


def run_print(pack_path: str, shown: str, settings: Settings) -> int:
    return report(build(pack_path, settings, progress=lambda step: print(f"{shown}: {step}", file=sys.stderr)), shown)


def run_watch(
    pack_path: str,
    shown: str,
    settings: Settings,
    builds: int = 0,
    stop: threading.Event | None = None,
    on_build: Callable[[Result], None] | None = None,
) -> int:
    """Build, then build again whenever a file of the pack changes; stop after `builds` builds
    (0: until interrupted) or when `stop` is set."""
    from watchfiles import watch

    stop = stop or threading.Event()
    count = 0
    code = EXIT_OK

    def once() -> None:
        nonlocal count, code
        result = build(pack_path, settings)
        code = report(result, shown)
        count += 1
        if on_build:
            on_build(result)

    once()
    if builds and count >= builds:
        return code  # `--builds 1` is one build, not one build then a wait for a change
    out = settings.out.resolve()
    for changes in watch(Path(pack_path), stop_event=stop, rust_timeout=500, yield_on_timeout=False):
        if builds and count >= builds:
            break
        if all(_inside(Path(path), out) for _, path in changes):
            continue  # our own output, when it is written inside the pack
        print(f"{shown}: changed: {', '.join(sorted({Path(p).name for _, p in changes}))}", file=sys.stderr)
        once()
        if builds and count >= builds:
            break
    return code


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder)
    except (ValueError, OSError, RuntimeError):  # RuntimeError: a loop of links
        return False
    return True

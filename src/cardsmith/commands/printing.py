"""`cardsmith print` and `cardsmith watch`: a pack's cards to PDF, HTML, PNG or Tabletop Simulator sheets."""

from __future__ import annotations

import argparse
import json
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
from .common import EXIT_OK, HERE, UsageError, add_pack, decimal_number, pack_named, resolve, whole_number, working

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
    kind = output_kind(args)
    if kind in RASTER_FORMATS:
        _check_pixels(options.card.width, options.card.height, int(args.dpi))
    return Settings(Path(args.out), kind, options, args.lang, args.only, int(args.dpi))


def output_kind(args: Any) -> str:
    """What `print` writes: `--as`; an older `--format pdf|html|png|tts` still says it, with a note."""
    old = getattr(args, "format", None)
    if old in FORMATS:
        if getattr(args, "as_kind", None) is None:
            print(
                f"cardsmith: note: '--format {old}' is now '--as {old}' (--format says how results print)",
                file=sys.stderr,
            )
        return str(args.as_kind or old)
    return str(getattr(args, "as_kind", None) or "pdf")


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
    add_pack(parser)
    parser.add_argument("--out", metavar="DIR", required=True, help="the folder to write to")
    parser.add_argument("--as", dest="as_kind", choices=FORMATS, help="what to write (default: pdf)")
    parser.add_argument(
        "--format", choices=("text", "json", *FORMATS), default="text", help="how the result is printed: text or json"
    )
    parser.add_argument("--page", default="a4", metavar="a4|letter|WxH", help="page size (mm for WxH)")
    parser.add_argument(
        "--card", default="poker", metavar="poker|bridge|mini|tarot|square|WxH", help="card size (mm for WxH)"
    )
    parser.add_argument(
        "--bleed", default="0", metavar="MM", type=decimal_number(0, 10, " mm"), help="extra art around each card"
    )
    parser.add_argument(
        "--gap", default="0", metavar="MM", type=decimal_number(0, 50, " mm"), help="space between cards"
    )
    parser.add_argument(
        "--margin",
        default=str(SAFE_MARGIN),
        metavar="MM",
        type=decimal_number(0, 50, " mm"),
        help="the printer's unprintable edge: no card is cut closer to the page edge",
    )
    parser.add_argument("--marks", choices=("crop", "lines", "none"), default="crop", help="cutting guides")
    parser.add_argument(
        "--backs", choices=("none", "duplex-long", "duplex-short"), default="none", help="card backs, for duplex"
    )
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
        parser.add_argument(
            "--serve", action="store_true", help="show the HTML sheet on localhost, reloaded after each build"
        )
        parser.add_argument("--port", type=whole_number(0, 65535), default=8000, help="the port of --serve (0: any)")
    parser.set_defaults(run=lambda args: _run(args, watch))


def _run(args: argparse.Namespace, watch: bool) -> int:
    settings = settings_from(args)
    named = str(pack_named(args))
    shown = Path.cwd().name if named == HERE else named  # the folder's name, rather than "."
    path = str(resolve(named))
    as_json = args.format == "json"
    if watch and args.serve:
        return _serve_watch(path, shown, settings, args)
    if watch:
        return run_watch(path, shown, settings, builds=args.builds, as_json=as_json)
    return run_print(path, shown, settings, as_json)


def _serve_watch(path: str, shown: str, settings: Settings, args: argparse.Namespace) -> int:
    """`watch --serve`: the HTML sheet on 127.0.0.1, reloaded in the browser after each build."""
    from .preview import Preview, serve

    if getattr(args, "as_kind", None) not in (None, "html"):
        raise UsageError(f"--serve shows the HTML sheet: leave out --as {args.as_kind}")
    settings.format = "html"
    preview = Preview(settings.out.resolve())
    try:
        server = serve(preview, args.port)
    except OSError as error:
        raise UsageError(
            f"--port {args.port}: {error.strerror or error}", "choose another port, or 0 for any"
        ) from None
    print(f"{shown}: serving http://127.0.0.1:{server.server_address[1]}/ (the page reloads after each build)")
    sys.stdout.flush()
    try:
        return run_watch(
            path, shown, settings, builds=args.builds, on_build=lambda r: preview.built(r.errors, r.written)
        )
    finally:
        server.shutdown()
        server.server_close()


def report(result: Result, shown: str, as_json: bool = False) -> int:
    """Print what a build did: errors and warnings on stderr, written files on stdout (or all of it as one JSON
    object on stdout, one line per build, with `--format json`)."""
    if as_json:
        written = [str(path) for path in result.written]
        fields = {"ok": result.code == EXIT_OK, "pack": shown, "written": written}
        print(json.dumps({**fields, "warnings": result.warnings, "errors": result.errors}, ensure_ascii=False))
        return result.code
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


def run_print(pack_path: str, shown: str, settings: Settings, as_json: bool = False) -> int:
    with working(f"{shown}: printing {settings.format}") as step:  # a long printout's steps, on the same line
        result = build(pack_path, settings, progress=step)
    return report(result, shown, as_json)


def run_watch(
    pack_path: str,
    shown: str,
    settings: Settings,
    builds: int = 0,
    stop: threading.Event | None = None,
    on_build: Callable[[Result], None] | None = None,
    as_json: bool = False,
) -> int:
    """Build, then build again whenever a file of the pack changes; stop after `builds` builds
    (0: until interrupted) or when `stop` is set."""
    from watchfiles import watch

    stop = stop or threading.Event()
    count = 0
    code = EXIT_OK

    def once() -> None:
        nonlocal count, code
        with working(f"{shown}: printing {settings.format}"):
            result = build(pack_path, settings)
        code = report(result, shown, as_json)
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

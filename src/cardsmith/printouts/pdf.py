"""HTML sheets to a vector PDF with WeasyPrint, fetching nothing from outside the pack or the package.

WeasyPrint's default fetcher follows file:, http: and ftp: URLs; text on a card could otherwise
embed a local file or call a server. Here only data: URLs and files inside the allowed folders load,
each read by the rules of `base.files` (inside once links are resolved, a regular file, size-capped: art
that is a FIFO would block the printout forever); every refusal is reported as a warning.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from weasyprint import HTML
from weasyprint.urls import URLFetcher, URLFetcherResponse

from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.files import MAX_ART_BYTES, inside, read_bytes
from .compose import compose
from .layout import Sheet, Slot
from .overflow import MIN_READABLE_PT, Finding, findings
from .render import PACKAGE_TEMPLATES, Printout
from .spacing import uneven

OUTSIDE = "only files inside the pack may be used"


class LocalFetcher(URLFetcher):
    """Allows data: URLs and file: URLs under the given folders; refuses the rest."""

    def __init__(self, roots: list[Path], refused: list[str]):
        super().__init__(allowed_protocols=("data", "file"))
        self.roots = [r.resolve() for r in roots]
        self.refused = refused

    def fetch(self, url: str, headers: Any = None) -> Any:
        scheme = url.split(":", 1)[0].lower()
        if scheme == "data":
            return super().fetch(url, headers)
        if scheme == "file":
            return self._file(url)
        return self._refuse(url, OUTSIDE)

    def _file(self, url: str) -> URLFetcherResponse:
        path = Path(unquote(urlparse(url).path))
        root = next((root for root in self.roots if inside(root, path)), None)
        if root is None:
            return self._refuse(url, OUTSIDE)
        try:
            data = read_bytes(path, str(path), root, MAX_ART_BYTES)
        except DiagnosticError as refused:
            return self._refuse(url, refused.diagnostic.message)
        kind = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return URLFetcherResponse(url, data, {"Content-Type": kind})

    def _refuse(self, url: str, why: str) -> Any:
        self.refused.append(f"not fetched ({why}): {url[:200]}")
        raise ValueError(f"not fetched ({why}): {url[:200]}")


def write_pdf(printout: Printout, target: Path, progress: Callable[[str], None] | None = None) -> list[str]:
    """Write the PDF; returns warnings: text cut off or too small, and the URLs that were refused. Each distinct
    face is laid out (and checked) once, then drawn in every slot that shows it (`compose`)."""
    faces, warnings = lay_out_faces(printout)
    if progress:
        slots = sum(len(sheet.slots) for sheet in printout.sheets)
        progress(f"{len(printout.faces)} distinct card faces laid out for {slots} cards; writing {target.name}")
    frame = _written(printout, _render(printout, printout.frame_html, []))
    sheets = [
        Sheet(
            sheet.number,
            sheet.side,
            [Slot(slot.x, slot.y, printout.page_of(slot.item), slot.index) for slot in sheet.slots],
            sheet.marks,
        )
        for sheet in printout.sheets
    ]
    pages = compose(faces, frame, sheets, printout.options, target)
    if progress:
        progress(f"{pages} pages written to {target.name}")
    return warnings


def lay_out_faces(printout: Printout) -> tuple[bytes, list[str]]:
    """The faces as a PDF, a page each (`printout.faces`' order), and the warnings their layout gives."""
    refused: list[str] = []
    document = _render(printout, printout.faces_html, refused)
    found = [*findings(document), *uneven(document)]
    return _written(printout, document), [*(_said(finding, printout) for finding in found), *refused]


def _render(printout: Printout, html: str, refused: list[str]) -> Any:
    """WeasyPrint's layout of one of the printout's documents, fetching only from the pack and the package."""
    roots = [PACKAGE_TEMPLATES] + ([printout.pack_root] if printout.pack_root else [])
    base = (printout.pack_root / "templates") if printout.pack_root else PACKAGE_TEMPLATES
    fetcher = LocalFetcher(roots, refused)
    try:
        return HTML(string=html, base_url=base.resolve().as_uri() + "/", url_fetcher=fetcher).render()
    except (RecursionError, SyntaxError, MemoryError) as error:  # it recurses, and compiles selectors, per level
        raise DiagnosticError(_cannot_lay_out(printout, error)) from None


def _written(printout: Printout, document: Any) -> bytes:
    try:
        return bytes(document.write_pdf())
    except (RecursionError, MemoryError) as error:
        raise DiagnosticError(_cannot_lay_out(printout, error)) from None


def _said(finding: Finding, printout: Printout) -> str:
    """A finding as a warning naming the card where it is defined."""
    where = printout.where.get(finding.card, f"card '{finding.card}'")
    side = "" if finding.side == "front" else f" ({finding.side})"
    if finding.problem == "clipped":
        return f"{where}{side}: text is cut off by its box, from '{finding.text[:40]}'; shorten it or enlarge the box"
    if finding.problem == "uneven":
        return f"{where}{side}: uneven padding: {finding.text}; give it the same room on both sides"
    if finding.problem == "crossed":
        return (
            f"{where}{side}: text runs into the text of another box, from '{finding.text[:40]}'; "
            "move one of them, or share the room between them"
        )
    if finding.problem == "hidden":
        return (
            f"{where}{side}: text is hidden under a box painted over it, from '{finding.text[:40]}'; "
            "move one of them, or give the box a transparent background"
        )
    size = f"{finding.size:.1f}"
    if float(size) >= MIN_READABLE_PT:  # 5.98 pt is not "6.0 pt, below the 6 pt"
        size = f"{finding.size:.2f}"
    return (
        f"{where}{side}: text at {size} pt, below the {MIN_READABLE_PT:g} pt a playtester can read: "
        f"'{finding.text[:40]}'"
    )


def _cannot_lay_out(printout: Printout, error: Exception) -> Diagnostic:
    """What to say when WeasyPrint cannot lay the printout out: the pack's stylesheet (or templates) nest too
    deeply for it (a selector of hundreds of parts), or the printout is too large for the memory there is."""
    root = printout.pack_root
    style = root / "templates" / "style.css" if root else None
    where = style if style and style.is_file() else (root / "templates" if root else PACKAGE_TEMPLATES)
    if isinstance(error, MemoryError):
        why, hint = "there is not enough memory for it", "print fewer cards at a time with --only"
    else:
        why = f"it nests too deeply ({type(error).__name__}: {error})"
        hint = "shorten long selectors and deeply nested rules in the stylesheet"
    shown = f"{root.name}/{where.relative_to(root)}" if root else str(where)
    return Diagnostic("E701", f"the PDF renderer cannot lay this printout out: {why}", shown, hint=hint)

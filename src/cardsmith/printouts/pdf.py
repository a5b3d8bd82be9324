"""HTML sheets to a vector PDF with WeasyPrint, fetching nothing from outside the pack or the package.

WeasyPrint's default fetcher follows file:, http: and ftp: URLs; text on a card could otherwise
embed a local file or call a server. Here only data: URLs and files inside the allowed folders load;
every refusal is reported as a warning.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from weasyprint import HTML
from weasyprint.urls import URLFetcher

from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.loader import inside
from .render import PACKAGE_TEMPLATES, Printout


class LocalFetcher(URLFetcher):
    """Allows data: URLs and file: URLs under the given folders; refuses the rest."""

    def __init__(self, roots: list[Path], refused: list[str]):
        super().__init__(allowed_protocols=("data", "file"))
        self.roots = [r.resolve() for r in roots]
        self.refused = refused

    def fetch(self, url: str, headers: Any = None) -> Any:
        scheme = url.split(":", 1)[0].lower()
        if scheme == "file":
            from urllib.parse import unquote, urlparse

            path = Path(unquote(urlparse(url).path))
            if any(inside(root, path) for root in self.roots):
                return super().fetch(url, headers)
        elif scheme == "data":
            return super().fetch(url, headers)
        self.refused.append(url[:200])
        raise ValueError(f"not fetched (outside the pack): {url[:200]}")


def write_pdf(printout: Printout, target: Path) -> list[str]:
    """Write the PDF; returns warnings for the URLs that were refused."""
    refused: list[str] = []
    roots = [PACKAGE_TEMPLATES] + ([printout.pack_root] if printout.pack_root else [])
    base = (printout.pack_root / "templates") if printout.pack_root else PACKAGE_TEMPLATES
    fetcher = LocalFetcher(roots, refused)
    try:
        HTML(string=printout.html, base_url=base.as_uri() + "/", url_fetcher=fetcher).write_pdf(target)
    except (RecursionError, SyntaxError, MemoryError) as error:  # it recurses, and compiles selectors, per level
        raise DiagnosticError(_cannot_lay_out(printout, error)) from None
    return [f"not fetched (only files inside the pack may be used): {url}" for url in refused]


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

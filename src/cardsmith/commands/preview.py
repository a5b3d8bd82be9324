"""`cardsmith watch PACK --serve`: the HTML sheet on localhost, reloaded in the browser after each build.

The page asks the server for the build number twice a second (`/__build`) and reloads when it changes, so a
saved card, template or stylesheet shows without touching the browser. A build that fails shows its located
errors on the page instead of the sheet, until the next good build. The server listens on 127.0.0.1 only and
serves only the files of the output folder (Python's `SimpleHTTPRequestHandler`, which refuses paths outside
it); it runs in a daemon thread beside the watch loop, which stays in charge of building.
"""

from __future__ import annotations

import html
import threading
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from ..base.diagnostics import DiagnosticError
from ..base.files import read_text

# Polls the build number; reloads when it changes. `data-build` on <html> says which build the page shows.
RELOAD = """<script>
(function () {
  var shown = %d;
  document.documentElement.setAttribute("data-build", String(shown));
  function poll() {
    fetch("/__build", {cache: "no-store"}).then(function (r) { return r.text(); }).then(function (text) {
      if (parseInt(text, 10) !== shown) { location.reload(); } else { setTimeout(poll, 500); }
    }).catch(function () { setTimeout(poll, 1000); });
  }
  setTimeout(poll, 500);
})();
</script>"""


@dataclass
class Preview:
    """What the server shows: the sheet written by the last good build, or the last build's errors."""

    out: Path
    sheet: str = ""  # the HTML file's name in `out`, as the last good build wrote it
    build: int = 0
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def built(self, errors: list[str], written: list[Path]) -> None:
        with self.lock:
            self.build += 1
            self.errors = list(errors)
            self.sheet = next((p.name for p in written if p.suffix == ".html"), self.sheet)

    def page(self) -> bytes:
        with self.lock:
            build, errors = self.build, list(self.errors)
        sheet = self.out / self.sheet if self.sheet else None
        text = ""
        if not errors and sheet is not None and sheet.is_file():
            try:
                text = read_text(sheet, str(sheet), self.out)
            except DiagnosticError as error:  # the sheet replaced by something that is no file of the output
                errors = [d.render() for d in error.diagnostics]
        if not text:
            shown = "\n".join(errors) or "not built yet"
            text = (
                '<!doctype html><html><head><meta charset="utf-8"><title>cardsmith: errors</title></head><body>'
                f'<h1>The pack has errors</h1><pre id="errors">{html.escape(shown)}</pre></body></html>'
            )
        script = RELOAD % build
        at = text.rfind("</body>")
        return (text[:at] + script + text[at:] if at >= 0 else text + script).encode("utf-8")


class _Handler(SimpleHTTPRequestHandler):
    preview: Preview

    def do_GET(self) -> None:  # the name http.server calls
        path = self.path.split("?", 1)[0]
        if path == "/__build":
            self._send(str(self.preview.build).encode(), "text/plain")
        elif path in ("/", "/index.html", "/" + (self.preview.sheet or "index.html")):
            self._send(self.preview.page(), "text/html; charset=utf-8")
        else:
            super().do_GET()

    def _send(self, body: bytes, kind: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the terminal shows builds, not every request


def serve(preview: Preview, port: int) -> ThreadingHTTPServer:
    """Starts the server on 127.0.0.1:`port` (0: any free port) in a daemon thread; `shutdown()` stops it."""
    handler = type("Handler", (_Handler,), {"preview": preview})
    server = ThreadingHTTPServer(("127.0.0.1", port), partial(handler, directory=str(preview.out)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server

"""Safety: card text is text, nothing is fetched from outside, a pack's templates are sandboxed."""

from __future__ import annotations

import http.server
import threading
from pathlib import Path

from printed import read_pdf

from conftest import CARDS

HOSTILE = CARDS.replace("name: Spark", 'name: "<script>alert(1)</script>{{ 7*7 }}"')


def test_names_print_literally_in_html_and_pdf(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(cards=HOSTILE)
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "h"), "--format", "html")
    assert code == 0, err
    html = (tmp_path / "h" / "mini.html").read_text(encoding="utf-8")
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;{{ 7*7 }}" in html
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "p"))
    assert code == 0, err
    text = "".join(read_pdf(tmp_path / "p" / "mini.pdf").pages[0].extract_text().split())
    assert "<script>alert(1)</script>{{7*7}}" in text and "49" not in text


def test_urls_in_pack_templates_are_not_fetched(cli, pack_dir, tmp_path: Path) -> None:
    hits: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hits.append(self.path)
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    secret = tmp_path / "secret.png"
    secret.write_bytes(b"not for printing")
    template = (
        f'<img src="http://127.0.0.1:{server.server_port}/x.png"><img src="{secret.as_uri()}">'
        f'<div style="background: url(http://127.0.0.1:{server.server_port}/bg.png)">{{{{ card.name }}}}</div>'
    )
    pack = pack_dir(extra={"templates/card.html": template})
    try:
        code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    finally:
        server.shutdown()
    assert code == 0, err
    assert hits == []
    assert "W701 not fetched" in err and "secret.png" in err
    assert b"not for printing" not in (tmp_path / "o" / "mini.pdf").read_bytes()


def test_a_pack_template_escaping_the_sandbox_is_refused_with_its_location(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(extra={"templates/card.html": "<p>{{ card.name }}</p>\n<p>{{ ''.__class__.__mro__ }}</p>\n"})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    assert code == 1
    assert "templates/card.html:2:1: error E701" in err and "Traceback" not in err


def test_a_misspelt_name_in_a_pack_template_is_an_error_not_a_blank(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(extra={"templates/card.html": "{{ card.nmae }}"})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "E701" in err and "nmae" in err


def test_huge_strings_in_a_template_are_refused(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(extra={"templates/card.html": "{{ 'x' * 1000000000 }}"})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "too long" in err


def test_a_template_syntax_error_is_located(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(extra={"templates/card.html": "ok\n{% if %}\n"})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "templates/card.html:2:1: error E701" in err


def test_style_values_from_card_data_are_checked() -> None:
    from cardsmith.printouts.render import safe_colour

    assert safe_colour("#ff0000") == "#ff0000" and safe_colour("red") == "red"
    assert safe_colour("red; background: url(http://x)") == "#777777"

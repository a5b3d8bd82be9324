"""A pack's templates within budgets: a loop that does not end, an output bomb, HTML nested too deeply for
WeasyPrint or a stylesheet it cannot parse stop with a located error, exit 1, in seconds, never a traceback
or an internal error."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from cardsmith.printouts import render

# Each template does its harm on line 2, so the error must say where.
BOMBS = {
    "percent-width": "{{ '%0999999999d' % 1 }}",
    "format-width": "{{ '{:>999999999}'.format(1) }}",
    "format-fields": "{% set s = 'x' * 100000 %}{{ ('{0}' * 30000).format(s) | length }}",
    "center-filter": "{{ 'x' | center(999999999) }}",
    "center-method": "{{ 'x'.center(999999999) }}",
    "replace-filter": "{{ ('x' * 99999) | replace('x', 'x' * 99999) }}",
    "replace-method": "{{ ('x' * 99999).replace('x', 'y' * 99999) | length }}",
    "indent": "{{ ('x\\n' * 50000) | indent(50000) }}",
    "expandtabs": "{{ ('\\t' * 99999).expandtabs(99999) | length }}",
    "join-shared": "{% set s = 'x' * 99999 %}{{ ([s] * 99999) | join }}",
    "join-separator": "{% set s = 'x' * 99999 %}{{ [s, s, s] | join(s) | length }}",
    "list-literal": "{% set s = 'x' * 99999 %}{{ [" + "s, " * 3000 + "] }}",
    "dict-literal": "{% set s = 'x' * 99999 %}{{ {" + "".join(f"{i}: s, " for i in range(2000)) + "} }}",
    "concat-parts": "{% set s = 'x' * 99999 %}{{ s" + " ~ s" * 3000 + " }}",
    "join-method": "{% set s = 'x' * 99999 %}{{ s.join([s, s, s]) | length }}",
    "concat-doubling": "{% set ns = namespace(s='x') %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}"
    "{% endfor %}",
    "list-doubling": "{% set ns = namespace(x=['x' * 50000]) %}{% for i in range(40) %}{% set ns.x = ns.x + ns.x %}"
    "{% endfor %}",
    "int-squaring": "{% set ns = namespace(x=3) %}{% for i in range(100) %}{% set ns.x = ns.x * ns.x %}{% endfor %}",
    "power-tower": "{{ (((((2 ** 64) ** 64) ** 64) ** 64) ** 64) ** 64 > 0 }}",
    "macro-buffer": "{% macro m() %}{% for i in range(100000) %}{{ 'x' * 1000 }}{% endfor %}{% endmacro %}{{ m() }}",
    "set-block": "{% set b %}{% for i in range(100000) %}{{ 'x' * 1000 }}{% endfor %}{% endset %}{{ b | length }}",
    "filter-block": "{% filter upper %}{% for i in range(100000) %}{{ 'x' * 1000 }}{% endfor %}{% endfilter %}",
    "caller-loop": "{% macro m() %}{% for i in range(100000) %}{{ caller() }}{% endfor %}{% endmacro %}"
    "{% call m() %}{{ 'x' * 1000 }}{% endcall %}",
    "output-loop": "{% for i in range(100000) %}{% for j in range(100) %}xxxxxxxxxx{% endfor %}{% endfor %}",
    "fromkeys": "{{ {}.fromkeys(range(99999), 'x' * 99999) | length }}",
    "sum-lists": "{% set s = [1] * 99999 %}{{ ([s] * 99) | sum(start=[]) | length }}",
    "lipsum": "{{ lipsum(100000, True, 10000, 100000) }}",
    "slice": "{{ range(3) | slice(1000000000) | list | length }}",
    "batch": "{{ range(3) | batch(1000000000, 'x') | list | length }}",
    "tojson-indent": "{{ [1, 2, 3] | tojson(indent=100000000) }}",
    "recursive-macro": "{% macro f(n) %}{{ f(n) }}{% endmacro %}{{ f(1) }}",
    "font-sizes": "{{ fit('x', 10, 10, 1e300, 0) }}",
}


def _card(tmp_path: Path, pack_dir, line_2: str) -> Path:
    return pack_dir(extra={"templates/card.html": "<div>{{ card.name }}</div>\n" + line_2 + "\n"})


@pytest.mark.parametrize("template", BOMBS.values(), ids=BOMBS.keys())
def test_a_template_bomb_stops_at_its_line(cli, pack_dir, tmp_path: Path, template: str) -> None:
    pack = _card(tmp_path, pack_dir, template)
    started = time.monotonic()
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1, err
    assert "mini/templates/card.html:2:1: error E701 template" in err, err
    assert "Traceback" not in err and "internal error" not in err
    assert time.monotonic() - started < 5
    assert not (tmp_path / "o" / "mini.html").exists()


def test_a_template_that_never_ends_stops_at_its_time_budget(cli, pack_dir, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(render, "FACE_SECONDS", 0.3)
    pack = _card(tmp_path, pack_dir, "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}")
    started = time.monotonic()
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "mini/templates/card.html:2:1: error E701" in err
    assert "ran longer than 0.3 s" in err
    assert time.monotonic() - started < 3


def test_a_macro_calling_itself_twice_stops_at_its_time_budget(cli, pack_dir, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(render, "FACE_SECONDS", 0.3)
    macro = "{% macro f(n) %}{% if n %}{{ f(n - 1) }}{{ f(n - 1) }}{% endif %}{% endmacro %}{{ f(60) }}"
    code, _, err = cli("print", str(_card(tmp_path, pack_dir, macro)), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "mini/templates/card.html:2:1: error E701" in err and "ran longer than" in err


def test_all_the_cards_together_stop_at_the_printouts_budget(cli, pack_dir, tmp_path, monkeypatch) -> None:
    """Each card's template stays within its own budget, but not all of them together."""
    monkeypatch.setattr(render, "PRINTOUT_SECONDS", 0.5)
    monkeypatch.setattr(render, "CARD_SECONDS", 0.0)
    monkeypatch.setattr(render, "FACE_SECONDS", 60.0)
    cards = "cards:\n" + "".join(
        f"  - {{id: c{i}, name: C{i}, type: action, fields: {{cost: 1, faction: red, effect: 'gain 1 energy'}}, "
        f"provenance: 'stand-in: test'}}\n"
        for i in range(20)
    )
    slow = "{% for i in range(5) %}{% for j in range(100000) %}{% endfor %}{% endfor %}"  # about 0.2 s a card
    pack = pack_dir(cards=cards, extra={"templates/card.html": "<div>{{ card.name }}</div>\n" + slow + "\n"})
    started = time.monotonic()
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "mini/templates/card.html:2:1: error E701" in err
    assert "the templates of this printout ran longer than 0.5 s together" in err
    assert time.monotonic() - started < 5


@pytest.mark.slow
def test_a_cpu_loop_stops_within_seconds_with_the_real_budget(cli, pack_dir, tmp_path: Path) -> None:
    pack = _card(tmp_path, pack_dir, "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}")
    started = time.monotonic()
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    assert code == 1 and "mini/templates/card.html:2:1: error E701" in err
    assert time.monotonic() - started < 10


NESTED = {
    "divs": "{{ card.id }}" + "<div>" * 5_000 + "{{ card.name }}" + "</div>" * 5_000,
    "spans": "{{ card.id }}" + "<span>" * 5_000 + "{{ card.name }}" + "</span>" * 5_000,
    "loop": "{% for i in range(10000) %}<div>{% endfor %}{{ card.name }}{% for i in range(10000) %}</div>{% endfor %}",
}


@pytest.mark.parametrize("template", NESTED.values(), ids=NESTED.keys())
def test_html_nested_too_deeply_for_weasyprint_is_refused_at_its_line(cli, pack_dir, tmp_path, template: str) -> None:
    code, _, err = cli("print", str(_card(tmp_path, pack_dir, template)), "--out", str(tmp_path / "o"))
    assert code == 1, err
    assert "mini/templates/card.html:2:1: error E701 template refused: HTML elements nested more than 60 deep" in err
    assert "Traceback" not in err and not (tmp_path / "o" / "mini.pdf").exists()


def test_a_template_too_large_to_compile_quickly_is_refused(cli, pack_dir, tmp_path: Path) -> None:
    code, _, err = cli("print", str(_card(tmp_path, pack_dir, "{{ card.name }}" * 20_000)), "--out", str(tmp_path))
    assert code == 1
    assert "mini/templates/card.html: error E701 template refused: the template has 300,028 characters" in err


def test_html_nested_within_the_limit_prints(cli, pack_dir, tmp_path: Path) -> None:
    pack = _card(tmp_path, pack_dir, "<div>" * 50 + "{{ card.name }}<br><img src='data:,'>" + "</div>" * 50)
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    assert code == 0, err


def test_too_many_elements_are_refused(cli, pack_dir, tmp_path: Path) -> None:
    pack = _card(tmp_path, pack_dir, "{% for i in range(5000) %}<b>{{ i }}</b>{% endfor %}")
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "card.html:2:1: error E701" in err and "more than 2,000 HTML elements" in err


def test_a_template_nested_too_deeply_to_compile_names_its_file(cli, pack_dir, tmp_path: Path) -> None:
    pack = _card(tmp_path, pack_dir, "{{ " + "(" * 5000 + "1" + ")" * 5000 + " }}")
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "mini/templates/card.html: error E701 template refused: nested too deeply" in err, err


def test_an_overridden_sheet_template_is_bounded_too(cli, pack_dir, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(render, "SHEET_SECONDS", 0.3)
    endless = "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}"
    pack = pack_dir(extra={"templates/sheet.html": "<html>\n" + endless + "\n</html>"})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "mini/templates/sheet.html:2:1: error E701" in err and "ran longer than" in err


def test_a_stylesheet_with_brackets_nested_too_deeply_is_refused_at_its_line(cli, pack_dir, tmp_path) -> None:
    style = ".a { color: red }\n.b { width: calc(" + "(" * 3000 + "1px" + ")" * 3000 + ") }\n"
    code, _, err = cli("print", str(pack_dir(extra={"templates/style.css": style})), "--out", str(tmp_path / "o"))
    assert code == 1 and "mini/templates/style.css:2:48: error E701 brackets nested more than 32 deep" in err, err


def test_a_selector_too_long_for_weasyprint_is_an_error_naming_the_stylesheet(cli, pack_dir, tmp_path) -> None:
    style = "div " * 3000 + "{ color: red }\n"
    code, _, err = cli("print", str(pack_dir(extra={"templates/style.css": style})), "--out", str(tmp_path / "o"))
    assert code == 1 and "mini/templates/style.css: error E701 the PDF renderer cannot lay this printout out" in err
    assert "Traceback" not in err and "internal error" not in err


def test_a_stylesheet_too_large_is_refused(cli, pack_dir, tmp_path: Path) -> None:
    style = "div.a { color: red }\n" * 20_000
    code, _, err = cli("print", str(pack_dir(extra={"templates/style.css": style})), "--out", str(tmp_path / "o"))
    assert code == 1 and "mini/templates/style.css:1:1: error E008 the stylesheet has 420,000 characters" in err


def test_a_png_of_a_small_custom_card_prints(cli, pack_dir, tmp_path: Path) -> None:
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path / "o"), "--format", "png", "--card", "10x10")
    assert code == 0, err
    assert (tmp_path / "o" / "png" / "spark.png").is_file()


def test_a_printout_too_large_for_memory_is_an_error(cli, pack_dir, tmp_path, monkeypatch) -> None:
    """A printout too large for the machine (here WeasyPrint is made to run out of memory) is said plainly."""
    import weasyprint

    def out_of_memory(*args: object, **kwargs: object) -> None:
        raise MemoryError

    monkeypatch.setattr(weasyprint.HTML, "render", out_of_memory)
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path / "o"))
    assert code == 1 and "internal error" not in err
    assert "mini/templates: error E701 the PDF renderer cannot lay this printout out: there is not enough memory" in err

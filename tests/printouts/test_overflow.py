"""Nothing on a card is cut off unannounced: WeasyPrint's own layout is checked, with the real fonts."""

from __future__ import annotations

from pathlib import Path

import pytest
from weasyprint import HTML

from cardsmith.pack.catalogue import load_pack
from cardsmith.printouts import fit
from cardsmith.printouts.layout import CARD_SIZES, Options, Size
from cardsmith.printouts.overflow import findings
from cardsmith.printouts.render import Renderer
from conftest import CARDS, GAME

BUNDLED = ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon")
CLIPPING = """\
<div style="position: absolute; left: 2mm; top: 2mm; width: 30mm; height: 8mm; overflow: hidden; font-size: 9pt">
{{ card.name }} {{ card.text.effect }} and a great deal more text than this small box can ever hold
</div>
"""


def test_text_cut_off_by_its_box_is_a_warning_naming_the_card(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(extra={"templates/card.html": CLIPPING})
    code, out, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    assert code == 0, err
    assert "W701" in err and "card 'spark'" in err and "cut off" in err and "a.yaml:2" in err
    assert err.count("W701") == 1  # once for the card, not once for each of its 3 copies
    assert "1 warning(s)" in out


def test_text_below_six_points_is_a_warning(cli, pack_dir, tmp_path: Path) -> None:
    small = '<div style="font-size: 4pt">{{ card.name }}</div>'
    code, _, err = cli("print", str(pack_dir(extra={"templates/card.html": small})), "--out", str(tmp_path / "o"))
    assert code == 0 and "card 'spark'" in err and "4.0 pt, below the 6 pt" in err


def test_text_just_below_six_points_says_so(cli, pack_dir, tmp_path: Path) -> None:
    small = '<div style="font-size: 5.97pt">{{ card.name }}</div>'
    code, _, err = cli("print", str(pack_dir(extra={"templates/card.html": small})), "--out", str(tmp_path / "o"))
    assert code == 0 and "5.97 pt, below the 6 pt" in err, err


def test_words_are_measured_with_the_real_font() -> None:
    """'iiii' and 'MMMM' have the same length but not the same width: an average glyph width cannot tell."""
    assert fit.word_width("MMMM") > 2.5 * fit.word_width("iiii")
    assert fit.word_width("Extract:", bold=True) > fit.word_width("Extract:")


def test_the_bold_labels_before_paragraphs_take_room() -> None:
    """The generic card prints `Label: text` paragraphs; the estimate once left the labels out."""
    texts = {"Ao ser jogada e no início de cada turno seu": "ganhe 2 energias. " * 6, "Expandir": "compre 1 carta."}
    plain = fit.height("\n".join(texts.values()), 57, 7)
    assert fit.height(texts, 57, 7) > plain
    size = fit.font_size(texts, 57, fit.height(texts, 57, 7) - 0.1, 7, 4)
    assert size is not None and size < 7


@pytest.mark.slow
@pytest.mark.parametrize("card", list(CARD_SIZES))
@pytest.mark.parametrize("name", BUNDLED)
def test_no_text_outside_a_card_goes_unreported(name: str, card: str) -> None:
    """Every bundled pack at every card size: each card with text laid out beyond its face is named."""
    pack = load_pack(name)
    options = Options(card=Size(*CARD_SIZES[card]), page=Size(600, 600), backs="duplex-long")
    printout = Renderer(pack, options).document(pack.cards, copies=False)
    base = (pack.root / "templates").resolve().as_uri() + "/"
    document = HTML(string=printout.html, base_url=base).render()
    reported = {f.card for f in findings(document) if f.problem == "clipped"}
    reported |= {w.split("card '")[1].split("'")[0] for w in printout.warnings if "card '" in w}
    outside = _outside_faces(document)
    assert outside <= reported, sorted(outside - reported)


@pytest.mark.slow
@pytest.mark.parametrize("card", list(CARD_SIZES))
@pytest.mark.parametrize("name", BUNDLED)
def test_no_bundled_text_is_hidden_under_a_box(name: str, card: str) -> None:
    """Every bundled pack at every card size: no text lies under a box painted over it (a planet's strength
    under its half, an album's rule under its gaul half)."""
    pack = load_pack(name)
    options = Options(card=Size(*CARD_SIZES[card]), page=Size(600, 600), backs="duplex-long")
    printout = Renderer(pack, options).document(pack.cards, copies=False)
    base = (pack.root / "templates").resolve().as_uri() + "/"
    document = HTML(string=printout.faces_html, base_url=base).render()
    assert not [(f.card, f.text) for f in findings(document) if f.problem in ("hidden", "crossed")]


def _outside_faces(document) -> set[str]:
    """Cards with a text box not wholly inside their face (found independently of `overflow`: each card's face
    rectangle, and the text laid out inside the card's element, turned boxes left out)."""
    found: set[str] = set()

    def walk(box, card: str | None, face: tuple[float, float, float, float] | None) -> None:
        element = getattr(box, "element", None)
        if element is not None and box.element_tag == "div":
            if element.get("data-card"):
                card = element.get("data-card")
            if "face" in (element.get("class") or "").split():
                face = (box.position_x, box.position_y, box.position_x + box.width, box.position_y + box.height)
        if box.style["transform"]:
            return
        if hasattr(box, "text"):
            if card and face and box.text.strip():
                x1, y1, x2, y2 = face
                slack = 0.25 * box.height
                inside = x1 - 0.5 <= box.position_x and box.position_x + box.width <= x2 + 0.5
                inside = inside and y1 - slack <= box.position_y and box.position_y + box.height <= y2 + slack
                if not inside:
                    found.add(card)
            return
        for child in getattr(box, "children", ()):
            walk(child, card, face)

    for page in document.pages:
        walk(page._page_box, None, None)
    return found


def test_an_icon_is_one_box_and_its_letter_is_no_small_text(cli, pack_dir, tmp_path: Path) -> None:
    """An inline SVG per icon was most of WeasyPrint's time on Asteria's 810 icons; now one span each."""
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 0, err
    html = (tmp_path / "o" / "mini.html").read_text(encoding="utf-8")
    assert "<svg" not in html and '<span class="icon i' in html and ">E</span>energy" in html
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path / "o"))
    assert code == 0 and "W701" not in err


@pytest.mark.parametrize("mode", [["--print-shop"], ["--format", "png", "--dpi", "50"]])
def test_text_running_off_a_print_shop_page_is_reported(cli, pack_dir, tmp_path: Path, mode: list[str]) -> None:
    """One card a page: WeasyPrint carried what ran past the page's bottom to a page never printed, unreported."""
    text = "{{ card.name }} " + "and on " * 20
    low = f'<div style="position: absolute; left: 2mm; top: 80mm; width: 30mm">{text}</div>'
    code, _, err = cli("print", str(pack_dir(extra={"templates/card.html": low})), "--out", str(tmp_path), *mode)
    assert code == 0 and "card 'spark'" in err and "cut off" in err, err


@pytest.mark.slow
@pytest.mark.parametrize("card", ["poker", "mini"])
@pytest.mark.parametrize("name", BUNDLED)
def test_the_bundled_packs_print_nothing_cut_or_small(cli, tmp_path: Path, name: str, card: str) -> None:
    """Every pack, fronts and backs, on a poker and on a 44×63 mm mini card: no text cut, hidden, run over or below
    6 pt."""
    code, _, err = cli("print", name, "--card", card, "--backs", "duplex-long", "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err


COVERED = """\
<div style="position: absolute; left: 2mm; top: 10mm; width: 40mm; font-size: 9pt">{{ card.name }} wins</div>
<div style="position: absolute; left: 0; top: 8mm; width: 63mm; height: 12mm; background: {{ cover }}"></div>
"""


@pytest.mark.parametrize(("cover", "hidden"), [("#2a5d9f", True), ("rgba(42, 93, 159, 0.5)", False)])
def test_text_under_an_opaque_box_is_a_warning(cli, pack_dir, tmp_path: Path, cover: str, hidden: bool) -> None:
    """A band drawn over a card's text hid it without a word (only clipping was looked for); a see-through one
    hides nothing."""
    template = COVERED.replace("{{ cover }}", cover)
    code, _, err = cli("print", str(pack_dir(extra={"templates/card.html": template})), "--out", str(tmp_path / "o"))
    assert code == 0, err
    assert ("card 'spark'" in err and "hidden under a box" in err and "Spark wins" in err) is hidden, err


def test_text_over_an_earlier_box_is_not_hidden(cli, pack_dir, tmp_path: Path) -> None:
    """The same band, painted first: the text, positioned after it, lies on top."""
    band = COVERED.replace("{{ cover }}", "#2a5d9f").splitlines()
    template = "\n".join([band[1], band[0]])
    code, _, err = cli("print", str(pack_dir(extra={"templates/card.html": template})), "--out", str(tmp_path / "o"))
    assert code == 0 and "W701" not in err, err


def test_an_asterix_album_at_mini_size_keeps_its_rule_above_the_gaul_half() -> None:
    """At mini size an album's rule ran on under its blue half (hidden, not clipped), and its name sat 5.5 mm left
    of the middle (room kept for a character's strength badge)."""
    pack = load_pack("asterix")
    album = next(card for card in pack.cards if card.id == "album_asteriks_gal")
    printout = Renderer(pack, Options(card=Size(*CARD_SIZES["mini"]))).document([album], copies=False)
    base = (pack.root / "templates").resolve().as_uri() + "/"
    document = HTML(string=printout.faces_html, base_url=base).render()
    assert not [f for f in findings(document) if f.problem in ("hidden", "clipped")]
    name = _text_box(document.pages[0]._page_box, "Asteriks")
    middle = name.position_x + name.width / 2
    assert abs(middle - 44 / 2 * 96 / 25.4) < 0.5 * 96 / 25.4


def _text_box(box, start: str):
    if hasattr(box, "text"):
        return box if box.text.startswith(start) else None
    for child in getattr(box, "children", ()):
        found = _text_box(child, start)
        if found is not None:
            return found
    return None


def test_a_three_digit_badge_on_a_mini_card_is_not_below_six_points(cli, pack_dir, tmp_path: Path) -> None:
    """The generic card's badge shrinks a long number: at mini size 118 once printed at 5.98 pt."""
    game = GAME.replace("cost: {type: int, min: 0, max: 5}", "cost: {type: int, min: 0, max: 500}")
    pack = pack_dir(game=game, cards=CARDS.replace("cost: 1", "cost: 118"))
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--card", "mini")
    assert code == 0 and "W701" not in err, err


CROSSED = """\
<div style="position: absolute; left: 2mm; right: 2mm; top: 20mm; height: 30mm">{{ card.name }} has a long ability</div>
<div style="position: absolute; left: 2mm; right: 2mm; top: 21mm; height: 10mm">and a restriction run over it</div>
"""


def test_text_run_over_by_another_boxs_text_is_a_warning(cli, pack_dir, tmp_path: Path) -> None:
    """Two boxes placed on one spot print their texts over each other: neither is cut off, neither is opaque."""
    code, _, err = cli("print", str(pack_dir(extra={"templates/card.html": CROSSED})), "--out", str(tmp_path / "o"))
    assert code == 0 and "card 'spark'" in err and "runs into the text of another box" in err, err


def test_asterix_characters_at_mini_size_keep_ability_and_restriction_apart(cli, tmp_path: Path) -> None:
    """At 44x63 mm the picture's room gives way and the two texts share the rest: nothing cut, nothing crossed."""
    only = "id:asteriks or id:juliusz_cezar or id:kleopatra or id:legionista_z_kompendium"
    code, _, err = cli("print", "asterix", "--card", "mini", "--only", only, "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err


def test_ad_astra_rules_text_starts_below_details_of_two_lines(cli, tmp_path: Path) -> None:
    """A scoring card's elements take two lines: its rules text, placed from the card's bottom, ran over them."""
    code, _, err = cli("print", "ad_astra", "--only", "id:morado_puntuacion_2", "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err


def test_an_english_mission_keeps_its_label_and_its_condition_apart(cli, tmp_path: Path) -> None:
    """In English a mission prints the rulebook's sentence above the generated condition; the condition, placed
    at a fixed height, ran over a sentence of four lines."""
    args = ["--lang", "en", "--only", "id:mision_2_a2 or id:mision_6_b2", "--backs", "duplex-long"]
    code, _, err = cli("print", "welcome_to_the_moon", *args, "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err


def test_english_album_titles_fit_a_mini_card(cli, tmp_path: Path) -> None:
    """'Asterix and the Chieftain's Shield' was cut off at mini size: a title too long for one line takes two."""
    args = ["--lang", "en", "--card", "mini", "--only", "type:album"]
    code, _, err = cli("print", "asterix", *args, "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err


def test_ad_astra_rules_text_is_set_as_large_as_its_box_allows(cli, tmp_path: Path) -> None:
    """A one-line rule once printed at 8 pt over an empty card: it may grow to 10 pt."""
    code, _, err = cli(
        "print", "ad_astra", "--only", "id:amarillo_comercio", "--format", "html", "--out", str(tmp_path)
    )
    assert code == 0, err
    html = (tmp_path / "ad_astra.html").read_text(encoding="utf-8")
    assert 'class="aa-rules" style="height: ' in html and "font-size: 10.0pt" in html


def test_afternova_rules_text_starts_below_its_badges_on_a_square_card(cli, tmp_path: Path) -> None:
    """Rules text placed from the card's bottom ran over a second row of badges on a 70 mm square card."""
    args = ["--card", "square", "--only", "id:laboratorio_orbitale or id:archivio_stellare"]
    code, _, err = cli("print", "afternova", *args, "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err


def test_a_spaceships_action_fits_the_back_of_a_mini_card(cli, tmp_path: Path) -> None:
    """'PLANIFICACIÓN' at a fixed 16 pt ran off a 44 mm card's back: it is fitted now."""
    args = ["--card", "mini", "--backs", "duplex-long", "--only", "id:nave_08 or id:nave_09"]
    code, _, err = cli("print", "welcome_to_the_moon", *args, "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err


def test_asteria_actions_and_objective_at_mini_size_keep_their_text_at_six_points(cli, tmp_path: Path) -> None:
    """Sonda Recicladora's long Expandir edge fell to 4.5 pt and was cut on a mini card, and the objective lost
    its last victory: the compact layout runs each text in after its head, the objective fills its body."""
    args = ["--card", "mini", "--only", "id:sonda_recicladora or id:contrabandista or id:objetivo"]
    code, _, err = cli("print", "asteria", *args, "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err


def test_an_astra_adversary_prints_its_points_per_kind_of_card_on_a_mini_card(cli, tmp_path: Path) -> None:
    """The adversary printed the generic label/value table ('puntos por Robot (anverso)') and was cut at mini size:
    its own template shows the name, the level and ASTRA's points for each kind of spaceship card, both faces."""
    args = ["--card", "mini", "--backs", "duplex-long", "--only", "type:astra_adversary or type:astra_adventure"]
    code, _, err = cli("print", "welcome_to_the_moon", *args, "--out", str(tmp_path))
    assert code == 0 and "W701" not in err, err
    code, _, _ = cli("print", "welcome_to_the_moon", *args, "--as", "html", "--out", str(tmp_path))
    html = (tmp_path / "welcome_to_the_moon.html").read_text(encoding="utf-8")
    assert "(anverso)" not in html and "Katherine" in html and "Puntos de ASTRA / carta" in html
    assert html.count('class="wm-adv-bar"') == 6 * 8  # six kinds on each of the 8 faces


BUNDLED = ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon")
SIZES = tuple(CARD_SIZES)


def _languages(pack: str) -> list[str]:
    """The languages a bundled pack prints in: its own, and each its glossary names its cards in (English)."""
    game = load_pack(pack).game
    return list(dict.fromkeys([str(game["language"]), *game.get("glossary", {})]))


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pack", BUNDLED)
def test_every_bundled_pack_prints_with_nothing_cut_crossed_or_too_small(cli, tmp_path: Path, pack: str, size: str):
    """Every card, both sides, at every card size and in every language the pack prints in: no W701."""
    for lang in _languages(pack):
        out = tmp_path / lang
        code, _, err = cli("print", pack, "--card", size, "--lang", lang, "--backs", "duplex-long", "--out", str(out))
        assert code == 0 and "W701" not in err, f"{pack} {size} {lang}: {err}"


@pytest.mark.parametrize(
    ("pack", "size", "lang", "only"),
    [
        pytest.param(  # 39 texts cut off or run into the points; ~4 s, with the slow tests
            "welcome_to_the_moon", "mini", "en", "type:mission", marks=pytest.mark.slow
        ),
        ("asteria", "square", "pt", "id:sonda_recicladora"),  # 5 pt on a square card's short side edges
        ("asteria", "square", "en", "id:sonda_recicladora"),
        ("asterix", "bridge", "pl", "id:juliusz_cezar"),  # an icon broken from its word: a line more than measured
        ("asterix", "mini", "pl", "id:album_dar_cezara"),
    ],
)
def test_the_cards_that_did_not_fit_now_fit(cli, tmp_path: Path, pack: str, size: str, lang: str, only: str) -> None:
    """The W701 warnings a designer met first, each at its card size and language (both sides)."""
    args = ("--card", size, "--lang", lang, "--only", only, "--backs", "duplex-long", "--out", str(tmp_path))
    code, _, err = cli("print", pack, *args)
    assert code == 0 and "W701" not in err, err

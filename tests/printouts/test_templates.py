"""Templates live in the packs: the package keeps only the generic ones and knows no game.

A pack's `templates/` folder comes first, then the package's `generic/` templates and `sheet.html`;
the bundled games print with their own templates, exactly as any designer's pack does.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from conftest import CARDS, GAME, write_pack

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "cardsmith"
TEMPLATES = PACKAGE / "printouts" / "templates"
BUNDLED = ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon")


def test_the_core_knows_no_game() -> None:
    assert not (TEMPLATES / "games").exists(), "a game's templates belong in its pack: cards/<game>/templates/"
    assert sorted(p.name for p in TEMPLATES.iterdir()) == ["generic", "sheet.html"]
    ids = set(BUNDLED) | {p.name for p in (ROOT / "cards").iterdir() if (p / "game.yaml").is_file()}
    named = re.compile(r"(?<![A-Za-z0-9])(" + "|".join(sorted(ids)) + r")(?![A-Za-z0-9])", re.IGNORECASE)
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if named.search(line)
    ]
    assert found == [], "cardsmith's code names a bundled game:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("name", "own_class"),
    [("asteria", "as-card"), ("asterix", "ax-card"), ("afternova", "af-card"), ("ad_astra", "aa-card")]
    + [("welcome_to_the_moon", "wm-card")],
)
def test_each_bundled_pack_prints_with_its_own_templates(cli, tmp_path: Path, name: str, own_class: str) -> None:
    style = ROOT / "cards" / name / "templates" / "style.css"
    assert style.is_file()
    code, _, err = cli("print", name, "--out", str(tmp_path), "--format", "html")
    assert code == 0, err
    html = (tmp_path / f"{name}.html").read_text(encoding="utf-8")
    assert f'class="{own_class}' in html
    assert style.read_text(encoding="utf-8").strip() in html


def test_a_pack_template_may_include_the_generic_ones(cli, pack_dir, tmp_path: Path) -> None:
    template = '<div class="mine">{% include "generic/card.html" %}</div>'
    pack = pack_dir(extra={"templates/card.html": template, "templates/style.css": ".mine { color: red; }"})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path), "--format", "html")
    assert code == 0, err
    html = (tmp_path / "mini.html").read_text(encoding="utf-8")
    assert '<div class="mine"><div class="g-card"' in html and ".mine { color: red; }" in html
    assert html.index(".g-card {") < html.index(".mine {"), "the pack's stylesheet comes after the generic one"


def test_a_card_type_named_like_a_package_template_gets_the_generic_face(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(game=GAME.replace("  action:", "  sheet:"), cards=CARDS.replace("type: action", "type: sheet"))
    code, _, err = cli("print", str(pack), "--out", str(tmp_path), "--format", "html")
    assert code == 0, err
    assert 'class="g-card"' in (tmp_path / "mini.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["card.html", "style.css"])
def test_a_template_linked_from_outside_the_pack_is_refused(cli, pack_dir, tmp_path: Path, name: str) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("not for printing", encoding="utf-8")
    pack = pack_dir()
    (pack / "templates").mkdir()
    try:
        os.symlink(secret, pack / "templates" / name)
    except OSError:
        pytest.skip("no symbolic links here")
    code, out, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "Traceback" not in err
    assert f"mini/templates/{name}:1:1: error E006 'mini/templates/{name}' is outside the pack folder" in err
    assert "not for printing" not in out + err and not (tmp_path / "o" / "mini.html").exists()


def test_afternova_prints_a_ships_secret_objective_on_its_back_only() -> None:
    from cardsmith.pack.catalogue import load_pack
    from cardsmith.printouts.layout import Options
    from cardsmith.printouts.render import Renderer

    pack = load_pack("afternova")
    renderer = Renderer(pack, Options())
    [ship] = [c for c in pack.cards if c.id == "astronave_libeccio"]  # objective: black and white fragments
    front, back = str(renderer.front(ship).html), str(renderer.back(ship).html)
    assert "Capienza" in front and "Obiettivo" not in front
    assert "Obiettivo nero" in back and "Obiettivo bianco" in back and "Obiettivo viola" not in back


def test_a_card_types_back_fields_print_on_its_back_only(cli, pack_dir, tmp_path: Path) -> None:
    """A secret objective (Afternova's ships) goes on the back: the front never shows it, the back does,
    marked as private; a misspelt back field is a located error."""
    from pypdf import PdfReader

    game = GAME.replace(
        "      effect: {type: effect}\n",
        "      effect: {type: effect}\n      secret: {type: int, min: 0, max: 9}\n"
        "    back_fields: [secret]\n    private_back: true\n",
    )
    pack = pack_dir(game=game, cards=CARDS.replace("      cost: 1\n", "      cost: 1\n      secret: 7\n"))
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--backs", "duplex-long")
    assert code == 0, err
    front, back = (" ".join(page.extract_text().split()) for page in PdfReader(tmp_path / "o" / "mini.pdf").pages)
    assert "Spark" in front and "secret" not in front and "7" not in front
    assert "secret 7" in back and "keep hidden" in back.lower()
    code, _, err = cli("check", str(write_pack(tmp_path / "bad", game=game.replace("[secret]", "[secrte]"))))
    assert code == 1 and "back field 'secrte'" in err and "did you mean 'secret'" in err and "game.yaml:" in err


def test_the_generic_card_looks_like_a_prototype(cli, pack_dir, tmp_path: Path) -> None:
    """A name, a cost and a sentence once printed as small `label value` rows with the sentence at 6 pt bold:
    now the name is large, the cost a badge, the type a colour band and the sentence fills the body."""
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path), "--format", "html")
    assert code == 0, err
    html = (tmp_path / "mini.html").read_text(encoding="utf-8")
    card = html[html.index('<div class="g-card"') :]
    assert re.search(r'<div class="g-band"[^>]*>action</div>', card)
    assert re.search(r'<div class="g-badge"[^>]*title="cost">1</div>', card)
    name = float(re.search(r'class="g-name" style="font-size: ([\d.]+)pt', card).group(1))
    rules = float(re.search(r'class="g-rules" style="[^"]*font-size: ([\d.]+)pt', card).group(1))
    assert name >= 12 and rules >= 10
    assert "<th>faction</th><td>red</td>" in card and "<th>cost</th>" not in card


def test_a_two_faced_mission_prints_both_faces(cli, tmp_path: Path) -> None:
    """Welcome to the Moon's missions: "Anverso: Misión iniciada / Reverso: Misión cumplida" (the rulebook), the
    accomplished side with only the later players' points, never the pack's generic back."""
    args = ["--only", "id:mision_1_a1", "--backs", "duplex-long", "--format", "html", "--out", str(tmp_path)]
    code, _, err = cli("print", "welcome_to_the_moon", *args)
    assert code == 0, err
    html = (tmp_path / "welcome_to_the_moon.html").read_text(encoding="utf-8")
    front, back = html.split('class="sheet back"')
    assert "Misión iniciada" in front and "<span>4</span><span>2</span>" in front
    assert "Misión cumplida" in back and "<span>2</span>" in back and "<span>4</span>" not in back
    assert "g-back" not in back


def test_an_astra_adventures_back_prints_its_second_adventure(cli, tmp_path: Path) -> None:
    """The back's sentences are back fields (`back_rules`): the back once printed its heading and nothing else."""
    from pypdf import PdfReader

    args = ["--only", "id:aventura_astra_3_4", "--backs", "duplex-long", "--out", str(tmp_path)]
    code, _, err = cli("print", "welcome_to_the_moon", *args)
    assert code == 0, err
    front, back = (" ".join(p.extract_text().split()) for p in PdfReader(tmp_path / "welcome_to_the_moon.pdf").pages)
    assert "Aventura 3" in front and "15 puntos" in front
    assert "Aventura 4" in back and "fábrica principal" in back and "15 puntos" not in back


def test_a_packs_own_back_has_the_rim_of_its_front_unless_it_names_one(pack_dir) -> None:
    """A back drawn as a white card inset in the trim once sat in a rim of the type's dark ink, unlike its front."""
    from cardsmith.pack.catalogue import load_pack
    from cardsmith.printouts.layout import Options
    from cardsmith.printouts.render import PALETTE, Renderer

    own = '<div style="position: absolute; inset: 1.5mm; background: #fff">{{ card.name }}</div>'
    pack = load_pack(str(pack_dir(extra={"templates/back.html": own})))
    renderer = Renderer(pack, Options(backs="duplex-long"))
    [card] = pack.cards
    assert renderer.back(card).colour == renderer.front(card).colour == PALETTE[0]
    named = load_pack(str(pack_dir(extra={"templates/back.html": own.replace("<div ", '<div data-bleed="#123456" ')})))
    assert Renderer(named, Options()).back(named.cards[0]).colour == "#123456"


def test_afternova_badges_share_one_baseline_and_asterias_resource_card_has_its_tracks(cli, tmp_path: Path) -> None:
    """Badges whose labels take one line or two sat at different heights; Asteria's resource card printed as
    a data dump instead of its energy and ore tracks from 0 to 12."""
    from weasyprint import HTML

    from cardsmith.pack.catalogue import load_pack
    from cardsmith.printouts.layout import Options
    from cardsmith.printouts.render import Renderer

    pack = load_pack("afternova")
    card = next(c for c in pack.cards if c.id == "acceleratore_di_particelle")
    document = HTML(string=Renderer(pack, Options()).document([card], copies=False).html).render()
    found: dict[int, tuple[float, float]] = {}  # the outermost box of each badge element

    def walk(box) -> None:
        element = getattr(box, "element", None)
        if element is not None and (element.get("class") or "").split() == ["af-badge"]:
            found.setdefault(id(element), (round(box.position_y, 2), round(box.border_height(), 2)))
        for child in getattr(box, "children", ()):
            walk(child)

    walk(document.pages[0]._page_box)
    badges = list(found.values())
    rows = {y for y, _ in badges}
    assert len(badges) == 4 and len(rows) == 2 and len({h for _, h in badges}) == 1
    code, _, err = cli("print", "asteria", "--only", "id:carta_de_recursos", "--format", "html", "--out", str(tmp_path))
    assert code == 0, err
    html = (tmp_path / "asteria.html").read_text(encoding="utf-8")
    numbers = re.findall(r'class="as-track-box"[^>]*>(\d+)<', html)
    assert numbers == [str(n) for n in range(13)] * 2 * 2  # two tracks; two copies of the card


@pytest.mark.parametrize("card_size", ["mini", "poker", "tarot"])
def test_an_asteria_planets_strength_is_never_under_a_half(card_size: str) -> None:
    """At mini size the "A" half, 26 mm whatever the card, covered the planet's strength."""
    from weasyprint import HTML

    from cardsmith.pack.catalogue import load_pack
    from cardsmith.printouts.layout import CARD_SIZES, Options, Size
    from cardsmith.printouts.render import Renderer

    pack = load_pack("asteria")
    planet = next(c for c in pack.cards if c.type == "planet")
    options = Options(card=Size(*CARD_SIZES[card_size]), page=Size(300, 300))
    document = HTML(string=Renderer(pack, options).document([planet], copies=False).html).render()
    found: dict[str, tuple[float, float]] = {}

    def walk(box) -> None:
        element = getattr(box, "element", None)
        classes = (element.get("class") or "").split() if element is not None else []
        for name in ("as-planet-strength", "as-half-a", "as-half-b"):
            if name in classes and name not in found:
                found[name] = (box.border_box_y(), box.border_box_y() + box.border_height())
        for child in getattr(box, "children", ()):
            walk(child)

    walk(document.pages[0]._page_box)
    top, bottom = found["as-planet-strength"]
    assert found["as-half-b"][1] <= top and bottom <= found["as-half-a"][0]


SYMMETRIC = ("g-band", "g-chips", "g-fields", "g-rules", "g-back-frame", "g-back-name", "g-back-fields", "g-back-rules")


def _insets(box, face=None, found=None) -> dict[str, tuple[float, float]]:
    """Each generic block's room left and right of it within its card's face (mm), by class."""
    found = {} if found is None else found
    element = getattr(box, "element", None)
    classes = (element.get("class") or "").split() if element is not None else []
    if "face" in classes:
        face = (box.position_x, box.position_x + box.width)
    for name in classes:
        if (
            name in SYMMETRIC
            and face is not None
            and type(box).__name__ in ("BlockBox", "TableBox", "AbsolutePlaceholder")
        ):
            left, right = box.border_box_x() - face[0], face[1] - box.border_box_x() - box.border_width()
            found[name] = (left * 25.4 / 96, right * 25.4 / 96)
    for child in getattr(box, "children", ()):
        _insets(child, face, found)
    return found


@pytest.mark.parametrize("card_size", ["poker", "mini", "tarot"])
def test_the_generic_faces_leave_equal_room_on_both_sides(card_size: str, tmp_path: Path) -> None:
    """The generic back's table of fields took 90 % of the frame after a 2 mm margin: 2 mm on the left, 3.5 on the
    right. Every block of the generic front and back is centred on the card."""
    from weasyprint import HTML

    from cardsmith.pack.catalogue import load_pack
    from cardsmith.printouts.layout import CARD_SIZES, Options, Size
    from cardsmith.printouts.render import Renderer

    game = GAME.replace(
        "      effect: {type: effect}\n",
        "      effect: {type: effect}\n      secret: {type: int, min: 0, max: 9}\n      note: {type: effect}\n"
        "    back_fields: [secret, note]\n",
    )
    cards = CARDS.replace("      cost: 1\n", '      cost: 1\n      secret: 7\n      note: "gain 1 energy"\n')
    pack = load_pack(str(write_pack(tmp_path / "mini", game=game, cards=cards)))
    options = Options(card=Size(*CARD_SIZES[card_size]), backs="duplex-long")
    document = HTML(string=Renderer(pack, options).document(pack.cards, copies=False).faces_html).render()
    insets = {}
    for page in document.pages:
        insets.update(_insets(page._page_box))
    assert set(insets) == set(SYMMETRIC) - {"g-chips"}  # a cost and a faction: no chips
    for name, (left, right) in insets.items():
        assert left == pytest.approx(right, abs=0.1), name

"""Text has the same room on both sides of the box a reader sees around it, measured in WeasyPrint's layout."""

from __future__ import annotations

from pathlib import Path

import pytest
from weasyprint import HTML

from cardsmith.pack.catalogue import load_pack
from cardsmith.printouts.layout import CARD_SIZES, Options, Size
from cardsmith.printouts.render import Renderer
from cardsmith.printouts.spacing import uneven

BUNDLED = ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon")
BAND = '<div style="background: #ccc; padding: {}">{{{{ card.name }}}}</div>'
BADGE = """\
<div style="background: #ccc; padding: 1mm 2mm; position: relative">
  <div style="position: absolute; right: 2mm; top: 1mm; width: 5mm; height: 5mm; background: #fff">1</div>
  <div style="margin-right: {}mm">{{{{ card.name }}}}</div>
</div>
"""


def _printed(cli, pack_dir, tmp_path: Path, template: str) -> str:
    code, _, err = cli("print", str(pack_dir(extra={"templates/card.html": template})), "--out", str(tmp_path / "o"))
    assert code == 0, err
    return err


@pytest.mark.parametrize(
    ("padding", "said"),
    [
        ("1mm 4mm 1mm 2mm", "2.0 mm from the left of its box and 4.0 mm from the right"),
        ("1mm 3mm 3mm", "1.0 mm of room above"),
    ],
)
def test_a_band_with_more_room_on_one_side_is_a_warning(cli, pack_dir, tmp_path: Path, padding: str, said: str) -> None:
    err = _printed(cli, pack_dir, tmp_path, BAND.format(padding))
    assert err.count("W701") == 1 and "card 'spark'" in err and "uneven padding" in err and said in err, err


def test_a_band_as_wide_on_both_sides_is_not(cli, pack_dir, tmp_path: Path) -> None:
    assert "W701" not in _printed(cli, pack_dir, tmp_path, BAND.format("1mm 3mm"))


def test_a_badge_beside_the_text_bounds_its_room(cli, pack_dir, tmp_path: Path) -> None:
    """A name kept clear of a badge in the corner: as far from the badge as from the band's other edge."""
    assert "W701" not in _printed(cli, pack_dir, tmp_path, BADGE.format(7))  # 2 mm from the band, 2 from the badge
    err = _printed(cli, pack_dir, tmp_path, BADGE.format(5))  # 2 mm from the band, 0 from the badge
    assert "uneven padding" in err and "2.0 mm from the left of its box and 0.0 mm from the right" in err, err


def test_columns_of_a_flex_box_are_no_uneven_padding(cli, pack_dir, tmp_path: Path) -> None:
    """Two texts side by side in a row: each far from one edge of the card by design."""
    row = '<div style="display: flex; margin: 2mm"><div>{{ card.name }}</div><div>{{ card.type }}</div></div>'
    assert "W701" not in _printed(cli, pack_dir, tmp_path, row)


def test_the_generic_card_keeps_its_name_as_far_from_its_badge_as_from_its_edge(cli, pack_dir, tmp_path: Path) -> None:
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path / "o"), "--card", "mini")
    assert code == 0 and "W701" not in err, err


def test_an_asterix_character_has_the_same_room_above_and_below_its_name(cli, tmp_path: Path) -> None:
    code, _, err = cli("print", "asterix", "--out", str(tmp_path), "--only", "id:asteriks")
    assert code == 0 and "W701" not in err, err


@pytest.mark.slow
@pytest.mark.parametrize("card", list(CARD_SIZES))
@pytest.mark.parametrize("name", BUNDLED)
def test_no_bundled_card_has_uneven_padding(name: str, card: str) -> None:
    """Every bundled pack at every card size, both sides of every card."""
    pack = load_pack(name)
    options = Options(card=Size(*CARD_SIZES[card]), page=Size(600, 600), backs="duplex-long")
    printout = Renderer(pack, options).document(pack.cards, copies=False)
    base = (pack.root / "templates").resolve().as_uri() + "/"
    document = HTML(string=printout.faces_html, base_url=base).render()
    assert not [(f.card, f.side, f.text) for f in uneven(document)]

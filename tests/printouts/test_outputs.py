"""HTML for every bundled pack without warnings, PNG per card, TTS sheets, usage errors, watch."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from PIL import Image

from cardsmith.base.paths import resolve_pack
from cardsmith.commands.printing import Settings, run_watch
from cardsmith.printouts.tts import MAX_COLUMNS, MAX_ROWS, MAX_SIDE, grid_for

BUNDLED = ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon")


@pytest.mark.parametrize("name", BUNDLED)
def test_each_bundled_pack_prints_without_warnings(cli, tmp_path: Path, name: str) -> None:
    for lang in (None, "en"):
        args = ["print", name, "--out", str(tmp_path), "--format", "html", "--backs", "duplex-long"]
        code, out, err = cli(*args, *(["--lang", lang] if lang else []))
        assert code == 0, err
        assert "warning" not in err, err
        assert "wrote" in out
    html = (tmp_path / f"{name}.html").read_text(encoding="utf-8")
    assert html.count('class="card"') >= 2 * html.count('class="sheet front"')


def test_png_per_card_front_and_back(cli, pack_dir, tmp_path: Path) -> None:
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path), "--format", "png", "--dpi", "100")
    assert code == 0, err
    front = Image.open(tmp_path / "png" / "spark.png")
    assert front.size[0] == pytest.approx(63 / 25.4 * 100, abs=1.5)
    assert front.size[1] == pytest.approx(88 / 25.4 * 100, abs=1.5)
    assert front.getpixel((front.width // 2, front.height // 2)) != (0, 0, 0)
    assert (tmp_path / "png" / "spark.back.png").is_file()


def test_tts_saved_object_has_one_deck_per_back_within_limits(cli, tmp_path: Path) -> None:
    """A real TTS Saved Object: a deck for each back (Asteria's actions and planets have different backs, so
    not every card gets the first card's back), each card named and described, copies as in the box; every
    sheet within 10×7 and 4096 px, its last cell the hidden card."""
    import json
    from urllib.parse import unquote, urlparse

    from cardsmith.pack.catalogue import load_pack

    code, _, err = cli("print", "asteria", "--out", str(tmp_path), "--format", "tts", "--dpi", "50")
    assert code == 0, err
    saved = json.loads((tmp_path / "tts" / "asteria.json").read_text(encoding="utf-8"))
    decks = saved["ObjectStates"]
    pack = load_pack("asteria")
    assert len(decks) == len({card.type for card in pack.cards}) == 4  # actions, planets, objectives, resources
    assert all(deck["Name"] == "DeckCustom" for deck in decks)
    names = [card["Nickname"] for deck in decks for card in deck["ContainedObjects"]]
    assert sorted(names) == sorted(card.name for card in pack.cards for _ in range(card.copies))
    backs = {entry["BackURL"] for deck in decks for entry in deck["CustomDeck"].values()}
    assert len(backs) == 4
    for deck in decks:
        assert deck["DeckIDs"] == [card["CardID"] for card in deck["ContainedObjects"]]
        assert any(card["Description"] for card in deck["ContainedObjects"])
        for number, entry in deck["CustomDeck"].items():
            sheet = Image.open(unquote(urlparse(entry["FaceURL"]).path))
            back = Image.open(unquote(urlparse(entry["BackURL"]).path))
            columns, rows = entry["NumWidth"], entry["NumHeight"]
            assert max(sheet.size) <= MAX_SIDE and columns <= MAX_COLUMNS and rows <= MAX_ROWS
            cell = (sheet.width // columns, sheet.height // rows)
            corner = (sheet.width - cell[0], sheet.height - cell[1], sheet.width, sheet.height)
            hidden = sheet.crop(corner).resize(back.size)
            assert hidden.getpixel((back.width // 2, 5)) == back.getpixel((back.width // 2, 5))
            used = [c["CardID"] % 100 for c in deck["ContainedObjects"] if c["CardID"] // 100 == int(number)]
            assert max(used) < columns * rows - 1


def test_tts_cards_with_backs_of_their_own_get_unique_backs(cli, pack_dir, tmp_path: Path) -> None:
    import json

    from conftest import CARDS, GAME

    game = GAME.replace(
        "      effect: {type: effect}\n",
        "      effect: {type: effect}\n      secret: {type: int, min: 0, max: 9}\n    back_fields: [secret]\n",
    )
    pack = pack_dir(game=game, cards=CARDS.replace("      cost: 1\n", "      cost: 1\n      secret: 7\n"))
    code, _, err = cli("print", str(pack), "--out", str(tmp_path), "--format", "tts", "--dpi", "50")
    assert code == 0, err
    (deck,) = json.loads((tmp_path / "tts" / "mini.json").read_text(encoding="utf-8"))["ObjectStates"]
    (entry,) = deck["CustomDeck"].values()
    assert entry["UniqueBack"] is True and entry["BackURL"].endswith("-backs.png")
    assert [c["Nickname"] for c in deck["ContainedObjects"]] == ["Spark"] * 3
    assert deck["ContainedObjects"][0]["Description"].startswith("Gain 2 energy.\ncost: 1")


def test_tts_grids() -> None:
    for count in (1, 10, 56, 69):
        columns, rows = grid_for(count)
        assert columns <= MAX_COLUMNS and rows <= MAX_ROWS and columns * rows >= count + 1


def test_bad_options_are_usage_errors(cli, tmp_path: Path) -> None:
    code, _, err = cli("print", "asteria", "--out", str(tmp_path), "--card", "huge")
    assert code == 2 and "E402" in err and "card size 'huge'" in err
    code, _, err = cli("print", "asteria", "--out", str(tmp_path), "--card", "300x300")
    assert code == 2 and "does not fit" in err
    code, _, err = cli("print", "asteria", "--out", str(tmp_path), "--back-offset", "a,b")
    assert code == 2 and "X,Y" in err
    code, _, err = cli("print", "asterx", "--out", str(tmp_path))
    assert code == 2 and "did you mean 'asterix'" in err


def test_a_pack_with_errors_is_not_printed(cli, pack_dir, tmp_path: Path) -> None:
    from conftest import CARDS

    pack = pack_dir(cards=CARDS.replace("gain 2 energy", "gain 2 enrgy"))
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    assert code == 1 and "E301" in err and "not printed" in err
    assert not (tmp_path / "o" / "mini.pdf").exists()


def test_watch_rebuilds_when_a_card_changes(pack_dir, tmp_path: Path) -> None:
    pack = pack_dir()
    out = tmp_path / "out"
    stop = threading.Event()
    builds: list[str] = []

    def on_build(result) -> None:
        builds.append((out / "mini.html").read_text(encoding="utf-8"))

    settings = Settings(out, "html")
    thread = threading.Thread(
        target=run_watch, args=(str(resolve_pack(str(pack))), "mini", settings, 2, stop, on_build), daemon=True
    )
    thread.start()
    deadline = time.monotonic() + 20
    while not builds and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    cards = pack / "cards" / "a.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("name: Spark", "name: Flash"), encoding="utf-8")
    thread.join(timeout=20)
    stop.set()
    assert len(builds) == 2 and "Spark" in builds[0] and "Flash" in builds[1]


@pytest.mark.parametrize("name", ["asteria", pytest.param("asterix", marks=pytest.mark.slow)])  # asterix ~4 s
def test_print_shop_pages_hold_all_of_each_cards_text(cli, tmp_path: Path, name: str) -> None:
    """One page per card, and every rules text is on it (a part laid out beyond the card would spill)."""
    from pypdf import PdfReader

    from cardsmith.pack.catalogue import load_pack
    from cardsmith.printouts.rules_text import rules_text

    code, _, err = cli("print", name, "--out", str(tmp_path), "--print-shop", "--bleed", "3")
    assert code == 0, err
    pack = load_pack(name)
    pages = PdfReader(tmp_path / f"{name}.pdf").pages
    assert len(pages) == sum(card.copies for card in pack.cards)
    page = 0
    for card in pack.cards:
        printed = " ".join(pages[page].extract_text().split())
        for text in rules_text(pack, card).values():
            longest = max(text.replace(".", " ").split(), key=len)
            assert longest in printed, (card.id, longest, printed)
        page += card.copies


def test_the_margin_option_gives_more_cards_a_page(cli, tmp_path: Path) -> None:
    """The README's Asterix example (3 mm bleed, 2 mm gap) took 4 cards a page with a fixed 10 mm margin."""
    from pypdf import PdfReader

    args = ["--only", "type:album", "--out", str(tmp_path), "--bleed", "3", "--gap", "2"]  # 26 albums
    code, _, err = cli("print", "asterix", *args, "--marks", "lines")
    assert code == 0, err
    assert len(PdfReader(tmp_path / "asterix.pdf").pages) == 5  # 6 a page
    code, _, err = cli("print", "asterix", *args, "--margin", "10")
    assert code == 0, err
    assert len(PdfReader(tmp_path / "asterix.pdf").pages) == 7  # 4 a page
    code, _, err = cli("print", "asterix", "--out", str(tmp_path), "--margin", "-1")
    assert code == 2 and "--margin" in err

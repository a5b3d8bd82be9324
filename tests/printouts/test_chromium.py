"""The HTML sheet in a real browser: headless Chromium's screenshot shows the cards where layout.py put them."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from cardsmith.printouts.layout import Options, grid
from cardsmith.printouts.render import INK, PALETTE

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
WIDTH, HEIGHT = 900, 1250
PX = 96 / 25.4


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed here (.ci/run installs it)")
def test_screenshot_shows_the_cards_in_their_slots(cli, pack_dir, tmp_path: Path) -> None:
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path), "--format", "html", "--marks", "none")
    assert code == 0, err
    shot = tmp_path / "shot.png"
    subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={tmp_path / 'profile'}", "--hide-scrollbars", f"--window-size={WIDTH},{HEIGHT}",
         f"--screenshot={shot}", (tmp_path / "mini.html").as_uri()],
        check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    image = Image.open(shot).convert("RGB")
    sheet_left, sheet_top = (WIDTH - 210 * PX) / 2, 8 * PX  # the screen style centres the sheet, 8 mm down
    layout = grid(Options())
    background, ink = (tuple(int(c[i : i + 2], 16) for i in (1, 3, 5)) for c in (PALETTE[0], INK[0]))

    def pixel(x_mm: float, y_mm: float) -> tuple[int, int, int]:
        return image.getpixel((round(sheet_left + x_mm * PX), round(sheet_top + y_mm * PX)))

    def near(colour: tuple[int, int, int], expected: tuple[int, ...]) -> bool:
        return all(abs(a - b) <= 12 for a, b in zip(colour, expected, strict=True))

    for column in range(3):  # three copies of one card fill the first row
        left = layout.left + column * 63
        assert near(pixel(left + 0.7, layout.top + 44), background), column
        frame = [pixel(left + 1.2 + step / 10, layout.top + 44) for step in range(12)]
        assert any(near(colour, ink) for colour in frame), (column, frame)  # the card's frame
    assert near(pixel(layout.left + 0.7, layout.top + 88 + 44), (255, 255, 255))  # the second row is empty
    assert near(pixel(3, 3), (255, 255, 255))  # the page margin is paper
    assert near(image.getpixel((5, HEIGHT // 2)), (136, 136, 136))  # and the screen around it is grey

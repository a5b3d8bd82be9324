"""What `print` and `watch` say about a build: a warning quotes the card's own text, escaped."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.commands.printing import report
from cardsmith.printouts.printout import Result


def test_a_warning_quoting_a_card_shows_its_control_characters_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    result = Result(0, written=[Path("out/mini.pdf")], warnings=["card 'zap': text does not fit: \x1b]0;owned\x07"])
    assert report(result, "mini") == 0
    err = capsys.readouterr().err
    assert err == "cardsmith: warning W701 card 'zap': text does not fit: \\x1b]0;owned\\x07\n"

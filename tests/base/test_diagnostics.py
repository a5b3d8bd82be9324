"""Diagnostics echo what users wrote: control characters in it are shown escaped, never sent to the terminal,
and the caret stays under the character it points at."""

from __future__ import annotations

import json
import re
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.base.diagnostics import Diagnostic, to_json, visible
from conftest import CARDS

ESCAPE = "\x1b[31m"  # would turn the terminal red
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")  # a new line may separate lines


def test_render_escapes_the_source_line_message_hint_and_path() -> None:
    source = f'take 1 "{ESCAPE}Bang\u202e" from dek\r\n'
    column = source.index("dek") + 1
    d = Diagnostic("E301", f"unknown '{ESCAPE}'\nfake: error", f"cards/{ESCAPE}.yaml", 3, column, "hint\x07")
    header, shown, caret = d.render({d.path: ["", "", source]}).split("\n")
    assert not RAW.search(header + shown + caret)
    assert header == (
        "cards/\\x1b[31m.yaml:3:" + str(column) + ": error E301 unknown '\\x1b[31m'\\nfake: error (hint\\x07)"
    )
    assert shown == '    take 1 "\\x1b[31mBang\\u202e" from dek'
    assert shown[caret.index("^") :].startswith("dek")


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=40), st.text(min_size=1, max_size=10).filter(lambda t: "\n" not in t and "\r" not in t))
def test_visible_text_has_no_control_character_and_the_caret_finds_its_word(before: str, word: str) -> None:
    before = before.replace("\n", " ").replace("\r", " ")
    line = before + word
    d = Diagnostic("E201", "x", "<text>", 1, len(before) + 1, source=line)
    _, shown, caret = d.render().split("\n")
    assert not RAW.search(visible(line))
    assert not any(unicodedata.category(c) == "Cc" for c in shown + caret)
    assert shown[caret.index("^") :].startswith(visible(word.replace("\t", " ")))


def test_json_keeps_the_text_exactly_with_no_raw_control_character() -> None:
    message = f"bad {ESCAPE} \x9b2J \u202e"
    text = to_json([Diagnostic("E201", message, "a.yaml", 1, 1)])
    assert not RAW.search(text)
    assert json.loads(text)["diagnostics"][0]["message"] == message


def test_compile_and_check_show_escapes_not_colours(cli, pack_dir) -> None:
    code, _, err = cli("compile", f"gain 1 {ESCAPE}energy")
    assert code == 1 and "\x1b" not in err
    assert err.splitlines()[1:] == ["    gain 1 \\x1b[31menergy", "           ^"]
    root = pack_dir(cards=CARDS.replace("faction: red", 'faction: "\\e[31mred"'))  # YAML's escape for ESC
    code, _, err = cli("check", "--no-cache", str(root))
    assert code == 1 and "\x1b" not in err
    assert "error E301 '\\x1b[31mred' is not one of red, blue" in err

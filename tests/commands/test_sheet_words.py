"""A player sheet at the table in the game's words: Welcome to the Moon's rows (`level_1a`, `rocket_row_4`,
`spare_rocket`), symbols (`sabotage_1`, `active_rocket_2`) and boxes (`level_3a.2`) were shown to a Spanish player by
their layout's ids; the pack's glossary names them, in every language it declares, and a sheet without words keeps
its ids."""

from __future__ import annotations

import re
import shutil
from io import StringIO
from pathlib import Path

import pytest

from cardsmith.commands.sheet_words import SheetWords
from cardsmith.commands.table import in_words, sheet_words
from cardsmith.commands.words import screen_words
from cardsmith.pack.catalogue import load_pack
from cardsmith.pack.sheet_layout import Layout, Zone
from cardsmith.runtime.game import load_game
from cardsmith.runtime.state import new_state

GAME = load_game("welcome_to_the_moon")
ADVENTURES = sorted(GAME.layouts)
LANGUAGES = sorted(GAME.pack.game["glossary"])  # every language the pack declares words in: es, en


def _ids(adventure: int) -> set[str]:
    """What a sheet of this adventure may show by id: its rows, areas, groups, box ids and symbols' events."""
    layout = GAME.layouts[adventure]
    found = {z.id for z in layout.zones} | {z.group for z in layout.zones} | {z.area for z in layout.zones}
    return found | {b.id for b in layout.boxes} | {b.when_complete for b in layout.boxes if b.when_complete}


def _leaks(text: str, adventure: int) -> list[str]:
    """The ids of the adventure's sheet that `text` shows: a row labelled by its id (`trajectory: …`), or an id with
    `_` or `.` anywhere (`level_1a`, `level_3a.2`, `sabotage_1`); a one-word id is also an English word ("reserves")."""
    ids = _ids(adventure)
    named = set(re.findall(r"[A-Za-z0-9]+(?:[_.][A-Za-z0-9]+)+", text))
    labels = {m.group(1) for m in re.finditer(r"^\s*([A-Za-z0-9_]+): ", text, re.MULTILINE)}
    return sorted((named | labels) & ids)


@pytest.mark.parametrize("adventure", ADVENTURES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_row_and_symbol_of_every_adventure_has_the_rulebooks_word(adventure: int, language: str) -> None:
    """Each adventure's sheet, a few turns in, with no row or symbol by its id, in each language of the glossary."""
    state = new_state(GAME, 1, 1, options={"chosen_adventure": adventure})
    for _ in range(8):
        state.apply(0)
    text = state.observation(0)["sheets"][0]
    worded = sheet_words(GAME.pack, language).sheet(text)
    assert not _leaks(worded, adventure), _leaks(worded, adventure)
    layout = GAME.layouts[adventure]
    rows = len(text.split("\n")) - sum(1 for z in layout.zones if z.group != z.id and z is not _first(layout, z))
    assert len(worded.split("\n")) == rows  # a row a line: a zone, or a level's zones side by side
    marks = re.sub(r"[A-Za-z][A-Za-z0-9_]*", "", text)  # the marks stay as the runtime drew them (not the ids' `_`)
    assert worded.count("_") == marks.count("_")
    assert "|" not in text or worded.count("|") >= text.count("|")


def _first(layout: Layout, zone: Zone) -> Zone:
    """The zone that heads its group's row."""
    return next(z for z in layout.zones if z.group == zone.group)


def test_adventure_1_reads_as_the_rulebook_names_its_rocket() -> None:
    state = new_state(GAME, 3, 1, options={"chosen_adventure": 1})
    spanish = sheet_words(GAME.pack).sheet(state.observation(0)["sheets"][0]).split("\n")
    assert "Nivel 1: _ _ _ | _ _ _" in spanish  # the level's two zones side by side, a wall between them
    assert "Nivel 2: _ _ | _ _ _ Sabotaje 1" in spanish
    assert "Nivel 5: _ _ _ | _ _ Sabotaje 2 Cohete 2" in spanish
    assert "Línea de cohetes 4: _ _ _ _ _" in spanish
    assert "Puntuación de los cohetes: [10] [20] [35] [50] [65] [80] [100] [125] [150]" in spanish
    assert "Cohetes junto a la puntuación final: _ _ _ _ _ _ _ _" in spanish
    assert "Error del Sistema: _ _ _ _ _ _" in spanish
    english = sheet_words(GAME.pack, "en").sheet(state.observation(0)["sheets"][0]).split("\n")
    assert "Level 2: _ _ | _ _ _ Sabotage 1" in english and "Rocket line 4: _ _ _ _ _" in english


@pytest.mark.parametrize("adventure", ADVENTURES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_box_a_player_may_be_offered_is_named_by_its_row(adventure: int, language: str) -> None:
    """ "¿en qué casilla escribir 8?" offered `level_1a.2`: every box of every adventure is said by its row's word
    and its place along the row (a symbol by its own word)."""
    say = in_words(GAME.pack, language)
    for box in GAME.layouts[adventure].boxes:
        said = say(box.id)
        assert not _leaks(said, adventure), (box.id, said)
    if adventure == 1:
        assert say("level_1a.2") == ("Nivel 1, casilla 2" if language == "es" else "Level 1, box 2")
        assert say("level_1b.1") == ("Nivel 1, casilla 4" if language == "es" else "Level 1, box 4")  # along the level
        assert say("level_2b.4") == ("Nivel 2: Sabotaje 1" if language == "es" else "Level 2: Sabotage 1")


def test_a_sheet_without_words_keeps_its_ids() -> None:
    """A pack whose glossary names no part of its sheet shows and offers them by id, as before."""
    bare = SheetWords(GAME.pack, {}, screen_words("es"))
    text = new_state(GAME, 3, 1, options={"chosen_adventure": 1}).observation(0)["sheets"][0]
    assert bare.sheet(text) == text and bare.box("level_1a.2") is None
    assert in_words(load_pack("asteria"))("level_1a.2") == "level_1a.2"  # no sheet at all: said as it is


def test_an_exact_word_wins_over_a_family_and_a_family_fills_in_its_number() -> None:
    words = SheetWords(
        GAME.pack, {"level_{}": "Nivel {}", "level_9a": "Cima", "rocket_row_{}": "Línea {}"}, screen_words("es")
    )
    assert words.row("level_1a") == "Nivel 1a" and words.row("level_9a") == "Cima"
    assert words.row("rocket_row_12") == "Línea 12" and words.row("rocket_row_x") == "rocket_row_x"
    assert words.row("spare_rocket") == "spare_rocket"


def test_a_game_at_the_table_shows_no_sheet_id(cli, monkeypatch, tmp_path: Path) -> None:
    """`cardsmith play welcome_to_the_moon --plain --seed 3`: the sheet, the prompts where a number is written and
    a box crossed, `?`, `log` and the end of the game, with no row, box or symbol by its id; `cardsmith replay`
    shows each box chosen by the id the file keeps and by its words."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", StringIO("?\n" + "1\n" * 30 + "log\n" + "1\n" * 400))
    code, out, _ = cli("play", "welcome_to_the_moon", "--plain", "--seed", "3")
    assert code == 0 and "¿en qué casilla escribir" in out and "fin de la partida" in out
    assert "Nivel 1, casilla 1" in out and "Línea de cohetes 1:" in out
    assert not _leaks(out, 1), _leaks(out, 1)[:10]
    code, out, _ = cli("replay", "replay-welcome_to_the_moon-3.json")
    assert code == 0 and "turn 1, player 1: level_1a.1 (Nivel 1, casilla 1)" in out


def test_check_rejects_a_word_for_no_part_of_the_sheet(cli, tmp_path: Path) -> None:
    """A word for a row the sheet does not have (`level_10z`), or a family that names none (`rocket_line_{}`), is a
    mistake said at its place, not a word that would never show."""
    pack = tmp_path / "welcome_to_the_moon"
    shutil.copytree(Path(GAME.pack.root), pack)
    game = pack / "game.yaml"
    text = game.read_text(encoding="utf-8")
    text = text.replace(
        "glossary:\n  es:\n", "glossary:\n  es:\n    level_10z: Nivel 10z\n    rocket_line_{}: Línea {}\n"
    )
    game.write_text(text, encoding="utf-8")
    line = text.split("\n").index("    level_10z: Nivel 10z") + 1
    code, out, err = cli("check", str(pack))
    said = out + err
    assert code == 1
    assert f"game.yaml:{line}:5: error E301 glossary (es): 'level_10z' is not a name the game declares" in said
    assert f"game.yaml:{line + 1}:5: error E301 glossary (es): 'rocket_line_{{}}' names no part of the sheet" in said


@pytest.mark.parametrize("adventure", ADVENTURES)
def test_no_adventure_shows_an_id_at_the_table(adventure: int) -> None:
    """Random turns of each adventure as the table shows them to a Spanish player: the sheet, each prompt and each
    option (a box to write in or cross, a scale to improve: 'gain 1 plant_track' was offered as written), with no
    id of the sheet nor any other name written with `_`."""
    import random

    from cardsmith.commands.play import describe

    state, rng = new_state(GAME, adventure, 1, options={"chosen_adventure": adventure}), random.Random(adventure)
    say, shown = in_words(GAME.pack), []
    for _ in range(60):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        shown += [describe(state, 0), say(state.prompt()), *(say(state.action_to_string(a)) for a in actions)]
        state.apply(actions[rng.randrange(len(actions))])
    text = "\n".join(shown)
    assert not _leaks(text, adventure), _leaks(text, adventure)[:10]
    named = sorted(set(re.findall(r"\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b", text)))
    assert not named, named[:10]


def test_the_screen_draws_the_sheet_in_the_rulebooks_words() -> None:
    """On a terminal (Rich), the panel 'tu hoja' reads as the plain lines do: a level a row, no id."""
    from rich.console import Console

    from cardsmith.commands.play import internal_counters
    from cardsmith.commands.screen import Screen

    state, out = new_state(GAME, 3, 1, options={"chosen_adventure": 1}), StringIO()
    screen = Screen(state, 0, in_words(GAME.pack), internal_counters(state), Console(file=out, width=140))
    screen.console.print(screen.render(state))
    drawn = out.getvalue()
    assert "tu hoja" in drawn and "Nivel 1: _ _ _ | _ _ _" in drawn and "Línea de cohetes 8:" in drawn
    assert not _leaks(drawn, 1), _leaks(drawn, 1)


def test_the_sheet_verbs_questions_name_a_box_as_the_rulebook_does() -> None:
    """The Construction effect asked "¿Tachar 1 vacía numbering space?": the area's word, and the pack's agreement
    ('una casilla vacía del espacio para numerar', as 'anotar una X en una casilla vacía')."""
    say, say_en = in_words(GAME.pack), in_words(GAME.pack, "en")
    assert say("may cross 1 empty numbering_space") == "¿Tachar una casilla vacía del espacio para numerar?"
    assert say("may circle 1 inactive_rocket") == "¿Rodear un Cohete Inactivo?"
    assert say_en("may cross 1 empty numbering_space") == "Cross off an empty box of the numbering space?"


def test_a_row_of_the_sheet_is_told_by_its_name_at_the_table(cli, monkeypatch, tmp_path: Path) -> None:
    """`? nivel 2` at the table told "no card's name contains 'nivel 2'": a row of the sheet in play is told as the
    printed sheet shows it (its boxes, a `|` at each wall; how they are marked; what is written there; the symbols on
    it), and a name that several rows share lists them, as it lists cards."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", StringIO("? nivel 2\n? cohete\n? nivel 5\nq\n"))
    code, out, _ = cli("play", "welcome_to_the_moon", "--plain", "--seed", "3")
    assert code == 0 and "ninguna carta tiene" not in out
    level_2 = out.split("  Nivel 2: 5 casillas (2 | 3)\n")[1].split("tu elección")[0]
    assert "en orden creciente" in level_2 and "para: Planta\n" in level_2 and "impreso en ella: Sabotaje 1" in level_2
    assert "¿cuál? Cohetes junto a la puntuación final, Línea de cohetes 1," in out
    assert "  Nivel 5: 5 casillas (3 | 2)" in out and "al completarla: Cohete 1" in out


def test_the_row_told_is_the_one_of_the_sheet_in_play_in_the_games_words() -> None:
    """Adventure 1's Level 1 (any action, two zones of three) in English words; Adventure 5's sheet has no row of
    that name, so asked there it is no row (the table lists only the rows of the sheet in play)."""
    english = sheet_words(GAME.pack, "en")
    rows = english.rows(GAME.layouts[1])
    told = english.describe("Level 1", *rows["Level 1"])
    assert told.split("\n") == [
        "  Level 1: 6 boxes (3 | 3)",
        "    numbers written in it rise from left to right",
        "    for: Astronaut, Energy, Planning, Plant, Robot, Water",
    ]
    assert "Level 1" not in english.rows(GAME.layouts[5]) and "Level 1" in english.rows()

"""Playing at the terminal, through a pseudo-terminal as a person does: the table drawn with Rich (your hand with
its texts, the table with owners and markers, resources, a log of what happened), `?` for help, `? NAME` for a
card's full text in the game's words, `log` for all that happened, and the other players' hands never shown;
plain lines when the output is not a terminal."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from io import StringIO
from pathlib import Path

import pytest

import cardsmith

SOURCE = str(Path(cardsmith.__file__).parents[1])


def _play(pack: Path | str, answers: list[str], tmp_path: Path, *extra: str) -> str:
    """Runs `cardsmith play` on a pseudo-terminal, typing each answer at the next prompt; returns the screen
    (colours and styles taken out)."""
    main, side = pty.openpty()
    fcntl.ioctl(side, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    shell = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}  # pytest-xdist sets 80 x 24
    env = {**shell, "PYTHONPATH": SOURCE, "CARDSMITH_CACHE": str(tmp_path / "cache")}  # the terminal's size rules
    process = subprocess.Popen(
        [sys.executable, "-m", "cardsmith", "play", str(pack), "--seed", "1", "--bots", "random", *extra],
        stdin=side, stdout=side, stderr=side, env=env, cwd=tmp_path,
    )  # fmt: skip
    os.close(side)
    screen, pending = b"", list(answers)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            chunk = os.read(main, 4096)
        except OSError:
            break
        if not chunk:
            break
        screen += chunk
        # a prompt ends with ">" and nothing follows it: a ">" that only ends a chunk of a busy screen is no prompt
        # (typed there, the answer's echo would land in the middle of the screen)
        if pending and screen.rstrip().endswith(b">") and not select.select([main], [], [], 0.2)[0]:
            os.write(main, (pending.pop(0) + "\n").encode())
    os.close(main)
    process.wait(timeout=30)
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", screen.decode("utf-8", "replace").replace("\r\n", "\n"))


def test_help_card_text_and_log_at_the_table(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    screen = _play(tmp_path / "my_game", ["?", "? bright", "1", "log", "q"], tmp_path)
    assert "? NAME     a card's full text" in screen  # `?` is help, not "please give a number"
    assert "Bright Idea (action)" in screen and "cost: 1 energy" in screen
    assert "draw 2" in screen.split("Bright Idea (action)")[1].split("your choice")[0]  # the ability, in words
    assert "turn 1, you: play Spark (hand)" in screen  # the log, without the runtime's names of copies
    assert "hand · player 2  3 hidden cards" in screen  # what the other player holds is never shown
    assert "replay saved to" in screen


def test_the_screen_at_the_end_of_a_game(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    screen = _play(tmp_path / "my_game", ["1"] * 80, tmp_path)  # the first option, until the game ends
    assert "My Game · turn 15 · game over: you won" in screen and "the game ends: you won" in screen


def test_the_screen_shows_hand_table_resources_and_log(cli, tmp_path: Path, monkeypatch) -> None:
    """One Rich screen a decision: resources by player, your hand with each card's text as printed, the table
    with whose card is whose, what happened since your last turn (energy gained and paid, cards moved), and the
    options in words; never the runtime's name of a copy (`spark#5`)."""
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    screen = _play(tmp_path / "my_game", ["1", "q"], tmp_path)
    first, second = screen.split("your choice")[:2]
    assert "My Game · turn 1 · your turn" in first and "╭─ hand · you" in first
    assert re.search(r"▶ you +2 +0", first) and re.search(r"player 2 +1 +0", first)  # energy, points
    assert re.search(r"Bright Idea +cost: 1 energy\s.*When played: draw 2 actions from deck\.", first, re.S)
    assert "1. play Spark (hand)" in first and "#" not in first.split("╭─ choose")[1]
    assert "nothing has happened yet" in first
    assert "you: energy 2 → 4" in second and "Spark: hand · you → discard_pile" in second  # the log panel
    assert re.search(r"discard_pile +Spark \(yours\)", second)  # whose card it is


def test_plain_lines_when_the_output_is_not_a_terminal(cli, tmp_path: Path, monkeypatch) -> None:
    """Piped (tests, scripts, `| tee`), `play` prints lines, no boxes nor colours; bots' moves say what changed."""
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    monkeypatch.setattr("sys.stdin", StringIO("1\nlog\nq\n"))
    code, out, _ = cli("play", "my_game", "--seed", "1", "--bots", "random")
    assert code == 0 and "╭" not in out and "\x1b[" not in out
    assert "=== turn 1" in out and "player 2 (random): play Spark (hand)\n  you: energy 4 → 5" in out


def test_plain_on_a_terminal_when_asked(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    screen = _play(tmp_path / "my_game", ["q"], tmp_path, "--plain")
    assert "=== turn 1" in screen and "╭" not in screen and "you left the game" in screen


def _asteria_screen(seat: int) -> tuple[str, set[str], set[str]]:
    """Asteria after a few random moves, drawn for `seat`; the names only the other player's hand holds, and
    the names of the cards `seat` may see."""
    import random

    from rich.console import Console

    from cardsmith.commands.play import internal_counters
    from cardsmith.commands.screen import Screen
    from cardsmith.commands.table import in_words
    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.state import new_state

    state, rng = new_state(load_game("asteria"), 4, 2), random.Random(4)
    while state.current_player != seat or state.view.turn < 3:
        state.apply(rng.randrange(len(state.legal_actions())))
    out = StringIO()
    screen = Screen(state, seat, in_words(state.game.pack), internal_counters(state), Console(file=out, width=140))
    screen.console.print(screen.render(state))
    names, view = screen.names, state.view
    seen = {names[c["card"]] for cards in state.observation(seat)["zones"].values() for c in cards if c != "hidden"}
    other = {names[state.game.name_of_instance[c]] for c in view.zones[f"hand/{1 - seat}"]}
    return out.getvalue(), other - seen, seen


@pytest.mark.parametrize("seat", [0, 1])
def test_the_screen_never_shows_a_hidden_card(seat: int) -> None:
    drawn, hidden, seen = _asteria_screen(seat)
    assert hidden  # the other player holds cards this seat cannot see...
    assert not [name for name in hidden if name in drawn]  # ...and none of them is drawn
    assert f"mão · jogador {2 - seat}" in drawn and "cartas ocultas" in drawn  # in the game's words
    assert all(name in drawn for name in seen)  # what it may see, it sees


def test_the_screen_shows_no_internal_counter() -> None:
    drawn, _, _ = _asteria_screen(0)
    assert re.search(r"│ jogador +energia +minério +PV +│", drawn)  # in the game's words, and no other column
    assert not any(word in drawn for word in ("atacante", "cartas baixadas", "primeiro turno", "attacking"))


def test_the_log_says_what_a_conflict_did() -> None:
    """Conflicts resolved without a word: the log now says what each choice changed, as the seat saw it —
    markers lost, points won, planets taken, the end — and never names a card the seat could not see."""
    import random

    from cardsmith.commands.chronicle import Chronicle
    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.state import new_state

    state, rng = new_state(load_game("asteria"), 1, 2), random.Random(1)
    chronicle = Chronicle(state, 0, set())  # in Portuguese, Asteria's language
    seen: set[str] = set()
    while not state.is_terminal():
        state.apply(rng.randrange(len(state.legal_actions())))
        chronicle.record(state, "a choice")
        zones = state.observation(0)["zones"].values()
        seen |= {chronicle.names[c["card"]] for cards in zones for c in cards if c != "hidden"}
    log = "\n".join(chronicle.lines)
    assert re.search(r"(seu marcador|marcador do jogador 2) [0-9]+ → 0", log)  # a conflict clears the loser's
    assert re.search(r"PV [0-9]+ → [0-9]+", log) and "o jogo termina, vencedor: jogador 2" in log
    named = {line.strip().split(":")[0] for line in chronicle.lines if line.startswith("  ") and ":" in line}
    cards = {name for name in named if name in chronicle.names.values()}
    assert cards and cards <= seen  # every card the log names was, at some point, in the seat's sight


def test_the_table_shows_owners_and_markers() -> None:
    """Asteria's planets: each action card on a planet says whose it is, each planet the players' markers."""
    drawn, _, _ = _asteria_screen(0)
    assert re.search(r"Planeta [\w ]+ .*\((Extrair|Expandir|Explorar|Exterminar); [^)]*(sua|do jogador 2)\)", drawn)
    assert re.search(r"a mesa .*\((você|jogador 2): [0-9]", drawn)


def test_the_table_shows_no_internal_counter() -> None:
    """Asteria's rules keep counters of their own (attacking, plays_this_turn...): marked `internal`, the table
    shows the players' energy, ore and points only."""
    from cardsmith.commands.play import describe
    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.state import new_state

    shown = describe(new_state(load_game("asteria"), 2, 2), 0)
    mine = next(line for line in shown.split("\n") if line.startswith("jogador 1 (você):"))
    assert mine.startswith("jogador 1 (você): energia ") and "PV" in mine
    assert not any(word in shown for word in ("attacking", "plays_this_turn", "conflict_strength", "opening_turn"))


def test_prompts_and_options_are_said_in_the_games_words() -> None:
    """'choose the next one for: rule place_action' and a step's raw effect text were what a player read."""
    from cardsmith.commands.table import in_words
    from cardsmith.pack.catalogue import load_pack

    say = in_words(load_pack("asteria"))
    assert say("choose the next one for: rule place_action") == "escolha a próxima para: baixar uma carta de ação"
    free = say("free_action: during actions: discard 1 planet from hand -> choose 1 [...]")
    assert free.startswith("Ação livre: descartar uma carta de Planeta")  # the glossary's words for the step
    assert say("end actions") == "encerrar Etapa 2 (usando cartas de ação)"  # a phase, as the rulebook names it
    assert say("[gain 2 energy]") == "Ganhe 2 energias."  # an option of `choose`, as a card would print it
    assert say("Gélida (gelida#1, table)") == "Gélida (a mesa)"  # the card, and where it is in the game's words
    assert say("side extract") == "Extrair" and say("Gélida") == "Gélida"  # what has no other words stays


def test_a_step_without_glossary_words_is_shown_by_its_description() -> None:
    import copy

    from cardsmith.commands.table import in_words
    from cardsmith.pack.catalogue import load_pack

    pack = copy.deepcopy(load_pack("asteria"))
    for words in pack.game["glossary"].values():
        words.pop("free_action", None)
    say = in_words(pack)
    assert say("free_action: during actions: discard 1 planet from hand").startswith("AÇÃO LIVRE: at any moment")


def test_an_option_can_be_picked_by_the_words_shown() -> None:
    from cardsmith.runtime.agents import HumanAgent

    class Pending:
        def action_labels(self) -> list[str]:
            return ["done", "free_action: during actions: discard 1 planet"]

        def prompt(self) -> str:
            return "choose"

        current_player = 0

    answers = iter(["livre"])
    human = HumanAgent(lambda state, player: "", read=lambda prompt: next(answers), say=lambda t: t.replace(
        "free_action: during actions: discard 1 planet", "AÇÃO LIVRE"))  # fmt: skip
    assert human.act(Pending()) == 1  # type: ignore[arg-type]


def test_a_cards_name_is_shown_not_obeyed(cli, tmp_path: Path, monkeypatch) -> None:
    """A name with Rich markup, from a pack someone sent you: drawn as written, escaped."""
    from rich.console import Console

    from cardsmith.commands.play import internal_counters
    from cardsmith.commands.screen import Screen
    from cardsmith.commands.table import in_words
    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.state import new_state

    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    cards = next((tmp_path / "my_game" / "cards").glob("*.yaml"))
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("name: Spark", 'name: "Spark [bold]x[/bold]"'), encoding="utf-8")
    state = new_state(load_game(str(tmp_path / "my_game")), 1, 2)
    out = StringIO()
    screen = Screen(state, 0, in_words(state.game.pack), internal_counters(state), Console(file=out, width=160))
    screen.console.print(screen.render(state))
    drawn = out.getvalue()
    assert "\x1b" not in drawn  # this console has no colour: no escape reaches it
    assert "Spark [bold]x[/bold]" in drawn  # the name, as written, markup and all


def test_a_name_with_a_terminal_escape_is_refused_not_played(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    cards = next((tmp_path / "my_game" / "cards").glob("*.yaml"))
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("name: Spark", 'name: "Sp\\e[2Jark"'), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", StringIO("? sp\nq\n"))
    code, out, err = cli("play", str(tmp_path / "my_game"), "--seed", "1", "--bots", "random")  # a path: a new pack
    assert code == 1 and "\x1b" not in out + err
    assert "E103" in err and "control character U+001B" in err and f"{cards.name}:" in err


def test_your_hand_is_the_packs_hand_zone_whatever_its_name() -> None:
    """Afternova's hand is `mano` (`runtime.hand`): the screen showed "no cards" under "your hand" and listed the
    hand among the table's zones."""
    from rich.console import Console

    from cardsmith.commands.screen import Screen
    from cardsmith.runtime import load_game, new_state

    state = new_state(load_game("afternova"), seed=2, players=2)
    console = Console(record=True, width=120, color_system=None)
    screen = Screen(state, 0, lambda text: text, set(), console)
    console.print(screen.render(state))
    shown = console.export_text()
    assert "Sestante Quantico" in shown and "no cards" not in shown
    assert shown.count("Sestante Quantico") == 1  # in the hand's own panel, not also among the table's zones


def test_a_rules_modules_phrases_are_said_in_the_glossarys_words() -> None:
    """Asterix's rules.py asks 'potion on Asteriks': a Polish player reads the rulebook's words, an English one the
    English glossary's; the phrase with the most fixed words wins over '{} on {}'."""
    from cardsmith.commands.table import in_words
    from cardsmith.pack.catalogue import load_pack

    pack = load_pack("asterix")
    say, say_en = in_words(pack), in_words(pack, "en")
    assert say("potion on Asteriks") == "Umieść magiczny napój na Postaci Asteriks"
    assert say("Falbala on Złoty sierp") == "Falbala na Albumie „Złoty sierp”"
    assert say("boar: revive Idefiks") == "Odrzuć żeton dzika: ocuć Postać Idefiks"
    assert say("place Złoty sierp") == "Wyłóż Album „Złoty sierp”: którą stroną bliżej siebie?"
    assert say("gaul half toward you") == "stroną Galów bliżej siebie"
    assert say_en("fish on Optio") == "Discard a fish: knock out Optio"
    assert say("Galijski wieśniak") == "Galijski wieśniak"  # a name alone is no phrase


def test_asterix_at_the_terminal_in_polish_with_each_halfs_total(tmp_path: Path) -> None:
    """On a pseudo-terminal, as a Polish player sees it: the rules module's prompt and options in the rulebook's
    words, and on each album which half faces whom with its total (the number that must reach 15)."""
    screen = _play("asterix", ["1", "1", "1", "1", "q"], tmp_path, "--seed", "3", "--bots", "greedy")
    first, turn_3 = screen.split("twój wybór")[0], re.sub(r"[│\s]+", " ", screen.split("twój wybór")[3])
    assert "Zagraj 1 kartę Postaci na swojej stronie Albumu" in screen
    assert "1. Bakalia na Albumie „Złoty sierp”" in screen
    assert "play a character" not in screen and " on Złoty sierp" not in screen
    assert re.search(r"Asteriks Gal \(strona Rzymian · ty: 0; strona Galów · gracz 2: 0\)", first)
    # Bakalia (3) went on your Gaulish half of Złoty sierp; the greedy player put Rhetoriks on Asteriks Gal
    assert "Złoty sierp (strona Rzymian · gracz 2: 0; strona Galów · ty: 3)" in turn_3


def test_asterix_plain_lines_show_each_halfs_total(cli, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", StringIO("1\n1\n1\nq\n"))
    code, out, _ = cli("play", "asterix", "--seed", "3", "--bots", "greedy")
    assert code == 0 and "1. Bakalia na Albumie „Złoty sierp”" in out
    assert "Złoty sierp (strona Rzymian · gracz 2: 0; strona Galów · gracz 1: 3)" in out


def test_welcome_to_the_moon_names_its_zones_in_spanish() -> None:
    """'captain_area', 'astra_box', 'hand' were what a Spanish player read beside the cards of a solo game."""
    from cardsmith.commands.play import describe
    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.state import new_state

    game = load_game("welcome_to_the_moon")
    shown = describe(new_state(game, 3, 1), 0)
    raw = [name for name in game.zones if re.search(rf"^\s*{name}\b", shown, re.MULTILINE)]
    assert not raw, raw
    assert "delante de la hoja (Capitán): Capitán" in shown

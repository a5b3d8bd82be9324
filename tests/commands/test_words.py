"""The terminal speaks the game's language: every screen word in every phrasebook, and no English left on a
bundled game's table.

The tests below name each screen word a language lacks (`screen:` in the phrasebooks), each word the table
uses that English does not declare, and each English word a bundled pack's player would still read.
"""

from __future__ import annotations

import re
import string
from io import StringIO
from pathlib import Path

import pytest

from cardsmith.commands.table import in_words
from cardsmith.commands.words import plural_form, screen_words
from cardsmith.pack.catalogue import load_pack
from cardsmith.printouts.rules_text import LANGUAGES, phrasebook

COMMANDS = Path(__file__).parents[2] / "src" / "cardsmith" / "commands"
PHRASEBOOKS = "src/cardsmith/printouts/phrasebook/<lang>.yaml"


def _slots(entry: object) -> set[str]:
    forms = entry if isinstance(entry, list) else [entry]
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(str(form)) if name}


def test_every_screen_word_is_in_every_language() -> None:
    english = phrasebook("en").screen
    missing = [f"{key!r} in {lang}" for lang in LANGUAGES for key in english if key not in phrasebook(lang).screen]
    missing += [
        f"prompt {key!r} in {lang}"
        for lang in LANGUAGES
        for key in english["prompts"]
        if key not in (phrasebook(lang).screen.get("prompts") or {})
    ]
    assert not missing, f"no screen word {'; '.join(missing)} (add it to {PHRASEBOOKS}, under screen:)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_screen_word_fills_the_slots_english_has(lang: str) -> None:
    """A translation that names a slot English does not fill would stop the table with a KeyError."""
    english, own = phrasebook("en").screen, phrasebook(lang).screen
    wrong = [key for key in english if key != "prompts" and key in own and _slots(own[key]) - _slots(english[key])]
    assert not wrong, f"{lang}: screen words with slots English does not have: {wrong}"
    prompts = own.get("prompts") or {}
    holes = [key for key, said in prompts.items() if str(said).count("{}") != len(re.findall(r"\{n?\}", key))]
    assert not holes, f"{lang}: prompts whose translation has another number of names: {holes}"


def test_every_screen_word_the_table_uses_is_declared() -> None:
    used = {
        match.group(1)
        for path in COMMANDS.glob("*.py")
        for match in re.finditer(r"\b(?:t|self\.t|words_of\([^()]*\))\(\s*[\"']([a-z_]+)[\"']", path.read_text())
    }
    assert {"ask", "hidden_cards", "title", "ends_won"} <= used  # the scan finds the table's words
    undeclared = sorted(used - set(phrasebook("en").screen))
    assert not undeclared, f"screen words used by cardsmith.commands but not in {PHRASEBOOKS}: {undeclared}"


@pytest.mark.parametrize(
    ("n", "said"),
    [(1, "1 zakryta karta"), (3, "3 zakryte karty"), (5, "5 zakrytych kart"), (12, "12 zakrytych kart"),
     (22, "22 zakryte karty"), (0, "0 zakrytych kart")],
)  # fmt: skip
def test_polish_counts_take_the_form_the_number_asks_for(n: int, said: str) -> None:
    assert screen_words("pl")("hidden_cards", n=n) == said


def test_two_forms_are_one_and_the_rest() -> None:
    assert [plural_form(n, 2) for n in (0, 1, 2, 5)] == [1, 0, 1, 1]
    assert screen_words("pt")("hidden_cards", n=1) == "1 carta oculta"
    assert screen_words("en")("hidden_cards", n=2) == "2 hidden cards"


def test_the_runtimes_prompts_are_said_in_the_packs_language() -> None:
    say = in_words(load_pack("asterix"))
    assert say("choose") == "wybierz" and say("yes") == "tak" and say("no") == "nie"
    assert say("choose 2") == "liczba kart do wybrania: 2" and say("choose an opponent") == "wybierz przeciwnika"
    assert say("player 1 and player 2 won") == "wygrywa gracz 1 i gracz 2"
    assert say("player 2 reached 50 sestertii") == "gracz 2 uzbierał 50 sestercji i wygrywa"  # the pack's phrase
    assert in_words(load_pack("asterix"), "en")("choose 2") == "choose 2"


def test_a_place_is_named_as_a_header_names_it() -> None:
    """Polish headers and places take the nominative of the pack's labels ('Ręka', 'Talia Postaci'), not the
    glossary's inflected forms made for sentences ('z ręki', 'z talii Postaci')."""
    say = in_words(load_pack("asterix"))
    assert say("Artifis (artifis#3, on_album Dar Cezara)") == "Artifis (Postacie na Albumie „Dar Cezara”)"
    assert say("Falbala (falbala#1, hand)") == "Falbala (Ręka)"
    assert say("may rule use_benefit") == "Użyć 1 żetonu Korzyści?"


def test_a_cards_optional_ability_is_asked_as_a_question() -> None:
    """ "Dobierz 1 kartę Postaci?" read as an order with a question mark; Polish asks with the infinitive, and Spanish
    opens its question with "¿"."""
    pack = load_pack("asterix")
    assert in_words(pack)("may draw 1 character (Złoty sierp)") == "Złoty sierp: Dobrać 1 kartę Postaci?"
    assert in_words(pack)("may gain 1 fish (Dar Cezara)") == "Dar Cezara: Zyskać 1 żeton ryby?"
    assert in_words(pack, "en")("may gain 1 fish (Dar Cezara)") == "Dar Cezara: Gain 1 fish?"
    assert in_words(pack, "es")("may gain 1 fish (Dar Cezara)").startswith("Dar Cezara: ¿")
    assert in_words(pack)("may discard 1 card from hand") == "Odrzucić 1 kartę z ręki?"  # no card offers it


WORDS = "player|turn|hidden|choose|your|you|yes|no|table|nothing|happened|choice|won|game|now|more|fewer"
WORDS += "|may|draw|discard"
ENGLISH = re.compile(rf"\b({WORDS})\b")  # the engine's own English words on a table


@pytest.mark.parametrize("pack", ["asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"])
def test_a_bundled_games_plain_table_has_no_english_screen_word(pack: str) -> None:
    """What a player of each bundled game reads first: the table's lines and the first prompt, in the game's
    language (the names a pack declares without a word of its own are the pack's to translate)."""
    from cardsmith.commands.play import describe
    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.state import new_state

    game = load_game(pack)
    state = new_state(game, 3, game.min_players)
    say = in_words(game.pack)
    lines = describe(state, 0).split("\n")
    screen = [line.partition(":")[0] if line.startswith("  ") else line for line in lines]  # zone, not its cards
    screen.append(say(state.prompt()))
    english = [line for line in screen if ENGLISH.search(line)]
    assert not english, f"{pack}: English on the table: {english}"


def test_a_whole_game_of_asterix_at_the_terminal_reads_polish(cli, monkeypatch) -> None:
    """Seed 3 to its end, plain lines, the first option each time (with `?` and `log` asked on the way): the
    screen, the bots' moves, the log, the prompts and the end in Polish, and no engine word left in English."""
    monkeypatch.setattr("sys.stdin", StringIO("?\nlog\n" + "1\n" * 400))
    code, out, _ = cli("play", "asterix", "--seed", "3", "--bots", "greedy")
    assert code == 0 and "=== tura 1 — ruch gracza 1; ty jesteś graczem 1 ===" in out
    assert "gracz 1 (ty): Sestercje 1, Magiczny napój 1" in out  # the helmet is a sestertius
    assert "Ręka · gracz 2: 5 zakrytych" in out
    assert "gracz 2 (greedy): Rhetoriks na Albumie „Asteriks Gal”" in out and "1. tak\n  2. nie" in out
    assert "odpowiedz numerem opcji" in out and "jeszcze nic się nie wydarzyło" in out  # help, log
    assert "koniec gry: gracz 1 uzbierał 50 sestercji i wygrywa" in out and "powtórka zapisana w" in out
    english = [line for line in out.split("\n") if ENGLISH.search(line) and "cardsmith replay" not in line]
    assert not english, english[:5]

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


# English words a rules module's question or option must not leave on the table: function words and the verbs and
# nouns the modules asked in ("which", "cross", "half"), none of them a word of a bundled game's language. A word
# that is one there stays out for that language (Polish "to" and "on", Italian "in").
FUNCTION_WORDS = {
    "which", "the", "your", "to", "of", "on", "in", "and", "an", "with", "from", "for", "toward", "cross", "circle",
    "half", "write", "draw", "place", "use", "give", "send", "yes", "station", "pile", "number", "action",
}  # fmt: skip
OWN_WORDS = {"pl": {"to", "on"}, "it": {"in"}}
# The games played: each bundled pack at its player counts; Welcome to the Moon in every adventure, solo and with 3.
# Each adventure at one player count in the default run (solo for odd ones, 3 for even), the other with the slow tests.
WTM = [(n, {"chosen_adventure": a}) for a in range(1, 9) for n in (1, 3)]
GAMES = [("asteria", 2, {}), ("asterix", 2, {}), ("asterix", 4, {}), ("afternova", 2, {}),
         ("ad_astra", 3, {})] + [
    pytest.param("welcome_to_the_moon", n, o,
                 marks=[] if (n == 1) == (o["chosen_adventure"] % 2 == 1) else [pytest.mark.slow])
    for n, o in WTM]  # fmt: skip


def _module_questions(pack: str, players: int, options: dict[str, int], monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """Every prompt and option a pack's rules module asks in random games (seeds from 1), as the table says them."""
    import random

    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.rules_module import Table
    from cardsmith.runtime.state import new_state

    asked: list[str] = []
    choose = Table.choose

    def recording(self: Table, player: int, prompt: str, labels: list[str], secret: bool = False) -> int:
        asked.extend([prompt, *labels])
        return choose(self, player, prompt, labels, secret)

    monkeypatch.setattr(Table, "choose", recording)
    game = load_game(pack)
    for seed in range(1, 40):  # three games, and more until the module has asked something
        if seed > 3 and asked:
            break
        state, rng = new_state(game, seed, players, options=options), random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.randrange(len(state.legal_actions())))
    say = in_words(game.pack)
    return {say(text) for text in asked}  # a sheet's box too: its row's words, not its id (`level_1a.2`)


@pytest.mark.parametrize(("pack", "players", "options"), GAMES)
def test_a_rules_modules_questions_are_asked_in_the_games_language(
    pack: str, players: int, options: dict[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Welcome to the Moon's rules module asked a Spanish player "which number and action?" and "draw your insignia on
    which planet?": each question and option a module shows reads in the game's language, as the rulebook says it."""
    shown = _module_questions(pack, players, options, monkeypatch)
    assert shown  # the module asked something
    words = FUNCTION_WORDS - OWN_WORDS.get(str(load_pack(pack).game.get("language")), set())
    english = sorted(text for text in shown if words & {w.casefold() for w in re.findall(r"[^\W\d_]+", text)})
    assert not english, f"{pack}: English in a rules module's question or option: {english[:8]}"
    boxes = sorted(text for text in shown if re.fullmatch(r"[A-Za-z0-9_]+\.[0-9]+", text))
    assert not boxes, f"{pack}: a sheet's box offered by its id: {boxes[:8]}"


def test_polish_turn_options_are_the_rulebooks_orders_and_factions_agree() -> None:
    """The Polish log read the turn's options as infinitives ("zagrać 1 kartę Postaci") where the rulebook orders
    ("A) Zagraj 1 kartę Postaci"); a question keeps the infinitive; a neutral character's faction read "neutralna"
    beside "Gal" and "Rzymianin" (the rulebook: "Fioletowy = Postać neutralna")."""
    from cardsmith.commands.table import describe_card

    pack = load_pack("asterix")
    say = in_words(pack)
    assert say("[rule play_character]") == "Zagraj 1 kartę Postaci."
    assert say("[rule draw_and_use_benefit]") == "Dobierz 1 kartę Postaci i użyj 1 żetonu Korzyści."
    assert say("[rule exchange_cards]") == "Wymień karty na ręce."
    assert say("may rule use_benefit") == "Użyć 1 żetonu Korzyści?"
    neutral = next(card for card in pack.cards if card.fields.get("faction") == "neutral")
    assert "Frakcja: Postać neutralna" in describe_card(pack, neutral)


def test_an_ability_a_player_may_use_now_is_said_as_its_card_prints_it() -> None:
    """Asteria offered "use Agente Infiltrado (expand): once per turn: pay 1 energy -> draw 1 action from action_deck"
    to a Portuguese player: the card, its side and its ability in the game's words."""
    say = in_words(load_pack("asteria"))
    shown = say("use Agente Infiltrado (expand): once per turn: pay 1 energy -> draw 1 action from action_deck")
    assert shown == (
        "usar Agente Infiltrado (Expandir): Uma vez por turno: pague 1 energia → "
        "compre 1 carta de ação da pilha de ações."
    )
    assert say("use Agente (expand): no such words") == "use Agente (expand): no such words"  # not an ability: as it is


@pytest.mark.parametrize(("players", "options"), WTM)
def test_welcome_to_the_moons_players_lines_name_no_counter_by_its_id(players: int, options: dict[str, int]) -> None:
    """ "jugador 1 (tú): solo_mode 1, empty_boxes 38, astra_track 7, active_sheet 1, error_boxes_blank 6…": each counter
    a player sees has the sheets' Spanish words, and the rules' bookkeeping is not shown (`internal`)."""
    from cardsmith.commands.play import describe
    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.state import new_state

    state = new_state(load_game("welcome_to_the_moon"), 1, players, options=options)
    for _ in range(6):  # a few turns in: the counters the first turns set
        state.apply(0)
    lines = [line for line in describe(state, 0).split("\n") if line.startswith("jugador")]
    assert lines and not [line for line in lines if re.search(r"\b[a-z0-9]+_[a-z0-9_]+\b", line)], lines

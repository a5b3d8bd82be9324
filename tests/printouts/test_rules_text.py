"""Rules text comes from the compiled IR, through a phrasebook that covers every registry kind.

A phrase per language is the one part of a new kind that cannot be generated: the tests below name
each kind, event or word that a phrasebook lacks, with its language.
"""

from __future__ import annotations

import pytest
from lark import Lark
from lark.grammar import Terminal

from cardsmith.compiler import compile_text
from cardsmith.compiler.formatter import _template
from cardsmith.compiler.registry import BUILTIN_EVENTS, BUILTIN_FILTER_WORDS, REGISTRY
from cardsmith.compiler.syntax import effect_grammar
from cardsmith.pack.catalogue import load_pack
from cardsmith.printouts.rules_text import LANGUAGES, effect_text, phrasebook, rules_text, speaker

PHRASEBOOKS = "src/cardsmith/printouts/phrasebook/<lang>.yaml"


def _missing(wanted: list[str], has: dict[str, set[str]]) -> list[str]:
    """`name: lang, lang` for each wanted name some languages lack."""
    found = []
    for name in wanted:
        langs = [lang for lang in LANGUAGES if name not in has[lang]]
        if langs:
            found.append(f"{name!r} in {', '.join(langs)}")
    return found


def test_every_registry_kind_has_a_phrase_in_every_language() -> None:
    missing = _missing(list(REGISTRY.kinds), {lang: set(phrasebook(lang).kinds) for lang in LANGUAGES})
    assert not missing, f"no phrase for kind {'; '.join(missing)} (add it to {PHRASEBOOKS}, under kinds:)"


def test_every_phrase_is_of_a_registry_kind() -> None:
    unknown = [f"{lang}: {name}" for lang in LANGUAGES for name in phrasebook(lang).kinds if name not in REGISTRY]
    assert not unknown, f"phrases of kinds the registry does not declare: {', '.join(unknown)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_phrase_uses_its_kinds_slots_and_forms(lang: str) -> None:
    for name, entry in phrasebook(lang).kinds.items():
        kind = REGISTRY[name]
        if isinstance(entry, dict) and name == "forbid":  # a ban on using tokens / on playing cards
            assert set(entry) == {"token", "cards"}, (lang, name, sorted(entry))
        elif isinstance(entry, dict):
            assert {"you", "other"} <= set(entry) <= {"you", "other", "to"}, (lang, name, sorted(entry))
        forms = entry.values() if isinstance(entry, dict) else [entry]
        for form in forms:
            used = {part[1] for part in _flatten(_template(form)) if part[0] == "slot"}
            assert used <= set(kind.slot_names) | {kind.rest.split("=")[0] if kind.rest else ""}, (lang, name, form)


def test_every_builtin_event_has_a_phrase_in_every_language() -> None:
    books = {lang: phrasebook(lang) for lang in LANGUAGES}
    missing = _missing(list(BUILTIN_EVENTS), {lang: set(book.events) for lang, book in books.items()})
    assert not missing, f"no phrase for event {'; '.join(missing)} (add it to {PHRASEBOOKS}, under events:)"
    for lang, book in books.items():
        for event, phrase in book.events.items():
            assert not isinstance(phrase, dict) or {"you", "other"} <= set(phrase), (lang, event, phrase)


# Grammar rules whose keywords a slot holds as they are (`turn`, `face up`, `<=`), to be said in words.
KEYWORD_RULES = ("edge", "whose", "period", "comparative", "cmp", "facing", "pick", "location", "player_each")
KEYWORD_RULES += ("op", "add_op", "mul_op", "minmax_op")
BUILT_WORDS = ("all", "any", "up_to", "any_side")  # what the IR builder makes of `all`, `any`, `up to n`, `any side`


def _slot_words() -> list[str]:
    grammar = Lark(effect_grammar(), parser="lalr", maybe_placeholders=True)
    strings = {t.name: t.pattern.value for t in grammar.terminals}
    words = {
        " ".join(strings[s.name] for s in rule.expansion if isinstance(s, Terminal))
        for rule in grammar.rules
        if rule.origin.name in KEYWORD_RULES
    }
    return sorted(words | set(BUILT_WORDS) | set(BUILTIN_FILTER_WORDS))


def test_every_word_a_slot_can_hold_has_a_phrase_in_every_language() -> None:
    words = _slot_words()
    assert {"face up", "turn", "<=", "max", "under", "visible"} <= set(words)
    missing = _missing(words, {lang: set(phrasebook(lang).words) for lang in LANGUAGES})
    assert not missing, f"no phrase for the word {'; '.join(missing)} (add it to {PHRASEBOOKS}, under words:)"


def _flatten(parts: list) -> list:
    out = []
    for part in parts:
        if isinstance(part, list):
            out += _flatten(part)
        elif isinstance(part, tuple):
            out.append(part)
    return out


def _ir(text: str) -> list:
    compiled = compile_text(text)
    assert compiled.ir is not None, compiled.problem
    return compiled.ir


def test_english_sentences_from_ir() -> None:
    assert effect_text(_ir("on play: gain 2 energy")) == "When played: gain 2 energy."
    assert effect_text(_ir("once per turn: pay 2 energy to opponent -> draw 1 action")) == (
        "Once per turn: pay 2 energy to your opponent → draw 1 action."
    )
    assert effect_text(_ir("each player gains 1 ore")) == "Each player gains 1 ore."


def test_the_games_own_language_by_default() -> None:
    pack = load_pack("asteria")
    card = next(c for c in pack.cards if c.id == "transporte_de_tributo")
    text = rules_text(pack, card)
    # two triggers are two moments: "e"/"and", never a comma that reads as one moment or a choice
    assert text["extract"] == "Ao ser jogada e no início de seu turno: ganhe 1 minério."
    assert rules_text(pack, card, "en")["extract"] == "When played and at the start of your turn: gain 1 ore."


def test_printed_text_follows_the_ir_not_the_source() -> None:
    """Two spellings of one effect compile to one IR and so print the same words."""
    assert effect_text(_ir("each player gains 1 ore")) == effect_text(_ir("all players gain 1 ore"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_bundled_card_has_rules_text_in_every_language(lang: str) -> None:
    for name in ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"):
        pack = load_pack(name)
        for card in pack.cards:
            for field, text in rules_text(pack, card, lang).items():
                assert text and "{" not in text and "None" not in text, (name, card.id, field, text)


def test_steps_after_may_take_the_infinitive_and_the_actor_once() -> None:
    ir = _ir("on play: each opponent may [they set points to 2], may [draw 1 card]")
    assert effect_text(ir) == "When played: each opponent may set points to 2, then you may draw 1 card."
    spanish = effect_text(ir, "es")
    assert "puede fijar" in spanish and "puedes robar" in spanish, spanish


def test_options_with_several_steps_are_bracketed() -> None:
    text = effect_text(_ir("choose 1 [gain 1 ore] or [gain 2 energy, draw 1 card]"))
    assert text == "Choose 1: (gain 1 ore) or (gain 2 energy, then draw 1 card)."
    assert effect_text(_ir("choose 1 [gain 1 ore] or [gain 2 energy]")) == "Choose 1: gain 1 ore or gain 2 energy."


def test_your_things_are_said_as_yours() -> None:
    text = effect_text(_ir("gain energy of you ore, move 1 card from hand of opponent to hand of you"))
    assert text == "Gain your energy ore, then move 1 card from your opponent’s hand to your hand."


GLOSSARY = """\
id: mini
name: Mini
language: es
players: {min: 2, max: 4}
resources:
  energy: {min: 0, max: 12, start: 2}
zones:
  hand: {owner: player, order: unordered, visibility: owner}
card_types:
  action:
    fields:
      effect: {type: effect}
glossary:
  es: {energy: energía, hand: mano}
  en: {%s: power}
"""
CARDS = """\
cards:
  - id: spark
    name: Spark
    type: action
    fields: {effect: "on play: gain 2 energy"}
    provenance: "stand-in: test"
"""


def test_the_glossary_names_things_in_each_language(pack_dir) -> None:
    pack = load_pack(str(pack_dir(game=GLOSSARY % "energy", cards=CARDS)))
    assert pack.ok, pack.diagnostics
    card = pack.cards[0]
    assert rules_text(pack, card)["effect"] == "Al ser jugada: gana 2 energía."
    assert rules_text(pack, card, "en")["effect"] == "When played: gain 2 power."
    assert rules_text(pack, card, "pt")["effect"] == "Ao ser jogada: ganhe 2 energy."


def test_a_glossary_word_for_an_undeclared_name_is_located(pack_dir) -> None:
    pack = load_pack(str(pack_dir(game=GLOSSARY % "enrgy", cards=CARDS)))
    [problem] = [d for d in pack.diagnostics if d.code == "E301"]
    assert problem.line == 15 and "'enrgy'" in problem.message and "energy" in (problem.hint or "")


def test_several_cards_are_named_in_the_plural() -> None:
    assert effect_text(_ir("draw 2 action, discard all action from hand")) == (
        "Draw 2 actions, then discard all actions from hand."
    )
    assert effect_text(_ir("gain count(visible planet) ore")) == "Gain the number of visible planets ore."
    assert effect_text(_ir("move 1 action from hand to deck")) == "Move 1 action from hand to deck."


def test_a_cards_own_trigger_and_another_players_action_read_differently() -> None:
    assert effect_text(_ir("on play: gain 1 ore")) == "When played: gain 1 ore."
    assert effect_text(_ir("whenever opponent discards action: gain 1 ore")) == (
        "Whenever your opponent discards action: gain 1 ore."
    )


def test_labels_take_plain_words_while_sentences_take_the_glossarys(pack_dir) -> None:
    game = GLOSSARY.replace("  en: {%s: power}\n", "labels:\n  es: {hand: Mano, action: Acción}\n") % ()
    pack = load_pack(str(pack_dir(game=game.replace("hand: mano", "hand: tu mano"), cards=CARDS)))
    assert pack.ok, pack.diagnostics
    talk = speaker("es", pack)
    assert (talk.name("hand"), talk.label("hand"), talk.label("action"), talk.label("energy")) == (
        "tu mano",
        "Mano",
        "Acción",
        "energía",
    )
    typo = load_pack(str(pack_dir(game=game.replace("action: Acción", "acton: Acción"), cards=CARDS)))
    assert any(d.code == "E301" and "labels (es): 'acton'" in d.message for d in typo.diagnostics)

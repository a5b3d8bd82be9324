"""What a person at the terminal may ask while playing (`cardsmith play`), besides choosing an option.

`?` or `help` says how to answer; `? NAME` shows a card's full text in the game's language (its fields and
each ability as printed, from the compiled effects), found by a part of its name, accents and case aside;
`log` shows what happened so far. The questions are answered here and the prompt is asked again: the game
itself only ever receives a choice. A card is looked up in the pack's catalogue, which every player may read,
never in a zone, so asking tells nothing about where a hidden card is.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any, Protocol

from ..base.diagnostics import visible
from ..pack.catalogue import Card, Pack
from ..pack.sheet_layout import Layout
from .sheet_words import SheetWords
from .words import screen_words, words_of

LOG_SHOWN = 20
_MAY = re.compile(r"may (.+) \(([^()]+)\)")
_USE = re.compile(r"use (.+) \(([a-z][a-z0-9_]*)\): (.+)", re.DOTALL)  # the runtime's label of an activation
_INSTANCE = re.compile(r"\(([^()\s,]+#[0-9]+), ([^()]+)\)")  # "(spark#5, hand)": which copy, and where


def tidy(label: str, words: dict[str, str] | None = None, at_card: str = "{zone} {card}") -> str:
    """An option without the runtime's name of the copy, its zone in the game's words: 'Spark (spark#5, hand)' ->
    'Spark (hand)', 'Orvalho (orvalho#1, table)' -> 'Orvalho (a mesa)'."""
    return _INSTANCE.sub(lambda m: f"({_place(m.group(2), words or {}, at_card)})", label)


def _place(place: str, words: dict[str, str], at_card: str) -> str:
    """A card's place in the game's words: a zone ('hand'), or a pile at a card ('on_album Dar Cezara'), as
    `at_card` (the screen word) says it."""
    if place in words:
        return words[place]
    zone, space, host = place.partition(" ")
    return at_card.format(zone=words[zone], card=host) if space and zone in words else place


def plain(text: str) -> str:
    """Text from a pack, printed line by line: each control character shown as its escape (`\\x1b`), so that a
    card's name is read on the terminal, never obeyed by it."""
    return "\n".join(visible(line) for line in text.split("\n"))


def _folded(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


class TableReader:
    """Reads a person's answers, answering their questions (`?`, `help`, `? NAME`, `log`) on the way."""

    def __init__(
        self,
        pack: Pack,
        read: Callable[[str], str] | None = None,
        write: Callable[[str], None] | None = None,
        sheet: Layout | None = None,
    ) -> None:
        self.pack = pack
        self.sheet = sheet  # the face of the players' sheet in play, whose rows `? NAME` tells
        self.read_line = read or (lambda prompt: input(prompt))  # looked up at each call, as HumanAgent does
        self.write = write or (lambda text: print(plain(text)))
        self.log: list[str] = []
        self.words = words_of(pack)

    def read(self, prompt: str) -> str:
        """The next answer that is a choice (or `q`), after answering any questions asked before it."""
        while True:
            answer = self.read_line(prompt)
            word = answer.strip()
            if word in ("?", "help", "h"):
                self.write(help_text(self.pack))
            elif word.startswith("?"):
                self.write(self.card_text(word[1:].strip()))
            elif word == "log":
                self.write("\n".join(self.log[-LOG_SHOWN:]) or "  " + self.words("nothing_yet"))
            else:
                return answer

    def card_text(self, name: str) -> str:
        """The full text of the card, or of the sheet's row, whose name contains `name`, or which it could be."""
        wanted = _folded(name)
        found = [c for c in self.pack.cards if wanted and wanted in _folded(c.name)]
        sheet = sheet_words(self.pack)
        rows = {label: row for label, row in sheet.rows(self.sheet).items() if wanted and wanted in _folded(label)}
        exact = [c for c in found if _folded(c.name) == wanted]
        exact_rows = [label for label in rows if _folded(label) == wanted]
        if len(exact) + len(exact_rows) == 1 or len(found) + len(rows) == 1:
            if exact or (found and not exact_rows):
                return describe_card(self.pack, (exact or found)[0])
            label = (exact_rows or list(rows))[0]
            return sheet.describe(label, *rows[label])
        if not found and not rows:
            return "  " + self.words("no_card_named", name=name)
        names = sorted({c.name for c in found}) + sorted(rows)
        return f"  {self.words('which_one')} " + ", ".join(names[:12]) + (" ..." if len(names) > 12 else "")


def help_text(pack: Pack) -> str:
    """How to answer at the table, in the game's language."""
    return "\n".join("  " + line for line in words_of(pack)("help").split("\n"))


def describe_card(pack: Pack, card: Card) -> str:
    """A card as it would be printed: name and type, its fields, and each ability in the game's language."""
    from ..printouts.rules_text import rules_text

    named = label_words(pack)
    lines = [f"  {card.name} ({named.get(card.type, card.type)})"]
    lines += [
        f"    {named.get(name, name)}: {field_value(value, named)}"
        for name, value in card.fields.items()
        if name not in card.effects
    ]
    lines += [f"    {named.get(field, field)}: {text}" for field, text in rules_text(pack, card).items() if text]
    return "\n".join(lines)


def field_value(value: object, named: dict[str, str] | None = None) -> str:
    """A card's field as a person reads it: `{energy: 1}` as '1 energy', a list as 'a, b', each declared name in
    the game's words (`named`, from `label_words`)."""
    named = named or {}
    if isinstance(value, dict):
        return ", ".join(f"{v} {named.get(str(k), k)}" for k, v in value.items()) or "-"
    if isinstance(value, list):
        return ", ".join(named.get(str(v), str(v)) for v in value) or "-"
    return named.get(str(value), str(value)) if isinstance(value, str) else str(value)


def label_words(pack: Pack, language: str | None = None) -> dict[str, str]:
    """Each declared name -> the word that names it alone, as a header or a label does (the nominative: 'Ręka',
    'Talia Postaci'): the pack's `labels:` and declared `name:`s over its glossary's words (which may be inflected
    to fit in a sentence: 'z ręki')."""
    from ..printouts.rules_text import label_words as labels

    return {**glossary_words(pack, language), **labels(pack, language)}


def in_words(pack: Pack, lang: str | None = None) -> Callable[[str], str]:
    """A prompt or an option as the players say it: `rule NAME`, `side NAME` and a leading `NAME:` of a declared
    rule or step in the glossary's words (the game's language, else English), e.g. 'rule place_action' as 'play an
    action card'; a step's ability as the glossary's words for the step, else its `description`; a card's copy as
    its zone (`tidy`); a sheet's box by its row (`SheetWords`); an option of `choose` that is an effect's text
    ('gain 1 plant_track') as a card would print it. Names without a word stay as they are."""
    language = lang or str(pack.game.get("language") or "en")
    words = glossary_words(pack, language)
    asked = glossary_words(pack, language, form=1)
    steps = _step_descriptions(pack)
    phrase = _phraser(pack, language)
    rephrase = _phrases(words)

    screen = screen_words(language)
    places = label_words(pack, language)
    sheet = SheetWords(pack, words, screen)

    def say(text: str) -> str:
        return tidy(said(text), places, screen("at_card"))

    def said(text: str) -> str:
        if (box := sheet.box(text)) is not None:  # a box of the sheet offered by its id: 'level_3a.2'
            return box
        offer = _MAY.fullmatch(text)  # "may draw 1 character from deck (Złoty sierp)": the card's offer, in words
        if offer and (sentence := phrase(offer.group(1).removeprefix("[").removesuffix("]"), True)):
            return screen("offer", card=offer.group(2), action=sentence)  # before a pack's phrase ("{} on {}")
        bare = re.fullmatch(r"may (?!rule )(.+)", text)  # an offer of the game's procedure: no card makes it
        if bare and not offer and (sentence := phrase(bare.group(1).removeprefix("[").removesuffix("]"), True)):
            return screen("offer_alone", action=sentence)
        used = _USE.fullmatch(text)  # a card's ability a player may use now: "use Agente (expand): once per turn: …"
        if used and (sentence := phrase(used.group(3))):
            named = places.get(used.group(2)) or words.get(used.group(2), used.group(2))
            return screen("use_ability", card=used.group(1), side=named, action=sentence)
        if (worded := rephrase(text)) is not None:
            return worded
        side = re.fullmatch(r"side ([a-z][a-z0-9_]*)", text)
        if side and side.group(1) in words:
            return words[side.group(1)]
        if text.startswith("[") and text.endswith("]"):  # an option of `choose`: its effects, as printed
            return phrase(text[1:-1]) or text
        rule = re.fullmatch(r"may rule ([a-z][a-z0-9_]*)", text)
        if rule and rule.group(1) in words:  # a question, in the infinitive: "Użyć 1 żetonu Korzyści?"
            word = asked.get(rule.group(1), words[rule.group(1)])
            return screen("offer_alone", action=f"{word[:1].upper()}{word[1:]}")
        text = re.sub(r"\brule ([a-z][a-z0-9_]*)", lambda m: words.get(m.group(1), m.group(0)), text)
        offer = _MAY.fullmatch(text)  # "may draw 1 character from deck (Złoty sierp)": the card's offer, in words
        if offer and (sentence := phrase(offer.group(1).removeprefix("[").removesuffix("]"))):
            return f"{offer.group(2)}: {sentence.rstrip('.')}?"
        head, colon, rest = text.partition(": ")
        if colon and head in steps:  # a step's ability: what the step is (its glossary words, else its description)
            return words.get(head) or steps[head]
        if colon and head in words:
            return f"{words[head]}: {rest}"
        return screen.said(text, inner=lambda name: screen.name(name, places)) or effect(text) or text

    def effect(text: str) -> str:
        """An option of `choose` that is an effect's text, as a card prints it when that says more than the text
        ('gain 1 plant_track' as 'Gana 1 marcador de Planta.'; 'draw 1 card' stays as it is)."""
        sentence = phrase(text)
        return sentence if sentence.rstrip(".").casefold() != text.casefold() else ""

    return say


_SHEET_WORDS: dict[tuple[int, str], tuple[Pack, SheetWords]] = {}


def sheet_words(pack: Pack, language: str | None = None) -> SheetWords:
    """The pack's sheet (its rows, symbols and boxes) in the glossary's words, in the game's language else English;
    made once a pack and language, since the table words the sheet at every prompt (its faces are read once)."""
    lang = language or str(pack.game.get("language") or "en")
    kept = _SHEET_WORDS.get((id(pack), lang))
    if kept is not None and kept[0] is pack:
        return kept[1]
    if len(_SHEET_WORDS) >= 16:  # a few packs are played in one process; tests load many
        _SHEET_WORDS.clear()
    made = SheetWords(pack, glossary_words(pack, lang), screen_words(lang))
    _SHEET_WORDS[(id(pack), lang)] = (pack, made)
    return made


def glossary_words(pack: Pack, language: str | None = None, form: int = 0) -> dict[str, str]:
    """Each declared name (a zone, resource, side, state, rule) -> the word the game's glossary gives it, in the
    game's language, else English (singular: 'energia|energias' is 'energia'). `form=1` takes the second form
    where there is one: a rule's infinitive ('użyj …|użyć …'), for a question asked with it."""
    found = pack.game.get("glossary")
    glossary: dict[str, Any] = found if isinstance(found, dict) else {}
    words: dict[str, str] = {}
    for source in (glossary.get("en"), glossary.get(language or str(pack.game.get("language") or "en"))):
        if isinstance(source, dict):  # the game's own language wins
            words.update({str(k): _form(str(v), form) for k, v in source.items()})
    return words


def _form(word: str, form: int) -> str:
    forms = word.split("|")
    return forms[form] if form < len(forms) else forms[0]


def _phrases(words: dict[str, str]) -> Callable[[str], str | None]:
    """A glossary key with a space is a phrase a rules module says ("potion on {}"): a prompt or an option that
    reads as it, each `{}` a name, is said in the glossary's words with the names in the same order; None when
    no phrase fits. The phrase with the most fixed words is tried first ("potion on {}" before "{} on {}")."""
    patterns = []
    for key in sorted((k for k in words if " " in k), key=lambda k: -len(k.replace("{}", ""))):
        pattern = re.compile("(.+?)".join(re.escape(part) for part in key.split("{}")) + r"\Z", re.DOTALL)
        patterns.append((pattern, words[key]))

    def rephrase(text: str) -> str | None:
        for pattern, word in patterns:
            if found := pattern.match(text):
                names, parts = iter(found.groups()), word.split("{}")
                return parts[0] + "".join(next(names, "") + part for part in parts[1:])
        return None

    return rephrase


class Phrase(Protocol):
    """Effect text -> its sentence, or with `asked` the question a player is asked."""

    def __call__(self, text: str, asked: bool = False) -> str: ...


def _phraser(pack: Pack, language: str) -> Phrase:
    """Effect text -> the sentence a card would print (the printouts' phrasebook), or with `asked` what a player
    is asked whether to do ("dobrać 1 kartę Postaci"); "" when it cannot say it."""
    from ..compiler import compile_text
    from ..printouts.rules_text import UnknownLanguage, speaker

    try:
        talk = speaker(language, pack)
    except UnknownLanguage:

        def silent(text: str, asked: bool = False) -> str:
            return ""

        return silent

    said: dict[tuple[str, bool], str] = {}  # a game's labels come back turn after turn: each is compiled once

    def phrase(text: str, asked: bool = False) -> str:
        if (known := said.get((text, asked))) is None:
            known = said[text, asked] = _sentence(text, asked)
        return known

    def _sentence(text: str, asked: bool) -> str:
        compiled = compile_text(text)
        if compiled.ir is None:
            return ""
        try:
            if asked:
                return " ".join(talk.offered(ability) for ability in compiled.ir)
            return " ".join(talk.ability(ability) for ability in compiled.ir)
        except (KeyError, ValueError, TypeError, LookupError):  # a text the phrasebook has no words for
            return ""

    return phrase


def _step_descriptions(pack: Pack) -> dict[str, str]:
    flow = pack.game.get("flow") if isinstance(pack.game.get("flow"), dict) else {}
    found = {}
    for phase in (flow or {}).get("phases") or []:
        for step in (phase.get("steps") or []) if isinstance(phase, dict) else []:
            if isinstance(step, dict) and isinstance(step.get("description"), str) and step.get("id"):
                found[str(step["id"])] = step["description"]
    return found

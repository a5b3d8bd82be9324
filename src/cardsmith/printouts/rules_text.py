"""Rules text: compiled effect IR -> a sentence, through a per-language phrasebook.

What is printed on a card is generated from `card.effects` (the IR the runtime executes), never from
the effect text the designer wrote, so the two cannot drift apart. A phrasebook
(`phrasebook/<lang>.yaml`) has one phrase per registry kind, in the registry's own template syntax
(`{slot}`, `[ optional ]`), plus the small words (periods, comparisons, events) that slots hold.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from dataclasses import field as default
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

import yaml

from ..compiler.formatter import _template
from ..compiler.registry import BUILTIN_FILTER_WORDS, REGISTRY, Kind, conjugate
from ..pack.catalogue import agree_error

if TYPE_CHECKING:
    from ..pack.catalogue import Card, Pack

LANGUAGES = ("en", "pt", "pl", "it", "es")
MOMENTS = frozenset({"on_event", "at_time", "whenever"})  # triggers that name a moment, not a limit or condition
_NODE_KEYS = ("effect", "trigger", "cond", "expr", "cards", "zone")


def _many(node: dict[str, Any], all_plural: bool = True) -> bool:
    """Does a card description stand for several cards (`2 actions`, `all actions`, `up to 2 actions`)?"""
    amount = node.get("quantity", node.get("amount"))
    if isinstance(amount, bool) or amount is None:
        return False
    if isinstance(amount, int):
        return amount != 1
    return (amount == "all" and all_plural) or isinstance(amount, dict)


# Kinds whose `you`/`other` forms follow whose thing it is, not who acts.
_WHOSE = {
    "value": "of",
    "zone_named": "of",
    "card_set": "owner",
    "more_than": "player",
    "most": "player",
    "has": "player",
}


class UnknownLanguage(ValueError):
    """A --lang with no phrasebook."""


@dataclass(frozen=True)
class Phrasebook:
    language: str
    kinds: dict[str, Any]
    words: dict[str, str]
    events: dict[str, Any]
    ability: str
    headers: str
    triggers: str  # between two triggers of one ability: "and"
    steps: str
    options: str
    noun_first: bool = False
    plural: tuple[tuple[str, str], ...] = ()
    plural_all: bool = True  # "all cards"; false where `all` is said with a singular ("cada carta")
    # Agreement no slot can make, as (pattern, replacement) over each finished sentence: a number and the noun
    # after it (Polish "1 kartę", "2 karty", "5 kart"), a player's name after a noun it owns ("z ręki przeciwnika").
    agree: tuple[tuple[re.Pattern[str], str], ...] = ()
    # What the terminal says in this language (`commands.words`): its own words by key, and `prompts`.
    screen: dict[str, Any] = default(default_factory=dict)


class _PhrasebookLoader(yaml.SafeLoader):
    """Safe YAML where only true/false are booleans: `on:`, `no:` or `y:` are words in a phrasebook."""


_PhrasebookLoader.yaml_implicit_resolvers = {
    first: [(tag, regex) for tag, regex in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_PhrasebookLoader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))


@cache
def phrasebook(language: str) -> Phrasebook:
    """The phrasebook of a language; the bundled YAML files are trusted package data."""
    if language not in LANGUAGES:
        raise UnknownLanguage(f"no phrasebook for language '{language}' (have: {', '.join(LANGUAGES)})")
    text = resources.files(__package__).joinpath("phrasebook", f"{language}.yaml").read_text(encoding="utf-8")
    data = yaml.load(text, Loader=_PhrasebookLoader)  # a SafeLoader subclass
    return Phrasebook(
        language,
        data["kinds"],
        {str(k): str(v) for k, v in data["words"].items()},
        data.get("events") or {},
        data["ability"],
        data["headers"],
        str(data.get("triggers", data["headers"])),
        data["steps"],
        data["options"],
        bool(data.get("noun_first", False)),
        tuple((str(p), str(r)) for p, r in data.get("plural") or []),
        bool(data.get("plural_all", True)),
        tuple((re.compile(str(p)), str(r)) for p, r in data.get("agree") or []),
        dict(data.get("screen") or {}),
    )


def pack_language(pack: Pack) -> str:
    """The game's own language (`language:` in game.yaml), English when it has none we know."""
    language = pack.game.get("language")
    return language if isinstance(language, str) and language in LANGUAGES else "en"


def labels(pack: Pack | None, lang: str | None = None) -> dict[str, str]:
    """Printed names of the declared names in one language.

    The pack's `glossary:` for that language first; then, in the game's own language, a
    declaration's `name:`; else the name itself (underscores as spaces).
    """
    if pack is None:
        return {}
    return {**_declared_names(pack, lang), **_words(pack, "glossary", lang)}


def label_words(pack: Pack | None, lang: str | None = None) -> dict[str, str]:
    """Words for labels (a card's type, a field's name, a back): the pack's `labels:` for the language,
    then, in the game's own language, a declaration's `name:`. Sentences use the glossary instead, whose
    words may be inflected to fit in them ("na tym Albumie"); a label wants the plain word ("Album")."""
    if pack is None:
        return {}
    return {**_declared_names(pack, lang), **_words(pack, "labels", lang)}


def _declared_names(pack: Pack, lang: str | None) -> dict[str, str]:
    """The `name:` of each declaration; they are in the game's own language, so only for it."""
    found: dict[str, str] = {}
    if lang is not None and lang != pack_language(pack):
        return found
    for key in ("resources", "counters", "tokens", "zones", "card_types", "rules"):
        declared = pack.game.get(key)
        for name, spec in (declared if isinstance(declared, dict) else {}).items():
            if isinstance(spec, dict) and isinstance(spec.get("name"), str):
                found[str(name)] = spec["name"]
    return found


def _words(pack: Pack, section: str, lang: str | None) -> dict[str, str]:
    table = pack.game.get(section)
    words = table.get(lang or pack_language(pack)) if isinstance(table, dict) else None
    return {str(k): str(v) for k, v in words.items() if isinstance(v, str)} if isinstance(words, dict) else {}


class Speaker:
    """Turns IR nodes into words of one language, naming things as one pack names them."""

    def __init__(
        self,
        book: Phrasebook,
        names: dict[str, str],
        types: frozenset[str] = frozenset(),
        labels: dict[str, str] | None = None,
        tokens: frozenset[str] = frozenset(),
    ):
        self.book = book
        self.names = names
        self.labels = labels or {}
        self.types = types  # card type names: in `noun_first` languages they lead a card description
        self.tokens = tokens  # token names: a ban on using a token may read apart from a ban on playing cards
        self.modal: str | None = None  # the actor of the `may` whose step is being phrased
        self.many = False  # the cards about to be described are counted: name them in the plural
        self.infinitive = False  # the phrase being said follows "you may": a rule's name in its infinitive

    # ------------------------------------------------------------ names and words
    def name(self, value: Any, plural: bool = False, by_rule: bool = True) -> str:
        """A declared name's printed word; a glossary word may give its plural after a bar (`carta|cartas`).

        Without one, card nouns follow the phrasebook's plural rules; resources and counters
        (`by_rule=False`) do not, since they are often mass nouns ("2 ore", "2 energía").
        """
        text = str(value)
        builtin = self.book.words.get(text) if text in BUILTIN_FILTER_WORDS else None
        word = self.names.get(text) or builtin or text.replace("_", " ")
        singular, _, given = word.partition("|")
        given = given.partition("|")[0]  # a third form (a token carried, see `carrying`) is not a plural
        if not plural:
            return singular
        return given or (self.pluralise(singular) if by_rule else singular)

    def label(self, value: Any) -> str:
        """A name as a label says it (see `label_words`), else as a sentence does; a label may give its plural
        after a bar (`Frammento viola|Frammenti viola`), which `counted` uses."""
        given = self.labels.get(str(value))
        return given.partition("|")[0] if given else self.name(value)

    def counted(self, value: Any, count: Any) -> str:
        """A label beside a number: its plural (after the bar) unless the number is 1 (`1 Frammento viola`,
        `2 Frammenti viola`)."""
        given = self.labels.get(str(value))
        if not given:
            return self.name(value, plural=str(count) != "1", by_rule=False)
        singular, _, plural = given.partition("|")
        return singular if str(count) == "1" else (plural or singular)

    def pluralise(self, phrase: str) -> str:
        """The phrasebook's plural rules applied to the first word (noun-first languages) or the last."""
        words = phrase.split(" ")
        at = 0 if self.book.noun_first else len(words) - 1
        for pattern, replacement in self.book.plural:
            changed, count = re.subn(pattern, replacement, words[at], count=1)
            if count:
                words[at] = changed
                break
        return " ".join(words)

    def word(self, value: Any) -> str:
        text = str(value)
        return self.book.words.get(text, text.replace("_", " "))

    def event(self, value: str, third_person: bool = False, done: bool = False) -> str:
        """An event's words: `done` (a participle: "when played"), else what you or another player does."""
        if value in self.names:  # a pack's own event, or its own words for one ("po zdobyciu tego Albumu")
            return self.name(value)
        phrase = self.book.events.get(value)
        if isinstance(phrase, dict):
            if done and "done" in phrase:
                return str(phrase["done"])
            return str(phrase["other" if third_person else "you"])
        return str(phrase) if phrase is not None else self.name(value)

    # ------------------------------------------------------------ nodes
    def node(self, node: Any) -> str:
        if isinstance(node, bool):
            return str(node)
        if isinstance(node, int):
            return str(node) if node >= 0 else f"−{-node}"
        if isinstance(node, str):
            return self.phrase(REGISTRY[node], {}) if node in REGISTRY else self.name(node)
        for key in _NODE_KEYS:
            if key in node:
                return self.phrase(REGISTRY[node[key]], node)
        raise ValueError(f"not an IR node: {node!r}")

    def phrase(self, kind: Kind, node: dict[str, Any]) -> str:
        modal, self.modal = self.modal, None  # only a `may`'s own steps take the infinitive
        counted, self.many = self.many, False  # set by a `count` or `total` for the cards it counts
        if kind.name == "total" and node.get("of") == {"cards": "this"} and "own_total" in self.book.words:
            # a card's own number, read by its own text: "this card's later points", not "the total later points
            # of this" (a language without the word says the total)
            return _tidy(self.word("own_total").replace("{field}", self.slot(kind, "field", node["field"], node)))
        entry = self.book.kinds[kind.name]
        if isinstance(entry, dict) and "token" in entry:  # `forbid`: "no using potions" / "no playing heroes"
            filters = node.get("filter") or []
            on_tokens = bool(filters) and all(isinstance(w, str) and w in self.tokens for w in filters)
            entry, counted = (entry["token"], True) if on_tokens else (entry["cards"], counted)
        if isinstance(entry, dict):
            entry = self._form(kind, node, entry, modal)
        self.infinitive = modal is not None  # a rule's name after "you may" takes its infinitive
        return _tidy(self._render(kind, node, _template(entry), counted) or "")

    def _form(self, kind: Kind, node: dict[str, Any], forms: dict[str, str], modal: str | None) -> str:
        """Pick a phrase's form: `to` (the infinitive after "you may"), `you` or `other`.

        Effects choose by their actor (none means you); possessive kinds (a value, a zone, cards)
        by whose they are, where none means nobody's in particular (`other`).
        """
        slot = _WHOSE.get(kind.name, "actor")
        whose = node.get(slot, "you" if slot == "actor" else None)
        if slot == "actor" and "actor" not in node and modal is not None:
            whose = modal  # a step that names no one (a choice, a rule) is done by whoever may do it
        if modal is not None and (whose == modal or (modal != "you" and whose == "them")):
            return forms.get("to", forms["you"])  # English needs no `to`: its `you` form is the infinitive
        return forms["you" if whose == "you" else "other"]

    def _render(self, kind: Kind, node: dict[str, Any], parts: list[Any], many: bool = False) -> str | None:
        out: list[str] = []
        for part in parts:
            if isinstance(part, str):
                out.append(part)
            elif isinstance(part, list):
                out.append(self._render(kind, node, part, many) or "")
            elif part[0] == "slot":
                if node.get(part[1]) is None:
                    return None
                self.many = kind.name in ("count", "total")  # "the number of planetS"
                out.append(self.slot(kind, part[1], node[part[1]], node, many))
                self.many = False
            else:
                out.append(conjugate(part[1]) if "actor" in node else part[1])
        return "".join(out)

    def slot(self, kind: Kind, slot: str, value: Any, node: dict[str, Any], many: bool = False) -> str:
        if kind.rest and kind.rest.startswith(slot + "="):
            if kind.rest.endswith("blocks"):
                return self.options(value)
            return ", ".join(self.node(v) for v in value)
        slot_type = kind.slot_type(slot)
        if slot_type == "name:rule":  # a glossary word `imperative|infinitive`: "mueve …" or, after "puedes", "mover …"
            return self.name(value, plural=self.infinitive, by_rule=False)
        if slot_type.startswith("name:"):
            return self.name(value, plural=_many(node), by_rule=False)
        if slot_type == "event":
            third = node.get("player") not in (None, "you")
            return self.event(value, third_person=third, done=kind.name == "on_event")
        if slot_type == "words":
            return self.words(value, plural=many or _many(node, self.book.plural_all))
        if slot_type == "body":
            if kind.name == "may":
                return self.steps(value, modal=node.get("actor") or "you")
            return self.steps(value)
        if slot_type == "args":
            return ", ".join(self.node(v) for v in value)
        if slot_type == "card_ref":
            return self.node(value)
        if slot_type == "quantity":
            if isinstance(value, dict):
                return self.word("up_to").replace("{n}", str(value["up_to"]))
            return self.word(value) if isinstance(value, str) else str(value)
        if slot_type == "location":
            return f"{self.word(value['prep'])} {self.node(value['zone'])}"
        if slot_type == "side":
            return self.word("any_side") if value == "any" else self.name(value)
        if slot_type == "target" and isinstance(value, str):
            return self.word(value)
        if slot_type in ("expr", "cond", "player", "cards", "zone", "target", "int"):
            return self.node(value)
        return self.word(value)

    # ------------------------------------------------------------ abilities
    def steps(self, effects: list[dict[str, Any]], modal: str | None = None) -> str:
        out = []
        for effect in effects:
            self.modal = modal
            out.append(self.node(effect))
        self.modal = None
        return self.book.steps.join(out)

    def options(self, blocks: list[list[dict[str, Any]]]) -> str:
        """A choice's options; bracketed when one has several steps, so each reads as a whole."""
        texts = [self.steps(block) for block in blocks]
        if any(len(block) > 1 or "," in text for block, text in zip(blocks, texts, strict=True)):
            texts = [f"({text})" for text in texts]
        return self.book.options.join(texts)

    def words(self, value: list[Any], plural: bool = False) -> str:
        """A card description (`red planet`): the card type first where the language puts the noun first,
        and in the plural when there are several (the type, else the last word, is the noun)."""
        types = [i for i, w in enumerate(value) if isinstance(w, str) and w in self.types]
        nouns = types or [len(value) - 1]
        cards = any(not isinstance(w, str) or w not in self.tokens for w in value)  # not a lone token (a ban)
        words = [
            (cards and self.carrying(w)) or self.name(w, plural and i in nouns)
            if isinstance(w, str)
            else self.quoted(w["card"])
            for i, w in enumerate(value)
        ]
        if self.book.noun_first:
            words = [words[i] for i in types] + [w for i, w in enumerate(words) if i not in types]
        return " ".join(words)

    def carrying(self, word: str) -> str | None:
        """A token's name as a card filter means a card carrying that token: a glossary may word it apart, third
        after the bars (pl `magiczny napój|magicznych napojów|z magicznym napojem`)."""
        if word not in self.tokens:
            return None
        forms = (self.names.get(word) or "").split("|")
        return forms[2] if len(forms) > 2 else None

    def quoted(self, name: str) -> str:
        """A card named in a description, in the language's quotation marks (the phrasebook's `quoted`)."""
        return self.book.words.get("quoted", "“{name}”").replace("{name}", name)

    def headers(self, headers: list[dict[str, Any]]) -> str:
        """An ability's headers in order; two triggers next to each other are both moments the ability fires,
        so they are joined by the phrasebook's `and` ("When played and at the start of your turn"), never by a
        comma that reads as one moment or as a choice."""
        text = ""
        for i, header in enumerate(headers):
            if i:
                both = header.get("trigger") in MOMENTS and headers[i - 1].get("trigger") in MOMENTS
                text += self.book.triggers if both else self.book.headers
            text += self.node(header)
        return text

    def offered(self, ability: dict[str, Any]) -> str:
        """What a player is asked whether to do, as said after "you may" (the infinitive where the language has
        one: "dobrać 1 kartę Postaci", "comprar 1 carta"), without its final stop: the table asks it as a question."""
        text = _tidy(self.steps(ability["effects"], modal="you"))
        for pattern, replacement in self.book.agree:
            text = pattern.sub(replacement, text)
        return _sentence(text).rstrip(".")

    def ability(self, ability: dict[str, Any]) -> str:
        node = {
            "headers": self.headers(ability.get("headers") or []) or None,
            "cost": self.steps(ability["cost"]) if ability.get("cost") else None,
            "effects": self.steps(ability["effects"]),
        }
        text = _tidy("".join(_fill(_template(self.book.ability), node)))
        for pattern, replacement in self.book.agree:
            text = pattern.sub(replacement, text)
        return _sentence(text)


def _fill(parts: list[Any], values: dict[str, str | None]) -> list[str]:
    """A template filled with ready-made text (for the ability frame, which is no registry kind)."""
    out: list[str] = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, list):
            inner = _fill(part, values)
            out.extend(inner if all(values.get(p[1]) for p in part if isinstance(p, tuple)) else [])
        elif values.get(part[1]):
            out.append(str(values[part[1]]))
    return out


def _tidy(text: str) -> str:
    text = re.sub(r"\s+", " ", text)
    return re.sub(r"\s+([,.;:)])", r"\1", text).strip()


def _sentence(text: str) -> str:
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def speaker(lang: str, pack: Pack | None = None) -> Speaker:
    types = frozenset((pack.game.get("card_types") or {}) if pack is not None else ())
    declared = pack.game.get("tokens") if pack is not None else None
    tokens = frozenset(declared if isinstance(declared, dict) else ())
    book = phrasebook(lang)
    if own := pack_agree(pack, lang):
        book = replace(book, agree=book.agree + own)
    return Speaker(book, labels(pack, lang), types, label_words(pack, lang), tokens)


def pack_agree(pack: Pack | None, lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The pack's own agreement for a language (`agree:` in game.yaml), applied after the phrasebook's: what
    only the game's nouns can tell, such as their singular ("1 z Postaci" is "1 Postać"). A pattern that is no
    regular expression is left out here; `check` reports it."""
    section = pack.game.get("agree") if pack is not None else None
    pairs = section.get(lang) if isinstance(section, dict) else None
    found = []
    for pair in pairs if isinstance(pairs, list) else []:
        if isinstance(pair, list) and len(pair) == 2 and agree_error(str(pair[0]), str(pair[1])) is None:
            found.append((re.compile(str(pair[0])), str(pair[1])))
    return tuple(found)


def effect_text(ir: list[dict[str, Any]] | dict[str, Any], lang: str = "en", pack: Pack | None = None) -> str:
    """The rules text of compiled effects (a list of abilities, or one ability): one sentence each."""
    abilities = [ir] if isinstance(ir, dict) else ir
    talk = speaker(lang, pack)
    return " ".join(talk.ability(a) for a in abilities)


def rules_text(pack: Pack, card: Card, lang: str | None = None) -> dict[str, str]:
    """Each effect field of a card, as rules text in `lang` (default: the game's language). An effect field
    declared with `printed: FIELD` prints, in the game's own language, the designer's sentence in that text
    field of the card (the rulebook's wording) rather than text generated from the effect; in another
    language, or on a card that leaves that field out, the text is generated."""
    talk = speaker(lang or pack_language(pack), pack)
    own_language = lang in (None, pack_language(pack))
    spec = (pack.game.get("card_types") or {}).get(card.type) or {}
    fields = spec.get("fields") or {} if isinstance(spec, dict) else {}
    texts = {}
    for field, abilities in card.effects.items():
        printed = (fields.get(field) or {}).get("printed")
        written = card.fields.get(printed) if printed else None
        if own_language and isinstance(written, str) and written.strip():
            texts[field] = _sentence(_tidy(written))
        else:
            texts[field] = " ".join(talk.ability(a) for a in abilities)
    return texts

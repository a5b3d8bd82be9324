"""What the terminal itself says, in the game's language: headers, help, the log's sentences, the runtime's prompts.

A card's rules text comes from the phrasebooks' phrases; the words of `cardsmith play` around it (whose turn it
is, "3 hidden cards", "your choice", the runtime's generic "choose" and "yes"/"no") come from each phrasebook's
`screen:` section, chosen by the pack's `language:`. English is the default: a word a language lacks is said in
English (and `tests/commands/test_words.py` names it). No game's word is here: a game's own words (its zones,
resources, a rules module's phrases) come from its pack's glossary and labels.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from ..pack.catalogue import Pack
from ..printouts.rules_text import LANGUAGES, pack_language, phrasebook

DEFAULT = "en"


class ScreenWords:
    """The terminal's words in one language: `words("to_play", n=2)` -> 'player 2 to play'."""

    def __init__(self, language: str) -> None:
        self.language = language if language in LANGUAGES else DEFAULT
        english = phrasebook(DEFAULT).screen
        own = phrasebook(self.language).screen
        self.table: dict[str, Any] = {**english, **own}
        prompts = {**(english.get("prompts") or {}), **(own.get("prompts") or {})}
        self.prompts = _patterns({str(k): str(v) for k, v in prompts.items()})

    def __call__(self, key: str, **slots: Any) -> str:
        """The word or sentence `key`, its `{slot}`s filled; a list of forms is chosen by the slot `n`."""
        entry = self.table[key]
        if isinstance(entry, list):
            entry = entry[plural_form(int(slots.get("n", 1)), len(entry))]
        return str(entry).format(**slots) if slots else str(entry)

    def who(self, player: int, seat: int | None) -> str:
        """A player as the seat reads them: 'you', else 'player 2'."""
        return self("you") if player == seat else self("player", n=player + 1)

    def said(self, text: str, inner: Callable[[str], str] | None = None) -> str | None:
        """One of the runtime's own prompts or options ("choose 2", "yes") in this language, each name in it
        said by `inner` (or as it is); None when the runtime said no words of its own."""
        for pattern, template in self.prompts:
            if found := pattern.match(text):
                names = iter((inner or self._inner)(name) for name in found.groups())
                parts = template.split("{}")
                return parts[0] + "".join(next(names, "") + part for part in parts[1:])
        return None

    def _inner(self, name: str) -> str:
        """A name inside a prompt, itself one of the runtime's words ("player 1 and player 2" in "… won")."""
        return self.name(name, {})

    def name(self, name: str, words: dict[str, str]) -> str:
        """A name inside a prompt in the game's words: a declared name (a phase, a zone) as `words` say it, or
        the runtime's own words ("player 1 and player 2")."""
        if name in words:
            return words[name]
        if " and " in name:
            return self("and").join(self.name(part, words) for part in name.split(" and "))
        worded = self.said(name, inner=lambda n: n)
        return name if worded is None else worded


def plural_form(n: int, forms: int) -> int:
    """Which of a word's forms goes with the number n, by how many forms the language gives (as gettext's
    nplurals): two forms are 1 and the rest; three are 1, 2-4 but not 12-14, and the rest (Polish)."""
    if forms >= 3:
        if n == 1:
            return 0
        return 1 if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 2
    return 0 if n == 1 or forms == 1 else 1


SLOT = re.compile(r"\{n?\}")  # in a prompt: `{}` a name, `{n}` a number


def _patterns(prompts: dict[str, str]) -> list[tuple[re.Pattern[str], str]]:
    """The runtime's phrases as patterns, the one with the most fixed words first ("choose an opponent" before
    "choose {n}"); `{}` stands for a name, `{n}` for a number ("player {n}" is not "player 1 and player 2 won")."""
    found = []
    for key in sorted(prompts, key=lambda k: (-len(SLOT.sub("", k)), k)):
        slots = iter(r"(\d+)" if slot == "{n}" else "(.+?)" for slot in SLOT.findall(key))
        pattern = "".join(re.escape(part) + next(slots, "") for part in SLOT.split(key))
        found.append((re.compile(pattern + r"\Z", re.DOTALL), prompts[key]))
    return found


@cache
def screen_words(language: str = DEFAULT) -> ScreenWords:
    """The terminal's words in `language` (built once a language)."""
    return ScreenWords(language)


def words_of(pack: Pack | None) -> ScreenWords:
    """The terminal's words in the pack's language (`language:` in game.yaml), English without one."""
    return screen_words(pack_language(pack) if pack is not None else DEFAULT)

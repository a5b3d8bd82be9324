"""What happened at the table, in sentences, as one seat saw it: the log of `cardsmith play`.

The runtime keeps no story of a game, only its choices; a person needs one ("my planet is gone: why?"). So the
table compares what the seat saw before and after each choice — amounts, cards it may see, markers, the
winners — and says what changed. Only the seat's own observation is compared, so the log can never tell
what that seat may not see: a card drawn by another player is "1 more hidden card in hand of player 2".
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from ..runtime.state import State
from .table import label_words
from .words import words_of

Observation = dict[str, Any]


def card_names(state: State) -> dict[str, str]:
    """Instance name (`spark#5`) -> the card's printed name (`Spark`)."""
    game = state.game
    return {game.name_of_instance[i]: game.defs[game.instances[i]].name for i in range(len(game.instances))}


def zone_name(state: State, key: str, seat: int | None = None) -> str:
    """A zone key as players say it, in the game's words (its labels, else its glossary): `hand/1` -> 'hand of
    player 2', 'mão · jogador 2' (or 'your hand', 'mão · você' for `seat` 1), `planet#43` -> 'planeta Gélida'."""
    pack = state.game.pack
    words = label_words(pack)
    if "#" in key:
        name, host = key.split("#")
        card = state.game.defs[state.game.instances[int(host)]].name
        return words_of(pack)("at_card", zone=words.get(name, name), card=card)
    if "/" in key:
        name, owner = key.split("/")
        t, zone = words_of(pack), words.get(name, name)
        return t("your_zone", zone=zone) if int(owner) == seat else t("zone_of", zone=zone, n=int(owner) + 1)
    return words.get(key, key)


class Chronicle:
    """The sentences of a game so far, from `seat`'s observations; `internal` counters are never mentioned."""

    def __init__(self, state: State, seat: int, internal: set[str], zone: Callable[[str], str] | None = None) -> None:
        self.seat, self.internal = seat, internal
        self.names = card_names(state)
        self.supply = state.game.settings.supply  # where unused cards wait: not part of the table
        self.zone: Callable[[str], str] = zone or (lambda key: zone_name(state, key, seat))
        self.t = words_of(state.game.pack)
        self.words = label_words(state.game.pack)
        self.lines: list[str] = []
        self.seen = _look(state, seat)

    def record(self, state: State, said: str) -> list[str]:
        """Logs a choice (`said`) and what it changed; returns the sentences of the changes."""
        now = _look(state, self.seat)
        changes = self.changes(self.seen, now)
        self.seen = now
        self.lines.append(said)
        self.lines.extend(f"  {line}" for line in changes)
        return changes

    def changes(self, before: Observation, after: Observation) -> list[str]:
        return [
            *self._amounts(before["amounts"], after["amounts"]),
            *self._cards(before["zones"], after["zones"]),
            *self._markers(before["markers"], after["markers"]),
            *self._end(before, after),
        ]

    def _amounts(self, before: list[dict[str, int]], after: list[dict[str, int]]) -> list[str]:
        lines = []
        for p, (old, new) in enumerate(zip(before, after, strict=False)):
            moved = [
                f"{self.word(name)} {old.get(name, 0)} → {value}"
                for name, value in new.items()
                if name not in self.internal and old.get(name, 0) != value
            ]
            if moved:
                lines.append(f"{self._player(p)}: " + ", ".join(moved))
        return lines

    def _cards(self, before: dict[str, list[Any]], after: dict[str, list[Any]]) -> list[str]:
        before = {k: v for k, v in before.items() if not k.startswith(self.supply)}
        after = {k: v for k, v in after.items() if not k.startswith(self.supply)}
        old, new = _placed(before), _placed(after)
        lines = []
        for card, (key, entry) in new.items():
            name = self.names.get(card, card)
            if card not in old:
                lines.append(self.t("now_in", card=name, zone=self.zone(key)))
            elif old[card][0] != key:
                lines.append(f"{name}: {self.zone(old[card][0])} → {self.zone(key)}")
            elif entry.get("side") != old[card][1].get("side") and "side" in entry:
                lines.append(self.t("turned_to", card=name, side=self.word(entry["side"])))
            elif entry.get("tokens") != old[card][1].get("tokens"):
                tokens = ", ".join(f"{n} {self.word(t)}" for t, n in (entry.get("tokens") or {}).items())
                lines.append(self.t("now_with", card=name, tokens=tokens or self.t("no_tokens")))
        for card, (key, _) in old.items():
            if card not in new:
                lines.append(self.t("out_of_sight", card=self.names.get(card, card), zone=self.zone(key)))
        for key in sorted(set(before) | set(after)):
            hidden = _hidden(after.get(key, [])) - _hidden(before.get(key, []))
            if hidden:
                what = "more_hidden" if hidden > 0 else "fewer_hidden"
                lines.append(self.t(what, zone=self.zone(key), n=abs(hidden)))
        return lines

    def _markers(self, before: dict[str, int], after: dict[str, int]) -> list[str]:
        lines = []
        for key in sorted(set(before) | set(after)):
            if before.get(key, 0) != after.get(key, 0):
                card, _, player = key.rpartition("/")
                mine, old, new = int(player) == self.seat, before.get(key, 0), after.get(key, 0)
                name = self.names.get(card, card)
                if mine:
                    lines.append(self.t("your_marker", card=name, old=old, new=new))
                else:
                    lines.append(self.t("players_marker", card=name, n=int(player) + 1, old=old, new=new))
        return lines

    def _end(self, before: Observation, after: Observation) -> list[str]:
        winners = after.get("winners")
        if winners is None or before.get("winners") is not None:
            return []
        if not winners:
            return [self.t("ends_no_winner")]
        return [self.t("ends_won", who=self.t("and").join(self._player(p) for p in winners))]

    def word(self, name: str) -> str:
        """A declared name (a resource, a side, a token) in the game's words."""
        return self.words.get(name, name)

    def _player(self, p: int) -> str:
        return self.t.who(p, self.seat)


def _look(state: State, seat: int) -> Observation:
    """The seat's observation, kept as it is now (it shares lists with the live state, which the game changes)."""
    return copy.deepcopy(state.observation(seat))


def _placed(zones: dict[str, list[Any]]) -> dict[str, tuple[str, dict[str, Any]]]:
    """Each card this seat may see -> (its zone, what is seen of it)."""
    return {c["card"]: (key, c) for key, cards in zones.items() for c in cards if isinstance(c, dict)}


def _hidden(cards: list[Any]) -> int:
    return sum(1 for c in cards if c == "hidden")

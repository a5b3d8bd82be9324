"""The table of `cardsmith play` drawn with Rich, when the output is a terminal: the game as the players see it.

One screen a decision: who plays, every player's resources, the table (each card with its side, states,
tokens, markers and owner), your hand with each card's text as printed, the last things that happened, and
the choice in the game's words. Everything drawn comes from the seat's own observation (`State.observation`),
so what that seat may not see is never drawn; a card's text comes from the pack's catalogue, which anyone
may read. When the output is not a terminal, `play` prints plain lines instead (`commands.play.describe`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..base.diagnostics import visible
from ..pack.catalogue import Card, Pack
from ..runtime.agents import Quit
from ..runtime.state import State
from .chronicle import Chronicle, card_names
from .table import TableReader, field_value, label_words, sheet_words
from .words import words_of

LOG_LINES = 10  # the last lines of the log on the screen; `log` shows more
WIDE = 8  # more resources and counters than this are listed on a line a player, not in columns


class Screen:
    """Draws the table for one seat, and reads that seat's choices (answering `?`, `? NAME` and `log`)."""

    name = "human"

    def __init__(
        self, state: State, seat: int, say: Callable[[str], str], internal: set[str], console: Console | None = None
    ) -> None:
        self.console = console or Console(highlight=False)
        self.seat, self.say, self.internal = seat, say, internal
        self.pack: Pack = state.game.pack
        self.names = card_names(state)
        self.words = label_words(self.pack)
        self.t = words_of(self.pack)
        self.host_of = state.game.name_of_instance
        self.chronicle = Chronicle(state, seat, internal, zone=self.zone)
        played = state.game.layouts.get(state.view.sheet_face)  # the sheet's face in play: `? NAME` tells its rows
        self.reader = TableReader(self.pack, read=self._input, write=self._write, sheet=played)
        self.reader.log = self.chronicle.lines
        self.cards = {card.id: card for card in self.pack.cards}
        self._texts: dict[str, list[str]] = {}

    # ------------------------------------------------------------ choosing

    def act(self, state: State) -> int:
        """Draws the screen and the choice, and returns the option the person picks (`q` leaves the game)."""
        self.console.print(self.render(state))
        labels = state.action_labels()
        shown = [self.say(label) for label in labels]
        self.console.print(self._choice(self.say(state.prompt()) or self.t("your_choice"), shown))
        while True:
            try:
                answer = self.reader.read(self.t("ask")).strip()
            except EOFError:
                raise Quit from None
            if answer.lower() in ("q", "quit", "exit"):
                raise Quit
            picked = pick(answer, labels, shown)
            if picked is not None:
                return picked
            self.console.print("  " + self.t("give_number", n=len(labels)))

    def _input(self, prompt: str) -> str:
        return self.console.input(Text(prompt))

    def _write(self, text: str) -> None:
        self.console.print(Panel(shown(text), border_style="cyan", expand=False))

    def _choice(self, prompt: str, labels: list[str]) -> Panel:
        lines = Text()
        for i, label in enumerate(labels, 1):
            lines.append(f"{i:>3}. ", style="bold cyan").append(visible(label) + ("\n" if i < len(labels) else ""))
        return Panel(lines, title=shown(prompt, "bold"), title_align="left", border_style="green")

    # ------------------------------------------------------------ drawing

    def render(self, state: State) -> RenderableType:
        """The whole table as `self.seat` sees it."""
        obs = state.observation(self.seat)
        game = self.pack.game
        active = obs["active"]
        whose = self.t("your_turn") if active == self.seat else self.t("to_play", n=active + 1)
        if obs.get("winners") is not None:
            won = self.t("and").join(self._who(p) for p in obs["winners"]) or self.t("nobody")
            whose = self.t("won", who=won)
        title = self.t("title", game=game.get("name", self.pack.name), turn=obs["turn"], whose=whose)
        parts: list[RenderableType] = [self._players(obs)]
        sheet = obs.get("sheets", {}).get(self.seat)
        if sheet:
            worded = sheet_words(self.pack).sheet(sheet)  # its rows and symbols in the glossary's words
            parts.append(Panel(shown(worded), title=self.t("your_sheet"), title_align="left"))
        parts += [self._table(state, obs), *self._hands(state, obs), self._log()]
        return Panel(Group(*parts), title=shown(title, "bold"), border_style="blue")

    def _players(self, obs: dict[str, Any]) -> RenderableType:
        """Each player's resources and counters: a table, or a line a player when there are too many for columns."""
        amounts = obs["amounts"]
        many = any(len(a) > 12 for a in amounts)  # a sheet's many counters: those at 0 for all are left out
        names = [
            n
            for n in (amounts[0] if amounts else {})
            if n not in self.internal and (not many or any(a.get(n) for a in amounts))
        ]
        rows = [
            (("▶ " if p == obs["active"] else "  ") + self._who(p), [str(values.get(n, 0)) for n in names])
            for p, values in enumerate(amounts)
        ]
        if len(names) > WIDE:
            lines = Text()
            for i, (who, values) in enumerate(rows):
                pairs = ", ".join(f"{self.word(n)} {v}" for n, v in zip(names, values, strict=True))
                lines.append(who, style="bold").append(f": {visible(pairs)}" + ("\n" if i < len(rows) - 1 else ""))
            return lines
        table = Table(box=None, pad_edge=False, header_style="bold")
        table.add_column(self.t("player_column"))
        for name in names:
            table.add_column(shown(self.word(name)), justify="right")
        for p, (who, values) in enumerate(rows):
            table.add_row(who, *values, style="bold" if p == self.seat else "")
        return table

    def _table(self, state: State, obs: dict[str, Any]) -> Panel:
        """Every zone but the supply and the seat's hand: the cards it shows, and how many it hides."""
        supply, mine = state.game.settings.supply, set(self._private(state))
        grid = Table(box=None, show_header=False, pad_edge=False)
        grid.add_column("zone", style="bold", no_wrap=True)
        grid.add_column("cards")
        for key, cards in sorted(obs["zones"].items()):
            if key.startswith(supply) or key in mine:
                continue
            grid.add_row(shown(self.zone(key)), self._cards(cards, obs["markers"], shared="/" not in key))
        return Panel(grid, title=self.t("table"), title_align="left")

    def _cards(self, cards: list[Any], markers: dict[str, int], shared: bool) -> Text:
        text = Text()
        shown = [c for c in cards if isinstance(c, dict)]
        for i, card in enumerate(shown):
            name = str(self.names.get(card["card"], card["card"]))
            text.append(("" if i == 0 else ", ") + visible(name), style="bold")
            text.append(visible(self._marks(card, markers, shared)), style="dim")
        hidden = len(cards) - len(shown)
        if hidden:
            text.append((", " if shown else "") + self.t("hidden_cards", n=hidden), style="italic")
        return text

    def _marks(self, card: dict[str, Any], markers: dict[str, int], shared: bool) -> str:
        """What is on a card: its side, states, tokens, its readings (a rules module's numbers, such as the total
        of each half of an album and whom it faces), the players' markers on it, and whose it is."""
        marks = [self.word(card["side"])] if "side" in card else []
        marks += [self.word(state) for state in card.get("states", ())]
        marks += [f"{n} {self.word(t)}" for t, n in (card.get("tokens") or {}).items()]
        marks += [f"{self.word(name)} · {self._who(seat)}: {value}" for name, seat, value in card.get("readings", ())]
        prefix = card["card"] + "/"
        marks += [
            f"{self._who(int(k[len(prefix) :]))}: {v}" for k, v in sorted(markers.items()) if k.startswith(prefix)
        ]
        if shared and "owner" in card:
            marks.append(self.t("yours") if card["owner"] == self.seat else self.t("players_card", n=card["owner"] + 1))
        return f" ({'; '.join(marks)})" if marks else ""

    def word(self, name: str) -> str:
        """A declared name in the game's words (its glossary), else as declared."""
        return self.words.get(name, name)

    def zone(self, key: str) -> str:
        """A zone as the players say it: 'mão · player 2', 'planeta Gélida', 'pilha de ações'."""
        if "#" in key:
            name, host = key.split("#")
            return self.t("at_card", zone=self.word(name), card=self.names[self.host_of[int(host)]])
        if "/" in key:
            name, owner = key.split("/")
            return f"{self.word(name)} · {self._who(int(owner))}"
        return self.word(key)

    def _who(self, player: int) -> str:
        return self.t.who(player, self.seat)

    def _private(self, state: State) -> list[str]:
        """The seat's own zones that only it sees (its hand, whatever the pack calls it), in declared order."""
        zones = state.game.zones
        return [f"{name}/{self.seat}" for name, spec in zones.items() if spec.get("visibility") == "owner"]

    def _hands(self, state: State, obs: dict[str, Any]) -> list[Panel]:
        """Each of the seat's private zones (its hand), each card with its fields and its text as printed."""
        return [self._hand(obs["zones"].get(key, []), self.zone(key)) for key in self._private(state)]

    def _hand(self, cards: list[Any], title: str) -> Panel:
        grid = Table(box=None, show_header=False, pad_edge=False, expand=True)
        grid.add_column("card", style="bold", no_wrap=True)
        grid.add_column("text", ratio=1)
        for card in cards:
            if isinstance(card, dict):
                name = str(self.names.get(card["card"], card["card"]))
                grid.add_row(shown(name), shown("\n".join(self._text_of(card["card"]))))
        body = grid if cards else Text(self.t("no_cards"), style="italic")
        return Panel(body, title=shown(title, "bold"), title_align="left")

    def _text_of(self, instance: str) -> list[str]:
        """A card's fields and rules text, as `? NAME` shows them, kept once a card."""
        card = self._card(instance)
        if card is None:
            return []
        if card.id not in self._texts:
            from ..printouts.rules_text import rules_text

            lines = [
                f"{self.word(name)}: {field_value(value, self.words)}"
                for name, value in card.fields.items()
                if name not in card.effects and value not in (None, "", [], {})  # effects: as rules text, below
            ]
            texts = {field: text for field, text in rules_text(self.pack, card).items() if text}
            lines += [f"{self.word(field)}: {text}" if len(texts) > 1 else text for field, text in texts.items()]
            self._texts[card.id] = lines
        return self._texts[card.id]

    def _card(self, instance: str) -> Card | None:
        return self.cards.get(instance.split("#")[0])

    def _log(self) -> Panel:
        lines = self.chronicle.lines[-LOG_LINES:]
        body = shown("\n".join(lines)) if lines else Text(self.t("nothing_yet"), style="italic")
        return Panel(body, title=self.t("log_title"), title_align="left")


def shown(text: str, style: str = "") -> Text:
    """Text from the pack (a card's name or words, a zone, the log) as Rich draws it: never read as markup
    (`[bold]` in a name stays as written), and a control character shown as its escape (`\\x1b`), not obeyed by
    the terminal; line breaks kept."""
    return Text("\n".join(visible(line) for line in text.split("\n")), style=style)


def pick(answer: str, labels: list[str], shown: list[str]) -> int | None:
    """The option an answer names: its number, or the one option whose words (or label) contain it."""
    if answer.isascii() and answer.isdigit() and len(answer) <= 9:
        number = int(answer)
        return number - 1 if 1 <= number <= len(labels) else None
    wanted = answer.lower()
    matches = [
        i
        for i, (label, words) in enumerate(zip(labels, shown, strict=True))
        if wanted and (wanted in label.lower() or wanted in words.lower())
    ]
    return matches[0] if len(matches) == 1 else None

"""What simulated games show: wins by seat and by agent, game length, and how each card was played.

The one summariser of simulated games: `simulate` prints it and the deck report draws it. It reads the
records `simulate.play_game` writes, one per game, plain JSON:

    {"seed": 7, "seats": [{"agent": "random"}, ...], "winners": [0], "returns": [1.0, -1.0],
     "length": {"turns": 31, "rounds": 16, "decisions": 140},
     "played": [{"card_id": 2, ...}, ...],     # per seat
     "scores": [41, 37], "rival_score": 40,    # runtime.score per seat and runtime.rival, when the pack has them
     "error": null}                            # or a message: the game is counted but not measured

A win shared by several seats counts as a fraction to each, so the seats' rates add up to the share of
games someone won. Rates come with 95 % Wilson intervals (`base.stats.rate`).

A card's "win rate when played" mostly measures who plays it: a strong bot plays more cards and wins more, so
every card it favours looks strong. Its `effect` is therefore estimated with the agents held fixed: for each
agent, the win rate of its seats that played the card minus that of its seats that did not, averaged over the
agents weighted by how many seats each had (a stratified difference, with a 95 % interval).

`Summary` is fed one record at a time and keeps only counts, exact sums and per-value tallies (a game
length takes few distinct values), so a run of 10,000 games holds no list of games: its memory grows with
the number of cards, seats and agents, never with the number of games (the errors, listed one by one, are
the exception). Sums are exact (shares as counts per number of winners, returns as `math.fsum`'s
partials), so the figures do not depend on the order the records come in.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..base.stats import Z95, rate

Record = dict[str, Any]
LENGTHS = ("turns", "rounds", "decisions")


class Shares:
    """Wins, a win shared by k seats counting 1/k: kept as a count per k, so the total is exact."""

    __slots__ = ("by_winners",)

    def __init__(self) -> None:
        self.by_winners: dict[int, int] = {}

    def add(self, winners: int) -> None:
        self.by_winners[winners] = self.by_winners.get(winners, 0) + 1

    def total(self) -> float:
        return float(sum((Fraction(n, k) for k, n in self.by_winners.items()), Fraction(0)))


class ExactSum:
    """A running sum of floats with no rounding until it is read (`math.fsum`'s partials, kept between
    additions): the same total, and so the same mean as `statistics.fmean`, in any order."""

    __slots__ = ("partials",)

    def __init__(self) -> None:
        self.partials: list[float] = []

    def add(self, x: float) -> None:
        kept = 0
        for y in self.partials:
            if abs(x) < abs(y):
                x, y = y, x
            high = x + y
            low = y - (high - x)
            if low:
                self.partials[kept] = low
                kept += 1
            x = high
        self.partials[kept:] = [x]

    def total(self) -> float:
        return math.fsum(self.partials)


@dataclass
class _Seat:
    playing: int = 0
    agents: set[str] = field(default_factory=set)
    wins: Shares = field(default_factory=Shares)
    returns: ExactSum = field(default_factory=ExactSum)
    returned: int = 0
    scores: ExactSum = field(default_factory=ExactSum)  # the pack's runtime.score at the end
    scored: int = 0


@dataclass
class _Agent:
    seats: int = 0
    wins: Shares = field(default_factory=Shares)


@dataclass
class _Card:
    plays: int = 0
    games: int = 0  # finished games in which some seat played it
    seats: int = 0  # (game, seat) pairs that played it
    wins: Shares = field(default_factory=Shares)  # of those seats
    by_agent: dict[str, _Agent] = field(default_factory=dict)  # the same seats and wins, per agent


class Summary:
    """The figures of a run of games, fed one record at a time (`add`), read with `result`.

    `names` gives the cards (id -> name) to report on, in order; `playable` the ids that could have been
    played (default: all of `names`)."""

    def __init__(self, names: Mapping[str, str] | None = None, playable: Iterable[str] | None = None) -> None:
        self.names = dict(names or {})
        self.candidates = list(playable) if playable is not None else list(self.names)
        self.games = 0
        self.errors: list[dict[str, Any]] = []
        self.measured = 0
        self.no_winner = 0
        self.cut_off = 0  # games stopped at the turn limit (`runtime.max_turns`): nobody won, nobody could
        self.draws = 0  # games that ended by their rules with nobody winning
        self.rival_wins = 0  # games won by the pack's simulated opponent (`runtime.rival`): every player lost
        self.shared_wins = 0  # games won by several seats at once (a tie)
        self.no_decisions = 0  # games in which no agent had anything to choose
        self.rival_scores = ExactSum()  # the simulated opponent's final score (`runtime.rival`), per game
        self.rival_scored = 0
        self.seats: list[_Seat] = []
        self.agents: dict[str, _Agent] = {}
        self.lengths: dict[str, dict[int, int]] = {key: {} for key in LENGTHS}
        self.cards: dict[str, _Card] = {}

    def add(self, record: Record) -> None:
        """Counts one game; a game stopped by an error is counted and listed, not measured."""
        self.games += 1
        if record.get("error"):
            self.errors.append({"seed": record.get("seed"), "error": record["error"]})
            return
        self.measured += 1
        winners = record.get("winners") or []
        self.no_winner += not winners
        self.shared_wins += len(winners) > 1
        cut_off = bool(record.get("cut_off")) or "runtime.max_turns" in str(record.get("end") or "")
        self.cut_off += cut_off
        rival = bool(record.get("rival_won"))
        self.rival_wins += rival
        self.draws += not winners and not cut_off and not rival
        self.no_decisions += not (record.get("length") or {}).get("decisions")
        if record.get("rival_score") is not None:
            self.rival_scores.add(float(record["rival_score"]))
            self.rival_scored += 1
        self._add_seats(record, winners)
        self._add_length(record.get("length") or {})
        agents = [str((entry or {}).get("agent", "?")) for entry in record.get("seats") or []]
        self._add_cards(record.get("played") or [], winners, agents)

    def _add_seats(self, record: Record, winners: list[int]) -> None:
        entries = record.get("seats") or []
        returns = record.get("returns") or []
        scores = record.get("scores") or []
        while len(self.seats) < len(entries):
            self.seats.append(_Seat())
        for seat, entry in enumerate(entries):
            agent = str((entry or {}).get("agent", "?"))
            tally = self.seats[seat]
            tally.playing += 1
            tally.agents.add(agent)
            if seat < len(returns):
                tally.returns.add(float(returns[seat]))
                tally.returned += 1
            if seat < len(scores):
                tally.scores.add(float(scores[seat]))
                tally.scored += 1
            by_agent = self.agents.get(agent)
            if by_agent is None:
                by_agent = self.agents[agent] = _Agent()
            by_agent.seats += 1
            if seat in winners:
                tally.wins.add(len(winners))
                by_agent.wins.add(len(winners))

    def _add_length(self, length: Mapping[str, Any]) -> None:
        for key in LENGTHS:
            if key in length:
                tally = self.lengths[key]
                value = int(length.get(key, 0))
                tally[value] = tally.get(value, 0) + 1

    def _add_cards(self, played: list[Mapping[str, Any] | None], winners: list[int], agents: list[str]) -> None:
        in_game: set[str] = set()
        for seat, seat_plays in enumerate(played):
            agent = agents[seat] if seat < len(agents) else "?"
            for card_id, count in (seat_plays or {}).items():
                card = self.cards.get(card_id)
                if card is None:
                    card = self.cards[card_id] = _Card()
                card.plays += int(count)
                if count:
                    in_game.add(card_id)
                    card.seats += 1
                    by_agent = card.by_agent.get(agent)
                    if by_agent is None:
                        by_agent = card.by_agent[agent] = _Agent()
                    by_agent.seats += 1
                    if seat in winners:
                        card.wins.add(len(winners))
                        by_agent.wins.add(len(winners))
        for card_id in in_game:
            self.cards[card_id].games += 1

    def result(self) -> dict[str, Any]:
        """The figures so far, as `simulate --out` and report.json write them."""
        return {
            "games": self.games,
            "measured": self.measured,
            "errors": list(self.errors),
            "no_winner": self.no_winner,
            "cut_off": self.cut_off,
            "draws": self.draws,
            "rival_wins": self.rival_wins,
            "shared_wins": self.shared_wins,
            "no_decisions": self.no_decisions,
            "rival_score": self.rival_scores.total() / self.rival_scored if self.rival_scored else None,
            "warnings": self.warnings(),
            "seats": [_seat_figures(i, s) for i, s in enumerate(self.seats)],
            "agents": {name: {"wins": rate(a.wins.total(), a.seats)} for name, a in sorted(self.agents.items())},
            "length": {key: _length_figures(self.lengths[key]) for key in LENGTHS},
            "cards": self._card_figures(),
            "never_played": self._never_played(),
        }

    def _never_played(self) -> list[str]:
        """The cards that could have been played and never were; none when no card was played at all (a game
        whose cards are flipped or drawn, never played, where the list would name every card)."""
        if not any(card.plays for card in self.cards.values()):
            return []
        return [c for c in self.candidates if not (c in self.cards and self.cards[c].plays)]

    def warnings(self) -> list[str]:
        return self.warnings_of(self.cut_off, self.no_decisions, self.measured)

    @staticmethod
    def warnings_of(cut_off: int, no_decisions: int, measured: int) -> list[str]:
        """What makes the figures doubtful, in words: games cut off at the turn limit, games with no decision."""
        found = []
        if cut_off:
            found.append(
                f"{cut_off} of {measured} game(s) reached the turn limit (runtime.max_turns) and were cut"
                " off with no winner: the game may not end as its rules are written, or the bots cannot end it"
            )
        if no_decisions:
            found.append(
                f"{no_decisions} of {measured} game(s) asked no player for any decision: the bots"
                " played nothing, so the figures say nothing about the cards"
            )
        return found

    def _card_figures(self) -> list[dict[str, Any]]:
        """Per card: how often it was played, in how many games, how often a seat that played it won, and its
        effect on winning with the agents held fixed."""
        ids = list(self.names) + sorted(set(self.cards) - set(self.names))  # a card played but not named is shown
        figures = []
        for card_id in ids:
            card = self.cards.get(card_id) or _Card()
            figures.append(
                {
                    "id": card_id,
                    "name": self.names.get(card_id, card_id),
                    "plays": card.plays,
                    "play_rate": rate(card.games, self.measured),
                    "seat_play_rate": rate(card.seats, self._seats()),
                    "win_rate_when_played": rate(card.wins.total(), card.seats),
                    "effect": self._effect(card),
                    "by_agent": {
                        name: {"seats": a.seats, "wins": a.wins.total()} for name, a in sorted(card.by_agent.items())
                    },
                }
            )
        return figures

    def _seats(self) -> int:
        return sum(a.seats for a in self.agents.values())

    def _effect(self, card: _Card) -> dict[str, Any]:
        """The card's effect on winning with the agents held fixed (`stratified_effect`), per agent."""
        strata = []
        for name, agent in sorted(self.agents.items()):
            with_card = card.by_agent.get(name) or _Agent()
            strata.append(
                (
                    with_card.wins.total(),
                    with_card.seats,
                    agent.wins.total() - with_card.wins.total(),
                    agent.seats - with_card.seats,
                )
            )
        return stratified_effect(strata)


def summarise(
    records: Iterable[Record], names: Mapping[str, str] | None = None, playable: Iterable[str] | None = None
) -> dict[str, Any]:
    """The figures of a run of games, read once from any iterable (a generator keeps no list of games).
    `names` gives the cards (id -> name) to report on, in order; `playable` the ids that could have been
    played (default: all of `names`)."""
    summary = Summary(names, playable)
    for record in records:
        summary.add(record)
    return summary.result()


def stratified_effect(strata: Iterable[tuple[float, int, float, int]]) -> dict[str, Any]:
    """The difference in win rate between seats that played a card and seats that did not, within each stratum
    (an agent: `(wins with, seats with, wins without, seats without)`), averaged over the strata that have seats
    on both sides, weighted by their seats; with a 95 % interval from the strata's Agresti-Caffo variances (one
    win and one loss added to each side, so a stratum of 3 seats at 100 % does not claim certainty).

    Holding the agent fixed is what keeps a strong bot's favourite cards from looking strong only because the
    strong bot plays them. `estimate` is None when no agent has seats both with and without the card."""
    used = [(w1, n1, w0, n0) for w1, n1, w0, n0 in strata if n1 > 0 and n0 > 0]
    total = sum(n1 + n0 for _, n1, _, n0 in used)
    seats = sum(n1 for _, n1, _, _ in used)
    if not used:
        return {"estimate": None, "low": None, "high": None, "seats": 0}
    estimate = variance = 0.0
    for w1, n1, w0, n0 in used:
        weight = (n1 + n0) / total
        estimate += weight * (w1 / n1 - w0 / n0)
        p1, p0 = (w1 + 1) / (n1 + 2), (w0 + 1) / (n0 + 2)
        variance += weight * weight * (p1 * (1 - p1) / (n1 + 2) + p0 * (1 - p0) / (n0 + 2))
    half = Z95 * math.sqrt(variance)
    return {"estimate": estimate, "low": max(-1.0, estimate - half), "high": min(1.0, estimate + half), "seats": seats}


def _seat_figures(seat: int, tally: _Seat) -> dict[str, Any]:
    return {
        "seat": seat,
        "agents": sorted(tally.agents),
        "wins": rate(tally.wins.total(), tally.playing),
        "mean_return": tally.returns.total() / tally.returned if tally.returned else None,
        "mean_score": tally.scores.total() / tally.scored if tally.scored else None,
    }


def _length_figures(counts: Mapping[int, int]) -> dict[str, Any]:
    """Mean, median, extremes and histogram of one measure of length, from its count per value."""
    games = sum(counts.values())
    if not games:
        return {"mean": None, "median": None, "min": None, "max": None, "histogram": []}
    ordered = sorted(counts.items())
    total = sum(value * n for value, n in ordered)
    return {
        "mean": float(total) / games,
        "median": _median(ordered, games),
        "min": ordered[0][0],
        "max": ordered[-1][0],
        "histogram": histogram_of_counts(counts),
    }


def _median(ordered: list[tuple[int, int]], games: int) -> float | int:
    """As `statistics.median` of the values listed out: the middle one, or the mean of the middle two."""

    def nth(index: int) -> int:
        seen = 0
        for value, n in ordered:
            seen += n
            if index < seen:
                return value
        raise IndexError(index)

    if games % 2:
        return nth(games // 2)
    return (nth(games // 2 - 1) + nth(games // 2)) / 2


def histogram(values: Iterable[int], bins: int = 20) -> list[dict[str, int]]:
    """Counts per bin of equal whole-number width, covering min..max."""
    counts: dict[int, int] = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    return histogram_of_counts(counts, bins)


def histogram_of_counts(counts: Mapping[int, int], bins: int = 20) -> list[dict[str, int]]:
    """`histogram` of the values that `counts` tallies (value -> how many times)."""
    if not counts:
        return []
    low, high = min(counts), max(counts)
    width = max(1, math.ceil((high - low + 1) / bins))
    binned: dict[int, int] = {}
    for value, n in counts.items():
        start = low + (value - low) // width * width
        binned[start] = binned.get(start, 0) + n
    return [{"from": s, "to": s + width - 1, "games": binned.get(s, 0)} for s in range(low, high + 1, width)]

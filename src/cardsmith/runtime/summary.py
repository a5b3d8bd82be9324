"""What simulated games show: wins by seat and by agent, game length, and how each card was played.

The one summariser of simulated games: `simulate` prints it and the deck report draws it. It reads the
records `simulate.play_game` writes, one per game, plain JSON:

    {"seed": 7, "seats": [{"agent": "random"}, ...], "winners": [0], "returns": [1.0, -1.0],
     "length": {"turns": 31, "rounds": 16, "decisions": 140},
     "played": [{"card_id": 2, ...}, ...],     # per seat
     "error": null}                            # or a message: the game is counted but not measured

A win shared by several seats counts as a fraction to each, so the seats' rates add up to the share of
games someone won. Rates come with 95 % Wilson intervals (`base.stats.rate`).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..base.stats import rate

Record = dict[str, Any]


def summarise(
    records: Sequence[Record], names: Mapping[str, str] | None = None, playable: Iterable[str] | None = None
) -> dict[str, Any]:
    """The figures of a run of games. `names` gives the cards (id -> name) to report on, in order;
    `playable` the ids that could have been played (default: all of `names`)."""
    names = dict(names or {})
    finished = [r for r in records if not r.get("error")]
    seats = max((len(r.get("seats") or []) for r in finished), default=0)
    played = _plays(finished)
    candidates = list(playable) if playable is not None else list(names)
    return {
        "games": len(records),
        "measured": len(finished),
        "errors": [{"seed": r.get("seed"), "error": r["error"]} for r in records if r.get("error")],
        "no_winner": sum(1 for r in finished if not r.get("winners")),
        "seats": [_seat(finished, i) for i in range(seats)],
        "agents": _agents(finished),
        "length": _length(finished),
        "cards": _cards(finished, names, played),
        "never_played": [card for card in candidates if not played.get(card)],
    }


def _share(record: Record, seat: int) -> float:
    winners = record.get("winners") or []
    return 1 / len(winners) if seat in winners else 0.0


def _seat(records: list[Record], seat: int) -> dict[str, Any]:
    playing = [r for r in records if seat < len(r.get("seats") or [])]
    agents = sorted({str((r["seats"][seat] or {}).get("agent", "?")) for r in playing})
    returns = [float(r["returns"][seat]) for r in playing if seat < len(r.get("returns") or [])]
    return {
        "seat": seat,
        "agents": agents,
        "wins": rate(sum(_share(r, seat) for r in playing), len(playing)),
        "mean_return": statistics.fmean(returns) if returns else None,
    }


def _agents(records: list[Record]) -> dict[str, dict[str, Any]]:
    seats: dict[str, int] = {}
    wins: dict[str, float] = {}
    for r in records:
        for seat, entry in enumerate(r.get("seats") or []):
            agent = str((entry or {}).get("agent", "?"))
            seats[agent] = seats.get(agent, 0) + 1
            wins[agent] = wins.get(agent, 0.0) + _share(r, seat)
    return {agent: {"wins": rate(wins[agent], n)} for agent, n in sorted(seats.items())}


def _length(records: list[Record]) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    for key in ("turns", "rounds", "decisions"):
        values = [int((r.get("length") or {}).get(key, 0)) for r in records if key in (r.get("length") or {})]
        figures[key] = {
            "mean": statistics.fmean(values) if values else None,
            "median": statistics.median(values) if values else None,
            "min": min(values, default=None),
            "max": max(values, default=None),
            "histogram": histogram(values),
        }
    return figures


def histogram(values: list[int], bins: int = 20) -> list[dict[str, int]]:
    """Counts per bin of equal whole-number width, covering min..max."""
    if not values:
        return []
    low, high = min(values), max(values)
    width = max(1, math.ceil((high - low + 1) / bins))
    counts: dict[int, int] = {}
    for value in values:
        start = low + (value - low) // width * width
        counts[start] = counts.get(start, 0) + 1
    return [{"from": s, "to": s + width - 1, "games": counts.get(s, 0)} for s in range(low, high + 1, width)]


def _plays(records: list[Record]) -> dict[str, int]:
    plays: dict[str, int] = {}
    for record in records:
        for seat_plays in record.get("played") or []:
            for card_id, count in (seat_plays or {}).items():
                plays[card_id] = plays.get(card_id, 0) + int(count)
    return plays


def _cards(records: list[Record], names: dict[str, str], plays: dict[str, int]) -> list[dict[str, Any]]:
    """Per card: how often it was played, in how many games, and how often a seat that played it won."""
    games_played: dict[str, int] = {}
    seat_plays: dict[str, int] = {}
    seat_wins: dict[str, float] = {}
    for record in records:
        in_game: set[str] = set()
        for seat, played in enumerate(record.get("played") or []):
            for card_id, count in (played or {}).items():
                if count:
                    in_game.add(card_id)
                    seat_plays[card_id] = seat_plays.get(card_id, 0) + 1
                    seat_wins[card_id] = seat_wins.get(card_id, 0.0) + _share(record, seat)
        for card_id in in_game:
            games_played[card_id] = games_played.get(card_id, 0) + 1
    ids = list(names) + sorted(set(plays) - set(names))  # a card played but not named is still shown
    return [
        {
            "id": card_id,
            "name": names.get(card_id, card_id),
            "plays": plays.get(card_id, 0),
            "play_rate": rate(games_played.get(card_id, 0), len(records)),
            "win_rate_when_played": rate(seat_wins.get(card_id, 0.0), seat_plays.get(card_id, 0)),
        }
        for card_id in ids
    ]

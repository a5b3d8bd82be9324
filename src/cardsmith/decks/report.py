"""The simulation report: figures from simulated games, as `report.json` and a self-contained `report.html`.

The figures are those of the runtime's one summariser (`runtime.summary`), with the pack named. Plots are
inline SVG drawn by matplotlib (Agg backend, text drawn as paths), so the HTML needs no network, no fonts and
no other file.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from ..runtime.summary import summarise as summarise_games

if TYPE_CHECKING:
    from ..pack.catalogue import Pack


def summarise(records: Iterable[dict[str, Any]], pack: Pack, playable: Iterable[str] | None = None) -> dict[str, Any]:
    """The report's figures (what report.json holds): the games' summary, for the pack's cards (`playable`: the
    ones a player plays, the only ones "never played" may list); `records` is read once, so it may be the games
    as they are played."""
    return {"pack": pack.name, **summarise_games(records, {c.id: c.name for c in pack.cards}, playable)}


# ---------------------------------------------------------------- plots


def _figure(width: float, height: float) -> Any:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), dpi=96)


def _svg(figure: Any) -> Markup:
    """The figure as an inline <svg> element (our own drawing: text is drawn as paths)."""
    import matplotlib

    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "path", "svg.hashsalt": "cardsmith"}):
        figure.tight_layout()
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    text = buffer.getvalue()
    return Markup(text[text.index("<svg") :])


def _error_bars(rates: list[dict[str, Any]]) -> list[list[float]]:
    return [
        [max(0.0, (r["rate"] or 0) - (r["low"] or 0)) for r in rates],
        [max(0.0, (r["high"] or 0) - (r["rate"] or 0)) for r in rates],
    ]


def plot_wins(summary: dict[str, Any]) -> Markup:
    figure = _figure(6, 3.2)
    axes = figure.add_subplot()
    rates = [s["wins"] for s in summary["seats"]]
    labels = [f"seat {s['seat'] + 1}\n{', '.join(s['agents'])}" for s in summary["seats"]]
    axes.bar(labels, [r["rate"] or 0 for r in rates], yerr=_error_bars(rates), capsize=6, color="#4c72b0")
    axes.set_ylim(0, 1)
    axes.set_ylabel("share of games won")
    axes.set_title("Wins by seat (95 % Wilson intervals)")
    return _svg(figure)


def plot_agents(summary: dict[str, Any]) -> Markup:
    figure = _figure(6, 3.2)
    axes = figure.add_subplot()
    names = list(summary["agents"])
    rates = [summary["agents"][n]["wins"] for n in names]
    axes.bar(names, [r["rate"] or 0 for r in rates], yerr=_error_bars(rates), capsize=6, color="#8172b3")
    axes.set_ylim(0, 1)
    axes.set_ylabel("share of seats won")
    axes.set_title("Wins by agent (95 % Wilson intervals)")
    return _svg(figure)


def length_bars(bins: list[dict[str, int]]) -> tuple[list[float], list[float], list[int]]:
    """Where each bar of the length histogram stands: a bin of whole numbers `from`..`to` covers the axis from
    `from - 0.5` to `to + 0.5`, so a bar of one value is centred on it and wider bins tile without gaps."""
    return [b["from"] - 0.5 for b in bins], [b["to"] - b["from"] + 1 for b in bins], [b["games"] for b in bins]


def plot_lengths(summary: dict[str, Any]) -> Markup:
    figure = _figure(6, 3.2)
    axes = figure.add_subplot()
    lefts, widths, heights = length_bars(summary["length"]["turns"]["histogram"])
    axes.bar(lefts, heights, width=widths, align="edge", edgecolor="white")
    axes.set_xlabel("turns")
    axes.set_ylabel("games")
    axes.set_title("Game length")
    return _svg(figure)


def plot_cards(summary: dict[str, Any]) -> Markup:
    cards = [c for c in summary["cards"] if c["plays"]]
    cards.sort(key=lambda c: c["play_rate"]["rate"] or 0)
    figure = _figure(9, 1.2 + 0.22 * max(1, len(cards)))
    plays, wins = figure.subplots(1, 2, sharey=True)
    names = [c["name"] for c in cards]
    play_rates = [c["play_rate"] for c in cards]
    effects = [c["effect"] for c in cards]
    plays.barh(names, [r["rate"] or 0 for r in play_rates], xerr=_error_bars(play_rates), color="#55a868")
    centres = [e["estimate"] or 0 for e in effects]
    spread = [
        [max(0.0, c - (e["low"] if e["low"] is not None else c)) for c, e in zip(centres, effects, strict=True)],
        [max(0.0, (e["high"] if e["high"] is not None else c) - c) for c, e in zip(centres, effects, strict=True)],
    ]
    colours = ["#c44e52" if c < 0 else "#4c72b0" for c in centres]
    wins.barh(names, centres, xerr=spread, color=colours)
    wins.axvline(0, color="#222", linewidth=0.8)
    plays.set_title("Played in share of games")
    wins.set_title("Effect on winning, agents held fixed")
    plays.set_xlim(0, 1)
    wins.set_xlim(-1, 1)
    for axes in (plays, wins):
        axes.tick_params(axis="y", labelsize=7)
    return _svg(figure)


# ---------------------------------------------------------------- files

TEMPLATE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title>
<style>
body { font-family: sans-serif; margin: 2em auto; max-width: 60em; color: #222; }
figure { margin: 1.5em 0; } figure svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; font-size: 0.85em; } td, th { padding: 0.2em 0.6em; text-align: right; }
td:first-child, th:first-child { text-align: left; } tr:nth-child(even) { background: #f4f4f4; }
</style></head><body>
<h1>{{ title }}</h1>
<p>{{ s.games }} game(s) simulated, {{ s.measured }} measured{% if s.errors %},
<strong>{{ s.errors | length }} stopped by an error</strong>{% endif %}. Mean length
{{ fmt(s.length.turns.mean) }} turns, {{ fmt(s.length.rounds.mean) }} rounds.</p>
<ul id="outcomes">
<li>Won by one seat: {{ s.measured - s.no_winner - s.shared_wins }}; won by several seats at once (a tie):
{{ s.shared_wins }}.</li>
<li>Ended with no winner (a draw): {{ s.draws }}.</li>
<li>Cut off at the turn limit (<code>runtime.max_turns</code>), so nobody won: {{ s.cut_off }}.</li>
<li>Games in which no player had a decision to take: {{ s.no_decisions }}.</li>
</ul>
{% for w in s.warnings %}<p class="warning"><strong>Warning:</strong> {{ w }}.</p>{% endfor %}
{% if s.errors %}<ul class="errors">{% for e in s.errors %}<li>seed {{ e.seed }}: {{ e.error }}</li>{% endfor %}</ul>
{% endif %}
<h2>Wins by agent</h2>
<p class="explain">How often each bot won, over every seat it took: the bots' strength, not the cards'.</p>
<figure id="agents">{{ agents }}</figure>
<table id="agent-table"><tr><th>agent</th><th>seats won</th><th>rate</th><th>95 % interval</th></tr>
{% for name, a in s.agents.items() %}<tr><td>{{ name }}</td><td>{{ num(a.wins.count) }}/{{ a.wins.of }}</td>
<td>{{ pct(a.wins.rate) }}</td><td>{{ pct(a.wins.low) }} – {{ pct(a.wins.high) }}</td></tr>
{% endfor %}</table>
<h2>Wins by seat</h2>
<p class="explain">How often each seat won, whoever sat there (the agents take the seats in turn): a share
far from even means the turn order favours a seat.</p>
<figure id="wins">{{ wins }}</figure>
<table><tr><th>seat</th><th>agents</th><th>wins</th><th>rate</th><th>95 % interval</th><th>mean return</th></tr>
{% for seat in s.seats %}<tr><td>{{ seat.seat + 1 }}</td><td>{{ seat.agents | join(", ") }}</td>
<td>{{ num(seat.wins.count) }}/{{ seat.wins.of }}</td><td>{{ pct(seat.wins.rate) }}</td>
<td>{{ pct(seat.wins.low) }} – {{ pct(seat.wins.high) }}</td><td>{{ fmt(seat.mean_return) }}</td></tr>
{% endfor %}</table>
<h2>Game length</h2>
<p class="explain">How many turns the games lasted: each bar counts the games whose length falls in its range.</p>
<figure id="lengths">{{ lengths }}</figure>
<h2>Cards</h2>
<p class="explain"><em>Played in games</em> is the share of games in which some seat played the card.
<em>Effect on winning</em> is how much more often (in points of win rate) a seat that played the card won than a
seat of the same agent that did not, averaged over the agents: it compares like with like, so a strong bot's
favourite cards do not look strong only because that bot wins. It is an association, not proof: a card played
when a seat is already ahead looks good too. <em>Win rate when played</em> is shown for reference only: it
mostly measures which agent plays the card.</p>
<figure id="cards">{{ cards }}</figure>
<table id="card-table"><tr><th>card</th><th>plays</th><th>played in games</th><th>95 % interval</th>
<th>effect on winning</th><th>95 % interval</th><th>win rate when played</th></tr>
{% for c in s.cards if c.plays %}<tr><td>{{ c.name }}</td><td>{{ c.plays }}</td>
<td>{{ pct(c.play_rate.rate) }}</td><td>{{ pct(c.play_rate.low) }} – {{ pct(c.play_rate.high) }}</td>
<td>{{ points(c.effect.estimate) }}</td><td>{{ points(c.effect.low) }} – {{ points(c.effect.high) }}</td>
<td>{{ pct(c.win_rate_when_played.rate) }}</td></tr>
{% endfor %}</table>
<h2>Never played</h2>
{% if never %}<ul id="never-played">{% for name in never %}<li>{{ name }}</li>{% endfor %}</ul>
{% else %}<p>Every card was played at least once.</p>{% endif %}
</body></html>
"""


def render_html(summary: dict[str, Any], pack: Pack, title: str) -> str:
    from jinja2 import Environment, StrictUndefined

    environment = Environment(autoescape=True, undefined=StrictUndefined)
    names = {c.id: c.name for c in pack.cards}
    return environment.from_string(TEMPLATE).render(
        title=title,
        s=summary,
        wins=plot_wins(summary),
        agents=plot_agents(summary),
        lengths=plot_lengths(summary),
        cards=plot_cards(summary),
        never=[names.get(i, i) for i in summary["never_played"]],
        pct=lambda x: "–" if x is None else f"{100 * x:.1f} %",
        fmt=lambda x: "–" if x is None else f"{x:.1f}",
        num=lambda x: f"{x:g}" if isinstance(x, float) else str(x),
        points=lambda x: "–" if x is None else f"{100 * x:+.1f}",
    )


def write_report(
    pack: Pack, records: Iterable[dict[str, Any]], out_dir: str | Path, title: str | None = None
) -> tuple[Path, Path]:
    """Writes report.html and report.json into `out_dir` (created if missing); `records` is read once."""
    return write_figures(pack, summarise(records, pack), out_dir, title)


def write_figures(
    pack: Pack, summary: dict[str, Any], out_dir: str | Path, title: str | None = None
) -> tuple[Path, Path]:
    """Writes report.html and report.json of figures already summarised (`summarise`) into `out_dir`."""
    folder = Path(out_dir)
    folder.mkdir(parents=True, exist_ok=True)
    html_path, json_path = folder / "report.html", folder / "report.json"
    shown_title = title or f"{pack.game.get('name', pack.name)}: simulation report"
    json_path.write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    html_path.write_text(render_html(summary, pack, shown_title), encoding="utf-8")
    return html_path, json_path

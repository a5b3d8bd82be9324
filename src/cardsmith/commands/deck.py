"""`cardsmith deck check [PACK] DECK`: a deck list's violations; `deck report`: games simulated with a deck."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..decks.check import Result, check_deck
from ..decks.lists import read_deck
from ..pack import load_pack
from .common import (
    EXIT_INVALID,
    EXIT_OK,
    MAX_GAMES,
    MAX_SEED,
    MAX_WORKERS,
    HelpFormatter,
    add_backend,
    add_format,
    add_pack,
    backend_of,
    counting,
    pack_named,
    resolve,
    whole_number,
    working,
)


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The arguments of one of this module's commands, and the function that runs it."""
    if command == "deck":
        deck_sub = parser.add_subparsers(dest="deck_command", metavar="DECK_COMMAND", required=True)
        deck_check = deck_sub.add_parser(
            "check", help="every violation of a deck list, located", formatter_class=HelpFormatter
        )
        add_pack(deck_check)
        deck_check.add_argument("deck", metavar="DECK", help="a deck list (.txt or .yaml)")
        add_format(deck_check)
        deck_check.set_defaults(run=lambda args: run_check(args.deck, str(resolve(str(pack_named(args)))), args.format))
        report = deck_sub.add_parser(
            "report",
            help="simulate games with a deck and write an HTML report with plots",
            formatter_class=HelpFormatter,
        )
        add_pack(report)
        report.add_argument("deck", metavar="DECK", help="a deck list (.txt or .yaml)")
        report.add_argument("--games", type=whole_number(1, MAX_GAMES), default=200, help="games to play")
        report.add_argument("--seed", type=whole_number(0, MAX_SEED), default=0, help="game k uses seed S+k")
        report.add_argument("--agents", default="random", help="comma-separated: random, greedy, mcts[:N]")
        report.add_argument("--workers", type=whole_number(1, MAX_WORKERS), default=1, help="processes in parallel")
        report.add_argument("--out", metavar="DIR", default="deck-report", help="the folder of the report")
        add_backend(report)
        report.set_defaults(run=run_report)


def run_check(deck_path: str, pack_path: str, output: str = "text") -> int:
    pack = load_pack(pack_path)
    if not pack.ok:
        for d in pack.diagnostics:
            print(d.render({p: f.lines for p, f in pack.files.items()}), file=sys.stderr)
        print(f"{pack.name}: the pack has errors; fix them before checking decks", file=sys.stderr)
        return EXIT_INVALID
    deck = read_deck(Path(deck_path), deck_path, pack)
    result = check_deck(deck, pack)
    if output == "json":
        print(json.dumps(_as_json(result, pack.name), indent=2, ensure_ascii=False))
    else:
        for violation in result.violations:
            print(violation.diagnostic().render({deck.path: deck.lines}), file=sys.stderr)
        print(_summary(result, pack.name))
    return EXIT_INVALID if result.status == "invalid" else EXIT_OK


def _summary(result: Result, pack: str) -> str:
    wrong = sum(not v.incomplete for v in result.violations)
    missing = len(result.violations) - wrong
    text = f"{result.deck.path}: {result.status} - {result.cards} cards for {pack}"
    if result.violations:
        text += f"; {wrong} error(s), {missing} thing(s) still missing"
    return text


def _as_json(result: Result, pack: str) -> dict[str, object]:
    return {
        "deck": result.deck.path,
        "pack": pack,
        "status": result.status,
        "ok": result.status != "invalid",
        "cards": result.cards,
        "violations": [v.to_json() for v in result.violations],
    }


def run_report(args: Any) -> int:
    """`deck report`: simulate games with the deck's cards and write the HTML and JSON report."""
    from ..decks.report import summarise, write_figures
    from ..runtime.game import GameError, load_game
    from ..runtime.simulate import play_games
    from .play import _agents, _unmeasurable, game_failure

    args.game = str(resolve(str(pack_named(args))))
    pack = load_pack(args.game)
    deck = read_deck(Path(args.deck), args.deck, pack)
    result = check_deck(deck, pack)
    if not pack.ok or result.status == "invalid":
        for violation in result.violations:
            print(violation.diagnostic().render({deck.path: deck.lines}), file=sys.stderr)
        print(f"{args.deck}: the deck is not valid; `cardsmith deck check` says why", file=sys.stderr)
        return EXIT_INVALID
    counts: dict[str, int] = {}
    for entry in deck.entries:
        if entry.card is not None:
            counts[entry.card.id] = counts.get(entry.card.id, 0) + entry.count
    try:  # a pack that cannot be played, or whose rules module fails during a game, stops the report
        agents = _agents(args.agents)
        backend, address = backend_of(args)
        records = play_games(
            args.game, args.games, args.seed, agents, args.workers, None, counts, backend=backend, address=address
        )
        played = counting(records, args.games, f"{pack.name}: playing", "game")
        playable = load_game(args.game, counts).playable_cards()
        figures = summarise(played, pack, playable)  # summarised as they are played, none kept
        with working(f"{pack.name}: drawing the report"):
            html, data = write_figures(pack, figures, args.out)
    except GameError as error:
        raise game_failure(error) from None
    print(f"{args.games} games simulated; report: {html} (figures: {data})")
    for warning in figures["warnings"]:
        print(f"warning: {warning}", file=sys.stderr)
    unmeasurable = _unmeasurable(figures)
    if unmeasurable:
        print(f"error: {unmeasurable}", file=sys.stderr)
    return EXIT_INVALID if unmeasurable else EXIT_OK

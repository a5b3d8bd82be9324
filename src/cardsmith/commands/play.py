"""The runtime's commands: `simulate` games with bots, `play` at the terminal, `replay` a game, `test` scenarios."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from ..base.diagnostics import DiagnosticError
from ..runtime.agents import AGENTS, HumanAgent, Quit, check_agent, make_agent
from ..runtime.game import Game, GameError, build_game, load_game
from ..runtime.interpreter import EndlessLoop
from ..runtime.replays import read_replay
from ..runtime.rules_module import ModuleFault
from ..runtime.scenarios import _did_you_mean, run_scenarios
from ..runtime.simulate import play_games, worker_count
from ..runtime.state import IllegalAction, State, new_state
from ..runtime.summary import Summary
from .chronicle import Chronicle, card_names, zone_name
from .common import (
    HERE,
    MAX_GAMES,
    MAX_PLAYERS,
    MAX_SEED,
    MAX_WORKERS,
    InputError,
    UsageError,
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
from .table import TableReader, in_words, label_words, plain, sheet_words
from .words import words_of


def _add_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set a game option before setup (the pack's runtime.options, e.g. a variant)",
    )


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The arguments of one of this module's commands, and the function that runs it."""
    if command == "simulate":
        add_pack(parser)
        parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=100, help="games to play")
        parser.add_argument("--seed", type=whole_number(0, MAX_SEED), default=0, help="game k uses seed S+k")
        parser.add_argument(
            "--workers",
            type=whole_number(1, MAX_WORKERS),
            default=1,
            help="processes to play in parallel (no more than the games and the cores)",
        )
        parser.add_argument(
            "--agents",
            default="random",
            help="comma-separated: random, greedy, mcts (seats take them in turn); mcts:N searches N iterations a "
            "decision (default 48), mcts:0.5s half a second",
        )
        parser.add_argument(
            "--players", type=whole_number(1, MAX_PLAYERS), help="number of players (default: the pack's minimum)"
        )
        _add_option(parser)
        parser.add_argument("--out", metavar="FILE", help="write the summary and every game's record as JSON")
        add_format(parser)
        add_backend(parser)
        parser.set_defaults(run=_guarded(run_simulate))
    elif command == "play":
        add_pack(parser)
        parser.add_argument("--seed", type=whole_number(0, MAX_SEED), default=0, help="the game's seed")
        parser.add_argument("--seat", type=whole_number(1, MAX_PLAYERS), default=1, help="your seat (1 = first)")
        parser.add_argument(
            "--bots", default="greedy", help="comma-separated agents for the other seats: random, greedy, mcts[:N]"
        )
        parser.add_argument(
            "--players", type=whole_number(1, MAX_PLAYERS), help="number of players (default: the pack's minimum)"
        )
        _add_option(parser)
        parser.add_argument("--save", metavar="FILE", help="where to save the replay (default replay-PACK-SEED.json)")
        parser.add_argument(
            "--plain", action="store_true", help="plain lines even on a terminal (as when the output is piped)"
        )
        parser.set_defaults(run=_guarded(run_play))
    elif command == "replay":
        add_pack(parser, what="the pack the game was played with (default: the bundled pack of the replay's id)")
        parser.add_argument("file", metavar="FILE", help="a replay saved by `cardsmith play` or `simulate --out`")
        parser.add_argument("--quiet", action="store_true", help="only check that it reproduces")
        parser.set_defaults(run=_guarded(run_replay))
    elif command == "test":
        add_pack(parser)
        parser.add_argument("--only", metavar="NAME", help="run only the scenario with this name")
        add_format(parser)
        parser.set_defaults(run=_guarded(run_test))


def CommandError(message: str) -> DiagnosticError:
    """Bad input to a runtime command: one line, exit 1."""
    return InputError(message, code="E513")


def game_failure(error: GameError | EndlessLoop) -> DiagnosticError:
    """A game that could not be loaded or played: the rules module's own located error, or one line."""
    if isinstance(error, ModuleFault):
        return DiagnosticError(error.diagnostic)
    return CommandError(str(error))


def _guarded(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A game that cannot be loaded or that stops with an error is bad input (exit 1), said in one line."""

    def guarded(args: argparse.Namespace) -> int:
        if run is not run_replay:  # a replay names its own pack
            args.pack = pack_named(args)
        elif getattr(args, "pack_option", None):
            args.pack = args.pack or args.pack_option
        if args.pack:
            resolve(args.pack)
        try:
            return run(args)
        except (GameError, EndlessLoop) as error:
            raise game_failure(error) from None

    return guarded


def _game(pack: str) -> Game:
    return load_game(pack)


def players_option(game: Game, players: int | None) -> None:
    """`--players` outside the pack's range is a usage error, like any other option out of its range."""
    low, high = game.min_players, game.max_players
    if players is not None and not low <= players <= high:
        allowed = f"{low}" if low == high else f"{low} to {high}"
        raise UsageError(f"--players {players}: {game.pack.name} is for {allowed} players")


def _options(game: Game, given: list[str]) -> dict[str, int] | None:
    """`--option NAME=VALUE` pairs: game-wide counters the pack lets a player set before setup."""
    options = {}
    for text in given:
        name, _, value = text.partition("=")
        digits = value.removeprefix("-")
        if name not in game.settings.options or not (digits.isascii() and digits.isdigit() and len(digits) <= 9):
            known = ", ".join(game.settings.options) or "none"
            raise UsageError(f"--option {text!r}: write NAME=NUMBER with a name of runtime.options ({known})")
        options[name] = int(value)
    face_by = game.settings.sheet.get("face_by")
    if face_by in options and options[face_by] not in game.layouts:
        faces = ", ".join(str(v) for v in sorted(game.layouts))
        raise UsageError(
            f"--option {face_by}={options[face_by]}: {game.pack.name} has sheets for {face_by} {faces} only"
        )
    return options or None


def _agents(text: str) -> list[str]:
    names = [a.strip() for a in text.split(",") if a.strip()]
    unknown = [a for a in names if a.partition(":")[0] not in AGENTS]
    if not names or unknown:
        raise UsageError(f"unknown agent {', '.join(unknown) or text!r}; choose from {', '.join(AGENTS)}")
    for name in names:
        try:
            check_agent(name)
        except ValueError as error:
            raise UsageError(str(error)) from None
    return names


def _percent(rate: dict[str, Any]) -> str:
    if rate["rate"] is None:
        return "  –"
    return f"{100 * rate['rate']:5.1f} % [{100 * rate['low']:.1f}–{100 * rate['high']:.1f}]"


def run_simulate(args: argparse.Namespace) -> int:
    """Plays the games and summarises them as they finish: no list of games is kept, whatever their number."""
    game = _game(args.pack)
    agents = _agents(args.agents)
    players_option(game, args.players)
    args.workers = worker_count(args.workers, args.games)
    with RecordsOut() if args.out else nullcontext(None) as out:
        started = time.perf_counter()
        try:
            figures = _play_and_summarise(game, args, agents, out)
        except GameError as error:  # every game so far ended in the same error
            raise game_failure(error) from None
        seconds = time.perf_counter() - started
        if out is not None:
            head = {"pack": game.pack.name, "catalogue": game.catalogue_hash, "games": args.games, "seed": args.seed}
            out.write(Path(args.out), {**head, "agents": agents, "summary": figures})
    if args.format == "json":
        head = {"pack": game.pack.name, "games": args.games, "seed": args.seed, "agents": agents}
        print(json.dumps({**head, "seconds": round(seconds, 3), "summary": figures}, indent=2, ensure_ascii=False))
    else:
        print(_summary_text(game, figures, args, seconds))
    for warning in figures["warnings"]:
        print(f"warning: {warning}", file=sys.stderr)
    unmeasurable = _unmeasurable(figures)
    if unmeasurable:
        print(f"error: {unmeasurable}", file=sys.stderr)
    return 1 if figures["errors"] or unmeasurable else 0


def _unmeasurable(figures: dict[str, Any]) -> str | None:
    """Why the run's figures measure nothing, when they do not: every game cut off, or no decision taken."""
    measured = figures["measured"]
    if measured and figures["cut_off"] == measured:
        return (
            f"every game ({measured}) was cut off at the turn limit (runtime.max_turns) with no winner: nothing "
            "was measured (does the game end as written? try `cardsmith play` to watch one)"
        )
    if measured and figures["no_decisions"] == measured:
        return f"no game ({measured}) asked any player for a decision: the bots played nothing, nothing was measured"
    return None


def _play_and_summarise(
    game: Game, args: argparse.Namespace, agents: list[str], out: RecordsOut | None
) -> dict[str, Any]:
    """The run's summary, each record summarised (and spooled to `out`) as it arrives, then dropped."""
    summary = Summary({d.id: d.name for d in game.defs}, game.playable_cards())
    options = _options(game, getattr(args, "option", []))
    backend, address = backend_of(args)
    records = play_games(
        args.pack,
        args.games,
        args.seed,
        agents,
        args.workers,
        args.players,
        options=options,
        backend=backend,
        address=address,
    )
    for record in counting(records, args.games, f"{game.pack.name}: playing", "game"):
        summary.add(record)
        if out is not None:
            out.add(record)
    return summary.result()


class RecordsOut:
    """`--out`: the run as one JSON document, exactly as `json.dumps(payload, indent=1)` writes it, with
    every game's record last; the records are spooled to a temporary file as they come (the summary, which
    comes before them in the file, is known only at the end), so none is kept in memory."""

    END = "[]\n}"  # how the document ends when its last key, "records", is an empty list

    def __init__(self) -> None:
        self.spool = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 (closed by __exit__)
        self.count = 0

    def __enter__(self) -> RecordsOut:
        return self

    def __exit__(self, *exc: object) -> None:
        self.spool.close()

    def add(self, record: dict[str, Any]) -> None:
        """One record, as an item of the document's "records" list (two levels deep)."""
        text = json.dumps(record, indent=1, ensure_ascii=False).replace("\n", "\n  ")
        self.spool.write(("," if self.count else "") + "\n  " + text)
        self.count += 1

    def write(self, path: Path, head: dict[str, Any]) -> None:
        """The document: `head`'s keys, then "records" with every record added."""
        text = json.dumps({**head, "records": []}, indent=1, ensure_ascii=False)
        with path.open("w", encoding="utf-8") as file:
            if not self.count:
                file.write(text)
                return
            file.write(text[: -len(self.END)] + "[")
            self.spool.seek(0)
            shutil.copyfileobj(self.spool, file)
            file.write("\n ]\n}")


def _effect_lines(cards: list[dict[str, Any]]) -> list[str]:
    """The cards whose effect on winning (agents held fixed) is clearest, either way: the interval's far end from 0."""
    measured = [c for c in cards if c["effect"]["estimate"] is not None]
    if not measured:
        return []

    def shown(c: dict[str, Any]) -> str:
        e = c["effect"]
        return f"{c['name']} {100 * e['estimate']:+.0f} [{100 * e['low']:+.0f}, {100 * e['high']:+.0f}]"

    ranked = sorted(measured, key=lambda c: (-c["effect"]["estimate"], c["id"]))
    return [
        "effect on winning, agents held fixed (points of win rate, 95 % interval):",
        "  highest: " + ", ".join(shown(c) for c in ranked[:3]),
        "  lowest: " + ", ".join(shown(c) for c in ranked[-3:][::-1]),
    ]


def _mean_score(seat: dict[str, Any]) -> str:
    return "" if seat.get("mean_score") is None else f", mean score {seat['mean_score']:.1f}"


def _summary_text(game: Game, s: dict[str, Any], args: argparse.Namespace, seconds: float) -> str:
    lines = [
        f"{game.pack.game.get('name', game.pack.name)}: {s['games']} games (seed {args.seed}, agents {args.agents}, "
        f"{args.workers} worker(s)) in {seconds:.1f} s",
        "wins by seat (95 % interval):",
        *(f"  seat {r['seat'] + 1}: {_percent(r['wins'])}{_mean_score(r)}" for r in s["seats"]),
        "wins by agent (95 % interval):",
        *(f"  {name}: {_percent(r['wins'])} of {r['wins']['of']} seats" for name, r in s["agents"].items()),
    ]
    if s["cut_off"]:
        lines.append(f"cut off: {s['cut_off']} game(s) reached runtime.max_turns with no winner")
    if s["draws"]:
        lines.append(f"draws: {s['draws']} game(s) ended with no winner")
    if s.get("rival_wins"):
        lines.append(f"lost to the rival (runtime.rival): {s['rival_wins']} game(s), every player beaten")
    if s.get("rival_score") is not None:
        lines.append(f"the rival's mean score (runtime.rival): {s['rival_score']:.1f}")
    if s["shared_wins"]:
        lines.append(f"shared wins: {s['shared_wins']} game(s) won by several seats at once")
    turns, decisions = s["length"]["turns"], s["length"]["decisions"]
    if turns["mean"] is not None:
        lines.append(
            f"game length: mean {turns['mean']:.2f} turns, median {turns['median']}, max {turns['max']}"
            f" ({decisions['mean']:.1f} decisions on average)"
        )
    top = sorted((c for c in s["cards"] if c["plays"]), key=lambda c: (-c["plays"], c["id"]))
    if top:
        lines.append("cards played (times, all games): " + ", ".join(f"{c['name']} {c['plays']}" for c in top[:8]))
        lines.append("least played: " + ", ".join(f"{c['name']} {c['plays']}" for c in top[-5:]))
    lines.extend(_effect_lines(s["cards"]))
    names = {c["id"]: c["name"] for c in s["cards"]}
    if s["never_played"]:
        lines.append("never played: " + ", ".join(names.get(c, c) for c in s["never_played"]))
    for error in s["errors"][:5]:
        lines.append(f"error in game with seed {error['seed']}: {error['error']}")
    if args.out:
        lines.append(f"results written to {args.out}")
    return "\n".join(lines)


# ---------------------------------------------------------------- play


def describe(state: State, player: int) -> str:
    """What `player` sees, for a person at the terminal."""
    obs = state.observation(player)
    game = state.game
    names, t, words = card_names(state), words_of(game.pack), label_words(game.pack)
    lines = ["\n" + t("plain_title", turn=obs["turn"], n=obs["active"] + 1, me=player + 1)]
    internal = internal_counters(state)
    for p, amounts in enumerate(obs["amounts"]):
        many = len(amounts) > 12  # a game of many counters (a sheet's): those at 0 are left out
        shown = ", ".join(f"{words.get(k, k)} {v}" for k, v in amounts.items() if k not in internal and (v or not many))
        lines.append(f"{t('player', n=p + 1)}{t('you_mark') if p == player else ''}: {shown}")
    for p, sheet in obs.get("sheets", {}).items():
        if p == player:  # the others' sheets may be looked at, but a person plays on their own
            worded = sheet_words(game.pack).sheet(sheet)
            lines.append(t("your_sheet") + ":\n  " + worded.replace("\n", "\n  "))
    for key, cards in sorted(obs["zones"].items()):
        if key.startswith(game.settings.supply):
            continue
        hidden = sum(1 for c in cards if c == "hidden")
        shown_cards = [_card_text(names[c["card"]], c, "#" in key, state, words) for c in cards if c != "hidden"]
        text = ", ".join(shown_cards)
        if hidden:
            text = (text + ", " if text else "") + t("hidden", n=hidden)
        lines.append(f"  {zone_name(state, key)}: {text}")
    return plain("\n".join(lines))


def internal_counters(state: State) -> set[str]:
    """The counters a pack keeps for its rules only (`internal: true`): never shown to players."""
    counters = state.game.pack.game.get("counters") or {}
    return {name for name, spec in counters.items() if isinstance(spec, dict) and spec.get("internal")}


def _card_text(name: str, card: dict[str, Any], at_a_card: bool, state: State, words: dict[str, str]) -> str:
    """A card as a person reads it: its side, states and tokens, in a pile at a card shared by several players
    (an album's halves) whose it is, and the numbers a rules module shows on it (each half's total); in the
    game's words."""
    t = words_of(state.game.pack)  # `words`: label_words, made once for the whole table (a glossary may be long)
    text = name + (f" [{words.get(card['side'], card['side'])}]" if "side" in card else "")
    marks = [words.get(s, s) for s in card.get("states", ())]  # states and tokens as the screen marks them
    marks += [f"{n} {words.get(k, k)}" for k, n in (card.get("tokens") or {}).items()]
    if marks:
        text += " [" + ", ".join(marks) + "]"
    if at_a_card and "owner" in card:
        text += f" ({t('player', n=card['owner'] + 1)})"
    if card.get("readings"):  # a rules module's numbers on the card: the total of each half of an album
        text += (
            " ("
            + "; ".join(f"{words.get(n, n)} · {t('player', n=seat + 1)}: {v}" for n, seat, v in card["readings"])
            + ")"
        )
    return text


def run_play(args: argparse.Namespace) -> int:
    game = _game(args.pack)
    players_option(game, args.players)
    players = args.players or game.min_players
    if not 1 <= args.seat <= players:
        raise UsageError(f"--seat {args.seat}: choose a seat from 1 to {players}")
    _agents(args.bots)
    bots = args.bots.split(",")
    seat = args.seat - 1
    state = new_state(game, args.seed, players, _options(game, getattr(args, "option", [])))
    human, chronicle, screen = _seat(state, seat, lines_only=args.plain or not sys.stdout.isatty())
    t = words_of(game.pack)
    if screen is None:
        print(t("hint"))
    seats: list[Any] = []
    for p in range(players):
        seats.append(human if p == seat else make_agent(bots[p % len(bots)], args.seed * 101 + p))
    save = Path(args.save or f"replay-{game.pack.name}-{args.seed}.json")
    say = in_words(game.pack)
    try:
        while not state.is_terminal():
            player = state.current_player
            action = seats[player].act(state)
            label, turn = say(state.action_to_string(action)), state.view.turn
            if seats[player] is not human and state.pending is not None and state.pending.secret:
                label = t("secret_choice")
            state.apply(action)
            who = t("you") if player == seat else t("player_agent", n=player + 1, agent=seats[player].name)
            changes = chronicle.record(state, t("log_line", turn=turn, who=who, said=label))
            if screen is None and seats[player] is not human:
                print(plain("\n".join([f"{who}: {label}", *(f"  {line}" for line in changes)])))
    except Quit:
        print("\n" + t("left_game"))
    _save(state, save)
    if state.is_terminal():
        if screen is None:
            print(describe(state, seat))
        else:
            screen.console.print(screen.render(state))
        print("\n" + t("game_over", why=say(state.view.over or "")))
    print(t("replay_saved", path=save))
    return 0


def _seat(state: State, seat: int, lines_only: bool) -> tuple[Any, Chronicle, Any]:
    """The person's seat: the Rich screen on a terminal (`commands.screen`), else plain lines; and the log."""
    pack = state.game.pack
    if not lines_only:
        from .screen import Screen

        screen = Screen(state, seat, in_words(pack), internal_counters(state))
        return screen, screen.chronicle, screen
    table = TableReader(pack, sheet=state.game.layouts.get(state.view.sheet_face))
    chronicle = Chronicle(state, seat, internal_counters(state))
    table.log = chronicle.lines
    say = in_words(pack)
    t = words_of(pack)
    human = HumanAgent(
        describe, read=table.read, say=lambda text: plain(say(text)), ask=t("ask_plain"), retry=t("give_number")
    )
    return human, chronicle, None


def _save(state: State, path: Path) -> None:
    replay = state.to_json()
    replay["result"] = {"winners": state.winners, "terminal": state.is_terminal()}
    path.write_text(json.dumps(replay, indent=1, ensure_ascii=False), encoding="utf-8")


# ---------------------------------------------------------------- replay


def run_replay(args: argparse.Namespace) -> int:
    """Plays a saved game again with the pack the user names (or the bundled pack of the replay's id): a replay
    file chooses no code to run."""
    path = Path(args.file)
    replay = read_replay(path, args.file)
    data = replay.data
    game = build_game(replay.pack(args.pack))
    try:
        state = State.from_json(game, data)
    except (IllegalAction, GameError, EndlessLoop) as error:
        if isinstance(error, ModuleFault):
            raise
        raise CommandError(f"{path}: the replay does not reproduce: {error}") from None
    if not args.quiet:
        replayed = new_state(game, int(data["seed"]), int(data["config"]["players"]), data["config"].get("options"))
        say = in_words(game.pack)
        for label in data["actions"]:
            said = plain(say(str(label)))  # the label as the file keeps it, and as the table said it
            shown = label if said == label else f"{label} ({said})"
            print(f"turn {replayed.view.turn}, player {replayed.current_player + 1}: {shown}")
            replayed.apply(str(label))
    print(state)
    expected = data.get("result")
    if expected is not None and "winners" in expected and expected["winners"] != state.winners:
        raise replay.problem(
            ("result", "winners"), f"the replay ends with winners {state.winners}, the file says {expected['winners']}"
        )
    print(f"replayed {len(data['actions'])} actions exactly (seed {data['seed']}, catalogue {data['catalogue']})")
    return 0


def run_test(args: argparse.Namespace) -> int:
    """`cardsmith test PACK [--only NAME] [--format text|json]`: 0 all pass, 1 a failure, 2 usage error."""
    with working(f"{Path.cwd().name if args.pack == HERE else args.pack}: running scenarios"):
        report = run_scenarios(args.pack, getattr(args, "only", None))
    if args.pack == HERE:
        report.pack = Path.cwd().name  # the folder's name, rather than "."
    if getattr(args, "only", None) is not None and not report.results and not report.diagnostics:
        names = [r.name for r in run_scenarios(args.pack).results]
        raise UsageError(f"no scenario named '{args.only}' in {args.pack}", _did_you_mean(args.only, names))
    if getattr(args, "format", "text") == "json":
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False))
    else:
        if report.all_diagnostics():
            print(report.render(), file=sys.stderr)
        for result in report.results:
            print(f"{'ok  ' if result.passed else 'FAIL'} {result.name}  ({result.file})")
        print(report.summary())
    return 0 if report.ok else 1

"""The flow of a game, as boardgame.io has it: setup, then turns made of phases made of steps.

`advance` moves the game one stage on (the setup, a turn's start, one step, the window at the end of a
phase where abilities may still be used, a turn's end). Each stage starts and ends at a stable point.
"""

from __future__ import annotations

from .interpreter import Ctx, Run

CUT_OFF = "(runtime.max_turns)"  # ends why a game was cut off, rather than ended by its rules


def advance(run: Run) -> None:
    STAGES[run.d.stage](run)


def next_phase(run: Run, start: int) -> int:
    """The first phase from `start` on that this turn plays: every turn's, and the round's own phases in the turn
    that opens or closes the round (`len(phases)`: none left)."""
    d, when = run.d, run.g.phase_when
    if run.g.every_turn:  # every phase is played in every turn
        return start
    last = len(d.order) - 1
    for i in range(start, len(when)):
        if when[i] == "turn" or (when[i] == "open" and d.position == 0) or (when[i] == "close" and d.position == last):
            return i
    return len(when)


def _setup(run: Run) -> None:
    d = run.d
    run.refresh_readings(range(d.players))  # the counters the players' blank sheets keep
    for ability in run.g.setup:
        run.perform(ability, Ctx(d.first), "setup")
    d.active = d.first
    run.at_time("start", "game")
    d.stage = "start"


def _start(run: Run) -> None:
    d = run.d
    if d.turn >= run.g.settings.max_turns:
        d.winners, d.over = [], f"no winner after {d.turn} turns {CUT_OFF}"
        return
    d.turn += 1
    d.touch("turn")  # `when turn >= 5` may hold now
    if not d.in_round:
        d.round += 1
        d.touch("round")
        d.order, d.position, d.in_round = run.round_order(), 0, True
        d.active = d.order[0]
        if ("start", "round") in run.g.times:
            run.at_time("start", "round")
    d.phase, d.step = next_phase(run, 0), 0
    d.stage = "step" if d.phase < len(run.g.phases) else "end"
    if ("start", "turn") in run.g.times:
        run.at_time("start", "turn")
    if d.checked != d.version:
        run.check_state()


def _step(run: Run) -> None:
    d = run.d
    if not run.g.phases:
        d.stage = "end"
        return
    phase = run.g.phases[d.phase]
    steps = phase["steps"]
    times = run.g.times  # `at ...` abilities of these moments, if any (a look-up, not a call)
    if d.step == 0 and ("start", "phase") in times:
        run.at_time("start", "phase", phase["id"])
    if d.step >= len(steps):
        d.stage = "window"
        _window(run)  # the same stable point: the window opens as the last step ends
        return
    step = steps[d.step]
    if ("start", "step") in times:
        run.at_time("start", "step", step["id"])
    players = step_players(run, step) if run.g.turn_order == "simultaneous" else (d.active,)
    if len(players) > 1:  # a simultaneous step: what each player does in it is hidden from the others until it ends
        d.veiled = ([dict(a) for a in d.amounts], [marks[:] for marks in d.sheets])
    for player in players:
        for ability in step["do"] or []:
            if not ability.get("headers"):  # a step with a header is an ability the players use (see activations)
                run.perform(ability, Ctx(player), step_name(run, step))
                if d.checked != d.version:
                    run.check_state()
    d.veiled = None
    if ("end", "step") in times:
        run.at_time("end", "step", step["id"])
    if d.checked != d.version:
        run.check_state()
    d.step += 1


def step_name(run: Run, step: dict[str, object]) -> str:
    """`step play_or_draw`: how errors name the step running (made once per step)."""
    names = run.g.compiled["step name"]
    name = names.get(step["id"])
    if name is None:
        name = names[step["id"]] = f"step {step['id']}"
    return str(name)


def step_players(run: Run, step: dict[str, object]) -> list[int]:
    """Who plays a step: the active player; in a game of simultaneous turns, a step with `players: each` (or
    `simultaneous`) is played by every player, from the first player around the table, each on the same
    shared cards (what one chooses there changes only their own amounts and sheet, and is veiled from the others
    until the step ends: `State.observation`; steps after it resolve what involves several players)."""
    d = run.d
    if run.g.turn_order == "simultaneous" and step.get("players") in ("each", "simultaneous"):
        return [(d.first + i) % d.players for i in range(d.players)]
    return [d.active]


def _window(run: Run) -> None:
    """After a phase's steps, the active player may still use abilities, until they pass."""
    d = run.d
    phase = run.g.phases[d.phase]["id"]
    while not d.over and run.g.activated:
        offered = run.activations(d.active)
        if not offered:
            break
        labels = [label for label, _ in offered] + [f"end {phase}"]
        i = run.choose(d.active, f"end of {phase}: use an ability?", labels)
        if i == len(offered):
            break
        run.activate(d.active, offered[i][1])
    if d.over:
        return
    if ("end", "phase") in run.g.times:
        run.at_time("end", "phase", phase)
    if d.checked != d.version:
        run.check_state()
    d.phase = next_phase(run, d.phase + 1)
    d.step = 0
    d.stage = "step" if d.phase < len(run.g.phases) else "end"
    if d.stage == "end":
        _end(run)  # the same stable point: the turn ends as its last phase does


def _end(run: Run) -> None:
    d = run.d
    if ("end", "turn") in run.g.times:
        run.at_time("end", "turn")
    if d.checked != d.version:
        run.check_state()
    d.stage = "start"
    if not d.in_round or d.active not in d.order:  # a state set up in the middle of a round (a scenario)
        d.order, d.in_round = run.round_order(), True
        d.position = d.order.index(d.active) if d.active in d.order else 0
    if d.next_player >= 0:  # `X takes the next turn`: the round goes on from X
        d.active, d.next_player = d.next_player, -1
        d.position = d.order.index(d.active) if d.active in d.order else d.position
        return
    if d.turns_for:  # an extra turn: that player's, then the order goes on where it was
        d.active = d.turns_for.pop(0)
        return
    if d.extra_turns:  # the same player again, in the same round
        d.extra_turns -= 1
        return
    d.position += 1
    if d.position < len(d.order):
        d.active = d.order[d.position]
        return
    d.in_round = False  # the last player's turn closes the round
    if ("end", "round") in run.g.times:
        run.at_time("end", "round")
    if d.checked != d.version:
        run.check_state()


STAGES = {"setup": _setup, "start": _start, "step": _step, "window": _window, "end": _end}

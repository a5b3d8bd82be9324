"""The flow of a game, as boardgame.io has it: setup, then turns made of phases made of steps.

`play` moves the game on stage by stage (the setup, a turn's start, one step, the window at the end of a
phase where abilities may still be used, a turn's end). Each stage starts and ends at a stable point. A state that
keeps no stable points plays a whole turn in one loop (`_turn`), with the same stages inside.
The flow reads the pack's phases through a plan made once per game (`plan`): each step's texts, its name
for errors, which `at ...` moments any ability listens for, and which steps need none of the machinery around
them: a quick step (`StepPlan.quick`) runs its generated bodies and nothing else. With generated code, a flow has
its whole turn written out once per game (`turn_fn`), with only what it needs, and its setup (`setup_fn`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from .codegen import NO_EFFECTS, BodyFn, enabled, plain_fn, written_into
from .game import AbilityDef, Game
from .interpreter import Ctx, Run

CUT_OFF = "(runtime.max_turns)"  # ends why a game was cut off, rather than ended by its rules


@dataclass(frozen=True)
class StepPlan:
    """One step of a phase, as the flow runs it."""

    id: str
    name: str  # `step play_or_draw`: how errors name the step running
    does: tuple[dict[str, Any], ...]  # its texts run when it comes (one with a header is an ability the players use)
    each: bool  # in a game of simultaneous turns, every player plays it (`players: each`)
    plain: tuple[BodyFn, ...] | None  # the generated code of each text, when every one is only a body (`plain_fn`)
    quick: bool  # plain, played by the active player alone, and no ability listens for its start or end (`_step`)


@dataclass(frozen=True)
class PhasePlan:
    id: str
    steps: tuple[StepPlan, ...]


@dataclass(frozen=True)
class FlowPlan:
    """A game's phases and the `at ...` moments some ability listens for, read once (`Game.times`)."""

    phases: tuple[PhasePlan, ...]
    simultaneous: bool  # `turn_order: simultaneous`
    start_round: bool
    start_turn: bool
    start_phase: bool
    start_step: bool
    end_step: bool
    end_phase: bool
    end_turn: bool
    end_round: bool
    alone: tuple[Ctx, ...]  # each seat's context with no card (a tuple: one for every run of the game)
    every_turn: bool  # every phase is played in every turn (`Game.every_turn`)
    offers: bool  # some ability can ever be used at the end of a phase (`Game.activated`)
    max_turns: int  # `runtime.max_turns`: the turn that cuts a game off
    turn: WrittenTurn | None = None  # `_turn` written for this flow, and on to the next turns (`turn_fn`)
    setup: WrittenSetup | None = None  # `_setup` written for the game's setup texts (`setup_fn`)


def plan(game: Game) -> FlowPlan:
    """The game's flow plan, made on first use and kept with its definitions."""
    found = game.compiled["flow"].get(None)
    if found is None:
        found = game.compiled["flow"][None] = _plan(game)
    return found


def run_plan(run: Run) -> FlowPlan:
    """The plan of the game `run` plays, kept by the run too (`Run.flow`: an attribute look-up, not a call)."""
    found: FlowPlan = run.flow or plan(run.g)
    run.flow = found
    return found


MOMENTS = ("round", "turn", "phase", "step")  # the periods whose start and end the flow announces (`at ...`)


def _plan(game: Game) -> FlowPlan:
    edges = ("start", "end")
    heard: dict[str, Any] = {f"{edge}_{period}": (edge, period) in game.times for edge in edges for period in MOMENTS}
    simultaneous = game.turn_order == "simultaneous"
    timed = heard["start_step"] or heard["end_step"]
    phases = tuple(
        PhasePlan(str(phase["id"]), tuple(_step_plan(game, step, simultaneous, timed) for step in phase["steps"]))
        for phase in game.phases
    )
    found = FlowPlan(
        phases,
        simultaneous,
        alone=tuple(Ctx(p) for p in range(game.max_players)),
        every_turn=game.every_turn,
        offers=game.activated,
        max_turns=game.settings.max_turns,
        **heard,
    )
    return replace(found, turn=turn_fn(game, found), setup=setup_fn(game, found))


def _step_plan(game: Game, step: dict[str, Any], simultaneous: bool, timed: bool) -> StepPlan:
    """A step as the flow runs it; `timed`: some ability listens for the start or the end of steps."""
    does = tuple(a for a in step["do"] or [] if not a.get("headers"))
    fns = [plain_fn(game, a) for a in does]
    plain = tuple(fn for fn in fns if fn is not None)
    each = step.get("players") in ("each", "simultaneous")
    found = plain if len(plain) == len(fns) else None
    quick = found is not None and not timed and not (simultaneous and each)
    return StepPlan(str(step["id"]), f"step {step['id']}", does, each, found, quick)


CHECK = ("    if d.checked != d.version:", "        run.check_state()")  # the written turn asks for `check_state`


WrittenTurn = Callable[[Run, "FlowPlan", Any], None]  # a turn written for a flow, then the next ones (`turn_fn`)


def turn_fn(game: Game, flow: FlowPlan, inline: bool = True) -> WrittenTurn | None:
    """`_turn` written out for this flow, for generated code: what the flow plan knows once per game is no longer
    asked each turn (which moments are heard, whether a window can offer, the phases and steps), and the stages'
    functions are one, with the quick steps' bodies written into it (`inline`: as `_play_step` runs them, without a
    call, and knowing that no card runs them: `codegen.written_into`); a phase played once a round, only in the
    turn that comes to it (`next_phase`, written: `_next_lines`). None for a flow of no phase. Given the state it
    plays (`owner`, weakly: `state._drive`), it plays the next turns too, as long as that state keeps no stable
    points (a clone made at a decision makes it keep them: the stages are played one by one from then on) and
    generated code is on: asked again only after a decision (`Data.decisions`), the only time the run is
    suspended, when anything else runs (makes a clone, drops the state, turns generated code off)."""
    if not flow.phases:
        return None
    names: dict[str, Any] = {"CUT_OFF": CUT_OFF, "ALONE": flow.alone, "_run_step": _run_step, "_offer": _offer}
    names["enabled"] = enabled
    quick = [step for phase in flow.phases for step in phase.steps if step.quick and step.plain is not None]
    bodies = [
        (a.get("effects") or NO_EFFECTS, k == 0 and _fresh_at(flow, step))
        for step in quick
        for k, a in enumerate(step.does)
    ]
    bodies = bodies if inline else []
    written, more = written_into(game, bodies, 2)
    names.update(more)  # the bodies' names all end in a digit, the turn's own never do
    lines = _TURN_START.format(max_turns=flow.max_turns).splitlines()
    if flow.start_round:
        lines.append('        run.at_time("start", "round")')
    when = game.phase_when
    lines += _next_lines(when, 0)
    if flow.start_turn:
        lines.append('    run.at_time("start", "turn")')
    lines += CHECK
    if _first_phase(when, 0) == len(when):  # a turn that may play no phase: its end is a stage of its own (`_turn`)
        lines += ['    if d.stage == "end":', "        run.steps = 0", "        if run.sources:"]
        lines.append("            run.sources.clear()")
    each = iter(written)  # in the order of the phases and steps, as `quick` lists them
    phases = [_phase_lines(flow, i, phase, names, each, when) for i, phase in enumerate(flow.phases)]
    if flow.every_turn:
        lines = _settled([*lines, *(line for played in phases for line in played), *_turn_end(flow)])
    else:  # each phase played if the turn comes to it (`d.phase`, as `next_phase` found it)
        lines = _settled(lines)
        for i, played in enumerate(phases):
            sure = all(w == "turn" for w in when[: i + 1])  # played whenever the turn is (no phase of a round before)
            lines += _settled(played) if sure else [f"    if d.phase == {i}:", *("    " + x for x in _settled(played))]
        lines += _settled(_turn_end(flow))
    try:
        source = "\n".join(_TURNS.splitlines() + _looped(lines)) + "\n"
        code = compile(source, f"<cardsmith turn {len(flow.phases)} phases>", "exec")
    except SyntaxError:  # a body the writer wrote amiss: its function is called instead (`body_fn` has its own)
        return turn_fn(game, flow, False) if inline else None
    exec(code, names)  # our own source: the pack's values enter it only as names bound here
    fn: WrittenTurn = names["turn"]
    return fn


WrittenSetup = Callable[[Run], None]  # the setup written for a game (`setup_fn`)


def setup_fn(game: Game, flow: FlowPlan) -> WrittenSetup | None:
    """`_setup` written out for generated code: each text that is only a body (`plain_fn`) written in, as `perform`
    runs it, without a call, and knowing that no card runs it and that nothing is checked in the setup's stage
    (`codegen.written_into`); any other text through `perform`. None for a game without setup texts."""
    texts = game.setup
    if not texts:
        return None
    fns = [plain_fn(game, text) for text in texts]
    bodies = [(text.get("effects") or NO_EFFECTS, False) for text, fn in zip(texts, fns, strict=True) if fn is not None]
    written, names = written_into(game, bodies, 2, setup=True)
    names.update(ALONE=flow.alone, SETUP="setup")
    lines = ["def setup(run):", "    d, performing = run.d, run.performing"]
    lines.append("    run.refresh_readings(range(d.players))")  # the counters the players' blank sheets keep
    each = iter(written)
    for k, (text, fn) in enumerate(zip(texts, fns, strict=True)):
        names[f"TEXT_{k}_ability"], names[f"TEXT_{k}_fn"] = text, fn
        if fn is None:
            lines.append(f"    run.perform(TEXT_{k}_ability, ALONE[d.first], SETUP)")
            continue
        body = next(each)
        lines += ["    ctx = ALONE[d.first]", "    performing.append(SETUP)", "    try:"]
        lines += (body or ["        pass"]) if body is not None else [f"        TEXT_{k}_fn(run, ctx)"]
        lines += ["    finally:", "        performing.pop()"]
    lines += ["    d.active = d.first", '    run.at_time("start", "game")', '    d.stage = "start"']
    try:
        code = compile("\n".join(lines) + "\n", f"<cardsmith setup {len(texts)} texts>", "exec")
    except SyntaxError:  # a body the writer wrote amiss: `_setup` plays the texts one by one
        return None
    exec(code, names)  # our own source: the pack's values enter it only as names bound here
    written_setup: WrittenSetup = names["setup"]
    return written_setup


def _fresh_at(flow: FlowPlan, step: StepPlan) -> bool:
    """Whether a step of the written turn starts with no effect counted in its stage: each does (the count is set
    to 0 before it), but a phase's first step after an ability heard at the phase's start."""
    return not flow.start_phase or all(phase.steps[0] is not step for phase in flow.phases if phase.steps)


_TURNS = """\
def turn(run, flow, owner):
    d = run.d
    performing, card = run.performing, None
    again, asked = False, d.decisions
    while True:
        if again:
            if owner is None or d.over is not None or d.stage != "start":
                return
            if d.decisions != asked:
                if not enabled():
                    return
                state = owner()
                if state is None or state.snapshots:
                    return
                state, asked = None, d.decisions
        again = True
        run.steps = 0
        if run.sources:
            run.sources.clear()"""


def _looped(lines: list[str]) -> list[str]:
    """The lines of one turn inside the loop of the turns (`_TURNS`): where one turn returns, the loop goes on to
    the next (the bodies written into the turn never return)."""
    inside = ["    " + line for line in lines]
    return [
        line[: len(line) - len(line.lstrip())] + "continue" if line.strip() == "return" else line for line in inside
    ]


_TURN_START = """\
    if d.turn >= {max_turns}:
        d.winners, d.over = [], f"no winner after {{d.turn}} turns {{CUT_OFF}}"
        return
    if d.next_turn():
        d.order, d.position, d.in_round = run.round_order(), 0, True
        d.active = d.order[0]"""


def _phase_lines(
    flow: FlowPlan,
    i: int,
    phase: PhasePlan,
    names: dict[str, Any],
    written: Iterator[list[str] | None],
    when: list[str],
) -> list[str]:
    """A phase of the written turn (`turn_fn`): its steps, then its window, as `_turn` and `_window` play them."""
    names[f"PHASE_{i}_id"] = phase.id
    lines = ["    run.steps = 0", "    if run.sources:", "        run.sources.clear()"]
    if flow.start_phase:
        lines.append(f'    run.at_time("start", "phase", PHASE_{i}_id)')
    for j, step in enumerate(phase.steps):
        played, settled = _step_lines(step, f"{i}_{j}", names, written)
        lines += [*played, *([] if settled else CHECK), f"    d.step = {j + 1}"]
        lines += ["    run.steps = 0", "    if run.sources:", "        run.sources.clear()"]
    lines.append('    d.stage = "window"')
    if flow.offers:
        lines += ["    offered = run.activations(d.active)", "    if offered:"]
        lines += [f"        _offer(run, PHASE_{i}_id, offered)", "        if d.over:", "            return"]
    if flow.end_phase:
        lines.append(f'    run.at_time("end", "phase", PHASE_{i}_id)')
    return [*lines, *CHECK, *_next_lines(when, i + 1)]


def _first_phase(when: list[str], start: int) -> int:
    """The first phase from `start` on that every turn plays (`next_phase`), or `len(when)`: none."""
    return next((i for i in range(start, len(when)) if when[i] == "turn"), len(when))


def _next_lines(when: list[str], start: int) -> list[str]:
    """The written turn's `next_phase(run, start)` (what `_start` and `_window` write): the phases of the round up to
    the first of every turn each asked for in turn, as an expression; the stage that follows."""
    last, found = _first_phase(when, start), ""
    for i in reversed(range(start, last)):
        held = "d.position == 0" if when[i] == "open" else "d.position == len(d.order) - 1"
        found = f"{i} if {held} else ({found or last})"
    if not found:
        return [f"    d.phase, d.step = {last}, 0", f'    d.stage = "{"step" if last < len(when) else "end"}"']
    return [f"    d.phase, d.step = {found}, 0", f'    d.stage = "step" if d.phase < {len(when)} else "end"']


def _step_lines(
    step: StepPlan, at: str, names: dict[str, Any], written: Iterator[list[str] | None]
) -> tuple[list[str], bool]:
    """A step of the written turn: a quick one's bodies run as `_play_step` runs them (each in the step's context:
    one body may set its own `ctx`), any other `_run_step`; and whether it ends settled (True: checked since the
    last change, as a body written in ends, `_Writer.body`: a check leaves none to do, or a game over). The check
    `_play_step` makes after a body, or after the step, is written only when it is not."""
    names[f"STEP_{at}_plan"] = step
    if not step.quick or step.plain is None:
        return [f"    _run_step(run, flow, STEP_{at}_plan)"], False
    names[f"NAME_{at}_text"] = step.name
    lines, settled = ["    alone = ALONE[d.active]"] if step.plain else [], False
    for k, fn in enumerate(step.plain):
        names[f"BODY_{at}_{k}_fn"] = fn
        body = next(written, None)
        lines += ["    ctx = alone", f"    performing.append(NAME_{at}_text)", "    try:"]
        lines += (body or ["        pass"]) if body is not None else [f"        BODY_{at}_{k}_fn(run, ctx)"]
        lines += ["    finally:", "        performing.pop()"]
        settled = bool(body)  # its every effect ends with a check, then a game over raised (`if d.over`)
        lines += [] if settled else CHECK
    return lines, settled


FLOW_WRITES = ("    d.step = ", "    d.phase, d.step = ", "    d.stage = ", "    run.steps = 0", "    if run.sources:")


def _settled(lines: list[str]) -> list[str]:
    """The written turn's checks (`CHECK`), each after the first of a run of them with only the flow's own writes
    between them (which change neither `d.checked` nor `d.version`) asked only when that first one found a change:
    when it did not, none of the others can (the writes are made either way, in their order)."""
    units: list[list[str]] = []  # each line at the function's level, with the lines inside it
    for line in lines:
        if line.startswith("        ") and units:
            units[-1].append(line)
        else:
            units.append([line])
    out: list[str] = []
    i = 0
    while i < len(units):
        last = i
        if tuple(units[i]) == CHECK:
            for k in range(i + 1, len(units)):
                if tuple(units[k]) == CHECK:
                    last = k
                elif not units[k][0].startswith(FLOW_WRITES):
                    break
        if last == i:
            out += units[i]
            i += 1
            continue
        out += [*CHECK, *("    " + line for unit in units[i + 1 : last + 1] for line in unit)]
        writes = [line for unit in units[i + 1 : last] if tuple(unit) != CHECK for line in unit]
        out += ["    else:", *("    " + line for line in writes)] if writes else []
        i = last + 1
    return out


def _turn_end(flow: FlowPlan) -> list[str]:
    """The end of the written turn, as `_end` plays it."""
    lines = ['    run.at_time("end", "turn")'] if flow.end_turn else []
    lines += _TURN_END.splitlines()
    if flow.end_round:
        lines.append('    run.at_time("end", "round")')
    return [*lines, *CHECK]


_TURN_END = """\
    if d.checked != d.version:
        run.check_state()
    d.stage = "start"
    if not d.in_round or d.active not in d.order:
        d.order, d.in_round = run.round_order(), True
        d.position = d.order.index(d.active) if d.active in d.order else 0
    if d.next_player >= 0:
        d.active, d.next_player = d.next_player, -1
        d.position = d.order.index(d.active) if d.active in d.order else d.position
        return
    if d.turns_for:
        d.active = d.turns_for.pop(0)
        return
    if d.extra_turns:
        d.extra_turns -= 1
        return
    d.position += 1
    if d.position < len(d.order):
        d.active = d.order[d.position]
        return
    d.in_round = False"""


def advance(run: Run) -> None:
    """One stage of the game (`play`, one stage)."""
    play(run, True)


def play(run: Run, one: bool) -> None:
    """The game played on from the stage it is at: that one stage when `one` (a state that keeps stable points keeps
    one at the start of every stage: the driver takes it between two stages), else every stage on to the start of the
    next turn or the end of the game, in one loop. Each stage is a stable point, where the budget of effects starts
    again (`Run.new_stage`; of what it resets, only the count and the cards counted can be left by a stage: the rest
    is pushed and popped in pairs)."""
    d = run.d
    flow = run.flow or run_plan(run)
    run.new_stage()
    if not one and d.stage == "start":
        if flow.turn is not None and enabled():
            flow.turn(run, flow, None)
        else:
            _turn(run, flow)
        return
    while True:
        stage = d.stage
        if stage == "step":
            _step(run, flow)
        elif stage == "start":
            _start(run, flow)
        elif stage == "window":
            _window(run, flow)
        elif stage == "end":
            _end(run, flow)
        else:
            _setup(run, flow)
        if one or d.stage == "start" or d.over is not None:
            return
        _fresh(run)


def _turn(run: Run, flow: FlowPlan) -> None:
    """A whole turn from its start, as `play` plays its stages one after another, in one loop: the turn's start, then
    for each phase its steps and its window, the last window ending the turn. Each stage starts with the budget of
    effects afresh (`_fresh`): a phase's first step shares its stage with the phase's start (as `_step` runs both);
    each later step and the window have their own. A quick step's bodies run here (`StepPlan.quick`)."""
    d = run.d
    _start(run, flow)
    if d.stage == "end":  # no phase this turn
        _fresh(run)
        _end(run, flow)
        return
    phases, quick = flow.phases, enabled()
    while d.stage == "step":
        _fresh(run)
        phase = phases[d.phase]
        if d.step == 0 and flow.start_phase:
            run.at_time("start", "phase", phase.id)
        steps = phase.steps
        while d.step < len(steps):
            _play_step(run, flow, steps[d.step], quick)
            d.step += 1
            run.steps = 0  # the next step, or the window, is a stage of its own (`_fresh`, inline)
            if run.sources:
                run.sources.clear()
        d.stage = "window"
        _window(run, flow)  # on to the next phase, or the turn's end


def _fresh(run: Run) -> None:
    """A new stage within `_turn`: `Run.new_stage`, of which only the count of effects and the cards counted can be left
    by a stage (what is pushed and popped in pairs is empty between stages)."""
    run.steps = 0
    if run.sources:
        run.sources.clear()


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


def _setup(run: Run, flow: FlowPlan) -> None:
    if flow.setup is not None and enabled():
        flow.setup(run)
        return
    d = run.d
    run.refresh_readings(range(d.players))  # the counters the players' blank sheets keep
    for ability in run.g.setup:
        run.perform(ability, Ctx(d.first), "setup")
    d.active = d.first
    run.at_time("start", "game")
    d.stage = "start"


def _start(run: Run, flow: FlowPlan) -> None:
    d = run.d
    if d.turn >= flow.max_turns:
        d.winners, d.over = [], f"no winner after {d.turn} turns {CUT_OFF}"
        return
    if d.next_turn():  # `when turn >= 5` may hold now
        d.order, d.position, d.in_round = run.round_order(), 0, True
        d.active = d.order[0]
        if flow.start_round:
            run.at_time("start", "round")
    d.phase, d.step = 0 if flow.every_turn else next_phase(run, 0), 0
    d.stage = "step" if d.phase < len(flow.phases) else "end"
    if flow.start_turn:
        run.at_time("start", "turn")
    if d.checked != d.version:
        run.check_state()


def _step(run: Run, flow: FlowPlan) -> None:
    """One step of a phase. A quick one (`StepPlan.quick`: only generated bodies, the active player's, no moment
    at its start or end) runs its bodies here, as `Run.perform` runs each (named for errors); any other, `_run_step`."""
    d = run.d
    if not flow.phases:
        d.stage = "end"
        return
    phase = flow.phases[d.phase]
    if d.step == 0 and flow.start_phase:
        run.at_time("start", "phase", phase.id)
    steps = phase.steps
    if d.step >= len(steps):  # a phase without steps (or a state set up past its last step)
        d.stage = "window"
        _window(run, flow)
        return
    _play_step(run, flow, steps[d.step], enabled())
    d.step += 1
    if d.step >= len(steps):
        d.stage = "window"  # the phase's last step has ended: its window is the next stage


def _play_step(run: Run, flow: FlowPlan, step: StepPlan, quick: bool) -> None:
    """A step played, by the turn's loop or as a stage of its own: a quick one (`quick`: generated code is on) runs
    its generated bodies straight, each followed by the check it may need; any other goes through `_run_step`."""
    d = run.d
    if step.quick and quick:
        performing, name, ctx = run.performing, step.name, flow.alone[d.active]
        for fn in step.plain or ():
            performing.append(name)
            try:
                fn(run, ctx)
            finally:
                performing.pop()
            if d.checked != d.version:
                run.check_state()
    else:
        _run_step(run, flow, step)
    if d.checked != d.version:
        run.check_state()


def _run_step(run: Run, flow: FlowPlan, step: StepPlan) -> None:
    """A step's moments and texts, for each player who plays it (`step_players`), with what they do there veiled
    from one another."""
    d = run.d
    if flow.start_step:
        run.at_time("start", "step", step.id)
    players = step_players(run, step) if flow.simultaneous else (d.active,)
    if len(players) > 1:  # a simultaneous step: what each player does in it is hidden from the others until it ends
        d.veiled = ([dict(a) for a in d.amounts], [marks[:] for marks in d.sheets])
    plain = step.plain if enabled() else None
    for player in players:
        ctx = flow.alone[player]
        if plain is not None:
            for fn in plain:
                _perform_plain(run, fn, ctx, step.name)
            continue
        for ability in step.does:
            run.perform(ability, ctx, step.name)
            if d.checked != d.version:
                run.check_state()
    d.veiled = None
    if flow.end_step:
        run.at_time("end", "step", step.id)


def _perform_plain(run: Run, fn: BodyFn, ctx: Ctx, name: str) -> None:
    """A text that is only a body, as `Run.perform` runs it: its generated code, named for errors while it runs."""
    run.performing.append(name)
    try:
        fn(run, ctx)
    finally:
        run.performing.pop()
    if run.d.checked != run.d.version:
        run.check_state()


def step_players(run: Run, step: StepPlan) -> list[int]:
    """Who plays a step: the active player; in a game of simultaneous turns, a step with `players: each` (or
    `simultaneous`) is played by every player, from the first player around the table, each on the same
    shared cards (what one chooses there changes only their own amounts and sheet, and is veiled from the others
    until the step ends: `State.observation`; steps after it resolve what involves several players)."""
    d = run.d
    if run.g.turn_order == "simultaneous" and step.each:
        return [(d.first + i) % d.players for i in range(d.players)]
    return [d.active]


def _window(run: Run, flow: FlowPlan) -> None:
    """After a phase's steps, the active player may still use abilities, until they pass; then the next phase this
    turn plays, or the turn's end."""
    d = run.d
    offered = run.activations(d.active) if flow.offers else None
    if offered:  # most windows offer nothing: that is found here, without a call to `_offer`
        _offer(run, flow.phases[d.phase].id, offered)
        if d.over:
            return
    if flow.end_phase:
        run.at_time("end", "phase", flow.phases[d.phase].id)
    if d.checked != d.version:
        run.check_state()
    d.phase = d.phase + 1 if flow.every_turn else next_phase(run, d.phase + 1)
    d.step = 0
    if d.phase < len(flow.phases):
        d.stage = "step"
    else:
        d.stage = "end"
        _end(run, flow)  # the same stable point: the turn ends as its last phase does


def _offer(run: Run, phase: str, offered: list[tuple[str, tuple[AbilityDef, int | None]]]) -> None:
    """The abilities the active player may use at the end of `phase` (`offered`: those they may use now), offered
    until they pass (or none is left)."""
    d = run.d
    while offered:
        labels = [label for label, _ in offered] + [f"end {phase}"]
        i = run.choose(d.active, f"end of {phase}: use an ability?", labels)
        if i == len(offered):
            break
        run.activate(d.active, offered[i][1])
        if d.over:
            break
        offered = run.activations(d.active)


def _end(run: Run, flow: FlowPlan) -> None:
    d = run.d
    if flow.end_turn:
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
    if flow.end_round:
        run.at_time("end", "round")
    if d.checked != d.version:
        run.check_state()

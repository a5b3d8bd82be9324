"""A pack's rules module is code, trusted explicitly: only the commands that play a pack run it, it writes nothing
into the pack, and when it fails (a syntax error, an exception, an endless loop) the user is told where in it."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from cardsmith.runtime import load_game, new_state, rules_module
from runtime import code_packs
from runtime.code_packs import code_pack, marking


@pytest.mark.parametrize(
    "command",
    [
        ["check", "{pack}"],
        ["search", "{pack}", "type:playing_card"],
        ["print", "{pack}", "--format", "html", "--out", "{tmp}/out"],
        ["deck", "check", "{tmp}/deck.txt", "--game", "{pack}"],
    ],
    ids=["check", "search", "print", "deck check"],
)
def test_commands_that_read_a_pack_never_import_its_rules_module(cli, tmp_path: Path, command: list[str]) -> None:
    marker = tmp_path / "imported"
    pack = code_pack(tmp_path / "tiny", marking(marker))
    (tmp_path / "deck.txt").write_text("1 1 of clubs\n", encoding="utf-8")
    code, _out, err = cli(*(word.format(pack=pack, tmp=tmp_path) for word in command))
    assert code == 0, err
    assert not marker.exists(), f"`{command[0]}` ran the pack's rules module"


def test_the_commands_that_play_a_pack_do_run_its_rules_module(cli, tmp_path: Path) -> None:
    marker = tmp_path / "imported"
    pack = code_pack(tmp_path / "tiny", marking(marker))
    code, _out, err = cli("simulate", str(pack), "--games", "1")
    assert marker.exists() and code == 1
    assert "rules.py:3:1: error E514 the rules module's import raised RuntimeError: imported" in err


def test_playing_a_pack_writes_no_bytecode_into_it(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)  # as for a user without PYTHONDONTWRITEBYTECODE
    pack = code_pack(tmp_path / "tiny")
    files = sorted(pack.rglob("*"))
    code, _out, err = cli("simulate", str(pack), "--games", "2")
    assert code == 0, err
    assert sorted(pack.rglob("*")) == files


BROKEN = {
    "syntax error": ("def hello(table, ctx)\n    pass\n", "rules.py:1:22: error E514 syntax error in the rules module"),
    "raises at import": (
        "import os\n\nos.environ['NO_SUCH_VARIABLE']\n",
        "rules.py:3:1: error E514 the rules module's ",
    ),
    "hook raises": (
        "def hello(table, ctx):\n    return table.pile('hand/0')[7]\n\n\nHOOKS = {'rules': {'hello': hello}}\n",
        "rules.py:2:1: error E514 rule 'hello' raised IndexError: list index out of range (the game with seed 0)",
    ),
    "exits": ("import sys\nsys.exit(0)\n", "rules.py:2:1: error E514 the rules module's import raised SystemExit"),
    "no HOOKS": ("HOOK = {}\n", "a rules module registers its hooks in a dict named HOOKS"),
    "offered for no rule": (
        "def hello(table, ctx):\n    pass\n\n\nHOOKS = {'rules': {'hello': hello}, 'offered': {'bye': hello}}\n",
        "HOOKS['offered'] maps names of the module's rules to functions",
    ),
}


PLAYING = {
    "simulate": ["simulate", "{pack}", "--games", "1"],
    "test": ["test", "{pack}"],
    "play": ["play", "{pack}", "--save", "{tmp}/r.json"],
    "deck report": ["deck", "report", "{tmp}/deck.txt", "--game", "{pack}", "--games", "1", "--out", "{tmp}/report"],
}


@pytest.mark.parametrize("command", PLAYING, ids=list(PLAYING))
@pytest.mark.parametrize("case", BROKEN, ids=list(BROKEN))
def test_a_rules_module_that_fails_is_a_located_error(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str, command: str
) -> None:
    source, message = BROKEN[case]
    pack = code_pack(tmp_path / "tiny", source)
    (tmp_path / "deck.txt").write_text("1 1 of clubs\n", encoding="utf-8")
    monkeypatch.setattr("builtins.input", lambda prompt="": "q")
    code, _out, err = cli(*(word.format(pack=pack, tmp=tmp_path) for word in PLAYING[command]))
    assert code == 1, err
    if command not in ("simulate", "deck report"):  # only a run of many games says which game stopped
        message = message.replace(" (the game with seed 0)", "")
    assert message in err
    assert "Traceback" not in err and "internal error" not in err


LOOPS = {
    "import": ("while True:\n    pass\n", "the rules module's import ran longer than 0.3 s"),
    "hook": (
        "def hello(table, ctx):\n    while True:\n        try:\n            table.players\n        except Exception:\n"
        "            pass\n\n\nHOOKS = {'rules': {'hello': hello}}\n",
        "rule 'hello' ran longer than 0.3 s",
    ),
}


@pytest.mark.parametrize("case", LOOPS, ids=list(LOOPS))
def test_a_rules_module_that_never_returns_is_stopped_at_its_time_limit(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    monkeypatch.setattr(rules_module, "TIME_LIMIT", 0.3)
    source, message = LOOPS[case]
    pack = code_pack(tmp_path / "tiny", source)
    started = time.monotonic()
    code, _out, err = cli("simulate", str(pack), "--games", "3")
    assert code == 1 and f"error E514 {message}" in err and "rules.py:" in err, err
    assert time.monotonic() - started < 3


def test_the_time_a_player_takes_is_not_the_modules(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules_module, "TIME_LIMIT", 0.1)
    module = (
        "def hello(table, ctx):\n    table.choose(0, 'a word', ['yes', 'no'])\n\n\nHOOKS = {'rules': {'hello': hello}}"
    )
    pack = code_pack(tmp_path / "tiny", module)
    answers = iter(["1", "q"])

    def slow_player(prompt: str = "") -> str:
        answer = next(answers)
        if answer == "1":  # the module's question: answered after longer than the module may take
            time.sleep(0.3)
        return answer

    monkeypatch.setattr("builtins.input", slow_player)
    code, _out, err = cli("play", str(pack), "--save", str(tmp_path / "r.json"))
    assert code == 0, err


@pytest.mark.parametrize("arity", [rules_module.ANY_ARGS, 2, 3, 4])
def test_a_hook_guarded_with_its_own_arguments_answers_and_fails_as_any_guarded_call(arity: int) -> None:
    """A hook's call written out for its number of arguments (`Hooks.of`) passes them and its answer through, makes
    what the module raises a `ModuleFault` at the module's line, passes an engine's signal on as it is, and leaves
    the clock as it found it."""
    source = "def hook(*args):\n    if args[0] == 'fail':\n        return 1 / 0\n    if args[0] == 'engine':\n"
    source += "        raise GameError('engine')\n    return args\n"
    names: dict[str, object] = {"GameError": rules_module.GameError}
    exec(compile(source, "/pack/rules.py", "exec"), names)
    call = rules_module.guarded(names["hook"], "pack/rules.py", "/pack/rules.py", "hook 'x'", arity)  # type: ignore[arg-type]
    n = 3 if arity == rules_module.ANY_ARGS else arity
    assert call("ok", *range(n - 1)) == ("ok", *range(n - 1)) and rules_module.CLOCK.since is None
    with pytest.raises(rules_module.ModuleFault, match="hook 'x' raised ZeroDivisionError") as fault:
        call("fail", *range(n - 1))
    assert fault.value.diagnostic.line == 3 and rules_module.CLOCK.since is None
    with pytest.raises(rules_module.GameError, match="engine") as signal:
        call("engine", *range(n - 1))
    assert not isinstance(signal.value, rules_module.ModuleFault) and rules_module.CLOCK.since is None


# The tiny pack, whose cards are `marked` once the module says so: a rule that only writes the module's values (or
# only makes a player first) is a change to the game, and the end condition reading it is checked after it.
MARKED_GAME = (
    code_packs.GAME.replace("rules:\n", "states: [marked]\nrules:\n  mark: {params: [], description: marks}\n")
    .replace("do: >-\n", 'do: "rule mark"\n        - id: unused\n          do: >-\n')
    .replace("when count(cards in hand) == 0", "when count(marked card in hand) > 0")
)
MARKING = """\
def hello(table, ctx):
    pass


def mark(table, ctx):
    {change}


def card_states(table, card):
    return {{"marked"}} if table.values.get("marked") == table.active or table.first == 1 else set()


HOOKS = {{"rules": {{"hello": hello, "mark": mark}}, "card_states": card_states}}
"""


@pytest.mark.parametrize(
    ("change", "winner"),
    [('table.values["marked"] = table.active', 0), ("table.set_first(1)", 1)],
    ids=["values", "set_first"],
)
def test_a_change_made_only_by_the_rules_module_is_seen_by_the_next_check(
    tmp_path: Path, change: str, winner: int
) -> None:
    """The first turn's `rule mark` marks every card: the active player (the second, once `set_first(1)` made them
    active) wins in that turn, at the check after it; a check that took the game as unchanged would let it go on."""
    pack = code_packs.write_pack(
        tmp_path / "marked", MARKED_GAME, code_packs.CARDS, {"rules.py": MARKING.format(change=change)}
    )
    state = new_state(load_game(str(pack)), 0)
    assert state.is_terminal() and state.view.turn == 1
    assert state.returns()[winner] > state.returns()[1 - winner]

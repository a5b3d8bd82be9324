"""The compiler: effect text -> IR (plain JSON), with located problems.

`compile_text` parses with the LALR grammar (completed from the registry by `syntax`), builds the IR
from the registry and returns every bare name it met (`Ref`) so that `semantic.check_refs` can compare
them with the game's declarations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from lark import Lark
from lark.exceptions import UnexpectedInput

from ..grammar import SyntaxProblem, build_parser, check_shape, describe
from ..grammar.mistakes import Advice, Key, advice, table
from .syntax import effect_grammar
from .transform import IRBuilder, Ref


@dataclass
class Compiled:
    """The IR of one text (a list of abilities), the names it uses, and its syntax problem if any."""

    ir: list[dict[str, Any]] | None
    refs: list[Ref] = field(default_factory=list)
    problem: SyntaxProblem | None = None
    calls: list[dict[str, Any]] = field(default_factory=list)  # its `rule` effects, in text order


def compile_text(text: str) -> Compiled:
    """Compile one effect text. Never raises for bad input: a problem is returned instead.

    The IR is built while parsing (Lark's inline transformer), so no syntax tree is ever made.
    """
    problem = check_shape(text)
    if problem:
        return Compiled(None, [], problem)
    builder, parser = _ir_parser()
    builder.reset()
    try:
        ir: Any = parser.parse(text)  # the inline builder returns the IR, not a tree
    except UnexpectedInput as error:
        builder.reset()
        return Compiled(None, [], _explained(error, text, parser))
    calls = builder.calls
    return Compiled(ir, builder.reset(), calls=calls)


def _explained(error: UnexpectedInput, text: str, parser: Lark) -> SyntaxProblem:
    """The syntax error, with what to write instead when it is a common mistake (`grammar.mistakes`)."""
    problem = describe(error, text, parser)
    found = advice(error, _mistakes())
    if found is None:
        return problem
    return problem._replace(message=f"{problem.message}: {found.message}", hint=found.hint)


@cache
def _mistakes() -> dict[Key, Advice]:
    """The table of common mistakes, made at the first syntax error (each example parsed once)."""
    builder, parser = _ir_parser()

    def parse(example: str) -> Any:
        try:
            return parser.parse(example)
        finally:
            builder.reset()

    return table(parse)


@cache
def _ir_parser() -> tuple[IRBuilder, Lark]:
    builder = IRBuilder()
    return builder, build_parser(effect_grammar(), builder)


__all__ = ["Compiled", "Ref", "compile_text"]

"""The compiler: effect text -> IR (plain JSON), with located problems.

`compile_text` parses with the LALR grammar, builds the IR from the registry and returns every
bare name it met (`Ref`) so that `semantic.check_refs` can compare them with the game's declarations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..grammar import EffectSyntaxError, SyntaxProblem, parse
from .transform import IRBuilder, Ref


@dataclass
class Compiled:
    """The IR of one text (a list of abilities), the names it uses, and its syntax problem if any."""

    ir: list[dict[str, Any]] | None
    refs: list[Ref] = field(default_factory=list)
    problem: SyntaxProblem | None = None


def compile_text(text: str) -> Compiled:
    """Compile one effect text. Never raises for bad input: a problem is returned instead."""
    try:
        tree = parse(text)
    except EffectSyntaxError as error:
        return Compiled(None, [], error.problem)
    builder = IRBuilder()
    ir = builder.transform(tree)
    return Compiled(ir, builder.refs)


__all__ = ["Compiled", "Ref", "compile_text"]

"""The sandbox a pack's templates run in: Jinja's immutable sandbox, with budgets of time and size.

A pack's templates come from whoever shared the pack. Jinja's sandbox keeps them away from Python's
internals, but not from looping for hours or building gigabytes (`{% for i in range(10**5) %}` twice
nested, `'x' * 10**9`, `'{:>999999999}'.format(1)`, a macro that fills its buffer in a loop). So each
render gets a `Budget`: a deadline, a size for any one value an expression builds, and a total for all
it builds and buffers. The budget is checked where a template's work passes through Python: every call,
attribute, item, operator and filter, every turn of a `{% for %}` loop and every piece of output a block
buffers (the code generator below adds the last two). Operations whose result can be far larger than
their operands (`*`, `%`, `center`, `replace`, `join`, `format`...) are checked before they run.
Exceeding a budget raises `BudgetExceeded`, which the renderer reports at the template's line.
"""

from __future__ import annotations

import functools
import inspect
import operator
import re
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame, optimizeconst
from jinja2.sandbox import ImmutableSandboxedEnvironment, SecurityError
from jinja2.utils import generate_lorem_ipsum

MAX_VALUE = 100_000  # characters (or items, nested items counted) any one value a template builds may have
MAX_BUILT = 5_000_000  # characters all the values and buffered output of one render may add up to
MAX_BITS = 100_000  # bits of a whole number a template computes
FACE_SECONDS = 2.0  # one side of one card
MAX_LOREM = 20  # paragraphs (and words a paragraph, in hundreds) of `lipsum()`


def clock() -> float:
    """The time a template's budget counts: the processor time of the thread rendering it. A template cannot wait
    (nothing in the sandbox sleeps or reads), so its work is all processor time; counted so, a loop that does not
    end is stopped as surely as with the wall clock, and a busy machine does not make a slow card a runaway one."""
    return time.thread_time()


class BudgetExceeded(SecurityError):
    """A template that runs too long or builds too much."""


class Budget:
    """How long one render may take and how much it may build; `tick` and `count` enforce it."""

    def __init__(
        self,
        seconds: float = FACE_SECONDS,
        largest: int = MAX_VALUE,
        total: int = MAX_BUILT,
        late: str | None = None,
    ):
        self.largest = largest
        self.total = total
        self.deadline = clock() + seconds
        self.built = 0
        self.late = late or f"the template ran longer than {seconds:g} s (a loop that does not end?)"

    def tick(self) -> None:
        if clock() > self.deadline:
            raise BudgetExceeded(self.late)

    def check(self, size: int, what: str = "a value") -> None:
        """Refuses, before it is built, a value of `size` characters or items."""
        if size > self.largest:
            raise BudgetExceeded(f"{what} would be too long (more than {self.largest:,} characters)")

    def count(self, value: Any) -> Any:
        """Adds a value just built to the total; refuses one too large. Returns the value."""
        size = weight(value, self.largest)
        self.check(size)
        self.built += size
        if self.built > self.total:
            raise BudgetExceeded(f"the template built more than {self.total:,} characters")
        self.tick()
        return value

    def parts(self, values: tuple[Any, ...]) -> tuple[Any, ...]:
        """What `~` joins, refused when the whole would be too long."""
        self.check(sum(weight(value, self.largest) for value in values), "the joined text")
        return values

    def loop(self, iterable: Iterable[Any]) -> Iterator[Any]:
        """A `{% for %}` loop's items, with the deadline checked before each."""
        for item in iterable:
            self.tick()
            yield item


class Buffer(list[Any]):
    """The output a macro, `{% set %}` or `{% filter %}` block collects, counted against the budget."""

    def __init__(self, budget: Budget):
        super().__init__()
        self.budget = budget

    def append(self, item: Any) -> None:
        self.budget.count(item)
        super().append(item)

    def extend(self, items: Iterable[Any]) -> None:
        for item in items:
            self.append(item)


def weight(value: Any, limit: int = MAX_VALUE) -> int:
    """About how many characters a value prints as: text counts its length, containers their items
    (a list holding one long string 1000 times weighs 1000 strings); the count stops past `limit`."""
    total = 0
    stack = [value]
    while stack and total <= limit:
        item = stack.pop()
        if isinstance(item, (str, bytes)):
            total += len(item)
        elif isinstance(item, (list, tuple, set, frozenset)):
            total += len(item)
            stack.extend(item)
        elif isinstance(item, dict):
            total += len(item)
            stack.extend(item.keys())
            stack.extend(item.values())
        else:
            total += 1
    return total


class BudgetedCodeGenerator(CodeGenerator):
    """Jinja's code generator, with each loop's items, each block's buffer, each list, tuple and dict a template
    writes and each `~` going through the budget: with the operators, calls and filters the sandbox checks,
    no value a template can reach is larger than the budget allows (so printing one cannot be a bomb either)."""

    def visit_For(self, node: nodes.For, frame: Frame) -> None:
        if not getattr(node, "budgeted", False):
            loop = nodes.EnvironmentAttribute("budgeted_loop", lineno=node.lineno)
            node.iter = nodes.Call(loop, [node.iter], [], None, None, lineno=node.lineno)
            node.budgeted = True  # type: ignore[attr-defined]
        super().visit_For(node, frame)

    def buffer(self, frame: Frame) -> None:
        frame.buffer = self.temporary_identifier()
        self.writeline(f"{frame.buffer} = environment.buffer()")

    @optimizeconst
    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        """Jinja's own, with the parts weighed before they are joined (`a ~ a ~ a ...` of long texts)."""
        if frame.eval_ctx.volatile:
            join = "(markup_join if context.eval_ctx.volatile else str_join)"
        else:
            join = "markup_join" if frame.eval_ctx.autoescape else "str_join"
        self.write(f"environment.budget.count({join}(environment.budget.parts((")
        for arg in node.nodes:
            self.visit(arg, frame)
            self.write(", ")
        self.write("))))")

    def visit_List(self, node: nodes.List, frame: Frame) -> None:
        self._counted(super().visit_List, node, frame)

    def visit_Dict(self, node: nodes.Dict, frame: Frame) -> None:
        self._counted(super().visit_Dict, node, frame)

    def visit_Tuple(self, node: nodes.Tuple, frame: Frame) -> None:
        if node.ctx == "load":
            self._counted(super().visit_Tuple, node, frame)
        else:  # the names a `{% for a, b in ... %}` or `{% set a, b = ... %}` assigns
            super().visit_Tuple(node, frame)

    def _counted(self, visit: Callable[[Any, Frame], None], node: nodes.Expr, frame: Frame) -> None:
        self.write("environment.budget.count(")
        visit(node, frame)
        self.write(")")


class CardSandbox(ImmutableSandboxedEnvironment):
    """The sandbox, with every render bounded by `budget` (set anew for each render)."""

    intercepted_binops = frozenset(["*", "**", "+", "%"])
    code_generator_class = BudgetedCodeGenerator

    def __init__(self, **options: Any):
        super().__init__(**options)
        self.budget = Budget()
        self.globals["lipsum"] = lipsum
        self.filters = BoundedFilters(self, self.filters)

    def budgeted_loop(self, iterable: Iterable[Any]) -> Iterator[Any]:
        return self.budget.loop(iterable)

    def buffer(self) -> Buffer:
        return Buffer(self.budget)

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        __self.budget.tick()
        args = _check_method(__self.budget, __obj, args, kwargs)
        return __self.budget.count(super().call(__context, __obj, *args, **kwargs))

    def getattr(self, obj: Any, attribute: str) -> Any:
        self.budget.tick()
        return super().getattr(obj, attribute)

    def getitem(self, obj: Any, argument: Any) -> Any:
        self.budget.tick()
        return super().getitem(obj, argument)

    def call_binop(self, context: Any, operator_name: str, left: Any, right: Any) -> Any:
        _check_binop(self.budget, operator_name, left, right)
        return self.budget.count(BINOPS[operator_name](left, right))

    def wrap_str_format(self, value: Any) -> Callable[..., str] | None:
        wrapper = super().wrap_str_format(value)
        if wrapper is None:
            return None
        budget = self.budget
        text = str(value.__self__)

        @functools.wraps(wrapper)
        def bounded(*args: Any, **kwargs: Any) -> str:
            _check_format(budget, text, [*args, *kwargs.values()])
            return str(budget.count(wrapper(*args, **kwargs)))

        return bounded


BINOPS: dict[str, Callable[[Any, Any], Any]] = {
    "*": operator.mul,
    "**": operator.pow,
    "+": operator.add,
    "%": operator.mod,
}


class BoundedFilters(dict[str, Callable[..., Any]]):
    """The filters, each wrapped as it is added: the deadline is checked, the arguments of those that
    can build far more than they are given are checked first, and what each returns is counted."""

    def __init__(self, env: CardSandbox, filters: dict[str, Callable[..., Any]]):
        super().__init__()
        self.env = env
        for name, function in filters.items():
            self[name] = function

    def __setitem__(self, name: str, function: Callable[..., Any]) -> None:
        super().__setitem__(name, _bounded_filter(self.env, name, function))


def _bounded_filter(env: CardSandbox, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    check = FILTER_CHECKS.get(name)
    signature = inspect.signature(function) if check else None
    hidden = _hidden_arguments(function)

    @functools.wraps(function)
    def bounded(*args: Any, **kwargs: Any) -> Any:
        env.budget.tick()
        if check and signature:
            bound = signature.bind(*args[hidden:], **kwargs)
            check(env.budget, bound.arguments)
            args, kwargs = (*args[:hidden], *bound.args), bound.kwargs
        return env.budget.count(function(*args, **kwargs))

    return bounded


def _hidden_arguments(function: Callable[..., Any]) -> int:
    """How many arguments Jinja passes a filter that its signature does not show: the context a filter
    with an async variant is given only to tell which variant to run."""
    inner = getattr(function, "__wrapped__", None)
    return int(bool(getattr(function, "jinja_async_variant", False)) and not hasattr(inner, "jinja_pass_arg"))


# ------------------------------------------------------------ checks before building


def _size(value: Any) -> int:
    return len(value) if isinstance(value, (str, list, tuple, dict)) else len(str(value))


def _check_width(budget: Budget, width: Any, what: str) -> None:
    if isinstance(width, int) and width > budget.largest:
        raise BudgetExceeded(f"{what} is {width:,}; at most {budget.largest:,}")


def _check_format(budget: Budget, text: str, values: list[Any]) -> None:
    """`text.format(*values)` and `text % values`: each field at most as wide as allowed, and all the
    fields, each filled with the largest value, within the size allowed."""
    for number in re.findall(r"\d+", "".join(re.findall(r"\{[^{}]*\}|%[^a-zA-Z%]*", text))):
        _check_width(budget, int(number), "a width in a format")
    if "*" in text:
        for value in values:
            _check_width(budget, value, "a width in a format")
    fields = text.count("{") + text.count("%")
    largest = max((weight(v, budget.largest) for v in _flat(values)), default=0)
    budget.check(len(text) + fields * largest, "the formatted text")


def _flat(values: list[Any]) -> list[Any]:
    out: list[Any] = []
    for value in values:
        if isinstance(value, dict):
            out.extend(value.values())
        elif isinstance(value, (list, tuple)):
            out.extend(value)
        else:
            out.append(value)
    return out


def _check_binop(budget: Budget, name: str, left: Any, right: Any) -> None:
    budget.tick()
    if name == "%" and isinstance(left, str):
        _check_format(budget, left, [right])
    elif name == "*":
        sized, count = (left, right) if isinstance(right, int) else (right, left)
        if isinstance(sized, (str, list, tuple)) and isinstance(count, int):
            budget.check(weight(sized, budget.largest) * count, "the repeated text")
        elif isinstance(left, int) and isinstance(right, int) and left.bit_length() + right.bit_length() > MAX_BITS:
            raise BudgetExceeded(f"the product would have more than {MAX_BITS:,} bits")
    elif name == "**" and isinstance(left, int) and isinstance(right, int) and _huge_power(left, right):
        raise BudgetExceeded("the power is too large")


def _huge_power(base: int, exponent: int) -> bool:
    return exponent > 64 or base.bit_length() * exponent > MAX_BITS


def _replaced_size(text: Any, old: Any, new: Any, count: Any) -> int:
    text, old, new = str(text), str(old), str(new)
    found = text.count(old) if old else len(text) + 1
    if isinstance(count, int) and count >= 0:
        found = min(found, count)
    return len(text) + found * max(0, len(new) - len(old))


def _check_replace(budget: Budget, arguments: dict[str, Any]) -> None:
    size = _replaced_size(arguments["s"], arguments["old"], arguments["new"], arguments.get("count"))
    budget.check(size, "the replaced text")


def _check_indent(budget: Budget, arguments: dict[str, Any]) -> None:
    text, width = str(arguments["s"]), arguments.get("width", 4)
    step = len(width) if isinstance(width, str) else width if isinstance(width, int) else 0
    budget.check(len(text) + (text.count("\n") + 1) * step, "the indented text")


def _check_wordwrap(budget: Budget, arguments: dict[str, Any]) -> None:
    text, width = str(arguments["s"]), arguments.get("width", 79)
    wrap = arguments.get("wrapstring")
    lines = len(text) // max(1, width if isinstance(width, int) else 1) + len(text.split()) + text.count("\n") + 1
    budget.check(len(text) + lines * len(str(wrap) if wrap is not None else "\n"), "the wrapped text")


def _check_join(budget: Budget, arguments: dict[str, Any]) -> None:
    items = arguments["value"] = list(arguments["value"])
    separator = arguments.get("d", "")
    budget.check(weight(items, budget.largest) + len(items) * _size(separator), "the joined text")


def _check_sum(budget: Budget, arguments: dict[str, Any]) -> None:
    items = arguments["iterable"] = list(arguments["iterable"])
    if not isinstance(arguments.get("start", 0), (int, float)):
        budget.check(sum(_size(item) for item in items), "the sum")


def _check_urlize(budget: Budget, arguments: dict[str, Any]) -> None:
    text = str(arguments["value"])
    extra = sum(len(str(arguments.get(key) or "")) for key in ("target", "rel")) + 60
    budget.check(len(text) * 2 + len(text.split()) * extra, "the text with its links")


def _check_tojson(budget: Budget, arguments: dict[str, Any]) -> None:
    indent = arguments.get("indent")
    size = len(indent) if isinstance(indent, str) else indent if isinstance(indent, int) else 0
    if size > 16:
        raise BudgetExceeded("tojson: an indent of at most 16")


FILTER_CHECKS: dict[str, Callable[[Budget, dict[str, Any]], None]] = {
    "center": lambda budget, a: _check_width(budget, a.get("width", 80), "center: the width"),
    "batch": lambda budget, a: _check_width(budget, a["linecount"], "batch: the count"),
    "slice": lambda budget, a: _check_width(budget, a["slices"], "slice: the count"),
    "format": lambda budget, a: _check_format(budget, str(a["value"]), [*a.get("args", ()), a.get("kwargs", {})]),
    "replace": _check_replace,
    "indent": _check_indent,
    "wordwrap": _check_wordwrap,
    "join": _check_join,
    "sum": _check_sum,
    "urlize": _check_urlize,
    "tojson": _check_tojson,
}

WIDTH_METHODS = frozenset(["center", "ljust", "rjust", "zfill"])
REFUSED_METHODS = frozenset(["translate", "maketrans"])


def _check_method(budget: Budget, function: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
    """A text's own methods that can build far more than they are given, checked before they run;
    returns the arguments to call with (the items of `join`, read once)."""
    owner = getattr(function, "__self__", None)
    name = getattr(function, "__name__", "")
    if not isinstance(owner, str):
        return args
    values = [*args, *kwargs.values()]
    if name in REFUSED_METHODS:
        raise BudgetExceeded(f"the text method {name}() is not available in templates")
    if name in WIDTH_METHODS and values:
        _check_width(budget, values[0], f"{name}: the width")
    elif name == "expandtabs":
        size = values[0] if values and isinstance(values[0], int) else 8
        budget.check(len(owner) + owner.count("\t") * size, "the text with its tabs expanded")
    elif name == "replace" and len(values) >= 2:
        size = _replaced_size(owner, values[0], values[1], values[2] if len(values) > 2 else -1)
        budget.check(size, "the replaced text")
    elif name == "join" and values:
        items = list(values[0])
        budget.check(weight(items, budget.largest) + len(items) * len(owner), "the joined text")
        return (items, *args[1:]) if args else args
    return args


def lipsum(n: int = 5, html: bool = True, min: int = 20, max: int = 100) -> str:
    """Jinja's placeholder text, at most MAX_LOREM paragraphs of at most 100 × MAX_LOREM words."""
    if not (0 <= n <= MAX_LOREM and 0 <= min <= max <= 100 * MAX_LOREM):
        raise BudgetExceeded(f"lipsum: at most {MAX_LOREM} paragraphs of {100 * MAX_LOREM} words")
    return generate_lorem_ipsum(n, html, min, max)

"""Imports run one way, down the layers of docs/architecture.md, with no cycle anywhere.

The graph is read from the source (the AST), so an import inside a function counts as much as one at the
top of a module; only imports under `if TYPE_CHECKING:` (types, never run) are left out.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "cardsmith"

# Lowest first. A module may import from its own group and from lower layers, never from a higher layer or
# from another group of its own layer.
LAYERS: list[tuple[str, ...]] = [
    ("cardsmith", "cardsmith.base"),
    ("cardsmith.grammar",),
    ("cardsmith.compiler",),
    ("cardsmith.pack",),
    ("cardsmith.runtime",),
    ("cardsmith.decks", "cardsmith.printouts", "cardsmith.env"),
    ("cardsmith.commands",),
    ("cardsmith.cli",),
    ("cardsmith.__main__",),
]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p) for p in PACKAGE.rglob("*.py")}


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(path: Path) -> set[str]:
    """Every cardsmith module `path` imports, wherever the import stands (types-only blocks left out)."""
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _type_checking_only(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "cardsmith")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] == "cardsmith":
                # `from package import module` imports the module; `from module import name` the module
                submodules = {f"{target}.{a.name}" for a in node.names} & MODULES
                found.update(submodules or {target})
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def import_graph() -> dict[str, set[str]]:
    """A fresh copy of the package's import graph, for a test to add an edge to."""
    return {name: set(targets) for name, targets in _parsed_graph().items()}


@functools.cache
def _parsed_graph() -> dict[str, frozenset[str]]:
    """Every module parsed once per run (~1.7 s): the tests that add an edge each take a copy."""
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    return {name: frozenset(t for t in imports_of(path) if t != name) for name, path in modules.items()}


def group_of(module: str) -> tuple[int, str]:
    """(layer, group) of a module: the longest group name that is a prefix of it."""
    best: tuple[int, str] = (-1, "")
    for layer, groups in enumerate(LAYERS):
        for group in groups:
            if (module == group or module.startswith(group + ".")) and len(group) > len(best[1]):
                best = (layer, group)
    return best


def violations(graph: dict[str, set[str]]) -> list[str]:
    """Each import that goes up a layer or sideways into another group of the same layer, and each cycle."""
    found = []
    for source, targets in sorted(graph.items()):
        layer, group = group_of(source)
        if layer < 0:
            found.append(f"{source} belongs to no layer")
            continue
        for target in sorted(targets):
            if target not in graph:
                found.append(f"{source} -> {target}: no such module")
                continue
            t_layer, t_group = group_of(target)
            if t_layer > layer:
                found.append(f"{source} -> {target} goes up from layer {layer} to {t_layer}")
            elif t_layer == layer and t_group != group and t_group != "cardsmith":
                found.append(f"{source} -> {target} goes sideways within layer {layer}")
    found += [f"cycle: {' -> '.join(c)}" for c in cycles(graph)]
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                connect(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return found


def test_imports_run_one_way() -> None:
    assert violations(import_graph()) == []


def test_every_module_has_a_layer() -> None:
    assert [m for m in import_graph() if group_of(m)[0] < 0] == []


@pytest.mark.parametrize(
    ("source", "target"),
    [
        # The edges of the old eight-module cycle and the upward imports a review found on main.
        ("cardsmith.grammar", "cardsmith.commands.check"),
        ("cardsmith.compiler", "cardsmith.pack.catalogue"),
        ("cardsmith.pack.catalogue", "cardsmith.decks.lists"),
        ("cardsmith.compiler.semantic", "cardsmith.pack.query"),
        ("cardsmith.base.paths", "cardsmith.commands.check"),
        ("cardsmith.runtime.game", "cardsmith.printouts.render"),
    ],
)
def test_an_upward_import_is_caught(source: str, target: str) -> None:
    graph = import_graph()
    graph[source] = graph[source] | {target}
    assert any(v.startswith(f"{source} -> {target}") for v in violations(graph))


def test_a_cycle_inside_a_layer_is_caught() -> None:
    graph = import_graph()
    graph["cardsmith.runtime.data"] = graph["cardsmith.runtime.data"] | {"cardsmith.runtime.state"}
    assert any(v.startswith("cycle:") and "cardsmith.runtime.data" in v for v in violations(graph))


def test_an_import_inside_a_function_counts(tmp_path: Path) -> None:
    module = PACKAGE / "grammar" / "tables.py"
    assert "cardsmith.base.paths" in imports_of(module)  # imported inside cached_path, at the top or not


def test_the_command_table_names_modules_of_the_commands_layer() -> None:
    from cardsmith.cli import COMMANDS

    groups = {group for group, _ in COMMANDS.values()}
    assert {f"cardsmith.commands.{g}" for g in groups} <= MODULES


def test_help_imports_no_compiler() -> None:
    """`cardsmith --help` and the parser of a light command load neither lark, jsonschema nor the compiler."""
    import subprocess
    import sys

    code = (
        "import sys; from cardsmith.cli import parser; parser('check'); parser(None); "
        "print(sorted(m for m in sys.modules if m.startswith(('lark', 'jsonschema', 'cardsmith.compiler', 'yaml'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"

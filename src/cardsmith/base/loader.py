"""Safe, located YAML loading.

YAML is composed (never constructed by PyYAML) and turned into plain data here, so that:
- the line and column of every node are kept (`Located.where(path)`);
- a key given twice is an error, not a silent overwrite;
- scalars follow YAML 1.2's core schema: `no`, `on`, `010` and dates stay what they look like
  (a card named `No` is the string "No");
- aliases are allowed but their expansion is bounded (an alias bomb fails fast);
- nesting is bounded before libyaml sees the bytes (libyaml crashes on very deep nesting);
- only files inside the pack folder are read, and they must be UTF-8.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import yaml

from ..base.diagnostics import DiagnosticError
from .bounds import too_deep
from .diagnostics import Diagnostic, Location

try:  # libyaml is much faster; fall back to the pure-Python loader if it is missing
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 64
MAX_EXPANDED_NODES = 200_000

PathKey = tuple[Any, ...]

_INT = re.compile(r"[-+]?[0-9]+\Z")
_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?\Z")
_STANDARD_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:map",
    "tag:yaml.org,2002:seq",
}
# Tags the resolver gives plain scalars implicitly; their text is read by `_scalar`.
_ALLOWED_TAGS = _STANDARD_TAGS | {"tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:merge", "tag:yaml.org,2002:value"}


class NodeInfo(NamedTuple):
    """Where a node starts, and for scalars how it was written (for mapping effect text back).

    A named tuple: one is made for every node and key of every file, and a tuple is made fastest."""

    line: int  # 1-based
    column: int  # 1-based
    style: str | None = None


@dataclass
class Located:
    """Plain data from one YAML file, with the location of every node and key."""

    path: str  # as shown in diagnostics
    data: Any
    lines: list[str]
    nodes: dict[PathKey, NodeInfo] = field(default_factory=dict)
    keys: dict[PathKey, NodeInfo] = field(default_factory=dict)
    file: Path | None = None  # the file it was read from

    def where(self, path: PathKey, key: bool = False) -> Location:
        """The location of the node at `path` (or of its key), falling back to the nearest parent."""
        table = self.keys if key else self.nodes
        probe = tuple(path)
        while probe:
            info = table.get(probe) or self.nodes.get(probe)
            if info:
                return Location(self.path, info.line, info.column)
            probe = probe[:-1]
        return Location(self.path, 1, 1)

    def text_position(self, path: PathKey, line: int, column: int) -> Location:
        """Maps a (line, column) inside a scalar's text to the file position."""
        info = self.nodes.get(tuple(path))
        if info is None:
            return self.where(path)
        if info.style in ("|", ">"):
            first = info.line + line  # the content starts on the line after the indicator
            indent = 0
            if 0 < first <= len(self.lines):
                content = self.lines[first - 1]
                indent = len(content) - len(content.lstrip(" "))
            return Location(self.path, first, indent + column)
        if line == 1:
            offset = 1 if info.style in ('"', "'") else 0
            return Location(self.path, info.line, info.column + offset + column - 1)
        return Location(self.path, info.line + line - 1, column)


def inside(root: Path, candidate: Path) -> bool:
    """True when `candidate` (after resolving links) lies inside `root`."""
    try:
        candidate.resolve().relative_to(root.resolve())
    except (ValueError, OSError):
        return False
    return True


def read_text(path: Path, shown: str, root: Path | None = None) -> str:
    """Reads a pack file as UTF-8, refusing files outside the pack and huge files."""
    if root is not None and not inside(root, path):
        raise DiagnosticError(
            Diagnostic("E006", f"'{shown}' is outside the pack folder", shown, 1, 1, "list only files inside the pack")
        )
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise DiagnosticError(
                Diagnostic("E008", f"file is too large ({size} bytes, at most {MAX_FILE_BYTES})", shown, 1, 1)
            )
        raw = path.read_bytes()
    except OSError as error:
        raise DiagnosticError(Diagnostic("E007", f"cannot read the file: {error.strerror or error}", shown)) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        before = raw[: error.start]
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        raise DiagnosticError(
            Diagnostic(
                "E005",
                f"the file is not UTF-8 (byte 0x{raw[error.start]:02x})",
                shown,
                line,
                column,
                "save the file as UTF-8",
            )
        ) from None


def _check_flow_depth(text: str, shown: str) -> None:
    """Bounds bracket nesting before libyaml parses the text."""
    deep = too_deep(text, "[{", "]}", MAX_DEPTH)
    if deep:
        raise DiagnosticError(
            Diagnostic("E004", f"nesting deeper than {MAX_DEPTH} levels", shown, *deep, "flatten the data")
        )


def load_yaml(text: str, shown: str) -> Located:
    """Composes and converts one YAML document; raises DiagnosticError with a located diagnostic."""
    _check_flow_depth(text, shown)
    lines = text.splitlines()
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = (error.problem or error.context or "invalid YAML").strip()
        raise DiagnosticError(
            Diagnostic("E001", f"invalid YAML: {problem}", shown, line, column, _yaml_hint(problem))
        ) from None
    except yaml.YAMLError as error:
        raise DiagnosticError(Diagnostic("E001", f"invalid YAML: {error}", shown, 1, 1)) from None
    located = Located(shown, None, lines)
    if node is None:
        located.data = {}
        return located
    if "&" in text and "*" in text:  # only aliases can expand, and an alias (`*a`) needs an anchor (`&a`)
        _check_expansion(node, shown)
    located.data = _convert(node, (), located, 0)
    return located


def _yaml_hint(problem: str) -> str | None:
    if "tab" in problem:
        return "indent with spaces, not tabs"
    if "mapping values" in problem:
        return "quote text that contains ': '"
    if "could not find expected ':'" in problem:
        return "a key needs a colon after it"
    return None


def _info(node: yaml.Node) -> NodeInfo:
    mark = node.start_mark
    style = (node.style or None) if isinstance(node, yaml.ScalarNode) else None  # collections have none
    return NodeInfo(mark.line + 1, mark.column + 1, style)


def _check_expansion(root: yaml.Node, shown: str) -> None:
    """Counts nodes as if aliases were expanded, without expanding them."""
    sizes: dict[int, int] = {}
    order: list[yaml.Node] = []
    stack = [root]
    seen: set[int] = set()
    while stack:  # iterative post-order over the node graph
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        order.append(node)
        stack.extend(_children(node))
    for node in reversed(order):
        total = 1 + sum(sizes.get(id(child), 1) for child in _children(node))
        sizes[id(node)] = total
        if total > MAX_EXPANDED_NODES:
            info = _info(node)
            raise DiagnosticError(
                Diagnostic(
                    "E003",
                    f"aliases expand to more than {MAX_EXPANDED_NODES} nodes",
                    shown,
                    info.line,
                    info.column,
                    "remove the nested aliases (&anchor / *alias)",
                )
            )


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def _convert(node: yaml.Node, path: PathKey, located: Located, depth: int) -> Any:
    if depth > MAX_DEPTH:
        info = _info(node)
        raise DiagnosticError(
            Diagnostic(
                "E004",
                f"nesting deeper than {MAX_DEPTH} levels",
                located.path,
                info.line,
                info.column,
                "flatten the data",
            )
        )
    located.nodes.setdefault(path, _info(node))
    if node.tag not in _ALLOWED_TAGS:
        info = _info(node)
        raise DiagnosticError(
            Diagnostic(
                "E009",
                f"YAML tag '{node.tag}' is not allowed",
                located.path,
                info.line,
                info.column,
                "remove the tag; packs hold plain data",
            )
        )
    if isinstance(node, yaml.ScalarNode):
        return _scalar(node)
    if isinstance(node, yaml.SequenceNode):
        return [_convert(child, path + (i,), located, depth + 1) for i, child in enumerate(node.value)]
    result: dict[str, Any] = {}
    for key_node, value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            info = _info(key_node)
            raise DiagnosticError(Diagnostic("E100", "a key must be plain text", located.path, info.line, info.column))
        if key_node.tag == "tag:yaml.org,2002:merge":
            info = _info(key_node)
            raise DiagnosticError(
                Diagnostic(
                    "E009",
                    "merge keys (<<) are not allowed",
                    located.path,
                    info.line,
                    info.column,
                    "write the keys out",
                )
            )
        key = str(key_node.value)
        if key in result:
            info = _info(key_node)
            first = located.keys[path + (key,)]
            raise DiagnosticError(
                Diagnostic(
                    "E002",
                    f"duplicate key '{key}'",
                    located.path,
                    info.line,
                    info.column,
                    f"first given on line {first.line}",
                )
            )
        located.keys[path + (key,)] = _info(key_node)
        result[key] = _convert(value_node, path + (key,), located, depth + 1)
    return result


def _scalar(node: yaml.ScalarNode) -> Any:
    value = node.value
    if node.style or node.tag == "tag:yaml.org,2002:str":  # quoted or block text
        return value
    if node.tag == "tag:yaml.org,2002:int" and _INT.match(value):
        return int(value)
    if value in ("", "~", "null", "Null", "NULL"):
        return None
    if value in ("true", "True", "TRUE"):
        return True
    if value in ("false", "False", "FALSE"):
        return False
    if _INT.match(value):
        return int(value)
    if _FLOAT.match(value) and any(c.isdigit() for c in value):
        return float(value)
    return value

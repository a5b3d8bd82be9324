"""Safe, located YAML loading.

YAML is composed (never constructed by PyYAML) and turned into plain data here, so that:
- the line and column of every node are kept (`Located.where(path)`);
- a key given twice is an error, not a silent overwrite;
- scalars follow YAML 1.2's core schema: `no`, `on`, `010` and dates stay what they look like
  (a card named `No` is the string "No");
- aliases are allowed but their expansion is bounded (an alias bomb fails fast);
- nesting is bounded before libyaml sees the bytes (libyaml crashes on very deep nesting);
- files are read by `base.files` (inside the pack, regular, size-capped), and must be UTF-8.

Loading is a large part of a cold `check` (half a megabyte of YAML for the bundled packs), so the two
steps spend as few Python calls per node as they can: libyaml's composer calls three Python methods of
the loader at every node, two of which do nothing here and the third, which finds a plain scalar's tag,
is asked the same few keys again and again (see `_Composer`); `_convert` makes one call per node.
"""

from __future__ import annotations

import operator
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

import yaml

from .bounds import too_deep
from .diagnostics import Diagnostic, DiagnosticError, Location
from .files import inside as inside  # files are opened by .files; these names stay here for their old callers
from .files import read_text as read_text

try:  # libyaml is much faster; fall back to the pure-Python loader if it is missing
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

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


class _Composer(_Loader):
    """The YAML loader, with fewer Python calls per node (the nodes it composes are the same).

    libyaml's composer (PyYAML's `CParser`) calls `descend_resolver(parent, index)` and `ascend_resolver()`
    around each node: they follow path resolvers, and a safe loader has none, so they do nothing; here they
    are C functions that do nothing visible, and no Python frame is made. It calls `resolve(kind, value,
    implicit)` for each node's tag: the answer depends on those arguments only, and is remembered (one
    file's keys and small values recur)."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        if not self.yaml_path_resolvers:
            self.descend_resolver = operator.is_  # type: ignore[assignment,method-assign]  # two arguments, no effect
            self.ascend_resolver = tuple  # type: ignore[assignment,method-assign]  # no argument, no effect
        self.resolve = lru_cache(maxsize=None)(self.resolve)  # type: ignore[method-assign]

    def dispose(self) -> None:
        super().dispose()
        self.__dict__.pop("resolve", None)  # the cache refers back to the loader


class NodeInfo(NamedTuple):
    """Where a node starts, and for scalars how it was written (for mapping effect text back)."""

    line: int  # 1-based
    column: int  # 1-based
    style: str | None = None


@dataclass
class Located:
    """Plain data from one YAML file, with the location of every node and key.

    The places are the composed document's (`root`): its nodes know where they start, and are looked up
    along a path only when a place is asked for, which is far less often than a node is read."""

    path: str  # as shown in diagnostics
    data: Any
    lines: list[str]
    root: yaml.Node | None = None  # the composed document
    file: Path | None = None  # the file it was read from
    _pairs: dict[int, dict[str, tuple[yaml.Node, yaml.Node]]] = field(default_factory=dict, repr=False, compare=False)

    def _trail(self, path: PathKey) -> list[tuple[yaml.Node | None, yaml.Node]]:
        """The (key, value) nodes along `path`, as far as the document has it (no key in a list)."""
        trail: list[tuple[yaml.Node | None, yaml.Node]] = []
        node = self.root
        for step in path:
            pair: tuple[yaml.Node | None, yaml.Node] | None = None
            if isinstance(node, yaml.MappingNode) and isinstance(step, str):
                pair = self._children(node).get(step)
            elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and 0 <= step < len(node.value):
                pair = (None, node.value[step])
            if pair is None:
                break
            trail.append(pair)
            node = pair[1]
        return trail

    def _children(self, node: yaml.MappingNode) -> dict[str, tuple[yaml.Node, yaml.Node]]:
        """A mapping node's (key, value) nodes by key, made when first asked for."""
        found = self._pairs.get(id(node))
        if found is None:
            found = self._pairs[id(node)] = {}
            for key, value in node.value:
                found.setdefault(str(key.value), (key, value))
        return found

    def where(self, path: PathKey, key: bool = False) -> Location:
        """The location of the node at `path` (or of its key), falling back to the nearest parent."""
        trail = self._trail(tuple(path))
        if not trail:
            return Location(self.path, 1, 1)
        key_node, node = trail[-1]
        info = _info(key_node if key and key_node is not None else node)
        return Location(self.path, info.line, info.column)

    def text_position(self, path: PathKey, line: int, column: int) -> Location:
        """Maps a (line, column) inside a scalar's text to the file position."""
        path = tuple(path)
        trail = self._trail(path)
        if len(trail) < len(path) or (not path and self.root is None):
            return self.where(path)
        info = _info(trail[-1][1] if path else self.root)  # type: ignore[arg-type]
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
        node = yaml.compose(text, Loader=_Composer)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = (error.problem or error.context or "invalid YAML").strip()
        raise DiagnosticError(
            Diagnostic("E001", f"invalid YAML: {problem}", shown, line, column, _yaml_hint(problem))
        ) from None
    except yaml.YAMLError as error:
        raise DiagnosticError(Diagnostic("E001", f"invalid YAML: {error}", shown, 1, 1)) from None
    located = Located(shown, None, lines, node)
    if node is None:
        located.data = {}
        return located
    if "&" in text and "*" in text:  # only aliases can expand, and an alias (`*a`) needs an anchor (`&a`)
        _check_expansion(node, shown)
    located.data = _convert(node, located, 0)
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


_STR = "tag:yaml.org,2002:str"
_INT_TAG = "tag:yaml.org,2002:int"
_MERGE = "tag:yaml.org,2002:merge"


def _convert(node: yaml.Node, located: Located, depth: int) -> Any:
    """The plain data of a node, checked: nesting, tags, keys (their places are the nodes')."""
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
    tag = node.tag
    if tag not in _ALLOWED_TAGS:
        info = _info(node)
        raise DiagnosticError(
            Diagnostic(
                "E009",
                f"YAML tag '{tag}' is not allowed",
                located.path,
                info.line,
                info.column,
                "remove the tag; packs hold plain data",
            )
        )
    if isinstance(node, yaml.ScalarNode):
        if node.style or tag == _STR:  # quoted or block text
            return node.value
        return _plain_scalar(node.value, tag)
    depth += 1
    # A text (a `str` scalar, quoted or not: most of a pack) is taken here, as `_convert` would take it, when
    # its depth passes the bound: one call fewer per scalar.
    texts = depth <= MAX_DEPTH
    if isinstance(node, yaml.SequenceNode):
        return [
            child.value
            if texts and child.tag == _STR and isinstance(child, yaml.ScalarNode)
            else _convert(child, located, depth)
            for child in node.value
        ]
    result: dict[str, Any] = {}
    for key_node, value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            info = _info(key_node)
            raise DiagnosticError(Diagnostic("E100", "a key must be plain text", located.path, info.line, info.column))
        if key_node.tag == _MERGE:
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
            first = _info(next(k for k, _ in node.value if str(k.value) == key))
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
        if texts and value_node.tag == _STR and isinstance(value_node, yaml.ScalarNode):
            result[key] = value_node.value
        else:
            result[key] = _convert(value_node, located, depth)
    return result


def _plain_scalar(value: str, tag: str) -> Any:
    """A plain scalar's value, by YAML 1.2's core schema."""
    if tag == _INT_TAG and _INT.match(value):
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

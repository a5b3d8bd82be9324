"""The compiler records a text's rule calls as it builds them (`Compiled.calls`), so that checking their number of
arguments needs no walk of the IR: they are the calls, in the order, that the walk finds."""

from __future__ import annotations

from cardsmith.base.paths import bundled_names, resolve_pack, shown_root
from cardsmith.compiler import compile_text
from cardsmith.compiler.semantic import _rule_calls, check_refs
from cardsmith.pack.catalogue import _Loader


def test_the_recorded_rule_calls_are_those_of_the_ir() -> None:
    texts: set[str] = set()
    for name in bundled_names():
        loader = _Loader(resolve_pack(name), shown_root(name, resolve_pack(name)))
        loader.run()
        texts |= set(loader.compiled)
    with_calls = 0
    for text in sorted(texts):
        compiled = compile_text(text)
        if compiled.ir is None:
            continue
        assert [id(c) for c in compiled.calls] == [id(c) for c in _rule_calls(compiled.ir)], text
        with_calls += bool(compiled.calls)
    assert with_calls > 50


def test_a_wrong_number_of_arguments_is_found_with_the_recorded_calls() -> None:
    compiled = compile_text("rule a, if 1 > 0 then [rule b(1, 2), gain 1 energy], rule a(3)")
    assert [c["name"] for c in compiled.calls] == ["a", "b", "a"]
    rules = {"a": {"params": ["x"]}, "b": {"params": ["x", "y"]}}
    found = [(code, ref.name, message) for code, ref, message, _ in check_refs(
        compiled.ir or [], compiled.refs, {"amount": {"energy"}, "rule": {"a", "b"}}, rules, None, compiled.calls
    )]  # fmt: skip
    assert found == [("E303", "a", "rule 'a' takes 1 argument(s), given 0")]

"""The effect grammar's tokenizer (`cardsmith.grammar.tokenizer`) against the contextual lexer it stands for (the
plugins' own, on lark-cython and in pure Python): the same tokens, in the same places, and the same outcome — IR
and names, or the same syntax error (kind, place, expected terminals, the token, the parser state the advice of
`grammar.mistakes` keys on) — on every effect text of the bundled packs, and on texts generated and mutated the
ways designers get them wrong: typos, glued words, stray punctuation, unterminated quotes, overlong numbers."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.common import LexerConf
from lark.exceptions import UnexpectedCharacters, UnexpectedInput
from lark.lexer import PatternRE, PatternStr, TerminalDef
from test_tables import effect_texts, plain

from cardsmith import compiler
from cardsmith.compiler import compile_text
from cardsmith.compiler.syntax import effect_grammar
from cardsmith.compiler.transform import IRBuilder
from cardsmith.grammar import describe, plugins, tables
from cardsmith.grammar.mistakes import MISTAKES
from cardsmith.grammar.tables import EFFECTS, QUERY
from cardsmith.grammar.tokenizer import FastLexer, Shapes


def _flavours() -> list[Any]:
    """The parsers' two kinds: pure Python, and lark-cython's where it is installed."""
    found = [pytest.param("pure", id="pure")]
    if tables.cython_plugins() is not None:
        found.append(pytest.param("cython", id="cython"))
    return found


FLAVOURS = _flavours()


def plugin_sets(flavour: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the plugins as shipped, with the tokenizer; the same with the contextual lexer it stands for)."""
    if flavour == "pure":
        from lark.lexer import LexerThread

        return plugins.PURE, {
            **plugins.PURE,
            "ContextualLexer": plugins.KeywordContextualLexer,
            "LexerThread": LexerThread,
        }
    from cardsmith.grammar import cplugins

    fast = tables.cython_plugins()
    assert fast is not None
    return fast, {**fast, "ContextualLexer": cplugins.contextual_lexer, "LexerThread": cplugins._c.LexerThread}


@cache
def parsers(flavour: str) -> tuple[tuple[IRBuilder, Lark], tuple[IRBuilder, Lark]]:
    """(builder, parser) of the effect grammar: with the tokenizer, and with the lexer it stands for."""
    made = []
    for chosen in plugin_sets(flavour):
        builder = IRBuilder()
        made.append((builder, tables.load_parser(EFFECTS, effect_grammar(), transformer=builder, _plugins=chosen)))
    assert isinstance(made[0][1].parser.lexer, FastLexer) and not isinstance(made[1][1].parser.lexer, FastLexer)
    return made[0], made[1]


class Recorder:
    """A parser's token source that notes every token it gives (lark-cython asks `next_token`, Lark `lex`)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.tokens: list[tuple[Any, ...]] = []

    def note(self, token: Any) -> Any:
        self.tokens.append(
            (token.type, token.value, token.start_pos, token.line, token.column)
            + (token.end_line, token.end_column, token.end_pos)
        )
        return token

    def next_token(self, parser_state: Any) -> Any:
        return self.note(self.inner.next_token(parser_state))

    def lex(self, parser_state: Any) -> Any:
        return map(self.note, self.inner.lex(parser_state))


def outcome(builder: IRBuilder, parser: Lark, text: str) -> tuple[list[tuple[Any, ...]], Any]:
    """The tokens the parser was given, and the IR and names of the text, or its syntax error: as `describe`
    words it, and the error's own particulars (kind, place, expected terminals, token, parser state)."""
    frontend = parser.parser
    recorder = Recorder(frontend._make_lexer_thread(text))
    builder.reset()
    try:
        ir = frontend.parser.parse(recorder, "start")
    except UnexpectedInput as error:
        builder.reset()
        token = getattr(error, "token", None)
        state = getattr(error, "state", None)
        return recorder.tokens, (
            describe(error, text, parser),
            type(error).__name__,
            error.line,
            error.column,
            sorted(getattr(error, "expected", None) or getattr(error, "allowed", None) or []),
            None if token is None else (token.type, token.value, token.line, token.column, token.start_pos),
            error.pos_in_stream if isinstance(error, UnexpectedCharacters) else None,
            getattr(state, "position", state),
            [t and (t.type, t.value, t.line, t.column) for t in getattr(error, "token_history", None) or []],
        )
    return recorder.tokens, (plain(ir), builder.reset())


def same(flavour: str, text: str) -> tuple[list[tuple[Any, ...]], Any]:
    (fast_builder, fast), (real_builder, real) = parsers(flavour)
    mine = outcome(fast_builder, fast, text)
    assert mine == outcome(real_builder, real, text), text
    return mine


# What designers get wrong, and what only the lexer it stands for may lex: a word where only one keyword (or
# none) may come, `of` glued to a word where only `of` may come, a mark the state does not take, a character
# no terminal takes, an unterminated or overlong quote, a number of seven digits, a comment, carriage returns.
CRAFTED = [
    "gain 2 Energy",
    "draw 2 cards ^",
    'draw "unclosed',
    'draw 1 ""',
    'draw 1 "' + "x" * 81 + '"',
    "draw draw",
    "ifx energy > 1 then gain 1 energy",
    "at start offer turn: gain 1 energy",
    "at start ofturn: gain 1 energy",
    "at end of your turnx: gain 1 energy",
    "draw 1234567 cards",
    "draw -1 cards",
    "gain 2 energy ->-> draw 1 card",
    "if energy <== 2 then gain 1 energy",
    "if energy =< 2 then gain 1 energy",
    "if energy ! 2 then gain 1 energy",
    "gain 2 energy,, draw 1 card",
    "gain 2 energy;\r\n\r\ndraw 1 card\r",
    "gain 2 energy # a note\n\tdraw 1 card # another",
    "#only a note",
    "gain 2 energy\n# a note\nlose 1 points to",
    "gain (2 + ) energy",
    "gain $ energy",
    "modify strength x 2 of this",
    "modify strength xy 2 of this",
    "choose 1 [draw 1 card] or [gain (2 + count(cards in hand)) energy]",
    "on play: draw 1 card then gain 1 energy",
    "when played: gain 1 energy",
    "gain 2 energy and draw 1 card",
    "pay 2 energy: gain 1 points",
    "on play gain 1 energy",
    "gain +2 energy",
    "ζ",
    "'s",
    "_x",
    "",
    "\n",
    ";",
    "-",
]


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_the_tokenizer_gives_what_its_lexer_gives_on_every_effect_text(flavour: str) -> None:
    """Every bundled text whole and cut in half, and the crafted ones: the same tokens and outcome; and the lexer
    it stands for is made only for the texts that need it."""
    (_, fast), _ = parsers(flavour)
    lexer = fast.parser.lexer
    texts = effect_texts()
    assert len(texts) > 300
    lexer._real = None
    for text in texts:
        assert isinstance(same(flavour, text)[1][0], list), text
    assert lexer._real is None  # no bundled text needs the other lexer: none is made
    errors = 0
    for text in [t[: len(t) // 2] for t in texts] + CRAFTED:
        errors += not isinstance(same(flavour, text)[1][0], list)
    assert errors > 100
    assert lexer._real is not None


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_a_word_where_only_one_keyword_may_come_is_split_as_its_lexer_splits_it(flavour: str) -> None:
    tokens, result = same(flavour, "at start offer turn: gain 1 energy")
    assert ("OF", "of") in [t[:2] for t in tokens] and ("NAME", "fer") in [t[:2] for t in tokens]
    assert not isinstance(result[0], list)  # `fer` is refused where the period must come


def test_compile_text_gives_the_same_problems_with_either_lexer(monkeypatch: pytest.MonkeyPatch) -> None:
    """What `check` prints comes from `compile_text`: its IR, names and problems, with the advice of
    `grammar.mistakes` (keyed on the parser's state and the token's kind), are those of the lexer it stands for."""
    texts = CRAFTED + [t[: len(t) // 2] for t in effect_texts()[::5]]
    compiler._mistakes.cache_clear()
    mine = [compile_text(t) for t in texts]
    _, real = parsers(FLAVOURS[-1].values[0])
    monkeypatch.setattr(compiler, "_ir_parser", lambda: real)
    compiler._mistakes.cache_clear()
    try:
        theirs = [compile_text(t) for t in texts]
    finally:
        compiler._mistakes.cache_clear()
    assert mine == theirs
    advice = [a.message for a in MISTAKES]
    advised = [c.problem.message for c in mine if c.problem and any(a in c.problem.message for a in advice)]
    assert len(advised) >= 4, advised  # "unexpected 'and': effects follow one another with commas" ...


# ---------------------------------------------------------------- generated and mutated texts

KEYWORDS = sorted({t.pattern.value for t in parsers("pure")[0][1].terminals if t.pattern.type == "str"})
FRAGMENTS = [
    *(" ", "  ", "\t", "\n", "\r\n", "\r", "\n\n", "# note", "#\n"),
    *('"', '""', '"Big Bang"', '"' + "y" * 80 + '"', '"' + "y" * 81 + '"', '"a\nb"'),
    *("0", "7", "123456", "1234567", "99999999"),
    *("x", "ifx", "of", "offer", "energy", "card", "cards", "hand", "this", "e2", "a_b", "_", "A", "Gain", "é", "'"),
    *("->", "-", ">", "<", "<=", ">=", "=", "==", "!", "!=", "(", ")", "[", "]", ",", ";", ":", "$", "*", "/", "+"),
    *("?", "{", "}", "^", "%", "&", "|", "~", "`", "\\", "\x00"),
]
ALPHABET = FRAGMENTS + KEYWORDS


def _texts() -> list[str]:
    return effect_texts()


@st.composite
def mutated(draw: Any) -> str:
    """A bundled effect text, changed one to four times: a fragment put in, a span taken out, a character
    replaced, a blank taken out (two words glued), a word doubled."""
    text: str = draw(st.sampled_from(_texts()))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "delete", "replace", "glue", "double"]))
        if kind == "insert":
            text = text[:at] + draw(st.sampled_from(ALPHABET)) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 3)) :]
        elif kind == "replace":
            text = text[:at] + draw(st.sampled_from(FRAGMENTS)) + text[at + 1 :]
        elif kind == "glue":
            blanks = [m.start() for m in re.finditer(" ", text)]
            if blanks:
                at = draw(st.sampled_from(blanks))
                text = text[:at] + text[at + 1 :]
        else:
            words = list(re.finditer(r"[a-z]+", text))
            if words:
                word = draw(st.sampled_from(words))
                text = text[: word.end()] + " " + word.group() + text[word.end() :]
    return text


generated = st.lists(st.tuples(st.sampled_from(ALPHABET), st.sampled_from(["", " ", " ", "\n"])), max_size=24).map(
    lambda parts: "".join(a + b for a, b in parts)
)


@pytest.mark.parametrize("flavour", FLAVOURS)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated())
def test_mutated_texts_lex_and_parse_as_with_its_lexer(flavour: str, text: str) -> None:
    same(flavour, text)


@pytest.mark.parametrize("flavour", FLAVOURS)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=generated)
def test_generated_texts_lex_and_parse_as_with_its_lexer(flavour: str, text: str) -> None:
    same(flavour, text)


# ---------------------------------------------------------------- used only where it is sure to agree


def conf_of(*terminals: TerminalDef, ignore: tuple[str, ...] = (), **changes: Any) -> LexerConf:
    conf = LexerConf(list(terminals), re, ignore=ignore)
    for name, value in changes.items():
        setattr(conf, name, value)
    return conf


NAME = TerminalDef("NAME", PatternRE("[a-z][a-z0-9_]*"))
BLANK = TerminalDef("WS", PatternRE("[ \t]+"))


def test_the_effect_grammars_terminals_are_of_the_shapes_it_knows() -> None:
    (_, fast), _ = parsers("pure")
    shapes = Shapes.of(fast.parser.lexer_conf)
    assert shapes is not None
    assert set(shapes.groups) == {"W", "I", "S", "N"} and len(shapes.words) > 100 and "->" in shapes.marks
    assert Shapes.of(conf_of(NAME, TerminalDef("GAIN", PatternStr("gain")), BLANK, ignore=("WS",))) is not None


@pytest.mark.parametrize(
    "conf",
    [
        conf_of(NAME, TerminalDef("GAIN", PatternStr("gain", ["i"]))),  # a keyword with flags
        conf_of(NAME, TerminalDef("GAIN", PatternStr("gain"), priority=2)),  # another priority
        conf_of(TerminalDef("NAME", PatternRE("[a-z]+"))),  # a name of another shape
        conf_of(TerminalDef("GAIN", PatternStr("gain"))),  # keywords but no name
        conf_of(NAME, TerminalDef("HASH", PatternStr("#"))),  # a mark that starts a comment
        conf_of(NAME, TerminalDef("A", PatternStr("x")), TerminalDef("B", PatternStr("x"))),  # one text, two names
        conf_of(NAME, TerminalDef("INT", PatternRE("[0-9]{1,6}")), TerminalDef("NUM", PatternRE("[0-9]{1,6}"))),
        conf_of(NAME, BLANK),  # blanks not ignored
        conf_of(NAME, callbacks={"NAME": lambda t: t}),  # a lexer callback
        conf_of(NAME, g_regex_flags=re.IGNORECASE),
        conf_of(NAME, use_bytes=True),
    ],
    ids=[
        "flags",
        "priority",
        "other-name",
        "no-name",
        "hash",
        "twice",
        "two-numbers",
        "blank-kept",
        "callback",
        "re-flags",
        "bytes",
    ],
)
def test_other_terminals_are_left_to_the_lexer_it_stands_for(conf: LexerConf) -> None:
    assert Shapes.of(conf) is None


SMALL = """
start: (step ";")*
step: "gain" INT (NAME | "W") | "say" STRING
NAME: /[a-z][a-z0-9_]*/
STRING: /"[^"\\n]{1,80}"/
INT: /[0-9]{1,6}/
%ignore /[ \\t]+/
"""


def kinds(tree: Any) -> list[tuple[str, str]]:
    return [(t.type, t.value) for t in tree.scan_values(lambda v: True)]


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_a_grammar_it_does_not_know_is_lexed_by_the_plugins_own_lexer(flavour: str) -> None:
    """The deck queries' grammar, and a grammar whose names may hold a dash: the plugins' own lexer. A grammar of
    the shapes it knows gets the tokenizer, whatever its keywords (`W`, which no scanner group is taken for)."""
    chosen, _ = plugin_sets(flavour)
    query = tables.load_parser(QUERY, _plugins=chosen)
    assert not isinstance(query.parser.lexer, FastLexer)
    assert query.parse("type:action (a or -b)").children
    small = Lark(SMALL, parser="lalr", lexer="contextual", keep_all_tokens=True, _plugins=chosen)
    assert isinstance(small.parser.lexer, FastLexer)
    assert kinds(small.parse('gain 2 energy; gain 3 W; say "hi";')) == [
        ("GAIN", "gain"), ("INT", "2"), ("NAME", "energy"), ("SEMICOLON", ";"),
        ("GAIN", "gain"), ("INT", "3"), ("W", "W"), ("SEMICOLON", ";"),
        ("SAY", "say"), ("STRING", '"hi"'), ("SEMICOLON", ";"),
    ]  # fmt: skip
    dashed = Lark(SMALL.replace("a-z0-9_", "a-z0-9_-"), parser="lalr", lexer="contextual", _plugins=chosen)
    assert not isinstance(dashed.parser.lexer, FastLexer)
    assert kinds(dashed.parse("gain 2 x-ray;")) == [("INT", "2"), ("NAME", "x-ray")]


# ---------------------------------------------------------------- every parser state, every kind of token


def parser_state(flavour: str, table: Any, state: int) -> Any:
    """A parser standing in `state`, as the lexer sees it (its position)."""
    if flavour == "pure":
        from lark.parsers.lalr_parser_state import ParseConf, ParserState
    else:
        from cardsmith.grammar.cplugins import _c

        ParseConf, ParserState = _c.ParseConf, _c.ParserState
    return ParserState(ParseConf(table, {}, "start"), None, [state])


def first_token(flavour: str, parser: Lark, text: str, state: Any) -> Any:
    """The first token a parser's lexer gives for `text` in a parser state, or its error."""
    thread = parser.parser._make_lexer_thread(text)
    try:
        token = next(thread.lex(state), None) if flavour == "pure" else thread.next_token(state)
    except EOFError:
        return None
    except UnexpectedInput as error:
        found = getattr(error, "token", None)
        return (
            type(error).__name__,
            error.line,
            error.column,
            sorted(getattr(error, "expected", None) or getattr(error, "allowed", None) or []),
            found and (found.type, found.value, found.line, found.column),
        )
    return token and (token.type, token.value, token.start_pos, token.line, token.column, token.end_pos)


PROBES = ["zzz", "x1_", "12", "1234567", '"a b"', '"ab', '""', "\n", "\r\n\n", "\r", "# c\nx", "^", "A", "é", ""]


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_in_every_parser_state_each_kind_of_token_is_what_its_lexer_makes(flavour: str) -> None:
    """Each keyword and mark, a keyword glued to a word, a name, numbers, quotes, new lines, a comment and stray
    characters, as the first token of a text, in a state of each set of terminals the parser may accept."""
    (_, fast), (_, real) = parsers(flavour)
    table = fast.parser.parser._parse_table
    terminals = {t.name for t in fast.terminals}
    accepting = {frozenset(actions).intersection(terminals): state for state, actions in table.states.items()}
    assert len(accepting) > 50
    spelt = {t.name: t.pattern.value for t in fast.terminals if t.pattern.type == "str"}
    probes = PROBES + [f"{k} x" for k in KEYWORDS]
    errors = 0
    for accepts, state in accepting.items():
        at = parser_state(flavour, table, state)
        glued = [f"{spelt[name]}q" for name in accepts if spelt.get(name, "").isalpha()]  # `ofq` where `of` may come
        for text in probes + glued:
            mine = first_token(flavour, fast, text, at)
            assert mine == first_token(flavour, real, text, at), (state, text)
            errors += mine is not None and mine[0] in ("UnexpectedToken", "UnexpectedCharacters")
    assert errors > 1000  # lexed by the lexer it stands for


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='az09_"\r\n #-x', max_size=12))
def test_the_scanner_finds_each_group_as_the_grammar_writes_it(text: str) -> None:
    """`SCANNED` (possessive, uncaptured) matches what the grammar's own regular expression matches."""
    from cardsmith.grammar.tokenizer import KNOWN, SCANNED

    for regexp, group in KNOWN.items():
        theirs, mine = re.match(regexp, text), re.match(SCANNED[group], text)
        assert (theirs and theirs.group()) == (mine and mine.group()), (group, text)

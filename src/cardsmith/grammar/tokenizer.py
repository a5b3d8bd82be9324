"""A contextual lexer of one regular expression and a dict per parser state, for grammars whose terminals it knows.

Lark's contextual lexer (and lark-cython's) keeps a scanner per set of terminals a parser state accepts: a
regular expression of them all, compiled when the state is first met (about 75 of them for `effects.lark`,
a dozen milliseconds), then tried at each token. When a grammar's terminals are all of the shapes below, one
regular expression finds every token of every state, and the state only decides what the token is:

- names, numbers, quoted names and new lines (`/[a-z][a-z0-9_]*/`, `/[0-9]{1,6}/`, `/"[^"\\n]{1,80}"/`,
  `/(\\r?\\n)+/`), blanks and comments (`/[ \\t]+/`, `/#[^\\n]*/`, ignored);
- keywords: words a name spells (`gain`), and punctuation (`->`, `(`), no two spelt alike, none with flags;
- one priority for all.

A word is then the keyword if the state accepts it, else a name where the state accepts names; where only
keywords may come (two or more), it is the kind the whole grammar gives it, a keyword or a name, which the
parser refuses (as `plugins._words_as_keywords` makes Lark's scanners do). A punctuation mark is its keyword
when the state accepts it. Anything else — a word where one keyword or none may come, a mark the state does
not take, a character no terminal takes — is lexed by the lexer this one stands for, from the same place:
the same token (`of` out of `offer` where `of` alone may come), or the same error. So the tokens, and the
errors, are those of that lexer (tests/grammar/test_tokenizer.py compares them on generated and mutated texts),
and that lexer is only made when a text needs it.

The grammar's terminals are checked when the lexer is made (`Shapes.of`): any other shape, a lexer callback,
a post-lexer or another regular-expression module, and the lexer it stands for is used as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Generator, Iterator
from typing import Any, NamedTuple

from lark.lexer import PatternRE, PatternStr, TerminalDef

# The regular expressions of the terminals this lexer knows, as Lark keeps them (escapes read: a new line is
# one character), by the group its scanner finds them with.
WORD = "[a-z][a-z0-9_]*"
KNOWN = {
    WORD: "W",
    "[0-9]{1,6}": "I",
    '"[^"\n]{1,80}"': "S",
    "(\r?\n)+": "N",
}
IGNORABLE = ("[ \t]+", "#[^\n]*")
# How the scanner finds each group: the same regular expressions, possessive (what follows never needs a match
# given back), their groups not captured.
SCANNED = {"W": "[a-z][a-z0-9_]*+", "I": "[0-9]{1,6}", "S": '"[^"\n]{1,80}"', "N": "(?:\r?\n)++"}
# What may not begin a keyword that is not a word: what begins another terminal, or a blank.
_NOT_MARKS = frozenset('"#_ \t\r\n') | frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_IS_WORD = re.compile(WORD + r"\Z")


class Shapes(NamedTuple):
    """What the grammar's terminals are, when this lexer knows them all: the terminal of each known regular
    expression (by its group), and each keyword's terminal by its text."""

    groups: dict[str, str]  # group -> terminal name
    words: dict[str, str]  # keyword text -> terminal name
    marks: dict[str, str]
    ignored: tuple[str, ...]  # the regular expressions of the ignored terminals

    @classmethod
    def of(cls, conf: Any, always_accept: Collection[str] = ()) -> Shapes | None:
        """The shapes of a lexer configuration's terminals, or None if this lexer cannot stand for its lexer."""
        if conf.callbacks or conf.use_bytes or conf.g_regex_flags or conf.re_module is not re or always_accept:
            return None
        terminals: list[TerminalDef] = list(conf.terminals)
        if getattr(conf, "postlex", None) is not None or len({t.priority for t in terminals}) > 1:
            return None
        found: dict[str, dict[str, str]] = {"group": {}, "word": {}, "mark": {}, "ignored": {}}
        for t in terminals:
            sort = _sort(t, t.name in conf.ignore)
            if sort is None or sort[1] in found[sort[0]]:
                return None  # unknown, or a second terminal of one shape or text
            found[sort[0]][sort[1]] = t.name
        groups, words = found["group"], found["word"]
        if (words and "W" not in groups) or set(conf.ignore) - {t.name for t in terminals}:
            return None
        return cls(groups, words, found["mark"], tuple(found["ignored"]))

    def scanner(self) -> Callable[[str, int], list[tuple[str, str, str]]]:
        """Every token of a text from a place, as (what is skipped before it, the token, a character no terminal
        takes): one regular expression, whose every alternative is a terminal's, the longest mark first, the end
        an empty token."""
        skip = "(?:" + "|".join(self.ignored) + ")*+" if self.ignored else ""
        tokens = [SCANNED[group] for group in self.groups]
        tokens += [re.escape(mark) for mark in sorted(self.marks, key=lambda m: (-len(m), m))]
        tokens.append(r"\Z")
        return re.compile(f"({skip})(?:({'|'.join(tokens)})|((?s:.)))").findall

    def first(self) -> dict[str, str]:
        """The key of the group of a token that is no keyword (`Decisions`), by its first character."""
        groups = {"W": "abcdefghijklmnopqrstuvwxyz", "I": "0123456789", "S": '"', "N": "\r\n"}
        return {c: _key(group) for group in self.groups for c in groups[group]}


def _key(group: str) -> str:
    """A scanner group's key in a state's `Decisions`: no token is spelt so (a keyword holds no blank)."""
    return " " + group


def _sort(terminal: TerminalDef, ignored: bool) -> tuple[str, str] | None:
    """What a terminal is to this lexer: ("group", its scanner group), ("word" or "mark", its text), ("ignored", its
    regular expression); None if it cannot say."""
    pattern = terminal.pattern
    if pattern.flags:
        return None
    if isinstance(pattern, PatternStr):
        text = pattern.value
        if _IS_WORD.match(text):
            return "word", text
        if not text or text[0] in _NOT_MARKS or any(c.isspace() or c == '"' for c in text):
            return None
        return "mark", text
    if not isinstance(pattern, PatternRE) or (pattern.value in IGNORABLE) != ignored:
        return None
    if ignored:
        return "ignored", pattern.value
    return ("group", KNOWN[pattern.value]) if pattern.value in KNOWN else None


class Decisions(dict[int, dict[str, str]]):
    """What each parser state makes of a token: its kind by its text (a keyword) or by its scanner group (`_key`:
    `W` for a word that is no keyword here, `I`, `S`, `N`); a token it has no kind for goes to the lexer this one
    stands for. Made for a state when it is first met, once per set of accepted terminals."""

    def __init__(self, shapes: Shapes, states: dict[int, Collection[str]]) -> None:
        super().__init__()
        self.shapes = shapes
        self.states = states
        self.by_accepts: dict[frozenset[str], dict[str, str]] = {}
        self.grammar_words = dict(shapes.words)  # a word's kind in the whole grammar, but for plain names

    def __missing__(self, state: int) -> dict[str, str]:
        accepts = frozenset(self.states[state])
        found = self.by_accepts.get(accepts)
        if found is None:
            found = self.by_accepts[accepts] = self.decide(accepts)
        self[state] = found
        return found

    def decide(self, accepts: frozenset[str]) -> dict[str, str]:
        shapes = self.shapes
        decided = {text: name for text, name in shapes.marks.items() if name in accepts}
        words = {text: name for text, name in shapes.words.items() if name in accepts}
        name = shapes.groups.get("W")
        if name is not None and name in accepts:  # a word: the keyword it spells here, else a name
            decided |= words
            decided[_key("W")] = name
        elif len(words) >= 2:  # only keywords: a word is what it is in the whole grammar, refused if not here
            decided |= self.grammar_words
            decided[_key("W")] = shapes.groups["W"]
        else:
            decided |= words  # one keyword, or none: only the keyword itself, the rest goes to the real lexer
        for group in ("I", "S", "N"):
            kind = shapes.groups.get(group)
            if kind is not None and kind in accepts:
                decided[_key(group)] = kind
        return decided


class FastLexer:
    """A contextual lexer (`Shapes`), standing for the lexer `make_real` makes, which it makes only when a
    text needs it. Its `thread(text)` is what the parser reads a text's tokens from."""

    def __init__(
        self, shapes: Shapes, states: dict[int, Collection[str]], make_real: Callable[[], Any], token: type, pure: bool
    ) -> None:
        self.decisions = Decisions(shapes, states)
        self.scan = shapes.scanner()
        self.first = shapes.first()
        self.make_real = make_real
        self.token = token
        self.pure = pure
        self._real: Any = None

    @property
    def real(self) -> Any:
        """The lexer this one stands for (made at first use)."""
        if self._real is None:
            self._real = self.make_real()
        return self._real

    def thread(self, text: str) -> Tokens:
        return Tokens(self, text)


class Tokens:
    """One text's tokens, each made when the parser asks for it, of the kind the parser's state decides.

    lark-cython's parser asks `next_token(parser_state)` for each token (EOFError at the end): it is the `send` of
    a generator (`_tokens`), resumed in C, with no Python call made per token. Lark's parser iterates over
    `lex(parser_state)`. A text's tokens are read once: Lark's `on_error` and interactive parsing, which resume a
    stopped parse, are not offered (cardsmith uses neither)."""

    __slots__ = ("next_token", "text")

    def __init__(self, lexer: FastLexer, text: str) -> None:
        self.text = text
        reading = _tokens(lexer, text)
        next(reading)  # at the start, waiting for the parser's state
        self.next_token: Callable[[Any], Any] = reading.send

    def lex(self, parser_state: Any) -> Iterator[Any]:
        next_token = self.next_token
        try:
            while True:
                yield next_token(parser_state)
        except EOFError:
            return


def _tokens(lexer: FastLexer, text: str) -> Generator[Any, Any, None]:
    """Each token of `text`, for the parser state sent for it. The text is split at once (`Shapes.scanner`); a
    token is made of the kind the state decides (`Decisions`), or, where it decides none, by the real lexer."""
    scan, decisions, first, token = lexer.scan, lexer.decisions, lexer.first, lexer.token
    pos = line_start = 0
    line = 1
    last: Any = None
    parser_state = yield None
    found = scan(text, 0)
    while True:
        for skipped, value, other in found:
            decided = decisions[parser_state.position]
            kind = decided.get(value) or decided.get(first.get(value[:1], ""))
            if kind is None:
                if not (value or other):
                    raise EOFError(text)
                break  # for the real lexer
            start = pos + len(skipped)
            column = start - line_start + 1
            pos = start + len(value)
            if value[0] in "\r\n":
                lines = value.count("\n")
                last = token(kind, value, start, line, column, line + lines, 1, pos)
                line += lines
                line_start = pos
            else:
                last = token(kind, value, start, line, column, line, column + len(value), pos)
            parser_state = yield last
        last, pos, line, line_start = _delegated(lexer, text, pos, line, line_start, last, parser_state)
        parser_state = yield last
        found = scan(text, pos)


def _delegated(
    lexer: FastLexer, text: str, pos: int, line: int, line_start: int, last: Any, parser_state: Any
) -> tuple[Any, int, int, int]:
    """The next token as the real lexer finds it from `pos` (or its error): with the place it leaves."""
    real = lexer.real
    if lexer.pure:
        from lark.lexer import LexerState, LineCounter
        from lark.utils import TextSlice

        counter: Any = LineCounter("\n")
        state: Any = LexerState(TextSlice(text, 0, len(text)), counter, last)
    else:
        from lark_cython import lark_cython as _c

        counter = _c.LineCounter("\n")
        state = _c.LexerState(text, counter, last)
    counter.char_pos, counter.line, counter.line_start_pos = pos, line, line_start
    counter.column = pos - line_start + 1
    if lexer.pure:
        made = next(real.lex(state, parser_state), None)
        if made is None:
            raise EOFError(text)
    else:
        made = real.next_token(state, parser_state)
    return made, counter.char_pos, counter.line, counter.line_start_pos


def fast_or(make_real: Callable[[Any, dict[int, Any], Any], Any], token: type, pure: bool) -> Callable[..., Any]:
    """A `ContextualLexer` plugin: this module's lexer where it knows the grammar's terminals, else the one
    `make_real` makes (given the same arguments), which the fast one also stands for."""

    def contextual_lexer(conf: Any, states: dict[int, Any], always_accept: Any = ()) -> Any:
        shapes = Shapes.of(conf, always_accept)
        if shapes is None:
            return make_real(conf, states, always_accept)
        return FastLexer(shapes, states, lambda: make_real(conf, states, always_accept), token, pure)

    return contextual_lexer


def thread_class(real: Any) -> type:
    """A `LexerThread` plugin: a text's `Tokens` when the lexer is a `FastLexer`, else `real`'s thread."""

    class Thread:
        @classmethod
        def from_text(cls, lexer: Any, text: Any) -> Any:
            if isinstance(lexer, FastLexer) and type(text) is str:
                return lexer.thread(text)
            return real.from_text(lexer.real if isinstance(lexer, FastLexer) else lexer, text)

        def __new__(cls, lexer: Any, state: Any) -> Any:  # Lark makes a thread without text this way
            return real(lexer.real if isinstance(lexer, FastLexer) else lexer, state)

    return Thread

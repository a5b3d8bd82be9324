"""The registry: every effect, trigger, condition, expression and selector kind, declared once.

Each `Kind` names the grammar rule that parses it (the rule name is also its IR tag), the order and
type of its slots (the children the rule yields, in order), a canonical `syntax` template and a
docstring. From this table come the grammar's lists of kinds and verb forms (`syntax.py`), the
compiler's tree-to-IR builders, the canonical formatter, the JSON Schema of the IR and the generated
language reference; `tests/compiler/test_registry.py` proves that the grammar and this table name the
same things. `docs/adding-a-kind.md` lists what is still written by hand.

Syntax template: plain words are keywords, `~verb` is a verb that takes an `s` after a third-person
actor, `{slot}` is a slot, and `[ ... ]` is an optional part shown only when its slots are set.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Slot types. A `name:<namespace>` slot is a bare word checked against the game's declarations.
SLOT_TYPES = {
    "expr",
    "cond",
    "player",
    "cards",
    "zone",
    "body",
    "blocks",
    "words",
    "event",
    "facing",
    "op",
    "side",
    "args",
    "period",
    "edge",
    "whose",
    "comparative",
    "superlative",
    "card_ref",
    "cmp",
    "target",
    "int",
    "quantity",
    "pick",
    "location",
}

# Namespaces for `name:` slots, i.e. what a bare word must be declared as.
NAMESPACES = {
    "amount": "a resource, counter or token",
    "zone": "a zone",
    "place": "a zone, card type, side, component or sheet area",
    "stat": "a stat, resource, counter or numeric card field",
    "field": "a numeric card field or stat",
    "card_field": "a card field (of any type), or name, type or id",
    "event": "an event, phase or step",
    "rule": "a declared rule",
    "table": "a declared table",
    "marker": "a token, marker or component",
    "filter": "a card type, field value, state, side, token, component or card name",
    "event_filter": "a card type, field value, state, side, token, component, card name or an amount",
    "value": "a resource, counter, stat or numeric field",
    "side": "a side",
    "param": "a parameter of the rule being declared",
}

CATEGORY_KEYS = {
    "effect": "effect",
    "trigger": "trigger",
    "cond": "cond",
    "expr": "expr",
    "player": None,  # players are plain strings in the IR
    "cards": "cards",
    "zone": "zone",
}


@dataclass(frozen=True)
class Kind:
    """One kind of node: a grammar rule, an IR tag, its slots and its canonical text."""

    category: str
    name: str
    syntax: str
    doc: str
    slots: tuple[tuple[str, str], ...] = ()
    rest: str | None = None  # the last slot takes every remaining child (a list)
    examples: tuple[str, ...] = ()

    @property
    def slot_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.slots)

    def slot_type(self, slot: str) -> str:
        return dict(self.slots)[slot]


@dataclass
class Registry:
    kinds: dict[str, Kind] = field(default_factory=dict)

    def add(self, kind: Kind) -> None:
        if kind.name in self.kinds:
            raise ValueError(f"kind {kind.name!r} declared twice")
        for _, slot_type in kind.slots:
            base = slot_type.split(":")[0]
            if base == "name":
                if slot_type.split(":")[1] not in NAMESPACES:
                    raise ValueError(f"{kind.name}: unknown namespace in {slot_type}")
            elif base not in SLOT_TYPES:
                raise ValueError(f"{kind.name}: unknown slot type {slot_type}")
        self.kinds[kind.name] = kind

    def of(self, category: str) -> list[Kind]:
        return [k for k in self.kinds.values() if k.category == category]

    def __getitem__(self, name: str) -> Kind:
        return self.kinds[name]

    def __contains__(self, name: object) -> bool:
        return name in self.kinds


REGISTRY = Registry()


def _kind(
    category: str,
    name: str,
    syntax: str,
    doc: str,
    *slots: str,
    rest: str | None = None,
    examples: tuple[str, ...] = (),
) -> None:
    pairs = tuple((s.split("=")[0], s.split("=")[1]) for s in slots)
    REGISTRY.add(Kind(category, name, syntax, doc, pairs, rest, examples))


A = "actor=player"  # the optional acting player; absent means "you"

# ---------------------------------------------------------------- effects
E = "effect"
_kind(
    E,
    "gain",
    "[{actor}] ~gain {amount} {resource}",
    "Add to a resource, counter or token supply (capped by its bounds).",
    A,
    "amount=expr",
    "resource=name:amount",
    examples=("gain 2 energy", "each player gains 1 water"),
)
_kind(
    E,
    "lose",
    "[{actor}] ~lose {amount} {resource}",
    "Take away from a resource or counter (never below its minimum).",
    A,
    "amount=expr",
    "resource=name:amount",
    examples=("lose 1 ore",),
)
_kind(
    E,
    "pay",
    "[{actor}] ~pay {amount} {resource} [to {to}]",
    "Spend a resource, to the bank or to a player; as a cost it must be affordable.",
    A,
    "amount=expr",
    "resource=name:amount",
    "to=player",
    examples=("pay 2 energy to opponent",),
)
_kind(
    E,
    "set",
    "[{actor}] ~set {name} to {value}",
    "Set a resource or counter to a value.",
    A,
    "name=name:amount",
    "value=expr",
    examples=("set energy to 2",),
)
_kind(
    E,
    "draw",
    "[{actor}] ~draw {amount} [{filter}] [from {source}]",
    "Draw cards into your hand (reshuffling as the game's zones say).",
    A,
    "amount=expr",
    "filter=words",
    "source=zone",
    examples=("draw 1 action", "draw 1 planet from planet_deck"),
)
_kind(
    E,
    "discard",
    "[{actor}] ~discard {target}",
    "Put cards from where they are (your hand by default) into their discard.",
    A,
    "target=cards",
    examples=("discard 2 from hand",),
)
_kind(
    E,
    "destroy",
    "[{actor}] ~destroy {target}",
    "Move cards that are in play to their discard.",
    A,
    "target=cards",
    examples=("destroy 1 free_card action on any planet",),
)
_kind(
    E,
    "move",
    "[{actor}] ~move {target} to {destination} [{facing}]",
    "Move cards to a zone.",
    A,
    "target=cards",
    "destination=zone",
    "facing=facing",
    examples=("move this to play_area",),
)
_kind(
    E,
    "take",
    "[{actor}] ~take {target}",
    "Take cards into your hand.",
    A,
    "target=cards",
    examples=("take 1 random action from hand of opponent",),
)
_kind(
    E,
    "reveal",
    "[{actor}] ~reveal {target} [to {destination}]",
    "Turn cards face up, moving them if a zone is given.",
    A,
    "target=cards",
    "destination=zone",
    examples=("reveal 1 planet from planet_deck to table",),
)
_kind(
    E,
    "shuffle",
    "[{actor}] ~shuffle {zone} [into {into}]",
    "Shuffle a zone, or shuffle it into another.",
    A,
    "zone=zone",
    "into=zone",
    examples=("shuffle discard into action_deck",),
)
_kind(
    E,
    "deal",
    "deal {amount} [{filter}] from {source} to {to}",
    "Deal cards from a zone to players' hands.",
    "amount=expr",
    "filter=words",
    "source=zone",
    "to=player",
    examples=("deal 5 character from character_deck to each player",),
)
_kind(
    E,
    "play",
    "[{actor}] ~play {target} [at {host}] [to {destination}]",
    "Play cards (an extra play, or the turn's play): at a host card, into a zone (a shared pile), or into "
    "the player's play zone.",
    A,
    "target=cards",
    "host=cards",
    "destination=zone",
    examples=("play 1 action from hand at this planet", "play 1 card from hand to discard_pile"),
)
_kind(
    E,
    "refill",
    "[{actor}] ~refill {zone} to {amount} [from {source}]",
    "Fill a zone up to a number of cards.",
    A,
    "zone=zone",
    "amount=expr",
    "source=zone",
    examples=("refill market to 4 from crew_deck",),
)
_kind(
    E,
    "advance",
    "[{actor}] ~advance {amount} [{marker}] on {target}",
    "Move a marker forward on a card or track.",
    A,
    "amount=expr",
    "marker=name:marker",
    "target=cards",
    examples=("advance 1 on any planet",),
)
_kind(
    E,
    "retreat",
    "[{actor}] ~retreat {amount} [{marker}] on {target}",
    "Move a marker back on a card or track.",
    A,
    "amount=expr",
    "marker=name:marker",
    "target=cards",
    examples=("retreat 1 on this planet",),
)
_kind(
    E,
    "rotate",
    "[{actor}] ~rotate {target} to {side}",
    "Turn a card so that another of its sides is active.",
    A,
    "target=cards",
    "side=side",
    examples=("rotate 1 free_card action on any planet to any side",),
)
_kind(
    E,
    "flip",
    "[{actor}] ~flip {target} [{facing}]",
    "Turn cards over.",
    A,
    "target=cards",
    "facing=facing",
    examples=("flip this face down",),
)
_kind(
    E,
    "attach",
    "[{actor}] ~attach {amount} {token} to {target}",
    "Put tokens on a card.",
    A,
    "amount=expr",
    "token=name:amount",
    "target=cards",
    examples=("attach 1 potion to 1 character on this album",),
)
_kind(
    E,
    "remove",
    "[{actor}] ~remove {amount} {token} [from {target}]",
    "Take tokens off a card, or out of your supply.",
    A,
    "amount=expr",
    "token=name:amount",
    "target=cards",
    examples=("remove 1 helmet",),
)
_kind(
    E,
    "knockout",
    "[{actor}] ~knock out {target}",
    "Knock cards out: face down, in place, not counted.",
    A,
    "target=cards",
    examples=("knock out 1 strongest roman character on this album",),
)
_kind(
    E,
    "revive",
    "[{actor}] ~revive {target}",
    "Turn knocked-out cards face up again, without their abilities.",
    A,
    "target=cards",
    examples=("revive 1 face_down character on this album",),
)
_kind(
    E,
    "eliminate",
    "[{actor}] ~eliminate {target}",
    "Discard cards in play, with their tokens.",
    A,
    "target=cards",
    examples=("eliminate 1 visible character on any album",),
)
_kind(
    E,
    "summon",
    "[{actor}] ~summon {target}",
    "Bring cards in play over to your side.",
    A,
    "target=cards",
    examples=("summon 1 visible character on any album",),
)
_kind(
    E,
    "score",
    "[{actor}] ~score {amount} [{counter}]",
    "Add victory points (or another declared counter).",
    A,
    "amount=expr",
    "counter=name:amount",
    examples=("score 3", "score 15 sestertii"),
)
_kind(E, "win", "[{actor}] ~win the game", "End the game with a win.", A, examples=("you win the game",))
_kind(E, "lose_game", "[{actor}] ~lose the game", "End the game with a loss.", A, examples=("lose the game",))
_kind(
    E,
    "extra_turn",
    "[{actor}] ~take an extra turn",
    "Take another turn after this one.",
    A,
    examples=("take an extra turn",),
)
_kind(
    E,
    "next_turn",
    "[{actor}] ~take the next turn",
    "The next turn is this player's; the turn order goes on from them.",
    A,
    examples=("opponent takes the next turn",),
)
_kind(
    E,
    "first_player",
    "[{actor}] ~become the first player",
    "This player starts the next round (and is named by `first player`).",
    A,
    examples=("left neighbour becomes the first player",),
)
_kind(
    E,
    "end_game",
    "end the game",
    "End the game now; the game's scoring decides the winner.",
    examples=("when count(planet in planet_deck) == 0: end the game",),
)
_kind(
    E,
    "signal",
    "signal {event} [for {player}]",
    "Raise an event, so that the abilities waiting for it run.",
    "event=event",
    "player=player",
    examples=("signal conflict for opponent",),
)
_kind(
    E,
    "look",
    "[{actor}] ~look at {target}",
    "Look at cards without showing them to anyone else.",
    A,
    "target=cards",
    examples=("look at all in planet_deck",),
)
_kind(
    E,
    "write",
    "[{actor}] ~write {amount} in {target}",
    "Write a number in a box of a sheet.",
    A,
    "amount=expr",
    "target=cards",
    examples=("write 5 in 1 empty box in any zone_area",),
)
_kind(
    E,
    "cross",
    "[{actor}] ~cross {amount} [{filter}] [in {target}]",
    "Cross off symbols or boxes on a sheet.",
    A,
    "amount=expr",
    "filter=words",
    "target=cards",
    examples=("cross 1 astronaut",),
)
_kind(
    E,
    "circle",
    "[{actor}] ~circle {amount} [{filter}] [in {target}]",
    "Circle symbols on a sheet.",
    A,
    "amount=expr",
    "filter=words",
    "target=cards",
    examples=("circle 1 water",),
)
_kind(
    E,
    "modify",
    "modify {stat} {op} {amount} [of {target}]",
    "Change a number while the ability lasts (a static).",
    "stat=name:stat",
    "op=op",
    "amount=expr",
    "target=cards",
    examples=("modify strength + 2", "modify strength x 2 of it"),
)
_kind(
    E,
    "discount",
    "discount {amount} {resource} [on {filter}]",
    "Make costs lower (a static).",
    "amount=expr",
    "resource=name:amount",
    "filter=words",
    examples=("discount 1 ore on expand",),
)
_kind(
    E,
    "forbid",
    "forbid {filter} [on {target}]",
    "Forbid using a token, card or action (a static).",
    "filter=words",
    "target=cards",
    examples=("forbid potion on this album",),
)
_kind(
    E,
    "require",
    "require {condition}",
    "A condition that must hold for the play to be legal.",
    "condition=cond",
    examples=("require count(neutral character on each side) <= 1",),
)
_kind(
    E,
    "choose",
    "[{actor}] ~choose {amount} {options}",
    "Choose that many of the bracketed options.",
    A,
    "amount=expr",
    rest="options=blocks",
    examples=("choose 1 [gain 2 energy] or [gain 2 ore]",),
)
_kind(
    E,
    "may",
    "[{actor}] may {body}",
    "An optional effect: the player decides.",
    A,
    "body=body",
    examples=("may draw 1 card",),
)
_kind(
    E,
    "if_then",
    "if {condition} then {then} [else {otherwise}]",
    "Do something only if a condition holds.",
    "condition=cond",
    "then=body",
    "otherwise=body",
    examples=("if energy > 3 then draw 1 card",),
)
_kind(
    E,
    "for_each",
    "for each {over} {body}",
    "Repeat for each player or card; inside, `them`/`it` is the current one. With a number (`for each up to 3 "
    "planet on table`), you pick the cards one at a time, in your order, among those there are at each pick.",
    "over=target",
    "body=body",
    examples=("for each player [gain 1 water]",),
)
_kind(
    E,
    "repeat",
    "repeat {times} {body}",
    "Do something several times.",
    "times=expr",
    "body=body",
    examples=("repeat 2 [draw 1 card]",),
)
_kind(
    E,
    "repeat_until",
    "repeat until {condition} {body}",
    "Do something again and again until a condition holds (checked before each time); a loop that never "
    "ends is stopped by the step budget, naming its cards.",
    "condition=cond",
    "body=body",
    examples=("repeat until count(card in hand) >= 5 [draw 1 card]",),
)
_kind(
    E,
    "rule",
    "rule {name}[{args}]",
    "Run a procedure the pack declares under `rules:`.",
    "name=name:rule",
    "args=args",
    examples=("rule produce(2)",),
)

# ---------------------------------------------------------------- triggers (an ability's headers)
T = "trigger"
_kind(
    T,
    "on_event",
    "on {event} [of {filter}]",
    "When this card (or a card of the filter) meets the event.",
    "event=event",
    "filter=words",
    examples=("on play: gain 2 energy",),
)
_kind(
    T,
    "whenever",
    "whenever {player} {event} [{filter}]",
    "Each time a player does something.",
    "player=player",
    "event=event",
    "filter=words",
    examples=("whenever you gain energy: gain 1 ore",),
)
_kind(
    T,
    "at_time",
    "at {edge} of [{whose}] {period} [{name}]",
    "At the start or end of a turn, round, game, phase or step.",
    "edge=edge",
    "whose=whose",
    "period=period",
    "name=name:event",
    examples=("at start of your turn: gain 2 ore",),
)
_kind(
    T,
    "when_state",
    "when {condition}",
    "As soon as a condition becomes true.",
    "condition=cond",
    examples=("when points >= 3: win the game",),
)
_kind(
    T,
    "while_static",
    "while {condition}",
    "A static ability, on as long as the condition holds.",
    "condition=cond",
    examples=("while count(potion on this card) > 0: modify strength x 2",),
)
_kind(
    T,
    "during",
    "during {name}",
    "During an event, phase or step (e.g. a conflict).",
    "name=name:event",
    examples=("during conflict: modify strength + 2",),
)
_kind(T, "to_play", "to play", "A requirement or cost to play this card.", examples=("to play: remove 1 helmet",))
_kind(
    T,
    "limit",
    "once per {period}",
    "At most once per turn, round or game.",
    "period=period",
    examples=("once per turn: pay 2 energy to opponent -> advance 1 on any planet",),
)
_kind(
    T,
    "condition_header",
    "if {condition}",
    "Only if a condition holds.",
    "condition=cond",
    examples=("if you have more energy than opponent: advance 1 on any planet",),
)

# ---------------------------------------------------------------- conditions
C = "cond"
_kind(
    C,
    "compare",
    "{left} {op} {right}",
    "Compare two numbers.",
    "left=expr",
    "op=cmp",
    "right=expr",
    examples=("count(planet in play_area) >= 3",),
)
_kind(
    C,
    "more_than",
    "{player} ~have {comparative} {name} than {other}",
    "Compare one amount across two players.",
    "player=player",
    "comparative=comparative",
    "name=name:value",
    "other=player",
    examples=("you have more energy than opponent",),
)
_kind(
    C,
    "most",
    "{player} ~have the {superlative} {name}",
    "A player has the most (or the fewest) of an amount; tied players all do.",
    "player=player",
    "superlative=superlative",
    "name=name:value",
    examples=("you have the most points", "opponent has the fewest energy"),
)
_kind(
    C,
    "same",
    "{left} ~share {field} with {right}",
    "Two cards have the same value of a field: a number, a choice (suit, faction), a name.",
    "left=card_ref",
    "field=name:card_field",
    "right=cards",
    examples=("it shares suit with the card just played",),
)
_kind(
    C,
    "has",
    "{player} ~have {cards}",
    "A player has at least one such card.",
    "player=player",
    "cards=cards",
    examples=("opponent has 1 planet in hand",),
)
_kind(C, "either", "{left} or {right}", "Either condition.", "left=cond", "right=cond")
_kind(C, "both", "{left} and {right}", "Both conditions.", "left=cond", "right=cond")
_kind(C, "negate", "not {arg}", "The condition does not hold.", "arg=cond")

# ---------------------------------------------------------------- expressions
X = "expr"
_kind(X, "number", "{value}", "A whole number (plain JSON integer in the IR).", "value=int")
_kind(
    X,
    "arith",
    "{left} {op} {right}",
    "Arithmetic: + - * / (whole numbers, / rounds down).",
    "left=expr",
    "op=op",
    "right=expr",
    examples=("2 * count(factory owned by them)",),
)
_kind(
    X,
    "value",
    "{name} [of {of}]",
    "A player's resource, counter or stat (yours by default).",
    "name=name:value",
    "of=player",
    examples=("energy of opponent",),
)
_kind(
    X,
    "count",
    "count({of})",
    "How many cards (or things) a selector finds.",
    "of=cards",
    examples=("count(planet in play_area)",),
)
_kind(
    X,
    "total",
    "sum {field} of {of}",
    "The sum of a numeric field over the selected cards.",
    "field=name:field",
    "of=cards",
    examples=("sum strength of visible gaul character on this album",),
)
_kind(
    X,
    "minmax",
    "{op}({args})",
    "The least or greatest of several numbers.",
    "op=op",
    rest="args=expr",
    examples=("max(energy, ore)",),
)
_kind(X, "param", "${name}", "A parameter of a declared rule.", "name=name:param")
_kind(
    X,
    "lookup",
    "{table}\\[{index}\\]",
    "An entry of a declared table.",
    "table=name:table",
    "index=expr",
    examples=("military[count(planet in play_area)]",),
)

# ---------------------------------------------------------------- players (plain strings in the IR)
P = "player"
_kind(P, "you", "you", "The player who runs the ability.")
_kind(P, "opponent", "opponent", "The (chosen) opponent.")
_kind(P, "each_player", "each player", "Every player, in turn order from you.")
_kind(P, "each_opponent", "each opponent", "Every player but you.")
_kind(P, "owner", "owner", "The owner of this card.")
_kind(P, "left", "left neighbour", "The player to your left.")
_kind(P, "right", "right neighbour", "The player to your right.")
_kind(P, "neighbours", "each neighbour", "Both neighbours.")
_kind(P, "active", "active player", "The player whose turn it is.")
_kind(P, "them", "them", "The player of the current `for each`.")
_kind(P, "first", "first player", "The first player of the game (or of the round).")
_kind(P, "last", "last player", "The last player in turn order.")

# ---------------------------------------------------------------- card selectors
S = "cards"
_kind(
    S,
    "card_set",
    "[{quantity}] [{pick}] [{filter}] [owned by {owner}] [{location}] [where ({where})]",
    "Cards (or other things) by quantity, pick, filter words, owner, place and condition.",
    "quantity=quantity",
    "pick=pick",
    "filter=words",
    "owner=player",
    "location=location",
    "where=cond",
    examples=("1 strongest roman character on this album", "2 from hand"),
)
_kind(
    S,
    "this",
    "this [{what}]",
    "This card (`this card`), or the card of that type it sits on (`this planet`).",
    "what=name:place",
)
_kind(S, "it", "it", "The card of the current `for each` or the last one chosen.")
_kind(S, "just_played", "the card just played", "The card played last in the game, by anyone (none before a play).")
_kind(S, "union", "({left} + {right})", "Cards in either selection.", "left=cards", "right=cards")
_kind(S, "minus", "({left} - {right})", "Cards in the first selection but not the second.", "left=cards", "right=cards")

# ---------------------------------------------------------------- zones
Z = "zone"
_kind(
    Z,
    "zone_named",
    "{name} [of {of}]",
    "A declared zone, yours unless another player is named.",
    "name=name:zone",
    "of=player",
)
_kind(Z, "zone_this", "this {name}", "The card or zone this card sits in (this planet, this album).", "name=name:place")
_kind(Z, "zone_any", "any {name}", "Any one of those (chosen when the effect runs).", "name=name:place")
_kind(Z, "zone_each", "each {name}", "Each one of those.", "name=name:place")
_kind(Z, "zone_it", "it", "The card of the current `for each`, as a place (on it, to it).")


# Events every game has; packs add their own under `events:`.
BUILTIN_EVENTS = (
    "play",
    "reveal",
    "discard",
    "destroy",
    "draw",
    "gain",
    "lose",
    "pay",
    "score",
    "win",
    "enter",
    "leave",
    "knockout",
    "revive",
    "eliminate",
    "summon",
    "capture",
    "complete",
    "conflict",
    "cross",
    "circle",
    "write",
)
VERB_FORMS = {
    "plays": "play",
    "gains": "gain",
    "loses": "lose",
    "draws": "draw",
    "discards": "discard",
    "reveals": "reveal",
    "destroys": "destroy",
    "wins": "win",
    "pays": "pay",
    "scores": "score",
    "crosses": "cross",
    "circles": "circle",
    "writes": "write",
}

# Words a filter always understands.
BUILTIN_FILTER_WORDS = ("card", "cards", "empty", "visible", "face_down", "face_up")


def conjugate(verb: str) -> str:
    """Third person singular: gain -> gains, cross -> crosses."""
    return verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")

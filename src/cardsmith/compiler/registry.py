"""The registry: every effect, trigger, condition, expression and selector kind, declared once.

Each `Kind` names the grammar rule that parses it (the rule name is also its IR tag), the order and
type of its slots (the children the rule yields, in order), a canonical `syntax` template, a
docstring and its `runtime` meaning: what `cardsmith.runtime` does when it plays the kind (who
chooses, bounds, the events it raises, defaults), read off the runtime's code. From this table come
the grammar's lists of kinds and verb forms (`syntax.py`), the compiler's tree-to-IR builders, the
canonical formatter, the JSON Schema of the IR and the generated language reference, which prints
each kind's runtime meaning under "At run time"; `tests/compiler/test_registry.py` proves that the
grammar and this table name the same things, and that every kind states its runtime meaning.
`docs/adding-a-kind.md` lists what is still written by hand.

Syntax template: plain words are keywords, `~verb` is a verb that takes an `s` after a third-person
actor, `{slot}` is a slot, and `[ ... ]` is an optional part shown only when its slots are set.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

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
    "place": "a zone, card type, side, component, sheet area or card id",
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


class Kind(NamedTuple):
    """One kind of node: a grammar rule, an IR tag, its slots and its canonical text."""

    category: str
    name: str
    syntax: str
    doc: str
    slots: tuple[tuple[str, str], ...] = ()
    rest: str | None = None  # the last slot takes every remaining child (a list)
    examples: tuple[str, ...] = ()
    runtime: str = ""  # what the runtime does when it plays the kind (docs/language.md, "At run time")

    @property
    def slot_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.slots)

    def slot_type(self, slot: str) -> str:
        return dict(self.slots)[slot]


@dataclass
class Registry:
    """Every effect kind by name, in the order declared: the one list the grammar, IR, schema and docs read."""

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
    runtime: str = "",
) -> None:
    pairs = tuple((s.split("=")[0], s.split("=")[1]) for s in slots)
    REGISTRY.add(Kind(category, name, syntax, doc, pairs, rest, examples, runtime))


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
    runtime=(
        "Adds the amount to the actor's resource, counter or token supply, held within its declared bounds (a token "
        "supply: 0 to `max_per_player`, and no more than is left of the token's `count`: what no player holds and "
        "no card carries); a game-wide counter is the game's own. A resource with a `supply` (its cards in the "
        "whole game) is taken from a bank holding the supply less what the players hold: a bank that runs out gives "
        "no more. A negative amount adds nothing. Raises `gain` for the actor when the value changed."
    ),
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
    runtime=(
        "Takes the amount away, never below the minimum; it never fails, the actor loses what there is. A negative "
        "amount takes nothing. Raises `lose` for the actor when the value changed."
    ),
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
    runtime=(
        "Takes the amount from the actor, never below the minimum, and gives what was actually taken to the player "
        "`to` names; to several (`to each opponent`), the amount goes to each in turn order, taken each time (`to "
        "opponent` asks which one when there are several; what goes past a receiver's maximum is lost). Raises "
        "`lose` and `gain` when a value changed, then `pay` for the actor, even when nothing was paid. As a cost "
        "it must be affordable: the actor holds the sum of the cost's `pay` (times the receivers, to each player "
        "or opponent) and `lose` of that resource (a static `modify` does not count), else the ability is not "
        "offered or run."
    ),
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
    runtime=(
        "Sets the actor's resource, counter or token supply to the value, held within its bounds. Raises `gain` or "
        "`lose` when the value changed."
    ),
)
_kind(
    E,
    "draw",
    "[{actor}] ~draw {amount} [{filter}] [from {source}]",
    "Draw cards into your hand, from the top of a deck.",
    A,
    "amount=expr",
    "filter=words",
    "source=zone",
    examples=("draw 1 action", "draw 1 planet from planet_deck"),
    runtime=(
        "Moves cards one at a time from the top of the source (yours when it is a player's zone) into the actor's "
        "hand, face down unless the hand is public. Without `from`, the source is the deck `runtime.decks` gives for "
        "the first filter word that names a card type, else every deck declared there. A filter skips the cards that "
        "do not match. When no card is left, the pile `runtime.restock` names for that deck is shuffled into it and "
        "the draw goes on; without one (or with that pile empty too) it stops. Raises `draw` for each card."
    ),
)
_kind(
    E,
    "discard",
    "[{actor}] ~discard {target}",
    "Put cards from where they are (your hand by default) into their discard.",
    A,
    "target=cards",
    examples=("discard 2 from hand",),
    runtime=(
        "Without a place, looks in the actor's hand. Each card goes on top of its discard pile (`runtime.discard` for "
        "its card type, else `runtime.default_discard`), face up, owned by nobody, with no side; its tokens go back to "
        "the supply and its markers are removed. A full pile (`capacity`) leaves the card as it was (its side, owner "
        "and tokens), and raises nothing for it. Raises `discard` for each card discarded; the card meets its own "
        "`on discard` for the player who held it. As a cost it needs as many matching cards as its number (1 for "
        "`all`)."
    ),
)
_kind(
    E,
    "destroy",
    "[{actor}] ~destroy {target}",
    "Move cards that are in play to their discard.",
    A,
    "target=cards",
    examples=("destroy 1 free_card action on any planet",),
    runtime=(
        "Without a place, looks among the cards in play (the board, every player's active zones, the piles at the "
        "cards on the board). Each card goes to its discard pile as with `discard`: face up, owned by nobody, its "
        "tokens back to the supply (a full pile leaves it as it was). Raises `destroy` for each card that went. As a "
        "cost it needs enough matching cards."
    ),
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
    runtime=(
        "Moves each card onto the top of the destination; when it names several zones (`any`, `each`), the actor "
        "chooses one for each card. A full zone (`capacity`) leaves the card where it was. In a player's zone the card "
        "becomes theirs; in a shared zone it belongs to nobody (unless the zone is in `runtime.keeps_owner`); at a "
        "card it keeps its owner. Facing as written, else face down into a hidden zone, face up out of one, unchanged "
        "otherwise. Outside an active zone or a pile at a card it loses its side; it loses its markers, and who had "
        "seen it forgets it. No event, and no ability runs (a card moved into play runs no `on play`)."
    ),
)
_kind(
    E,
    "take",
    "[{actor}] ~take {target}",
    "Take cards into your hand.",
    A,
    "target=cards",
    examples=("take 1 random action from hand of opponent",),
    runtime=(
        "Moves each card into the actor's hand, face down, owned by the actor; a full hand leaves it where it was. No "
        "event."
    ),
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
    runtime=(
        "With `to`, each card first moves there face up (the actor chooses the zone when several are named); a card "
        "that cannot move (a full zone) is not revealed. Each card turns face up and every player sees it, even in a "
        "hand or a hidden zone, until it moves. Raises `reveal` for each card revealed: the card's own `on reveal` "
        "runs for its owner (another player's action card acts for that player), for the actor when it has none. A "
        "rules module's `revealed` hook runs for each card moved. After `reveal 1 ...`, the card revealed is `it`."
    ),
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
    runtime=(
        "Shuffles the zone (every zone it names). With `into`, every card of the zone first moves to the first zone "
        "`into` names, face down, with no side, and only that zone is shuffled. Nobody knows the shuffled cards any "
        "more: what `look` or `reveal` showed is forgotten. No event."
    ),
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
    runtime=(
        "For each player `to` names (`each player`: in turn order from the active player), draws the amount into that "
        "player's hand as `draw` does: all of one player's cards, then the next player's, not one at a time around the "
        "table. When the source runs out, the players after get fewer. Raises `draw` for each card."
    ),
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
    runtime=(
        "Plays each card the actor may play: its cost can be paid (the `runtime.cost_field` map, less the actor's "
        "`discount`s; `runtime.free_sides` cost nothing), its `require`s hold, its `to play:` costs can be paid and no "
        "`forbid` stops it; other cards are not found. The actor chooses a side among those they can afford, pays the "
        "cost and runs the `to play:` effects; the card then goes face up to the `to` zone (chosen if several), else "
        "onto the pile at the `at` card (the first one found), else into the actor's `runtime.play_zone`. It becomes "
        "the actor's and `the card just played`, its entry and `on play` abilities run, then `play` is raised. When "
        "`at` finds no card, the card goes to the play zone (with none declared, it is not played); when its zone is "
        "full, the cost is paid and the card stays where it was. A `play` with no `to`, no `at` and no "
        "`runtime.play_zone` is refused by `check` (E304): the card would have nowhere to go."
    ),
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
    runtime=(
        "Counts the cards in the zone (the actor's when it is a player's zone); when there are fewer than the amount, "
        "draws the difference one at a time from the top of the source (without `from`: every deck in "
        "`runtime.decks`), face up if the zone is public. It stops when the source is empty. Raises `draw` for the "
        "actor for each card."
    ),
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
    runtime=(
        "Moves the actor's own marker on each card forward by the amount, up to `runtime.track_length`. Each player "
        "has one marker per card: the `marker` word is not used. A card's markers are removed when it moves. A "
        "negative amount moves nothing. No event. A rules module's `advance` hook, when the pack has one, does this "
        "instead."
    ),
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
    runtime=(
        "Moves the actor's own marker on each card back by the amount, not below 0; otherwise as `advance` (its hook "
        "gets the amount as a negative number)."
    ),
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
    runtime=(
        "Gives each card the named side if its card type has it (other cards stay as they are); with `any side`, "
        "the actor chooses among the card's other sides. Then the entry and `on play` abilities of that side run "
        "for the card's owner. A card that already has that side does not turn and nothing runs. No event."
    ),
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
    runtime=(
        "Turns each card face up or face down as written, or over when no facing is given. A face-down card has no "
        "abilities and is not `visible`; a card turned face up in a hidden zone stays hidden. No event."
    ),
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
    runtime=(
        "Puts the amount of tokens on each card that no `forbid` of that token stops, up to the token's "
        "`max_per_card`. The tokens come from nowhere: the actor's supply and the token's `count` do not change. No "
        "event."
    ),
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
    runtime=(
        "Without `from`: takes the amount out of the actor's supply of that token as `lose` does (raising `lose`). "
        "With `from`: takes the amount off each card, down to 0; the tokens go nowhere, and a card left with none "
        "no longer matches the token's name as a filter word. No event for a card."
    ),
)
_kind(
    E,
    "knockout",
    "[{actor}] ~knock out {target}",
    "Knock cards out: face down, in place, their abilities stopped.",
    A,
    "target=cards",
    examples=("knock out 1 strongest roman character on this album",),
    runtime=(
        "Without a place, looks among the cards in play. Each card turns face down where it is: its abilities stop and "
        "it is no longer `visible`, but it stays, keeps its tokens and is still found by a selector that does not say "
        "`visible` or `face_up`. A card that lay face up in a public zone stays known to every player (they all saw "
        "it). Raises `knockout` for each card."
    ),
)
_kind(
    E,
    "revive",
    "[{actor}] ~revive {target}",
    "Turn knocked-out cards face up again, without running their abilities.",
    A,
    "target=cards",
    examples=("revive 1 face_down character on this album",),
    runtime=(
        "Without a place, looks among the cards in play, knocked out or not. Each card turns face up: its abilities "
        "work again, but none runs now (no `on play`). Raises `revive` for each card."
    ),
)
_kind(
    E,
    "eliminate",
    "[{actor}] ~eliminate {target}",
    "Discard cards in play, with their tokens.",
    A,
    "target=cards",
    examples=("eliminate 1 visible character on any album",),
    runtime=(
        "As `destroy`: without a place it looks among the cards in play, and each card goes to its discard pile face "
        "up, owned by nobody, its tokens back to the supply (a full pile leaves it as it was). Raises `eliminate` for "
        "each card that went."
    ),
)
_kind(
    E,
    "summon",
    "[{actor}] ~summon {target}",
    "Bring cards in play over to your side.",
    A,
    "target=cards",
    examples=("summon 1 visible character on any album",),
    runtime=(
        "Without a place, looks among the cards in play. Each card becomes the actor's: from another player's zone it "
        "moves to the actor's zone of that name, at a card it stays there, from a shared zone it moves into the "
        "actor's `runtime.play_zone`. No ability of it runs. Raises `summon` for each card. After `summon 1 ...`, "
        "the card taken is `it` for the effects that follow (`summon 1 planet on any star, attach 1 ship to it`)."
    ),
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
    runtime=(
        "Adds the amount, which may be negative, to the actor's counter named, else `runtime.score` (`points` by "
        "default), held within its bounds. Raises `gain` or `lose` when the value changed, then `score` (even for 0), "
        "about the card whose ability scores: that card's own `whenever` abilities do not hear it."
    ),
)
_kind(
    E,
    "win",
    "[{actor}] ~win the game",
    "End the game with a win.",
    A,
    examples=("you win the game",),
    runtime=(
        "The game ends at once and the actor wins; nothing after it runs, nor any `at end of game` ability or the "
        "scoring. With several actors (`each player wins the game`), they all win together."
    ),
)
_kind(
    E,
    "lose_game",
    "[{actor}] ~lose the game",
    "End the game with a loss.",
    A,
    examples=("lose the game",),
    runtime=(
        "The game ends at once and every other player wins; nothing after it runs, nor any `at end of game` ability or "
        "the scoring."
    ),
)
_kind(
    E,
    "extra_turn",
    "[{actor}] ~take an extra turn",
    "Take another turn after this one.",
    A,
    examples=("take an extra turn",),
    runtime=(
        "When this turn ends, the actor takes a turn (`opponent takes an extra turn`: the opponent), in the same "
        "round; then the turn order goes on from where it was. Several extra turns come in the order they were "
        "given. If a player was named to take the next turn, that turn comes first."
    ),
)
_kind(
    E,
    "next_turn",
    "[{actor}] ~take the next turn",
    "The next turn is this player's; the turn order goes on from them.",
    A,
    examples=("opponent takes the next turn",),
    runtime=(
        "When this turn ends, the actor becomes the active player and the round goes on from the actor's place in this "
        "round's order: the players between are skipped, and the round ends after the last one in the order."
    ),
)
_kind(
    E,
    "first_player",
    "[{actor}] ~become the first player",
    "This player starts the next round (and is named by `first player`).",
    A,
    examples=("left neighbour becomes the first player",),
    runtime=(
        "The actor becomes the first player: `first player` names them at once, and the next round starts with them "
        "(unless `turn_order` orders players by a counter). The round under way does not change."
    ),
)
_kind(
    E,
    "end_game",
    "end the game",
    "End the game now; the game's scoring decides the winner.",
    examples=("when count(planet in planet_deck) == 0: end the game",),
    runtime=(
        "Runs the `at end of game` abilities, then the `scoring:` texts for each player in turn order; the players "
        "with the most of `runtime.score` win (tied players share the win). The game ends at once: nothing after it "
        "runs."
    ),
)
_kind(
    E,
    "signal",
    "signal {event} [for {player}]",
    "Raise an event, so that the abilities waiting for it run.",
    "event=event",
    "player=player",
    examples=("signal conflict for opponent",),
    runtime=(
        "Raises the event for each player `for` names (you by default): the `on EVENT` abilities of the cards that "
        "player owns, the `whenever` abilities that name them and the game's rules listening for it run. Meanwhile, "
        "the event counts as under way for `during EVENT`."
    ),
)
_kind(
    E,
    "look",
    "[{actor}] ~look at {target}",
    "Look at cards without showing them to anyone else.",
    A,
    "target=cards",
    examples=("look at all in planet_deck",),
    runtime=(
        "The actor knows each card (from a zone they cannot see, the top ones) until it moves or its zone is shuffled; "
        "nobody else does. No event."
    ),
)
_kind(
    E,
    "write",
    "[{actor}] ~write {amount} in {target}",
    "Write a number in a box of a sheet.",
    A,
    "amount=expr",
    "target=cards",
    examples=("write 5 in 1 empty box in any zone_area", "write chosen_number in 1 plant numbering_space"),
    runtime=(
        "On the players' sheets of `runtime.sheet` (docs/authoring.md, Player sheets): the actor writes the number "
        "in a box of their sheet that has all the words named (box words, zone ids, area names; `in AREA` too) "
        "and may legally take it (ascending zones: larger than the numbers before it, smaller than those after, "
        "never twice), chosen by the actor; with no such box, nothing is written. Raises `write`, then the events "
        "of a zone it completes. Without `runtime.sheet`, `check` refuses it (E304); words no box has are E304."
    ),
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
    examples=("cross 1 astronaut", "cross 1 empty numbering_space", "cross 1 circled system_error"),
    runtime=(
        "On the sheets of `runtime.sheet`: the actor crosses that many boxes of those words not yet crossed, one "
        "at a time, each of their choice; in the `in_order` zones of an area only the first open box (a track, "
        "a scale); a state's name among the words (empty, circled, open...) selects boxes in that state. An "
        "empty box to number, crossed, holds an X (it counts as numbered). Raises `cross`, then the events of a "
        "zone it completes. Without `runtime.sheet`, `check` refuses it (E304)."
    ),
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
    examples=("circle 1 water", "circle 1 inactive_rocket"),
    runtime=(
        "On the sheets of `runtime.sheet`: the actor circles that many boxes or symbols of those words, neither "
        "circled nor crossed yet, each of their choice (`in_order` zones: the first open box). A circled symbol "
        "of a zone raises its event when the zone is completed. Raises `circle`. Without `runtime.sheet`, "
        "`check` refuses it (E304)."
    ),
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
    runtime=(
        "In a static ability, while its card is in play and its headers hold, the number reads changed; nothing is "
        "stored. Without `of`: the amount of the card's owner (as expressions, conditions and the final score read it; "
        "what can be paid does not change), or for a name that is no amount, this card's own number; with `of`: that "
        "number of each card selected. A card at a card changes an amount only as read about that card. Run as an "
        "effect, it changes now: the actor's amount, within its bounds (raising `gain` or `lose`), or the number of "
        "each card selected, kept on the card until it is discarded. `x` multiplies, `=` sets."
    ),
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
    runtime=(
        "In a static ability, lowers the cost of the cards its owner plays, never below 0: only that resource of the "
        "`runtime.cost_field` map, and with `on`, only for cards whose card type, id or chosen side is each of the "
        "words. A card at a card lowers only the plays at that card. It does not lower `pay` effects or ability costs. "
        "Run as an effect, it does nothing."
    ),
)
_kind(
    E,
    "forbid",
    "forbid {filter} [on {target}]",
    "Forbid using a token, card or action (a static).",
    "filter=words",
    "target=cards",
    examples=("forbid potion on this album",),
    runtime=(
        "In a static ability, whoever owns the card: a token's name stops `attach` of that token to this card (with "
        "`on`, to the cards selected); other words stop the play of a matching card at this card (with `on`, at the "
        "cards selected), or anywhere when the card played is one of them. Cards on the board forbid too, though their "
        "other abilities do not work. Run as an effect, it does nothing."
    ),
)
_kind(
    E,
    "require",
    "require {condition}",
    "A condition that must hold for the play to be legal.",
    "condition=cond",
    examples=("require count(neutral character on each side) <= 1",),
    runtime=(
        "In a `to play:` ability or on its own (a static), the card can be played only while the condition holds, read "
        "as the player playing it, with the card as `this` and the card it is played at as `it`. Anywhere else, or run "
        "as an effect, it does nothing."
    ),
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
    runtime=(
        "The actor chooses one option and it runs at once; this repeats for the amount, never offering an option "
        "already chosen. An option that starts by picking one card the actor can see (`play 1 card from hand ...`) "
        "is offered once per card it could pick (for `play`, only cards that may be played), in the same question "
        "as the other options: `play 8 of Hearts`, `play 3 of Spades`, `draw 1 card`. An option that cannot be "
        "done is not offered: it starts by moving cards (or by knocking out, reviving, eliminating or summoning "
        "them) and finds none, by paying (or removing from their supply) more than the actor has, with an `if` (no "
        "`else`) whose condition does not hold, with a `choose` none of whose options can be done, or with a rule "
        "(one ability, no header) whose text starts so. Two options that pick the same card say what follows the "
        "pick (`summon Vega, gain 1 fuel`). A single option left is taken without a question; with none, nothing "
        "happens. A negative amount chooses nothing."
    ),
)
_kind(
    E,
    "may",
    "[{actor}] may {body}",
    "An optional effect: the player decides.",
    A,
    "body=body",
    examples=("may draw 1 card",),
    runtime=(
        "The actor answers yes or no; the effects run on yes. No question is asked when they start by moving cards "
        "(move, discard, destroy, play, take, reveal) or by turning, removing or taking over cards in play (knock "
        "out, revive, eliminate, summon) and the selector finds none (whether a card could be played "
        "is not checked), by paying (or removing from their supply) more than the actor has, or with an `if`, "
        "`choose` or rule that cannot be done (as for `choose`). Before answering, the active player may use their "
        "abilities during a step."
    ),
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
    runtime="Reads the condition once; the `then` effects run when it holds, else the `else` effects.",
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
    runtime=(
        "Over players (`player`, `opponent`, `neighbour`): every player, every opponent or both neighbours, in turn "
        "order from the active player (neighbours by seat); inside, `them` is that player and `you` is still you. Over "
        "cards without a number: the cards found when it starts, in their order, each skipped if it is no longer found "
        "when its turn comes; inside, `it` is that card. With a number, a pick word (`top`, `random`, `strongest`...) "
        "or a zone the player cannot see picks without a question."
    ),
)
_kind(
    E,
    "repeat",
    "repeat {times} {body}",
    "Do something several times.",
    "times=expr",
    "body=body",
    examples=("repeat 2 [draw 1 card]",),
    runtime="Reads the number once, then runs the effects that many times (none when it is 0 or less).",
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
    runtime=(
        "Reads the condition before each time and stops as soon as it holds, so the effects may not run at all. After "
        "20,000 effects without a stable point, the game stops with an error naming the cards that ran most."
    ),
)
_kind(
    E,
    "rule",
    "rule {name}[{args}]",
    "Run a procedure the pack declares under `rules:`.",
    "name=name:rule",
    "args=args",
    examples=("rule produce(2)",),
    runtime=(
        "Reads the arguments as numbers and gives them to the rule's parameters in order. Each ability of the "
        "rule's text runs for the same player when its `if`, `while` and `during` headers hold (one that listens, "
        "with `on`, `whenever`, `when` or `at`, stays active instead and is not run by the call); one with a cost "
        "asks whether to pay, when it can be paid. Meanwhile, the rule counts as under way for `during RULE`. A "
        "rule without text runs the pack's rules module function of that name."
    ),
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
    runtime=(
        "`on play` runs when this card is played, right after it enters, and when it turns to a new side; its `of` "
        "words are not read, so it never hears other cards' plays (use `whenever`). An event about a card: without "
        "`of`, runs when this card meets it, wherever it is, for the player who held it; with `of`, when this card's "
        "owner does it to a card of the filter. An event about no card (`gain`, a signalled event): runs when it "
        "happens to this card's owner; `of` names the amounts it hears (`on gain of energy`). Only cards in play that "
        "a player owns hear the others' events; a cost is asked for."
    ),
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
    runtime=(
        "Runs each time the event happens to a player the header names, seen from this card's owner (`opponent`: "
        "any other player; `each player`: anyone). An event about a card: the card must match the words and not be "
        "this card; about an amount: the words, if any, must name it. `it` is the card the event is about "
        "(`whenever you play gizmo: move it to market`), else the card this card is at. Only cards in play that a "
        "player owns hear it; a cost is asked for."
    ),
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
    runtime=(
        "Runs when the game reaches that moment: start of game (after the setup), of a round, of a turn; start and end "
        "of each phase (its end after its abilities window) and step; end of a turn, of a round (after its last turn), "
        "of the game (only through `end the game`, before the scoring). A name limits it to that phase or step. A card "
        "in play runs it once, for its owner (the active player when nobody owns it); with `your`, only when its owner "
        "is the active player. The game's own texts run it for each player in turn order (`your`: the active player)."
    ),
)
_kind(
    T,
    "when_state",
    "when {condition}",
    "As soon as a condition becomes true.",
    "condition=cond",
    examples=("when points >= 3: win the game",),
    runtime=(
        "Checked after every effect, step and change of turn (not during the setup), for the cards in play that a "
        "player owns and the game's own texts, for each player in turn order: it runs when the condition holds and "
        "did not at the last check, and again only after a check found it false. A check is skipped when nothing "
        "has changed since the last one (a new turn or round is a change, as is any change to an amount or a "
        "card), and a condition is read again only once a zone or amount it reads has changed."
    ),
)
_kind(
    T,
    "while_static",
    "while {condition}",
    "A static ability, on as long as the condition holds.",
    "condition=cond",
    examples=("while count(potion on this card) > 0: modify strength x 2",),
    runtime=(
        "On a static ability, it applies only while the condition holds, read each time its number is read. On another "
        "ability it works as `if`: the ability runs, fires or is offered only while the condition holds."
    ),
)
_kind(
    T,
    "during",
    "during {name}",
    "During an event, phase or step (e.g. a conflict).",
    "name=name:event",
    examples=("during conflict: modify strength + 2",),
    runtime=(
        "Under way: the current phase and step, an event being signalled, a rule being run. A static applies only "
        "meanwhile. Another ability with no trigger is activated: its owner may use it meanwhile, when abilities are "
        "offered to them as the active player."
    ),
)
_kind(
    T,
    "to_play",
    "to play",
    "A requirement or cost to play this card.",
    examples=("to play: remove 1 helmet",),
    runtime=(
        "Its effects are what playing this card requires and costs: the card can be played only while each `require` "
        "holds and the other effects can be paid (`pay`, `lose`, `remove` from the supply: the amount is held; "
        "`discard`, `destroy`: enough cards). When the card is played, after its cost, those effects run (not the "
        "`require`s), before the card moves."
    ),
)
_kind(
    T,
    "limit",
    "once per {period}",
    "At most once per turn, round or game.",
    "period=period",
    examples=("once per turn: pay 2 energy to opponent -> advance 1 on any planet",),
    runtime=(
        "The ability runs or is offered at most once in that period, for each copy of the card and each player; a "
        "use counts when it runs (a declined cost does not count). With no other trigger it is activated. `once "
        "per step` counts each step of each phase apart."
    ),
)
_kind(
    T,
    "condition_header",
    "if {condition}",
    "Only if a condition holds.",
    "condition=cond",
    examples=("if you have more energy than opponent: advance 1 on any planet",),
    runtime=(
        "The ability runs, fires, applies or is offered only if the condition holds at that moment, read as its "
        "player, with this card and the card it is at as `it`. With a cost and no other header, it is activated. "
        "In a rule's text, the setup and the scoring, the text runs only if the condition holds."
    ),
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
    runtime="Reads both numbers, then compares them: `==`, `!=`, `<`, `<=`, `>`, `>=`.",
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
    runtime=(
        "Reads the amount of the first player and of each player the second names, statics included (`opponent` asks "
        "which one when there are several; `each opponent`: all of them). `more` holds only when it is greater than "
        "every one of theirs, `fewer` only when smaller; a tie does not hold."
    ),
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
    runtime=(
        "Reads every player's amount, each with their own statics; it holds when the player's is the greatest (or the "
        "least): tied players all have the most. When the player names several (`each player`), only the first in turn "
        "order is read."
    ),
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
    runtime=(
        "Compares the field of the left card with that of the first card the right selector finds (nobody chooses; "
        "with a number, that many from the top: `1 top card in discard_pile` is the top card; without one, bottom "
        "first). Numbers are read with their changes; `name`, `type` and `id` compare too. It does not hold when "
        "either side finds no card or the left card has no such field."
    ),
)
_kind(
    C,
    "has",
    "{player} ~have {cards}",
    "A player has at least one such card.",
    "player=player",
    "cards=cards",
    examples=("opponent has 1 planet in hand",),
    runtime=(
        "Holds when the player owns enough matching cards: the number written, else 1 (`all`, `any`, `up to` need "
        "1). With a place, it is read as that player's (`hand` is their hand; `on each X`: in every one, none "
        "meaning false; `on any X`: in one), and the filter words and `where` are read (not `owned by`: the cards "
        "counted are the player's own). Without a place, it looks on the board."
    ),
)
_kind(
    C,
    "either",
    "{left} or {right}",
    "Either condition.",
    "left=cond",
    "right=cond",
    runtime="Reads the left condition first, and the right one only if the left does not hold.",
)
_kind(
    C,
    "both",
    "{left} and {right}",
    "Both conditions.",
    "left=cond",
    "right=cond",
    runtime="Reads the left condition first, and the right one only if the left holds.",
)
_kind(
    C,
    "negate",
    "not {arg}",
    "The condition does not hold.",
    "arg=cond",
    runtime="Holds when the condition does not.",
)

# ---------------------------------------------------------------- expressions
X = "expr"
_kind(
    X,
    "number",
    "{value}",
    "A whole number (plain JSON integer in the IR).",
    "value=int",
    runtime="That number; it may be negative (`-3`).",
)
_kind(
    X,
    "arith",
    "{left} {op} {right}",
    "Arithmetic: + - * / (whole numbers, / rounds down).",
    "left=expr",
    "op=op",
    "right=expr",
    examples=("2 * count(factory owned by them)",),
    runtime="Whole numbers only: `/` rounds down (`-7 / 2` is -4), and dividing by 0 gives 0.",
)
_kind(
    X,
    "value",
    "{name} [of {of}]",
    "A player's resource, counter or stat (yours by default).",
    "name=name:value",
    "of=player",
    examples=("energy of opponent",),
    runtime=(
        "`turn`, `round` and `players` are the game's: turns begun since the start (every player's), the round's "
        "number, the number of players. A name that is no amount, without `of`, is the number of the current card "
        "(`it`, else this card), with its changes. Otherwise it is the player's amount (yours by default; `of "
        "opponent` asks which when there are several), as that player's static `modify`s change it."
    ),
)
_kind(
    X,
    "count",
    "count({of})",
    "How many cards (or things) a selector finds.",
    "of=cards",
    examples=("count(planet in play_area)",),
    runtime=(
        "The number of cards the selector finds; with a number written, at most that many. No card is chosen: a number "
        "takes them from the top (even with `random`) unless `strongest`, `weakest` or `bottom` says otherwise."
    ),
)
_kind(
    X,
    "total",
    "sum {field} of {of}",
    "The sum of a numeric field over the selected cards.",
    "field=name:field",
    "of=cards",
    examples=("sum strength of visible gaul character on this album",),
    runtime=(
        "Adds up the field over the cards `count` would count: each number with its changes and statics. A map of "
        "resources (a cost) counts as its total, tokens of that name on the card add to it, and a field that is no "
        "number counts 0."
    ),
)
_kind(
    X,
    "minmax",
    "{op}({args})",
    "The least or greatest of several numbers.",
    "op=op",
    rest="args=expr",
    examples=("max(energy, ore)",),
    runtime="Reads every number and gives the least (`min`) or the greatest (`max`).",
)
_kind(
    X,
    "param",
    "${name}",
    "A parameter of a declared rule.",
    "name=name:param",
    runtime="The number the `rule` effect gave this parameter when the rule started; 0 when it gave none.",
)
_kind(
    X,
    "lookup",
    "{table}\\[{index}\\]",
    "An entry of a declared table.",
    "table=name:table",
    "index=expr",
    examples=("military[count(planet in play_area)]",),
    runtime=(
        "The table's entry at that index, counting from 0; an index below 0 reads the first entry, one past the end "
        "the last. A missing or empty table gives 0."
    ),
)

# ---------------------------------------------------------------- players (plain strings in the IR)
P = "player"
_kind(
    P,
    "you",
    "you",
    "The player who runs the ability.",
    runtime=(
        "The player the ability runs for: a card's owner, the active player for a step of the flow, the first player "
        "for the setup, each player in turn for the scoring; inside an effect with an actor, that actor."
    ),
)
_kind(
    P,
    "opponent",
    "opponent",
    "The (chosen) opponent.",
    runtime=(
        "With one other player, that player; otherwise you choose one of the others, each time it is read. In a "
        "`whenever` header: any other player; in `for each opponent`: every one."
    ),
)
_kind(
    P,
    "each_player",
    "each player",
    "Every player, in turn order from you.",
    runtime="Every player, in turn order from the active player (not from you, when you are not active).",
)
_kind(
    P,
    "each_opponent",
    "each opponent",
    "Every player but you.",
    runtime=(
        "Every player but you, around the table in the direction of play from the one after you (the players who "
        "follow another's action, in their order)."
    ),
)
_kind(
    P,
    "owner",
    "owner",
    "The owner of this card.",
    runtime="The owner of this card; you when it belongs to nobody or there is no card (the game's own texts).",
)
_kind(
    P,
    "left",
    "left neighbour",
    "The player to your left.",
    runtime="The next player by seat (player 2 for player 1, player 1 for the last), whatever the turn order.",
)
_kind(
    P,
    "right",
    "right neighbour",
    "The player to your right.",
    runtime="The previous player by seat (the last player for player 1), whatever the turn order.",
)
_kind(
    P,
    "neighbours",
    "each neighbour",
    "Both neighbours.",
    runtime="The players to your left and right, by seat; with two players, the one other player.",
)
_kind(
    P,
    "active",
    "active player",
    "The player whose turn it is.",
    runtime="The player whose turn it is.",
)
_kind(
    P,
    "them",
    "them",
    "The player of the current `for each`.",
    runtime="Inside `for each player`, `opponent` or `neighbour`, the current player; anywhere else, you.",
)
_kind(
    P,
    "first",
    "first player",
    "The first player of the game (or of the round).",
    runtime=(
        "The first player: player 1 until someone becomes the first player. With a `turn_order` by a counter, it is "
        "not always the first to play in the round."
    ),
)
_kind(
    P,
    "last",
    "last player",
    "The last player in turn order.",
    runtime="The last player in this round's order; before the first round, the player seated before the first player.",
)

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
    runtime=(
        "Looks in the place named (all the zones of `any X` or `each X`), else where the verb looks (`discard`: your "
        "hand; `destroy`, `eliminate`, `knock out`, `revive`, `summon`: the cards in play), else on the board "
        "(`runtime.board`). It keeps the cards matching every filter word (card type, id, name, field value, side, "
        "state, a token on it, `visible`, `face_up`, `face_down`; `card` matches all), `owned by` and `where` (read "
        "with the card as `it`). A card's own abilities never find that card; they say `this card`. Without a number, "
        "or with `all`: every card found. With a number (`any`: 1): `random`, `strongest`, `weakest` (by "
        "`runtime.rank_by`, else the card type's first number), `top`, `bottom` and a zone the player cannot see (from "
        "the top) take them without a question; otherwise the player picks them one at a time (identical copies are "
        "one option), and `up to` may stop early. With fewer cards than the number, all of them."
    ),
)
_kind(
    S,
    "this",
    "this [{what}]",
    "This card (`this card`), or the card of that type it sits on (`this planet`).",
    "what=name:place",
    runtime=(
        "`this` or `this card`: the card whose ability runs (none in the game's own texts). With another word: the "
        "card this card sits at; if it sits at none, `it` (the card it is being played at, the card of a `for each`, "
        "the one a cost chose). That card's type is not checked against the word."
    ),
)
_kind(
    S,
    "it",
    "it",
    "The card of the current `for each` or the last one chosen.",
    runtime=(
        "In a `for each` over cards, the current card; in `where (...)`, the card being tested; after a cost that "
        "chose cards, the first card of its last choice; after `summon`, `reveal`, `knock out`, `revive` or "
        "`eliminate` of one card (`1 ...`), that card. Otherwise the card this card sits at or is being played at; "
        "in `on` and `whenever` abilities, the `it` of the effect that raised the event (for `play`, the card played "
        "at), never the card the event was about. Nothing when there is none."
    ),
)
_kind(
    S,
    "just_played",
    "the card just played",
    "The card played last in the game, by anyone (none before a play).",
    runtime=(
        "The last card played in the game by anyone, through `play` (cards moved into play do not count), wherever it "
        "is now; nothing before the first play."
    ),
)
_kind(
    S,
    "union",
    "({left} + {right})",
    "Cards in either selection.",
    "left=cards",
    "right=cards",
    runtime=(
        "Makes both selections, the left one first (with their questions): the left's cards, then the right's others."
    ),
)
_kind(
    S,
    "minus",
    "({left} - {right})",
    "Cards in the first selection but not the second.",
    "left=cards",
    "right=cards",
    runtime=(
        "Makes both selections, the left one first (with their questions): the left's cards the right did not find."
    ),
)

# ---------------------------------------------------------------- zones
Z = "zone"
_kind(
    Z,
    "zone_named",
    "{name} [of {of}]",
    "A declared zone, yours unless another player is named.",
    "name=name:zone",
    "of=player",
    runtime=(
        "A player's zone: yours, or that of the player named (`of opponent` asks which when there are several). A "
        "shared zone: itself. The name of `runtime.hosted_zone` while there is an `it`: the pile at `it`."
    ),
)
_kind(
    Z,
    "zone_this",
    "this {name}",
    "The card or zone this card sits in (this planet, this album).",
    "name=name:place",
    runtime=(
        "The zone this card is in, if it has that name; for a card on the board whose type has that name (an "
        "album's own text: `on this album`), its own pile; otherwise the pile at the card this card sits at (else "
        "the card it is being played at, else `it`), whatever its name; nothing when there is none."
    ),
)
_kind(
    Z,
    "zone_any",
    "any {name}",
    "Any one of those (chosen when the effect runs).",
    "name=name:place",
    runtime=(
        "A zone: every player's zone of that name (a shared zone: itself). The name of `runtime.hosted_zone`: the "
        "piles at every card on the board; another word: the piles at the cards on the board it matches (a card "
        "id: the pile at that card, `any sirius`). Where an "
        "effect puts cards (move, reveal, play), the actor chooses one of them for each card; where cards are looked "
        "for, all are searched; in `has`, one is enough."
    ),
)
_kind(
    Z,
    "zone_each",
    "each {name}",
    "Each one of those.",
    "name=name:place",
    runtime=(
        "The same zones as `any`: where cards are looked for, all are searched; in `has`, every one must have the "
        "cards, and none found means false. Where an effect puts cards, the actor chooses one, as with `any`: a card "
        "does not go to each."
    ),
)
_kind(
    Z,
    "zone_it",
    "it",
    "The card of the current `for each`, as a place (on it, to it).",
    runtime="The pile at `it` (its `runtime.hosted_zone`); nothing when there is no `it`.",
)


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

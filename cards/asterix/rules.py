"""Asterix & co's irregular part: albums lying between two neighbours, and the six steps of a capture.

Registered in HOOKS (the contract: cardsmith.runtime.rules_module). An album on the table lies between two
seats; `table.values["seats#<album>"]` is `[roman, gaul]`: the seat its red (Roman) half faces and the seat
its blue (Gaul) half faces. A character on an album belongs to the player whose half it lies on (played or
summoned there). Everything random comes from the state's own generator, through the engine's effects.
"""

from __future__ import annotations

from typing import Any

CAPTURE_AT = 15
WIN_AT = 50
PILE = "on_album#{}"


# ------------------------------------------------------------------ albums and halves
def seats(table: Any, album: int) -> list[int]:
    """[roman seat, gaul seat] of an album on the table: its orientation is the seat its red half faces; the blue
    half faces that seat's left neighbour unless the album was placed the other way round (kept in `values`)."""
    roman = table.orientation(album)
    kept = table.values.get(f"seats#{album}")
    if kept is not None and kept[0] == roman:
        return list(kept)
    return [roman, (roman + 1) % table.players]


def albums(table: Any) -> list[int]:
    return [a for a in table.pile("table") if table.fields(a).get("plaque") is not None]


def beside(table: Any, player: int) -> list[int]:
    """The albums beside a player (the two between them and their neighbours; both, with 2 players)."""
    return [a for a in albums(table) if player in seats(table, a)]


def half(table: Any, album: int, player: int) -> list[int]:
    """The characters on `player`'s half of an album."""
    return [c for c in table.pile(PILE.format(album)) if table.owner(c) == player]


def total(table: Any, album: int, player: int) -> int:
    """The strength of the visible characters on a player's half, potion and album rules included."""
    return sum(table.stat(c, "strength") for c in half(table, album, player) if table.face_up(c))


def fits(table: Any, card: int, album: int, player: int) -> bool:
    """Gauls on the blue half, Romans on the red half, neutrals on either: the half that faces the player."""
    roman, gaul = seats(table, album)
    faction = table.fields(card).get("faction")
    return faction == "neutral" or (faction == "roman" and roman == player) or (faction == "gaul" and gaul == player)


def place(table: Any, album: int, roman: int, gaul: int) -> None:
    table.move(album, "table", face_up=True)
    table.set_orientation(album, roman)
    table.values[f"seats#{album}"] = [roman, gaul]


# ------------------------------------------------------------------ setup and the turn
def place_starting_albums(table: Any, ctx: Any) -> None:
    """Setup 3: a starting album between each pair of neighbours (2 players: two between them), Romans on the
    left: the red half faces the seat on the album's left, the blue half its left neighbour."""
    starting = [c for c in table.pile("album_deck") if table.fields(c).get("plaque") == "marble"]
    n = table.players
    for seat, album in zip(range(n), starting, strict=False):
        place(table, album, seat, (seat + 1) % n)


def can_play_character(table: Any, ctx: Any) -> bool:
    """Option A is offered only with a character in hand that can go on a half facing you: never an empty turn."""
    player = ctx.you
    near = beside(table, player)
    return any(
        fits(table, card, album, player) and table.may_play(player, card, album)
        for card in table.pile(f"hand/{player}")
        for album in near
    )


def play_character(table: Any, ctx: Any) -> None:
    """Option A: a character from the hand onto the half facing you of one of the two albums beside you,
    Gauls on blue, Romans on red, neutrals on either; its requirements and forbids hold."""
    player = ctx.you
    options: dict[str, tuple[int, int]] = {}  # identical copies are one option
    with table.reading():  # the forbids in play are read once for every card and album
        near = beside(table, player)
        for card in table.pile(f"hand/{player}"):
            for album in near:
                label = f"{table.name(card)} on {table.name(album)}"
                if label not in options and fits(table, card, album, player) and table.may_play(player, card, album):
                    options[label] = (card, album)
    if not options:
        return
    labels = list(options)
    card, album = options[labels[table.choose(player, "play a character", labels)]]
    table.values[f"last#{player}#{album}"] = card
    table.play(player, card, album)


def placed_last(table: Any, player: int) -> list[int]:
    """The character you placed last on your half of each album beside you, if it is still there, visible."""
    found = []
    for album in beside(table, player):
        card = table.values.get(f"last#{player}#{album}")
        if card is not None and table.zone_of(card) == PILE.format(album) and table.face_up(card):
            found.append(card)
    return [c for c in found if table.owner(c) == player]


def on_albums(table: Any, token: str, test: Any) -> list[int]:
    """The characters on the albums that pass `test` and where no rule forbids using `token` on them."""
    return [c for a in albums(table) for c in table.pile(PILE.format(a)) if test(c) and not table.forbids(token, c)]


def use_benefit(table: Any, ctx: Any) -> None:
    """Option B's token: one question over every use of a potion, a fish or a boar that has a target."""
    player = ctx.you
    with table.reading():
        options = [o for make in (potion_uses, fish_uses, boar_uses) for o in make(table, player)]
    if not options:
        return
    token, card, do = options[table.choose(player, "use a benefit token", [o[0] for o in options])][1:]
    table.gain(player, token, -1)
    do(card, player)


Use = tuple[str, str, int, Any]  # label, token given back, target card, what it does to the card


def potion_uses(table: Any, player: int) -> list[Use]:
    """Magic potion: on a visible character without one, where no rule forbids it (doubles, protects)."""
    if table.amount(player, "potion") < 1:
        return []
    targets = on_albums(table, "potion", lambda c: table.face_up(c) and not table.tokens(c).get("potion"))
    return [(f"potion on {table.name(c)}", "potion", c, lambda c, p: table.attach(c, "potion")) for c in targets]


def fish_uses(table: Any, player: int) -> list[Use]:
    """Fish: knock out a visible character without a magic potion, where no rule forbids fish."""
    if table.amount(player, "fish") < 1:
        return []
    targets = on_albums(table, "fish", lambda c: table.face_up(c) and not table.tokens(c).get("potion"))
    return [(f"fish on {table.name(c)}", "fish", c, table.knock_out) for c in targets]


def boar_uses(table: Any, player: int) -> list[Use]:
    """Boar: activate again the ability of the visible character you placed last on your half of an album beside
    you, or revive a knocked-out character (a hero not while another copy is visible); not where boars are
    forbidden."""
    if table.amount(player, "boar") < 1:
        return []
    last = [c for c in placed_last(table, player) if not table.forbids("boar", c)]
    down = on_albums(table, "boar", lambda c: "revivable" in card_states(table, c))
    uses: list[Use] = [(f"boar: activate {table.name(c)}", "boar", c, table.run_entry) for c in last]
    return uses + [(f"boar: revive {table.name(c)}", "boar", c, table.revive) for c in down]


def hero_seen(table: Any, card: int) -> bool:
    """BOHATEROWIE: another card of the same hero lies face up on an album."""
    name = table.name(card)
    if table.fields(card).get("role") != "hero":
        return False
    return any(
        c != card and table.face_up(c) and table.name(c) == name
        for album in albums(table)
        for c in table.pile(PILE.format(album))
    )


# ------------------------------------------------------------------ capture (ZDOBYWANIE ALBUMÓW)
def capture_check(table: Any, ctx: Any) -> None:
    """The moment a half's total reaches 15, that player captures the album (one capture at a time)."""
    for album in albums(table):
        for player in seats(table, album):
            if total(table, album, player) >= CAPTURE_AT:
                capture(table, album, player)
                return


def capture(table: Any, album: int, player: int) -> None:
    """The rulebook's six steps, `player` capturing `album`."""
    roman, gaul = seats(table, album)
    loser = gaul if player == roman else roman
    on_album = table.pile(PILE.format(album))
    visible = [c for c in on_album if table.face_up(c)]
    for helmet, role in (("legionary_helmet", "legionary"), ("centurion_helmet", "centurion")):
        table.gain(player, helmet, sum(1 for c in visible if table.fields(c).get("role") == role))
    table.move(album, f"won_albums/{player}", face_up=True)
    table.values.pop(f"seats#{album}", None)
    table.trigger("capture", album, player)
    for p in range(table.players):
        update_sestertii(table, p)
    if table.amount(player, "sestertii") >= WIN_AT:
        table.win([player], f"player {player + 1} reached {WIN_AT} sestertii")
    for card in on_album:  # 3. knocked out: back to the hand of the half's player; the others: discarded
        if table.face_up(card):
            table.discard(card)
        else:
            table.move(card, f"hand/{table.owner(card)}", face_up=False)
    table.rule("consolation", loser)  # 4. the loser's token: game.yaml's rule, data
    replace(table, loser, player)
    table.set_next((player + 1) % table.players)


def update_sestertii(table: Any, player: int) -> None:
    """Albums 15, centurion helmets 3, legionary helmets 1."""
    worth = (
        15 * len(table.pile(f"won_albums/{player}"))
        + 3 * table.amount(player, "centurion_helmet")
        + table.amount(player, "legionary_helmet")
    )
    table.gain(player, "sestertii", worth - table.amount(player, "sestertii"))


def replace(table: Any, loser: int, winner: int) -> None:
    """5. The loser places the top album of the deck where the captured one lay, choosing which half faces them,
    then resolves its arrival effects."""
    deck = table.pile("album_deck")
    if not deck:
        return
    album = deck[-1]
    faces = table.choose(loser, f"place {table.name(album)}", ["roman half toward you", "gaul half toward you"])
    place(table, album, *((loser, winner) if faces == 0 else (winner, loser)))
    table.trigger("arrival", album, loser)


# ------------------------------------------------------------------ states
def card_states(table: Any, card: int) -> set[str]:
    """capturable: an album with a half whose total reaches 15; knocked_out: face down on an album; revivable:
    knocked out, and not a hero while another card of that hero is visible (BOHATEROWIE); exposed:
    visible on an album and without a magic potion (the only characters a knock-out or a summon can target)."""
    where = table.zone_of(card)
    if where == "table":
        return (
            {"capturable"} if any(total(table, card, p) >= CAPTURE_AT for p in seats(table, card) if p >= 0) else set()
        )
    if not where.startswith("on_album#"):
        return set()
    if not table.face_up(card):
        return {"knocked_out"} if hero_seen(table, card) else {"knocked_out", "revivable"}
    return set() if table.tokens(card).get("potion") else {"exposed"}


def readings(table: Any, card: int) -> list[tuple[str, int, int]]:
    """On an album on the table, each half, the seat it faces and its total: the number a player watches reach 15."""
    if table.zone_of(card) != "table" or card not in albums(table):
        return []
    roman, gaul = seats(table, card)
    return [("roman_half", roman, total(table, card, roman)), ("gaul_half", gaul, total(table, card, gaul))]


HOOKS = {
    "rules": {
        "place_starting_albums": place_starting_albums,
        "play_character": play_character,
        "use_benefit": use_benefit,
        "capture_check": capture_check,
    },
    "card_states": card_states,
    "readings": readings,
    "offered": {"play_character": can_play_character},
}

"""Afternova's irregular part: the negotiated Raccolta (collect), which the effect language cannot say.

One hook, the rule `accordo_raccolta` (declared in game.yaml without `text`). The active player declares a face-up
planet (or goes to the market instead), plays crew from hand, and may ask the others for help: an offer (a
share of the planet's fragments, or one fragment from the active player's own hold: the swap between holds) is
a decision of the active player, its answer a decision of the helper, who then plays crew cards. When the
played skill icons (plus the upgrades' `bonus_<skill>`) meet both requirements, the fragments are split as
agreed and `raccolta_fatta` is set to 1; the pack's data does the rest (discards, refill, excess fragments).
Abandoning returns every played card to its owner's hand and the planet to the row: the player takes a
Mercato action instead, as the rulebook allows ("tentare di negoziare ... e poi procedere invece con
un'azione Mercato").

In the 2-player variant the active player may also ask the Bot for an icon of any missing skill, giving it one
of the planet's fragments that matches an uncovered icon on the Bot's projects (the rulebook's price); if the
deal is then abandoned, the Bot keeps the fragments it was given.

Bot policy: every decision offers only options that make progress (a crew card that covers a missing icon, a
helper who has one) or end the negotiation, so random and greedy bots always finish a turn. A helper is
asked only if they hold a card with a missing icon; offers range over 0..all of the planet's fragments.
"""

from __future__ import annotations

from typing import Any

SKILLS = ("pilotaggio", "ingegneria", "scienza", "navigazione")
OPEN, DECLARED, PLAYED = "pianeti_aperti", "pianeta_dichiarato", "zampesperte_giocate"
HAND, HOLD, ON_CARD = "mano", "stiva", "frammenti"


def _need(table: Any, player: int, planet: int, played: list[int]) -> dict[str, int]:
    """The icons still missing for the planet: requirement less the upgrades' bonus and the crew played."""
    return _missing(table, planet, _have(table, player, played))


def _have(table: Any, player: int, played: list[int]) -> dict[str, int]:
    """The icons of each skill the player has towards a Raccolta: the upgrades' bonus, the Bot's help, the crew
    played (worked out once for every planet a player could declare: the same cards count for each)."""
    have = {s: table.amount(player, f"bonus_{s}") + table.amount(player, f"aiuto_{s}") for s in SKILLS}
    for card in played:
        for skill in SKILLS:
            have[skill] += table.stat(card, skill)
    return have


def _missing(table: Any, planet: int, have: dict[str, int]) -> dict[str, int]:
    return {s: max(0, table.stat(planet, f"req_{s}") - have[s]) for s in SKILLS}


def _helps(table: Any, card: int, need: dict[str, int]) -> bool:
    return any(need[s] and table.stat(card, s) for s in SKILLS)


def _reachable(table: Any, player: int) -> list[int]:
    """The open planets the crew of every hand at the table (and the Bot, in the variant) could meet the
    requirements of: the crew's icons and the Bot's wishes are worked out once for all of them."""
    wanted = _uncovered(table) if table.pile(BOT_PROJECTS) else set()
    have: dict[str, int] | None = None
    found = []
    for planet in table.pile(OPEN):
        if wanted and _gifts(table, planet, wanted):
            found.append(planet)
            continue
        if have is None:
            crew = [c for p in range(table.players) for c in table.pile(table.zone(HAND, p)) if _crew(table, c)]
            have = _have(table, player, crew)
        if not any(_missing(table, planet, have).values()):
            found.append(planet)
    return found


def _crew(table: Any, card: int) -> bool:
    return "zampesperta" in table.words(card)


def accordo_raccolta(table: Any, ctx: Any) -> None:
    """Rule accordo_raccolta: declare a planet, play crew alone or with helpers, split the fragments as agreed."""
    me = ctx.you
    planets = _reachable(table, me)
    if not planets:
        return
    labels = [f"Raccolta su {table.name(c)}" for c in planets] + ["Mercato"]
    pick = table.choose(me, "Raccolta o Mercato", labels)
    if pick == len(planets):
        return
    planet = planets[pick]
    table.move(planet, DECLARED)
    played: list[int] = []
    shares: dict[int, int] = {}  # helper -> planet fragments agreed
    asked: set[int] = set()
    while True:
        need = _need(table, me, planet, played)
        if not any(need.values()):
            break
        mine = [c for c in table.pile(table.zone(HAND, me)) if _helps(table, c, need)]
        helpers = [p for p in _others(table, me) if p not in asked and _has_help(table, p, need)]
        options = [f"gioca {table.name(c)}" for c in mine] + [f"chiedi aiuto al giocatore {p + 1}" for p in helpers]
        bot = [s for s in SKILLS if need[s]] if _bot_gifts(table, planet) else []
        options += [f"chiedi a Bot 1 {s}" for s in bot]
        choice = table.choose(me, f"Raccolta su {table.name(planet)}", [*options, "rinuncia"])
        if choice == len(options):
            _abandon(table, me, planet, played)
            return
        if choice < len(mine):
            _play(table, mine[choice], played)
            continue
        if choice >= len(mine) + len(helpers):
            _ask_bot(table, me, planet, bot[choice - len(mine) - len(helpers)])
            continue
        helper = helpers[choice - len(mine)]
        asked.add(helper)
        _deal(table, me, helper, planet, played, shares)
    _split(table, me, planet, shares)
    table.gain(me, "raccolta_fatta", 1)


BOT_PROJECTS, BOT_HOLD = "progetti_bot", "stiva_bot"


def _colour(table: Any, piece: int) -> str:
    """A fragment's colour: the end of its component id (`frammento_viola` -> `viola`)."""
    return next(w for w in table.words(piece) if w.startswith("frammento_")).removeprefix("frammento_")


def _uncovered(table: Any) -> set[str]:
    """The colours of the fragment icons still uncovered on the Bot's projects."""
    found = set()
    for project in table.pile(BOT_PROJECTS):
        on = [_colour(table, f) for f in table.pile(table.zone(ON_CARD, host=project))]
        for colour in ("viola", "verde", "arancione", "nero", "bianco"):
            if table.stat(project, f"req_{colour}") > on.count(colour):
                found.add(colour)
    return found


def _bot_gifts(table: Any, planet: int) -> list[int]:
    """The planet's fragments the Bot would take for an icon: those matching an uncovered icon (2-player variant)."""
    if not table.pile(BOT_PROJECTS):
        return []
    return _gifts(table, planet, _uncovered(table))


def _gifts(table: Any, planet: int, wanted: set[str]) -> list[int]:
    return [f for f in table.pile(table.zone(ON_CARD, host=planet)) if _colour(table, f) in wanted]


def _ask_bot(table: Any, me: int, planet: int, skill: str) -> None:
    """One icon from the Bot: the active player gives it one of the planet's fragments that matches an uncovered
    icon of its projects, placed by the Bot's rules (leftmost project first; completed projects are replaced)."""
    gifts = _colours(table, _bot_gifts(table, planet))
    names = list(gifts)
    pick = table.choose(me, "Frammento per Bot", [f"dai {n}" for n in names]) if len(names) > 1 else 0
    table.move(gifts[names[pick]], BOT_HOLD)
    table.gain(me, f"aiuto_{skill}", 1)
    table.rule("piazza_frammenti_bot", me)
    table.rule("completa_progetti_bot", me)


def _others(table: Any, me: int) -> list[int]:
    return [(me + k) % table.players for k in range(1, table.players)]


def _has_help(table: Any, player: int, need: dict[str, int]) -> bool:
    return any(_helps(table, c, need) for c in table.pile(table.zone(HAND, player)))


def _play(table: Any, card: int, played: list[int]) -> None:
    table.move(card, PLAYED)
    played.append(card)


def _deal(table: Any, me: int, helper: int, planet: int, played: list[int], shares: dict[int, int]) -> None:
    """One offer and its answer: the active player offers a share, the helper accepts by playing crew or refuses."""
    on_planet = len(table.pile(table.zone(ON_CARD, host=planet))) - sum(shares.values())
    mine = _colours(table, table.pile(table.zone(HOLD, me)))
    offers = [f"offri {n} Frammenti del Pianeta" for n in range(on_planet + 1)]
    offers += [f"offri 1 {name} dalla tua Stiva" for name in mine]
    offer = table.choose(me, f"offerta al giocatore {helper + 1}", offers)
    answer = table.choose(helper, f"il giocatore {me + 1} propone: {offers[offer]}", ["accetta", "rifiuta"])
    if answer == 1:
        return
    if offer <= on_planet:
        shares[helper] = shares.get(helper, 0) + offer
    else:
        given = mine[list(mine)[offer - on_planet - 1]]
        table.move(given, table.zone(HOLD, helper))
    first = True
    while True:
        need = _need(table, me, planet, played)
        cards = (
            [c for c in table.pile(table.zone(HAND, helper)) if _helps(table, c, need)] if any(need.values()) else []
        )
        if not cards:
            return
        labels = [f"gioca {table.name(c)}" for c in cards] + ([] if first else ["basta"])
        pick = table.choose(helper, f"aiuto per {table.name(planet)}", labels)
        if pick == len(cards):
            return
        _play(table, cards[pick], played)
        first = False


def _colours(table: Any, pieces: list[int]) -> dict[str, int]:
    """One piece of each colour (by name), in the order they lie."""
    found: dict[str, int] = {}
    for piece in pieces:
        found.setdefault(table.name(piece), piece)
    return found


def _split(table: Any, me: int, planet: int, shares: dict[int, int]) -> None:
    """Each helper takes the agreed number of the planet's fragments, choosing them; the rest go to the active
    player."""
    for helper, count in shares.items():
        for _ in range(count):
            left = _colours(table, table.pile(table.zone(ON_CARD, host=planet)))
            if not left:
                break
            names = list(left)
            pick = table.choose(helper, "scegli un Frammento", [f"prendi {n}" for n in names]) if len(names) > 1 else 0
            table.move(left[names[pick]], table.zone(HOLD, helper))
    for piece in table.pile(table.zone(ON_CARD, host=planet)):
        table.move(piece, table.zone(HOLD, me))


def _abandon(table: Any, me: int, planet: int, played: list[int]) -> None:
    """No agreement: the crew goes back to its owners' hands, the planet back to the row."""
    for card in played:
        table.move(card, table.zone(HAND, table.owner(card)))
    table.move(planet, OPEN)
    for skill in SKILLS:  # the Bot keeps what it was given: its help was used up
        table.gain(me, f"aiuto_{skill}", -table.amount(me, f"aiuto_{skill}"))


HOOKS = {"rules": {"accordo_raccolta": accordo_raccolta}}

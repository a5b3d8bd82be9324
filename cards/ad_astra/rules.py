"""Ad Astra's irregular part: what its cards' data cannot say.

Registered in HOOKS at the end (the contract: cardsmith.runtime.rules_module): rules declared in game.yaml
without `text`. The random first player; the planning phase, where each player puts a card on the empty space
of the planning board he chooses (the spaces are the zones espacio_01..espacio_15); taking the cards back at the
end of the round; the +3 majority bonus of a scoring card (nobody on a tie); a trade between the owner of a
Comercio card and another player ("si ambos jugadores están de acuerdo"), a negotiation that no fixed effect can
write; and a planet left by its last pawn belonging to nobody again. Everything random comes from the state's own
generator (`table.random`).
"""

from __future__ import annotations

from typing import Any

RESOURCES = ("energia", "agua", "mineral", "comida", "combustible")
PAWNS = ("nave", "colonia", "fabrica", "terraformador")


def elegir_primer_jugador(table: Any, ctx: Any) -> None:
    """'Los jugadores seleccionan al azar a un jugador para que sea el primer jugador'."""
    table.set_first(table.random.randrange(table.players))


def spaces_in_use(players: int) -> int:
    """'Con 3 o 4 jugadores, se utilizan los primeros 12 espacios. Con 5 jugadores, se utilizan los 15'."""
    return 15 if players >= 5 else 12


def _space(table: Any, number: int) -> str:
    return str(table.zone(f"espacio_{number:02d}"))


def _action_cards(table: Any, player: int) -> list[int]:
    return [c for c in table.pile(table.zone("mano", player)) if "accion" in table.words(c)]


def _place_one(table: Any, player: int, empty: list[int]) -> None:
    """One action card of `player`'s choice, face down on an empty space of his choice (the space leaves `empty`)."""
    cards = _action_cards(table, player)
    names = [table.name(c) for c in cards]
    prompt = "coloca una carta de acción boca abajo en el tablero de planificación"
    card = cards[table.choose(player, prompt, names, secret=True)]  # face down: the others do not learn which
    labels = [f"espacio {k}" for k in empty]
    number = empty.pop(table.choose(player, f"¿en qué espacio vacío pones {table.name(card)}?", labels))
    table.move(card, _space(table, number), face_up=False)


def planificar(table: Any, ctx: Any) -> None:
    """'Fase de planeamiento': from the first player clockwise, one card each in turn on any empty space, until
    every space in use is full ("No es necesario llenar los espacios de números más bajos antes")."""
    empty = [k for k in range(1, spaces_in_use(table.players) + 1) if not table.pile(_space(table, k))]
    order = [(table.first + i) % table.players for i in range(table.players)]
    while empty:
        placing = [p for p in order if _action_cards(table, p)]
        if not placing:
            return
        for player in placing:
            if empty and _action_cards(table, player):
                _place_one(table, player, empty)


def recoger_acciones(table: Any, ctx: Any) -> None:
    """'Fin de la Ronda': action cards go back to their owners' hands; scoring cards wait face up in `usadas`."""
    for number in range(1, 16):
        for card in table.pile(_space(table, number)):
            owner = table.owner(card)
            if table.fields(card).get("clase") == "puntuacion":
                table.move(card, table.zone("usadas", owner), face_up=True)
            else:
                table.move(card, table.zone("mano", owner))


def bonificacion_mayoria(table: Any, ctx: Any) -> None:
    """'Se otorga una bonificación de 3 puntos al jugador que obtuvo la mayor cantidad de puntos utilizando el
    elemento elegido ... En caso de empate, ningún jugador recibe este bono.' Nobody scores it when nobody scored."""
    points = [_amount(table, p, "puntos_elemento") for p in range(table.players)]
    best = max(points)
    if best > 0 and points.count(best) == 1:
        table.gain(points.index(best), "puntos", 3)


def liberar_planetas(table: Any, ctx: Any) -> None:
    """A planet belongs to whoever has pawns on it: once the last one has left, to nobody (on the table, for
    "owned by" and so for production and scoring), until a pawn arrives and summons it again."""
    for star in table.pile(table.zone("galaxia")):
        for planet in table.pile(table.zone("sistema", host=star)):
            pawns = table.tokens(planet)
            if table.owner(planet) >= 0 and not any(pawns.get(p, 0) for p in PAWNS):
                table.release(planet)


SHOWN = {"energia": "energía", "agua": "agua", "mineral": "mineral", "comida": "comida", "combustible": "combustible"}
MOST_CARDS_A_SIDE = 3  # stand-in bound on one side of an offer (game.yaml notes), so that a question stays short


def _amount(table: Any, player: int, name: str) -> int:
    return int(table.amount(player, name))


def _pick_cards(table: Any, asker: int, holder: int, prompt: str, other_than: str = "") -> tuple[str, int]:
    """`asker` picks a resource type `holder` has, then how many of them (1 to MOST_CARDS_A_SIDE)."""
    types = [r for r in RESOURCES if r != other_than and _amount(table, holder, r) >= 1]
    kind = types[table.choose(asker, prompt, [SHOWN[r] for r in types])]
    most = min(MOST_CARDS_A_SIDE, _amount(table, holder, kind))
    counts = list(range(1, most + 1))
    labels = [f"{n} {SHOWN[kind]}" for n in counts]
    return kind, counts[table.choose(asker, f"¿cuántas cartas de {SHOWN[kind]}?", labels)]


def comerciar_con_jugador(table: Any, ctx: Any) -> None:
    """'El propietario de la carta de acción puede intercambiar cartas de recursos con cualquier otro jugador. Si
    ambos jugadores están de acuerdo, el intercambio se lleva a cabo de inmediato': the owner (ctx.you) names a
    partner, the cards he gives (one type, 1-3 cards) and the cards he asks for (another type, 1-3 cards); the
    partner accepts or refuses. Each question is a decision of the player who answers it."""
    me = ctx.you
    partners = [(me + i) % table.players for i in range(1, table.players)]
    partners = [p for p in partners if any(_amount(table, p, r) for r in RESOURCES)]
    if not partners or not any(_amount(table, me, r) for r in RESOURCES):
        return
    labels = ["no comerciar"] + [f"comerciar con el jugador {p + 1}" for p in partners]
    picked = table.choose(me, "¿con qué jugador comercias?", labels)
    if picked == 0:
        return
    other = partners[picked - 1]
    give, given = _pick_cards(table, me, me, "¿qué cartas de recursos ofreces?")
    if not any(_amount(table, other, r) for r in RESOURCES if r != give):
        return
    want, wanted = _pick_cards(table, me, other, f"¿qué cartas pides al jugador {other + 1}?", other_than=give)
    offer = f"el jugador {me + 1} te ofrece {given} {SHOWN[give]} por {wanted} {SHOWN[want]}"
    if table.choose(other, offer, ["rechazar", "aceptar"]) == 1:
        table.gain(me, give, -given)
        table.gain(other, give, given)
        table.gain(other, want, -wanted)
        table.gain(me, want, wanted)


HOOKS = {
    "rules": {
        "elegir_primer_jugador": elegir_primer_jugador,
        "planificar": planificar,
        "recoger_acciones": recoger_acciones,
        "bonificacion_mayoria": bonificacion_mayoria,
        "comerciar_con_jugador": comerciar_con_jugador,
        "liberar_planetas": liberar_planetas,
    },
}

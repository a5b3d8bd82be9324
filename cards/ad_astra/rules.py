"""Ad Astra's irregular part: what its cards' data cannot say.

Registered in HOOKS at the end (the contract: cardsmith.runtime.rules_module): two rules declared in game.yaml
without `text`: the random first player, and a trade between the owner of a Comercio card and another player
("si ambos jugadores están de acuerdo"), a free negotiation that no fixed effect can write. Everything random
comes from the state's own generator (`table.random`).

Bots' trading policy (stated, simple): the owner offers one card of the resource he holds most of for one card
of a resource he lacks that the other player holds; the other player accepts or refuses (a decision, so the
random bot accepts half of the time and a scripted player as written).
"""

from __future__ import annotations

from typing import Any

RESOURCES = ("energia", "agua", "mineral", "comida", "combustible")


def elegir_primer_jugador(table: Any, ctx: Any) -> None:
    """'Los jugadores seleccionan al azar a un jugador para que sea el primer jugador'."""
    table.set_first(table.random.randrange(table.players))


def _amount(table: Any, player: int, name: str) -> int:
    return int(table.amount(player, name))


def comerciar_con_jugador(table: Any, ctx: Any) -> None:
    """One proposed 1-for-1 exchange between the card's owner (ctx.you) and another player, made only if both agree."""
    me = ctx.you
    offers: list[tuple[int, str, str]] = []
    for other in range(table.players):
        if other == me:
            continue
        for give in RESOURCES:
            if _amount(table, me, give) < 1:
                continue
            for want in RESOURCES:
                if want != give and _amount(table, other, want) >= 1:
                    offers.append((other, give, want))
    if not offers:
        return
    labels = ["no trade"] + [f"offer player {o + 1}: 1 {give} for 1 {want}" for o, give, want in offers]
    picked = table.choose(me, "trade with a player", labels)
    if picked == 0:
        return
    other, give, want = offers[picked - 1]
    if table.choose(other, f"player {me + 1} offers 1 {give} for your 1 {want}", ["refuse", "accept"]) == 1:
        table.gain(me, give, -1)
        table.gain(other, give, 1)
        table.gain(other, want, -1)
        table.gain(me, want, 1)


HOOKS = {
    "rules": {
        "elegir_primer_jugador": elegir_primer_jugador,
        "comerciar_con_jugador": comerciar_con_jugador,
    },
}

"""Welcome to the Moon: what the pack's data cannot say, on top of the engine's sheets and simultaneous turns.

- choose_combination: the three number/action combinations of this turn, and which of them the player's sheet
  can take (a player who can place a number must pick such a combination);
- accomplish_missions: each mission card in the row checks its condition for one player (its `on check_mission`
  ability), so that every player who meets it in the same turn gets the higher value;
- number_in_sheet and use_action (Adventures 2-8): the number goes in a box of the numbering space, which is
  remembered, so that an action can reach what lies beside it (the words a box shares with its neighbours:
  `col_3`, `by_level_2`); the action runs the adventure's rule `aN_<action>`, or another action for a circled
  wild action crossed; the Astronaut changes the number by -2..+2 before it is written;
- Adventure 4 (La Mina): the mine's neighbours (water and plant above or below an excavation), the factories
  improved or activated when their last symbol is crossed, and the extraction of full columns (phase 5);
- Adventure 2 (El Viaje): the trajectory split by Energía (a line between two boxes), the stations reached from
  the part where the number went, station multipliers first-come, the zones and water counted;
- Adventure 3 (La Colonia): the tunnel network from the rocket (a building joins it from a building already on
  it), antennas circled on numbered and joined buildings, greenhouses filled per sector, sector bonuses;
- Adventure 5 (La Cúpula): skyscrapers numbered from a start level then next to a numbered level, top and
  bottom bonuses first-come, the tower's symbols linked to skyscraper levels, the dome built by parity next to
  what is built, split by Planificación;
- Adventure 6 (El Virus): viruses spreading through zones and open gangways, infected dwellings crossed and
  skipped, zones evacuated once complete, the scoring lines whose symbols activate viruses and propagations (a
  symbol crossed by several players in the same turn is each one's: crossed on the others' sheets, it stays
  theirs to cross until the turn ends);
- Adventure 7 (La Fuga): only boxes of units (modules, greenhouses) reached through an activated airlock may
  be numbered (at first the two modules of the bottom ship); airlocks, Robot bonus boxes, greenhouse x2 bonuses
  first-come, reactors and plants per ship, and the points of modules and greenhouses;
- Adventure 8 (La Batalla): two sheets per player, each shared with a neighbour (on a player's copy their own
  insignias are circled, the neighbour's crossed, and every mark is mirrored on the neighbour's copy), played
  alternately; insignias on planets, moons and asteroids, planets' control, and each sheet's scoring; an
  astronaut symbol kept to change a later number on the same sheet; in solo, ASTRA's own turn at the start of
  each round (its insignia, its action, its moon effect), which only hurts the player;
- majorities (the most astronauts, the most complete zones): the players ranked on a counter at the end;
- solo against ASTRA: astra_choose (of the 3 cards drawn, one for its number and another for its action) and
  astra_give (the 2 used are discarded, the third goes to ASTRA, unless an ASTRA bonus removes it from the game).
"""

from __future__ import annotations

from typing import Any

ACTIONS = ("robot", "energy", "plant", "water", "astronaut", "planning")
PILES = (1, 2, 3)
# What a player reads at the table is in the game's language, in the rulebook's words (REGLAS BÁSICAS): the
# actions as the cards name them, the colours of planets and viruses, the factories' resources.
SAID = {
    "robot": "Robot", "energy": "Energía", "plant": "Planta", "water": "Agua", "astronaut": "Astronauta",
    "planning": "Planificación", "green": "verde", "blue": "azul", "grey": "gris", "red": "rojo",
    "purple": "morado", "yellow": "amarillo", "pearl": "perlas", "ruby": "rubíes",
}  # fmt: skip
YES_NO = ["sí", "no"]


def _combinations(table: Any) -> list[tuple[int, int, str]]:
    """(pile, number, action) of this turn: the number on top of each deck, the action just flipped beside it."""
    found = []
    for pile in PILES:
        numbers, actions = table.pile(f"spaceship_deck_{pile}"), table.pile(f"action_pile_{pile}")
        if numbers and actions:
            found.append((pile, table.fields(numbers[-1])["number"], table.fields(actions[-1])["action"]))
    return found


def _words(table: Any, player: int, action: str) -> list[str]:
    """Where a combination's number may go: Adventure 1 places it by the action's symbol (or the Comodín level)."""
    return ["numbering_space", action] if table.amount(player, "chosen_adventure") == 1 else ["numbering_space"]


KEPT_ASTRONAUT = " (símbolo de Astronauta)"  # the label's mark of a number changed by an A8 astronaut symbol kept


def _numbers(table: Any, player: int, number: int, action: str) -> list[tuple[int, str]]:
    """The numbers a combination may write, with the label's tail: the Astronaut (in an adventure whose actions
    act, not Adventure 1) changes it by -2..+2 first, never below 0 (modifying by 0 is allowed). In Adventure 8 an
    astronaut symbol circled on the sheet in play may be crossed to change the number of another action so."""
    adventure = table.amount(player, "chosen_adventure")
    if action == "astronaut" and adventure != 1:
        return [(number + d, f" como {number + d}" if d else "") for d in (0, -2, -1, 1, 2) if number + d >= 0]
    if adventure == 8 and _a8_kept_astronaut(table, player):
        changed = [(number + d, f" como {number + d}{KEPT_ASTRONAUT}") for d in (-2, -1, 1, 2) if number + d >= 0]
        return [(number, ""), *changed]
    return [(number, "")]


def _fits(table: Any, player: int, action: str, value: int) -> list[str]:
    """The boxes where a combination's number may go: those its sheet takes, and in Adventure 7 only in a unit
    the player can reach (an airlock activated to it)."""
    boxes = table.sheet_fits(player, _words(table, player, action), value)
    if table.amount(player, "chosen_adventure") == 7:
        units = _a7_accessible(table, player)
        boxes = [b for b in boxes if _unit(table, b) in units]
    if table.amount(player, "chosen_adventure") == 5:
        boxes = _a5_allowed(table, player, list(boxes))
    if table.amount(player, "chosen_adventure") == 8:
        boxes = _a8_planets(table, player, value)
    return list(boxes)


def choose_combination(table: Any, ctx: Any) -> None:
    """Phase 2: the player picks one of the combinations whose number their sheet can take; with none, they
    pick nothing (chosen_pile 0) and cross a system error in phase 3."""
    player = ctx.you
    usable = [
        (pile, value, action, f"{number} {SAID[action]} (mazo {pile}){tail}")
        for pile, number, action in _combinations(table)
        for value, tail in _numbers(table, player, number, action)
        if _fits(table, player, action, value)
    ]
    if not usable:
        _set(table, player, "chosen_pile", 0)
        return
    pile, number, action, label = usable[table.choose(player, "¿qué combinación?", [u[3] for u in usable])]
    _keep_astronaut_use(table, player, label)
    _set(table, player, "chosen_pile", pile)
    _set(table, player, "chosen_number", number)
    _set(table, player, "chosen_action", ACTIONS.index(action) + 1)


def _keep_astronaut_use(table: Any, player: int, label: str) -> None:
    """Remember, for phase 3, that this turn's number was changed by an A8 astronaut symbol kept."""
    table.values[f"kept_astronaut/{player}"] = table.turn if label.endswith(KEPT_ASTRONAUT) else 0


def _set(table: Any, player: int, name: str, value: int) -> None:
    table.gain(player, name, value - table.amount(player, name))


def accomplish_missions(table: Any, ctx: Any) -> None:
    """Phase 6: every mission card in the row checks its condition for this player."""
    for card in table.pile("mission_row"):
        table.trigger("check_mission", card, ctx.you)


def _hand(table: Any, player: int) -> list[int]:
    return [c for c in table.pile(table.zone("hand", player)) if "spaceship" in table.words(c)]


def astra_choose(table: Any, ctx: Any) -> None:
    """Solo, phase 2: of the cards drawn, one gives the number and another the action; only pairs whose number
    the sheet can take are offered. With none, nothing is chosen (a system error, then a card for ASTRA)."""
    player = ctx.you
    hand = _hand(table, player)
    pairs = []
    for number_card in hand:
        for action_card in hand:
            number, action = table.fields(number_card)["number"], table.fields(action_card)["action"]
            for value, tail in _numbers(table, player, number, action) if number_card != action_card else []:
                if _fits(table, player, action, value):
                    pairs.append((number_card, action_card, value, action, tail))
    _set(table, player, "solo_number_card", 0)
    _set(table, player, "solo_action_card", 0)
    if not pairs:
        _set(table, player, "chosen_pile", 0)
        return
    labels = [
        f"{table.fields(nc)['number']} {SAID[a]} (número de {table.name(nc)}, acción de {table.name(ac)}){tail}"
        for nc, ac, _, a, tail in pairs
    ]
    pick = table.choose(player, "¿qué número y qué acción?", labels)
    number_card, action_card, number, action, _ = pairs[pick]
    _keep_astronaut_use(table, player, labels[pick])
    _set(table, player, "chosen_pile", 1)
    _set(table, player, "chosen_number", number)
    _set(table, player, "chosen_action", ACTIONS.index(action) + 1)
    _set(table, player, "solo_number_card", number_card + 1)
    _set(table, player, "solo_action_card", action_card + 1)


def astra_give(table: Any, ctx: Any) -> None:
    """Solo, end of the turn: the 2 cards used are discarded and the third is given to ASTRA; with no pair used,
    the player gives one card of their choice and discards the others. A circled ASTRA bonus may be crossed to
    remove the given card from the game instead."""
    player = ctx.you
    hand = _hand(table, player)
    used = {table.amount(player, "solo_number_card") - 1, table.amount(player, "solo_action_card") - 1}
    rest = [c for c in hand if c not in used]
    if not rest:
        return
    if len(rest) > 1:
        labels = [f"entregar {table.name(c)} a ASTRA" for c in rest]
        given = rest[table.choose(player, "¿qué carta entregas a ASTRA?", labels)]
    else:
        given = rest[0]
    for card in hand:  # the discards and ASTRA's pile lie action face up: they may be consulted at any time
        if card != given:
            table.move(card, "solo_discard", face_up=True)
    bonus = table.amount(player, "astra_bonus") > 0
    if (
        bonus
        and table.choose(
            player, f"¿tachar una Bonificación ASTRA para retirar {table.name(given)} de la partida?", YES_NO
        )
        == 0
    ):
        table.gain(player, "astra_bonus", -1)
        table.move(given, "game_box")
        return
    table.move(given, "astra_pile", face_up=True)
    if table.amount(player, "chosen_adventure") == 1:
        table.rule("a1_astra_track", player)


def number_in_sheet(table: Any, ctx: Any) -> None:
    """Phase 3 (Adventures 2-8): write the combination's number in a box of the numbering space where it may
    go, and remember the box (the actions reach what lies beside it)."""
    player = ctx.you
    if table.amount(player, "chosen_adventure") == 8:
        if table.values.get(f"kept_astronaut/{player}") == table.turn:
            table.sheet_mark(player, [_a8_kept_astronaut(table, player)], "cross")
        box = _a8_number(table, player)
        table.values[f"numbered/{player}"] = box
        _set(table, player, "numbered_this_turn", int(bool(box)))
        return
    value = table.amount(player, "chosen_number")
    boxes = _fits(table, player, ACTIONS[table.amount(player, "chosen_action") - 1], value)
    if not boxes:
        return
    box = table.sheet_write(player, [boxes[table.choose(player, f"¿en qué casilla escribes {value}?", boxes)]], value)
    table.values[f"numbered/{player}"] = box
    _set(table, player, "numbered_this_turn", 1)
    if "mineral" in table.box_words(box):  # A4: a pearl or a ruby is circled as soon as its excavation is numbered
        table.sheet_mark(player, [box], "circle")
    after_numbering(table, ctx)


def after_numbering(table: Any, ctx: Any) -> None:
    """What a box numbered (or crossed with an X) completes at once: A3 sectors and antennas."""
    adventure = table.amount(ctx.you, "chosen_adventure")
    if adventure == 2:
        _a2_counts(table, ctx.you)
    elif adventure == 3:
        _a3_update(table, ctx.you)
    elif adventure == 5:
        _a5_numbered(table, ctx.you)
    elif adventure == 7:
        _a7_numbered(table, ctx.you)


def _numbered_words(table: Any, player: int, prefix: str) -> list[str]:
    """The words of the box numbered this turn that start with `prefix` (`col_`, `level_`)."""
    box = table.values.get(f"numbered/{player}", "")
    return sorted(w for w in table.box_words(box) if w.startswith(prefix))


def use_action(table: Any, ctx: Any) -> None:
    """Phase 4: the combination's action runs the adventure's rule `aN_<action>`; a circled wild action may be
    crossed to run any of the six instead."""
    player = ctx.you
    action = ACTIONS[table.amount(player, "chosen_action") - 1]
    if table.amount(player, "wild_action") > 0:
        others = [a for a in ACTIONS if a != action]
        labels = [f"utilizar {SAID[action]}"] + [f"tachar una Acción Comodín para utilizar {SAID[a]}" for a in others]
        pick = table.choose(player, "¿qué acción?", labels)
        if pick:
            table.gain(player, "wild_action", -1)
            action = others[pick - 1]
    table.rule(f"a{table.amount(player, 'chosen_adventure')}_{action}", player)


# ---------------------------------------------------------------- Adventure 4: La Mina
A4_SECONDARY = {1: "pearl", 2: "ruby", 3: "water", 4: "plant"}  # the resource each left secondary factory gives


def _a4_mine_symbol(table: Any, player: int, kind: str) -> None:
    """Water / Plant: circle that resource just above or below the excavation numbered this turn."""
    near = [f"by_{w}" for w in _numbered_words(table, player, "level_")]
    if near:
        table.sheet_mark(player, ["mine_symbol", kind, *_numbered_words(table, player, "col_"), *near], "circle")


def a4_water(table: Any, ctx: Any) -> None:
    _a4_mine_symbol(table, ctx.you, "water")


def a4_plant(table: Any, ctx: Any) -> None:
    _a4_mine_symbol(table, ctx.you, "plant")


def _a4_cross_symbol(table: Any, player: int, kind: str) -> None:
    """Energy / Robot: cross that symbol in a factory of choice; its last symbol improves a main factory (its
    upper score box is crossed) or activates a secondary one (its bonus is used at once)."""
    box = table.sheet_mark(player, ["factory_symbol", kind], "cross")
    if not box:
        return
    zone = box.split(".")[0]
    if table.sheet_boxes(player, [zone, "crossed"]) != table.sheet_boxes(player, [zone]):
        return
    if "main_factory" in table.box_words(box):
        table.sheet_mark(player, [zone.replace("_upgrade", "_top")], "cross")
        return
    table.sheet_mark(player, [f"{zone}_bonus"], "cross")
    resource = A4_SECONDARY.get(int(zone.rsplit("_", 1)[1]))
    if resource:
        _a4_stock(table, player, resource)
    else:
        for _ in range(3):
            _a4_cross_symbol(table, player, "robot")


def a4_energy(table: Any, ctx: Any) -> None:
    _a4_cross_symbol(table, ctx.you, "energy")


def a4_robot(table: Any, ctx: Any) -> None:
    _a4_cross_symbol(table, ctx.you, "robot")


def _a4_stock(table: Any, player: int, resource: str) -> None:
    """Circle the next resource of its main factory (top to bottom); on the fill-bonus resource, circle the
    bonus too (the first players to reach it have it; ASTRA's effect may have spoilt it)."""
    box = table.sheet_mark(player, [f"{resource}_stock"], "circle")
    if not box or "fill_slot" not in table.box_words(box) or resource in table.values.get(f"lost/{player}", ()):
        return
    before = table.amount(player, f"a4_{resource}_fill")
    table.sheet_mark(player, [f"{resource}_fill"], "circle")
    if table.amount(player, f"a4_{resource}_fill") > before and table.amount(player, "solo_mode") == 1:
        table.gain(player, "astra_bonus", 2)


def a4_extraction(table: Any, ctx: Any) -> None:
    """Phase 5: every column whose 3 excavations are numbered is extracted once: its circled resources are
    crossed, each fills its main factory, and the pump above the column is circled."""
    player = ctx.you
    for col in range(1, 13):
        word = f"col_{col}"
        if len(table.sheet_boxes(player, ["excavation", word, "numbered"])) < 3:
            continue
        if table.sheet_boxes(player, ["pumps", word, "circled"]):
            continue
        found = [b for kind in ("excavation", "mine_symbol") for b in table.sheet_boxes(player, [kind, word, "open"])]
        for box in found:
            table.sheet_mark(player, [box], "cross")
            kind = next(k for k in ("pearl", "ruby", "water", "plant") if k in table.box_words(box))
            _a4_stock(table, player, kind)
        table.sheet_mark(player, ["pumps", word], "circle")
    circled = {int(b.split(".")[1]) for b in table.sheet_boxes(player, ["pumps", "circled"])}
    run = best = 0
    for col in range(1, 13):
        run = run + 1 if col in circled else 0
        best = max(best, run)
    _set(table, player, "adjacent_pumps", best)


def _sky_bonus(word: str) -> str:
    """`sky_3_top` as a player reads it: the higher bonus at the top (or bottom) of skyscraper 3."""
    _, k, end = word.split("_")
    return f"bonificación {'superior' if end == 'top' else 'inferior'} del rascacielos {k}"


def _building(at: str) -> str:
    """`2_5` (a building of the colony's grid) as a player reads it."""
    row, col = at.split("_")
    return f"edificio de la fila {row}, columna {col}"


def a4_cross_fill_bonus(table: Any, ctx: Any) -> None:
    """ASTRA effect (A or B): a fill bonus still available is lost (the player chooses which)."""
    player = ctx.you
    lost = list(table.values.get(f"lost/{player}", ()))
    left = [r for r in ("pearl", "ruby", "water", "plant") if r not in lost]
    left = [r for r in left if not table.sheet_boxes(player, [f"{r}_fill", "marked"])]
    if left:
        pick = left[
            table.choose(player, "¿qué bonificación de llenado tachas?", [f"fábrica de {SAID[r]}" for r in left])
        ]
        table.values[f"lost/{player}"] = [*lost, pick]


# ---------------------------------------------------------------- Adventure 8: La Batalla
A8_TYPES = ("green", "blue", "grey")


def _a8_side(table: Any, player: int) -> str:
    """The sheet played this turn: the left one (L) on odd turns, the right one (R) on even ones (the captain)."""
    return "L" if table.amount(player, "active_sheet") == 1 else "R"


def a8_captain(table: Any, ctx: Any) -> None:
    """Start of a turn: everyone plays the sheet the Capitán card stands before, the left one first."""
    _set(table, ctx.you, "active_sheet", 1 if table.turn % 2 == 1 else 2)


def _partner(table: Any, player: int, side: str) -> tuple[int, str] | None:
    """Who shares that sheet, and on which side it lies for them (none in solo: ASTRA's insignias are crossed)."""
    n = table.players
    if n == 1:
        return None
    return ((player - 1) % n, "R") if side == "L" else ((player + 1) % n, "L")


def _first_blank(table: Any, player: int, zone: str) -> str:
    boxes = table.sheet_boxes(player, [zone, "blank"])
    return min(boxes, key=lambda b: int(b.split(".")[1])) if boxes else ""


def _mirror(table: Any, player: int, box: str, verb: str) -> None:
    """The same mark on the neighbour's copy of the shared sheet, the other way round (their insignia is mine
    crossed; the asteroid field is read from their end)."""
    side, rest = box.split("_", 1)
    found = _partner(table, player, side)
    if found is None:
        return
    other, their_side = found
    zone, n = rest.split(".")
    if zone == "asteroids":
        n = str(len(table.sheet_boxes(player, [f"{side}_asteroids"])) + 1 - int(n))
    table.sheet_mark(other, [f"{their_side}_{zone}.{n}"], verb)


def _a8_insignia(table: Any, player: int, box: str) -> None:
    table.sheet_mark(player, [box], "circle")
    _mirror(table, player, box, "cross")


def _a8_planets(table: Any, player: int, value: int) -> list[str]:
    """The first free box of each planet of the sheet in play that accepts the number."""
    side = _a8_side(table, player)
    zones = sorted({b.split(".")[0] for b in table.sheet_boxes(player, ["planet", f"{side}_side", f"accepts_{value}"])})
    return [box for box in (_first_blank(table, player, z) for z in zones) if box]


def _a8_number(table: Any, player: int) -> str:
    """Phase 3: the player's insignia in the first free box of a planet accepting the number; a bonus symbol
    in it may be used at once; the planet's last box gives its control."""
    boxes = _a8_planets(table, player, table.amount(player, "chosen_number"))
    if not boxes:
        return ""
    box = boxes[table.choose(player, "¿en qué planeta dibujas tu insignia?", boxes)]
    _a8_insignia(table, player, box)
    bonus = next((w[6:] for w in table.box_words(box) if w.startswith("bonus_")), "")
    if bonus and table.choose(player, f"¿utilizar la bonificación {SAID[bonus]}?", YES_NO) == 0:
        _a8_bonus(table, player, bonus, box)
    _a8_control(table, player, box.split(".")[0], final=False)
    return box


def _a8_bonus(table: Any, player: int, bonus: str, box: str) -> None:
    """A bonus symbol: Agua/Planta cross only the scale's box; Robot an asteroid (with its bonuses); Energía a
    planet type improved; Planificación an insignia on a moon without crossing the planning scale."""
    side = _a8_side(table, player)
    if bonus in ("plant", "water"):
        table.sheet_mark(player, [f"{side}_{bonus}_scale"], "cross")
    elif bonus == "robot":
        _a8_asteroid(table, player)
    elif bonus == "energy":
        _a8_upgrade(table, player)
    elif bonus == "planning":
        _a8_moon(table, player, box)
    _a8_counts(table, player)


def _a8_asteroid(table: Any, player: int) -> None:
    side = _a8_side(table, player)
    box = _first_blank(table, player, f"{side}_asteroids")
    if box:
        _a8_insignia(table, player, box)
        bonus = next((w[6:] for w in table.box_words(box) if w.startswith("bonus_")), "")
        if bonus:
            _a8_bonus(table, player, bonus, box)


def _a8_upgrade(table: Any, player: int) -> None:
    side = _a8_side(table, player)
    kind = A8_TYPES[table.choose(player, "¿qué tipo de planeta mejoras?", [f"planetas {SAID[t]}" for t in A8_TYPES])]
    table.sheet_mark(player, [f"{side}_{kind}_scale"], "cross")


def _a8_moon(table: Any, player: int, box: str) -> bool:
    """An insignia on a free space of the moon of a planet not yet complete (the player's choice)."""
    side = _a8_side(table, player)
    free = []
    for k in range(1, 8):
        if table.sheet_boxes(player, [f"{side}_planet_{k}", "blank"]):
            free += [b for b in [_first_blank(table, player, f"{side}_moon_{k}")] if b]
    if not free:
        return False
    _a8_insignia(table, player, free[table.choose(player, "¿en qué luna dibujas tu insignia?", free)])
    return True


def _a8_control(table: Any, player: int, zone: str, final: bool) -> None:
    """A planet whose last box is filled (or, at the end, any planet) goes to the most insignias on it and its
    moon: the flag takes that insignia, both on a tie (solo: the player's only)."""
    side, rest = zone.split("_", 1)
    k = rest.split("_")[1]
    flag = f"{side}_flag_{k}.1"
    if table.sheet_boxes(player, [flag, "marked"]) or (not final and table.sheet_boxes(player, [zone, "blank"])):
        return
    boxes = [zone, f"{side}_moon_{k}"]
    mine = sum(len(table.sheet_boxes(player, [z, "circled"])) for z in boxes)
    theirs = sum(len(table.sheet_boxes(player, [z, "crossed"])) for z in boxes)
    if mine == theirs == 0:
        return
    if mine >= theirs:
        table.sheet_mark(player, [flag], "circle")
        _mirror(table, player, flag, "cross")
        if table.amount(player, "solo_mode") == 1:
            table.gain(player, "flag_pairs", 1)
            if table.amount(player, "flag_pairs") >= 2:
                table.gain(player, "flag_pairs", -2)
                table.gain(player, "astra_bonus", 1)
    shared = theirs == mine and _partner(table, player, side) is not None  # a tie with ASTRA is the player's
    if theirs > mine or shared:
        table.sheet_mark(player, [flag], "cross")
        _mirror(table, player, flag, "circle")
    _a8_counts(table, player)


def _a8_symbol(table: Any, player: int, kind: str) -> None:
    """Agua / Planta: on the planet of the insignia just drawn, cross an available symbol of that kind (none: no
    action), then the lowest box still visible of the scale."""
    box = table.values.get(f"numbered/{player}", "")
    side, rest = box.split("_", 1) if box else ("", "")
    planet = rest.split(".")[0].split("_")[1] if rest else ""
    symbols = table.sheet_boxes(player, [f"{side}_symbols_{planet}", kind, "blank"]) if planet else []
    if symbols:
        table.sheet_mark(player, [symbols[0]], "cross")
        _mirror(table, player, symbols[0], "cross")
        table.sheet_mark(player, [f"{side}_{kind}_scale"], "cross")
        _a8_counts(table, player)


def a8_plant(table: Any, ctx: Any) -> None:
    _a8_symbol(table, ctx.you, "plant")


def a8_water(table: Any, ctx: Any) -> None:
    _a8_symbol(table, ctx.you, "water")


def a8_robot(table: Any, ctx: Any) -> None:
    """Robot: an insignia on the first free asteroid from the player's side, its bonuses used at once."""
    _a8_asteroid(table, ctx.you)
    _a8_counts(table, ctx.you)


def a8_energy(table: Any, ctx: Any) -> None:
    """Energía: improve a planet type (its scale's lowest visible box crossed)."""
    _a8_upgrade(table, ctx.you)
    _a8_counts(table, ctx.you)


def a8_planning(table: Any, ctx: Any) -> None:
    """Planificación: an insignia on a moon, then the lowest visible box of the planning scale crossed."""
    if _a8_moon(table, ctx.you, ""):
        table.sheet_mark(ctx.you, [f"{_a8_side(table, ctx.you)}_planning_scale"], "cross")
    _a8_counts(table, ctx.you)


def a8_astronaut(table: Any, ctx: Any) -> None:
    """Astronauta: circle an Astronauta symbol of the sheet in play (kept to change a later number there)."""
    table.sheet_mark(ctx.you, [f"{_a8_side(table, ctx.you)}_astronauts"], "circle")


def _a8_kept_astronaut(table: Any, player: int) -> str:
    """The first astronaut symbol circled and not yet used on the sheet in play ("" when none)."""
    kept = table.sheet_boxes(player, [f"{_a8_side(table, player)}_astronauts", "open"])
    return min(kept, key=lambda b: int(b.split(".")[1])) if kept else ""


def a8_system_error(table: Any, ctx: Any) -> None:
    """No number fits: cross a system error box of the sheet in play (2 per sheet)."""
    table.sheet_mark(ctx.you, [f"{_a8_side(table, ctx.you)}_errors"], "cross")
    _a8_counts(table, ctx.you)


# Solo A8: ASTRA plays a card of its own at the start of each round, on the round's sheet, to hurt the player
# (its insignias are the crossed marks of the player's copy); it never uses a bonus symbol.
A8_ASTRA_ACTION = {
    "robot": "robot",
    "energy": "robot",
    "plant": "plant",
    "water": "water",
    "astronaut": "planning",
    "planning": "planning",
}


def _a8_planet_numbers(table: Any, player: int, side: str) -> list[int]:
    """The planets of a sheet, in the order of their numbers (planet 1 takes 1-2-3 ... planet 7 13-14-15)."""
    boxes = table.sheet_boxes(player, ["planet", f"{side}_side"])
    return sorted({int(b.split(".")[0].rsplit("_", 1)[1]) for b in boxes})


def _a8_open(table: Any, player: int, side: str, k: int) -> bool:
    """A planet is available while a box of it is free."""
    return bool(table.sheet_boxes(player, [f"{side}_planet_{k}", "blank"]))


def _a8_astra_planet(table: Any, player: int, number: int) -> int:
    """The planet ASTRA's number goes to: one that takes the number (the player chooses among several), else
    the next available planet in the order of the numbers (after 13-14-15 comes 1-2-3); 0 when none is left."""
    side = _a8_side(table, player)
    planets = _a8_planet_numbers(table, player, side)
    taking = [k for k in planets if table.sheet_boxes(player, [f"{side}_planet_{k}", f"accepts_{number}"])]
    fits = [k for k in taking if _a8_open(table, player, side, k)]
    if len(fits) > 1:
        return fits[table.choose(player, "¿en qué planeta dibuja ASTRA su insignia?", [f"planeta {k}" for k in fits])]
    if fits:
        return fits[0]
    start = planets.index(max(taking)) + 1 if taking else 0
    ring = planets[start:] + planets[:start]
    return next((k for k in ring if _a8_open(table, player, side, k)), 0)


def _a8_astra_moon_on(table: Any, player: int, side: str, k: int) -> bool:
    """ASTRA's insignia on a free space of planet k's moon, if the planet is still available."""
    moon = _first_blank(table, player, f"{side}_moon_{k}")
    if not moon or not _a8_open(table, player, side, k):
        return False
    table.sheet_mark(player, [moon], "cross")
    return True


def _a8_astra_action(table: Any, player: int, side: str, k: int, action: str) -> None:
    """ASTRA's action on the planet of its insignia: Planta/Agua cross an available symbol of the planet,
    Planificación (and Astronauta) its insignia on the planet's moon, Robot (and Energía) its insignia on an
    asteroid from the opposite side of the sheet, without the asteroid's bonus."""
    kind = A8_ASTRA_ACTION[action]
    if kind in ("plant", "water"):
        symbols = table.sheet_boxes(player, [f"{side}_symbols_{k}", kind, "blank"])
        if symbols:
            table.sheet_mark(player, [symbols[0]], "cross")
    elif kind == "planning":
        _a8_astra_moon_on(table, player, side, k)
    else:
        boxes = table.sheet_boxes(player, [f"{side}_asteroids", "blank"])
        if boxes:
            table.sheet_mark(player, [max(boxes, key=lambda b: int(b.split(".")[1]))], "cross")


def a8_astra_turn(table: Any, ctx: Any) -> None:
    """Solo A8, start of a round: the one card drawn first is ASTRA's. Its number puts ASTRA's insignia on a
    planet of the round's sheet, its action acts on that planet; a planet completed goes to the majority (a tie
    is the player's). If ASTRA fills the sheet's last planet box, the player crosses a system error and gives
    ASTRA that card, and the game ends at once."""
    player = ctx.you
    hand = _hand(table, player)
    if not hand:
        return
    card = hand[-1]
    fields = table.fields(card)
    side = _a8_side(table, player)
    k = _a8_astra_planet(table, player, fields["number"])
    if not k:
        return
    table.sheet_mark(player, [_first_blank(table, player, f"{side}_planet_{k}")], "cross")
    _a8_control(table, player, f"{side}_planet_{k}", final=False)
    _a8_astra_action(table, player, side, k, fields["action"])
    _a8_counts(table, player)
    if not table.sheet_boxes(player, ["planet", f"{side}_side", "blank"]):
        a8_system_error(table, ctx)
        table.move(card, "astra_pile", face_up=True)
        table.rule("game_over", player)


def a8_astra_moon(table: Any, ctx: Any) -> None:
    """ASTRA effect (A8): one Planificación for ASTRA on the round's sheet: its insignia on the moon of an
    available planet, the one with most of the player's insignias (planet + moon; the player breaks a tie),
    a full moon passing to the next planet in that order."""
    player = ctx.you
    side = _a8_side(table, player)
    mine = {
        k: sum(len(table.sheet_boxes(player, [z, "circled"])) for z in (f"{side}_planet_{k}", f"{side}_moon_{k}"))
        for k in _a8_planet_numbers(table, player, side)
        if _a8_open(table, player, side, k) and _first_blank(table, player, f"{side}_moon_{k}")
    }
    if not mine:
        return
    tied = [k for k, v in mine.items() if v == max(mine.values())]
    labels = [f"luna {k}" for k in tied]
    pick = 0 if len(tied) == 1 else table.choose(player, "¿en qué luna dibuja ASTRA su insignia?", labels)
    _a8_astra_moon_on(table, player, side, tied[pick])
    _a8_counts(table, player)


def _visible(table: Any, player: int, zone: str) -> int:
    """The lowest value still visible on a scale: its first box not crossed (its last once all are)."""
    boxes = sorted(table.sheet_boxes(player, [zone]), key=lambda b: int(b.split(".")[1]))
    left = [b for b in boxes if not table.sheet_boxes(player, [b, "crossed"])]
    return table.box_value(left[0] if left else boxes[-1])


def _a8_counts(table: Any, player: int) -> None:
    """The missions' counts, each on one sheet (the better of the two), and the ends of the game."""
    found: dict[str, int] = {}
    for side in ("L", "R"):
        flags = [b for b in table.sheet_boxes(player, ["flag", f"{side}_side", "circled"])]
        types = {t for t in A8_TYPES for b in flags if t in table.box_words(b)}
        moons = {b.split(".")[0] for b in table.sheet_boxes(player, ["moon", f"{side}_side", "circled"])}
        counts = {
            "planets_controlled": len(flags),
            "planet_types_controlled": len(types),
            "robot_asteroids": len(table.sheet_boxes(player, [f"{side}_asteroids", "circled"])),
            "plant_boxes_crossed": len(table.sheet_boxes(player, [f"{side}_plant_scale", "crossed"])),
            "water_boxes_crossed": len(table.sheet_boxes(player, [f"{side}_water_scale", "crossed"])),
            "planning_moons": len(moons),
            "a8_errors": len(table.sheet_boxes(player, [f"{side}_errors", "crossed"])),
            "a8_full": int(not table.sheet_boxes(player, ["planet", f"{side}_side", "blank"])),
        }
        for t in A8_TYPES:
            counts[f"{t}_upgrades"] = len(table.sheet_boxes(player, [f"{side}_{t}_scale", "crossed"]))
        for name, value in counts.items():
            found[name] = max(found.get(name, 0), value)
    for name, value in found.items():
        _set(table, player, name, value)


def a8_score(table: Any, ctx: Any) -> None:
    """The end: the incomplete planets' control is given as for a complete one; each of the player's 2 sheets
    scores its plants and water, its planets controlled per type x the type's visible value, less its planning
    and 5 per system error crossed (stand-in), and the two are added."""
    player = ctx.you
    total = 0
    for side in ("L", "R"):
        for k in range(1, 8):
            _a8_control(table, player, f"{side}_planet_{k}", final=True)
        total += _visible(table, player, f"{side}_plant_scale") + _visible(table, player, f"{side}_water_scale")
        for t in A8_TYPES:
            owned = len(table.sheet_boxes(player, ["flag", f"{side}_side", t, "circled"]))
            total += owned * _visible(table, player, f"{side}_{t}_scale")
        total -= _visible(table, player, f"{side}_planning_scale")
        total -= 5 * len(table.sheet_boxes(player, [f"{side}_errors", "crossed"]))
    table.gain(player, "points", total)


# ---------------------------------------------------------------- majorities
def _award(table: Any, player: int, counter: str, points: tuple[int, ...]) -> None:
    """The players with the most of `counter` score points[0], the next points[1]... (ties share a place; the
    following players take the next place); a player with none scores nothing."""
    mine = table.amount(player, counter)
    if mine <= 0:
        return
    above = sorted({table.amount(p, counter) for p in range(table.players)} - {0}, reverse=True).index(mine)
    if above < len(points):
        table.gain(player, "points", points[above])


def astronaut_majority(table: Any, ctx: Any) -> None:
    """A3: the most Astronauta symbols crossed score 20, the second 10, the third 5."""
    _award(table, ctx.you, "astronaut_mark", (20, 10, 5))


def zones_majority(table: Any, ctx: Any) -> None:
    """A2: the most complete zones of the trajectory score 20, the second 10, the third 5."""
    _award(table, ctx.you, "complete_zones", (20, 10, 5))


# ---------------------------------------------------------------- Adventure 2: El Viaje
def _a2_parts(table: Any, player: int) -> list[list[str]]:
    """The trajectory's zones: its boxes, cut after each box a line was drawn after."""
    cuts = set(table.sheet_boxes(player, ["trajectory", "divided"]))
    parts: list[list[str]] = [[]]
    for box in table.sheet_boxes(player, ["trajectory"]):
        parts[-1].append(box)
        if box in cuts:
            parts.append([])
    return [p for p in parts if p]


def _a2_counts(table: Any, player: int) -> None:
    """Complete zones (every box numbered or X) by length, the largest one; water reserves circled, their
    value and the longest run of them; stations' multipliers and full plants; the stations' points."""
    numbered = set(table.sheet_boxes(player, ["trajectory", "numbered"]))
    complete = [len(p) for p in _a2_parts(table, player) if set(p) <= numbered]
    _set(table, player, "complete_zones", len(complete))
    _set(table, player, "largest_complete_zone", max(complete, default=0))
    for size in (6, 4, 2):
        _set(table, player, f"zones_of_{size}", complete.count(size))
    reserves = table.sheet_boxes(player, ["trajectory", "reserve"])
    circled = set(table.sheet_boxes(player, ["trajectory", "reserve", "circled"]))
    _set(table, player, "water_value", sum(table.box_value(b) for b in circled))
    run = best = 0
    for box in reserves:
        run = run + 1 if box in circled else 0
        best = max(best, run)
    _set(table, player, "water_run", best)
    points = multiplied = full = 0
    for k in range(1, 5):
        plants = len(table.sheet_boxes(player, [f"station_{k}_plants", "circled"]))
        full += plants == len(table.sheet_boxes(player, [f"station_{k}_plants"]))
        mult = table.sheet_boxes(player, [f"station_{k}_multiplier", "circled"])
        multiplied += bool(mult)
        points += plants * sum(table.box_value(b) for b in mult)
    _set(table, player, "stations_multiplier", multiplied)
    _set(table, player, "stations_all_plants", full)
    _set(table, player, "station_points", points)


def a2_robot(table: Any, ctx: Any) -> None:
    """Robot: circle a robot sent to a station of choice. The first players to circle a station's last robot
    (in the same turn) circle its higher multiplier; later ones cross it and circle the lower."""
    player = ctx.you
    left = [k for k in range(1, 5) if table.sheet_boxes(player, [f"station_{k}_robots", "blank"])]
    if not left:
        return
    k = left[table.choose(player, "¿a qué estación envías un robot?", [f"estación {k}" for k in left])]
    table.sheet_mark(player, [f"station_{k}_robots"], "circle")
    if not table.sheet_boxes(player, [f"station_{k}_robots", "blank"]):
        first = table.values.get(f"first/station_{k}", table.turn)
        lost = f"station_{k}" in table.values.get(f"lost/{player}", ())
        if first == table.turn and not lost:
            table.values[f"first/station_{k}"] = first
            table.sheet_mark(player, [f"station_{k}_multiplier", "high"], "circle")
            if table.amount(player, "solo_mode") == 1:
                table.gain(player, "astra_bonus", 2)
        else:
            table.sheet_mark(player, [f"station_{k}_multiplier", "high"], "cross")
            table.sheet_mark(player, [f"station_{k}_multiplier", "low"], "circle")
    _a2_counts(table, player)


def a2_plant(table: Any, ctx: Any) -> None:
    """Planta: circle a plant in a station linked to the zone (part of the trajectory) where the number went."""
    player = ctx.you
    box = table.values.get(f"numbered/{player}", "")
    part = next((p for p in _a2_parts(table, player) if box in p), [])
    linked = {w for b in part for w in table.box_words(b) if w.startswith("station_link_")}
    left = [k for k in range(1, 5) if f"station_link_{k}" in linked]
    left = [k for k in left if table.sheet_boxes(player, [f"station_{k}_plants", "blank"])]
    if left:
        k = left[table.choose(player, "¿en qué estación rodeas una planta?", [f"estación {k}" for k in left])]
        table.sheet_mark(player, [f"station_{k}_plants"], "circle")
        _a2_counts(table, player)


def a2_water(table: Any, ctx: Any) -> None:
    """Agua: the water reserve of the box where the number went is circled (if it has one)."""
    box = table.values.get(f"numbered/{ctx.you}", "")
    if "reserve" in table.box_words(box):
        table.sheet_mark(ctx.you, [box], "circle")
        _a2_counts(table, ctx.you)


def a2_energy(table: Any, ctx: Any) -> None:
    """Energía (and each of the first two system errors): circle an Energía symbol; two circled are crossed at
    once to draw a line between two boxes of the trajectory, splitting a zone."""
    player = ctx.you
    table.gain(player, "energy_mark", 1)
    if table.amount(player, "energy_mark") >= 2:
        table.gain(player, "energy_mark", -2)
        table.sheet_divide(player, ["trajectory"])
        _a2_counts(table, player)


def a2_cross_station_multiplier(table: Any, ctx: Any) -> None:
    """ASTRA effect (A or B): a station whose higher multiplier is still available loses it."""
    player = ctx.you
    lost = list(table.values.get(f"lost/{player}", ()))
    left = [f"station_{k}" for k in range(1, 5) if f"station_{k}" not in lost]
    left = [w for w in left if not table.sheet_boxes(player, [f"{w}_multiplier", "marked"])]
    if left:
        table.values[f"lost/{player}"] = [
            *lost,
            left[
                table.choose(
                    player, "¿qué multiplicador tachas?", [f"multiplicador de la estación {w[8:]}" for w in left]
                )
            ],
        ]


# ---------------------------------------------------------------- Adventure 5: La Cúpula
def _a5_allowed(table: Any, player: int, boxes: list[str]) -> list[str]:
    """A skyscraper's first number goes in one of its 2 start levels (first above / first below the surface);
    later ones in a level directly above or below a numbered one."""
    allowed, seen = [], {}
    for box in boxes:
        zone, n = box.split(".")
        if zone not in seen:
            seen[zone] = {int(b.split(".")[1]) for b in table.sheet_boxes(player, [zone, "numbered"])}
        numbered = seen[zone]
        words = table.box_words(box)
        if (not numbered and "start_level" in words) or {int(n) - 1, int(n) + 1} & numbered:
            allowed.append(box)
    return allowed


def _a5_numbered(table: Any, player: int) -> None:
    """The top or bottom level of a skyscraper numbered: the first players (this turn) circle its higher bonus,
    the others cross it and circle the lower."""
    box = table.values.get(f"numbered/{player}", "")
    words = table.box_words(box)
    for end in ("top", "bottom"):
        if f"{end}_level" in words:
            place = f"{box.split('.')[0]}_{end}"
            first = table.values.get(f"first/{place}", table.turn)
            if first == table.turn and place not in table.values.get(f"lost/{player}", ()):
                table.values[f"first/{place}"] = first
                table.sheet_mark(player, [place, "high"], "circle")
                if table.amount(player, "solo_mode") == 1:
                    table.gain(player, "astra_bonus", 2)
            else:
                table.sheet_mark(player, [place, "high"], "cross")
                table.sheet_mark(player, [place, "low"], "circle")
    _a5_counts(table, player)


def _a5_counts(table: Any, player: int) -> None:
    """Skyscraper bonuses, top levels numbered, tower levels by symbols circled, dome parts unbuilt."""
    _set(
        table,
        player,
        "skyscraper_points",
        sum(table.box_value(b) for b in table.sheet_boxes(player, ["sky_bonus", "open"])),
    )
    _set(table, player, "highest_levels_numbered", len(table.sheet_boxes(player, ["top_level", "numbered"])))
    levels = [len(table.sheet_boxes(player, [f"tower_{t}", "circled"])) for t in range(1, 7)]
    for n in (1, 2, 3):
        _set(table, player, f"tower_levels_{n}", levels.count(n))
    _set(table, player, "tower_levels_2plus", sum(1 for n in levels if n >= 2))
    unbuilt = 0
    for n in range(1, 11):  # a split section is two parts to build
        split = bool(table.sheet_boxes(player, [f"dome_{n}", "divided"]))
        blank = [b for b in table.sheet_boxes(player, [f"dome_{n}"]) if not table.sheet_boxes(player, [b, "circled"])]
        unbuilt += len(blank) if split else int(bool(blank))
    _set(table, player, "dome_unbuilt", unbuilt)


def _a5_tower(table: Any, player: int, kind: str) -> None:
    """Agua / Planta: circle that symbol on the tower level linked to the skyscraper level where the number went."""
    link = _numbered_words(table, player, "tower_link_")
    if link:
        table.sheet_mark(player, [f"tower_{link[0].rsplit('_', 1)[1]}", kind], "circle")
        _a5_counts(table, player)


def a5_water(table: Any, ctx: Any) -> None:
    _a5_tower(table, ctx.you, "water")


def a5_plant(table: Any, ctx: Any) -> None:
    _a5_tower(table, ctx.you, "plant")


def a5_robot(table: Any, ctx: Any) -> None:
    """Robot: build a dome section (or half of a split one) at the surface or next to a built one, of the
    parity of the number just written."""
    player = ctx.you
    parity = "even" if table.amount(player, "chosen_number") % 2 == 0 else "odd"
    built = {n for n in range(1, 11) if table.sheet_boxes(player, [f"dome_{n}", "circled"])}
    options = []
    for n in range(1, 11):
        words = table.box_words(f"dome_{n}.1")
        near = "surface" in words or any(f"next_{m}" in words for m in built) or n in built
        if parity not in words or not near:
            continue
        split = bool(table.sheet_boxes(player, [f"dome_{n}", "divided"]))
        for half in table.sheet_boxes(player, [f"dome_{n}"]) if split else [f"dome_{n}.1"]:
            if not table.sheet_boxes(player, [half, "circled"]):
                options.append(
                    (n, half if split else "", f"sección {n} de la cúpula" + (f" (mitad {half[-1]})" if split else ""))
                )
    if options:
        n, half, _ = options[table.choose(player, "¿qué sección de la cúpula construyes?", [o[2] for o in options])]
        for box in [half] if half else table.sheet_boxes(player, [f"dome_{n}"]):
            table.sheet_mark(player, [box], "circle")
        _a5_counts(table, player)


def a5_planning(table: Any, ctx: Any) -> None:
    """Planificación: an X in a start level or a level next to a numbered one, and an unbuilt dome section
    split in two (none left to split: no penalty)."""
    player = ctx.you
    boxes = _a5_allowed(table, player, table.sheet_boxes(player, ["numbering_space", "empty"]))
    if boxes:
        table.sheet_mark(player, [boxes[table.choose(player, "¿en qué casilla escribes una X?", boxes)]], "cross")
        table.gain(player, "planning_x", 1)
    whole = [
        f"dome_{n}"
        for n in range(1, 11)
        if not table.sheet_boxes(player, [f"dome_{n}", "marked"])
        and not table.sheet_boxes(player, [f"dome_{n}", "divided"])
    ]
    if whole:
        table.sheet_divide(
            player,
            [
                whole[
                    table.choose(
                        player, "¿qué sección de la cúpula divides?", [f"sección {w[5:]} de la cúpula" for w in whole]
                    )
                ]
            ],
        )
    _a5_counts(table, player)


def astronaut_first(table: Any, ctx: Any) -> None:
    """A5: whether this player crossed the most Astronauta symbols (the first column of the scale)."""
    most = max(table.amount(p, "astronaut_mark") for p in range(table.players))
    _set(table, ctx.you, "astronaut_first", int(table.amount(ctx.you, "astronaut_mark") == most))


def a5_cross_skyscraper_bonus(table: Any, ctx: Any) -> None:
    """ASTRA effect (A, B or C): a higher bonus of a top or bottom skyscraper level still available is lost."""
    player = ctx.you
    lost = list(table.values.get(f"lost/{player}", ()))
    left = [f"sky_{k}_{end}" for k in range(1, 7) for end in ("top", "bottom") if f"sky_{k}_{end}" not in lost]
    left = [w for w in left if not table.sheet_boxes(player, [w, "marked"])]
    if left:
        table.values[f"lost/{player}"] = [
            *lost,
            left[table.choose(player, "¿qué bonificación tachas?", [_sky_bonus(w) for w in left])],
        ]


# ---------------------------------------------------------------- Adventure 6: El Virus
VIRUSES = ("grey", "red", "purple", "yellow", "green", "blue")  # activate_virus(N): N is the index


def _vzone(table: Any, box: str) -> str:
    """The zone of dwellings a box belongs to (`vzone_5`)."""
    return next((w for w in table.box_words(box) if w.startswith("vzone_") and w[6:].isdigit()), "")


def _a6_zones(table: Any, player: int) -> list[str]:
    """The zones of dwellings, top level first and left to right (the order viruses spread in)."""
    boxes = table.sheet_boxes(player, ["dwelling"])
    zones = sorted({_vzone(table, b) for b in boxes}, key=lambda z: int(z.split("_")[1]))
    level = {_vzone(table, b): int(b.split(".")[0].split("_")[1]) for b in boxes}
    return sorted(zones, key=lambda z: -level[z])


def _a6_complete(table: Any, player: int, zone: str) -> bool:
    return not table.sheet_boxes(player, ["dwelling", zone, "empty"])


def _a6_neighbours(table: Any, player: int, zone: str) -> list[str]:
    """Zones joined to `zone` by a gangway not blocked."""
    found = []
    for box in table.sheet_boxes(player, ["gangway", f"link_{zone[6:]}", "blank"]):
        found += [f"vzone_{w[5:]}" for w in table.box_words(box) if w.startswith("link_") and w[5:] != zone[6:]]
    return sorted(found)


class _Ctx:
    """The context a hook hands on to another hook for the same player."""

    def __init__(self, player: int):
        self.you = player


def a6_grey_virus(table: Any, ctx: Any) -> None:
    """Set-up (at each player's first turn): the grey virus drawn and circled in a zone with an empty virus
    box of choice, and a dwelling of that zone infected at once."""
    player = ctx.you
    if table.sheet_boxes(player, ["grey_slot", "circled"]):
        return
    slots = table.sheet_boxes(player, ["grey_slot"])
    labels = [f"virus gris en la zona {_vzone(table, b)[6:]}" for b in slots]
    box = slots[table.choose(player, "¿en qué zona colocas el virus gris?", labels)]
    table.sheet_mark(player, [box], "circle")
    _a6_infect(table, player, _vzone(table, box))


def _a6_infect(table: Any, player: int, zone: str) -> None:
    """Cross an empty dwelling of choice in `zone` (an infected dwelling is skipped by the numbering)."""
    boxes = table.sheet_boxes(player, ["dwelling", zone, "empty"])
    if boxes:
        box = boxes[table.choose(player, f"¿qué vivienda de la zona {zone[6:]} infectas?", boxes)]
        table.sheet_mark(player, [box], "cross")
        table.values[f"infected/{player}"] = [*table.values.get(f"infected/{player}", ()), box]
        table.gain(player, "infected", 1)


def a6_spread(table: Any, ctx: Any) -> None:
    """One propagation of every active virus, top level first, left to right: a dwelling of its zone, or, its
    zone complete, one in each neighbouring zone reached by an open gangway that is not complete."""
    player = ctx.you
    active = [_vzone(table, b) for b in table.sheet_boxes(player, ["virus_box", "circled"])]
    for zone in [z for z in _a6_zones(table, player) if z in active]:
        if not _a6_complete(table, player, zone):
            _a6_infect(table, player, zone)
            continue
        for near in _a6_neighbours(table, player, zone):
            if not _a6_complete(table, player, near):
                _a6_infect(table, player, near)
    _a6_counts(table, player)


def a6_evacuate(table: Any, ctx: Any) -> None:
    """Every complete zone not yet evacuated scores its numbered dwellings x its circled energies, once."""
    player = ctx.you
    infected = set(table.values.get(f"infected/{player}", ()))
    for zone in _a6_zones(table, player):
        if _a6_complete(table, player, zone) and not table.sheet_boxes(player, [f"{zone}_evacuated", "circled"]):
            _a6_evacuate_zone(table, player, zone, infected)
    _a6_counts(table, player)


def _a6_evacuate_zone(table: Any, player: int, zone: str, infected: set[str]) -> None:
    table.gain(player, "evacuation_points", _a6_zone_points(table, player, zone, infected))
    table.sheet_mark(player, [f"{zone}_evacuated"], "circle")


def _a6_zone_points(table: Any, player: int, zone: str, infected: set[str]) -> int:
    """What evacuating a zone scores: its numbered dwellings (not infected) x its circled energies."""
    numbered = [b for b in table.sheet_boxes(player, ["dwelling", zone, "numbered"]) if b not in infected]
    return len(numbered) * len(table.sheet_boxes(player, [f"{zone}_energy", "circled"]))


def a6_evacuate_all(table: Any, ctx: Any) -> None:
    """At the end: every zone not yet evacuated is evacuated and scored. Only the points are noted: the game is
    over, nothing reads the evacuation circles any more, and not drawing them keeps the greedy bot's value (the
    scoring run on a copy at every move it weighs) cheap."""
    player = ctx.you
    infected = set(table.values.get(f"infected/{player}", ()))
    left = [z for z in _a6_zones(table, player) if not table.sheet_boxes(player, [f"{z}_evacuated", "circled"])]
    table.gain(player, "evacuation_points", sum(_a6_zone_points(table, player, z, infected) for z in left))


def activate_virus(table: Any, ctx: Any, virus: int) -> None:
    """A virus becomes active on every sheet (its box circled, its activation symbol crossed), once a game;
    every player owes a propagation of all active viruses (phase 5)."""
    if f"virus/{virus}" in table.values:
        return
    table.values[f"virus/{virus}"] = table.turn
    for p in range(table.players):
        table.sheet_mark(p, [f"{VIRUSES[virus]}_virus", "virus_box"], "circle")
        crossed = table.sheet_mark(p, [f"{VIRUSES[virus]}_virus", "virus_symbol"], "cross")
        if crossed and p != ctx.you:
            _crossed_for(table, p, crossed)
        table.gain(p, "pending_spread", 1)


def _crossed_for(table: Any, player: int, box: str) -> None:
    """A symbol crossed on `player`'s sheet by another player's activation this turn: in a simultaneous turn the
    player may have crossed it too (both activated it), so it stays theirs to cross until the turn ends."""
    turn, boxes = table.values.get(f"by_others/{player}", (table.turn, []))
    table.values[f"by_others/{player}"] = [table.turn, [*(boxes if turn == table.turn else []), box]]


def _crossed_by_others(table: Any, player: int) -> list[str]:
    turn, boxes = table.values.get(f"by_others/{player}", (0, []))
    return list(boxes) if turn == table.turn else []


def a6_astra_virus(table: Any, ctx: Any) -> None:
    """ASTRA effect, first pass: ASTRA activates the green or blue virus (or, both active, a propagation
    symbol is crossed) and one propagation of all active viruses applies at once."""
    player = ctx.you
    left = [v for v in (4, 5) if f"virus/{v}" not in table.values]
    if left:
        virus = left[table.choose(player, "¿qué virus activa ASTRA?", [f"virus {SAID[VIRUSES[v]]}" for v in left])]
        activate_virus(table, ctx, virus)
        table.gain(player, "pending_spread", -1)
    else:
        table.sheet_mark(player, ["line_symbol", "propagation"], "cross")
    a6_spread(table, ctx)


def _a6_symbol(table: Any, player: int, kind: str) -> None:
    """Cross the next symbol of that kind in the scoring lines (top line first, left to right). The last of a
    line crosses its score box and gives its Robot or Energía at once; a virus symbol activates that virus for
    everyone, a propagation symbol is crossed by everyone and owed by every other player."""
    others = [b for b in _crossed_by_others(table, player) if {"line_symbol", kind} <= table.box_words(b)]
    lines = [*table.sheet_boxes(player, ["line_symbol", kind, "blank"]), *others]
    if not lines:
        return
    box = min(lines, key=lambda b: (int(b.split(".")[0].split("_")[1]), int(b.split(".")[1])))
    if box in others:  # crossed this very turn by another player's activation: this player crossed it too
        left = [b for b in _crossed_by_others(table, player) if b != box]
        table.values[f"by_others/{player}"] = [table.turn, left]
    else:
        table.sheet_mark(player, [box], "cross")
    words = table.box_words(box)
    for v in (4, 5):
        if f"{VIRUSES[v]}_virus" in words and f"virus/{v}" not in table.values:
            activate_virus(table, _Ctx(player), v)
            _a6_astra_bonus(table, player)
    if "propagation" in words:
        _a6_propagation_symbol(table, player, box)
    line = box.split(".")[0]
    if not table.sheet_boxes(player, [line, "blank"]) and not table.sheet_boxes(player, [f"{line}_score", "crossed"]):
        table.sheet_mark(player, [f"{line}_score"], "cross")
        reward = next(w[7:] for w in table.box_words(box) if w.startswith("reward_"))
        (_a6_block if reward == "robot" else _a6_energy_anywhere)(table, player)
    _a6_counts(table, player)


def _a6_astra_bonus(table: Any, player: int) -> None:
    if table.amount(player, "solo_mode") == 1:
        table.gain(player, "astra_bonus", 1)


def _a6_propagation_symbol(table: Any, player: int, box: str) -> None:
    """Everyone crosses it; the players who did not activate it this turn owe one propagation (once)."""
    key = f"prop/{box}"
    if key in table.values and table.values[key][0] == table.turn:
        turn, hit = table.values[key]
        table.values[key] = [turn, [p for p in hit if p != player]]
        if player in hit:
            table.gain(player, "pending_spread", -1)
        return
    others = [p for p in range(table.players) if p != player]
    table.values[key] = [table.turn, others]
    for p in others:
        if table.sheet_mark(p, [box], "cross"):
            _crossed_for(table, p, box)
        table.gain(p, "pending_spread", 1)
    _a6_astra_bonus(table, player)


def _a6_block(table: Any, player: int) -> None:
    """Robot: block a gangway of choice (viruses no longer cross it; a level is still numbered as one)."""
    boxes = table.sheet_boxes(player, ["gangway", "blank"])
    if boxes:
        labels = [
            f"pasarela {'-'.join(w[5:] for w in sorted(table.box_words(b)) if w.startswith('link_'))}" for b in boxes
        ]
        table.sheet_mark(player, [boxes[table.choose(player, "¿qué pasarela bloqueas?", labels)]], "circle")
        _a6_counts(table, player)


def _a6_energy_anywhere(table: Any, player: int) -> None:
    """A line's Energía: circle an Energía in a zone of choice that is not complete."""
    zones = [z for z in _a6_zones(table, player) if not _a6_complete(table, player, z)]
    zones = [z for z in zones if table.sheet_boxes(player, [f"{z}_energy", "blank"])]
    if zones:
        zone = zones[table.choose(player, "¿en qué zona rodeas una Energía?", [f"zona {z[6:]}" for z in zones])]
        table.sheet_mark(player, [f"{zone}_energy"], "circle")


def a6_plant(table: Any, ctx: Any) -> None:
    """Planta: circle a plant of the zone where the number went, then cross a plant symbol of the scoring space."""
    zone = _vzone(table, table.values.get(f"numbered/{ctx.you}", ""))
    table.sheet_mark(ctx.you, [f"{zone}_plants"], "circle")
    _a6_symbol(table, ctx.you, "plant")


def a6_water(table: Any, ctx: Any) -> None:
    """Agua: circle the reserve of the dwelling where the number went (if it has one), then cross a water symbol."""
    box = table.values.get(f"numbered/{ctx.you}", "")
    if "reserve" in table.box_words(box):
        table.sheet_mark(ctx.you, [box], "circle")
        _a6_symbol(table, ctx.you, "water")


def a6_energy(table: Any, ctx: Any) -> None:
    """Energía: circle an Energía of the zone where the number went."""
    zone = _vzone(table, table.values.get(f"numbered/{ctx.you}", ""))
    table.sheet_mark(ctx.you, [f"{zone}_energy"], "circle")
    _a6_counts(table, ctx.you)


def a6_robot(table: Any, ctx: Any) -> None:
    """Robot: block a gangway."""
    _a6_block(table, ctx.you)


def a6_planning(table: Any, ctx: Any) -> None:
    """Planificación: an X in an empty dwelling of choice and a Planificación symbol crossed (never one without
    the other); every 2 crossed circle a wild action."""
    player = ctx.you
    if table.amount(player, "planning_mark") < 6 and table.sheet_mark(player, ["dwelling", "empty"], "cross"):
        table.gain(player, "planning_mark", 1)
        if table.amount(player, "planning_mark") % 2 == 0:
            table.gain(player, "wild_action", 1)
        _a6_counts(table, player)


def _a6_counts(table: Any, player: int) -> None:
    """Evacuated zones and levels, confined zones, the levels whose plants, reserves or energies are all circled."""
    zones = _a6_zones(table, player)
    levels = sorted({int(b.split(".")[0].split("_")[1]) for b in table.sheet_boxes(player, ["dwelling"])})
    evacuated = {z for z in zones if table.sheet_boxes(player, [f"{z}_evacuated", "circled"])}
    _set(table, player, "evacuated_zones", len(evacuated))
    _set(table, player, "evacuated_levels", sum(
        all(z in evacuated for z in zones if table.sheet_boxes(player, [z, f"level_{lv}"])) for lv in levels
    ))  # fmt: skip

    def full(words: list[str]) -> bool:
        return not [b for b in table.sheet_boxes(player, words) if not table.sheet_boxes(player, [b, "circled"])]

    _set(table, player, "levels_all_plants_water", sum(
        full(["plant_symbol", f"level_{lv}"]) and full(["dwelling", "reserve", f"level_{lv}"]) for lv in levels
    ))  # fmt: skip
    _set(table, player, "levels_all_energy", sum(full(["energy_symbol", f"level_{lv}"]) for lv in levels))
    confined = [z for z in zones if full(["gangway", f"link_{z[6:]}"])]
    _set(table, player, "confined_zones", len(confined))
    viral = {
        _vzone(table, b)
        for b in table.sheet_boxes(player, ["virus_box"])
        if {"green_virus", "blue_virus"} & table.box_words(b)
    }
    _set(table, player, "confined_virus_zones", len(viral & set(confined)))
    _set(table, player, "plant_water_lines", len(table.sheet_boxes(player, ["line_score", "crossed"])))


# ---------------------------------------------------------------- Adventure 7: La Fuga
A7_START = ("s1m1", "s1m2")  # the two modules of the bottom ship are accessible from the start


def _unit(table: Any, box: str) -> str:
    """The module or greenhouse a box belongs to (`s2m1`, `s2g`)."""
    return next((w[5:] for w in table.box_words(box) if w.startswith("unit_")), "")


def _links(table: Any, box: str) -> list[str]:
    return sorted(w[5:] for w in table.box_words(box) if w.startswith("link_"))


def _a7_accessible(table: Any, player: int) -> set[str]:
    """The units reached: the start's, and both ends of every airlock drawn (one end was reached to draw it)."""
    units = set(A7_START)
    for box in table.sheet_boxes(player, ["airlock", "circled"]):
        units.update(_links(table, box))
    return units


def _a7_airlock(table: Any, player: int) -> None:
    """Draw an airlock connected to a module or greenhouse already accessible (one that opens a new one, while
    there is such): what it leads to becomes accessible."""
    units = _a7_accessible(table, player)
    drawable = [b for b in table.sheet_boxes(player, ["airlock", "blank"]) if set(_links(table, b)) & units]
    drawable = [b for b in drawable if not set(_links(table, b)) <= units] or drawable
    if drawable:
        labels = [f"esclusa {'-'.join(_links(table, b))}" for b in drawable]
        table.sheet_mark(player, [drawable[table.choose(player, "¿qué esclusa activas?", labels)]], "circle")


def a7_robot(table: Any, ctx: Any) -> None:
    """Robot (and a Robot bonus box, and each of the first two system errors): activate an airlock."""
    _a7_airlock(table, ctx.you)


def _a7_numbered(table: Any, player: int) -> None:
    """A box numbered: a Robot bonus activates an airlock at once; the first players to number a greenhouse (in
    the same turn) circle its x2, the others cross it."""
    words = table.box_words(table.values.get(f"numbered/{player}", ""))
    if "robot_bonus" in words:
        _a7_airlock(table, player)
    if "greenhouse" in words:
        ship = next(w for w in words if w.startswith("ship_"))
        first = table.values.get(f"first/{ship}", table.turn)
        if first == table.turn and ship not in table.values.get(f"lost/{player}", ()):
            table.values[f"first/{ship}"] = first
            table.sheet_mark(player, [f"{ship}_x2"], "circle")
            if table.amount(player, "solo_mode") == 1:
                table.gain(player, "astra_bonus", 1)
        else:
            table.sheet_mark(player, [f"{ship}_x2"], "cross")
    _a7_counts(table, player)


def _a7_ship(table: Any, player: int, kind: str) -> None:
    ship = _numbered_words(table, player, "ship_")
    if ship:
        table.sheet_mark(player, [f"{ship[0]}_{kind}"], "circle")
        _a7_counts(table, player)


def a7_plant(table: Any, ctx: Any) -> None:
    """Planta: circle a plant of the greenhouse of the ship where the number went (accessible or not)."""
    _a7_ship(table, ctx.you, "plants")


def a7_energy(table: Any, ctx: Any) -> None:
    """Energía: circle a reactor at the tail of the ship where the number went."""
    _a7_ship(table, ctx.you, "reactors")


def a7_water(table: Any, ctx: Any) -> None:
    """Agua: the water reserve of the box where the number went is circled (if it has one)."""
    box = table.values.get(f"numbered/{ctx.you}", "")
    if "reserve" in table.box_words(box):
        table.sheet_mark(ctx.you, [box], "circle")
        _a7_counts(table, ctx.you)


def a7_planning(table: Any, ctx: Any) -> None:
    """Planificación: an X in an accessible empty box of choice, and the lowest planning box crossed."""
    player = ctx.you
    units = _a7_accessible(table, player)
    boxes = [b for b in table.sheet_boxes(player, ["numbering_space", "empty"]) if _unit(table, b) in units]
    if boxes:
        table.sheet_mark(player, [boxes[table.choose(player, "¿en qué casilla escribes una X?", boxes)]], "cross")
    table.gain(player, "planning_mark", 1)
    _a7_counts(table, player)


def _last_value(table: Any, player: int, words: list[str]) -> int:
    """The value of the last circled box of a scale (2 / 4 / 7 for 1 / 2 / 3 circled), 0 with none."""
    return max((table.box_value(b) for b in table.sheet_boxes(player, [*words, "circled"])), default=0)


def _a7_counts(table: Any, player: int) -> None:
    """Modules and greenhouses scored as they stand, and the missions' counts."""
    found = dict.fromkeys(
        ("complete_modules", "greenhouses_full", "ships_all_reactors", "ships_all_water", "module_points"), 0
    )
    found["greenhouse_points"] = found["highest_greenhouse_full"] = 0
    for k in range(1, 7):
        ship = f"ship_{k}"
        reactors = _last_value(table, player, [f"{ship}_reactors"])
        for unit in sorted({_unit(table, b) for b in table.sheet_boxes(player, [ship, "module"])}):
            if not table.sheet_boxes(player, [f"unit_{unit}", "empty"]):
                found["complete_modules"] += 1
                water = table.sheet_boxes(player, [f"unit_{unit}", "reserve", "circled"])
                found["module_points"] += reactors * (2 if water else 1)
        plants = _last_value(table, player, [f"{ship}_plants"])
        if table.sheet_boxes(player, [ship, "greenhouse", "numbered"]):
            found["greenhouse_points"] += plants * (2 if table.sheet_boxes(player, [f"{ship}_x2", "open"]) else 1)
            found["greenhouses_full"] += plants == 7
            found["highest_greenhouse_full"] += k == 6 and plants == 7
        found["ships_all_reactors"] += reactors == 7
        reserves = table.sheet_boxes(player, [ship, "reserve"])
        found["ships_all_water"] += len(table.sheet_boxes(player, [ship, "reserve", "circled"])) == len(reserves)
    for name, value in found.items():
        _set(table, player, name, value)


def a7_cross_greenhouse_bonus(table: Any, ctx: Any) -> None:
    """ASTRA effect (A, B or C): a greenhouse whose x2 bonus is still available loses it."""
    player = ctx.you
    lost = list(table.values.get(f"lost/{player}", ()))
    left = [f"ship_{k}" for k in range(1, 7) if f"ship_{k}" not in lost]
    left = [w for w in left if not table.sheet_boxes(player, [f"{w}_x2", "marked"])]
    if left:
        table.values[f"lost/{player}"] = [
            *lost,
            left[
                table.choose(player, "¿qué bonificación x2 tachas?", [f"invernadero de la nave {w[5:]}" for w in left])
            ],
        ]


# ---------------------------------------------------------------- Adventure 3: La Colonia
A3_START = ("1_1", "1_2", "2_1")  # the rocket and the 2 tunnels built from it at the start


def _a3_network(table: Any, player: int) -> list[str]:
    return list(table.values.get(f"net/{player}", A3_START))


def _a3_update(table: Any, player: int) -> None:
    """Antennas of numbered, joined buildings are circled; a sector whose buildings are all numbered circles its
    bonus (the first players to complete it in the same turn have 15, the others 5); the counters of sectors."""
    network = _a3_network(table, player)
    for box in table.sheet_boxes(player, ["antenna"]):
        at = next(w for w in table.box_words(box) if w.startswith("at_"))
        joined = at[3:] in network and table.sheet_boxes(player, ["building", at, "numbered"])
        if joined and not table.sheet_boxes(player, [box, "circled"]):
            table.sheet_mark(player, [box], "circle")
    _set(table, player, "observatory_connected", int("6_6" in network))
    lost = table.values.get(f"lost/{player}", ())
    for sector in range(1, 5):
        word = f"sector_{sector}"
        done = not table.sheet_boxes(player, ["building", word, "empty"])
        if done and not table.sheet_boxes(player, ["sector_bonuses", word, "marked"]):
            before = table.amount(player, "sector_high")
            if word in lost:
                table.sheet_mark(player, [f"{word}_low"], "circle")
            else:
                table.sheet_mark(player, [f"{word}_bonus"], "circle")
            if table.amount(player, "sector_high") > before and table.amount(player, "solo_mode") == 1:
                table.gain(player, "astra_bonus", 2)
    _a3_counts(table, player)


def _a3_counts(table: Any, player: int) -> None:
    """Plants of the circled greenhouses (the 4th of a sector holds 2); sectors with every antenna or every
    water reserve circled."""
    plants = sum(2 if b.endswith(".4") else 1 for b in table.sheet_boxes(player, ["greenhouse", "circled"]))
    _set(table, player, "circled_plant", plants)
    for name, kind in (("sectors_all_antennas", "antenna"), ("sectors_all_water", "reserve")):
        full = 0
        for sector in range(1, 5):
            boxes = table.sheet_boxes(player, [kind, f"sector_{sector}"])
            full += bool(boxes) and len(table.sheet_boxes(player, [kind, f"sector_{sector}", "circled"])) == len(boxes)
        _set(table, player, name, full)


def a3_water(table: Any, ctx: Any) -> None:
    """Agua: the reserve of the building where the number went is circled (if it has one)."""
    at = _numbered_words(table, ctx.you, "at_")
    if at and "has_reserve" in table.box_words(table.values.get(f"numbered/{ctx.you}", "")):
        table.sheet_mark(ctx.you, ["reserve", *at], "circle")
        _a3_counts(table, ctx.you)


def a3_plant(table: Any, ctx: Any) -> None:
    """Planta: circle the next greenhouse (top to bottom) of the sector where the number went."""
    table.sheet_mark(ctx.you, ["greenhouse", *_numbered_words(table, ctx.you, "sector_")], "circle")
    _a3_counts(table, ctx.you)


def a3_robot(table: Any, ctx: Any) -> None:
    """Robot: a tunnel from a building on the network to a building beside it (numbered or not) joins it."""
    player = ctx.you
    network = _a3_network(table, player)
    reach = sorted(
        {f"{r + dr}_{c + dc}" for r, c in (map(int, at.split("_")) for at in network)
         for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
         if 1 <= r + dr <= 6 and 1 <= c + dc <= 6} - set(network)
    )  # fmt: skip
    if reach:
        at = reach[table.choose(player, "¿hasta qué edificio excavas un túnel?", [_building(a) for a in reach])]
        table.values[f"net/{player}"] = [*network, at]
        _a3_update(table, player)


def a3_planning(table: Any, ctx: Any) -> None:
    """Planificación: an X in an empty building of choice, and the lowest planning box available crossed."""
    table.sheet_mark(ctx.you, ["building", "empty"], "cross")
    table.gain(ctx.you, "planning_mark", 1)
    _a3_update(table, ctx.you)


def a3_cross_sector_bonus(table: Any, ctx: Any) -> None:
    """ASTRA effect (A or B): a sector whose 15-point bonus is still available loses it (only 5 is left)."""
    player = ctx.you
    lost = list(table.values.get(f"lost/{player}", ()))
    left = [f"sector_{s}" for s in range(1, 5) if f"sector_{s}" not in lost]
    left = [w for w in left if not table.sheet_boxes(player, ["sector_bonuses", w, "marked"])]
    if left:
        table.values[f"lost/{player}"] = [
            *lost,
            left[table.choose(player, "¿qué bonificación de sector tachas?", [f"sector {w[7:]}" for w in left])],
        ]


HOOKS = {
    "rules": {
        "choose_combination": choose_combination,
        "accomplish_missions": accomplish_missions,
        "astra_choose": astra_choose,
        "astra_give": astra_give,
        "number_in_sheet": number_in_sheet,
        "use_action": use_action,
        "after_numbering": after_numbering,
        "astronaut_majority": astronaut_majority,
        "zones_majority": zones_majority,
        "a2_robot": a2_robot,
        "a2_plant": a2_plant,
        "a2_water": a2_water,
        "a2_energy": a2_energy,
        "a2_cross_station_multiplier": a2_cross_station_multiplier,
        "a5_water": a5_water,
        "a5_plant": a5_plant,
        "a5_robot": a5_robot,
        "a5_planning": a5_planning,
        "astronaut_first": astronaut_first,
        "a5_cross_skyscraper_bonus": a5_cross_skyscraper_bonus,
        "a6_grey_virus": a6_grey_virus,
        "a6_spread": a6_spread,
        "a6_evacuate": a6_evacuate,
        "a6_evacuate_all": a6_evacuate_all,
        "activate_virus": activate_virus,
        "a6_astra_virus": a6_astra_virus,
        "a6_plant": a6_plant,
        "a6_water": a6_water,
        "a6_energy": a6_energy,
        "a6_robot": a6_robot,
        "a6_planning": a6_planning,
        "a8_captain": a8_captain,
        "a8_plant": a8_plant,
        "a8_water": a8_water,
        "a8_robot": a8_robot,
        "a8_energy": a8_energy,
        "a8_planning": a8_planning,
        "a8_astronaut": a8_astronaut,
        "a8_system_error": a8_system_error,
        "a8_score": a8_score,
        "a8_astra_turn": a8_astra_turn,
        "a8_astra_moon": a8_astra_moon,
        "a7_robot": a7_robot,
        "a7_plant": a7_plant,
        "a7_energy": a7_energy,
        "a7_water": a7_water,
        "a7_planning": a7_planning,
        "a7_cross_greenhouse_bonus": a7_cross_greenhouse_bonus,
        "a3_water": a3_water,
        "a3_plant": a3_plant,
        "a3_robot": a3_robot,
        "a3_planning": a3_planning,
        "a3_cross_sector_bonus": a3_cross_sector_bonus,
        "a4_water": a4_water,
        "a4_plant": a4_plant,
        "a4_energy": a4_energy,
        "a4_robot": a4_robot,
        "a4_extraction": a4_extraction,
        "a4_cross_fill_bonus": a4_cross_fill_bonus,
    }
}

"""The runtime: plays a pack's games from their compiled effects, with OpenSpiel's API.

game = load_game("cards/mygame")  # a pack folder, or a bundled pack's name
state = new_state(game, seed=1)
while not state.is_terminal():
    state.apply(random.choice(state.legal_actions()))
"""

from .game import Game, GameError, load_game
from .interpreter import EndlessLoop
from .state import IllegalAction, State, new_state

__all__ = ["EndlessLoop", "Game", "GameError", "IllegalAction", "State", "load_game", "new_state"]

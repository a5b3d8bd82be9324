"""Crazy Eights for two players, written by hand in the style of OpenSpiel's Python games.

The same rules as the pack in `benchmarks/crazy_eights/`, so that `bench_runtime.py` can compare what the
cardsmith runtime costs against plain Python: a 52-card deck, 5 cards dealt to each player, one card turned up
to start the discard pile. On your turn, play a card matching the top of the discard pile by suit or by rank,
or any eight (the next card then matches the eight's suit); or draw one card (nothing, when the draw pile is
empty: the turn passes). Emptying your hand wins; a game still running after MAX_TURNS turns has no winner.

An action is a card (0-51: suit * 13 + rank - 1) to play, or DRAW; the legal actions are each playable card in
the hand plus DRAW, the decision the pack offers. Neither tuned nor slowed down: written as one would write it.
"""

from __future__ import annotations

import random

NUM_PLAYERS = 2
HAND_SIZE = 5
SUITS = ("clubs", "diamonds", "hearts", "spades")
RANKS = ("Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King")
NUM_CARDS = len(SUITS) * len(RANKS)
DRAW = NUM_CARDS
EIGHT = 8
MAX_TURNS = 200  # the pack's runtime.max_turns
TERMINAL = -4  # OpenSpiel's kTerminalPlayerId


def suit_of(card: int) -> int:
    return card // len(RANKS)


def rank_of(card: int) -> int:
    """The rank, from 1 (ace) to 13 (king)."""
    return card % len(RANKS) + 1


def card_name(card: int) -> str:
    return f"{RANKS[rank_of(card) - 1]} of {SUITS[suit_of(card)].title()}"


class CrazyEightsGame:
    """The game: makes states. Kept for the shape of OpenSpiel's API (`game.new_initial_state()`)."""

    num_players = NUM_PLAYERS

    def new_initial_state(self, seed: int = 0) -> CrazyEightsState:
        return CrazyEightsState(random.Random(seed))


class CrazyEightsState:
    """A game in progress: the shuffle and deal are done when it is made (no chance nodes)."""

    def __init__(self, rng: random.Random):
        self._rng = rng
        self.draw_pile = list(range(NUM_CARDS))
        rng.shuffle(self.draw_pile)
        self.hands: list[list[int]] = [[] for _ in range(NUM_PLAYERS)]
        for hand in self.hands:
            for _ in range(HAND_SIZE):
                hand.append(self.draw_pile.pop())
        self.discard_pile = [self.draw_pile.pop()]
        self._player = 0
        self.turn = 1
        self.winner: int | None = None
        self._game_over = False

    # ------------------------------------------------------------ OpenSpiel's API

    def current_player(self) -> int:
        return TERMINAL if self._game_over else self._player

    def legal_actions(self) -> list[int]:
        if self._game_over:
            return []
        playable = sorted(card for card in self.hands[self._player] if self._matches(card))
        return [*playable, DRAW]

    def apply_action(self, action: int) -> None:
        hand = self.hands[self._player]
        if action == DRAW:
            if self.draw_pile:
                hand.append(self.draw_pile.pop())
        else:
            if action not in hand or not self._matches(action):
                raise ValueError(f"illegal action {action} ({card_name(action)})")
            hand.remove(action)
            self.discard_pile.append(action)
            if not hand:
                self.winner = self._player
                self._game_over = True
                return
        self._end_turn()

    def is_terminal(self) -> bool:
        return self._game_over

    def returns(self) -> list[float]:
        """+1 for the winner and -1 for the other; 0 each when the game was cut off with no winner."""
        if self.winner is None:
            return [0.0] * NUM_PLAYERS
        return [1.0 if p == self.winner else -1.0 for p in range(NUM_PLAYERS)]

    def action_to_string(self, player: int, action: int) -> str:
        return "draw" if action == DRAW else f"play {card_name(action)}"

    def __str__(self) -> str:
        hands = "; ".join(f"player {p}: {', '.join(card_name(c) for c in h)}" for p, h in enumerate(self.hands))
        top = card_name(self.discard_pile[-1])
        return f"turn {self.turn}, top {top}, {len(self.draw_pile)} to draw; {hands}"

    # ------------------------------------------------------------ the rules

    def _matches(self, card: int) -> bool:
        top = self.discard_pile[-1]
        return rank_of(card) == EIGHT or suit_of(card) == suit_of(top) or rank_of(card) == rank_of(top)

    def _end_turn(self) -> None:
        if self.turn >= MAX_TURNS:
            self._game_over = True
            return
        self.turn += 1
        self._player = 1 - self._player

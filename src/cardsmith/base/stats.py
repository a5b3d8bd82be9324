"""Small statistics shared by simulation summaries and deck reports."""

from __future__ import annotations

import math
from typing import Any

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95 % interval


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float] | None:
    """The Wilson score interval of a proportion (None when there are no trials).

    Chosen over the normal approximation because it stays inside [0, 1] and behaves at 0 % and 100 %,
    which small simulations (a card played 3 times) hit all the time.
    """
    if trials <= 0:
        return None
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def rate(successes: float, trials: int) -> dict[str, Any]:
    """A proportion with its 95 % Wilson interval, as summaries and reports print it."""
    interval = wilson(successes, trials)
    return {
        "count": successes,
        "of": trials,
        "rate": successes / trials if trials else None,
        "low": interval[0] if interval else None,
        "high": interval[1] if interval else None,
    }

"""Reducers of the shipped grammars' rules, one factory per shape (`plugins.Shape`), so that no reducer is
compiled at run time. Written by `python -m cardsmith.compiler.shipped`: do not edit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def r_none_00(B: Any) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = []
        return B(k)

    return reduce


def r_none_01(B: Any) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = []
        return k

    return reduce


def r_k_00(B: Any, i0: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0]]
        return B(k)

    return reduce


def r_k_01(B: Any, i0: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0]]
        return k

    return reduce


def r_k_10(B: Any, i0: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0]]
        return k[0] if len(k) == 1 else B(k)

    return reduce


def r_kk_00(B: Any, i0: int, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1]]
        return B(k)

    return reduce


def r_kkk_00(B: Any, i0: int, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2]]
        return B(k)

    return reduce


def r_kkkk_00(B: Any, i0: int, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], c[i3]]
        return B(k)

    return reduce


def r_kkkkkn_00(B: Any, i0: int, i1: int, i2: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], c[i3], c[i4], None]
        return B(k)

    return reduce


def r_kkkkn_00(B: Any, i0: int, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], c[i3], None]
        return B(k)

    return reduce


def r_kkkknk_00(B: Any, i0: int, i1: int, i2: int, i3: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], c[i3], None, c[i5]]
        return B(k)

    return reduce


def r_kkkknn_00(B: Any, i0: int, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], c[i3], None, None]
        return B(k)

    return reduce


def r_kkkn_00(B: Any, i0: int, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], None]
        return B(k)

    return reduce


def r_kkknkk_00(B: Any, i0: int, i1: int, i2: int, i4: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], None, c[i4], c[i5]]
        return B(k)

    return reduce


def r_kkknkn_00(B: Any, i0: int, i1: int, i2: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], None, c[i4], None]
        return B(k)

    return reduce


def r_kkknnk_00(B: Any, i0: int, i1: int, i2: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], None, None, c[i5]]
        return B(k)

    return reduce


def r_kkknnn_00(B: Any, i0: int, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], None, None, None]
        return B(k)

    return reduce


def r_kkks_00(B: Any, i0: int, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], c[i2], *c[i3]]
        return B(k)

    return reduce


def r_kkn_00(B: Any, i0: int, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], None]
        return B(k)

    return reduce


def r_kknk_00(B: Any, i0: int, i1: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], None, c[i3]]
        return B(k)

    return reduce


def r_kknkk_00(B: Any, i0: int, i1: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], None, c[i3], c[i4]]
        return B(k)

    return reduce


def r_kknkn_00(B: Any, i0: int, i1: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], None, c[i3], None]
        return B(k)

    return reduce


def r_kknn_00(B: Any, i0: int, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], None, None]
        return B(k)

    return reduce


def r_kks_00(B: Any, i0: int, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], c[i1], *c[i2]]
        return B(k)

    return reduce


def r_kn_00(B: Any, i0: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None]
        return B(k)

    return reduce


def r_knkk_00(B: Any, i0: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], c[i3]]
        return B(k)

    return reduce


def r_knkkk_00(B: Any, i0: int, i2: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], c[i3], c[i4]]
        return B(k)

    return reduce


def r_knkkkk_00(B: Any, i0: int, i2: int, i3: int, i4: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], c[i3], c[i4], c[i5]]
        return B(k)

    return reduce


def r_knkkkn_00(B: Any, i0: int, i2: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], c[i3], c[i4], None]
        return B(k)

    return reduce


def r_knkkn_00(B: Any, i0: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], c[i3], None]
        return B(k)

    return reduce


def r_knkknk_00(B: Any, i0: int, i2: int, i3: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], c[i3], None, c[i5]]
        return B(k)

    return reduce


def r_knkknn_00(B: Any, i0: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], c[i3], None, None]
        return B(k)

    return reduce


def r_knkn_00(B: Any, i0: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], None]
        return B(k)

    return reduce


def r_knknkk_00(B: Any, i0: int, i2: int, i4: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], None, c[i4], c[i5]]
        return B(k)

    return reduce


def r_knknkn_00(B: Any, i0: int, i2: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], None, c[i4], None]
        return B(k)

    return reduce


def r_knknnk_00(B: Any, i0: int, i2: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], None, None, c[i5]]
        return B(k)

    return reduce


def r_knknnn_00(B: Any, i0: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, c[i2], None, None, None]
        return B(k)

    return reduce


def r_knnkk_00(B: Any, i0: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, None, c[i3], c[i4]]
        return B(k)

    return reduce


def r_knnkn_00(B: Any, i0: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], None, None, c[i3], None]
        return B(k)

    return reduce


def r_ks_00(B: Any, i0: int, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], *c[i1]]
        return B(k)

    return reduce


def r_ks_10(B: Any, i0: int, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], *c[i1]]
        return k[0] if len(k) == 1 else B(k)

    return reduce


def r_kss_00(B: Any, i0: int, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [c[i0], *c[i1], *c[i2]]
        return B(k)

    return reduce


def r_n_00(B: Any) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None]
        return B(k)

    return reduce


def r_nk_00(B: Any, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1]]
        return B(k)

    return reduce


def r_nkk_00(B: Any, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2]]
        return B(k)

    return reduce


def r_nkkk_00(B: Any, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], c[i3]]
        return B(k)

    return reduce


def r_nkkkk_00(B: Any, i1: int, i2: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], c[i3], c[i4]]
        return B(k)

    return reduce


def r_nkkkkk_00(B: Any, i1: int, i2: int, i3: int, i4: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], c[i3], c[i4], c[i5]]
        return B(k)

    return reduce


def r_nkkkkn_00(B: Any, i1: int, i2: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], c[i3], c[i4], None]
        return B(k)

    return reduce


def r_nkkkn_00(B: Any, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], c[i3], None]
        return B(k)

    return reduce


def r_nkkknk_00(B: Any, i1: int, i2: int, i3: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], c[i3], None, c[i5]]
        return B(k)

    return reduce


def r_nkkknn_00(B: Any, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], c[i3], None, None]
        return B(k)

    return reduce


def r_nkkn_00(B: Any, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], None]
        return B(k)

    return reduce


def r_nkknkk_00(B: Any, i1: int, i2: int, i4: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], None, c[i4], c[i5]]
        return B(k)

    return reduce


def r_nkknkn_00(B: Any, i1: int, i2: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], None, c[i4], None]
        return B(k)

    return reduce


def r_nkknnk_00(B: Any, i1: int, i2: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], None, None, c[i5]]
        return B(k)

    return reduce


def r_nkknnn_00(B: Any, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], None, None, None]
        return B(k)

    return reduce


def r_nkks_00(B: Any, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], c[i2], *c[i3]]
        return B(k)

    return reduce


def r_nkn_00(B: Any, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], None]
        return B(k)

    return reduce


def r_nknk_00(B: Any, i1: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], None, c[i3]]
        return B(k)

    return reduce


def r_nknkk_00(B: Any, i1: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], None, c[i3], c[i4]]
        return B(k)

    return reduce


def r_nknkn_00(B: Any, i1: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], None, c[i3], None]
        return B(k)

    return reduce


def r_nknn_00(B: Any, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, c[i1], None, None]
        return B(k)

    return reduce


def r_nnkkk_00(B: Any, i2: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], c[i3], c[i4]]
        return B(k)

    return reduce


def r_nnkkkk_00(B: Any, i2: int, i3: int, i4: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], c[i3], c[i4], c[i5]]
        return B(k)

    return reduce


def r_nnkkkn_00(B: Any, i2: int, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], c[i3], c[i4], None]
        return B(k)

    return reduce


def r_nnkkn_00(B: Any, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], c[i3], None]
        return B(k)

    return reduce


def r_nnkknk_00(B: Any, i2: int, i3: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], c[i3], None, c[i5]]
        return B(k)

    return reduce


def r_nnkknn_00(B: Any, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], c[i3], None, None]
        return B(k)

    return reduce


def r_nnknkk_00(B: Any, i2: int, i4: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], None, c[i4], c[i5]]
        return B(k)

    return reduce


def r_nnknkn_00(B: Any, i2: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], None, c[i4], None]
        return B(k)

    return reduce


def r_nnknnk_00(B: Any, i2: int, i5: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], None, None, c[i5]]
        return B(k)

    return reduce


def r_nnknnn_00(B: Any, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, c[i2], None, None, None]
        return B(k)

    return reduce


def r_nnnkk_00(B: Any, i3: int, i4: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, None, c[i3], c[i4]]
        return B(k)

    return reduce


def r_nnnkn_00(B: Any, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = [None, None, None, c[i3], None]
        return B(k)

    return reduce


def r_s_00(B: Any, i0: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = c[i0]
        return B(k)

    return reduce


def r_s_01(B: Any, i0: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = c[i0]
        return k

    return reduce


def r_sk_00(B: Any, i0: int, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = c[i0]
        k += [c[i1]]
        return B(k)

    return reduce


def r_sk_01(B: Any, i0: int, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = c[i0]
        k += [c[i1]]
        return k

    return reduce


def r_sks_00(B: Any, i0: int, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = c[i0]
        k += [c[i1], *c[i2]]
        return B(k)

    return reduce


def r_skss_00(B: Any, i0: int, i1: int, i2: int, i3: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = c[i0]
        k += [c[i1], *c[i2], *c[i3]]
        return B(k)

    return reduce


def r_ss_01(B: Any, i0: int, i1: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = c[i0]
        k += [*c[i1]]
        return k

    return reduce


def r_ssk_01(B: Any, i0: int, i1: int, i2: int) -> Callable[[list[Any]], Any]:
    def reduce(c: list[Any]) -> Any:
        k: list[Any] = c[i0]
        k += [*c[i1], c[i2]]
        return k

    return reduce

# SPDX-License-Identifier: MIT
"""The order in which Triton 3.6's NVIDIA code adds a float ``tl.sum`` along one axis, for an operand
that comes straight from a ``tl.load`` (mmaemu.triton.emulate's interpreter hook).

The layout (what the coalescing pass, TritonGPU ``Coalesce``, gives the load): the pointer tensor's
dims ordered by contiguity, most contiguous first, ties in dim order (a stable sort of 0, 1, ...);
``sizePerThread`` along the most contiguous dim = min(its contiguity, the start's alignment in
elements, 128 bits / element bits, elements / threads), 1 elsewhere; threads per warp and warps per
CTA then filled dim by dim in that order (``BlockedEncodingAttr::get``), the last dim taking the rest.

The additions (ReduceOpToLLVM): every index along the axis is a register, lane or warp of its
holder: its low log2(sizePerThread) bits a register, the next log2(threadsPerWarp) bits a lane,
the next log2(warpsPerCTA) bits a warp, the higher bits registers again (the layout repeated).
Each thread adds its registers one by one in increasing index; then the lanes pair by a butterfly
(``shfl.sync.bfly``) over the axis's lane bits, highest bit first; then the warps' partial sums
(through shared memory) pair the same way, highest warp bit first.  validation/analysis/reduce
reads this order from the compiled PTX."""
from __future__ import annotations

from typing import Callable, List, Sequence, Tuple

import numpy as np

Layout = Tuple[Tuple[int, ...], Tuple[int, ...], Tuple[int, ...], Tuple[int, ...]]
VECTOR_BITS = 128        # the widest global load a thread issues (ld.global.v4.b32)


def _pow2_floor(x: int) -> int:
    return 1 << (max(int(x), 1).bit_length() - 1)


def contiguity(addrs: np.ndarray, elem_bytes: int) -> List[int]:
    """Per dim, the largest power of two c (up to the dim's size) such that every aligned run of c
    addresses along it steps by one element (AxisInfo's contiguity, read from the addresses)."""
    out = []
    for d, n in enumerate(addrs.shape):
        step = np.diff(addrs.astype(np.int64), axis=d) == elem_bytes
        c = 1
        while c < n and n % (2 * c) == 0:
            runs = np.moveaxis(step, d, 0)
            idx = np.arange(n - 1)
            if not runs[(idx % (2 * c)) != 2 * c - 1].all():
                break
            c *= 2
        out.append(c)
    return out


def alignment_bytes(addrs: np.ndarray, dim: int, contig: int) -> int:
    """The largest power of two (at most the vector width) dividing every run's first address."""
    starts = np.moveaxis(addrs, dim, 0)[::contig].astype(np.uint64)
    low = np.bitwise_or.reduce(starts.ravel() | np.uint64(VECTOR_BITS // 8))
    return int(low & (~low + np.uint64(1)))


def blocked(shape: Sequence[int], order: Sequence[int], size_per_thread: Sequence[int],
            num_warps: int, lanes: int) -> Layout:
    """threadsPerWarp and warpsPerCTA as BlockedEncodingAttr::get fills them."""
    rank = len(shape)
    tpw, wpc = [1] * rank, [1] * rank
    lanes_left, warps_left, threads_left = lanes, num_warps, lanes * num_warps
    for i in order[:-1]:
        per_cta = min(max(threads_left, 1), max(1, shape[i] // size_per_thread[i]))
        tpw[i] = min(max(per_cta, 1), lanes_left)
        wpc[i] = min(max(per_cta // tpw[i], 1), warps_left)
        lanes_left, warps_left, threads_left = lanes_left // tpw[i], warps_left // wpc[i], \
            threads_left // per_cta
    last = order[-1]
    tpw[last] = lanes // int(np.prod([tpw[i] for i in order[:-1]]))
    wpc[last] = num_warps // int(np.prod([wpc[i] for i in order[:-1]]))
    return tuple(size_per_thread), tuple(tpw), tuple(wpc), tuple(order)


def load_layout(addrs: np.ndarray, elem_bytes: int, num_warps: int, lanes: int = 32) -> Layout:
    """The blocked layout the coalescing pass gives a load through the pointer tensor `addrs`."""
    shape = addrs.shape
    contig = contiguity(addrs, elem_bytes)
    order = sorted(range(len(shape)), key=lambda d: -contig[d])     # stable: ties in dim order
    fast = order[0]
    per_thread = min(contig[fast], max(alignment_bytes(addrs, fast, contig[fast]) // elem_bytes, 1),
                     max(VECTOR_BITS // (8 * elem_bytes), 1),
                     max(int(np.prod(shape)) // (lanes * num_warps), 1))
    spt = [1] * len(shape)
    spt[fast] = _pow2_floor(per_thread)
    return blocked(shape, order, spt, num_warps, lanes)


def axis_bits(n: int, layout: Layout, axis: int) -> List[str]:
    """Each bit of an index along `axis` (lowest first): 'R' register, 'L' lane, 'W' warp; lanes or
    warps beyond the axis's size hold copies and add nothing."""
    spt, tpw, wpc, _ = layout
    log2 = lambda k: int(k).bit_length() - 1     # noqa: E731
    kinds = ["R"] * log2(spt[axis]) + ["L"] * log2(tpw[axis]) + ["W"] * log2(wpc[axis])
    return (kinds + ["R"] * log2(n))[:log2(n)]


def tree_sum(x: np.ndarray, axis: int, layout: Layout, add: Callable) -> np.ndarray:
    """x summed over `axis` in the compiled kernel's order; add(a, b) is one device addition."""
    n = x.shape[axis]
    if n & (n - 1):
        raise ValueError("a Triton tensor dim is a power of two, got %d" % n)
    kinds = axis_bits(n, layout, axis)
    width = len(kinds)
    # split the axis into its bits, highest first (numpy's C order), at the front
    v = np.moveaxis(x, axis, 0).reshape((2,) * width + tuple(np.delete(x.shape, axis)))
    bit_axis = lambda b: width - 1 - b     # noqa: E731  (axis of bit b)
    regs = [b for b in range(width) if kinds[b] == "R"]
    rest = [bit_axis(b) for kind in "LW" for b in reversed(range(width)) if kinds[b] == kind]
    v = np.transpose(v, [bit_axis(b) for b in reversed(regs)] + rest +
                     list(range(width, v.ndim)))
    v = v.reshape((1 << len(regs),) + v.shape[len(regs):])
    acc = v[0]
    for r in range(1, v.shape[0]):        # registers: one by one, increasing index
        acc = add(acc, v[r])
    for _ in rest:                        # lanes, then warps: highest bit first
        acc = add(acc[0], acc[1])
    return acc

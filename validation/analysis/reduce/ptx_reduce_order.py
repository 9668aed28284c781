# SPDX-License-Identifier: MIT
"""The order in which Triton 3.6's sm_90a code for ``tl.sum`` adds, read from the PTX on a CPU (no GPU):

    python3 validation/analysis/reduce/ptx_reduce_order.py SHAPE AXIS NUM_WARPS   (e.g. 4x64x64 0 4)
    python3 validation/analysis/reduce/ptx_reduce_order.py --json SHAPE:AXIS:NUM_WARPS ...

compiles ``sum_kernel`` (one fp32 load of a row-major SHAPE tensor, ``tl.sum`` over AXIS, the result
stored) for sm_90a with the pointers 16-byte aligned (as a GPU launch specialises them), runs one CTA
in validation/analysis/scaled/ptx_sim.Sim with every input element's value replaced by its index (a
leaf) and every ``add.f32`` recording which two values it combined (a node), and prints the tree of
additions of the first output element, as nested pairs of indices along AXIS.  --json prints, per case, the distinct trees of all output
elements and the PTX's result bits for ``sample(SHAPE)`` (the sim adding in fp32): what
tests/python/test_triton_reduce.py compares mmaemu._reduce's rule and mmaemu.triton.emulate with.
Needs TRITON_INTERPRET unset (it compiles)."""
import os
import sys
from typing import Dict, List, Sequence, Tuple, Union

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, '..', 'scaled')]
from ptx_sim import Sim  # noqa: E402

Tree = Union[int, Tuple['Tree', 'Tree']]
IN, OUT = 0x10000, 0x200000          # where the input and the output lie in the simulated memory


class TraceSim(Sim):
    """Sim whose add.f32 makes a node id (one per thread) instead of a sum; ids below `leaves` are inputs."""

    def __init__(self, text, params, gmem, threads, leaves):
        super().__init__(text, params, gmem, (0, 0), threads)
        self.leaves, self.nodes = leaves, []

    def fadd(self, x, y):
        ids = self.leaves + len(self.nodes) + np.arange(self.T, dtype=np.uint64)
        self.nodes.extend(zip(x.tolist(), y.tolist()))
        return ids

    def tree(self, i: int) -> Tree:
        """Node i as nested pairs of leaf ids, each pair ordered (add is commutative)."""
        if i < self.leaves:
            return i
        pair = sorted((self.tree(c) for c in self.nodes[i - self.leaves]), key=_first_leaf)
        return tuple(pair)


def _first_leaf(t: Tree) -> int:
    return t if isinstance(t, int) else _first_leaf(t[0])


def compile_ptx(shape: Sequence[int], axis: int, num_warps: int) -> str:
    """sm_90a PTX of sum_kernel for a row-major fp32 `shape` (2-D or 3-D) summed over `axis`."""
    os.environ.pop('TRITON_INTERPRET', None)
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    import sum_kernels as K
    dims = list(shape) + [1] * (3 - len(shape))
    fn = K.sum2d if len(shape) == 2 else K.sum3d
    const = dict(zip('ABC', dims[:len(shape)]), AX=axis)
    sig = {'p_ptr': '*fp32', 'o_ptr': '*fp32'}
    sig.update({k: 'constexpr' for k in const})
    attrs = {(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}
    k = triton.compile(ASTSource(fn, sig, const, attrs), target=GPUTarget('cuda', 90, 32),
                       options={'num_warps': num_warps})
    return k.asm['ptx']


def run(ptx: str, kernel: str, data: np.ndarray, n_out: int, num_warps: int, trace: bool = True):
    """One CTA over `data` (uint32: fp32 bits, or leaf ids when tracing); returns the sim and the
    output words (node ids when tracing, fp32 bits otherwise)."""
    g = np.zeros(OUT + 4 * n_out + 64, np.uint8)
    g[IN:IN + data.nbytes] = np.ascontiguousarray(data, np.uint32).view(np.uint8).ravel()
    params = {'%s_param_%d' % (kernel, i): v for i, v in enumerate([IN, OUT])}
    sim = TraceSim(ptx, params, g, 32 * num_warps, data.size) if trace else \
        Sim(ptx, params, g, (0, 0), 32 * num_warps)
    sim.run()
    return sim, g[OUT:OUT + 4 * n_out].view(np.uint32)


def simulate(shape: Sequence[int], axis: int, num_warps: int, x: np.ndarray) -> np.ndarray:
    """The compiled kernel's fp32 result for the input x (fp32, `shape`), computed by the PTX."""
    out_shape = tuple(d for i, d in enumerate(shape) if i != axis)
    _, out = run(compile_ptx(shape, axis, num_warps), 'sum%dd' % len(shape),
                 np.asarray(x, np.float32).view(np.uint32), int(np.prod(out_shape)), num_warps, False)
    return out.view(np.float32).reshape(out_shape)


def trees(shape: Sequence[int], axis: int, num_warps: int) -> Dict[Tuple[int, ...], Tree]:
    """Per output index (the shape without axis), its tree of additions over indices along axis."""
    ptx = compile_ptx(shape, axis, num_warps)
    out_shape = tuple(d for i, d in enumerate(shape) if i != axis)
    sim, ids = run(ptx, 'sum%dd' % len(shape), np.arange(int(np.prod(shape)), dtype=np.uint32),
                   int(np.prod(out_shape)), num_warps)
    return {idx: _along_axis(sim.tree(int(ids[j])), shape, axis)
            for j, idx in enumerate(np.ndindex(*out_shape))}


def _along_axis(t: Tree, shape: Sequence[int], axis: int) -> Tree:
    if isinstance(t, int):
        return int(np.unravel_index(t, shape)[axis])
    return (_along_axis(t[0], shape, axis), _along_axis(t[1], shape, axis))


def sample(shape: Sequence[int]) -> np.ndarray:
    """fp32 values of both signs over 2^-20 .. 2^20 (numpy's PCG64, seed 1): sums of them round
    differently in different orders."""
    rng = np.random.Generator(np.random.PCG64(1))
    x = rng.uniform(1, 2, shape) * np.exp2(rng.integers(-20, 21, shape)) * rng.choice([-1, 1], shape)
    return x.astype(np.float32)


def report(case: str) -> Dict:
    """For 'SHAPExSHAPE:AXIS:WARPS': the distinct addition trees over the output elements and the
    kernel's result bits for sample(shape)."""
    s, axis, warps = case.split(':')
    shape = [int(x) for x in s.split('x')]
    t = trees(shape, int(axis), int(warps))
    distinct = sorted({repr(v) for v in t.values()})
    bits = simulate(shape, int(axis), int(warps), sample(shape)).view(np.uint32)
    return {'trees': distinct, 'bits': bits.ravel().tolist()}


def main(argv: List[str]) -> None:
    if argv[0] == '--json':
        import json
        print(json.dumps({c: report(c) for c in argv[1:]}))
        return
    shape = [int(x) for x in argv[0].split('x')]
    t = trees(shape, int(argv[1]), int(argv[2]))
    print(t[next(iter(t))])


if __name__ == '__main__':
    sys.path.insert(0, HERE)
    main(sys.argv[1:])

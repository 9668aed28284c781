# SPDX-License-Identifier: MIT
"""Which rhs element meets which lhs element along K in Triton 3.6's sm_90a code for a bf16 lhs x scaled e2m1
rhs tl.dot_scaled (validation/device/scaled/scaled_kernel.py), read from the PTX on a CPU (no GPU):

    python3 validation/analysis/scaled/ptx_pairing.py BLOCK_N BLOCK_M BLOCK_K

compiles the kernel for sm_90a (pointers and M, N, K divisible by 16, as the recording's launch), runs one
CTA over two K tiles in ptx_sim.Sim with tagged inputs (one run per bit of an e2m1 element's K and N, of a
scale's block and N, and, for mma.sync, of the lhs's K: a tagged element is 1.0, the rest 0) and reads the
matrix instructions' register operands: wgmma's register operand by the PTX ISA's fragment layout of
m64nNk16 (its K chunk from the instruction's order), mma.sync m16n8k16's A and B fragments against each
other.  Prints, per position p of the dot's K tile, the rhs element k_src(p) there and whether the scale
at p is p's own block.  Triton 3.6 (the venv's) gave: BLOCK_N 16, 32 (mma.sync) k_src(p) = p; BLOCK_N 64,
128 (wgmma) at BLOCK_K 64, 128, 256 the pairing of mmaemu._scaled.e2m1_wgmma_k_source, scale p's own."""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, '..', '..', 'device', 'scaled')]
os.environ.pop('TRITON_INTERPRET', None)
from ptx_sim import Sim  # noqa: E402

ONE_E2M1, ONE_BF16, TWO_BF16 = 2, 0x3F80, 0x4000


def compile_ptx(bn, bm, bk):
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    import scaled_kernel as SK
    sig = {'a_ptr': '*bf16', 'sa_ptr': '*u8', 'b_ptr': '*u8', 'sb_ptr': '*u8', 'c_ptr': '*fp32',
           'M': 'i32', 'N': 'i32', 'K': 'i32'}
    const = dict(AFMT='bf16', BFMT='e2m1', A_PACK=1, B_PACK=2, HAS_SA=False, HAS_SB=True, FAST=False,
                 BM=bm, BN=bn, BK=bk)
    sig.update({k: 'constexpr' for k in const})
    attrs = {(i,): [['tt.divisibility', 16]] for i in range(8)}
    k = triton.compile(ASTSource(SK.scaled_kernel, sig, const, attrs), target=GPUTarget('cuda', 90, 32),
                       options={'num_warps': 4})
    return k.asm['ptx']


def run(ptx, shape, nib, scale, a):
    """One CTA; nib (K, N) e2m1 codes, scale (N, K / 32) bytes, a (M, K) bf16 bits."""
    M, N, K = shape
    g = np.zeros(1 << 22, np.uint8)
    b = (nib[0::2] | (nib[1::2] << 4)).astype(np.uint8)
    for base, arr in ((0x10000, a), (0x100000, b), (0x200000, scale)):
        g[base:base + arr.nbytes] = np.ascontiguousarray(arr).view(np.uint8).ravel()
    params = {'scaled_kernel_param_%d' % i: v for i, v in
              enumerate([0x10000, 0, 0x100000, 0x200000, 0x300000, M, N, K, 0x380000, 0x390000])}
    sim = Sim(ptx, params, g, (0, 0))
    sim.run()
    return sim


def fragments(regs, rows):
    """A-operand registers (threads, 4) -> (rows, 16) bf16 bits: thread l of warp w holds rows
    16w + l/4 (+8), columns 2(l%4) (+1) (+8) (PTX ISA, wgmma / mma m16n8k16 A fragments)."""
    out = np.zeros((rows, 16), np.uint16)
    for t in range(regs.shape[0]):
        w, lane = divmod(t, 32)
        row, col = 16 * w % rows + lane // 4, 2 * (lane % 4)
        for r, (dr, dc) in enumerate([(0, 0), (8, 0), (0, 8), (8, 8)]):
            v = int(regs[t, r])
            out[row + dr, col + dc], out[row + dr, col + dc + 1] = v & 0xFFFF, v >> 16
    return out


def b_fragment(regs):
    """mma m16n8k16 B registers (32 threads, 2) -> (16 k, 8 n): thread l holds k 2(l%4) (+1) (+8), n l/4."""
    out = np.zeros((16, 8), np.uint16)
    for lane in range(32):
        k, n = 2 * (lane % 4), lane // 4
        for r in range(2):
            v = int(regs[lane, r])
            out[k + 8 * r, n], out[k + 8 * r + 1, n] = v & 0xFFFF, v >> 16
    return out


def tag(ptx, shape, what, bits):
    """Per instruction and fragment element, the index (of `what`) its tagged runs reveal."""
    M, N, K = shape
    kk, nn = np.meshgrid(np.arange(K), np.arange(N), indexing='ij')
    gg, sn = np.meshgrid(np.arange(K // 32), np.arange(N), indexing='ij')
    ones = (np.full((K, N), ONE_E2M1, np.uint8), np.full((N, K // 32), 127, np.uint8), np.zeros((M, K), np.uint16))
    acc = None
    for bit in range(bits):
        nib, scale, a = ones
        if what in ('k', 'n'):
            nib = np.where(((kk if what == 'k' else nn) >> bit) & 1, ONE_E2M1, 0).astype(np.uint8)
        elif what in ('g', 'sn'):
            scale = (127 + (((gg if what == 'g' else sn) >> bit) & 1)).T.astype(np.uint8).copy()
        else:
            a = np.where((np.arange(K)[None, :] >> bit) & 1, ONE_BF16, 0).astype(np.uint16) + np.zeros((M, 1), np.uint16)
        sim = run(ptx, shape, nib, scale, a)
        one = TWO_BF16 if what in ('g', 'sn') else ONE_BF16
        if sim.wgmma:
            got = np.stack([fragments(r, 64) for r, _ in sim.wgmma]) == one
        elif what == 'ka':
            got = np.stack([np.stack([b_fragment(b[32 * w:32 * w + 32]) for w in range(4)]) for _, b in sim.mma]) == one
        else:
            got = np.stack([np.stack([fragments(r[32 * w:32 * w + 32], 16) for w in range(4)]) for r, _ in sim.mma]) == one
        acc = (got.astype(np.int64) << bit) | (0 if acc is None else acc)
    return acc


def pairing(bn, bm, bk):
    """(k_src per position of the dot's K over two tiles, whether each position's scale is its own)"""
    ptx = compile_ptx(bn, bm, bk)
    shape = (bm, bn, 2 * bk)
    k, g = tag(ptx, shape, 'k', 9), tag(ptx, shape, 'g', 4)
    if k.ndim == 3:     # wgmma: instruction i covers 16 K of the 64 rows in its n tags
        n = tag(ptx, shape, 'n', 8)
        src, grp, seen = {}, {}, {}
        for i in range(k.shape[0]):
            rep = int(n[i, 0, 0]) // 64
            c = seen[rep] = seen.get(rep, -1) + 1
            for col in range(16):
                assert len(set(k[i, :, col])) == 1, 'rows differ'
                src[16 * c + col], grp[16 * c + col] = int(k[i, 0, col]), int(g[i, 0, col])
        p = np.arange(2 * bk)
        return np.array([src[x] for x in p]), np.array([grp[x] for x in p]) == p // 32
    ka = tag(ptx, shape, 'ka', 9)   # mma.sync: the lhs's K at the B fragment's row = the A column
    src = {int(ka[i, w, c, 0]): int(k[i, w, 0, c]) for i in range(k.shape[0]) for w in range(4) for c in range(16)}
    return np.array([src[x] for x in sorted(src)]), None


def main():
    bn, bm, bk = (int(x) for x in sys.argv[1:4])
    src, own_scale = pairing(bn, bm, bk)
    print('BLOCK_N %d BLOCK_M %d BLOCK_K %d: k_src(p) == p for %d of %d positions; scale p\'s own block: %s'
          % (bn, bm, bk, int((src == np.arange(len(src))).sum()), len(src),
             'not read (mma.sync)' if own_scale is None else bool(own_scale.all())))
    print(src[:bk].reshape(-1, 16))
    from mmaemu._scaled import e2m1_wgmma_k_source
    if bk in (64, 128, 256):
        print('== mmaemu._scaled.e2m1_wgmma_k_source: %s' % bool((src[:bk] == e2m1_wgmma_k_source(bk)).all()))


if __name__ == '__main__':
    main()

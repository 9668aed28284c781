# SPDX-License-Identifier: MIT
"""Helion kernels recorded by record_helion.py: the DCPP kernels of the report (the source in
python/examples/helion_dcpp/dcpp_helion.py) and four kernels beyond it, each built for a fixed
config (make(name, config)): a matmul with a bias + ReLU epilogue, a batched matmul, a split-K
matmul that writes one fp32 partial per K range, and an attention-like chain (S = Q K^T cast to
bf16, O = S V)."""
from typing import Any, Callable, Dict

import torch

try:
    import mmaemu.helion
    helion = mmaemu.helion.load()
except (ImportError, OSError):
    # the GPU machine has no libmmaemu: mmaemu.helion's shim, applied here
    import torch._inductor.runtime.triton_compat as _tc
    if not hasattr(_tc, "IntelGPUError"):
        _tc.IntelGPUError = type("IntelGPUError", (RuntimeError,), {})
    import helion
hl = helion.language


def _dcpp_fwd(x: torch.Tensor, y: torch.Tensor):
    B, M, D = x.shape
    K = y.shape[2]
    D = hl.specialize(D)
    K = hl.specialize(K)
    out = torch.empty((B, M, K), device=x.device, dtype=x.dtype)
    xty = torch.empty((B, D, K), device=x.device, dtype=x.dtype)
    for tile_b in hl.tile(B, block_size=1):
        acc = hl.zeros([D, K], dtype=torch.float32)
        for tile_m in hl.tile(M):
            acc = torch.addmm(acc, x[tile_b.begin, tile_m, :].t(), y[tile_b.begin, tile_m, :])
        acc2 = acc.to(x.dtype)
        xty[tile_b.begin, :, :] = acc2
        for tile_m2 in hl.tile(M):
            out[tile_b.begin, tile_m2, :] = torch.matmul(
                x[tile_b.begin, tile_m2, :], xty[tile_b.begin, :, :]).to(out.dtype)
    return out, xty


def _dcpp_bwd(d_out: torch.Tensor, x: torch.Tensor, y: torch.Tensor, b: torch.Tensor):
    B, M, D = x.shape
    K = y.shape[2]
    D = hl.specialize(D)
    K = hl.specialize(K)
    dx = torch.empty((B, M, D), device=x.device, dtype=x.dtype)
    dy = torch.empty((B, M, K), device=y.device, dtype=y.dtype)
    for tile_b in hl.tile(B, block_size=1):
        db = hl.zeros([D, K], dtype=torch.float32)
        for tile_m in hl.tile(M):
            db = torch.addmm(db, x[tile_b.begin, tile_m, :].t(), d_out[tile_b.begin, tile_m, :])
        db2 = db.to(x.dtype)
        for tile_m2 in hl.tile(M):
            dy[tile_b.begin, tile_m2, :] = torch.matmul(x[tile_b.begin, tile_m2, :], db2)
        bt = b[tile_b.begin, :, :].t()
        for tile_m3 in hl.tile(M):
            dx1 = torch.matmul(d_out[tile_b.begin, tile_m3, :], bt)
            dxt = torch.matmul(db2, y[tile_b.begin, tile_m3, :].t())
            dx[tile_b.begin, tile_m3, :] = (dx1 + dxt.t()).to(dx.dtype)
    return dx, dy


def _matmul_bias_relu(x: torch.Tensor, w: torch.Tensor, bias: torch.Tensor):
    m, k = x.size()
    _, n = w.size()
    out = torch.empty([m, n], dtype=x.dtype, device=x.device)
    for tile_m, tile_n in hl.tile([m, n]):
        acc = hl.zeros([tile_m, tile_n], dtype=torch.float32)
        for tile_k in hl.tile(k):
            acc = torch.addmm(acc, x[tile_m, tile_k], w[tile_k, tile_n])
        out[tile_m, tile_n] = torch.relu(acc + bias[tile_n]).to(x.dtype)
    return out


def _bmm(a: torch.Tensor, b: torch.Tensor):
    nb, m, k = a.size()
    _, _, n = b.size()
    out = torch.empty([nb, m, n], dtype=a.dtype, device=a.device)
    for tile_b, tile_m, tile_n in hl.tile([nb, m, n], block_size=[1, None, None]):
        acc = hl.zeros([tile_b, tile_m, tile_n], dtype=torch.float32)
        for tile_k in hl.tile(k):
            acc = torch.baddbmm(acc, a[tile_b, tile_m, tile_k], b[tile_b, tile_k, tile_n])
        out[tile_b, tile_m, tile_n] = acc.to(a.dtype)
    return out


def _split_k(x: torch.Tensor, w: torch.Tensor, part: torch.Tensor):
    """part (S, m, n) fp32: part[s] = x[:, K range s] @ w[K range s, :]; K = S * (K / S)."""
    m, k = x.size()
    _, n = w.size()
    S = part.size(0)
    ks = k // S
    for tile_s, tile_m, tile_n in hl.tile([S, m, n], block_size=[1, None, None]):
        acc = hl.zeros([tile_m, tile_n], dtype=torch.float32)
        for tile_k in hl.tile(tile_s.begin * ks, tile_s.begin * ks + ks):
            acc = torch.addmm(acc, x[tile_m, tile_k], w[tile_k, tile_n])
        part[tile_s.begin, tile_m, tile_n] = acc
    return part


def _chain(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor):
    m, d = q.size()
    n, e = v.size()
    e = hl.specialize(e)
    d = hl.specialize(d)
    out = torch.empty([m, e], dtype=q.dtype, device=q.device)
    for tile_m in hl.tile(m):
        acc = hl.zeros([tile_m, e], dtype=torch.float32)
        for tile_n in hl.tile(n):
            s = torch.matmul(q[tile_m, :], k[tile_n, :].t()).to(q.dtype)
            acc = torch.addmm(acc, s, v[tile_n, :])
        out[tile_m, :] = acc.to(q.dtype)
    return out


SOURCES: Dict[str, Callable[..., Any]] = {
    "dcpp_fwd": _dcpp_fwd, "dcpp_bwd": _dcpp_bwd, "matmul_bias_relu": _matmul_bias_relu,
    "bmm": _bmm, "split_k": _split_k, "chain": _chain}


def make(name: str, config: Dict[str, Any]):
    """The Helion kernel `name` bound to one config (block_sizes, num_warps, num_stages)."""
    return helion.kernel(config=helion.Config(**config), static_shapes=True)(SOURCES[name])

# SPDX-License-Identifier: MIT
"""Helion kernels recorded by record_helion.py: the DCPP kernels of the report (their source:
python/examples/helion_dcpp/dcpp_source.py) and four kernels beyond it, each built for a fixed
config (make(name, config)): a matmul with a bias + ReLU epilogue, a batched matmul, a split-K
matmul that writes one fp32 partial per K range, and an attention-like chain (S = Q K^T cast to
bf16, O = S V)."""
import importlib.util
import os
import sys
from typing import Any, Callable, Dict

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))


def _load_helion():
    """python/mmaemu/helion.py's load(), the file run on its own: the GPU machine has no
    libmmaemu, which `import mmaemu` loads."""
    spec = importlib.util.spec_from_file_location(
        "_mmaemu_helion", os.path.join(ROOT, "python", "mmaemu", "helion.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.load()


helion = _load_helion()
sys.path.insert(0, os.path.join(ROOT, "python", "examples", "helion_dcpp"))
import dcpp_source  # noqa: E402  (the report's kernels; after the shim)

hl = helion.language


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
    "dcpp_fwd": dcpp_source.dcpp_fwd, "dcpp_bwd": dcpp_source.dcpp_bwd, "matmul_bias_relu": _matmul_bias_relu,
    "bmm": _bmm, "split_k": _split_k, "chain": _chain}


def make(name: str, config: Dict[str, Any]):
    """The Helion kernel `name` bound to one config (block_sizes, num_warps, num_stages)."""
    return helion.kernel(config=helion.Config(**config), static_shapes=True)(SOURCES[name])

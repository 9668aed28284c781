# SPDX-License-Identifier: MIT
"""The DCPP kernels of the report (pytorch/helion#1661) as Helion source, reconstructed line by
line from the `src[dot_compress.py:N]` comments of the generated code the report printed
(../shared/dcpp), with the report's configs: forward block sizes 32 / 32, backward 16 / 16 / 16,
num_warps 4, num_stages 1.  Helion 1.5.1 compiles them to Triton; under
``mmaemu.triton.emulate(arch)`` with TRITON_INTERPRET=1 they run on CPU tensors."""
from typing import Optional, Tuple

import torch

import mmaemu.helion

helion = mmaemu.helion.load()
hl = helion.language

FWD = helion.Config(block_sizes=[32, 32], num_warps=4, num_stages=1)
BWD = helion.Config(block_sizes=[16, 16, 16], num_warps=4, num_stages=1)


@helion.kernel(config=FWD, static_shapes=True)
def helion_dcpp_mm_fwd_impl(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    B, M, D = x.shape
    K = y.shape[2]
    D = hl.specialize(D)
    K = hl.specialize(K)
    out = torch.empty((B, M, K), device=x.device, dtype=x.dtype)
    xty = torch.empty((B, D, K), device=x.device, dtype=x.dtype)
    for tile_b in hl.tile(B, block_size=1):
        acc = hl.zeros([D, K], dtype=torch.float32)
        for tile_m in hl.tile(M):
            x_tile = x[tile_b.begin, tile_m, :]
            y_tile = y[tile_b.begin, tile_m, :]
            acc = torch.addmm(acc, x_tile.t(), y_tile)
        acc2 = acc.to(x.dtype)
        xty[tile_b.begin, :, :] = acc2
        for tile_m2 in hl.tile(M):
            out[tile_b.begin, tile_m2, :] = torch.matmul(
                x[tile_b.begin, tile_m2, :], xty[tile_b.begin, :, :]
            ).to(out.dtype)
    return out, xty


@helion.kernel(config=BWD, static_shapes=True)
def helion_dcpp_bwd_impl(d_out: torch.Tensor, x: torch.Tensor, y: torch.Tensor,
                         b: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    B, M, D = x.shape
    K = y.shape[2]
    D = hl.specialize(D)
    K = hl.specialize(K)
    dx = torch.empty((B, M, D), device=x.device, dtype=x.dtype)
    dy = torch.empty((B, M, K), device=y.device, dtype=y.dtype)
    for tile_b in hl.tile(B, block_size=1):
        # compute db = x^T @ dout
        db = hl.zeros([D, K], dtype=torch.float32)
        for tile_m in hl.tile(M):
            db = torch.addmm(
                db, x[tile_b.begin, tile_m, :].t(), d_out[tile_b.begin, tile_m, :]
            )
        db2 = db.to(x.dtype)
        for tile_m2 in hl.tile(M):
            dy[tile_b.begin, tile_m2, :] = torch.matmul(
                x[tile_b.begin, tile_m2, :], db2
            )
        bt = b[tile_b.begin, :, :].t()
        for tile_m3 in hl.tile(M):
            dx1 = torch.matmul(d_out[tile_b.begin, tile_m3, :], bt)
            dxt = torch.matmul(db2, y[tile_b.begin, tile_m3, :].t())
            dx[tile_b.begin, tile_m3, :] = (dx1 + dxt.t()).to(dx.dtype)
    return dx, dy

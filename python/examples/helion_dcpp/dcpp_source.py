# SPDX-License-Identifier: MIT
"""The DCPP kernels of the report (pytorch/helion#1661) as Helion source, reconstructed line by
line from the `src[dot_compress.py:N]` comments of the generated code the report printed
(../shared/dcpp).  Plain functions: dcpp_helion.py binds them to the report's configs,
validation/device/helion/helion_kernels.py to others.  Import after Helion can be imported
(mmaemu.helion.load())."""
import torch
import helion.language as hl


def dcpp_fwd(x: torch.Tensor, y: torch.Tensor):
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


def dcpp_bwd(d_out: torch.Tensor, x: torch.Tensor, y: torch.Tensor, b: torch.Tensor):
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

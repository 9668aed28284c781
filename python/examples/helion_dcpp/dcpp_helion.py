# SPDX-License-Identifier: MIT
"""The report's DCPP kernels (dcpp_source.py) bound to the report's configs: forward block sizes
32 / 32, backward 16 / 16 / 16, num_warps 4, num_stages 1.  Helion 1.5.1 compiles them to
Triton; under ``mmaemu.triton.emulate(arch)`` with TRITON_INTERPRET=1 they run on CPU tensors."""
import os
import sys

import mmaemu.helion

helion = mmaemu.helion.load()
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dcpp_source as S  # noqa: E402  (after the shim)

FWD = helion.Config(block_sizes=[32, 32], num_warps=4, num_stages=1)
BWD = helion.Config(block_sizes=[16, 16, 16], num_warps=4, num_stages=1)

helion_dcpp_mm_fwd_impl = helion.kernel(config=FWD, static_shapes=True)(S.dcpp_fwd)
helion_dcpp_bwd_impl = helion.kernel(config=BWD, static_shapes=True)(S.dcpp_bwd)

# SPDX-License-Identifier: MIT
"""The recorded Helion cases: kernel (helion_kernels.SOURCES), config, operand shapes (bf16
operands from gemm_gen.gen_np(seed, tid, shape, 'bf16'), tid = 1, 2, 3, ... in argument order;
split_k's third argument is its fp32 output, zeros, of shape (S, m, n))."""
CASES = []


def case(name, kernel, config, shapes, seed):
    CASES.append(dict(name=name, kernel=kernel, config=config, shapes=shapes, seed=seed))


DCPP_CONFIGS = {"report": ([32, 32], [16, 16, 16]), "b64": ([64, 64], [32, 32, 32]),
                "b16": ([16, 16], [64, 64, 64])}
for sname, (B, M, D, K) in {"report_b1": (1, 3219, 256, 64), "m1000_b2": (2, 1000, 256, 64),
                            "m513_d128": (1, 513, 128, 32)}.items():
    for cname, (fb, bb) in DCPP_CONFIGS.items():
        seed = 900 + len(CASES)
        case("dcpp_fwd_%s_%s" % (sname, cname), "dcpp_fwd",
             dict(block_sizes=fb, num_warps=4, num_stages=1), [(B, M, D), (B, M, K)], seed)
        case("dcpp_bwd_%s_%s" % (sname, cname), "dcpp_bwd",
             dict(block_sizes=bb, num_warps=4, num_stages=1), [(B, M, K), (B, M, D), (B, M, K), (B, D, K)],
             seed + 1)
case("matmul_bias_relu", "matmul_bias_relu", dict(block_sizes=[64, 64, 32], num_warps=4, num_stages=3),
     [(200, 384), (384, 136), (136,)], 950)
case("matmul_bias_relu_w8", "matmul_bias_relu", dict(block_sizes=[128, 64, 64], num_warps=8, num_stages=3),
     [(256, 512), (512, 192), (192,)], 951)
case("bmm", "bmm", dict(block_sizes=[64, 64, 32], num_warps=4, num_stages=3),
     [(3, 130, 256), (3, 256, 72)], 952)
case("split_k", "split_k", dict(block_sizes=[64, 64, 64], num_warps=4, num_stages=3),
     [(128, 1024), (1024, 64), (4, 128, 64)], 953)
case("chain", "chain", dict(block_sizes=[64, 32], num_warps=4, num_stages=2),
     [(128, 64), (256, 64), (256, 64)], 954)

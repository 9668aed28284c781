#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make_seeds.py -- write the small seed corpora of tests/fuzz/corpus/ (run
once; the files are committed).  Every seed is built byte by byte from the
published formats (.npy, gzip, safetensors) or taken from mmaemu's own
writers (probe files, model files); fuzzing grows and `-merge`s them."""
import gzip
import json
import os
import struct
import sys
import zlib

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")


def put(harness: str, name: str, data: bytes) -> None:
    d = os.path.join(root, harness)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def npy(descr: str, shape: tuple, data: bytes, version: int = 1, dict_text: str = None) -> bytes:
    """A .npy image: magic, version, header length, the dict padded to 64."""
    if dict_text is None:
        dict_text = "{'descr': '%s', 'fortran_order': False, 'shape': %r, }" % (descr, shape)
    nl = 2 if version == 1 else 4
    hlen = len(dict_text) + 1
    hlen += (64 - (8 + nl + hlen) % 64) % 64
    head = dict_text + " " * (hlen - len(dict_text) - 1) + "\n"
    lenb = struct.pack("<H", hlen) if version == 1 else struct.pack("<I", hlen)
    return b"\x93NUMPY" + bytes([version, 0]) + lenb + head.encode("latin1") + data


def npy_seeds() -> None:
    put("npy", "u2", npy("<u2", (1, 2, 2), b"\x80\x3f" * 4))
    put("npy", "f4", npy("<f4", (3,), b"\x00\x00\x80\x3f" * 3))
    put("npy", "f8", npy("<f8", (1,), b"\x00" * 8))
    put("npy", "u1", npy("|u1", (2, 2), b"\x01\x02\x03\x04"))
    put("npy", "i1", npy("|i1", (2, 2), b"\x80\xff\x00\x7f"))
    put("npy", "i4", npy("<i4", (1, 2), b"\x00\x00\x00\x80\xff\xff\xff\x7f"))
    put("npy", "V2", npy("<V2", (2,), b"\x80\x3f\x00\x40"))
    put("npy", "f2-v2", npy("<f2", (2,), b"\x00\x3c\x00\x40", version=2))
    put("npy", "i2-v3", npy("<i2", (), b"\x01\x00", version=3))
    put("npy", "dq", npy("", (), b"\x00\x00",
                         dict_text='{"descr": "<u2", "shape": (1,), "fortran_order": False}'))
    put("npy", "gz", gzip.compress(npy("<u2", (1, 2, 2), b"\x00\x40" * 4), mtime=0))
    big = npy("<u2", (1, 2, 2), b"\x00" * 8)
    put("npy", "gz-crc", gzip.compress(big, mtime=0)[:-8] + b"\x00\x00\x00\x00" + struct.pack("<I", len(big)))
    put("npy", "trunc", npy("<u2", (1, 2, 2), b"\x00" * 5))
    put("npy", "huge", npy("<u2", (1000000, 1000000), b""))
    put("npy", "fortran", npy("", (), b"\0" * 4, dict_text="{'descr': '<u2', 'fortran_order': True, 'shape': (2,)}"))
    put("npy", "too-large", npy("<u2", (1 << 40, 1 << 40), b""))
    z = npy("<u2", (102400,), bytes(204800))
    g = gzip.compress(z, mtime=0)
    put("npy", "gz-crc-data", g[:-8] + struct.pack("<I", zlib.crc32(z) ^ 1) + g[-4:])
    z = npy("<u2", (1 << 20,), bytes(2 << 20))
    g = gzip.compress(z, mtime=0)
    put("npy", "gz-2m-isize", g[:-4] + struct.pack("<I", len(z) + 1))
    put("npy", "extra", npy("", (), b"", dict_text="{'descr': '<u2', 'fortran_order': False, 'shape': (1,), 'x': 1}"))


def st(tensors: dict, data: bytes, meta: dict = None) -> bytes:
    h = dict(tensors)
    if meta is not None:
        h["__metadata__"] = meta
    j = json.dumps(h).encode()
    return struct.pack("<Q", len(j)) + j + data


def safetensors_seeds() -> None:
    put("safetensors", "one", st({"a": {"dtype": "BF16", "shape": [2, 2], "data_offsets": [0, 8]}}, b"\x80\x3f" * 4))
    put("safetensors", "two", st({"a": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]},
                                  "b": {"dtype": "U16", "shape": [2], "data_offsets": [4, 8]}},
                                 b"\x00\x00\x80\x3f\x01\x00\x02\x00", {"format": "pt"}))
    put("safetensors", "f16", st({"a": {"dtype": "F16", "shape": [], "data_offsets": [0, 2]}}, b"\x00\x3c"))
    put("safetensors", "f64", st({"x": {"dtype": "F64", "shape": [1], "data_offsets": [0, 8]}}, b"\x00" * 8))
    put("safetensors", "fp8", st({"a": {"dtype": "F8_E4M3", "shape": [2], "data_offsets": [0, 2]}}, b"\x00\x01"))
    put("safetensors", "int", st({"a": {"dtype": "I8", "shape": [2], "data_offsets": [0, 2]},
                                  "c": {"dtype": "I32", "shape": [1], "data_offsets": [2, 6]}}, b"\x80\x7f" + b"\x01" * 4))
    put("safetensors", "overlap", st({"a": {"dtype": "U16", "shape": [2], "data_offsets": [0, 4]},
                                      "b": {"dtype": "U16", "shape": [1], "data_offsets": [2, 4]}}, b"\0" * 4))
    put("safetensors", "empty", st({}, b"", {"k": "v"}))
    put("safetensors", "meta-int", st({"a": {"dtype": "U16", "shape": [1], "data_offsets": [0, 2]}}, b"\0\0", {"k": 1}))
    put("safetensors", "nine-dims", st({"a": {"dtype": "U16", "shape": [1] * 9, "data_offsets": [0, 2]}}, b"\0\0"))
    put("safetensors", "f4-odd", st({"a": {"dtype": "F4", "shape": [3], "data_offsets": [0, 2]}}, b"\0\0"))
    put("safetensors", "huge-shape", st({"a": {"dtype": "F64", "shape": [1 << 31, 1 << 31, 8], "data_offsets": [0, 2]}}, b"\0\0"))
    many = {"tensor_with_a_long_name_%02d" % i: {"dtype": "U16", "shape": [1], "data_offsets": [2 * i, 2 * i + 2]}
            for i in range(30)}
    put("safetensors", "many", st(many, bytes(60)))
    put("safetensors", "hole", st({"a": {"dtype": "I16", "shape": [1], "data_offsets": [2, 4]}}, b"\x00" * 4))


def text_seeds(mmaemu: str, tmp: str) -> None:
    import subprocess
    for arch, fmt, name in (("sm90", "bf16", "bf16"), ("sm90", "e4m3", "e4m3"), ("sm80", "tf32", "tf32"),
                            ("gfx942", "fp16", "fp16")):
        p = os.path.join(tmp, name + ".txt")
        subprocess.run([mmaemu, "probe", "gen", "--arch", arch, "--in", fmt, "--count", "3", "-o", p], check=True)
        text = open(p, "rb").read()
        put("probe", name, text)
        lines = b"".join(l + b"\n" for l in text.splitlines() if not l.startswith(b"#"))
        put("probe", name + "-plain", lines)
        out = subprocess.run([mmaemu, "dot", "--arch", arch, "--in", fmt], input=lines,
                             capture_output=True, check=True).stdout
        put("output", name, out)
        put("infer", name, text + b"--\n" + out)
        put("infer", name + "-plain", lines + b"--\n" + out)
        if name == "bf16":
            put("probe", "bf16.gz", gzip.compress(text, mtime=0))
            put("output", "bf16.gz", gzip.compress(out, mtime=0))
            m = os.path.join(tmp, "m.model")
            o = os.path.join(tmp, "o.txt")
            open(o, "wb").write(out)
            subprocess.run([mmaemu, "infer", "-q", "-o", m, p, o], check=True)
            put("model", "inferred", open(m, "rb").read())


def knob_seeds() -> None:
    for i, s in enumerate(["instr=wgmma block_k=64 kgroups=4 kpack=2 split_k=1 combine=seq promote=0 out=bf16",
                           "split_cut=even split_align=8 residue=first partials=out slices=2 slice_k=32 "
                           "streamk=4 tile_m=128 tile_n=128 convert=rne",
                           "split_k=2 reduce=fp32", "chain=4,acc=fp32", "block_m=64 block_n=64 block_k=32 num_warps=4",
                           "BLOCK_M=128,BLOCK_N=128,BLOCK_K=64,num_warps=8,num_stages=3",
                           "helion.fwd_block_m=64", "inductor.block_k=32", "variant=khattak",
                           "xty=split_k=2", "dx=chain=2"]):
        put("schedule", "s%d" % i, s.encode())
    for i, s in enumerate(["0", "1", "1000000", "18446744073709551615", "1.5", "1e30", "64M", "2G",
                           "sm90", "sm90:khattak", "sm90+cublas13.1-h100", "gfx942:mmasim", "-1", " 7"]):
        put("cli", "c%d" % i, s.encode())


def args_seeds() -> None:
    """Command lines, one argument a line (fuzz_args.c), with the hostile
    values of issue 25 among them."""
    for i, s in enumerate(["--arch\nsm90+cublas13.1-h100\n--seed\n1\n--batch\n4\n--quiet",
                           "--shape\n3219,256,64\n--max-memory\n64M\n--threads\n2",
                           "--shape=9223372036854775808,256,64\n--seed=65536",
                           "--shape\n-1,256,64\n--batch\n18446744073709551616",
                           "--schedule\ninstr=wgmma block_k=1048576 split_k=4096\n--triton\nBLOCK_M=64 "
                           "BLOCK_N=64 BLOCK_K=32 num_warps=4",
                           "--set\ninductor.block_k=32\n--set\nhelion.kpack=2\n--atol\n1e-3\nA\nB",
                           "--budget\n0\n--max\n1000000\n--help", "--seed\n--seed\n--unknown\nX\nY\nZ",
                           "--max-memory\n16777216T\n--atol\nnan"]):
        put("args", "a%d" % i, s.encode())


def sizes_seeds() -> None:
    """Problem sizes, a schedule, a tile config (fuzz_sizes.c)."""
    for i, s in enumerate(["2 2\nblock_k=1048576\nBLOCK_M=64 BLOCK_N=64 BLOCK_K=32 num_warps=4",
                           "2 2\nsplit_k=4096\nBLOCK_M=16 BLOCK_N=16 BLOCK_K=4096 num_warps=1",
                           "64 3219\ninstr=wgmma block_k=64 split_k=3 split_cut=even residue=first\n"
                           "BLOCK_M=256 BLOCK_N=16 BLOCK_K=64 num_warps=4",
                           "8192 1\nsplit_k=1 slices=2 slice_k=32 block_k=64\nBLOCK_M=128 BLOCK_N=128 "
                           "BLOCK_K=64 num_warps=8 kpack=2 matrix_instr_nonkdim=16",
                           "1 100000\nsplit_k=8 split_cut=align split_align=1048576\n",
                           "0 0\nstreamk=4 promote=64\nBLOCK_M=32 BLOCK_N=32 BLOCK_K=16",
                           "18446744073709551615 18446744073709551615\nblock_k=4096\n"]):
        put("sizes", "z%d" % i, s.encode())


MODEL_HEAD = "mmaemu-model 1\nname %s\nfamily %s\nk %d\nin %s\n%sacc fp32\nalg %s\nL %d\n"
MODEL_TAIL = "out %s\nzero_sign positive\nnan 0x7FFFFFFF\nverified 0\nsource hand\nend\n"


def model_seeds() -> None:
    """Hand-made model files for the keys inferred models never carry: the TR-FDPA pair (F2,
    tr_variant), the AMD zero-operand rule, FTZ-AddMul / Pairwise (ftz_pair), a second input
    format, the widen and c_after switches."""
    put("model", "tr-zero-align", (MODEL_HEAD % ("v_mfma_f32_32x32x8_bf16", "mfma", 8, "bf16", "",
                                                 "TR-FDPA", 8)
                                   + "F 24\nF2 24\ntr_variant floor-before\nzero_align m126\n"
                                   + MODEL_TAIL % "RNE-FP32").encode())
    put("model", "pairwise", (MODEL_HEAD % ("v_mfma_f32_32x32x8f16", "mfma", 8, "fp16", "",
                                            "Pairwise", 8)
                              + "ftz_pair 2\nwiden_fp16 0\nc_after 1\n" + MODEL_TAIL % "RNE-FP32").encode())
    put("model", "mixed-in", (MODEL_HEAD % ("mma.m16n8k32", "mma", 32, "e4m3", "in_b e5m2\n",
                                            "T-FDPA", 16)
                              + "F 13\ne_zero -133\nezero_rule floor\nc_entry ignored\n"
                              + MODEL_TAIL % "RZ-E8M13").encode())


def main() -> None:
    mmaemu = sys.argv[1] if len(sys.argv) > 1 else "./mmaemu"
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        npy_seeds()
        safetensors_seeds()
        text_seeds(mmaemu, tmp)
        knob_seeds()
        model_seeds()
        args_seeds()
        sizes_seeds()


if __name__ == "__main__":
    main()

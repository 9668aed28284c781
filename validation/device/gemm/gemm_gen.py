# SPDX-License-Identifier: MIT
"""Deterministic GEMM inputs that a C program can regenerate without torch's RNG.

This extends the DCPP generator (validation/device/dcpp/dcpp_gen.py) from bf16 to every input format of the
recorded GEMMs.  Everything below is exact; a C port needs only uint64 arithmetic and fp32 bit casts.

Base value (identical to DCPP; all arithmetic unsigned modulo 2**64):

    mix64(z):  z ^= z >> 30; z *= 0xBF58476D1CE4E5B9
               z ^= z >> 27; z *= 0x94D049BB133111EB
               z ^= z >> 31                                  (the splitmix64 finaliser)
    state    = (seed << 48) + (tid << 40) + i                seed < 2**16, tid < 2**8, i < 2**40;
                                                             i = flat C-order index into the tensor's *logical*
                                                             array as listed in the manifest ("shape")
    r        = mix64(state + 0x9E3779B97F4A7C15)             (splitmix64's first output from `state`)
    S        = sum over j = 0..3 of (r >> 16*j) & 0xFFFF     (integer in [0, 262140])
    n        = S - 131070                                    (integer in [-131070, 131070])
    v        = n / 32768                                     (exact in fp32: |n| < 2**17; |v| < 4)

Per format (`bits` is what is stored in the tensor the GPU reads):

    bf16 : u = fp32 bits of v;  bits = (u + 0x7FFF + ((u >> 16) & 1)) >> 16             (RNE, as DCPP)
    fp16 : bits = IEEE binary16 RNE(v)  (numpy float32 -> float16; |v| < 4 so no overflow; the only
           fp16-subnormal values are v = +-2**-15, which are exact)
    e4m3 : bits = OCP FP8 E4M3 ("e4m3fn": bias 7, 3 mantissa bits, subnormals 2**-9 * m) RNE(v);
           no saturation is needed (|v| < 4 < 448);  e.g. v = 3.99994 -> 4.0 = 0x48
    e5m2 : bits = OCP FP8 E5M2 (bias 15, 2 mantissa bits, subnormals 2**-16 * m) RNE(v)
    fp32 : (also the input of tf32 products) the fp32 value v with its low 13 mantissa bits replaced by random
           bits, so that the tf32 conversion (truncation vs. rounding of those 13 bits) matters:
               r2   = mix64(state + 0x3C6EF372FE94F82A)   (= state + 2 * 0x9E3779B97F4A7C15 mod 2**64:
                                                          splitmix64's second output from `state`)
               u    = fp32 bits of v
               bits = 0                                    if u == 0 (v == 0 exactly; +0.0)
                      (u & 0xFFFFE000) | (r2 & 0x1FFF)     otherwise
           (v is a normal fp32 number >= 2**-15 in magnitude, so the result is a normal fp32 number with v's
           sign and exponent; its value is v truncated to tf32 plus a 13-bit random tail.)

RNE(v) for fp16/e4m3/e5m2 (reference integer implementation `round_small`; checked for every possible n
against numpy's float32 -> float16 cast and ml_dtypes' float8_e4m3fn / float8_e5m2 casts).  With m mantissa
bits, exponent bias b, emin = 1 - b, word width w:
    n == 0                 -> 0 (all bits zero)
    a  = |n|               (|v| = a * 2**-15)
    e  = floor(log2(a)) - 15                      (binade of |v|)
    ee = max(e, emin);  s = ee - m + 15           (the quantum 2**(ee - m) is 2**s units of 2**-15)
    s <= 0: k = a << -s                           (exact)
    s >  0: k = a >> s, rem = a & (2**s - 1); k += 1 if rem > 2**(s-1) or (rem == 2**(s-1) and k odd)
    enc = ((e + b) << m) + (k - 2**m)   if e >= emin (normal; a carry k == 2**(m+1) bumps the exponent)
          k                             otherwise    (subnormal; k == 2**m becomes the smallest normal)
    bits = enc | (2**(w-1) if n < 0 else 0)

Tensor ids (tid) and seeds are given per case in the manifest (validation/data/gemm-h100/manifest.json):
A = 1, B = 2, C (second operand of the chained kernels) = 3, bias = 4.  Seeds are per case.

Checksum: FNV-1a 64 (offset basis 0xcbf29ce484222325, prime 0x100000001b3) over the tensor's stored words as
little-endian bytes (16-bit words low byte first; 8-bit words as is; fp32 as little-endian 32-bit words) in
C order of the logical array.

Layouts: every generated array is the *logical* operand in C order: A is (M, K) row-major, B is (K, N)
row-major, C is (N1, N2) row-major, bias is (N,), unless the manifest's `b_layout` says "nk" -- then the
generated array is B^T, shape (N, K) row-major (what torch.nn.functional.linear's weight is), and the GEMM
multiplies by its transpose.
"""
import os
import struct
import sys

# The DCPP generator's mixer and constants: the base value is the same (dcpp/dcpp_gen.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'dcpp'))
from dcpp_gen import C1, C2, FNV_OFFSET, FNV_PRIME, GOLDEN, MASK64, mix64  # noqa: E402


TID = {'A': 1, 'B': 2, 'C': 3, 'bias': 4}

# (mantissa bits, exponent bias, word width in bits) of the small formats
SMALL = {'fp16': (10, 15, 16), 'e4m3': (3, 7, 8), 'e5m2': (2, 15, 8)}
FORMATS = ('bf16', 'fp16', 'e4m3', 'e5m2', 'fp32')
WORD = {'bf16': 'u2', 'fp16': 'u2', 'e4m3': 'u1', 'e5m2': 'u1', 'fp32': 'u4'}


# ------------------------------------------------------------------------------------------------
# pure-Python reference (one element at a time; the C port should follow this)
# ------------------------------------------------------------------------------------------------
def state_of(seed, tid, i):
    assert 0 <= seed < (1 << 16) and 0 <= tid < (1 << 8) and 0 <= i < (1 << 40)
    return ((seed << 48) + (tid << 40) + i) & MASK64


def gen_n_py(seed, tid, i):
    """The integer n (v = n / 32768) of element i."""
    r = mix64(state_of(seed, tid, i) + GOLDEN)
    s = sum((r >> (16 * j)) & 0xFFFF for j in range(4))
    return s - 131070


def gen_value_py(seed, tid, i):
    return gen_n_py(seed, tid, i) / 32768.0


def f32_bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


def bits_f32(u):
    return struct.unpack('<f', struct.pack('<I', u))[0]


def round_small(n, fmt):
    """RNE of v = n * 2**-15 into fp16 / e4m3 / e5m2 (bit pattern). |n| <= 131070, no overflow possible."""
    m, b, w = SMALL[fmt]
    emin = 1 - b
    sign = (1 << (w - 1)) if n < 0 else 0
    a = -n if n < 0 else n
    if a == 0:
        return 0
    e = a.bit_length() - 1 - 15          # binade of |v|
    ee = e if e >= emin else emin
    qexp = ee - m + 15                    # quantum = 2**qexp in units of 2**-15
    if qexp <= 0:
        k = a << (-qexp)
    else:
        Q = 1 << qexp
        k, rem = divmod(a, Q)
        half = Q >> 1
        if rem > half or (rem == half and (k & 1)):
            k += 1
    if e >= emin:
        enc = ((e + b) << m) + (k - (1 << m))
    else:
        enc = k
    return sign | enc


def gen_bits_py(seed, tid, i, fmt):
    n = gen_n_py(seed, tid, i)
    if fmt == 'bf16':
        u = f32_bits(n / 32768.0)
        return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16) & 0xFFFF
    if fmt in SMALL:
        return round_small(n, fmt)
    if fmt == 'fp32':
        u = f32_bits(n / 32768.0)
        if u == 0:
            return 0
        r2 = mix64(state_of(seed, tid, i) + 2 * GOLDEN)
        return (u & 0xFFFFE000) | (r2 & 0x1FFF)
    raise ValueError(fmt)


def fnv1a64(data):
    h = FNV_OFFSET
    for c in data:
        h = ((h ^ c) * FNV_PRIME) & MASK64
    return h


# ------------------------------------------------------------------------------------------------
# numpy implementation (what the recording used)
# ------------------------------------------------------------------------------------------------
def _mix64_np(z):
    import numpy as np
    z = z ^ (z >> np.uint64(30))
    z = z * np.uint64(C1)
    z = z ^ (z >> np.uint64(27))
    z = z * np.uint64(C2)
    z = z ^ (z >> np.uint64(31))
    return z


def gen_n_np(seed, tid, count):
    import numpy as np
    base = state_of(seed, tid, 0)
    st = np.arange(count, dtype=np.uint64) + np.uint64(base)
    with np.errstate(over='ignore'):
        r = _mix64_np(st + np.uint64(GOLDEN))
    m = np.uint64(0xFFFF)
    s = ((r & m) + ((r >> np.uint64(16)) & m) + ((r >> np.uint64(32)) & m) + ((r >> np.uint64(48)) & m))
    return s.astype(np.int64) - 131070, st


def round_small_np(n, fmt):
    """Vectorised round_small (int64 array n -> uint16/uint8 bit patterns)."""
    import numpy as np
    m, b, w = SMALL[fmt]
    emin = 1 - b
    a = np.abs(n).astype(np.int64)
    nz = a > 0
    # floor(log2(a)) for a >= 1 (a < 2**17): exact via frexp on float64
    e = np.where(nz, np.frexp(np.maximum(a, 1).astype(np.float64))[1] - 1, 0) - 15
    ee = np.maximum(e, emin)
    qexp = ee - m + 15
    Q = np.left_shift(np.int64(1), np.maximum(qexp, 0))
    k_exact = np.left_shift(a, np.maximum(-qexp, 0))
    k = a // Q
    rem = a - k * Q
    half = Q >> 1
    up = (qexp > 0) & ((rem > half) | ((rem == half) & ((k & 1) == 1)))
    k = np.where(qexp > 0, k + up, k_exact)
    enc = np.where(e >= emin, ((e + b) << m) + (k - (1 << m)), k)
    enc = np.where(nz, enc, 0)
    enc = enc | np.where(n < 0, 1 << (w - 1), 0)
    return enc.astype(np.uint16 if w == 16 else np.uint8)


def gen_np(seed, tid, shape, fmt):
    """Bit patterns of the tensor: uint16 (bf16, fp16), uint8 (e4m3, e5m2) or uint32 (fp32), of `shape`."""
    import numpy as np
    count = 1
    for s_ in shape:
        count *= int(s_)
    n, st = gen_n_np(seed, tid, count)
    if fmt == 'bf16':
        v = n.astype(np.float32) / np.float32(32768.0)
        u = v.view(np.uint32).astype(np.uint64)
        out = ((u + np.uint64(0x7FFF) + ((u >> np.uint64(16)) & np.uint64(1))) >> np.uint64(16)).astype(np.uint16)
    elif fmt == 'fp16':
        v = n.astype(np.float32) / np.float32(32768.0)
        out = v.astype(np.float16).view(np.uint16)
    elif fmt in ('e4m3', 'e5m2'):
        out = round_small_np(n, fmt)
    elif fmt == 'fp32':
        v = n.astype(np.float32) / np.float32(32768.0)
        u = v.view(np.uint32)
        with np.errstate(over='ignore'):
            r2 = _mix64_np(st + np.uint64((2 * GOLDEN) & MASK64))
        tail = (r2 & np.uint64(0x1FFF)).astype(np.uint32)
        out = np.where(u == 0, np.uint32(0), (u & np.uint32(0xFFFFE000)) | tail).astype(np.uint32)
    else:
        raise ValueError(fmt)
    return out.reshape(tuple(int(s_) for s_ in shape))


def bits_to_float64(bits, fmt):
    """Decode bit patterns to float64 (exact) with numpy (+ ml_dtypes for fp8)."""
    import numpy as np
    if fmt == 'bf16':
        return (bits.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)
    if fmt == 'fp16':
        return bits.view(np.float16).astype(np.float64)
    if fmt == 'fp32':
        return bits.view(np.float32).astype(np.float64)
    if fmt in ('e4m3', 'e5m2'):
        m, b, _ = SMALL[fmt]
        s = (bits >> 7) & 1
        ex = ((bits >> m) & ((1 << (7 - m)) - 1)).astype(np.int64)
        mt = (bits & ((1 << m) - 1)).astype(np.float64)
        mag = np.where(ex == 0, mt * 2.0 ** (1 - b - m), (1.0 + mt / (1 << m)) * np.exp2(ex - b))
        return np.where(s == 1, -mag, mag)
    raise ValueError(fmt)


def fnv1a64_np(arr):
    """FNV-1a 64 of a numpy array's little-endian bytes in C order (pure Python loop; ~0.1 us a byte)."""
    import numpy as np
    a = np.ascontiguousarray(arr)
    a = a.astype(a.dtype.newbyteorder('<'), copy=False)
    return fnv1a64(a.tobytes())


def self_test(count=4000):
    """numpy vs pure-Python definition; fp16 vs numpy's cast; fp8 vs ml_dtypes (if installed)."""
    import numpy as np
    ok = {}
    for fmt in FORMATS:
        for seed, tid in ((1, 1), (7, 2), (65535, 255)):
            arr = gen_np(seed, tid, (count,), fmt)
            idx = list(range(64)) + list(range(count - 8, count)) + [(i * 7919) % count for i in range(200)]
            for i in idx:
                assert int(arr[i]) == gen_bits_py(seed, tid, i, fmt), (fmt, seed, tid, i)
        ok[fmt + '_np_vs_py'] = True
    # every possible n against independent converters
    n = np.arange(-131070, 131071, dtype=np.int64)
    v32 = n.astype(np.float32) / np.float32(32768.0)
    assert np.array_equal(round_small_np(n, 'fp16'), v32.astype(np.float16).view(np.uint16))
    ok['fp16_vs_numpy_all_n'] = True
    for i in range(0, n.size, 997):
        assert round_small(int(n[i]), 'fp16') == int(round_small_np(n[i:i + 1], 'fp16')[0])
    try:
        import ml_dtypes
        for fmt, dt in (('e4m3', ml_dtypes.float8_e4m3fn), ('e5m2', ml_dtypes.float8_e5m2)):
            ref = v32.astype(dt).view(np.uint8)
            assert np.array_equal(round_small_np(n, fmt), ref), fmt
            ref64 = n.astype(np.float64) / 32768.0
            assert np.array_equal(round_small_np(n, fmt), ref64.astype(dt).view(np.uint8)), fmt
            dec = bits_to_float64(ref, fmt)
            assert np.array_equal(dec, ref.view(dt).astype(np.float64)), fmt
            ok[fmt + '_vs_ml_dtypes_all_n'] = True
    except ImportError:
        ok['ml_dtypes'] = 'not installed; fp8 cross-check skipped'
    return ok


def test_vectors():
    """First 6 bit patterns of tensor A (tid 1), seeds 1 and 2, every format: printed in hex."""
    lines = []
    for seed in (1, 2):
        for fmt in FORMATS:
            w = {'bf16': 4, 'fp16': 4, 'e4m3': 2, 'e5m2': 2, 'fp32': 8}[fmt]
            vals = [gen_bits_py(seed, 1, i, fmt) for i in range(6)]
            lines.append('seed %d tid 1 %-4s %s' % (seed, fmt, ' '.join('%0*x' % (w, x) for x in vals)))
        lines.append('seed %d tid 1 v    %s' % (seed, ' '.join('%.9g' % gen_value_py(seed, 1, i) for i in range(6))))
    return lines


if __name__ == '__main__':
    print(self_test())
    print('\n'.join(test_vectors()))

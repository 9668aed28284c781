# SPDX-License-Identifier: MIT
"""Record cuBLAS's choice of program (not its output) for a dense grid of torch products.

    python3 validation/device/cublas_choice/choice_dense.py --out DIR [--part all|models|random|models2|models3|random2|decode|models4|models5|models6|models7|models8|sweep3|attn32|attn32b]
        [--budget-s S] [--names N] [--device cuda|cpu] [--every N [--offset I]] [--count]
        [--calls FILE] [--procs P]

choice_record.py records few calls with their output bits; this records many: for every call
of dense_calls() only the cuBLASLt trace line's `algo=[...]` (algorithm, tile, stages, split
count, reduction scheme), read from the logger callback.  Operands are views of one preallocated
buffer (torch.empty: the choice depends on shapes, strides and types, not on values), nothing is
synchronised and no output is read, so a call costs its launch and its GEMM.  Then, for the first
call of each distinct (kind, algo) pair, the kernel names from the profiler (up to --names
pairs), so that each choice has a name the decoder reads.

DIR/dense.jsonl: lines {"kind": i, ...} and {"algo": j, "text": ...} define the indices the
rows use when first seen; a row is [kind, m, n, k, batch, algo];  {"names": [kind, algo],
"kernels": [...]} gives kernel names; DIR/dense-meta.json: device, versions, counts, times.
--count prints the number of calls and an estimate of their GEMM time, and exits.  --calls FILE
records the calls a JSON list of call() dicts gives instead of a part (spoof_check.py).
"""
import argparse
import gzip
import json
import os
import random
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

SEED = 20261129
# Hidden sizes of common transformer families and the partner dimensions a layer pairs them with.
HIDDEN = [512, 768, 1024, 1280, 1536, 2048, 2560, 3072, 3584, 4096, 5120, 6144, 7168, 8192]
VOCAB = [30522, 32000, 32064, 49152, 50304, 65536, 128256, 151936, 152064]
FFN = [2816, 4864, 5632, 8960, 11008, 13824, 14336, 18944, 27648, 28672]
# The dimension that follows the tokens (batch x sequence): a ladder dense at small sizes.
def _ladder():
    """Every count to 32, then steps of about 8 %, and sequence lengths of common inputs."""
    xs, x = set(range(1, 33)), 32.0
    while x < 16384:
        x *= 1.08
        xs.add(min(16384, int(round(x))))
    return sorted(xs | {77, 100, 197, 257, 511, 577, 1000, 1024, 2048, 4096, 8192})


TOKENS = _ladder()
CAP_ELEMS = 1 << 31        # each operand and the output
CAP_FLOP = 1 << 42         # 2 m n k batch


def _ffn_llama(h):
    return (8 * h // 3 + 255) // 256 * 256


def _hidden_pairs(h, vocabs):
    """(out_features, in_features) of a model of hidden size h: attention (QKV, GQA), MLP up and
    down, the vocabulary projections."""
    pairs = {(n, h) for n in (h, 2 * h, 3 * h, 4 * h, h // 2, h // 4, h // 8, _ffn_llama(h),
                              2 * _ffn_llama(h))}
    pairs |= {(h, f) for f in (4 * h, 3 * h, 2 * h, _ffn_llama(h))}
    return pairs | {(v, h) for v in vocabs}


def layer_pairs():
    """(out_features, in_features) of the linear layers of the common families."""
    pairs = set()
    for h in HIDDEN:
        pairs |= _hidden_pairs(h, VOCAB)
    for f in FFN:
        for h in (2048, 3584, 4096, 5120):
            pairs.add((f, h))
            pairs.add((h, f))
    return sorted(pairs)


def fits(c):
    b, m, n, k = c['batch'], c['m'], c['n'], c['k']
    lda = (m if c['a_km'] else k) + c['pad_a']
    ldb = (k if c['b_nk'] else n) + c['pad_b']
    ra, rb = (k if c['a_km'] else m), (n if c['b_nk'] else k)
    return (b * ra * lda <= CAP_ELEMS and b * rb * ldb <= CAP_ELEMS and b * m * n <= CAP_ELEMS
            and 2 * b * m * n * k <= CAP_FLOP)


def need(c):
    """Elements of the largest operand of c, its padding included."""
    b, m, n, k = c['batch'], c['m'], c['n'], c['k']
    a = b * (k * (m + c['pad_a']) if c['a_km'] else m * (k + c['pad_a']))
    bb = b * (n * (k + c['pad_b']) if c['b_nk'] else k * (n + c['pad_b']))
    return max(a, bb, b * m * n)


def call(op, fmt, m, n, k, batch=1, a_km=0, b_nk=0, pad_a=0, pad_b=0, out='same'):
    return dict(op=op, fmt=fmt, out=out, batch=batch, m=m, n=n, k=k, a_km=a_km, b_nk=b_nk,
                pad_a=pad_a, pad_b=pad_b)


def model_calls(fmts=('bf16', 'fp16')):
    """Every layer pair x token count: forward (linear, with and without bias), dX (mm), dW
    (mm, A K-major, the tokens are K)."""
    out = []
    for fmt in fmts:
        for n, k in layer_pairs():
            for t in TOKENS:
                out.append(call('linear', fmt, t, n, k, b_nk=1))
                out.append(call('linear_bias', fmt, t, n, k, b_nk=1))
                out.append(call('mm', fmt, t, k, n))
                out.append(call('mm', fmt, n, k, t, a_km=1))
    return out


HIDDEN2 = [896, 960, 1600, 2304, 3200, 4608, 6656, 12288]
VOCAB2 = [50272, 32128, 49408, 100352, 250880, 256000]
# Token counts of round batch x sequence products that the ladder steps over.
TOKENS2 = sorted(({16 * i for i in range(1, 129)} | {64 * i for i in range(1, 129)} |
                  {128 * i for i in range(1, 129)}) - set(TOKENS))


def layer_pairs2():
    """Layer pairs of further hidden sizes and vocabularies (none of layer_pairs())."""
    pairs = set()
    for h in HIDDEN2:
        pairs |= _hidden_pairs(h, VOCAB + VOCAB2)
    for h in HIDDEN:
        for v in VOCAB2:
            pairs.add((v, h))
    return sorted(pairs - set(layer_pairs()))


def _layer_ops(fmt, n, k, t, ops):
    """A layer (n, k) at t tokens: forward (linear, linear + bias, GPT-2's Conv1D addmm with
    the weight (k, n) K-major), dX, dW."""
    out = []
    if 'fwd' in ops:
        out += [call('linear', fmt, t, n, k, b_nk=1), call('linear_bias', fmt, t, n, k, b_nk=1)]
    if 'conv1d' in ops:
        out.append(call('addmm_bias', fmt, t, n, k))
    if 'bwd' in ops:
        out += [call('mm', fmt, t, k, n), call('mm', fmt, n, k, t, a_km=1)]
    return out


def decode_attention_calls():
    """Attention at decode with a KV cache: q k^T (1..8 queries, every cache length to 1100) and
    p v, for head sizes 64 and 128, as batched products of 12 and 32 heads."""
    out = []
    for fmt in ('bf16', 'fp16'):
        for heads in (12, 32):
            for d in (64, 128):
                for s in range(1, 1101):
                    for t in ((1, 4) if s % 8 else (1,)):
                        out.append(call('bmm', fmt, t, s, d, batch=heads, b_nk=1))
                        out.append(call('bmm', fmt, t, d, s, batch=heads))
    return out


def models2_calls():
    """The second dense recording: GPT-2's Conv1D layout on the first pairs, further pairs, round
    token counts between the ladder's steps (bf16, where K is split: m n <= 2^23) and decode
    attention."""
    out = []
    for fmt in ('bf16', 'fp16'):
        for n, k in layer_pairs():
            for t in TOKENS:
                out += _layer_ops(fmt, n, k, t, ('conv1d',))
        for n, k in layer_pairs2():
            for t in TOKENS:
                out += _layer_ops(fmt, n, k, t, ('fwd', 'conv1d', 'bwd'))
    for n, k in layer_pairs():
        for t in TOKENS2:
            if t * max(n, k) <= 1 << 23:
                out += _layer_ops('bf16', n, k, t, ('fwd', 'conv1d', 'bwd'))
    out = [c for c in out if 2 * c['m'] * c['n'] * c['k'] <= 1 << 40]   # unsplit beyond
    return out + decode_attention_calls()


# Vocabularies whose leading dimension is odd or even but not a multiple of 8 (GPT-2, Llama
# with one added token, Whisper, T5, XLM-R): the CUTLASS align1 / align2 kernels.
VOCAB3 = [50257, 32001, 51865, 32100, 250002]
# Every token count to 1024 (the split count follows the tile fit of M), the ladder beyond.
TOKENS3 = sorted(set(range(1, 1025)) | {t for t in TOKENS + TOKENS2 if t > 1024})


def models3_calls():
    """The third dense recording: the vocabulary products (forward, dX, dW) of the unaligned
    vocabularies at every token count to 1024, and dX of the aligned ones (the split-K product,
    K = vocabulary) at the token counts no earlier recording has."""
    out = []
    hidden = HIDDEN + HIDDEN2
    for fmt in ('bf16', 'fp16'):
        for h in hidden:
            for v in VOCAB3:
                for t in TOKENS3:
                    out += [call('linear', fmt, t, v, h, b_nk=1), call('mm', fmt, t, h, v),
                            call('mm', fmt, v, h, t, a_km=1)]
    seen = set(TOKENS) | set(TOKENS2)
    for h in hidden:
        for v in VOCAB + VOCAB2:
            for t in TOKENS3:
                if t not in seen:
                    out.append(call('mm', 'bf16', t, h, v))
    return [c for c in out if 2 * c['m'] * c['n'] * c['k'] <= 1 << 40]


def models4_calls():
    """dX of the vocabulary products (K = vocabulary) at the round token counts that the second
    recording left out for size (t max(n, k) > 2^23) and the third took as seen, bf16 and fp16,
    fewest tokens first."""
    out = []
    for t in TOKENS2:
        for h in HIDDEN + HIDDEN2:
            for v in VOCAB + VOCAB2:
                if t * v > 1 << 23:
                    out += [call('mm', 'bf16', t, h, v), call('mm', 'fp16', t, h, v)]
    return [c for c in out if 2 * c['m'] * c['n'] * c['k'] <= 1 << 40]


# Every token count to 1024 and every even one to 2048 that no earlier recording has (the
# program follows the tile fit of M).
TOKENS5 = sorted((set(range(1, 1025)) | set(range(1026, 2049, 2))) - set(TOKENS) - set(TOKENS2))
GPT2_HIDDEN = (768, 1024, 1280, 1600)


def _core_pairs(h):
    """(out_features, in_features) of a model of hidden size h without its vocabulary:
    attention (square, fused QKV), MLP up and down (4 h, Llama's SwiGLU width)."""
    f = _ffn_llama(h)
    return {(h, h), (3 * h, h), (4 * h, h), (h, 4 * h), (f, h), (h, f)}


def models5_calls():
    """The fifth dense recording: the core layers of the hidden sizes to 4608 at the token counts
    of TOKENS5, bf16 (aligned fp16 calls choose alike): forward with and without bias, dX and
    dW, and GPT-2's Conv1D forward for its four widths."""
    out = []
    for h in sorted(x for x in HIDDEN + HIDDEN2 if x <= 4608):
        for n, k in sorted(_core_pairs(h)):
            ops = ('fwd', 'bwd', 'conv1d') if h in GPT2_HIDDEN else ('fwd', 'bwd')
            for t in TOKENS5:
                out += _layer_ops('bf16', n, k, t, ops)
    return [c for c in out if 2 * c['m'] * c['n'] * c['k'] <= 1 << 40]


def prefill_attention_calls():
    """Attention at prefill as eager code runs it: q k^T and p v as batched products of heads x
    batch, every sequence length to 1100 (odd ones take the align1 kernels), head sizes 64 and
    128, bf16 and fp16."""
    out = []
    for fmt in ('bf16', 'fp16'):
        for b in (8, 12, 16, 24, 32, 48, 64, 96, 128):
            for d in (64, 128):
                for s in range(1, 1101):
                    out.append(call('bmm', fmt, s, s, d, batch=b, b_nk=1))
                    out.append(call('bmm', fmt, s, d, s, batch=b))
    return out


def models6_calls():
    """The sixth dense recording, at what a fresh model recording (models4) found uncovered:
    prefill attention; fp16 dX of the vocabulary products of small models (K = vocabulary) at
    every token count to 1024 the earlier ones lack (bf16 and fp16 choose apart there); the
    forward and dW of the even vocabulary 30522 in fp16; Qwen2-0.5B's MLP pair (896, 4864) at
    the token counts of TOKENS5."""
    out = prefill_attention_calls()
    seen = set(TOKENS) | set(TOKENS2)
    for h in (512, 768, 896, 960, 1024):
        for v in VOCAB + VOCAB2:
            out += [call('mm', 'fp16', t, h, v) for t in TOKENS3 if t <= 1024 and t not in seen]
    for h in HIDDEN + HIDDEN2:
        for t in range(1, 1025):
            out += [call('linear', 'fp16', t, 30522, h, b_nk=1), call('mm', 'fp16', 30522, h, t, a_km=1)]
    for n, k in ((4864, 896), (896, 4864)):
        for t in TOKENS5:
            out += _layer_ops('bf16', n, k, t, ('fwd', 'bwd'))
    return [c for c in out if 2 * c['batch'] * c['m'] * c['n'] * c['k'] <= 1 << 40]


# Hidden sizes of small models beyond HIDDEN and HIDDEN2 (MiniLM and ViT-S, SmolLM, SigLIP and
# Gemma-3-1B, Llama-2-13B), and the MLP widths that published configurations pair with a hidden
# size where Llama's 8 h / 3 rule does not give them (Qwen2, Llama 3, Mistral, Gemma, SmolLM).
HIDDEN7 = [384, 576, 640, 1152, 5120]
FFN7 = {576: (1536,), 960: (2560,), 1536: (8960,), 2048: (8192, 11008, 16384), 3072: (8192,),
        3584: (18944,), 4096: (14336,), 5120: (13824,)}
# Every token count to 512, every even one to 1024, every multiple of 4 to 2048.
TOKENS7 = sorted(set(range(1, 513)) | set(range(514, 1025, 2)) | set(range(1028, 2049, 4)))


def _pairs7(h):
    """The layers of a model of hidden size h that models5 did not record at every token count:
    grouped-query K and V projections (128 to 1024 wide, narrower than h), fused QKV with
    h / 4 and h / 8 for K and V, the published MLP widths (up and down); for the sizes of
    HIDDEN7, also the core layers."""
    pairs = {(kv, h) for kv in (128, 256, 512, 1024) if kv < h}
    pairs |= {(h + 2 * (h // d), h) for d in (4, 8)}
    for f in FFN7.get(h, ()):
        pairs |= {(f, h), (h, f)}
    if h in HIDDEN7:
        pairs |= _core_pairs(h)
    return pairs


def models7_calls():
    """The seventh dense recording: the layers of _pairs7 for the hidden sizes to 4608 and those
    of HIDDEN7 at the token counts of TOKENS7, bf16: forward with and without bias, dX, dW."""
    out = []
    for h in sorted({x for x in HIDDEN + HIDDEN2 if x <= 4608} | set(HIDDEN7)):
        for n, k in sorted(_pairs7(h)):
            for t in TOKENS7:
                out += _layer_ops('bf16', n, k, t, ('fwd', 'bwd'))
    return [c for c in out if 2 * c['m'] * c['n'] * c['k'] <= 1 << 40]


def models8_calls():
    """The eighth dense recording: dX of the vocabulary products (K = vocabulary), where bf16
    and fp16 choose apart, in fp16 for the hidden sizes models6 did not cover and in both
    formats for those of HIDDEN7, with Phi's vocabulary 51200, at the token counts of TOKENS7."""
    out = []
    done6 = (512, 768, 896, 960, 1024)
    for h in sorted(set(HIDDEN + HIDDEN2 + HIDDEN7)):
        fmts = ('bf16', 'fp16') if h in HIDDEN7 else () if h in done6 else ('fp16',)
        for fmt in fmts:
            for v in VOCAB + VOCAB2 + [51200]:
                out += [call('mm', fmt, t, h, v) for t in TOKENS7]
    return [c for c in out if 2 * c['m'] * c['n'] * c['k'] <= 1 << 40]


# Layer widths of decoders: multiples of 128 to 4096, of 512 to 16384, and the odd ones of
# common families (Qwen2's 896 and 4864, GPT-2 XL's 1600, ...).
DECODE_DIMS = sorted(set(range(128, 4097, 128)) | set(range(4608, 16385, 512)) | set(FFN)
                     | set(HIDDEN2) | {1600, 4864, 8960})


def decode_calls():
    """Decode at batch 1 to 16: every pair of DECODE_DIMS as (out, in) features, linear with and
    without bias, bf16 and fp16 -- the nvjet split count jumps between widths."""
    out = []
    for fmt in ('bf16', 'fp16'):
        for n in DECODE_DIMS:
            for k in DECODE_DIMS:
                for t in range(1, 17):
                    out += [call('linear', fmt, t, n, k, b_nk=1),
                            call('linear_bias', fmt, t, n, k, b_nk=1)]
    return out


def _dim(r, lo, hi, align):
    x = int(round(2 ** r.uniform(lo, hi)))
    if align == '8':
        return max(8, (x + 7) // 8 * 8)
    if align == 'even':
        x = max(2, x // 2 * 2)
        return x + 2 if x % 8 == 0 else x
    return x | 1


def random_calls(count=60000, seed=SEED):
    """Log-uniform shapes over the ops, formats, layouts and alignments of choice_cases.py."""
    r = random.Random(seed)
    ops = ['mm'] * 4 + ['addmm_bias', 'addmm_c', 'linear', 'linear_bias', 'bmm']
    out = []
    for _ in range(count):
        op = r.choice(ops)
        fmt = r.choice(['bf16'] * 4 + ['fp16'] * 2 + ['tf32'] * 2 + ['fp32'])
        al = lambda: r.choice(['8'] * 5 + ['even', 'odd'])   # noqa: E731
        m, n, k = _dim(r, 0, 14, al()), _dim(r, 3, 16, al()), _dim(r, 3, 16, al())
        lin = op in ('linear', 'linear_bias')
        c = call(op, fmt, m, n, k, batch=r.choice([1, 2, 3, 8, 16, 64]) if op == 'bmm' else 1,
                 a_km=0 if lin else int(r.random() < 0.3),
                 b_nk=1 if lin else int(r.random() < 0.4),
                 pad_a=r.choice([0] * 8 + [1, 8]), pad_b=r.choice([0] * 8 + [1, 8]),
                 out='fp32' if fmt in ('bf16', 'fp16') and op in ('mm', 'bmm', 'addmm_c')
                 and r.random() < 0.1 else 'same')
        out.append(c)
    return out


SWEEP3_CALLS = 2000000


def attention32_calls():
    """Attention products in fp32 (TF32 off and on), as eager fp32 code runs them (T5's
    attention, a model run in fp32): q k^T (B N-major) and p v, batch x heads of 9 sizes,
    head sizes 64 and 128, every sequence length to 1100, prefill (s queries) and decode (one)."""
    out = []
    for fmt in ('fp32', 'tf32'):
        for b in (8, 12, 16, 24, 32, 48, 64, 96, 128):
            for d in (64, 128):
                for s in range(1, 1101):
                    for q in (s, 1) if s > 1 else (1,):
                        out += [call('bmm', fmt, q, s, d, batch=b, b_nk=1),
                                call('bmm', fmt, q, d, s, batch=b)]
    return out


def attention32b_calls():
    """The fp32 attention products of every layout the forward and backward passes use (T5's
    q k^T with k^T laid out as it is, dQ, dK, dV), which attention32_calls() lacks, at more
    batch x heads sizes: q k^T and p v shapes with each operand either way round, TF32 off and
    on, head sizes 64 and 128, every sequence length to 600, prefill (s queries) and decode."""
    out = []
    for fmt in ('fp32', 'tf32'):
        for b in (8, 12, 16, 24, 32, 40, 48, 56, 64, 72, 80, 96, 112, 128, 160, 192, 256):
            for d in (64, 128):
                for s in range(1, 601):
                    for q in (s, 1) if s > 1 else (1,):
                        for a_km, b_nk in ((0, 0), (0, 1), (1, 0), (1, 1)):
                            if (a_km, b_nk) != (0, 1):
                                out.append(call('bmm', fmt, q, s, d, batch=b, a_km=a_km, b_nk=b_nk))
                            if (a_km, b_nk) != (0, 0):
                                out.append(call('bmm', fmt, q, d, s, batch=b, a_km=a_km, b_nk=b_nk))
    return out


def sweep_calls(count, seed=SEED + 3):
    """Shapes drawn as the bit recording's sweep draws them (choice_cases.sweep_calls: its ops,
    mv, baddbmm and matmul3d included, alpha / beta, pads, half the dimensions unaligned), from
    another seed: the nearest neighbours of a random shape are then of its own kind."""
    import choice_cases
    r, out = random.Random(seed), []
    while len(out) < count:
        out += [c for c in choice_cases.sweep_calls(r) if choice_cases.fits(c)]
    keep = ('op', 'fmt', 'out', 'batch', 'm', 'n', 'k', 'a_km', 'b_nk', 'pad_a', 'pad_b', 'alpha',
            'beta')
    return [{x: c[x] for x in keep} for c in out[:count]]


SWEEP4_CALLS = 3000000


def _aligned_half(c):
    """A 16-bit call whose leading dimensions are all whole 16-byte lines (an nvjet call)."""
    lda = (c['m'] if c['a_km'] else c['k']) + c['pad_a']
    ldb = (c['k'] if c['b_nk'] else c['n']) + c['pad_b']
    return c['fmt'] in ('bf16', 'fp16') and lda % 8 == 0 and ldb % 8 == 0 and c['n'] % 8 == 0


def sweep4_calls(count=SWEEP4_CALLS, seed=SEED + 4):
    """Shapes drawn as sweep_calls() draws them, from a fourth seed, without the aligned 16-bit
    calls (nvjet: predicted on all but one of the held-out sweep's): the CUTLASS align1 / align2,
    wmma, FFMA and TF32 kinds, where the held-out sweep's misses are."""
    return [c for c in sweep_calls(count * 2, seed) if not _aligned_half(c)][:count]


# Vocabularies of no earlier list (Phi-3's 32064 is in VOCAB; these are Gemma 3's, GPT-4o's and
# Llama 4's sizes and round ones).
VOCAB9 = [32768, 102400, 200064, 201088, 262144]
VOCABDX_CALLS = 1200000


def vocabdx_calls(count=VOCABDX_CALLS, seed=SEED + 5):
    """dX of the vocabulary products (mm t x h x V, the split-K product whose split count jumps
    with the token count t), bf16 and fp16, at random token counts (half of them up to 4096,
    half log-uniform to 16384), the hidden sizes and vocabularies of every earlier part and
    VOCAB9: the earlier parts hold these products at listed token counts only, and a model's
    batch x sequence falls between them."""
    r, out = random.Random(seed), []
    hidden = sorted(set(HIDDEN + HIDDEN2 + HIDDEN7))
    vocabs = sorted(set(VOCAB + VOCAB2 + VOCAB3 + VOCAB9 + [51200]))
    while len(out) < count:
        t = r.randint(1, 4096) if r.random() < 0.5 else int(round(2 ** r.uniform(0, 14)))
        c = call('mm', r.choice(('bf16', 'fp16')), t, r.choice(hidden), r.choice(vocabs))
        if fits(c):
            out.append(c)
    return out


def dense_calls(part='all'):
    calls = []
    if part in ('all', 'models'):
        calls += model_calls()
        calls += [c for c in model_calls(('tf32', 'fp32')) if c['m'] * c['n'] <= 1 << 22]
    if part in ('all', 'random'):
        calls += random_calls(120000)
    if part == 'models2':
        calls += models2_calls()
    if part == 'models3':
        calls += models3_calls()
    if part == 'models4':
        calls += models4_calls()
    if part == 'decode':
        calls += decode_calls()
    if part == 'models5':
        calls += models5_calls()
    if part == 'models6':
        calls += models6_calls()
    if part == 'models7':
        calls += models7_calls()
    if part == 'models8':
        calls += models8_calls()
    if part == 'random2':
        calls += random_calls(300000, SEED + 1)
    if part == 'sweep3':
        calls += sweep_calls(SWEEP3_CALLS)
    if part == 'attn32':
        calls += attention32_calls()
    if part == 'attn32b':
        calls += attention32b_calls()
    if part == 'sweep4':
        calls += sweep4_calls()
    if part == 'vocabdx':
        calls += vocabdx_calls()
    return [c for c in calls if fits(c)]


KIND_FIELDS = ('op', 'fmt', 'out', 'a_km', 'b_nk', 'pad_a', 'pad_b')
SCALE_FIELDS = ('alpha', 'beta')   # written with every kind; 1.0 where a recording lacks them
ALGO = re.compile(r'algo=\[[^\]]*\]')


def kind_of(c):
    """The fields of a call that its kind line holds."""
    return tuple(c[x] for x in KIND_FIELDS) + tuple(float(c.get(x, 1.0)) for x in SCALE_FIELDS)


def algo_text(lines):
    """The choice in the call's trace lines: each Matmul line's algo=[...] (the workspace size,
    a function of the shape, is left out)."""
    parts = []
    for msg in lines:
        a = ALGO.search(msg)
        parts.append(a.group(0) if a else '?')
    return ' | '.join(parts) if parts else 'none'


def read(path):
    """A dense recording written by this script (gzip or plain): its kinds {index: kind fields},
    algo texts {index: text}, kernel names {(kind, algo): [names]} and call rows
    [kind, m, n, k, batch, algo].  A seeded recording (merge()) holds no shapes: its calls are
    dense_calls(part) again, each with the algo of its place in the `algo_of_call` line."""
    kinds, algos, names, calls, seeded = {}, {}, {}, [], None
    with (gzip.open if path.endswith('.gz') else open)(path, 'rt') as f:
        for line in f:
            x = json.loads(line)
            if isinstance(x, list):
                calls.append(x)
            elif 'seeded' in x:
                seeded = x['seeded']
            elif 'kind' in x:
                kinds[x['kind']] = x
            elif 'algo' in x:
                algos[x['algo']] = x['text']
            elif x.get('kernels'):
                names[tuple(x['names'])] = x['kernels']
            elif 'algo_of_call' in x:
                calls = _seeded_rows(seeded, kinds, x['algo_of_call'])
    return kinds, algos, names, calls


def _seeded_rows(seeded, kinds, algo_of_call):
    """The rows of a seeded recording: its part's calls regenerated, those recorded (algo >= 0)."""
    regen = dense_calls(seeded['part'])[seeded.get('offset', 0)::seeded.get('every', 1)]
    if len(regen) != len(algo_of_call):
        raise ValueError('seeded part %s: %d calls regenerated, %d recorded'
                         % (seeded['part'], len(regen), len(algo_of_call)))
    index = {kind_of(kd): i for i, kd in kinds.items()}
    return [[index[kind_of(c)], c['m'], c['n'], c['k'], c['batch'], a]
            for c, a in zip(regen, algo_of_call) if a >= 0]


def merge(part, every, dirs, out_path, calls=None, sub=(0, 1)):
    """One seeded recording from the DIR/dense.jsonl of processes that recorded `part` with
    --every `every` --offset i (dirs in order of i) from `calls` (dense_calls(part)[sub[0]::sub[1]]): kinds, algos and names renumbered, and per
    call of dense_calls(part) the index of its algo (-1: not recorded, an error or the budget)."""
    calls = calls if calls is not None else dense_calls(part)
    kinds, algos, names, algo_of_call = {}, {}, {}, [-1] * len(calls)
    for off, d in enumerate(dirs):
        if d is None:           # a process that failed: its calls stay unrecorded
            continue
        kd, al, nm, rows = read(os.path.join(d, 'dense.jsonl'))
        kmap = {i: kinds.setdefault(kind_of(x), len(kinds)) for i, x in kd.items()}
        amap = {i: algos.setdefault(t, len(algos)) for i, t in al.items()}
        for (ki, ai), ks in nm.items():
            names.setdefault((kmap[ki], amap[ai]), ks)
        j = 0
        for ci in range(off, len(calls), every):
            c = calls[ci]
            if j < len(rows) and rows[j][1:5] == [c['m'], c['n'], c['k'], c['batch']] \
                    and kmap[rows[j][0]] == kinds.get(kind_of(c)):
                algo_of_call[ci] = amap[rows[j][5]]
                j += 1
    with gzip.open(out_path, 'wt', compresslevel=9) as f:
        f.write(json.dumps({'seeded': {'part': part, 'calls': len(calls), 'offset': sub[0],
                                       'every': sub[1]}}) + '\n')
        for kk, i in kinds.items():
            f.write(json.dumps({'kind': i, **dict(zip(KIND_FIELDS + SCALE_FIELDS, kk))}) + '\n')
        for t, i in algos.items():
            f.write(json.dumps({'algo': i, 'text': t}) + '\n')
        for key, ks in names.items():
            f.write(json.dumps({'names': list(key), 'kernels': ks}) + '\n')
        f.write(json.dumps({'algo_of_call': algo_of_call}) + '\n')
    return sum(a >= 0 for a in algo_of_call), len(calls)


class Buffers:
    """One preallocated buffer per element type; operands are strided views of it."""

    def __init__(self, torch, device, elems):
        self.torch, self.device, self.elems, self.bufs = torch, device, elems, {}

    def get(self, dt):
        if dt not in self.bufs:
            self.bufs[dt] = self.torch.zeros(self.elems, dtype=dt, device=self.device)
        return self.bufs[dt]

    def matrix(self, dt, batch, rows, cols, trans, pad):
        """(batch, rows, cols) as the call stores it: row-major with a padded leading dimension,
        or the transpose of one (trans)."""
        buf = self.get(dt)
        if trans:
            ld = rows + pad
            return buf.as_strided((batch, rows, cols), (cols * ld, 1, ld))
        ld = cols + pad
        return buf.as_strided((batch, rows, cols), (rows * ld, ld, 1))


class Capture:
    """Runs a call inside a CUDA graph capture on a side stream and throws the graph away: the
    library's host code (its choice, the trace line) runs, no kernel does.  Large products
    then cost their launch only."""

    def __init__(self, torch):
        self.torch = torch
        self.stream = torch.cuda.Stream()
        self.warm_up()

    def warm_up(self):
        """Each op once on the side stream, uncaptured: the library's per-stream workspaces
        are allocated here, not inside a capture whose memory is thrown away."""
        torch = self.torch
        with torch.cuda.stream(self.stream):
            for dt in (torch.bfloat16, torch.float16, torch.float32):
                a = torch.ones(64, 64, dtype=dt, device='cuda')
                torch.mm(a, a)
                torch.addmm(a[0], a, a)
                torch.addmm(a, a, a)
                torch.bmm(a[None], a[None])
                torch.nn.functional.linear(a, a, a[0])
        torch.cuda.synchronize()

    def run(self, fn):
        g = self.torch.cuda.CUDAGraph()
        with self.torch.cuda.stream(self.stream):
            g.capture_begin()            # a private pool, freeable once reset
            try:
                fn()
            finally:
                g.capture_end()
        g.reset()
        # A reset graph's pool is released only by empty_cache: do so before the pools
        # outgrow the GPU.
        if self.torch.cuda.memory_reserved() > 32 << 30:
            self.torch.cuda.synchronize()
            self.torch.cuda.empty_cache()


def make_fn(c, bufs, torch):
    import torch.nn.functional as F
    dt = {'bf16': torch.bfloat16, 'fp16': torch.float16}.get(c['fmt'], torch.float32)
    op, b = c['op'], c['batch']
    bb = b if op in ('bmm', 'baddbmm') else 1
    A = bufs.matrix(dt, b if op in ('bmm', 'baddbmm', 'matmul3d') else 1, c['m'], c['k'], c['a_km'],
                    c['pad_a'])
    B = bufs.matrix(dt, bb, c['k'], c['n'], c['b_nk'], c['pad_b'])
    odt = torch.float32 if c['out'] == 'fp32' else dt
    kw = {'out_dtype': odt} if c['out'] == 'fp32' else {}
    al, be = c.get('alpha', 1.0), c.get('beta', 1.0)
    if op == 'mm':
        return lambda: torch.mm(A[0], B[0], **kw)
    if op == 'bmm':
        return lambda: torch.bmm(A, B, **kw)
    if op == 'matmul3d':
        return lambda: torch.matmul(A, B[0])
    if op == 'mv':
        x = B[0, :, 0]
        return lambda: torch.mv(A[0], x)
    if op == 'baddbmm':
        C3 = bufs.get(odt)[:b * c['m'] * c['n']].view(b, c['m'], c['n'])
        return lambda: torch.baddbmm(C3, A, B, beta=be, alpha=al, **kw)
    if op == 'linear':
        return lambda: F.linear(A[0], B[0].t())
    bias = bufs.get(dt)[:c['n']]
    if op == 'linear_bias':
        return lambda: F.linear(A[0], B[0].t(), bias)
    if op == 'addmm_bias':
        return lambda: torch.addmm(bias, A[0], B[0])
    if op == 'addmm_c':
        C = bufs.get(odt)[:c['m'] * c['n']].view(c['m'], c['n'])
        return lambda: torch.addmm(C, A[0], B[0], beta=be, alpha=al, **kw)
    raise ValueError(op)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default='')
    ap.add_argument('--part', default='all', choices=('all', 'models', 'random', 'models2', 'models3',
                                                   'random2', 'decode', 'models4', 'models5',
                                                   'models6', 'models7', 'models8', 'sweep3',
                                                   'attn32', 'attn32b', 'sweep4', 'vocabdx'))
    ap.add_argument('--budget-s', type=float, default=420)
    ap.add_argument('--names', type=int, default=3000)
    ap.add_argument('--device', default='cuda')
    ap.add_argument('--count', action='store_true')
    ap.add_argument('--every', type=int, default=1, help='every N-th call only (dry runs, or a part\n'
                    'split over device calls with --offset)')
    ap.add_argument('--offset', type=int, default=0, help='with --every N: calls offset, offset + N, ...')
    ap.add_argument('--calls', default='', help='a JSON file: a list of call() dicts to record')
    ap.add_argument('--capture', action='store_true', help='each call captured into a CUDA graph\n'
                    'that never runs: cuBLAS chooses (and logs) on the host, the GPU computes nothing')
    ap.add_argument('--procs', type=int, default=1, help='P processes, each every P-th call (on\n'
                    'GPU i %% MMAEMU_GPUS), merged into OUT/dense.jsonl.gz, a seeded recording')
    args = ap.parse_args()
    calls = calls_of(args)
    if args.count:
        fl = sum(2 * c['batch'] * c['m'] * c['n'] * c['k'] for c in calls)
        print('%d calls, %.1f TFLOP (%.0f s at 500 TFLOP/s)' % (len(calls), fl / 1e12, fl / 5e14))
        return
    if args.procs > 1:
        record_in_processes(args, calls)
    else:
        record(args, calls)


def calls_of(args):
    """The calls the command line names."""
    if args.calls:
        with (gzip.open if args.calls.endswith('.gz') else open)(args.calls, 'rt') as f:
            calls = [call(**c) for c in json.load(f)][args.offset::args.every]
    else:
        calls = dense_calls(args.part)[args.offset::args.every]
    if args.device == 'cpu':    # the dry run of the script: small products only
        calls = [c for c in calls if c['batch'] * c['m'] * c['n'] * c['k'] <= 1 << 28]
    return calls


def record_in_processes(args, calls):
    """args.procs forked recorders (the calls generated once, before torch is imported), then
    merge() of their outputs into OUT/dense.jsonl.gz and a summed OUT/dense-meta.json."""
    gpus, out, pids = int(os.environ.get('MMAEMU_GPUS', '1')), args.out, []
    for i in range(args.procs):
        pid = os.fork()
        if pid == 0:
            os.environ['CUDA_VISIBLE_DEVICES'] = str(i % gpus)
            # each process's share of its GPU: the caching allocator frees its cache at the limit
            os.environ['MMAEMU_MEMORY_FRACTION'] = str(0.9 * gpus / args.procs)
            args.out = os.path.join(out, 'p%d' % i)
            try:
                record(args, calls[i::args.procs])
            except BaseException:  # noqa: BLE001  (the others go on; merge() skips this one)
                import traceback
                traceback.print_exc()
            finally:
                os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)
    dirs = [os.path.join(out, 'p%d' % i) for i in range(args.procs)]
    dirs = [d if os.path.exists(os.path.join(d, 'dense-meta.json')) else None for d in dirs]
    done, total = merge(args.part, args.procs, dirs, os.path.join(out, 'dense.jsonl.gz'), calls,
                        (args.offset, args.every))
    metas = [json.load(open(os.path.join(d, 'dense-meta.json'))) for d in dirs if d]
    meta = dict(metas[0], procs=args.procs, gpus=gpus, calls=total, recorded=done,
                errors=sum(m['errors'] for m in metas),
                seconds=max(m['seconds'] for m in metas), names=sum(m.get('names', 0) for m in metas))
    with open(os.path.join(out, 'dense-meta.json'), 'w') as g:
        json.dump(meta, g, indent=1, sort_keys=True)
    print('merged: %d of %d calls recorded' % (done, total), flush=True)


def record(args, calls):
    """Record `calls` into args.out/dense.jsonl and dense-meta.json."""
    import torch
    import choice_record as REC
    os.makedirs(args.out, exist_ok=True)
    meta = {'torch': torch.__version__, 'calls': len(calls), 'part': args.part,
            'start': time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}
    if args.device == 'cuda':
        if os.environ.get('MMAEMU_MEMORY_FRACTION'):
            torch.cuda.set_per_process_memory_fraction(float(os.environ['MMAEMU_MEMORY_FRACTION']))
        torch.mm(torch.ones(8, 8, device='cuda'), torch.ones(8, 8, device='cuda'))
        torch.cuda.synchronize()
        meta['lt_callback'] = REC.install_lt_callback()
        p = torch.cuda.get_device_properties(0)
        meta.update(device=p.name, sms=p.multi_processor_count, cuda=torch.version.cuda)
        if os.environ.get('MMAEMU_GPU_SPOOF') and 'gpu_spoof' in os.environ.get('LD_PRELOAD', ''):
            meta['spoof'] = os.environ['MMAEMU_GPU_SPOOF']   # device above: as reported under it
    bufs = Buffers(torch, args.device, max(need(c) for c in calls) + (1 << 20))
    capture = Capture(torch) if args.capture else None
    meta['capture'] = bool(args.capture)
    kinds, algos, first = {}, {}, {}
    t0 = time.time()
    done = errors = 0
    with open(os.path.join(args.out, 'dense.jsonl'), 'w') as f:
        for i, c in enumerate(calls):
            if i % 2000 == 0:
                if args.device == 'cuda':
                    torch.cuda.synchronize()
                if time.time() - t0 > args.budget_s:
                    meta['stopped_at_budget'] = i
                    break
                if i % 20000 == 0:
                    print('%d/%d calls, %.0f s' % (i, len(calls), time.time() - t0), flush=True)
            torch.backends.cuda.matmul.allow_tf32 = c['fmt'] == 'tf32'
            n0 = len(REC.LT_LINES)
            try:
                if capture:
                    capture.run(make_fn(c, bufs, torch))
                else:
                    make_fn(c, bufs, torch)()
            except Exception as ex:  # noqa: BLE001
                errors += 1
                if errors < 20:
                    print('call %s: %s' % (c, str(ex).splitlines()[0][:200]), flush=True)
                continue
            text = algo_text([m for lv, fn, m in REC.LT_LINES[n0:] if fn.endswith('Matmul')])
            del REC.LT_LINES[n0:]
            kk = kind_of(c)
            if kk not in kinds:
                kinds[kk] = len(kinds)
                f.write(json.dumps({'kind': kinds[kk], **dict(zip(KIND_FIELDS + SCALE_FIELDS, kk))})
                        + '\n')
            if text not in algos:
                algos[text] = len(algos)
                f.write(json.dumps({'algo': algos[text], 'text': text}) + '\n')
            key = (kinds[kk], algos[text])
            first.setdefault(key, c)
            f.write(json.dumps([kinds[kk], c['m'], c['n'], c['k'], c['batch'], algos[text]]) + '\n')
            done += 1
        if args.device == 'cuda':
            torch.cuda.synchronize()
        meta['recorded'], meta['errors'], meta['seconds'] = done, errors, time.time() - t0
        print('recorded %d calls (%d errors) in %.0f s; %d kinds, %d algos, %d pairs' %
              (done, errors, meta['seconds'], len(kinds), len(algos), len(first)), flush=True)
        names_for(first, args, bufs, torch, f, meta)
    meta['total_seconds'] = time.time() - t0
    with open(os.path.join(args.out, 'dense-meta.json'), 'w') as g:
        json.dump(meta, g, indent=1, sort_keys=True)


def names_for(first, args, bufs, torch, f, meta):
    """The kernel names of the first call of each (kind, algo) pair, from the profiler."""
    import choice_record as REC
    from torch.profiler import profile, record_function, ProfilerActivity
    if args.device != 'cuda':
        return
    todo = list(first.items())[:args.names]
    t1 = time.time()
    for s in range(0, len(todo), 200):
        chunk = todo[s:s + 200]
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            for j, (key, c) in enumerate(chunk):
                torch.backends.cuda.matmul.allow_tf32 = c['fmt'] == 'tf32'
                with record_function('mmaemu_call_%d' % j):
                    make_fn(c, bufs, torch)()
                    torch.cuda.synchronize()
        ks = REC.kernels_by_range(prof)
        for j, (key, c) in enumerate(chunk):
            f.write(json.dumps({'names': list(key), 'kernels': [k['name'] for k in ks.get(j, [])]})
                    + '\n')
    meta['names'], meta['names_seconds'] = len(todo), time.time() - t1


if __name__ == '__main__':
    main()

# SPDX-License-Identifier: MIT
"""A minimal PTX interpreter for one CTA of 128 threads, enough for the sm_90a PTX Triton 3.6 compiles for
validation/device/scaled/scaled_kernel.py: integer and bit operations, prmt, mul.bf16, global / shared
loads and stores, cp.async (done at once), uniform branches.  wgmma and mma.sync are not computed: their
register operands are captured (Sim.wgmma: (A registers, descriptor); Sim.mma: (A, B registers)), which is
what ptx_pairing.py reads.  Registers are numpy arrays over the threads."""
import re

import numpy as np

T = 128


def _mask(w):
    return np.uint64((1 << w) - 1)


def _width(op):
    for w in (64, 32, 16, 8):
        if op.endswith(str(w)) or ('.%d' % w) in op:
            return w
    return 32


def _split_args(rest):
    args, depth, cur = [], 0, ''
    for ch in rest:
        depth += ch in '{[' and 1 or (ch in '}]' and -1 or 0)
        if ch == ',' and depth == 0:
            args.append(cur.strip())
            cur = ''
        else:
            cur += ch
    return args + ([cur.strip()] if cur.strip() else [])


def parse(text):
    """[('label', name) | ('ins', opcode, args, (negated, predicate) or None)]"""
    prog = []
    for raw in text.split('\n'):
        s = raw.split('//')[0].strip()
        if s.startswith('$L__BB') and s.endswith(':'):
            prog.append(('label', s[:-1]))
            continue
        if not s or s[0] in '.{})$':
            continue
        s = s.rstrip(';').strip()
        pred = None
        m = re.match(r'@(!?)(%p\d+)\s+(.*)', s)
        if m:
            pred, s = (m.group(1) == '!', m.group(2)), m.group(3)
        parts = s.split(None, 1)
        prog.append(('ins', parts[0], _split_args(parts[1]) if len(parts) > 1 else [], pred))
    return prog


def _sgn(x, bits):
    x = x.astype(np.int64) & ((1 << bits) - 1)
    return np.where(x >= (1 << (bits - 1)), x - (1 << bits), x)


def _prmt(x, y, c):
    b = np.stack([(x >> np.uint64(8 * i)) & np.uint64(255) for i in range(4)] +
                 [(y >> np.uint64(8 * i)) & np.uint64(255) for i in range(4)], 1)
    n = len(x)
    r = np.zeros(n, np.uint64)
    for i in range(4):
        sel = (c >> np.uint64(4 * i)) & np.uint64(15)
        byte = b[np.arange(n), (sel & np.uint64(7)).astype(np.int64)]
        sign = np.where(byte & np.uint64(0x80), np.uint64(0xFF), np.uint64(0))
        r |= np.where(sel & np.uint64(8), sign, byte) << np.uint64(8 * i)
    return r


def _mul_bf16(x, y):
    f = lambda v: ((v & np.uint64(0xFFFF)).astype(np.uint32) << np.uint32(16)).view(np.float32)  # noqa: E731
    p = (f(x).astype(np.float64) * f(y)).astype(np.float32)    # exact: 8-bit x 8-bit significands
    u = p.view(np.uint32).astype(np.uint64)
    r = (u + np.uint64(0x7FFF) + ((u >> np.uint64(16)) & np.uint64(1))) >> np.uint64(16)
    return np.where(np.isnan(p), np.uint64(0x7FFF), r)


class Sim:
    def __init__(self, text, params, gmem, ctaid, threads=T):
        self.T = threads
        self.prog = parse(text)
        self.labels = {x[1]: i for i, x in enumerate(self.prog) if x[0] == 'label'}
        self.R, self.params, self.g = {}, params, gmem
        self.s = np.zeros(1 << 18, np.uint8)
        self.ctaid, self.wgmma, self.mma = ctaid, [], []

    def val(self, a):
        if a == '%tid.x':
            return np.arange(self.T, dtype=np.uint64)
        if a in ('%ctaid.x', '%ctaid.y'):
            return np.full(self.T, self.ctaid[a[-1] == 'y'], np.uint64)
        if a.startswith('%') or re.match(r'^[a-z]+\d+$', a):
            return self.R[a]
        if a == 'global_smem':
            return np.zeros(self.T, np.uint64)
        a = a[:-1] if a[-1] in 'uU' else a
        a = '0x' + a[2:] if a[:2] in ('0f', '0d') else a
        return np.full(self.T, int(a, 0) & ((1 << 64) - 1), np.uint64)

    def fadd(self, x, y):
        """add.f32 on two arrays of fp32 bit patterns (a tracer overrides it)."""
        f = lambda v: v.astype(np.uint32).view(np.float32)  # noqa: E731
        return (f(x) + f(y)).view(np.uint32).astype(np.uint64)

    def set(self, d, v, mask, w):
        v = np.asarray(v, bool) if w == 1 else np.asarray(v).astype(np.uint64) & _mask(w)
        old = self.R.get(d, v * 0)
        self.R[d] = v if mask is None else np.where(mask, v, old)

    def addr(self, a):
        m = re.match(r'\[\s*([^\s+\]]+)\s*(?:\+\s*(-?\w+))?\s*\]', a)
        off = int(m.group(2), 0) if m.group(2) else 0
        return (self.val(m.group(1)) + np.uint64(off & ((1 << 64) - 1))) & _mask(64)

    def run(self):
        pc = 0
        while pc < len(self.prog):
            ins = self.prog[pc]
            pc += 1
            if ins[0] == 'label':
                continue
            _, op, args, pred = ins
            mask = None
            if pred:
                mask = ~self.R[pred[1]] if pred[0] else self.R[pred[1]]
            if op.startswith('bra'):
                assert mask is None or mask.all() or not mask.any(), 'divergent branch'
                pc = self.labels[args[0]] if mask is None or mask.all() else pc
                continue
            if op == 'ret':
                return
            from ptx_ops import execute
            execute(self, op, args, mask)

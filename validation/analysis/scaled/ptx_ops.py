# SPDX-License-Identifier: MIT
"""The instructions of ptx_sim.Sim: execute(sim, opcode, args, mask)."""
import numpy as np

from ptx_sim import _mask, _mul_bf16, _prmt, _sgn, _width

_CMP = {'gt': np.greater, 'lt': np.less, 'eq': np.equal, 'ne': np.not_equal, 'ge': np.greater_equal,
        'le': np.less_equal}
_BIT = {'and': np.bitwise_and, 'or': np.bitwise_or, 'xor': np.bitwise_xor}


def _vec(a):
    return [x.strip() for x in a.strip('{} ').split(',')]


def _capture(sim, op, a):
    """wgmma / mma.sync: their register operands kept, their results zero."""
    regs = lambda s: np.stack([sim.R[r] for r in _vec(s)], 1).copy()  # noqa: E731
    if op.startswith('wgmma.mma_async'):
        sim.wgmma.append((regs(a[1]), sim.R[a[2]].copy()))
    elif op.startswith('mma.sync'):
        sim.mma.append((regs(a[1]), regs(a[2])))
        for r in _vec(a[0]):
            sim.R.setdefault(r, np.zeros(sim.T, np.uint64))


def _mov(sim, op, a, mask, w):
    if a[0].startswith('{'):                       # unpack
        ds = _vec(a[0])
        for i, d in enumerate(ds):
            sim.set(d, sim.val(a[1]) >> np.uint64(w // len(ds) * i), mask, w // len(ds))
    elif a[1].startswith('{'):                     # pack
        ss = _vec(a[1])
        v = np.zeros(sim.T, np.uint64)
        for i, s in enumerate(ss):
            v |= (sim.val(s) & _mask(w // len(ss))) << np.uint64(w // len(ss) * i)
        sim.set(a[0], v, mask, w)
    else:
        pred = op == 'mov.pred'
        v = (sim.R[a[1]] if a[1].startswith('%p') else sim.val(a[1]) != 0) if pred else sim.val(a[1])
        sim.set(a[0], v, mask, 1 if pred else w)


def _memory(sim, op, a, mask, w):
    mem = sim.g if '.global' in op else sim.s
    live = [t for t in range(sim.T) if mask is None or mask[t]]
    if op.startswith('cp.async.cg'):
        dst, src = sim.addr(a[0]), sim.addr(a[1])
        size = sim.val(a[3]) if len(a) > 3 else np.full(sim.T, 16, np.uint64)
        for t in live:
            d, n = int(dst[t]), int(size[t])
            mem_s = sim.s
            mem_s[d:d + 16] = 0
            mem_s[d:d + n] = sim.g[int(src[t]):int(src[t]) + n]
        return
    load = op.startswith('ld')
    names = _vec(a[0] if load else a[1])
    ad = sim.addr(a[1] if load else a[0])
    for i, name in enumerate(names):
        at = ad + np.uint64(i * w // 8)
        if load:
            v = np.zeros(sim.T, np.uint64)
            for t in live:
                v[t] = int.from_bytes(mem[int(at[t]):int(at[t]) + w // 8].tobytes(), 'little')
            sim.set(name, v, mask, max(w, 16) if name.startswith('%rs') else w)
        else:
            v = sim.val(name)
            for t in live:
                mem[int(at[t]):int(at[t]) + w // 8] = np.frombuffer(int(v[t] & _mask(w)).to_bytes(w // 8, 'little'), np.uint8)


def _ldmatrix(sim, op, a, mask):
    """ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16: lanes 8i .. 8i + 7 give the row addresses of
    8x8 matrix i; lane l receives elements (l / 4, 2 (l % 4) + {0, 1}) of each (transposed: (2 (l % 4) + {0, 1}, l / 4))."""
    regs, ad = _vec(a[0]), sim.addr(a[1])
    for warp in range(sim.T // 32):
        for i, r in enumerate(regs):
            v = sim.R.setdefault(r, np.zeros(sim.T, np.uint64))
            for lane in range(32):
                rc = [(lane // 4, 2 * (lane % 4) + h) for h in (0, 1)]
                rc = [(c, r_) for r_, c in rc] if '.trans' in op else rc
                at = [int(ad[32 * warp + 8 * i + row]) + 2 * col for row, col in rc]
                h = [int.from_bytes(sim.s[x:x + 2].tobytes(), 'little') for x in at]
                v[32 * warp + lane] = h[0] | (h[1] << 16)


def _arith(sim, op, a, mask, w):
    V = sim.val
    base = op.split('.')[0]
    if op in ('add.f32', 'add.rn.f32'):
        r = sim.fadd(V(a[1]) & _mask(32), V(a[2]) & _mask(32))
    elif base in ('add', 'sub') or op == 'mul.lo.s32':
        r = V(a[1]) + V(a[2]) if base == 'add' else V(a[1]) - V(a[2]) if base == 'sub' else V(a[1]) * V(a[2])
    elif op in ('mad.lo.s32', 'mad.lo.u32'):
        r = V(a[1]) * V(a[2]) + V(a[3])
    elif op in ('mul.wide.s32', 'mad.wide.s32'):
        r = _sgn(V(a[1]), 32) * _sgn(V(a[2]), 32) + (V(a[3]).view(np.int64) if base == 'mad' else 0)
        r, w = r.view(np.uint64), 64
    elif op in ('mul.wide.u32', 'mad.wide.u32'):
        r, w = (V(a[1]) & _mask(32)) * (V(a[2]) & _mask(32)) + (V(a[3]) if base == 'mad' else 0), 64
    elif base == 'shl':
        r = V(a[1]) << (V(a[2]) & np.uint64(63))
    elif op.startswith('shr'):
        x = V(a[1]) & _mask(w)
        r = (_sgn(x, w) >> V(a[2]).astype(np.int64)).view(np.uint64) if op[4] == 's' else x >> V(a[2])
    elif base in _BIT:
        if op.endswith('pred'):
            return sim.set(a[0], _BIT[base](sim.R[a[1]], sim.R[a[2]]), mask, 1)
        r = _BIT[base](V(a[1]), V(a[2]))
    elif base == 'bfe':
        n = V(a[3])
        r = (V(a[1]) >> V(a[2])) & ((np.uint64(1) << n) - np.uint64(1))
        r = _sgn(r, int(n[0])).view(np.uint64) if op == 'bfe.s32' else r
    elif base == 'prmt':
        r = _prmt(V(a[1]) & _mask(32), V(a[2]) & _mask(32), V(a[3]))
    elif op == 'mul.bf16':
        r = _mul_bf16(V(a[1]), V(a[2]))
    else:
        raise NotImplementedError(op)
    sim.set(a[0], r, mask, w)


def execute(sim, op, a, mask):
    base, w = op.split('.')[0], _width(op)
    if base in ('bar', 'fence') or op.startswith(('cp.async.commit', 'cp.async.wait', 'wgmma.fence',
                                                   'wgmma.commit', 'wgmma.wait')):
        return
    if op.startswith('ldmatrix'):
        return _ldmatrix(sim, op, a, mask)
    if op.startswith(('wgmma.mma_async', 'mma.sync')):
        return _capture(sim, op, a)
    if op.startswith('ld.param'):
        return sim.set(a[0], np.full(sim.T, sim.params[a[1].strip('[] ')], np.uint64), mask, w)
    if base == 'mov':
        return _mov(sim, op, a, mask, w)
    if base in ('ld', 'st') or op.startswith('cp.async.cg'):
        return _memory(sim, op, a, mask, w)
    if base == 'cvt':
        dt, st = op.split('.')[-2:]
        v = sim.val(a[1]) & _mask(int(st[1:]))
        v = _sgn(v, int(st[1:])).view(np.uint64) if st[0] == 's' else v
        return sim.set(a[0], v, mask, int(dt[1:]))
    if base == 'setp':
        cmp, ty = op.split('.')[1:3]
        x, y = sim.val(a[1]) & _mask(w), sim.val(a[2]) & _mask(w)
        if ty[0] == 's':
            x, y = _sgn(x, w), _sgn(y, w)
        return sim.set(a[0], _CMP[cmp](x, y), mask, 1)
    if op.startswith('shfl.sync.bfly'):           # a full-warp butterfly (clamp 31, all lanes)
        t = np.arange(sim.T, dtype=np.uint64)
        src = (t & ~np.uint64(31)) | ((t & np.uint64(31)) ^ (sim.val(a[2]) & np.uint64(31)))
        return sim.set(a[0], sim.val(a[1])[src.astype(np.int64)], mask, w)
    if op == 'not.pred':
        return sim.set(a[0], ~sim.R[a[1]], mask, 1)
    if base == 'selp':
        return sim.set(a[0], np.where(sim.R[a[3]], sim.val(a[1]), sim.val(a[2])), mask, w)
    _arith(sim, op, a, mask, w)

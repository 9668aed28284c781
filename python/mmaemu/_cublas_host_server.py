# SPDX-License-Identifier: MIT
"""The other side of ``mmaemu._cublas_host``: PyTorch on an H100 that is not there.

Run by ``_cublas_host.CublasHost`` as ``python -m mmaemu._cublas_host_server`` with the host
driver (kernels/host_driver, built as ``host-driver/libcuda.so.1``) first on the library path:
PyTorch's CUDA build and cuBLAS then start as on an H100 SXM, run their own host code (which
kernel, which split, which workspace), and launch kernels that the driver only records.

Protocol, one JSON object a line.  First line out: ``{"ok": true, "cublas": VERSION,
"torch": VERSION}`` or ``{"ok": false, "why": TEXT}``.  Then for each request in
``{"op": "aten.mm.default", "args": [...], "kwargs": {...}, "tf32": bool, "fp16_reduced": bool,
"bf16_reduced": bool, "blas": "cublas" | "cublaslt" | ...}`` (PyTorch's settings; a tensor is
``{"t": [shape, stride, storage_offset, dtype]}``) one answer out: ``{"kernels": [{"name",
"grid", "block"}], "lt": [cuBLASLt trace lines, pointers dropped]}`` or ``{"error": TEXT}``.
"""
from __future__ import annotations

import ctypes
import json
import os
import re
import sys
from typing import Any, Dict, List, Tuple

_PTR = re.compile(r'\b(A|B|C|D|workSpace|stream)=0X[0-9A-F]+ ?')
_DTYPES = ('bfloat16', 'float16', 'float32', 'float64', 'int8', 'int32', 'float8_e4m3fn',
           'float8_e5m2')


class _Host:
    """PyTorch on the host driver, its cuBLASLt trace lines collected."""

    def __init__(self) -> None:
        import torch
        self.torch = torch
        if not torch.cuda.is_available():
            raise RuntimeError('PyTorch sees no CUDA device on the host driver (a CPU-only '
                               'PyTorch build, or the driver not first on the library path)')
        a = torch.empty(64, 64, device='cuda')
        torch.mm(a, a)                               # loads cuBLAS and cuBLASLt
        self.driver = ctypes.CDLL('libcuda.so.1')
        self.driver.host_driver_take_launches.restype = ctypes.c_size_t
        self.driver.host_driver_take_launches.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
        self.lt_lines: List[Tuple[str, str]] = []
        self.version = self._install_logger()
        self._launches()

    def _install_logger(self) -> int:
        with open('/proc/self/maps') as f:
            paths = sorted({ln.split()[-1] for ln in f if 'libcublasLt' in ln})
        if not paths:
            raise RuntimeError('cuBLASLt not loaded by PyTorch')
        lt = ctypes.CDLL(paths[0])
        proto = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p)

        def log(level: int, fn: bytes, msg: bytes) -> None:
            self.lt_lines.append(((fn or b'').decode(), (msg or b'').decode()))
        self._keep = proto(log)
        if lt.cublasLtLoggerSetCallback(self._keep) or lt.cublasLtLoggerSetLevel(2):
            raise RuntimeError('cuBLASLt refused its logger')
        lt.cublasLtGetVersion.restype = ctypes.c_size_t
        return int(lt.cublasLtGetVersion())

    def _launches(self) -> List[Dict[str, Any]]:
        need = self.driver.host_driver_take_launches(None, 0)
        buf = ctypes.create_string_buffer(need + 1)
        self.driver.host_driver_take_launches(buf, len(buf))
        out = []
        for line in buf.value.decode().splitlines():
            f = line.split(' ', 6)
            out.append({'grid': [int(x) for x in f[0:3]], 'block': [int(x) for x in f[3:6]],
                        'name': f[6]})
        return out

    def _value(self, v: Any) -> Any:
        if isinstance(v, dict) and 't' in v:
            shape, stride, offset, dtype = v['t']
            if dtype not in _DTYPES:
                raise ValueError('dtype %s' % dtype)
            span = 1 + sum((n - 1) * s for n, s in zip(shape, stride)) if all(shape) else 0
            base = self.torch.empty(offset + span, dtype=getattr(self.torch, dtype), device='cuda')
            return base.as_strided(shape, stride, offset)
        if isinstance(v, list):
            return [self._value(x) for x in v]
        if isinstance(v, dict) and 'dtype' in v:
            return getattr(self.torch, v['dtype'])
        return v

    def run(self, req: Dict[str, Any]) -> Dict[str, Any]:
        ns, name, overload = req['op'].split('.')
        if ns != 'aten':
            raise ValueError('op %s' % req['op'])
        fn = getattr(getattr(self.torch.ops.aten, name), overload)
        args = [self._value(a) for a in req.get('args', [])]
        kwargs = {k: self._value(v) for k, v in req.get('kwargs', {}).items()}
        m = self.torch.backends.cuda.matmul
        m.allow_tf32 = bool(req.get('tf32'))
        m.allow_fp16_reduced_precision_reduction = bool(req.get('fp16_reduced', True))
        m.allow_bf16_reduced_precision_reduction = bool(req.get('bf16_reduced', True))
        if req.get('blas'):
            self.torch.backends.cuda.preferred_blas_library(req['blas'])
        self._launches()
        n0 = len(self.lt_lines)
        fn(*args, **kwargs)
        lt = [_PTR.sub('', m).strip() for f, m in self.lt_lines[n0:] if f.endswith('Matmul')]
        del self.lt_lines[:]
        del args, kwargs
        if self.torch.cuda.memory_reserved() > 32 << 30:   # address space only, but bounded
            self.torch.cuda.empty_cache()
        return {'kernels': self._launches(), 'lt': lt}


def main() -> int:
    # The protocol keeps the process's stdout to itself: whatever the libraries print goes to
    # stderr.
    proto = os.fdopen(os.dup(1), 'w')
    os.dup2(2, 1)
    try:
        host = _Host()
    except Exception as ex:  # noqa: BLE001 -- said to the client, which falls back
        print(json.dumps({'ok': False, 'why': '%s: %s' % (type(ex).__name__, ex)}), file=proto, flush=True)
        return 0
    print(json.dumps({'ok': True, 'cublas': host.version, 'torch': host.torch.__version__}),
          file=proto, flush=True)
    for line in sys.stdin:
        try:
            out = host.run(json.loads(line))
        except Exception as ex:  # noqa: BLE001
            out = {'error': '%s: %s' % (type(ex).__name__, str(ex).splitlines()[0][:300])}
        print(json.dumps(out), file=proto, flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())

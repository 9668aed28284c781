# SPDX-License-Identifier: MIT
"""cuBLAS's own choice of program for a torch call, on a machine without a GPU.

PyTorch's CUDA build and the cuBLAS it ships run in a process of their own on the host driver
(``kernels/host_driver``: a CUDA driver answering as an H100 SXM, running no kernel); the
call is repeated there on tensors of the same shapes, strides, offsets and dtypes, and the
kernels cuBLAS launched and its cuBLASLt trace line come back: the program that
``mmaemu.matmul(..., lib_kernel=..., lib_log=...)`` then computes.  Used by
``mmaemu.torch.emulate(..., lib='cublas13.1-h100')`` (or ``-h200``) and by ``mmaemu.plan`` /
``mmaemu.matmul`` with those presets when it can start (docs/library-choice.md, section 6);
else the decision trees answer.

    MMAEMU_CUBLAS_HOST=0     never start it (the decision trees answer every call)
    MMAEMU_CUBLAS_HOST=1     it must start: an error says why it cannot
    MMAEMU_HOST_DRIVER=PATH  the host driver (libcuda.so.1, or its folder); by default the
                             build tree's host-driver/libcuda.so.1

The driver answers as the GPU its server is started for (MMAEMU_HOST_DEVICE in the server's
environment: 'h100', the preset's, or 'h200', checked against the H200's own recording).
"""
from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

CUBLAS_VERSION = 130100            # the preset's cuBLAS: 13.1 (cublasLtGetVersion)
START_TIMEOUT_S = 300.0
CALL_TIMEOUT_S = 120.0


def driver_path() -> Optional[Path]:
    """The host driver's libcuda.so.1: MMAEMU_HOST_DRIVER's (only it, when set), else the build
    tree's or the one bundled with the package; None if there is none."""
    env = os.environ.get('MMAEMU_HOST_DRIVER')
    here = Path(__file__).resolve().parent
    cands = [Path(env)] if env else [here.parent.parent / 'host-driver', here / '_native' / 'host-driver']
    for c in cands:
        f = c / 'libcuda.so.1' if c.is_dir() else c
        if f.is_file():
            return f
    return None


class CublasHost:
    """One server process; ``program(request)`` -> its answer (dict) or None."""

    def __init__(self, driver: Path, device: str = 'h100') -> None:
        env = dict(os.environ)
        env['MMAEMU_HOST_DEVICE'] = device
        env['LD_LIBRARY_PATH'] = os.pathsep.join(
            [str(driver.parent)] + [p for p in env.get('LD_LIBRARY_PATH', '').split(os.pathsep) if p])
        env['PYTHONPATH'] = os.pathsep.join(
            [str(Path(__file__).resolve().parent.parent)]
            + [p for p in env.get('PYTHONPATH', '').split(os.pathsep) if p])
        env.pop('CUDA_VISIBLE_DEVICES', None)
        env['CUBLASLT_LOG_FILE'] = os.devnull      # the trace comes through the callback
        env['TRITON_INTERPRET'] = '0'
        self.pid = os.getpid()            # a forked child starts a server of its own
        self.lock = threading.Lock()      # one request at a time on the pipe
        self.proc = subprocess.Popen([sys.executable, '-m', 'mmaemu._cublas_host_server'],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, env=env, text=True)
        hello = self._read(START_TIMEOUT_S)
        if not hello or not hello.get('ok'):
            self.close()
            raise RuntimeError(hello.get('why') if hello else 'the server did not start')
        if hello.get('cublas') != CUBLAS_VERSION:
            self.close()
            raise RuntimeError('its PyTorch loads cuBLAS %s, not 13.1' % hello.get('cublas'))
        self.versions = hello

    def _read(self, timeout: float) -> Optional[Dict[str, Any]]:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        line = self.proc.stdout.readline() if ready else ''
        return json.loads(line) if line else None

    def program(self, request: Dict[str, Any]) -> Optional[Dict[str, Any]]:
        with self.lock:
            if self.proc.poll() is not None:
                return None
            assert self.proc.stdin is not None
            self.proc.stdin.write(json.dumps(request) + '\n')
            self.proc.stdin.flush()
            ans = self._read(CALL_TIMEOUT_S)
            if ans is None:      # no answer in time: a late one would answer the next request
                self.close()
            return ans

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()


_HOSTS: Dict[str, CublasHost] = {}
_START = threading.Lock()
_WHY: Dict[str, str] = {}
_CACHE: Dict[str, Optional[Tuple[str, Optional[str]]]] = {}


def host(device: str = 'h100') -> Optional[CublasHost]:
    """The running server for device, started at the first call; None (and ``why()``) if it
    cannot be."""
    mode = os.environ.get('MMAEMU_CUBLAS_HOST', 'auto')
    if mode == '0':
        return None
    with _START:
        return _started(device, mode)


def _started(device: str, mode: str) -> Optional[CublasHost]:
    """host()'s work, under its lock."""
    if device in _HOSTS and _HOSTS[device].pid != os.getpid():
        del _HOSTS[device]                  # inherited through fork: the pipes are the parent's
    if device not in _HOSTS and device not in _WHY:
        drv = driver_path()
        try:
            if drv is None:
                raise RuntimeError('no host driver (%s)' % ('MMAEMU_HOST_DRIVER=%s: no libcuda.so.1 there' % os.environ['MMAEMU_HOST_DRIVER'] if os.environ.get('MMAEMU_HOST_DRIVER') else 'build it: make'))
            _HOSTS[device] = CublasHost(drv, device)
        except (OSError, RuntimeError, ValueError) as ex:
            _WHY[device] = str(ex)
    if device not in _HOSTS and mode == '1':
        raise RuntimeError('mmaemu: cuBLAS on the host driver cannot start: %s' % _WHY[device])
    return _HOSTS.get(device)


def why(device: str = 'h100') -> Optional[str]:
    return _WHY.get(device)


def _describe(v: Any) -> Any:
    import torch
    if isinstance(v, torch.Tensor):
        return {'t': [list(v.shape), list(v.stride()), v.storage_offset(),
                      str(v.dtype).replace('torch.', '')]}
    if isinstance(v, torch.dtype):
        return {'dtype': str(v).replace('torch.', '')}
    if isinstance(v, (list, tuple)):
        return [_describe(x) for x in v]
    return v


def _flags() -> Dict[str, Any]:
    """PyTorch's settings that change what it asks of cuBLAS, as the caller has them."""
    import torch
    m = torch.backends.cuda.matmul
    return {'fp16_reduced': bool(m.allow_fp16_reduced_precision_reduction),
            'bf16_reduced': bool(m.allow_bf16_reduced_precision_reduction),
            'blas': str(torch.backends.cuda.preferred_blas_library()).split('.')[-1].lower()}


def program_of(func: Any, args: Tuple[Any, ...], kwargs: Dict[str, Any], tf32: bool,
               server: Optional[CublasHost] = None,
               device: str = 'h100') -> Optional[Tuple[str, Optional[str]]]:
    """(kernel names joined by ';', cuBLASLt trace line or None) of the aten call as cuBLAS
    13.1 runs it on an H100, or None (no server, or the call launched no kernel).  server: a
    server of the caller's own, asked every time (else the shared one, answers kept)."""
    h = server or host(device)
    if h is None:
        return None
    ns, name, overload = str(func).split('.')
    overload = {'out': 'default', 'dtype_out': 'dtype'}.get(overload, overload)
    req = {'op': '%s.%s.%s' % (ns, name, overload), 'args': _describe(list(args)),
           'kwargs': {k: _describe(v) for k, v in kwargs.items() if k != 'out'}, 'tf32': tf32,
           'device': device if server is None else None, **_flags()}
    return _ask(req, h, keep=server is None)


def _ask(req: Dict[str, Any], h: CublasHost, keep: bool = True) -> Optional[Tuple[str, Optional[str]]]:
    """h's answer to req: the kernel names (PyTorch's own kernels left out) and the cuBLASLt
    line; kept per request when keep (the shared servers' answers)."""
    key = json.dumps(req, sort_keys=True)
    if keep and key in _CACHE:
        return _CACHE[key]
    ans = h.program(req) or {}
    # PyTorch's own kernels (the copy of C into the output before cuBLAS adds beta C) are not
    # the library's program
    names = ';'.join(k['name'] for k in ans.get('kernels') or [] if 'at::native::' not in k['name'])
    lt = ans.get('lt') or []
    got = (names, lt[0] if lt else None) if names else None
    if keep:
        _CACHE[key] = got
    return got


PRESET_DEVICES = {'cublas13.1-h100': 'h100', 'cublas13.1-h200': 'h200'}
_TORCH_DTYPE = {'bf16': 'bfloat16', 'fp16': 'float16', 'fp32': 'float32', 'tf32': 'float32'}


def _tensor(bits: Any, drop_batch: bool, fmt: str) -> Dict[str, Any]:
    """A (batch, rows, cols) bit array's layout as a tensor description (2-D if drop_batch)."""
    st = [x // bits.itemsize for x in bits.strides]
    shape = list(bits.shape)
    if drop_batch:
        shape, st = shape[1:], st[1:]
    return {'t': [shape, st, 0, _TORCH_DTYPE[fmt]]}


def program_for_matmul(preset: str, fmt: str, out: str, a: Any, b: Any, c: Any, bias: bool,
                       alpha: float, beta: float) -> Optional[Tuple[str, Optional[str]]]:
    """The host's program for mmaemu.plan / matmul with a library preset: the call as PyTorch
    would make it (mm, addmm with a bias or C, bmm, baddbmm; out_dtype fp32 for 16-bit operands)
    on operands laid out as a, b, c (batched bit arrays, mmaemu._core's), or None where no such
    single call exists (a broadcast batch, a bias on a batch, other formats) or the host does
    not start."""
    device = PRESET_DEVICES.get(preset)
    if device is None or fmt not in _TORCH_DTYPE:
        return None
    if out not in ('fp32', fmt) and not (fmt == 'tf32' and out == 'fp32'):
        return None
    batched = a.shape[0] > 1 or b.shape[0] > 1
    if batched and (a.shape[0] != b.shape[0] or bias):
        return None
    A, B = _tensor(a, not batched, fmt), _tensor(b, not batched, fmt)
    dtype_arg = [{'dtype': 'float32'}] if out == 'fp32' and fmt in ('bf16', 'fp16') else []
    overload = 'dtype' if dtype_arg else 'default'
    name = 'bmm' if batched else 'mm'
    args: List[Any] = [A, B]
    kwargs: Dict[str, Any] = {}
    if bias:
        name, args = 'addmm', [{'t': [[b.shape[2]], [1], 0, _TORCH_DTYPE[fmt]]}, A, B]
    elif c is not None:
        ct = _tensor(c, not batched, 'fp32' if out == 'fp32' else fmt)
        name, args, kwargs = 'baddbmm' if batched else 'addmm', [ct, A, B], {'beta': beta, 'alpha': alpha}
    req = {'op': 'aten.%s.%s' % (name, overload), 'args': args + dtype_arg, 'kwargs': kwargs,
           'tf32': fmt == 'tf32', 'device': device, **_flags()}
    h = host(device)
    return _ask(req, h) if h else None

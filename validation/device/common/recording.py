# SPDX-License-Identifier: MIT
"""Helpers shared by the device recording scripts, validation/device/dcpp/record.py and
validation/device/gemm/record.py: the record log, command output, ``np.save`` bytes gzipped, the
versions of installed packages and of the cuBLAS libraries a process has loaded, and the PTX MMA
pattern; and the start, case loop and output files of the case-matrix recorders
(triton_dot/record_dots.py, scaled/record_scaled.py).

Moved here unchanged from the two scripts, which held a copy each when they recorded
validation/data/dcpp-h100 and validation/data/gemm-h100 on the H100.  Not rerun on a GPU since;
checked on the CPU: the functions' results equal the copies' (versions, cuBLAS versions with stand-in
libraries, .npy.gz bytes), and gemm's CPU dry run (TRITON_INTERPRET=1 --device cpu) wrote the same
bytes; tests/python/test_recording.py keeps the scripts on these helpers.  Needs numpy only
(start_cases imports torch and Triton when called).
"""
import argparse
import gzip
import io
import json
import os
import re
import subprocess
import time
from typing import Any, Callable, Dict, Iterable, List, Tuple, Union

import numpy as np

LOG: List[str] = []   # every line log() printed, for the record's log file


def log(*a: Any) -> None:
    """Print the arguments as print() would, flushed, and keep the line in LOG."""
    s = ' '.join(str(x) for x in a)
    print(s, flush=True)
    LOG.append(s)


def npy_gz_bytes(arr: np.ndarray) -> bytes:
    """``np.save`` output of arr, gzip-compressed at level 9 with mtime 0 (reproducible bytes)."""
    buf = io.BytesIO()
    np.save(buf, arr)
    return gzip.compress(buf.getvalue(), compresslevel=9, mtime=0)


def sh(cmd: str, timeout: int = 60) -> str:
    """A shell command's stdout and stderr, stripped; 'ERROR ...' when it cannot be run."""
    try:
        r = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=timeout)
        return (r.stdout + r.stderr).strip()
    except Exception as ex:  # noqa: BLE001
        return 'ERROR %r' % ex


def pip_packages(names: Iterable[str]) -> Union[Dict[str, str], str]:
    """Installed distributions named nvidia-* or in names (lower case) -> version; repr of the
    error when the metadata cannot be read."""
    names = tuple(names)
    try:
        import importlib.metadata as md
        pk = {}
        for d in md.distributions():
            n = (d.metadata['Name'] or '').lower()
            if n.startswith('nvidia-') or n in names:
                pk[n] = d.version
        return pk
    except Exception as ex:  # noqa: BLE001
        return repr(ex)


def cublas_runtime_versions() -> Dict[str, Any]:
    """Versions of the cuBLAS/cuBLASLt libraries this process has loaded (read after a GEMM ran)."""
    import ctypes
    res: Dict[str, Any] = {}
    try:
        with open('/proc/self/maps') as f:
            paths = sorted({ln.split()[-1] for ln in f if 'libcublas' in ln})
        res['loaded'] = paths
        for p_ in paths:
            lib = ctypes.CDLL(p_)
            if 'libcublasLt' in p_:
                lib.cublasLtGetVersion.restype = ctypes.c_size_t
                res['cublasLtGetVersion'] = int(lib.cublasLtGetVersion())
            else:
                vals = []
                for prop in (0, 1, 2):  # MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL
                    x = ctypes.c_int(-1)
                    lib.cublasGetProperty(prop, ctypes.byref(x))
                    vals.append(x.value)
                res['cublasGetProperty'] = '.'.join(map(str, vals))
    except Exception as ex:  # noqa: BLE001
        res['error'] = repr(ex)
    return res


# The MMA instructions in a kernel's PTX (Hopper's wgmma, and mma.sync).
MMA_PTX = re.compile(r'\b(wgmma\.mma_async[\w.]*|mma\.sync\.aligned\.[\w.]*)')


# The case-matrix recorders (triton_dot/record_dots.py, scaled/record_scaled.py) share their
# start, their loop over the cases and their output files; these held a copy in each.

def start_cases() -> Tuple[argparse.Namespace, Any, Dict[str, Any]]:
    """--out DIR and --device cuda|cpu parsed, DIR made; returns (args, torch, meta: versions and
    start time).  cpu sets TRITON_INTERPRET=1 first: Triton reads it when imported."""
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--device', default='cuda')
    args = ap.parse_args()
    if args.device == 'cpu':
        os.environ['TRITON_INTERPRET'] = '1'
    import torch
    import triton
    os.makedirs(args.out, exist_ok=True)
    meta = {'torch': torch.__version__, 'triton': triton.__version__,
            'start': time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}
    return args, torch, meta


def cuda_meta(torch: Any) -> Dict[str, str]:
    """The GPU's name and capability and torch's CUDA version, for the record's meta."""
    p = torch.cuda.get_device_properties(0)
    return dict(device=p.name, capability='%d.%d' % (p.major, p.minor), cuda=torch.version.cuda)


def error_text(ex: BaseException) -> str:
    """A failed case's error: the exception's type and its first line, at most 300 characters."""
    return '%s: %s' % (type(ex).__name__, str(ex).splitlines()[0][:300] if str(ex) else '')


def record_cases(cases: Iterable[Dict[str, Any]], record: Callable[[Dict[str, Any], Dict[str, Any]], Any],
                 show: Callable[[Dict[str, Any]], Any]) -> Tuple[Dict[str, Any], List[Dict[str, Any]]]:
    """Each case through record(case, rec), which fills rec (status 'ok' ...) and returns the array
    kept under the case's name; a case that raises is recorded as an error (the software refused it).
    Prints a line a case: name, status, show(rec).  Returns (arrays, records)."""
    arrays, recs = {}, []
    for case in cases:
        t0 = time.time()
        rec = dict(case)
        try:
            arrays[case['name']] = record(case, rec)
        except Exception as ex:  # noqa: BLE001
            rec.update(status='error', error=error_text(ex))
        rec['seconds'] = round(time.time() - t0, 2)
        recs.append(rec)
        print('%-36s %s %s' % (case['name'], rec['status'], show(rec)), flush=True)
    return arrays, recs


def save_cases(out: str, stem: str, arrays: Dict[str, Any], meta: Dict[str, Any],
               recs: List[Dict[str, Any]]) -> None:
    """OUT/STEM.npz (the arrays) and OUT/STEM.json ({"meta", "cases"})."""
    np.savez_compressed(os.path.join(out, stem + '.npz'), **arrays)
    with open(os.path.join(out, stem + '.json'), 'w') as f:
        json.dump({'meta': meta, 'cases': recs}, f, indent=1)

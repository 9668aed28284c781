# SPDX-License-Identifier: MIT
"""Helpers shared by the device recording scripts, validation/device/dcpp/record.py and
validation/device/gemm/record.py: the record log, command output, ``np.save`` bytes gzipped, the
versions of installed packages and of the cuBLAS libraries a process has loaded, and the PTX MMA
pattern.

Moved here unchanged from the two scripts, which held a copy each when they recorded
validation/data/dcpp-h100 and validation/data/gemm-h100 on the H100.  Not rerun on a GPU since;
checked on the CPU: the functions' results equal the copies' (versions, cuBLAS versions with stand-in
libraries, .npy.gz bytes), and gemm's CPU dry run (TRITON_INTERPRET=1 --device cpu) wrote the same
bytes; tests/python/test_recording.py keeps the scripts on these helpers.  Needs numpy only.
"""
import gzip
import io
import re
import subprocess
from typing import Any, Dict, Iterable, List, Union

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

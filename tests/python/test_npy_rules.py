# SPDX-License-Identifier: MIT
"""The .npy header rules of io/npy_header.c held against numpy itself: for
each header text, `mmaemu compare F F` accepts the file exactly when
numpy.load does (numpy's format.py is the reference: ast.literal_eval of the
dict, keys exactly descr/fortran_order/shape, shape a tuple of ints).  The
few spellings numpy reads and mmaemu deliberately does not are listed
apart (docs/reliability.md) and must be refused with exit 2."""
import os
import struct
import subprocess
from pathlib import Path

import numpy as np
import pytest

MMAEMU = os.environ.get("MMAEMU", "mmaemu")

D = "'descr': '<u2'"
F = "'fortran_order': False"

# (header dict text, data bytes)
SAME = [
    ("{%s, %s, 'shape': (2,), }" % (D, F), 4),
    ("{%s, %s, 'shape': (2,)}" % (D, F), 4),
    ('{"descr": "<u2", "fortran_order": False, "shape": (2,)}', 4),
    ("{'shape': (1, 2), %s, %s}" % (F, D), 4),
    ("{ %s ,\n %s ,\t'shape' : ( 2 , ) }" % (D, F), 4),
    ("{%s, %s, 'shape': ()}" % (D, F), 2),
    ("{%s, %s, 'shape': (1_0,)}" % (D, F), 20),
    ("{%s, %s, %s, 'shape': (2,)}" % (D, D, F), 4),
    ("{%s, %s, 'shape': (2, 1,)}" % (D, F), 4),
    ("{%s, %s, 'shape': (2, 1, 1, 1, 1, 1, 1, 1)}" % (D, F), 4),
    ("{%s, %s, 'shape': (0,)}" % (D, F), 0),
    ("{%s, %s, 'shape': (2,), 'x': 1}" % (D, F), 4),
    ("{%s, %s}" % (D, F), 4),
    ("{%s, %s, 'shape': [2]}" % (D, F), 4),
    ("{%s, %s, 'shape': (2)}" % (D, F), 4),
    ("{%s, %s, 'shape': (2.0,)}" % (D, F), 4),
    ("{%s, 'fortran_order': 0, 'shape': (2,)}" % D, 4),
    ("{%s, %s, 'shape': (1+1,)}" % (D, F), 4),
    ("{%s, %s, 'shape': (2,)} x" % (D, F), 4),
    ("{%s %s, 'shape': (2,)}" % (D, F), 4),
    ("[%s, %s, 'shape': (2,)]" % (D, F), 4),
    ("{b'descr': '<u2', %s, 'shape': (2,)}" % F, 4),
    ("{%s, %s, 'shape': (2,)}" % (D, F), 3),
]
# numpy reads these; mmaemu refuses them on purpose (docs/reliability.md).
REFUSED_ON_PURPOSE = [
    ("{%s, %s, 'shape': (0x2,)}" % (D, F), 4),        # non-decimal ints
    ("{%s, %s, 'shape': (2,) # c\n}" % (D, F), 4),    # comments
    ("{%s, 'fortran_order': True, 'shape': (2,)}" % D, 4),  # Fortran order
    ("{u'descr': '<u2', %s, 'shape': (2,)}" % F, 4),  # string prefixes
    ("{'descr': 'u2', %s, 'shape': (2,)}" % F, 4),    # dtypes outside the list read
    ("{'descr': '>u2', %s, 'shape': (2,)}" % F, 4),
    ("{%s, %s, 'shape': (2,)}" % (D, F), 5),          # bytes after the data
]


def npy_bytes(text: str, nbytes: int, version: int = 1) -> bytes:
    nl = 2 if version == 1 else 4
    hlen = len(text) + 1
    hlen += (64 - (8 + nl + hlen) % 64) % 64
    head = (text + " " * (hlen - len(text) - 1) + "\n").encode("latin1")
    lenb = struct.pack("<H", hlen) if version == 1 else struct.pack("<I", hlen)
    return b"\x93NUMPY" + bytes([version, 0]) + lenb + head + bytes(nbytes)


def numpy_reads(p: Path) -> bool:
    try:
        np.load(p, allow_pickle=False)
        return True
    except Exception:
        return False


def mmaemu_status(p: Path) -> int:
    return subprocess.run([MMAEMU, "compare", str(p), str(p)], capture_output=True).returncode


@pytest.mark.parametrize("version", [1, 2, 3])
@pytest.mark.parametrize("case", range(len(SAME)))
def test_accepts_exactly_what_numpy_reads(tmp_path: Path, case: int, version: int) -> None:
    text, n = SAME[case]
    p = tmp_path / "t.npy"
    p.write_bytes(npy_bytes(text, n, version))
    want = numpy_reads(p)
    got = mmaemu_status(p)
    assert got == (0 if want else 2), (text, n, version, want, got)


@pytest.mark.parametrize("case", range(len(REFUSED_ON_PURPOSE)))
def test_documented_refusals(tmp_path: Path, case: int) -> None:
    text, n = REFUSED_ON_PURPOSE[case]
    p = tmp_path / "t.npy"
    p.write_bytes(npy_bytes(text, n))
    assert numpy_reads(p), text       # numpy does read it ...
    assert mmaemu_status(p) == 2, text  # ... and mmaemu refuses it

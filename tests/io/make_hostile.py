#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make_hostile.py DIR -- hostile tensor files for tests/io/hostile.sh and
docs/reliability.md, built byte by byte from the published formats (.npy:
numpy's format.py; gzip: RFC 1952; safetensors: huggingface/safetensors),
not by mmaemu.  Standard library only."""
import json
import os
import struct
import sys
import zlib


def npy(dict_text: str, data: bytes = b"", version: int = 1) -> bytes:
    nl = 2 if version == 1 else 4
    hlen = len(dict_text) + 1
    hlen += (64 - (8 + nl + hlen) % 64) % 64
    head = (dict_text + " " * (hlen - len(dict_text) - 1) + "\n").encode("latin1")
    lenb = struct.pack("<H", hlen) if version == 1 else struct.pack("<I", hlen)
    return b"\x93NUMPY" + bytes([version, 0]) + lenb + head + data


def hdr(shape: tuple, descr: str = "<u2") -> str:
    return "{'descr': '%s', 'fortran_order': False, 'shape': %r, }" % (descr, shape)


def gz(payload_chunks, total: int) -> bytes:
    """One gzip member (RFC 1952) of the chunks, CRC and ISIZE computed."""
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    crc, body = 0, []
    for ch in payload_chunks:
        crc = zlib.crc32(ch, crc)
        body.append(c.compress(ch))
    body.append(c.flush())
    return (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + b"".join(body) +
            struct.pack("<II", crc & 0xffffffff, total & 0xffffffff))


def zeros(n: int, chunk: int = 1 << 20):
    while n > 0:
        yield bytes(min(n, chunk))
        n -= chunk


def st(header: dict, data: bytes) -> bytes:
    j = json.dumps(header).encode()
    return struct.pack("<Q", len(j)) + j + data


def main() -> None:
    out = sys.argv[1]
    bomb_mb = int(sys.argv[2]) if len(sys.argv) > 2 else 256
    files = {}
    good = npy(hdr((1, 2, 2)), b"\x80\x3f" * 4)
    files["good.npy"] = good
    # Declared but absent: 10^12 elements in 128 bytes; 20 GB in 1 KB.
    files["absent-1e12.npy"] = npy(hdr((1000000, 1000000)))
    files["absent-20g.npy"] = npy(hdr((100000, 100000)), bytes(1024))
    files["absent-1e12.npy.gz"] = gz([npy(hdr((1000000, 1000000)))], 128)
    files["absent-v2-huge-hlen.npy"] = b"\x93NUMPY\x02\x00" + struct.pack("<I", 0xFFFFFFF0)
    # A gzip bomb: bomb_mb MB of zeros, shape (B, 1024, 128) bf16 declared truthfully.
    rows = bomb_mb * (1 << 20) // (2 * 1024 * 128)
    head = npy(hdr((rows, 1024, 128)))
    n = rows * 1024 * 128 * 2
    files["bomb.npy.gz"] = gz([head] + list(zeros(n)), len(head) + n)
    # numpy's header rules.
    files["extra-key.npy"] = npy("{'descr': '<u2', 'fortran_order': False, 'shape': (1,), 'x': 1}", b"\0\0")
    files["non-literal.npy"] = npy("{'descr': '<u2', 'fortran_order': False, 'shape': (1+1,)}", b"\0" * 4)
    files["missing-key.npy"] = npy("{'descr': '<u2', 'shape': (1,)}", b"\0\0")
    files["not-tuple.npy"] = npy("{'descr': '<u2', 'fortran_order': False, 'shape': (2)}", b"\0" * 4)
    files["bad-version.npy"] = b"\x93NUMPY\x04\x00" + bytes(60)
    # gzip damage: CRC, deflate stream, truncation, ISIZE.
    g = gz([good], len(good))
    files["crc.npy.gz"] = g[:-8] + struct.pack("<I", (zlib.crc32(good) ^ 1) & 0xffffffff) + g[-4:]
    files["isize.npy.gz"] = g[:-4] + struct.pack("<I", len(good) + 1)
    files["truncated.npy.gz"] = g[:len(g) // 2]
    bad = bytearray(g)
    bad[10] = 0xFF  # first deflate block header: BTYPE 11 (reserved)
    files["deflate.npy.gz"] = bytes(bad)
    # safetensors: data declared but absent; header length past the file.
    files["absent.safetensors"] = st({"a": {"dtype": "BF16", "shape": [100000, 100000],
                                             "data_offsets": [0, 20000000000]}}, b"")
    files["hlen.safetensors"] = struct.pack("<Q", 90000000) + b"{}"
    os.makedirs(out, exist_ok=True)
    for name, data in files.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()

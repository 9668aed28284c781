# SPDX-License-Identifier: MIT
"""Strings handed to the C library: checked here, because a C string ends at
its first NUL ("sm90\\x00:x" would silently run 'sm90')."""
from __future__ import annotations

MAX_TEXT = 4096   # longer than any model name, schedule or tile config


def c_text(value: object, what: str) -> bytes:
    """``value`` as the bytes of a C string, or TypeError / ValueError
    naming ``what``: a str, no NUL, at most MAX_TEXT characters."""
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (what, type(value).__name__))
    if "\x00" in value:
        raise ValueError("%s=%r contains a NUL character" % (what, value))
    if len(value) > MAX_TEXT:
        raise ValueError("%s is %d characters long (at most %d)" % (what, len(value), MAX_TEXT))
    return value.encode()

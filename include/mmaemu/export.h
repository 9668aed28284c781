/* SPDX-License-Identifier: MIT */
/* mmaemu/export.h -- MMAEMU_API marks what libmmaemu exports.  The library
 * is compiled with hidden visibility by default, so its dynamic symbols are
 * exactly the functions and data the public headers declare with this mark
 * (tests/abi-exports.sh checks it); everything else stays internal.
 * Part of the public API of libmmaemu; include <mmaemu.h> for all of it. */
#ifndef MMAEMU_EXPORT_H
#define MMAEMU_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define MMAEMU_API __attribute__((visibility("default")))
#else
#define MMAEMU_API
#endif

#endif /* MMAEMU_EXPORT_H */

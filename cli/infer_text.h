/* SPDX-License-Identifier: MIT */
/* infer_text.h -- the text report of `mmaemu infer` (cli/infer_text.c),
 * rendered from the library's result (mmaemu_infer_result,
 * mmaemu_infer_params); tests/validation/check_infer.c prints it too. */
#ifndef MMAEMU_CLI_INFER_TEXT_H
#define MMAEMU_CLI_INFER_TEXT_H

#include <stdio.h>

#include "mmaemu/infer.h"

/* The human report: the result, what is determined and what is not. */
void cli_infer_text(FILE *f, const mmaemu_infer_data *d, const mmaemu_infer_result *r);

#endif

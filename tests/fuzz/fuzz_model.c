/* SPDX-License-Identifier: MIT */
/* fuzz_model.c -- model files (models/model_file.c, mmaemu_model_load). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "mmaemu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[1024];
    mmaemu_instr ins;
    if (mmaemu_model_load(fuzz_file("m.model", data, size), &ins, err, sizeof err) == 0) {
        /* written back (mmaemu_model_write), it loads to the same fields */
        const char *q = fuzz_file("w.model", NULL, 0);
        FILE *f = fopen(q, "w");
        mmaemu_instr again;
        if (!f || mmaemu_model_write(f, &ins, "fuzz\nround trip") || fclose(f) ||
            mmaemu_model_load(q, &again, err, sizeof err))
            abort();
        char t1[4096], t2[4096];
        FILE *m1 = fmemopen(t1, sizeof t1, "w"), *m2 = fmemopen(t2, sizeof t2, "w");
        mmaemu_model_write(m1, &ins, NULL);
        mmaemu_model_write(m2, &again, NULL);
        fclose(m1);
        fclose(m2);
        if (strcmp(t1, t2))
            abort();
        mmaemu_model_free(&again);
        mmaemu_model_free(&ins);
    }
    return 0;
}

/* fuzz_model.c -- model files (models/model_file.c, mmaemu_model_load). */
#include "fuzz.h"
#include "mmaemu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[1024];
    mmaemu_instr ins;
    if (mmaemu_model_load(fuzz_file("m.model", data, size), &ins, err, sizeof err) == 0)
        mmaemu_model_free(&ins);
    return 0;
}

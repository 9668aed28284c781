/* SPDX-License-Identifier: MIT */
/* fuzz_schedule.c -- schedule text and the --set / --schedule knobs
 * (kernels/schedule.c, kv.c, triton_config.c, dcpp.c): the bytes as a
 * schedule, a Triton config, a DCPP knob assignment and a DCPP GEMM's
 * schedule assignment, each checked where parsed. */
#include "fuzz.h"
#include "mmaemu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[1024], buf[1024];
    const char *s = fuzz_string(data, size);
    mmaemu_schedule sch;
    mmaemu_schedule_init(&sch, NULL);
    if (mmaemu_schedule_parse(s, &sch, err, sizeof err) == 0)
        mmaemu_schedule_format(&sch, buf, sizeof buf);
    mmaemu_triton_config tc;
    mmaemu_triton_config_parse(s, &tc, err, sizeof err);
    static const char *const archs[] = {"sm90", "gfx942"};
    for (int i = 0; i < 2; i++) {
        mmaemu_dcpp_config c;
        mmaemu_dcpp_config_init(&c, mmaemu_arch_find(archs[i]));
        mmaemu_dcpp_config_set(&c, s, err, sizeof err);
        mmaemu_dcpp_config_schedule(&c, s, err, sizeof err);
    }
    return 0;
}

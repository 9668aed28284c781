/* SPDX-License-Identifier: MIT */
/* client.c -- a program that uses the installed library the way a user
 * would: only <mmaemu.h>, compiled and linked with `pkg-config mmaemu`.
 * The README's example: bf16 1 * 1 + (-(0.5 - 2^-25)) is 0x3F000000 on an
 * H100 and 0x3F000001 on an A100. */
#include <mmaemu.h>
#include <stdio.h>

static unsigned dot_on(const char *device)
{
    char err[256];
    const mmaemu_arch *arch = mmaemu_arch_find(device);
    const mmaemu_instr *ins =
        arch ? mmaemu_instr_select(arch, NULL, NULL, MMAEMU_BF16, MMAEMU_FP32, err, sizeof err) : NULL;
    if (!ins) {
        fprintf(stderr, "%s: %s\n", device, arch ? err : "unknown device");
        return 0;
    }
    const uint32_t one = 0x3F80;
    return (unsigned)mmaemu_dot(ins, &one, &one, 1, 0xBEFFFFFFu);
}

int main(void)
{
    unsigned h100 = dot_on("H100"), a100 = dot_on("A100");
    printf("H100 %08x\nA100 %08x\n", h100, a100);
    return h100 == 0x3F000000u && a100 == 0x3F000001u ? 0 : 1;
}

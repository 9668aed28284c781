/* SPDX-License-Identifier: MIT */
/* images.c -- each kernel's registers and static shared memory, read from its sm_90 cubin.

   An image handed to the driver is an ELF cubin, a fat binary (magic 0xBA55ED50: a header, then
   entries, each an ELF or PTX for one architecture, perhaps zstd-compressed) or the runtime's
   wrapper of one (magic 0x466243b1, the fat binary's address at offset 8).  In the cubin, the
   .nv.info section's EIATTR_REGCOUNT records (0x2f: symbol index, registers) give the
   registers, .nv.shared.<kernel> the static shared memory, and .nv.info.<kernel>'s
   EIATTR_MAX_THREADS / EIATTR_REQNTID (0x05 / 0x10: three dimensions) a launch bound. */
#include <elf.h>
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "host_driver.h"

enum { FATBIN_WRAPPER = 0x466243b1, FATBIN = 0xBA55ED50, ENTRY_ELF = 2, SM90 = 90 };
enum { EIFMT_SVAL = 4, EIATTR_MAX_THREADS = 0x05, EIATTR_REQNTID = 0x10, EIATTR_REGCOUNT = 0x2f };

struct elf_view {
    const unsigned char *base;
    size_t size;
    const Elf64_Shdr *sections;
    int count;
    const char *names;
    const Elf64_Sym *symbols;
    size_t nsymbols;
    const char *strings;
};

static int elf_open(struct elf_view *v, const unsigned char *e, size_t n)
{
    const Elf64_Ehdr *h = (const void *)e;
    if (n < sizeof *h || memcmp(e, ELFMAG, SELFMAG) || h->e_shoff > n
        || h->e_shnum > (n - h->e_shoff) / sizeof(Elf64_Shdr) || h->e_shstrndx >= h->e_shnum)
        return 0;
    *v = (struct elf_view){e, n, (const void *)(e + h->e_shoff), h->e_shnum, NULL, NULL, 0, NULL};
    v->names = (const char *)e + v->sections[h->e_shstrndx].sh_offset;
    for (int i = 0; i < v->count; i++)
        if (v->sections[i].sh_type == SHT_SYMTAB && v->sections[i].sh_link < (unsigned)v->count) {
            v->symbols = (const void *)(e + v->sections[i].sh_offset);
            v->nsymbols = v->sections[i].sh_size / sizeof(Elf64_Sym);
            v->strings = (const char *)e + v->sections[v->sections[i].sh_link].sh_offset;
        }
    return 1;
}

static const Elf64_Shdr *section(const struct elf_view *v, const char *prefix, const char *kernel)
{
    size_t np = strlen(prefix);
    for (int i = 0; i < v->count; i++) {
        const char *nm = v->names + v->sections[i].sh_name;
        if (!strncmp(nm, prefix, np) && !strcmp(nm + np, kernel))
            return &v->sections[i];
    }
    return NULL;
}

/* Calls fn(attr, value bytes, length) for each EIFMT_SVAL record of an .nv.info section. */
static void info_records(const struct elf_view *v, const Elf64_Shdr *s,
                         void (*fn)(void *, int, const unsigned char *, size_t), void *ctx)
{
    if (!s)
        return;
    const unsigned char *p = v->base + s->sh_offset, *end = p + s->sh_size;
    while (p + 4 <= end) {
        size_t len = p[0] == EIFMT_SVAL ? (size_t)(p[2] | p[3] << 8) : 0;
        if (p + 4 + len > end)
            return;
        if (len)
            fn(ctx, p[1], p + 4, len);
        p += 4 + len;
    }
}

struct kernel_scan {
    const struct elf_view *elf;
    struct host_kernel *k;
};

static void regcount(void *ctx, int attr, const unsigned char *val, size_t len)
{
    struct kernel_scan *s = ctx;
    uint32_t sym_regs[2];
    if (attr != EIATTR_REGCOUNT || len < 8)
        return;
    memcpy(sym_regs, val, 8);
    if (sym_regs[0] < s->elf->nsymbols
        && !strcmp(s->elf->strings + s->elf->symbols[sym_regs[0]].st_name, s->k->name))
        s->k->regs = (int)sym_regs[1];
}

static void launch_bound(void *ctx, int attr, const unsigned char *val, size_t len)
{
    struct kernel_scan *s = ctx;
    uint32_t dim[3];
    if ((attr != EIATTR_MAX_THREADS && attr != EIATTR_REQNTID) || len < 12)
        return;
    memcpy(dim, val, 12);
    s->k->max_threads_attr = (int)(dim[0] * dim[1] * dim[2]);
}

static void add_kernel(struct host_library *lib, const struct elf_view *v, const char *name)
{
    struct host_kernel *grown = realloc(lib->kernels, (lib->count + 1) * sizeof *grown);
    if (!grown)
        return;
    lib->kernels = grown;
    struct host_kernel *k = &lib->kernels[lib->count++];
    memset(k, 0, sizeof *k);
    strncpy(k->name, name, sizeof k->name - 1);
    k->max_dynamic_smem = 48 << 10;
    struct kernel_scan scan = {v, k};
    info_records(v, section(v, ".nv.info", ""), regcount, &scan);
    info_records(v, section(v, ".nv.info.", name), launch_bound, &scan);
    const Elf64_Shdr *shared = section(v, ".nv.shared.", name);
    k->static_smem = shared ? (int)shared->sh_size : 0;
}

static void cubin_kernels(const unsigned char *e, size_t n, struct host_library *lib)
{
    struct elf_view v;
    if (!elf_open(&v, e, n))
        return;
    for (int i = 0; i < v.count; i++) {
        const char *nm = v.names + v.sections[i].sh_name;
        if (!strncmp(nm, ".text.", 6))
            add_kernel(lib, &v, nm + 6);
    }
}

/* One fat binary entry: an sm_90 ELF, zstd-compressed or not. */
static void entry_kernels(const unsigned char *q, struct host_library *lib)
{
    uint16_t kind;
    uint32_t header, compressed, arch;
    uint64_t payload, plain;
    memcpy(&kind, q, 2), memcpy(&header, q + 4, 4), memcpy(&payload, q + 8, 8);
    memcpy(&compressed, q + 16, 4), memcpy(&arch, q + 28, 4), memcpy(&plain, q + 56, 8);
    if (kind != ENTRY_ELF || arch != SM90)
        return;
    const unsigned char *p = q + header;
    if (memcmp(p, "\x28\xb5\x2f\xfd", 4)) {
        cubin_kernels(p, payload, lib);
        return;
    }
    unsigned char *elf = malloc(plain ? plain : 1);
    size_t got = elf ? ZSTD_decompress(elf, plain, p, compressed ? compressed : payload) : 0;
    if (elf && !ZSTD_isError(got))
        cubin_kernels(elf, got, lib);
    free(elf);
}

int host_image_kernels(const void *image, struct host_library *lib)
{
    const unsigned char *p = image;
    uint32_t magic;
    if (!memcmp(p, ELFMAG, SELFMAG)) {
        const Elf64_Ehdr *h = image;
        cubin_kernels(p, h->e_shoff + (size_t)h->e_shnum * sizeof(Elf64_Shdr), lib);
        return 1;
    }
    memcpy(&magic, p, 4);
    if (magic == FATBIN_WRAPPER) {
        memcpy(&p, p + 8, sizeof p);
        memcpy(&magic, p, 4);
    }
    if (magic != FATBIN)
        return 0;
    uint16_t header;
    uint64_t size;
    memcpy(&header, p + 6, 2), memcpy(&size, p + 8, 8);
    for (const unsigned char *q = p + header, *end = q + size; q + 64 <= end;) {
        uint32_t entry_header;
        uint64_t payload;
        memcpy(&entry_header, q + 4, 4), memcpy(&payload, q + 8, 8);
        entry_kernels(q, lib);
        q += entry_header + payload;
    }
    return 1;
}

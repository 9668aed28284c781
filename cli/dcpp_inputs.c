/* SPDX-License-Identifier: MIT */
/* dcpp_inputs.c -- the inputs of `mmaemu explain dcpp` and `advise dcpp`: tensor files or
 * batches of the recorded generator, and the observed outputs (--got). */
#include "explain_dcpp.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

static const char *const CMD = "explain dcpp";
/* The command in messages about the inputs (advise dcpp shares them). */
#define CMD_OF(o) ((o)->cmd ? (o)->cmd : CMD)

void xr_inputs_free(xr_inputs *in)
{
    free(in->x);
    free(in->y);
    free(in->dout);
    free(in->b);
    free(in->origin);
}

static uint16_t *gen_batches(unsigned long seed, unsigned tid, const size_t *origin, size_t B,
                             size_t per)
{
    uint16_t *v = malloc(B * per * sizeof *v);
    if (!v)
        return NULL;
    for (size_t i = 0; i < B; i++)
        for (size_t k = 0; k < per; k++)
            v[i * per + k] = mmaemu_dcpp_input(seed, tid, origin[i] * per + k);
    return v;
}

/* --seed S [--batch N | --sample N]: batches 0..N-1, or N spread over the
 * full size. */
static int generate(const xr_input_opts *o, int bwd, xr_inputs *in, char *what, size_t wlen)
{
    unsigned long seed, n = 1;
    if (o->x || o->y || o->dout || o->b) {
        cli_error("%s: give --seed or input files, not both", CMD_OF(o));
        return CLI_BAD;
    }
    if (o->batch && o->sample) {
        cli_error("%s: give --batch or --sample, not both", CMD_OF(o));
        return CLI_BAD;
    }
    if (cli_parse_count(CMD_OF(o), "--seed", o->seed, 0, 65535, &seed) ||
        (o->batch && cli_parse_count(CMD_OF(o), "--batch", o->batch, 1, o->full_batch, &n)) ||
        (o->sample && cli_parse_count(CMD_OF(o), "--sample", o->sample, 1, o->full_batch, &n)))
        return CLI_BAD;
    in->B = n;
    if (!(in->origin = malloc(n * sizeof *in->origin)))
        goto oom;
    for (size_t i = 0; i < n; i++)   /* spread, deterministic */
        in->origin[i] = o->sample ? (size_t)((i + 0.5) * (double)o->full_batch / (double)n) : i;
    in->x = gen_batches(seed, 1, in->origin, n, M_ * D_);
    in->y = gen_batches(seed, 2, in->origin, n, M_ * K_);
    if (bwd) {
        in->dout = gen_batches(seed, 3, in->origin, n, M_ * K_);
        in->b = gen_batches(seed, 4, in->origin, n, D_ * K_);
    }
    if (!in->x || !in->y || (bwd && (!in->dout || !in->b)))
        goto oom;
    if (o->sample)
        snprintf(what, wlen, "generator seed %lu, %lu batches spread over 0..%zu", seed, n,
                 o->full_batch - 1);
    else
        snprintf(what, wlen, "generator seed %lu, batch%s 0..%lu", seed, n > 1 ? "es" : "", n - 1);
    return 0;
oom:
    cli_error("%s: out of memory", CMD_OF(o));
    return CLI_BAD;
}

static int read_files(const xr_input_opts *o, int bwd, xr_inputs *in, char *what, size_t wlen)
{
    size_t B2;
    if (o->batch || o->sample) {
        cli_error("%s: --batch and --sample go with --seed", CMD_OF(o));
        return CLI_BAD;
    }
    if (!o->x || !o->y || (bwd && !o->dout)) {
        cli_error("%s: inputs: --x and --y%s are required (or --seed)", CMD_OF(o),
                  bwd ? " and --dout" : "");
        return CLI_BAD;
    }
    if (bwd && !o->b == !o->chained) {
        cli_error("%s: bwd: give --b or --chained (b = each run's own forward xty)", CMD_OF(o));
        return CLI_BAD;
    }
    if (!(in->x = cli_dcpp_read_bf16(CMD_OF(o), "x", o->x, 0, M_, D_, &in->B)) ||
        !(in->y = cli_dcpp_read_bf16(CMD_OF(o), "y", o->y, in->B, M_, K_, &B2)) ||
        (bwd && !(in->dout = cli_dcpp_read_bf16(CMD_OF(o), "dout", o->dout, in->B, M_, K_, &B2))) ||
        (bwd && o->b && !(in->b = cli_dcpp_read_bf16(CMD_OF(o), "b", o->b, in->B, D_, K_, &B2))))
        return CLI_BAD;
    if (!(in->origin = malloc(in->B * sizeof *in->origin))) {
        cli_error("%s: out of memory", CMD_OF(o));
        return CLI_BAD;
    }
    for (size_t i = 0; i < in->B; i++)
        in->origin[i] = i;
    snprintf(what, wlen, "files (x %s), B = %zu", o->x, in->B);
    return 0;
}

int xr_inputs_load(const xr_input_opts *o, int bwd, xr_inputs *in, char *what, size_t wlen)
{
    memset(in, 0, sizeof *in);
    return o->seed ? generate(o, bwd, in, what, wlen) : read_files(o, bwd, in, what, wlen);
}

/* A folder of NAME.npy[.gz] intermediates. */
static int got_folder(const char *dir, mmaemu_dcpp_path path, size_t B, mmaemu_dcpp_state *got)
{
    struct stat st;
    size_t rows, cols, B2;
    int found = 0;
    for (int t = 0; t < MMAEMU_DT_COUNT; t++) {
        char file[4096];
        const char *name = mmaemu_dcpp_tensor_name((mmaemu_dcpp_tensor)t, path);
        mmaemu_dcpp_tensor_shape((mmaemu_dcpp_tensor)t, &rows, &cols);
        for (int gz = 0; gz < 2 && !got->t[t]; gz++) {
            snprintf(file, sizeof file, "%s/%s.npy%s", dir, name, gz ? ".gz" : "");
            if (stat(file, &st))
                continue;
            if (!(got->t[t] = cli_dcpp_read_bf16(CMD, "got", file, B, rows, cols, &B2)))
                return CLI_BAD;
            found++;
        }
    }
    if (!found) {
        cli_error("%s: --got %s: the folder holds none of the %s tensors (NAME.npy or "
                  "NAME.npy.gz)", CMD, dir, cli_dcpp_path_name(path));
        return CLI_BAD;
    }
    return 0;
}

int xr_got_load(const char *spec, mmaemu_dcpp_path path, int bwd, size_t B,
                mmaemu_dcpp_state *got)
{
    struct stat st;
    size_t rows, cols, B2;
    if (stat(spec, &st)) {
        cli_error("%s: --got %s: no such file or folder", CMD, spec);
        return CLI_BAD;
    }
    if (S_ISDIR(st.st_mode))
        return got_folder(spec, path, B, got);
    mmaemu_dcpp_tensor t = bwd ? MMAEMU_DT_DX : MMAEMU_DT_OUT;
    mmaemu_dcpp_tensor_shape(t, &rows, &cols);
    return (got->t[t] = cli_dcpp_read_bf16(CMD, "got", spec, B, rows, cols, &B2)) ? 0 : CLI_BAD;
}

/* SPDX-License-Identifier: MIT */
/* probe_check.c -- mmaemu_probe_check: a model's d for every dot line of
 * a probe file, compared bit for bit with a device's outputs (`mmaemu
 * probe check`, docs/validation.md "Probe files and workloads").  Where
 * the header's #gen names the generator spec, every line is regenerated
 * as well: if all are the generator's, the counts are kept per kind. */
#include "mmaemu/probe.h"

/* A reason into err, and the status to return (-1 bad input, -2 options). */
#define fail(status, err, errlen, ...) (mmaemu_error(err, errlen, __VA_ARGS__), (status))

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The model file of opt->model_path; its formats must be the file's. */
static int load_model(const mmaemu_probe_check_options *opt, mmaemu_probe_check_result *res,
                      char *err, size_t errlen)
{
    const mmaemu_probe_header *h = &res->header;
    if (mmaemu_model_load(opt->model_path, &res->model, err, errlen))
        return -1;
    res->loaded = 1;
    if (res->model.step.a_fmt != h->in || res->model.step.b_fmt != h->b ||
        res->model.step.acc_fmt != h->acc)
        return fail(-1, err, errlen, "%s: the model is for %s->%s, the probe file for %s->%s",
                    opt->model_path, mmaemu_format_get(res->model.step.a_fmt)->name,
                    mmaemu_format_get(res->model.step.acc_fmt)->name,
                    mmaemu_format_get(h->in)->name, mmaemu_format_get(h->acc)->name);
    res->arch_label = "model";
    res->variant_label = opt->model_path;
    return 0;
}

/* The registry's instruction for the header, options replacing its
 * #arch, #variant and #instr.  Errors of an option give -2. */
static int select_model(const char *probe_path, const mmaemu_probe_check_options *opt,
                        mmaemu_probe_check_result *res, char *err, size_t errlen)
{
    const mmaemu_probe_header *h = &res->header;
    const char *an = opt->arch ? opt->arch : h->arch;
    const mmaemu_arch *arch = mmaemu_arch_find(an);
    if (!arch)
        return opt->arch
                   ? fail(-2, err, errlen, "unknown arch '%s' (mmaemu models lists them)", an)
                   : fail(-1, err, errlen, "%s: unknown #arch '%s' (mmaemu models lists them)",
                          probe_path, an);
    const char *vn = opt->variant ? opt->variant : h->variant[0] ? h->variant : NULL;
    const char *iname = opt->instr ? opt->instr : h->instr[0] ? h->instr : NULL;
    char why[512];
    if (h->block && opt->instr)
        return fail(-2, err, errlen, "--instr and a file with block scales: #scale-kind names the "
                    "instruction");
    const mmaemu_instr *ins =
        h->block ? mmaemu_instr_select_scaled(arch, vn, h->scale_kind[0] ? h->scale_kind : NULL,
                                              h->in, h->b, h->scale, h->block, h->acc, why,
                                              sizeof why)
                 : mmaemu_instr_select_ab(arch, vn, iname, h->in, h->b, MMAEMU_FP32, h->acc, why,
                                          sizeof why);
    if (!ins)
        return opt->instr || opt->variant || opt->arch
                   ? fail(-2, err, errlen, "%s", why)
                   : fail(-1, err, errlen, "%s: %s", probe_path, why);
    res->model = *ins;
    res->arch_label = arch->name;
    res->variant_label = vn ? vn : arch->n_variants ? arch->variants[0].name : NULL;
    return 0;
}

/* The reading state of one check. */
typedef struct check_run {
    mmaemu_probe_reader probe, out;
    mmaemu_probe_dot dot;
    uint32_t *ra, *rb, *rsa, *rsb;    /* the line #gen makes */
} check_run;

/* Open both files, read the header, choose the model, allocate. */
static int check_start(check_run *run, const char *probe_path, const char *out_path,
                       const mmaemu_probe_check_options *opt, mmaemu_probe_check_result *res,
                       char *err, size_t errlen)
{
    if (mmaemu_probe_open(&run->probe, probe_path, err, errlen))
        return -1;
    if (mmaemu_probe_open(&run->out, out_path, err, errlen))
        return -1;
    if (mmaemu_probe_read_header(&run->probe, 1, err, errlen))
        return -1;
    res->header = run->probe.header;
    if (!res->header.arch[0] && !opt->arch && !opt->model_path)
        return fail(-1, err, errlen, "%s:%lu: no #arch line in the header", probe_path,
                    run->probe.lineno);
    const int st = opt->model_path ? load_model(opt, res, err, errlen)
                                   : select_model(probe_path, opt, res, err, errlen);
    if (st)
        return st;
    if (opt->saturate) {   /* .satfinite: the same row, clamped */
        if (res->header.acc != MMAEMU_S32 || res->model.family == MMAEMU_FAMILY_MFMA)
            return fail(-2, err, errlen, "--saturate is for NVIDIA integer MMA (#out s32)");
        res->model.step.out = MMAEMU_OUT_SAT_S32;
    }
    const size_t K = res->header.k;
    run->dot.sa = malloc(MMAEMU_PROBE_MAX_K * sizeof *run->dot.sa);
    run->dot.sb = malloc(MMAEMU_PROBE_MAX_K * sizeof *run->dot.sb);
    run->rsa = malloc((K / 16 + 1) * sizeof *run->rsa);
    run->rsb = malloc((K / 16 + 1) * sizeof *run->rsb);
    if (!run->dot.sa || !run->dot.sb || !run->rsa || !run->rsb)
        return fail(-2, err, errlen, "out of memory");
    run->dot.cap = MMAEMU_PROBE_MAX_K;
    run->dot.a = malloc(MMAEMU_PROBE_MAX_K * sizeof *run->dot.a);
    run->dot.b = malloc(MMAEMU_PROBE_MAX_K * sizeof *run->dot.b);
    run->ra = malloc(K * sizeof *run->ra);
    run->rb = malloc(K * sizeof *run->rb);
    if (!run->dot.a || !run->dot.b || !run->ra || !run->rb)
        return fail(-2, err, errlen, "out of memory");
    res->per_kind = res->header.gen;
    return 0;
}

/* The probe kind of the line just read, if the lines so far are those
 * #gen makes; else -1 (and per-kind counts stop). */
static int line_kind(check_run *run, mmaemu_probe_check_result *res)
{
    if (!res->per_kind)
        return -1;
    const mmaemu_probe_spec *spec = &res->header.spec;
    const uint64_t idx = res->header.gen_start + res->total;
    const size_t K = res->header.k;
    const size_t G = spec->block ? K / spec->block : 0;
    uint32_t rc;
    mmaemu_probe_line_scaled(spec, idx, run->ra, run->rb, &rc, run->rsa, run->rsb);
    if (rc != run->dot.c || memcmp(run->ra, run->dot.a, K * sizeof *run->ra) ||
        memcmp(run->rb, run->dot.b, K * sizeof *run->rb) ||
        memcmp(run->rsa, run->dot.sa, G * sizeof *run->rsa) ||
        memcmp(run->rsb, run->dot.sb, G * sizeof *run->rsb)) {
        res->per_kind = 0;
        res->gen_bad_line = run->probe.lineno;
        return -1;
    }
    return (int)mmaemu_probe_line_kind(spec, idx);
}

/* Count one line; keep it if it is one of the first mismatches. */
static int count_line(check_run *run, mmaemu_probe_check_result *res, uint32_t dev, char *err,
                      size_t errlen)
{
    const int kind = line_kind(run, res);
    const mmaemu_dot_scales sc = {run->dot.sa, run->dot.sb, res->header.block};
    const uint32_t model = mmaemu_dot_scaled(&res->model, run->dot.a, run->dot.b, run->dot.k,
                                             run->dot.c, res->header.block ? &sc : NULL);
    res->total++;
    if (kind >= 0)
        res->kind_total[kind]++;
    if (model == dev) {
        res->match++;
        if (kind >= 0)
            res->kind_match[kind]++;
        return 0;
    }
    if (res->n_shown == MMAEMU_PROBE_CHECK_SHOWN)
        return 0;
    mmaemu_probe_mismatch *m = &res->shown[res->n_shown];
    m->text = strdup(run->probe.text);
    if (!m->text)
        return fail(-2, err, errlen, "out of memory");
    m->lineno = run->probe.lineno;
    m->kind = kind;
    m->model = model;
    m->device = dev;
    res->n_shown++;
    return 0;
}

static void check_end(check_run *run)
{
    free(run->dot.a);
    free(run->dot.b);
    free(run->ra);
    free(run->rb);
    free(run->dot.sa);
    free(run->dot.sb);
    free(run->rsa);
    free(run->rsb);
    mmaemu_probe_close(&run->probe);
    mmaemu_probe_close(&run->out);
}

int mmaemu_probe_check(const char *probe_path, const char *out_path,
                       const mmaemu_probe_check_options *opt, mmaemu_probe_check_result *res,
                       char *err, size_t errlen)
{
    check_run run;
    memset(&run, 0, sizeof run);
    memset(res, 0, sizeof *res);
    int st = check_start(&run, probe_path, out_path, opt, res, err, errlen);
    const mmaemu_format in = res->header.in, acc = res->header.acc;
    while (!st) {
        uint32_t dev;
        const int got = mmaemu_probe_read_pair(&run.probe, &run.out, in, acc, &run.dot, &dev, err,
                                               errlen);
        if (got <= 0) {
            st = got;
            break;
        }
        st = count_line(&run, res, dev, err, errlen);
    }
    const mmaemu_probe_header *h = &res->header;
    if (!st && h->gen && h->have_gen_count && h->gen_count != res->total)
        st = fail(-1, err, errlen, "%s:%lu: %llu dot lines but #gen count=%" PRIu64 " (truncated?)",
                  probe_path, run.probe.lineno, res->total, h->gen_count);
    check_end(&run);
    if (st)
        mmaemu_probe_check_free(res);
    return st;
}

void mmaemu_probe_check_free(mmaemu_probe_check_result *res)
{
    for (int i = 0; i < res->n_shown; i++)
        free(res->shown[i].text);
    res->n_shown = 0;
    if (res->loaded)
        mmaemu_model_free(&res->model);
    res->loaded = 0;
}

/* SPDX-License-Identifier: MIT */
/* infer_read.c -- the device data of `mmaemu infer`: dot-product lines
 * (a, b, c) with the device's d, read from probe-format or plain files
 * (include/mmaemu/infer.h). */
#include "infer_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Device data                                                         */
/* ------------------------------------------------------------------ */

void mmaemu_infer_data_init(mmaemu_infer_data *d)
{
    memset(d, 0, sizeof *d);
}

void mmaemu_infer_data_formats(mmaemu_infer_data *d, mmaemu_format in, mmaemu_format acc)
{
    d->in = in;
    d->acc = acc;
    d->have_formats = 1;
}

void mmaemu_infer_data_free(mmaemu_infer_data *d)
{
    free(d->off);
    free(d->a);
    free(d->b);
    free(d->c);
    free(d->d);
    memset(d, 0, sizeof *d);
}

/* *v resized to n values; -1 (*v unchanged) if out of memory. */
static int grow_u32(uint32_t **v, size_t n)
{
    uint32_t *g = realloc(*v, n * sizeof *g);
    if (!g)
        return -1;
    *v = g;
    return 0;
}

int mmaemu_infer_data_add(mmaemu_infer_data *d, const uint32_t *a, const uint32_t *b,
                          size_t k, uint32_t c, uint32_t dev)
{
    if (d->n + 1 > d->cap) {
        size_t cap = d->cap ? 2 * d->cap : 1024;
        size_t *off = realloc(d->off, (cap + 1) * sizeof *off);
        if (!off)
            return -1;
        d->off = off;
        if (grow_u32(&d->c, cap) || grow_u32(&d->d, cap))
            return -1;
        if (d->n == 0)
            d->off[0] = 0;
        d->cap = cap;
    }
    size_t base = d->off[d->n];
    if (base + k > d->vcap) {
        size_t cap = d->vcap ? d->vcap : 16384;
        while (cap < base + k)
            cap *= 2;
        if (grow_u32(&d->a, cap) || grow_u32(&d->b, cap))
            return -1;
        d->vcap = cap;
    }
    memcpy(d->a + base, a, k * sizeof *a);
    memcpy(d->b + base, b, k * sizeof *b);
    d->c[d->n] = c;
    d->d[d->n] = dev;
    d->off[d->n + 1] = base + k;
    if (d->n == 0 || (int)k < d->kmin)
        d->kmin = (int)k;
    if (d->n == 0 || (int)k > d->kmax)
        d->kmax = (int)k;
    d->n++;
    return 0;
}

/* A format named by a header and/or an option: the two must agree. */
static int resolve_format(const mmaemu_probe_reader *r, const char *what, int have_hdr,
                          mmaemu_format hdr, const char *opt, int acc, mmaemu_format *out,
                          char *err, size_t errlen)
{
    mmaemu_format fo = MMAEMU_FP32;
    const char *hname = mmaemu_format_get(hdr)->name;
    if (opt && (mmaemu_format_parse(opt, &fo) || fo == MMAEMU_E8M13 ||
                (acc && fo != MMAEMU_FP32 && fo != MMAEMU_FP16)))
        return mmaemu_error(err, errlen, "--%s '%s' is not a%s format", what, opt,
                    acc ? "n fp32 or fp16 accumulator" : "n operand");
    if (have_hdr && opt && hdr != fo)
        return mmaemu_error(err, errlen, "%s:%lu: header says #%s %s but --%s %s was given", r->path,
                    r->lineno, what, hname, what, opt);
    if (have_hdr)
        *out = hdr;
    else if (opt)
        *out = fo;
    else
        return mmaemu_error(err, errlen, "%s:%lu: the %s format is unknown: the file has no #%s header, "
                    "give --%s", r->path, r->lineno, acc ? "output" : "input", what, what);
    return 0;
}

/* The formats of one input file (its header's, or the options') and what
 * else its header says. */
static int data_header(mmaemu_infer_data *d, const mmaemu_probe_reader *r, const char *in_fmt,
                       const char *out_fmt, char *err, size_t errlen)
{
    const mmaemu_probe_header *h = &r->header;
    mmaemu_format in, acc;
    if (h->probe == 2)   /* the search covers one float format into fp32/fp16, unscaled */
        return mmaemu_error(err, errlen, "%s: a version 2 probe file (%s%s%s -> %s%s): infer "
                            "does not search these parameters yet", r->path,
                            mmaemu_format_get(h->in)->name, h->b != h->in ? "," : "",
                            h->b != h->in ? mmaemu_format_get(h->b)->name : "",
                            mmaemu_format_get(h->acc)->name, h->block ? ", block scales" : "");
    if (resolve_format(r, "in", h->probe, h->in, in_fmt, 0, &in, err, errlen) ||
        resolve_format(r, "out", h->probe, h->acc, out_fmt, 1, &acc, err, errlen))
        return -1;
    if (d->have_formats && (d->in != in || d->acc != acc))
        return mmaemu_error(err, errlen, "%s: formats %s -> %s differ from the data read before (%s -> %s)",
                    r->path, mmaemu_format_get(in)->name, mmaemu_format_get(acc)->name,
                    mmaemu_format_get(d->in)->name, mmaemu_format_get(d->acc)->name);
    mmaemu_infer_data_formats(d, in, acc);
    if (h->k)
        d->header_k = (int)h->k;
    if (!d->name[0])
        snprintf(d->name, sizeof d->name, "%.95s", h->instr);
    if (!d->arch[0])
        snprintf(d->arch, sizeof d->arch, "%.63s", h->arch);
    return 0;
}

int mmaemu_infer_data_read(mmaemu_infer_data *d, const char *inputs, const char *outputs,
                           const char *in_fmt, const char *out_fmt, char *err, size_t errlen)
{
    mmaemu_probe_reader in, out;
    if (mmaemu_probe_open(&in, inputs, err, errlen))
        return -1;
    if (mmaemu_probe_open(&out, outputs, err, errlen)) {
        mmaemu_probe_close(&in);
        return -1;
    }
    mmaemu_probe_dot dot = {malloc(MAX_LINE_K * sizeof(uint32_t)),
                            malloc(MAX_LINE_K * sizeof(uint32_t)), MAX_LINE_K, 0, 0, NULL, NULL};
    int status = !dot.a || !dot.b ? mmaemu_error(err, errlen, "out of memory")
                                  : mmaemu_probe_read_header(&in, 0, err, errlen);
    if (!status)
        status = data_header(d, &in, in_fmt, out_fmt, err, errlen);
    while (!status) {
        uint32_t dev;
        const int got = mmaemu_probe_read_pair(&in, &out, d->in, d->acc, &dot, &dev, err, errlen);
        if (got <= 0) {
            status = got;
            break;
        }
        if (mmaemu_infer_data_add(d, dot.a, dot.b, dot.k, dot.c, dev))
            status = mmaemu_error(err, errlen, "out of memory");
    }
    if (!status) {
        size_t used = strlen(d->files);
        snprintf(d->files + used, sizeof d->files - used, "%s%s", used ? " " : "", inputs);
    }
    free(dot.a);
    free(dot.b);
    mmaemu_probe_close(&in);
    mmaemu_probe_close(&out);
    return status;
}


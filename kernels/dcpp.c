/* dcpp.c -- the DCPP programs (pytorch/helion#1661) as the H100 recording
 * compiled them (validation/data/dcpp-h100/README.md, "Which MMA
 * instruction each dot used"), each tl.dot one GEMM schedule:
 *
 *   Helion fwd   xty = bf16(wgmma chain over M of x[:,d] y[:,k]), 32-row
 *                tiles chained ascending (masked rows are zero products);
 *                out = bf16(mma.m16n8k16 chain over D of x[m,:] xty[:,k]).
 *   Helion bwd   db2 = bf16(wgmma chain over M of x[:,d] dout[:,k]), 16-row
 *                tiles; dy = bf16(mma chain over D of x[m,:] db2[:,k]);
 *                dx1 = bf16(mma chain over K of dout[m,:] b[d,:]);
 *                dxt = bf16(wgmma chain over K of db2[d,:] y[m,:]);
 *                dx = add.bf16x2(dx1, dxt^T): the exact sum rounded once.
 *   Inductor     the Triton template bmm(x, w): bf16(wgmma chain over D,
 *                BLOCK_K = 64 iterations accumulating in fp32). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmaemu.h"

#define M_ MMAEMU_DCPP_M
#define D_ MMAEMU_DCPP_D
#define K_ MMAEMU_DCPP_K

static int pick(const mmaemu_arch *arch, const char *spec, const mmaemu_instr **ins, char *err,
                size_t errlen)
{
    if (!arch) {
        snprintf(err, errlen, "dcpp: no arch");
        return -1;
    }
    *ins = mmaemu_instr_select(arch, NULL, spec, MMAEMU_BF16, MMAEMU_FP32, err, errlen);
    return *ins ? 0 : -1;
}

static mmaemu_mat mat(const void *data, ptrdiff_t sb, ptrdiff_t si, ptrdiff_t sj)
{
    mmaemu_mat m = {data, sb, si, sj};
    return m;
}

/* One GEMM: d (batch, m, n) contiguous. */
static int gemm(const mmaemu_instr *ins, size_t B, size_t m, size_t n, size_t k, mmaemu_mat a,
                mmaemu_mat b, size_t chunk, mmaemu_epilogue epi, void *d, char *err, size_t errlen)
{
    mmaemu_gemm g;
    memset(&g, 0, sizeof g);
    g.instr = ins;
    g.batch = B;
    g.m = m;
    g.n = n;
    g.k = k;
    g.a = a;
    g.b = b;
    g.c = NULL;
    g.k_order = MMAEMU_K_ASCENDING;
    g.k_chunk = chunk;
    g.epilogue = epi;
    g.d = d;
    g.d_sb = (ptrdiff_t)(m * n);
    g.d_si = (ptrdiff_t)n;
    g.d_sj = 1;
    return mmaemu_gemm_run(&g, err, errlen);
}

static uint16_t bf16_of_fp32(uint32_t bits)
{
    return (uint16_t)mmaemu_convert(MMAEMU_FP32, bits, MMAEMU_BF16, MMAEMU_RNE, 0);
}

static double bf16_value(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* add.bf16x2: the exact sum of two bf16 values rounded once (RNE).  The
 * double sum is exact unless the exponents are more than 44 apart; then the
 * smaller addend lies far below half a bf16 ulp of the larger and the
 * double result rounds to the larger either way. */
static uint16_t bf16_add(uint16_t x, uint16_t y)
{
    double s = bf16_value(x) + bf16_value(y);
    if (isnan(s))
        return 0x7FC0u;
    if (isinf(s))
        return s > 0 ? 0x7F80u : 0xFF80u;
    if (s == 0)
        return signbit(s) ? 0x8000u : 0u;
    int e;
    double fr = frexp(fabs(s), &e);                     /* [0.5, 1) */
    uint64_t mag = (uint64_t)ldexp(fr, 53);             /* exact */
    return (uint16_t)mmaemu_round_exact(MMAEMU_BF16, s < 0, mag, e - 53, 0, MMAEMU_RNE, 0);
}

int mmaemu_dcpp_helion_fwd(const mmaemu_arch *arch, size_t B, const uint16_t *x,
                           const uint16_t *y, mmaemu_dcpp_fwd *o, char *err, size_t errlen)
{
    const mmaemu_instr *wg, *mma;
    if (pick(arch, "wgmma", &wg, err, errlen) || pick(arch, "mma.m16n8k16", &mma, err, errlen))
        return -1;
    uint32_t *acc = o->acc ? o->acc : malloc(B * D_ * K_ * sizeof *acc);
    if (!acc) {
        snprintf(err, errlen, "dcpp: out of memory");
        return -1;
    }
    /* acc[d][k] = sum_m x[m][d] y[m][k]: A = x^T (D x M), B = y (M x K). */
    int rc = gemm(wg, B, D_, K_, M_, mat(x, M_ * D_, 1, D_), mat(y, M_ * K_, K_, 1), 32,
                  MMAEMU_EPI_NONE, acc, err, errlen);
    if (!rc)
        for (size_t i = 0; i < B * D_ * K_; i++)
            o->xty[i] = bf16_of_fp32(acc[i]);
    if (acc != o->acc)
        free(acc);
    if (rc)
        return rc;
    /* out[m][k] = sum_d x[m][d] xty[d][k]. */
    return gemm(mma, B, M_, K_, D_, mat(x, M_ * D_, D_, 1), mat(o->xty, D_ * K_, K_, 1), 0,
                MMAEMU_EPI_BF16, o->out, err, errlen);
}

int mmaemu_dcpp_helion_bwd(const mmaemu_arch *arch, size_t B, const uint16_t *x,
                           const uint16_t *y, const uint16_t *dout, const uint16_t *b,
                           mmaemu_dcpp_bwd *o, char *err, size_t errlen)
{
    const mmaemu_instr *wg, *mma;
    if (pick(arch, "wgmma", &wg, err, errlen) || pick(arch, "mma.m16n8k16", &mma, err, errlen))
        return -1;
    uint32_t *db = o->db ? o->db : malloc(B * D_ * K_ * sizeof *db);
    uint16_t *dx1 = o->dx1 ? o->dx1 : malloc(B * M_ * D_ * sizeof *dx1);
    uint16_t *dxt = o->dxt ? o->dxt : malloc(B * D_ * M_ * sizeof *dxt);
    int rc = -1;
    if (!db || !dx1 || !dxt) {
        snprintf(err, errlen, "dcpp: out of memory");
        goto done;
    }
    /* db[d][k] = sum_m x[m][d] dout[m][k], 16-row tiles. */
    if ((rc = gemm(wg, B, D_, K_, M_, mat(x, M_ * D_, 1, D_), mat(dout, M_ * K_, K_, 1), 16,
                   MMAEMU_EPI_NONE, db, err, errlen)))
        goto done;
    for (size_t i = 0; i < B * D_ * K_; i++)
        o->db2[i] = bf16_of_fp32(db[i]);
    /* dy[m][k] = sum_d x[m][d] db2[d][k]. */
    if ((rc = gemm(mma, B, M_, K_, D_, mat(x, M_ * D_, D_, 1), mat(o->db2, D_ * K_, K_, 1), 0,
                   MMAEMU_EPI_BF16, o->dy, err, errlen)))
        goto done;
    /* dx1[m][d] = sum_k dout[m][k] b[d][k]  (B operand b^T). */
    if ((rc = gemm(mma, B, M_, D_, K_, mat(dout, M_ * K_, K_, 1), mat(b, D_ * K_, 1, K_), 0,
                   MMAEMU_EPI_BF16, dx1, err, errlen)))
        goto done;
    /* dxt[d][m] = sum_k db2[d][k] y[m][k]  (B operand y^T). */
    if ((rc = gemm(wg, B, D_, M_, K_, mat(o->db2, D_ * K_, K_, 1), mat(y, M_ * K_, 1, K_), 0,
                   MMAEMU_EPI_BF16, dxt, err, errlen)))
        goto done;
    /* dx[m][d] = dx1[m][d] + dxt[d][m]. */
#pragma omp parallel for collapse(2) schedule(static)
    for (size_t bi = 0; bi < B; bi++)
        for (size_t m = 0; m < M_; m++)
            for (size_t d = 0; d < D_; d++)
                o->dx[(bi * M_ + m) * D_ + d] =
                    bf16_add(dx1[(bi * M_ + m) * D_ + d], dxt[(bi * D_ + d) * M_ + m]);
    rc = 0;
done:
    if (db != o->db)
        free(db);
    if (dx1 != o->dx1)
        free(dx1);
    if (dxt != o->dxt)
        free(dxt);
    return rc;
}

int mmaemu_dcpp_inductor_bmm(const mmaemu_arch *arch, size_t B, const uint16_t *x,
                             const uint16_t *w, uint16_t *out, char *err, size_t errlen)
{
    const mmaemu_instr *wg;
    if (pick(arch, "wgmma", &wg, err, errlen))
        return -1;
    /* out[m][k] = sum_d x[m][d] w[d][k], BLOCK_K = 64 chunks carried in fp32. */
    return gemm(wg, B, M_, K_, D_, mat(x, M_ * D_, D_, 1), mat(w, D_ * K_, K_, 1), 64,
                MMAEMU_EPI_BF16, out, err, errlen);
}

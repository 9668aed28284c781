/* SPDX-License-Identifier: MIT */
/* gemm_fp4.c -- the k = 64 block-scaled kinds on e2m1 (sf-tensor's BSW
 * window, emu/alg_bsw.c; MMA-Sim's GST-FDPA, emu/alg_gst.c) from bytes.
 *
 * An e2m1 value is a multiple of 1/2 below 8, so a product of two is a
 * multiple of 1/4 below 36 and the exact sum of up to 64 of them is a
 * small integer times 2^-2.  Tables give each code its twice-value and
 * exponent; a step is sixteen sums of four products with their largest
 * exponent sums (mmaemu_fp4_quads, or its AVX-512 build), then the
 * datapath's group and C rules on those sums in int64: every term is
 * below 2^56 (a group's value is below 2^(R + 8), its quantum at least
 * 2^(R - F) with F <= 39, or 2^(e_c - F2) with e_c >= R on C's window).
 *
 * The rules need one scale per 16-block of the step.  A step where some
 * block holds two scale bytes (a K order that mixes blocks), a NaN scale,
 * or a C that is not finite, runs the reference step (mmaemu_step_scaled)
 * on its bits; so does any row these tables do not describe
 * (mmaemu_fp4_covers). */
#include <string.h>

#include "gemm_impl.h"

#define STEP 64
#define NO_EXP (-128)   /* the exponent of a group without a non-zero product */

/* trunc(x 2^sh) toward zero; the callers keep the result below 2^62. */
static int64_t shift_trunc(int64_t x, int sh)
{
    if (!x || sh <= -63)
        return 0;
    if (sh >= 0)
        return x * ((int64_t)1 << sh);
    return x < 0 ? -((-x) >> -sh) : x >> -sh;
}

int mmaemu_fp4_covers(const mmaemu_instr *ins)
{
    const mmaemu_step_params *p = &ins->step;
    if ((p->alg != MMAEMU_ALG_BSW && p->alg != MMAEMU_ALG_GST_FDPA) || p->a_fmt != MMAEMU_E2M1 ||
        p->b_fmt != MMAEMU_E2M1 || p->acc_fmt != MMAEMU_FP32 || p->out != MMAEMU_OUT_RZ_FP32 ||
        p->L != STEP || ins->k != STEP || ins->widen_fp16 || ins->k_interleave || ins->c_after)
        return 0;
    /* groups inside 16-blocks, so under one scale pair each */
    return p->group == 4 || p->group == 8 || p->group == 16;
}

void mmaemu_fp4_tables_init(mmaemu_fp4_tables *t, mmaemu_format scale_fmt)
{
    mmaemu_value x;
    for (int a = 0; a < 16; a++) {
        mmaemu_decode(MMAEMU_E2M1, (uint32_t)a, &x);
        const int v = (int)x.sig << (x.exp - x.frac_bits + 1);   /* twice the value */
        const int nz = x.cls == MMAEMU_CLASS_FINITE;
        t->val2[a] = (int8_t)(nz ? (x.sign ? -v : v) : 0);
        t->exp[a] = (int8_t)(nz ? x.exp : MMAEMU_FP4_ZERO_EXP);
    }
    for (int s = 0; s < 256; s++) {
        mmaemu_decode(scale_fmt, (uint32_t)s, &x);
        t->scale[s].nan = x.cls == MMAEMU_CLASS_NAN;
        t->scale[s].sig = x.cls == MMAEMU_CLASS_NAN ? 0 : (int32_t)x.sig;
        t->scale[s].val_exp = x.exp - x.frac_bits;
        t->scale[s].exp = x.exp;
    }
}

void mmaemu_fp4_runs(const uint8_t *scale, size_t kp, uint8_t *run)
{
    for (size_t q = kp; q-- > 0;)
        run[q] = q + 1 < kp && scale[q] == scale[q + 1] ? run[q + 1] + (run[q + 1] < 255) : 1;
}

/* One step: its products' sums (kernels/gemm_impl.h mmaemu_fp4_sums) and
 * the scale pair of each 16-block (value ss 2^sv with the 2^-2 of the
 * twice-values, exponent sum sx). */
typedef struct {
    mmaemu_fp4_sums p;
    int64_t ss[STEP / 16];
    int sv[STEP / 16], sx[STEP / 16];
} fp4_step;

/* 0 when a 16-block holds two scales or a NaN one. */
static int step_blocks(const mmaemu_fp4_ctx *x, size_t p0, int n, fp4_step *s)
{
    for (int k = 0; 16 * k < n; k++) {
        const size_t p = p0 + 16 * (size_t)k;
        const int m = n - 16 * k < 16 ? n - 16 * k : 16;
        if (x->ra[p] < m || x->rb[p] < m)
            return 0;
        const mmaemu_fp4_scale *u = &x->t->scale[x->sa[p]], *v = &x->t->scale[x->sb[p]];
        if (u->nan || v->nan)
            return 0;
        s->ss[k] = (int64_t)u->sig * v->sig;
        s->sv[k] = u->val_exp + v->val_exp - 2;
        s->sx[k] = u->exp + v->exp;
    }
    return 1;
}

void mmaemu_fp4_quads(const mmaemu_fp4_tables *t, const uint8_t *a, const uint8_t *b, int n,
                      mmaemu_fp4_sums *s)
{
    for (int g = 0; g < STEP / 4; g++) {
        s->quad[g] = 0;
        s->quad_exp[g] = 2 * MMAEMU_FP4_ZERO_EXP;
    }
    for (int i = 0; i < n; i++) {
        const int e = t->exp[a[i]] + t->exp[b[i]];
        s->quad[i >> 2] += t->val2[a[i]] * t->val2[b[i]];
        s->quad_exp[i >> 2] = e > s->quad_exp[i >> 2] ? e : s->quad_exp[i >> 2];
    }
    for (int k = 0; k < STEP / 16; k++) {
        const int32_t *q = &s->quad[4 * k], *e = &s->quad_exp[4 * k];
        const int e01 = e[0] > e[1] ? e[0] : e[1], e23 = e[2] > e[3] ? e[2] : e[3];
        s->blk[k] = q[0] + q[1] + q[2] + q[3];
        s->blk_exp[k] = e01 > e23 ? e01 : e23;
    }
}

/* Has a largest exponent sum e a non-zero product under it? */
static int has_product(int e) { return e > MMAEMU_FP4_ZERO_EXP / 2; }

/* The exact sum (twice-value units) and largest exponent sum of the G
 * products from position lo (NO_EXP without a non-zero product). */
static int32_t group_sum(const fp4_step *s, int lo, int G, int *exp)
{
    int32_t sum = 0;
    *exp = NO_EXP;
    for (int q = lo / 4; q < (lo + G) / 4; q++) {
        sum += s->p.quad[q];
        *exp = has_product(s->p.quad_exp[q]) && s->p.quad_exp[q] > *exp ? s->p.quad_exp[q] : *exp;
    }
    return sum;
}

/* RZ to fp32 of S 2^exp (emu/engine.c mmaemu_step_output, MMAEMU_OUT_RZ_FP32),
 * with the row's sign of zero. */
static uint32_t out_rz32(const mmaemu_step_params *p, int64_t S, int exp)
{
    if (!S)
        return 0;
    const uint32_t sign = S < 0 ? 0x80000000u : 0u;
    const uint64_t mag = S < 0 ? -(uint64_t)S : (uint64_t)S;
    const int msb = 63 - __builtin_clzll(mag), e = msb + exp;
    uint32_t r;
    if (e >= 128)
        return sign | 0x7F800000u;
    if (e < -126) {   /* a subnormal: units of 2^-149, below 2^23 */
        const int sh = exp + 149;
        r = sh <= -64 ? 0u : sh < 0 ? (uint32_t)(mag >> -sh) : (uint32_t)(mag << sh);
    } else {
        const int sh = msb - 23;
        const uint64_t m = sh >= 0 ? mag >> sh : mag << -sh;
        r = (uint32_t)(e + 127) << 23 | (uint32_t)(m & 0x7FFFFFu);
    }
    r |= sign;
    return p->zero_sign == MMAEMU_ZERO_POSITIVE && r == 0x80000000u ? 0u : r;
}

/* C's value sig 2^(exp - frac) truncated to units of 2^q. */
static int64_t c_units(const mmaemu_value *c, int q)
{
    if (c->cls != MMAEMU_CLASS_FINITE)
        return 0;
    return shift_trunc(c->sign ? -(int64_t)c->sig : (int64_t)c->sig, c->exp - c->frac_bits - q);
}

/* mmaemu_decode of an fp32 C (subnormals and zeros at exponent -126). */
static void c_decode(uint32_t c, mmaemu_value *v)
{
    const uint32_t e = c >> 23 & 0xFFu, f = c & 0x7FFFFFu;
    v->sign = (int)(c >> 31);
    v->frac_bits = 23;
    v->cls = e == 0xFFu ? (f ? MMAEMU_CLASS_NAN : MMAEMU_CLASS_INF)
             : e || f   ? MMAEMU_CLASS_FINITE
                        : MMAEMU_CLASS_ZERO;
    v->sig = e ? f | 0x800000u : f;
    v->exp = e ? (int)e - 127 : -126;
}

/* BSW: each group's alignment exponent r (INT32_MIN without a non-zero
 * product) and scale exponent sum, the maxima R and S. */
typedef struct {
    int64_t sum[STEP / 4];
    int r[STEP / 4], s[STEP / 4], block[STEP / 4], ng, R, S;
} bsw_groups;

static void bsw_group_exps(const mmaemu_step_params *p, const fp4_step *s, int n, bsw_groups *G)
{
    G->ng = (n + p->group - 1) / p->group;
    G->R = G->S = INT32_MIN;
    for (int g = 0; g < G->ng; g++) {
        int e;
        const int k = g * p->group / 16;
        G->sum[g] = (int64_t)group_sum(s, g * p->group, p->group, &e) * s->ss[k];
        G->block[g] = k;
        G->r[g] = e == NO_EXP || !s->ss[k] ? INT32_MIN : e + s->sx[k];
        G->s[g] = G->r[g] == INT32_MIN ? INT32_MIN : s->sx[k];
        G->R = G->r[g] > G->R ? G->r[g] : G->R;
        G->S = G->s[g] > G->S ? G->s[g] : G->S;
    }
}

/* The subnormal floor: the groups of a smaller scale pair whose units are
 * below 2^(e_zero - q) dropped (alg_bsw.c floored). */
static int64_t bsw_floored(const mmaemu_step_params *p, const bsw_groups *G, const int64_t *u,
                           const mmaemu_value *c, int q)
{
    const int d = p->e_zero - q;
    int64_t units = c_units(c, q);
    for (int g = 0; g < G->ng; g++) {
        const int64_t mag = u[g] < 0 ? -u[g] : u[g];
        const int small = d <= 0 ? mag < 1 : (d >= 62 || mag < ((int64_t)1 << d));
        if (!(G->s[g] != INT32_MIN && G->s[g] < G->S && small))
            units += u[g];
    }
    return units;
}

static int subnormal(uint32_t r) { return (r & 0x7FFFFFFFu) && (r & 0x7FFFFFFFu) < 0x800000u; }

/* BSW below C's window, group by group (alg_bsw.c window_sum, floored). */
static uint32_t bsw_by_groups(const mmaemu_step_params *p, const fp4_step *s, int n,
                              const mmaemu_value *c)
{
    bsw_groups G;
    bsw_group_exps(p, s, n, &G);
    const int cnz = c->cls == MMAEMU_CLASS_FINITE;
    const int q = G.R - p->F > G.S - p->F2 ? G.R - p->F : G.S - p->F2;
    int64_t u[STEP / 4], units = c_units(c, q);
    for (int g = 0; g < G.ng; g++) {
        int qg = q;
        if (p->c_entry == MMAEMU_C_GROUPWISE && cnz && G.r[g] != INT32_MIN && c->exp >= G.r[g] &&
            c->exp - p->F2 > q)
            qg = c->exp - p->F2;
        u[g] = shift_trunc(shift_trunc(G.sum[g], s->sv[G.block[g]] - qg), qg - q);
        units += u[g];
    }
    uint32_t r = out_rz32(p, units, q);
    if (p->e_zero < 0 && subnormal(r))
        r = out_rz32(p, bsw_floored(p, &G, u, c, q), q);
    return r;
}

/* BSW (alg_bsw.c) from the 16-block sums where no group's truncation can
 * matter: on C's window (C-dominant, every block truncated there), or
 * below it when every block's unit is at least the quantum (its groups'
 * sums are whole units), no group takes C's window and the result is not
 * subnormal; else group by group. */
static uint32_t bsw_step(const mmaemu_step_params *p, const fp4_step *s, int n,
                         const mmaemu_value *c)
{
    const int nb = (n + 15) / 16, cnz = c->cls == MMAEMU_CLASS_FINITE;
    int R = INT32_MIN, S = INT32_MIN;
    for (int k = 0; k < nb; k++) {
        const int e = s->p.blk_exp[k];
        if (!has_product(e) || !s->ss[k])
            continue;
        R = e + s->sx[k] > R ? e + s->sx[k] : R;
        S = s->sx[k] > S ? s->sx[k] : S;
    }
    if (R == INT32_MIN)   /* no non-zero product: C itself */
        return out_rz32(p, c_units(c, c->exp - c->frac_bits), c->exp - c->frac_bits);
    const int cdom = cnz && c->exp >= R;
    const int q = cdom ? c->exp - p->F2 : R - p->F > S - p->F2 ? R - p->F : S - p->F2;
    int whole = cdom || !(p->c_entry == MMAEMU_C_GROUPWISE && cnz && c->exp - p->F2 > q);
    int64_t units = c_units(c, q);
    for (int k = 0; k < nb; k++) {
        whole &= cdom || s->sv[k] >= q || !has_product(s->p.blk_exp[k]);
        units += shift_trunc(s->p.blk[k] * s->ss[k], s->sv[k] - q);
    }
    const uint32_t r = whole ? out_rz32(p, units, q) : 0u;
    if (whole && (cdom || !(p->e_zero < 0 && subnormal(r))))
        return r;
    return bsw_by_groups(p, s, n, c);
}

static uint32_t gst_step(const mmaemu_step_params *p, const fp4_step *s, int n,
                         const mmaemu_value *c)
{
    const int G = p->group, ng = STEP / G;
    int64_t m[STEP / 4 + 1];
    int vexp[STEP / 4 + 1], e[STEP / 4 + 1], zero[STEP / 4 + 1];
    for (int g = 0; g < ng; g++) {
        const int lo = g * G, k = lo / 16;
        int ge = NO_EXP;
        m[g] = lo < n ? (int64_t)group_sum(s, lo, G, &ge) * s->ss[k] : 0;
        vexp[g] = lo < n ? s->sv[k] : 0;
        e[g] = lo < n ? s->sx[k] : 0;
        zero[g] = ge == NO_EXP || !s->ss[k];
    }
    m[ng] = c->cls == MMAEMU_CLASS_FINITE ? (c->sign ? -(int64_t)c->sig : (int64_t)c->sig) : 0;
    vexp[ng] = c->exp - c->frac_bits;
    e[ng] = c->exp;
    zero[ng] = c->cls != MMAEMU_CLASS_FINITE;
    int E = INT32_MIN;
    for (int g = 0; g <= ng; g++) {
        const int x = zero[g] ? p->e_zero : e[g];
        E = x > E ? x : E;
    }
    int64_t S = 0;
    for (int g = 0; g <= ng; g++)
        if (!zero[g])
            S += shift_trunc(m[g], vexp[g] + p->F - E);
    return out_rz32(p, S, E - p->F);
}

/* The reference step on the codes of positions [p0, p0 + n). */
static uint32_t reference_step(const mmaemu_fp4_ctx *x, size_t p0, int n, uint32_t c)
{
    uint32_t a[STEP], b[STEP], sa[STEP], sb[STEP];
    for (int i = 0; i < n; i++) {
        a[i] = x->a[p0 + i];
        b[i] = x->b[p0 + i];
        sa[i] = x->sa[p0 + i];
        sb[i] = x->sb[p0 + i];
    }
    return mmaemu_step_scaled(&x->ins->step, a, b, n, c, sa, sb);
}

static uint32_t step(const mmaemu_fp4_ctx *x, size_t p0, int n, uint32_t c)
{
    const mmaemu_step_params *p = &x->ins->step;
    mmaemu_value vc;
    fp4_step s;
    c_decode(c, &vc);
    if (vc.cls == MMAEMU_CLASS_NAN || vc.cls == MMAEMU_CLASS_INF || !step_blocks(x, p0, n, &s))
        return reference_step(x, p0, n, c);
    x->quads(x->t, x->a + p0, x->b + p0, n, &s.p);
    return p->alg == MMAEMU_ALG_BSW ? bsw_step(p, &s, n, &vc) : gst_step(p, &s, n, &vc);
}

/* The chain of consumed positions [lo, hi) as emu/dot.c runs it: whole
 * instructions, the last one padded, one even when lo == hi. */
void mmaemu_fp4_chain(void *ctx, size_t lo, size_t hi, uint32_t *c, size_t nl)
{
    const mmaemu_fp4_ctx *x = ctx;
    const size_t k = hi - lo, kpad = k ? (k + STEP - 1) / STEP * STEP : STEP;
    (void)nl;
    uint32_t acc = c[0];
    for (size_t i = 0; i < kpad; i += STEP) {
        const int n = i >= k ? 0 : (int)(k - i < STEP ? k - i : STEP);
        acc = step(x, lo + (n ? i : 0), n, acc);
    }
    c[0] = acc;
}

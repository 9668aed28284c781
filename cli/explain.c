/* SPDX-License-Identifier: MIT */
/* explain.c -- `mmaemu explain WHAT`: why two runs disagree, element by
 * element.  Each program explained is one row of `programs`: `explain
 * dcpp` (explain_dcpp.c) and `explain gemm` (explain_gemm.c). */
#include "explain_dcpp.h"

CLI_GROUP(mmaemu_cli_explain, "explain",
          "Why two runs disagree: per differing element the first divergent\n"
          "rounding, its cause and how it propagated.  Exit status: 0 the runs\n"
          "agree within the tolerance, 1 they do not, 2 bad input.",
          {"dcpp", mmaemu_cli_explain_dcpp, "the DCPP forward/backward of two paths or models"},
          {"gemm", mmaemu_cli_explain_gemm, "one GEMM on two models, tile configs or schedules"})

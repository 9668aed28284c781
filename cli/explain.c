/* explain.c -- `mmaemu explain WHAT`: why two runs disagree, element by
 * element.  Each program explained is one row of `programs`: `explain
 * dcpp` (explain_dcpp.c) today; a GEMM explainer is added as one more row
 * {"gemm", mmaemu_cli_explain_gemm, ...} with its run function in its own
 * file, declared in explain_report.h. */
#include "explain_report.h"

static const cli_sub programs[] = {
    {"dcpp", mmaemu_cli_explain_dcpp, "the DCPP forward/backward of two paths or models"},
    {NULL, NULL, NULL}};

int mmaemu_cli_explain(int argc, char **argv)
{
    return cli_dispatch("explain",
                        "Why two runs disagree: per differing element the first divergent\n"
                        "rounding, its cause and how it propagated.  Exit status: 0 the runs\n"
                        "agree within the tolerance, 1 they do not, 2 bad input.",
                        programs, argc, argv);
}

/* SPDX-License-Identifier: MIT */
/* advise_mpi.c -- the ranks of `mpirun -n N mmaemu advise`: each rank
 * takes its share of the search's units (mmaemu_advise_run) and rank 0
 * merges the tallies, in rank order, by sum and max, so the report is the
 * one a single process writes.  Built without MPI (configure found no Open
 * MPI), a run that mpirun started as one of several ranks refuses instead
 * of running the whole search N times. */
#include "advise.h"

#include <stdlib.h>
#include <string.h>

#ifdef HAVE_MPI
#include <mpi.h>
#endif

static const char *const CMD = "advise dcpp";

/* The world size mpirun (Open MPI, MPICH/Hydra, PMIx) announces; 1 when
 * none does. */
static long launcher_size(void)
{
    static const char *const vars[] = {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE", NULL};
    for (int i = 0; vars[i]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return strtol(v, NULL, 10);
    }
    return 1;
}

int cli_advise_ranks_begin(int *rank, int *size)
{
    long n = launcher_size();
    *rank = 0;
    *size = 1;
#ifdef HAVE_MPI
    if (n > 1 || getenv("OMPI_COMM_WORLD_SIZE")) {
        if (MPI_Init(NULL, NULL) != MPI_SUCCESS) {
            cli_error("%s: MPI_Init failed", CMD);
            return CLI_BAD;
        }
        MPI_Comm_rank(MPI_COMM_WORLD, rank);
        MPI_Comm_size(MPI_COMM_WORLD, size);
    }
#else
    if (n > 1) {
        cli_error("%s: started by mpirun as one of %ld ranks, but this mmaemu was built without "
                  "MPI (install libopenmpi-dev and rerun ./configure); refusing to run the whole "
                  "search %ld times", CMD, n, n);
        return CLI_BAD;
    }
#endif
    return 0;
}

/* rc: this rank's status.  Every rank learns the worst (so all stop
 * together), and rank 0 merges the others' tallies into its own. */
int cli_advise_gather(int rc, mmaemu_advise_tally *tally, size_t n, int rank, int size)
{
#ifdef HAVE_MPI
    if (size > 1) {
        int worst = rc;
        MPI_Allreduce(&rc, &worst, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
        if (worst)
            return worst;
        size_t bytes = n * sizeof *tally;
        mmaemu_advise_tally *all = rank ? NULL : malloc(bytes * (size_t)size);
        if (!rank && !all) {
            cli_error("%s: out of memory", CMD);
            MPI_Abort(MPI_COMM_WORLD, CLI_BAD);
        }
        MPI_Gather(tally, (int)bytes, MPI_BYTE, all, (int)bytes, MPI_BYTE, 0, MPI_COMM_WORLD);
        if (!rank) {
            memset(tally, 0, bytes);
            for (int r = 0; r < size; r++)
                for (size_t i = 0; i < n; i++)
                    mmaemu_advise_merge(&tally[i], &all[(size_t)r * n + i]);
            free(all);
        }
        return 0;
    }
#endif
    (void)tally, (void)n, (void)rank, (void)size;
    return rc;
}

void cli_advise_ranks_end(int size)
{
#ifdef HAVE_MPI
    int init = 0;
    MPI_Initialized(&init);
    if (init)
        MPI_Finalize();
#endif
    (void)size;
}

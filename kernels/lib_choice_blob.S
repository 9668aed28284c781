/* SPDX-License-Identifier: MIT */
/* lib_choice_blob.S -- kernels/lib_choice_h100.bin (the cuBLAS decision
 * procedure's recorded calls, written by validation/analysis/
 * cublas_choice_table.py) inside the library as it is: read at first use by
 * kernels/lib_choice_table.c.  CHOICE_BLOB is the file's path (Makefile.am). */
        .section .rodata
        .balign 16
        .globl  choice_h100_blob
        .hidden choice_h100_blob
        .type   choice_h100_blob, %object
choice_h100_blob:
        .incbin CHOICE_BLOB
        .size   choice_h100_blob, . - choice_h100_blob
        .globl  choice_h100_blob_end
        .hidden choice_h100_blob_end
choice_h100_blob_end:
        .byte   0
        .section .note.GNU-stack, "", %progbits

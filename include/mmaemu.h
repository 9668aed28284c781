/* SPDX-License-Identifier: MIT */
/* mmaemu.h -- the public API of libmmaemu, one header per layer.
 *
 * mmaemu predicts, bit for bit, what GPU matrix units (NVIDIA tensor cores,
 * AMD MFMA) produce.  Every device is data: a table row of engine parameters
 * (models/), interpreted by one parameterised fused dot-product-add engine
 * (emu/).  An independent MPFR/GMP implementation of the same specification
 * (emu/reference.c) is the oracle the fast engine is tested against.
 * docs/design.md explains every parameter and draws the layers:
 *
 *   mmaemu/format.h    formats, rounding, conversion          emu/
 *   mmaemu/engine.h    one fused step, the dot driver          emu/
 *   mmaemu/model.h     device registry, names, model files     models/
 *   mmaemu/tensor.h    .npy / .safetensors files               io/
 *   mmaemu/schedule.h  schedules, Triton and library lowering  kernels/
 *   mmaemu/gemm.h      the batched GEMM driver                 kernels/
 *   mmaemu/dcpp.h      the DCPP programs (helion#1661)         kernels/
 *   mmaemu/probe.h     probe workloads and probe files         validation/
 *   mmaemu/analysis.h  compare, tolerance, schedule inference  validation/
 *   mmaemu/explain.h   why two DCPP runs disagree              validation/
 *   mmaemu/abi.h       version, struct layouts for bindings    kernels/
 *   mmaemu/export.h    MMAEMU_API, the mark of what is exported
 *
 * Each header includes only the headers of the layers below it. */
#ifndef MMAEMU_H
#define MMAEMU_H

#include "mmaemu/format.h"
#include "mmaemu/engine.h"
#include "mmaemu/model.h"
#include "mmaemu/tensor.h"
#include "mmaemu/outset.h"
#include "mmaemu/schedule.h"
#include "mmaemu/gemm.h"
#include "mmaemu/dcpp.h"
#include "mmaemu/probe.h"
#include "mmaemu/analysis.h"
#include "mmaemu/explain.h"
#include "mmaemu/abi.h"
#include "mmaemu/advise.h"
#include "mmaemu/infer.h"

#endif /* MMAEMU_H */

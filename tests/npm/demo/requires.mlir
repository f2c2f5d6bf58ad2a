// REQUIRES: gpu
// RUN: mlir-opt %s

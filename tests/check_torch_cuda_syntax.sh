#!/usr/bin/env bash
# Compiles the CUDA branch of the torch module (syntax and types, no object, no link) against the
# libtorch headers of this build and the CUDA toolkit's headers, with the project's warnings as
# errors. Debian's libtorch is CPU-only but ships the c10/cuda and ATen/cuda headers; only the
# generated c10/cuda/impl/cuda_cmake_macros.h is missing, and is given here. Skipped (77) when
# no CUDA toolkit headers or no c10/cuda headers are found.
# Usage: check_torch_cuda_syntax.sh CXX SOURCE_DIR 'INCLUDE;DIRS;OF;TORCH'
set -euo pipefail
cxx=${1:?usage: $0 CXX SOURCE_DIR TORCH_INCLUDES}
source_dir=${2:?}
IFS=';' read -r -a torch_includes <<< "${3:?}"
cuda_include=${CUDA_HOME:-/usr/local/cuda}/include
[ -e "$cuda_include/cuda_runtime_api.h" ] || { echo "no CUDA toolkit headers in $cuda_include: skipped"; exit 77; }
flags=()
found=no
for dir in "${torch_includes[@]}"; do
  [ -e "$dir/c10/cuda/CUDACachingAllocator.h" ] && found=yes
  # The compiler's own folders stay where they are in its search order (#include_next).
  case $dir in /usr/include | /usr/local/include) continue ;; esac
  flags+=(-isystem "$dir")
done
[ "$found" = yes ] || { echo "no c10/cuda headers in the libtorch include folders: skipped"; exit 77; }
shim=$(mktemp -d)
trap 'rm -rf "$shim"' EXIT
mkdir -p "$shim/c10/cuda/impl"
echo '#define C10_CUDA_BUILD_SHARED_LIBS' > "$shim/c10/cuda/impl/cuda_cmake_macros.h"
"$cxx" -std=c++20 -fsyntax-only -DITERAGPU_TORCH_CUDA=1 -Wall -Wextra -Wpedantic -Werror \
       -isystem "$shim" "${flags[@]}" -isystem "$cuda_include" -I"$source_dir/core" \
       "$source_dir/core/device/torch/torchbackend.cpp"
echo "the CUDA branch of core/device/torch/torchbackend.cpp compiles against these libtorch headers"

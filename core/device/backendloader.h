#pragma once

#include "core/device/backend.h"

#include <QStringList>

#include <memory>

namespace IteraGpu {

// Finds and loads the libtorch module at run time. Search order: the explicit path
// (--backend / the GUI setting), the environment variable ITERAGPU_TORCH_BACKEND, then the
// installed module next to the executables. Loading costs ~0.3 s and ~145 MB: never on the GUI
// thread, never for estimate or cost.
class BackendLoader
{
public:
    static QString moduleFileName(); // "libiteragpu_torch.so"

    // The candidate paths in search order (for messages and the GUI).
    static QStringList candidates(const QString &explicitPath);

    // Loads the first candidate: with an explicit path or the environment variable set, only
    // that path is tried. Errors name the path: not found, not loadable (with the loader's
    // text), not an IteraGPU module, wrong ABI version.
    static Result<std::shared_ptr<Backend>> load(const QString &explicitPath);
    static Result<std::shared_ptr<Backend>> loadFile(const QString &path);
};

} // namespace IteraGpu

#pragma once

#include "core/device/backendfacts.h"
#include "core/files/textfile.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace IteraGpu {

class Backend;

// The environment report: a diagnosis, never a failure. Collected: application, Qt and compiler
// versions, OS name and version, what the libtorch module reports, and the values of the few
// configuration variables that change what the caching allocator and cuBLAS do
// (configurationVariableNames(), only when set). Never collected: any other environment
// variable, user or host names, home paths, serial numbers, UUIDs, network addresses. The
// driver version is only what the user typed.

// This build of the application and the system it runs on.
struct ApplicationFacts
{
    QString version; // "1.2.0"
    QString qtVersion; // the Qt found at run time
    QString compiler; // "GCC 12.2.0"
    QString osName; // "Debian GNU/Linux 12 (bookworm)"
    QString osType; // "debian"
    QString osVersion; // "12"
    QString kernel; // "linux 6.1.0-18-amd64"
    QString architecture; // "x86_64"
};

// The computer the probe ran on, as the system states it: the processor's model name, the logical
// processors online and the physical memory. No serial number, microcode, flags or anything that
// tells one machine from another of its model.
struct HostFacts
{
    QString cpuModel; // /proc/cpuinfo "model name" (or "Hardware", "cpu model"); empty: not stated
    std::optional<qint64> logicalCpus; // sysconf(_SC_NPROCESSORS_ONLN)
    std::optional<qint64> memoryBytes; // /proc/meminfo MemTotal, else _SC_PHYS_PAGES x page size
};
// Reads them from this system (Linux /proc and sysconf; elsewhere what sysconf gives).
HostFacts hostFacts();

// One line of the human form: the GUI's facts table and the CLI's text.
struct FactLine
{
    QString label; // translated
    QString value; // translated where it is words
    std::optional<qint64> bytes; // set when the value is a byte count (a renderer may add binary units)
};

struct EnvironmentReport
{
    ApplicationFacts application;
    // When the probe ran (UTC, whole seconds); none in files written before it was recorded.
    std::optional<QDateTime> probedUtc;
    // The computer it ran on; none in files written before it was recorded.
    std::optional<HostFacts> host;
    QString requestedDevice; // "cpu" or "cuda:N"
    QString driverVersionUserReported; // as the user typed it; empty: not recorded
    QString backendModule; // the loaded module's file name, without its folder
    QString backendError; // why the module did not load, as shown on screen (may name folders)
    QString backendPath; // the module's path as the user gave it: toJson() drops it and any folder
    std::optional<LibtorchFacts> libtorch; // none when the module did not load
    DeviceFacts device;
    // The allow-listed configuration variables that are set, with their values, in the order of
    // configurationVariableNames().
    QList<std::pair<QString, QString>> configurationVariables;
    // Probed over SSH: the host as the user named it (an alias, or what followed the user name),
    // set by the window, never collected from the machine; empty for this computer. "remote_host".
    QString remoteHost = {};

    bool backendLoaded() const { return libtorch.has_value(); }
    // The one JSON form (environment.json, and "environment" in a measurement report).
    QJsonObject toJson() const;
    QByteArray toJsonText() const; // indented UTF-8, as environment.json is written
    // The one human form, in the order shown. Numbers are formatted with `locale`.
    QList<FactLine> displayLines(const QLocale &locale = QLocale()) const;
};

struct EnvironmentInput
{
    QString device; // "cpu" or "cuda:N"
    QString driverVersionUserReported; // empty: not recorded
    Backend *backend = nullptr; // null when it could not be loaded
    QString backendError; // why it could not be loaded
    QString backendPath = {}; // as the user gave it (empty: the default); only its file name is reported
};

// The only environment variables a report carries, because they change the allocator's and
// cuBLAS's numbers: PYTORCH_CUDA_ALLOC_CONF, PYTORCH_HIP_ALLOC_CONF, CUBLAS_WORKSPACE_CONFIG,
// CUDA_MODULE_LOADING.
const QStringList &configurationVariableNames();
// Those of them that are set in this process, with their values.
QList<std::pair<QString, QString>> configurationVariables();

ApplicationFacts applicationFacts();
EnvironmentReport environmentReport(const EnvironmentInput &input);

// Writes environment.json atomically.
Status writeEnvironmentReport(const QString &path, const EnvironmentReport &report, ExistingFile existing);

// Replaces every path in a message by its file name (reports never carry folder names): each of
// `givenPaths` (the paths the user gave, relative ones too), then any other absolute path.
QString withoutFolders(const QString &message, const QStringList &givenPaths = {});

} // namespace IteraGpu

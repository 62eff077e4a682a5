#pragma once

#include "backend.h"

#include <QJsonObject>
#include <QString>

namespace IteraGpu {

// The environment report (SPEC 1.2): a diagnosis, never a failure. Collected: application,
// Qt and compiler versions, OS name and version, and what the libtorch module reports.
// Never collected: environment variables, user or host names, home paths, serial numbers,
// UUIDs, network addresses. The driver version is only what the user typed.
struct EnvironmentInput
{
    QString device; // "cpu" or "cuda:N"
    QString driverVersionUserReported; // empty: not recorded
    Backend *backend = nullptr; // null when it could not be loaded
    QString backendError; // why it could not be loaded
};

QJsonObject applicationFacts();
QJsonObject environmentReport(const EnvironmentInput &input);

// Replaces every absolute path in a message by its file name (reports never carry home paths).
QString withoutFolders(const QString &message);

} // namespace IteraGpu

#pragma once

#include "backend.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

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
    QString backendPath = {}; // as the user gave it (empty: the default); only its file name is reported
};

QJsonObject applicationFacts();
QJsonObject environmentReport(const EnvironmentInput &input);

// Replaces every path in a message by its file name (reports never carry folder names): each of
// `givenPaths` (the paths the user gave, relative ones too), then any other absolute path.
QString withoutFolders(const QString &message, const QStringList &givenPaths = {});

} // namespace IteraGpu

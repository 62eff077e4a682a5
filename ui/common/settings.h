#pragma once

#include <QString>

// Every QSettings key in one place. The window state carries a version so that a layout saved by
// an older release is ignored rather than half-applied.
namespace IteraGpu::SettingsKeys {

inline const QString language = QStringLiteral("ui/language"); // "", "en", "de", "es", "fr"
inline const QString backendPath = QStringLiteral("measure/backendPath");
inline const QString lastMeasurementFolder = QStringLiteral("folders/measurement");
inline const QString lastExportFolder = QStringLiteral("folders/export");
inline const QString lastCatalogFolder = QStringLiteral("folders/catalog");
inline const QString recentGrids = QStringLiteral("files/recentGrids");
inline const QString recentReports = QStringLiteral("files/recentReports");
inline const QString recentExperiments = QStringLiteral("files/recentExperiments");
inline const QString lastExperiment = QStringLiteral("files/lastExperiment"); // reopened on start
inline const QString lastReportFolder = QStringLiteral("folders/reports");
inline const QString windowGeometry = QStringLiteral("window/geometry");
inline const QString windowState = QStringLiteral("window/state");
inline const QString currentTab = QStringLiteral("window/currentTab");
// Where the Environment and Measure tabs work: "local" or "remote" (one choice for both tabs).
inline const QString remoteWhere = QStringLiteral("remote/where");
inline const QString remoteHosts = QStringLiteral("remote/hosts"); // newest first, at most 8
inline const QString remoteCommand = QStringLiteral("remote/command"); // the CLI's path there
// Optional ssh -F and -i paths as typed (absent: the user's own configuration and keys).
inline const QString remoteSshConfig = QStringLiteral("remote/sshConfig");
inline const QString remoteIdentity = QStringLiteral("remote/identity");
// The iteragpu program a sweep runs on this computer (empty: the one beside the window's program).
inline const QString sweepProgram = QStringLiteral("sweep/program");
// The Estimate and Measure forms (common/formmemory.h). The version is in the group's name: a later
// release that stores a field differently uses a new group, and the old one is ignored.
inline const QString estimateForm = QStringLiteral("forms/estimate-v1");
inline const QString measureForm = QStringLiteral("forms/measure-v1");
// The device the user chose on each machine (a value per RemoteHostChoice::machineKey(), encoded).
inline const QString chosenDevices = QStringLiteral("forms/measure-devices-v1");
inline const QString lastCheckpoint = QStringLiteral("forms/estimate-v1/checkpoint"); // opened, never re-read
// The rental duration "Which package holds it" prices (3, 7 or 30 days; anything else is ignored).
inline const QString planDays = QStringLiteral("forms/estimate-v1/planDays");
// The Measure tab's form/results splitter and its phase table's column widths (QSplitter and
// QHeaderView states; a state that does not fit is ignored by Qt).
inline const QString measureSplitter = QStringLiteral("measure/splitter-v1");
inline const QString phaseColumns = QStringLiteral("measure/phaseColumns-v1");
// The column widths of an opened report's phase table (ReportView), once the user sized one.
inline const QString reportColumns = QStringLiteral("reports/phaseColumns-v1");
inline constexpr int windowStateVersion = 1;

} // namespace IteraGpu::SettingsKeys

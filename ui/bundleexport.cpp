#include "bundleexport.h"

#include "costpanel.h"
#include "environmenttab.h"
#include "manifest.h"
#include "measuretab.h"
#include "protocolpanel.h"
#include "qualitycosttab.h"
#include "resultsgridmodel.h"
#include "resultsgridpanel.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Ui::BundleExport)
};
} // namespace

Result<QStringList> exportBundle(const QString &folder, MeasureTab *measure, EnvironmentTab *environment,
                                 QualityCostTab *quality)
{
    QDir dir(folder);
    if (dir.exists())
        return Error{Tr::tr("%1 exists already; a bundle goes into a new folder").arg(folder)};
    if (!QDir().mkpath(folder))
        return Error{Tr::tr("%1: the folder cannot be created").arg(folder)};
    QStringList notes;
    QString error;
    const auto fail = [&](const QString &message) { return Error{message}; };

    const auto &last = measure->lastResult();
    if (last && last->reportWritten()) {
        if (!QFile::copy(last->report.config.output, dir.filePath(u"measurement.json"_s)))
            return fail(Tr::tr("%1: cannot be copied into the bundle").arg(last->report.config.output));
        if (!measure->exportPhaseCsv(dir.filePath(u"phases.csv"_s), &error))
            return fail(error);
        if (!measure->exportCharts(dir.path(), nullptr, &error))
            return fail(error);
    } else {
        notes.append(Tr::tr("no measurement report yet: measurement.json, phases.csv and the charts are left out"));
    }
    if (!environment->report().isEmpty()) {
        const Status s = writeFileAtomically(dir.filePath(u"environment.json"_s),
                                             QJsonDocument(environment->report()).toJson(QJsonDocument::Indented));
        if (!s)
            return fail(s.error());
    } else {
        notes.append(Tr::tr("the environment was not probed: environment.json is left out"));
    }
    if (Status s = quality->gridPanel()->model()->grid().save(dir.filePath(u"resultats-bruts.csv"_s)); !s)
        return fail(s.error());
    QualityProtocol protocol = quality->protocolPanel()->protocol();
    if (!protocol.isFixed())
        (void)protocol.setDraft(quality->protocolPanel()->typedFields());
    if (Status s = protocol.save(dir.filePath(u"protocol.json"_s)); !s)
        return fail(s.error());
    if (quality->costPanel()->cost()) {
        if (!quality->exportCostJson(dir.filePath(u"cost.json"_s), &error))
            return fail(error);
    } else {
        notes.append(Tr::tr("no valid package cost: cost.json is left out"));
    }
    auto manifest = writeManifest(dir.path(), QDateTime::currentDateTimeUtc());
    if (!manifest)
        return fail(manifest.error());
    return notes;
}

} // namespace IteraGpu::Ui

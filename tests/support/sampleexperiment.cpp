#include "sampleexperiment.h"

#include "core/experiment/experiment.h"
#include "core/quality/qualityprotocol.h"

#include <QDateTime>
#include <QtGlobal>

using namespace Qt::StringLiterals;

void writeFixedExperiment(const QString &folder, const QString &title)
{
    using namespace IteraGpu;
    auto created = createExperiment(folder, title, QDateTime::currentDateTimeUtc());
    if (!created)
        qFatal("%s", qPrintable(created.error()));
    QualityProtocol protocol;
    if (!protocol.setDraft(
            {u"one answer"_s, u"accuracy"_s, u">="_s, u"0.90"_s, u"100 questions"_s, u"100"_s, u"rent if it passes"_s})
        || !protocol.fix(QDateTime::currentDateTimeUtc()))
        qFatal("cannot fix the protocol");
    created->protocol = protocol;
    if (Status saved = saveExperiment(*created, QDateTime::currentDateTimeUtc()); !saved)
        qFatal("%s", qPrintable(saved.error()));
}

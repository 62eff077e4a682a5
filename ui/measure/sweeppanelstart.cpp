// SweepPanel's start: the request read from the form and the panel's fields, every check before
// any point, then a local SweepRunner or a RemoteSweep (sweeppanel.cpp holds the rest).
#include "ui/measure/sweeppanel.h"

#include "core/sweep/sweepcsv.h"
#include "core/sweep/sweeprunner.h"
#include "core/util/fieldkey.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/settings.h"
#include "ui/measure/measureform.h"
#include "ui/measure/sweepcharts.h"
#include "ui/measure/sweeptablemodel.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotesweep.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>

#include "core/files/textfile.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

void SweepPanel::refuse(const QString &message)
{
    m_status->setText(tr("Refused: %1").arg(message) + u"\n"_s + tr("Nothing was run and no file was written."));
}

bool SweepPanel::start()
{
    if (isRunning() || m_busy)
        return false;
    const std::optional<MeasurementConfig> config = m_form->readConfig(true);
    if (!config) {
        refuse(tr("the form's configuration is not valid; see the fields marked"));
        return false;
    }
    const QString dimension = m_dimension->currentData().toString();
    // Errors name the sweep's own fields as this panel labels them, the form's as the form does.
    const auto labels = [this](QStringView key) -> QString {
        const auto plain = [](const QLabel *label) { return label->text().remove(u'&').remove(u':').trimmed(); };
        if (key == FieldKey::vary)
            return plain(m_labels[DimensionLabel]);
        if (key == FieldKey::values)
            return plain(m_labels[ValuesLabel]);
        if (key == FieldKey::from)
            return plain(m_labels[FromLabel]);
        if (key == FieldKey::to)
            return plain(m_labels[ToLabel]);
        if (key == FieldKey::step)
            return plain(m_labels[StepLabel]);
        if (key == FieldKey::program)
            return plain(m_labels[ProgramLabel]);
        if (key == FieldKey::remoteFolder)
            return plain(m_labels[RemoteFolderLabel]);
        if (key == FieldKey::bisect)
            return m_bisect->text().remove(u'&');
        return fieldLabel(key);
    };
    SweepRequest request;
    request.program = m_program->text().trimmed();
    request.dimension = dimension;
    request.fixed = measurementConfigText(*config);
    // An empty hidden stays empty: 4 x width at each point, as `iteragpu sweep` without --hidden.
    if (QLineEdit *hidden = m_form->field(FieldKey::hidden.toString()); hidden && hidden->text().trimmed().isEmpty())
        request.fixed.hidden.clear();
    request.bisect = m_bisect->isChecked();
    request.backend = m_backendPath;
    request.folder = fileSystemPath(m_folder->text().trimmed());
    const bool doubling = m_valuesKind->currentIndex() == 1;
    if (doubling) {
        auto values = doublingValues(m_from->text().trimmed(), m_to->text().trimmed(), labels);
        if (!values) {
            refuse(values.error());
            return false;
        }
        request.values = *values;
    } else {
        auto values = parseSweepValues(m_values->text(), labels);
        if (!values) {
            refuse(values.error());
            return false;
        }
        request.values = *values;
    }
    if (request.bisect) {
        auto step = parseSweepStep(m_step->text(), labels);
        if (!step) {
            refuse(step.error());
            return false;
        }
        request.step = *step;
    }
    const auto values = checkSweepRequest(request, labels);
    if (!values) {
        refuse(values.error());
        return false;
    }
    const bool remote = isRemote();
    const std::optional<SshTarget> target = remote ? m_remoteBox->usableTarget() : std::nullopt;
    if (remote && !target) {
        refuse(tr("the SSH host is not valid; see the field marked"));
        return false;
    }
    QString remoteFolder = m_remoteFolder->text().trimmed();
    if (remote && remoteFolder.isEmpty())
        remoteFolder = QFileInfo(request.folder).fileName();
    if (remote && remoteFolder.isEmpty()) {
        refuse(tr("%1: give the sweep's folder on the remote host").arg(labels(FieldKey::remoteFolder)));
        return false;
    }
    if (!remote && !QFileInfo(request.program).isExecutable()) {
        refuse(tr("%1: '%2' is not an executable program").arg(labels(FieldKey::program), request.program));
        return false;
    }
    if (Status folder = prepareSweepFolder(request.folder); !folder) {
        refuse(folder.error());
        return false;
    }
    if (!remote)
        QSettings().setValue(SettingsKeys::sweepProgram, request.program);

    m_folderRunning = request.folder;
    m_cancelling = false;
    m_lastIndex.reset();
    m_deviceTotal.reset();
    m_runningIndex = SweepIndex{};
    m_runningIndex->dimension = dimension;
    m_runningIndex->fixed = request.fixed;
    m_runningIndex->values = request.values;
    m_model->reset(dimension);
    m_charts->setSweep(dimension, request.values, doubling);
    m_charts->update({}, {}, std::nullopt);
    m_remoteRunning = remote;
    if (remote) {
        if (Status started = m_remoteSweep->start(*target, request, remoteFolder); !started) {
            refuse(started.error()); // the folder made here stays empty: a new sweep may use it
            return false;
        }
        m_status->setText(tr("Connecting to %1 over SSH…").arg(sshHostLabel(target->destination)));
        setRunning(true);
        return true;
    }
    delete m_runner;
    m_runner = new SweepRunner(this);
    connect(m_runner, &SweepRunner::pointStarted, this,
            [this](int number, const QString &value, SweepSearch::Stage) { pointStarted(number, value); });
    connect(m_runner, &SweepRunner::pointFinished, this, &SweepPanel::pointFinished);
    connect(m_runner, &SweepRunner::finished, this, &SweepPanel::ended);
    m_runner->start(request, *values);
    // start() may already have ended (a first point that could not start still ends in an event).
    setRunning(m_runner->isRunning());
    return true;
}

} // namespace IteraGpu::Ui

#include "ui/measure/measureform.h"

#include "core/measure/prediction.h"
#include "ui/common/defaultfilenames.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/formmemory.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/settings.h"
#include "ui/run/runfacts.h"
#include "ui/widgets/inlineerror.h"
#include "ui/widgets/wraplabel.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

QLineEdit *textEdit(const QString &name, const QString &value, QWidget *parent)
{
    auto *edit = new QLineEdit(value, parent);
    edit->setObjectName(name);
    return edit;
}

} // namespace

MeasureForm::MeasureForm(QWidget *parent)
    : QWidget(parent)
    , m_device(new QComboBox(this))
    , m_dtype(new QComboBox(this))
    , m_batch(textEdit(u"batch"_s, u"1"_s, this))
    , m_context(textEdit(u"context"_s, u"16"_s, this))
    , m_width(textEdit(u"width"_s, u"64"_s, this))
    , m_hidden(textEdit(u"hidden"_s, QString(), this))
    , m_warmup(textEdit(u"warmup"_s, u"1"_s, this))
    , m_repeats(textEdit(u"repeats"_s, u"2"_s, this))
    , m_seed(textEdit(u"seed"_s, u"0"_s, this))
    , m_output(textEdit(u"output"_s, QString(), this))
    , m_chooseOutput(new QPushButton(this))
    , m_remoteOutputLabel(new QLabel(this))
    , m_remoteOutput(textEdit(u"remoteOutput"_s, QString(), this))
    , m_deviceNote(new WrapLabel(this))
    , m_formError(new WrapLabel(this))
    , m_prediction(new WrapLabel(this))
{
    m_device->setObjectName(u"device"_s);
    m_dtype->setObjectName(u"dtype"_s);
    m_prediction->setObjectName(u"prediction"_s);
    m_formError->setObjectName(u"measureFormError"_s);
    m_deviceNote->setObjectName(u"deviceNote"_s);
    m_device->setEditable(true);
    m_device->addItems({u"cuda:0"_s, u"cuda:1"_s, u"cpu"_s});
    for (Dtype dtype : kDtypes)
        m_dtype->addItem(dtypeName(dtype));
    m_deviceNote->setTextFormat(Qt::RichText);
    for (QLabel *label : {m_deviceNote, m_formError, m_prediction})
        label->setWordWrap(true);
    styleAsError(m_formError);
    m_prediction->setTextFormat(Qt::RichText);

    auto *form = new QFormLayout;
    m_fields = form;
    const std::pair<QWidget *, QStringView> fields[] = {
        {m_device, FieldKey::device},   {m_dtype, FieldKey::dtype},     {m_batch, FieldKey::batch},
        {m_context, FieldKey::context}, {m_width, FieldKey::width},     {m_hidden, FieldKey::hidden},
        {m_warmup, FieldKey::warmup},   {m_repeats, FieldKey::repeats}, {m_seed, FieldKey::seed},
    };
    for (const auto &[field, key] : fields) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_rows.append({label, field, key});
        form->addRow(label, field);
    }
    m_output->setMinimumWidth(20 * m_output->fontMetrics().averageCharWidth()); // a path stays legible
    m_remoteOutputLabel->setBuddy(m_remoteOutput);
    form->addRow(m_remoteOutputLabel, m_remoteOutput);
    auto *outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(m_chooseOutput);
    auto *outputLabel = new QLabel(this);
    outputLabel->setBuddy(m_output);
    m_rows.append({outputLabel, m_output, FieldKey::output});
    form->addRow(outputLabel, outputRow);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_deviceNote);
    layout->addWidget(m_formError);
    layout->addWidget(m_prediction);
    layout->addStretch();

    for (QLineEdit *edit :
         {m_batch, m_context, m_width, m_hidden, m_warmup, m_repeats, m_seed, m_output, m_remoteOutput})
        connect(edit, &QLineEdit::textChanged, this, &MeasureForm::edited);
    connect(m_device, &QComboBox::currentTextChanged, this, &MeasureForm::edited);
    connect(m_dtype, &QComboBox::currentTextChanged, this, &MeasureForm::edited);
    const auto chosen = [this] {
        m_deviceChosen = true;
        keepChosenDevice();
        updateDeviceNote();
    };
    connect(m_device, &QComboBox::activated, this, chosen);
    connect(m_device->lineEdit(), &QLineEdit::textEdited, this, chosen);
    connect(m_remoteOutput, &QLineEdit::textEdited, this,
            [this](const QString &text) { m_remoteOutputTyped = !text.trimmed().isEmpty(); });
    connect(m_chooseOutput, &QPushButton::clicked, this, &MeasureForm::chooseOutput);
    suggestOutput();
    setRemote(false);
    retranslate();
}

void MeasureForm::rememberForm()
{
    auto *memory = new FormMemory(SettingsKeys::measureForm, this);
    memory->addChoice(m_dtype, u"dtype"_s);
    const std::pair<QLineEdit *, IntegerRange> numbers[] = {
        {m_batch, kDimensionRange}, {m_context, kDimensionRange}, {m_width, kDimensionRange},
        {m_warmup, kWarmupRange},   {m_repeats, kRepeatsRange},   {m_seed, kSeedRange},
    };
    for (const auto &[edit, range] : numbers)
        memory->addText(edit, edit->objectName(), FormMemory::wholeNumber(range.min, range.max));
    memory->addText(m_hidden, m_hidden->objectName(),
                    FormMemory::wholeNumber(kDimensionRange.min, kDimensionRange.max, true));
    memory->remember();
    m_rememberDevices = true;
    const MachineState kept = freshState(m_machine);
    if (kept.deviceChosen) {
        m_deviceChosen = true;
        m_device->setCurrentText(kept.device);
        updateDeviceNote();
    }
    // The output is a new file each time: its folder is kept (where Choose… also keeps it), and a
    // new name is suggested there.
    suggestOutput();
    connect(m_output, &QLineEdit::textChanged, this, [this] {
        const QFileInfo output(m_output->text().trimmed());
        if (!m_output->text().trimmed().isEmpty() && output.isAbsolute() && QFileInfo(output.absolutePath()).isDir())
            QSettings().setValue(SettingsKeys::lastMeasurementFolder, output.absolutePath());
    });
}

QLineEdit *MeasureForm::field(const QString &objectName) const
{
    return findChild<QLineEdit *>(objectName);
}

QLabel *MeasureForm::labelOf(QStringView key) const
{
    for (const Row &row : m_rows) {
        if (row.key == key)
            return row.label;
    }
    return nullptr;
}

void MeasureForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MeasureForm::retranslate()
{
    const std::pair<QStringView, QString> labels[] = {
        {FieldKey::device, tr("&Device:")},
        {FieldKey::dtype, tr("D&type:")},
        {FieldKey::batch, tr("&Batch:")},
        {FieldKey::context, tr("&Context (positions):")},
        {FieldKey::width, tr("&Width:")},
        {FieldKey::hidden, tr("H&idden:")},
        {FieldKey::warmup, tr("Warm-up &forwards:")},
        {FieldKey::repeats, tr("&Repeats:")},
        {FieldKey::seed, tr("&Seed:")},
        {FieldKey::output, m_remote ? tr("Local cop&y:") : tr("&Output file:")},
    };
    for (const auto &[key, text] : labels)
        labelOf(key)->setText(text);
    m_remoteOutputLabel->setText(tr("Remote fil&e:"));
    m_remoteOutput->setToolTip(tr("The new report's path on the remote host (a relative path is in the remote home "
                                  "folder). It stays there; a copy is saved on this computer."));
    m_output->setToolTip(m_remote ? tr("Where the report fetched from the remote host is saved on this computer "
                                       "(a new file, never one that exists).")
                                  : QString());
    m_hidden->setPlaceholderText(tr("4 × width"));
    m_device->setToolTip(
        tr("cuda:N measures that GPU (ROCm builds use the same name). cpu is an explicit protocol dry "
           "run: real forwards and times, no allocator counters. There is never a silent CPU fallback."));
    m_chooseOutput->setText(tr("C&hoose…"));
    updateDeviceNote();
    edited();
}

void MeasureForm::setRemote(bool remote)
{
    m_remote = remote;
    updateOutputRows();
    retranslate();
}

void MeasureForm::setSweepMode(bool sweep)
{
    m_sweepMode = sweep;
    updateOutputRows();
    edited();
}

void MeasureForm::updateOutputRows()
{
    m_fields->setRowVisible(m_remoteOutput, m_remote && !m_sweepMode);
    for (const Row &row : std::as_const(m_rows)) {
        if (row.key == FieldKey::output)
            m_fields->setRowVisible(row.label, !m_sweepMode);
    }
}

void MeasureForm::setBusy(bool busy)
{
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_device, m_dtype, m_batch, m_context, m_width, m_hidden, m_warmup, m_repeats,
                                          m_seed, m_output, m_chooseOutput, m_remoteOutput})
        w->setEnabled(!busy);
}

void MeasureForm::edited()
{
    const std::optional<MeasurementConfig> config = readConfig(true);
    updatePrediction(config);
    Q_EMIT configurationChanged(config.has_value());
}

std::optional<MeasurementConfig> MeasureForm::readConfig(bool showErrors)
{
    // Over SSH the configuration's output is the remote path; the local copy is checked by the run.
    QLineEdit *output = m_remote ? m_remoteOutput : m_output;
    MeasurementConfigText text;
    for (const Row &row : std::as_const(m_rows)) {
        if (QString *value = text.field(row.key)) {
            if (auto *edit = qobject_cast<QLineEdit *>(row.field))
                *value = edit->text().trimmed();
            else if (auto *box = qobject_cast<QComboBox *>(row.field))
                *value = box->currentText().trimmed();
        }
    }
    // A sweep names each point's report itself: a placeholder stands for the hidden output.
    text.output = m_sweepMode ? u"point.json"_s : output->text().trimmed();
    const QList<Error> problems = measurementConfigProblems(text, fieldLabel);
    KeyedFields marks;
    for (const Row &row : std::as_const(m_rows)) {
        if (row.key != FieldKey::output && row.key != FieldKey::dtype)
            marks.append({row.field, row.key});
    }
    if (!m_sweepMode)
        marks.append({output, FieldKey::output});
    showProblems(marks, showErrors ? problems : QList<Error>(), m_formError);
    if (!problems.isEmpty())
        return std::nullopt;
    return *parseMeasurementConfig(text, fieldLabel);
}

QString MeasureForm::localOutput() const
{
    return m_output->text().trimmed();
}

void MeasureForm::showError(const QString &message, QStringView field)
{
    m_formError->setText(message);
    if (field == FieldKey::output)
        setInvalid(m_output, true);
    else if (field == u"remote_output")
        setInvalid(m_remoteOutput, true);
}

void MeasureForm::updatePrediction(const std::optional<MeasurementConfig> &config)
{
    if (!config) {
        m_prediction->setText(tr("No prediction until the configuration is valid."));
        return;
    }
    const SyntheticModel model = describeModel(*config);
    const Prediction p = predictAllocations(*config);
    const QLocale locale;
    QString html = u"<p><b>"_s + tr("Prediction of allocated bytes (before the run)") + u"</b><br>"_s
        + tr("%1 parameters (%2), input %3")
              .arg(locale.toString(model.parameterCount), binaryBytes(model.parameterBytes),
                   binaryBytes(model.inputBytes))
        + u"</p><table cellspacing='4'><tr><th align='left'>"_s + tr("Phase") + u"</th><th align='right'>"_s
        + tr("End allocated") + u"</th><th align='right'>"_s + tr("Peak allocated") + u"</th></tr>"_s;
    for (const PhasePrediction &phase : p.phases) {
        html += u"<tr><td>%1</td><td align='right' title='%2'>%3</td><td align='right' title='%4'>%5</td></tr>"_s.arg(
            phaseLabel(phase.phase), exactBytes(phase.endAllocatedBytes), binaryBytes(phase.endAllocatedBytes),
            exactBytes(phase.peakAllocatedBytes), binaryBytes(phase.peakAllocatedBytes));
    }
    html += u"</table><p><small>"_s + predictionCaveat().toHtmlEscaped() + u"</small></p>"_s;
    m_prediction->setText(html);
}

void MeasureForm::suggestOutput()
{
    QSettings settings;
    QString folder = settings.value(SettingsKeys::lastMeasurementFolder).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::currentPath();
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    QString path = QDir(folder).filePath(DefaultFileName::measurement(stamp));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QDir(folder).filePath(DefaultFileName::measurement(stamp, n));
    m_output->setText(QDir::toNativeSeparators(path));
    // The remote report gets the same name, in the remote folder used last (its home folder at
    // first), unless the user typed its path: that stays as typed (a remote file that exists is
    // refused by the remote run, never replaced).
    if (m_remoteOutputTyped)
        return;
    const QString remote = m_remoteOutput->text().trimmed();
    m_remoteOutput->setText(remote.left(remote.lastIndexOf(u'/') + 1) + QFileInfo(path).fileName());
}

void MeasureForm::useCpuDryRun()
{
    m_deviceChosen = true;
    m_device->setCurrentText(u"cpu"_s);
    keepChosenDevice();
    updateDeviceNote();
}

namespace {
QString chosenDeviceKey(const QString &machine)
{
    return SettingsKeys::chosenDevices + u'/' + QString::fromLatin1(QUrl::toPercentEncoding(machine));
}
} // namespace

MeasureForm::MachineState MeasureForm::freshState(const QString &machine) const
{
    MachineState state{std::nullopt, m_device->itemText(0), false, QFileInfo(m_output->text().trimmed()).fileName(),
                       false};
    if (!m_rememberDevices)
        return state;
    // A device kept from an earlier start is used only when it is still a device name (an edited
    // or stale value is dropped).
    const QVariant kept = QSettings().value(chosenDeviceKey(machine));
    if (kept.typeId() == QMetaType::QString && checkDeviceName(kept.toString(), QString())) {
        state.device = kept.toString();
        state.deviceChosen = true;
    }
    return state;
}

void MeasureForm::keepChosenDevice()
{
    const QString device = m_device->currentText().trimmed();
    if (m_rememberDevices && checkDeviceName(device, QString()))
        QSettings().setValue(chosenDeviceKey(m_machine), device);
}

void MeasureForm::setMachine(const QString &machine)
{
    if (machine == m_machine)
        return;
    m_machines.insert(m_machine,
                      {m_probe, m_device->currentText(), m_deviceChosen, m_remoteOutput->text(), m_remoteOutputTyped});
    m_machine = machine;
    const auto kept = m_machines.constFind(machine);
    const MachineState state = kept != m_machines.cend() ? *kept : freshState(machine);
    m_machines.remove(machine);
    m_probe = state.probe;
    m_deviceChosen = state.deviceChosen;
    m_remoteOutputTyped = state.remoteOutputTyped;
    m_device->setCurrentText(state.device);
    m_remoteOutput->setText(state.remoteOutput);
    updateDeviceNote();
}

void MeasureForm::chooseOutput()
{
    // The dialog's own overwrite question is off: an existing file is refused, never replaced.
    const QString path
        = QFileDialog::getSaveFileName(this, tr("New measurement report"), m_output->text(), tr("JSON files (*.json)"),
                                       nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (QFileInfo::exists(path)) {
        m_formError->setText(tr("Output file: %1 exists already; a result is never overwritten, choose a new name.")
                                 .arg(QDir::toNativeSeparators(path)));
        return;
    }
    m_output->setText(QDir::toNativeSeparators(path));
    QSettings().setValue(SettingsKeys::lastMeasurementFolder, QFileInfo(path).absolutePath());
}

void MeasureForm::applyProbe(const EnvironmentReport &probe, const QString &machine)
{
    if (machine != m_machine) {
        MachineState state = m_machines.value(machine, freshState(machine));
        state.probe = probe;
        if (const std::optional<QString> device = RunFacts::probedDefaultDevice(probe); device && !state.deviceChosen)
            state.device = *device;
        m_machines.insert(machine, state);
        return;
    }
    m_probe = probe;
    if (const std::optional<QString> device = RunFacts::probedDefaultDevice(probe); device && !m_deviceChosen)
        m_device->setCurrentText(*device);
    updateDeviceNote();
}

void MeasureForm::updateDeviceNote()
{
    // A remote host not probed yet: nothing this computer's probe says is applied to it.
    if (!m_probe && m_machine != u"local"_s)
        m_deviceNote->setText(tr("This remote host has not been probed yet: its devices are not known here. Probe it "
                                 "on the Environment tab to check the device.")
                                  .toHtmlEscaped());
    else
        m_deviceNote->setText(m_probe ? RunFacts::deviceNote(*m_probe, m_device->currentText(), m_deviceChosen)
                                      : QString());
}

} // namespace IteraGpu::Ui

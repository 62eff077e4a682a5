#include "ui/measure/sweeprequestform.h"

#include "core/files/textfile.h"
#include "core/util/fieldkey.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {
// The `iteragpu` program each point runs: by default the one beside this program.
QString defaultProgram()
{
    return QDir(QCoreApplication::applicationDirPath()).filePath(u"iteragpu"_s);
}
} // namespace

SweepRequestForm::SweepRequestForm(QWidget *parent)
    : QWidget(parent)
    , m_dimension(new QComboBox(this))
    , m_valuesKind(new QComboBox(this))
    , m_values(new QLineEdit(this))
    , m_from(new QLineEdit(this))
    , m_to(new QLineEdit(this))
    , m_bisect(new QCheckBox(this))
    , m_step(new QLineEdit(this))
    , m_folder(new QLineEdit(this))
    , m_chooseFolder(new QPushButton(this))
    , m_program(new QLineEdit(this))
    , m_remoteFolder(new QLineEdit(this))
{
    setObjectName(u"sweepRequestForm"_s);
    m_dimension->setObjectName(u"sweepDimension"_s);
    m_valuesKind->setObjectName(u"sweepValuesKind"_s);
    m_values->setObjectName(u"sweepValues"_s);
    m_from->setObjectName(u"sweepFrom"_s);
    m_to->setObjectName(u"sweepTo"_s);
    m_bisect->setObjectName(u"sweepBisect"_s);
    m_step->setObjectName(u"sweepStep"_s);
    m_folder->setObjectName(u"sweepFolder"_s);
    m_program->setObjectName(u"sweepProgram"_s);
    m_remoteFolder->setObjectName(u"sweepRemoteFolder"_s);
    for (const QString &dimension : sweepDimensions())
        m_dimension->addItem(QString(), dimension);
    m_dimension->setCurrentIndex(int(sweepDimensions().indexOf(FieldKey::width.toString())));
    m_valuesKind->addItem(QString());
    m_valuesKind->addItem(QString());
    m_values->setText(u"256,512,1024"_s);
    m_from->setText(u"256"_s);
    m_to->setText(u"4096"_s);
    m_step->setText(u"1"_s);
    m_program->setText(QSettings().value(SettingsKeys::sweepProgram, defaultProgram()).toString());

    auto *grid = new QGridLayout;
    for (int i = 0; i < LabelCount; ++i)
        m_labels.append(new QLabel(this));
    m_labels[DimensionLabel]->setBuddy(m_dimension);
    m_labels[ValuesLabel]->setBuddy(m_values);
    m_labels[FromLabel]->setBuddy(m_from);
    m_labels[ToLabel]->setBuddy(m_to);
    m_labels[StepLabel]->setBuddy(m_step);
    m_labels[FolderLabel]->setBuddy(m_folder);
    m_labels[ProgramLabel]->setBuddy(m_program);
    m_labels[RemoteFolderLabel]->setBuddy(m_remoteFolder);
    grid->addWidget(m_labels[DimensionLabel], 0, 0);
    grid->addWidget(m_dimension, 0, 1);
    grid->addWidget(m_valuesKind, 0, 2, 1, 2);
    grid->addWidget(m_labels[ValuesLabel], 1, 0);
    grid->addWidget(m_values, 1, 1, 1, 3);
    grid->addWidget(m_labels[FromLabel], 2, 0);
    grid->addWidget(m_from, 2, 1);
    grid->addWidget(m_labels[ToLabel], 2, 2);
    grid->addWidget(m_to, 2, 3);
    grid->addWidget(m_bisect, 3, 0, 1, 2);
    grid->addWidget(m_labels[StepLabel], 3, 2);
    grid->addWidget(m_step, 3, 3);
    grid->addWidget(m_labels[FolderLabel], 4, 0);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_chooseFolder);
    grid->addLayout(folderRow, 4, 1, 1, 3);
    grid->addWidget(m_labels[ProgramLabel], 5, 0);
    grid->addWidget(m_program, 5, 1, 1, 3);
    grid->addWidget(m_labels[RemoteFolderLabel], 6, 0);
    grid->addWidget(m_remoteFolder, 6, 1, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    grid->setContentsMargins(0, 0, 0, 0);
    setLayout(grid);

    connect(m_valuesKind, &QComboBox::currentIndexChanged, this, &SweepRequestForm::updateValueFields);
    connect(m_bisect, &QCheckBox::toggled, this, &SweepRequestForm::updateValueFields);
    connect(m_program, &QLineEdit::editingFinished, this,
            [this] { QSettings().setValue(SettingsKeys::sweepProgram, m_program->text().trimmed()); });
    connect(m_chooseFolder, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder of the sweep (new or empty)"),
                                                                 startFolder(SettingsKeys::lastMeasurementFolder));
        if (!folder.isEmpty())
            m_folder->setText(QDir::toNativeSeparators(folder));
    });
    updateValueFields();
    setRemote(false);
    retranslate();
}

QString SweepRequestForm::dimension() const
{
    return m_dimension->currentData().toString();
}

void SweepRequestForm::setRemote(bool remote)
{
    m_labels[ProgramLabel]->setVisible(!remote);
    m_program->setVisible(!remote);
    m_labels[RemoteFolderLabel]->setVisible(remote);
    m_remoteFolder->setVisible(remote);
}

void SweepRequestForm::setEditable(bool editable)
{
    m_editable = editable;
    for (QWidget *widget : std::initializer_list<QWidget *>{m_dimension, m_valuesKind, m_bisect, m_folder,
                                                            m_chooseFolder, m_program, m_remoteFolder})
        widget->setEnabled(editable);
    updateValueFields();
}

void SweepRequestForm::updateValueFields()
{
    const bool list = m_valuesKind->currentIndex() == 0;
    m_values->setEnabled(list && m_editable);
    m_from->setEnabled(!list && m_editable);
    m_to->setEnabled(!list && m_editable);
    m_step->setEnabled(m_bisect->isChecked() && m_editable);
}

void SweepRequestForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString SweepRequestForm::label(QStringView key) const
{
    const auto plain = [](const QLabel *label) { return label->text().remove(u'&').remove(u':').trimmed(); };
    const std::pair<QStringView, Label> labelled[] = {
        {FieldKey::vary, DimensionLabel},
        {FieldKey::values, ValuesLabel},
        {FieldKey::from, FromLabel},
        {FieldKey::to, ToLabel},
        {FieldKey::step, StepLabel},
        {FieldKey::program, ProgramLabel},
        {FieldKey::remoteFolder, RemoteFolderLabel},
    };
    for (const auto &[name, index] : labelled) {
        if (name == key)
            return plain(m_labels[index]);
    }
    if (key == FieldKey::bisect)
        return m_bisect->text().remove(u'&');
    return fieldLabel(key);
}

Result<SweepRequestForm::Read> SweepRequestForm::read(const MeasurementConfigText &fixed, const QString &backend,
                                                      bool remote) const
{
    const auto labels = [this](QStringView key) { return label(key); };
    Read read;
    SweepRequest &request = read.request;
    request.program = m_program->text().trimmed();
    request.dimension = dimension();
    request.fixed = fixed;
    request.bisect = m_bisect->isChecked();
    request.backend = backend;
    request.folder = fileSystemPath(m_folder->text().trimmed());
    read.doubling = m_valuesKind->currentIndex() == 1;
    auto values = read.doubling ? doublingValues(m_from->text().trimmed(), m_to->text().trimmed(), labels)
                                : parseSweepValues(m_values->text(), labels);
    if (!values)
        return values.failure();
    request.values = *values;
    if (request.bisect) {
        auto step = parseSweepStep(m_step->text(), labels);
        if (!step)
            return step.failure();
        request.step = *step;
    }
    auto checked = checkSweepRequest(request, labels);
    if (!checked)
        return checked.failure();
    read.values = *checked;
    read.remoteFolder = m_remoteFolder->text().trimmed();
    if (remote && read.remoteFolder.isEmpty())
        read.remoteFolder = QFileInfo(request.folder).fileName();
    if (remote && read.remoteFolder.isEmpty())
        return Error{tr("%1: give the sweep's folder on the remote host").arg(label(FieldKey::remoteFolder))};
    if (!remote && !QFileInfo(request.program).isExecutable())
        return Error{tr("%1: '%2' is not an executable program").arg(label(FieldKey::program), request.program)};
    return read;
}

void SweepRequestForm::retranslate()
{
    for (int i = 0; i < m_dimension->count(); ++i)
        m_dimension->setItemText(i, fieldLabel(m_dimension->itemData(i).toString()));
    m_valuesKind->setItemText(0, tr("List of values"));
    m_valuesKind->setItemText(1, tr("Doubling range"));
    m_labels[DimensionLabel]->setText(tr("&Vary:"));
    m_labels[ValuesLabel]->setText(tr("Va&lues:"));
    m_labels[FromLabel]->setText(tr("Fro&m:"));
    m_labels[ToLabel]->setText(tr("To:"));
    m_labels[StepLabel]->setText(tr("Step:"));
    m_labels[FolderLabel]->setText(tr("Folder:"));
    m_labels[ProgramLabel]->setText(tr("Command-line pro&gram:"));
    m_labels[RemoteFolderLabel]->setText(tr("Remote folder:"));
    m_remoteFolder->setPlaceholderText(tr("the local folder's name, in the remote home folder"));
    m_remoteFolder->setToolTip(tr("The sweep's folder on the remote host, new or empty; a relative path is "
                                  "in the remote home folder. Every report and sweep.json are fetched into the "
                                  "local folder."));
    m_values->setToolTip(tr("Comma-separated, increasing for a number (256,512,1024), or dtype names."));
    m_from->setToolTip(tr("The range doubles from this value while it is at most the other."));
    m_bisect->setText(tr("Bisect to the bound&ary"));
    m_bisect->setToolTip(tr("After the first point that fails for memory, probes between the largest complete "
                            "value and it, on multiples of the step, then runs the largest complete value again."));
    m_folder->setPlaceholderText(tr("a new or empty folder"));
    m_program->setToolTip(tr("The iteragpu command-line program each point runs as a separate process."));
    m_chooseFolder->setText(tr("Choose…"));
}

} // namespace IteraGpu::Ui

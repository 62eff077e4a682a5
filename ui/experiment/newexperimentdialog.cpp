#include "ui/experiment/newexperimentdialog.h"
#include "ui/common/dialogaccelerators.h"

#include "core/experiment/experiment.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/widgets/inlineerror.h"
#include "ui/widgets/wraplabel.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// A folder name from a title: letters, digits, '-' and '_' kept, runs of anything else one '-'.
QString folderNameFor(const QString &title)
{
    QString name;
    const QString trimmed = title.trimmed();
    for (QChar c : trimmed) {
        if (c.isLetterOrNumber() || c == u'_')
            name += c;
        else if (!name.endsWith(u'-'))
            name += u'-';
    }
    while (name.endsWith(u'-'))
        name.chop(1);
    while (name.startsWith(u'-'))
        name.remove(0, 1);
    return name.isEmpty() ? u"experiment"_s : name.left(80);
}

} // namespace

NewExperimentDialog::NewExperimentDialog(QWidget *parent, const QStringList &carried)
    : QDialog(parent)
    , m_title(new QLineEdit(this))
    , m_folder(new QLineEdit(this))
    , m_problem(new WrapLabel(this))
    , m_create(nullptr)
{
    setObjectName(u"newExperimentDialog"_s);
    setWindowTitle(tr("New experiment"));
    m_title->setObjectName(u"experimentTitle"_s);
    m_title->setMaxLength(int(kMaxExperimentTitleChars));
    m_folder->setObjectName(u"experimentFolder"_s);
    m_problem->setObjectName(u"experimentFolderProblem"_s);
    styleAsError(m_problem);

    auto *intro = new WrapLabel(this);
    intro->setText(tr("An experiment is one folder: its quality protocol, fixed before the first result, the "
                      "results grid, every report a row cites and the catalog its rows were priced from, with a "
                      "MANIFEST.json. Everything in it is plain text."));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *titleLabel = new QLabel(tr("&Title:"), this);
    titleLabel->setBuddy(m_title);
    auto *folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setBuddy(m_folder);
    form->addRow(titleLabel, m_title);
    form->addRow(folderLabel, folderRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_create = buttons->addButton(tr("&Create"), QDialogButtonBox::AcceptRole);
    m_create->setObjectName(u"createExperiment"_s);
    m_create->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    if (!carried.isEmpty()) {
        auto *copies = new WrapLabel(this);
        copies->setObjectName(u"experimentCopies"_s);
        copies->setTextFormat(Qt::PlainText);
        copies->setText(tr("It starts with copies of:") + u'\n' + carried.join(u'\n') + u'\n'
                        + tr("The originals stay where they are."));
        layout->addWidget(copies);
    }
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(buttons);
    giveButtonsAccelerators(this);

    m_title->setText(tr("Experiment %1").arg(QDate::currentDate().toString(Qt::ISODate)));
    m_title->selectAll(); // a suggestion: what the user types replaces it
    m_folder->setText(QDir(startFolder(SettingsKeys::lastExportFolder)).filePath(folderNameFor(m_title->text())));
    connect(m_title, &QLineEdit::textEdited, this, [this] {
        if (!m_folderTyped)
            m_folder->setText(QFileInfo(m_folder->text()).dir().filePath(folderNameFor(m_title->text())));
        check();
    });
    connect(m_folder, &QLineEdit::textEdited, this, [this] {
        m_folderTyped = true;
        check();
    });
    connect(browse, &QPushButton::clicked, this, &NewExperimentDialog::browse);
    check();
    resize(560, sizeHint().height());
}

QString NewExperimentDialog::title() const
{
    return m_title->text().simplified();
}

QString NewExperimentDialog::folder() const
{
    const QString typed = m_folder->text().trimmed();
    return typed.isEmpty() ? QString() : QFileInfo(fileSystemPath(typed)).absoluteFilePath();
}

QString NewExperimentDialog::folderProblem(const QString &folder)
{
    if (folder.isEmpty())
        return tr("Folder: give the folder the experiment becomes.");
    const QFileInfo info(fileSystemPath(folder));
    if (info.isSymLink())
        return tr("Folder: %1 is a symbolic link; choose a new or an empty folder.").arg(displaySafe(folder));
    if (info.exists() && !info.isDir())
        return tr("Folder: %1 is a file; choose a new or an empty folder.").arg(displaySafe(folder));
    if (info.isDir()
        && !QDir(info.filePath()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        return tr("Folder: %1 is not empty; an experiment is a new or an empty folder.").arg(displaySafe(folder));
    return {};
}

void NewExperimentDialog::check()
{
    const QString problem = folderProblem(folder());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_create->setEnabled(problem.isEmpty());
}

void NewExperimentDialog::browse()
{
    const QString parent = QFileDialog::getExistingDirectory(this, tr("Where to create the experiment"),
                                                             QFileInfo(folder()).absolutePath());
    if (parent.isEmpty())
        return;
    m_folder->setText(QDir(parent).filePath(folderNameFor(m_title->text())));
    m_folderTyped = true;
    check();
}

} // namespace IteraGpu::Ui

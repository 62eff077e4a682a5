#include "ui/bundleexport.h"
#include "ui/common/dialogaccelerators.h"

#include "ui/common/plaintext.h"
#include "ui/environment/environmenttab.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/qualitycosttab.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Ui::BundleExport)
};

constexpr qsizetype kListedProblems = 12; // more would not fit a message box

} // namespace

Result<BundleContents> bundleContents(MeasureTab *measure, EnvironmentTab *environment, QualityCostTab *quality)
{
    BundleContents contents;
    if (measure && measure->lastResult() && measure->lastResult()->reportWritten()) {
        auto charts = measure->chartImages();
        if (!charts)
            return Error{charts.error()};
        contents.measurement = measure->lastResult()->report;
        contents.phasesCsv = measure->phasesCsv();
        contents.charts = *charts;
    }
    if (environment)
        contents.environment = environment->report();
    contents.grid = quality->grid();
    contents.gridProblems = openProblems(quality->gridProblems());
    contents.protocol = quality->protocolToSave();
    contents.cost = quality->packageCost();
    return contents;
}

} // namespace IteraGpu::Ui

namespace IteraGpu::Ui {

bool confirmGridProblems(QWidget *parent, const QualityCostTab *quality)
{
    const QList<GridProblem> open = openProblems(quality->gridProblems());
    if (open.isEmpty())
        return true;
    QStringList lines;
    for (qsizetype i = 0; i < std::min(open.size(), kListedProblems); ++i)
        lines.append(u"• "_s + open.at(i).message);
    if (open.size() > kListedProblems)
        lines.append(Tr::tr("… and %n more", nullptr, int(open.size() - kListedProblems)));
    QMessageBox box(QMessageBox::Warning, Tr::tr("Open problems in the results grid"),
                    Tr::tr("The results grid has %n open problem(s):", nullptr, int(open.size())),
                    QMessageBox::NoButton, parent);
    box.setObjectName(u"bundleProblemsBox"_s);
    box.setInformativeText(lines.join(u'\n') + u"\n\n"_s
                           + Tr::tr("Export anyway? The bundle's MANIFEST.json records them and iteragpu verify "
                                    "prints them. To keep a row, say why with \"Keep row…\" below the grid."));
    makePlain(&box);
    QPushButton *anyway = box.addButton(Tr::tr("&Export with the problems"), QMessageBox::AcceptRole);
    box.setDefaultButton(box.addButton(QMessageBox::Cancel));
    giveButtonsAccelerators(&box);
    box.exec();
    return box.clickedButton() == anyway;
}

} // namespace IteraGpu::Ui

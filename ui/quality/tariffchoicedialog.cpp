#include "ui/quality/tariffchoicedialog.h"

#include "core/util/exactnumber.h"
#include "ui/common/dialogaccelerators.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/plaintext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

TariffChoiceDialog::TariffChoiceDialog(const std::optional<PackageCost> &calculator, bool cpuDryRun,
                                       const QString &runLabel, QWidget *parent)
    : QDialog(parent)
    , m_calculator(calculator)
    , m_fromCalculator(new QRadioButton(this))
    , m_noTariff(new QRadioButton(this))
    , m_detail(plainLabel(new QLabel(this)))
{
    setObjectName(u"tariffChoiceDialog"_s);
    m_fromCalculator->setObjectName(u"tariffFromCalculator"_s);
    m_noTariff->setObjectName(u"noTariff"_s);
    setWindowTitle(tr("Tariff of the new row"));
    auto *question = new QLabel(tr("Which tariff does the row of %1 pin? The row keeps it even when the catalog "
                                   "changes later.")
                                    .arg(runLabel),
                                this);
    question->setWordWrap(true);
    plainLabel(question); // the run's label comes from a report
    if (calculator) {
        const Tariff &t = calculator->tariff;
        m_fromCalculator->setText(tr("&From the calculator: %1, %2 days, %n lot(s)", nullptr, calculator->request.lots)
                                      .arg(t.model)
                                      .arg(t.durationDays));
        m_detail->setText(tr("%1 per lot, prices of %2. To pin another package, change it in the calculator first.")
                              .arg(localizedCents(t.priceCents), t.snapshot));
    }
    if (cpuDryRun) {
        // A dry run measured no GPU: a price on it would let it set a unit cost (the grid's checks name it).
        m_fromCalculator->setEnabled(false);
        m_detail->setText(tr("A CPU dry run never carries a tariff: it measured no GPU, so it never sets a unit "
                             "cost."));
    } else if (!calculator) {
        m_fromCalculator->setText(tr("&From the calculator: no valid package"));
        m_fromCalculator->setEnabled(false);
        m_detail->setText(tr("Choose a GPU model, a duration and lots in the calculator to pin a package."));
    }
    m_detail->setWordWrap(true);
    m_detail->setContentsMargins(24, 0, 0, 0);
    m_noTariff->setText(tr("&No tariff (dry run): the tariff cells stay empty"));
    (calculator && !cpuDryRun ? m_fromCalculator : m_noTariff)->setChecked(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add row"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(question);
    layout->addWidget(m_fromCalculator);
    layout->addWidget(m_detail);
    layout->addWidget(m_noTariff);
    layout->addStretch();
    layout->addWidget(buttons);
    giveButtonsAccelerators(this);
}

std::optional<PackageCost> TariffChoiceDialog::chosen() const
{
    if (m_fromCalculator->isChecked() && m_fromCalculator->isEnabled())
        return m_calculator;
    return std::nullopt;
}

bool TariffChoiceDialog::ask(QWidget *parent, const std::optional<PackageCost> &calculator, bool cpuDryRun,
                             const QString &runLabel, std::optional<PackageCost> *chosen)
{
    TariffChoiceDialog dialog(calculator, cpuDryRun, runLabel, parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *chosen = dialog.chosen();
    return true;
}

} // namespace IteraGpu::Ui

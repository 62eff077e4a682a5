#pragma once

#include "core/quality/packagecost.h"

#include <QDialog>

#include <optional>

class QLabel;
class QRadioButton;

namespace IteraGpu::Ui {

// Asks which tariff a new results-grid row pins before it is added: the calculator's package,
// named as coming from the calculator ("From the calculator: NVIDIA L4, 3 days, 1 lot"), or no
// tariff (a dry run: the tariff cells stay empty). "No tariff" is preselected for a CPU dry run
// and whenever the calculator holds no valid package; the calculator's package otherwise.
class TariffChoiceDialog : public QDialog
{
    Q_OBJECT
public:
    TariffChoiceDialog(const std::optional<PackageCost> &calculator, bool cpuDryRun, const QString &runLabel,
                       QWidget *parent = nullptr);

    // The package to pin, or nothing for "no tariff".
    std::optional<PackageCost> chosen() const;
    QRadioButton *calculatorChoice() const { return m_fromCalculator; }
    QRadioButton *noTariffChoice() const { return m_noTariff; }

    // Runs the dialog; false when the user cancels, else `chosen` holds the answer.
    static bool ask(QWidget *parent, const std::optional<PackageCost> &calculator, bool cpuDryRun,
                    const QString &runLabel, std::optional<PackageCost> *chosen);

private:
    std::optional<PackageCost> m_calculator;
    QRadioButton *m_fromCalculator;
    QRadioButton *m_noTariff;
    QLabel *m_detail;
};

} // namespace IteraGpu::Ui

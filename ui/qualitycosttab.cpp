#include "qualitycosttab.h"

#include "localizednumbers.h"
#include "exactnumber.h"
#include "packagecost.h"

#include <QEvent>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

QualityCostTab::QualityCostTab(QWidget *parent)
    : QWidget(parent)
    , m_protocol(new QTextBrowser(this))
    , m_notice(new QLabel(this))
    , m_catalogModel(new QStandardItemModel(this))
    , m_catalogView(new QTableView(this))
{
    setObjectName(u"qualityCostTab"_s);
    auto catalog = Catalog::loadBuiltin();
    if (catalog)
        m_catalog = *catalog;
    else
        m_catalogError = catalog.error();
    m_notice->setWordWrap(true);
    m_catalogView->setModel(m_catalogModel);
    m_catalogView->setSortingEnabled(true);
    m_catalogView->verticalHeader()->hide();
    m_catalogView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_catalogView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *catalogPane = new QWidget(this);
    auto *catalogLayout = new QVBoxLayout(catalogPane);
    catalogLayout->setContentsMargins(0, 0, 0, 0);
    catalogLayout->addWidget(m_notice);
    catalogLayout->addWidget(m_catalogView, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_protocol);
    splitter->addWidget(catalogPane);
    splitter->setSizes({500, 700});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    retranslate();
}

void QualityCostTab::setLanguage(const QString &language)
{
    m_language = language;
    retranslate();
}

void QualityCostTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QualityCostTab::retranslate()
{
    const QString suffix = m_language == u"en"_s ? QString() : u"."_s + m_language;
    QFile file(u":/iteragpu/protocole-qualite"_s + suffix + u".md"_s);
    if (!file.open(QIODevice::ReadOnly))
        file.setFileName(u":/iteragpu/protocole-qualite.md"_s);
    if (file.isOpen() || file.open(QIODevice::ReadOnly))
        m_protocol->setMarkdown(QString::fromUtf8(file.readAll()));
    if (!m_catalogError.isEmpty()) {
        m_notice->setText(tr("The tariff catalog could not be loaded: %1").arg(m_catalogError));
        return;
    }
    const QString snapshot = m_catalog.tariffs().isEmpty() ? QString()
                                                           : QLocale().toString(m_catalog.tariffs().first().snapshotDate, QLocale::LongFormat);
    m_notice->setText(tr("Tariff catalog, snapshot %1: whole US-dollar cents per lot (a lot's price covers all its "
                         "GPUs), 3, 7 or 30 days, no currency conversion, no hourly pro-rata.")
                          .arg(snapshot)
                      + u' ' + tr("Illustrative sample prices built from public on-demand medians, not a quote from "
                                  "any provider.")
                      + u' ' + tr("Not proof of availability or reservation; check the offer before buying."));
    fillCatalog();
}

void QualityCostTab::fillCatalog()
{
    m_catalogModel->clear();
    m_catalogModel->setHorizontalHeaderLabels({tr("GPU id"), tr("Model"), tr("GPUs per lot"), tr("GiB per GPU"),
                                               tr("Days"), tr("Lot price"), tr("Price per GPU-day")});
    const QLocale locale;
    for (const Tariff &t : m_catalog.tariffs()) {
        QList<QStandardItem *> row;
        const auto number = [&](qint64 value, const QString &text) {
            auto *item = new QStandardItem(text);
            item->setData(value, Qt::UserRole);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        for (const QString &text : {t.gpuId, t.model}) {
            auto *item = new QStandardItem(text);
            item->setData(text, Qt::UserRole);
            row.append(item);
        }
        row.append(number(t.gpusPerLot, locale.toString(t.gpusPerLot)));
        row.append(number(t.gpuMemoryGib, locale.toString(t.gpuMemoryGib)));
        row.append(number(t.durationDays, locale.toString(t.durationDays)));
        auto *price = number(t.priceCents, localizedCents(t.priceCents, locale));
        price->setToolTip(tr("%1 cents").arg(locale.toString(t.priceCents)));
        row.append(price);
        const qint64 gpuDays = qint64(t.gpusPerLot) * t.durationDays;
        row.append(number(t.priceCents / gpuDays,
                          u"$"_s + localizedDecimal(Exact::quotient(t.priceCents, Exact::Int128(gpuDays) * 100, 2), locale)));
        m_catalogModel->appendRow(row);
    }
    m_catalogModel->setSortRole(Qt::UserRole);
}

} // namespace IteraGpu::Ui

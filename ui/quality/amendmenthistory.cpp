#include "ui/quality/amendmenthistory.h"

#include <QEvent>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

AmendmentHistory::AmendmentHistory(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(u"amendmentHistory"_s);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setOpenLinks(false);
}

void AmendmentHistory::setProtocol(const QualityProtocol &protocol)
{
    m_protocol = protocol;
    render();
}

void AmendmentHistory::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QTextBrowser::changeEvent(event);
}

QString AmendmentHistory::fieldName(const QString &key)
{
    if (key == u"useful_unit"_s)
        return tr("Useful unit");
    if (key == u"quality_metric"_s)
        return tr("Quality metric");
    if (key == u"comparison"_s)
        return tr("Comparison");
    if (key == u"threshold"_s)
        return tr("Threshold");
    if (key == u"corpus"_s)
        return tr("Corpus");
    if (key == u"corpus_size"_s)
        return tr("Corpus size");
    if (key == u"decision_rule"_s)
        return tr("Decision rule");
    return key;
}

void AmendmentHistory::render()
{
    const auto text = [](const QString &value) -> QString {
        return value.isEmpty() ? u"<i>"_s + tr("(empty)") + u"</i>"_s : value.toHtmlEscaped().replace(u'\n', u"<br>"_s);
    };
    const QList<ProtocolAmendment> &history = m_protocol.history();
    QString html;
    for (qsizetype i = 0; i < history.size(); ++i) {
        const ProtocolAmendment &a = history.at(i);
        html += u"<p><b>"_s
            + tr("Amendment %1, %2 UTC").arg(i + 1).arg(a.atUtc.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s))
            + u"</b><br>"_s
            + (a.reason.isEmpty() ? tr("No reason: no result existed yet.")
                                  : tr("Reason: %1").arg(a.reason.toHtmlEscaped()));
        for (const ProtocolChange &change : m_protocol.amendmentChanges(i)) {
            html += u"<br>"_s + tr("%1: %2 → %3").arg(fieldName(change.field), text(change.before), text(change.after));
        }
        html += u"<br><small>"_s + tr("SHA-256 before %1…, after %2…").arg(a.previousSha256.left(12), a.sha256.left(12))
            + u"</small></p>"_s;
    }
    setHtml(html);
}

} // namespace IteraGpu::Ui

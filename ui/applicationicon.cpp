#include "ui/applicationicon.h"

#include <QApplication>
#include <QHash>
#include <QIconEngine>
#include <QImageReader>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// Square PNG files at fixed sizes. A size that is not among them is drawn from the next larger
// file (or the largest), scaled smoothly; a disabled or selected icon is the style's variant of
// the normal one.
class PngSizesIconEngine : public QIconEngine
{
public:
    explicit PngSizesIconEngine(QList<int> sizes)
        : m_sizes(std::move(sizes))
    { }

    QIconEngine *clone() const override { return new PngSizesIconEngine(*this); }
    QString key() const override { return u"IteraGpuPngSizes"_s; }
    bool isNull() override { return m_sizes.isEmpty(); }

    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        QList<QSize> sizes;
        for (int side : m_sizes)
            sizes.append(QSize(side, side));
        return sizes;
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override
    {
        const int side = std::min(size.width(), size.height());
        return side > 0 ? QSize(side, side).boundedTo(QSize(m_sizes.last(), m_sizes.last())) : QSize();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        const QSize actual = actualSize(size, mode, state);
        if (actual.isEmpty())
            return {};
        QPixmap normal = decoded(fileSideFor(actual.width()));
        if (normal.isNull())
            return {};
        if (normal.size() != actual)
            normal = normal.scaled(actual, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        if (mode == QIcon::Normal || mode == QIcon::Active)
            return normal;
        QStyleOption option;
        option.palette = QApplication::palette();
        return QApplication::style()->generatedIconPixmap(mode, normal, &option);
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
        QPixmap drawn = pixmap(rect.size() * ratio, mode, state);
        drawn.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect, drawn);
    }

private:
    int fileSideFor(int side) const
    {
        for (int available : m_sizes) {
            if (available >= side)
                return available;
        }
        return m_sizes.last();
    }

    QPixmap decoded(int side)
    {
        auto found = m_decoded.constFind(side);
        if (found == m_decoded.constEnd()) {
            // Named as PNG and not guessed: guessing asks every image plugin first, loading each.
            QImageReader reader(u":/iteragpu/icons/hicolor/%1x%1/apps/iteragpu-lab.png"_s.arg(side), "png");
            reader.setAutoDetectImageFormat(false);
            found = m_decoded.insert(side, QPixmap::fromImage(reader.read()));
        }
        return *found;
    }

    QList<int> m_sizes; // ascending
    QHash<int, QPixmap> m_decoded;
};

} // namespace

QList<int> applicationIconSizes()
{
    return {16, 24, 32, 48, 64, 128};
}

QIcon applicationIcon()
{
    return QIcon(new PngSizesIconEngine(applicationIconSizes()));
}

} // namespace IteraGpu::Ui

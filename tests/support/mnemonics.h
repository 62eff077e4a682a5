// Mnemonics (Alt+letter) of the visible widgets and actions of one container, and the pairs that
// share one: tst_accelerators checks the window's every state, tst_remotegui the states that need a
// remote host. Header-only: the GUI tests include it, the core test library stays without Widgets.
#pragma once

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QList>
#include <QMenu>
#include <QString>
#include <QStringList>
#include <QTabWidget>
#include <QWidget>

struct Mnemonic
{
    QKeySequence key;
    QString text;
};

// The visible texts of `root`'s descendants that carry a mnemonic: buttons, labels, group boxes
// and the tab titles of nested tab widgets.
inline QList<Mnemonic> widgetMnemonics(const QWidget *root)
{
    QList<Mnemonic> found;
    const auto add = [&found](const QString &text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            found.append({key, text});
    };
    for (const QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root) || qobject_cast<const QMenu *>(widget))
            continue;
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            add(button->text());
        else if (const auto *label = qobject_cast<const QLabel *>(widget))
            add(label->text());
        else if (const auto *group = qobject_cast<const QGroupBox *>(widget))
            add(group->title());
        else if (const auto *tabs = qobject_cast<const QTabWidget *>(widget))
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i));
    }
    return found;
}

inline QList<Mnemonic> actionMnemonics(const QList<QAction *> &actions)
{
    QList<Mnemonic> found;
    for (const QAction *action : actions) {
        const QKeySequence key = action->isVisible() ? QKeySequence::mnemonic(action->text()) : QKeySequence();
        if (!key.isEmpty())
            found.append({key, action->text()});
    }
    return found;
}

// "container: Alt+R shared by '&Run' and '&Repeats:'", one line per collision.
inline QStringList collisions(const QString &container, const QList<Mnemonic> &mnemonics)
{
    QStringList lines;
    for (qsizetype i = 0; i < mnemonics.size(); ++i)
        for (qsizetype j = i + 1; j < mnemonics.size(); ++j)
            if (mnemonics[i].key == mnemonics[j].key)
                lines.append(QStringLiteral("%1: %2 shared by '%3' and '%4'")
                                 .arg(container, mnemonics[i].key.toString(QKeySequence::NativeText), mnemonics[i].text,
                                      mnemonics[j].text));
    return lines;
}

#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QString>
#include <QTest>

// Test fixtures are written with writeFixture and checked with VERIFY_OK: a fixture that cannot
// be written fails the test with the reason, instead of letting it run on a missing file.
IteraGpu::Status writeFixture(const QString &path, const QByteArray &bytes);

// Fails the calling test function with the error of a Status that is not ok.
#define VERIFY_OK(expression)                                                                                          \
    do {                                                                                                               \
        const IteraGpu::Status verifiedStatus = (expression);                                                          \
        QVERIFY2(verifiedStatus, qPrintable(verifiedStatus.error()));                                                  \
    } while (false)

#pragma once

#include <QString>

// An experiment folder made as the window makes it, with a fixed quality protocol (one answer,
// accuracy >= 0.90 over 100 questions), so that rows can be added at once. Fatal on any failure:
// a test cannot go on without it.
void writeFixedExperiment(const QString &folder, const QString &title);

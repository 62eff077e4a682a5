#pragma once

// Scripted progress streams for the remote tests: what `iteragpu measure --progress jsonl` sends,
// made from sample reports (samplereports.h), whole or cut, for the window's reader and for a fake
// remote command that prints them.
#include "core/measure/measurementreport.h"

#include <QByteArray>
#include <QString>

// A complete CPU run of `config` as the remote CLI reports it: the sample rows, in the plan's order.
IteraGpu::MeasurementReport remoteSampleReport(const IteraGpu::MeasurementConfig &config);
// The report's bytes as the CLI writes them.
QByteArray reportBytesOf(const IteraGpu::MeasurementReport &report);
// "started", then "phase_started" and "row" for each of report's rows.
QByteArray progressStreamHead(const IteraGpu::MeasurementReport &report);
// The head, "finished" (size and SHA-256 of `reportBytes`) and `reportBytes`.
QByteArray progressStreamOf(const IteraGpu::MeasurementReport &report, const QByteArray &reportBytes);
// A fake remote command in `folder`: a shell script named `name` that prints `stream` and ignores its
// standard input; with `hang` it then waits for ever (until its connection is gone). Returns its
// path, empty if it could not be written.
QString writeFakeRemote(const QString &folder, const QString &name, const QByteArray &stream, bool hang);

#pragma once

#include <QByteArray>

#include <atomic>

namespace IteraGpu::Cli {

// The plumbing of `measure --progress jsonl`, for a run driven over SSH.
//
// Cancel: the standard input closing (the client closed ssh's input, or the connection dropped
// and sshd closed the session's pipes) or a hang-up (SIGHUP) sets `cancel`, which the runner
// checks between forwards; the partial report is then written with status cancelled. A reader
// thread waits on standard input (its bytes are ignored) because the CLI has no event loop while
// it measures; the signal handler only stores to the lock-free atomic. SIGPIPE is ignored, so a
// vanished reader makes writes fail instead of killing the run before its report is on disk.
void cancelOnInputEndOrHangup(std::atomic<bool> &cancel);

// Writes `bytes` to standard output unbuffered and in full (retrying short writes); false when
// the reader is gone (the run goes on and still writes its report).
bool writeToStandardOutput(const QByteArray &bytes);
// Every byte to `fd` (a write interrupted by a signal is resumed); false when the descriptor
// refuses (a closed pipe, a full disk).
bool writeAll(int fd, const QByteArray &bytes);

} // namespace IteraGpu::Cli

#include "app/cli/progressoutput.h"

#include <cerrno>
#include <csignal>
#include <thread>

#include <unistd.h>

namespace IteraGpu::Cli {

namespace {
std::atomic<bool> *g_cancel = nullptr;

extern "C" void onHangup(int)
{
    if (g_cancel)
        g_cancel->store(true);
}

void waitForInputEnd(std::atomic<bool> *cancel)
{
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n > 0 || (n < 0 && errno == EINTR))
            continue;
        cancel->store(true); // end of input, or an input that cannot be read
        return;
    }
}
} // namespace

void cancelOnInputEndOrHangup(std::atomic<bool> &cancel)
{
    static_assert(std::atomic<bool>::is_always_lock_free, "the hang-up handler stores to it");
    g_cancel = &cancel;
    struct sigaction hangup = {};
    hangup.sa_handler = onHangup;
    sigemptyset(&hangup.sa_mask);
    sigaction(SIGHUP, &hangup, nullptr);
    struct sigaction ignore = {};
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGPIPE, &ignore, nullptr);
    // Detached: it may stay blocked in read() until the process exits, which ends it.
    std::thread(waitForInputEnd, &cancel).detach();
}

bool writeToStandardOutput(const QByteArray &bytes)
{
    return writeAll(STDOUT_FILENO, bytes);
}

bool writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

} // namespace IteraGpu::Cli

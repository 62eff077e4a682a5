"""Benchmark, not a test: the same synthetic MLP in Python/PyTorch eager (inference mode),
median of a bare forward loop, for comparison with bench_forward on the same machine.
Needs a Python with torch (on Debian: apt install python3-torch, run with /usr/bin/python3)."""
import time

import torch

torch.manual_seed(0)
for (b, c, w, n) in ((1, 16, 64, 2001), (2, 128, 1024, 101)):
    m = torch.nn.Sequential(torch.nn.Linear(w, 4 * w), torch.nn.GELU(), torch.nn.Linear(4 * w, w))
    x = torch.randn(b, c, w)
    times = []
    with torch.inference_mode():
        for _ in range(20):
            y = m(x)
        del y
        for _ in range(n):
            t = time.perf_counter()
            y = m(x)
            times.append(time.perf_counter() - t)
            del y
    times.sort()
    print(f"python eager batch {b} / context {c} / width {w}: median {times[len(times) // 2] * 1e6:.1f} us "
          f"({n} repeats, torch {torch.__version__}, {torch.get_num_threads()} intra-op thread(s))")

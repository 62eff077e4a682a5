"""Benchmark, not a test: the same synthetic MLP in Python/PyTorch eager (inference mode),
median of a bare forward loop, for comparison with bench_forward or a measurement report on the
same machine. Needs a Python with torch (on Debian: apt install python3-torch, run with
/usr/bin/python3).

  python_eager.py [--device cpu|cuda:N] [--dtype float32|float16|bfloat16] [--json]

On a GPU each timed forward is followed by torch.cuda.synchronize(), as the measurement protocol
does, so the figure is comparable with a report's warm_forward median. --json prints one JSON
object per configuration instead of a sentence."""
import argparse
import json
import time

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--device", default="cpu")
parser.add_argument("--dtype", default="float32", choices=["float32", "float16", "bfloat16"])
parser.add_argument("--json", action="store_true")
args = parser.parse_args()
device = torch.device(args.device)
dtype = getattr(torch, args.dtype)


def sync():
    if device.type == "cuda":
        torch.cuda.synchronize(device)


torch.manual_seed(0)
for (b, c, w, n) in ((1, 16, 64, 2001), (2, 128, 1024, 101)):
    result = {"batch": b, "context": c, "width": w, "dtype": args.dtype, "device": args.device,
              "repeats": n, "torch": torch.__version__}
    try:
        m = torch.nn.Sequential(torch.nn.Linear(w, 4 * w), torch.nn.GELU(), torch.nn.Linear(4 * w, w))
        m = m.to(dtype).to(device)
        x = torch.randn(b, c, w).to(dtype).to(device)
        times = []
        with torch.inference_mode():
            for _ in range(20):
                y = m(x)
            sync()
            del y
            for _ in range(n):
                t = time.perf_counter()
                y = m(x)
                sync()
                times.append(time.perf_counter() - t)
                del y
        times.sort()
        result["median_seconds"] = times[len(times) // 2]
    except (RuntimeError, TypeError) as error:
        result["error"] = str(error).splitlines()[0]
    if args.json:
        print(json.dumps(result), flush=True)
    elif "error" in result:
        print(f"python eager batch {b} / context {c} / width {w} / {args.dtype} on {args.device}: {result['error']}")
    else:
        print(f"python eager batch {b} / context {c} / width {w} / {args.dtype} on {args.device}: median "
              f"{result['median_seconds'] * 1e6:.1f} us ({n} repeats, torch {torch.__version__}, "
              f"{torch.get_num_threads()} intra-op thread(s))")

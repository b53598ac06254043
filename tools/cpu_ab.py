#!/usr/bin/env python3
"""Interleaved A/B timing of whole commands: CPU time (user + system, all
threads), wall time and peak memory of each, medians over RUNS rounds.

    RUNS=15 tools/cpu_ab.py "llconv X.bc -o /tmp/a.ll" "llvm-dis-22 X.bc -o /tmp/b.ll"

Each round runs every command once, in the order given, so that a slower
or busier moment of the machine falls on all of them alike. CPU time and
peak memory come from the kernel's accounting of the finished child
(wait4), so a program's threads all count. Prints one line per command,
then, for each command after the first, its CPU time over the first's.
"""

import os
import shlex
import statistics
import subprocess
import sys
import time


def run_once(argv):
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed ({status}): {' '.join(argv)}")
    return {
        "cpu": (usage.ru_utime + usage.ru_stime) * 1000,
        "sys": usage.ru_stime * 1000,
        "wall": wall * 1000,
        "rss": usage.ru_maxrss / 1024,
        "faults": usage.ru_minflt,
    }


def main():
    commands = [shlex.split(c) for c in sys.argv[1:]]
    if not commands:
        sys.exit(__doc__)
    runs = int(os.environ.get("RUNS", "15"))
    samples = [[] for _ in commands]
    for _ in range(runs):
        for i, argv in enumerate(commands):
            samples[i].append(run_once(argv))
    medians = []
    for argv, rows in zip(commands, samples):
        med = {k: statistics.median(r[k] for r in rows) for k in rows[0]}
        medians.append(med)
        print(
            f"{med['cpu']:9.1f} ms CPU ({med['sys']:6.1f} system) {med['wall']:9.1f} ms wall "
            f"{med['rss']:8.1f} MB peak {med['faults']:8.0f} faults  {' '.join(argv)}"
        )
    for argv, med in zip(commands[1:], medians[1:]):
        print(f"CPU {medians[0]['cpu'] / med['cpu']:.3f}x of: {' '.join(argv)}")


if __name__ == "__main__":
    main()

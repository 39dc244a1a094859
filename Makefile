# Two commands do everything on a fresh Debian machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: setup build release demo test clean bench-import fuzz libfuzz crash stress

setup:
	./scripts/setup

build: setup
	$(SWIFT) build

# A statically linked Swift runtime starts in a third of the time (no dynamic Foundation
# to load) and runs on machines without the toolchain.
release: setup
	$(SWIFT) build -c release --static-swift-stdlib

demo: release
	./scripts/demo

test: setup
	$(SWIFT) build
	$(SWIFT) test

# Every parser for FUZZ_SECONDS (default 600) each; results in fuzz-artifacts/summary.txt.
fuzz: setup
	./scripts/fuzz

# The same targets under libFuzzer and AddressSanitizer, FUZZ_SECONDS (default 300) each.
libfuzz: setup
	./scripts/fuzz-libfuzzer

# SIGKILLs `tracker import` at random moments (CRASH_RUNS, CRASH_SECONDS); checks integrity and all-or-nothing files.
crash: build
	./scripts/crash-import

# 8 writer and 2 reader processes on one database.
stress: build
	./scripts/stress-concurrency 8 200 2

clean:
	rm -rf .build

# The query benchmark (bench/run): seeded databases under bench/data/, figures on stdout.
# Measures the release build (static Swift runtime) and, for comparison, a dynamic one.
.PHONY: bench
bench: release
	$(SWIFT) build -c release --scratch-path .build/dynamic
	./bench/run

# The example charts in docs/ that the README shows, drawn from the demo data.
.PHONY: charts
charts: release
	./scripts/charts

# The chart benchmark (bench/charts): tracker chart next to gnuplot and matplotlib.
.PHONY: bench-charts
bench-charts: release
	$(SWIFT) build -c release --scratch-path .build/dynamic
	./bench/charts

# Import 1M CSV rows next to the sqlite3 CLI's .import of the same file (release build).
bench-import: release
	./bench/import.sh

# Two commands do everything on a fresh Debian machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: setup build release demo test clean bench-import fuzz libfuzz crash stress

setup:
	./scripts/setup

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

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

# Import 1M CSV rows next to the sqlite3 CLI's .import of the same file (release build).
bench-import: setup
	./bench/import.sh

# Two commands do everything on a fresh Debian machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: setup build release demo test clean fuzz

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

clean:
	rm -rf .build

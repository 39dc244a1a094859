# Two commands do everything on a fresh Debian machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: setup build release demo test clean bench-import

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

clean:
	rm -rf .build

# Import 1M CSV rows next to the sqlite3 CLI's .import of the same file (release build).
bench-import: setup
	./bench/import.sh

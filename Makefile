# Installs heroscope as SwiftLint and XcodeGen install: a release build, then the binary, its
# manual page and completions for bash, zsh and fish under PREFIX (DESTDIR staged, for packages).
#
#   make install [PREFIX=/usr/local] [DESTDIR=/tmp/stage]
#   make uninstall [PREFIX=/usr/local]
#
# BINARY=path/to/heroscope installs a binary already built instead of building one (the tests
# use it, as `swift test` holds the build folder).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BINARY ?=

BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build install uninstall

all: build

build:
ifeq ($(BINARY),)
	$(SWIFT) build -c release --product heroscope
endif

install: build
	@set -e; \
	bin="$(BINARY)"; \
	if [ -z "$$bin" ]; then bin="$$($(SWIFT) build -c release --show-bin-path)/heroscope"; fi; \
	echo "installing $$bin into $(DESTDIR)$(PREFIX)"; \
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"; \
	install -m 755 "$$bin" "$(BINDIR)/heroscope"; \
	"$$bin" --generate-manual > "$(MANDIR)/heroscope.1"; \
	"$$bin" --generate-completion-script bash > "$(BASHDIR)/heroscope"; \
	"$$bin" --generate-completion-script zsh > "$(ZSHDIR)/_heroscope"; \
	"$$bin" --generate-completion-script fish > "$(FISHDIR)/heroscope.fish"; \
	chmod 644 "$(MANDIR)/heroscope.1" "$(BASHDIR)/heroscope" "$(ZSHDIR)/_heroscope" "$(FISHDIR)/heroscope.fish"

uninstall:
	rm -f "$(BINDIR)/heroscope" "$(MANDIR)/heroscope.1" "$(BASHDIR)/heroscope" \
	  "$(ZSHDIR)/_heroscope" "$(FISHDIR)/heroscope.fish"

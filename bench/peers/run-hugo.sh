#!/usr/bin/env bash
# run-hugo.sh N: the compiled-generator anchor alone. Hugo (Debian's `hugo` package) builds the
# peers' corpus with minimal layouts (page, sidebar of the page's section, TOC), cold, timed like
# the other tools. Prints: hugo N pages wall_s max_rss_mb out_bytes cpu_s C
# The same build is the `hugo` tool of run-peers.sh; use that to measure it in one run with the others.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TOOLS=hugo exec bash "$HERE/run-peers.sh" "${1:?usage: run-hugo.sh N}"

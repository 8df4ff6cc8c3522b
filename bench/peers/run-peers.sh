#!/usr/bin/env bash
# run-peers.sh N
#
# Cold-build benchmark of the peers docsgen is compared with, on the synthetic
# corpus from gen-corpus.mjs. For each tool: fresh scratch project under a temp
# dir, corpus copied in, build caches deleted, one timed production build.
# stdout gets exactly one line per build:
#     tool N pages wall_s max_rss_mb out_bytes
# Everything else (install progress, versions, contention, failures) goes to
# stderr and to a TSV log.
#
# Env (all optional):
#   TOOLS               tools to run, in order
#                       (default "docsgen docusaurus vitepress starlight rspress hugo")
#                       docusaurus          Docusaurus 3 classic preset as create-docusaurus
#                                           writes it today: future.v4 + @docusaurus/faster
#                       docusaurus-webpack  same install, no future flags: the webpack/Babel/Terser
#                                           pipeline of sites that have not opted into Faster
#                       vitepress           VitePress 1 default theme, local search on
#                       starlight           Astro + Starlight, docs only, default theme, Pagefind search on
#                       rspress             Rspress 2 default theme, its built-in search on
#                       hugo                Hugo (Debian's package), minimal layouts: the compiled anchor
#   REPEAT              builds per tool, interleaved            (default 1)
#   BUILD_TIMEOUT_S     kill a build after this many seconds     (default 900 = 15 min)
#   DOCSGEN_BENCH_CACHE where the peers are npm-installed once  (default ${TMPDIR:-/tmp}/docsgen-bench-cache)
#   REINSTALL=1         reinstall the peers into the cache
#   DOCUSAURUS_VERSION  npm version spec   (default ^3.0.0: latest 3.x)
#   REACT_VERSION       npm version spec   (default ^19.0.0, as the 3.x classic template)
#   VITEPRESS_VERSION   npm version spec   (default ^1.0.0: latest 1.x)
#   ASTRO_VERSION, STARLIGHT_VERSION  npm version specs (default ^7.0.0 and ^0.42.0 on Node 22.12+;
#                       ^5.5.0 and ~0.37.0, the last line for Astro 5, on an older Node)
#   RSPRESS_VERSION     npm version spec for @rspress/core (default ^2.0.0: latest 2.x)
#   DOCSEARCH_REACT_VERSION  npm override for @docsearch/react in the Docusaurus install
#                       (default 4.7.0; empty = no override). 4.7.1 depends on a
#                       @docsearch/core 4.7.1 that the npm registry this was measured
#                       against does not serve; the bench site has no Algolia config,
#                       so DocSearch code is never bundled and the pin changes nothing.
#                       docsgen             the project under test: DOCSGEN_DIR must name an installed
#                                           clone (npm ci done); the corpus becomes its one docs version
#   DOCSGEN_DIR         installed docsgen clone used by the docsgen tool (default: the clone holding
#                       this script)
#   CORPUS_SEED         passed to gen-corpus.mjs (default 1)
#   BENCH_LOG           TSV log appended per build (default <cache>/results.tsv)
#   KEEP_WORK=1         keep the scratch projects and outputs
set -euo pipefail

N=${1:-1000}
if ! [[ "$N" =~ ^[0-9]+$ ]] || [ "$N" -lt 1 ]; then
  echo "usage: run-peers.sh N   (see the header of this script for env options)" >&2
  exit 2
fi

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TOOLS=${TOOLS:-"docsgen docusaurus vitepress starlight rspress hugo"}
DOCSGEN_DIR=${DOCSGEN_DIR:-$(cd "$HERE/../.." && pwd)}
REPEAT=${REPEAT:-1}
BUILD_TIMEOUT_S=${BUILD_TIMEOUT_S:-900}
CACHE=${DOCSGEN_BENCH_CACHE:-${TMPDIR:-/tmp}/docsgen-bench-cache}
DOCUSAURUS_VERSION=${DOCUSAURUS_VERSION:-^3.0.0}
REACT_VERSION=${REACT_VERSION:-^19.0.0}
VITEPRESS_VERSION=${VITEPRESS_VERSION:-^1.0.0}
# Astro 6 and later need Node 22.12+: on an older Node, the last Starlight line for Astro 5.
if node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'; then
  ASTRO_VERSION=${ASTRO_VERSION:-^7.0.0}; STARLIGHT_VERSION=${STARLIGHT_VERSION:-^0.42.0}
else
  ASTRO_VERSION=${ASTRO_VERSION:-^5.5.0}; STARLIGHT_VERSION=${STARLIGHT_VERSION:-~0.37.0}
fi
RSPRESS_VERSION=${RSPRESS_VERSION:-^2.0.0}
DOCSEARCH_REACT_VERSION=${DOCSEARCH_REACT_VERSION-4.7.0}
BENCH_LOG=${BENCH_LOG:-$CACHE/results.tsv}
TIME_BIN=${TIME_BIN:-/usr/bin/time}

log() { echo "[run-peers] $*" >&2; }
die() { log "error: $*"; exit 1; }

command -v node >/dev/null || die "node is required"
command -v npm >/dev/null || die "npm is required"
"$TIME_BIN" -f '%e' true 2>/dev/null || die "GNU time is required at $TIME_BIN (Debian: apt-get install -y time)"
command -v timeout >/dev/null || die "timeout (coreutils) is required"

mkdir -p "$CACHE"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/docsgen-bench.XXXXXX")
cleanup() { if [ "${KEEP_WORK:-0}" = 1 ]; then log "kept scratch projects in $WORK"; else rm -rf "$WORK"; fi; }
trap cleanup EXIT

key() { printf '%s' "$1" | tr -c 'A-Za-z0-9.' '_'; }
DOCU_DIR="$CACHE/docusaurus-$(key "$DOCUSAURUS_VERSION")-react-$(key "$REACT_VERSION")-docsearch-$(key "${DOCSEARCH_REACT_VERSION:-none}")"
VP_DIR="$CACHE/vitepress-$(key "$VITEPRESS_VERSION")"
SL_DIR="$CACHE/starlight-$(key "$STARLIGHT_VERSION")-astro-$(key "$ASTRO_VERSION")"
RS_DIR="$CACHE/rspress-$(key "$RSPRESS_VERSION")"

# ---------- one-time installs into the cache ----------
install_into() { # dir package.json-text
  local dir=$1 pkg=$2 t0 t1
  if [ -f "$dir/.installed" ] && [ "${REINSTALL:-0}" != 1 ]; then return; fi
  rm -rf "$dir"; mkdir -p "$dir"
  printf '%s\n' "$pkg" > "$dir/package.json"
  log "npm install in $dir (once) ..."
  t0=$(date +%s.%N)
  (cd "$dir" && npm install --no-audit --no-fund --loglevel=error >&2) || die "npm install failed in $dir"
  t1=$(date +%s.%N)
  log "installed in $(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.1f", b-a}') s"
  touch "$dir/.installed"
}

needs() { case " $TOOLS " in *" $1"*) return 0;; *) return 1;; esac; }
for t in $TOOLS; do
  case "$t" in
    docusaurus|docusaurus-webpack|vitepress|starlight|rspress) ;;
    hugo) command -v hugo >/dev/null || die "hugo needs Debian's hugo package (apt-get install -y hugo)" ;;
    docsgen) [ -f "${DOCSGEN_DIR:-}/bin/docsgen.js" ] || die "docsgen needs DOCSGEN_DIR=<installed clone>" ;;
    *) die "unknown tool '$t' (docsgen, docusaurus, docusaurus-webpack, vitepress, starlight, rspress, hugo)" ;;
  esac
done

if needs docusaurus; then
  DOCU_OVERRIDES=""
  [ -n "$DOCSEARCH_REACT_VERSION" ] && DOCU_OVERRIDES=$(printf ',\n  "overrides": { "@docsearch/react": "%s" }' "$DOCSEARCH_REACT_VERSION")
  install_into "$DOCU_DIR" "$(cat <<JSON
{
  "name": "bench-docusaurus",
  "private": true,
  "dependencies": {
    "@docusaurus/core": "$DOCUSAURUS_VERSION",
    "@docusaurus/faster": "$DOCUSAURUS_VERSION",
    "@docusaurus/preset-classic": "$DOCUSAURUS_VERSION",
    "@mdx-js/react": "^3.0.0",
    "clsx": "^2.0.0",
    "prism-react-renderer": "^2.3.0",
    "react": "$REACT_VERSION",
    "react-dom": "$REACT_VERSION"
  },
  "browserslist": {
    "production": [">0.5%", "not dead", "not op_mini all"],
    "development": ["last 3 chrome version", "last 3 firefox version", "last 5 safari version"]
  }$DOCU_OVERRIDES
}
JSON
)"
fi
if needs vitepress; then
  install_into "$VP_DIR" "$(cat <<JSON
{
  "name": "bench-vitepress",
  "private": true,
  "type": "module",
  "devDependencies": {
    "vitepress": "$VITEPRESS_VERSION"
  }
}
JSON
)"
fi

if needs starlight; then
  install_into "$SL_DIR" "$(cat <<JSON
{
  "name": "bench-starlight",
  "private": true,
  "type": "module",
  "dependencies": {
    "@astrojs/starlight": "$STARLIGHT_VERSION",
    "astro": "$ASTRO_VERSION",
    "sharp": "^0.34.0"
  }
}
JSON
)"
fi
if needs rspress; then
  install_into "$RS_DIR" "$(cat <<JSON
{
  "name": "bench-rspress",
  "private": true,
  "type": "module",
  "dependencies": {
    "@rspress/core": "$RSPRESS_VERSION"
  }
}
JSON
)"
fi

ver() { node -p "require('$1/node_modules/$2/package.json').version" 2>/dev/null || echo '?'; }

# ---------- corpus ----------
log "generating corpus of $N pages ..."
node "$HERE/gen-corpus.mjs" "$N" "$WORK/corpus"

# ---------- scratch projects ----------
write_docusaurus() { # projdir future(yes|no)
  local p=$1 future=$2
  mkdir -p "$p"
  cp "$DOCU_DIR/package.json" "$p/package.json"
  ln -s "$DOCU_DIR/node_modules" "$p/node_modules"
  cp -R "$WORK/corpus" "$p/docs"
  local futureLine=""
  [ "$future" = yes ] && futureLine="  future: { v4: true }, // as the classic template: enables Docusaurus Faster when @docusaurus/faster is installed"
  cat > "$p/docusaurus.config.js" <<JS
// @ts-check
import { themes as prismThemes } from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Bench Docs',
  tagline: 'Synthetic corpus',
  url: 'https://docs.example.com',
  baseUrl: '/',
$futureLine
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, // docs-only mode
        blog: false,
      }),
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Bench Docs',
      items: [{ type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' }],
    },
    footer: { style: 'dark', copyright: 'Synthetic benchmark corpus' },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'php', 'nginx'],
    },
  },
};
JS
  cat > "$p/sidebars.js" <<'JS'
/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
export default {
  docs: [{ type: 'autogenerated', dirName: '.' }],
};
JS
}

write_vitepress() { # projdir
  local p=$1
  mkdir -p "$p/.vitepress"
  cp "$VP_DIR/package.json" "$p/package.json"
  ln -s "$VP_DIR/node_modules" "$p/node_modules"
  cp -R "$WORK/corpus" "$p/docs"
  cat > "$p/.vitepress/config.mjs" <<'JS'
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitepress';

// VitePress has no autogenerated sidebar: build one group per category folder,
// items sorted by file name (same order as Docusaurus' autogenerated sidebar).
const SRC = fileURLToPath(new URL('../docs', import.meta.url));
const label = (dir) => dir.charAt(0).toUpperCase() + dir.slice(1).replace(/-/g, ' ');
function titleOf(file) {
  const m = fs.readFileSync(file, 'utf8').match(/^title:\s*(.+)$/m);
  if (!m) return path.basename(file, '.md');
  const t = m[1].trim();
  return t.startsWith('"') ? JSON.parse(t) : t;
}
function sidebar() {
  return fs.readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((dir) => ({
      text: label(dir),
      collapsed: true,
      items: fs.readdirSync(path.join(SRC, dir))
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => ({ text: titleOf(path.join(SRC, dir, f)), link: `/${dir}/${f.slice(0, -3)}` })),
    }))
    .filter((g) => g.items.length > 0);
}

export default defineConfig({
  title: 'Bench Docs',
  description: 'Synthetic corpus',
  srcDir: 'docs',
  themeConfig: {
    nav: [{ text: 'Docs', link: '/' }],
    sidebar: [{ text: 'Introduction', link: '/' }, ...sidebar()],
    search: { provider: 'local' },
  },
});
JS
}

write_docsgen() { # projdir
  local p=$1
  mkdir -p "$p/content"
  ln -s "$DOCSGEN_DIR/node_modules" "$p/node_modules"
  cp -R "$WORK/corpus" "$p/content/docs"
  cat > "$p/site.config.mjs" <<'JS'
export default {
  title: 'Bench Docs',
  tagline: 'Synthetic corpus',
  url: 'https://docs.example.com',
  versions: [{ name: 'docs', label: 'docs', path: '/docs', mainDoc: 'index' }],
  latestVersion: 'docs',
  navbar: { title: 'Bench Docs', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Synthetic benchmark corpus' },
  onBrokenLinks: 'throw',
};
JS
}

write_starlight() { # projdir
  local p=$1
  mkdir -p "$p/src/content"
  cp "$SL_DIR/package.json" "$p/package.json"
  ln -s "$SL_DIR/node_modules" "$p/node_modules"
  cp -R "$WORK/corpus" "$p/src/content/docs"
  cat > "$p/src/content.config.ts" <<'TS'
import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
TS
  cat > "$p/astro.config.mjs" <<'JS'
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

// One collapsed group per category folder, autogenerated (file-name order), as the other peers.
const SRC = fileURLToPath(new URL('./src/content/docs', import.meta.url));
const label = (dir) => dir.charAt(0).toUpperCase() + dir.slice(1).replace(/-/g, ' ');
const groups = fs.readdirSync(SRC, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'assets')
  .map((d) => d.name)
  .sort()
  .map((dir) => ({ label: label(dir), collapsed: true, autogenerate: { directory: dir } }));

export default defineConfig({
  site: 'https://docs.example.com',
  integrations: [
    starlight({
      title: 'Bench Docs',
      description: 'Synthetic corpus',
      sidebar: [{ label: 'Introduction', link: '/' }, ...groups],
    }),
  ],
});
JS
}

write_rspress() { # projdir
  local p=$1
  mkdir -p "$p"
  cp "$RS_DIR/package.json" "$p/package.json"
  ln -s "$RS_DIR/node_modules" "$p/node_modules"
  cp -R "$WORK/corpus" "$p/docs"
  # Sidebar and nav come from the folder structure (Rspress's convention); search is on by default.
  cat > "$p/rspress.config.mjs" <<'JS'
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Bench Docs',
  description: 'Synthetic corpus',
});
JS
}

write_hugo() { # projdir: the same layouts as run-hugo.sh always had (page, section list, TOC)
  local p=$1
  mkdir -p "$p/layouts/_default"
  cp -R "$WORK/corpus" "$p/content"
  mv "$p/content/index.md" "$p/content/_index.md" # a root index.md would make the whole tree one leaf bundle
  cat > "$p/hugo.toml" <<'T'
baseURL = "https://docs.example.com/"
title = "Bench Docs"
disableKinds = ["taxonomy", "term", "RSS"]
[markup.tableOfContents]
startLevel = 2
endLevel = 3
[markup.highlight]
noClasses = false
T
  cat > "$p/layouts/_default/baseof.html" <<'T'
<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title></head>
<body><nav>{{ with .CurrentSection }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}</nav>
<main>{{ block "main" . }}{{ end }}</main><aside>{{ .TableOfContents }}</aside></body></html>
T
  printf '{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}\n' > "$p/layouts/_default/single.html"
  printf '{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n' > "$p/layouts/_default/list.html"
}

# ---------- one timed cold build ----------
# busy = user+nice+system+irq+softirq of the whole machine (steal excluded)
cpu_busy_ticks() { awk '/^cpu /{print $2+$3+$4+$7+$8}' /proc/stat 2>/dev/null || echo 0; }
CLK_TCK=$(getconf CLK_TCK 2>/dev/null || echo 100)
if [ ! -f "$BENCH_LOG" ]; then
  mkdir -p "$(dirname "$BENCH_LOG")"
  printf 'date\ttool\tversion\tnode\tnproc\tN\trun\trc\twall_s\tmax_rss_mb\tuser_s\tsys_s\tout_bytes\thtml_files\tothers_cpu_s\tload1_before\tload_after\n' > "$BENCH_LOG"
fi

run_one() { # tool run
  local tool=$1 run=$2 proj="$WORK/$1-r$2" out version cachedir cmd
  case "$tool" in
    docusaurus) write_docusaurus "$proj" yes; cachedir=$DOCU_DIR; out="$proj/build"
                version="docusaurus $(ver "$DOCU_DIR" @docusaurus/core) faster"; cmd=(./node_modules/.bin/docusaurus build) ;;
    docusaurus-webpack) write_docusaurus "$proj" no; cachedir=$DOCU_DIR; out="$proj/build"
                version="docusaurus $(ver "$DOCU_DIR" @docusaurus/core) webpack"; cmd=(./node_modules/.bin/docusaurus build) ;;
    docsgen)    write_docsgen "$proj"; cachedir=$DOCSGEN_DIR; out="$proj/build"
                version="docsgen $(git -C "$DOCSGEN_DIR" rev-parse --short HEAD 2>/dev/null || echo '?')"
                cmd=(node "$DOCSGEN_DIR/bin/docsgen.js" build --root . --out build) ;;
    vitepress)  write_vitepress "$proj"; cachedir=$VP_DIR; out="$proj/.vitepress/dist"
                version="vitepress $(ver "$VP_DIR" vitepress)"; cmd=(./node_modules/.bin/vitepress build) ;;
    starlight)  write_starlight "$proj"; cachedir=$SL_DIR; out="$proj/dist"
                version="starlight $(ver "$SL_DIR" @astrojs/starlight) astro $(ver "$SL_DIR" astro)"
                cmd=(./node_modules/.bin/astro build) ;;
    rspress)    write_rspress "$proj"; cachedir=$RS_DIR; out="$proj/doc_build"
                version="rspress $(ver "$RS_DIR" @rspress/core)"; cmd=(./node_modules/.bin/rspress build) ;;
    hugo)       write_hugo "$proj"; cachedir=$proj/none; out="$proj/public"
                version="hugo $(hugo version | cut -d' ' -f2)"; cmd=(hugo --quiet -d public) ;;
  esac
  # cold: no persistent bundler/transpiler caches left from an earlier run
  rm -rf "$cachedir/node_modules/.cache" "$cachedir/node_modules/.vite" "$cachedir/node_modules/.vite-temp" \
    "$cachedir/node_modules/.astro"

  local tf="$proj.time" blog="$proj.log" rc=0 load1 b0 b1
  load1=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')
  log "load before $tool: $(uptime)"
  b0=$(cpu_busy_ticks)
  log "$tool run $run: building $N pages ($version) ..."
  (cd "$proj" && NO_UPDATE_NOTIFIER=1 ASTRO_TELEMETRY_DISABLED=1 "$TIME_BIN" -o "$tf" -f '%e %M %U %S' \
      timeout -k 30 "$BUILD_TIMEOUT_S" "${cmd[@]}") > "$blog" 2>&1 || rc=$?
  b1=$(cpu_busy_ticks)
  local load_after
  load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')

  local wall=NA rss_kb=0 user=0 sys=0
  [ -s "$tf" ] && read -r wall rss_kb user sys < <(tail -n 1 "$tf") || true
  local rss_mb=$(( ${rss_kb:-0} / 1024 ))
  local others
  others=$(awk -v b0="$b0" -v b1="$b1" -v t="$CLK_TCK" -v u="$user" -v s="$sys" 'BEGIN{o=(b1-b0)/t-u-s; if(o<0)o=0; printf "%.1f", o}')
  local bytes=NA html=NA
  if [ "$rc" = 0 ]; then
    bytes=$(find "$out" -type f -printf '%s\n' | awk '{s+=$1} END {print s+0}')
    html=$(find "$out" -type f -name '*.html' | wc -l)
    printf '%s %d pages %s %d %s cpu_s %s\n' "$tool" "$N" "$wall" "$rss_mb" "$bytes" \
      "$(awk -v u="$user" -v s="$sys" 'BEGIN{printf "%.2f", u+s}')"
    log "$tool run $run: ok, cpu ${user}+${sys} s, $html html files, others used ${others} cpu-s during the build (load1 before ${load1})"
  elif [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    printf '%s %d pages >%s NA NA\n' "$tool" "$N" "$BUILD_TIMEOUT_S"
    log "$tool run $run: killed after ${BUILD_TIMEOUT_S} s; log: $blog"
  else
    printf '%s %d pages FAILED(rc=%s) NA NA\n' "$tool" "$N" "$rc"
    log "$tool run $run: build failed (rc=$rc); last lines of the log:"; tail -n 25 "$blog" >&2
  fi
  log "load after $tool: $(uptime)"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
    "$(date -u +%FT%TZ)" "$tool" "$version" "$(node -v)" "$(nproc)" "$N" "$run" "$rc" "$wall" "$rss_mb" \
    "$user" "$sys" "$bytes" "$html" "$others" "$load1" "$load_after" >> "$BENCH_LOG"
  [ "${KEEP_WORK:-0}" = 1 ] || rm -rf "$proj"
}

log "node $(node -v), $(nproc) cpus; log: $BENCH_LOG"
for run in $(seq 1 "$REPEAT"); do
  for tool in $TOOLS; do run_one "$tool" "$run"; done
done

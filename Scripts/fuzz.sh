#!/usr/bin/env bash
# Builds heroscope's libFuzzer targets and runs them.
#
#   Scripts/fuzz.sh build                 # build the nine targets into .build/fuzz
#   Scripts/fuzz.sh run TARGET SECONDS    # TARGET: modifiers | scene | pipeline | storyboard | editline
#                                         #         | interaction | images | herostring | storyboard-depth
#   Scripts/fuzz.sh all SECONDS           # each target for SECONDS, one after the other
#
# The libraries are compiled straight from Sources/ with swiftc (coverage + AddressSanitizer), each
# target from Fuzz/. Each run starts from its seeds (Scenes/ for the scene targets,
# Fuzz/corpus/modifiers for the modifier parser, Fuzz/corpus/interaction for --interact scripts,
# Fuzz/corpus/herostring and Fuzz/corpus/storyboard-depth for the two depth targets)
# with a dictionary (Fuzz/TARGET.dict) and keeps what it learns in .build/fuzz/corpus/TARGET; a
# crash is written to .build/fuzz/crash-* and should become a regression test.
set -euo pipefail
# libFuzzer reports crashes itself; the Swift backtracer only trips AddressSanitizer.
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")/.."
out=.build/fuzz
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -package-name heroscope)
quiet() { grep -v "Cannot export local symbol" || true; }

library() { # NAME DEPENDENCIES…
  local name=$1
  shift
  local links=()
  for dep in "$@"; do links+=(-I "$out"); done
  swiftc "${flags[@]}" -emit-library -static -module-name "$name" -emit-module \
    -emit-module-path "$out/$name.swiftmodule" "${links[@]}" \
    $(find "Sources/$name" -name '*.swift' | sort) -o "$out/lib$name.a" 2>&1 | quiet
}

target() { # NAME SOURCE LIBRARIES…
  local name=$1 source=$2
  shift 2
  local libs=()
  for lib in "$@"; do libs+=(-l"$lib"); done
  swiftc "${flags[@]}" -I "$out" -L "$out" "$source" "${libs[@]}" -o "$out/fuzz-$name" 2>&1 | quiet
}

images() { # the C shim (clang, the same sanitizers) with a module map, then HeroImage over it
  local objects=()
  for source in Sources/CImageCodecs/*.c; do
    local object="$out/$(basename "$source" .c).o"
    clang -fsanitize=fuzzer-no-link,address -O1 -g -I Sources/CImageCodecs/include -c "$source" \
      -o "$object"
    objects+=("$object")
  done
  rm -f "$out/libCImageCodecs.a"
  ar rcs "$out/libCImageCodecs.a" "${objects[@]}"
  cat >"$out/module.modulemap" <<MAP
module CImageCodecs {
  header "$PWD/Sources/CImageCodecs/include/cimagecodecs.h"
  export *
}
MAP
  library HeroImage CImageCodecs
}

seed() { # the modifier seeds: every modifier list in the gallery (scenes seed from Scenes/ itself)
  mkdir -p Fuzz/corpus/modifiers
  python3 - <<'PY'
import json, glob, hashlib, os
seen = set()
for path in sorted(glob.glob("Scenes/*.json")):
    def walk(view):
        m = view.get("modifiers")
        if isinstance(m, str): seen.add(m)
        elif isinstance(m, list): seen.add(" ".join(m))
        for v in view.get("views", []): walk(v)
    scene = json.load(open(path))
    for side in ("from", "to"): walk(scene[side])
for text in sorted(seen):
    name = hashlib.sha1(text.encode()).hexdigest()[:16]
    open(os.path.join("Fuzz/corpus/modifiers", name), "w").write(text)
PY
}

# What HeroImage links: the shim and the system's libraries under it.
system="CImageCodecs png jpeg z"

build() {
  mkdir -p "$out"
  echo "building the fuzzing libraries (this takes a few minutes)"
  library HeroText
  library HeroPlanner HeroText
  images
  library HeroScene HeroImage HeroPlanner HeroText
  library HeroRaster HeroPlanner HeroText
  library HeroANSI HeroRaster HeroPlanner HeroText
  target modifiers Fuzz/FuzzModifiers.swift HeroPlanner HeroText
  target interaction Fuzz/FuzzInteraction.swift HeroPlanner HeroText
  target images Fuzz/FuzzImageDecoder.swift HeroImage $system
  target scene Fuzz/FuzzSceneLoader.swift HeroScene HeroImage HeroPlanner HeroText $system
  target pipeline Fuzz/FuzzPipeline.swift HeroANSI HeroRaster HeroScene HeroImage HeroPlanner \
    HeroText $system
  library HeroStoryboard HeroScene HeroPlanner HeroText
  library HeroPreviewer HeroANSI HeroRaster HeroPlanner HeroText
  target storyboard Fuzz/FuzzStoryboard.swift HeroStoryboard HeroScene HeroImage HeroPlanner \
    HeroText $system
  target herostring Fuzz/FuzzHeroStringDepth.swift HeroPlanner HeroText
  target storyboard-depth Fuzz/FuzzStoryboardDepth.swift HeroStoryboard HeroScene HeroImage \
    HeroPlanner HeroText $system
  target editline Fuzz/FuzzEditLine.swift HeroPreviewer HeroANSI HeroRaster HeroPlanner HeroText
  echo "built: $(ls "$out"/fuzz-*)"
}

run() { # TARGET SECONDS
  local name=$1 seconds=$2
  [ -x "$out/fuzz-$name" ] || build
  mkdir -p "$out/corpus/$name"
  local dict=()
  [ -f "Fuzz/$name.dict" ] && dict=(-dict="Fuzz/$name.dict")
  local seeds=Scenes
  [ "$name" = modifiers ] && seeds=Fuzz/corpus/modifiers
  # Storyboards seed from the reader's fixtures; the edit line from modifier texts (as keys).
  [ "$name" = storyboard ] && seeds=Tests/HeroStoryboardTests/Fixtures
  [ "$name" = editline ] && seeds=Fuzz/corpus/modifiers
  [ "$name" = interaction ] && seeds=Fuzz/corpus/interaction
  # Image files: small PNGs (every colour type, interlaced, palettes) and JPEGs.
  [ "$name" = images ] && seeds=Fuzz/corpus/images
  [ "$name" = herostring ] && seeds=Fuzz/corpus/herostring
  [ "$name" = storyboard-depth ] && seeds=Fuzz/corpus/storyboard-depth
  # FoundationXML leaks the CFError it makes for every libxml2 error (_CFErrorCreateFromXMLInterface),
  # so leak checking would stop the storyboard target on its first malformed input.
  # LeakSanitizer's report at exit needs turning off as well, or a clean run ends in exit 1.
  local leaks=() asan=${ASAN_OPTIONS:-}
  case $name in storyboard*) leaks=(-detect_leaks=0) && asan="${asan:+$asan:}detect_leaks=0" ;; esac
  ASAN_OPTIONS=$asan "$out/fuzz-$name" "$out/corpus/$name" "$seeds" "${dict[@]}" "${leaks[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix="$out/crash-$name-" -print_final_stats=1
}

case "${1:-}" in
  build) build ;;
  seed) seed ;;
  run) run "${2:?target}" "${3:-60}" ;;
  all) for t in modifiers scene pipeline storyboard editline interaction images; do run "$t" "${2:-60}"; done ;;
  *) sed -n '2,14p' "$0"; exit 2 ;;
  all)
    for t in modifiers scene pipeline storyboard editline interaction herostring storyboard-depth; do
      run "$t" "${2:-60}"
    done
    ;;
  *) sed -n '2,15p' "$0"; exit 2 ;;
esac

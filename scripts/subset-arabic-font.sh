#!/usr/bin/env bash
# Regenerates public/fonts/noto-sans-arabic-core.<hash>.woff2: Noto Sans Arabic (variable weight)
# cut down to the letters, marks, digits and punctuation of the Arabic language (34 kB instead of
# 162 kB for the whole Arabic block, Persian and Urdu letters included). The rest of the block stays
# available from the full file (app/fonts/fonts.css). Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
CORE='U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+0660-066D,U+0670,U+200C-200D'
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2 \
  --unicodes="$CORE" --layout-features='*' --flavor=woff2 \
  --output-file=public/fonts/noto-sans-arabic-core.woff2
# Named by its content (kept a year by browsers): the old file goes, the new name goes into
# app/fonts/fonts.css and lib/fonts/preloaded-fonts.ts (tests/unit/lib/fonts/preloaded-fonts.test.ts
# checks both).
hash=$(sha256sum public/fonts/noto-sans-arabic-core.woff2 | cut -c1-8)
find public/fonts -name 'noto-sans-arabic-core.*.woff2' ! -name "noto-sans-arabic-core.$hash.woff2" -delete
mv public/fonts/noto-sans-arabic-core.woff2 "public/fonts/noto-sans-arabic-core.$hash.woff2"
echo "public/fonts/noto-sans-arabic-core.$hash.woff2; unicode-range for app/fonts/fonts.css: $CORE"

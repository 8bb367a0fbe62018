#!/usr/bin/env bash
# Runs a command as on a fresh machine that has Node.js and npm but neither poppler-utils nor Debian's
# Chromium: in a mount namespace of its own (unshare; as root, or with user namespaces), /usr/bin is
# replaced by links to everything in it but chromium, chromium-browser and poppler's programs, and
# /usr/lib/chromium (Debian's Chromium and headless shell) by an empty directory. Nothing is
# uninstalled: the rest of the machine still sees them. For proving that the suite needs neither:
#   tests/support/without-system-packages.sh npx vitest run tests/pdf/cjk.test.ts
set -euo pipefail
hidden=(chromium chromium-browser pdftotext pdfinfo pdffonts pdftoppm pdftocairo pdfimages)

if [ "${1:-}" != "--inside" ]; then
  [ $# -gt 0 ] || { echo "usage: $0 <command> [arguments]" >&2; exit 2; }
  if [ "$(id -u)" = "0" ]; then exec unshare --mount --propagation private "$0" --inside "$@"; fi
  exec unshare --mount --propagation private --map-root-user "$0" --inside "$@"
fi
shift

original=$(mktemp -d)
mount --bind /usr/bin "$original"
mount -t tmpfs tmpfs /usr/bin
for entry in "$original"/* "$original"/.[!.]*; do
  [ -e "$entry" ] || [ -L "$entry" ] || continue
  name=${entry##*/}
  case " ${hidden[*]} " in *" $name "*) continue ;; esac
  if [ -L "$entry" ]; then
    # A link keeps its target; one that climbs out of /usr/bin (../lib/...) climbs from the real place.
    target=$("$original/readlink" "$entry")
    case $target in ../*) target="/usr/bin/$target" ;; esac
    "$original/ln" -s "$target" "/usr/bin/$name"
  else
    "$original/ln" -s "$entry" "/usr/bin/$name"
  fi
done
if [ -d /usr/lib/chromium ]; then mount -t tmpfs tmpfs /usr/lib/chromium; fi
status=0
"$@" || status=$?
# The namespace ends with the command; only the empty mount point would be left behind in /tmp.
umount /usr/bin && umount "$original" && rmdir "$original"
exit "$status"

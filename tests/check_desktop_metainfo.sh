#!/usr/bin/env bash
# The desktop entry and the AppStream metainfo as the package installs them, through Debian's
# validators: desktop-file-validate says nothing at all, appstreamcli validate --pedantic finds
# no error, warning, info or pedantic note, and the metainfo launches that desktop entry.
#   check_desktop_metainfo.sh <APP_ID.desktop> <APP_ID.metainfo.xml>
# Exit 77 (skipped) when a validator is not installed (packages desktop-file-utils, appstream).
set -euo pipefail
desktop=$1
metainfo=$2
for tool in desktop-file-validate appstreamcli; do
    if ! command -v "$tool" >/dev/null; then
        echo "SKIP: $tool is not installed (apt-get install desktop-file-utils appstream)"
        exit 77
    fi
done
failed=0
if ! out=$(desktop-file-validate "$desktop" 2>&1) || [ -n "$out" ]; then
    echo "FAIL: desktop-file-validate $desktop:"
    echo "$out"
    failed=1
fi
out=$(appstreamcli validate --pedantic --no-net --no-color "$metainfo" 2>&1) || true
if grep -qE '^[EWIP]: ' <<<"$out" || ! grep -q 'Validation was successful' <<<"$out"; then
    echo "FAIL: appstreamcli validate --pedantic --no-net $metainfo:"
    echo "$out"
    failed=1
fi
id=$(basename "$metainfo" .metainfo.xml)
if [ "$(basename "$desktop")" != "$id.desktop" ] ||
    ! grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo"; then
    echo "FAIL: the metainfo $id does not launch the desktop entry $(basename "$desktop")"
    failed=1
fi
((failed == 0)) && echo "desktop entry and metainfo $id: valid, no warning"
exit $failed

#!/usr/bin/env bash
# Files open by double-click: the shared MIME types and the desktop entry as the package installs
# them, in a temporary XDG root (never the system's own databases):
#   - update-mime-database and update-desktop-database accept them;
#   - real files of each kind, made here by the CLI (a measurement report and a sweep index from a
#     one-point CPU sweep, an environment report, an experiment folder's index), resolve to our type
#     under their default names, through both resolvers a desktop uses: xdg-mime (File::MimeInfo's
#     `mimetype`) and GIO (`gio info`), and under another name by their "format" line;
#   - nothing is claimed by name alone or by a string further in: other programs' experiment.json,
#     sweep.json and environment.json stay application/json, and a PDF, a PNG, a ZIP and a script
#     that carry our "format" line keep their own type;
#   - `xdg-mime query default TYPE` names the desktop entry;
#   - with the entry's Exec replaced by a recorder that writes its argument to a file (its MimeType
#     line stays the package's): `gio mime TYPE` names the entry, and `xdg-open FILE` starts the
#     recorder with the file.
#   check_mime.sh <APP_ID.desktop> <APP_ID.mime.xml> <iteragpu> <torch module>
# Exit 77 (skipped) when a tool is not installed (packages shared-mime-info, desktop-file-utils,
# xdg-utils, libfile-mimeinfo-perl, libglib2.0-bin).
set -euo pipefail
desktop=$(realpath "$1")
mimexml=$(realpath "$2")
cli=$(realpath "$3")
module=$(realpath "$4")
for tool in update-mime-database update-desktop-database xdg-mime xdg-open mimetype gio; do
    if ! command -v "$tool" >/dev/null; then
        echo "SKIP: $tool is not installed (apt-get install shared-mime-info desktop-file-utils xdg-utils libfile-mimeinfo-perl libglib2.0-bin)"
        exit 77
    fi
done
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
share=$root/usr/share
mkdir -p "$share/mime/packages" "$share/applications" "$root/home" "$root/config" "$root/files"
# application/json, which our types are sub-classes of, comes from the freedesktop.org database.
cp /usr/share/mime/packages/freedesktop.org.xml "$share/mime/packages/"
cp "$mimexml" "$share/mime/packages/$(basename "$mimexml" .mime.xml).xml"
entry=$(basename "$desktop")
cp "$desktop" "$share/applications/$entry"
# A clean environment: no desktop session (xdg-utils' generic mode), the temporary root only.
xdg() {
    env -i PATH=/usr/bin:/bin HOME="$root/home" XDG_DATA_HOME="$root/home/.local/share" XDG_DATA_DIRS="$share" \
        XDG_CONFIG_HOME="$root/config" XDG_CONFIG_DIRS="$root/config" DISPLAY=:99 BROWSER=false "$@"
}
xdg update-mime-database "$share/mime"
xdg update-desktop-database "$share/applications"

# Real files, written by the programs.
files=$root/files
"$cli" experiment init "$files/experiment" --title "MIME check" > /dev/null
"$cli" environment --device cpu --backend "$module" --json > "$files/environment.json"
"$cli" sweep --vary width --values 8 --device cpu --batch 1 --context 1 --dtype float32 --warmup 0 --repeats 1 \
    --backend "$module" --output-dir "$files/sweep" > /dev/null
point=$(find "$files/sweep" -name '0*.json' | head -n 1)
[ -n "$point" ] || { echo "FAIL: the sweep wrote no point report"; exit 1; }
cp "$point" "$files/measurement-20261201-120000.json"
cp "$point" "$files/run.json"

failed=0
expect() { # what-resolves file expected-type
    local how=$1 file=$2 type=$3 got
    case $how in
        xdg-mime) got=$(xdg xdg-mime query filetype "$file" 2>&1 || true) ;;
        gio) got=$(xdg gio info -a standard::content-type "$file" 2>&1 | sed -n 's/^ *standard::content-type: //p') ;;
        gio-name) got=$(xdg gio info -a standard::fast-content-type "$file" 2>&1 |
            sed -n 's/^ *standard::fast-content-type: //p') ;;
    esac
    if [ "$got" != "$type" ]; then
        echo "FAIL: $how: ${file#"$files"/} is '$got', expected $type"
        failed=1
    fi
}
kinds=(
    "measurement-20261201-120000.json application/x-iteragpu-measurement"
    "environment.json application/x-iteragpu-environment"
    "sweep/sweep.json application/x-iteragpu-sweep"
    "experiment/experiment.json application/x-iteragpu-experiment"
)
for kind in "${kinds[@]}"; do
    read -r name type <<< "$kind"
    expect xdg-mime "$files/$name" "$type"
    expect gio "$files/$name" "$type"
    if [ "$(xdg xdg-mime query default "$type")" != "$entry" ]; then
        echo "FAIL: xdg-mime query default $type is '$(xdg xdg-mime query default "$type")', expected $entry"
        failed=1
    fi
done
# By name alone (what a file manager's quick listing asks GIO), a generic name is no claim: JSON.
for name in environment.json sweep/sweep.json experiment/experiment.json; do
    expect gio-name "$files/$name" application/json
done
# Another name: both resolvers read the "format" line.
expect xdg-mime "$files/run.json" application/x-iteragpu-measurement
expect gio "$files/run.json" application/x-iteragpu-measurement

# Other programs' files: their generic names and our format line inside another type claim nothing.
mkdir "$files/other"
printf '{\n    "name": "someone else'"'"'s experiment",\n    "runs": []\n}\n' > "$files/other/experiment.json"
printf '{"points": [1, 2, 3]}\n' > "$files/other/sweep.json"
printf '{\n    "python": "3.11"\n}\n' > "$files/other/environment.json"
format_line='\n    "format": "iteragpu-lab/measurement",\n'
{ printf '%%PDF-1.4\n%%\342\343\317\323\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'; printf "$format_line"; } > "$files/other/paper.pdf"
{ printf '\211PNG\r\n\032\n\000\000\000\rIHDR'; printf "$format_line"; } > "$files/other/plot.png"
{ printf 'PK\003\004\024\000\000\000\010\000'; printf "$format_line"; } > "$files/other/bundle.zip"
{ printf '#!/bin/sh\ncat << EOF\n{'; printf "$format_line"; printf '}\nEOF\n'; } > "$files/other/make-report.sh"
for name in experiment.json sweep.json environment.json; do
    expect xdg-mime "$files/other/$name" application/json
    expect gio "$files/other/$name" application/json
done
for kind in "paper.pdf application/pdf" "plot.png image/png" "bundle.zip application/zip" \
    "make-report.sh application/x-shellscript"; do
    read -r name type <<< "$kind"
    expect xdg-mime "$files/other/$name" "$type"
    expect gio "$files/other/$name" "$type"
done

# xdg-open: the package's MimeType line, the recorder's Exec.
cat > "$root/recorder" << EOF
#!/bin/sh
printf '%s\n' "\$1" >> "$root/opened"
EOF
chmod +x "$root/recorder"
sed "s|^Exec=.*|Exec=$root/recorder %f|; /^TryExec=/d" "$desktop" > "$share/applications/$entry"
xdg update-desktop-database "$share/applications"
for kind in "${kinds[@]}"; do
    read -r name type <<< "$kind"
    # GIO lists only entries whose program is in PATH: checked here, with the recorder.
    answer=$(xdg gio mime "$type" 2>&1 || true)
    if ! grep -q "^Default application for .$type.: $entry\$" <<< "$answer"; then
        echo "FAIL: gio mime $type does not name $entry as the default:"
        sed 's/^/  /' <<< "$answer"
        failed=1
    fi
    rm -f "$root/opened"
    xdg timeout 30 xdg-open "$files/$name" < /dev/null > /dev/null 2>&1 || true
    if [ "$(cat "$root/opened" 2>/dev/null)" != "$files/$name" ]; then
        echo "FAIL: xdg-open $name did not start $entry with it (opened: '$(cat "$root/opened" 2>/dev/null)')"
        failed=1
    fi
done
((failed == 0)) &&
    echo "measurement, environment, sweep and experiment files: our types, opened by $entry; other programs' files: theirs"
exit $failed

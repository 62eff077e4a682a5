# iteragpu_write_manifest(ROOT): writes ROOT/MANIFEST.json ("iteragpu-lab/manifest" v1) naming
# every file below ROOT with its size and SHA-256, sorted by name; the manifest lists itself without
# a size or hash. `iteragpu verify ROOT` checks it. Used by the release folder and the portable CLI.
function(iteragpu_write_manifest root)
    file(GLOB_RECURSE names LIST_DIRECTORIES false RELATIVE ${root} ${root}/*)
    list(REMOVE_ITEM names MANIFEST.json)
    list(SORT names)
    set(json "{\n    \"format\": \"iteragpu-lab/manifest\",\n    \"format_version\": 1,\n    \"members\": [\n")
    foreach(target ${names})
        file(SIZE ${root}/${target} size)
        file(SHA256 ${root}/${target} hash)
        string(APPEND json "        {\n            \"name\": \"${target}\",\n            \"sha256\": \"${hash}\",\n            \"size\": ${size}\n        },\n")
    endforeach()
    string(APPEND json "        {\n            \"name\": \"MANIFEST.json\",\n            \"note\": \"the manifest lists itself without a size or hash\",\n            \"sha256\": null,\n            \"size\": null\n        }\n    ]\n}\n")
    file(WRITE ${root}/MANIFEST.json "${json}")
endfunction()

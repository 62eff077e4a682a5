# Builds the release folder (and a .tar.gz of it) that carries the data files of the product with
# a MANIFEST.json: name, size and SHA-256 of every member; the manifest lists itself without a
# hash. `iteragpu verify <folder>` checks it. Run through the `release_archive` target, or:
#   cmake -DSOURCE_DIR=<repo> -DOUTPUT_DIR=<dir> -DVERSION=<x.y.z> -P packaging/release-archive.cmake
# Folders given relative to the working folder are made absolute once: later steps run in
# other working folders (tar) or resolve names on their own.
foreach(variable SOURCE_DIR OUTPUT_DIR)
    get_filename_component(${variable} "${${variable}}" ABSOLUTE)
endforeach()
set(name iteragpu-lab-${VERSION})
set(root ${OUTPUT_DIR}/${name})
file(REMOVE_RECURSE ${root})
file(MAKE_DIRECTORY ${root}/schema)
set(members
    LICENSE.txt README.md
    resources/tarifs-forfaits.csv resources/resultats-bruts.csv
    resources/protocole-qualite.md resources/protocole-qualite.de.md
    resources/protocole-qualite.es.md resources/protocole-qualite.fr.md
    resources/schema/measurement.schema.json resources/schema/environment.schema.json
    resources/schema/progress.schema.json resources/schema/catalog.schema.json
    resources/schema/plan.schema.json)
# The README shows these screenshots: they travel with it, under the same relative names.
file(GLOB screenshots RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/docs/screenshots/*.png)
list(APPEND members ${screenshots})
set(names "")
foreach(member ${members})
    string(REGEX REPLACE "^resources/" "" target ${member})
    configure_file(${SOURCE_DIR}/${member} ${root}/${target} COPYONLY)
    list(APPEND names ${target})
endforeach()
include(${SOURCE_DIR}/packaging/manifest.cmake)
iteragpu_write_manifest(${root})
execute_process(COMMAND ${CMAKE_COMMAND} -E tar czf ${OUTPUT_DIR}/${name}.tar.gz ${name}
                WORKING_DIRECTORY ${OUTPUT_DIR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "could not create ${OUTPUT_DIR}/${name}.tar.gz")
endif()
message(STATUS "release folder ${root} and ${name}.tar.gz")

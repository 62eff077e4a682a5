# Builds the portable CLI folder for a machine without Qt (a rented GPU box) and its .tar.gz:
#   bin/iteragpu          the launcher: checks the machine's glibc and libstdc++ against the floor
#                         measured here (objdump -T), then runs bin/iteragpu.bin
#   bin/iteragpu.bin      the program, RPATH $ORIGIN/../lib (DT_RPATH, so that it also covers Qt's
#                         own dependencies)
#   lib/                  Qt Core and every other library the CLI needs, except the C and C++
#                         runtimes (glibc, libstdc++, libgcc_s): the torch module built on that machine
#                         with its newer compiler needs that machine's newer libstdc++
#   share/iteragpu-lab/   schemas and data files
#   src/                  the torch module's sources, to build it there against the machine's PyTorch
#   share/licenses/PKG/copyright  the Debian copyright file of each package a carried library came from
#   THIRD-PARTY.md        each carried library: its package, version and licences
#   README.md, MANIFEST.json (every file's size and SHA-256, for `iteragpu verify` after the copy)
# Run through the `portable_cli` target, or:
#   cmake -DSOURCE_DIR=<repo> -DOUTPUT_DIR=<dir> -DCLI=<iteragpu> -DVERSION=<x.y.z> -DARCH=<arch>
#         [-DSTRIP=<strip>] -P packaging/portable-cli.cmake
foreach(variable SOURCE_DIR OUTPUT_DIR CLI VERSION ARCH)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "portable-cli.cmake: ${variable} is not set")
    endif()
endforeach()

# Folders given relative to the working folder are made absolute once: later steps run in
# other working folders (tar) or resolve names on their own.
foreach(variable SOURCE_DIR OUTPUT_DIR CLI)
    get_filename_component(${variable} "${${variable}}" ABSOLUTE)
endforeach()
set(name iteragpu-portable-${VERSION}-${ARCH})
set(root ${OUTPUT_DIR}/${name})
file(REMOVE_RECURSE ${root})
file(REMOVE ${OUTPUT_DIR}/${name}.tar.gz)
file(MAKE_DIRECTORY ${root}/bin ${root}/lib ${root}/share/iteragpu-lab)

# The C and C++ runtimes stay the machine's own (the same list the portable test accepts).
set(runtime_pattern "^(linux-vdso|ld-linux|libc|libm|libdl|librt|libpthread|libresolv|libutil|libstdc\\+\\+|libgcc_s)[.-]")

set(program ${root}/bin/iteragpu.bin)
configure_file(${CLI} ${program} COPYONLY)
if(STRIP)
    # Debug information is most of the program's size; the archive travels under a size limit.
    execute_process(COMMAND ${STRIP} --strip-debug ${program} RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${STRIP} failed on ${program}")
    endif()
endif()
# Exactly one entry: the build tree's RPATH may carry an empty one (the current folder).
file(RPATH_SET FILE ${program} NEW_RPATH "\$ORIGIN/../lib")
execute_process(COMMAND ldd ${CLI} OUTPUT_VARIABLE ldd_output RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ldd ${CLI} failed")
endif()
string(REPLACE "\n" ";" ldd_lines "${ldd_output}")
set(carried "")
set(third_party "")
foreach(line ${ldd_lines})
    if(line MATCHES "^[ \t]*([^ \t]+) => (/[^ \t]+) \\(")
        set(soname ${CMAKE_MATCH_1})
        set(path ${CMAKE_MATCH_2})
        if(soname MATCHES "${runtime_pattern}")
            continue()
        endif()
        file(REAL_PATH ${path} real)
        configure_file(${real} ${root}/lib/${soname} COPYONLY)
        list(APPEND carried ${soname})
        # Its notice travels with it: the package that installed it (under /usr/lib or its /lib alias).
        set(package "")
        foreach(candidate ${real} ${path})
            string(REGEX REPLACE "^/usr/lib/" "/lib/" alias ${candidate})
            foreach(query ${candidate} ${alias})
                if(package STREQUAL "")
                    execute_process(COMMAND dpkg-query -S ${query} OUTPUT_VARIABLE owner ERROR_QUIET
                                    RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE)
                    if(rc EQUAL 0 AND owner MATCHES "^([^:, ]+)")
                        set(package ${CMAKE_MATCH_1})
                    endif()
                endif()
            endforeach()
        endforeach()
        if(package STREQUAL "" OR NOT EXISTS /usr/share/doc/${package}/copyright)
            message(FATAL_ERROR "portable CLI: no Debian package with a copyright file for ${real}")
        endif()
        execute_process(COMMAND dpkg-query -W -f=\${Version} ${package} OUTPUT_VARIABLE version
                        OUTPUT_STRIP_TRAILING_WHITESPACE)
        configure_file(/usr/share/doc/${package}/copyright ${root}/share/licenses/${package}/copyright COPYONLY)
        file(STRINGS /usr/share/doc/${package}/copyright license_lines REGEX "^License: ")
        set(licenses "")
        foreach(license_line ${license_lines})
            string(REGEX REPLACE "^License: *" "" license "${license_line}")
            list(APPEND licenses "${license}")
        endforeach()
        list(REMOVE_DUPLICATES licenses)
        list(JOIN licenses "; " license_text)
        if(license_text STREQUAL "")
            set(license_text "see the copyright file (not in machine-readable form)")
        endif()
        string(APPEND third_party
               "| `${soname}` | `${package}` | ${version} | ${license_text} | `share/licenses/${package}/copyright` |\n")
    elseif(line MATCHES "not found")
        message(FATAL_ERROR "ldd: ${line}")
    endif()
endforeach()

foreach(data tarifs-forfaits.csv resultats-bruts.csv protocole-qualite.md protocole-qualite.de.md
             protocole-qualite.es.md protocole-qualite.fr.md schema/measurement.schema.json
             schema/environment.schema.json schema/progress.schema.json schema/catalog.schema.json
             schema/plan.schema.json)
    configure_file(${SOURCE_DIR}/resources/${data} ${root}/share/iteragpu-lab/${data} COPYONLY)
endforeach()
configure_file(${SOURCE_DIR}/LICENSE.txt ${root}/share/iteragpu-lab/LICENSE.txt COPYONLY)
file(GLOB probes RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/core/device/torch/probes/*.cpp)
foreach(source core/device/torch/CMakeLists.txt core/device/torch/TorchFeatures.cmake
        core/device/torch/torchbackend.cpp core/device/torch/moduleerror.cpp core/device/torch/moduleerror.h
        core/device/backendabi.h cmake/IteragpuCompile.cmake ${probes})
    configure_file(${SOURCE_DIR}/${source} ${root}/src/${source} COPYONLY)
endforeach()
file(WRITE ${root}/THIRD-PARTY.md
     "# Third-party libraries in this folder\n\n"
     "`bin/iteragpu` is IteraGPU Lab's (MIT, `share/iteragpu-lab/LICENSE.txt`). Every library in `lib/` was "
     "copied from the Debian package named here, whose copyright file (its licences and notices, as Debian "
     "ships it) is in `share/licenses/`.\n\n"
     "| library | Debian package | version | licences (as the copyright file names them) | notice |\n"
     "| --- | --- | --- | --- | --- |\n"
     "${third_party}")
# The floor the machine must meet: the newest glibc and libstdc++ symbol versions that the program
# and the carried libraries import (objdump -T, undefined symbols only). The launcher checks both.
set(ITERAGPU_GLIBC_FLOOR 0)
set(ITERAGPU_GLIBCXX_FLOOR 3.4)
file(GLOB carried_files ${root}/lib/*)
foreach(elf ${program} ${carried_files})
    execute_process(COMMAND objdump -T ${elf} OUTPUT_VARIABLE symbols RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "objdump -T ${elf} failed")
    endif()
    string(REGEX MATCHALL "\\*UND\\*[^\n]*\\((GLIBC|GLIBCXX)_[0-9.]+\\)" imports "${symbols}")
    foreach(import ${imports})
        string(REGEX REPLACE ".*\\((GLIBC|GLIBCXX)_([0-9.]+)\\)$" "\\1;\\2" import "${import}")
        list(GET import 0 library)
        list(GET import 1 version)
        if(version VERSION_GREATER ITERAGPU_${library}_FLOOR)
            set(ITERAGPU_${library}_FLOOR ${version})
        endif()
    endforeach()
endforeach()
set(ITERAGPU_GLIBCXX_FLOOR GLIBCXX_${ITERAGPU_GLIBCXX_FLOOR})
configure_file(${SOURCE_DIR}/packaging/portable-launcher.sh.in ${root}/bin/iteragpu @ONLY
               FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
configure_file(${SOURCE_DIR}/packaging/portable-README.md ${root}/README.md @ONLY) # states the floor

include(${SOURCE_DIR}/packaging/manifest.cmake)
iteragpu_write_manifest(${root})

execute_process(COMMAND ${CMAKE_COMMAND} -E tar czf ${name}.tar.gz ${name} WORKING_DIRECTORY ${OUTPUT_DIR}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "could not create ${OUTPUT_DIR}/${name}.tar.gz")
endif()
file(SIZE ${OUTPUT_DIR}/${name}.tar.gz archive_size)
math(EXPR archive_kib "${archive_size} / 1024")
list(JOIN carried " " carried_text)
message(STATUS "portable CLI ${root} (lib/: ${carried_text}; needs glibc ${ITERAGPU_GLIBC_FLOOR} and "
               "${ITERAGPU_GLIBCXX_FLOOR}); ${name}.tar.gz: ${archive_kib} KiB")

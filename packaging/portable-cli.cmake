# Builds the portable CLI folder for a machine without Qt (a rented GPU box) and its .tar.gz:
#   bin/iteragpu          RPATH $ORIGIN/../lib (DT_RPATH, so that it also covers Qt's own dependencies)
#   lib/                  Qt Core and every other library the CLI needs, except the C and C++
#                         runtimes (glibc, libstdc++, libgcc_s): the torch module built on that machine
#                         with its newer compiler needs that machine's newer libstdc++
#   share/iteragpu-lab/   schemas and data files
#   src/                  the torch module's sources, to build it there against the machine's PyTorch
#   README.md
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

configure_file(${CLI} ${root}/bin/iteragpu COPYONLY)
if(STRIP)
    # Debug information is most of the program's size; the archive travels under a size limit.
    execute_process(COMMAND ${STRIP} --strip-debug ${root}/bin/iteragpu RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${STRIP} failed on ${root}/bin/iteragpu")
    endif()
endif()
# Exactly one entry: the build tree's RPATH may carry an empty one (the current folder).
file(RPATH_SET FILE ${root}/bin/iteragpu NEW_RPATH "\$ORIGIN/../lib")
execute_process(COMMAND ldd ${CLI} OUTPUT_VARIABLE ldd_output RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ldd ${CLI} failed")
endif()
string(REPLACE "\n" ";" ldd_lines "${ldd_output}")
set(carried "")
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
configure_file(${SOURCE_DIR}/packaging/portable-README.md ${root}/README.md COPYONLY)

execute_process(COMMAND ${CMAKE_COMMAND} -E tar czf ${name}.tar.gz ${name} WORKING_DIRECTORY ${OUTPUT_DIR}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "could not create ${OUTPUT_DIR}/${name}.tar.gz")
endif()
file(SIZE ${OUTPUT_DIR}/${name}.tar.gz archive_size)
math(EXPR archive_kib "${archive_size} / 1024")
list(JOIN carried " " carried_text)
message(STATUS "portable CLI ${root} (lib/: ${carried_text}); ${name}.tar.gz: ${archive_kib} KiB")

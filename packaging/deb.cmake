# The `deb` target: configures a Release build of SOURCE_DIR in BUILD_DIR (no tests, installed
# under /usr, Debian's hardening flags), builds it and writes the Debian packages to OUTPUT_DIR.
#   cmake -DSOURCE_DIR=<repo> -DBUILD_DIR=<dir> -DOUTPUT_DIR=<dir> [-DLAUNCHER=ccache] [-DCXX=g++]
#         -P packaging/deb.cmake
foreach(variable SOURCE_DIR BUILD_DIR OUTPUT_DIR)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "deb.cmake: ${variable} is not set")
    endif()
endforeach()

function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        list(JOIN ARGN " " shown)
        message(FATAL_ERROR "failed (${rc}): ${shown}")
    endif()
endfunction()

# Debian's build flags (stack protector, fortify, relro), without -g: the packages carry no
# debug information. The link also binds now (hardening=+all adds only that to LDFLAGS).
foreach(kind CPPFLAGS CXXFLAGS LDFLAGS)
    set(options "")
    if(kind STREQUAL "LDFLAGS")
        set(options DEB_BUILD_MAINT_OPTIONS=hardening=+all)
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E env ${options} dpkg-buildflags --get ${kind}
                    OUTPUT_VARIABLE value OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "dpkg-buildflags failed (install dpkg-dev)")
    endif()
    string(REGEX REPLACE "(^| )-g( |$)" " " value "${value}")
    set(${kind} "${value}")
endforeach()

set(configure ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BUILD_DIR} -G Ninja
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr
    "-DCMAKE_CXX_FLAGS=${CPPFLAGS} ${CXXFLAGS}"
    "-DCMAKE_EXE_LINKER_FLAGS=${LDFLAGS}" "-DCMAKE_MODULE_LINKER_FLAGS=${LDFLAGS}"
    "-DCMAKE_SHARED_LINKER_FLAGS=${LDFLAGS}"
    -DITERAGPU_BUILD_TESTS=OFF -DITERAGPU_BUILD_BENCHMARKS=OFF -DITERAGPU_BUILD_FUZZERS=OFF
    -DITERAGPU_BUILD_GUI=ON -DITERAGPU_BUILD_TORCH=ON -DITERAGPU_REQUIRE_MAN_PAGES=ON
    -DCMAKE_STRIP=${SOURCE_DIR}/packaging/strip.sh)
if(LAUNCHER)
    list(APPEND configure -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
if(CXX)
    list(APPEND configure -DCMAKE_CXX_COMPILER=${CXX})
endif()
run(${configure})
cmake_host_system_information(RESULT cores QUERY NUMBER_OF_LOGICAL_CORES)
run(${CMAKE_COMMAND} --build ${BUILD_DIR} --parallel ${cores})
file(REMOVE_RECURSE ${OUTPUT_DIR})
file(MAKE_DIRECTORY ${OUTPUT_DIR})
get_filename_component(bin ${CMAKE_COMMAND} DIRECTORY)
run(${CMAKE_COMMAND} -E chdir ${BUILD_DIR} ${bin}/cpack -G DEB -B ${OUTPUT_DIR})
file(REMOVE_RECURSE ${OUTPUT_DIR}/_CPack_Packages)
file(GLOB packages ${OUTPUT_DIR}/*.deb)
message(STATUS "Debian packages: ${packages}")

# Fails when clang-format (with the repository's .clang-format) would change a C++ file.
# Inputs: CLANG_FORMAT (the program, empty or *-NOTFOUND when none was found), SOURCE_DIR.
# The files are the tracked .cpp/.h in a git checkout, else every .cpp/.h under core/ ui/ app/ tests/.
if(NOT CLANG_FORMAT OR NOT EXISTS "${CLANG_FORMAT}")
    message(FATAL_ERROR "clang-format was not found: install the Debian package clang-format "
                        "(packaging/setup-debian.sh does) and configure again")
endif()

set(files)
find_program(GIT git)
if(GIT AND EXISTS "${SOURCE_DIR}/.git")
    execute_process(COMMAND ${GIT} ls-files -- "*.cpp" "*.h"
                    WORKING_DIRECTORY ${SOURCE_DIR}
                    OUTPUT_VARIABLE listed RESULT_VARIABLE git_result)
    if(NOT git_result EQUAL 0)
        message(FATAL_ERROR "git ls-files failed in ${SOURCE_DIR}")
    endif()
    string(STRIP "${listed}" listed)
    string(REPLACE "\n" ";" files "${listed}")
else()
    file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR}
         ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h
         ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
endif()
list(LENGTH files count)
if(count EQUAL 0)
    message(FATAL_ERROR "no .cpp/.h file found under ${SOURCE_DIR}")
endif()

execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${files}
                WORKING_DIRECTORY ${SOURCE_DIR}
                RESULT_VARIABLE result ERROR_VARIABLE diagnostics)
if(NOT result EQUAL 0)
    string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted[^\n]*" offenders "${diagnostics}")
    set(names)
    foreach(line IN LISTS offenders)
        string(REGEX REPLACE ":[0-9]+:[0-9]+: error:.*" "" name "${line}")
        list(APPEND names ${name})
    endforeach()
    list(REMOVE_DUPLICATES names)
    list(JOIN names "\n  " listing)
    message(FATAL_ERROR "${diagnostics}\nclang-format would change these files:\n  ${listing}\n"
                        "Run: git ls-files '*.cpp' '*.h' | xargs ${CLANG_FORMAT} -i")
endif()
message(STATUS "${count} files are clang-format clean (${CLANG_FORMAT})")

# Compile settings shared by every target of the project: Qt's strictness defines and warnings,
# scoped to our targets so that third-party headers (Qt, libtorch: imported targets, included as
# system headers) are not affected.
option(ITERAGPU_WARNINGS_AS_ERRORS "Turn compiler warnings into errors (CI turns it on)" OFF)
# The debug information of each object stays in its own .dwo file instead of being copied into every
# program that links it: the ~70 test programs of the release tree shrink from ~90 MB to a third
# (docs/ARCHITECTURE.md, "Disk"). The release preset turns it on.
option(ITERAGPU_SPLIT_DWARF "Keep debug information in .dwo files beside the objects" OFF)
if(ITERAGPU_SPLIT_DWARF)
    add_compile_options(-gsplit-dwarf)
endif()

# Warnings only; also used by the torch module, which configures without Qt.
function(iteragpu_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    if(ITERAGPU_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

function(iteragpu_strict target)
    target_compile_definitions(${target} PRIVATE
        QT_NO_FOREACH
        QT_NO_CAST_FROM_ASCII
        QT_NO_CAST_TO_ASCII
        QT_NO_CAST_FROM_BYTEARRAY
        QT_NO_URL_CAST_FROM_STRING
        QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
        QT_USE_QSTRINGBUILDER
        QT_NO_KEYWORDS)
    iteragpu_warnings(${target})
endfunction()

# Writes debian/changelog from NEWS.md (one entry per release, newest first, signed by the
# maintainer given; each entry dated at 00:00 UTC of its release day, which is also the
# SOURCE_DATE_EPOCH of the package build).
#   cmake -DNEWS=<NEWS.md> -DVERSION=<project version> -DMAINTAINER="Name <address>" -DOUTPUT=<file>
#         -P packaging/debian-changelog.cmake
foreach(variable NEWS VERSION MAINTAINER OUTPUT)
    if(NOT DEFINED ${variable} OR "${${variable}}" STREQUAL "")
        message(FATAL_ERROR "debian-changelog.cmake: ${variable} is not set")
    endif()
endforeach()
include(${CMAKE_CURRENT_LIST_DIR}/News.cmake)
iteragpu_read_news(${NEWS} ${VERSION} "${MAINTAINER}")
file(WRITE ${OUTPUT} "${ITERAGPU_DEBIAN_CHANGELOG}")

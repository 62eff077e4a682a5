# Installed files and the Debian packages.
#
# Two install components, one package each:
#   app    iteragpu-lab: both executables, the desktop entry, its MIME types, the AppStream metainfo, the icons,
#          the manual pages and the shell completions. It does not need libtorch: estimate, cost,
#          catalog, the quality and grid work, reading and comparing reports all run without it.
#   torch  iteragpu-lab-torch: the libtorch module (a private plugin, loaded at run time), which
#          the first package Recommends; it alone pulls libtorch and its ~220 dependencies.
# The binaries read only their embedded data (catalog, blank grid, protocol texts): no copy of
# those is installed. The report schemas are documentation for whoever reads the JSON.
#
# `cmake --build <build folder> --target deb` makes the packages from a Release build of this
# source in <build folder>/package-build, whatever preset configured the tree (packaging/deb.cmake),
# and leaves them in <build folder>/packages/.

set(ITERAGPU_APP_ID org.iteragpu.lab)
# The project has no address of its own to name: the packages' Maintainer is whoever builds them,
# from Debian's DEBFULLNAME and DEBEMAIL (as dch takes it) unless given; the packages are refused
# without one (packaging/CPackOptions.cmake).
set(maintainer "")
if(NOT "$ENV{DEBFULLNAME}" STREQUAL "" AND NOT "$ENV{DEBEMAIL}" STREQUAL "")
    set(maintainer "$ENV{DEBFULLNAME} <$ENV{DEBEMAIL}>")
endif()
set(ITERAGPU_MAINTAINER "${maintainer}" CACHE STRING
    "Maintainer field of the Debian packages (name <address>); default: DEBFULLNAME <DEBEMAIL>")
if(ITERAGPU_MAINTAINER STREQUAL "" AND NOT maintainer STREQUAL "")
    # A tree configured before they were set (the deb target's package-build) takes them now.
    set_property(CACHE ITERAGPU_MAINTAINER PROPERTY VALUE "${maintainer}")
endif()
set(ITERAGPU_PACKAGE_DIR ${CMAKE_BINARY_DIR}/packaging)

include(${CMAKE_CURRENT_LIST_DIR}/News.cmake)
if(ITERAGPU_MAINTAINER STREQUAL "")
    set(changelog_signature "IteraGPU Lab contributors")
else()
    set(changelog_signature "${ITERAGPU_MAINTAINER}")
endif()
iteragpu_read_news(${PROJECT_SOURCE_DIR}/NEWS.md ${PROJECT_VERSION} iteragpu-lab "${changelog_signature}"
                   ${ITERAGPU_PACKAGE_DIR}/changelog)
execute_process(COMMAND gzip -9nf ${ITERAGPU_PACKAGE_DIR}/changelog RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip failed on ${ITERAGPU_PACKAGE_DIR}/changelog")
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/debian/copyright.in ${ITERAGPU_PACKAGE_DIR}/copyright @ONLY)
configure_file(${PROJECT_SOURCE_DIR}/resources/${ITERAGPU_APP_ID}.metainfo.xml.in
               ${ITERAGPU_PACKAGE_DIR}/${ITERAGPU_APP_ID}.metainfo.xml @ONLY)

# Desktop integration (app)
install(FILES ${PROJECT_SOURCE_DIR}/resources/${ITERAGPU_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT app)
# The report, sweep and experiment file types, opened by the desktop entry (its MimeType line).
install(FILES ${PROJECT_SOURCE_DIR}/resources/${ITERAGPU_APP_ID}.mime.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${ITERAGPU_APP_ID}.xml COMPONENT app)
install(FILES ${ITERAGPU_PACKAGE_DIR}/${ITERAGPU_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT app)
install(FILES ${PROJECT_SOURCE_DIR}/resources/iteragpu-lab.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps COMPONENT app)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/icons/hicolor
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons COMPONENT app)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/completions/iteragpu.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME iteragpu COMPONENT app)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/completions/_iteragpu
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions COMPONENT app)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/schema
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT app)
foreach(pair app:iteragpu-lab torch:iteragpu-lab-torch)
    string(REPLACE ":" ";" pair ${pair})
    list(GET pair 0 component)
    list(GET pair 1 package)
    install(FILES ${ITERAGPU_PACKAGE_DIR}/copyright ${ITERAGPU_PACKAGE_DIR}/changelog.gz
            DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${package} COMPONENT ${component})
endforeach()

include(${CMAKE_CURRENT_LIST_DIR}/ManPages.cmake)

# CPack: one DEB per component
set(CPACK_PACKAGE_NAME iteragpu-lab)
set(CPACK_PACKAGE_VENDOR "IteraGPU Lab")
set(CPACK_PACKAGE_CONTACT "${ITERAGPU_MAINTAINER}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE.txt)
set(CPACK_GENERATOR DEB)
set(CPACK_STRIP_FILES ON)
set(CPACK_COMPONENTS_ALL app torch)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SOURCE iteragpu-lab)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_APP_PACKAGE_NAME iteragpu-lab)
set(CPACK_DEBIAN_TORCH_PACKAGE_NAME iteragpu-lab-torch)
# The SVG window and menu icon needs Qt's SVG plugins; the window needs a platform plugin
# (qt6-base only recommends them). dpkg-shlibdeps adds the linked libraries.
set(CPACK_DEBIAN_APP_PACKAGE_DEPENDS "libqt6svg6, qt6-qpa-plugins")
# The remote runs (Environment and Measure tabs over SSH) use the system's ssh client; Qt's own
# dialogs (the file dialog) are translated by qt6-translations-l10n.
set(CPACK_DEBIAN_APP_PACKAGE_RECOMMENDS "iteragpu-lab-torch, openssh-client, qt6-translations-l10n")
set(CPACK_DEBIAN_TORCH_PACKAGE_DEPENDS "iteragpu-lab (= ${PROJECT_VERSION})")
set(CPACK_DEBIAN_TORCH_PACKAGE_SECTION science)
# Description: the synopsis, then the long description (CPack indents it). The project-wide
# summary is empty, otherwise CPack writes it before each package's own synopsis.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "")
set(CPACK_COMPONENT_APP_DESCRIPTION "prepare an honest, reproducible GPU experiment before renting GPUs
IteraGPU Lab estimates weight memory from a parameter count and a bit width
in exact bytes, GiB and GB, records the software environment, prices a GPU
rental package from a tariff catalog, and ties a pre-registered quality
protocol and the raw results of each run to that price. It reads
measurement reports back and compares them.
.
This package holds the desktop application (iteragpu-lab) and its
command-line twin (iteragpu). Measuring needs the libtorch module from
the package iteragpu-lab-torch.")
set(CPACK_COMPONENT_TORCH_DESCRIPTION "libtorch measurement module for IteraGPU Lab
The module that measures a small synthetic Linear-GELU-Linear network
phase by phase with the caching allocator's counters and records the
libtorch environment, for iteragpu-lab and iteragpu (measure and
environment). It is loaded at run time only.
.
Debian's libtorch runs on the CPU only: there the measurement is an
explicit protocol dry run without memory counters.")
# A tree configured for development (Debug, RelWithDebInfo, sanitizers) never makes packages
# (packaging/CPackOptions.cmake refuses it); the deb target builds the Release tree.
set(CPACK_ITERAGPU_BUILD_TYPE "${CMAKE_BUILD_TYPE}")
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/CPackOptions.cmake)
include(CPack)

add_custom_target(deb
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DBUILD_DIR=${CMAKE_BINARY_DIR}/package-build
            -DOUTPUT_DIR=${CMAKE_BINARY_DIR}/packages -DLAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER}
            -DCXX=${CMAKE_CXX_COMPILER} -P ${CMAKE_CURRENT_LIST_DIR}/deb.cmake
    COMMENT "Debian packages from a Release build in ${CMAKE_BINARY_DIR}/package-build"
    USES_TERMINAL
    VERBATIM)

add_custom_target(release_archive
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DOUTPUT_DIR=${CMAKE_BINARY_DIR}/release
            -DVERSION=${PROJECT_VERSION} -P ${PROJECT_SOURCE_DIR}/packaging/release-archive.cmake
    COMMENT "Release folder with MANIFEST.json"
    VERBATIM)

# The portable CLI for machines without Qt (packaging/portable-cli.cmake). Its RPATH is DT_RPATH,
# not DT_RUNPATH, because only DT_RPATH also covers the dependencies of the carried Qt Core
# (ICU, PCRE2, ...). In the build tree $ORIGIN/../lib holds no library; the installed program has
# no RPATH (CMake removes the build RPATH at install).
set_target_properties(iteragpu PROPERTIES BUILD_RPATH "\$ORIGIN/../lib")
target_link_options(iteragpu PRIVATE "LINKER:--disable-new-dtags")
add_custom_target(portable_cli
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DOUTPUT_DIR=${CMAKE_BINARY_DIR}
            -DCLI=$<TARGET_FILE:iteragpu> -DVERSION=${PROJECT_VERSION} -DARCH=${CMAKE_SYSTEM_PROCESSOR}
            -DSTRIP=${CMAKE_STRIP}
            -P ${PROJECT_SOURCE_DIR}/packaging/portable-cli.cmake
    DEPENDS iteragpu
    COMMENT "Portable CLI folder and .tar.gz (iteragpu-portable-${PROJECT_VERSION}-${CMAKE_SYSTEM_PROCESSOR})"
    VERBATIM)

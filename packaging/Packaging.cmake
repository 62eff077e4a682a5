# Installed files, by install component; the Debian packages (debian/) take them by path.
#   cli    iteragpu-cli: the command-line program, its manual page, the shell completions and the
#          report schemas. It needs Qt Core only: estimate, plan, cost, catalog, the experiment and
#          grid work, reading and comparing reports all run without libtorch or a display.
#   app    iteragpu-lab: the desktop application, its manual page, desktop entry, MIME types,
#          AppStream metainfo and icons. Its sweeps run the command-line program, so it needs cli.
#   torch  iteragpu-lab-torch: the libtorch module (a private plugin, loaded at run time by both
#          programs for measure and environment); it alone pulls libtorch.
# The binaries read only their embedded data (catalog, blank grid, protocol texts): no copy of
# those is installed. The report schemas are documentation for whoever reads the JSON.
#
# The Debian packages are made by Debian's own tools from debian/ (dpkg-buildpackage, in a clean
# root: packaging/debian-build.sh); there is no other way to make them (docs/ARCHITECTURE.md,
# "Packages").

set(ITERAGPU_APP_ID org.iteragpu.lab)
set(ITERAGPU_PACKAGE_DIR ${CMAKE_BINARY_DIR}/packaging)
# The report schemas belong to the command-line package's documentation.
set(ITERAGPU_SCHEMA_INSTALL_DIR ${CMAKE_INSTALL_DATAROOTDIR}/doc/iteragpu-cli/schema)

include(${CMAKE_CURRENT_LIST_DIR}/News.cmake)
iteragpu_read_news(${PROJECT_SOURCE_DIR}/NEWS.md ${PROJECT_VERSION})
configure_file(${PROJECT_SOURCE_DIR}/resources/${ITERAGPU_APP_ID}.metainfo.xml.in
               ${ITERAGPU_PACKAGE_DIR}/${ITERAGPU_APP_ID}.metainfo.xml @ONLY)

# The command line (cli)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/completions/iteragpu.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME iteragpu COMPONENT cli)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/completions/_iteragpu
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions COMPONENT cli)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/schema/
        DESTINATION ${ITERAGPU_SCHEMA_INSTALL_DIR} COMPONENT cli)

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

include(${CMAKE_CURRENT_LIST_DIR}/ManPages.cmake)

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

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

# Precompiled headers: the Qt, QCoro and standard headers most of our files include, parsed once per
# group instead of once per file (about a third of each file's compile time; docs/ARCHITECTURE.md,
# "Build"). Each group is precompiled by its first target and reused by the others of the group,
# which must share its compile definitions (GCC checks them: -Winvalid-pch, an error under
# ITERAGPU_WARNINGS_AS_ERRORS, names any target that does not). The files still include what they
# use: the lint checks them without these headers.
option(ITERAGPU_PRECOMPILED_HEADERS "Precompile the common Qt headers once per group of targets" ON)
set(ITERAGPU_PCH_CORE
    <QString> <QStringList> <QList> <QByteArray> <QHash> <QSet> <QDir> <QFile> <QFileInfo> <QDateTime>
    <QJsonArray> <QJsonDocument> <QJsonObject> <QRegularExpression> <QCoreApplication>
    <algorithm> <functional> <optional>)
set(ITERAGPU_PCH_UI
    <QWidget> <QLabel> <QPushButton> <QLineEdit> <QComboBox> <QBoxLayout> <QTableView> <QHeaderView>
    <QMessageBox> <QFileDialog> <QSettings> <QPointer> <QEvent> <qcoro/qcorotask.h>)
set(ITERAGPU_PCH_TEST <QTest> <QSignalSpy> <QTemporaryDir>)
# iteragpu_precompiled_headers(TARGET GROUP [HEADERS...]): TARGET uses GROUP's precompiled headers,
# precompiling HEADERS itself if it is the group's first target (whose definitions every other
# target of the group must have too).
function(iteragpu_precompiled_headers target group)
    if(NOT ITERAGPU_PRECOMPILED_HEADERS)
        return()
    endif()
    get_property(owner GLOBAL PROPERTY ITERAGPU_PCH_OWNER_${group})
    if(owner)
        target_precompile_headers(${target} REUSE_FROM ${owner})
    else()
        target_precompile_headers(${target} PRIVATE ${ARGN})
        set_property(GLOBAL PROPERTY ITERAGPU_PCH_OWNER_${group} ${target})
    endif()
endfunction()

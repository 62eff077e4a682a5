# Compile settings shared by every target of the project: Qt's strictness defines and warnings,
# scoped to our targets so that third-party headers (libtorch) are not affected.
function(iteragpu_strict target)
    target_compile_definitions(${target} PRIVATE
        QT_NO_FOREACH
        QT_NO_CAST_FROM_ASCII
        QT_NO_CAST_TO_ASCII
        QT_NO_CAST_FROM_BYTEARRAY
        QT_NO_URL_CAST_FROM_STRING
        QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
        QT_USE_QSTRINGBUILDER
        QT_NO_KEYWORDS
        ITERAGPU_VERSION="${PROJECT_VERSION}")
    target_compile_options(${target} PRIVATE -Wall -Wextra)
endfunction()

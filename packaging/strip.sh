#!/bin/sh
# CMAKE_STRIP of the package build: strips as Debian's dh_strip does, also removing the
# compiler's .comment and the .note section, which lintian reports as unneeded.
exec strip --remove-section=.comment --remove-section=.note "$@"

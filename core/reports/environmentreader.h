#pragma once

#include "core/device/environment.h"
#include "core/util/jsonwalker.h"

namespace IteraGpu {

inline constexpr auto kEnvironmentFormat = "iteragpu-lab/environment";

// Reads the JSON form of EnvironmentReport::toJson() back (environment.json, or the
// "environment" member of a measurement report at `path`), checking its structure as
// resources/schema/environment.schema.json describes it and that "libtorch" is present exactly
// when the backend was loaded. The first problem goes to `walker`; the result is then meaningless.
EnvironmentReport environmentFromJson(JsonWalker &walker, const QJsonObject &json, const QString &path);

} // namespace IteraGpu

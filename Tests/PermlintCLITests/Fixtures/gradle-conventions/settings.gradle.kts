pluginManagement {
    includeBuild("build-logic")
}

include(":app", ":common", ":feature:scan", ":legacy", ":tv", ":wear")

rootProject.name = "Notes"
include(":app")

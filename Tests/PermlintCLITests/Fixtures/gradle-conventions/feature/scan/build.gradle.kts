plugins {
    alias(libs.plugins.acme.kmp.feature)
}

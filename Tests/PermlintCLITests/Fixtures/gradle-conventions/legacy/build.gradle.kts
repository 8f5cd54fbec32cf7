plugins {
    id("acme.android.library")
}

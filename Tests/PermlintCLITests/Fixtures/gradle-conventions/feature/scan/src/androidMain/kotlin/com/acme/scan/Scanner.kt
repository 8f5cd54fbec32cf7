package com.acme.scan

import android.Manifest
import androidx.core.app.ActivityCompat

fun askCamera(activity: android.app.Activity) {
    ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.CAMERA), 2)
}

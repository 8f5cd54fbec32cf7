package com.acme.wear

import android.Manifest
import androidx.core.app.ActivityCompat

fun askNotifications(activity: android.app.Activity) {
    ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.POST_NOTIFICATIONS), 3)
    ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.RECORD_AUDIO), 4)
    activity.startActivity(android.content.Intent(android.provider.Settings.ACTION_APPLICATION_DETAILS_SETTINGS))
}

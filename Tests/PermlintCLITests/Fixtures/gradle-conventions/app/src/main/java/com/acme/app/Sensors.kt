package com.acme.app

import android.Manifest
import androidx.core.app.ActivityCompat

fun askPhoneState(activity: android.app.Activity) {
    ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.READ_PHONE_STATE), 1)
    ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.ACCESS_FINE_LOCATION), 5)
    activity.startActivity(android.content.Intent(android.provider.Settings.ACTION_APPLICATION_DETAILS_SETTINGS))
}

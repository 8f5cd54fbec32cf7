package com.acme.zones

import android.Manifest
import androidx.core.app.ActivityCompat

class Zones(private val activity: android.app.Activity) {
    fun ask() {
        ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.ACCESS_FINE_LOCATION, Manifest.permission.ACCESS_COARSE_LOCATION), 1)
        ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.ACCESS_BACKGROUND_LOCATION), 2)
        activity.startActivity(android.content.Intent(android.provider.Settings.ACTION_APPLICATION_DETAILS_SETTINGS))
    }

    fun watch(client: com.google.android.gms.location.GeofencingClient, request: Any, intent: Any) {
        client.addGeofences(request, intent)
    }
}

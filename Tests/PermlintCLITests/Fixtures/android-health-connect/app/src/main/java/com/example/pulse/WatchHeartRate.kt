package com.example.pulse

import android.health.connect.HealthPermissions

// On the watch the heart rate is a runtime permission (API 36).
object WatchHeartRate {
    val foreground = HealthPermissions.READ_HEART_RATE
}

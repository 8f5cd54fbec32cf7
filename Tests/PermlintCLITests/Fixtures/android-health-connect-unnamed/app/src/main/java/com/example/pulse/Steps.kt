package com.example.pulse

import androidx.health.connect.client.permission.HealthPermission
import androidx.health.connect.client.records.HeartRateRecord

// Heart rate only: nothing asks for reading in the background.
val wanted = setOf(HealthPermission.getReadPermission(HeartRateRecord::class))

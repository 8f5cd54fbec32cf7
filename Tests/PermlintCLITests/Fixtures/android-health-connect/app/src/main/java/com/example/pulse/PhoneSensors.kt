package com.example.pulse

import androidx.health.connect.client.permission.HealthPermission
import androidx.health.connect.client.records.HeartRateRecord
import androidx.health.connect.client.records.StepsRecord
import kotlin.reflect.KClass

// Which record a sensor reads is looked up at run time.
class PhoneSensors {
    private val records = mapOf("heart" to HeartRateRecord::class, "steps" to StepsRecord::class)

    fun permissions(sensor: String): Set<String> {
        val record: KClass<out androidx.health.connect.client.records.Record> = records.getValue(sensor)
        return setOf(
            HealthPermission.getReadPermission(record),
            HealthPermission.PERMISSION_READ_HEALTH_DATA_IN_BACKGROUND,
        )
    }
}

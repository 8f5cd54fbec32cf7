package com.ex

import android.Manifest
import android.app.Activity
import androidx.core.app.ActivityCompat

object PermissionHelper {
    fun checkStoragePermissions(activity: Activity, rc: Int): Boolean {
        if (StorageSettings.useSaf(activity)) return true
        ActivityCompat.requestPermissions(activity, arrayOf(Manifest.permission.WRITE_EXTERNAL_STORAGE), rc)
        return false
    }
}

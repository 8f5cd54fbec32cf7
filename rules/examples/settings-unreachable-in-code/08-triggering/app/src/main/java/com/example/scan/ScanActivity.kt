package com.example.scan

import android.Manifest
import android.content.Intent
import androidx.activity.ComponentActivity
import androidx.activity.result.contract.ActivityResultContracts
import androidx.core.app.ActivityCompat

class ScanActivity : ComponentActivity() {
    private val cameraRequest = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        if (granted) startScanner() else showCameraDenied()
    }

    fun onScanTapped() {
        cameraRequest.launch(↓Manifest.permission.CAMERA)
    }

    fun onNotificationsBlocked() {
        val intent = Intent()
        intent.action = "android.settings.APP_NOTIFICATION_SETTINGS"
        intent.putExtra("android.provider.extra.APP_PACKAGE", packageName)
        startActivity(intent)
    }

    private fun startScanner() {}

    private fun showCameraDenied() {}
}

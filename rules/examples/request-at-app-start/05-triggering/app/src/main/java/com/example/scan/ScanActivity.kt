package com.example.scan

import android.Manifest
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.result.contract.ActivityResultContracts

class ScanActivity : ComponentActivity() {
    private val cameraRequest = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        if (granted) startScanner()
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        askCamera()
    }

    private fun askCamera() {
        cameraRequest.↓launch(Manifest.permission.CAMERA)
    }

    private fun startScanner() {}
}

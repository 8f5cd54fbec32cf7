package com.example.scan

import android.Manifest
import android.os.Bundle
import android.widget.Button
import androidx.activity.ComponentActivity
import androidx.activity.result.contract.ActivityResultContracts

class ScanActivity : ComponentActivity() {
    private val cameraRequest = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        if (granted) startScanner()
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        findViewById<Button>(R.id.scan).setOnClickListener { cameraRequest.launch(Manifest.permission.CAMERA) }
    }

    private fun startScanner() {}
}

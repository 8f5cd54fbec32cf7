package com.example.export

import android.Manifest
import androidx.activity.ComponentActivity
import androidx.activity.result.contract.ActivityResultContracts

class ExportActivity : ComponentActivity() {
    private val storageRequest = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        if (granted) writeLog()
    }

    fun onExportTapped() {
        storageRequest.↓launch(Manifest.permission.WRITE_EXTERNAL_STORAGE)
    }

    private fun writeLog() {}
}

package com.example.parcel

import android.Manifest.permission.POST_NOTIFICATIONS
import androidx.activity.result.contract.ActivityResultContracts

class MainActivity : ComponentActivity() {
    // Manifest.permission.READ_CONTACTS in a comment is not a use.
    private val launcher = registerForActivityResult(ActivityResultContracts.RequestPermission()) { }
    private val picker = registerForActivityResult(ActivityResultContracts.PickVisualMedia()) { }

    fun askForNotifications() {
        launcher.launch(POST_NOTIFICATIONS)
    }
}

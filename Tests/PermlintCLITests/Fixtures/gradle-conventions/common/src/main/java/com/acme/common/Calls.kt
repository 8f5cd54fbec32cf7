package com.acme.common

import android.Manifest
import androidx.core.content.ContextCompat

fun canReadCallLog(context: android.content.Context): Boolean =
    ContextCompat.checkSelfPermission(context, Manifest.permission.READ_CALL_LOG) == 0

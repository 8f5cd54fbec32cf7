package com.ex

import android.content.Context
import android.os.Build

object StorageSettings {
    fun useSaf(context: Context): Boolean =
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q ||
            context.getSharedPreferences("p", 0).getBoolean("saf", true)
}

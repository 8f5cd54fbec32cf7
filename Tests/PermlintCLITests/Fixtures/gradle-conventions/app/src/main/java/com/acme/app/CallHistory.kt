package com.acme.app

import com.acme.common.canReadCallLog

/// Shows the call history when :common says the log may be read.
class CallHistory(private val context: android.content.Context) {
    fun show(): Boolean = canReadCallLog(context)
}

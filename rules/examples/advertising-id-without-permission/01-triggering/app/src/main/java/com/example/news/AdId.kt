package com.example.news

import android.content.Context
import com.google.android.gms.ads.identifier.AdvertisingIdClient

// getAdvertisingIdInfo in a comment is not a read.
fun advertisingId(context: Context): String? =
    AdvertisingIdClient.↓getAdvertisingIdInfo(context).id

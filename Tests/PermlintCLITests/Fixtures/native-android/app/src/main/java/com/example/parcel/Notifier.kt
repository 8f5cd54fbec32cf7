package com.example.parcel

import android.Manifest.permission

fun canNotify(context: Context) = checkSelfPermission(context, permission.POST_NOTIFICATIONS) == PERMISSION_GRANTED

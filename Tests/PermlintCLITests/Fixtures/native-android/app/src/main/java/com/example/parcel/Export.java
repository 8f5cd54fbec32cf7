package com.example.parcel;

import android.Manifest;

class Export {
    // WRITE_EXTERNAL_STORAGE implies READ_EXTERNAL_STORAGE: the read request is not undeclared.
    void ask(Activity activity) {
        ActivityCompat.requestPermissions(activity, new String[] {
                Manifest.permission.READ_EXTERNAL_STORAGE,
                Manifest.permission.WRITE_EXTERNAL_STORAGE}, 3);
    }
}

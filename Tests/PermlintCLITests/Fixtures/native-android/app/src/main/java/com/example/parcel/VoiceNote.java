package com.example.parcel;

class VoiceNote {
    void record(Activity activity) {
        ActivityCompat.requestPermissions(activity, new String[] {"android.permission.RECORD_AUDIO"}, 7);
    }
}

package com.ex;
import android.Manifest;
import android.app.Activity;
import androidx.core.app.ActivityCompat;
public final class PermissionHelper {
    public static boolean checkStoragePermissions(final Activity activity, final int rc) {
        if (Settings.useSaf(activity)) {
            return true; // SAF needs no permission
        }
        return checkWrite(activity, rc);
    }
    public static boolean checkWrite(final Activity activity, final int rc) {
        ActivityCompat.requestPermissions(activity, new String[]{Manifest.permission.WRITE_EXTERNAL_STORAGE}, rc);
        return false;
    }
}

package com.ex;
import android.content.Context;
import android.os.Build;
public final class Settings {
    public static boolean useSaf(final Context context) {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) {
            return true;
        } else if (isTv(context)) {
            return false;
        }
        return context.getSharedPreferences("p", 0).getBoolean("saf", true);
    }
    static boolean isTv(final Context context) {
        return context.getResources().getConfiguration().uiMode == 4;
    }
}

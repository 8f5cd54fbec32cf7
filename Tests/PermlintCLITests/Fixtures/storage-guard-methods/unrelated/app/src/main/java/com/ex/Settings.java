package com.ex;
import android.content.Context;
import android.os.Build;
public final class Settings {
    public static boolean useSaf(final Context context) {
        if (context.getSharedPreferences("p", 0).getBoolean("saf", false)) {
            return true;
        }
        return Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q && isTv(context);
    }
    static boolean isTv(final Context context) {
        return context.getResources().getConfiguration().uiMode == 4;
    }
}

fun test() = ContextCompat.checkSelfPermission(context, Manifest.permission.SEND_SMS)
